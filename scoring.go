package cgt

import (
	"context"
	"fmt"
	"iter"
	"slices"
)

// scoreCell is one slot of SolveScores: the margin (or, in the zero-sum
// form, the mover's best total) and the walk state with the remoteness:
// r == 0 not met, r == −1 on the walk's stack, r ≥ 1 solved with
// remoteness r−1.
type scoreCell[S Score] struct {
	v S
	r int32
}

const cellOpen = -1

// scoreTable is the per-slot storage of SolveScores: the cells' values and
// states in two arrays side by side, not an array of scoreCell, which
// for 8-byte scores pads each slot to 16 bytes: 12 bytes a slot is a
// quarter less memory to clear, fault in and stream through.
type scoreTable[P comparable, S Score] struct {
	idx *index[P]
	zs  ZeroSum[P, S] // not nil: v holds the mover's best total, not the margin
	v   []S
	r   []int32
}

// alloc makes room for n slots, none met (makeTable: ctx's error if ctx
// is done first).
func (t *scoreTable[P, S]) alloc(ctx context.Context, n int) (err error) {
	if t.v, err = makeTable[S](ctx, n); err != nil {
		return err
	}
	t.r, err = makeTable[int32](ctx, n)
	return err
}

// grow adds a slot, not met.
func (t *scoreTable[P, S]) grow() { t.v, t.r = append(t.v, 0), append(t.r, 0) }

func (t *scoreTable[P, S]) cell(i int) scoreCell[S] { return scoreCell[S]{t.v[i], t.r[i]} }

func (t *scoreTable[P, S]) set(i int, c scoreCell[S]) { t.v[i], t.r[i] = c.v, c.r }

func (t *scoreTable[P, S]) done(i int) bool { return t.r[i] > 0 }

func (t *scoreTable[P, S]) margin(i int) S {
	if t.zs != nil {
		return 2*t.v[i] - t.zs.Remaining(t.idx.at(i))
	}
	return t.v[i]
}

func (t *scoreTable[P, S]) outcome(i int) Outcome {
	if !t.done(i) {
		return Unknown
	}
	return signOutcome(t.margin(i))
}

func (t *scoreTable[P, S]) remoteness(i int) int {
	if !t.done(i) {
		return -1
	}
	return int(t.r[i] - 1)
}

func (t *scoreTable[P, S]) value(int) int { return -1 }

// Scores is the result of SolveScores: the margin, outcome and remoteness
// of every solved position, and the moves that keep a margin. The outcome
// is the sign of the margin (Win above zero, Tie at zero, Loss below).
// Scores does not embed a Solution on purpose: on a scoring game a move's
// rank depends on what it scores, not only on the outcome of the position
// it reaches, so Scores has its own RankedMoves and BestMoves, and no
// nim-value. A Scores is safe for concurrent reads; its zero value holds no
// positions.
type Scores[P comparable, S Score] struct {
	sol *Solution[P]
	g   Scoring[P, S]
	zs  ZeroSum[P, S] // the game's capability, if any
	t   *scoreTable[P, S]
}

// slot returns p's slot, or −1 when p was not solved.
func (s *Scores[P, S]) slot(p P) int {
	if s.sol == nil {
		return -1
	}
	return s.sol.slot(p)
}

// Len returns the number of positions solved.
func (s *Scores[P, S]) Len() int {
	if s.sol == nil {
		return 0
	}
	return s.sol.Len()
}

// Contains reports whether p was solved.
func (s *Scores[P, S]) Contains(p P) bool { return s.slot(p) >= 0 }

// Outcome returns the outcome of p for the player to move, the sign of
// its margin, or Unknown when p was not solved.
func (s *Scores[P, S]) Outcome(p P) Outcome {
	if s.sol == nil {
		return Unknown
	}
	return s.sol.Outcome(p)
}

// Remoteness returns the number of plies from p to the end under optimal
// play (among the lines that keep the margin: a winner's or a tie's
// shortest, a loser's longest), or −1 when p was not solved.
func (s *Scores[P, S]) Remoteness(p P) int {
	if s.sol == nil {
		return -1
	}
	return s.sol.Remoteness(p)
}

// All iterates over the solved positions and their outcomes, in index
// order for a Dense game and in the order met otherwise.
func (s *Scores[P, S]) All() iter.Seq2[P, Outcome] {
	if s.sol == nil {
		return func(func(P, Outcome) bool) {}
	}
	return s.sol.All()
}

