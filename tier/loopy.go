package tier

import (
	"context"
	"fmt"
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
// Loopy tiers).
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
const loopyChunk = 1 << 15

// loopy solves tier t, whose moves may stay inside it, by retrograde
// analysis in 2 bytes a position of the tier and of the child slots it
// reads, and passes the tier's values to w.
func (s *slicer[P]) loopy(ctx context.Context, rv Retro, w func([]uint16) error) error {
	n := s.g.TierSize(s.t)
	var spans []Span
	if rg, ok := any(s.g).(Ranger); ok && n > 0 {
		spans = rg.ChildRanges(nil, s.t, 0, n)
		for _, x := range spans {
			if !contains(s.kids, x.Tier) || x.Lo < 0 || x.Hi > s.g.TierSize(x.Tier) || x.Lo > x.Hi {
				return fmt.Errorf("%w: ChildRanges(%d, 0, %d) gives %+v, not a range of a child tier", cgt.ErrInconsistent, s.t, n, x)
			}
		}
		spans = merge(spans)
	} else {
		for _, u := range s.kids {
			spans = append(spans, Span{u, 0, s.g.TierSize(u)})
		}
	}
	kidSlots := 0
	for _, x := range spans {
		kidSlots += x.Hi - x.Lo
	}
	if need := 2*int64(n) + 2*int64(kidSlots); need > s.budget {
		return fmt.Errorf("%w: tier %d has moves inside itself and is solved whole: it needs %d bytes (2 a position for its %d positions and the %d child positions it reads) and %d MiB of buffers; the job's budget (--job-mem) leaves %d bytes for them",
			ErrJobMem, s.t, need, n, kidSlots, (s.o.JobMem-s.budget)>>20, s.budget)
	}
	mem := s.take(n + kidSlots)
	cs, err := s.load(spans, mem[n:])
	if err != nil {
		return err
	}
	a := &analysis[P]{s: s, rv: rv, vals: mem[:n], kids: cs.spans, workers: workers(s.o.Workers)}
	if err := a.run(ctx); err != nil {
		return err
	}
	return w(a.vals)
}

// analysis is the retrograde analysis of one loopy tier.
type analysis[P comparable] struct {
	s       *slicer[P]
	rv      Retro
	vals    []uint16 // the tier's working entries
	kids    []span   // the child slots it reads
	workers int
	own     []int // own[r]: positions of the tier resolved at remoteness r (won or lost; tied in the tie phase)
	kid     []int // kid[r]: child positions won or lost at remoteness r (tied in the tie phase)
	done    int   // positions resolved
}

// source is a range of slots that the workers scan for the positions
// resolved at the current level.
type source struct {
	tier  int // the tier of the slots: the solved tier or a child tier
	lo    int // the first slot
	vals  []uint16
	child bool
}

func (a *analysis[P]) run(ctx context.Context) error {
	t := a.s.t
	if err := a.init(ctx); err != nil {
		return err
	}
	// The win/loss phase, then the tie phase, each level by level.
	for _, tie := range []bool{false, true} {
		a.histograms(tie)
		if tie && len(a.own)+len(a.kid) == 0 {
			break
		}
		for r := 0; r < max(len(a.own), len(a.kid)); r++ {
			if err := ctx.Err(); err != nil {
				return err
			}
			if r+1 > maxRemoteness && (at(a.own, r) > 0 || at(a.kid, r) > 0) {
				return fmt.Errorf("tier: remoteness above %d in tier %d", maxRemoteness, t)
			}
			var srcs []source
			if at(a.own, r) > 0 {
				for lo := 0; lo < len(a.vals); lo += loopyChunk {
					srcs = append(srcs, source{t, lo, a.vals[lo:min(lo+loopyChunk, len(a.vals))], false})
				}
			}
			if at(a.kid, r) > 0 {
				for _, k := range a.kids {
					for lo := 0; lo < len(k.vals); lo += loopyChunk {
						srcs = append(srcs, source{k.tier, k.lo + lo, k.vals[lo:min(lo+loopyChunk, len(k.vals))], true})
					}
				}
			}
			if len(srcs) == 0 {
				continue
			}
			if err := a.level(ctx, srcs, r, tie); err != nil {
				return err
			}
		}
	}
	draws := 0
	for i, e := range a.vals {
		if e < resolved {
			a.vals[i] = enc(cgt.Draw, 0)
			draws++
		}
	}
	a.report(draws)
	return nil
}

func at(h []int, r int) int {
	if r < len(h) {
		return h[r]
	}
	return 0
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
						ended++
					}
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

// histograms counts the positions of the tier and of the child slots by
// remoteness: won or lost ones, or tied ones for the tie phase.
func (a *analysis[P]) histograms(tie bool) {
	count := func(vals []uint16, h []int) []int {
		for _, e := range vals {
			if e < resolved {
				continue
			}
			o, r := dec(e)
			if (o == cgt.Tie) == tie && o != cgt.Draw {
				for len(h) <= r {
					h = append(h, 0)
				}
				h[r]++
			}
		}
		return h
	}
	a.own = count(a.vals, a.own[:0])
	a.kid = a.kid[:0]
	for _, k := range a.kids {
		a.kid = count(k.vals, a.kid)
	}
}

// level propagates the positions resolved at remoteness r in srcs to their
// predecessors in the tier, in batches: the workers first list the
// predecessors of a chunk of sources each (phase A), then apply the
// updates to the slots they own (phase B: block b of 4,096 slots belongs
// to worker b mod workers), so that no two workers write one entry and no
// atomic operation is needed.
func (a *analysis[P]) level(ctx context.Context, srcs []source, r int, tie bool) error {
	w := a.workers
	type buf struct {
		js        []int // the sources of one kind
		win, down []int // predecessors to set won (or tied), to count down
		set       int   // positions this worker resolved
	}
	bufs := make([]buf, w)
	win, loss, tied := enc(cgt.Win, r), enc(cgt.Loss, r), enc(cgt.Tie, r)
	t := a.s.t
	var wg sync.WaitGroup
	for base := 0; base < len(srcs); base += w {
		if err := ctx.Err(); err != nil {
			return err
		}
		// Phase A: worker k lists the predecessors of source base+k.
		for k := range bufs {
			bufs[k].win, bufs[k].down = bufs[k].win[:0], bufs[k].down[:0]
		}
		for k := 0; k < w && base+k < len(srcs); k++ {
			wg.Add(1)
			go func(b *buf, src source) {
				defer wg.Done()
				for pass := range 2 {
					want := loss // a lost source wins its predecessors
					if tie {
						want = tied
					} else if pass == 1 {
						want = win // a won one counts them down
					}
					if tie && pass == 1 {
						break
					}
					b.js = b.js[:0]
					for i, e := range src.vals {
						if e == want {
							b.js = append(b.js, src.lo+i)
						}
					}
					if len(b.js) == 0 {
						continue
					}
					if pass == 0 {
						b.win = a.rv.PredecessorSlots(b.win, t, src.tier, b.js)
					} else {
						b.down = a.rv.PredecessorSlots(b.down, t, src.tier, b.js)
					}
				}
			}(&bufs[k], srcs[base+k])
		}
		wg.Wait()
		// Phase B: worker k applies the updates of every buffer to the
		// blocks it owns.
		var bad atomic.Int64
		bad.Store(-1)
		for k := range w {
			wg.Add(1)
			go func(k int) {
				defer wg.Done()
				set := 0
				setTo := enc(cgt.Win, r+1)
				if tie {
					setTo = enc(cgt.Tie, r+1)
				}
				lost := enc(cgt.Loss, r+1)
				for i := range bufs {
					for _, p := range bufs[i].win {
						if p>>12%w != k {
							continue
						}
						if uint(p) >= uint(len(a.vals)) {
							bad.Store(int64(p))
							return
						}
						if a.vals[p] < resolved {
							a.vals[p] = setTo
							set++
						}
					}
					for _, p := range bufs[i].down {
						if p>>12%w != k {
							continue
						}
						if uint(p) >= uint(len(a.vals)) {
							bad.Store(int64(p))
							return
						}
						switch e := a.vals[p]; {
						case e == 1:
							a.vals[p] = lost
							set++
						case e < resolved:
							a.vals[p] = e - 1
						}
					}
				}
				bufs[k].set += set
			}(k)
		}
		wg.Wait()
		if p := bad.Load(); p >= 0 {
			return fmt.Errorf("%w: PredecessorSlots lists slot %d, outside tier %d (%d positions)", cgt.ErrIndex, p, t, len(a.vals))
		}
	}
	set := 0
	for k := range bufs {
		set += bufs[k].set
	}
	if set > 0 {
		for len(a.own) <= r+1 {
			a.own = append(a.own, 0)
		}
		a.own[r+1] += set
		a.report(set)
	}
	return nil
}
