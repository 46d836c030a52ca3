package cgt_test

import (
	"context"
	"fmt"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/games/connect4"
	"github.com/cgtgo/cgt/games/intervals"
)

// SolveScores tabulates every position reachable from the starts; its
// result answers margins, optimal moves and principal variations. On this
// row of odd length the first player loses by 3 (totals 6 and 9).
func ExampleSolveScores() {
	g := intervals.NewCoins([]int{1, 5, 2, 4, 3})
	s, err := cgt.SolveScores(context.Background(), g, []intervals.Span{g.Start()}, nil)
	if err != nil {
		panic(err)
	}
	fmt.Println(s.Len(), "positions; margin", s.Score(g.Start()), "in", s.Remoteness(g.Start()), "moves")
	fmt.Println("PV:", s.PV(g.Start()))
	// Output:
	// 21 positions; margin -3 in 5 moves
	// PV: [{1 5} {2 5} {3 5} {4 5} {5 5}]
}

// Connect Four on small boards with the alpha-beta Searcher: the outcome of
// the empty board (Tromp's table: 4×4 and 5×4 draws, 6×4 a second-player
// win) and the exact margin.
func ExampleSearcher() {
	ctx := context.Background()
	for _, wh := range [][2]int{{4, 4}, {5, 4}, {6, 4}} {
		g := connect4.New(wh[0], wh[1])
		s := cgt.NewSearcher(g, &cgt.Options{TableBytes: 1 << 22})
		o, err := s.Outcome(ctx, g.Start())
		if err != nil {
			panic(err)
		}
		v, _ := s.Solve(ctx, g.Start())
		fmt.Printf("%dx%d: %v for the first player, margin %d\n", wh[0], wh[1], o, v)
	}
	// Output:
	// 4x4: Tie for the first player, margin 0
	// 5x4: Tie for the first player, margin 0
	// 6x4: Loss for the first player, margin -1
}
