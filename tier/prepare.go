package tier

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/cgtgo/cgt/table"
)

// Lister is an optional capability of a Storage: List returns the names
// of the files it holds (in any order). Prepare lists the tier files of
// a Storage that has it, whatever their tier, so that the tiers of
// another solve are found even where the game has no tier of that
// number; without it, Prepare looks for the files of the game's own tiers
// only. Dir has it.
type Lister interface {
	List() ([]string, error)
}

// List returns the names of the files in the directory.
func (d Dir) List() ([]string, error) {
	ents, err := os.ReadDir(string(d))
	if err != nil {
		return nil, err
	}
	names := make([]string, len(ents))
	for k, e := range ents {
		names[k] = e.Name()
	}
	return names, nil
}

// ErrForeign is matched by the error of Prepare (and so of Solve) for a
// Storage that holds tier files of another game or other parameters (a
// board of another size): two solves in one storage would mix their
// tiers, so the solve writes nothing there.
var ErrForeign = errors.New("tier: the storage holds the tiers of another solve")

// JobMemError is the error of a tier that cannot be solved within the
// job's budget: it matches ErrJobMem and says what the tier needs.
type JobMemError struct {
	Tier   int
	Need   int64  // the smallest Options.JobMem that solves the tier (JobNeed)
	JobMem int64  // the budget the job was given
	Detail string // what the need is made of
}

func (e *JobMemError) Error() string {
	return fmt.Sprintf("%v: %s: a job budget (JobMem) of at least %d bytes, over the budget of %d", ErrJobMem, e.Detail, e.Need, e.JobMem)
}

// Is reports whether target is ErrJobMem.
func (e *JobMemError) Is(target error) bool { return target == ErrJobMem }

// JobNeed returns the smallest Options.JobMem (with the Workers and
// Compress of opt) with which tier t of g can be solved, or 0 when any
// budget can: a tier that is solved a slice at a time needs no budget of
// its own, its slices are cut to fit. A tier of a game with Retro is
// solved whole and needs 2 bytes a position of it and of the child
// positions it reads, and its workers' lists (see the package doc), plus
// the rest of the budget's shares. An acyclic tier of a game with Retro
// (Acyclic) is solved by slices; where the game is a Ranger, its need
// takes each slice to read the ChildRanges of the whole tier (as the
// placements of morris do, whose every position reaches every child
// subspace): 2 bytes a position of the tier and of those spans, to solve
// it in one window, or 8 bytes a slot of the spans, so that a window's
// spans fit in half the values' share, whichever is less. Two needs are
// not known before the tier is solved, and are refused then with
// ErrJobMem: a tier of a game without Retro that turns out to have moves
// inside itself, and a single position whose moves read more child slots
// than half the values' share (for a game without Retro). Cost: one
// ChildRanges of the whole tier, for a Ranger with Retro.
func JobNeed[P comparable](g Game[P], t int, opt *Options) (int64, error) {
	if _, ok := any(g).(Retro); !ok {
		return 0, nil
	}
	need, _, err := jobNeed(g, t, opt.get())
	return need, err
}

// jobNeed is JobNeed for a game with Retro, and the error of a budget of o
// below it (nil when the budget holds the tier).
func jobNeed[P comparable](g Game[P], t int, o Options) (int64, error, error) {
	n := g.TierSize(t)
	if _, loopy := loopyRetro(g, t); !loopy {
		rg, ok := any(g).(Ranger)
		if !ok || n == 0 {
			return 0, nil, nil
		}
		spans, err := childSpans(g, rg, children[P](g, t), t, 0, n, nil)
		if err != nil {
			return 0, nil, err
		}
		kidSlots := int64(spanSlots(spans))
		values := min(2*int64(n)+2*kidSlots, 8*kidSlots)
		need := budgetFor(values, o)
		var over error
		if need > jobMem(o) {
			over = &JobMemError{Tier: t, Need: need, JobMem: jobMem(o),
				Detail: fmt.Sprintf("tier %d is solved by slices, each reading the %d child positions its moves reach: it needs %d bytes (2 a position of the tier and of those in one window, or 8 a child position in windows)",
					t, kidSlots, values)}
		}
		return need, over, nil
	}
	spans, err := loopySpans(g, children[P](g, t), t)
	if err != nil {
		return 0, nil, err
	}
	kidSlots := spanSlots(spans)
	need := budgetFor(loopyNeed(n, kidSlots, workers(o.Workers)), o)
	var over error
	if need > jobMem(o) {
		over = loopyError(t, n, kidSlots, o)
	}
	return need, over, nil
}

// Plan is what Prepare found in a Storage before a solve.
type Plan struct {
	// Levels are the tiers by level (Levels).
	Levels [][]int
	// Done holds the statistics of the tiers whose files are complete
	// and were checked (Check), with Skipped set: the solve skips them.
	Done map[int]TierStats
	// Need is the largest JobNeed of the tiers left to solve, and
	// NeedTier that tier (−1 when no tier left has a need).
	Need     int64
	NeedTier int
}

