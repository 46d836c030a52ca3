package tier

import (
	"context"
	"errors"
	"fmt"
	"io"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/table"
)

// The part of a job's budget kept for other things than values (see the
// package doc): bufMem for the table blocks read and written, the chunk of
// entries being copied, the workers' move lists and the bookkeeping of a
// window; flateMem for each DEFLATE compressor of the tier file written
// (compress/flate at level 6 holds about 800 KB); and a sixteenth of the
// budget for the garbage collector: with Go's soft memory limit set a
// little above the budget (the commands do), the collector keeps the heap
// 3% under the limit and needs room for the garbage made between two
// collections, or it runs without end.
const (
	bufMem   = 1 << 20
	flateMem = 800 << 10
)

// jobShares returns what a job of options o gives to values, in bytes (at
// least half its budget, for budgets too small to be met), and the number
// of DEFLATE compressors of the tier file it writes (o.Workers, or fewer
// for a small budget: those fitting in an eighth of it, at least one; none
// without compression).
func jobShares(o Options) (values int64, compressors int) {
	b := jobMem(o)
	if o.Compress {
		compressors = max(1, min(workers(o.Workers), int(b/8/flateMem)))
	}
	return max(b/2, b-bufMem-int64(compressors)*flateMem-b/16), compressors
}

// jobMem is the budget of a job of options o.
func jobMem(o Options) int64 {
	if o.JobMem <= 0 {
		return DefaultJobMem
	}
	return o.JobMem
}

// budgetFor returns the smallest budget (Options.JobMem, with the other
// options of o) whose values' share, and that of every larger budget,
// holds values bytes.
func budgetFor(values int64, o Options) int64 {
	share := func(b int64) int64 {
		o.JobMem = b
		v, _ := jobShares(o)
		return v
	}
	// The share grows with the budget, except that it drops where one
	// more compressor is taken (every 8 flateMem bytes of budget), by
	// less than it grew since the last: the least share of the budgets
	// from b on is at b or at the next such step.
	least := func(b int64) int64 {
		v := share(b)
		if o.Compress {
			const step = 8 * flateMem
			v = min(v, share((b/step+1)*step))
		}
		return v
	}
	lo, hi := int64(1), int64(1)<<62 // the share of hi is at least hi/2
	for lo < hi {
		if mid := lo + (hi-lo)/2; least(mid) >= values {
			hi = mid
		} else {
			lo = mid + 1
		}
	}
	return lo
}

// DefaultJobMem is the memory budget of a job when Options.JobMem is zero:
// 1 GiB.
const DefaultJobMem = 1 << 30

// ErrJobMem is returned when a tier cannot be solved within the memory
// budget (Options.JobMem): a tier with moves inside itself larger than the
// budget allows to hold, or a single position whose child ranges exceed
// it.
var ErrJobMem = errors.New("tier: over the job's memory budget")

// Ranger is an optional capability of a tiered game: it tells the solver
// which positions of the child tiers the moves of a range of a tier's
// positions can reach, so that a job reads only those ranges of the child
// tier files instead of the whole tiers. Without it, a job larger than its
// budget reads the child tiers' blocks on demand through a bounded cache.
type Ranger interface {
	// ChildRanges appends to dst the spans of child-tier slots that the
	// moves of positions lo … hi−1 of tier t can reach. Spans may overlap
	// and may include slots no move reaches; they must include every
	// slot some move reaches (a move outside them is an error wrapping
	// cgt.ErrInconsistent). The solver keeps no reference to dst.
	ChildRanges(dst []Span, t, lo, hi int) []Span
}

// Span is the slots Lo … Hi−1 of tier Tier.
type Span struct{ Tier, Lo, Hi int }

// Acyclic is an optional capability of a game with Retro some of whose
// tiers have no move that stays inside them (the placements of Nine Men's
// Morris over its loopy midgame): TierAcyclic(t) reports that every move
// of tier t leaves it. Such a tier is solved as the tiers of a game
// without Retro are, by slices within the budget (and SolvePart may split
// it), the other tiers by the loopy analysis.
type Acyclic interface {
	TierAcyclic(t int) bool
}

