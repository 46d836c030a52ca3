package cgt

import (
	"context"
	"fmt"
	"io"
	"iter"
	"slices"
	"strconv"
	"strings"
	"sync"
)

// index numbers the positions an engine has met: by the game's own Index
// for a Dense game, by a map for any other. Engines keep their tables in
// slices indexed by these numbers ("slots").
type index[P comparable] struct {
	sym   Symmetric[P] // non-nil: a position's slot is its representative's
	dense Dense[P]
	n     int         // Size() of a dense game
	slots map[P]int32 // map-backed: position → slot
	keys  []P         // map-backed: slot → position
}

func newIndex[P comparable](g Game[P]) *index[P] {
	if d, ok := g.(Dense[P]); ok {
		return &index[P]{dense: d, n: d.Size()}
	}
	return &index[P]{slots: make(map[P]int32)}
}

// find returns the slot of p, or −1 if p has none.
func (x *index[P]) find(p P) int {
	if x.sym != nil {
		p = x.sym.Canonical(p)
	}
	if x.dense != nil {
		i := x.dense.Index(p)
		if i < 0 || i >= x.n {
			return -1
		}
		return i
	}
	if i, ok := x.slots[p]; ok {
		return int(i)
	}
	return -1
}

// add returns the slot of p, giving it a new one if it had none (reported
// by added). For a Dense game an index out of range is an ErrIndex error.
func (x *index[P]) add(p P) (slot int, added bool, err error) {
	if x.sym != nil {
		p = x.sym.Canonical(p)
	}
	if x.dense != nil {
		i := x.dense.Index(p)
		if i < 0 || i >= x.n {
			return 0, false, fmt.Errorf("%w: Index(%v) = %d, Size() = %d", ErrIndex, p, i, x.n)
		}
		return i, false, nil
	}
	if i, ok := x.slots[p]; ok {
		return int(i), false, nil
	}
	i := len(x.keys)
	x.slots[p] = int32(i)
	x.keys = append(x.keys, p)
	return i, true, nil
}

// at returns the position in slot i.
func (x *index[P]) at(i int) P {
	if x.dense != nil {
		return x.dense.Position(i)
	}
	return x.keys[i]
}

// size returns the number of slots: Size() for a dense game, the number of
// positions met otherwise.
func (x *index[P]) size() int {
	if x == nil {
		return 0 // the zero Solution's
	}
	if x.dense != nil {
		return x.n
	}
	return len(x.keys)
}

// table holds an engine's answers per slot.
type table interface {
	// outcome is Unknown for a slot that was not solved.
	outcome(i int) Outcome
	// remoteness is −1 when the engine does not compute it.
	remoteness(i int) int
	// value is the nim-value, or −1 when the engine has none.
	value(i int) int
}

// Solution holds the answers of an engine for the positions it solved and
// answers questions about them. Positions it did not solve report Unknown,
// remoteness −1 and no moves. A Solution is safe for concurrent reads. The
// zero value holds no positions.
type Solution[P comparable] struct {
	game    Game[P]
	idx     *index[P]
	tab     table
	count   int
	workers int // the solve's: Stats reads a large table on as many goroutines
}

func newSolution[P comparable](g Game[P], idx *index[P], tab table, count int) *Solution[P] {
	return &Solution[P]{game: g, idx: idx, tab: tab, count: count}
}

func (s *Solution[P]) slot(p P) int {
	if s.idx == nil {
		return -1 // the zero Solution
	}
	i := s.idx.find(p)
	if i < 0 || s.tab.outcome(i) == Unknown {
		return -1
	}
	return i
}

// Len returns the number of positions solved (of classes of equivalent
// positions, for a game SolveRetrograde solved by Orbits).
func (s *Solution[P]) Len() int { return s.count }

// Contains reports whether p was solved.
func (s *Solution[P]) Contains(p P) bool { return s.slot(p) >= 0 }

// Outcome returns the outcome of p for the player to move, or Unknown if p
// was not solved.
func (s *Solution[P]) Outcome(p P) Outcome {
	if i := s.slot(p); i >= 0 {
		return s.tab.outcome(i)
	}
	return Unknown
}

