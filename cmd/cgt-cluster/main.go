// Command cgt-cluster solves Connect Four tier by tier as Apache Beam
// pipelines, so that the same run goes on one machine (the Prism runner,
// the default) or on a cluster (Flink, Spark or Dataflow, chosen with
// --runner and that runner's flags).
//
//	cgt-cluster --board 5x4 --tiers DIR [--parts 8] [--workers 1] [--runner prism]
//
// The tiers are solved level by level, lowest first (package
// github.com/cgtgo/cgt/tier). Each level is one pipeline: every tier of the
// level not yet on disk is cut into parts, each part is one element and
// one job (tier.SolvePart: it reads the child tiers from DIR and writes a
// part file), a GroupByKey on the tier gathers the parts, and one job per
// tier joins them into the tier file (tier.Assemble), byte for byte the
// file that cgt solve --tiers writes. DIR must be a directory every worker
// sees (a shared file system on a cluster). Tiers already on disk are
// checked and skipped, and parts already on disk are kept, so a run that
// stops resumes where it stopped. See docs/cluster.md.
//
// It lives in its own module so that the cgt module itself needs only the
// standard library.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"time"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/x/beamx"
)

func main() {
	var c config
	flag.StringVar(&c.Board, "board", "", "the Connect Four board `WxH`, as 5x4")
	flag.StringVar(&c.Dir, "tiers", "", "the shared `DIR` of tier files")
	flag.IntVar(&c.Parts, "parts", 8, "jobs per tier (tiers under 16,384 positions per part get fewer)")
	flag.IntVar(&c.Workers, "workers", 1, "goroutines per job")
	flag.BoolVar(&c.Compress, "compress", true, "compress the tier files (as cgt solve --tiers does by default)")
	flag.DurationVar(&c.MinJob, "min-job", 0, "pad every job to at least this `duration` (for tests of the scheduling)")
	flag.Parse()
	beam.Init()
	if c.Board == "" || c.Dir == "" {
		fmt.Fprintln(os.Stderr, "cgt-cluster: say --board WxH --tiers DIR")
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
	fmt.Printf("connect4 %s: every tier in %s (%.1fs, up to %d jobs at once in this process)\n", c.Board, c.Dir, time.Since(t0).Seconds(), peak)
}