// loopyRetro returns g's Retro when tier t is solved by the loopy analysis:
// g has Retro, and does not say that t is acyclic.
func loopyRetro[P comparable](g Game[P], t int) (Retro, bool) {
	rv, ok := any(g).(Retro)
	if !ok {
		return nil, false
	}
	if ac, ok := any(g).(Acyclic); ok && ac.TierAcyclic(t) {
		return nil, false
	}
	return rv, true
}

// childSpans appends to dst the ChildRanges of slots lo … hi−1 of tier t,
// merged, after checking that each is a range of one of the child tiers
// kids.
func childSpans[P comparable](g Game[P], rg Ranger, kids []int, t, lo, hi int, dst []Span) ([]Span, error) {
	spans := rg.ChildRanges(dst, t, lo, hi)
	for _, x := range spans {
		if !contains(kids, x.Tier) || x.Lo < 0 || x.Hi > g.TierSize(x.Tier) || x.Lo > x.Hi {
			return nil, fmt.Errorf("%w: ChildRanges(%d, %d, %d) gives %+v, not a range of a child tier", cgt.ErrInconsistent, t, lo, hi, x)
		}
	}
	return merge(spans), nil
}

// spanSlots returns the number of slots of spans.
func spanSlots(spans []Span) int {
	n := 0
	for _, x := range spans {
		n += x.Hi - x.Lo
	}
	return n
}

// span is a Span with its values loaded.
type span struct {
	tier, lo int
	vals     []uint16
}

// childSet holds the child values a slice of a tier reads: loaded spans,
// sorted by tier and start and disjoint, and, without a Ranger, a source of
// blocks read on demand.
type childSet struct {
	kids  []int // the child tiers
	spans []span
	ondem *onDemand // nil when the spans cover every move
}

// childView is one worker's access to a childSet.
type childView struct {
	cs    *childSet
	last  [8]*span // the spans last read (a window's moves alternate between up to W of them)
	hand  int
	cache *blockCache
	err   error // a read of the on-demand cache that failed
}

func (cs *childSet) view() *childView {
	v := &childView{cs: cs}
	if cs.ondem != nil {
		v.cache = cs.ondem.cache()
	}
	return v
}

// get returns the value of slot j of child tier u, or false if the set does
// not hold it (or reading it failed: v.err).
func (v *childView) get(u, j int) (uint16, bool) {
	for _, s := range &v.last {
		if s != nil && s.tier == u && uint(j-s.lo) < uint(len(s.vals)) {
			return s.vals[j-s.lo], true
		}
	}
	sp := v.cs.spans
	k, _ := slices.BinarySearchFunc(sp, [2]int{u, j + 1}, func(s span, x [2]int) int {
		if s.tier != x[0] {
			return s.tier - x[0]
		}
		return s.lo - x[1]
	})
	if k > 0 {
		if s := &sp[k-1]; s.tier == u && uint(j-s.lo) < uint(len(s.vals)) {
			v.last[v.hand] = s
			v.hand = (v.hand + 1) % len(v.last)
			return s.vals[j-s.lo], true
		}
	}
	if v.cache != nil {
		e, err := v.cache.get(u, j)
		if err != nil {
			v.err = err
			return 0, false
		}
		return e, true
	}
	return 0, false
}

// why explains why kv did not give slot j of tier u, reached by move (see
// moveName) from position p of tier t.
func why[P comparable](g Game[P], cs *childSet, t int, p P, move string, u, j int, kv *childView) error {
	switch {
	case !contains(cs.kids, u):
		return fmt.Errorf("%w: %v in tier %d: %s, in tier %d, not among its child tiers", cgt.ErrInconsistent, p, t, move, u)
	case j < 0 || j >= g.TierSize(u):
		return fmt.Errorf("%w: %s, slot %d of tier %d, TierSize(%d) = %d", cgt.ErrIndex, move, j, u, u, g.TierSize(u))
	case kv.err != nil:
		return kv.err
	}
	return fmt.Errorf("%w: %v in tier %d: %s, slot %d of tier %d, outside the ChildRanges of its slice", cgt.ErrInconsistent, p, t, move, j, u)
}

// moveName names move k of position p for an error: the move to
// moves[k] (TierIndex numbered it), or, where the game numbered its moves
// itself (MoveSlotter), the move it lists k-th.
func moveName[P comparable](g Game[P], p P, moves []P, k int, slotted bool) string {
	if slotted {
		return fmt.Sprintf("move %d of %v (MoveSlots)", k, p)
	}
	q := moves[k]
	return fmt.Sprintf("the move to %v (TierIndex %d)", q, g.TierIndex(q))
}

