package main

import (
	"context"
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"

	"github.com/cgtgo/cgt/board"
	"github.com/cgtgo/cgt/games/connect4"
	"github.com/cgtgo/cgt/games/morris"
	"github.com/cgtgo/cgt/internal/boardgames"
	"github.com/cgtgo/cgt/tier"
)

// config is a run: the game, the shared directory, the split of tiers into
// jobs.
type config struct {
	Game     string // "connect4 5x4", "morris 12" or "mills variant=five" (see problemOf)
	Dir      string // a local directory or a URL of a Beam file system
	Parts    int
	Workers  int
	JobMem   int64 // the memory budget of a job (tier.Options.JobMem)
	Compress bool
	// MinJob pads every job to at least this long (a test knob: Prism
	// splits a bundle that runs for a while and runs the rest in parallel,
	// which the tiny jobs of small boards never trigger).
	MinJob time.Duration
}

// job is one part of one tier: the unit of work of the pipelines.
type job struct {
	Tier, Part, Parts int
}

// problem is a tiered game the cluster solves, whatever its positions.
type problem interface {
	name() tier.Name
	size(t int) int
	// whole reports whether tier t has moves inside itself, so that it
	// is solved by one job (tier.SolvePart with parts = 1).
	whole(t int) bool
	// prepare checks the storage and the budget before anything is
	// written (tier.Prepare): the tiers already there, checked, and the
	// levels.
	prepare(st tier.Storage, opt *tier.Options) (*tier.Plan, error)
	solvePart(ctx context.Context, st tier.Storage, t, k, parts int, opt *tier.Options) error
	assemble(st tier.Storage, t, parts int, opt *tier.Options) error
}

// tiered is a problem of positions P.
type tiered[P comparable] struct {
	g     tier.Game[P]
	n     tier.Name
	loopy bool // every tier is solved whole (a tier.Retro game)
	// loops, if not nil, reports whether a tier has moves inside itself
	// (a board game without Retro): it is solved whole.
	loops func(t int) bool
}

func (p tiered[P]) name() tier.Name  { return p.n }
func (p tiered[P]) size(t int) int   { return p.g.TierSize(t) }
func (p tiered[P]) whole(t int) bool { return p.loopy || p.loops != nil && p.loops(t) }
func (p tiered[P]) prepare(st tier.Storage, opt *tier.Options) (*tier.Plan, error) {
	return tier.Prepare(p.g, st, p.n, opt)
}
func (p tiered[P]) solvePart(ctx context.Context, st tier.Storage, t, k, parts int, opt *tier.Options) error {
	return tier.SolvePart(ctx, p.g, st, p.n, t, k, parts, opt)
}
func (p tiered[P]) assemble(st tier.Storage, t, parts int, opt *tier.Options) error {
	return tier.Assemble(p.g, st, p.n, t, parts, opt)
}

// problemOf reads a game: "connect4 WxH" (tiers by stones, every one cut
// into parts), "morris N" (the midgame of Nine Men's Morris with at most
// N stones on the board, 6 … 18, as cgt solve morris --tiers: tiers whose
// slides stay inside them, each solved whole by one job, the tiers of a
// level in parallel), or a board game of internal/boardgames and its flags
// (boardgames.Values.Encode: "mills stones=7&variant=five"), as cgt solve
// GAME [its flags] --tiers solves it.
func problemOf(spec string) (problem, error) {
	game, arg, _ := strings.Cut(strings.TrimSpace(spec), " ")
	if bg, ok := boardgames.Find(game); ok {
		v, err := boardgames.Decode(arg)
		if err != nil {
			return nil, err
		}
		g, err := bg.New(v)
		if err != nil {
			return nil, err
		}
		return boardProblem(g), nil
	}
	switch game {
	case "connect4":
		g, name, err := connect4Game(arg)
		return tiered[connect4.Position]{g: g, n: name}, err
	case "morris":
		n, err := strconv.Atoi(arg)
		if err != nil || n < 6 || n > 18 {
			return nil, fmt.Errorf("bad morris stones %q: want 6 … 18", arg)
		}
		return tiered[morris.Position]{g: morris.NewMidgame(n), n: morris.TierName(9), loopy: true}, nil
	}
	return nil, fmt.Errorf("bad game %q: want connect4 WxH, morris N or a board game (%s) and its flags", spec, boardgames.Names())
}

// boardProblem is the problem of a board game: with un-moves (tier.Retro)
// every tier is solved whole by one job; without, the tiers whose moves
// stay inside them are, and the others are cut into parts.
func boardProblem(g board.Game) problem {
	_, retro := g.(tier.Retro)
	return tiered[board.Pos]{g: g, n: g.Name(), loopy: retro, loops: g.Loops}
}

