package cgt

import (
	"context"
	"fmt"
	"hash/maphash"
	"math"
	"slices"
	"unsafe"

	"golang.org/x/exp/constraints"
)

// Score is the constraint on the score types of scoring games: any signed
// integer or floating-point type. Unsigned types are excluded because a
// margin (my points minus yours) is negative for the player behind.
// Engines add and subtract scores in S; a game must leave headroom so that
// sums along a line of play do not overflow.
type Score interface {
	constraints.Signed | constraints.Float
}

// Scoring is a Game in which the players collect points and each wants the
// largest margin (own points minus the opponent's). It is the game the
// negamax engines (SolveScores, Searcher) take.
//
// Play has ended at p when Terminal(p) reports so or when p has no moves;
// the engines then take Payoff(p) as the margin for the player to move and
// ignore Terminal's outcome. Elsewhere the margin of p is the largest
// Gain(p, q) − margin(q) over the moves q. The outcome of a position is the
// sign of its margin: Win above zero, Tie at zero, Loss below.
type Scoring[P comparable, S Score] interface {
	Game[P]
	// Gain returns the points the player to move at p scores by moving
	// to q (negative for a penalty). Engines call it only for q among
	// Moves(p).
	Gain(p, q P) S
	// Payoff returns the final margin for the player to move at a
	// position where play has ended, usually 0.
	Payoff(p P) S
}

// ZeroSum is the optional capability of a Scoring game that knows how many
// points are still to be won from p by the two players together. The mover's
// best total is then Remaining(p) − (the opponent's best total after the
// best move), so SolveScores needs one call of Remaining per position instead
// of one call of Gain per move ("the zero-sum shortcut"; see
// BenchmarkZeroSum). Remaining must equal Gain(p, q) + Remaining(q) for every
// move, and at an ended position the mover's total is taken as
// (Remaining(p) + Payoff(p)) / 2, so for an integer S the sum must be even
// there (it is when Payoff splits the remaining points, or both are 0).
// Scores.Total answers the totals of a ZeroSum game. A game with ScoringAt
// solved over its whole space needs no shortcut: its gains come with its
// moves.
type ZeroSum[P comparable, S Score] interface {
	Scoring[P, S]
	// Remaining returns the points still to be won from p.
	Remaining(p P) S
}

// ScoredMove is a move given by position numbers, with what the mover
// scores by it (see ScoringAt).
type ScoredMove[S Score] struct {
	To   int // Index of the position the move leads to
	Gain S   // what the player to move scores by it
}

// ScoringAt is the optional capability of a Dense Scoring game that speaks
// in position numbers, as DenseMoves does for outcome games: when
// SolveScores sweeps the whole space it then makes one call per position
// instead of Position, Terminal, Moves, and Index and Gain per move — for a
// game as light as Coins, that call overhead is most of the work. It must
// agree with the game: for p = Position(i), ended is true exactly when play
// has ended at p (Terminal, or no moves), payoff is then Payoff(p), and
// otherwise moves appends, for each q of Moves(nil, p) in order,
// {Index(q), Gain(p, q)}. A game's tests should check that agreement over
// its space, as the shipped games' tests do.
type ScoringAt[S Score] interface {
	ScoredMovesAt(dst []ScoredMove[S], i int) (moves []ScoredMove[S], ended bool, payoff S)
}

// MoveOrderer is the optional move-ordering hook of a game searched by a
// Searcher: OrderMoves reorders moves (the result of Moves(p)) in place,
// most promising first for the player to move at p. Good ordering makes
// alpha-beta cut more; it never changes a value. The Searcher still tries
// the move its table remembers as best first. OrderMoves must be
// deterministic and must not retain moves.
type MoveOrderer[P comparable] interface {
	OrderMoves(p P, moves []P)
}

