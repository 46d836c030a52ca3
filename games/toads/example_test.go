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

// The value of a Backsliding Toads and Frogs strip: not a stopper (the
// toads and frogs can slide back and forth for ever), it has an onside and
// an offside; the first is what Left can hold when infinite play counts as
// hers, the second what she can win outright.
func ExampleLoopyValue() {
	s, _ := toads.Parse("TTT..FFF")
	v, err := toads.LoopyValue(context.Background(), s, nil)
	if err != nil {
		panic(err)
	}
	fmt.Println(v)
	fmt.Println("onside:", v.Onside())
	fmt.Println("outcome:", v.Outcome())
	// Output:
	// {on||0|-1/2} & {1/2|0||off}
	// onside: {on||0|-1/2}
	// outcome: D/D
}
