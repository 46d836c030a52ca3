package connect4

import (
	"bufio"
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/internal/testutil"
	"github.com/cgtgo/cgt/tier"
)

// TestTieredNumbering checks with cgt.Verify that TierIndex/TierPosition
// and Index/Position are inverse on every slot of small boards, that every
// move goes to the next tier, and that Moves lists the legal moves (Play).
func TestTieredNumbering(t *testing.T) {
	for _, b := range [][2]int{{1, 1}, {2, 3}, {3, 3}, {4, 3}, {3, 4}} {
		c := NewTiered(b[0], b[1])
		if err := cgt.Verify[Position](c, nil); err != nil {
			t.Fatalf("%dx%d: %v", b[0], b[1], err)
		}
		for i := range c.Size() {
			p := c.Position(i)
			var want []Position
			for col := range c.w {
				if q, ok := c.Play(p, col); ok {
					want = append(want, q)
				}
			}
			if got := c.Moves(nil, p); !slices.Equal(got, want) {
				t.Fatalf("%dx%d: Moves(%v) = %v, Play gives %v", b[0], b[1], p, got, want)
			}
		}
	}
	// 4x4 and 6x5: round trips at random slots of every tier.
	rng := rand.New(rand.NewPCG(5, 6))
	for _, b := range [][2]int{{4, 4}, {6, 5}, {7, 6}} {
		c := NewTiered(b[0], b[1])
		for s := range c.Tiers() {
			for range 50 {
				i := rng.IntN(c.TierSize(s))
				p := c.TierPosition(s, i)
				if c.Tier(p) != s || c.TierIndex(p) != i {
					t.Fatalf("%dx%d: TierPosition(%d, %d) = %v, back to %d, %d", b[0], b[1], s, i, p, c.Tier(p), c.TierIndex(p))
				}
			}
		}
	}
}

// TestTierNext checks TierNext against TierPosition: on every slot of
// every tier of small boards (heights from 1 to 5, widths from 1 to 5),
// and at random slots of 6x5 and 7x6, the position after slot i is the
// one numbered i+1.
func TestTierNext(t *testing.T) {
	check := func(c *Tiered, s, i int) {
		t.Helper()
		if got, want := c.TierNext(s, c.TierPosition(s, i)), c.TierPosition(s, i+1); got != want {
			t.Fatalf("%dx%d: TierNext(%d, position %d) = %v, position %d is %v", c.w, c.h, s, i, got, i+1, want)
		}
	}
	for _, b := range [][2]int{{1, 1}, {1, 5}, {5, 1}, {2, 3}, {3, 3}, {4, 3}, {3, 4}, {4, 4}, {2, 5}} {
		c := NewTiered(b[0], b[1])
		for s := range c.Tiers() {
			for i := range c.TierSize(s) - 1 {
				check(c, s, i)
			}
		}
	}
	rng := rand.New(rand.NewPCG(7, 8))
	for _, b := range [][2]int{{6, 5}, {7, 6}} {
		c := NewTiered(b[0], b[1])
		for s := 1; s < c.Tiers(); s++ {
			per := c.binom[s][(s+1)/2] // choices of a height vector
			vectors := c.TierSize(s) / per
			for range 200 {
				check(c, s, rng.IntN(c.TierSize(s)-1))
				if vectors > 1 {
					check(c, s, (1+rng.IntN(vectors-1))*per-1) // the last choice of a height vector
				}
			}
		}
	}
}

