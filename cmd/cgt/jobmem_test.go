package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/cgtgo/cgt/tier"
)

// solveMem runs cgt solve connect4 --board board --tiers dir --job-mem
// mem --json in a child process and returns its summary, whose peak_rss
// is the child's own peak resident memory (VmHWM; 0 where the system has
// none to read).
func solveMem(t *testing.T, board, dir, mem string) tieredSummary {
	t.Helper()
	r := cgtIn(t, filepath.Dir(dir), "", "solve", "connect4", "--board", board, "--tiers", dir, "--job-mem", mem, "--json")
	var sum tieredSummary
	if err := json.Unmarshal([]byte(r.stdout), &sum); err != nil || r.code != 0 {
		t.Fatalf("solve %s --job-mem %s: exit %d, %v, %q %q", board, mem, r.code, err, r.stdout, r.stderr)
	}
	return sum
}

// TestSolveTieredJobMem checks the bound the tier package documents for
// cgt solve --tiers, peak resident memory within --job-mem + 16 MiB
// (issue 31, item 6: --job-mem 8MiB peaked at 29 MiB on Connect Four 6x4,
// 64MiB at 132 MiB, as the soft memory limit, 64 MiB above the budget,
// let the heap grow to twice what was live), on Connect Four 3x8 with
// --job-mem 8MiB: its largest tier, 4,232,592 positions, and the tier
// below it hold 16 MB of values, so the job is solved in slices. The
// child measures its own peak; the solve is the published one, in the
// bytes of any budget. TestSolveTieredJobMemLong (CGT_LONG=1) measures
// 6x4 at 8, 16, 32 and 64 MiB.
func TestSolveTieredJobMem(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "c4")
	sum := solveMem(t, "3x8", dir, "8MiB")
	if sum.Positions != 22790610 || sum.Largest != 4232592 || sum.Bytes != 1214047 || sum.Start.Outcome != "Tie" || sum.Start.Remoteness != 24 {
		t.Errorf("3x8 with --job-mem 8MiB: %+v, want 22790610 positions (largest tier 4232592), 1214047 bytes, a Tie in 24", sum)
	}
	if sum.PeakRSS == 0 {
		t.Skip("no peak memory to read on this system")
	}
	t.Logf("3x8, --job-mem 8MiB: peak RSS %.1f MiB", float64(sum.PeakRSS)/(1<<20))
	if sum.PeakRSS > (8+16)<<20 {
		t.Errorf("3x8 with --job-mem 8MiB peaked at %.1f MiB, over 8 + 16 MiB", float64(sum.PeakRSS)/(1<<20))
	}
}

// TestSolveTieredJobMemLong (CGT_LONG=1, 4 minutes on 2 busy cores)
// solves Connect Four 6x4 (160 million positions, largest tier
// 30,168,000) with --job-mem 8MiB, 16MiB, 32MiB and 64MiB, each in a
// child process, checks that each peaks within its budget + 16 MiB and
// that its files are the bytes of a solve with 1GiB (which holds each
// tier whole), and logs the peaks.
func TestSolveTieredJobMemLong(t *testing.T) {
	if os.Getenv("CGT_LONG") == "" {
		t.Skip("set CGT_LONG=1: five solves of Connect Four 6x4")
	}
	work := t.TempDir()
	ref := solveMem(t, "6x4", filepath.Join(work, "1GiB"), "1GiB")
	t.Logf("6x4, --job-mem 1GiB: peak RSS %.1f MiB, %.0f s", float64(ref.PeakRSS)/(1<<20), ref.Seconds)
	for _, mib := range []int64{8, 16, 32, 64} {
		name := fmt.Sprintf("%dMiB", mib)
		dir := filepath.Join(work, name)
		sum := solveMem(t, "6x4", dir, name)
		t.Logf("6x4, --job-mem %s: peak RSS %.1f MiB, %.0f s", name, float64(sum.PeakRSS)/(1<<20), sum.Seconds)
		if sum.PeakRSS > (mib+16)<<20 {
			t.Errorf("--job-mem %s peaked at %.1f MiB, over %d MiB", name, float64(sum.PeakRSS)/(1<<20), mib+16)
		}
		for tr := range sum.Tiers {
			a, _ := os.ReadFile(tier.Path(filepath.Join(work, "1GiB"), tr))
			b, err := os.ReadFile(tier.Path(dir, tr))
			if err != nil || !slices.Equal(a, b) {
				t.Errorf("--job-mem %s: tier %d differs from the solve with 1GiB (%v)", name, tr, err)
			}
		}
		os.RemoveAll(dir)
	}
}
