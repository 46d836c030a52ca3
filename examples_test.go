package cgt_test

import (
	"context"
	"fmt"
	"os"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/games/subtraction"
)

// halving is a game written for this example: a heap of n tokens; a move
// takes one token, or, from an even heap, takes half of it. Whoever cannot
// move (the empty heap) loses. Positions are ints; the type needs nothing
// but the two methods of cgt.Game.
type halving struct{}

func (halving) Moves(dst []int, n int) []int {
	if n > 0 {
		dst = append(dst, n-1)
	}
	if n > 0 && n%2 == 0 {
		dst = append(dst, n/2)
	}
	return dst
}

func (halving) Terminal(int) (cgt.Outcome, bool) { return cgt.Unknown, false }

// A custom game: define Moves and Terminal, hand it to an engine, ask.
func Example_customGame() {
	sol, err := cgt.SolveTopo(context.Background(), halving{}, []int{20}, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, n := range []int{6, 7, 20} {
		fmt.Printf("heap %d: %v in %d plies, play %v\n", n, sol.Outcome(n), sol.Remoteness(n), sol.BestMoves(n))
	}
	fmt.Println("positions solved:", sol.Len())
	// Output:
	// heap 6: Win in 5 plies, play [5]
	// heap 7: Loss in 6 plies, play [6]
	// heap 20: Win in 11 plies, play [19]
	// positions solved: 21
}

// The subtraction game {1,3,4}: nim-values of heaps 0…20, and the proof
// that they repeat with period 7 (each value depends on the 4 before it).
func ExampleSolveGrundy() {
	g, err := subtraction.New([]int{1, 3, 4}, 20, cgt.Normal)
	if err != nil {
		fmt.Println(err)
		return
	}
	sol, err := cgt.SolveGrundy(context.Background(), g, nil, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	var seq []int
	for n := 0; n <= 20; n++ {
		seq = append(seq, sol.Value(n))
	}
	fmt.Println(seq)
	per, _ := cgt.ProvePeriod(seq, 4)
	fmt.Printf("period %d from %d, proven with %d values\n", per.Period, per.Preperiod, per.Values)
	// Output:
	// [0 1 0 1 2 3 2 0 1 0 1 2 3 2 0 1 0 1 2 3 2]
	// period 7 from 0, proven with 11 values
}

// A sum of three games: heaps of 4, 9 and 12 in the subtraction game
// {1,3,4}. The sum's nim-value is the XOR of the parts'; a winning move makes
// it 0.
func ExampleSumMoves() {
	g, err := subtraction.New([]int{1, 3, 4}, 12, cgt.Normal)
	if err != nil {
		fmt.Println(err)
		return
	}
	sol, err := cgt.SolveGrundy(context.Background(), g, nil, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	parts := []int{4, 9, 12}
	fmt.Println("values:", sol.Value(4), sol.Value(9), sol.Value(12), "sum:", cgt.SumValue(sol, parts))
	for _, m := range cgt.SumMoves(sol, parts) {
		fmt.Printf("heap %d: %d → %d\n", m.Component, parts[m.Component], m.To)
	}
	// Output:
	// values: 2 0 3 sum: 1
	// heap 1: 9 → 8
	// heap 2: 12 → 11
}

// Subtract-a-square by the push form: a lost heap marks every heap a square
// above it won, so won heaps never read their moves. The losing heaps are
// OEIS A030193.
func ExampleSolvePush() {
	sol, err := cgt.SolvePush(context.Background(), subtraction.Squares{N: 1_000_000}, nil, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	var lost []int
	for n, o := range sol.All() {
		if o == cgt.Loss {
			lost = append(lost, n)
		}
	}
	fmt.Println("first losing heaps:", lost[:12])
	fmt.Println("losing heaps up to 10^6:", len(lost), "the largest:", lost[len(lost)-1])
	// Output:
	// first losing heaps: [0 2 5 7 10 12 15 17 20 22 34 39]
	// losing heaps up to 10^6: 13952 the largest: 999960
}

// The statistics of a solution: positions per outcome and remoteness.
func ExampleStats_WriteTable() {
	sol, err := cgt.SolveTopo(context.Background(), subtraction.Squares{N: 30}, nil, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	st := sol.Stats()
	st.WriteTable(os.Stdout)
	fmt.Println("longest:", sol.Longest(5))
	// Output:
	// remoteness         Loss          Win        total
	// 0                     1            0            1
	// 1                     0            5            5
	// 2                     2            0            2
	// 3                     0            8            8
	// 4                     3            0            3
	// 5                     0            5            5
	// 6                     2            0            2
	// 7                     0            3            3
	// 8                     2            0            2
	// all                  10           21           31
	// longest: [17 22]
}

// Mex is the least non-negative integer missing from a set of values.
func ExampleMex() {
	fmt.Println(cgt.Mex([]int{0, 1, 3}), cgt.Mex([]int{2, 4}), cgt.Mex(nil))
	// Output: 2 0 0
}

// FindPeriod spots the period of a sequence; it is evidence, not proof.
func ExampleFindPeriod() {
	seq := []int{5, 5, 1, 2, 3, 1, 2, 3, 1, 2, 3}
	per, ok := cgt.FindPeriod(seq)
	fmt.Println(ok, per.Period, per.Preperiod, per.Proven)
	// Output: true 3 2 false
}

// An order that the caller knows (here, smallest heap first) spares the
// engine its search.
func ExampleSolveTopoOrder() {
	order := make([]int, 11)
	for i := range order {
		order[i] = i
	}
	sol, err := cgt.SolveTopoOrder(context.Background(), halving{}, order, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(sol.Outcome(10), sol.Remoteness(10), sol.RankedMoves(10))
	// Output: Win 5 [{5 Win 5} {9 Win 9}]
}

// Grundy is the one-shot form: the nim-value of one position.
func ExampleGrundy() {
	v, err := cgt.Grundy(halving{}, 12)
	fmt.Println(v, err)
	// Output: 1 <nil>
}
