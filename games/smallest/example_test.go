package smallest_test

import (
	"context"
	"fmt"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/games/smallest"
)

// With the numbers 5, 1, 3 on the table, the first player's best is to
// take 5 alone: from 1 and 3 the opponent's best margin is 2 (take 3,
// leaving 1), so the first player's margin is 5 − 2 = 3.
func ExampleMargin() {
	fmt.Println(smallest.Margin([]int{5, 1, 3}))
	// Output: 3
}

// The engine on the sorted prefixes of 5, 1, 3 agrees with Margin; the
// best move from all three numbers (position 3) leaves the two smallest
// (position 2), and the principal variation then takes 3 and 1 in turn.
func ExampleGame() {
	g := smallest.New([]int{5, 1, 3})
	s, err := cgt.SolveScores[int, int](context.Background(), g, nil, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("margin:", s.Score(g.Start()))
	fmt.Println("best moves:", s.BestMoves(g.Start()))
	fmt.Println("line of play:", s.PV(g.Start()))
	// Output:
	// margin: 3
	// best moves: [2]
	// line of play: [2 1 0]
}

// The game itself, on every subset of 5, 1, 3: the same margin, and the
// best move leaves numbers 1 and 2 of the row (the bits 110), the 1 and the 3.
func ExampleSubsets() {
	g := smallest.Subsets[int]{Values: []int{5, 1, 3}}
	s, err := cgt.SolveScores[uint32, int](context.Background(), g, []uint32{g.Start()}, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("margin:", s.Score(g.Start()))
	for _, q := range s.BestMoves(g.Start()) {
		fmt.Printf("best leaves %03b\n", q)
	}
	// Output:
	// margin: 3
	// best leaves 110
}