// Remoteness returns the number of plies to the end of play from p under
// best play (the winner hurries, the loser delays; a tie is reached as soon
// as possible), 0 at a position where play has ended. It returns −1 when p
// was not solved, when p is a Draw, or when the engine does not compute
// remoteness (the Grundy engine).
func (s *Solution[P]) Remoteness(p P) int {
	if i := s.slot(p); i >= 0 {
		return s.tab.remoteness(i)
	}
	return -1
}

// Value returns the nim-value of p from the Grundy engine, or −1 when p was
// not solved or the engine computes no values.
func (s *Solution[P]) Value(p P) int {
	if i := s.slot(p); i >= 0 {
		return s.tab.value(i)
	}
	return -1
}

// sparse is implemented by a table that covers few of the slots of a large
// space (the reachable scope of a Dense game): each calls yield for its
// solved slots in [lo, hi) in increasing order, with their outcome and
// remoteness, faster than asking every slot.
type sparse interface {
	each(lo, hi int, yield func(slot int, o Outcome, r int) bool)
}

// solved calls yield for every solved slot in increasing order, with its
// outcome and remoteness.
func (s *Solution[P]) solved(yield func(slot int, o Outcome, r int) bool) {
	s.solvedIn(0, s.idx.size(), yield)
}

// solvedIn is solved for the slots in [lo, hi).
func (s *Solution[P]) solvedIn(lo, hi int, yield func(slot int, o Outcome, r int) bool) {
	lo, hi = max(lo, 0), min(hi, s.idx.size())
	if lo >= hi {
		return
	}
	if sp, ok := s.tab.(sparse); ok {
		sp.each(lo, hi, yield)
		return
	}
	for i := lo; i < hi; i++ {
		if o := s.tab.outcome(i); o != Unknown && !yield(i, o, s.tab.remoteness(i)) {
			return
		}
	}
}

// Result is what a Solution knows of one position.
type Result struct {
	Outcome    Outcome
	Remoteness int // −1 when unknown or for a Draw
}

// Slots returns the solved slots in increasing order with their results:
// for a Dense game the numbers Index(p) of the solved positions p,
// otherwise the order in which the engine met them. With At it reads a
// Solution without building positions, as a program saving it to a file
// does. Cost: one pass over the table (over a bitmap of the space for a
// reachable scope).
func (s *Solution[P]) Slots() iter.Seq2[int, Result] {
	return func(yield func(int, Result) bool) {
		s.solved(func(i int, o Outcome, r int) bool { return yield(i, Result{o, r}) })
	}
}

// SlotsIn is Slots for the slots in [lo, hi) only. Calls may run
// concurrently (a Solution is read-only), which lets a program read a
// large Solution on several goroutines, a range each, as table.WriteSolution
// does with workers. Cost: proportional to hi − lo.
func (s *Solution[P]) SlotsIn(lo, hi int) iter.Seq2[int, Result] {
	return func(yield func(int, Result) bool) {
		s.solvedIn(lo, hi, func(i int, o Outcome, r int) bool { return yield(i, Result{o, r}) })
	}
}

// At returns the outcome and remoteness of slot i (see Slots), as Outcome
// and Remoteness return them for its position: Unknown and −1 for a slot
// that was not solved or out of range.
func (s *Solution[P]) At(i int) (Outcome, int) {
	if i < 0 || i >= s.idx.size() {
		return Unknown, -1
	}
	o := s.tab.outcome(i)
	if o == Unknown {
		return Unknown, -1
	}
	return o, s.tab.remoteness(i)
}

// All returns the solved positions with their outcomes: in index order for
// a Dense game, in the order they were first met otherwise.
func (s *Solution[P]) All() iter.Seq2[P, Outcome] {
	return func(yield func(P, Outcome) bool) {
		s.solved(func(i int, o Outcome, _ int) bool { return yield(s.idx.at(i), o) })
	}
}

// Ranked is a move with what it achieves for the player making it.
type Ranked[P comparable] struct {
	To         P       // the position the move leads to
	Outcome    Outcome // the outcome for the mover: the Opposite of To's
	Remoteness int     // plies to the end after the move, counting it; −1 if unknown
}

