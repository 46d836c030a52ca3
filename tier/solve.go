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

// Stepper is an optional capability of a tiered game that steps through a
// tier in number order faster than it numbers a position afresh:
// TierNext(t, p) returns the position numbered TierIndex(p)+1 of tier t,
// for a position p of tier t other than its last. The solver numbers the
// first position of each chunk of a tier (TierPosition) and steps to the
// others. It is called from several goroutines at once when
// Options.Workers > 1.
type Stepper[P any] interface {
	TierNext(t int, p P) P
}

// MoveSlotter is an optional capability of a tiered game that numbers the
// moves of a position at once, for the tiers solved by slices: MoveSlots
// appends to dst the tier and slot of each move of p, a position of tier t
// that has not ended, as Moves, Tier and TierIndex give them (in any
// order, each move once), and returns the extended slice. A game numbers
// them faster so when its moves share work, such as the class of the
// stones a move leaves in place: the placements of games/morris take a
// third of the time. It is called from several goroutines at once when
// Options.Workers > 1.
type MoveSlotter[P any] interface {
	MoveSlots(dst []Slot, t int, p P) []Slot
}

// Slot is slot Index of tier Tier.
type Slot struct{ Tier, Index int }

// Walker is an optional capability of a tiered game for the tiers solved
// by slices, in place of Stepper and MoveSlotter where a worker gains by
// remembering what positions in a row share: TierWalk(t) returns a Walk
// of tier t for one worker, and each worker of the solve has its own. In
// games/morris's placements, a run of thousands of slots keeps one
// player's stones, whose class and whose images after each placement the
// walk looks up once for the run (docs/morris.md). TierWalk is called from
// several goroutines at once when Options.Workers > 1; a Walk is used by
// one goroutine only.
type Walker[P any] interface {
	TierWalk(t int) Walk[P]
}

// A Walk steps through one tier in number order for one worker and numbers
// the moves of the positions it gives.
type Walk[P any] interface {
	// Seek sets the walk so that Next gives position i of the tier next.
	Seek(i int)
	// Next gives the next position: TierPosition of the slot after the
	// last one given (of the slot sought). The solver never asks past the
	// tier's last slot.
	Next() P
	// MoveSlots is MoveSlotter's, for p, the position Next gave last.
	MoveSlots(dst []Slot, p P) []Slot
}

