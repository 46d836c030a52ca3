package main

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"syscall"
	"testing"
	"time"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/runners/prism"

	"github.com/cgtgo/cgt/games/morris"
	"github.com/cgtgo/cgt/tier"
)

func TestMain(m *testing.M) {
	beam.Init()
	// Beam's loopback worker makes a directory per run in the temporary
	// directory and leaves it there: give the tests a temporary directory
	// of their own, removed when they end.
	tmp, err := os.MkdirTemp("", "cgt-cluster-test-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	os.Setenv("TMPDIR", tmp)
	code := m.Run()
	os.RemoveAll(tmp)
	os.Exit(code)
}

func prismRun(ctx context.Context, p *beam.Pipeline) error {
	_, err := prism.Execute(ctx, p)
	return err
}

// TestClusterMatchesSingle solves Connect Four 5x4 as Beam pipelines on the
// Prism runner, six jobs per large tier with at least 3 running at once,
// each within a budget of 128 KiB (a part of the largest tier, 150,150
// positions, holds 300 KB of values: the jobs solve it a slice at a time),
// and checks that every tier file is byte for byte the file of the
// single-process tiered solve (tier.Solve, what cgt solve --tiers runs).
// Then it removes two tiers and a run resumes with only them.
func TestClusterMatchesSingle(t *testing.T) {
	g, name, err := connect4Game("5x4")
	if err != nil {
		t.Fatal(err)
	}
	single, dist := t.TempDir(), t.TempDir()
	if _, err := tier.Solve(context.Background(), g, tier.Dir(single), name, &tier.Options{Compress: true, Workers: 2}); err != nil {
		t.Fatal(err)
	}
	// Each job is padded to 1 s: the jobs of 5x4 take milliseconds, and
	// Prism only spreads a bundle over more workers once it runs a while.
	c := config{Game: "connect4 5x4", Dir: dist, Parts: 6, Workers: 1, JobMem: 128 << 10, Compress: true, MinJob: time.Second}
	peak, err := run(context.Background(), c, prismRun, t.Logf)
	if err != nil {
		t.Fatal(err)
	}
	if peak < 3 {
		t.Errorf("at most %d jobs ran at once, want at least 3 workers", peak)
	}
	same := func() {
		t.Helper()
		sameTiers(t, g.Tiers(), single, dist)
		if left, _ := filepath.Glob(filepath.Join(dist, "*part*")); len(left) > 0 {
			t.Errorf("part files left: %v", left)
		}
	}
	same()
	os.Remove(tier.Path(dist, 3))
	os.Remove(tier.Path(dist, 12))
	c.MinJob = 0
	if _, err := run(context.Background(), c, prismRun, func(string, ...any) {}); err != nil {
		t.Fatal(err)
	}
	same()
	t.Logf("21 tier files identical, up to %d jobs at once", peak)
}

// TestClusterObjectStore solves Connect Four 4x4 into memfs://, Beam's
// in-memory file system, which reads files as streams that cannot seek,
// as object stores do: the jobs read and write only through Beam's file
// system layer, within a budget of 16 KiB, and the files equal those of
// the single-process solve.
func TestClusterObjectStore(t *testing.T) {
	g, name, err := connect4Game("4x4")
	if err != nil {
		t.Fatal(err)
	}
	single := t.TempDir()
	if _, err := tier.Solve(context.Background(), g, tier.Dir(single), name, &tier.Options{Compress: true}); err != nil {
		t.Fatal(err)
	}
	root := "memfs://cgt-test/c4"
	c := config{Game: "connect4 4x4", Dir: root, Parts: 3, Workers: 1, JobMem: 16 << 10, Compress: true}
	if _, err := run(context.Background(), c, prismRun, t.Logf); err != nil {
		t.Fatal(err)
	}
	st := beamStorage{root}
	for tr := range g.Tiers() {
		a, err := os.ReadFile(tier.Path(single, tr))
		if err != nil {
			t.Fatal(err)
		}
		f, err := st.Open(tier.FileName(tr))
		if err != nil {
			t.Fatal(err)
		}
		b := make([]byte, f.Size())
		_, err = f.ReadAt(b, 0)
		f.Close()
		if err != nil || !slices.Equal(a, b) {
			t.Errorf("tier %d: the file in memfs differs from the single-process one (%v)", tr, err)
		}
	}
	if _, err := st.Open("tier-99999.cgt"); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("opening a missing file: %v, want fs.ErrNotExist", err)
	}
}

// TestCluster6x5 (CGT_LONG=1 and CGT_C4_6X5=DIR, the tiers of a finished
// cgt solve connect4 --board 6x5 --tiers DIR) solves Connect Four 6x5
// again as Beam pipelines on Prism, 16 jobs per large tier within
// CGT_JOB_MEM (256MiB unless set) each, into CGT_C4_6X5_CLUSTER (a
// temporary directory unless set), and checks that every tier file is the
// same bytes as in DIR. It logs each level's time and the process's CPU
// time and peak memory, every job included (this session: 1,858 s wall,
// 3,539 s CPU, 1,780 MiB on 2 cores).
func TestCluster6x5(t *testing.T) {
	single := os.Getenv("CGT_C4_6X5")
	if os.Getenv("CGT_LONG") == "" || single == "" {
		t.Skip("set CGT_LONG=1 and CGT_C4_6X5 to the tiers of a single-process solve")
	}
	dist := os.Getenv("CGT_C4_6X5_CLUSTER")
	if dist == "" {
		dist = t.TempDir()
	}
	mem, err := tier.ParseSize(cmp.Or(os.Getenv("CGT_JOB_MEM"), "256MiB"))
	if err != nil {
		t.Fatal(err)
	}
	g, _, _ := connect4Game("6x5")
	start := time.Now()
	c := config{Game: "connect4 6x5", Dir: dist, Parts: 16, Workers: 1, JobMem: mem, Compress: true}
	peak, err := run(context.Background(), c, prismRun, t.Logf)
	if err != nil {
		t.Fatal(err)
	}
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	t.Logf("6x5 through Beam: %.0f s wall, %.0f s CPU, peak RSS %d MiB, up to %d jobs at once",
		time.Since(start).Seconds(), time.Duration(ru.Utime.Nano()+ru.Stime.Nano()).Seconds(), ru.Maxrss>>10, peak)
	for tr := range g.Tiers() {
		if err := sameFile(tier.Path(single, tr), tier.Path(dist, tr)); err != nil {
			t.Errorf("tier %d: %v", tr, err)
		}
	}
}

