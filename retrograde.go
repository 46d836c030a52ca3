package cgt

import (
	"context"
	"fmt"
	"math/bits"
	"slices"
	"sync"
	"sync/atomic"
	"unsafe"
)

// SolveRetrograde solves g by retrograde analysis: it starts from the
// positions where play has ended and works backwards, keeping for every
// position a counter of the moves not yet known to lose. It handles games
// with loops exactly: a position is
//
//   - Win when some move leads to a position lost for the opponent (the
//     fastest such win counts),
//   - Loss when every move leads to a position won by the opponent (the
//     slowest such loss counts), or when play has ended with a loss,
//   - Tie when it is neither and some move leads to a Tie (the shortest tie
//     counts), or play has ended level,
//   - Draw when it is none of these: neither side can force an end, and
//     play can go on for ever. Draws have remoteness −1.
//
// Remoteness is counted in plies: 0 where play has ended, and Win/Loss
// positions are numbered by the BFS layer that resolves them (win as fast
// as possible, lose as slowly as possible). The game may be Reversible
// (Predecessors) or not, Dense or not.
//
// Scope. With starts == nil, g must be Dense and the whole space
// 0 … Size()−1 is solved (Size() > Options.Limit fails at once with
// ErrLimit). Otherwise the positions reachable from starts are found first
// by a forward pass, and only they are solved; positions outside that part
// answer Unknown. A non-nil empty starts gives an empty Solution.
//
// Predecessors. When g is Reversible, Predecessors(p) must list every
// position q in the scope with a move to p, as often as Moves(q) lists p
// (usually once); positions outside the scope may also be listed and are
// ignored. Verify checks this. When g is not Reversible, the engine records
// the reverse graph itself while it enumerates moves: that costs 8 bytes per
// move while enumerating (up to twice that while the lists grow) and then
// 4 bytes per move plus 4 bytes per position for the rest of the solve, on top of the tables below (a game
// with 30 moves per position needs about 30 times more memory than the
// compact tables). Implementing Predecessors avoids it.
//
// Memory on a Dense game: 2 bytes per position for the result table (what
// the Solution keeps: outcome in 3 bits, remoteness in 13 bits, larger
// remoteness in a side map). While a position is unresolved the same 13
// bits hold its move counter (8,191 moves or more go to a side table), so
// the counters cost nothing more. BFS frontier lists are capped at 1/16 of
// the positions (a larger layer is found by a scan of the table instead):
// in all about 2.5 bytes per position. The reachable scope of a Dense game
// numbers the positions found by their rank among the reachable slots: it
// adds 1 bit per slot of the space (and 4 bytes per 512 slots), which the
// Solution keeps, so the tables are sized by the positions reached, not by
// the space; the forward search also holds its widest layer (4 bytes per
// entry). A game that is not Dense is keyed by a map, which costs far more
// per position.
//
// Time: O(positions + moves): one call of Terminal and Moves (or NumMoves,
// see MoveCounter) per position
// and of Predecessors per resolved position, plus a scan of the table for
// the first layer of each phase and for each layer too large for the
// frontier list. A phase stops as soon as every position is resolved.
// The moves of a large game lead anywhere in its tables, so each step of
// the forward pass and each move followed backwards on a table of 8 MiB or
// more would wait for memory in turn: the engine gathers them in batches of
// 64 and asks for the memory each will touch before it touches any
// (a prefetch instruction on amd64 and arm64; huge pages on Linux), so
// that the waits overlap. Dobutsu shogi is solved 1.7 times faster so.
// Options.Progress is called during the forward pass (positions found).
//
// Parallelism. Options.Workers goroutines (default one) share each
// BFS layer and the forward pass of a Dense game, so the game's methods are
// then called concurrently and must be safe for that, as a game without
// mutable state is. The results never depend on the number of workers. The
// forward pass of a game that is not Dense runs on one goroutine (its BFS
// layers are still shared). With one worker no atomic operations are used.
//
// Symmetry. When g implements Orbits (a Canonical representative of each
// class of equivalent positions, and the size of the class), the engine
// solves the representatives only, in every scope: moves and predecessors
// are mapped to their representatives, starts == nil solves one position
// per class of the whole space. The Solution answers for every position
// through its representative, but Len, Slots, All and Stats count and list
// the classes. A game that is Symmetric without Orbits is solved position
// by position, as before.
//
// Partizan and turn-dependent games: put the side to move (and anything
// else that decides which moves are legal, such as a move counter) in the
// position. Outcomes are always for the player to move.
//
// Errors: ErrLimit past Options.Limit positions, ErrIndex when a Dense
// game's Index leaves [0, Size()), the context's error when it is
// cancelled; in each case no Solution is returned. A Terminal outcome of
// Unknown is an error; a Terminal Draw is kept as a Draw.
func SolveRetrograde[P comparable](ctx context.Context, g Game[P], starts []P, opt *Options) (*Solution[P], error) {
	if ctx == nil {
		ctx = context.Background()
	}
	s := &retro[P]{g: g, ctx: ctx, m: NewMeter(ctx, opt)}
	s.rev, _ = g.(Reversible[P])
	s.counter, _ = g.(MoveCounter[P])
	s.dense, _ = g.(Dense[P])
	s.orb, _ = g.(Orbits[P])
	s.workers = min(max(opt.workers(), 1), 256)
	s.idx = newIndex(g)
	s.idx.sym = s.orb
	var err error
	if starts != nil {
		opt.phase("forward search")
	} else {
		opt.phase("counting moves")
	}
	switch {
	case starts == nil && s.dense == nil:
		return nil, fmt.Errorf("%w: SolveRetrograde needs start positions or a Dense game", ErrNotDense)
	case starts == nil && s.orb != nil:
		err = s.initCanonical()
	case starts == nil:
		err = s.initWhole()
	case s.dense != nil:
		err = s.initReach(starts)
	default:
		err = s.initMap(starts)
	}
	if err != nil {
		return nil, err
	}
	if err := s.solve(opt); err != nil {
		return nil, err
	}
	opt.phase("")
	var sol *Solution[P]
	if s.scope != nil {
		sol = newSolution(g, s.idx, &scopedTable{s.scope, s.tab}, s.count)
	} else {
		sol = newSolution(g, s.idx, s.tab, s.count)
	}
	sol.workers = s.workers
	return sol, nil
}

