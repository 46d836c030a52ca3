//go:build ignore

// Take a block from either end (UVa 10891, "Game of Sum"): a row of n ≤ 100
// integers, negatives allowed; the players in turn take one or more
// numbers from the left end or from the right end and score their sum,
// each wanting the larger total. Input: several cases, each n and the row,
// ending with a line 0. Output: for each case, the first player's total
// minus the second's.
//
// The scoring engine in its general form: the margin of a row is the best,
// over the moves, of what the move scores minus the margin of the row left.
package main

import (
	"bufio"
	"context"
	"fmt"
	"os"
)

// row is the game on the spans [l, r) of its numbers; span (l, r) is
// numbered (r−l)(n+1)+l, so shorter spans, which moves lead to, come first
// (Dense: the engine keeps a slice, not a map).
type row struct {
	n      int
	prefix []int // prefix[i] = a[0] + … + a[i−1]
}

type span struct{ l, r int }

func (g *row) Moves(dst []span, p span) []span {
	for k := 1; k <= p.r-p.l; k++ {
		dst = append(dst, span{p.l + k, p.r})
	}
	for k := 1; k < p.r-p.l; k++ { // taking all from the right is taking all from the left
		dst = append(dst, span{p.l, p.r - k})
	}
	return dst
}

func (g *row) Terminal(p span) (Outcome, bool) {
	if p.l == p.r {
		return Tie, true
	}
	return Unknown, false
}

// Gain is the sum of the block taken.
func (g *row) Gain(p, q span) int {
	return g.prefix[p.r] - g.prefix[p.l] - (g.prefix[q.r] - g.prefix[q.l])
}

func (g *row) Payoff(span) int     { return 0 }
func (g *row) Size() int           { return (g.n + 1) * (g.n + 1) }
func (g *row) Index(p span) int    { return (p.r-p.l)*(g.n+1) + p.l }
func (g *row) Position(i int) span { return span{i % (g.n + 1), i%(g.n+1) + i/(g.n+1)} }

func main() {
	in := bufio.NewReader(os.Stdin)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	for {
		var n int
		if _, err := fmt.Fscan(in, &n); err != nil || n == 0 {
			return
		}
		g := &row{n: n, prefix: make([]int, n+1)}
		for i := 0; i < n; i++ {
			var v int
			fmt.Fscan(in, &v)
			g.prefix[i+1] = g.prefix[i] + v
		}
		start := span{0, n}
		s, err := SolveScores[span, int](context.Background(), g, []span{start}, nil)
		if err != nil {
			panic(err)
		}
		fmt.Fprintln(out, s.Score(start))
	}
}