// bridge is the largest gap between two spans of a tier that merge joins:
// reading the slots between costs less than a span more to search.
const bridge = 1 << 12

// merge sorts spans and joins those that overlap or are at most bridge
// slots apart, and not further apart than either is long (so that joining
// at most doubles what is read).
func merge(s []Span) []Span {
	slices.SortFunc(s, func(a, b Span) int {
		if a.Tier != b.Tier {
			return a.Tier - b.Tier
		}
		return a.Lo - b.Lo
	})
	out := s[:0]
	for _, x := range s {
		if n := len(out); n > 0 && out[n-1].Tier == x.Tier && x.Lo <= out[n-1].Hi+min(bridge, out[n-1].Hi-out[n-1].Lo, x.Hi-x.Lo) {
			out[n-1].Hi = max(out[n-1].Hi, x.Hi)
			continue
		}
		out = append(out, x)
	}
	return out
}

// slicer solves slices of one tier within a memory budget and streams their
// values to a table.
type slicer[P comparable] struct {
	g      Game[P]
	st     Storage
	n      Name
	t      int
	o      Options
	kids   []int
	tables map[int]*table.Table
	files  []io.Closer
	budget int64
	mem    *[]uint16 // the values' memory, kept by the caller across slicers
	done   func(int) // called with positions finished, one call at a time
}

// newSlicer returns a slicer of tier t whose values live in *mem (grown as
// needed, up to the budget).
func newSlicer[P comparable](g Game[P], st Storage, n Name, t int, o Options, mem *[]uint16, done func(int)) *slicer[P] {
	// The values get the budget less what the job keeps for other things.
	b, _ := jobShares(o)
	return &slicer[P]{g: g, st: st, n: n, t: t, o: o, kids: children[P](g, t), tables: map[int]*table.Table{}, budget: b, mem: mem, done: done}
}

// table opens the file of child tier u once.
func (s *slicer[P]) table(u int) (*table.Table, error) {
	if tb := s.tables[u]; tb != nil {
		return tb, nil
	}
	tb, f, err := openTable(s.st, FileName(u), header(s.g, s.n, u))
	if err != nil {
		return nil, fmt.Errorf("tier: child tier %d of tier %d: %w", u, s.t, err)
	}
	s.tables[u], s.files = tb, append(s.files, f)
	return tb, nil
}

func (s *slicer[P]) close() {
	for _, f := range s.files {
		f.Close()
	}
}

// memPool keeps the values' memory of finished jobs for the next ones, so
// that a process running job after job (a cluster's worker) reuses one
// buffer instead of leaving one of garbage per job: it holds as many
// buffers as jobs ran at once, each at most a budget. (Not a sync.Pool,
// whose buffer put back on one thread is not found from another.)
var memPool struct {
	sync.Mutex
	free []*[]uint16
}

func getMem() *[]uint16 {
	memPool.Lock()
	defer memPool.Unlock()
	if n := len(memPool.free); n > 0 {
		m := memPool.free[n-1]
		memPool.free = memPool.free[:n-1]
		return m
	}
	return new([]uint16)
}

func putMem(m *[]uint16) {
	memPool.Lock()
	memPool.free = append(memPool.free, m)
	memPool.Unlock()
}

// take returns the first n values of the slicer's memory, which is kept
// from one tier to the next (Solve) so that slices reuse it instead of
// leaving garbage: at most the budget, 2 bytes a value.
func (s *slicer[P]) take(n int) []uint16 {
	if c := cap(*s.mem); c < n {
		if c > 0 {
			// The old values are garbage: collected before the new ones
			// are allocated, so that the two are never held at once (the
			// soft memory limit then returns the old ones' pages as the
			// new ones take them).
			*s.mem = nil
			runtime.GC()
		}
		*s.mem = make([]uint16, max(n, min(2*c, int(s.budget/2))))
		hugePages(*s.mem)
	}
	return (*s.mem)[:n]
}

