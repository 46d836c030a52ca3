package tier

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"runtime"
	"sync"
	"time"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/table"
)

// Options tunes Solve and SolvePart. A nil *Options means the defaults.
type Options struct {
	// Workers is the number of goroutines that solve the positions of a
	// tier; zero means one, a negative number runtime.GOMAXPROCS(0). The
	// game's methods are then called from several goroutines at once. The
	// files do not depend on it.
	Workers int
	// Compress stores the tier files with DEFLATE blocks (table.Options).
	Compress bool
	// Progress, when not nil, is called after each tier (Done set) and,
	// while a tier is solved, about every ProgressEvery of its positions;
	// the calls come one at a time, not always from the calling goroutine.
	Progress func(Progress)
	// ProgressEvery is the interval between Progress calls within a tier;
	// zero means 2²⁰ positions. The positions are counted in chunks of
	// 16,384.
	ProgressEvery int
}

// Progress reports on one tier.
type Progress struct {
	Tier, Level int
	Slots       int  // positions in the tier
	Solved      int  // positions finished so far
	Done        bool // the tier file is written (or was already there)
	Skipped     bool // the tier file was already complete and was checked, not solved
}

// TierStats describes one tier of a finished Solve.
type TierStats struct {
	Tier, Level int
	Slots       int
	Outcomes    [cgt.Win + 1]int // positions by outcome
	MaxRemote   int              // largest remoteness
	Skipped     bool             // already solved by an earlier run
	Elapsed     time.Duration    // time to solve (or check) and write it
	Bytes       int64            // size of the file
}

func (o *Options) get() Options {
	if o == nil {
		return Options{}
	}
	return *o
}

// Load reads the file of tier t whole, checking every block's checksum and
// that it is the table of tier t of n with TierSize(t) positions, and
// returns its entries: outcome<<13 | remoteness per position (the table's
// 2-byte entry; 0 remoteness for a Draw). A missing file gives an error
// matching fs.ErrNotExist, a damaged one table.ErrCorrupt, another game's
// table.ErrMismatch.
func Load[P comparable](g Game[P], dir string, n Name, t int) ([]uint16, error) {
	return loadFile(Path(dir, t), header(g, n, t))
}

func loadFile(path string, h table.Header) ([]uint16, error) {
	tb, err := table.OpenFor(path, h)
	if err != nil {
		return nil, err
	}
	defer tb.Close()
	if tb.Len() != h.Slots {
		return nil, fmt.Errorf("%w: %s holds %d of %d positions", table.ErrCorrupt, path, tb.Len(), h.Slots)
	}
	vals := make([]uint16, h.Slots)
	for i := range vals {
		o, r, err := tb.Lookup(i)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		if o == cgt.Draw {
			r = 0
		}
		vals[i] = enc(o, r)
	}
	return vals, nil
}

func writeFile(path string, h table.Header, vals []uint16, compress bool) error {
	all := func(yield func(int, cgt.Result) bool) {
		for i, e := range vals {
			o, r := dec(e)
			if !yield(i, cgt.Result{Outcome: o, Remoteness: r}) {
				return
			}
		}
	}
	return table.Write(path, h, all, &table.Options{Compress: compress})
}

