package tier

import (
	"context"
	"fmt"
	"math"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/cgtgo/cgt"
)

// enc packs an outcome and a remoteness as the table's 2-byte entry.
func enc(o cgt.Outcome, r int) uint16 { return uint16(o)<<13 | uint16(r) }

func dec(e uint16) (cgt.Outcome, int) {
	o, r := cgt.Outcome(e>>13), int(e&(1<<13-1))
	if o == cgt.Draw {
		r = -1
	}
	return o, r
}

// boundary folds the values of a position's moves out of its tier.
type boundary struct {
	moves  int32 // moves out of the tier
	wins   int32 // of which to positions won by the opponent
	lossR  int32 // smallest remoteness of a move to a lost position, −1 if none
	winR   int32 // largest remoteness of a move to a won position, −1 if none
	tieR   int32 // smallest remoteness of a move to a tie, −1 if none
	inTier int32 // moves inside the tier
}

func (b *boundary) add(e uint16) {
	o, r := dec(e)
	b.moves++
	switch o {
	case cgt.Loss:
		if b.lossR < 0 || int32(r) < b.lossR {
			b.lossR = int32(r)
		}
	case cgt.Win:
		b.wins++
		b.winR = max(b.winR, int32(r))
	case cgt.Tie:
		if b.tieR < 0 || int32(r) < b.tieR {
			b.tieR = int32(r)
		}
	}
}

// resolve returns the value of a position all of whose moves leave its
// tier.
func (b *boundary) resolve() uint16 {
	switch {
	case b.lossR >= 0:
		return enc(cgt.Win, int(b.lossR)+1)
	case b.wins == b.moves:
		// Every move loses (or there is none: a loss under normal play).
		return enc(cgt.Loss, int(b.winR)+1)
	case b.tieR >= 0:
		return enc(cgt.Tie, int(b.tieR)+1)
	}
	return enc(cgt.Draw, 0)
}

// pending is a position with moves inside its tier, left for the in-tier
// retrograde pass.
type pending struct {
	slot int
	b    boundary
	lo   int // its in-tier moves are edges[lo : lo+b.inTier] of its chunk
}

// chunkOut is what one chunk of slots produces besides the values.
type chunkOut struct {
	pend  []pending
	edges []int32 // in-tier move targets
}

const chunkSlots = 1 << 14

// solveRange computes the values of slots lo … hi−1 of tier t into
// vals[0 : hi−lo] from the child tiers' values kids (indexed by tier,
// nil for tiers not loaded), with workers goroutines. Positions whose moves
// all leave the tier are resolved; the others are returned, by chunk, for
// the in-tier pass. done is called with the number of slots finished.
func solveRange[P comparable](ctx context.Context, g Game[P], t, lo, hi int, kids map[int][]uint16, vals []uint16, workers int, done func(int)) ([]chunkOut, error) {
	nchunks := (hi - lo + chunkSlots - 1) / chunkSlots
	outs := make([]chunkOut, nchunks)
	var next atomic.Int64
	var firstErr error
	var errOnce sync.Once
	var stop atomic.Bool
	fail := func(err error) {
		errOnce.Do(func() { firstErr = err })
		stop.Store(true)
	}
	var mu sync.Mutex
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var moves []P
			for !stop.Load() {
				c := int(next.Add(1)) - 1
				if c >= nchunks {
					return
				}
				if err := ctx.Err(); err != nil {
					fail(err)
					return
				}
				a, z := lo+c*chunkSlots, min(hi, lo+(c+1)*chunkSlots)
				out := &outs[c]
				for i := a; i < z; i++ {
					p := g.TierPosition(t, i)
					if o, ended := g.Terminal(p); ended {
						vals[i-lo] = enc(o, 0)
						continue
					}
					b := boundary{lossR: -1, winR: -1, tieR: -1}
					moves = g.Moves(moves[:0], p)
					e0 := len(out.edges)
					for _, q := range moves {
						u, j := g.Tier(q), g.TierIndex(q)
						if u == t {
							if j < 0 || j >= g.TierSize(t) {
								fail(fmt.Errorf("%w: TierIndex(%v) = %d, a move from %v", cgt.ErrIndex, q, j, p))
								return
							}
							b.inTier++
							out.edges = append(out.edges, int32(j))
							continue
						}
						kv, ok := kids[u]
						if !ok {
							fail(fmt.Errorf("%w: %v in tier %d moves to %v in tier %d, not among its child tiers", cgt.ErrInconsistent, p, t, q, u))
							return
						}
						if j < 0 || j >= len(kv) {
							fail(fmt.Errorf("%w: TierIndex(%v) = %d, TierSize(%d) = %d", cgt.ErrIndex, q, j, u, len(kv)))
							return
						}
						b.add(kv[j])
					}
					if b.inTier == 0 {
						v := b.resolve()
						if _, r := dec(v); r > maxRemoteness {
							fail(fmt.Errorf("tier: remoteness above %d in tier %d", maxRemoteness, t))
							return
						}
						vals[i-lo] = v
						continue
					}
					vals[i-lo] = 0
					out.pend = append(out.pend, pending{slot: i, b: b, lo: e0})
				}
				if done != nil {
					mu.Lock()
					done(z - a)
					mu.Unlock()
				}
			}
		}()
	}
	wg.Wait()
	if firstErr != nil {
		return nil, firstErr
	}
	return outs, nil
}