// load reads the values of spans (merged) into arena and returns them as
// a childSet, unpacking their blocks on the workers.
func (s *slicer[P]) load(spans []Span, arena []uint16) (*childSet, error) {
	cs := &childSet{kids: s.kids}
	at := 0
	for _, x := range spans {
		tb, err := s.table(x.Tier)
		if err != nil {
			return nil, err
		}
		vals := arena[at : at+x.Hi-x.Lo]
		if err := tb.ReadEntriesParallel(vals, x.Lo, workers(s.o.Workers)); err != nil {
			return nil, fmt.Errorf("tier: child tier %d of tier %d: %w", x.Tier, s.t, err)
		}
		cs.spans = append(cs.spans, span{x.Tier, x.Lo, vals})
		at += len(vals)
	}
	return cs, nil
}

// solve solves slots lo … hi−1 of the tier and appends their values to w;
// whole says that they are the whole tier (so that moves inside the tier
// can be resolved). The memory it holds is at most the budget (see
// Options.JobMem) plus per-worker buffers.
func (s *slicer[P]) solve(ctx context.Context, lo, hi int, whole bool, w func([]uint16) error) error {
	defer s.close()
	if rv, ok := loopyRetro(s.g, s.t); ok {
		if !whole {
			return fmt.Errorf("%w: tier %d", ErrInTier, s.t)
		}
		return s.loopy(ctx, rv, w)
	}
	s.o.phase(s.t, "solving")
	rg, ranged := any(s.g).(Ranger)
	// What the slice reads when it is solved in one window: the spans its
	// moves reach (a Ranger's), else the child tiers whole.
	var spans []Span
	if ranged {
		var err error
		if spans, err = childSpans(s.g, rg, s.kids, s.t, lo, hi, nil); err != nil {
			return err
		}
	} else {
		for _, u := range s.kids {
			spans = append(spans, Span{u, 0, s.g.TierSize(u)})
		}
	}
	if kidSlots := spanSlots(spans); 2*int64(hi-lo)+2*int64(kidSlots) <= s.budget {
		// Everything fits: the slice in one window.
		mem := s.take(hi - lo + kidSlots)
		cs, err := s.load(spans, mem[hi-lo:])
		if err != nil {
			return err
		}
		return s.window(ctx, cs, lo, hi, mem[:hi-lo], whole, w)
	}
	half := s.budget / 2
	wmax := int(max(1, half/2)) // parent slots of a window: at most half the budget
	if !ranged {
		// Open the child tables first: the workers' caches then only read
		// the map of open tables.
		for _, u := range s.kids {
			if _, err := s.table(u); err != nil {
				return err
			}
		}
		cs := &childSet{kids: s.kids, ondem: &onDemand{tables: s.tables, bytes: half, workers: workers(s.o.Workers)}}
		buf := s.take(min(wmax, hi-lo))
		for a := lo; a < hi; a += len(buf) {
			b := min(hi, a+len(buf))
			if err := s.window(ctx, cs, a, b, buf[:b-a], whole, w); err != nil {
				return err
			}
		}
		return nil
	}
	for a, size := lo, min(wmax, hi-lo); a < hi; {
		b := min(hi, a+size)
		var err error
		if spans, err = childSpans(s.g, rg, s.kids, s.t, a, b, spans[:0]); err != nil {
			return err
		}
		if need := 2 * int64(spanSlots(spans)); need > half {
			if b-a == 1 {
				return fmt.Errorf("%w: position %d of tier %d reads %d bytes of child tiers, over half the values' share of the job budget, %d bytes", ErrJobMem, a, s.t, need, s.budget)
			}
			size = (b - a) / 2
			continue
		}
		// The window's values first, then its child spans (at most half
		// the budget: taken once, whatever the window needs).
		mem := s.take(min(wmax, hi-lo) + int(half/2))
		cs, err := s.load(spans, mem[min(wmax, hi-lo):])
		if err != nil {
			return err
		}
		if err := s.window(ctx, cs, a, b, mem[:b-a], whole, w); err != nil {
			return err
		}
		a, size = b, min(wmax, 2*size)
	}
	return nil
}