// RankedMoves returns every move from p, best first for the player to move:
// winning moves, fastest first; then tying moves, fastest first; then
// drawing moves; then losing moves, slowest first. Moves of equal rank keep
// the game's order. It returns nil when p was not solved or play has ended
// at p. Cost: one call of Moves and a sort.
func (s *Solution[P]) RankedMoves(p P) []Ranked[P] {
	if s.slot(p) < 0 {
		return nil
	}
	if _, ended := s.game.Terminal(p); ended {
		return nil
	}
	moves := s.game.Moves(nil, p)
	out := make([]Ranked[P], 0, len(moves))
	for _, q := range moves {
		r := Ranked[P]{To: q, Outcome: Unknown, Remoteness: -1}
		if c := s.slot(q); c >= 0 {
			r.Outcome = s.tab.outcome(c).Opposite()
			if rem := s.tab.remoteness(c); rem >= 0 {
				r.Remoteness = rem + 1
			}
		}
		out = append(out, r)
	}
	slices.SortStableFunc(out, func(a, b Ranked[P]) int { return compareRanked(a, b) })
	return out
}

// compareRanked orders moves best first for the mover.
func compareRanked[P comparable](a, b Ranked[P]) int {
	if a.Outcome != b.Outcome {
		return int(b.Outcome) - int(a.Outcome)
	}
	if a.Remoteness < 0 || b.Remoteness < 0 || a.Outcome == Draw {
		return 0
	}
	if a.Outcome == Loss {
		return b.Remoteness - a.Remoteness // lose slowly
	}
	return a.Remoteness - b.Remoteness // win or tie quickly
}

// BestMoves returns the moves from p that keep p's outcome, best first (see
// RankedMoves): every winning move from a won position, every tying move
// from a tied one, every drawing move from a drawn one, and every move from
// a lost one, the slowest loss first.
func (s *Solution[P]) BestMoves(p P) []P {
	o := s.Outcome(p)
	var best []P
	for _, r := range s.RankedMoves(p) {
		if r.Outcome == o {
			best = append(best, r.To)
		}
	}
	return best
}

// Stats summarises a Solution.
type Stats struct {
	// Positions is the number of positions solved.
	Positions int
	// Outcomes counts the positions per outcome, indexed by Outcome.
	Outcomes [Win + 1]int
	// Remoteness[o][r] counts the positions with outcome o and remoteness
	// r. It is empty when the engine does not compute remoteness.
	Remoteness [Win + 1][]int
	// MaxRemoteness is the largest remoteness of any position, −1 if none.
	MaxRemoteness int
}

// Stats counts the solved positions per outcome and remoteness. Cost: one
// pass over the table, shared between the solve's workers (Options.Workers)
// when it is large.
func (s *Solution[P]) Stats() Stats {
	n := s.idx.size() // 0 for the zero Solution
	parts := min(s.workers, n>>20)
	if parts <= 1 {
		return s.statsIn(0, n)
	}
	each := make([]Stats, parts)
	var wg sync.WaitGroup
	for k := range each {
		wg.Add(1)
		go func() {
			defer wg.Done()
			each[k] = s.statsIn(n*k/parts, n*(k+1)/parts)
		}()
	}
	wg.Wait()
	st := each[0]
	for _, e := range each[1:] {
		st.Positions += e.Positions
		st.MaxRemoteness = max(st.MaxRemoteness, e.MaxRemoteness)
		for o, rs := range e.Remoteness {
			st.Outcomes[o] += e.Outcomes[o]
			for len(st.Remoteness[o]) < len(rs) {
				st.Remoteness[o] = append(st.Remoteness[o], 0)
			}
			for r, c := range rs {
				st.Remoteness[o][r] += c
			}
		}
	}
	return st
}

// statsIn is Stats of the slots in [lo, hi).
func (s *Solution[P]) statsIn(lo, hi int) Stats {
	st := Stats{MaxRemoteness: -1}
	s.solvedIn(lo, hi, func(_ int, o Outcome, r int) bool {
		st.Positions++
		st.Outcomes[o]++
		if r < 0 {
			return true
		}
		for len(st.Remoteness[o]) <= r {
			st.Remoteness[o] = append(st.Remoteness[o], 0)
		}
		st.Remoteness[o][r]++
		st.MaxRemoteness = max(st.MaxRemoteness, r)
		return true
	})
	return st
}

