package connect4_test

import (
	"context"
	"fmt"
	"strings"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/games/connect4"
)

// A Connect Four position solved with Search: X to move wins with the 7th
// stone (margin (W·H + 2 − 7)/2 = 9 on 6×4), and the principal variation
// shows how.
func ExampleGame() {
	g := connect4.New(6, 4)
	p := g.Start()
	for _, col := range []int{2, 2, 3, 3} { // X, O, X, O
		p, _ = g.Play(p, col)
	}
	fmt.Print(g.Format(p))
	r, err := cgt.Search(context.Background(), g, p, &cgt.Options{TableBytes: 1 << 20})
	if err != nil {
		panic(err)
	}
	cols := []string{}
	prev := p
	for _, q := range r.PV {
		cols = append(cols, fmt.Sprint(g.Column(prev, q)))
		prev = q
	}
	fmt.Println(r.Outcome, r.Score, "columns", strings.Join(cols, " "))
	fmt.Print(g.Format(prev))
	// Output:
	// ......
	// ......
	// ..OO..
	// ..XX..
	// Win 9 columns 4 1 5
	// ......
	// ......
	// ..OO..
	// .OXXXX
}
