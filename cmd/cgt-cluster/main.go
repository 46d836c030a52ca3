// Command cgt-cluster solves Connect Four, the midgame of Nine Men's
// Morris, or a board game that cgt solve knows (a game written on package
// board: mills, …), tier by tier as Apache Beam pipelines, so that the
// same run goes on one machine (the Prism runner, the default) or on a
// cluster (Flink, Spark or Dataflow, chosen with --runner and that
// runner's flags).
//
//	cgt-cluster --board 5x4 --tiers LOCATION [--parts 8] [--workers 1] [--job-mem 1GiB] [--runner prism]
//	cgt-cluster --game morris [--stones 18] --tiers LOCATION [--workers 2] [--job-mem 6GiB]
//	cgt-cluster --game mills --variant six [--midgame] [--stones N] --tiers LOCATION
//
// A board game takes the flags it takes in cgt solve GAME, and its tier
// files are those of cgt solve GAME [its flags] --tiers, which cgt query
// and cgt serve read: with un-moves (tier.Retro, as mills) each tier is
// solved whole by one job, without them the tiers whose moves stay inside
// them are.
//
// A morris tier has moves inside itself (slides) and is solved whole by one
// job, in 2 bytes a position of it and of the child positions it reads
// (tier.Retro); the tiers of one level still run in parallel.
//
// The tiers are solved level by level, lowest first (package
// github.com/cgtgo/cgt/tier). Each level is one pipeline: every tier of the
// level not yet stored is cut into parts, each part is one element and
// one job (tier.SolvePart: it reads the ranges of the child tiers its
// moves reach and writes a part file, holding at most --job-mem of values
// however large the part), a GroupByKey on the tier gathers the parts, and
// one job per tier joins them into the tier file (tier.Assemble), byte for
// byte the file that cgt solve --tiers writes.
//
// LOCATION is where the files go, read and written through Beam's file
// systems: a local directory (shared by the workers on a cluster), or an
// object store's URL (gs://bucket/dir, s3://bucket/dir) that the workers
// reach without any mount. Tiers already stored are checked and skipped,
// and parts already stored are kept, so a run that stops resumes where it
// stopped. Several jobs may run in one worker process (Prism runs up to 8
// at once): give a process's jobs together less memory than it has, and
// set GOMEMLIMIT to keep the collector near it. See docs/cluster.md.
//
// It lives in its own module so that the cgt module itself needs only the
// standard library.
package main

import (
	"cmp"
	"context"
	"flag"
	"fmt"
	"os"
	"time"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/x/beamx"

	"github.com/cgtgo/cgt/internal/boardgames"
	"github.com/cgtgo/cgt/tier"
)

func main() {
	var c config
	board := flag.String("board", "", "the Connect Four board `WxH`, as 5x4")
	game := flag.String("game", "connect4", "the game: connect4 (with --board), morris (with --stones) or a board game of cgt solve ("+boardgames.Names()+", with its flags)")
	stones := flag.Int("stones", 18, "morris: the positions with at most `N` stones on the board (6 … 18); a board game's --stones")
	boardgames.Define(flag.CommandLine)
	flag.StringVar(&c.Dir, "tiers", "", "the `LOCATION` of the tier files: a directory every worker sees, or a Beam file system's URL (gs://…, s3://…)")
	flag.IntVar(&c.Parts, "parts", 8, "jobs per tier (tiers under 16,384 positions per part get fewer)")
	flag.IntVar(&c.Workers, "workers", 1, "goroutines per job")
	jobMem := flag.String("job-mem", "1GiB", "the memory `SIZE` for the values one job holds (as 512MiB, 2GiB); a larger part is solved a slice at a time")
	flag.BoolVar(&c.Compress, "compress", true, "compress the tier files (as cgt solve --tiers does by default)")
	flag.DurationVar(&c.MinJob, "min-job", 0, "pad every job to at least this `duration` (for tests of the scheduling)")
	flag.Parse()
	beam.Init()
	bg, isBoard := boardgames.Find(*game)
	shown := "" // the game as the command line gave it, for the last line
	switch {
	case c.Dir == "" || *game == "connect4" && *board == "":
		fmt.Fprintln(os.Stderr, "cgt-cluster: say --board WxH --tiers DIR, --game morris [--stones N] --tiers DIR, or --game GAME [its flags] --tiers DIR")
		os.Exit(2)
	case isBoard:
		set := map[string]bool{}
		flag.Visit(func(f *flag.Flag) { set[f.Name] = true })
		for _, name := range append([]string{"board", "stones"}, boardgames.FlagNames()...) {
			if set[name] && !bg.Takes(name) {
				fmt.Fprintf(os.Stderr, "cgt-cluster: --%s does not apply to %s\n", name, *game)
				os.Exit(2)
			}
		}
		v := bg.Given(flag.CommandLine, set)
		c.Game, shown = *game+" "+v.Encode(), *game+" "+v.Args(bg.Flags)
	case *game == "connect4":
		c.Game = "connect4 " + *board
	default:
		c.Game = fmt.Sprintf("%s %d", *game, *stones)
	}
	if _, err := problemOf(c.Game); err != nil {
		fmt.Fprintln(os.Stderr, "cgt-cluster:", err)
		os.Exit(2)
	}
	var err error
	if c.JobMem, err = tier.ParseSize(*jobMem); err != nil {
		fmt.Fprintln(os.Stderr, "cgt-cluster:", err)
		os.Exit(2)
	}
	t0 := time.Now()
	peak, err := run(context.Background(), c, beamx.Run, func(format string, a ...any) {
		fmt.Fprintf(os.Stderr, format+"\n", a...)
	})
	if err != nil {
		fmt.Fprintln(os.Stderr, "cgt-cluster:", err)
		os.Exit(1)
	}
	fmt.Printf("%s: every tier in %s (%.1fs, up to %d jobs at once in this process)\n", cmp.Or(shown, c.Game), c.Dir, time.Since(t0).Seconds(), peak)
}
