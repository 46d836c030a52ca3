package cgt

import (
	"context"
	"errors"
	"hash/maphash"
	"math"
	"runtime"
	"sync"
	"sync/atomic"
	"unsafe"
)

// Transposition-table entry kinds. The zero kind marks an empty entry, so
// no key value is reserved: the full position is stored beside it.
const (
	ttEmpty uint8 = iota
	ttLower       // the value is a lower bound (the search failed high)
	ttUpper       // the value is an upper bound (the search failed low)
	ttExact
	ttKind = 3 // the bits of the kind
	// ttFlip, beside the kind: the position that stored the entry was not
	// its class's representative (Symmetric), so move indexes its
	// mirror's moves.
	ttFlip = 4
)

type ttEntry[P comparable, S Score] struct {
	key P
	val S
	// lock of the first entry locks the bucket when several workers share
	// the table (taken and released atomically; 0 free, 1 held). It lives
	// in the bucket's cache line, which the worker fetches anyway.
	lock  uint32
	depth uint16 // height of the tree searched below the entry, saturated
	move  uint8  // 1 + the index of the best move in the ordered moves; 0 none (or past 254)
	kind  uint8  // the kind, and ttFlip
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

// abFrame is a position being searched: the moves t.mv[lo:hi] in search
// order, next the one to search next. A frame is written field by field
// where it is pushed (push), not built and copied, and holds only what the
// search loop reads back: it is written and read once per node.
type abFrame[P comparable, S Score] struct {
	p   P // the position
	key P // its table key: Canonical(p) for a Symmetric game, else p
	// w is the window; only w.lo moves (up, as moves are searched), so the
	// entry window is w.hi and lo0.
	w      window[S]
	lo0    S
	lo0Inf bool
	// single: p has one move, so it has no table entry and no probe; its
	// value is the gain minus the child's, and only gain is set.
	single bool
	best   S // the best value so far (valid when bestAt ≥ 0)
	gain   S // gain of the move being searched
	hash   uint64
	lo, hi int32
	next   int32 // hi once a move has cut off
	bestAt int32 // index in search order of the best move, −1 none
	ttMove int32 // original index of the move tried first, −1 none
	height int32
	// With several workers: the moves deferred to the end of the list
	// (busy elsewhere), and the busy-table slot this frame marked (−1 none).
	deferred int32
	busySlot int32
}

// Searcher runs alpha-beta searches on a Scoring game with a transposition
// table, for games whose trees are too large to tabulate with SolveScores.
// The search is fail-soft negamax with an explicit stack (no recursion);
// table entries keep the full position, a lower or upper bound or an exact
// value, the best move and the height of the searched tree, in two-entry
// buckets (one replaced only by a search at least as deep, one always). A
// position with a single move gets no entry and no look-up: its value is
// the gain minus that of the position after the move, which has its own.
// (In Connect Four, where a threat forces the reply, that is 40% of the
// positions searched: a third fewer cache misses in a large table.) The
// price: Moves is called before the look-up, so a position the table
// settles has had its moves listed for nothing (OrderMoves still waits for
// the look-up). A line of such forced moves is entered in one step, with a
// small frame for each position on it.
// Optional capabilities of the game: MoveOrderer (tried after the
// table's move), Bounded, BoundedMoves (then one call a position gives the
// search the bounds, the moves and whether play has ended), Symmetric (one
// table entry per class of equivalent positions) and Hasher. The game must
// be acyclic: the search does not detect cycles, and on a cyclic game it
// runs until ctx is done or Options.Limit nodes.
//
// A probe of a large table waits for memory, so the search asks for each
// bucket ahead of time: the bucket of the move it will search next is
// prefetched as the move before it is entered, a subtree earlier, on
// amd64 and arm64 (search_prefetch.go). On Linux the table is given huge
// pages where the system grants them on request (search_pages.go): a
// probe then seldom misses the address-translation cache as well. The
// bundles for contest judges, built for no system in particular, do
// without both.
//
// With Options.Workers above one, every search runs on that many
// goroutines sharing the table (each bucket behind a lock word in its own
// cache line): they all search the same position, and a worker that
// reaches a position another is searching near the top of the tree (but
// never a node's first move: "young brothers wait") puts it off to the end
// of its move list, so that the workers split the tree (ABDADA). The first
// worker to finish gives the answer, so margins, outcomes, AtLeast, and
// the moves BestMoves and PV return are those of one worker; only the
// bounds Window returns outside its window and the statistics may differ
// from run to run. The game's methods are then called concurrently. Two
// workers pay where the search waits on memory (a table much larger than
// the cache): each hides the other's cache misses.
//
// Each call (Window, AtLeast, Solve, Outcome, BestMoves, PV) checks ctx
// every few thousand nodes, reports its nodes to Options.Progress and, when
// Options.Limit is set, stops with ErrLimit after that many nodes (with
// several workers: those of the worker on the calling goroutine); the
// Searcher stays usable after an error.
// The table persists across calls, so later searches from related
// positions are cheaper. Memory: the table, plus the moves along the
// current line of each worker. A Searcher is not safe for concurrent use.
// Make one with NewSearcher: the zero value is not usable.
type Searcher[P comparable, S Score] struct {
	g      Scoring[P, S]
	order  MoveOrderer[P]
	hash   func(P) uint64 // the game's Hash, or maphash of the position
	bounds Bounded[P, S]
	bmoves BoundedMoves[P, S]
	sym    Symmetric[P]
	opt    *Options
	tt     []ttBucket[P, S]
	shift  uint
	st     SearchStats // Searches and Entries; the workers count the rest
	ahead  bool        // prefetch buckets: the table is larger than the caches
	ctx    context.Context
	probe  func(P) (S, bool, error) // SetProbe's leaves, or nil

	ws   []*abWorker[P, S] // ws[0] runs on the calling goroutine
	busy []atomic.Uint64   // positions being searched near the root (several workers)
	stop atomic.Bool       // a worker has finished the current search
}

// abWorker is the state of one goroutine's search.
type abWorker[P comparable, S Score] struct {
	s   *Searcher[P, S]
	st  SearchStats
	m   *Meter
	mv  []P
	fr  []abFrame[P, S]
	ret S     // value returned by the last finished position
	rh  int32 // its height
}

// busyPly is how deep below the searched position the workers mark and
// defer positions; busyBits sizes the busy table.
const (
	busyPly  = 20
	busyBits = 12
)

// errStopped ends a worker's search when another has finished it.
var errStopped = errors.New("cgt: stopped")

// NewSearcher returns a Searcher for g whose table takes about
// Options.TableBytes bytes (default 64 MiB, rounded down to a power of two
// of buckets, at least one). The table is allocated here.
func NewSearcher[P comparable, S Score](g Scoring[P, S], opt *Options) *Searcher[P, S] {
	s := &Searcher[P, S]{g: g, opt: opt}
	s.order, _ = g.(MoveOrderer[P])
	if hs, ok := g.(Hasher[P]); ok {
		s.hash = hs.Hash
	} else {
		seed := maphash.MakeSeed()
		s.hash = func(p P) uint64 { return maphash.Comparable(seed, p) }
	}
	s.bounds, _ = g.(Bounded[P, S])
	s.bmoves, _ = g.(BoundedMoves[P, S])
	s.sym, _ = g.(Symmetric[P])
	per := int(unsafe.Sizeof(ttBucket[P, S]{}))
	n, bits := 1, uint(0)
	for 2*n*per <= opt.tableBytes() && bits < 62 {
		n *= 2
		bits++
	}
	s.tt = make([]ttBucket[P, S], n)
	adviseHugePages(s.tt)
	s.ahead = n*per >= prefetchBytes
	s.shift = 64 - bits
	s.st.Entries = 2 * n
	for range opt.workers() {
		s.ws = append(s.ws, &abWorker[P, S]{s: s})
	}
	if len(s.ws) > 1 {
		s.busy = make([]atomic.Uint64, 1<<busyBits)
	}
	return s
}

// Stats returns the counts of work done since the Searcher was made.
func (s *Searcher[P, S]) Stats() SearchStats {
	st := s.st
	for _, t := range s.ws {
		st.Nodes += t.st.Nodes
		st.Probes += t.st.Probes
		st.Hits += t.st.Hits
		st.Cuts += t.st.Cuts
		st.Stores += t.st.Stores
	}
	return st
}

// SetProbe makes the positions probe knows leaves of every later search,
// the way a chess engine probes endgame tablebases: the Searcher asks
// probe at each position it enters (before Terminal and the table) and,
// when probe answers ok, takes the margin it gives as the position's
// value without looking at its moves; BestMoves and PV list no moves
// there. An error from probe stops the search and is returned. Package
// github.com/cgtgo/cgt/tier's Probe answers from solved tier files; with
// it a search over the part of a game that no tier holds (the placements
// of Nine Men's Morris) stands on a strong solution of the rest. A nil
// probe removes it. The transposition table is not cleared: clear it
// (Clear) when a new probe changes values already searched.
func (s *Searcher[P, S]) SetProbe(probe func(p P) (margin S, ok bool, err error)) { s.probe = probe }

// Clear empties the transposition table (and keeps the statistics).
func (s *Searcher[P, S]) Clear() { clear(s.tt) }

func (s *Searcher[P, S]) bucket(p P) (*ttBucket[P, S], uint64) {
	h := s.hash(p) * 0x9E3779B97F4A7C15
	return &s.tt[h>>s.shift], h // a shift of 64 (one bucket) gives 0
}

// prefetchBytes is the size of table from which the search prefetches
// buckets. A smaller table stays in the processor's caches, where a probe
// is cheap and computing the next move's key ahead of time would only add
// work.
const prefetchBytes = 4 << 20

// prefetchBucket asks the processor to start loading the bucket of p without
// waiting for it. The search calls it for the moves it will search next,
// so that a bucket is in the cache by the time its position is probed, a
// subtree later (on Connect Four this takes a fifth off the Searcher's
// time, although each such key is computed twice). Go has no prefetch
// instruction: prefetchLine is one on amd64 and arm64
// (search_prefetch.go), and does nothing elsewhere.
func (s *Searcher[P, S]) prefetchBucket(p P) {
	if !s.ahead {
		return
	}
	b, _ := s.bucket(s.key(p))
	prefetchLine(unsafe.Pointer(b))
}

// lock takes the lock of bucket b (several workers only).
func lock[P comparable, S Score](b *ttBucket[P, S]) {
	for !atomic.CompareAndSwapUint32(&b[0].lock, 0, 1) {
		runtime.Gosched()
	}
}

// unlock releases the lock of bucket b.
func unlock[P comparable, S Score](b *ttBucket[P, S]) { atomic.StoreUint32(&b[0].lock, 0) }

// key returns the table key of p: its class's representative for a
// Symmetric game, p itself otherwise.
func (s *Searcher[P, S]) key(p P) P {
	if s.sym != nil {
		return s.sym.Canonical(p)
	}
	return p
}

// What enter did with a position.
const (
	entered  = iota // pushed a frame
	settled         // settled at once: the value is in ret
	deferred        // busy in another worker: put off
)

// enter starts the search of p within w: it settles p at once (an ended
// position, or a table entry that decides the window), setting t.ret, or
// pushes a frame; with several workers, when mayDefer, it puts p off if
// another worker is searching it. A position with one move pushes a
// single frame and enters the position after the move at once (never put
// off, as a first move), so a forced line costs no trip through the search
// loop.
func (t *abWorker[P, S]) enter(p P, w window[S], mayDefer bool) (int, error) {
	s := t.s
	for {
		t.st.Nodes++
		if err := t.m.Step(); err != nil {
			return 0, err
		}
		if s.busy != nil && s.stop.Load() {
			return 0, errStopped
		}
		if s.probe != nil {
			v, ok, err := s.probe(p)
			if err != nil {
				return 0, err
			}
			if ok {
				t.ret, t.rh = v, 0
				return settled, nil
			}
		}
		// A BoundedMoves game settles ended positions in MovesBounds.
		if s.bmoves == nil {
			if _, ended := s.g.Terminal(p); ended {
				t.ret, t.rh = s.g.Payoff(p), 0
				return settled, nil
			}
		}
		lo := len(t.mv)
		var moves []P
		if s.bounds != nil {
			var blo, bhi S
			if s.bmoves != nil {
				moves, blo, bhi = s.bmoves.MovesBounds(t.mv[lo:], p)
			} else {
				blo, bhi = s.bounds.MarginBounds(p)
			}
			// Narrow the window to the bounds, or settle p by them.
			switch {
			case !w.loInf && bhi <= w.lo:
				t.ret, t.rh = bhi, 0 // fails low: margin ≤ bhi ≤ alpha
				return settled, nil
			case !w.hiInf && blo >= w.hi:
				t.ret, t.rh = blo, 0 // fails high
				return settled, nil
			case blo >= bhi:
				t.ret, t.rh = blo, 0 // known exactly
				return settled, nil
			}
			if w.hiInf || bhi < w.hi {
				w.hi, w.hiInf = bhi, false
			}
			if w.loInf || blo > w.lo {
				w.lo, w.loInf = blo, false
			}
		}
		if s.bmoves == nil {
			moves = s.g.Moves(t.mv[lo:], p)
		}
		t.mv = adopt(t.mv, moves)
		switch len(t.mv) - lo {
		case 0:
			t.ret, t.rh = s.g.Payoff(p), 0
			return settled, nil
		case 1:
			// One move: p's value is the gain minus the value of the
			// position after it, which the table keeps; so p needs neither
			// a probe (a cache miss, in a large table) nor an entry.
			q := t.mv[lo]
			t.mv = t.mv[:lo]
			f := t.push()
			f.single, f.busySlot = true, -1
			f.gain = s.g.Gain(p, q)
			cw := w.child(f.gain)
			if S(1)/2 != 0 { // floating-point scores
				cw = childWindow(f.gain, w)
			}
			p, w, mayDefer = q, cw, false
			continue
		}
		return t.probe(p, w, lo, mayDefer)
	}
}

// probe looks p up in the table, which may settle it (t.ret), and
// otherwise orders its moves t.mv[lo:] (the table's move first) and
// pushes its frame; or, with several workers and mayDefer, puts it off if
// another worker is searching it.
func (t *abWorker[P, S]) probe(p P, w window[S], lo int, mayDefer bool) (int, error) {
	s := t.s
	key := s.key(p)
	b, h := s.bucket(key)
	t.st.Probes++
	ttMove := int32(-1)
	locked := s.busy != nil
	if locked {
		lock(b)
	}
	for i := range b {
		e := &b[i]
		if e.kind == ttEmpty || e.key != key {
			continue
		}
		t.st.Hits++
		if (e.kind&ttFlip != 0) == (key != p) {
			ttMove = int32(e.move) - 1
		}
		cut := false
		switch e.kind & ttKind {
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
			t.st.Cuts++
			t.ret, t.rh = e.val, int32(e.depth)
			if locked {
				unlock(b)
			}
			t.mv = t.mv[:lo]
			return settled, nil
		}
		break
	}
	busySlot := int32(-1)
	if locked {
		unlock(b)
		if len(t.fr) <= busyPly {
			slot := &s.busy[h>>(64-busyBits)]
			mark := h | 1
			if mayDefer && slot.Load() == mark {
				t.mv = t.mv[:lo]
				return deferred, nil
			}
			if slot.CompareAndSwap(0, mark) {
				busySlot = int32(h >> (64 - busyBits))
			}
		}
	}
	moves := t.mv[lo:]
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
	// The first move's bucket; each next one's as the move before it is
	// entered (below, in search).
	s.prefetchBucket(moves[0])
	f := t.push()
	f.p, f.key, f.w, f.lo0, f.lo0Inf = p, key, w, w.lo, w.loInf
	f.single, f.hash, f.busySlot = false, h, busySlot
	f.lo, f.hi, f.next = int32(lo), int32(len(t.mv)), int32(lo)
	f.bestAt, f.ttMove, f.height, f.deferred = -1, ttMove, 0, 0
	return entered, nil
}

// push adds a frame to the stack and returns it, with whatever fields it
// held before: the caller sets those the search reads.
func (t *abWorker[P, S]) push() *abFrame[P, S] {
	n := len(t.fr)
	if n < cap(t.fr) {
		t.fr = t.fr[:n+1]
	} else {
		t.fr = append(t.fr, abFrame[P, S]{})
	}
	return &t.fr[n]
}

// unmark clears the busy-table slot a frame marked, if any.
func (t *abWorker[P, S]) unmark(slot int32) {
	if slot >= 0 {
		t.s.busy[slot].Store(0)
	}
}

// search returns the fail-soft negamax value of p within w: the exact value
// if it lies strictly inside, otherwise a bound on the far side of the
// window edge it crossed. With several workers they all search p, and the
// first to finish answers.
func (s *Searcher[P, S]) search(p P, w window[S]) (S, error) {
	s.st.Searches++
	t := s.ws[0]
	if len(s.ws) == 1 {
		return t.search(p, w)
	}
	s.stop.Store(false)
	type result struct {
		v   S
		err error
	}
	res := make([]result, len(s.ws))
	var wg sync.WaitGroup
	for i, h := range s.ws[1:] {
		wg.Add(1)
		go func() {
			defer wg.Done()
			h.m = NewMeter(s.ctx, nil)
			v, err := h.search(p, w)
			res[i+1] = result{v, err}
			if err == nil {
				s.stop.Store(true)
			}
		}()
	}
	v, err := t.search(p, w)
	s.stop.Store(true)
	wg.Wait()
	if err != errStopped {
		return v, err
	}
	for _, r := range res[1:] {
		if r.err == nil {
			return r.v, nil
		}
	}
	return 0, errStopped // unreachable: a worker stops only when one has finished
}

// search is one worker's search of p within w (see Searcher.search).
func (t *abWorker[P, S]) search(p P, w window[S]) (S, error) {
	s := t.s
	state, err := t.enter(p, w, false)
	if err != nil {
		return 0, t.fail(err)
	}
	// Settled or not, enter may have pushed the frames of a forced line.
	done := state == settled
	for len(t.fr) > 0 {
		f := &t.fr[len(t.fr)-1]
		if done {
			// A move's value came back: t.ret for the position after it.
			v := f.gain - t.ret
			if f.single {
				t.ret, t.rh = v, t.rh+1
				t.fr = t.fr[:len(t.fr)-1]
				continue
			}
			done = false
			if f.bestAt < 0 || v > f.best {
				f.best, f.bestAt = v, f.next-f.lo-1
			}
			f.height = max(f.height, t.rh+1)
			if !f.w.hiInf && v >= f.w.hi {
				f.next = f.hi // a cutoff: no more moves
			} else if f.w.loInf || v > f.w.lo {
				f.w.lo, f.w.loInf = v, false
			}
		}
		if f.next < f.hi {
			i := f.next
			q := t.mv[i]
			f.next++
			if f.next < f.hi {
				s.prefetchBucket(t.mv[f.next]) // searched after q's subtree
			}
			f.gain = s.g.Gain(f.p, q)
			// With several workers: only the first move, and none put off
			// once, is never put off.
			mayDefer := s.busy != nil && i > f.lo && i < f.hi-f.deferred
			cw := f.w.child(f.gain)
			if S(1)/2 != 0 { // floating-point scores
				cw = childWindow(f.gain, f.w)
			}
			state, err = t.enter(q, cw, mayDefer)
			if err != nil {
				return 0, t.fail(err)
			}
			switch state {
			case settled:
				done = true
			case deferred:
				f.next--
				copy(t.mv[i:f.hi-1], t.mv[i+1:f.hi])
				t.mv[f.hi-1] = q
				f.deferred++
			}
			continue
		}
		t.store(f)
		t.unmark(f.busySlot)
		t.ret, t.rh = f.best, f.height
		t.mv = t.mv[:f.lo]
		t.fr = t.fr[:len(t.fr)-1]
		done = true
	}
	return t.ret, nil
}

// store writes the result of frame f to the table.
func (t *abWorker[P, S]) store(f *abFrame[P, S]) {
	s := t.s
	kind := ttExact
	switch {
	case !f.w.hiInf && f.best >= f.w.hi:
		kind = ttLower
	case !f.lo0Inf && f.best <= f.lo0:
		kind = ttUpper
	}
	move := uint8(0)
	if k := f.bestAt; k >= 0 && f.deferred == 0 {
		// Undo the rotation that put the table's move first. (Moves put
		// off reorder the list further: then no move is stored.)
		orig := k
		if t := f.ttMove; t > 0 {
			switch {
			case k == 0:
				orig = t
			case k <= t:
				orig = k - 1
			}
		}
		if orig < math.MaxUint8 {
			move = uint8(orig + 1)
		}
	}
	if f.key != f.p {
		kind |= ttFlip
	}
	depth := uint16(min(f.height, math.MaxUint16))
	b := &s.tt[f.hash>>s.shift]
	t.st.Stores++
	locked := s.busy != nil
	if locked {
		lock(b)
	}
	e := &b[1]
	if b[0].kind == ttEmpty || b[0].key == f.key || depth >= b[0].depth {
		if b[1].kind != ttEmpty && b[1].key == f.key {
			b[1].kind = ttEmpty
		}
		e = &b[0]
	}
	e.key, e.val, e.depth, e.move, e.kind = f.key, f.best, depth, move, kind
	if locked {
		unlock(b)
	}
}

// fail empties the worker's stacks after err.
func (t *abWorker[P, S]) fail(err error) error {
	for i := range t.fr {
		t.unmark(t.fr[i].busySlot)
	}
	t.mv, t.fr = t.mv[:0], t.fr[:0]
	return err
}

// start prepares a top-level call: a fresh meter for ctx.
func (s *Searcher[P, S]) start(ctx context.Context) {
	s.ctx = ctx
	s.ws[0].m = NewMeter(ctx, s.opt)
}

// child returns the window for the position after a move gaining g from a
// position searched within w, for integer scores: a child value v ≤ lo
// makes the move's g − v ≥ w.hi, and v ≥ hi makes it ≤ w.lo, so it is
// (g − w.hi, g − w.lo). (An infinite edge's value is not used, whatever
// it holds.) Floating-point scores take childWindow.
func (w window[S]) child(g S) window[S] {
	return window[S]{lo: g - w.hi, hi: g - w.lo, loInf: w.hiInf, hiInf: w.loInf}
}

// childWindow is child for floating-point scores, where g − v rounds: each
// edge is moved outwards until the implication holds in floating point, so
// a null window never collapses and a bound is never mistaken for a value.
func childWindow[S Score](g S, w window[S]) window[S] {
	c := w.child(g)
	if !w.hiInf {
		for g-c.lo < w.hi {
			c.lo = nextDown(c.lo)
		}
	}
	if !w.loInf {
		for g-c.hi > w.lo {
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
