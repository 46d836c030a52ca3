package hackenbush_test

import (
	"fmt"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/games/hackenbush"
)

// A Green Hackenbush picture from its text form: its nim-value by the
// colon and fusion principles, and the winning cuts.
func ExampleParseGreen() {
	h, err := hackenbush.ParseGreen(`
		# a stalk of two edges, a triangle on the ground with a loop, a multi-edge
		g 1 2     # edges 0, 1
		0 3 4 0   # edges 2, 3, 4: the triangle
		4 4       # edge 5: a loop at vertex 4
		g 5       # edge 6
		g 5       # edge 7: a second edge g–5
		6 7       # edge 8: not connected to the ground, it falls away
	`)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("value:", h.Value())
	fmt.Println("winning cuts:", h.WinningMoves())

	_, err = hackenbush.ParseGreen("g 1\n1 x\n")
	fmt.Println(err)
	// Output:
	// value: 2
	// winning cuts: [0]
	// hackenbush: line 2: bad vertex "x": want g or a number from 0 to 2147483647
}

// A small picture as a Game over edge sets, solved by the Grundy engine:
// the engine's value of the real edge game agrees with the fusion value.
func ExampleGreen_Game() {
	// A square standing on the ground with a stalk of one edge on top.
	h, err := hackenbush.NewGreen([][2]int{{0, 1}, {1, 2}, {2, 3}, {3, 0}, {2, 4}})
	if err != nil {
		fmt.Println(err)
		return
	}
	g, err := h.Game()
	if err != nil {
		fmt.Println(err)
		return
	}
	start := g.Start()
	v, err := cgt.Grundy(g, start)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("engine:", v, "fusion:", h.Value())
	for _, e := range g.WinningMoves(start) {
		fmt.Printf("cut edge %d, leaving edges %05b\n", e, g.Cut(start, e))
	}
	// Output:
	// engine: 1 fusion: 1
	// cut edge 4, leaving edges 01111
}