// Stats counts the solved positions per outcome and remoteness.
func (s *Scores[P, S]) Stats() Stats {
	if s.sol == nil {
		return Stats{MaxRemoteness: -1}
	}
	return s.sol.Stats()
}

// Longest returns up to n positions of the greatest remoteness.
func (s *Scores[P, S]) Longest(n int) []P {
	if s.sol == nil {
		return nil
	}
	return s.sol.Longest(n)
}

// Score returns the margin of p for the player to move (own points minus the
// opponent's, from p to the end, under best play by both), or 0 when p was
// not solved (tell the two apart with Contains). Cost O(1) (one call of
// Remaining for a ZeroSum game).
func (s *Scores[P, S]) Score(p P) S {
	if i := s.slot(p); i >= 0 {
		return s.t.margin(i)
	}
	return 0
}

// Total returns the points the player to move at p collects from p to the
// end under best play, for a ZeroSum game; ok is false when p was not
// solved or the game is not ZeroSum. The opponent collects
// Remaining(p) − total.
func (s *Scores[P, S]) Total(p P) (total S, ok bool) {
	i := s.slot(p)
	switch {
	case i < 0 || s.zs == nil:
		return 0, false
	case s.t.zs != nil:
		return s.t.v[i], true
	}
	// The table holds margins: m = total − (rest − total).
	return (s.zs.Remaining(p) + s.t.v[i]) / 2, true
}

// ScoredRank is a move of a scoring game with what it achieves for the
// player making it.
type ScoredRank[P comparable, S Score] struct {
	To         P       // the position the move leads to
	Margin     S       // the mover's margin by this move: its gain minus To's margin
	Outcome    Outcome // the sign of Margin
	Remoteness int     // plies to the end after the move, counting it
}

// RankedMoves returns every move from p, best first for the player to
// move: by margin, largest first; among equal margins, by remoteness (a
// winner's or a tie's fastest first, a loser's slowest first); then in the
// game's order. It returns nil when p was not solved or play has ended at
// p. Cost: one call of Moves and of Gain per move (Remaining for a ZeroSum
// game), and a sort.
func (s *Scores[P, S]) RankedMoves(p P) []ScoredRank[P, S] {
	out, _ := s.ranked(p)
	return out
}

// ranked returns RankedMoves(p) and, for each, the key the solve compared
// (the margin, or the opponent's total negated in the zero-sum form): the
// best moves are those whose key equals the first one's, exactly, floats
// included, since the key is computed by the same expression as the solve.
func (s *Scores[P, S]) ranked(p P) ([]ScoredRank[P, S], []S) {
	i := s.slot(p)
	if i < 0 || s.t.r[i] == 1 {
		return nil, nil
	}
	moves := s.g.Moves(nil, p)
	out := make([]ScoredRank[P, S], 0, len(moves))
	keys := make([]S, 0, len(moves))
	for _, q := range moves {
		k := s.slot(q)
		if k < 0 {
			continue
		}
		c := s.t.cell(k)
		var key, m S
		if s.t.zs != nil {
			key = -c.v // the opponent's smallest total is best
			m = s.t.zs.Remaining(p) - 2*c.v
		} else {
			key = s.g.Gain(p, q) - c.v
			m = key
		}
		out = append(out, ScoredRank[P, S]{To: q, Margin: m, Outcome: signOutcome(m), Remoteness: int(c.r)})
		keys = append(keys, key)
	}
	perm := make([]int, len(out))
	for j := range perm {
		perm[j] = j
	}
	slices.SortStableFunc(perm, func(a, b int) int {
		switch {
		case keys[a] > keys[b]:
			return -1
		case keys[a] < keys[b]:
			return 1
		case out[a].Margin < 0:
			return out[b].Remoteness - out[a].Remoteness // lose slowly
		}
		return out[a].Remoteness - out[b].Remoteness // win or tie quickly
	})
	sorted, sortedKeys := make([]ScoredRank[P, S], len(out)), make([]S, len(out))
	for j, k := range perm {
		sorted[j], sortedKeys[j] = out[k], keys[k]
	}
	return sorted, sortedKeys
}

