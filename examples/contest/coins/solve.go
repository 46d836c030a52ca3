//go:build ignore

// Take a number from either end (USACO Training 3.3, "A Game"): a row of
// n ≤ 100 positive integers; the players in turn take the number at either
// end of the row and score it, each wanting the larger total. Input: n,
// then the row. Output: the first player's total and the second's.
//
// The scoring engine with the zero-sum shortcut: the points still to be
// won from a row are its sum, so the mover's best total is that sum minus
// the opponent's best total after the move.
package main

import (
	"bufio"
	"context"
	"fmt"
	"os"
)

// row is the game on the spans [l, r) of a; span (l, r) is numbered
// (r−l)(n+1)+l, so shorter spans, which moves lead to, come first.
type row struct {
	a      []int
	prefix []int // prefix[i] = a[0] + … + a[i−1]
}

type span struct{ l, r int }

func (g *row) Moves(dst []span, p span) []span {
	if p.l < p.r {
		dst = append(dst, span{p.l + 1, p.r})
		if p.r-p.l > 1 {
			dst = append(dst, span{p.l, p.r - 1})
		}
	}
	return dst
}

func (g *row) Terminal(p span) (Outcome, bool) {
	if p.l == p.r {
		return Tie, true
	}
	return Unknown, false
}

// Gain is the number taken.
func (g *row) Gain(p, q span) int {
	if q.l > p.l {
		return g.a[p.l]
	}
	return g.a[p.r-1]
}

func (g *row) Payoff(span) int      { return 0 }
func (g *row) Remaining(p span) int { return g.prefix[p.r] - g.prefix[p.l] }
func (g *row) Size() int            { n := len(g.a) + 1; return n * n }
func (g *row) Index(p span) int     { return (p.r-p.l)*(len(g.a)+1) + p.l }
func (g *row) Position(i int) span  { n := len(g.a) + 1; return span{i % n, i%n + i/n} }

func main() {
	in := bufio.NewReader(os.Stdin)
	var n int
	fmt.Fscan(in, &n)
	g := &row{a: make([]int, n), prefix: make([]int, n+1)}
	for i := range g.a {
		fmt.Fscan(in, &g.a[i])
		g.prefix[i+1] = g.prefix[i] + g.a[i]
	}
	start := span{0, n}
	s, err := SolveScores[span, int](context.Background(), g, []span{start}, nil)
	if err != nil {
		panic(err)
	}
	first, _ := s.Total(start)
	fmt.Println(first, g.Remaining(start)-first)
}
