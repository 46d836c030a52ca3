package smallest_test

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/games/smallest"
)

// bruteMargin is the mover's margin by the rules, over every subset of the
// numbers left (the set given as a bit mask over values): the best over
// every non-empty subset taken of its smallest number minus the margin of
// what is left. Memoized recursion, independent of the package.
func bruteMargin(values []int) int {
	memo := map[uint32]int{0: 0}
	var f func(p uint32) int
	f = func(p uint32) int {
		if v, ok := memo[p]; ok {
			return v
		}
		best, first := 0, true
		for t := p; t != 0; t = (t - 1) & p {
			lo, any := 0, false
			for i, v := range values {
				if t>>i&1 == 1 && (!any || v < lo) {
					lo, any = v, true
				}
			}
			if m := lo - f(p&^t); first || m > best {
				best, first = m, false
			}
		}
		memo[p] = best
		return best
	}
	return f(1<<len(values) - 1)
}

// TestSmallestBrute checks the sorted-prefix reduction and the recurrence
// (seed 004, problem 5) against the game on all subsets, by brute force
// and by SolveScores on Subsets, on random multisets with repeats and with
// negative numbers (the reduction holds for them too).
func TestSmallestBrute(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 5))
	ctx := context.Background()
	for trial := range 300 {
		n := r.IntN(9)
		values := make([]int, n)
		for i := range values {
			if trial%2 == 0 {
				values[i] = 1 + r.IntN(10)
			} else {
				values[i] = r.IntN(21) - 10
			}
		}
		want := bruteMargin(values)
		g := smallest.New(values)
		prefix, err := cgt.SolveScores[int, int](ctx, g, nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		sub := smallest.Subsets[int]{Values: values}
		all, err := cgt.SolveScores[uint32, int](ctx, sub, []uint32{sub.Start()}, nil)
		if err != nil {
			t.Fatal(err)
		}
		got := []int{smallest.Margin(values), prefix.Score(g.Start()), all.Score(sub.Start())}
		for _, v := range got {
			if v != want {
				t.Fatalf("%v: brute force %d; Margin, prefix game, subset game: %v", values, want, got)
			}
		}
	}
}

// TestSmallestMarginLarge compares Margin with SolveScores on the prefix
// game for rows too long for the subset game.
func TestSmallestMarginLarge(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 7))
	for range 20 {
		values := make([]int64, 1+r.IntN(300))
		for i := range values {
			values[i] = r.Int64N(1_000_000_000)
		}
		g := smallest.New(values)
		s, err := cgt.SolveScores[int, int64](context.Background(), g, nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		if m := smallest.Margin(values); m != s.Score(g.Start()) {
			t.Fatalf("%d numbers: Margin %d, engine %d", len(values), m, s.Score(g.Start()))
		}
	}
}
