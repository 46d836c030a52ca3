package cutcake_test

import (
	"context"
	"fmt"

	"github.com/cgtgo/cgt/games/cutcake"
)

// The value of cakes in closed form and by search.
func ExampleValue() {
	p := cutcake.Sum(cutcake.Cake(8, 3), cutcake.Cake(2, 5))
	v, _ := cutcake.Search(context.Background(), p, nil)
	fmt.Println(p, "=", cutcake.Value(p), "=", v)
	// Output:
	// 2x5 + 8x3 = 2 = 2
}
