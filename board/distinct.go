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
// another set Z' can meet one of them only if Z' is an image of Z, and
// one whose Z” is another only if Z' and Z” are images of each other:
// when the Z' (a capture's: the pieces left to the player who lost one)
// are each of a class of their own, without symmetry, and none of Z's,
// the moves are told apart as positions, a hash each; otherwise the
// moves outside the first group are counted by their classes, and where
// some Z' is an image of Z, or the reasoning does not apply at all, every
// move is.
type counter struct {
	unique bool   // the rules promise that Moves lists no position twice
	stab   uint64 // the symmetries that fix p's key: the first group's moves meet under them
	canon  []Pos  // the first group's moves, each the least of its images under stab
	rk     ranker
	others []uint64     // the cells of kind z of the other moves
	least  [16]uint64   // their least images
	memo   []leastImage // least images found before (leastOf)
	keys   []uint64
	table  [256]int32  // positions by hash, stamped
	stamp  [256]uint32 // table[h] is live when stamp[h] == now
	now    uint32
}

// count returns the number of classes among qs, the moves of p, a
// representative of shape index px whose key's class is pc (with
// symmetries; see Scanner).
func (c *counter) count(g *game, p *Pos, px *Index, pc int, qs []Pos) int {
	if len(qs) <= 1 {
		return len(qs)
	}
	c.setup(g)
	if g.b.g.trivial() {
		// No symmetry: the classes are the positions.
		return c.positions(qs, -1, 0, false, 1)
	}
	if px.cls == nil {
		return c.classes(g, qs, -1, 0)
	}
	c.stab = keyStab(px, pc)
	zp := p.Sets[px.order[0]]
	// z: the kind whose cells are Z in the most moves, counted in one pass.
	var hits [MaxKinds]int
	nk := len(g.spec.Kinds)
	for i := range qs {
		q := &qs[i].Sets
		for k := 0; k < nk; k++ {
			if q[k] == zp {
				hits[k]++
			}
		}
	}
	z, most := -1, 0
	for k := 0; k < nk; k++ {
		if hits[k] > most {
			z, most = k, hits[k]
		}
	}
	if z < 0 {
		return c.classes(g, qs, -1, 0)
	}
	if n, ok := c.groups(g, qs, z, zp, most); ok {
		return n
	}
	return c.classes(g, qs, -1, 0)
}

// setup readies c for the positions of g.
func (c *counter) setup(g *game) {
	if c.rk.g != g {
		c.rk, c.unique, c.memo = newRanker(g), g.spec.UniqueMoves, c.memo[:0]
	}
}

// keyStab returns the symmetries that fix the key of class pc of px (a
// set, bit s for symmetry s).
func keyStab(px *Index, pc int) uint64 {
	if pc >= px.cls.ntriv {
		return px.cls.stab[pc-px.cls.ntriv]
	}
	return 1
}

// quietOK reports whether countQuiet may count the moves of a position of
// shape index px whose key's class is pc: the rules count their quiet
// moves, which keep the key's pieces (px numbers them first), and no
// symmetry but the identity fixes the key.
func (c *counter) quietOK(g *game, px *Index, pc int) bool {
	return g.quiet != nil && len(px.order) > 0 && int(px.order[0]) == g.quietKey &&
		(g.b.g.trivial() || px.cls != nil && keyStab(px, pc) == 1)
}

// countQuiet is count for the position p whose moves are nq quiet ones,
// counted (QuietCounter), and the others qs; quietOK(g, px, pc) must
// hold. It reports false where it needs every move listed (a capture
// leaves the cells of an image of p's key).
func (c *counter) countQuiet(g *game, p *Pos, px *Index, nq int, qs []Pos) (int, bool) {
	c.setup(g)
	if g.b.g.trivial() {
		return nq + len(qs), true // distinct positions, distinct classes
	}
	c.stab = 1
	z, zp := g.quietZ, p.Sets[px.order[0]]
	most := nq
	for i := range qs {
		if qs[i].Sets[z] == zp {
			most++ // not a capture after all
		}
	}
	return c.groups(g, qs, z, zp, most)
}

