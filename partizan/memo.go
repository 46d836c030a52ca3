package partizan

// The memo tables of the universe: open addressing with linear probing on
// packed pairs of form ids, one slot a machine word or two, so that a
// look-up costs one cache line where a Go map costs two or three (its
// control word, its slot, its directory), which made a third of the time
// of a Domineering solve.

// hashPair spreads the pair (a, b) of form ids over 64 bits (Fibonacci
// hashing: the high bits of the product are well mixed).
func hashPair(a, b vid) uint64 {
	return (uint64(uint32(a))<<32 | uint64(uint32(b))) * 0x9E3779B97F4A7C15
}

// leTable holds the comparisons a ≤ b made, each in one word: leUsed, the
// answer (leTrue), a in bits 31–61 and b in bits 0–30 (ids are below 2³¹).
type leTable struct {
	slots []uint64
	n     int
	shift uint // 64 − log2(len(slots))
}

const (
	leUsed = 1 << 63
	leTrue = 1 << 62
)

func leKey(a, b vid) uint64 { return leUsed | uint64(a)<<31 | uint64(b) }

// get returns the answer stored for a ≤ b, if any.
func (t *leTable) get(a, b vid) (res, ok bool) {
	if t.n == 0 {
		return false, false
	}
	k := leKey(a, b)
	mask := len(t.slots) - 1
	for i := int(hashPair(a, b) >> t.shift); ; i = (i + 1) & mask {
		s := t.slots[i]
		if s&^leTrue == k {
			return s&leTrue != 0, true
		}
		if s == 0 {
			return false, false
		}
	}
}

// put stores the answer res for a ≤ b, which must not be stored yet.
func (t *leTable) put(a, b vid, res bool) {
	if 2*(t.n+1) > len(t.slots) {
		t.grow()
	}
	k := leKey(a, b)
	if res {
		k |= leTrue
	}
	t.insert(k, hashPair(a, b))
	t.n++
}

func (t *leTable) insert(k, h uint64) {
	mask := len(t.slots) - 1
	i := int(h >> t.shift)
	for t.slots[i] != 0 {
		i = (i + 1) & mask
	}
	t.slots[i] = k
}

func (t *leTable) grow() {
	old := t.slots
	t.slots, t.shift = grownSlots[uint64](len(old))
	for _, s := range old {
		if s != 0 {
			t.insert(s, hashPair(vid(s>>31&(1<<31-1)), vid(s&(1<<31-1))))
		}
	}
}

// grownSlots returns the empty slots of a table that had n (64 for a new
// one, else 2n) and its shift, 64 − log2 of their number. From 2¹⁸ slots
// (a few MiB) they ask for huge pages (askHugePages).
func grownSlots[T any](n int) ([]T, uint) {
	size := max(64, 2*n)
	s := make([]T, size)
	if size >= 1<<18 {
		askHugePages(s)
	}
	return s, uint(64 - log2(size))
}

func log2(n int) int {
	k := 0
	for 1<<k < n {
		k++
	}
	return k
}

// pairMap maps ordered pairs of ids to an id (the memo of sums).
type pairMap struct {
	slots []pairSlot
	n     int
	shift uint
}

// pairSlot is a pair a, b (key a<<32 | b, nonzero since b ≠ 0 in every use)
// and its id.
type pairSlot struct {
	key uint64
	id  vid
}

func (m *pairMap) get(a, b vid) (vid, bool) {
	if m.n == 0 {
		return 0, false
	}
	k := uint64(uint32(a))<<32 | uint64(uint32(b))
	mask := len(m.slots) - 1
	for i := int(hashPair(a, b) >> m.shift); ; i = (i + 1) & mask {
		s := &m.slots[i]
		if s.key == k {
			return s.id, true
		}
		if s.key == 0 {
			return 0, false
		}
	}
}

// put stores id for the pair (a, b), b ≠ 0, which must not be stored yet.
func (m *pairMap) put(a, b, id vid) {
	if 2*(m.n+1) > len(m.slots) {
		old := m.slots
		m.slots, m.shift = grownSlots[pairSlot](len(old))
		for _, s := range old {
			if s.key != 0 {
				m.insert(s, hashPair(vid(s.key>>32), vid(uint32(s.key))))
			}
		}
	}
	m.insert(pairSlot{uint64(uint32(a))<<32 | uint64(uint32(b)), id}, hashPair(a, b))
	m.n++
}

func (m *pairMap) insert(s pairSlot, h uint64) {
	mask := len(m.slots) - 1
	i := int(h >> m.shift)
	for m.slots[i].key != 0 {
		i = (i + 1) & mask
	}
	m.slots[i] = s
}

// hashOpts hashes the sorted option lists of a form.
func hashOpts(l, r []vid) uint64 {
	h := uint64(len(l))*0x9E3779B97F4A7C15 ^ 0xCBF29CE484222325
	for _, x := range l {
		h = (h ^ uint64(uint32(x))) * 0x100000001B3
	}
	h = (h ^ 0xFF) * 0x100000001B3
	for _, x := range r {
		h = (h ^ uint64(uint32(x))) * 0x100000001B3
	}
	return h ^ h>>29
}

// formSet is the set of interned forms other than numbers and nimbers,
// found by their options: slots hold ids (0, the number 0, is empty).
type formSet struct {
	slots []vid
	n     int
	shift uint
}

func (u *universe) findForm(l, r []vid, h uint64) (vid, bool) {
	s := &u.forms
	if s.n == 0 {
		return 0, false
	}
	mask := len(s.slots) - 1
	for i := int((h * 0x9E3779B97F4A7C15) >> s.shift); ; i = (i + 1) & mask {
		id := s.slots[i]
		if id == 0 {
			return 0, false
		}
		n := &u.nodes[id]
		if equalIDs(n.l, l) && equalIDs(n.r, r) {
			return id, true
		}
	}
}

func equalIDs(a, b []vid) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func (u *universe) addForm(id vid, h uint64) {
	s := &u.forms
	if 2*(s.n+1) > len(s.slots) {
		old := s.slots
		s.slots, s.shift = grownSlots[vid](len(old))
		for _, x := range old {
			if x != 0 {
				n := &u.nodes[x]
				u.placeForm(x, hashOpts(n.l, n.r))
			}
		}
	}
	u.placeForm(id, h)
	s.n++
}

func (u *universe) placeForm(id vid, h uint64) {
	s := &u.forms
	mask := len(s.slots) - 1
	i := int((h * 0x9E3779B97F4A7C15) >> s.shift)
	for s.slots[i] != 0 {
		i = (i + 1) & mask
	}
	s.slots[i] = id
}
