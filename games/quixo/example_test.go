package quixo_test

import (
	"context"
	"fmt"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/board"
	"github.com/cgtgo/cgt/games/quixo"
)

// Example solves 3×3 Quixo strongly in memory, one position a class of
// the board's 8 symmetries, and prints the start's value (a win for X in
// 7 plies, as GamesmanOne finds too): every first move wins. After the
// first, O's moves all lose, the slowest in 6 plies.
func Example() {
	g, err := quixo.New(3, quixo.All)
	if err != nil {
		fmt.Println(err)
		return
	}
	sol, err := cgt.SolveRetrograde[board.Pos](context.Background(), g, nil, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	start := board.Pos{}
	fmt.Println(g.Text(start, 0), sol.Outcome(start), "in", sol.Remoteness(start), "of", sol.Len(), "classes")
	moves := g.Moves(nil, start)
	best := sol.BestMoves(start)
	fmt.Println(len(best), "of", len(moves), "moves win, the first:", g.MoveName(start, best[0]))
	p := best[0]
	fmt.Println(g.Text(p, 1), sol.Outcome(p), "in", sol.Remoteness(p))
	for _, r := range sol.RankedMoves(p)[:3] {
		fmt.Println(g.MoveName(p, r.To), r.Outcome, "in", r.Remoteness)
	}
	// Output:
	// .../.../... X Win in 7 of 2862 classes
	// 20 of 20 moves win, the first: a3>c3
	// ..X/.../... O Loss in 6
	// a3>c3 Loss in 6
	// a3>a1 Loss in 6
	// b3>a3 Loss in 6
}