// Solve solves every tier of g bottom-up, level by level (Levels), writing
// tier t to Path(dir, t) (dir must exist). A tier whose file is complete
// and correct is checked and skipped, so Solve resumes an interrupted
// solve; a damaged or foreign file is an error (remove it to solve the tier
// again). Only the child tiers of the tier being solved are kept in memory
// (see the package doc for the peak). It returns the statistics of every
// tier, in the order solved. Cancelling ctx stops within a chunk of 16,384
// positions and leaves the finished tiers on disk.
func Solve[P comparable](ctx context.Context, g Game[P], dir string, n Name, opt *Options) ([]TierStats, error) {
	o := opt.get()
	levels, err := Levels[P](g)
	if err != nil {
		return nil, err
	}
	var stats []TierStats
	cache := map[int][]uint16{}
	for lv, tiers := range levels {
		for _, t := range tiers {
			start := time.Now()
			kids := children[P](g, t)
			evicted := false
			for u := range cache {
				if !contains(kids, u) {
					delete(cache, u)
					evicted = true
				}
			}
			if evicted {
				// Return the dropped tiers before allocating the next one,
				// so that the heap peaks near the tier and its children
				// instead of twice that (one collection per tier).
				runtime.GC()
			}
			st := TierStats{Tier: t, Level: lv, Slots: g.TierSize(t)}
			vals, err := Load(g, dir, n, t)
			switch {
			case err == nil:
				st.Skipped = true
			case errors.Is(err, fs.ErrNotExist):
				for _, u := range kids {
					if cache[u] == nil {
						kv, err := Load(g, dir, n, u)
						if err != nil {
							return stats, fmt.Errorf("tier: child tier %d of tier %d: %w", u, t, err)
						}
						cache[u] = kv
					}
				}
				vals, err = solveTier(ctx, g, t, lv, cache, o)
				if err != nil {
					return stats, err
				}
				if err := writeFile(Path(dir, t), header(g, n, t), vals, o.Compress); err != nil {
					return stats, err
				}
			default:
				return stats, err
			}
			cache[t] = vals
			st.count(vals)
			if fi, err := os.Stat(Path(dir, t)); err == nil {
				st.Bytes = fi.Size()
			}
			st.Elapsed = time.Since(start)
			stats = append(stats, st)
			if o.Progress != nil {
				o.Progress(Progress{Tier: t, Level: lv, Slots: st.Slots, Solved: st.Slots, Done: true, Skipped: st.Skipped})
			}
		}
	}
	return stats, nil
}

func contains(s []int, x int) bool {
	for _, y := range s {
		if y == x {
			return true
		}
	}
	return false
}

func (st *TierStats) count(vals []uint16) {
	for _, e := range vals {
		o, r := dec(e)
		st.Outcomes[o]++
		st.MaxRemote = max(st.MaxRemote, r)
	}
}

// solveTier solves tier t whole from the child values in kids.
func solveTier[P comparable](ctx context.Context, g Game[P], t, lv int, kids map[int][]uint16, o Options) ([]uint16, error) {
	size := g.TierSize(t)
	vals := make([]uint16, size)
	every := o.ProgressEvery
	if every <= 0 {
		every = 1 << 20
	}
	solved, next := 0, every
	done := func(k int) {
		solved += k
		if o.Progress != nil && solved >= next && solved < size {
			next = solved + every
			o.Progress(Progress{Tier: t, Level: lv, Slots: size, Solved: solved})
		}
	}
	outs, err := solveRange(ctx, g, t, 0, size, kids, vals, workers(o.Workers), done)
	if err != nil {
		return nil, err
	}
	for _, c := range outs {
		if len(c.pend) > 0 {
			if err := retro(ctx, t, vals, outs); err != nil {
				return nil, err
			}
			break
		}
	}
	return vals, nil
}

// PartRange returns the slots [lo, hi) of part k of parts of a tier of
// size slots: the parts split it into ranges of nearly equal length.
func PartRange(slots, k, parts int) (lo, hi int) {
	return slots * k / parts, slots * (k + 1) / parts
}

