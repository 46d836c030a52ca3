package tier_test

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/cgtgo/cgt/tier"
)

// TestAssembleRetry checks that Assemble can be run again, as a
// distributed engine retries a job that it ran at least once: after the
// parts of a tier were joined and removed, a second Assemble succeeds and
// keeps the tier file (it failed with "open …part-0000-of-0003.cgt: no
// such file or directory"); a retry that finds the tier file complete and
// parts still there (a job stopped between the rename and the removals)
// removes them and keeps the file. The files are the bytes of a Solve. A
// damaged tier file is not taken as done: with its parts gone the retry is
// an error, with its parts there it is written again, right.
func TestAssembleRetry(t *testing.T) {
	g := strip{tiers: 3, n: 5000}
	name := tier.Name{Game: "strip", Params: "retry"}
	whole, dir := t.TempDir(), t.TempDir()
	if _, err := tier.Solve(context.Background(), g, tier.Dir(whole), name, nil); err != nil {
		t.Fatal(err)
	}
	const parts = 3
	solveParts := func(tr int) {
		t.Helper()
		for k := range parts {
			if err := tier.SolvePart(context.Background(), g, tier.Dir(dir), name, tr, k, parts, nil); err != nil {
				t.Fatal(err)
			}
		}
	}
	same := func(tr int, when string) {
		t.Helper()
		a, _ := os.ReadFile(tier.Path(whole, tr))
		b, err := os.ReadFile(tier.Path(dir, tr))
		if err != nil || !slices.Equal(a, b) {
			t.Errorf("tier %d %s: not the bytes of Solve (%v)", tr, when, err)
		}
		if left, _ := filepath.Glob(filepath.Join(dir, "*part*")); len(left) > 0 {
			t.Errorf("tier %d %s: parts left: %v", tr, when, left)
		}
	}
	opt := &tier.Options{Compress: false, Workers: 2}
	for tr := g.tiers - 1; tr >= 0; tr-- {
		solveParts(tr)
		for try := range 2 {
			if err := tier.Assemble(g, tier.Dir(dir), name, tr, parts, opt); err != nil {
				t.Fatalf("tier %d, Assemble run %d: %v", tr, try+1, err)
			}
			same(tr, "after an Assemble run again")
		}
	}
	// Parts still there beside a complete tier file.
	solveParts(1)
	if err := tier.Assemble(g, tier.Dir(dir), name, 1, parts, opt); err != nil {
		t.Fatalf("Assemble with the tier file complete and the parts there: %v", err)
	}
	same(1, "after a retry that found the parts")
	// A damaged tier file is not done.
	path := tier.Path(dir, 0)
	b, _ := os.ReadFile(path)
	good := slices.Clone(b)
	b[len(b)/2] ^= 0x55
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := tier.Assemble(g, tier.Dir(dir), name, 0, parts, opt); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("Assemble over a damaged tier file without its parts: %v, want a missing part", err)
	}
	solveParts(0)
	if err := tier.Assemble(g, tier.Dir(dir), name, 0, parts, opt); err != nil {
		t.Fatalf("Assemble over a damaged tier file with its parts: %v", err)
	}
	if b, _ := os.ReadFile(path); !slices.Equal(b, good) {
		t.Errorf("the damaged tier file was not written again from its parts")
	}
	same(0, "written again over a damaged file")
}