// Bounded is the optional capability of a Scoring game that knows bounds on
// a margin before searching: MarginBounds(p) returns lo ≤ hi with
// lo ≤ margin(p) ≤ hi, for a position where play goes on. The Searcher cuts
// at once when the bounds fall outside its window and narrows the window
// with them otherwise — in a game scored by how fast it is won (Connect
// Four: nobody wins before their next stone), this prunes most null-window
// tests far from the true score. Bounds that do not hold give wrong
// answers; loose bounds only cost time.
type Bounded[P comparable, S Score] interface {
	MarginBounds(p P) (lo, hi S)
}

// Hasher is the optional capability of a game that hashes its positions for
// the Searcher's transposition table. Without it the Searcher uses
// hash/maphash.Comparable. Equal positions must have equal hashes; the
// table stores full positions, so collisions cost time, never correctness.
type Hasher[P comparable] interface {
	Hash(p P) uint64
}

// scoreCell is one slot of SolveScores: the margin (or, in the zero-sum
// form, the mover's best total) and the walk state with the remoteness:
// r == 0 not met, r == −1 on the walk's stack, r ≥ 1 solved with
// remoteness r−1. Value and state share a cache line.
type scoreCell[S Score] struct {
	v S
	r int32
}

const cellOpen = -1

// scoreTable is the per-slot storage of SolveScores.
type scoreTable[P comparable, S Score] struct {
	idx   *index[P]
	zs    ZeroSum[P, S] // not nil: v holds the mover's best total, not the margin
	cells []scoreCell[S]
}

func (t *scoreTable[P, S]) done(i int) bool { return t.cells[i].r > 0 }

func (t *scoreTable[P, S]) margin(i int) S {
	if t.zs != nil {
		return 2*t.cells[i].v - t.zs.Remaining(t.idx.at(i))
	}
	return t.cells[i].v
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
	return int(t.cells[i].r - 1)
}

func (t *scoreTable[P, S]) value(int) int { return -1 }

// signOutcome is Win for a positive margin, Tie for zero, Loss for negative.
func signOutcome[S Score](m S) Outcome {
	switch {
	case m > 0:
		return Win
	case m < 0:
		return Loss
	}
	return Tie
}

// Scores is the result of SolveScores: a Solution (Outcome from the sign of
// the margin, Remoteness, Stats, Longest, All, RankedMoves) plus the margin of
// every solved position. Its BestMoves keeps the margin, not just the
// outcome; Value reports −1 (margins may not be integers: use Score). A
// Scores is safe for concurrent reads.
type Scores[P comparable, S Score] struct {
	*Solution[P]
	g  Scoring[P, S]
	zs ZeroSum[P, S] // the game's capability, if any
	t  *scoreTable[P, S]
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
		return s.t.cells[i].v, true
	}
	// The table holds margins: m = total − (rest − total).
	return (s.zs.Remaining(p) + s.t.cells[i].v) / 2, true
}