// TestTieredAgainstRetrograde solves 4x4 tier by tier and compares the
// outcome and remoteness of every slot with cgt.SolveRetrograde on the
// whole board in memory (another engine), and the start with the published
// result: 4x4 is a draw (a Tie here).
func TestTieredAgainstRetrograde(t *testing.T) {
	c := NewTiered(4, 4)
	// One worker: with two, the race detector reports a race inside
	// SolveRetrograde's parallel propagation (retrograde.go, reported).
	want, err := cgt.SolveRetrograde[Position](context.Background(), c, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	name := tier.Name{Game: "connect4", Params: "4x4"}
	if _, err := tier.Solve[Position](context.Background(), c, tier.Dir(dir), name, &tier.Options{Workers: 2}); err != nil {
		t.Fatal(err)
	}
	ts := tier.Open[Position](c, tier.Dir(dir), name)
	defer ts.Close()
	for i := range c.Size() {
		p := c.Position(i)
		o, r, err := ts.Lookup(p)
		if err != nil {
			t.Fatal(err)
		}
		if o != want.Outcome(p) || r != want.Remoteness(p) {
			t.Fatalf("slot %d:\n%s tiered %v %d, retrograde %v %d", i, c.Format(p), o, r, want.Outcome(p), want.Remoteness(p))
		}
	}
	if o, r, _ := ts.Lookup(c.Start()); o != cgt.Tie || r != 16 {
		t.Errorf("4x4 start: %v in %d, want a Tie (draw) at the full board, 16 plies", o, r)
	}
}

// marginValue converts the Searcher's margin at p (the winner with the
// n-th stone scores (W·H + 2 − n)/2) to the outcome and remoteness of a
// strong solve: the winning stone n is the one of N+2−2m, N+1−2m with the
// winner's parity, and the remoteness is n − stones; a tie ends with the
// full board.
func (c *Tiered) marginValue(p Position, m int) (cgt.Outcome, int) {
	s, n := c.Stones(p), c.w*c.h
	switch {
	case m > 0:
		k := n + 2 - 2*m
		if k%2 != (s+1)%2 {
			k--
		}
		return cgt.Win, k - s
	case m < 0:
		k := n + 2 + 2*m
		if k%2 != s%2 {
			k--
		}
		return cgt.Loss, k - s
	}
	return cgt.Tie, n - s
}

// randomReachable plays uniformly random legal moves from the start and
// returns the position after a random number of them (play stops at the
// end of the game).
func randomReachable(c *Tiered, rng *rand.Rand) Position {
	p := c.Start()
	stop := rng.IntN(c.w*c.h + 1)
	var moves []Position
	for range stop {
		if _, ended := c.Terminal(p); ended {
			break
		}
		moves = c.Moves(moves[:0], p)
		p = moves[rng.IntN(len(moves))]
	}
	return p
}

// searcherCheck compares the tier tables of dir with the alpha-beta
// Searcher on k random reachable positions.
func searcherCheck(t *testing.T, c *Tiered, dir string, name tier.Name, k int) {
	ts := tier.Open[Position](c, tier.Dir(dir), name)
	defer ts.Close()
	s := cgt.NewSearcher[Position, int](c.Game, &cgt.Options{TableBytes: 16 << 20})
	rng := rand.New(rand.NewPCG(uint64(c.w), uint64(c.h)))
	for range k {
		p := randomReachable(c, rng)
		m, err := s.Solve(context.Background(), p)
		if err != nil {
			t.Fatal(err)
		}
		wo, wr := c.marginValue(p, m)
		o, r, err := ts.Lookup(p)
		if err != nil {
			t.Fatal(err)
		}
		if o != wo || r != wr {
			t.Fatalf("%dx%d:\n%s tiered %v %d, Searcher margin %d = %v %d", c.w, c.h, c.Format(p), o, r, m, wo, wr)
		}
	}
	t.Logf("%dx%d: %d random reachable positions agree with the Searcher", c.w, c.h, k)
}

// TestTieredBoards solves boards tier by tier and checks the published
// results (John Tromp's tables, also in DESIGN.md: 4x4, 5x4, 5x5 and 6x5
// are draws, 6x4 a second-player win) and random reachable positions
// against the alpha-beta Searcher. 4x4 and 5x4 run by default (a few
// hundred positions checked); with CGT_LONG=1 also 5x5 and 6x4, and every
// board checks 10,000 positions. 6x5 needs CGT_C4_6X5=DIR, a directory
// for its tiers (about 1.3 GB of disk, 8 minutes on 2 cores to solve and
// 1 to check, under 1.1 GB of memory with the default budget; tiers
// already in DIR, from
// cgt solve --tiers or cgt-cluster, are checked and kept); it logs the
// positions by outcome and tier.
func TestTieredBoards(t *testing.T) {
	type board struct {
		w, h int
		want cgt.Outcome // for the first player
	}
	boards := []board{{4, 4, cgt.Tie}, {5, 4, cgt.Tie}}
	k := 300
	long := os.Getenv("CGT_LONG") != ""
	if long {
		boards = append(boards, board{5, 5, cgt.Tie}, board{6, 4, cgt.Loss})
		k = 10000
	}
	big := os.Getenv("CGT_C4_6X5")
	if big != "" {
		boards = append(boards, board{6, 5, cgt.Tie})
	}
	if (testing.Short() || testutil.RaceEnabled) && !long {
		boards = boards[:1]
	}
	for _, b := range boards {
		c := NewTiered(b.w, b.h)
		dir := t.TempDir()
		if b.w == 6 && b.h == 5 {
			dir = big
			if err := os.MkdirAll(dir, 0o755); err != nil {
				t.Fatal(err)
			}
		}
		name := tier.Name{Game: "connect4", Params: fmt.Sprintf("%dx%d", b.w, b.h)}
		start := time.Now()
		cpu0 := testutil.CPUTime()
		stats, err := tier.Solve[Position](context.Background(), c, tier.Dir(dir), name, &tier.Options{Workers: 2})
		if err != nil {
			t.Fatal(err)
		}
		var bytes int64
		var total [cgt.Win + 1]int
		biggest := 0
		for _, st := range stats {
			bytes += st.Bytes
			biggest = max(biggest, st.Slots)
			for o, n := range st.Outcomes {
				total[o] += n
			}
			if b.w == 6 && b.h == 5 {
				t.Logf("tier %2d: %13d slots: Loss %d, Tie %d, Win %d; %.1f s", st.Tier, st.Slots, st.Outcomes[cgt.Loss], st.Outcomes[cgt.Tie], st.Outcomes[cgt.Win], st.Elapsed.Seconds())
			}
		}
		t.Logf("%dx%d: Loss %d, Tie %d, Win %d", b.w, b.h, total[cgt.Loss], total[cgt.Tie], total[cgt.Win])
		t.Logf("%dx%d: %d slots in %d tiers (largest %d), %.1f s wall, %.1f s CPU, %d bytes on disk",
			b.w, b.h, c.Size(), c.Tiers(), biggest, time.Since(start).Seconds(), (testutil.CPUTime() - cpu0).Seconds(), bytes)
		ts := tier.Open[Position](c, tier.Dir(dir), name)
		o, r, err := ts.Lookup(c.Start())
		ts.Close()
		if err != nil || o != b.want {
			t.Errorf("%dx%d start: %v (%v), want %v", b.w, b.h, o, err, b.want)
		}
		t.Logf("%dx%d start: %v in %d plies", b.w, b.h, o, r)
		searcherCheck(t, c, dir, name, k)
	}
}

// TestResumeAfterKill kills a tiered solve of 4x4 (SIGKILL, in a child
// process) in the middle of a tier, resumes it, and checks that the files
// are byte for byte those of an uninterrupted solve.
func TestResumeAfterKill(t *testing.T) {
	if os.Getenv("CGT_TIER_HELPER") != "" {
		return
	}
	exe, err := os.Executable()
	if err != nil {
		t.Skip(err)
	}
	c := NewTiered(4, 4)
	name := tier.Name{Game: "connect4", Params: "4x4"}
	killed := t.TempDir()
	cmd := exec.Command(exe, "-test.run=^TestResumeHelper$")
	cmd.Env = append(os.Environ(), "CGT_TIER_HELPER="+killed)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(out)
	var line string
	for sc.Scan() {
		if line = sc.Text(); strings.HasPrefix(line, "mid-tier") {
			break
		}
	}
	cmd.Process.Kill()
	cmd.Wait()
	if !strings.HasPrefix(line, "mid-tier") {
		t.Fatalf("the helper never reached the middle of a tier (last line %q)", line)
	}
	var mid int
	fmt.Sscanf(line, "mid-tier %d", &mid)
	if _, err := os.Stat(tier.Path(killed, mid)); err == nil {
		t.Fatalf("tier %d has a file although it was killed in the middle", mid)
	}
	if _, err := os.Stat(tier.Path(killed, mid+1)); err != nil {
		t.Fatalf("tier %d, solved before the kill, has no file: %v", mid+1, err)
	}
	stats, err := tier.Solve[Position](context.Background(), c, tier.Dir(killed), name, nil)
	if err != nil {
		t.Fatal(err)
	}
	skipped := 0
	for _, st := range stats {
		if st.Skipped {
			skipped++
		}
	}
	if want := c.Tiers() - mid - 1; skipped != want {
		t.Errorf("resume skipped %d tiers, want %d", skipped, want)
	}
	whole := t.TempDir()
	if _, err := tier.Solve[Position](context.Background(), c, tier.Dir(whole), name, nil); err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob(filepath.Join(whole, "*"))
	left, _ := filepath.Glob(filepath.Join(killed, "*"))
	if len(files) != c.Tiers() || len(left) != len(files) {
		t.Fatalf("%d files after the uninterrupted solve, %d after the resumed one, want %d", len(files), len(left), c.Tiers())
	}
	for _, f := range files {
		a, _ := os.ReadFile(f)
		b, _ := os.ReadFile(filepath.Join(killed, filepath.Base(f)))
		if !slices.Equal(a, b) {
			t.Errorf("%s differs after the resume", filepath.Base(f))
		}
	}
	t.Logf("killed in tier %d, resumed skipping %d tiers, %d identical files", mid, skipped, len(files))
}

// TestResumeHelper is the child process of TestResumeAfterKill: it solves
// 4x4 and, in the middle of the first tier large enough to report
// progress, prints "mid-tier T" and waits to be killed.
func TestResumeHelper(t *testing.T) {
	dir := os.Getenv("CGT_TIER_HELPER")
	if dir == "" {
		t.Skip("child process of TestResumeAfterKill")
	}
	c := NewTiered(4, 4)
	opt := &tier.Options{ProgressEvery: 1, Progress: func(p tier.Progress) {
		if !p.Done {
			fmt.Printf("mid-tier %d\n", p.Tier)
			os.Stdout.Sync()
			time.Sleep(time.Minute)
		}
	}}
	tier.Solve[Position](context.Background(), c, tier.Dir(dir), tier.Name{Game: "connect4", Params: "4x4"}, opt)
}

// TestChildRanges checks ChildRanges against every move: on 4x4, 5x4 and
// 3x5, for random ranges of every tier, each move of each position of the
// range goes to a slot inside one of the spans; it logs how many slots the
// spans hold per distinct child slot reached. Then 5x4 solved within a
// budget of 64 KiB (windows of a few thousand positions reading only
// their spans) gives the bytes of the unbounded solve.
func TestChildRanges(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	var spanned, reached int
	for _, b := range [][2]int{{4, 4}, {5, 4}, {3, 5}} {
		c := NewTiered(b[0], b[1])
		for s := range c.Tiers() - 1 {
			for range 20 {
				lo := rng.IntN(c.TierSize(s))
				hi := lo + 1 + rng.IntN(min(c.TierSize(s)-lo, 1+rng.IntN(5000)))
				spans := c.ChildRanges(nil, s, lo, hi)
				seen := map[int]bool{}
				for i := lo; i < hi; i++ {
					for _, q := range c.Moves(nil, c.TierPosition(s, i)) {
						j := c.TierIndex(q)
						seen[j] = true
						if !slices.ContainsFunc(spans, func(x tier.Span) bool { return x.Tier == s+1 && x.Lo <= j && j < x.Hi }) {
							t.Fatalf("%dx%d tier %d [%d, %d): move to slot %d of tier %d outside %v", b[0], b[1], s, lo, hi, j, s+1, spans)
						}
					}
				}
				for _, x := range spans {
					spanned += x.Hi - x.Lo
				}
				reached += len(seen)
			}
		}
	}
	t.Logf("the spans hold %.2f slots per child slot reached", float64(spanned)/float64(reached))

	c := NewTiered(5, 4)
	name := tier.Name{Game: "connect4", Params: "5x4"}
	whole, split := t.TempDir(), t.TempDir()
	if _, err := tier.Solve[Position](context.Background(), c, tier.Dir(whole), name, nil); err != nil {
		t.Fatal(err)
	}
	if _, err := tier.Solve[Position](context.Background(), c, tier.Dir(split), name, &tier.Options{JobMem: 64 << 10, Workers: 2}); err != nil {
		t.Fatal(err)
	}
	for s := range c.Tiers() {
		a, _ := os.ReadFile(tier.Path(whole, s))
		b, err := os.ReadFile(tier.Path(split, s))
		if err != nil || !slices.Equal(a, b) {
			t.Errorf("5x4 tier %d: the solve within 64 KiB differs from the unbounded one (%v)", s, err)
		}
	}
}
