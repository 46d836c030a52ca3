package circle_test

import (
	"context"
	"fmt"

	"github.com/cgtgo/cgt/games/circle"
)

// ExampleCircle solves the circle game of Codeforces 786A ("Berzerk") on
// 5 objects with steps {3, 2} for the first player and {1, 2, 3} for the
// second: the problem's first sample, Lose Win Win Loop / Loop Win Win Win.
func ExampleGame() {
	c, err := circle.New(5, []int{3, 2}, []int{1, 2, 3})
	if err != nil {
		fmt.Println(err)
		return
	}
	out, err := c.Outcomes(context.Background(), nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("first player 0:", out[0])
	fmt.Println("first player 1:", out[1])
	// Output:
	// first player 0: [Loss Win Win Draw]
	// first player 1: [Draw Win Win Win]
}