// groups counts the classes among the moves qs of a position whose key's
// cells are zp, most of which (those counted, if not listed) have zp as
// their cells of kind z, as count explains: false where a move outside
// that first group has the cells of an image of zp (then every move is
// counted by its class).
func (c *counter) groups(g *game, qs []Pos, z int, zp uint64, most int) (int, bool) {
	// The other moves (captures, mostly), grouped by their cells of kind z
	// likewise: their groups meet neither the first nor each other when
	// each group's cells are of a class of their own, without symmetry.
	c.others = c.others[:0]
	rest := 0 // the moves outside the first group
	for i := range qs {
		if z2 := qs[i].Sets[z]; z2 != zp {
			rest++
			if !slices.Contains(c.others, z2) {
				c.others = append(c.others, z2)
			}
		}
	}
	// A group whose cells are an image of Z (a push in Quixo moves the
	// other's cubes too, and may leave them where a symmetry puts Z) can
	// meet the first group: then every move is counted by its class.
	nz := bits.OnesCount64(zp)
	plain := len(c.others) <= len(c.least)
	for k, z2 := range c.others {
		near := bits.OnesCount64(z2) == nz // an image of Z has as many cells
		if !plain && !near {
			continue
		}
		least, ok := c.leastOf(z2)
		if near && least == zp {
			return 0, false
		}
		if plain {
			c.least[k] = least
			plain = ok && !slices.Contains(c.least[:k], least)
		}
	}
	first := most // the first group's classes
	if !c.unique || c.stab != 1 {
		first = c.positions(qs, z, zp, true, c.stab)
	}
	switch {
	case !plain:
		return first + c.classes(g, qs, z, zp), true
	case c.unique:
		return first + rest, true
	}
	return first + c.positions(qs, z, zp, false, 1), true
}

// leastOf returns the least image of the set z2 under the board's
// symmetries, and false if a symmetry other than the identity fixes it:
// remembered, as the moves of the positions counted one after the other
// take their cells of kind z from a few sets (those of a key's class less
// a piece, in morris).
func (c *counter) leastOf(z2 uint64) (uint64, bool) {
	for i := range c.memo {
		if m := &c.memo[i]; m.set == z2 {
			return m.least, m.plain
		}
	}
	grp := c.rk.g.b.g
	least, plain := z2, true
	for s := 1; s < len(grp.perm); s++ {
		y := grp.Apply(s, z2)
		plain = plain && y != z2 // else a symmetric set
		least = min(least, y)
	}
	if len(c.memo) == memoMax {
		c.memo = c.memo[:0]
	}
	c.memo = append(c.memo, leastImage{z2, least, plain})
	return least, plain
}

// memoMax is the most sets counter.leastOf remembers: it looks them up one
// by one, and starts afresh when full.
const memoMax = 32

// leastImage is a set's least image under a board's symmetries, plain when
// no symmetry but the identity fixes the set.
type leastImage struct {
	set, least uint64
	plain      bool
}

// canonMax is the largest group whose images classes compares instead of
// numbering: a move's least image takes a table lookup a byte a kind a
// symmetry, and numbering it one class lookup, which misses the cache on
// large boards but is shared by the captures of one move (Nine Men's
// Morris, 16 symmetries, counts 25% faster numbering them).
const canonMax = 8

// classes returns the number of distinct classes among the moves of qs
// whose cells of kind z are not zp (all of them if z < 0): by their least
// images under the whole group when it is small, else numbering each.
func (c *counter) classes(g *game, qs []Pos, z int, zp uint64) int {
	if n := len(g.b.g.perm); n <= canonMax {
		return c.positions(qs, z, zp, false, 1<<n-1)
	}
	return c.numbered(g, qs, z, zp)
}

// numbered returns the number of distinct slots among the moves of qs
// whose cells of kind z are not zp (all of them if z < 0), numbering each.
func (c *counter) numbered(g *game, qs []Pos, z int, zp uint64) int {
	c.keys = c.keys[:0]
	for i := range qs {
		q := &qs[i]
		if z >= 0 && q.Sets[z] == zp {
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
// whose cells of kind z are zp (are not, if not in; all of them if z < 0),
// each taken to the least of its images under the symmetries stab (a set,
// bit s for symmetry s), by a hash table of 256 entries (by sorting past
// 128 moves).
func (c *counter) positions(qs []Pos, z int, zp uint64, in bool, stab uint64) int {
	if c.unique && stab == 1 {
		// Distinct positions, as the rules promise.
		if z < 0 {
			return len(qs)
		}
		n := 0
		for i := range qs {
			if (qs[i].Sets[z] == zp) == in {
				n++
			}
		}
		return n
	}
	if stab != 1 {
		c.canon = c.canon[:0]
		grp := c.rk.g.b.g
		// The symmetries of stab fix zp: the cells of kind z of the
		// first group's moves are their own images.
		fixed := -1
		if in {
			fixed = z
		}
		for i := range qs {
			q := &qs[i]
			if z >= 0 && (q.Sets[z] == zp) != in {
				continue
			}
			least := *q
			for st := stab &^ 1; st != 0; st &= st - 1 {
				s := bits.TrailingZeros64(st)
				im := *q
				for k, x := range q.Sets {
					if x != 0 && k != fixed {
						im.Sets[k] = grp.Apply(s, x)
					}
				}
				if comparePos(&im, &least) < 0 {
					least = im
				}
			}
			c.canon = append(c.canon, least)
		}
		qs, z = c.canon, -1
	}
	if len(qs) > 128 {
		var kept []Pos
		for i := range qs {
			if z < 0 || (qs[i].Sets[z] == zp) == in {
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
		if z >= 0 && (q.Sets[z] == zp) != in {
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
