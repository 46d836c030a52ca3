package board

import (
	"math/bits"
	"slices"
)

// counter counts the distinct classes among a position's moves, numbering
// as few of them as it can.
//
// Two moves q₁ ≠ q₂ of p reach one class only if a symmetry σ takes q₁ to
// q₂, and then σ takes q₁'s cells of each kind to q₂'s. Let Z be the
// cells of p's key kind; p being its class's representative, Z is the
// least of its images. The moves whose cells of some kind z are Z (the
// moves that leave the pieces of the player not moving alone, in a game
// written from the mover's side: every slide in morris) can meet only
// under a σ that fixes Z, so when no symmetry but the identity fixes Z
// (the class of p's key has no symmetry), they are of distinct classes
// unless they are the same position. A move whose cells of kind z are
// another set Z' can meet one of them only if Z' is an image of Z: if no
// such move has Z as the least image of its Z', the two groups do not meet.
// So the moves of the first group are only told apart as positions, and
// the others (captures, mostly) numbered. Where the reasoning does not
// apply, every move is numbered.
type counter struct {
	rk    ranker
	keys  []uint64
	table [256]int32  // positions by hash, stamped
	stamp [256]uint32 // table[h] is live when stamp[h] == now
	now   uint32
}

// count returns the number of classes among qs, the moves of p, a
// representative of shape index px whose key's class is pc (with
// symmetries; see Scanner).
func (c *counter) count(g *game, p *Pos, px *Index, pc int, qs []Pos) int {
	if len(qs) <= 1 {
		return len(qs)
	}
	if g.b.g.trivial() {
		// No symmetry: the classes are the positions.
		return c.positions(qs, nil)
	}
	if px.cls == nil || pc >= px.cls.ntriv {
		return c.numbered(g, qs, nil)
	}
	zp := p.Sets[px.order[0]]
	// z: the kind whose cells are Z in the most moves.
	z, most := -1, 0
	for k := range MaxKinds {
		n := 0
		for i := range qs {
			if qs[i].Sets[k] == zp {
				n++
			}
		}
		if n > most {
			z, most = k, n
		}
	}
	if z < 0 {
		return c.numbered(g, qs, nil)
	}
	// The other moves: can any meet the first group?
	grp := g.b.g
	pz := bits.OnesCount64(zp)
	for i := range qs {
		if z2 := qs[i].Sets[z]; z2 != zp && bits.OnesCount64(z2) == pz {
			least := z2
			for s := 1; s < len(grp.perm); s++ {
				least = min(least, grp.Apply(s, z2))
			}
			if least == zp {
				return c.numbered(g, qs, nil)
			}
		}
	}
	in := func(q *Pos) bool { return q.Sets[z] == zp }
	return c.positions(qs, in) + c.numbered(g, qs, func(q *Pos) bool { return !in(q) })
}

// numbered returns the number of distinct slots among the moves of qs
// with keep (all if nil), numbering each.
func (c *counter) numbered(g *game, qs []Pos, keep func(*Pos) bool) int {
	if c.rk.g != g {
		c.rk = newRanker(g)
	}
	c.keys = c.keys[:0]
	for i := range qs {
		q := &qs[i]
		if keep != nil && !keep(q) {
			continue
		}
		si := c.rk.shapeOf(q)
		if si < 0 {
			g.slot(q) // panics with the reason
		}
		c.keys = append(c.keys, uint64(g.shapes[si].tier)<<40|uint64(c.rk.slot(si, q)))
	}
	if len(c.keys) <= 1 {
		return len(c.keys)
	}
	slices.Sort(c.keys)
	return len(slices.Compact(c.keys))
}

// positions returns the number of distinct positions among the moves of qs
// with keep (all if nil), by a hash table of 256 entries (by sorting past
// 128 moves).
func (c *counter) positions(qs []Pos, keep func(*Pos) bool) int {
	if len(qs) > 128 {
		var kept []Pos
		for i := range qs {
			if keep == nil || keep(&qs[i]) {
				kept = append(kept, qs[i])
			}
		}
		slices.SortFunc(kept, func(a, b Pos) int { return comparePos(&a, &b) })
		return len(slices.CompactFunc(kept, func(a, b Pos) bool { return a == b }))
	}
	c.now++
	if c.now == 0 { // the stamps wrapped: clear them
		c.stamp = [256]uint32{}
		c.now = 1
	}
	n := 0
	for i := range qs {
		q := &qs[i]
		if keep != nil && !keep(q) {
			continue
		}
		h := hashPos(q)
		for {
			if c.stamp[h] != c.now {
				c.stamp[h], c.table[h] = c.now, int32(i)
				n++
				break
			}
			if qs[c.table[h]] == *q {
				break
			}
			h = (h + 1) & 255
		}
	}
	return n
}

// hashPos hashes a position to 8 bits.
func hashPos(q *Pos) uint8 {
	h := q.Sets[0]*0x9e3779b97f4a7c15 ^ q.Sets[1]*0xc2b2ae3d27d4eb4f ^ q.Sets[2]*0x165667b19e3779f9 ^ q.Sets[3]
	h ^= uint64(q.Off[0]) | uint64(q.Off[1])<<8 | uint64(q.Off[2])<<16 | uint64(q.Off[3])<<24 | uint64(q.Turn)<<32
	h *= 0xff51afd7ed558ccd
	return uint8(h >> 56)
}

// comparePos orders positions by their cells, kind by kind, then their
// counters and turn.
func comparePos(a, b *Pos) int {
	for k := range a.Sets {
		if a.Sets[k] != b.Sets[k] {
			if a.Sets[k] < b.Sets[k] {
				return -1
			}
			return 1
		}
	}
	for k := range a.Off {
		if a.Off[k] != b.Off[k] {
			return int(a.Off[k]) - int(b.Off[k])
		}
	}
	return int(a.Turn) - int(b.Turn)
}
