package cgt

import (
	"context"
	"fmt"
	"math"
	"math/bits"
	"slices"
	"sync"
	"sync/atomic"
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
	if err := s.solve(); err != nil {
		return nil, err
	}
	if s.scope != nil {
		return newSolution(g, s.idx, &scopedTable{s.scope, s.tab}, s.count), nil
	}
	return newSolution(g, s.idx, s.tab, s.count), nil
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
	disc  [2][]int32 // positions found in this forward layer and the next
	spill []spillDeg
	efrom []int32 // reverse graph edges (source slot, target cell), for games without Predecessors
	eto   []int32
	ties  int
	count int
	done  int // positions resolved
}

type spillDeg struct{ cell, deg int32 }

// Result cells: 16 bits per position, the outcome in the top 3 bits and the
// low 13 bits holding the remoteness once the position is resolved (a
// remoteness ≥ remSpill lives in a side map) and, while it is not (outcome
// Unknown), the number of its moves not yet known to lose (a count ≥
// remSpill lives in a sorted side table). So the move counters cost no
// memory of their own.
const (
	remBits  = 13
	remMask  = 1<<remBits - 1
	remSpill = remMask
	oMask    = 0xffff &^ remMask
)

func mkCell(o Outcome, r int) uint32 {
	return uint32(o)<<remBits | uint32(min(r, remSpill))
}

// retroTable is the compact result table the Solution keeps.
type retroTable struct {
	cells []uint32 // two cells per word, cell i in the half (i&1)
	seq   bool     // one goroutine: plain loads and stores
	mu    sync.Mutex
	spill map[int32]int32 // remoteness of cells marked remSpill
	// counters too large for a cell: sorted cells and their counts (only
	// while solving).
	bigCell []int32
	bigLeft []int32
}

func newRetroTable(n int) *retroTable {
	return &retroTable{cells: make([]uint32, (n+1)/2)}
}

func (t *retroTable) get(i int) uint32 { return t.cells[i>>1] >> (uint(i&1) * 16) & 0xffff }

// load reads cell i while other goroutines may be writing.
func (t *retroTable) load(i int) uint32 {
	return atomic.LoadUint32(&t.cells[i>>1]) >> (uint(i&1) * 16) & 0xffff
}

// claim sets cell i to the resolved value c if it is not resolved yet
// (whatever its counter) and reports whether it did.
func (t *retroTable) claim(i int, c uint32) bool {
	w := &t.cells[i>>1]
	sh := uint(i&1) * 16
	if t.seq {
		if *w>>sh&oMask != 0 {
			return false
		}
		*w = *w&^(0xffff<<sh) | c<<sh
		return true
	}
	for {
		old := atomic.LoadUint32(w)
		if old>>sh&oMask != 0 {
			return false
		}
		if atomic.CompareAndSwapUint32(w, old, old&^(0xffff<<sh)|c<<sh) {
			return true
		}
	}
}

// setCount stores the move counter d ≥ 1 of an unresolved cell i (zero
// before), or marks it spilled and reports false when d does not fit (see
// put for plain).
func (t *retroTable) setCount(i, d int, plain bool) bool {
	t.put(i, uint32(min(d, remSpill)), plain)
	return d < remSpill
}

// put sets cell i, zero before, to c; plain: no other goroutine writes
// the word holding it.
func (t *retroTable) put(i int, c uint32, plain bool) {
	sh := uint(i&1) * 16
	if plain {
		t.cells[i>>1] |= c << sh
	} else {
		atomic.OrUint32(&t.cells[i>>1], c<<sh)
	}
}

// lose takes the counter of cell i down by `by` (moves now known to lose);
// when it reaches 0 it sets the cell to c (a Loss) and reports true. A
// resolved cell is left alone.
func (t *retroTable) lose(i int, c uint32, by uint32) bool {
	w := &t.cells[i>>1]
	sh := uint(i&1) * 16
	for {
		var old uint32
		if t.seq {
			old = *w
		} else {
			old = atomic.LoadUint32(w)
		}
		cell := old >> sh & 0xffff
		if cell&oMask != 0 {
			return false
		}
		k := cell & remMask
		if k == remSpill {
			if !t.loseBig(i, by) {
				return false
			}
			return t.claim(i, c)
		}
		last := k <= by // k ≥ by for a consistent game; never borrow
		nw := old - by<<sh
		if last {
			nw = old&^(0xffff<<sh) | c<<sh
		}
		if t.seq {
			*w = nw
			return last
		}
		if atomic.CompareAndSwapUint32(w, old, nw) {
			return last
		}
	}
}

