package hackenbush_test

import (
	"context"
	"fmt"

	"github.com/cgtgo/cgt/games/hackenbush"
)

// The value of a Blue-Red stalk by the sign-expansion rule.
func ExampleStringValue() {
	for _, s := range []string{"BBB", "BR", "BRB", "RBBR"} {
		v, _ := hackenbush.StringValue(s)
		fmt.Println(s, "=", v)
	}
	// Output:
	// BBB = 3
	// BR = 1/2
	// BRB = 3/4
	// RBBR = -3/8
}

// A picture with Blue, Red and Green edges, solved to its canonical form.
func ExampleBlueRed() {
	h, _ := hackenbush.ParseBlueRed("0-1B 1-2R 0-3G 3-4B 0-5G")
	v, _ := h.Value(context.Background(), nil)
	fmt.Println(v, v.Class())
	// Output:
	// 1/2^ L
}
