package morris

import (
	"fmt"
	"math/bits"
	"slices"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/tier"
)

// Midgame is the part of Nine Men's Morris after the placements (no stone
// in hand), numbered for a strong solve one tier at a time (cgt.Tiered,
// package github.com/cgtgo/cgt/tier).
//
// Tiers. Subspace m-o holds the positions with m stones of the player to
// move and o of the other on the board. A slide (or flight) from m-o leads
// to o-m, so tier {a, b} holds the two subspaces a-b and b-a (one when
// a = b): its moves that close no mill stay inside it. A mill removes a
// stone of the other player and leads to tier {a, b−1} or {a−1, b}. The
// tiers {2, b} hold the positions where the player to move has two stones
// left, all lost, which a mill of tier {3, b} leads to. The tiers are
// numbered by the stones on the board, fewest first (a tier {2, b} just
// before {3, b}), so that the tiers of at most N stones (NewMidgame(N))
// are the first ones of the tiers of 18: their files are the same.
//
// Numbering. Within a tier, a-b comes first, then b-a; within a subspace
// each class of the 16 symmetries has one number (see the file index.go):
// TierPosition returns a class's representative and TierIndex maps any
// position to its class's number, so the tiers count each class once,
// reachable or not.
//
// Midgame is also cgt.Dense (the tiers one after the other), Reversible
// and cgt.Orbits, so that a few tiers can be solved in memory by
// cgt.SolveRetrograde for comparison, and it has the capabilities tier.Retro
// (the lean analysis of tiers whose moves stay inside them) and tier.Ranger.
// It is immutable and safe for concurrent use.
type Midgame struct {
	Game
	max    int
	tiers  []midTier
	tierOf [10][10]int // tierOf[a][b]: the tier of subspace a-b, −1 if none
	subs   [10][10]*subspace
	base   []int // base[t]: the Dense number of the first position of tier t
}

// midTier is one tier: its subspaces and where each starts in the tier.
type midTier struct {
	a, b int // a ≤ b
	subs []*subspace
	lo   []int // lo[k]: the first number of subs[k]; one more entry for the end
	kids []int
}

// NewMidgame returns the midgame of the positions with at most stones
// stones on the board (5 … 18; 18 is the whole midgame). It builds its
// tables of symmetry classes then: a fraction of a second for stones ≤ 12,
// about a second and 100 MB for 18. It panics for stones outside 5 … 18.
func NewMidgame(stones int) *Midgame {
	if stones < 5 || stones > 18 {
		panic(fmt.Sprintf("morris: NewMidgame(%d): want 5 … 18 stones", stones))
	}
	return newMidgame(stones, tierList(stones))
}

// NewMidgameEach returns the midgame of the game with each stones for each
// player (3 … 9): the tiers {a, b} with a, b ≤ each, in the order of
// NewMidgame's, numbered from 0. NewMidgameEach(9) is NewMidgame(18). It
// panics for each outside 3 … 9.
func NewMidgameEach(each int) *Midgame {
	if each < 3 || each > 9 {
		panic(fmt.Sprintf("morris: NewMidgameEach(%d): want 3 … 9 stones each", each))
	}
	return newMidgame(2*each, tierListEach(each))
}

// tierListEach returns the tiers of tierList(2·each) with at most each
// stones of either player.
func tierListEach(each int) [][2]int {
	return slices.DeleteFunc(tierList(2*each), func(ab [2]int) bool { return ab[1] > each })
}

// newMidgame returns the midgame of the tiers list, of at most stones
// stones on the board.
func newMidgame(stones int, list [][2]int) *Midgame {
	g := &Midgame{max: stones}
	sh := shapeOf(list)
	g.tierOf = sh.tierOf
	var keys [10]*classes
	sub := func(m, o int) *subspace {
		if g.subs[m][o] == nil {
			if keys[o] == nil {
				keys[o] = newClasses(o)
				if keys[o-1] == nil {
					keys[o-1] = newClasses(o - 1)
				}
				keys[o].splitClasses(keys[o-1])
			}
			g.subs[m][o] = newSubspace(m, o, keys[o])
		}
		return g.subs[m][o]
	}
	g.base = make([]int, len(list)+1)
	for t, ab := range list {
		mt := midTier{a: ab[0], b: ab[1], lo: []int{0}, kids: sh.kids[t]}
		for _, mo := range sh.pairs[t] {
			sp := sub(mo[0], mo[1])
			mt.subs = append(mt.subs, sp)
			mt.lo = append(mt.lo, mt.lo[len(mt.lo)-1]+sp.size())
		}
		g.tiers = append(g.tiers, mt)
		g.base[t+1] = g.base[t] + mt.lo[len(mt.lo)-1]
	}
	return g
}

