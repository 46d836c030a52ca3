package tier_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/tier"
)

// strip is a tiered game with tiers of n positions, cheap to play, built
// to have tiers larger than a job's budget: position i of tier t moves to
// positions i, i+1 and i+2 of tier t+1 (fewer at the end), and the
// positions of the last tier are over, won by the player to move when
// i%5 == 0 and lost otherwise. It is a tier.Ranger.
type strip struct{ tiers, n int }

func (g strip) Moves(dst []int, p int) []int {
	t, i := p/g.n, p%g.n
	if t+1 < g.tiers {
		for j := i; j < min(i+3, g.n); j++ {
			dst = append(dst, (t+1)*g.n+j)
		}
	}
	return dst
}

func (g strip) Terminal(p int) (cgt.Outcome, bool) {
	if p/g.n < g.tiers-1 {
		return cgt.Unknown, false
	}
	if p%g.n%5 == 0 {
		return cgt.Win, true
	}
	return cgt.Loss, true
}

func (g strip) Tiers() int     { return g.tiers }
func (g strip) Tier(p int) int { return p / g.n }
func (g strip) ChildTiers(t int) []int {
	if t+1 < g.tiers {
		return []int{t + 1}
	}
	return nil
}
func (g strip) TierSize(int) int          { return g.n }
func (g strip) TierIndex(p int) int       { return p % g.n }
func (g strip) TierPosition(t, i int) int { return t*g.n + i }
func (g strip) ChildRanges(dst []tier.Span, t, lo, hi int) []tier.Span {
	if t+1 == g.tiers {
		return dst
	}
	return append(dst, tier.Span{Tier: t + 1, Lo: lo, Hi: min(hi+2, g.n)})
}

// plain hides a game's ChildRanges: the solver then reads child blocks on
// demand.
type plain struct{ tier.Game[int] }

// stripValues computes the values of strip by hand: tier by tier from the
// last, a position is won at r+1 when some move reaches a position lost at
// r (the least such r), and lost at one more than the largest remoteness of
// its moves otherwise.
func stripValues(g strip) [][]cgt.Result {
	vals := make([][]cgt.Result, g.tiers)
	for t := g.tiers - 1; t >= 0; t-- {
		vals[t] = make([]cgt.Result, g.n)
		for i := range g.n {
			if t == g.tiers-1 {
				o, _ := g.Terminal(t*g.n + i)
				vals[t][i] = cgt.Result{Outcome: o}
				continue
			}
			win, worst := -1, 0
			for j := i; j < min(i+3, g.n); j++ {
				c := vals[t+1][j]
				if c.Outcome == cgt.Loss && (win < 0 || c.Remoteness < win) {
					win = c.Remoteness
				}
				worst = max(worst, c.Remoteness)
			}
			if win >= 0 {
				vals[t][i] = cgt.Result{Outcome: cgt.Win, Remoteness: win + 1}
			} else {
				vals[t][i] = cgt.Result{Outcome: cgt.Loss, Remoteness: worst + 1}
			}
		}
	}
	return vals
}

// solveByParts solves every tier of g as parts jobs of SolvePart with the
// given budget, then Assemble.
func solveByParts(g tier.Game[int], dir string, name tier.Name, parts int, budget int64) error {
	for t := g.Tiers() - 1; t >= 0; t-- {
		for k := range parts {
			if err := tier.SolvePart(context.Background(), g, tier.Dir(dir), name, t, k, parts, &tier.Options{Workers: 2, JobMem: budget}); err != nil {
				return err
			}
		}
		if err := tier.Assemble(g, tier.Dir(dir), name, t, parts, nil); err != nil {
			return err
		}
	}
	return nil
}

