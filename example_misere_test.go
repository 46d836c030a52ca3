package cgt_test

import (
	"context"
	"fmt"

	"github.com/cgtgo/cgt"
)

// The misère outcome of a sum by brute force: the sum of the components'
// game trees, solved by the topological engine. Here three Nim heaps, 1, 1
// and 2: under misère play the mover wins by reducing the 2 to 1, which
// leaves an odd number of 1s. For sums of octal heaps of any size, the misère quotient
// of games/octal answers without the search.
func ExampleNewSum() {
	s := cgt.NewSum[int](nimHeap{}, cgt.Misere)
	p := s.Of(1, 1, 2)
	sol, err := cgt.SolveTopo(context.Background(), s, []cgt.SumPosition{p}, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(sol.Outcome(p))
	for _, m := range sol.BestMoves(p) {
		fmt.Println("best move to", s.Parts(m))
	}
	// Output:
	// Win
	// best move to [1 1 1]
}
