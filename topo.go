package cgt

import (
	"context"
	"fmt"
)

// topoTable stores an outcome and a remoteness per slot. In the push form,
// pending slots hold the best result pushed so far and done marks the
// slots that are final; in the pull forms every stored slot is final.
type topoTable struct {
	out  []Outcome
	rem  []int32
	done []uint64 // push form only: bit i set once slot i is final
}

func (t *topoTable) final(i int) bool {
	return t.done == nil || t.done[i>>6]&(1<<(i&63)) != 0
}

func (t *topoTable) outcome(i int) Outcome {
	if !t.final(i) {
		return Unknown
	}
	return t.out[i]
}

func (t *topoTable) remoteness(i int) int {
	if t.outcome(i) == Unknown {
		return -1
	}
	return int(t.rem[i])
}

func (t *topoTable) value(int) int { return -1 }

func (t *topoTable) grow() {
	t.out = append(t.out, Unknown)
	t.rem = append(t.rem, 0)
	if t.done != nil && len(t.out) > len(t.done)*64 {
		t.done = append(t.done, 0)
	}
}

// topoSlot returns the slot of p, giving it one (and growing t) if new.
func topoSlot[P comparable](idx *index[P], t *topoTable, p P) (int, error) {
	s, added, err := idx.add(p)
	if added {
		t.grow()
	}
	return s, err
}

// better reports whether a move reaching outcome o (for the mover) in rem
// plies beats the best so far, (bo, brem): a better outcome wins; among
// wins and ties the quicker, among losses the slower.
func better(o Outcome, rem int32, bo Outcome, brem int32) bool {
	if o != bo {
		return o > bo
	}
	if o == Loss {
		return rem > brem
	}
	return rem < brem
}

// pull sets slot s from its moves' final results.
func (t *topoTable) pull(s int, kids []int) {
	bo, brem := Loss, int32(0) // no moves: lost, play has ended
	for i, k := range kids {
		o, r := t.out[k].Opposite(), t.rem[k]+1
		if i == 0 || better(o, r, bo, brem) {
			bo, brem = o, r
		}
	}
	t.out[s], t.rem[s] = bo, brem
}

// SolveTopo solves an acyclic game by dynamic programming in pull form: each
// position's outcome and remoteness come from those of its moves, visited in
// a depth-first post-order from starts (explicit stack, no recursion). With
// starts nil the game must be Dense and its whole space is solved, in index
// order where moves lead to lower indices.
//
// Outcomes are Win, Loss and Tie (ties come from terminal positions);
// remoteness counts plies to the end: a win as fast as possible, a loss as
// slowly as possible, a tie as soon as possible. Cost: one call of Terminal
// and Moves per position, one look-up per move; memory 6 bytes per position
// (plus a map entry for games that are not Dense). A MoveOffsets game
// solved over its whole space costs no call per position: the engine reads
// its offsets in its own loop, as a hand-written one would (see
// BenchmarkTopo).
//
// Errors: ErrCycle if a position can be reached from itself, ErrLimit,
// ErrIndex, ctx.Err(); the partial work is discarded.
func SolveTopo[P comparable](ctx context.Context, g Game[P], starts []P, opt *Options) (*Solution[P], error) {
	idx := newIndex(g)
	w := newWalker(ctx, g, idx, opt)
	t, err := newTopoTable(ctx, idx)
	if err != nil {
		return nil, err
	}
	w.grow = func(int) { t.grow() }
	if starts == nil && idx.dense != nil && (w.m.limit <= 0 || idx.n <= w.m.limit) {
		if off := offsetsOf(g); off != nil {
			if err := pullOffsets(off, t, w.m); err != nil {
				return nil, err
			}
			return newSolution(g, idx, t, idx.n), nil
		}
	}
	count := 0
	w.visit = func(s int, term Outcome, kids []int) error {
		count++
		if term != Unknown {
			t.out[s], t.rem[s] = term, 0
			return nil
		}
		t.pull(s, kids)
		return nil
	}
	if err := w.run(starts); err != nil {
		return nil, err
	}
	return newSolution(g, idx, t, count), nil
}