// TestJobMemValues checks split jobs against values computed by hand, on
// a strip with tiers of 5,000 positions and budgets of a few hundred
// bytes (windows of dozens of positions), with the game's ChildRanges and
// without (blocks read on demand), and that every way gives the bytes of
// an unsplit Solve.
func TestJobMemValues(t *testing.T) {
	g := strip{tiers: 5, n: 5000}
	want := stripValues(g)
	name := tier.Name{Game: "strip", Params: "5x5000"}
	whole := t.TempDir()
	stats, err := tier.Solve(context.Background(), g, tier.Dir(whole), name, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, st := range stats {
		if fi, err := os.Stat(tier.Path(whole, st.Tier)); err != nil || fi.Size() != st.Bytes {
			t.Errorf("tier %d: stats say %d bytes, the file has %v (%v)", st.Tier, st.Bytes, fi, err)
		}
	}
	ts := tier.Open(g, tier.Dir(whole), name)
	defer ts.Close()
	for tr := range g.tiers {
		for i := range g.n {
			o, r, err := ts.Lookup(tr*g.n + i)
			if err != nil || o != want[tr][i].Outcome || r != want[tr][i].Remoteness {
				t.Fatalf("tier %d position %d: %v %d (%v), want %v", tr, i, o, r, err, want[tr][i])
			}
		}
	}
	for _, c := range []struct {
		g      tier.Game[int]
		parts  int
		budget int64
	}{{g, 1, 256}, {g, 3, 400}, {plain{g}, 1, 256}, {plain{g}, 2, 20000}} {
		dir := t.TempDir()
		if err := solveByParts(c.g, dir, name, c.parts, c.budget); err != nil {
			t.Fatalf("%T, %d parts, budget %d: %v", c.g, c.parts, c.budget, err)
		}
		for tr := range g.tiers {
			a, _ := os.ReadFile(tier.Path(whole, tr))
			b, err := os.ReadFile(tier.Path(dir, tr))
			if err != nil || !slices.Equal(a, b) {
				t.Errorf("%T, %d parts, budget %d: tier %d differs from the unsplit solve (%v)", c.g, c.parts, c.budget, tr, err)
			}
		}
	}
}

// TestJobMemPeak solves a strip whose tiers hold 2²³ positions (16 MiB of
// values each, so a job needs 32 MiB to hold a tier and its child) in
// child processes, and measures their peak resident memory: the jobs of a
// split solve (2 parts a tier) with a budget of 4 MiB peak less than the
// budget above a process that runs the same jobs on tiers of 4,096
// positions (the runtime, the workers and the files without the values),
// while an unsplit solve goes above that by the two tiers; the files are
// the same bytes.
func TestJobMemPeak(t *testing.T) {
	if mode := os.Getenv("CGT_JOBMEM_HELPER"); mode != "" {
		jobMemHelper(t, mode)
		return
	}
	if testing.Short() {
		t.Skip("solves 10⁸ positions in child processes")
	}
	if raceEnabled {
		t.Skip("the race detector's shadow memory is not the solver's: peaks are measured without it")
	}
	exe, err := os.Executable()
	if err != nil {
		t.Skip(err)
	}
	const budget = 4 << 20
	peak := func(mode, dir string) int64 {
		cmd := exec.Command(exe, "-test.run=^TestJobMemPeak$")
		cmd.Env = append(os.Environ(), "CGT_JOBMEM_HELPER="+mode+","+dir+","+strconv.Itoa(budget))
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%s: %v\n%s", mode, err, out)
		}
		// The child's own peak (VmHWM), not wait4's: Linux counts in a
		// child's Maxrss the peak of the parent it was forked from.
		_, hwm, ok := strings.Cut(string(out), "VmHWM ")
		if !ok {
			t.Skip("no peak memory on this system")
		}
		kb, err := strconv.ParseInt(strings.Fields(hwm)[0], 10, 64)
		if err != nil {
			t.Fatalf("%s: %v\n%s", mode, err, out)
		}
		return kb << 10
	}
	split, whole := t.TempDir(), t.TempDir()
	idle := peak("idle", t.TempDir())
	ps := peak("split", split)
	pw := peak("whole", whole)
	t.Logf("peak RSS: idle %d KiB, split jobs (budget %d KiB) %d KiB, %d KiB above idle; unsplit %d KiB", idle>>10, budget>>10, ps>>10, (ps-idle)>>10, pw>>10)
	if ps-idle > budget {
		t.Errorf("split jobs peak %d bytes above an idle process, over the budget of %d", ps-idle, budget)
	}
	if pw-idle < 2*16<<20 {
		t.Errorf("the unsplit solve peaks only %d bytes above an idle process: the tiers do not exceed the budget as meant", pw-idle)
	}
	for tr := range 3 {
		a, _ := os.ReadFile(tier.Path(whole, tr))
		b, err := os.ReadFile(tier.Path(split, tr))
		if err != nil || !slices.Equal(a, b) {
			t.Errorf("tier %d: split jobs differ from the unsplit solve (%v)", tr, err)
		}
	}
}

// jobMemHelper is the child process of TestJobMemPeak: arg is
// "mode,dir,budget".
func jobMemHelper(t *testing.T, arg string) {
	f := strings.Split(arg, ",")
	budget, _ := strconv.ParseInt(f[2], 10, 64)
	g := strip{tiers: 3, n: 1 << 23}
	name := tier.Name{Game: "strip", Params: "3x8M"}
	// As cgt solve --tiers does: a soft memory limit at the budget, so
	// that the collector keeps the heap near what the jobs hold instead
	// of letting it double.
	if f[0] != "whole" {
		debug.SetMemoryLimit(budget)
	}
	var err error
	switch f[0] {
	case "idle":
		// The same jobs on tiers of 4,096 positions: the runtime, the
		// workers and the files, without the values.
		err = solveByParts(strip{tiers: 3, n: 1 << 12}, f[1], name, 2, budget)
	case "split":
		err = solveByParts(g, f[1], name, 2, budget)
	case "whole":
		_, err = tier.Solve(context.Background(), g, tier.Dir(f[1]), name, &tier.Options{Workers: 2})
	}
	if err != nil {
		t.Fatal(err)
	}
	if b, err := os.ReadFile("/proc/self/status"); err == nil {
		for _, line := range strings.Split(string(b), "\n") {
			if v, ok := strings.CutPrefix(line, "VmHWM:"); ok {
				fmt.Println("VmHWM", strings.Fields(v)[0])
			}
		}
	}
}

// short is a strip whose ChildRanges leaves out the moves to i+1 and i+2.
type short struct{ strip }

func (g short) ChildRanges(dst []tier.Span, t, lo, hi int) []tier.Span {
	if t+1 == g.tiers {
		return dst
	}
	return append(dst, tier.Span{Tier: t + 1, Lo: lo, Hi: hi})
}

// TestJobMemErrors checks that a budget too small for one position's
// child spans is refused with ErrJobMem, and a ChildRanges that misses a
// move with cgt.ErrInconsistent, not a wrong value.
func TestJobMemErrors(t *testing.T) {
	g := strip{tiers: 3, n: 1000}
	name := tier.Name{Game: "strip", Params: "errors"}
	if _, err := tier.Solve(context.Background(), g, tier.Dir(t.TempDir()), name, &tier.Options{JobMem: 8}); !errors.Is(err, tier.ErrJobMem) {
		t.Errorf("a budget of 8 bytes: %v, want ErrJobMem", err)
	}
	if _, err := tier.Solve(context.Background(), short{g}, tier.Dir(t.TempDir()), name, &tier.Options{JobMem: 1000}); !errors.Is(err, cgt.ErrInconsistent) {
		t.Errorf("ChildRanges missing moves: %v, want ErrInconsistent", err)
	}
}
