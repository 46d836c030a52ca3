package staircase_test

import (
	"context"
	"fmt"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/games/staircase"
)

// Staircase Nim: coins on odd steps are what counts.
func ExampleWinningMoves() {
	coins := []int{3, 5, 1, 2} // steps 1 to 4
	fmt.Println(staircase.Outcome(coins))
	for _, m := range staircase.WinningMoves(coins) {
		fmt.Printf("move %d coins down from step %d\n", m.Coins, m.Step+1)
	}
	// Output:
	// Win
	// move 2 coins down from step 1
	// move 2 coins down from step 4
}

// Staircase Nim as a Game for the engines.
func ExampleGame() {
	p := cgt.NimHeaps{3, 5, 1, 2}
	sol, err := cgt.SolveTopo(context.Background(), staircase.Game{}, []cgt.NimHeaps{p}, nil)
	if err != nil {
		panic(err)
	}
	fmt.Println(sol.Outcome(p), sol.BestMoves(p))
	// Output: Win [[1 5 1 2] [3 5 3]]
}

// The equal-piles game: a lone pile of 2 is lost, contrary to a folk rule.
func ExampleEqualPilesWinningMoves() {
	fmt.Println(staircase.EqualPilesOutcome([]int{2}), staircase.EqualPilesOutcome([]int{3, 3, 2}))
	fmt.Println(staircase.EqualPilesWinningMoves([]int{5, 5, 5, 4, 1}))
	// Output:
	// Loss Win
	// [{5 2}]
}

// The equal-piles game as a Game: positions are kept sorted.
func ExampleEqualPiles() {
	g := staircase.EqualPiles{}
	p := g.Canonical(cgt.NimHeaps{1, 3, 3})
	sol, err := cgt.SolveTopo(context.Background(), g, []cgt.NimHeaps{p}, nil)
	if err != nil {
		panic(err)
	}
	fmt.Println(p, sol.Outcome(p), sol.BestMoves(p))
	// Output: [3 3 1] Win [[3 2 1]]
}
