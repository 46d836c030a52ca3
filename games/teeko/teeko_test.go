package teeko_test

import (
	"context"
	"errors"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/board"
	"github.com/cgtgo/cgt/games/teeko"
	"github.com/cgtgo/cgt/table"
	"github.com/cgtgo/cgt/tier"
)

func newGame(t testing.TB, side int, advanced bool) board.Game {
	t.Helper()
	r, err := teeko.NewRules(side, advanced)
	if err != nil {
		t.Fatal(err)
	}
	g, err := board.New(r)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// solveTiers solves g by tiers into dir and returns each tier's entries.
func solveTiers(t testing.TB, g board.Game, dir string, workers int) [][]table.Entry {
	t.Helper()
	if _, err := tier.Solve[board.Pos](context.Background(), g, tier.Dir(dir), g.Name(), &tier.Options{Workers: workers}); err != nil {
		t.Fatal(err)
	}
	vals := make([][]table.Entry, g.Tiers())
	for u := range vals {
		var err error
		if vals[u], err = tier.Load[board.Pos](g, tier.Dir(dir), g.Name(), u); err != nil {
			t.Fatal(err)
		}
	}
	return vals
}

// comparePlain checks the tier solve's entry of the class of every
// position against plain's, shape by shape, and returns the number of
// positions compared.
func comparePlain(g board.Game, vals [][]table.Entry, p *plain) (int, error) {
	n := 0
	check := func(a, b uint64, e table.Entry) error {
		q := board.Pos{Sets: board.Sets{a, b}}
		u := g.Tier(q)
		if got := vals[u][g.TierIndex(q)]; got != e {
			return fmt.Errorf("%s: %s: tiers %v in %d, %s %v in %d", g.Name().Params, g.Text(q, 0),
				cgt.Outcome(got>>13), got&(1<<13-1), p, cgt.Outcome(e>>13), e&(1<<13-1))
		}
		n++
		return nil
	}
	if err := p.each(teeko.Tokens, teeko.Tokens, check); err != nil {
		return n, err
	}
	for placed := 2*teeko.Tokens - 1; placed >= 0; placed-- {
		o := (placed + 1) / 2
		if err := p.each(placed-o, o, check); err != nil {
			return n, err
		}
	}
	return n, nil
}

// TestGoals checks the goals against Steele's counts (44 in the standard
// game, 58 in the advanced) and against the brute-force predicate of
// plain on the boards of side 4 to 6 (on 4×4: 4 rows, 4 columns, 2
// diagonals and 9 squares, 19; with 4 corners of 3×3 squares and 1 of the
// 4×4 square, 24; counted by hand).
func TestGoals(t *testing.T) {
	want := map[[2]int]int{{5, 0}: 44, {5, 1}: 58, {4, 0}: 19, {4, 1}: 24}
	for side := 4; side <= 6; side++ {
		for _, adv := range []bool{false, true} {
			goals := teeko.Goals(side, adv)
			key := [2]int{side, map[bool]int{false: 0, true: 1}[adv]}
			if w, ok := want[key]; ok && len(goals) != w {
				t.Errorf("side %d advanced %v: %d goals, want %d", side, adv, len(goals), w)
			}
			r, err := teeko.NewRules(side, adv)
			if err != nil {
				t.Fatal(err)
			}
			p := newPlain(side, adv)
			n := 0
			for _, x := range p.subsets[teeko.Tokens] {
				if p.goal(x) != r.Goal(x) {
					t.Fatalf("side %d advanced %v: %b: Goal %v, plain %v", side, adv, x, r.Goal(x), p.goal(x))
				}
				if p.goal(x) {
					n++
				}
			}
			if n != len(goals) || len(slices.Compact(slices.Sorted(slices.Values(goals)))) != n {
				t.Errorf("side %d advanced %v: %d goals listed (some twice?), %d found", side, adv, len(goals), n)
			}
		}
	}
}

// TestNoBlockedMover checks the package doc's claim that no mover is ever
// left without a move, on the 5×5 board and on the 4×4: four tokens that
// are not a goal always have more than four neighbouring cells not their
// own, so that the other's four tokens cannot fill them (each set of four
// cells checked).
func TestNoBlockedMover(t *testing.T) {
	for _, side := range []int{4, 5} {
		for _, adv := range []bool{false, true} {
			p := newPlain(side, adv)
			blockable := 0
			for _, a := range p.subsets[teeko.Tokens] {
				var around uint64
				for y := a; y != 0; y &= y - 1 {
					around |= p.adj[bits.TrailingZeros64(y)]
				}
				if bits.OnesCount64(around&^a) <= teeko.Tokens && !p.goal(a) {
					blockable++
				}
			}
			if blockable != 0 {
				t.Errorf("side %d advanced %v: %d sets of four that four tokens can block", side, adv, blockable)
			}
		}
	}
}

// TestAgainstBruteForce solves Teeko on the 4×4 board, standard and
// advanced, by tiers through the board package and by plain's brute
// force (no board package, no symmetries), and checks that every one of
// the boards of every shape (1,517,997) has the same outcome and
// remoteness in both.
func TestAgainstBruteForce(t *testing.T) {
	for _, adv := range []bool{false, true} {
		g := newGame(t, 4, adv)
		vals := solveTiers(t, g, t.TempDir(), 2)
		p := newPlain(4, adv)
		p.solve()
		n, err := comparePlain(g, vals, p)
		if err != nil {
			t.Fatal(err)
		}
		if n != 1_517_997 {
			t.Errorf("%d positions compared, want 1,517,997 (the sum of C(16, m)·C(16−m, o) over the shapes)", n)
		}
	}
}

// verifyPositions returns the positions of g that TestVerify checks: of
// each tier every position if it has at most all tokens on the board (a
// tier of the drop phase has one shape), else a random sample of about
// sample.
func verifyPositions(g board.Game, all, sample int, rng *rand.Rand) []board.Pos {
	var ps []board.Pos
	for u := range g.Tiers() {
		shapes, _ := g.TierShapes(u)
		every := int(shapes[0].On[0]+shapes[0].On[1]) <= all
		for i := range g.TierSize(u) {
			if every || rng.IntN(g.TierSize(u)) < sample {
				ps = append(ps, g.TierPosition(u, i))
			}
		}
	}
	return ps
}

// verifyAll runs cgt.Verify on ps, split between workers goroutines.
func verifyAll(g board.Game, ps []board.Pos, workers int) error {
	errs := make([]error, workers)
	var wg sync.WaitGroup
	for k := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			lo, hi := tier.PartRange(len(ps), k, workers)
			errs[k] = cgt.Verify(g, ps[lo:hi])
		}()
	}
	wg.Wait()
	return errors.Join(errs...)
}

