package partizan

import (
	"encoding/binary"
	"slices"
)

// Encoding: the string inside a Value.
//
// The encoding of 0 is empty. A nonzero number is 'n', its numerator as a
// varint and its exponent as a byte; a nimber *n (n ≥ 1) is '*' and n as a
// uvarint. Any other form is 'd' and the directed acyclic graph of the
// forms it reaches (numbers and nimbers are leaves): their count, then each
// form once — a number as 'n', a nimber as '*', another form as 'g' with
// the counts and positions in the list of its Left and then its Right
// options — in a canonical order: by birthday, then by kind, then by
// value (numbers), or by options (other forms, compared by the positions
// of their options, which come earlier). The root, the only form of
// greatest birthday, comes last. Canonical forms are unique and so is the
// order, so encodings are unique; sharing keeps them small (x + *n has n
// options that share theirs: a tree would be exponential).

// encKey is what orders the forms of one birthday in an encoding.
type encKey struct {
	id   vid
	kind byte // 'n' < '*' < 'g'
	num  Dyadic
	nim  int32
	l, r []int // positions of the options, sorted
}

func cmpInts(a, b []int) int {
	if c := len(a) - len(b); c != 0 {
		return c
	}
	for i := range a {
		if c := a[i] - b[i]; c != 0 {
			return c
		}
	}
	return 0
}

func (u *universe) encode(id vid) string {
	n := &u.nodes[id]
	switch {
	case n.isNum:
		if n.num.num == 0 {
			return ""
		}
		b := binary.AppendVarint([]byte{'n'}, n.num.num)
		return string(append(b, n.num.exp))
	case n.nim > 0:
		return string(binary.AppendUvarint([]byte{'*'}, uint64(n.nim)))
	}
	if u.enc == nil {
		u.enc = map[vid]string{}
	}
	if s, ok := u.enc[id]; ok {
		return s
	}
	// The forms reachable from id, by birthday.
	bday := map[vid]uint64{}
	levels := map[uint64][]vid{}
	seen := map[vid]bool{id: true}
	stack := []vid{id}
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		b := u.birthday(x, bday)
		levels[b] = append(levels[b], x)
		xn := &u.nodes[x]
		if xn.isNum || xn.nim >= 0 {
			continue
		}
		for _, side := range [2][]vid{xn.l, xn.r} {
			for _, y := range side {
				if !seen[y] {
					seen[y] = true
					stack = append(stack, y)
				}
			}
		}
	}
	bs := make([]uint64, 0, len(levels))
	for b := range levels {
		bs = append(bs, b)
	}
	slices.Sort(bs)
	pos := make(map[vid]int, len(seen))
	out := binary.AppendUvarint([]byte{'d'}, uint64(len(seen)))
	for _, b := range bs {
		keys := make([]encKey, len(levels[b]))
		for i, x := range levels[b] {
			xn := &u.nodes[x]
			k := encKey{id: x}
			switch {
			case xn.isNum:
				k.kind, k.num = 'n', xn.num
			case xn.nim >= 0:
				k.kind, k.nim = '*', xn.nim
			default:
				k.kind = 'g'
				for _, y := range xn.l {
					k.l = append(k.l, pos[y])
				}
				for _, y := range xn.r {
					k.r = append(k.r, pos[y])
				}
				slices.Sort(k.l)
				slices.Sort(k.r)
			}
			keys[i] = k
		}
		slices.SortFunc(keys, func(a, b encKey) int {
			switch {
			case a.kind != b.kind:
				return int(a.kind) - int(b.kind)
			case a.kind == 'n':
				return a.num.Cmp(b.num)
			case a.kind == '*':
				return int(a.nim - b.nim)
			}
			if c := cmpInts(a.l, b.l); c != 0 {
				return c
			}
			return cmpInts(a.r, b.r)
		})
		for _, k := range keys {
			pos[k.id] = len(pos)
			out = append(out, k.kind)
			switch k.kind {
			case 'n':
				out = binary.AppendVarint(out, k.num.num)
				out = append(out, k.num.exp)
			case '*':
				out = binary.AppendUvarint(out, uint64(k.nim))
			default:
				for _, side := range [2][]int{k.l, k.r} {
					out = binary.AppendUvarint(out, uint64(len(side)))
					for _, p := range side {
						out = binary.AppendUvarint(out, uint64(p))
					}
				}
			}
		}
	}
	s := string(out)
	u.enc[id] = s
	return s
}

// decoder reads an encoding.
type decoder struct {
	s string
	i int
}

func (d *decoder) uvarint() uint64 {
	x, k := binary.Uvarint([]byte(d.s[d.i:min(len(d.s), d.i+10)]))
	d.i += k
	return x
}

func (d *decoder) varint() int64 {
	x, k := binary.Varint([]byte(d.s[d.i:min(len(d.s), d.i+10)]))
	d.i += k
	return x
}

// decode returns the id of the canonical form encoded in s (by encode, in
// any universe).
func (u *universe) decode(s string) vid {
	if s == "" {
		return 0
	}
	if u.dec == nil {
		u.dec = map[string]vid{}
	}
	if id, ok := u.dec[s]; ok {
		return id
	}
	d := &decoder{s: s, i: 1}
	var id vid
	switch s[0] {
	case 'n':
		num := d.varint()
		id = u.number(Dyadic{num, s[d.i]})
	case '*':
		id = u.nimber(int(d.uvarint()))
	default:
		ids := make([]vid, d.uvarint())
		for j := range ids {
			kind := s[d.i]
			d.i++
			switch kind {
			case 'n':
				num := d.varint()
				ids[j] = u.number(Dyadic{num, s[d.i]})
				d.i++
			case '*':
				ids[j] = u.nimber(int(d.uvarint()))
			default:
				var sides [2][]vid
				for k := range sides {
					side := make([]vid, d.uvarint())
					for m := range side {
						side[m] = ids[d.uvarint()]
					}
					slices.Sort(side)
					sides[k] = side
				}
				ids[j] = u.intern(sides[0], sides[1])
			}
		}
		id = ids[len(ids)-1]
	}
	u.dec[s] = id
	return id
}