// window solves slots a … b−1 into vals from the child values cs and
// appends them to w. Moves inside the tier are resolved when the window is
// the whole tier and whole says the job holds it; otherwise they are an
// error.
func (s *slicer[P]) window(ctx context.Context, cs *childSet, a, b int, vals []uint16, whole bool, w func([]uint16) error) error {
	outs, err := solveRange(ctx, s.g, s.t, a, b, cs, vals, workers(s.o.Workers), s.done)
	if err != nil {
		return err
	}
	if hasPending(outs) {
		switch {
		case !whole:
			return fmt.Errorf("%w: tier %d", ErrInTier, s.t)
		case a != 0 || b != s.g.TierSize(s.t):
			return fmt.Errorf("%w: tier %d has moves inside itself, so it is solved whole, and holding it and its child tiers takes more than the values' share of the job budget, %d bytes", ErrJobMem, s.t, s.budget)
		}
		if err := retro(ctx, s.t, vals, outs, s.budget); err != nil {
			return err
		}
	}
	return w(vals)
}

func hasPending(outs []chunkOut) bool {
	for _, c := range outs {
		if len(c.pend) > 0 {
			return true
		}
	}
	return false
}

// onDemand reads child blocks on demand for a game without a Ranger: each
// worker has a cache of blocks of blockSlots entries, bytes/workers in all.
type onDemand struct {
	tables  map[int]*table.Table // the child tiers' tables, opened before the workers start
	bytes   int64
	workers int
}

const blockSlots = 1 << 12

func (o *onDemand) cache() *blockCache {
	n := max(1, int(o.bytes/int64(o.workers)/(2*blockSlots)))
	return &blockCache{src: o, at: make(map[[2]int]int, n), keys: make([][2]int, 0, n), vals: make([][]uint16, 0, n)}
}

// blockCache is one worker's cache of child blocks, evicting in turn
// (clock order without reference bits: the moves of neighbouring positions
// reach neighbouring blocks, so the oldest block is the least likely to be
// read again).
type blockCache struct {
	src  *onDemand
	at   map[[2]int]int // (tier, block) → index in keys and vals
	keys [][2]int
	vals [][]uint16
	hand int
}

func (c *blockCache) get(u, j int) (uint16, error) {
	k := [2]int{u, j / blockSlots}
	if i, ok := c.at[k]; ok {
		return c.vals[i][j%blockSlots], nil
	}
	tb := c.src.tables[u]
	if tb == nil || j < 0 || j >= tb.Len() {
		return 0, fmt.Errorf("%w: slot %d of tier %d", cgt.ErrIndex, j, u)
	}
	var i int
	if len(c.keys) < cap(c.keys) {
		i = len(c.keys)
		c.keys, c.vals = append(c.keys, k), append(c.vals, make([]uint16, blockSlots))
	} else {
		i = c.hand
		c.hand = (c.hand + 1) % len(c.keys)
		delete(c.at, c.keys[i])
		c.keys[i] = k
	}
	lo := k[1] * blockSlots
	n := min(blockSlots, tb.Len()-lo)
	if err := tb.ReadEntries(c.vals[i][:n], lo); err != nil {
		return 0, fmt.Errorf("tier: child tier %d: %w", u, err)
	}
	c.at[k] = i
	return c.vals[i][j%blockSlots], nil
}

// ParseSize reads a memory size as the commands take it: a number of
// bytes with an optional unit, KiB, MiB, GiB, TiB (powers of 1,024) or
// K, M, G, T (KB …, powers of 1,000), as 1GiB, 512MiB, 1.5G or 800000000.
func ParseSize(s string) (int64, error) {
	units := []struct {
		suffix string
		mult   float64
	}{{"KiB", 1 << 10}, {"MiB", 1 << 20}, {"GiB", 1 << 30}, {"TiB", 1 << 40},
		{"KB", 1e3}, {"MB", 1e6}, {"GB", 1e9}, {"TB", 1e12},
		{"K", 1e3}, {"M", 1e6}, {"G", 1e9}, {"T", 1e12}, {"B", 1}}
	num, mult := strings.TrimSpace(s), 1.0
	for _, u := range units {
		if n, ok := strings.CutSuffix(num, u.suffix); ok {
			num, mult = strings.TrimSpace(n), u.mult
			break
		}
	}
	x, err := strconv.ParseFloat(num, 64)
	if err != nil || x*mult < 1 || x*mult > 1<<62 {
		return 0, fmt.Errorf("bad size %s: want bytes, or a number with KiB, MiB, GiB, TiB, K, M, G or T", cgt.QuoteInput(s))
	}
	return int64(x * mult), nil
}
