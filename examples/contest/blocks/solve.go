//go:build ignore

// Take a block from either end (UVa 10891, "Game of Sum"): a row of n ≤ 100
// integers, negatives allowed; the players in turn take one or more
// numbers from the left end or from the right end and score their sum,
// each wanting the larger total. Input: several cases, each n and the row,
// ending with a line 0. Output: for each case, the first player's total
// minus the second's.
//
// The scoring engine in its general form: the margin of a row is the best,
// over the moves, of what the move scores minus the margin of the row left,
// here over every span of the row by number (ScoringAt).
package main

import (
	"bufio"
	"context"
	"fmt"
	"os"
)

// row is the game on the spans [l, r) of its numbers, numbered by length,
// then by l: shorter spans, which moves lead to, come first. It is Dense
// (the engine keeps a slice, not a map) and has ScoringAt, so the engine
// sweeps every span by number with one call per span.
type row struct {
	n      int
	prefix []int  // prefix[i] = a[0] + … + a[i−1]
	offset []int  // offset[L]: the number of the first span of length L
	spans  []span // spans[i]: the span numbered i
}

type span struct{ l, r int }

func newRow(a []int) *row {
	n := len(a)
	g := &row{n: n, prefix: make([]int, n+1), offset: make([]int, n+2)}
	for i, v := range a {
		g.prefix[i+1] = g.prefix[i] + v
	}
	for L := 0; L <= n; L++ {
		g.offset[L+1] = g.offset[L] + n + 1 - L
		for l := 0; l+L <= n; l++ {
			g.spans = append(g.spans, span{l, l + L})
		}
	}
	return g
}

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
func (g *row) Size() int           { return len(g.spans) }
func (g *row) Index(p span) int    { return g.offset[p.r-p.l] + p.l }
func (g *row) Position(i int) span { return g.spans[i] }

// ScoredMovesAt lists the moves of span i with their gains, in the order
// of Moves, by number.
func (g *row) ScoredMovesAt(dst []ScoredMove[int], i int) ([]ScoredMove[int], bool, int) {
	p := g.spans[i]
	if p.l == p.r {
		return dst, true, 0
	}
	for k := 1; k <= p.r-p.l; k++ {
		dst = append(dst, ScoredMove[int]{g.offset[p.r-p.l-k] + p.l + k, g.prefix[p.l+k] - g.prefix[p.l]})
	}
	for k := 1; k < p.r-p.l; k++ {
		dst = append(dst, ScoredMove[int]{g.offset[p.r-p.l-k] + p.l, g.prefix[p.r] - g.prefix[p.r-k]})
	}
	return dst, false, 0
}

func main() {
	in := bufio.NewReader(os.Stdin)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	for {
		var n int
		if _, err := fmt.Fscan(in, &n); err != nil || n == 0 {
			return
		}
		a := make([]int, n)
		for i := range a {
			fmt.Fscan(in, &a[i])
		}
		g := newRow(a)
		start := span{0, n}
		s, err := SolveScores[span, int](context.Background(), g, nil, nil)
		if err != nil {
			panic(err)
		}
		fmt.Fprintln(out, s.Score(start))
	}
}
