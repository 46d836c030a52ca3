package main

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/cgtgo/cgt/games/connect4"
	"github.com/cgtgo/cgt/games/morris"
	"github.com/cgtgo/cgt/internal/testutil"
	"github.com/cgtgo/cgt/tier"
)

// TestSolveIntoForeignDir checks that cgt solve --tiers into the directory
// of another solve refuses at once, exit 2, with one line that says what
// the directory holds and asks for a directory of its own, never to remove
// a file, and touches nothing (issue 43, item 1: connect4 4x4 into a
// directory of morris tiers wrote tiers 7–16 there, then refused tier 6
// advising to remove a good morris tier, and morris queries failed after;
// morris --stones 10 into a half-finished Connect Four directory wrote
// morris tiers 0, 2 and 4). The directories still answer and resume
// afterwards.
func TestSolveIntoForeignDir(t *testing.T) {
	work := t.TempDir()
	m := filepath.Join(work, "m")
	solvedMorris(t, work, "m", 6) // the shared solves, copied
	c := filepath.Join(work, "c")
	solvedConnect4(t, work, "c")
	for tr := range 10 {
		os.Remove(tier.Path(c, tr)) // half-finished: tiers 10-16 left
	}
	for _, k := range []struct {
		dir   string
		args  []string
		holds string
	}{
		{m, []string{"solve", "connect4", "--board", "4x4", "--tiers", m}, `holds "morris" ("standard tier `},
		{c, []string{"solve", "morris", "--stones", "10", "--tiers", c}, `holds "connect4" ("4x4 tier `},
		{c, []string{"solve", "morris", "--stones", "6", "--tiers", c}, `holds "connect4" ("4x4 tier `}, // no tier in common
		{c, []string{"solve", "connect4", "--board", "5x4", "--tiers", c}, `holds "connect4" ("4x4 tier `},
	} {
		before := testutil.DirFiles(t, k.dir)
		r := cgtIn(t, work, "", k.args...)
		what := "cgt " + strings.Join(k.args, " ")
		if r.code != 2 || strings.Count(r.stderr, "\n") != 1 || !strings.Contains(r.stderr, k.holds) ||
			!strings.Contains(r.stderr, "give --tiers a directory of its own") || strings.Contains(r.stderr, "remove") {
			t.Errorf("%s: exit %d, %q; want exit 2 and one line saying what the directory holds, asking for another", what, r.code, r.stderr)
		}
		testutil.Unchanged(t, what, k.dir, before)
	}
	if r := cgtIn(t, work, "", "query", m, "WWW/.../.../....../.../.../BBB B"); r.code != 0 {
		t.Errorf("a morris query after the refusals: exit %d, %q", r.code, r.stderr)
	}
	if r := cgtIn(t, work, "", "solve", "connect4", "--board", "4x4", "--tiers", c); r.code != 0 || !strings.Contains(r.stdout, "resumed: 7 tiers") {
		t.Errorf("the half-finished connect4 solve, resumed after the refusals: %+v", r)
	}
}

// TestSolveBudgetFirst checks that a tiered solve computes every tier's
// need before the first tier (issue 43, item 2: morris --stones 10 with
// --job-mem 120MiB solved tier 11 for 63 s before it refused tier 12, and
// the whole midgame with the default 1 GiB ran 16 minutes before it
// refused tier 24): --job-mem 8MiB on the tiers of 6 stones, whose first
// tier ({2, 3}, 27,098 positions) fits it, is refused at once, exit 1,
// naming the tier that needs the most (by tier.JobNeed: {3, 3}) and the
// --job-mem that fits, and writes no file; that --job-mem solves them;
// --job-mem below the 8MiB the help asks for is refused as bad input.
func TestSolveBudgetFirst(t *testing.T) {
	work := t.TempDir()
	dir := filepath.Join(work, "m")
	g := morris.NewMidgame(6)
	opt := tier.Options{Workers: 1, Compress: true}
	most, top := int64(0), -1
	for tr := range g.Tiers() {
		n, err := tier.JobNeed(g, tr, &opt)
		if err != nil {
			t.Fatal(err)
		}
		if n > most {
			most, top = n, tr
		}
	}
	r := cgtIn(t, work, "", "solve", "morris", "--stones", "6", "--tiers", dir, "--job-mem", "8MiB", "--workers", "1")
	if n, _ := tier.JobNeed(g, 0, &opt); n > 8<<20 || top == 0 {
		t.Fatalf("tier 0 needs %d bytes, tier %d the most: the test misses its case", n, top)
	}
	fits := mib(most)
	if r.code != 1 || strings.Count(r.stderr, "\n") != 1 || !strings.Contains(r.stderr, "tier "+strconv.Itoa(top)+" has moves inside itself") ||
		!strings.Contains(r.stderr, "give --job-mem "+fits+" or more") {
		t.Errorf("--stones 6 --job-mem 8MiB: exit %d, %q; want exit 1 naming tier %d and --job-mem %s", r.code, r.stderr, top, fits)
	}
	if names, _ := filepath.Glob(filepath.Join(dir, "tier-*")); len(names) > 0 {
		t.Errorf("the refused solve wrote %v", names)
	}
	if r := cgtIn(t, work, "", "solve", "morris", "--stones", "6", "--tiers", dir, "--job-mem", fits, "--workers", "1"); r.code != 0 {
		t.Errorf("--stones 6 --job-mem %s: exit %d, %q", fits, r.code, r.stderr)
	}
	for _, bad := range []string{"7MiB", "1000", "8M"} { // 8M is 8,000,000 bytes, under 8 MiB
		if r := cgtIn(t, work, "", "solve", "connect4", "--board", "4x4", "--tiers", filepath.Join(work, "c"), "--job-mem", bad); r.code != 2 || !strings.Contains(r.stderr, "want at least 8MiB") {
			t.Errorf("--job-mem %s: exit %d, %q; want exit 2 and at least 8MiB", bad, r.code, r.stderr)
		}
	}
}

// TestChooseJobMem checks the budget of a solve without --job-mem: 1 GiB
// for Connect Four, whose tiers are solved a slice at a time; for the
// whole morris midgame, the need of the loopy tier that needs the most
// (tier 33, of 1,051,958,800 positions), over 1 GiB (issue 43,
// item 2: with the default 1 GiB the documented command ran 16 minutes
// and refused tier 24), when the machine has it, and a refusal naming
// that need when it has not.
func TestChooseJobMem(t *testing.T) {
	opt := tier.Options{Workers: 2, Compress: true}
	if mem, top, err := chooseJobMem(connect4.NewTiered(5, 4), opt, memSlack, 1<<30); err != nil || mem != tier.DefaultJobMem || top != -1 {
		t.Errorf("connect4 5x4: %d, tier %d, %v; want the default, 1 GiB", mem, top, err)
	}
	g := morris.NewMidgame(18)
	need, err := tier.JobNeed(g, 33, &opt)
	if err != nil {
		t.Fatal(err)
	}
	want := (need + 1<<20 - 1) &^ (1<<20 - 1)
	if mem, top, err := chooseJobMem(g, opt, memSlack+morrisTableBytes, 64<<30); err != nil || mem != want || top != 33 || mem <= tier.DefaultJobMem {
		t.Errorf("morris with 64 GiB available: %d, tier %d, %v; want %d, the need of tier 33", mem, top, err, want)
	}
	if _, _, err := chooseJobMem(g, opt, memSlack+morrisTableBytes, 2<<30); err == nil || !strings.Contains(err.Error(), mib(want)) {
		t.Errorf("morris with 2 GiB available: %v; want a refusal naming %s", err, mib(want))
	}
}
