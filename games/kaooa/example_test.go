package kaooa_test

import (
	"context"
	"fmt"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/board"
	"github.com/cgtgo/cgt/games/kaooa"
)

// Kaooa solved in memory from the start: the board package numbers one
// position for each class of the pentagram's ten symmetries, and
// cgt.SolveRetrograde solves the 3,247 classes play reaches. The crows,
// who move first, win in 15 plies (GamesmanOne agrees). In the position
// below, the vulture on the top tip a, with two crows in hand, must take
// the crow on d by jumping to g: that holds the draw, while a slide to c
// loses in 8.
func Example() {
	g, err := kaooa.New(kaooa.Options{})
	if err != nil {
		panic(err)
	}
	start := g.Spec().Start[0]
	sol, err := cgt.SolveRetrograde(context.Background(), g, []board.Pos{start}, nil)
	if err != nil {
		panic(err)
	}
	fmt.Println(sol.Len(), "classes;", g.Text(start, 0), "is a", sol.Outcome(start), "in", sol.Remoteness(start))
	p, _, err := g.Parse("V/C.CC/C./C/.. V 2")
	if err != nil {
		panic(err)
	}
	p = g.Canonical(p) // it is its class's representative already
	for _, r := range sol.RankedMoves(p) {
		fmt.Println(g.MoveName(p, r.To), r.Outcome, r.Remoteness, g.Text(r.To, 0))
	}
	// Output:
	// 3247 classes; ./..../.././.. C 7 is a Win in 15
	// axg Draw -1 ./C..C/CV/C/.. C 2
	// a-c Loss 8 ./CVCC/C./C/.. C 2
}
