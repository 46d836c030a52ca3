package cgt_test

import (
	"context"
	"fmt"
	"math"

	"github.com/cgtgo/cgt"
)

// Wythoff pairs are exact over the whole uint64 range.
func ExampleWythoffPair() {
	for k := uint64(1); k <= 5; k++ {
		a, b, _ := cgt.WythoffPair(k)
		fmt.Printf("(%d,%d)", a, b)
	}
	fmt.Println()
	a, b, ok := cgt.WythoffPair(7_000_000_000_000_000_000)
	fmt.Println(a, b, ok, cgt.WythoffIsP(a, b))
	_, _, ok = cgt.WythoffPair(math.MaxUint64 / 2)
	fmt.Println(ok)
	// Output:
	// (1,2)(3,5)(4,7)(6,10)(8,13)
	// 11326237921249263937 18326237921249263937 true true
	// false
}

// Every winning move of Wythoff's game from a position.
func ExampleWythoffWinningMoves() {
	fmt.Println(cgt.WythoffOutcome(4, 7), cgt.WythoffOutcome(5, 9))
	fmt.Println(cgt.WythoffWinningMoves(5, 9))
	// Output:
	// Loss Win
	// [[5 3]]
}

// The nim-values of Wythoff's game on a small rectangle.
func ExampleWythoffGrundyTable() {
	for _, row := range cgt.WythoffGrundyTable(4, 8) {
		fmt.Println(row)
	}
	// Output:
	// [0 1 2 3 4 5 6 7]
	// [1 2 0 4 5 3 7 8]
	// [2 0 1 5 3 4 8 6]
	// [3 4 5 6 2 0 1 9]
}

// Wythoff's game as a Game: the engine agrees with the closed form.
func ExampleWythoff() {
	g := cgt.Wythoff{Rows: 30, Cols: 30}
	sol, err := cgt.SolveTopo(context.Background(), g, nil, nil)
	if err != nil {
		panic(err)
	}
	var lost [][2]int
	for p, o := range sol.All() {
		if o == cgt.Loss && p[0] <= p[1] {
			lost = append(lost, p)
		}
	}
	fmt.Println(lost)
	// Output: [[0 0] [1 2] [3 5] [4 7] [6 10] [8 13] [9 15] [11 18] [12 20] [14 23] [16 26] [17 28]]
}