// TestVerify runs cgt.Verify (moves against un-moves, the numbering, the
// symmetries) on every position of the standard game with at most five
// tokens on the 4×4 board and four on the 5×5, and on 300 random
// positions of each other tier, of both games (every position of the
// drop phase and more of the move phase: TestVerifyLong).
func TestVerify(t *testing.T) {
	for _, side := range []int{4, 5} {
		for _, adv := range []bool{false, true} {
			g := newGame(t, side, adv)
			all := map[bool]int{false: 9 - side, true: -1}[adv]
			if err := verifyAll(g, verifyPositions(g, all, 300, rand.New(rand.NewPCG(uint64(side), 41))), 2); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestUnmovesLastDrop checks that a position of the move phase lists
// among its predecessors the positions of the drop phase whose last drop
// leads to it (Red's fourth drop), as well as the steps taken back, and
// never a position already over.
func TestUnmovesLastDrop(t *testing.T) {
	g := newGame(t, 5, false)
	// Black to move after Red's fourth drop or a step of Red's.
	p, player, err := g.Parse("B...B/.B.R./..B../R..R./....R B")
	if err != nil || player != 0 {
		t.Fatal(err, player)
	}
	preds := g.(cgt.Reversible[board.Pos]).Predecessors(nil, p)
	drops, steps := 0, 0
	for _, q := range preds {
		if _, over := g.Terminal(q); over {
			t.Errorf("%s: a predecessor over", g.Text(q, 1))
		}
		switch q.Shape().On {
		case [board.MaxKinds]uint8{3, 4}: // Red had three on the board and one in hand
			drops++
		case [board.MaxKinds]uint8{4, 4}:
			steps++
		}
	}
	// Red's tokens at d4, a2, d2 and e1 (cells 8, 15, 18, 24): each taken
	// back is a drop; a step back goes to each of their empty neighbouring
	// cells (6, 5, 6 and 2 of them; none makes a goal of Red's).
	if drops != 4 || steps != 6+5+6+2 {
		t.Errorf("%d drops and %d steps taken back, want 4 and 19", drops, steps)
	}
}
