package smallest_test

import (
	"context"
	"fmt"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/games/smallest"
)

// With the numbers 5, 1, 3 on the table, the first player's best is to
// take 5 alone: from 1 and 3 the opponent's best margin is 2 (take 3,
// leaving 1), so the first player's margin is 5 − 2 = 3. Margin computes it
// by the recurrence; the engine agrees on the sorted prefixes (the best
// move from all three, position 3, leaves the two smallest, position 2) and
// on the game itself (the best move leaves numbers 1 and 2 of the row, the
// bits 110).
func ExampleMargin() {
	values := []int{5, 1, 3}
	fmt.Println("margin:", smallest.Margin(values))

	g := smallest.New(values)
	s, err := cgt.SolveScores[int, int](context.Background(), g, nil, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("prefix game:", s.Score(g.Start()), "best moves:", s.BestMoves(g.Start()))

	sub := smallest.Subsets[int]{Values: values}
	all, err := cgt.SolveScores[uint32, int](context.Background(), sub, []uint32{sub.Start()}, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("subset game: %d, best leaves %03b\n", all.Score(sub.Start()), all.BestMoves(sub.Start()))
	// Output:
	// margin: 3
	// prefix game: 3 best moves: [2]
	// subset game: 3, best leaves [110]
}
