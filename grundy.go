package cgt

import (
	"context"
	"fmt"
	"math/bits"
)

// SolveGrundy computes the nim-value (Grundy value) of every position
// reachable from starts in an impartial normal-play game: the mex (minimum
// excluded value) of the values of its moves, so that a position is lost
// for the player to move exactly when its value is 0.
//
// With starts nil the game must be Dense and its whole space is solved, in
// index order where every move leads to a lower index (the common case, with
// no search overhead) and by a depth-first search elsewhere. The search uses
// an explicit stack, so the depth of the game is bounded by memory, not by
// the goroutine stack.
//
// Cost: one call of Terminal and Moves per position and one table look-up per
// move (none for a MoveOffsets game with fewer than 64 offsets solved over
// its whole space: the engine reads the offsets in its own loop, at the
// speed of a hand-written one — see BenchmarkGrundy); memory 5 bytes per position for a Dense game, a map entry and 5
// bytes per position otherwise. The result answers Outcome (Win or Loss),
// Value and BestMoves; it has no remoteness (use SolveTopo for that).
//
// Errors: ErrCycle if a position can be reached from itself,
// ErrNotNormalPlay if a terminal position reports an outcome other than
// Loss, ErrLimit past opt.Limit positions, ErrIndex for a Dense game whose
// Index is out of range, and ctx.Err() when ctx is done; the partial work is
// discarded.
func SolveGrundy[P comparable](ctx context.Context, g Game[P], starts []P, opt *Options) (*Solution[P], error) {
	idx := newIndex(g)
	w := newWalker(ctx, g, idx, opt)
	t := &grundyTable{}
	if idx.dense != nil {
		var err error
		if t.small, err = makeTable[uint8](ctx, idx.n); err != nil {
			return nil, err
		}
	}
	w.grow = func(int) { t.grow() }
	count := 0
	w.visit = func(s int, term Outcome, kids []int) error {
		count++
		if term != Unknown {
			if term != Loss {
				return fmt.Errorf("%w: %v is terminal with outcome %v", ErrNotNormalPlay, idx.at(s), term)
			}
			t.set(s, 1) // value 0, stored plus one
			return nil
		}
		t.set(s, int32(t.mex(kids))+1)
		return nil
	}
	if starts == nil && idx.dense != nil && (w.m.limit <= 0 || idx.n <= w.m.limit) {
		// Moves as data: the engine's own loop, no call per position.
		// With fewer than 64 offsets every value is below 64.
		if off := offsetsOf(g); off != nil && len(off) < 64 {
			if err := grundyOffsets(off, t.small, w.m); err != nil {
				return nil, err
			}
			return newSolution(g, idx, t, idx.n), nil
		}
	}
	if starts == nil && w.at != nil && (w.m.limit <= 0 || idx.n <= w.m.limit) {
		// The fast path: number-level moves, no stack while every move
		// leads to a position already solved.
		i, err := t.sweep(w.at, w.m)
		if err != nil {
			return nil, err
		}
		count = i
		if i == idx.n {
			return newSolution(g, idx, t, count), nil
		}
		w.ensureState()
		for j := range i {
			w.state[j] = slotDone
		}
	}
	if err := w.run(starts); err != nil {
		return nil, err
	}
	return newSolution(g, idx, t, count), nil
}

// grundyTable stores each nim-value plus one, so that 0 marks a position
// not solved: in one byte per position while every value is below 255,
// in four from the first value that is not.
type grundyTable struct {
	small []uint8
	wide  []int32 // nil until a value ≥ 255 appears; then small is nil
}

func (t *grundyTable) get(i int) int32 {
	if t.wide != nil {
		return t.wide[i]
	}
	return int32(t.small[i])
}

func (t *grundyTable) set(i int, v int32) {
	if t.wide == nil {
		if v <= 0xff {
			t.small[i] = uint8(v)
			return
		}
		t.widen()
	}
	t.wide[i] = v
}

func (t *grundyTable) widen() {
	t.wide = make([]int32, len(t.small), cap(t.small))
	for i, v := range t.small {
		t.wide[i] = int32(v)
	}
	t.small = nil
}

func (t *grundyTable) grow() {
	if t.wide != nil {
		t.wide = append(t.wide, 0)
	} else {
		t.small = append(t.small, 0)
	}
}

func (t *grundyTable) outcome(i int) Outcome {
	switch t.get(i) {
	case 0:
		return Unknown
	case 1:
		return Loss
	}
	return Win
}

func (t *grundyTable) remoteness(int) int { return -1 }

func (t *grundyTable) value(i int) int { return int(t.get(i)) - 1 }

// mex returns the mex of the values of the kids (all solved). Values below
// 64 go through a one-word bitset; only when all of 0…63 occur does it fall
// back to Mex.
func (t *grundyTable) mex(kids []int) int {
	var seen uint64
	for _, k := range kids {
		if v := uint32(t.get(k) - 1); v < 64 {
			seen |= 1 << v
		}
	}
	if seen != ^uint64(0) {
		return bits.TrailingZeros64(^seen)
	}
	all := make([]int, 0, len(kids))
	for _, k := range kids {
		all = append(all, int(t.get(k)-1))
	}
	return Mex(all)
}

// sweep fills the table in index order for a DenseMoves game while every
// move leads to a lower index, and returns how many positions it solved:
// all, or up to the first position with a move to a position not yet
// solved, from where the general search takes over.
func (t *grundyTable) sweep(g DenseMoves, m *Meter) (int, error) {
	i, widen, err := sweepVals(g, t.small, 0, m, 0xff)
	if err != nil || !widen {
		return i, err
	}
	t.widen()
	i, _, err = sweepVals(g, t.wide, i, m, 1<<31-1)
	return i, err
}