// BestMoves returns the moves from p that keep its margin (the optimal
// moves), best first by remoteness (a winner's or a tie's fastest first, a
// loser's slowest first), the game's order among equals. It returns nil
// when p was not solved or play has ended at p. Cost: one call of Moves and
// one of Gain per move, and a sort.
func (s *Scores[P, S]) BestMoves(p P) []P {
	i := s.slot(p)
	if i < 0 || s.t.cells[i].r == 1 {
		return nil
	}
	moves := s.g.Moves(nil, p)
	type kept struct {
		q P
		r int32
	}
	var ks []kept
	var best S
	for _, q := range moves {
		k := s.slot(q)
		if k < 0 {
			continue
		}
		c := s.t.cells[k]
		// The same expressions as the solve, so floats compare exactly.
		var v S
		if s.t.zs != nil {
			v = -c.v // the opponent's smallest total is best
		} else {
			v = s.g.Gain(p, q) - c.v
		}
		if len(ks) == 0 || v > best {
			best, ks = v, ks[:0]
		}
		if v == best {
			ks = append(ks, kept{q, c.r})
		}
	}
	lose := s.t.margin(i) < 0
	slices.SortStableFunc(ks, func(a, b kept) int {
		if lose {
			return int(b.r - a.r)
		}
		return int(a.r - b.r)
	})
	out := make([]P, len(ks))
	for j, k := range ks {
		out[j] = k.q
	}
	return out
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
// zero-sum shortcut is not needed). Options.Limit bounds the positions
// stored (ErrLimit); ctx is checked every few thousand positions. The solve is sequential (Workers is
// ignored). A game whose Index answers out of range gives ErrIndex.
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
		e.t.cells = make([]scoreCell[S], idx.n)
	}
	if starts == nil {
		if idx.dense == nil {
			return nil, fmt.Errorf("cgt: SolveScores: no start positions, and the game is not Dense")
		}
		scan := e.scan
		if at != nil {
			scan = func() error { return e.scanAt(at) }
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
			if e.t.cells[s].r == 0 {
				if err := e.from(s, p); err != nil {
					return nil, err
				}
			}
		}
	}
	sol := newSolution(Game[P](g), idx, e.t, e.m.done)
	return &Scores[P, S]{Solution: sol, g: g, zs: zs, t: e.t}, nil
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
		e.t.cells = append(e.t.cells, scoreCell[S]{})
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
			if r := e.t.cells[k].r; r > 0 {
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
	e.mv = e.g.Moves(e.mv, p)
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
		switch e.t.cells[k].r {
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
	e.t.cells[s].r = cellOpen
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
	cells := e.t.cells
	n := uint(len(cells))
	mv := e.mv[:0]
	for i := range cells {
		if cells[i].r != 0 {
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
			if k >= n || cells[k].r <= 0 {
				ok = false
				break
			}
			if zs != nil {
				f.add(-cells[k].v, cells[k].r) // the opponent's total, least first
			} else {
				f.add(g.Gain(p, q)-cells[k].v, cells[k].r)
			}
		}
		if ok {
			if zs != nil {
				cells[i] = zeroSumCell(zs.Remaining(p), f)
			} else {
				cells[i] = f.cell()
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

// scanAt is scan for a game with ScoringAt: one call per position, and the
// table holds margins.
func (e *negamax[P, S]) scanAt(at ScoringAt[S]) error {
	m := e.m
	cells := e.t.cells
	n := uint(len(cells))
	var edges []ScoredMove[S]
	for i := range cells {
		if cells[i].r != 0 {
			continue
		}
		if err := m.Step(); err != nil {
			return err
		}
		var ended bool
		var pay S
		edges, ended, pay = at.ScoredMovesAt(edges[:0], i)
		if ended || len(edges) == 0 {
			cells[i] = scoreCell[S]{v: pay, r: 1}
			continue
		}
		var f fold[S]
		ok := true
		for _, ed := range edges {
			k := uint(ed.To)
			if k >= n || cells[k].r <= 0 {
				ok = false
				break
			}
			f.add(ed.Gain-cells[k].v, cells[k].r)
		}
		if ok {
			cells[i] = f.cell()
			continue
		}
		// Not children-first here: the general walk (Gain form).
		m.done--
		if err := e.open(i, e.idx.at(i)); err != nil {
			return e.fail(err)
		}
		if err := e.walk(); err != nil {
			return err
		}
	}
	return nil
}

// ready is the fast path of a Dense game: if every move of p (mv[lo:hi])
// is solved already, as in a children-first index order, it solves slot s
// in one pass and returns true; at the first move not yet solved (or out of
// range) it returns false.
func (e *negamax[P, S]) ready(s int, p P, lo, hi int) bool {
	d, n, cells := e.idx.dense, uint(e.idx.n), e.t.cells
	var f fold[S]
	for _, q := range e.mv[lo:hi] {
		k := d.Index(q)
		if uint(k) >= n || cells[k].r <= 0 {
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
	c := e.t.cells[k]
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
		e.t.cells[s] = zeroSumCell(e.zs.Remaining(p), f)
	} else {
		e.t.cells[s] = f.cell()
	}
}

// leaf records an ended position.
func (e *negamax[P, S]) leaf(s int, p P) {
	v := e.g.Payoff(p)
	if e.zs != nil {
		v = (e.zs.Remaining(p) + v) / 2
	}
	e.t.cells[s] = scoreCell[S]{v: v, r: 1}
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

// Transposition-table entry kinds. The zero kind marks an empty entry, so
// no key value is reserved: the full position is stored beside it.
const (
	ttEmpty uint8 = iota
	ttLower       // the value is a lower bound (the search failed high)
	ttUpper       // the value is an upper bound (the search failed low)
	ttExact
)

type ttEntry[P comparable, S Score] struct {
	key   P
	val   S
	depth uint16 // height of the tree searched below the entry, saturated
	kind  uint8
	move  uint16 // 1 + the index of the best move in the ordered moves; 0 none
}

// A bucket holds a depth-preferred entry and an always-replaced one.
type ttBucket[P comparable, S Score] [2]ttEntry[P, S]

// SearchStats counts the work of a Searcher since it was made.
type SearchStats struct {
	Nodes    int // positions entered by the search, ended ones included
	Probes   int // transposition-table look-ups
	Hits     int // look-ups that found the position
	Cuts     int // hits that settled the position without a search
	Stores   int // entries written
	Searches int // window searches (MTD(f) iterations, tests)
	Entries  int // entries in the table (its capacity)
}

// window is an alpha-beta window; loInf and hiInf mark −∞ and +∞.
type window[S Score] struct {
	lo, hi       S
	loInf, hiInf bool
}

type abFrame[P comparable, S Score] struct {
	w, w0   window[S] // current and entry windows
	best    S
	has     bool
	gain    S // gain of the move being searched
	lo, hi  int32
	next    int32
	bestAt  int32 // index in search order of the best move, −1 none
	ttMove  int32 // original index of the move tried first, −1 none
	height  int32
	hash    uint64
	p       P
	settled bool // a cutoff happened: no more moves
}

// Searcher runs alpha-beta searches on a Scoring game with a transposition
// table, for games whose trees are too large to tabulate with SolveScores.
// The search is fail-soft negamax with an explicit stack (no recursion);
// table entries keep the full position, a lower or upper bound or an exact
// value, the best move and the height of the searched tree, in two-entry
// buckets (one replaced only by a search at least as deep, one always).
// Optional capabilities of the game: MoveOrderer (tried after the
// table's move), Bounded and Hasher. The game must be acyclic: the search
// does not detect cycles, and on a cyclic game it runs until ctx is done or
// Options.Limit nodes.
//
// Each call (Window, AtLeast, Solve, Outcome, BestMoves, PV) checks ctx
// every few thousand nodes, reports its nodes to Options.Progress and, when
// Options.Limit is set, stops with ErrLimit after that many nodes; the
// Searcher stays usable after an error.
// The table persists across calls, so later searches from related
// positions are cheaper. Memory: the table, plus the moves along the
// current line. A Searcher is not safe for concurrent use.
type Searcher[P comparable, S Score] struct {
	g      Scoring[P, S]
	order  MoveOrderer[P]
	hasher Hasher[P]
	bounds Bounded[P, S]
	seed   maphash.Seed
	opt    *Options
	tt     []ttBucket[P, S]
	shift  uint
	st     SearchStats
	m      *Meter

	mv  []P
	fr  []abFrame[P, S]
	ret S     // value returned by the last finished position
	rh  int32 // its height
}

// NewSearcher returns a Searcher for g whose table takes about
// Options.TableBytes bytes (default 64 MiB, rounded down to a power of two
// of buckets, at least one). The table is allocated here.
func NewSearcher[P comparable, S Score](g Scoring[P, S], opt *Options) *Searcher[P, S] {
	s := &Searcher[P, S]{g: g, opt: opt, seed: maphash.MakeSeed()}
	s.order, _ = g.(MoveOrderer[P])
	s.hasher, _ = g.(Hasher[P])
	s.bounds, _ = g.(Bounded[P, S])
	per := int(unsafe.Sizeof(ttBucket[P, S]{}))
	n, bits := 1, uint(0)
	for 2*n*per <= opt.tableBytes() && bits < 62 {
		n *= 2
		bits++
	}
	s.tt = make([]ttBucket[P, S], n)
	s.shift = 64 - bits
	s.st.Entries = 2 * n
	return s
}

// Stats returns the counts of work done since the Searcher was made.
func (s *Searcher[P, S]) Stats() SearchStats { return s.st }

// Clear empties the transposition table (and keeps the statistics).
func (s *Searcher[P, S]) Clear() { clear(s.tt) }

func (s *Searcher[P, S]) bucket(p P) (*ttBucket[P, S], uint64) {
	var h uint64
	if s.hasher != nil {
		h = s.hasher.Hash(p)
	} else {
		h = maphash.Comparable(s.seed, p)
	}
	h *= 0x9E3779B97F4A7C15
	if s.shift == 64 {
		return &s.tt[0], h
	}
	return &s.tt[h>>s.shift], h
}

// enter starts the search of p within w: it settles p at once (an ended
// position, or a table entry that decides the window), setting s.ret and
// returning true, or pushes a frame and returns false.
func (s *Searcher[P, S]) enter(p P, w window[S]) (bool, error) {
	s.st.Nodes++
	if err := s.m.Step(); err != nil {
		return false, err
	}
	if _, ended := s.g.Terminal(p); ended {
		s.ret, s.rh = s.g.Payoff(p), 0
		return true, nil
	}
	if s.bounds != nil {
		lo, hi := s.bounds.MarginBounds(p)
		switch {
		case !w.loInf && hi <= w.lo:
			s.ret, s.rh = hi, 0 // fails low: margin ≤ hi ≤ alpha
			return true, nil
		case !w.hiInf && lo >= w.hi:
			s.ret, s.rh = lo, 0 // fails high
			return true, nil
		case lo >= hi:
			s.ret, s.rh = lo, 0 // known exactly
			return true, nil
		}
		if w.hiInf || hi < w.hi {
			w.hi, w.hiInf = hi, false
		}
		if w.loInf || lo > w.lo {
			w.lo, w.loInf = lo, false
		}
	}
	b, h := s.bucket(p)
	s.st.Probes++
	ttMove := int32(-1)
	for i := range b {
		e := &b[i]
		if e.kind == ttEmpty || e.key != p {
			continue
		}
		s.st.Hits++
		ttMove = int32(e.move) - 1
		cut := false
		switch e.kind {
		case ttExact:
			cut = true
		case ttLower:
			if !w.hiInf && e.val >= w.hi {
				cut = true
			} else if w.loInf || e.val > w.lo {
				w.lo, w.loInf = e.val, false
			}
		case ttUpper:
			if !w.loInf && e.val <= w.lo {
				cut = true
			} else if w.hiInf || e.val < w.hi {
				w.hi, w.hiInf = e.val, false
			}
		}
		if cut {
			s.st.Cuts++
			s.ret, s.rh = e.val, int32(e.depth)
			return true, nil
		}
		break
	}
	lo := len(s.mv)
	s.mv = s.g.Moves(s.mv, p)
	hi := len(s.mv)
	if hi == lo {
		s.ret, s.rh = s.g.Payoff(p), 0
		return true, nil
	}
	moves := s.mv[lo:hi]
	if s.order != nil {
		s.order.OrderMoves(p, moves)
	}
	if ttMove >= int32(len(moves)) {
		ttMove = -1
	}
	if ttMove > 0 {
		m := moves[ttMove]
		copy(moves[1:ttMove+1], moves[:ttMove])
		moves[0] = m
	}
	s.fr = append(s.fr, abFrame[P, S]{
		w: w, w0: w, lo: int32(lo), hi: int32(hi), next: int32(lo),
		bestAt: -1, ttMove: ttMove, hash: h, p: p,
	})
	return false, nil
}

// search returns the fail-soft negamax value of p within w: the exact value
// if it lies strictly inside, otherwise a bound on the far side of the
// window edge it crossed.
func (s *Searcher[P, S]) search(p P, w window[S]) (S, error) {
	s.st.Searches++
	done, err := s.enter(p, w)
	if err != nil {
		return 0, s.fail(err)
	}
	if done {
		return s.ret, nil
	}
	for len(s.fr) > 0 {
		f := &s.fr[len(s.fr)-1]
		if done {
			// A move's value came back: s.ret for the position after it.
			done = false
			v := f.gain - s.ret
			if !f.has || v > f.best {
				f.best, f.has, f.bestAt = v, true, f.next-f.lo-1
			}
			f.height = max(f.height, s.rh+1)
			if !f.w.hiInf && v >= f.w.hi {
				f.settled = true
			} else if f.w.loInf || v > f.w.lo {
				f.w.lo, f.w.loInf = v, false
			}
		}
		if !f.settled && f.next < f.hi {
			q := s.mv[f.next]
			f.next++
			f.gain = s.g.Gain(f.p, q)
			done, err = s.enter(q, childWindow(f.gain, f.w))
			if err != nil {
				return 0, s.fail(err)
			}
			continue
		}
		s.store(f)
		s.ret, s.rh = f.best, f.height
		s.mv = s.mv[:f.lo]
		s.fr = s.fr[:len(s.fr)-1]
		done = true
	}
	return s.ret, nil
}

// store writes the result of frame f to the table.
func (s *Searcher[P, S]) store(f *abFrame[P, S]) {
	kind := ttExact
	switch {
	case !f.w0.hiInf && f.best >= f.w0.hi:
		kind = ttLower
	case !f.w0.loInf && f.best <= f.w0.lo:
		kind = ttUpper
	}
	move := uint16(0)
	if k := f.bestAt; k >= 0 {
		// Undo the rotation that put the table's move first.
		orig := k
		if t := f.ttMove; t > 0 {
			switch {
			case k == 0:
				orig = t
			case k <= t:
				orig = k - 1
			}
		}
		if orig < math.MaxUint16-1 {
			move = uint16(orig + 1)
		}
	}
	e := ttEntry[P, S]{key: f.p, val: f.best, depth: uint16(min(f.height, math.MaxUint16)), kind: kind, move: move}
	var b *ttBucket[P, S]
	if s.shift == 64 {
		b = &s.tt[0]
	} else {
		b = &s.tt[f.hash>>s.shift]
	}
	s.st.Stores++
	if b[0].kind == ttEmpty || b[0].key == f.p || e.depth >= b[0].depth {
		if b[1].kind != ttEmpty && b[1].key == f.p {
			b[1].kind = ttEmpty
		}
		b[0] = e
		return
	}
	b[1] = e
}

func (s *Searcher[P, S]) fail(err error) error {
	s.mv, s.fr = s.mv[:0], s.fr[:0]
	return err
}

// start prepares a top-level call: a fresh meter for ctx.
func (s *Searcher[P, S]) start(ctx context.Context) { s.m = NewMeter(ctx, s.opt) }

// childWindow returns the window for the position after a move gaining g
// from a position searched within w: a child value v ≤ lo makes the move's
// g − v ≥ w.hi, and v ≥ hi makes it ≤ w.lo. For integers that is
// (g − w.hi, g − w.lo); for floats, where g − v rounds, each edge is moved
// outwards until the implication holds in floating point, so a null window
// never collapses and a bound is never mistaken for a value.
func childWindow[S Score](g S, w window[S]) window[S] {
	c := window[S]{loInf: w.hiInf, hiInf: w.loInf}
	float := S(1)/2 != 0
	if !w.hiInf {
		c.lo = g - w.hi
		for float && g-c.lo < w.hi {
			c.lo = nextDown(c.lo)
		}
	}
	if !w.loInf {
		c.hi = g - w.lo
		for float && g-c.hi > w.lo {
			c.hi = nextUp(c.hi)
		}
	}
	return c
}

// nextUp returns the smallest S above x (x+1 for integers).
func nextUp[S Score](x S) S {
	if S(1)/2 == 0 {
		return x + 1
	}
	if unsafe.Sizeof(x) == 4 {
		return S(math.Nextafter32(float32(x), float32(math.Inf(1))))
	}
	return S(math.Nextafter(float64(x), math.Inf(1)))
}

// nextDown returns the largest S below x (x−1 for integers).
func nextDown[S Score](x S) S {
	if S(1)/2 == 0 {
		return x - 1
	}
	if unsafe.Sizeof(x) == 4 {
		return S(math.Nextafter32(float32(x), float32(math.Inf(-1))))
	}
	return S(math.Nextafter(float64(x), math.Inf(-1)))
}

// Window returns the fail-soft alpha-beta value of p within the open window
// (alpha, beta), alpha < beta: the exact margin if it lies strictly inside,
// a value ≤ alpha that bounds it from above if it is ≤ alpha, a value ≥ beta
// that bounds it from below if it is ≥ beta. Cost: exponential in the depth
// of the game in the worst case; ctx is checked every few thousand nodes,
// and Options.Limit bounds the nodes of this call (ErrLimit). It panics
// unless alpha < beta (a programmer error).
func (s *Searcher[P, S]) Window(ctx context.Context, p P, alpha, beta S) (S, error) {
	if !(alpha < beta) {
		panic(fmt.Sprintf("cgt: Searcher.Window needs alpha < beta, got (%v, %v)", alpha, beta))
	}
	s.start(ctx)
	return s.search(p, window[S]{lo: alpha, hi: beta})
}

// AtLeast reports whether the margin of p for the player to move is ≥ t,
// by one null-window search.
func (s *Searcher[P, S]) AtLeast(ctx context.Context, p P, t S) (bool, error) {
	s.start(ctx)
	v, err := s.search(p, window[S]{lo: nextDown(t), hi: t})
	return v >= t, err
}

// Solve returns the exact margin of p for the player to move, by MTD(f):
// null-window searches that move a lower and an upper bound until they
// meet, each starting where the last one ended, all sharing the table. The
// first guess is the table's value for p if it has one, else 0.
func (s *Searcher[P, S]) Solve(ctx context.Context, p P) (S, error) {
	s.start(ctx)
	return s.mtdf(p)
}

func (s *Searcher[P, S]) mtdf(p P) (S, error) {
	var g S
	b, _ := s.bucket(p)
	for i := range b {
		if b[i].kind != ttEmpty && b[i].key == p {
			g = b[i].val
			break
		}
	}
	var lo, hi S
	loInf, hiInf := true, true
	for loInf || hiInf || lo < hi {
		beta := g
		if !loInf && g == lo {
			beta = nextUp(g)
		}
		v, err := s.search(p, window[S]{lo: nextDown(beta), hi: beta})
		if err != nil {
			return 0, err
		}
		if v < beta {
			hi, hiInf = v, false
		} else {
			lo, loInf = v, false
		}
		g = v
	}
	return lo, nil
}

// Outcome returns whether the player to move at p wins (margin > 0), ties
// (0) or loses, by at most two null-window searches around 0 — usually much
// cheaper than Solve.
func (s *Searcher[P, S]) Outcome(ctx context.Context, p P) (Outcome, error) {
	s.start(ctx)
	v, err := s.search(p, window[S]{lo: 0, hi: nextUp(S(0))})
	if err != nil {
		return Unknown, err
	}
	if v > 0 {
		return Win, nil
	}
	v, err = s.search(p, window[S]{lo: nextDown(S(0)), hi: 0})
	if err != nil {
		return Unknown, err
	}
	if v >= 0 {
		return Tie, nil
	}
	return Loss, nil
}

// BestMoves returns the exact margin of p and the moves that keep it (in
// the game's order after OrderMoves), one null-window search per move. It
// returns no moves when play has ended at p.
func (s *Searcher[P, S]) BestMoves(ctx context.Context, p P) ([]P, S, error) {
	s.start(ctx)
	v, err := s.mtdf(p)
	if err != nil {
		return nil, 0, err
	}
	best, err := s.keeping(p, v, false)
	return best, v, err
}

// keeping returns the moves of p whose value for the mover is v (the
// first only, if one).
func (s *Searcher[P, S]) keeping(p P, v S, one bool) ([]P, error) {
	if _, ended := s.g.Terminal(p); ended {
		return nil, nil
	}
	moves := s.g.Moves(nil, p)
	if s.order != nil {
		s.order.OrderMoves(p, moves)
	}
	var out []P
	for _, q := range moves {
		g := s.g.Gain(p, q)
		var ok bool
		if S(1)/2 == 0 {
			// g − v(q) ≥ v ⇔ v(q) ≤ g − v: one null-window test.
			t := g - v
			r, err := s.search(q, window[S]{lo: t, hi: t + 1})
			if err != nil {
				return nil, err
			}
			ok = r <= t
		} else {
			// Floats round g − v(q): compare exact values.
			r, err := s.mtdf(q)
			if err != nil {
				return nil, err
			}
			ok = g-r == v
		}
		if ok {
			out = append(out, q)
			if one {
				break
			}
		}
	}
	return out, nil
}

// PV returns the exact margin of p and a principal variation: the
// positions after each move of a line of optimal play to the end (the first
// margin-keeping move at each step, after OrderMoves).
func (s *Searcher[P, S]) PV(ctx context.Context, p P) ([]P, S, error) {
	s.start(ctx)
	v, err := s.mtdf(p)
	if err != nil {
		return nil, 0, err
	}
	var pv []P
	cur, cv := p, v
	for {
		next, err := s.keeping(cur, cv, true)
		if err != nil {
			return pv, v, err
		}
		if len(next) == 0 {
			return pv, v, nil
		}
		if S(1)/2 == 0 {
			cv = s.g.Gain(cur, next[0]) - cv
		} else if cv, err = s.mtdf(next[0]); err != nil {
			// Rounding: a float margin does not determine the next one.
			return pv, v, err
		}
		cur = next[0]
		pv = append(pv, cur)
	}
}

// SearchResult is what Search returns.
type SearchResult[P comparable, S Score] struct {
	Score   S       // the margin for the player to move at the start
	Outcome Outcome // the sign of Score: Win, Tie or Loss
	PV      []P     // a principal variation (see Searcher.PV)
	Stats   SearchStats
}

// Search solves one position of a Scoring game by alpha-beta with a
// transposition table (see Searcher): the exact margin by MTD(f), then a
// principal variation. It is NewSearcher(g, opt).PV(ctx, start) with the
// statistics; use a Searcher to keep the table between questions.
func Search[P comparable, S Score](ctx context.Context, g Scoring[P, S], start P, opt *Options) (*SearchResult[P, S], error) {
	s := NewSearcher(g, opt)
	pv, v, err := s.PV(ctx, start)
	if err != nil {
		return nil, err
	}
	return &SearchResult[P, S]{Score: v, Outcome: signOutcome(v), PV: pv, Stats: s.Stats()}, nil
}