// Prepare checks a Storage before a solve of g named n writes anything
// into it, so that a solve that cannot go through is refused at once,
// touching nothing:
//
//   - every tier file there (every file named FileName of some tier,
//     where st is a Lister; else the files of g's tiers) must be one of
//     this solve, by the game and parameters in its header: a file of
//     another solve is an error wrapping ErrForeign that names the files
//     and what they hold (the solve wants a storage of its own, and
//     every file there is left as it was);
//   - every file of a tier of g is checked whole (Check), as a resumed
//     solve skips it: a damaged one is an error wrapping table.ErrCorrupt
//     (a table of another tier or size: table.ErrMismatch), which removing
//     the file mends, since its tier is then solved again; files of
//     tiers that g does not have (those of a larger solve under the same
//     name, as morris with more stones) are kept and only their headers
//     read;
//   - the JobNeed of every tier left to solve must fit opt.JobMem: else
//     a *JobMemError for the tier that needs the most.
//
// Progress and Phase of opt are called for each file checked, as Solve
// calls them (Phase "checking", then Progress with Done and Skipped).
// Solve runs Prepare first; a distributed solve (cmd/cgt-cluster) runs it
// before its first level. Cost: reading every file of g's tiers there once.
func Prepare[P comparable](g Game[P], st Storage, n Name, opt *Options) (*Plan, error) {
	o := opt.get()
	levels, err := Levels[P](g)
	if err != nil {
		return nil, err
	}
	have, err := present(g, st)
	if err != nil {
		return nil, err
	}
	// The headers first: a storage of another solve is refused before any
	// block is read.
	var foreign []int
	var what, first string
	var damaged error
	own := map[int]bool{}
	for _, t := range have {
		f, err := st.Open(FileName(t))
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return nil, err
		}
		tb, err := table.NewReader(f, f.Size())
		if err != nil {
			if t < g.Tiers() && damaged == nil {
				damaged = named(f, FileName(t), err)
			}
			f.Close()
			continue
		}
		h := tb.Header()
		if h.Game != n.Game || !strings.HasPrefix(h.Params, n.Params+" tier ") {
			if len(foreign) == 0 {
				what, first = fmt.Sprintf("%q (%q)", h.Game, h.Params), label(f, FileName(t))
			}
			foreign = append(foreign, t)
		} else if t < g.Tiers() {
			own[t] = true
		}
		f.Close()
	}
	if len(foreign) > 0 {
		more := ""
		switch len(foreign) {
		case 1:
		case 2:
			more = " (and 1 more tier file)"
		default:
			more = fmt.Sprintf(" (and %d more tier files)", len(foreign)-1)
		}
		return nil, fmt.Errorf("%w: %s%s holds %s, not a tier of this solve of %q (%q), which wants a storage of its own",
			ErrForeign, first, more, what, n.Game, n.Params)
	}
	if damaged != nil {
		return nil, damaged
	}
	// Then every file of this solve, whole, as a resume skips it.
	plan := &Plan{Levels: levels, Done: map[int]TierStats{}, NeedTier: -1}
	for lv, tiers := range levels {
		for _, t := range tiers {
			if !own[t] {
				continue
			}
			start := time.Now()
			o.phase(t, "checking")
			s, err := Check(g, st, n, t)
			if err != nil {
				return nil, err
			}
			s.Level, s.Skipped, s.Elapsed = lv, true, time.Since(start)
			plan.Done[t] = s
			o.phase(t, "")
			if o.Progress != nil {
				o.Progress(Progress{Tier: t, Level: lv, Slots: s.Slots, Solved: s.Slots, Done: true, Skipped: true})
			}
		}
	}
	if _, ok := any(g).(Retro); !ok {
		return plan, nil
	}
	var over error
	for t := range g.Tiers() {
		if _, done := plan.Done[t]; done {
			continue
		}
		need, tooMuch, err := jobNeed(g, t, o)
		if err != nil {
			return nil, err
		}
		if need > plan.Need {
			plan.Need, plan.NeedTier, over = need, t, tooMuch
		}
	}
	if over != nil {
		return nil, over
	}
	return plan, nil
}

// present returns the tiers whose files st holds, in increasing order:
// every file named FileName of some tier where st is a Lister, else those
// of g's own tiers (found by opening them).
func present[P comparable](g Game[P], st Storage) ([]int, error) {
	var ts []int
	if l, ok := st.(Lister); ok {
		names, err := l.List()
		if err != nil {
			return nil, err
		}
		for _, name := range names {
			num, ok := strings.CutPrefix(name, "tier-")
			num, ok2 := strings.CutSuffix(num, ".cgt")
			if t, err := strconv.Atoi(num); ok && ok2 && err == nil && t >= 0 && FileName(t) == name {
				ts = append(ts, t)
			}
		}
		slices.Sort(ts)
		return ts, nil
	}
	for t := range g.Tiers() {
		f, err := st.Open(FileName(t))
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err == nil {
			f.Close()
		}
		ts = append(ts, t) // an error is Prepare's to report
	}
	return ts, nil
}