// solveRange computes the values of slots lo … hi−1 of tier t into
// vals[0 : hi−lo] from the child tiers' values kids, with workers
// goroutines. Positions whose moves
// all leave the tier are resolved; the others are returned, by chunk, for
// the in-tier pass. done is called with the number of slots finished.
func solveRange[P comparable](ctx context.Context, g Game[P], t, lo, hi int, kids *childSet, vals []uint16, workers int, done func(int)) ([]chunkOut, error) {
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
	step, _ := any(g).(Stepper[P])
	slotter, _ := any(g).(MoveSlotter[P])
	walker, _ := any(g).(Walker[P])
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var moves []P
			var slots []Slot
			var p P
			var walk Walk[P]
			if walker != nil {
				walk = walker.TierWalk(t)
			}
			numbered := slotter != nil || walk != nil // the moves come as slots
			kv := kids.view()
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
				if walk != nil {
					walk.Seek(a)
				}
				for i := a; i < z; i++ {
					switch {
					case walk != nil:
						p = walk.Next()
					case i == a || step == nil:
						p = g.TierPosition(t, i)
					default:
						p = step.TierNext(t, p)
					}
					if o, ended := g.Terminal(p); ended {
						vals[i-lo] = enc(o, 0)
						continue
					}
					b := boundary{lossR: -1, winR: -1, tieR: -1}
					n := 0
					switch {
					case walk != nil:
						slots = walk.MoveSlots(slots[:0], p)
						n = len(slots)
					case slotter != nil:
						slots = slotter.MoveSlots(slots[:0], t, p)
						n = len(slots)
					default:
						moves = g.Moves(moves[:0], p)
						n = len(moves)
					}
					e0 := len(out.edges)
					for k := range n {
						var u, j int
						if numbered {
							u, j = slots[k].Tier, slots[k].Index
						} else {
							q := moves[k]
							u, j = g.Tier(q), g.TierIndex(q)
						}
						if u == t {
							if j < 0 || j >= g.TierSize(t) {
								fail(fmt.Errorf("%w: slot %d of tier %d, %s", cgt.ErrIndex, j, t, moveName(g, p, moves, k, numbered)))
								return
							}
							b.inTier++
							out.edges = append(out.edges, int32(j))
							continue
						}
						e, ok := kv.get(u, j)
						if !ok {
							fail(why(g, kids, t, p, moveName(g, p, moves, k, numbered), u, j, kv))
							return
						}
						b.add(e)
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
func retro(ctx context.Context, t int, vals []uint16, outs []chunkOut, budget int64) error {
	rs, err := newRetroState(t, vals, outs, budget)
	if err != nil {
		return err
	}
	if err := rs.winLoss(ctx); err != nil {
		return err
	}
	if err := rs.ties(); err != nil {
		return err
	}
	for k := range rs.bs {
		if s := rs.pslot[k]; vals[s] == 0 {
			vals[s] = enc(cgt.Draw, 0)
		}
	}
	return nil
}

// retroState is the in-tier retrograde analysis of one tier: the reverse
// graph of its in-tier moves, the pending slots with their counters and
// boundaries, and the events to process, by level (remoteness).
type retroState struct {
	t      int
	vals   []uint16
	off    []uint32 // preds of q in rev[off[q]:off[q+1]]
	rev    []int32
	pid    map[int]int32 // slot → pending number
	count  []int32       // per pending slot: moves not yet known to be won for the opponent
	bs     []boundary    // per pending slot: its moves into other tiers
	pslot  []int         // per pending slot: its slot
	levels [][]event
}

// An event at a level: a slot resolved at that remoteness (to propagate
// to its predecessors), or a boundary event of a pending slot.
type event struct {
	slot int32
	kind uint8 // 0: slot resolved (propagate), 1: boundary loss (or tie), 2: boundary wins
}

// newRetroState builds the reverse graph of the in-tier moves of outs and
// the counters of the pending slots, if that and the tier's values fit the
// budget in bytes.
func newRetroState(t int, vals []uint16, outs []chunkOut, budget int64) (*retroState, error) {
	n := len(vals)
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
		return nil, fmt.Errorf("tier: tier %d has too many in-tier moves", t)
	}
	// The tier's values, the offsets and reverse moves, and per pending
	// slot its map entry (about 48 bytes), counter, boundary and slot.
	if need := 2*int64(n) + 4*int64(n+1) + 4*int64(off[n]) + 84*int64(npend); need > budget {
		return nil, fmt.Errorf("%w: the in-tier pass of tier %d needs about %d bytes, over the budget of %d", ErrJobMem, t, need, budget)
	}
	rs := &retroState{t: t, vals: vals, off: off, rev: make([]int32, off[n]),
		pid: make(map[int]int32, npend), count: make([]int32, 0, npend),
		bs: make([]boundary, 0, npend), pslot: make([]int, 0, npend)}
	fill := slices.Clone(off[:n])
	for _, o := range outs {
		for _, pd := range o.pend {
			rs.pid[pd.slot] = int32(len(rs.count))
			c := pd.b.inTier + (pd.b.moves - pd.b.wins)
			if pd.b.wins > 0 {
				c++ // the boundary wins count as one event at their largest remoteness
			}
			rs.count = append(rs.count, c)
			rs.bs = append(rs.bs, pd.b)
			rs.pslot = append(rs.pslot, pd.slot)
			for _, j := range o.edges[pd.lo : pd.lo+int(pd.b.inTier)] {
				rs.rev[fill[j]] = int32(pd.slot)
				fill[j]++
			}
		}
	}
	return rs, nil
}

func (rs *retroState) push(l int, e event) {
	for len(rs.levels) <= l {
		rs.levels = append(rs.levels, nil)
	}
	rs.levels[l] = append(rs.levels[l], e)
}

// seed queues, at their remoteness, the slots with in-tier predecessors
// already resolved with an outcome in want.
func (rs *retroState) seed(want func(cgt.Outcome) bool) {
	rs.levels = rs.levels[:0]
	for q := range len(rs.vals) {
		if rs.off[q] == rs.off[q+1] || rs.vals[q] == 0 {
			continue
		}
		if o, r := dec(rs.vals[q]); want(o) {
			rs.push(r, event{int32(q), 0})
		}
	}
}

// set resolves slot s as o at remoteness r and queues it.
func (rs *retroState) set(s int, o cgt.Outcome, r int) error {
	if r > maxRemoteness {
		return fmt.Errorf("tier: remoteness above %d in tier %d", maxRemoteness, rs.t)
	}
	rs.vals[s] = enc(o, r)
	rs.push(r, event{int32(s), 0})
	return nil
}

// countDown counts down the counter of pending slot p, lost at r+1 when
// every move is known to win for the opponent.
func (rs *retroState) countDown(p int, r int) error {
	k := rs.pid[p]
	rs.count[k]--
	if rs.count[k] == 0 {
		return rs.set(p, cgt.Loss, r+1)
	}
	return nil
}

// winLoss is the win/loss phase: level by level, a slot with a move to a
// lost position is won at r+1, and a slot all of whose moves win for the
// opponent is lost (boundary moves counting at their remoteness).
func (rs *retroState) winLoss(ctx context.Context) error {
	rs.seed(func(o cgt.Outcome) bool { return o == cgt.Win || o == cgt.Loss })
	for k, b := range rs.bs {
		s := rs.pslot[k]
		if b.lossR >= 0 {
			rs.push(int(b.lossR), event{int32(s), 1})
		}
		if b.wins > 0 {
			rs.push(int(b.winR), event{int32(s), 2})
		}
	}
	vals := rs.vals
	for l := 0; l < len(rs.levels); l++ {
		if err := ctx.Err(); err != nil {
			return err
		}
		for x := 0; x < len(rs.levels[l]); x++ {
			e := rs.levels[l][x]
			s := int(e.slot)
			var err error
			switch {
			case e.kind == 1 && vals[s] == 0:
				err = rs.set(s, cgt.Win, l+1)
			case e.kind == 2 && vals[s] == 0:
				err = rs.countDown(s, l)
			case e.kind == 0:
				o, _ := dec(vals[s])
				for _, p := range rs.rev[rs.off[s]:rs.off[s+1]] {
					switch {
					case vals[p] != 0:
					case o == cgt.Loss:
						err = rs.set(int(p), cgt.Win, l+1)
					default:
						err = rs.countDown(int(p), l)
					}
					if err != nil {
						return err
					}
				}
			}
			if err != nil {
				return err
			}
		}
		rs.levels[l] = nil
	}
	return nil
}

// ties is the tie phase: a slot still open with a move to a tie (or a
// boundary tie) ties, at the shortest such remoteness + 1.
func (rs *retroState) ties() error {
	rs.seed(func(o cgt.Outcome) bool { return o == cgt.Tie })
	vals := rs.vals
	for k, b := range rs.bs {
		if s := rs.pslot[k]; b.tieR >= 0 && vals[s] == 0 {
			rs.push(int(b.tieR), event{int32(s), 1})
		}
	}
	for l := 0; l < len(rs.levels); l++ {
		for x := 0; x < len(rs.levels[l]); x++ {
			e := rs.levels[l][x]
			s := int(e.slot)
			if e.kind == 1 {
				if vals[s] == 0 {
					if err := rs.set(s, cgt.Tie, l+1); err != nil {
						return err
					}
				}
				continue
			}
			for _, p := range rs.rev[rs.off[s]:rs.off[s+1]] {
				if vals[p] == 0 {
					if err := rs.set(int(p), cgt.Tie, l+1); err != nil {
						return err
					}
				}
			}
		}
		rs.levels[l] = nil
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
