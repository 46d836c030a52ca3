package tier_test

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"sync/atomic"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/table"
	"github.com/cgtgo/cgt/tier"
)

// randTiered is a random game on positions 0 … n−1 cut into tiers of
// consecutive numbers: moves go to random positions of the same tier
// (loops included) or of the tier's child tiers, which are lower tiers
// picked at random. Some positions are terminal with a random outcome. It
// is Dense, so cgt.SolveRetrograde can solve it whole.
type randTiered struct {
	start    []int // start[t]: first position of tier t; start[len] = n
	kids     [][]int
	moves    [][]int
	terminal []cgt.Outcome
}

func newRandTiered(rng *rand.Rand, tiers int, inTier bool) *randTiered {
	return newRandTieredSized(rng, tiers, 80, inTier)
}

// newRandTieredSized is newRandTiered with tiers of up to size positions.
func newRandTieredSized(rng *rand.Rand, tiers, size int, inTier bool) *randTiered {
	g := &randTiered{start: []int{0}}
	for range tiers {
		g.start = append(g.start, g.start[len(g.start)-1]+1+rng.IntN(size))
	}
	n := g.start[tiers]
	g.kids = make([][]int, tiers)
	for t := 1; t < tiers; t++ {
		for u := range t {
			if rng.IntN(3) == 0 || u == t-1 {
				g.kids[t] = append(g.kids[t], u)
			}
		}
	}
	g.moves = make([][]int, n)
	g.terminal = make([]cgt.Outcome, n)
	for t := range tiers {
		for p := g.start[t]; p < g.start[t+1]; p++ {
			if rng.IntN(8) == 0 {
				g.terminal[p] = []cgt.Outcome{cgt.Loss, cgt.Tie, cgt.Win}[rng.IntN(3)]
				continue
			}
			for range rng.IntN(4) {
				if inTier && (len(g.kids[t]) == 0 || rng.IntN(2) == 0) {
					g.moves[p] = append(g.moves[p], g.start[t]+rng.IntN(g.start[t+1]-g.start[t]))
				} else if len(g.kids[t]) > 0 {
					u := g.kids[t][rng.IntN(len(g.kids[t]))]
					g.moves[p] = append(g.moves[p], g.start[u]+rng.IntN(g.start[u+1]-g.start[u]))
				}
			}
		}
	}
	return g
}

func (g *randTiered) Moves(dst []int, p int) []int { return append(dst, g.moves[p]...) }
func (g *randTiered) Terminal(p int) (cgt.Outcome, bool) {
	return g.terminal[p], g.terminal[p] != cgt.Unknown
}
func (g *randTiered) Tiers() int                { return len(g.kids) }
func (g *randTiered) Tier(p int) int            { return sortSearch(g.start, p) }
func (g *randTiered) ChildTiers(t int) []int    { return g.kids[t] }
func (g *randTiered) TierSize(t int) int        { return g.start[t+1] - g.start[t] }
func (g *randTiered) TierIndex(p int) int       { return p - g.start[g.Tier(p)] }
func (g *randTiered) TierPosition(t, i int) int { return g.start[t] + i }
func (g *randTiered) Size() int                 { return g.start[len(g.start)-1] }
func (g *randTiered) Index(p int) int           { return p }
func (g *randTiered) Position(i int) int        { return i }

func sortSearch(start []int, p int) int {
	t := 0
	for start[t+1] <= p {
		t++
	}
	return t
}

