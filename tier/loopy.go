package tier

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/cgtgo/cgt"
)

// Retro is the optional capability of a tiered game whose tiers have moves
// inside themselves (a slide in morris, a sowing in Awari, a king move in a
// chess ending) that lets Solve analyse such a tier in 2 bytes a position:
// the game counts the moves of its positions and lists the predecessors of
// a position by slot, so the solver keeps no graph of its own. A game with
// Retro is solved by this analysis in every tier (see the package doc,
// Loopy tiers) but those it says are acyclic (Acyclic).
//
// Both methods count positions by slot: two moves of a position that lead
// to the same slot (two positions of one symmetry class) are one, and a
// predecessor is listed once per slot it comes from. They are called from
// several goroutines at once when Options.Workers > 1.
type Retro interface {
	// CountMoves sets n[k], for each slot i = lo+k of tier t, to the
	// number of distinct slots (of t and of its child tiers) that the
	// moves of the position at slot i lead to: 0 where play has ended
	// or there is no move. The solver then asks Terminal, and takes a
	// position that has not ended as lost. A count must be below 8,192.
	CountMoves(n []uint16, t, lo int)
	// PredecessorSlots appends to dst, for each slot j of js in turn
	// (slots of tier u, which is t or one of t's child tiers, in
	// increasing order), the slots of tier t from which one move leads
	// to slot j, each once, and returns the extended slice.
	PredecessorSlots(dst []int, t, u int, js []int) []int
}

// The working entries of a loopy tier: a resolved position holds its table
// entry, enc(outcome, remoteness), which is ≥ resolved since every outcome
// is ≥ Loss; a position not yet resolved holds its counter of moves not
// yet known to lose, 1 … resolved−1.
const resolved = uint16(cgt.Loss) << 13

// loopyChunk is the number of slots a worker scans at a time.
const loopyChunk = 1 << 13

// loopy solves tier t, whose moves may stay inside it, by retrograde
// analysis in 2 bytes a position of the tier and of the child slots it
// reads, and passes the tier's values to w.
func (s *slicer[P]) loopy(ctx context.Context, rv Retro, w func([]uint16) error) error {
	n := s.g.TierSize(s.t)
	spans, err := loopySpans(s.g, s.kids, s.t)
	if err != nil {
		return err
	}
	kidSlots := 0
	for _, x := range spans {
		kidSlots += x.Hi - x.Lo
	}
	nw := workers(s.o.Workers)
	if need := loopyNeed(n, kidSlots, nw); need > s.budget {
		return loopyError(s.t, n, kidSlots, s.o)
	}
	s.o.phase(s.t, "reading child tiers")
	mem := s.take(n + kidSlots)
	cs, err := s.load(spans, mem[n:])
	if err != nil {
		return err
	}
	a := &analysis[P]{s: s, rv: rv, vals: mem[:n], kids: cs.spans, workers: nw}
	if err := a.run(ctx); err != nil {
		return err
	}
	s.o.phase(s.t, "writing")
	return w(a.vals)
}

// loopySpans returns the child slots that tier t of g, whose child tiers
// are kids, reads when it is solved whole by Retro: the ChildRanges of the
// whole tier, merged, where g is a Ranger, else the child tiers whole.
func loopySpans[P comparable](g Game[P], kids []int, t int) ([]Span, error) {
	n := g.TierSize(t)
	if rg, ok := any(g).(Ranger); ok && n > 0 {
		return childSpans(g, rg, kids, t, 0, n, nil)
	}
	var spans []Span
	for _, u := range kids {
		spans = append(spans, Span{u, 0, g.TierSize(u)})
	}
	return spans, nil
}

// loopyLists is what each of a loopy tier's workers' lists hold at most:
// loopyWorkerBytes, less for a small tier.
func loopyLists(n, kidSlots int) int64 {
	return min(loopyWorkerBytes, 64*int64(n+kidSlots))
}

