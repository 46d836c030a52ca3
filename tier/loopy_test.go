package tier_test

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/tier"
)

// retroRand is a randTiered game with the tier.Retro capability, from a
// reverse graph built once: the loopy analysis solves its every tier.
type retroRand struct {
	*randTiered
	rev [][]int // rev[q]: the positions with a move to q, each once
}

func newRetroRand(g *randTiered) *retroRand {
	r := &retroRand{randTiered: g, rev: make([][]int, g.Size())}
	for p, ms := range g.moves {
		for _, q := range ms {
			if !slices.Contains(r.rev[q], p) {
				r.rev[q] = append(r.rev[q], p)
			}
		}
	}
	return r
}

func (g *retroRand) CountMoves(n []uint16, t, lo int) {
	for k := range n {
		p := g.TierPosition(t, lo+k)
		if g.terminal[p] != cgt.Unknown {
			n[k] = 0
			continue
		}
		ms := slices.Clone(g.moves[p])
		slices.Sort(ms)
		n[k] = uint16(len(slices.Compact(ms)))
	}
}

func (g *retroRand) PredecessorSlots(dst []int, t, u int, js []int) []int {
	for _, j := range js {
		for _, p := range g.rev[g.TierPosition(u, j)] {
			if g.Tier(p) == t {
				dst = append(dst, g.TierIndex(p))
			}
		}
	}
	return dst
}

