package morris

import (
	"context"
	"math/bits"
	"slices"
	"sync"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/tier"
)

// Opening searches positions with stones in hand (the placements) by
// alpha-beta over the solved midgame, as Gasser solved the game: an
// 18-ply search whose leaves, the positions where the last stone is
// placed, are read from the midgame's tier files (cgt.Searcher.SetProbe
// with tier.Probe). The placements need no table of their own: every
// placement keeps the game going, so the search from the start is 18
// plies deep, and its transposition table, keyed by symmetry class, merges
// the orders of the placements.
//
// Value. A position's margin for the Searcher is M − r for a win in r
// plies counted from the leaf where the search stopped, −(M − r) for a
// loss and 0 for a draw (M = 2²⁰): the winner keeps the largest, which is
// the fastest win, the loser the slowest loss, as the midgame's
// remoteness does. Every placement takes one stone from a hand, so the
// plies from a position to its leaves are the stones in hand, and the
// remoteness of a position is that count plus the leaf's. (A player who
// loses during the placements, with fewer than three stones on the board
// and in hand, is a leaf that counts its own plies back; with nine stones
// each it cannot happen.)
//
// Opening is cgt.Scoring (no points are scored on the way: Gain is 0),
// cgt.Symmetric, cgt.Hasher and cgt.MoveOrderer. It is safe for
// concurrent use as far as its tier files are.
type Opening struct {
	Game
	tables *tier.Tables[Position]
}

// MarginScale is M of the margins of Opening (see its doc).
const MarginScale = 1 << 20

// NewOpening returns the placement phase over the solved midgame in the
// tier files of ts (tiers of Midgame, all 18 stones for positions with
// many stones in hand).
func NewOpening(ts *tier.Tables[Position]) *Opening { return &Opening{tables: ts} }

// Gain returns 0: the value is in the leaves.
func (*Opening) Gain(p, q Position) int32 { return 0 }

// Payoff returns the margin of a position where play has ended during the
// placements: a loss, counted back from the end of the placements.
func (*Opening) Payoff(p Position) int32 {
	return -(MarginScale + int32(toLeaf(p)))
}

// toLeaf returns the plies from p to the end of the placements: the
// player to move places at plies 1, 3, 5, … while stones are in hand (and
// slides after that), the other at plies 2, 4, 6, …
func toLeaf(p Position) int {
	mh, oh := p.InHand()
	return max(2*mh-1, 2*oh)
}

// Hash mixes the bits of a position (cgt.Hasher).
func (*Opening) Hash(p Position) uint64 {
	h := uint64(p) * 0x9E3779B97F4A7C15
	return h ^ h>>29
}

// Probe answers the positions without stones in hand from the midgame's
// tier files (for cgt.Searcher.SetProbe), through a cache of the last
// answers (2²⁰ of them, direct-mapped by Hash, 16 MiB): the leaves of a
// search recur, and each answer from a file reads and checks a block.
// The function it returns is safe for concurrent use.
func (o *Opening) Probe() func(Position) (int32, bool, error) {
	read := tier.Probe(o.tables, func(p Position) bool { return p>>48 == 0 }, Margin)
	type entry struct {
		p Position
		m int32
	}
	const bits = 20
	cache := make([]entry, 1<<bits)
	var mu sync.Mutex
	return func(p Position) (int32, bool, error) {
		if p>>48 != 0 {
			return 0, false, nil
		}
		k := (*Opening).Hash(nil, p) >> (64 - bits)
		mu.Lock()
		e := cache[k]
		mu.Unlock()
		if e.p == p && p != 0 {
			return e.m, true, nil
		}
		m, ok, err := read(p)
		if err == nil && ok {
			mu.Lock()
			cache[k] = entry{p, m}
			mu.Unlock()
		}
		return m, ok, err
	}
}

// Margin returns the margin of a midgame position of outcome o and
// remoteness r (see Opening).
func Margin(o cgt.Outcome, r int) int32 {
	switch o {
	case cgt.Win:
		return MarginScale - int32(r)
	case cgt.Loss:
		return -(MarginScale - int32(r))
	}
	return 0
}

// Value returns the outcome and remoteness of p from its margin m, as the
// Searcher finds it with the Opening's probe.
func Value(p Position, m int32) (cgt.Outcome, int) {
	k := toLeaf(p)
	switch {
	case m > 0:
		return cgt.Win, k + int(MarginScale-m)
	case m < 0:
		return cgt.Loss, k + int(MarginScale+m)
	}
	return cgt.Draw, -1
}

// OrderMoves puts first the placements that close a mill, then those that
// stop one of the other player's, then the points with more neighbours
// (cgt.MoveOrderer).
func (*Opening) OrderMoves(p Position, moves []Position) {
	x, y := p.Mover(), p.Other()
	score := func(q Position) int {
		if q>>48 == 0 && p>>48 != 0 {
			return 0 // a leaf: the order does not matter
		}
		x2 := q.Other()
		b := bits.TrailingZeros32(x2 &^ x)
		s := bits.OnesCount32(geo.adj[b])
		if q.Mover() != y {
			s += 100 // a mill
		}
		for _, m := range &geo.millsAt[b] {
			if y&m == m&^(1<<b) {
				s += 50 // b was the third point of the other's mill
			}
		}
		return s
	}
	slices.SortStableFunc(moves, func(a, b Position) int { return score(b) - score(a) })
}

// Search returns the outcome and remoteness of p and the value of each of
// its moves for the player to move (the outcome and remoteness of the
// move: a Win is a move to a position lost for the other player, in one
// ply more), searched by s, a Searcher of o with o.Probe set. Moves come
// in the order of Moves.
func (o *Opening) Search(ctx context.Context, s *cgt.Searcher[Position, int32], p Position) (cgt.Outcome, int, []MoveValue, error) {
	m, err := s.Solve(ctx, p)
	if err != nil {
		return cgt.Unknown, 0, nil, err
	}
	oc, r := Value(p, m)
	var out []MoveValue
	if _, ended := o.Terminal(p); ended {
		return oc, r, nil, nil
	}
	for _, q := range o.Moves(nil, p) {
		v, err := s.Solve(ctx, q)
		if err != nil {
			return cgt.Unknown, 0, nil, err
		}
		qo, qr := Value(q, v)
		mv := MoveValue{To: q, Outcome: qo.Opposite(), Remoteness: -1}
		if qo != cgt.Draw {
			mv.Remoteness = qr + 1
		}
		out = append(out, mv)
	}
	return oc, r, out, nil
}

// MoveValue is a move and its value for the player who makes it.
type MoveValue struct {
	To         Position
	Outcome    cgt.Outcome
	Remoteness int // −1 for a draw
}

var (
	_ cgt.Scoring[Position, int32] = (*Opening)(nil)
	_ cgt.Hasher[Position]         = (*Opening)(nil)
	_ cgt.MoveOrderer[Position]    = (*Opening)(nil)
	_ cgt.Symmetric[Position]      = (*Opening)(nil)
)
