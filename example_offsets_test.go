package cgt_test

import (
	"context"
	"fmt"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/games/intervals"
)

// takeOneTwoFive is a subtraction game written for this example: heaps 0…N,
// a move takes 1, 2 or 5 tokens. Its moves are the same translations
// everywhere, so it says so with MoveOffsets, and the dense engines read the
// offsets in their own loop instead of calling MovesAt per position.
type takeOneTwoFive struct{ N int }

var oneTwoFive = []int{1, 2, 5}

func (g takeOneTwoFive) Moves(dst []int, n int) []int {
	for _, d := range oneTwoFive {
		if d <= n {
			dst = append(dst, n-d)
		}
	}
	return dst
}
func (takeOneTwoFive) Terminal(int) (cgt.Outcome, bool) { return cgt.Unknown, false }
func (g takeOneTwoFive) Size() int                      { return g.N + 1 }
func (g takeOneTwoFive) Index(n int) int {
	if n < 0 || n > g.N {
		return -1
	}
	return n
}
func (takeOneTwoFive) Position(i int) int         { return i }
func (takeOneTwoFive) MoveOffsets() ([]int, bool) { return oneTwoFive, true }

func ExampleMoveOffsets() {
	g := takeOneTwoFive{N: 12}
	if err := cgt.Verify[int](g, nil); err != nil { // checks the offsets against Moves
		fmt.Println(err)
		return
	}
	sol, err := cgt.SolveGrundy[int](context.Background(), g, nil, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	for n := 0; n <= 12; n++ {
		fmt.Print(sol.Value(n), " ")
	}
	fmt.Println()
	// By hand: g(n) = n mod 3, since 5 ≡ 2 (mod 3) adds nothing new.
	// Output:
	// 0 1 2 0 1 2 0 1 2 0 1 2 0
}

func ExampleVerifyScoring() {
	// Coins checks its ScoredMovesAt and ScoredMovesBlock (ScoringBlock)
	// against Moves, Index and Gain at every span. By hand, the first
	// player takes 2, then 9 whatever the second does: totals 11 and 4.
	g := intervals.NewCoins([]int{3, 9, 1, 2})
	fmt.Println(cgt.VerifyScoring[intervals.Span, int](g, nil))
	s, err := cgt.SolveScores(context.Background(), g, nil, nil) // one call per block of spans
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(s.Score(g.Start()))
	// Output:
	// <nil>
	// 7
}
