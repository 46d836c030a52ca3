package toppling_test

import (
	"context"
	"fmt"

	"github.com/cgtgo/cgt/games/toppling"
)

// The value of a row of dominoes, and of a sum of rows.
func ExampleValue() {
	for _, s := range []string{"LLL", "LR", "LRRLRRL", "LGRG", "LRL + RR"} {
		rows, err := toppling.ParseSum(s)
		if err != nil {
			fmt.Println(err)
			return
		}
		v, _ := toppling.Value(context.Background(), rows, nil)
		fmt.Printf("%s = %v\n", s, v)
	}
	_, err := toppling.Parse("LR.RL")
	fmt.Println(err)
	// Output:
	// LLL = 3
	// LR = *
	// LRRLRRL = Tiny(1/2)
	// LGRG = {1|0,{0|-1}}
	// LRL + RR = -3/2
	// toppling: a gap at column 3 of "LR.RL": write the rows apart, as a sum ("LR + RL")
}