// loseBig takes a counter kept in the side table down by `by` and reports
// whether this reached 0.
func (t *retroTable) loseBig(i int, by uint32) bool {
	j, _ := slices.BinarySearch(t.bigCell, int32(i))
	d := int32(by)
	if t.seq {
		t.bigLeft[j] -= d
		return t.bigLeft[j] <= 0 && t.bigLeft[j] > -d
	}
	left := atomic.AddInt32(&t.bigLeft[j], -d)
	return left <= 0 && left > -d
}

// setSpill records a remoteness too large for a cell.
func (t *retroTable) setSpill(i, r int) {
	t.mu.Lock()
	if t.spill == nil {
		t.spill = make(map[int32]int32)
	}
	t.spill[int32(i)] = int32(r)
	t.mu.Unlock()
}

func (t *retroTable) outcome(i int) Outcome { return Outcome(t.get(i) >> remBits) }

func (t *retroTable) remoteness(i int) int {
	c := t.get(i)
	if o := Outcome(c >> remBits); o == Unknown || o == Draw {
		return -1
	}
	if r := c & remMask; r != remSpill {
		return int(r)
	}
	return int(t.spill[int32(i)])
}

func (t *retroTable) value(int) int { return -1 }

// rankBitmap is a set of slots with constant-time rank: a bit per slot and
// the number of set bits before each block of 512.
type rankBitmap struct {
	bits []uint64
	pre  []uint32 // pre[k] = set bits in bits[:8k]
}

func newRankBitmap(n int) *rankBitmap {
	return &rankBitmap{bits: make([]uint64, (n+63)/64)}
}

func (b *rankBitmap) has(i int) bool { return b.bits[i>>6]>>(uint(i)&63)&1 != 0 }

// testAndSet sets bit i and reports whether it was clear; seq means no
// other goroutine is working.
func (b *rankBitmap) testAndSet(i int, seq bool) bool {
	w := &b.bits[i>>6]
	m := uint64(1) << (uint(i) & 63)
	if seq {
		old := *w
		*w = old | m
		return old&m == 0
	}
	if atomic.LoadUint64(w)&m != 0 {
		return false // the common case, without a locked instruction
	}
	return atomic.OrUint64(w, m)&m == 0
}

// index builds the block counts and returns the number of set bits.
func (b *rankBitmap) index() int {
	b.pre = make([]uint32, (len(b.bits)+7)/8+1)
	total := 0
	for k := range b.pre {
		b.pre[k] = uint32(total)
		for _, w := range b.bits[min(8*k, len(b.bits)):min(8*k+8, len(b.bits))] {
			total += bits.OnesCount64(w)
		}
	}
	return total
}

// rank returns the number of set bits before slot i.
func (b *rankBitmap) rank(i int) int {
	k := i >> 9
	r := int(b.pre[k])
	for _, w := range b.bits[8*k : i>>6] {
		r += bits.OnesCount64(w)
	}
	return r + bits.OnesCount64(b.bits[i>>6]&(1<<(uint(i)&63)-1))
}

// scopedTable answers for slots through a rankBitmap: the Solution of a
// reachable scope of a Dense game.
type scopedTable struct {
	scope *rankBitmap
	tab   *retroTable
}

func (t *scopedTable) outcome(i int) Outcome {
	if !t.scope.has(i) {
		return Unknown
	}
	return t.tab.outcome(t.scope.rank(i))
}

func (t *scopedTable) remoteness(i int) int {
	if !t.scope.has(i) {
		return -1
	}
	return t.tab.remoteness(t.scope.rank(i))
}

func (t *scopedTable) value(int) int { return -1 }

