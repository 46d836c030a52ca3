package morris

import (
	"math/bits"
	"slices"

	"github.com/cgtgo/cgt/tier"
)

var _ tier.Retro = (*Midgame)(nil)

// CountMoves sets n[k] to the number of distinct slots the moves of slot
// lo+k of tier t lead to (tier.Retro): 0 where the player to move has two
// stones or none can move. Two slides that close no mill reach one slot
// only when the other player's stones y are symmetric, and two mills only
// when the sets y less a removed stone are not of distinct classes without
// symmetries (see classes.split); elsewhere the moves are counted without
// being numbered.
func (g *Midgame) CountMoves(n []uint16, t, lo int) {
	var w walker
	for k := range n {
		sp, j := g.locate(t, lo+k)
		x, y, c := w.at(sp, j)
		switch {
		case sp.m < 3:
			n[k] = 0
		case sp.key.stab[c] == 1 && sp.key.split[c]:
			n[k] = uint16(countMoves(x, y))
		default:
			n[k] = uint16(g.countNear(&w, sp, x, y, sp.key.stab[c] != 1, !sp.key.split[c]))
		}
	}
}

// countNear counts the distinct slots the moves of the player with stones
// x against y (subspace sp) lead to, numbering the moves that may share
// one: the slides that close no mill when sym says that y is symmetric,
// the mills when mills says that their removals may meet.
func (g *Midgame) countNear(w *walker, sp *subspace, x, y uint32, sym, mills bool) int {
	m, o := sp.m, sp.o
	free := full &^ (x | y)
	fly := m == 3
	rem := geo.removable(y)
	inSp, outSp := g.subs[o][m], g.subs[o-1][m]
	w.in, w.out = w.in[:0], w.out[:0]
	cnt := 0
	for xs := x; xs != 0; xs &= xs - 1 {
		a := bits.TrailingZeros32(xs)
		x1 := x &^ (1 << a)
		for ts := geo.targets(a, free, fly); ts != 0; ts &= ts - 1 {
			b := bits.TrailingZeros32(ts)
			x2 := x1 | 1<<b
			switch {
			case geo.inMill(x2, b) && !mills:
				cnt += popcount(rem)
			case geo.inMill(x2, b):
				c2, s2 := outSp.key.find(x2)
				for r := rem; r != 0; r &= r - 1 {
					w.out = append(w.out, outSp.indexIn(c2, geo.apply(s2, y&^(r&-r))))
				}
			case sym:
				w.in = append(w.in, inSp.index(y, x2))
			default:
				cnt++
			}
		}
	}
	slices.Sort(w.in)
	slices.Sort(w.out)
	return cnt + len(slices.Compact(w.in)) + len(slices.Compact(w.out))
}

// countMoves returns the number of moves of the player with stones x (at
// least three, none in hand) against y.
func countMoves(x, y uint32) int {
	free := full &^ (x | y)
	fly := popcount(x) == 3
	k := popcount(geo.removable(y))
	cnt := 0
	for xs := x; xs != 0; xs &= xs - 1 {
		a := bits.TrailingZeros32(xs)
		x1 := x &^ (1 << a)
		for ts := geo.targets(a, free, fly); ts != 0; ts &= ts - 1 {
			if b := bits.TrailingZeros32(ts); geo.inMill(x1|1<<b, b) {
				cnt += k
			} else {
				cnt++
			}
		}
	}
	return cnt
}

// childSlots appends the tier<<40 | slot of every move of the player with
// stones x against y.
func (g *Midgame) childSlots(dst []uint64, x, y uint32) []uint64 {
	for _, q := range g.Moves(nil, pos(x, y, 0, 0)) {
		dst = append(dst, uint64(g.Tier(q))<<40|uint64(g.TierIndex(q)))
	}
	return dst
}

