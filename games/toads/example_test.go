package toads_test

import (
	"context"
	"fmt"

	"github.com/cgtgo/cgt/games/toads"
)

// Values of short Toads and Frogs strips.
func ExampleValue() {
	for _, s := range []string{"T.F", "TT.F", "T..F", "TT..FF", "TTT.FF"} {
		st, _ := toads.Parse(s)
		v, _ := toads.Value(context.Background(), st, nil)
		fmt.Println(s, "=", v)
	}
	// Output:
	// T.F = *
	// TT.F = {1/2|0}
	// T..F = 0
	// TT..FF = *
	// TTT.FF = *
}
