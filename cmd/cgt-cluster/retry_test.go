package main

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/cgtgo/cgt/tier"
)

// TestAssembleJobRetried runs the assembling job of a tier of Connect Four
// 4x4 twice, as a runner retries a bundle that it ran at least once: the
// second run finds the parts removed by the first and must succeed,
// keeping the tier file (it failed with "open …part-0000-of-0003.cgt: no
// such file or directory", which failed the whole level). The tier file
// is the bytes of the single-process solve and no part is left.
func TestAssembleJobRetried(t *testing.T) {
	g, name, err := connect4Game("4x4")
	if err != nil {
		t.Fatal(err)
	}
	single, dist := t.TempDir(), t.TempDir()
	if _, err := tier.Solve(context.Background(), g, tier.Dir(single), name, &tier.Options{Compress: true}); err != nil {
		t.Fatal(err)
	}
	const tr, parts = 8, 3 // the largest tier, 34,320 positions
	for u := tr + 1; u < g.Tiers(); u++ {
		b, err := os.ReadFile(tier.Path(single, u))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(tier.Path(dist, u), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	var jobs []job
	solve := &solveFn{Game: "connect4 4x4", Dir: dist, Workers: 1, JobMem: 16 << 10}
	for k := range parts {
		j := job{tr, k, parts}
		if err := solve.ProcessElement(context.Background(), j, func(int, job) {}); err != nil {
			t.Fatal(err)
		}
		jobs = append(jobs, j)
	}
	assemble := &assembleFn{Game: "connect4 4x4", Dir: dist, Compress: true}
	for try := 1; try <= 2; try++ {
		i := 0
		next := func(j *job) bool {
			if i == len(jobs) {
				return false
			}
			*j, i = jobs[i], i+1
			return true
		}
		if err := assemble.ProcessElement(tr, next); err != nil {
			t.Fatalf("assembling job, run %d: %v", try, err)
		}
		a, _ := os.ReadFile(tier.Path(single, tr))
		b, err := os.ReadFile(tier.Path(dist, tr))
		if err != nil || !slices.Equal(a, b) {
			t.Errorf("run %d: tier %d is not the single-process file (%v)", try, tr, err)
		}
		if left, _ := filepath.Glob(filepath.Join(dist, "*part*")); len(left) > 0 {
			t.Errorf("run %d: parts left: %v", try, left)
		}
	}
}