// PredecessorSlots appends the slots of tier t from which one move leads to
// each slot of js in tier u (tier.Retro): the slides and flights back that
// open no mill when u = t, and the mills with the stone they removed when
// u is a child tier.
func (g *Midgame) PredecessorSlots(dst []int, t, u int, js []int) []int {
	var w walker
	var tmp []int
	for _, j := range js {
		sp, i := g.locate(u, j)
		x, y, _ := w.at(sp, i)
		m, o := sp.m, sp.o
		free := full &^ (x | y)
		fly := o == 3
		if u == t {
			// p = (y', x): the other player slid back; p's key is x.
			if m < 3 {
				continue
			}
			ps := g.subs[o][m]
			base := g.tiers[t].lo[g.subIndex(t, ps)]
			c, s := ps.key.find(x)
			sym := ps.key.stab[c] != 1
			at := len(dst)
			for ys := y &^ geo.milled(y); ys != 0; ys &= ys - 1 {
				b := bits.TrailingZeros32(ys)
				y1 := y &^ (1 << b)
				for as := geo.targets(b, free, fly); as != 0; as &= as - 1 {
					a := bits.TrailingZeros32(as)
					dst = append(dst, base+ps.indexIn(c, geo.apply(s, y1|1<<a)))
				}
			}
			if sym { // two slides back reach one slot only then
				dst = sortCompact(dst, at)
			}
			continue
		}
		// A mill: p = (y0, x+r) with y0 the other player's stones before
		// the slide that closed it, in subspace o-(m+1) of tier t.
		if m+1 > 9 || g.tierOf[o][m+1] != t {
			continue
		}
		ps := g.subs[o][m+1]
		base := g.tiers[t].lo[g.subIndex(t, ps)]
		tmp = tmp[:0]
		for ys := geo.milled(y); ys != 0; ys &= ys - 1 {
			b := bits.TrailingZeros32(ys)
			y1 := y &^ (1 << b)
			for as := geo.targets(b, free, fly); as != 0; as &= as - 1 {
				a := bits.TrailingZeros32(as)
				y0 := y1 | 1<<a
				for rs := free &^ (1 << a); rs != 0; rs &= rs - 1 {
					r := bits.TrailingZeros32(rs)
					if x0 := x | 1<<r; geo.removable(x0)>>r&1 != 0 {
						tmp = append(tmp, base+ps.index(y0, x0))
					}
				}
			}
		}
		slices.Sort(tmp)
		dst = append(dst, slices.Compact(tmp)...)
	}
	return dst
}

// sortCompact sorts dst[at:] and removes its repeats.
func sortCompact(dst []int, at int) []int {
	s := dst[at:]
	slices.Sort(s)
	return dst[:at+len(slices.Compact(s))]
}

// subIndex returns the place of subspace sp in tier t.
func (g *Midgame) subIndex(t int, sp *subspace) int {
	if g.tiers[t].subs[0] == sp {
		return 0
	}
	return 1
}

// walker decodes slots of one subspace, fastest in increasing order: it
// keeps the class it is in and steps from one set of the player to move
// to the next without a search. It also holds the scratch slices of the
// counts.
type walker struct {
	sp      *subspace
	c       int
	i       int      // the slot decoded last, −1 for none
	r       uint32   // its rank, in a class with symmetries
	comp    uint32   // its player to move's stones as a subset of the points left free by the class's representative
	free    [24]int8 // those points, in order
	in, out []int
}

// at returns the stones of slot i of subspace sp (of the player to move,
// of the other) and the class of the other's.
func (w *walker) at(sp *subspace, i int) (x, y uint32, c int) {
	if w.sp != sp || i < sp.offset[w.c] || i >= sp.offset[w.c+1] {
		w.sp, w.c = sp, sp.classAt(i)
		n := 0
		for f := full &^ sp.key.rep[w.c]; f != 0; f &= f - 1 {
			w.free[n] = int8(bits.TrailingZeros32(f))
			n++
		}
		w.i = -1
	}
	y = sp.key.rep[w.c]
	switch {
	case sp.key.stab[w.c] != 1:
		rs := sp.symmetric()[w.c]
		if i == w.i+1 && w.i >= 0 {
			w.r = uint32(rs.Next(uint64(w.r)))
		} else {
			w.r = uint32(rs.Select(i - sp.offset[w.c]))
		}
		w.comp = unrank(w.r, sp.m)
	case i == w.i+1 && w.i >= 0:
		// The next set of as many points in colex order (Gosper).
		v := w.comp
		low := v & -v
		r := v + low
		w.comp = r | (v^r)>>2>>bits.TrailingZeros32(low)
	default:
		w.comp = unrank(uint32(i-sp.offset[w.c]), sp.m)
	}
	w.i = i
	for cs := w.comp; cs != 0; cs &= cs - 1 {
		x |= 1 << w.free[bits.TrailingZeros32(cs)]
	}
	return x, y, w.c
}