// loopyNeed is what the values' share of a job's budget must hold to solve
// a loopy tier of n positions that reads kidSlots child positions with nw
// workers: 2 bytes a position of each, and the workers' lists.
func loopyNeed(n, kidSlots, nw int) int64 {
	return 2*int64(n) + 2*int64(kidSlots) + int64(nw)*loopyLists(n, kidSlots)
}

// loopyError is the error of loopy tier t, of n positions reading kidSlots
// child positions, over the budget of o.
func loopyError(t, n, kidSlots int, o Options) error {
	nw := workers(o.Workers)
	values := loopyNeed(n, kidSlots, nw)
	return &JobMemError{Tier: t, Need: budgetFor(values, o), JobMem: jobMem(o),
		Detail: fmt.Sprintf("tier %d has moves inside itself and is solved whole: it needs %d bytes (2 a position for its %d positions and the %d child positions it reads, and %d for each of %d workers' lists)",
			t, values, n, kidSlots, loopyLists(n, kidSlots), nw)}
}

// analysis is the retrograde analysis of one loopy tier.
//
// It goes level by level: at level r it lists the predecessors of the
// positions resolved at remoteness r (of the tier and of the child slots),
// which resolves positions at r+1. To find them without scanning every
// slot at every level, the slots are cut into chunks of loopyChunk, and
// each chunk of the tier keeps the levels mod 64 at which it holds
// positions not yet propagated (a bit is set when a position is resolved
// there and cleared when the chunk is scanned at that level: levels are
// written only one ahead of the level being processed, so the bits are
// exact); each chunk of child slots keeps the levels it holds.
type analysis[P comparable] struct {
	s       *slicer[P]
	rv      Retro
	vals    []uint16 // the tier's working entries
	kids    []span   // the child slots it reads
	workers int
	own     []atomic.Uint64 // per chunk of the tier: levels mod 64 to propagate
	top     int             // the highest level written in the tier
	kid     []kidChunk      // the chunks of child slots
	kidTop  int             // the highest level of the child chunks, −1 if none
	done    int             // positions resolved
	ws      []levelWorker   // the workers' lists of the levels
}

// kidChunk is a chunk of child slots and the levels it holds.
type kidChunk struct {
	src    source
	levels []uint64 // bit r: a position to propagate at level r
}

// source is a range of slots that the workers scan for the positions
// resolved at the current level.
type source struct {
	tier int // the tier of the slots: the solved tier or a child tier
	lo   int // the first slot
	vals []uint16
}

func (a *analysis[P]) run(ctx context.Context) error {
	t := a.s.t
	a.own = make([]atomic.Uint64, (len(a.vals)+loopyChunk-1)/loopyChunk)
	a.s.o.phase(t, "counting moves")
	if err := a.init(ctx); err != nil {
		return err
	}
	// The win/loss phase, then the tie phase, each level by level.
	for _, tie := range []bool{false, true} {
		name := "wins and losses"
		if tie {
			name = "ties"
		}
		a.s.o.phase(t, name)
		if tie && !a.ties() {
			break
		}
		a.kidLevels(tie)
		for r := 0; r <= max(a.top, a.kidTop); r++ {
			if err := ctx.Err(); err != nil {
				return err
			}
			var srcs []source
			bit := uint64(1) << (r % 64)
			for c := range a.own {
				if a.own[c].Load()&bit != 0 {
					a.own[c].And(^bit)
					lo := c * loopyChunk
					srcs = append(srcs, source{t, lo, a.vals[lo:min(lo+loopyChunk, len(a.vals))]})
				}
			}
			for _, k := range a.kid {
				if r/64 < len(k.levels) && k.levels[r/64]&bit != 0 {
					srcs = append(srcs, k.src)
				}
			}
			if len(srcs) == 0 {
				continue
			}
			if r+1 > maxRemoteness {
				return fmt.Errorf("tier: remoteness above %d in tier %d", maxRemoteness, t)
			}
			if err := a.level(ctx, srcs, r, tie); err != nil {
				return err
			}
		}
	}
	a.s.o.phase(t, "draws")
	draws := make([]int, a.workers)
	a.each(len(a.own), func(w, c int) {
		v := chunk(a.vals, c)
		for i, e := range v {
			if e < resolved {
				v[i] = enc(cgt.Draw, 0)
				draws[w]++
			}
		}
	})
	n := 0
	for _, d := range draws {
		n += d
	}
	a.report(n)
	return nil
}

