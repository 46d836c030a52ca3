package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/runners/prism"

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
// and checks that every tier file is byte for byte the file of the
// single-process tiered solve (tier.Solve, what cgt solve --tiers runs).
// Then it removes two tiers and a run resumes with only them.
func TestClusterMatchesSingle(t *testing.T) {
	g, name, err := game("5x4")
	if err != nil {
		t.Fatal(err)
	}
	single, dist := t.TempDir(), t.TempDir()
	if _, err := tier.Solve(context.Background(), g, single, name, &tier.Options{Compress: true, Workers: 2}); err != nil {
		t.Fatal(err)
	}
	// Each job is padded to 1 s: the jobs of 5x4 take milliseconds, and
	// Prism only spreads a bundle over more workers once it runs a while.
	c := config{Board: "5x4", Dir: dist, Parts: 6, Workers: 1, Compress: true, MinJob: time.Second}
	peak, err := run(context.Background(), c, prismRun, t.Logf)
	if err != nil {
		t.Fatal(err)
	}
	if peak < 3 {
		t.Errorf("at most %d jobs ran at once, want at least 3 workers", peak)
	}
	same := func() {
		t.Helper()
		for tr := range g.Tiers() {
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
