package partizan

// The memo of a Table: the value of each position solved, by open
// addressing on the position itself, one slot holding the position, a tag
// of its hash and its value, so that a look-up costs one line of the
// processor's cache where a Go map costs two or three (its control word,
// its slot, its directory): on Domineering 5×6 the map's look-ups were more
// than a quarter of the time.

import (
	"hash/maphash"

	"github.com/cgtgo/cgt"
)

// posMemo maps positions to the ids of their values (or busy).
type posMemo[P comparable] struct {
	seed maphash.Seed
	// hasher, when set, is the game's hash (cgt.Hasher), mixed by
	// mixHash: a struct's maphash.Comparable costs tens of nanoseconds,
	// a tenth of a Domineering solve.
	hasher cgt.Hasher[P]
	slots  []posSlot[P]
	n      int
	shift  uint // 64 − log2(len(slots))
	// touched keeps the sum of lookup's first reads, so that the
	// compiler does not drop them.
	touched uint32
}

// posSlot is one position and its value; tag is the high half of the
// position's hash with its lowest bit set, 0 for an empty slot.
type posSlot[P comparable] struct {
	p   P
	tag uint32
	id  vid
}

// newPosMemo returns an empty memo for the positions of g, which hashes
// them by its Hash if it is a cgt.Hasher.
func newPosMemo[P comparable](g any) posMemo[P] {
	hs, _ := g.(cgt.Hasher[P])
	return posMemo[P]{seed: maphash.MakeSeed(), hasher: hs}
}

// hash returns the hash of p (the game's Hash, mixed, or without one
// maphash's with the memo's seed) and its tag.
func (m *posMemo[P]) hash(p P) (h uint64, tag uint32) {
	if m.hasher != nil {
		h = mixHash(m.hasher.Hash(p))
	} else {
		h = maphash.Comparable(m.seed, p)
	}
	return h, uint32(h>>32) | 1
}

// mixHash spreads a game's hash over all 64 bits (the memo places and tags
// by the high half, the parallel engine picks an owner by the low half),
// so that a hash that is good only in some bits (a sum of bitboards) does
// no harm: a multiply and two xor-shifts (the finaliser of SplitMix64).
func mixHash(h uint64) uint64 {
	h = (h ^ h>>30) * 0xBF58476D1CE4E5B9
	h = (h ^ h>>27) * 0x94D049BB133111EB
	return h ^ h>>31
}

// get returns the id stored for p, if any.
func (m *posMemo[P]) get(p P) (vid, bool) {
	h, _ := m.hash(p)
	return m.getHashed(p, h)
}

// getHashed is get for p of hash h.
func (m *posMemo[P]) getHashed(p P, h uint64) (vid, bool) {
	if m.n == 0 {
		return 0, false
	}
	tag := uint32(h>>32) | 1
	mask := len(m.slots) - 1
	for i := int(h >> m.shift); ; i = (i + 1) & mask {
		s := &m.slots[i]
		if s.tag == tag && s.p == p {
			return s.id, true
		}
		if s.tag == 0 {
			return 0, false
		}
	}
}

// lookup sets ids[i] to the id stored for ps[i], or to unknown, with
// hs as scratch. It reads the first slot of every position before it
// probes any: those reads do not depend on each other, so that the
// processor overlaps their misses of its cache, where one look-up after
// another waits for each.
func (m *posMemo[P]) lookup(ps []P, ids []vid, hs []uint64) []uint64 {
	hs = hs[:0]
	if m.n == 0 {
		for i := range ids {
			ids[i] = unknown
		}
		return hs
	}
	var touch uint32
	for _, p := range ps {
		h, _ := m.hash(p)
		hs = append(hs, h)
		touch += m.slots[h>>m.shift].tag
	}
	m.touched = touch
	for i, p := range ps {
		id, ok := m.getHashed(p, hs[i])
		if !ok {
			id = unknown
		}
		ids[i] = id
	}
	return hs
}

// set stores id for p, replacing what was stored.
func (m *posMemo[P]) set(p P, id vid) {
	h, tag := m.hash(p)
	if m.n > 0 {
		mask := len(m.slots) - 1
		for i := int(h >> m.shift); ; i = (i + 1) & mask {
			s := &m.slots[i]
			if s.tag == tag && s.p == p {
				s.id = id
				return
			}
			if s.tag == 0 {
				break
			}
		}
	}
	if 2*(m.n+1) > len(m.slots) {
		old := m.slots
		m.slots, m.shift = grownSlots[posSlot[P]](len(old))
		for _, s := range old {
			if s.tag != 0 {
				oh, _ := m.hash(s.p)
				m.place(s, oh)
			}
		}
	}
	m.place(posSlot[P]{p, tag, id}, h)
	m.n++
}

func (m *posMemo[P]) place(s posSlot[P], h uint64) {
	mask := len(m.slots) - 1
	i := int(h >> m.shift)
	for m.slots[i].tag != 0 {
		i = (i + 1) & mask
	}
	m.slots[i] = s
}

// delete removes p, if stored, shifting back the slots of its run that
// probed past it (linear probing has no tombstones).
func (m *posMemo[P]) delete(p P) {
	if m.n == 0 {
		return
	}
	h, tag := m.hash(p)
	mask := len(m.slots) - 1
	i := int(h >> m.shift)
	for {
		s := &m.slots[i]
		if s.tag == 0 {
			return
		}
		if s.tag == tag && s.p == p {
			break
		}
		i = (i + 1) & mask
	}
	// i is the hole; move back each later slot of the run whose home is
	// not in (i, j].
	for j := (i + 1) & mask; m.slots[j].tag != 0; j = (j + 1) & mask {
		jh, _ := m.hash(m.slots[j].p)
		home := int(jh >> m.shift)
		if (j > i && (home <= i || home > j)) || (j < i && home <= i && home > j) {
			m.slots[i] = m.slots[j]
			i = j
		}
	}
	m.slots[i] = posSlot[P]{}
	m.n--
}
