package tier

import (
	"context"
	"fmt"
	"io"
	"sync"
	"time"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/table"
)

// Options tunes Solve and SolvePart. A nil *Options means the defaults.
type Options struct {
	// Workers is the number of goroutines that solve the positions of a
	// tier and compress the blocks of its file (for Assemble: that compress);
	// zero means one, a negative number runtime.GOMAXPROCS(0). The game's
	// methods are then called from several goroutines at once. The files
	// do not depend on it.
	Workers int
	// Compress stores the tier files with DEFLATE blocks (table.Options).
	Compress bool
	// Progress, when not nil, is called after each tier (Done set) and,
	// while a tier is solved, about every ProgressEvery of its positions;
	// the calls come one at a time, not always from the calling goroutine.
	Progress func(Progress)
	// JobMem is the memory budget of one job in bytes (a tier for Solve,
	// a part for SolvePart); zero means DefaultJobMem. It bounds the
	// values a job holds (see the package doc); a job larger than it is
	// solved as consecutive slices that fit. The files do not depend on
	// it.
	JobMem int64
	// ProgressEvery is the interval between Progress calls within a tier;
	// zero means 2²⁰ positions. The positions are counted in chunks of
	// 16,384.
	ProgressEvery int
	// Phase, when not nil, is called as each phase of the solve of a tier
	// begins: "checking" (a file already there), "reading child tiers",
	// "counting moves", "wins and losses", "ties", "draws", "writing" (a
	// loopy tier, see Retro), "solving" (a tier solved by slices, written
	// as it goes), and "" when the tier is done, so that a caller can time
	// each phase (cgt solve --progress prints the wall and CPU time of
	// each). Calls come one at a time, from the goroutine that called
	// Solve or SolvePart.
	Phase func(tier int, name string)
}