// sweepVals solves positions from, from+1, … of a DenseMoves game while
// every move leads to a lower index and every value plus one is at most
// top; it returns the first position it did not solve (or len(vals)) and
// whether it stopped for a value above top.
func sweepVals[V uint8 | int32](g DenseMoves, vals []V, from int, m *Meter, top int) (int, bool, error) {
	var kids []int
	for i := from; i < len(vals); i++ {
		v := 1 // a terminal position: value 0
		if o, ended := g.TerminalAt(i); ended {
			if o != Loss {
				return i, false, fmt.Errorf("%w: position %d is terminal with outcome %v", ErrNotNormalPlay, i, o)
			}
		} else {
			kids = g.MovesAt(kids[:0], i)
			var seen uint64
			for _, k := range kids {
				if uint(k) >= uint(i) {
					return i, false, nil // a move up or out of range: the search decides
				}
				if v := uint32(vals[k]) - 1; v < 64 {
					seen |= 1 << v
				}
			}
			if seen != ^uint64(0) {
				v = bits.TrailingZeros64(^seen) + 1
			} else {
				all := make([]int, len(kids))
				for j, k := range kids {
					all[j] = int(vals[k]) - 1
				}
				if v = Mex(all) + 1; v > top {
					return i, true, nil
				}
			}
		}
		vals[i] = V(v)
		if err := m.Step(); err != nil {
			return i + 1, false, err
		}
	}
	return len(vals), false, nil
}

// grundyOffsets fills vals (values plus one) for a MoveOffsets game with
// fewer than 64 offsets: the hand-written loop, paced by m once per block.
func grundyOffsets(off []int, vals []uint8, m *Meter) error {
	n := len(vals)
	below := 0 // off[:below] are the offsets ≤ i
	for lo := 0; lo < n; lo += checkEvery {
		hi := min(lo+checkEvery, n)
		i := lo
		for ; i < hi && below < len(off); i++ {
			for below < len(off) && off[below] <= i {
				below++
			}
			var seen uint64
			for _, d := range off[:below] {
				seen |= 1 << ((vals[i-d] - 1) & 63) // values are below 64
			}
			vals[i] = uint8(bits.TrailingZeros64(^seen)) + 1
		}
		for ; i < hi; i++ { // every offset applies from here on
			var seen uint64
			for _, d := range off {
				seen |= 1 << ((vals[i-d] - 1) & 63) // values are below 64
			}
			vals[i] = uint8(bits.TrailingZeros64(^seen)) + 1
		}
		if err := m.Add(hi - lo); err != nil {
			return err
		}
	}
	return nil
}

// Mex returns the minimum excluded value of values: the least non-negative
// integer not among them. Negative values are ignored. It allocates only
// when all of 0…63 occur (a bitset of len(values)+1 bits). Cost O(len(values)).
func Mex(values []int) int {
	var seen uint64
	for _, v := range values {
		if v >= 0 && v < 64 {
			seen |= 1 << uint(v)
		}
	}
	if seen != ^uint64(0) {
		return bits.TrailingZeros64(^seen)
	}
	// The mex is at most len(values).
	set := make([]uint64, len(values)/64+1)
	for _, v := range values {
		if v >= 0 && v <= len(values) {
			set[v/64] |= 1 << uint(v%64)
		}
	}
	for i, w := range set {
		if w != ^uint64(0) {
			return i*64 + bits.TrailingZeros64(^w)
		}
	}
	return len(set) * 64 // not reached: len(values)+1 values cannot all occur
}

// Grundy returns the nim-value of p, solving the positions reachable from
// it (see SolveGrundy for the cost and the errors).
func Grundy[P comparable](g Game[P], p P) (int, error) {
	s, err := SolveGrundy(context.Background(), g, []P{p}, nil)
	if err != nil {
		return 0, err
	}
	return s.Value(p), nil
}

// SumMove is a move in a sum of games: replace part Component of the sum by
// To.
type SumMove[P comparable] struct {
	Component int
	To        P
}

// SumValue returns the nim-value of the sum of independent games whose
// positions are parts: the XOR of their values (the Sprague–Grundy
// theorem), read from s, a *Solution of the Grundy engine or anything else
// that knows nim-values (a octal.Sequence). The sum is lost for the player to
// move iff it is 0. It returns −1 if s reports −1 (unknown) for a part.
func SumValue[P comparable](s interface{ Value(P) int }, parts []P) int {
	x := 0
	for _, p := range parts {
		v := s.Value(p)
		if v < 0 {
			return -1
		}
		x ^= v
	}
	return x
}

// SumMoves returns every winning move in the sum of parts: the moves of a
// part whose value v becomes v XOR SumValue, which makes the sum's value 0.
// It returns nil when the sum is lost (value 0) or not solved. Cost: one
// call of Moves per part whose value allows a winning move.
func SumMoves[P comparable](s *Solution[P], parts []P) []SumMove[P] {
	x := SumValue(s, parts)
	if x <= 0 {
		return nil
	}
	var out []SumMove[P]
	var moves []P
	for i, p := range parts {
		want := s.Value(p) ^ x
		if _, ended := s.game.Terminal(p); ended {
			continue
		}
		moves = s.game.Moves(moves[:0], p)
		for _, q := range moves {
			if s.Value(q) == want {
				out = append(out, SumMove[P]{Component: i, To: q})
			}
		}
	}
	return out
}