// SolvePart solves part k of parts of tier t (the slots PartRange(
// TierSize(t), k, parts)), reading the child tiers' files from dir, and
// writes the part file that Assemble joins. It is the unit of work of a
// distributed solve: parts of one tier are independent of each other when
// no move stays inside the tier; otherwise SolvePart returns an error
// wrapping ErrInTier (solve such a tier with parts = 1 and Assemble). A
// part file already complete is kept. Memory: the child tiers whole (2
// bytes a position) and 2 bytes per position of the part.
func SolvePart[P comparable](ctx context.Context, g Game[P], dir string, n Name, t, k, parts int, opt *Options) error {
	o := opt.get()
	if parts < 1 || k < 0 || k >= parts {
		return fmt.Errorf("tier: part %d of %d", k, parts)
	}
	lo, hi := PartRange(g.TierSize(t), k, parts)
	ph := partHeader(g, n, t, k, parts)
	path := partPath(dir, t, k, parts)
	if _, err := loadFile(path, ph); err == nil {
		return nil
	}
	kids := map[int][]uint16{}
	for _, u := range children[P](g, t) {
		kv, err := Load(g, dir, n, u)
		if err != nil {
			return fmt.Errorf("tier: child tier %d of tier %d: %w", u, t, err)
		}
		kids[u] = kv
	}
	vals := make([]uint16, hi-lo)
	outs, err := solveRange(ctx, g, t, lo, hi, kids, vals, workers(o.Workers), nil)
	if err != nil {
		return err
	}
	for _, c := range outs {
		if len(c.pend) > 0 {
			if parts > 1 {
				return fmt.Errorf("%w: tier %d", ErrInTier, t)
			}
			if err := retro(ctx, t, vals, outs); err != nil {
				return err
			}
			break
		}
	}
	return writeFile(path, ph, vals, false)
}

func partHeader[P comparable](g Game[P], n Name, t, k, parts int) table.Header {
	lo, hi := PartRange(g.TierSize(t), k, parts)
	return table.Header{Game: n.Game, Params: fmt.Sprintf("%s tier %d part %d of %d", n.Params, t, k, parts), Slots: hi - lo}
}

// Assemble joins the part files of tier t written by SolvePart into the
// tier file Path(dir, t), checking each part's checksums, and removes the
// parts. The tier file is the same bytes as the one Solve writes.
func Assemble[P comparable](g Game[P], dir string, n Name, t, parts int, opt *Options) error {
	o := opt.get()
	vals := make([]uint16, 0, g.TierSize(t))
	for k := range parts {
		pv, err := loadFile(partPath(dir, t, k, parts), partHeader(g, n, t, k, parts))
		if err != nil {
			return fmt.Errorf("tier: part %d of tier %d: %w", k, t, err)
		}
		vals = append(vals, pv...)
	}
	if err := writeFile(Path(dir, t), header(g, n, t), vals, o.Compress); err != nil {
		return err
	}
	for k := range parts {
		os.Remove(partPath(dir, t, k, parts))
	}
	return nil
}

// Tables answers queries from the tier files of a finished solve, opening
// each tier's file on first use. Its methods are safe for concurrent use.
type Tables[P comparable] struct {
	g   Game[P]
	dir string
	n   Name
	mu  sync.Mutex
	tb  map[int]*table.Table
}

// Open returns Tables for the tier files of n in dir. It reads nothing
// yet.
func Open[P comparable](g Game[P], dir string, n Name) *Tables[P] {
	return &Tables[P]{g: g, dir: dir, n: n, tb: map[int]*table.Table{}}
}

// Lookup returns the outcome and remoteness of p (−1 for a Draw), reading
// one block of its tier's file (checked by its checksum).
func (ts *Tables[P]) Lookup(p P) (cgt.Outcome, int, error) {
	t := ts.g.Tier(p)
	if t < 0 || t >= ts.g.Tiers() {
		return cgt.Unknown, -1, fmt.Errorf("%w: Tier(%v) = %d", cgt.ErrIndex, p, t)
	}
	ts.mu.Lock()
	tb := ts.tb[t]
	if tb == nil {
		var err error
		tb, err = table.OpenFor(Path(ts.dir, t), header(ts.g, ts.n, t))
		if err != nil {
			ts.mu.Unlock()
			return cgt.Unknown, -1, err
		}
		ts.tb[t] = tb
	}
	ts.mu.Unlock()
	return tb.Lookup(ts.g.TierIndex(p))
}

// Close closes the files opened so far.
func (ts *Tables[P]) Close() error {
	ts.mu.Lock()
	defer ts.mu.Unlock()
	var first error
	for t, tb := range ts.tb {
		if err := tb.Close(); err != nil && first == nil {
			first = err
		}
		delete(ts.tb, t)
	}
	return first
}