// BestMoves returns the moves from p that keep its margin (the optimal
// moves), in the order of RankedMoves. It returns nil when p was not
// solved or play has ended at p.
func (s *Scores[P, S]) BestMoves(p P) []P {
	ranked, keys := s.ranked(p)
	var best []P
	for j, r := range ranked {
		if keys[j] != keys[0] {
			break
		}
		best = append(best, r.To)
	}
	return best
}

// PV returns the principal variation from p: the positions after each move
// of a line of optimal play to the end (the first of BestMoves at each
// step, which has the remoteness of the position), so its length is
// Remoteness(p). It returns nil when p was not solved or has ended.
func (s *Scores[P, S]) PV(p P) []P {
	var pv []P
	for {
		bm := s.BestMoves(p)
		if len(bm) == 0 {
			return pv
		}
		p = bm[0]
		pv = append(pv, p)
	}
}

// negamax is the memoized negamax of SolveScores: an iterative depth-first
// post-order walk (no recursion) over the positions reachable from the
// starts, filling a scoreTable.
type negamax[P comparable, S Score] struct {
	g   Scoring[P, S]
	zs  ZeroSum[P, S]
	idx *index[P]
	t   *scoreTable[P, S]
	m   *Meter
	mv  []P     // moves of the open frames, frame after frame
	kid []int32 // their slots, aligned with mv
	fr  []nmFrame
	fp  []P // positions of the open frames
}

type nmFrame struct {
	slot, lo, next int32
}

// SolveScores solves a Scoring game by memoized negamax over the positions
// reachable from starts (starts nil: the whole space of a Dense game, in
// index order). The margin of p is the largest Gain(p, q) − margin(q) over
// its moves, Payoff(p) where play has ended; for a ZeroSum game it uses the
// zero-sum shortcut instead (one Remaining per position, no Gain). It also
// records remoteness: among the optimal moves a winner or a tie takes the
// shortest line, a loser the longest.
//
// The game must be acyclic: a position that can be reached from itself
// gives ErrCycle. A Dense game keeps its table in a slice (and when its
// index order is children-first, the walk is one pass in that order, each
// position solved as soon as it is met); any other game keys a map on P.
// Memory: an S and an int32 per position. Time per position: one call of
// Terminal and Moves, and per move one of Index (or a map look-up) and of
// Gain. The walk uses an explicit stack, so depth is limited only by
// memory. A Dense game with ScoringAt, solved over its whole space (starts
// nil), is swept by position numbers, one call per position (and the
// zero-sum shortcut is not needed); with ScoringBlock, one call per block
// of 256 positions, folded in one tight loop, which brings a game as light
// as Coins to about 1.2× the time of the textbook interval DP, by wall and
// by CPU, with the same allocations whatever the size (BenchmarkCoins).
// Options.Limit bounds the positions stored (ErrLimit); ctx is checked every
// few thousand positions. The solve is sequential (Workers is ignored). A
// game whose Index answers out of range gives ErrIndex.
func SolveScores[P comparable, S Score](ctx context.Context, g Scoring[P, S], starts []P, opt *Options) (*Scores[P, S], error) {
	idx := newIndex[P](g)
	e := &negamax[P, S]{g: g, idx: idx, m: NewMeter(ctx, opt)}
	zs, _ := g.(ZeroSum[P, S])
	at, _ := g.(ScoringAt[S])
	if starts != nil || idx.dense == nil {
		at = nil
	}
	if at == nil {
		e.zs = zs // the zero-sum shortcut; with ScoringAt, gains come free
	}
	e.t = &scoreTable[P, S]{idx: idx, zs: e.zs}
	if idx.dense != nil {
		if starts == nil && e.m.limit > 0 && idx.n > e.m.limit {
			return nil, fmt.Errorf("%w: Size() = %d > %d", ErrLimit, idx.n, e.m.limit)
		}
		if err := e.t.alloc(ctx, idx.n); err != nil {
			return nil, err
		}
	}
	if starts == nil {
		if idx.dense == nil {
			return nil, fmt.Errorf("%w: SolveScores needs start positions or a Dense game", ErrNotDense)
		}
		scan := e.scan
		if at != nil {
			scan = func() error { return e.scanAt(at) }
			if bl, ok := at.(ScoringBlock[S]); ok {
				scan = func() error { return e.scanBlock(bl) }
			}
		}
		if err := scan(); err != nil {
			return nil, err
		}
	} else {
		for _, p := range starts {
			s, err := e.slotOf(p)
			if err != nil {
				return nil, err
			}
			if e.t.r[s] == 0 {
				if err := e.from(s, p); err != nil {
					return nil, err
				}
			}
		}
	}
	sol := newSolution(Game[P](g), idx, e.t, e.m.done)
	return &Scores[P, S]{sol: sol, g: g, zs: zs, t: e.t}, nil
}