// retro is the state of one retrograde solve.
//
// Slots and cells. A slot is a position's number: the game's Index on a
// Dense game, the order met on any other. A cell is its place in the
// result table: the slot itself, except in the reachable scope of a Dense
// game, where the cells are numbered by rank among the reachable slots (a
// bit per slot and a count per 512 slots map one to the other), so that
// the table is sized by the positions solved, not by the space.
type retro[P comparable] struct {
	g       Game[P]
	rev     Reversible[P]  // nil when the game has no Predecessors
	counter MoveCounter[P] // nil when the game cannot count its moves
	dense   Dense[P]       // nil when the game is keyed by a map
	orb     Orbits[P]      // nil unless the game is solved one class at a time
	idx     *index[P]
	ctx     context.Context
	m       *Meter
	workers int
	ws      []*retroWorker[P]
	queued  bool // propagate queues its moves backwards (see queue)

	space int         // slots: Size() of a Dense game, positions met otherwise
	n     int         // cells
	count int         // positions in scope
	scope *rankBitmap // reachable scope of a Dense game; nil = cell = slot
	tab   *retroTable
	ties  int // terminal ties seen
	left  int // positions in scope not resolved yet

	// reverse graph built by the engine (games without Predecessors):
	// the predecessors of cell c are the slots from[off[c]:off[c+1]].
	off, from []int32

	// frontier of the next BFS layer, as slots: a fixed-capacity list; when
	// a layer overflows it, the layer is found by scanning the table.
	cur, next []int32
	nextLen   atomic.Int64

	stop  atomic.Bool
	errMu sync.Mutex
	err   error
}

// retroWorker is the per-goroutine scratch space.
type retroWorker[P comparable] struct {
	moves []P
	buf   []int32    // pushes not yet flushed to the shared frontier
	slots []int32    // slots met, not yet tested (see discover)
	pend  []pending  // moves backwards not yet relaxed (see settle)
	layer int        // the layer of the moves in pend
	disc  [2][]int32 // positions found in this forward layer and the next
	spill []spillDeg
	efrom []int32 // reverse graph edges (source slot, target cell), for games without Predecessors
	eto   []int32
	ties  int
	count int
	done  int // positions resolved
}