// Longest returns up to n positions of the greatest remoteness (the
// longest games under best play), in index order for a Dense game and in
// the order met otherwise. It returns nil when the engine computes no
// remoteness.
func (s *Solution[P]) Longest(n int) []P {
	best := -1
	s.solved(func(_ int, _ Outcome, r int) bool {
		best = max(best, r)
		return true
	})
	if best < 0 {
		return nil
	}
	var out []P
	s.solved(func(i int, _ Outcome, r int) bool {
		if len(out) >= n {
			return false
		}
		if r == best {
			out = append(out, s.idx.at(i))
		}
		return true
	})
	return out
}

// WriteTable writes st as a text table: one row per remoteness, one column
// per outcome that occurs, and a total row. Without remoteness it writes
// only the totals.
func (st Stats) WriteTable(w io.Writer) error {
	var cols []Outcome
	for o := Loss; o <= Win; o++ {
		if st.Outcomes[o] > 0 {
			cols = append(cols, o)
		}
	}
	var b strings.Builder
	row := func(label string, cell func(Outcome) int) {
		fmt.Fprintf(&b, "%-10s", label)
		total := 0
		for _, o := range cols {
			n := cell(o)
			total += n
			fmt.Fprintf(&b, " %12d", n)
		}
		fmt.Fprintf(&b, " %12d\n", total)
	}
	fmt.Fprintf(&b, "%-10s", "remoteness")
	for _, o := range cols {
		fmt.Fprintf(&b, " %12s", o)
	}
	fmt.Fprintf(&b, " %12s\n", "total")
	for r := 0; r <= st.MaxRemoteness; r++ {
		row(strconv.Itoa(r), func(o Outcome) int {
			if r < len(st.Remoteness[o]) {
				return st.Remoteness[o][r]
			}
			return 0
		})
	}
	row("all", func(o Outcome) int { return st.Outcomes[o] })
	_, err := io.WriteString(w, b.String())
	return err
}

// Walk states of a slot.
const (
	slotNew uint8 = iota
	slotOpen
	slotDone
)

// walker visits the positions reachable from some starts in post-order,
// every position after all the positions it moves to, with an explicit
// stack (no recursion on the Go stack, however deep the game). It is the
// search that the pull engines share.
type walker[P comparable] struct {
	g     Game[P]
	idx   *index[P]
	m     *Meter
	state []uint8 // per slot: slotNew, slotOpen, slotDone
	// visit is called once per position, when all its moves are done:
	// with the terminal outcome (Unknown if play goes on) and the slots of
	// its moves, in the game's order. It must not retain kids.
	visit  func(slot int, term Outcome, kids []int) error
	grow   func(n int) // called after new slots appear, with the slot count
	at     DenseMoves  // the game's DenseMoves capability, if any
	moves  []P
	kids   []int
	frames []frame
}

type frame struct {
	slot     int32
	lo, next int32 // this frame's moves are kids[lo:], next is the first not yet done
}

func newWalker[P comparable](ctx context.Context, g Game[P], idx *index[P], o *Options) *walker[P] {
	w := &walker[P]{g: g, idx: idx, m: NewMeter(ctx, o)}
	if idx.dense != nil {
		w.at, _ = g.(DenseMoves)
	}
	return w
}

// ensureState allocates the slot states of a Dense game on first use, so
// that an engine's own fast path need not pay for them.
func (w *walker[P]) ensureState() {
	if w.idx.dense != nil && w.state == nil {
		w.state = make([]uint8, w.idx.n)
	}
}

// slotOf returns the slot of p, adding it and growing the tables if new.
func (w *walker[P]) slotOf(p P) (int, error) {
	i, added, err := w.idx.add(p)
	if added {
		w.state = append(w.state, slotNew)
		if w.grow != nil {
			w.grow(len(w.state))
		}
	}
	return i, err
}