// pullOffsets is the pull form over the whole space of a MoveOffsets game
// (nothing terminal, so every position is won or lost): each position reads
// the results of its moves in the engine's own loop.
func pullOffsets(off []int, t *topoTable, m *Meter) error {
	out, rem := t.out, t.rem
	n := len(out)
	below := 0 // off[:below] are the offsets ≤ i
	for lo := 0; lo < n; lo += checkEvery {
		hi := min(lo+checkEvery, n)
		for i := lo; i < hi; i++ {
			for below < len(off) && off[below] <= i {
				below++
			}
			// Two accumulators for the slowest loss, so that the
			// dependency chain of max is half as long.
			won, bestWin, loss0, loss1 := false, int32(1<<31-1), int32(0), int32(0)
			ds := off[:below]
			j := 0
			for ; j+1 < len(ds); j += 2 {
				k0, k1 := i-ds[j], i-ds[j+1]
				r0, r1 := rem[k0]+1, rem[k1]+1
				if out[k0] == Loss {
					won, bestWin = true, min(bestWin, r0)
				} else {
					loss0 = max(loss0, r0)
				}
				if out[k1] == Loss {
					won, bestWin = true, min(bestWin, r1)
				} else {
					loss1 = max(loss1, r1)
				}
			}
			if j < len(ds) {
				if k := i - ds[j]; out[k] == Loss {
					won, bestWin = true, min(bestWin, rem[k]+1)
				} else {
					loss0 = max(loss0, rem[k]+1)
				}
			}
			bestLoss := max(loss0, loss1)
			if won {
				out[i], rem[i] = Win, bestWin
			} else {
				out[i], rem[i] = Loss, bestLoss
			}
		}
		if err := m.Add(hi - lo); err != nil {
			return err
		}
	}
	return nil
}

// pushOffsets is the push form over the whole space of a MoveOffsets game:
// a position nothing reached is lost (its moves give how long it holds
// out) and makes every position an offset above it won. All results are
// final at the end, so t.done is dropped.
func pushOffsets(off []int, t *topoTable, m *Meter) error {
	out, rem := t.out, t.rem
	n := len(out)
	below := 0        // off[:below] are the offsets ≤ i
	above := len(off) // off[:above] are the offsets d with i + d < n
	for lo := 0; lo < n; lo += checkEvery {
		hi := min(lo+checkEvery, n)
		for i := lo; i < hi; i++ {
			if out[i] == Win {
				continue
			}
			// Both bounds move one way as i grows: update them lazily,
			// at lost positions only.
			for below < len(off) && off[below] <= i {
				below++
			}
			for above > 0 && i+off[above-1] >= n {
				above--
			}
			var r, r1 int32 // two accumulators: half the chain of max
			ds := off[:below]
			j := 0
			for ; j+1 < len(ds); j += 2 {
				r, r1 = max(r, rem[i-ds[j]]+1), max(r1, rem[i-ds[j+1]]+1)
			}
			if j < len(ds) {
				r = max(r, rem[i-ds[j]]+1)
			}
			r = max(r, r1)
			out[i], rem[i] = Loss, r
			r++
			for _, d := range off[:above] {
				if j := i + d; out[j] != Win || rem[j] > r {
					out[j], rem[j] = Win, r
				}
			}
		}
		if err := m.Add(hi - lo); err != nil {
			return err
		}
	}
	t.done = nil
	return nil
}

// newTopoTable returns the table of a solve, its slots allocated for a
// Dense game (makeTable: ctx's error if ctx is done first).
func newTopoTable[P comparable](ctx context.Context, idx *index[P]) (*topoTable, error) {
	t := &topoTable{}
	if idx.dense != nil {
		var err error
		if t.out, err = makeTable[Outcome](ctx, idx.n); err != nil {
			return nil, err
		}
		if t.rem, err = makeTable[int32](ctx, idx.n); err != nil {
			return nil, err
		}
	}
	return t, nil
}

// SolveTopoOrder solves an acyclic game in pull form over a caller's order:
// every position must come after all the positions it moves to (children
// first). Repeated positions are solved once. It is SolveTopo without the
// search, for games whose order is known, and fails with ErrOrder, naming
// the positions, when a move leads to a position not yet solved.
func SolveTopoOrder[P comparable](ctx context.Context, g Game[P], order []P, opt *Options) (*Solution[P], error) {
	idx := newIndex(g)
	m := NewMeter(ctx, opt)
	t, err := newTopoTable(ctx, idx)
	if err != nil {
		return nil, err
	}
	count := 0
	var moves []P
	var kids []int
	slot := func(p P) (int, error) { return topoSlot(idx, t, p) }
	for _, p := range order {
		s, err := slot(p)
		if err != nil {
			return nil, err
		}
		if t.out[s] != Unknown {
			continue
		}
		if err := m.Step(); err != nil {
			return nil, err
		}
		count++
		if o, ended := g.Terminal(p); ended {
			t.out[s], t.rem[s] = o, 0
			continue
		}
		moves = g.Moves(moves[:0], p)
		kids = kids[:0]
		for _, q := range moves {
			k, err := slot(q)
			if err != nil {
				return nil, err
			}
			if t.out[k] == Unknown {
				return nil, fmt.Errorf("%w: %v comes before its move to %v", ErrOrder, p, q)
			}
			kids = append(kids, k)
		}
		t.pull(s, kids)
	}
	return newSolution(g, idx, t, count), nil
}