// fail records the first error and stops the workers.
func (s *retro[P]) fail(err error) {
	s.errMu.Lock()
	if s.err == nil {
		s.err = err
	}
	s.errMu.Unlock()
	s.stop.Store(true)
}

func (s *retro[P]) newWorkers() {
	s.ws = make([]*retroWorker[P], s.workers)
	for k := range s.ws {
		s.ws[k] = &retroWorker[P]{buf: make([]int32, 0, 256)}
	}
}

// run calls f on the chunks of [0, n), sharing them among the workers
// (inline when n is small), and returns the first error.
func (s *retro[P]) run(n, chunk int, f func(w *retroWorker[P], lo, hi int) error) error {
	if n <= 0 {
		return s.err
	}
	var next atomic.Int64
	body := func(w *retroWorker[P]) {
		for !s.stop.Load() {
			if err := s.ctx.Err(); err != nil {
				s.fail(err)
				return
			}
			lo := int(next.Add(int64(chunk))) - chunk
			if lo >= n {
				break
			}
			if err := f(w, lo, min(lo+chunk, n)); err != nil {
				s.fail(err)
				return
			}
			s.settle(w)
		}
		s.flush(w)
	}
	nw := min(s.workers, (n+chunk-1)/chunk)
	if nw <= 1 {
		body(s.ws[0])
		return s.err
	}
	var wg sync.WaitGroup
	for _, w := range s.ws[:nw] {
		wg.Add(1)
		go func() {
			defer wg.Done()
			body(w)
		}()
	}
	wg.Wait()
	return s.err
}

// grain is the chunk of a run over n items (positions of a list, words of
// a bitmap) that the workers claim one at a time: 256, or less on a short
// run, so that each worker claims 8 chunks or more and the last to finish
// does not keep the others waiting long at the barrier that ends the run.
func (s *retro[P]) grain(n int) int {
	if s.workers == 1 {
		return 256
	}
	return min(256, max(16, n/(8*s.workers)))
}

// push adds slot q to the next frontier.
func (s *retro[P]) push(w *retroWorker[P], q int) {
	w.buf = append(w.buf, int32(q))
	if len(w.buf) == cap(w.buf) {
		s.flush(w)
	}
}

func (s *retro[P]) flush(w *retroWorker[P]) {
	k := int64(len(w.buf))
	if k == 0 {
		return
	}
	at := s.nextLen.Add(k) - k
	if at+k <= int64(len(s.next)) {
		copy(s.next[at:], w.buf)
	}
	w.buf = w.buf[:0]
}

// canon returns the representative of q's class (q itself unless the game
// is solved by classes).
func (s *retro[P]) canon(q P) P {
	if s.orb != nil {
		return s.orb.Canonical(q)
	}
	return q
}

// slotOf returns the slot of q's representative on a Dense game, or an
// ErrIndex error.
func (s *retro[P]) slotOf(q P) (int, error) {
	q = s.canon(q)
	j := s.dense.Index(q)
	if j < 0 || j >= s.space {
		return 0, fmt.Errorf("%w: Index(%v) = %d, Size() = %d", ErrIndex, q, j, s.space)
	}
	return j, nil
}

// cellOf returns the cell of slot i (in scope).
func (s *retro[P]) cellOf(i int) int {
	if s.scope == nil {
		return i
	}
	return s.scope.rank(i)
}

// propagate passes the result of slot i (cell c), resolved in layer r, to
// its predecessors in scope: at once on a small table, else through the
// worker's queue (see queue), settled when it is long enough and at the
// end of each chunk. The choice is written out in both loops: a method
// for it is not inlined, and cost BenchmarkRetroLoopy 6%.
func (s *retro[P]) propagate(w *retroWorker[P], i, c, r int) error {
	o := Outcome(s.tab.load(c) >> remBits)
	if o != Loss && o != Win && o != Tie {
		return nil
	}
	nc := answer(o, r+1)
	w.layer = r
	if s.off != nil {
		for _, q := range s.from[s.off[c]:s.off[c+1]] {
			if s.queued {
				s.queue(w, int(q), o, 1)
			} else {
				s.relax(w, int(q), s.cellOf(int(q)), o, nc, r, 1)
			}
		}
	} else {
		p := s.idx.at(i)
		by := uint32(1) // what each predecessor's counter loses (see Orbits)
		if s.orb != nil {
			by = uint32(s.orb.OrbitSize(p))
		}
		w.moves = s.rev.Predecessors(w.moves[:0], p)
		for _, q := range w.moves {
			var j int
			if s.dense != nil {
				q = s.canon(q)
				j = s.dense.Index(q)
				if j < 0 || j >= s.space {
					return fmt.Errorf("%w: Index(%v) = %d, Size() = %d (a predecessor of %v)", ErrIndex, q, j, s.space, p)
				}
			} else if j = s.idx.find(q); j < 0 {
				continue
			}
			if s.queued {
				s.queue(w, j, o, by)
			} else if s.scope == nil || s.scope.has(j) {
				s.relax(w, j, s.cellOf(j), o, nc, r, by)
			}
		}
	}
	if len(w.pend) >= batch {
		s.settle(w)
	}
	return nil
}