// from visits every position reachable from start that is not done yet.
func (w *walker[P]) from(start P) error {
	s, err := w.slotOf(start)
	if err != nil {
		return err
	}
	if w.state[s] != slotNew {
		return nil
	}
	if err := w.open(s, start); err != nil {
		return err
	}
	for len(w.frames) > 0 {
		f := &w.frames[len(w.frames)-1]
		if int(f.next) < len(w.kids) {
			k := w.kids[f.next]
			f.next++
			switch w.state[k] {
			case slotDone:
				continue
			case slotOpen:
				return fmt.Errorf("%w: through %v", ErrCycle, w.idx.at(k))
			}
			if err := w.open(k, w.idx.at(k)); err != nil {
				return err
			}
			continue
		}
		if err := w.visit(int(f.slot), Unknown, w.kids[f.lo:]); err != nil {
			return err
		}
		w.state[f.slot] = slotDone
		w.kids = w.kids[:f.lo]
		w.frames = w.frames[:len(w.frames)-1]
	}
	return nil
}

// open starts on slot s holding p: a terminal position or one whose moves
// are all done is visited at once; otherwise a frame is pushed.
func (w *walker[P]) open(s int, p P) error {
	if err := w.m.Step(); err != nil {
		return err
	}
	if o, ended := w.g.Terminal(p); ended {
		w.state[s] = slotDone
		return w.visit(s, o, nil)
	}
	w.moves = w.g.Moves(w.moves[:0], p)
	lo := len(w.kids)
	ready := true
	for _, q := range w.moves {
		k, err := w.slotOf(q)
		if err != nil {
			return err
		}
		ready = ready && w.state[k] == slotDone
		w.kids = append(w.kids, k)
	}
	if ready {
		err := w.visit(s, Unknown, w.kids[lo:])
		w.state[s] = slotDone
		w.kids = w.kids[:lo]
		return err
	}
	w.state[s] = slotOpen
	w.frames = append(w.frames, frame{slot: int32(s), lo: int32(lo), next: int32(lo)})
	return nil
}

// run visits everything reachable from starts; with no starts, a Dense
// game's whole space (see sweep).
func (w *walker[P]) run(starts []P) error {
	w.ensureState()
	if starts == nil && w.idx.dense != nil {
		if w.m.limit > 0 && w.idx.n > w.m.limit {
			return fmt.Errorf("%w: Size() = %d > %d", ErrLimit, w.idx.n, w.m.limit)
		}
		return w.sweep()
	}
	if starts == nil {
		return fmt.Errorf("%w: no start positions were given", ErrNotDense)
	}
	for _, p := range starts {
		if err := w.from(p); err != nil {
			return err
		}
	}
	return nil
}

// sweep visits a Dense game's whole space in index order. A position whose
// moves are all done already (every move leads to a lower index, in most
// games) is visited at once, with no stack; any other starts a depth-first
// search, which the sweep then skips past.
func (w *walker[P]) sweep() error {
	d, n := w.idx.dense, w.idx.n
	for i := 0; i < n; i++ {
		if w.state[i] != slotNew {
			continue
		}
		var p P
		var o Outcome
		var ended bool
		ready := true
		if w.at != nil {
			if o, ended = w.at.TerminalAt(i); !ended {
				w.kids = w.at.MovesAt(w.kids[:0], i)
				for _, k := range w.kids {
					if uint(k) >= uint(n) {
						return fmt.Errorf("%w: MovesAt(%d) gave %d, Size() = %d", ErrIndex, i, k, n)
					}
					if w.state[k] != slotDone {
						ready = false
						break
					}
				}
			}
		} else {
			p = d.Position(i)
			o, ended = w.g.Terminal(p)
			w.kids = w.kids[:0]
			if !ended {
				w.moves = w.g.Moves(w.moves[:0], p)
				for _, q := range w.moves {
					k := d.Index(q)
					if uint(k) >= uint(n) {
						return fmt.Errorf("%w: Index(%v) = %d, Size() = %d", ErrIndex, q, k, n)
					}
					if w.state[k] != slotDone {
						ready = false
						break
					}
					w.kids = append(w.kids, k)
				}
			}
		}
		if !ready {
			w.kids = w.kids[:0]
			if err := w.from(d.Position(i)); err != nil {
				return err
			}
			continue
		}
		if err := w.m.Step(); err != nil {
			return err
		}
		w.state[i] = slotDone
		if err := w.visit(i, o, w.kids); err != nil {
			return err
		}
	}
	return nil
}
