package intervals_test

import (
	"context"
	"fmt"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/games/intervals"
)

// Take a coin from either end of a row: the first player's best total and
// margin, and the optimal first moves.
func ExampleCoins() {
	g := intervals.NewCoins([]int{3, 9, 1, 2})
	s, err := cgt.SolveScores(context.Background(), g, nil, nil)
	if err != nil {
		panic(err)
	}
	start := g.Start()
	total, _ := s.Total(start)
	fmt.Println("first player's total:", total, "margin:", s.Score(start), s.Outcome(start))
	for _, q := range s.BestMoves(start) {
		fmt.Println("take the coin leaving", q)
	}

	g = intervals.NewCoins([]int{20, 30, 2, 2, 2, 10})
	s, _ = cgt.SolveScores(context.Background(), g, nil, nil)
	total, _ = s.Total(g.Start())
	fmt.Println("first player's total:", total, "margin:", s.Score(g.Start()))
	// Output:
	// first player's total: 11 margin: 7 Win
	// take the coin leaving {0 3}
	// first player's total: 42 margin: 18
}

// Take a block of any length from either end; values may be negative. Here
// the first player takes 5, −2 from the end (3 points), and the opponent's
// best reply is to take everything left (4 − 10 + 3 = −3): a margin of 6.
func ExampleBlocks() {
	g := intervals.NewBlocks([]int{4, -10, 3, 5, -2})
	s, err := cgt.SolveScores(context.Background(), g, nil, nil)
	if err != nil {
		panic(err)
	}
	fmt.Println("margin:", s.Score(g.Start()))
	for _, q := range s.PV(g.Start()) {
		fmt.Println("then", q)
	}
	// Output:
	// margin: 6
	// then {0 3}
	// then {3 3}
}