// SolvePush solves an acyclic game by dynamic programming in push form over
// an order in which every position comes after all the positions it moves
// to. With order nil the game must be Dense and the order is index order,
// Position(0), Position(1), ….
//
// Each position, once final, pushes its result to its predecessors: a lost
// position makes every predecessor won, a tied one offers them a tie. A won
// position pushes nothing, so the inner loop over moves is skipped at every
// won position; a position that nothing reached is lost, and only there are
// its moves read, to find how long it can hold out. On games where most
// positions are won and positions have many moves (subtract-a-square), this
// is much faster than the pull form. Results equal SolveTopo's. With order
// nil, a MoveOffsets game is solved by the engine's own loop over its
// offsets: O(N + L·|offsets|) for L lost positions, no call into the game
// per position or per predecessor, and no done bits (1 byte less per 8
// positions).
//
// A predecessor found already final means the order is not topological:
// the error is ErrOrder, as it is when a lost position's move leads to a
// position not yet final. Positions named by Predecessors but absent from
// the order are left unsolved. Other errors as for SolveTopo.
func SolvePush[P comparable](ctx context.Context, g Reversible[P], order []P, opt *Options) (*Solution[P], error) {
	idx := newIndex[P](g)
	m := NewMeter(ctx, opt)
	n := len(order)
	if order == nil {
		if idx.dense == nil {
			return nil, fmt.Errorf("%w: SolvePush needs an order or a Dense game", ErrNotDense)
		}
		n = idx.n
		if m.limit > 0 && n > m.limit {
			return nil, fmt.Errorf("%w: Size() = %d > %d", ErrLimit, n, m.limit)
		}
	}
	t, err := newTopoTable(ctx, idx)
	if err != nil {
		return nil, err
	}
	if order == nil {
		if off := offsetsOf(g); off != nil {
			if err := pushOffsets(off, t, m); err != nil {
				return nil, err
			}
			return newSolution[P](g, idx, t, n), nil
		}
	}
	if t.done, err = makeTable[uint64](ctx, (idx.size()+63)/64); err != nil {
		return nil, err
	}
	slot := func(p P) (int, error) { return topoSlot(idx, t, p) }
	var byNumber DensePredecessors
	var atMoves DenseMoves
	if idx.dense != nil {
		byNumber, _ = g.(DensePredecessors)
		atMoves, _ = g.(DenseMoves)
	}
	count := 0
	var buf []P
	var kids []int
	for j := 0; j < n; j++ {
		var p P
		var s int
		var err error
		if order == nil {
			p, s = idx.dense.Position(j), j
		} else {
			p = order[j]
			if s, err = slot(p); err != nil {
				return nil, err
			}
		}
		if t.final(s) {
			continue
		}
		if err = m.Step(); err != nil {
			return nil, err
		}
		count++
		if o, ended := g.Terminal(p); ended {
			t.out[s], t.rem[s] = o, 0
		} else if t.out[s] == Unknown {
			// Nothing reached p: every move (if any) leads to a won
			// position; p holds out as long as its longest one.
			kids = kids[:0]
			if atMoves != nil {
				kids = atMoves.MovesAt(kids, s)
			} else {
				buf = g.Moves(buf[:0], p)
				for _, q := range buf {
					kids = append(kids, idx.find(q))
				}
			}
			var r int32
			for i, k := range kids {
				if k < 0 || k >= len(t.out) || !t.final(k) {
					if atMoves != nil {
						return nil, fmt.Errorf("%w: %v comes before its move to position number %d", ErrOrder, p, k)
					}
					return nil, fmt.Errorf("%w: %v comes before its move to %v", ErrOrder, p, buf[i])
				}
				r = max(r, t.rem[k]+1)
			}
			t.out[s], t.rem[s] = Loss, r
		}
		t.done[s>>6] |= 1 << (s & 63)
		o := t.out[s].Opposite()
		if o != Win && o != Tie {
			continue
		}
		r := t.rem[s] + 1
		if byNumber != nil {
			kids = byNumber.PredecessorsAt(kids[:0], s)
		} else {
			buf = g.Predecessors(buf[:0], p)
			kids = kids[:0]
			for _, q := range buf {
				k, err := slot(q)
				if err != nil {
					return nil, err
				}
				kids = append(kids, k)
			}
		}
		for _, k := range kids {
			if uint(k) >= uint(len(t.out)) {
				return nil, fmt.Errorf("%w: predecessor number %d of %v, Size() = %d", ErrIndex, k, p, len(t.out))
			}
			if t.done[k>>6]&(1<<(k&63)) != 0 {
				return nil, fmt.Errorf("%w: %v comes before its move to %v", ErrOrder, idx.at(k), p)
			}
			// Pending results are Unknown, Win or Tie; o is Win or Tie.
			if cur := t.out[k]; cur == Unknown || cur == o && t.rem[k] > r || o == Win && cur == Tie {
				t.out[k], t.rem[k] = o, r
			}
		}
	}
	return newSolution[P](g, idx, t, count), nil
}
