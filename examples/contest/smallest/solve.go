//go:build ignore

// Take any numbers, score the smallest taken: n positive integers
// (1 ≤ n ≤ 5000) lie on the table; the players in turn take any non-empty
// selection of those left and score the smallest number taken, each
// wanting the larger total. Input: n, then the numbers. Output: the first
// player's total minus the second's under best play.
//
// Best play only ever takes the largest numbers left down to some number,
// so the numbers left are the i smallest; the scoring engine solves the
// game on these prefixes: from i, taking the sorted numbers j … i−1 scores
// the j-th.
package main

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"sort"
)

// prefixes numbers the position "the i smallest left" as i.
type prefixes struct{ sorted []int }

func (g prefixes) Moves(dst []int, i int) []int {
	for j := i - 1; j >= 0; j-- {
		dst = append(dst, j)
	}
	return dst
}

func (g prefixes) Terminal(i int) (Outcome, bool) {
	if i == 0 {
		return Tie, true
	}
	return Unknown, false
}

func (g prefixes) Gain(i, j int) int  { return g.sorted[j] }
func (g prefixes) Payoff(int) int     { return 0 }
func (g prefixes) Size() int          { return len(g.sorted) + 1 }
func (g prefixes) Index(i int) int    { return i }
func (g prefixes) Position(i int) int { return i }

func main() {
	in := bufio.NewReader(os.Stdin)
	var n int
	fmt.Fscan(in, &n)
	g := prefixes{make([]int, n)}
	for i := range g.sorted {
		fmt.Fscan(in, &g.sorted[i])
	}
	sort.Ints(g.sorted)
	s, err := SolveScores[int, int](context.Background(), g, nil, nil)
	if err != nil {
		panic(err)
	}
	fmt.Println(s.Score(n))
}
