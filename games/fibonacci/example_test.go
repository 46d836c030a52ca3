package fibonacci_test

import (
	"context"
	"fmt"
	"math"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/games/fibonacci"
)

// Fibonacci nim: the first player loses exactly on Fibonacci numbers, and
// the winning move takes the smallest Zeckendorf term.
func ExampleWinningTake() {
	for _, n := range []uint64{89, 100, math.MaxUint64} {
		p := fibonacci.Start(n)
		take, ok := fibonacci.WinningTake(p)
		z := fibonacci.Zeckendorf(n)
		fmt.Println(n, len(z), z[len(z)-1], fibonacci.Outcome(p), take, ok)
	}
	// Output:
	// 89 1 89 Loss 0 false
	// 100 3 3 Win 3 true
	// 18446744073709551615 26 2 Win 2 true
}

// Fibonacci nim as a Game: the engine finds the losing starts.
func ExampleGame() {
	sol, err := cgt.SolvePush(context.Background(), fibonacci.Game{N: 100}, nil, nil)
	if err != nil {
		panic(err)
	}
	var lost []uint64
	for n := uint64(1); n <= 100; n++ {
		if sol.Outcome(fibonacci.Start(n)) == cgt.Loss {
			lost = append(lost, n)
		}
	}
	fmt.Println(lost, fibonacci.WinningTakes(fibonacci.Position{Heap: 100, MaxTake: 20}))
	// Output: [1 2 3 5 8 13 21 34 55 89] [3 11]
}
