package cgt_test

import (
	"context"
	"errors"
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

// A Meter paces a long computation of your own by the same Options as the
// engines: here a limit of 10,000 steps stops a loop that would run for
// ever, with an error that errors.Is matches.
func ExampleMeter() {
	m := cgt.NewMeter(context.Background(), &cgt.Options{Limit: 10_000})
	steps := 0
	var err error
	for err == nil {
		steps++
		err = m.Step()
	}
	fmt.Println(steps, errors.Is(err, cgt.ErrLimit))
	// Output: 10001 true
}

// The two play conventions on the subtraction game {1, 2}: under normal
// play the heaps that are multiples of 3 are lost; under misère play
// (who takes the last token loses) the heaps that are 1 more than one.
func ExamplePlay() {
	for _, play := range []cgt.Play{cgt.Normal, cgt.Misere} {
		g, err := subtraction.New([]int{1, 2}, 9, play)
		if err != nil {
			fmt.Println(err)
			return
		}
		sol, err := cgt.SolveTopo(context.Background(), g, nil, nil)
		if err != nil {
			fmt.Println(err)
			return
		}
		var lost []int
		for n := range 10 {
			if sol.Outcome(n) == cgt.Loss {
				lost = append(lost, n)
			}
		}
		fmt.Println(play, "lost heaps:", lost)
	}
	// Output:
	// normal lost heaps: [0 3 6 9]
	// misère lost heaps: [1 4 7]
}

// MovesOf is a convenient view of Moves for code off the hot path.
func ExampleMovesOf() {
	for q := range cgt.MovesOf(halving{}, 8) {
		fmt.Print(q, " ")
	}
	fmt.Println()
	// Output: 7 4
}

// The nim-value of a sum of games is the XOR of the parts' values: two
// heaps of the halving game, 6 and 7.
func ExampleSumValue() {
	sol, err := cgt.SolveGrundy(context.Background(), halving{}, []int{6, 7}, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(sol.Value(6), sol.Value(7), cgt.SumValue(sol, []int{6, 7}))
	// Output: 2 0 2
}

// ProvePeriod proves a period when each value depends only on the window
// of values before it: the subtraction game {1, 3, 4} depends on the 4
// values before each heap.
func ExampleProvePeriod() {
	g, err := subtraction.New([]int{1, 3, 4}, 40, cgt.Normal)
	if err != nil {
		fmt.Println(err)
		return
	}
	per, ok := cgt.ProvePeriod(g.Values(), 4)
	fmt.Println(ok, per.Period, per.Preperiod, per.Proven)
	// Output: true 7 0 true
}

// Resume goes on counting where an earlier computation stopped: the
// limit of 10,000 steps is shared by a first call that took 6,000 and a
// second that goes on from there.
func ExampleMeter_Resume() {
	opt := &cgt.Options{Limit: 10_000}
	first := cgt.NewMeter(context.Background(), opt)
	for range 6_000 {
		if err := first.Step(); err != nil {
			fmt.Println(err)
		}
	}
	second := cgt.NewMeter(context.Background(), opt)
	second.Resume(first.Done())
	steps := 0
	var err error
	for err == nil {
		steps++
		err = second.Step()
	}
	fmt.Println(steps, second.Done(), errors.Is(err, cgt.ErrLimit))
	// Output: 4001 10001 true
}