func (e *negamax[P, S]) slotOf(p P) (int, error) {
	if d := e.idx.dense; d != nil {
		if k := d.Index(p); uint(k) < uint(e.idx.n) {
			return k, nil
		}
		_, _, err := e.idx.add(p)
		return 0, err
	}
	s, added, err := e.idx.add(p)
	if added {
		e.t.grow()
	}
	return s, err
}

// from solves slot s (position p) and everything below it.
func (e *negamax[P, S]) from(s int, p P) error {
	if err := e.open(s, p); err != nil {
		return e.fail(err)
	}
	return e.walk()
}

// walk runs the depth-first walk until the stack of open frames is empty.
func (e *negamax[P, S]) walk() error {
	for len(e.fr) > 0 {
		top := len(e.fr) - 1
		f := &e.fr[top]
		opened := false
		for int(f.next) < len(e.kid) {
			j := f.next
			f.next++
			k := e.kid[j]
			if r := e.t.r[k]; r > 0 {
				continue
			} else if r == cellOpen {
				return e.fail(fmt.Errorf("%w: through %v", ErrCycle, e.mv[j]))
			}
			if err := e.open(int(k), e.mv[j]); err != nil {
				return e.fail(err)
			}
			opened = true
			break
		}
		if opened {
			continue
		}
		e.finish(int(f.slot), e.fp[top], int(f.lo))
		e.mv = e.mv[:f.lo]
		e.kid = e.kid[:f.lo]
		e.fr = e.fr[:top]
		e.fp = e.fp[:top]
	}
	return nil
}

// fail clears the stacks after an error.
func (e *negamax[P, S]) fail(err error) error {
	e.mv, e.kid, e.fr, e.fp = e.mv[:0], e.kid[:0], e.fr[:0], e.fp[:0]
	return err
}

// open starts on slot s holding p: an ended position, or one whose moves
// are all solved, is finished at once; otherwise a frame is pushed.
func (e *negamax[P, S]) open(s int, p P) error {
	if err := e.m.Step(); err != nil {
		return err
	}
	if _, ended := e.g.Terminal(p); ended {
		e.leaf(s, p)
		return nil
	}
	lo := len(e.mv)
	e.mv = adopt(e.mv, e.g.Moves(e.mv[len(e.mv):], p))
	hi := len(e.mv)
	if hi == lo {
		e.leaf(s, p)
		return nil
	}
	if e.idx.dense != nil && e.ready(s, p, lo, hi) {
		e.mv = e.mv[:lo]
		return nil
	}
	ready := true
	for j := lo; j < hi; j++ {
		k, err := e.slotOf(e.mv[j])
		if err != nil {
			return err
		}
		switch e.t.r[k] {
		case cellOpen:
			return fmt.Errorf("%w: through %v", ErrCycle, e.mv[j])
		case 0:
			ready = false
		}
		e.kid = append(e.kid, int32(k))
	}
	if ready {
		e.finish(s, p, lo)
		e.mv = e.mv[:lo]
		e.kid = e.kid[:lo]
		return nil
	}
	e.t.r[s] = cellOpen
	e.fr = append(e.fr, nmFrame{slot: int32(s), lo: int32(lo), next: int32(lo)})
	e.fp = append(e.fp, p)
	return nil
}