func connect4Game(board string) (*connect4.Tiered, tier.Name, error) {
	a, b, _ := strings.Cut(board, "x")
	w, err1 := strconv.Atoi(a)
	h, err2 := strconv.Atoi(b)
	if err1 != nil || err2 != nil || w < 1 || h < 1 || w*(h+1) > 64 {
		return nil, tier.Name{}, fmt.Errorf("bad board %q: want WxH with W·(H+1) ≤ 64", board)
	}
	return connect4.NewTiered(w, h), tier.Name{Game: "connect4", Params: fmt.Sprintf("%dx%d", w, h)}, nil
}

// solveFn solves one part and passes it on keyed by its tier.
type solveFn struct {
	Game    string
	Dir     string
	Workers int
	JobMem  int64
	MinJob  time.Duration
}

func (f *solveFn) ProcessElement(ctx context.Context, j job, emit func(int, job)) error {
	g, err := problemOf(f.Game)
	if err != nil {
		return err
	}
	start := time.Now()
	n := jobsRunning.Add(1)
	defer jobsRunning.Add(-1)
	for {
		if old := jobsPeak.Load(); n <= old || jobsPeak.CompareAndSwap(old, n) {
			break
		}
	}
	if err := g.solvePart(ctx, beamStorage{f.Dir}, j.Tier, j.Part, j.Parts, &tier.Options{Workers: f.Workers, JobMem: f.JobMem}); err != nil {
		return err
	}
	time.Sleep(f.MinJob - time.Since(start))
	emit(j.Tier, j)
	return nil
}

// assembleFn joins the parts of a tier into its file once all are there.
type assembleFn struct {
	Game     string
	Dir      string
	Compress bool
}

func (f *assembleFn) ProcessElement(t int, parts func(*job) bool) error {
	g, err := problemOf(f.Game)
	if err != nil {
		return err
	}
	seen := map[int]bool{}
	var j, any job
	for parts(&j) {
		seen[j.Part] = true
		any = j
	}
	if len(seen) != any.Parts {
		return fmt.Errorf("tier %d: %d of %d parts", t, len(seen), any.Parts)
	}
	// The assembling job is the last of its level: it compresses the
	// tier's blocks on every core of its worker.
	return g.assemble(beamStorage{f.Dir}, t, any.Parts, &tier.Options{Compress: f.Compress, Workers: -1})
}

func init() {
	register.DoFn3x1[context.Context, job, func(int, job), error](&solveFn{})
	register.DoFn2x1[int, func(*job) bool, error](&assembleFn{})
	register.Emitter2[int, job]()
	register.Iter1[job]()
	beam.RegisterType(reflect.TypeOf((*job)(nil)).Elem())
}

// jobsRunning and jobsPeak count the jobs running at once in this process
// and the most seen: with the Prism runner every job runs in this process,
// so jobsPeak is the number of local workers that worked in parallel. (A
// command's instrumentation, read by the test and the log.)
var jobsRunning, jobsPeak atomic.Int32

// minPart is the smallest part worth a job of its own.
const minPart = 1 << 14

// run solves every tier of c.Game level by level, one pipeline per level
// run by execute, skipping the tiers already in c.Dir; logf reports each
// level. It returns the most jobs seen running at once in this process.
func run(ctx context.Context, c config, execute func(context.Context, *beam.Pipeline) error, logf func(string, ...any)) (peak int, err error) {
	g, err := problemOf(c.Game)
	if err != nil {
		return 0, err
	}
	// Before the first job: the location must hold no other solve's tiers
	// and no damaged file, and every tier left must fit a job's budget
	// (tier.Prepare, with a job's options: SolvePart writes its parts
	// uncompressed).
	plan, err := g.prepare(beamStorage{c.Dir}, &tier.Options{Workers: c.Workers, JobMem: c.JobMem})
	if err != nil {
		return 0, err
	}
	for lv, tiers := range plan.Levels {
		var jobs []job
		for _, t := range tiers {
			if _, done := plan.Done[t]; done {
				continue
			}
			parts := max(1, min(c.Parts, g.size(t)/minPart))
			if g.whole(t) {
				parts = 1
			}
			for k := range parts {
				jobs = append(jobs, job{t, k, parts})
			}
		}
		if len(jobs) == 0 {
			logf("level %d (tiers %v): already solved", lv, tiers)
			continue
		}
		start := time.Now()
		p, s := beam.NewPipelineWithRoot()
		in := beam.CreateList(s, jobs)
		in = beam.Reshuffle(s, in)
		solved := beam.ParDo(s, &solveFn{Game: c.Game, Dir: c.Dir, Workers: c.Workers, JobMem: c.JobMem, MinJob: c.MinJob}, in)
		beam.ParDo0(s, &assembleFn{Game: c.Game, Dir: c.Dir, Compress: c.Compress}, beam.GroupByKey(s, solved))
		if err := execute(ctx, p); err != nil {
			return peak, fmt.Errorf("level %d: %w", lv, err)
		}
		n := int(jobsPeak.Swap(0))
		peak = max(peak, n)
		logf("level %d (tiers %v): %d jobs, up to %d at once, %.1f s", lv, tiers, len(jobs), n, time.Since(start).Seconds())
	}
	return peak, nil
}