// retro finishes a tier whose positions listed in outs have moves inside
// it: retrograde analysis by levels of remoteness, with the moves out of
// the tier as fixed events (a move to a lost position of remoteness r makes
// a win at r+1, moves to won positions count down the position's counter
// at the largest of their remoteness), then the tie phase, and Draw for
// what is left. vals holds the values of the whole tier; the resolved ones
// are final.
//
// house: long (173 lines): the win/loss and tie phases share the level
// lists and the closures over them; to be split with the tier rewrite.
func retro(ctx context.Context, t int, vals []uint16, outs []chunkOut) error {
	n := len(vals)
	// Reverse graph of the in-tier moves: preds of q in rev[off[q]:off[q+1]].
	off := make([]uint32, n+1)
	npend := 0
	for _, o := range outs {
		npend += len(o.pend)
		for _, j := range o.edges {
			off[j+1]++
		}
	}
	for i := range n {
		off[i+1] += off[i]
	}
	if off[n] > math.MaxUint32/2 {
		return fmt.Errorf("tier: tier %d has too many in-tier moves", t)
	}
	rev := make([]int32, off[n])
	fill := slices.Clone(off[:n])
	// counter per pending slot; pid maps slot → pending number.
	pid := make(map[int]int32, npend)
	count := make([]int32, 0, npend)
	bs := make([]boundary, 0, npend)
	pslot := make([]int, 0, npend)
	for _, o := range outs {
		for _, pd := range o.pend {
			pid[pd.slot] = int32(len(count))
			c := pd.b.inTier + (pd.b.moves - pd.b.wins)
			if pd.b.wins > 0 {
				c++ // the boundary wins count as one event at their largest remoteness
			}
			count = append(count, c)
			bs = append(bs, pd.b)
			pslot = append(pslot, pd.slot)
			for _, j := range o.edges[pd.lo : pd.lo+int(pd.b.inTier)] {
				rev[fill[j]] = int32(pd.slot)
				fill[j]++
			}
		}
	}
	fill = nil
	// Events by level: slots resolved at that remoteness (Win/Loss), and
	// the boundary events of pending slots.
	type event struct {
		slot int32
		kind uint8 // 0: slot resolved (propagate), 1: boundary loss, 2: boundary wins
	}
	levels := [][]event{}
	push := func(l int, e event) {
		for len(levels) <= l {
			levels = append(levels, nil)
		}
		levels[l] = append(levels[l], e)
	}
	for q := range n {
		if off[q] == off[q+1] || vals[q] == 0 {
			continue
		}
		if o, r := dec(vals[q]); o == cgt.Win || o == cgt.Loss {
			push(r, event{int32(q), 0})
		}
	}
	for k, b := range bs {
		s := pslot[k]
		if b.lossR >= 0 {
			push(int(b.lossR), event{int32(s), 1})
		}
		if b.wins > 0 {
			push(int(b.winR), event{int32(s), 2})
		}
	}
	resolve := func(s int, o cgt.Outcome, r int) error {
		if r > maxRemoteness {
			return fmt.Errorf("tier: remoteness above %d in tier %d", maxRemoteness, t)
		}
		vals[s] = enc(o, r)
		push(r, event{int32(s), 0})
		return nil
	}
	countDown := func(p int, r int) error {
		k := pid[p]
		count[k]--
		if count[k] == 0 {
			return resolve(p, cgt.Loss, r+1)
		}
		return nil
	}
	for l := 0; l < len(levels); l++ {
		if err := ctx.Err(); err != nil {
			return err
		}
		for x := 0; x < len(levels[l]); x++ {
			e := levels[l][x]
			s := int(e.slot)
			switch e.kind {
			case 1:
				if vals[s] == 0 {
					if err := resolve(s, cgt.Win, l+1); err != nil {
						return err
					}
				}
			case 2:
				if vals[s] == 0 {
					if err := countDown(s, l); err != nil {
						return err
					}
				}
			default:
				o, _ := dec(vals[s])
				for _, p := range rev[off[s]:off[s+1]] {
					if vals[p] != 0 {
						continue
					}
					if o == cgt.Loss {
						if err := resolve(int(p), cgt.Win, l+1); err != nil {
							return err
						}
					} else if err := countDown(int(p), l); err != nil {
						return err
					}
				}
			}
		}
		levels[l] = nil
	}
	// Tie phase: the shortest tie counts.
	levels = levels[:0]
	for q := range n {
		if off[q] == off[q+1] || vals[q] == 0 {
			continue
		}
		if o, r := dec(vals[q]); o == cgt.Tie {
			push(r, event{int32(q), 0})
		}
	}
	for k, b := range bs {
		if s := pslot[k]; b.tieR >= 0 && vals[s] == 0 {
			push(int(b.tieR), event{int32(s), 1})
		}
	}
	for l := 0; l < len(levels); l++ {
		for x := 0; x < len(levels[l]); x++ {
			e := levels[l][x]
			s := int(e.slot)
			if e.kind == 1 {
				if vals[s] == 0 {
					if l+1 > maxRemoteness {
						return fmt.Errorf("tier: remoteness above %d in tier %d", maxRemoteness, t)
					}
					vals[s] = enc(cgt.Tie, l+1)
					push(l+1, event{int32(s), 0})
				}
				continue
			}
			for _, p := range rev[off[s]:off[s+1]] {
				if vals[p] == 0 {
					if l+1 > maxRemoteness {
						return fmt.Errorf("tier: remoteness above %d in tier %d", maxRemoteness, t)
					}
					vals[p] = enc(cgt.Tie, l+1)
					push(l+1, event{p, 0})
				}
			}
		}
		levels[l] = nil
	}
	for k := range bs {
		if s := pslot[k]; vals[s] == 0 {
			vals[s] = enc(cgt.Draw, 0)
		}
	}
	return nil
}

// workers returns the number of goroutines for w (see Options.Workers).
func workers(w int) int {
	switch {
	case w == 0:
		return 1
	case w < 0:
		return runtime.GOMAXPROCS(0)
	}
	return w
}