// each runs fn(w, c) for c = 0 … n−1 on the workers (w is the worker's
// number), a chunk at a time: the scans of the tier and of its child slots
// run on every worker too.
func (a *analysis[P]) each(n int, fn func(w, c int)) {
	var next atomic.Int64
	var wg sync.WaitGroup
	for w := range a.workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for c := int(next.Add(1)) - 1; c < n; c = int(next.Add(1)) - 1 {
				fn(w, c)
			}
		}()
	}
	wg.Wait()
}

// loopyPiece is the number of slots of a source (a chunk, at most) that a
// worker claims at a time in a level when there are several workers: a
// chunk can hold thousands of positions of one level, whose predecessors
// take milliseconds to list, and the others would wait for the worker
// that claimed it at the end of the batch. Morris with 10 stones on 2
// workers waited 1.48 s of its 19 s of listing with whole chunks, and runs
// about 2% faster with pieces (docs/parallel.md); one worker, which waits
// for nobody, claims whole chunks, about 2% faster than pieces. A source
// is at most a chunk: the tier's own chunks, and the child slots cut in
// kidLevels.
const loopyPiece = 128

// chunk returns chunk c of vals.
func chunk(vals []uint16, c int) []uint16 {
	return vals[c*loopyChunk : min((c+1)*loopyChunk, len(vals))]
}

// ties reports whether the tier or its child slots hold a tie, and marks
// the levels of the tier's own ties for the tie phase.
func (a *analysis[P]) ties() bool {
	top := make([]int, a.workers)
	var found atomic.Bool
	a.each(len(a.own), func(w, c int) {
		var m uint64
		for _, e := range chunk(a.vals, c) {
			if o, r := dec(e); e >= resolved && o == cgt.Tie {
				m |= 1 << (r % 64)
				top[w] = max(top[w], r)
				found.Store(true)
			}
		}
		a.own[c].Store(m)
	})
	a.top = slices.Max(top)
	for _, k := range a.kids {
		a.each((len(k.vals)+loopyChunk-1)/loopyChunk, func(_, c int) {
			for _, e := range chunk(k.vals, c) {
				if e>>13 == uint16(cgt.Tie) {
					found.Store(true)
					return
				}
			}
		})
	}
	return found.Load()
}

// kidLevels cuts the child slots into chunks and records the levels each
// holds: of its wins and losses, or of its ties for the tie phase.
func (a *analysis[P]) kidLevels(tie bool) {
	var all []kidChunk
	for _, k := range a.kids {
		for lo := 0; lo < len(k.vals); lo += loopyChunk {
			all = append(all, kidChunk{src: source{k.tier, k.lo + lo, k.vals[lo:min(lo+loopyChunk, len(k.vals))]}})
		}
	}
	top := make([]int, a.workers)
	for w := range top {
		top[w] = -1
	}
	a.each(len(all), func(w, c int) {
		var lv []uint64
		for _, e := range all[c].src.vals {
			o, r := dec(e)
			if e < resolved || o == cgt.Draw || (o == cgt.Tie) != tie {
				continue
			}
			for len(lv) <= r/64 {
				lv = append(lv, 0)
			}
			lv[r/64] |= 1 << (r % 64)
			top[w] = max(top[w], r)
		}
		all[c].levels = lv
	})
	a.kid, a.kidTop = a.kid[:0], slices.Max(append(top, -1))
	for _, k := range all {
		if k.levels != nil {
			a.kid = append(a.kid, k)
		}
	}
}

func (a *analysis[P]) report(k int) {
	a.done += k
	if a.s.done != nil && k > 0 {
		a.s.done(k)
	}
}

