package octal_test

import (
	"context"
	"fmt"

	"github.com/cgtgo/cgt/games/octal"
)

// Misère Kayles answered through its quotient: the quotient is computed
// heap by heap until its heap map is proven periodic (from heap 71, period
// 12), after which sums of heaps of any size are answered by table
// look-ups.
func ExampleGame_MisereQuotient() {
	g, _ := octal.Parse("0.77")
	q, err := g.MisereQuotient(context.Background(), 200, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("order", q.Order(), "period", q.Period().Period, "from", q.Period().Preperiod)
	o, _ := q.Outcome(3, 4, 5, 1_000_000)
	heaps := []int{3, 4, 5, 1_000_000}
	mv, _, _ := q.WinningMove(heaps...)
	fmt.Println(o, "- take", mv.Take, "from heap", mv.Heap+1, "leaving", mv.After(heaps))
	// Output:
	// order 40 period 12 from 71
	// Win - take 2 from heap 3 leaving [3 4 3 1000000]
}
