package cgt_test

import (
	"context"
	"fmt"

	"github.com/cgtgo/cgt"
)

// The closed forms of Nim: who wins and every winning move, for any
// number of heaps of any integer type.
func ExampleNimWinningMoves() {
	heaps := []uint64{3, 4, 5}
	fmt.Println(cgt.NimSum(heaps), cgt.NimOutcome(heaps))
	for _, m := range cgt.NimWinningMoves(heaps) {
		fmt.Printf("reduce heap %d to %d\n", m.Heap, m.To)
	}
	// Output:
	// 2 Win
	// reduce heap 0 to 1
}

// Misère Nim differs from normal play only when every heap is small.
func ExampleMisereNimWinningMoves() {
	fmt.Println(cgt.MisereNimOutcome([]int{1, 1}), cgt.NimOutcome([]int{1, 1}))
	fmt.Println(cgt.MisereNimWinningMoves([]int{1, 1, 5}))
	// Output:
	// Win Loss
	// [{2 1}]
}

// Nim as a Game: the Grundy engine finds the nim-values, which are the
// nim-sums, and the moves to value 0.
func ExampleNim() {
	g := cgt.Nim{Heaps: 3, Max: 7}
	sol, err := cgt.SolveGrundy(context.Background(), g, nil, nil)
	if err != nil {
		panic(err)
	}
	p := cgt.NimHeaps{3, 4, 5}
	fmt.Println(sol.Value(p), sol.Outcome(p), sol.BestMoves(p))
	// Output: 2 Win [[1 4 5]]
}

// Nim with bounded additions has the P-positions of Nim; additions only
// let the loser hold out longer.
func ExamplePokerNim() {
	g := cgt.PokerNim{Heaps: 3, Max: 7, Add: 2, Budget: 2}
	sol, err := cgt.SolveTopo(context.Background(), g, nil, nil)
	if err != nil {
		panic(err)
	}
	for _, left := range []int{0, 2} {
		p := cgt.PokerNimPosition{Heaps: cgt.NimHeaps{1, 2, 3}, Left: left}
		fmt.Println(sol.Outcome(p), sol.Remoteness(p))
	}
	// Output:
	// Loss 6
	// Loss 10
}