// init sets every position's counter, or its value where play has ended.
func (a *analysis[P]) init(ctx context.Context) error {
	g, t := a.s.g, a.s.t
	var next atomic.Int64
	var mu sync.Mutex
	var firstErr error
	var wg sync.WaitGroup
	for range a.workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			ended := 0
			for {
				lo := int(next.Add(loopyChunk)) - loopyChunk
				if lo >= len(a.vals) || ctx.Err() != nil {
					break
				}
				v := a.vals[lo:min(lo+loopyChunk, len(a.vals))]
				a.rv.CountMoves(v, t, lo)
				chunkEnded := false
				for k, c := range v {
					switch {
					case c >= resolved:
						mu.Lock()
						firstErr = cmpErr(firstErr, fmt.Errorf("%w: CountMoves(tier %d) gives %d moves at slot %d, more than 8,191", cgt.ErrInconsistent, t, c, lo+k))
						mu.Unlock()
						return
					case c == 0:
						o, over := g.Terminal(g.TierPosition(t, lo+k))
						if !over {
							o = cgt.Loss
						}
						if o < cgt.Loss || o > cgt.Win {
							mu.Lock()
							firstErr = cmpErr(firstErr, fmt.Errorf("%w: Terminal at slot %d of tier %d reported %v", cgt.ErrInconsistent, lo+k, t, o))
							mu.Unlock()
							return
						}
						v[k] = enc(o, 0)
						chunkEnded = true
						ended++
					}
				}
				if chunkEnded {
					// Once a chunk: the bits of neighbouring chunks,
					// other workers', share its cache line.
					a.own[lo/loopyChunk].Or(1)
				}
			}
			mu.Lock()
			a.done += ended
			mu.Unlock()
		}()
	}
	wg.Wait()
	if firstErr != nil {
		return firstErr
	}
	if a.s.done != nil {
		a.s.done(a.done)
	}
	return ctx.Err()
}

func cmpErr(first, err error) error {
	if first != nil {
		return first
	}
	return err
}

// batchEntries is about how many predecessors the workers list (phase A)
// before they apply them (phase B).
//
// loopyWorkerBytes is what a worker's lists hold at most: a batch and the
// predecessors of one chunk (at most about 40 a position in morris), 8
// bytes each, twice (as listed, and sorted by owner), with room to grow.
const loopyWorkerBytes = 12 << 20

const batchEntries = 1 << 18

// levelWorker is one worker's lists in the batches of a level, kept from
// one level to the next: their room, once grown to a batch's, is reused.
type levelWorker struct {
	js, jd []int // the sources of a piece that win, that count down their predecessors
	preds  []int
	// By owner o: lists[o] the predecessors to set won (or tied),
	// lists[workers+o] those to count down.
	lists [][]int
	set   int // positions resolved in the level
	bad   int // a predecessor outside the tier, or −1
	// Apart from the next worker's fields (the loops keep their slices in
	// registers and write these back once a batch).
	_ [128]byte
}

// newLevelWorkers returns the lists of w workers. Each worker's list
// headers, written at every predecessor, have a block of memory of their
// own (with room after them, so that no other worker's share a cache
// line).
func newLevelWorkers(w int) []levelWorker {
	ws := make([]levelWorker, w)
	for k := range ws {
		ws[k].lists = make([][]int, 2*w, 2*w+6)
	}
	return ws
}

// mark records that chunk p/loopyChunk holds a position resolved at the
// level of bit. The chunks' bits are shared by the workers, eight chunks a
// cache line: a load, and a locked write only for the first position of a
// chunk at a level.
func (a *analysis[P]) mark(p int, bit uint64) {
	if o := &a.own[p/loopyChunk]; o.Load()&bit == 0 {
		o.Or(bit)
	}
}

