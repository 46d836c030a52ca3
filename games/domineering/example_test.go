package domineering_test

import (
	"context"
	"fmt"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/games/domineering"
	"github.com/cgtgo/cgt/partizan"
)

// The values of small Domineering rectangles, and the board with two
// squares filled.
func ExampleValue() {
	for _, rc := range [][2]int{{2, 2}, {2, 1}, {2, 3}, {3, 4}} {
		v, _ := domineering.Value(context.Background(), domineering.Rectangle(rc[0], rc[1]), nil)
		fmt.Printf("%d×%d: %v, class %v\n", rc[0], rc[1], v, v.Class())
	}
	b, _ := domineering.Parse("#../.../..#")
	v, _ := domineering.Value(context.Background(), b, nil)
	fmt.Println(b, "=", v)
	// Output:
	// 2×2: +-1, class N
	// 2×1: 1, class L
	// 2×3: {2|-1/2}, class N
	// 3×4: -3/2, class R
	// #../.../..# = +-1*
}

// With Options.Workers, Value shares the work between goroutines (Game is
// a partizan.Sizer: a region after a move has fewer empty squares), and
// the value is the same.
func ExampleGame_Size() {
	b := domineering.Rectangle(4, 5)
	fmt.Println(domineering.Game{}.Size(b), "empty squares")
	for _, workers := range []int{1, 2} {
		v, _ := domineering.Value(context.Background(), b, &cgt.Options{Workers: workers})
		fmt.Printf("Workers %d: %v\n", workers, v)
	}
	// Output:
	// 20 empty squares
	// Workers 1: 1
	// Workers 2: 1
}

// A region and its transposition have opposite values: the engines solve
// one of them (Game is a partizan.Negator), and PairKey sends both to one
// worker.
func ExampleGame_Negative() {
	b, _ := domineering.Parse("../../..")
	q, ok := domineering.Game{}.Negative(b)
	v, _ := domineering.Value(context.Background(), b, nil)
	w, _ := domineering.Value(context.Background(), q, nil)
	fmt.Println(b, "=", v, "and", q, "=", w, ok)
	fmt.Println(domineering.Game{}.PairKey(b) == domineering.Game{}.PairKey(q))
	// Output:
	// ../../.. = {1/2|-2} and .../... = {2|-1/2} true
	// true
}

// Many positions with one table: the regions solved for one board are not
// solved again for the next.
func ExampleGame_table() {
	t := partizan.NewTable[domineering.Board](domineering.Game{}, nil)
	for _, s := range []string{"..../..../....", "..#./..../....", "..#./.#../...."} {
		b, _ := domineering.Parse(s)
		v, _ := t.Value(context.Background(), b)
		fmt.Printf("%s = %v (%d regions in the table)\n", s, v, t.Len())
	}
	// Output:
	// ..../..../.... = -3/2 (53 regions in the table)
	// ..#./..../.... = {3/2|-1/2||-1|-3} (71 regions in the table)
	// ..#./.#../.... = +-1 (75 regions in the table)
}

// Of Left's three dominoes on 2×3 the middle one dominates the outer ones
// (Game is a partizan.Pruner): after it, two columns of 1 each, after an
// outer one the 2×2 block, ±1. The engines value a board by the pruned
// moves; the value is the same.
func ExampleGame_PrunedLeftMoves() {
	var g domineering.Game
	b := domineering.Rectangle(2, 3)
	fmt.Println(g.LeftMoves(nil, b))
	fmt.Println(g.PrunedLeftMoves(nil, b))
	for _, m := range g.LeftMoves(nil, b) {
		v, _ := domineering.Value(context.Background(), m, nil)
		fmt.Print(v, " ")
	}
	fmt.Println()
	// Output:
	// [#../#.. .#./.#. ..#/..#]
	// [.#./.#.]
	// +-1 2 +-1
}

// Game hashes its boards for the partizan engines' memo (it is a
// cgt.Hasher): a board parsed and the same board after a move have one
// hash.
func ExampleGame_Hash() {
	var g domineering.Game
	a, _ := domineering.Parse("#../#..")
	b := g.LeftMoves(nil, domineering.Rectangle(2, 3))[0]
	fmt.Println(a, b, a == b, g.Hash(a) == g.Hash(b))
	// Output:
	// #../#.. #../#.. true true
}
