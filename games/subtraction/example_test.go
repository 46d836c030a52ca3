package subtraction_test

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/games/subtraction"
)

// A subtraction game's nim-sequence and its proven period.
func ExampleNew() {
	g, err := subtraction.New([]int{1, 3, 4}, 20, cgt.Normal)
	if err != nil {
		panic(err)
	}
	fmt.Println(g.Values())
	per, err := g.Period(0)
	fmt.Printf("period %d from %d, proven %v, %v\n", per.Period, per.Preperiod, per.Proven, err)
	// Output:
	// [0 1 0 1 2 3 2 0 1 0 1 2 3 2 0 1 0 1 2 3 2]
	// period 7 from 0, proven true, <nil>
}

// Prove finds long periods fast, and can be cancelled or limited: the set
// {2, 3, 7, 10⁶} has period 1,000,003 after a preperiod of 1,000,013.
func ExampleGame_Prove() {
	g, err := subtraction.New([]int{2, 3, 7, 1_000_000}, 0, cgt.Normal)
	if err != nil {
		panic(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	per, err := g.Prove(ctx, 1<<22, nil)
	fmt.Printf("period %d from %d, %d values, %v\n", per.Period, per.Preperiod, per.Values, err)
	_, err = g.Prove(ctx, 1<<20, nil)
	fmt.Println(errors.Is(err, cgt.ErrLimit))
	// Output:
	// period 1000003 from 1000013, 3000016 values, <nil>
	// true
}

// Take between p and q tokens, or all when fewer than p remain.
func ExampleTakeRangeWinningTakes() {
	for n := 0; n <= 10; n++ {
		fmt.Print(subtraction.TakeRangeOutcome(n, 2, 3, cgt.Normal).String()[:1])
	}
	fmt.Println()
	lo, hi, ok := subtraction.TakeRangeWinningTakes(uint64(1<<63+8), 2, 3, cgt.Normal)
	fmt.Println(lo, hi, ok)
	// Output:
	// LWWWLLWWWLL
	// 2 2 true
}

// The Bash game: take 1 to m tokens.
func ExampleBashWinningTake() {
	take, ok := subtraction.BashWinningTake(100, 3)
	fmt.Println(subtraction.BashOutcome(100, 3), subtraction.BashOutcome(101, 3), take, ok)
	take, ok = subtraction.BashWinningTake(101, 3)
	fmt.Println(take, ok)
	// Output:
	// Loss Win 0 false
	// 1 true
}

// Subtract-a-square solved by the push form of the topological engine.
func ExampleSquares() {
	sol, err := cgt.SolvePush(context.Background(), subtraction.Squares{N: 1_000_000}, nil, nil)
	if err != nil {
		panic(err)
	}
	var first []int
	count := 0
	for n, o := range sol.All() {
		if o == cgt.Loss {
			count++
			if len(first) < 10 {
				first = append(first, n)
			}
		}
	}
	fmt.Println(first, count)
	// Output: [0 2 5 7 10 12 15 17 20 22] 13952
}
