package quixo_test

import (
	"context"
	"fmt"
	"os"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/board"
	"github.com/cgtgo/cgt/games/quixo"
	"github.com/cgtgo/cgt/tier"
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

// ExampleCounts solves 3×3 Quixo by tiers into a directory and prints the
// boards with 4 X cubes, 4 O cubes and O to move by their outcome for O:
// all 630 of them (9!/(4! 4! 1!)), each class of the symmetries counted
// with its orbit.
func ExampleCounts() {
	g, err := quixo.New(3, quixo.All)
	if err != nil {
		fmt.Println(err)
		return
	}
	dir, err := os.MkdirTemp("", "quixo")
	if err != nil {
		fmt.Println(err)
		return
	}
	defer os.RemoveAll(dir)
	if _, err := tier.Solve[board.Pos](context.Background(), g, tier.Dir(dir), g.Name(), nil); err != nil {
		fmt.Println(err)
		return
	}
	rows, err := quixo.Counts(g, tier.Dir(dir), 2)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, c := range rows {
		if c.X == 4 && c.O == 4 {
			fmt.Println("X 4, O 4, O to move:", c.Outcomes[cgt.Win], "won,", c.Outcomes[cgt.Loss], "lost,", c.Total(), "of", quixo.Boards(3, 4, 4))
		}
	}
	// Output:
	// X 4, O 4, O to move: 437 won, 193 lost, 630 of 630
}