// queueMin is the size in bytes of a table from which the engine gathers
// its probes of it in batches (see queue, discover): 8 MiB, past the
// processor's nearer caches. On a smaller table the batches cost more than
// the misses they overlap (BenchmarkRetroRandom at 2²⁰ … 2²³ positions
// with and without the queue: about even up to 2²² positions, an 8 MiB
// table, 1.4× faster at 2²³; BenchmarkRetroLoopy, 10⁶ positions, 20%
// slower with it; BenchmarkRetroKRK 7% slower with the forward pass's
// batches on its 64 KiB bitmap). A variable for the tests (SetQueueMin),
// which take the batches on small games.
var queueMin = 8 << 20

// batch is how many slots a worker gathers before it tests them (the
// forward search, see discover) or how many moves backwards it queues
// before it settles them.
const batch = 64

// pending is a move backwards to the position in slot (cell, once known)
// from one whose outcome is o, taking the counter down by `by`.
type pending struct {
	slot, cell int32
	by         uint32
	o          Outcome
}

// queue queues the move backwards from a position of outcome o to slot j
// and asks for the memory that settling it will read: the predecessors of
// a layer lie anywhere in the table, so each step would wait for memory in
// turn; queued, their misses overlap (prefetchLine).
func (s *retro[P]) queue(w *retroWorker[P], j int, o Outcome, by uint32) {
	if s.scope != nil {
		prefetchLine(unsafe.Pointer(&s.scope.bits[j>>6]))
		prefetchLine(unsafe.Pointer(&s.scope.pre[j>>9]))
	} else {
		prefetchLine(unsafe.Pointer(&s.tab.cells[j>>1]))
	}
	w.pend = append(w.pend, pending{slot: int32(j), cell: int32(j), by: by, o: o})
}

// settle relaxes the queued moves backwards (of layer w.layer): first the
// cells of their slots, leaving out the slots outside the scope and asking
// for the cells' words, then each relax.
func (s *retro[P]) settle(w *retroWorker[P]) {
	if len(w.pend) == 0 {
		return
	}
	if s.scope != nil {
		k := 0
		for _, e := range w.pend {
			if !s.scope.has(int(e.slot)) {
				continue
			}
			e.cell = int32(s.scope.rank(int(e.slot)))
			prefetchLine(unsafe.Pointer(&s.tab.cells[e.cell>>1]))
			w.pend[k] = e
			k++
		}
		w.pend = w.pend[:k]
	}
	r := w.layer
	for _, e := range w.pend {
		s.relax(w, int(e.slot), int(e.cell), e.o, answer(e.o, r+1), r, e.by)
	}
	w.pend = w.pend[:0]
}

// answer is the cell that a move to a position of outcome o gives its
// predecessor, resolved in layer r.
func answer(o Outcome, r int) uint32 {
	switch o {
	case Loss:
		return mkCell(Win, r)
	case Win:
		return mkCell(Loss, r)
	}
	return mkCell(Tie, r)
}

// relax passes outcome o of a position of layer r to its predecessor, slot
// q in cell qc: q wins at once from a loss, loses when its last move is
// known to lose (its counter, taken down by `by`, reaches 0), ties at once
// from a tie. nc is q's new cell.
func (s *retro[P]) relax(w *retroWorker[P], q, qc int, o Outcome, nc uint32, r int, by uint32) {
	var ok bool
	if o == Win {
		ok = s.tab.lose(qc, nc, by)
	} else {
		ok = s.tab.claim(qc, nc)
	}
	if ok {
		w.done++
		if r+1 >= remSpill {
			s.tab.setSpill(qc, r+1)
		}
		s.push(w, q)
	}
}