// midShape is the shape of a midgame's tiers, known without numbering
// them: the subspaces of each tier, the tier of each subspace and the
// child tiers of each tier.
type midShape struct {
	pairs  [][][2]int  // pairs[t]: the subspaces m-o of tier t, in the order of their slots
	tierOf [10][10]int // tierOf[m][o]: the tier of subspace m-o, −1 if none
	kids   [][]int     // kids[t]: the tiers the mills of tier t lead to, increasing
}

// shapeOf returns the shape of the tiers list: tier {a, b} holds the
// subspaces a-b and b-a (one when a = b, and a-b alone for the tiers
// {2, b}), and a mill of subspace m-o leads to (o−1)-m.
func shapeOf(list [][2]int) midShape {
	var sh midShape
	for a := range sh.tierOf {
		for b := range sh.tierOf[a] {
			sh.tierOf[a][b] = -1
		}
	}
	for t, ab := range list {
		a, b := ab[0], ab[1]
		pairs := [][2]int{{a, b}, {b, a}}
		if a == b || a == 2 {
			pairs = pairs[:1]
		}
		sh.pairs = append(sh.pairs, pairs)
		for _, mo := range pairs {
			sh.tierOf[mo[0]][mo[1]] = t
		}
	}
	for t := range list {
		var kids []int
		for _, mo := range sh.pairs[t] {
			if mo[0] >= 3 {
				kids = append(kids, sh.tierOf[mo[1]-1][mo[0]])
			}
		}
		slices.Sort(kids)
		sh.kids = append(sh.kids, slices.Compact(kids))
	}
	return sh
}

// tierList returns the stone counts {a, b}, a ≤ b, of the tiers of at most
// stones stones, in the order of their numbers: by stones, fewer of the
// two first, {2, b} counting as b+3 stones, just before {3, b}.
func tierList(stones int) [][2]int {
	var out [][2]int
	for s := 5; s <= stones; s++ {
		for a := 2; 2*a <= s+1; a++ {
			b := s - a
			if a == 2 {
				b = s - 3
			}
			if b < max(a, 3) || b > 9 || (a > 2 && a+b != s) {
				continue
			}
			out = append(out, [2]int{a, b})
		}
	}
	return out
}

// TierCount returns the number of tiers of NewMidgame(stones) without
// building its tables: the tiers of fewer stones are the first ones of
// the tiers of more.
func TierCount(stones int) int { return len(tierList(stones)) }

// Stones returns the most stones on the board of g's positions.
func (g *Midgame) Stones() int { return g.max }

// Tiers returns the number of tiers.
func (g *Midgame) Tiers() int { return len(g.tiers) }

// TierStones returns the stone counts {a, b}, a ≤ b, of tier t.
func (g *Midgame) TierStones(t int) (a, b int) { return g.tiers[t].a, g.tiers[t].b }

// Subspace is the part of a tier with m stones of the player to move and
// o of the other: the slots Lo … Hi−1.
type Subspace struct{ M, O, Lo, Hi int }

// Subspaces returns the subspaces of tier t, in the order of their slots.
func (g *Midgame) Subspaces(t int) []Subspace {
	mt := &g.tiers[t]
	out := make([]Subspace, len(mt.subs))
	for k, sp := range mt.subs {
		out[k] = Subspace{sp.m, sp.o, mt.lo[k], mt.lo[k+1]}
	}
	return out
}

// Tier returns the tier of p, or −1 if p has stones in hand or is not a
// position of g.
func (g *Midgame) Tier(p Position) int {
	if p>>48 != 0 {
		return -1
	}
	m, o := popcount(p.Mover()), popcount(p.Other())
	if m > 9 || o > 9 {
		return -1
	}
	return g.tierOf[m][o]
}

// ChildTiers returns the tiers the mills of tier t lead to.
func (g *Midgame) ChildTiers(t int) []int { return g.tiers[t].kids }

// TierSize returns the number of positions (classes) of tier t.
func (g *Midgame) TierSize(t int) int { return g.tiers[t].lo[len(g.tiers[t].lo)-1] }

// TierIndex returns the number of p's class in its tier.
func (g *Midgame) TierIndex(p Position) int {
	x, y := p.Mover(), p.Other()
	m, o := popcount(x), popcount(y)
	t := g.tierOf[m][o]
	mt := &g.tiers[t]
	k := 0
	if mt.subs[0].m != m {
		k = 1
	}
	return mt.lo[k] + mt.subs[k].index(x, y)
}

