package domineering_test

import (
	"context"
	"fmt"

	"github.com/cgtgo/cgt/games/domineering"
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