// solve runs the win/loss phase, the tie phase, and marks the rest drawn.
func (s *retro[P]) solve(opt *Options) error {
	opt.phase("wins and losses")
	if err := s.phase(false); err != nil {
		return err
	}
	if s.ties > 0 && s.left > 0 {
		opt.phase("ties")
		if err := s.phase(true); err != nil {
			return err
		}
	}
	// Whatever is unresolved in scope is a Draw.
	opt.phase("draws")
	draw := mkCell(Draw, 0)
	err := s.run(s.n, 4096, func(w *retroWorker[P], lo, hi int) error {
		for i := lo; i < hi; i++ {
			if s.tab.load(i)&oMask == 0 {
				s.tab.claim(i, draw)
			}
		}
		return nil
	})
	s.off, s.from, s.cur, s.next, s.ws = nil, nil, nil, nil, nil
	s.tab.bigCell, s.tab.bigLeft = nil, nil
	return err
}

// phase runs BFS layers from remoteness 0: of wins and losses, or of ties.
func (s *retro[P]) phase(ties bool) error {
	scan, list := true, []int32(nil)
	for r := 0; ; r++ {
		s.nextLen.Store(0)
		var err error
		if scan {
			err = s.scanLayer(r, ties)
		} else {
			err = s.run(len(list), s.grain(len(list)), func(w *retroWorker[P], lo, hi int) error {
				for _, i := range list[lo:hi] {
					if err := s.propagate(w, int(i), s.cellOf(int(i)), r); err != nil {
						return err
					}
				}
				return nil
			})
		}
		if err != nil {
			return err
		}
		for _, w := range s.ws {
			s.left -= w.done
			w.done = 0
		}
		k := int(s.nextLen.Load())
		if k == 0 || s.left == 0 {
			return nil // nothing new, or nothing left to resolve
		}
		scan = k > len(s.next)
		if !scan {
			list = s.next[:k]
			s.cur, s.next = s.next, s.cur
		}
	}
}

// scanLayer propagates every position of layer r found in the table.
func (s *retro[P]) scanLayer(r int, ties bool) error {
	match := func(c uint32) bool {
		o := Outcome(c >> remBits)
		if ties {
			return o == Tie
		}
		return o == Win || o == Loss
	}
	if r >= remSpill {
		var list []int32
		for c, rr := range s.tab.spill {
			if int(rr) == r && match(s.tab.get(int(c))) {
				list = append(list, c)
			}
		}
		slices.Sort(list)
		slots := list // the slots of the cells in list
		if s.scope != nil {
			slots = make([]int32, 0, len(list))
			c := 0
			for wi, b0 := range s.scope.bits {
				for b := b0; b != 0 && len(slots) < len(list); b &= b - 1 {
					if c == int(list[len(slots)]) {
						slots = append(slots, int32(wi*64+bits.TrailingZeros64(b)))
					}
					c++
				}
			}
		}
		return s.run(len(list), s.grain(len(list)), func(w *retroWorker[P], lo, hi int) error {
			for k := lo; k < hi; k++ {
				if err := s.propagate(w, int(slots[k]), int(list[k]), r); err != nil {
					return err
				}
			}
			return nil
		})
	}
	want := func(c uint32) bool { return c&remMask == uint32(r) && match(c) }
	if s.scope != nil {
		return s.run(len(s.scope.bits), 64, func(w *retroWorker[P], lo, hi int) error {
			c := s.scope.rank(lo * 64)
			for k := lo; k < hi; k++ {
				for b := s.scope.bits[k]; b != 0; b &= b - 1 {
					if want(s.tab.load(c)) {
						if err := s.propagate(w, k*64+bits.TrailingZeros64(b), c, r); err != nil {
							return err
						}
					}
					c++
				}
			}
			return nil
		})
	}
	return s.run(s.n, 4096, func(w *retroWorker[P], lo, hi int) error {
		// Chunks start at even slots: read a word (two cells) at a time.
		for i := lo; i < hi; i += 2 {
			word := atomic.LoadUint32(&s.tab.cells[i>>1])
			for k := 0; k < 2 && i+k < hi; k++ {
				if c := word >> (16 * k) & 0xffff; want(c) {
					if err := s.propagate(w, i+k, i+k, r); err != nil {
						return err
					}
				}
			}
		}
		return nil
	})
}