// TestLoopyAgainstRetrograde compares the loopy analysis (tier.Retro) of
// random tiered games whose tiers have moves inside themselves, with
// terminal wins, losses and ties, with cgt.SolveRetrograde on the whole
// game, position by position (outcome and remoteness), for 1 to 3
// workers; and checks that the files do not depend on the workers. The
// last games have tiers of up to 30,000 positions: several chunks of the
// analysis, each claimed by the workers in pieces.
func TestLoopyAgainstRetrograde(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	var seen [cgt.Win + 1]int
	for k := range 64 {
		size := 80
		if k >= 60 {
			size = 30000
		}
		g := newRetroRand(newRandTieredSized(rng, 1+rng.IntN(6), size, true))
		want, err := cgt.SolveRetrograde[int](context.Background(), g.randTiered, nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		var files []string
		for w := 1; w <= 3; w++ {
			dir := t.TempDir()
			name := tier.Name{Game: "rand", Params: fmt.Sprint(k)}
			if _, err := tier.Solve[int](context.Background(), g, tier.Dir(dir), name, &tier.Options{Workers: w}); err != nil {
				t.Fatal(err)
			}
			files = append(files, readAll(t, dir))
			ts := tier.Open[int](g, tier.Dir(dir), name)
			for p := range g.Size() {
				o, r, err := ts.Lookup(p)
				if err != nil {
					t.Fatal(err)
				}
				if w == 1 {
					seen[o]++
				}
				if o != want.Outcome(p) || r != want.Remoteness(p) {
					t.Fatalf("game %d, %d workers, position %d (tier %d): loopy %v %d, retrograde %v %d", k, w, p, g.Tier(p), o, r, want.Outcome(p), want.Remoteness(p))
				}
			}
			ts.Close()
		}
		if files[1] != files[0] || files[2] != files[0] {
			t.Fatalf("game %d: the tier files differ with the number of workers", k)
		}
	}
	for o := cgt.Loss; o <= cgt.Win; o++ {
		if seen[o] == 0 {
			t.Errorf("no %v among the random games: the test misses a case", o)
		}
	}
	t.Logf("outcomes: %v", seen)
}

// TestLoopyBudget checks the needs of loopy tiers, computed before the
// first tier is solved (issue 43, item 2: a tier over the budget was found
// only when its turn came, after the tiers below had been solved and
// written). A loopy tier's values need 2 bytes a position of the tier and
// of its child tiers, and for a worker's lists 64 a position (at most
// 12 MiB); a budget of b bytes without compression gives the values
// max(b/2, b − 1 MiB − b/16), so for these small tiers JobNeed is twice
// the values' need. A budget that holds tier 0 but not the tier that needs
// the most is refused at once, naming that tier and its need, and writes
// no file; JobNeed of every tier solves them all.
func TestLoopyBudget(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	var g *retroRand
	for g == nil || g.Tiers() < 3 || len(g.kids[2]) == 0 {
		g = newRetroRand(newRandTiered(rng, 3, true))
	}
	values := func(tr int) int {
		n := g.TierSize(tr)
		for _, u := range g.kids[tr] {
			n += g.TierSize(u)
		}
		return 2*n + 64*n
	}
	most, top := int64(0), -1
	for tr := range g.Tiers() {
		need, err := tier.JobNeed[int](g, tr, nil)
		if err != nil || need != int64(2*values(tr)) {
			t.Fatalf("JobNeed of tier %d: %d, %v; want %d", tr, need, err, 2*values(tr))
		}
		if need > most {
			most, top = need, tr
		}
	}
	if int64(2*values(0)) >= most {
		t.Fatalf("tier 0 needs the most: the random game misses the case")
	}
	dir := t.TempDir()
	_, err := tier.Solve[int](context.Background(), g, tier.Dir(dir), tier.Name{Game: "rand"}, &tier.Options{JobMem: most - 1})
	var je *tier.JobMemError
	if !errors.As(err, &je) || !errors.Is(err, tier.ErrJobMem) || je.Tier != top || je.Need != most ||
		!strings.Contains(err.Error(), fmt.Sprintf("needs %d bytes", values(top))) {
		t.Errorf("a budget of %d bytes, %d short of tier %d's need: %v; want a JobMemError naming tier %d, %d bytes", most-1, 1, top, err, top, most)
	}
	if names, _ := filepath.Glob(filepath.Join(dir, "tier-*")); len(names) > 0 {
		t.Errorf("the refused solve wrote %v", names)
	}
	if _, err := tier.Solve[int](context.Background(), g, tier.Dir(dir), tier.Name{Game: "rand"}, &tier.Options{JobMem: most}); err != nil {
		t.Errorf("a budget of %d bytes, the largest JobNeed: %v", most, err)
	}
}

// readAll returns the tier files of dir, concatenated in name order.
func readAll(t *testing.T, dir string) string {
	t.Helper()
	names, err := filepath.Glob(filepath.Join(dir, "tier-*.cgt"))
	if err != nil || len(names) == 0 {
		t.Fatalf("no tier files in %s: %v", dir, err)
	}
	var sb strings.Builder
	for _, n := range names {
		b, err := os.ReadFile(n)
		if err != nil {
			t.Fatal(err)
		}
		sb.Write(b)
	}
	return sb.String()
}

// TestCheckParts checks that the statistics of the parts of a tier add up
// to those of the whole (Check) and that each part counts its own slots
// (against Lookup, position by position).
func TestCheckParts(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	g := newRetroRand(newRandTiered(rng, 4, true))
	dir := tier.Dir(t.TempDir())
	name := tier.Name{Game: "rand"}
	if _, err := tier.Solve[int](context.Background(), g, dir, name, nil); err != nil {
		t.Fatal(err)
	}
	ts := tier.Open[int](g, dir, name)
	defer ts.Close()
	for tr := range g.Tiers() {
		n := g.TierSize(tr)
		cuts := []int{0, n / 3, n / 3, n}
		parts, err := tier.CheckParts[int](g, dir, name, tr, cuts)
		if err != nil {
			t.Fatal(err)
		}
		whole, err := tier.Check[int](g, dir, name, tr)
		if err != nil {
			t.Fatal(err)
		}
		var sum [cgt.Win + 1]int
		for k, p := range parts {
			var want [cgt.Win + 1]int
			for i := cuts[k]; i < cuts[k+1]; i++ {
				o, _, err := ts.Lookup(g.TierPosition(tr, i))
				if err != nil {
					t.Fatal(err)
				}
				want[o]++
			}
			if p.Outcomes != want || p.Slots != cuts[k+1]-cuts[k] {
				t.Errorf("tier %d part %d: %v of %d slots, want %v", tr, k, p.Outcomes, p.Slots, want)
			}
			for o := range sum {
				sum[o] += p.Outcomes[o]
			}
		}
		if sum != whole.Outcomes {
			t.Errorf("tier %d: parts add up to %v, the whole is %v", tr, sum, whole.Outcomes)
		}
	}
	if _, err := tier.CheckParts[int](g, dir, name, 0, []int{0, 1}); err == nil && g.TierSize(0) != 1 {
		t.Error("CheckParts with cuts short of the tier: no error")
	}
}

// TestLoopyLevelsWorkers solves one loopy tier whose levels are too large
// for one batch, and whose chunks' level bits fill several cache lines,
// with 1, 2 and 4 workers. The game is built so that its values are known:
// three layers of w = 2¹⁸ positions, layer 0 lost (terminal), each
// position of layer L ≥ 1 with moves to two positions of layer L−1 (so
// layer 1 wins in 1 and layer 2 loses in 2), and a cycle of 1,000
// positions each with a move to the next and one to a won position of
// layer 1 (draws). Levels 0 and 1 list 2¹⁹ predecessors each, twice a
// batch (2¹⁸), as wins to set and as counts to lower; the 96 chunks of the
// tier keep their level bits in 12 cache lines. The values are checked
// against that construction and against cgt.SolveRetrograde (position by
// position on a sample of each part), the files must be the same bytes
// for every number of workers, and the positions that the solve reports
// as finished (Options.Progress, every call) must add up: the last report
// before the draws' pass is the tier less its draws (a worker's count of
// positions set in a level once lost every batch but the last).
func TestLoopyLevelsWorkers(t *testing.T) {
	const w, cycle = 1 << 18, 1000
	g := &randTiered{start: []int{0, 3*w + cycle}, kids: [][]int{nil}}
	n := g.start[1]
	g.moves, g.terminal = make([][]int, n), make([]cgt.Outcome, n)
	for p := range 3 * w {
		if l, i := p/w, p%w; l == 0 {
			g.terminal[p] = cgt.Loss
		} else {
			g.moves[p] = []int{(l-1)*w + i, (l-1)*w + (i+1)%w}
		}
	}
	for j := range cycle {
		g.moves[3*w+j] = []int{w + j, 3*w + (j+1)%cycle}
	}
	rg := newRetroRand(g)
	want, err := cgt.SolveRetrograde[int](context.Background(), g, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	// What the construction gives, position p.
	built := func(p int) (cgt.Outcome, int) {
		switch p / w {
		case 0:
			return cgt.Loss, 0
		case 1:
			return cgt.Win, 1
		case 2:
			return cgt.Loss, 2
		}
		return cgt.Draw, -1
	}
	var files []string
	for _, workers := range []int{1, 2, 4} {
		dir := t.TempDir()
		name := tier.Name{Game: "layers"}
		last := -1
		o := &tier.Options{Workers: workers, ProgressEvery: 1, Progress: func(p tier.Progress) {
			if !p.Done {
				last = p.Solved
			}
		}}
		if _, err := tier.Solve[int](context.Background(), rg, tier.Dir(dir), name, o); err != nil {
			t.Fatal(err)
		}
		if last != n-cycle {
			t.Errorf("%d workers: the last report before the draws says %d positions finished, want %d (the tier less its %d draws)", workers, last, n-cycle, cycle)
		}
		files = append(files, readAll(t, dir))
		ts := tier.Open[int](g, tier.Dir(dir), name)
		for p := 0; p < n; p += 97 {
			o, r, err := ts.Lookup(p)
			if err != nil {
				t.Fatal(err)
			}
			bo, br := built(p)
			if o != bo || r != br || o != want.Outcome(p) || r != want.Remoteness(p) {
				t.Fatalf("%d workers, position %d: loopy %v %d, built %v %d, retrograde %v %d", workers, p, o, r, bo, br, want.Outcome(p), want.Remoteness(p))
			}
		}
		ts.Close()
	}
	if files[1] != files[0] || files[2] != files[0] {
		t.Fatal("the tier files differ with the number of workers")
	}
}
