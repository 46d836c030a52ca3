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

// RankedMoves ranks the moves of a scoring game by the margin each keeps:
// on the row 4 1 1 6, taking the 6 wins by 2 (6+1 against 4+1), taking the
// 4 loses by 2.
func ExampleScores_RankedMoves() {
	g := intervals.NewCoins([]int{4, 1, 1, 6})
	s, err := cgt.SolveScores(context.Background(), g, nil, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, r := range s.RankedMoves(g.Start()) {
		fmt.Printf("to %v: margin %+d, %v in %d\n", r.To, r.Margin, r.Outcome, r.Remoteness)
	}
	// Output:
	// to {0 3}: margin +2, Win in 4
	// to {1 4}: margin -2, Loss in 4
}

// Search is the one-shot alpha-beta search: the margin of a position and a
// principal variation, without tabulating the whole game. On the row
// 3 9 1 2 the first player takes the 2, then the 9 after the opponent takes
// the 3: 11 against 4, a margin of 7.
func ExampleSearch() {
	g := intervals.NewCoins([]int{3, 9, 1, 2})
	r, err := cgt.Search(context.Background(), g, g.Start(), nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("margin", r.Score, "line", r.PV)
	// Output: margin 7 line [{0 3} {1 3} {2 3} {3 3}]
}
