package tictactoe_test

import (
	"context"
	"fmt"
	"os"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/games/tictactoe"
)

// ExampleTicTacToe solves tic-tac-toe from the empty board (the reachable
// scope: 5,478 positions) and prints the outcome counts for the side to
// move (2,836 won, 1,068 level, 1,574 lost), by remoteness (each
// position's outcome and remoteness agree with plain minimax in the
// package tests), and the best replies for O after X takes opposite
// corners around O's centre: the four edges, as theory says (a corner
// loses).
func ExampleGame() {
	sol, err := cgt.SolveRetrograde(context.Background(), tictactoe.Game{}, []tictactoe.Board{0}, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	if err := sol.Stats().WriteTable(os.Stdout); err != nil {
		fmt.Println(err)
	}
	b, _ := tictactoe.Parse("X../.O./..X")
	fmt.Println(b, sol.Outcome(b), "best:", sol.BestMoves(b))
	// Output:
	// remoteness         Loss          Tie          Win        total
	// 0                   942           16            0          958
	// 1                     0           80         2358         2438
	// 2                   508          200            0          708
	// 3                     0          200          356          556
	// 4                   124          264            0          388
	// 5                     0          136          122          258
	// 6                     0          138            0          138
	// 7                     0           24            0           24
	// 8                     0            9            0            9
	// 9                     0            1            0            1
	// all                1574         1068         2836         5478
	// X../.O./..X Tie best: [XO./.O./..X X../OO./..X X../.OO/..X X../.O./.OX]
}
