package board_test

import (
	"fmt"

	"github.com/cgtgo/cgt/board"
)

// ExampleIndex_RankKeyed numbers the positions after each move of a
// player who puts a piece on a 3×3 board with no symmetry taken into
// account: the other player's pieces, which key the numbering, stay put,
// so their Key is looked up once for all the moves.
func ExampleIndex_RankKeyed() {
	g, _ := board.NewGroup(9)
	x, _ := board.NewBoard(g).Index([]int{2, 2}, []int{1, 0}) // keyed by kind 1
	mover, other := uint64(0b000_000_001), uint64(0b000_010_100)
	k := x.Key(other)
	for c := range 9 {
		if (mover|other)>>c&1 != 0 {
			continue
		}
		a := board.Sets{mover | 1<<c, other}
		fmt.Print(x.RankKeyed(&a, k), " ")
		if x.RankKeyed(&a, k) != x.Rank(&a) {
			fmt.Println("differs from Rank")
		}
	}
	fmt.Println()
	// Output:
	// 168 169 171 174 178 183
}