// phase reports the beginning of a phase of tier t (see Options.Phase).
func (o *Options) phase(t int, name string) {
	if o.Phase != nil {
		o.Phase(t, name)
	}
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

// Load reads the file of tier t whole from st, checking every block's
// checksum and that it is the table of tier t of n with TierSize(t)
// positions, and returns its entries: outcome<<13 | remoteness per position
// (the table's 2-byte entry, table.Entry; 0 remoteness for a Draw). It holds
// the whole tier, 2 bytes a position: Check verifies a file without it. A
// missing file gives an error matching fs.ErrNotExist, a damaged one
// table.ErrCorrupt, another game's table.ErrMismatch.
func Load[P comparable](g Game[P], st Storage, n Name, t int) ([]uint16, error) {
	vals := make([]uint16, 0, g.TierSize(t))
	_, err := read(st, FileName(t), header(g, n, t), func(e []uint16) error {
		vals = append(vals, e...)
		return nil
	})
	return vals, err
}

// Check reads the file of tier t from st as Load does, a block at a time,
// and returns its statistics (Elapsed and Level left zero) or the error
// Load would give. It holds one block.
func Check[P comparable](g Game[P], st Storage, n Name, t int) (TierStats, error) {
	s := TierStats{Tier: t, Slots: g.TierSize(t)}
	var err error
	s.Bytes, err = read(st, FileName(t), header(g, n, t), func(e []uint16) error {
		s.count(e)
		return nil
	})
	return s, err
}

// readChunk is the number of entries read at a time.
const readChunk = 1 << 16

// read passes the entries of the table file name of st, of header h, to fn
// in order, a chunk at a time (the slice is reused), and returns the size
// of the file.
func read(st Storage, name string, h table.Header, fn func([]uint16) error) (int64, error) {
	tb, f, err := openTable(st, name, h)
	if err != nil {
		return 0, err
	}
	defer f.Close()
	if tb.Len() != h.Slots {
		return 0, fmt.Errorf("%w: %s holds %d of %d positions", table.ErrCorrupt, label(f, name), tb.Len(), h.Slots)
	}
	buf := make([]uint16, min(readChunk, h.Slots))
	for lo := 0; lo < h.Slots; lo += len(buf) {
		e := buf[:min(len(buf), h.Slots-lo)]
		if err := tb.ReadEntries(e, lo); err != nil {
			return 0, named(f, name, err)
		}
		if err := fn(e); err != nil {
			return 0, err
		}
	}
	return f.Size(), nil
}

// write writes the table file name of st, of header h, with the entries
// fill passes to its argument in order, and returns the size of the file.
func write(st Storage, name string, h table.Header, compress bool, workers int, fill func(add func([]uint16) error) error) (int64, error) {
	var size int64
	err := st.Write(name, func(f io.Writer) error {
		cw := &countWriter{w: f}
		w, err := table.NewWriter(cw, h, &table.Options{Compress: compress, Workers: workers})
		if err != nil {
			return err
		}
		if err := fill(w.Append); err != nil {
			return err
		}
		if err := w.Close(); err != nil {
			return err
		}
		size = cw.n
		return nil
	})
	return size, err
}

// countWriter counts the bytes written through it.
type countWriter struct {
	w io.Writer
	n int64
}

func (c *countWriter) Write(b []byte) (int, error) {
	n, err := c.w.Write(b)
	c.n += int64(n)
	return n, err
}

// Solve solves every tier of g bottom-up, level by level (Levels), writing
// tier t to the file FileName(t) of st (Dir(path) for a local directory).
// It first runs Prepare, so that it writes nothing into a storage that
// holds another solve's tiers (ErrForeign), a damaged file of its own
// (table.ErrCorrupt: remove it to solve its tier again) or a tier left to
// solve over the budget (a *JobMemError naming the tier that needs the
// most); the tiers whose files are complete and correct are checked
// there and skipped, so Solve resumes an interrupted solve. Each tier is
// solved within the memory budget Options.JobMem (see the package doc);
// its values are written as they are computed. It returns the statistics
// of every tier, in the order solved. Cancelling ctx stops within a chunk
// of 16,384 positions and leaves the finished tiers on disk. It holds the
// lock of a Storage that is a Locker (Dir is: its LockName) while it
// runs: a second Solve into the same directory fails at once with an
// error wrapping ErrLocked.
func Solve[P comparable](ctx context.Context, g Game[P], st Storage, n Name, opt *Options) ([]TierStats, error) {
	o := opt.get()
	if l, ok := st.(Locker); ok {
		unlock, err := l.Lock()
		if err != nil {
			return nil, err
		}
		defer unlock() // the lock is released even if its file cannot be removed
	}
	plan, err := Prepare(g, st, n, &o)
	if err != nil {
		return nil, err
	}
	var stats []TierStats
	mem := getMem() // the values of the tier being solved, reused
	defer putMem(mem)
	for lv, tiers := range plan.Levels {
		for _, t := range tiers {
			if st1, ok := plan.Done[t]; ok {
				stats = append(stats, st1)
				continue
			}
			if err := ctx.Err(); err != nil {
				return stats, err
			}
			start := time.Now()
			st1 := TierStats{Tier: t, Slots: g.TierSize(t)}
			size := st1.Slots
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
			_, compressors := jobShares(o)
			st1.Bytes, err = write(st, FileName(t), header(g, n, t), o.Compress, compressors, func(add func([]uint16) error) error {
				return newSlicer(g, st, n, t, o, mem, done).solve(ctx, 0, size, true, func(e []uint16) error {
					st1.countOn(e, workers(o.Workers))
					return add(e)
				})
			})
			if err != nil {
				return stats, err
			}
			st1.Level = lv
			st1.Elapsed = time.Since(start)
			stats = append(stats, st1)
			o.phase(t, "")
			if o.Progress != nil {
				o.Progress(Progress{Tier: t, Level: lv, Slots: st1.Slots, Solved: st1.Slots, Done: true})
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

// countOn is count with the values split between up to workers
// goroutines (a tier's values are counted as they are written, and on
// many cores one goroutine's pass over them would be a serial part of
// every tier).
func (st *TierStats) countOn(vals []uint16, workers int) {
	const piece = 1 << 18
	parts := min(workers, len(vals)/piece)
	if parts <= 1 {
		st.count(vals)
		return
	}
	each := make([]TierStats, parts)
	var wg sync.WaitGroup
	for k := range each {
		wg.Add(1)
		go func() {
			defer wg.Done()
			lo, hi := PartRange(len(vals), k, parts)
			each[k].count(vals[lo:hi])
		}()
	}
	wg.Wait()
	for _, e := range each {
		for o, n := range e.Outcomes {
			st.Outcomes[o] += n
		}
		st.MaxRemote = max(st.MaxRemote, e.MaxRemote)
	}
}

// PartRange returns the slots [lo, hi) of part k of parts of a tier of
// size slots: the parts split it into ranges of nearly equal length.
func PartRange(slots, k, parts int) (lo, hi int) {
	return slots * k / parts, slots * (k + 1) / parts
}

// SolvePart solves part k of parts of tier t (the slots PartRange(
// TierSize(t), k, parts)), reading the child tiers' files from st, and
// writes the part file that Assemble joins. It is the unit of work of a
// distributed solve: parts of one tier are independent of each other when
// no move stays inside the tier; otherwise SolvePart returns an error
// wrapping ErrInTier (solve such a tier with parts = 1 and Assemble). A
// part file already complete is kept. Memory: within Options.JobMem (see
// the package doc), whatever the size of the part and of the child tiers:
// a part too large for it is solved as consecutive slices.
func SolvePart[P comparable](ctx context.Context, g Game[P], st Storage, n Name, t, k, parts int, opt *Options) error {
	o := opt.get()
	if parts < 1 || k < 0 || k >= parts {
		return fmt.Errorf("tier: part %d of %d", k, parts)
	}
	lo, hi := PartRange(g.TierSize(t), k, parts)
	ph := partHeader(g, n, t, k, parts)
	name := partName(t, k, parts)
	if _, err := read(st, name, ph, func([]uint16) error { return nil }); err == nil {
		return nil
	}
	mem := getMem()
	defer putMem(mem)
	_, err := write(st, name, ph, false, 0, func(add func([]uint16) error) error {
		return newSlicer(g, st, n, t, o, mem, nil).solve(ctx, lo, hi, parts == 1, add)
	})
	return err
}

func partHeader[P comparable](g Game[P], n Name, t, k, parts int) table.Header {
	lo, hi := PartRange(g.TierSize(t), k, parts)
	return table.Header{Game: n.Game, Params: fmt.Sprintf("%s tier %d part %d of %d", n.Params, t, k, parts), Slots: hi - lo}
}

// Assemble joins the part files of tier t written by SolvePart into the
// tier file FileName(t) of st, checking each part's checksums, and removes
// the parts. The tier file is the same bytes as the one Solve writes. It
// streams the parts: its memory is a few blocks, whatever the tier's size,
// and a DEFLATE compressor (about 800 KB) per worker when Compress is set.
//
// It may be run again, as a distributed engine retries a job: a tier file
// that is already complete and checks (Check) is kept and the parts still
// there are removed, as SolvePart keeps a complete part file. A damaged
// tier file is written again from the parts.
func Assemble[P comparable](g Game[P], st Storage, n Name, t, parts int, opt *Options) error {
	o := opt.get()
	if _, err := Check(g, st, n, t); err == nil {
		return removeParts(st, t, parts)
	}
	_, err := write(st, FileName(t), header(g, n, t), o.Compress, o.Workers, func(add func([]uint16) error) error {
		for k := range parts {
			if _, err := read(st, partName(t, k, parts), partHeader(g, n, t, k, parts), add); err != nil {
				return fmt.Errorf("tier: part %d of tier %d: %w", k, t, err)
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	return removeParts(st, t, parts)
}

// removeParts removes the part files of tier t (a missing one is not an
// error).
func removeParts(st Storage, t, parts int) error {
	for k := range parts {
		if err := st.Remove(partName(t, k, parts)); err != nil {
			return err
		}
	}
	return nil
}

// Tables answers queries from the tier files of a finished solve, opening
// each tier's file on first use. Its methods are safe for concurrent use.
type Tables[P comparable] struct {
	g     Game[P]
	st    Storage
	n     Name
	mu    sync.Mutex
	tb    map[int]*table.Table
	files []File
}

// Open returns Tables for the tier files of n in st. It reads nothing
// yet.
func Open[P comparable](g Game[P], st Storage, n Name) *Tables[P] {
	return &Tables[P]{g: g, st: st, n: n, tb: map[int]*table.Table{}}
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
		var f File
		var err error
		tb, f, err = openTable(ts.st, FileName(t), header(ts.g, ts.n, t))
		if err != nil {
			ts.mu.Unlock()
			return cgt.Unknown, -1, err
		}
		ts.tb[t], ts.files = tb, append(ts.files, f)
	}
	ts.mu.Unlock()
	return tb.Lookup(ts.g.TierIndex(p))
}

// Close closes the files opened so far.
func (ts *Tables[P]) Close() error {
	ts.mu.Lock()
	defer ts.mu.Unlock()
	var first error
	for _, f := range ts.files {
		if err := f.Close(); err != nil && first == nil {
			first = err
		}
	}
	clear(ts.tb)
	ts.files = nil
	return first
}
