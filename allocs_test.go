package cgt_test

import (
	"context"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/games/intervals"
	"github.com/cgtgo/cgt/games/subtraction"
	"github.com/cgtgo/cgt/internal/testutil"
)

// TestDenseAllocs: the dense engines allocate the same number of times per
// solve whatever the size (their tables are allocated once, their buffers
// are bounded by a block or by the moves of one position): SolveGrundy on
// a subtraction game, SolveTopo and SolvePush on subtract-a-square, and
// SolveScores on Coins, each at two sizes a hundred times apart (ten times
// the row, a hundred times the spans).
func TestDenseAllocs(t *testing.T) {
	if testutil.RaceEnabled {
		t.Skip("allocation counts differ under -race")
	}
	ctx := context.Background()
	sub := func(n int) func() {
		g, err := subtraction.New([]int{1, 3, 4}, n, cgt.Normal)
		if err != nil {
			t.Fatal(err)
		}
		return func() { _, _ = cgt.SolveGrundy[int](ctx, g, nil, nil) }
	}
	pull := func(n int) func() {
		return func() { _, _ = cgt.SolveTopo[int](ctx, subtraction.Squares{N: n}, nil, nil) }
	}
	push := func(n int) func() {
		return func() { _, _ = cgt.SolvePush[int](ctx, subtraction.Squares{N: n}, nil, nil) }
	}
	coins := func(n int) func() {
		g := intervals.NewCoins(testutil.CoinRow(n))
		return func() { _, _ = cgt.SolveScores(ctx, g, nil, nil) }
	}
	for _, tc := range []struct {
		name       string
		solve      func(n int) func()
		small, big int
	}{
		{"grundy", sub, 1_000, 100_000},
		{"pull", pull, 1_000, 100_000},
		{"push", push, 1_000, 100_000},
		{"scores", coins, 100, 1000},
	} {
		a := testing.AllocsPerRun(2, tc.solve(tc.small))
		b := testing.AllocsPerRun(2, tc.solve(tc.big))
		if a != b {
			t.Errorf("%s: %v allocations per solve at n = %d, %v at n = %d", tc.name, a, tc.small, b, tc.big)
		}
	}
}