// TierPosition returns the representative of the class numbered i in tier
// t.
func (g *Midgame) TierPosition(t, i int) Position {
	sp, j := g.locate(t, i)
	x, y := sp.position(j)
	return pos(x, y, 0, 0)
}

// locate returns the subspace of slot i of tier t and i's number in it.
func (g *Midgame) locate(t, i int) (*subspace, int) {
	mt := &g.tiers[t]
	if len(mt.subs) == 2 && i >= mt.lo[1] {
		return mt.subs[1], i - mt.lo[1]
	}
	return mt.subs[0], i
}

// Size returns the number of positions of all tiers (cgt.Dense).
func (g *Midgame) Size() int { return g.base[len(g.base)-1] }

// Index returns the Dense number of p's class: its tier's base plus its
// TierIndex; −1 for a position outside g.
func (g *Midgame) Index(p Position) int {
	t := g.Tier(p)
	if t < 0 {
		return -1
	}
	return g.base[t] + g.TierIndex(p)
}

// Position returns the representative numbered i (cgt.Dense).
func (g *Midgame) Position(i int) Position {
	t := which(g.base, i)
	return g.TierPosition(t, i-g.base[t])
}

// which returns the k with base[k] ≤ i < base[k+1].
func which(base []int, i int) int {
	k, _ := slices.BinarySearch(base, i+1)
	return k - 1
}

// Canonical returns the representative of p's class in g's numbering
// (cgt.Symmetric).
func (g *Midgame) Canonical(p Position) Position {
	t := g.Tier(p)
	if t < 0 {
		return g.Game.Canonical(p)
	}
	// TierPosition(t, TierIndex(p)), without the number.
	x, y := p.Mover(), p.Other()
	mt := &g.tiers[t]
	k := 0
	if mt.subs[0].m != popcount(x) {
		k = 1
	}
	x, y = mt.subs[k].canonical(x, y)
	return pos(x, y, 0, 0)
}

// Predecessors appends the positions of g from which one move leads to p
// (cgt.Reversible): the slides and flights back that open no mill, and,
// for each stone of the player not to move in a mill, the move back with
// each stone its mill may have removed.
func (g *Midgame) Predecessors(dst []Position, p Position) []Position {
	x, y := p.Mover(), p.Other()
	m, o := popcount(x), popcount(y)
	free := full &^ (x | y)
	fly := o == 3
	for ys := y; ys != 0; ys &= ys - 1 {
		b := bits.TrailingZeros32(ys)
		milled := geo.inMill(y, b)
		if !milled && m < 3 || milled && (m+1 > 9 || g.tierOf[o][m+1] < 0) {
			continue
		}
		for as := geo.targets(b, free, fly); as != 0; as &= as - 1 {
			a := bits.TrailingZeros32(as)
			y0 := y&^(1<<b) | 1<<a
			if !milled {
				dst = append(dst, pos(y0, x, 0, 0))
				continue
			}
			for rs := free &^ (1 << a); rs != 0; rs &= rs - 1 {
				r := bits.TrailingZeros32(rs)
				if x0 := x | 1<<r; geo.removable(x0)>>r&1 != 0 {
					dst = append(dst, pos(y0, x0, 0, 0))
				}
			}
		}
	}
	return dst
}

var (
	_ cgt.Tiered[Position]     = (*Midgame)(nil)
	_ cgt.Dense[Position]      = (*Midgame)(nil)
	_ cgt.Reversible[Position] = (*Midgame)(nil)
	_ cgt.Orbits[Position]     = (*Midgame)(nil)
	_ tier.Ranger              = (*Midgame)(nil)
)

// ChildRanges appends the spans of the child tiers that the mills of the
// positions lo … hi−1 of tier t lead to: for each of t's subspaces m-o
// among them, the whole subspace (o−1)-m (tier.Ranger).
func (g *Midgame) ChildRanges(dst []tier.Span, t, lo, hi int) []tier.Span {
	mt := &g.tiers[t]
	for k, sp := range mt.subs {
		if sp.m < 3 || mt.lo[k+1] <= lo || mt.lo[k] >= hi {
			continue
		}
		u := g.tierOf[sp.o-1][sp.m]
		for _, cs := range g.Subspaces(u) {
			if cs.M == sp.o-1 && cs.O == sp.m {
				dst = append(dst, tier.Span{Tier: u, Lo: cs.Lo, Hi: cs.Hi})
			}
		}
	}
	return dst
}