func (t *scopedTable) each(yield func(slot int, o Outcome, r int) bool) {
	c := 0 // the cell of the next slot in scope
	for k, w := range t.scope.bits {
		for ; w != 0; w &= w - 1 {
			if !yield(k*64+bits.TrailingZeros64(w), t.tab.outcome(c), t.tab.remoteness(c)) {
				return
			}
			c++
		}
	}
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

// setup allocates the result table for n cells.
func (s *retro[P]) setup(n int) error {
	if n > math.MaxInt32 {
		return fmt.Errorf("%w: SolveRetrograde: %d positions, more than 2³¹−1", ErrLimit, n)
	}
	s.n = n
	s.tab = newRetroTable(n)
	s.tab.seq = s.workers == 1
	if s.ws == nil {
		s.newWorkers()
	}
	return nil
}

// visit records slot i holding p, in cell c: its terminal outcome, or its
// move counter (and, for a game without Predecessors, its moves in the
// reverse graph).
//
// plain: no other goroutine visits a cell in the same word of the table
// (one worker, or chunks of cells starting at even cells).
func (s *retro[P]) visit(w *retroWorker[P], i, c int, p P, plain bool) error {
	w.count++
	if o, ended := s.g.Terminal(p); ended {
		if o < Loss || o > Win {
			return fmt.Errorf("%w: SolveRetrograde: Terminal(%v) reported outcome %v", ErrInconsistent, p, o)
		}
		if o == Tie {
			w.ties++
		}
		s.tab.put(c, mkCell(o, 0), plain)
		w.done++
		return nil
	}
	var d int
	if s.rev != nil && s.counter != nil {
		d = s.counter.NumMoves(p)
	} else {
		w.moves = s.g.Moves(w.moves[:0], p)
		d = len(w.moves)
	}
	if d == 0 {
		s.tab.put(c, mkCell(Loss, 0), plain)
		w.done++
		return nil
	}
	if s.rev != nil && s.orb != nil {
		d *= s.orb.OrbitSize(p) // see Orbits
	}
	if s.rev == nil {
		for _, q := range w.moves {
			j, err := s.slotOf(q)
			if err != nil {
				return fmt.Errorf("%w (a move from %v)", err, p)
			}
			if s.scope != nil && !s.scope.has(j) {
				return fmt.Errorf("%w: SolveRetrograde: a move from %v leads out of the positions found", ErrInconsistent, p)
			}
			w.efrom = append(w.efrom, int32(i))
			w.eto = append(w.eto, int32(s.cellOf(j)))
		}
	}
	if !s.tab.setCount(c, d, plain) {
		w.spill = append(w.spill, spillDeg{int32(c), int32(d)})
	}
	return nil
}

// initWhole visits every position of a Dense game.
func (s *retro[P]) initWhole() error {
	n := s.dense.Size()
	if s.m.limit > 0 && n > s.m.limit {
		return fmt.Errorf("%w: Size() = %d > %d", ErrLimit, n, s.m.limit)
	}
	s.space = n
	if err := s.setup(n); err != nil {
		return err
	}
	batch := 1 << 16 // positions between meter updates
	if s.m.progress != nil {
		batch = min(max(s.m.every, 1024), batch)
	}
	for lo := 0; lo < n; lo += batch {
		hi := min(lo+batch, n)
		err := s.run(hi-lo, 1024, func(w *retroWorker[P], a, b int) error {
			for i := lo + a; i < lo+b; i++ {
				// Chunks of 1,024 slots from a multiple of 1,024:
				// no word of the table is shared.
				if err := s.visit(w, i, i, s.dense.Position(i), true); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			return err
		}
		if err := s.m.Add(hi - lo); err != nil {
			return err
		}
	}
	return s.finishInit()
}

// initReach finds the positions of a Dense game reachable from starts, by
// forward BFS layers shared among the workers, marking them in a bitmap;
// then it numbers them by rank and visits them in that order.
func (s *retro[P]) initReach(starts []P) error {
	if err := s.scopeSpace(); err != nil {
		return err
	}
	s.newWorkers()
	s.scope = newRankBitmap(s.space)
	seq := s.workers == 1
	// Each worker keeps the positions it found in the current layer
	// (disc[cur]) and appends those of the next one to disc[1−cur]: two
	// lists, reused from layer to layer, and no merged copy.
	cur := 0
	w0 := s.ws[0]
	w0.disc[cur] = make([]int32, 0, len(starts))
	for _, p := range starts {
		j, err := s.slotOf(p)
		if err != nil {
			return fmt.Errorf("%w (a start position)", err)
		}
		if s.scope.testAndSet(j, seq) {
			w0.disc[cur] = append(w0.disc[cur], int32(j))
		}
	}
	found := 0
	lists := make([][]int32, len(s.ws))
	offs := make([]int, len(s.ws)+1)
	for {
		for k, w := range s.ws {
			lists[k] = w.disc[cur]
			offs[k+1] = offs[k] + len(lists[k])
		}
		total := offs[len(s.ws)]
		if total == 0 {
			break
		}
		found += total
		if err := s.m.Add(total); err != nil {
			return err
		}
		next := 1 - cur
		err := s.run(total, 256, func(w *retroWorker[P], lo, hi int) error {
			k := 0
			for offs[k+1] <= lo {
				k++
			}
			for g := lo; g < hi; g++ {
				for offs[k+1] <= g {
					k++
				}
				i := lists[k][g-offs[k]]
				p := s.dense.Position(int(i))
				if _, ended := s.g.Terminal(p); ended {
					continue
				}
				w.moves = s.g.Moves(w.moves[:0], p)
				for _, q := range w.moves {
					j, err := s.slotOf(q)
					if err != nil {
						return fmt.Errorf("%w (a move from %v)", err, p)
					}
					if s.scope.testAndSet(j, seq) {
						w.disc[next] = append(w.disc[next], int32(j))
					}
				}
			}
			return nil
		})
		if err != nil {
			return err
		}
		for _, w := range s.ws {
			w.disc[cur] = w.disc[cur][:0]
		}
		cur = next
	}
	for _, w := range s.ws {
		w.disc = [2][]int32{}
	}
	if got := s.scope.index(); got != found {
		return fmt.Errorf("cgt: SolveRetrograde: internal error: %d positions marked, %d found", got, found)
	}
	return s.visitScope(found)
}

// scopeSpace sets the space of a Dense game whose scope is a rank bitmap
// (reachable or canonical), whose slots must fit in an int32.
func (s *retro[P]) scopeSpace() error {
	s.space = s.dense.Size()
	if s.space > math.MaxInt32 {
		return fmt.Errorf("%w: SolveRetrograde: Size() = %d, more than 2³¹−1", ErrLimit, s.space)
	}
	return nil
}

// initCanonical marks the representatives of a Dense game's classes (see
// Orbits) as the scope, and visits them: the whole space, one position
// per class.
func (s *retro[P]) initCanonical() error {
	if err := s.scopeSpace(); err != nil {
		return err
	}
	if s.m.limit > 0 && s.space > s.m.limit {
		return fmt.Errorf("%w: Size() = %d > %d", ErrLimit, s.space, s.m.limit)
	}
	s.newWorkers()
	s.scope = newRankBitmap(s.space)
	// Batches of whole words between meter updates; whole words per
	// chunk, so that no two workers write the same word.
	words := len(s.scope.bits)
	for lo := 0; lo < words; lo += 1 << 12 {
		hi := min(lo+1<<12, words)
		err := s.run(hi-lo, 16, func(w *retroWorker[P], a, b int) error {
			for i := (lo + a) * 64; i < min((lo+b)*64, s.space); i++ {
				j, err := s.slotOf(s.dense.Position(i))
				if err != nil {
					return err
				}
				if j == i {
					s.scope.bits[i>>6] |= 1 << (uint(i) & 63)
				}
			}
			return nil
		})
		if err != nil {
			return err
		}
		if err := s.m.Add(min(hi*64, s.space) - lo*64); err != nil {
			return err
		}
	}
	return s.visitScope(s.scope.index())
}

// visitScope sets up the table for the n slots of the scope and visits
// them in cell order.
func (s *retro[P]) visitScope(n int) error {
	if err := s.setup(n); err != nil {
		return err
	}
	// Visit the positions in cell order: a chunk of 64·256 slots at a time.
	words := len(s.scope.bits)
	err := s.run(words, 256, func(w *retroWorker[P], lo, hi int) error {
		c := s.scope.rank(lo * 64)
		for k := lo; k < hi; k++ {
			for b := s.scope.bits[k]; b != 0; b &= b - 1 {
				i := k*64 + bits.TrailingZeros64(b)
				if err := s.visit(w, i, c, s.dense.Position(i), s.tab.seq); err != nil {
					return err
				}
				c++
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	return s.finishInit()
}

// initMap finds the positions reachable from starts in a game that is not
// Dense, numbering them with a map, on one goroutine.
func (s *retro[P]) initMap(starts []P) error {
	idx := s.idx
	for _, p := range starts {
		idx.add(p)
	}
	// deg[i] ≥ 0 is the number of moves; −o marks a terminal outcome o.
	var deg []int32
	var efrom, eto []int32
	var moves []P
	for i := 0; i < idx.size(); i++ {
		if err := s.m.Step(); err != nil {
			return err
		}
		p := idx.keys[i]
		if o, ended := s.g.Terminal(p); ended {
			if o < Loss || o > Win {
				return fmt.Errorf("%w: SolveRetrograde: Terminal(%v) reported outcome %v", ErrInconsistent, p, o)
			}
			deg = append(deg, -int32(o))
			continue
		}
		moves = s.g.Moves(moves[:0], p)
		for _, q := range moves {
			j, _, _ := idx.add(q)
			if s.rev == nil {
				efrom = append(efrom, int32(i))
				eto = append(eto, int32(j))
			}
		}
		d := len(moves)
		if s.rev != nil && s.orb != nil {
			d *= s.orb.OrbitSize(p) // see Orbits
		}
		deg = append(deg, int32(d))
	}
	s.space = idx.size()
	if err := s.setup(idx.size()); err != nil {
		return err
	}
	w := s.ws[0]
	w.efrom, w.eto = efrom, eto
	for i, d := range deg {
		w.count++
		switch {
		case d < 0:
			if Outcome(-d) == Tie {
				w.ties++
			}
			s.tab.claim(i, mkCell(Outcome(-d), 0))
			w.done++
		case d == 0:
			s.tab.claim(i, mkCell(Loss, 0))
			w.done++
		case !s.tab.setCount(i, int(d), true): // one goroutine
			w.spill = append(w.spill, spillDeg{int32(i), d})
		}
	}
	return s.finishInit()
}

// finishInit gathers the workers' counts, spilled counters and edges.
func (s *retro[P]) finishInit() error {
	var spill []spillDeg
	edges := 0
	s.left = 0
	for _, w := range s.ws {
		s.count += w.count
		s.left += w.count - w.done
		w.done = 0
		s.ties += w.ties
		spill = append(spill, w.spill...)
		w.spill = nil
		edges += len(w.efrom)
	}
	slices.SortFunc(spill, func(a, b spillDeg) int { return int(a.cell - b.cell) })
	s.tab.bigCell = make([]int32, len(spill))
	s.tab.bigLeft = make([]int32, len(spill))
	for k, e := range spill {
		s.tab.bigCell[k], s.tab.bigLeft[k] = e.cell, e.deg
	}
	if s.rev == nil {
		if edges > math.MaxInt32 {
			return fmt.Errorf("%w: SolveRetrograde: %d moves, more than 2³¹−1; implement Predecessors", ErrLimit, edges)
		}
		// Build the reverse graph in compressed rows.
		s.off = make([]int32, s.n+1)
		for _, w := range s.ws {
			for _, j := range w.eto {
				s.off[j+1]++
			}
		}
		for i := 1; i <= s.n; i++ {
			s.off[i] += s.off[i-1]
		}
		s.from = make([]int32, edges)
		fill := slices.Clone(s.off[:s.n])
		for _, w := range s.ws {
			for k, j := range w.eto {
				s.from[fill[j]] = w.efrom[k]
				fill[j]++
			}
			w.efrom, w.eto = nil, nil
		}
	}
	capF := max(s.n/16, 1<<16)
	capF = min(capF, s.n)
	s.cur = make([]int32, capF)
	s.next = make([]int32, capF)
	return nil
}

// propagate passes the result of slot i (cell c), resolved in layer r, to
// its predecessors in scope.
func (s *retro[P]) propagate(w *retroWorker[P], i, c, r int) error {
	o := Outcome(s.tab.load(c) >> remBits)
	var nc uint32
	switch o {
	case Loss:
		nc = mkCell(Win, r+1)
	case Win:
		nc = mkCell(Loss, r+1)
	case Tie:
		nc = mkCell(Tie, r+1)
	default:
		return nil
	}
	if s.off != nil {
		for _, q := range s.from[s.off[c]:s.off[c+1]] {
			s.relax(w, int(q), s.cellOf(int(q)), o, nc, r, 1)
		}
		return nil
	}
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
			if s.scope != nil && !s.scope.has(j) {
				continue
			}
		} else if j = s.idx.find(q); j < 0 {
			continue
		}
		s.relax(w, j, s.cellOf(j), o, nc, r, by)
	}
	return nil
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
func (s *retro[P]) solve() error {
	if err := s.phase(false); err != nil {
		return err
	}
	if s.ties > 0 && s.left > 0 {
		if err := s.phase(true); err != nil {
			return err
		}
	}
	// Whatever is unresolved in scope is a Draw.
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
			err = s.run(len(list), 256, func(w *retroWorker[P], lo, hi int) error {
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
		return s.run(len(list), 256, func(w *retroWorker[P], lo, hi int) error {
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
