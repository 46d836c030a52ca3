package cgt_test

import (
	"context"
	"fmt"
	"math"

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
	p := cgt.Heaps{3, 4, 5}
	fmt.Println(sol.Value(p), sol.Outcome(p), sol.BestMoves(p))
	// Output: 2 Win [[1 4 5]]
}

// Nim with bounded additions has the P-positions of Nim; additions only
// let the loser hold out longer.
func ExampleNimAdd() {
	g := cgt.NimAdd{Heaps: 3, Max: 7, Add: 2, Budget: 2}
	sol, err := cgt.SolveTopo(context.Background(), g, nil, nil)
	if err != nil {
		panic(err)
	}
	for _, left := range []int{0, 2} {
		p := cgt.NimAddPosition{Heaps: cgt.Heaps{1, 2, 3}, Left: left}
		fmt.Println(sol.Outcome(p), sol.Remoteness(p))
	}
	// Output:
	// Loss 6
	// Loss 10
}

// Wythoff pairs are exact over the whole uint64 range.
func ExampleWythoffPair() {
	for k := uint64(1); k <= 5; k++ {
		a, b, _ := cgt.WythoffPair(k)
		fmt.Printf("(%d,%d)", a, b)
	}
	fmt.Println()
	a, b, ok := cgt.WythoffPair(7_000_000_000_000_000_000)
	fmt.Println(a, b, ok, cgt.WythoffIsP(a, b))
	_, _, ok = cgt.WythoffPair(math.MaxUint64 / 2)
	fmt.Println(ok)
	// Output:
	// (1,2)(3,5)(4,7)(6,10)(8,13)
	// 11326237921249263937 18326237921249263937 true true
	// false
}

// Every winning move of Wythoff's game from a position.
func ExampleWythoffMoves() {
	fmt.Println(cgt.WythoffOutcome(4, 7), cgt.WythoffOutcome(5, 9))
	fmt.Println(cgt.WythoffMoves(5, 9))
	// Output:
	// Loss Win
	// [[5 3]]
}

// The nim-values of Wythoff's game on a small rectangle.
func ExampleWythoffGrundyTable() {
	for _, row := range cgt.WythoffGrundyTable(4, 8) {
		fmt.Println(row)
	}
	// Output:
	// [0 1 2 3 4 5 6 7]
	// [1 2 0 4 5 3 7 8]
	// [2 0 1 5 3 4 8 6]
	// [3 4 5 6 2 0 1 9]
}

// Wythoff's game as a Game: the engine agrees with the closed form.
func ExampleWythoff() {
	g := cgt.Wythoff{Rows: 30, Cols: 30}
	sol, err := cgt.SolveTopo(context.Background(), g, nil, nil)
	if err != nil {
		panic(err)
	}
	var lost [][2]int
	for p, o := range sol.All() {
		if o == cgt.Loss && p[0] <= p[1] {
			lost = append(lost, p)
		}
	}
	fmt.Println(lost)
	// Output: [[0 0] [1 2] [3 5] [4 7] [6 10] [8 13] [9 15] [11 18] [12 20] [14 23] [16 26] [17 28]]
}

// A subtraction game's nim-sequence and its proven period.
func ExampleNewSubtraction() {
	g, err := cgt.NewSubtraction([]int{1, 3, 4}, 20, false)
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

// Take between p and q tokens, or all when fewer than p remain.
func ExampleTakeRangeMoves() {
	for n := 0; n <= 10; n++ {
		fmt.Print(cgt.TakeRangeOutcome(n, 2, 3, false).String()[:1])
	}
	fmt.Println()
	lo, hi, ok := cgt.TakeRangeMoves(uint64(1<<63+8), 2, 3, false)
	fmt.Println(lo, hi, ok)
	// Output:
	// LWWWLLWWWLL
	// 2 2 true
}

// The Bash game: take 1 to m tokens.
func ExampleBashMove() {
	take, ok := cgt.BashMove(100, 3)
	fmt.Println(cgt.BashOutcome(100, 3), cgt.BashOutcome(101, 3), take, ok)
	take, ok = cgt.BashMove(101, 3)
	fmt.Println(take, ok)
	// Output:
	// Loss Win 0 false
	// 1 true
}

// Subtract-a-square solved by the push form of the topological engine.
func ExampleSquareGame() {
	sol, err := cgt.SolvePush(context.Background(), cgt.SquareGame{N: 1_000_000}, nil, nil)
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

// Fibonacci nim: the first player loses exactly on Fibonacci numbers, and
// the winning move takes the smallest Zeckendorf term.
func ExampleFibonacciNimMove() {
	for _, n := range []uint64{89, 100, math.MaxUint64} {
		p := cgt.FibonacciNimStart(n)
		take, ok := cgt.FibonacciNimMove(p)
		z := cgt.Zeckendorf(n)
		fmt.Println(n, len(z), z[len(z)-1], cgt.FibonacciNimOutcome(p), take, ok)
	}
	// Output:
	// 89 1 89 Loss 0 false
	// 100 3 3 Win 3 true
	// 18446744073709551615 26 2 Win 2 true
}

// Fibonacci nim as a Game: the engine finds the losing starts.
func ExampleFibonacciNim() {
	sol, err := cgt.SolvePush(context.Background(), cgt.FibonacciNim{N: 100}, nil, nil)
	if err != nil {
		panic(err)
	}
	var lost []uint64
	for n := uint64(1); n <= 100; n++ {
		if sol.Outcome(cgt.FibonacciNimStart(n)) == cgt.Loss {
			lost = append(lost, n)
		}
	}
	fmt.Println(lost, cgt.FibonacciNimMoves(cgt.FibonacciNimPosition{Heap: 100, MaxTake: 20}))
	// Output: [1 2 3 5 8 13 21 34 55 89] [3 11]
}

// Staircase Nim: coins on odd steps are what counts.
func ExampleStaircaseMoves() {
	coins := []int{3, 5, 1, 2} // steps 1 to 4
	fmt.Println(cgt.StaircaseOutcome(coins))
	for _, m := range cgt.StaircaseMoves(coins) {
		fmt.Printf("move %d coins down from step %d\n", m.Coins, m.Step+1)
	}
	// Output:
	// Win
	// move 2 coins down from step 1
	// move 2 coins down from step 4
}

// Staircase Nim as a Game for the engines.
func ExampleStaircase() {
	p := cgt.Heaps{3, 5, 1, 2}
	sol, err := cgt.SolveTopo(context.Background(), cgt.Staircase{}, []cgt.Heaps{p}, nil)
	if err != nil {
		panic(err)
	}
	fmt.Println(sol.Outcome(p), sol.BestMoves(p))
	// Output: Win [[1 5 1 2] [3 5 3]]
}

// The equal-piles game: a lone pile of 2 is lost, contrary to a folk rule.
func ExampleEqualPilesMoves() {
	fmt.Println(cgt.EqualPilesOutcome([]int{2}), cgt.EqualPilesOutcome([]int{3, 3, 2}))
	fmt.Println(cgt.EqualPilesMoves([]int{5, 5, 5, 4, 1}))
	// Output:
	// Loss Win
	// [{5 2}]
}

// The equal-piles game as a Game: positions are kept sorted.
func ExampleEqualPiles() {
	g := cgt.EqualPiles{}
	p := g.Canonical(cgt.Heaps{1, 3, 3})
	sol, err := cgt.SolveTopo(context.Background(), g, []cgt.Heaps{p}, nil)
	if err != nil {
		panic(err)
	}
	fmt.Println(p, sol.Outcome(p), sol.BestMoves(p))
	// Output: [3 3 1] Win [[3 2 1]]
}