// sameFile compares two files a megabyte at a time.
func sameFile(a, b string) error {
	fa, err := os.Open(a)
	if err != nil {
		return err
	}
	defer fa.Close()
	fb, err := os.Open(b)
	if err != nil {
		return err
	}
	defer fb.Close()
	ba, bb := make([]byte, 1<<20), make([]byte, 1<<20)
	for off := 0; ; off += len(ba) {
		na, erra := io.ReadFull(fa, ba)
		nb, errb := io.ReadFull(fb, bb)
		if na != nb || !slices.Equal(ba[:na], bb[:nb]) {
			return fmt.Errorf("%s and %s differ after byte %d", a, b, off)
		}
		if erra != nil || errb != nil {
			if erra == io.ErrUnexpectedEOF || erra == io.EOF {
				return nil
			}
			return errors.Join(erra, errb)
		}
	}
}

// TestClusterMorris solves the morris midgame of at most 8 stones as Beam
// pipelines on the Prism runner: every tier has moves inside itself (the
// slides) and is one job, the tiers of a level run in parallel, and each
// tier file is byte for byte the file of the single-process solve.
func TestClusterMorris(t *testing.T) {
	g := morris.NewMidgame(8)
	name := morris.TierName(9)
	single, dist := t.TempDir(), t.TempDir()
	if _, err := tier.Solve(context.Background(), g, tier.Dir(single), name, &tier.Options{Compress: true, Workers: 2}); err != nil {
		t.Fatal(err)
	}
	c := config{Game: "morris 8", Dir: dist, Parts: 4, Workers: 1, JobMem: 64 << 20, Compress: true}
	if _, err := run(context.Background(), c, prismRun, t.Logf); err != nil {
		t.Fatal(err)
	}
	sameTiers(t, g.Tiers(), single, dist)
	if _, err := problemOf("morris 19"); err == nil {
		t.Error("morris 19: no error")
	}
}

// sameTiers checks that tiers 0 … n−1 of the distributed solve in dist are
// byte for byte those of the single-process solve in single.
func sameTiers(t *testing.T, n int, single, dist string) {
	t.Helper()
	for tr := range n {
		a, err := os.ReadFile(tier.Path(single, tr))
		if err != nil {
			t.Fatal(err)
		}
		b, err := os.ReadFile(tier.Path(dist, tr))
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(a, b) {
			t.Errorf("tier %d: the distributed file differs from the single-process one", tr)
		}
	}
}

// TestClusterRefusesFirst checks that a distributed solve checks its
// location and its budget before the first pipeline, as cgt solve --tiers
// does (issue 43, items 1 and 2, through tier.Prepare): a location that
// holds another game's tiers (a local directory of morris tiers; Connect
// Four 4x4 tiers in memfs://, listed by Beam's file system) is refused
// with tier.ErrForeign and left as it was, and a budget below a morris
// tier's need with a *tier.JobMemError naming it; no pipeline runs.
func TestClusterRefusesFirst(t *testing.T) {
	noRun := func(context.Context, *beam.Pipeline) error {
		t.Error("a pipeline ran")
		return nil
	}
	ctx := context.Background()
	m := t.TempDir()
	if _, err := tier.Solve(ctx, morris.NewMidgame(6), tier.Dir(m), morris.TierName(9), nil); err != nil {
		t.Fatal(err)
	}
	before, _ := filepath.Glob(filepath.Join(m, "*"))
	if _, err := run(ctx, config{Game: "connect4 4x4", Dir: m, Parts: 2, Workers: 1}, noRun, t.Logf); !errors.Is(err, tier.ErrForeign) {
		t.Errorf("connect4 into a directory of morris tiers: %v, want tier.ErrForeign", err)
	}
	if after, _ := filepath.Glob(filepath.Join(m, "*")); !slices.Equal(before, after) {
		t.Errorf("the refused run changed the directory: %v, then %v", before, after)
	}
	g, name, err := connect4Game("4x4")
	if err != nil {
		t.Fatal(err)
	}
	root := "memfs://cgt-test/foreign"
	if _, err := tier.Solve(ctx, g, beamStorage{root}, name, nil); err != nil {
		t.Fatal(err)
	}
	if _, err := run(ctx, config{Game: "morris 6", Dir: root, Workers: 1}, noRun, t.Logf); !errors.Is(err, tier.ErrForeign) {
		t.Errorf("morris into memfs:// holding connect4 tiers: %v, want tier.ErrForeign", err)
	}
	var je *tier.JobMemError
	if _, err := run(ctx, config{Game: "morris 6", Dir: t.TempDir(), Workers: 1, JobMem: 1 << 20}, noRun, t.Logf); !errors.As(err, &je) || je.Tier != 1 {
		t.Errorf("morris 6 within 1 MiB a job: %v, want a tier.JobMemError for tier 1, {3, 3}", err)
	}
}