// level propagates the positions resolved at remoteness r in srcs to their
// predecessors in the tier, in batches: the workers first list the
// predecessors of pieces of sources (phase A), sorted by the worker that
// owns them, then apply the updates to the slots they own (phase B: block
// b of 4,096 slots belongs to worker b mod workers), so that no two
// workers write one entry and no atomic operation is needed on the
// entries (only on the chunks' level bits).
func (a *analysis[P]) level(ctx context.Context, srcs []source, r int, tie bool) error {
	w := a.workers
	if a.ws == nil {
		a.ws = newLevelWorkers(w)
	}
	ws := a.ws
	for k := range ws {
		ws[k].set = 0
	}
	want := [2]uint16{enc(cgt.Loss, r), enc(cgt.Win, r)} // a lost source wins its predecessors, a won one counts them down
	if tie {
		want = [2]uint16{enc(cgt.Tie, r), 0} // no entry is 0: counters are ≥ 1
	}
	setTo, lost := enc(cgt.Win, r+1), enc(cgt.Loss, r+1)
	if tie {
		setTo = enc(cgt.Tie, r+1)
	}
	t := a.s.t
	vals := a.vals
	// Piece c of the level is piece c mod per of source c / per.
	piece := loopyChunk
	if w > 1 {
		piece = loopyPiece
	}
	per := loopyChunk / piece
	var next atomic.Int64
	var wg sync.WaitGroup
	for int(next.Load()) < len(srcs)*per {
		if err := ctx.Err(); err != nil {
			return err
		}
		// Phase A.
		for k := range ws {
			wg.Add(1)
			go func(b *levelWorker) {
				defer wg.Done()
				js, jd, preds, lists := b.js, b.jd, b.preds, b.lists
				for i := range lists {
					lists[i] = lists[i][:0]
				}
				n := 0
				for n < batchEntries {
					c := int(next.Add(1)) - 1
					if c >= len(srcs)*per {
						break
					}
					src := srcs[c/per]
					lo := c % per * piece
					if lo >= len(src.vals) {
						continue // a source shorter than a chunk
					}
					src.lo, src.vals = src.lo+lo, src.vals[lo:min(lo+piece, len(src.vals))]
					js, jd = js[:0], jd[:0]
					for i, e := range src.vals {
						switch e {
						case want[0]:
							js = append(js, src.lo+i)
						case want[1]:
							jd = append(jd, src.lo+i)
						}
					}
					for kind, sl := range [2][]int{js, jd} {
						if len(sl) == 0 {
							continue
						}
						preds = a.rv.PredecessorSlots(preds[:0], t, src.tier, sl)
						to := lists[kind*w : kind*w+w]
						for _, p := range preds {
							o := p >> 12 % w
							to[o] = append(to[o], p)
						}
						n += len(preds)
					}
				}
				b.js, b.jd, b.preds = js, jd, preds
			}(&ws[k])
		}
		wg.Wait()
		// Phase B.
		for k := range ws {
			wg.Add(1)
			go func(k int) {
				defer wg.Done()
				set, bad := 0, -1
				bit := uint64(1) << ((r + 1) % 64)
			apply:
				for i := range ws {
					for _, p := range ws[i].lists[k] {
						if uint(p) >= uint(len(vals)) {
							bad = p
							break apply
						}
						if vals[p] < resolved {
							vals[p] = setTo
							set++
							a.mark(p, bit)
						}
					}
					for _, p := range ws[i].lists[w+k] {
						if uint(p) >= uint(len(vals)) {
							bad = p
							break apply
						}
						switch e := vals[p]; {
						case e == 1:
							vals[p] = lost
							set++
							a.mark(p, bit)
						case e < resolved:
							vals[p] = e - 1
						}
					}
				}
				ws[k].set += set
				ws[k].bad = bad
			}(k)
		}
		wg.Wait()
		for k := range ws {
			if p := ws[k].bad; p >= 0 {
				return fmt.Errorf("%w: PredecessorSlots lists slot %d, outside tier %d (%d positions)", cgt.ErrIndex, p, t, len(vals))
			}
		}
	}
	set := 0
	for k := range ws {
		set += ws[k].set
	}
	if set > 0 {
		a.top = max(a.top, r+1)
		a.report(set)
	}
	return nil
}