// TestRandomAgainstRetrograde compares every position of random tiered
// games, with and without loops inside tiers, with cgt.SolveRetrograde on
// the whole game (another engine's answer): outcome and remoteness.
func TestRandomAgainstRetrograde(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	var seen [cgt.Win + 1]int
	var steps atomic.Int64
	for k := range 60 {
		g := newRandTiered(rng, 1+rng.IntN(6), k%3 != 0)
		if err := cgt.Verify[int](g, nil); err != nil {
			t.Fatal(err)
		}
		want, err := cgt.SolveRetrograde[int](context.Background(), g, nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		dir := t.TempDir()
		name := tier.Name{Game: "rand", Params: fmt.Sprint(k)}
		// Every other game without in-tier moves is solved within a
		// budget of 64 bytes: a few positions a slice, the child values
		// read by blocks on demand (randTiered has no Ranger).
		opt := &tier.Options{Workers: 1 + k%3}
		if k%3 == 0 && k%2 == 0 {
			opt.JobMem = 64
		}
		var solved tier.Game[int] = g
		if k%2 == 1 {
			solved = stepped{g, &steps} // through tier.Stepper
		}
		if _, err := tier.Solve(context.Background(), solved, tier.Dir(dir), name, opt); err != nil {
			t.Fatal(err)
		}
		checkAgainst(t, g, dir, name, want, k, &seen)
	}
	for o := cgt.Loss; o <= cgt.Win; o++ {
		if seen[o] == 0 {
			t.Errorf("no %v among the random games: the test misses a case", o)
		}
	}
	if steps.Load() == 0 {
		t.Error("TierNext never called: the test misses the stepping solver")
	}
	t.Logf("outcomes: %v; %d positions stepped to", seen, steps.Load())
}

// stepped is a randTiered that steps through its tiers (tier.Stepper),
// counting the steps.
type stepped struct {
	*randTiered
	steps *atomic.Int64
}

func (g stepped) TierNext(t, p int) int {
	g.steps.Add(1)
	return p + 1
}

// cyclic has tiers 0 → 1 → 2 → 0.
type cyclic struct{ *randTiered }

func (cyclic) Tiers() int { return 3 }
func (cyclic) ChildTiers(t int) []int {
	return [][]int{{1}, {2}, {0}}[t]
}

// TestLevelsCycle checks that a tier graph with a cycle is refused, by
// Levels and by cgt.Verify, and that self-loops are not cycles.
func TestLevelsCycle(t *testing.T) {
	if _, err := tier.Levels[int](cyclic{&randTiered{}}); !errors.Is(err, cgt.ErrCycle) {
		t.Errorf("Levels on a cycle: %v, want ErrCycle", err)
	}
	g := &randTiered{start: []int{0, 1, 2, 3}, kids: [][]int{{0}, {0, 1}, {1, 0}}, moves: make([][]int, 3), terminal: make([]cgt.Outcome, 3)}
	lv, err := tier.Levels[int](g)
	if err != nil {
		t.Fatal(err)
	}
	if want := [][]int{{0}, {1}, {2}}; !slices.EqualFunc(lv, want, slices.Equal) {
		t.Errorf("Levels = %v, want %v", lv, want)
	}
	c := cyclic{g}
	if err := cgt.Verify[int](c, nil); !errors.Is(err, cgt.ErrCycle) {
		t.Errorf("Verify on a cycle: %v, want ErrCycle", err)
	}
	// A move to a tier that ChildTiers does not list.
	g.moves[2] = []int{0}
	g.kids[2] = []int{1}
	if err := cgt.Verify[int](g, nil); !errors.Is(err, cgt.ErrInconsistent) {
		t.Errorf("Verify with a move to an unlisted tier: %v, want ErrInconsistent", err)
	}
	if _, err := tier.Solve[int](context.Background(), g, tier.Dir(t.TempDir()), tier.Name{Game: "bad"}, nil); !errors.Is(err, cgt.ErrInconsistent) {
		t.Errorf("Solve with a move to an unlisted tier: %v, want ErrInconsistent", err)
	}
}

// TestPartsAndDamage checks that solving by parts and assembling, and
// solving with 3 workers, give the same bytes as Solve with one worker, that parts refuse a tier with in-tier moves, and
// that a damaged tier file stops a resumed Solve with table.ErrCorrupt.
func TestPartsAndDamage(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	g := newRandTiered(rng, 6, false)
	name := tier.Name{Game: "rand", Params: "parts"}
	one, many, three := t.TempDir(), t.TempDir(), t.TempDir()
	if _, err := tier.Solve[int](context.Background(), g, tier.Dir(one), name, nil); err != nil {
		t.Fatal(err)
	}
	if _, err := tier.Solve[int](context.Background(), g, tier.Dir(three), name, &tier.Options{Workers: 3}); err != nil {
		t.Fatal(err)
	}
	levels, err := tier.Levels[int](g)
	if err != nil {
		t.Fatal(err)
	}
	for _, lv := range levels {
		for _, tr := range lv {
			for k := range 3 {
				if err := tier.SolvePart[int](context.Background(), g, tier.Dir(many), name, tr, k, 3, nil); err != nil {
					t.Fatal(err)
				}
			}
			if err := tier.Assemble[int](g, tier.Dir(many), name, tr, 3, nil); err != nil {
				t.Fatal(err)
			}
		}
	}
	for tr := range g.Tiers() {
		a, err := os.ReadFile(tier.Path(one, tr))
		if err != nil {
			t.Fatal(err)
		}
		b, err := os.ReadFile(tier.Path(many, tr))
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(a, b) {
			t.Errorf("tier %d: parts differ from Solve", tr)
		}
		if c, _ := os.ReadFile(tier.Path(three, tr)); !slices.Equal(a, c) {
			t.Errorf("tier %d: Solve with 3 workers differs from 1 worker", tr)
		}
	}
	if left, _ := filepath.Glob(filepath.Join(many, "*part*")); len(left) > 0 {
		t.Errorf("parts left behind: %v", left)
	}
	loopy := newRandTiered(rng, 2, true)
	if err := tier.SolvePart[int](context.Background(), loopy, tier.Dir(t.TempDir()), name, 0, 0, 2, nil); !errors.Is(err, tier.ErrInTier) {
		t.Errorf("SolvePart on a tier with in-tier moves: %v, want ErrInTier", err)
	}
	// A tier with in-tier moves is solved whole: over the budget it is
	// refused, not split.
	if _, err := tier.Solve[int](context.Background(), loopy, tier.Dir(t.TempDir()), name, &tier.Options{JobMem: 16}); !errors.Is(err, tier.ErrJobMem) {
		t.Errorf("Solve of a tier with in-tier moves over the budget: %v, want ErrJobMem", err)
	}
	// Damage one byte in the middle of tier 3's file.
	path := tier.Path(one, 3)
	b, _ := os.ReadFile(path)
	b[len(b)/2] ^= 0x55
	os.WriteFile(path, b, 0o644)
	if _, err := tier.Solve[int](context.Background(), g, tier.Dir(one), name, nil); !errors.Is(err, table.ErrCorrupt) {
		t.Errorf("Solve over a damaged file: %v, want table.ErrCorrupt", err)
	}
}

// TestCheckEveryByte flips every byte of a tier file in turn (its lowest
// bit, then all of it) and requires Check, which a resumed Solve runs on a
// file already there, and Load to fail, and the resumed Solve to refuse
// the file rather than count its tier solved (issue 43, item 3: a byte
// flipped 12 bytes before the end was taken for a solved tier).
func TestCheckEveryByte(t *testing.T) {
	rng := rand.New(rand.NewPCG(43, 4))
	g := newRandTiered(rng, 2, false)
	name := tier.Name{Game: "rand", Params: "bytes"}
	dir := t.TempDir()
	if _, err := tier.Solve[int](context.Background(), g, tier.Dir(dir), name, &tier.Options{Compress: true}); err != nil {
		t.Fatal(err)
	}
	path := tier.Path(dir, 1)
	good, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for i := range good {
		for _, x := range []byte{0x01, 0xff} {
			bad := slices.Clone(good)
			bad[i] ^= x
			if err := os.WriteFile(path, bad, 0o644); err != nil {
				t.Fatal(err)
			}
			if _, err := tier.Check[int](g, tier.Dir(dir), name, 1); err == nil {
				t.Fatalf("byte %d of %d (end−%d) xor %#x: Check passes", i, len(good), len(good)-i, x)
			}
			if _, err := tier.Load[int](g, tier.Dir(dir), name, 1); err == nil {
				t.Fatalf("byte %d xor %#x: Load passes", i, x)
			}
			if i == len(good)-12 {
				if _, err := tier.Solve[int](context.Background(), g, tier.Dir(dir), name, nil); err == nil {
					t.Fatalf("byte %d xor %#x: a resumed Solve counts the tier solved", i, x)
				}
			}
		}
	}
}

// checkAgainst checks every position of game k, g, solved into dir, against
// want, the in-memory retrograde solution of the same game (outcome and
// remoteness), and counts the outcomes in seen.
func checkAgainst(t *testing.T, g *randTiered, dir string, name tier.Name, want *cgt.Solution[int], k int, seen *[cgt.Win + 1]int) {
	t.Helper()
	ts := tier.Open[int](g, tier.Dir(dir), name)
	defer ts.Close()
	for p := range g.Size() {
		o, r, err := ts.Lookup(p)
		if err != nil {
			t.Fatal(err)
		}
		seen[o]++
		if o != want.Outcome(p) || r != want.Remoteness(p) {
			t.Fatalf("game %d position %d (tier %d): tiered %v %d, retrograde %v %d", k, p, g.Tier(p), o, r, want.Outcome(p), want.Remoteness(p))
		}
	}
}