// scan solves the whole space of a Dense game in index order. A position
// whose moves are all solved (every one, when the order is children-first)
// is solved in place in one pass; any other goes through open and the
// depth-first walk. The loop keeps everything in locals: it is the hot
// path of tabulating games such as Coins.
func (e *negamax[P, S]) scan() error {
	g, d, zs, m := e.g, e.idx.dense, e.zs, e.m
	vs, rs := e.t.v, e.t.r
	n := uint(len(rs))
	vs = vs[:n]
	mv := e.mv[:0]
	for i := range rs {
		if rs[i] != 0 {
			continue
		}
		if err := m.Step(); err != nil {
			return err
		}
		p := d.Position(i)
		if _, ended := g.Terminal(p); ended {
			e.leaf(i, p)
			continue
		}
		mv = g.Moves(mv[:0], p)
		if len(mv) == 0 {
			e.leaf(i, p)
			continue
		}
		var f fold[S]
		ok := true
		for _, q := range mv {
			k := uint(d.Index(q))
			if k >= n || rs[k] <= 0 {
				ok = false
				break
			}
			if zs != nil {
				f.add(-vs[k], rs[k]) // the opponent's total, least first
			} else {
				f.add(g.Gain(p, q)-vs[k], rs[k])
			}
		}
		if ok {
			if zs != nil {
				e.t.set(i, zeroSumCell(zs.Remaining(p), f))
			} else {
				e.t.set(i, f.cell())
			}
			continue
		}
		// Not children-first here: the general walk, which counts the
		// position itself.
		m.done--
		e.mv = mv[:0]
		if err := e.open(i, p); err != nil {
			return e.fail(err)
		}
		if err := e.walk(); err != nil {
			return err
		}
		mv = e.mv[:0]
	}
	return nil
}

// ready is the fast path of a Dense game: if every move of p (mv[lo:hi])
// is solved already, as in a children-first index order, it solves slot s
// in one pass and returns true; at the first move not yet solved (or out of
// range) it returns false.
func (e *negamax[P, S]) ready(s int, p P, lo, hi int) bool {
	d, n, rs := e.idx.dense, uint(e.idx.n), e.t.r
	var f fold[S]
	for _, q := range e.mv[lo:hi] {
		k := d.Index(q)
		if uint(k) >= n || rs[k] <= 0 {
			return false
		}
		e.add(&f, p, q, k)
	}
	e.store(s, p, f)
	return true
}

// add folds the move p→q, q solved in slot k, into f: its margin, or in
// the zero-sum form the opponent's total negated (so that the best is the
// largest either way).
func (e *negamax[P, S]) add(f *fold[S], p, q P, k int) {
	c := e.t.cell(k)
	if e.zs != nil {
		f.add(-c.v, c.r)
	} else {
		f.add(e.g.Gain(p, q)-c.v, c.r)
	}
}

// fold keeps the best value among a position's moves (the largest) and,
// among the moves that reach it, the least and the greatest remoteness.
type fold[S Score] struct {
	best       S
	rmin, rmax int32
	seen       bool
}

func (f *fold[S]) add(v S, r int32) {
	switch {
	case !f.seen || v > f.best:
		f.best, f.rmin, f.rmax, f.seen = v, r, r, true
	case v == f.best:
		f.rmin, f.rmax = min(f.rmin, r), max(f.rmax, r)
	}
}

// cell is the result of the margin form: the best margin, reached as
// quickly as possible unless it is negative (then as slowly as possible).
func (f fold[S]) cell() scoreCell[S] {
	if f.best < 0 {
		return scoreCell[S]{v: f.best, r: f.rmax + 1}
	}
	return scoreCell[S]{v: f.best, r: f.rmin + 1}
}

// zeroSumCell is the result of the zero-sum form: the mover's total is what
// remains less the opponent's least total (−f.best); the remoteness follows
// the sign of the margin.
func zeroSumCell[S Score](rest S, f fold[S]) scoreCell[S] {
	total := rest + f.best
	if 2*total-rest < 0 {
		return scoreCell[S]{v: total, r: f.rmax + 1}
	}
	return scoreCell[S]{v: total, r: f.rmin + 1}
}

// store records slot s, holding p, from the fold of its moves.
func (e *negamax[P, S]) store(s int, p P, f fold[S]) {
	if e.zs != nil {
		e.t.set(s, zeroSumCell(e.zs.Remaining(p), f))
	} else {
		e.t.set(s, f.cell())
	}
}

// leaf records an ended position.
func (e *negamax[P, S]) leaf(s int, p P) {
	v := e.g.Payoff(p)
	if e.zs != nil {
		v = (e.zs.Remaining(p) + v) / 2
	}
	e.t.v[s], e.t.r[s] = v, 1
}

// finish computes slot s from its solved moves kid[lo:], mv[lo:].
func (e *negamax[P, S]) finish(s int, p P, lo int) {
	var f fold[S]
	moves := e.mv[lo:]
	for j, k := range e.kid[lo:] {
		e.add(&f, p, moves[j], int(k))
	}
	e.store(s, p, f)
}
