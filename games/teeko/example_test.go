package teeko_test

import (
	"context"
	"fmt"
	"os"

	"github.com/cgtgo/cgt/board"
	"github.com/cgtgo/cgt/games/teeko"
	"github.com/cgtgo/cgt/tier"
)

// Example plays on the 5×5 board: Black drops first on any of the 25
// cells; a board where Black has formed a 2×2 square is over, lost for
// Red to move.
func Example() {
	g, err := teeko.New(false)
	if err != nil {
		panic(err)
	}
	start := g.Spec().Start[0]
	fmt.Println(g.Text(start, 0), "has", len(g.Moves(nil, start)), "moves")
	p, player, err := g.Parse("BB.../BB.../R..../.R.../..RR. R")
	if err != nil {
		panic(err)
	}
	o, over := g.Terminal(p)
	fmt.Println("Red to move:", player == 1, o, over)
	// Output:
	// ...../...../...../...../..... B has 25 moves
	// Red to move: true Loss true
}

// ExampleSummarize solves the advanced game on the 4×4 board strongly, by
// tiers, and reads the value of the start and the counts of the move
// phase from the tier files.
func ExampleSummarize() {
	r, err := teeko.NewRules(4, true)
	if err != nil {
		panic(err)
	}
	g, err := board.New(r)
	if err != nil {
		panic(err)
	}
	dir, err := os.MkdirTemp("", "teeko")
	if err != nil {
		panic(err)
	}
	defer os.RemoveAll(dir)
	if _, err := tier.Solve[board.Pos](context.Background(), g, tier.Dir(dir), g.Name(), &tier.Options{Workers: 2}); err != nil {
		panic(err)
	}
	s, err := teeko.Summarize(g, tier.Dir(dir))
	if err != nil {
		panic(err)
	}
	fmt.Println(s.Params, "from the start:", s.Start)
	m := s.Shapes[0]
	fmt.Printf("move phase (%d, %d): %d classes, %d boards %+v\n", m.Mover, m.Other, m.Classes.Total(), m.Boards.Total(), m.Boards)
	// Output:
	// 4x4 advanced from the start: Draw
	// move phase (4, 4): 113028 classes, 900900 boards {Win:262438 Loss:61938 Draw:576524}
}
