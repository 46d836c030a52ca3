//go:build ignore

// The team game on a ring (JZOJ 5778): n people of teams 0 and 1 sit on a
// ring (1 ≤ n ≤ 5000) and, in turn clockwise, call numbers, each larger
// than the last called by 1 … k (the first call is 1 … k); whoever calls m
// or more (1 ≤ k < m ≤ 5000) makes their team lose. Input: n, m, k, then
// the n teams. Output: for each person starting, the team that wins.
//
// Teammates in a row play as one, so the game is between the teams: a move
// is everything a run of r teammates calls, which raises the count by r …
// rk, and a team that cannot pass the turn below m loses. The push form of
// the topological engine: a lost position makes every position that moves
// to it won, and won positions push nothing.
package main

import (
	"bufio"
	"context"
	"fmt"
	"os"
)

// ring numbers the position "person i to call, last number called c" as
// (m−1−c)·n + i, so that moves, which raise c, lead to lower numbers.
type ring struct {
	n, m, k int
	team    []int
	run     []int // run[i]: people from i on of i's team; n if all are
}

// span gives the first person after the run starting at i and the range of
// totals the run can reach below m (empty if it cannot).
func (g *ring) span(p int) (next, lo, hi int) {
	i, c := p%g.n, g.m-1-p/g.n
	r := g.run[i]
	if r == g.n {
		return 0, 1, 0
	}
	return (i + r) % g.n, c + r, min(c+r*g.k, g.m-1)
}

func (g *ring) Moves(dst []int, p int) []int {
	next, lo, hi := g.span(p)
	for c := lo; c <= hi; c++ {
		dst = append(dst, (g.m-1-c)*g.n+next)
	}
	return dst
}

// Predecessors: if the person before j is of the other team, every
// person i of that run (r = its length from i) having seen c − rk … c − r.
func (g *ring) Predecessors(dst []int, p int) []int {
	j, c := p%g.n, g.m-1-p/g.n
	prev := (j - 1 + g.n) % g.n
	if g.team[prev] == g.team[j] {
		return dst
	}
	for r := 1; r < g.n; r++ {
		i := (j - r + g.n) % g.n
		if g.team[i] != g.team[prev] {
			break
		}
		for from := max(c-r*g.k, 0); from <= c-r; from++ {
			dst = append(dst, (g.m-1-from)*g.n+i)
		}
	}
	return dst
}

func (g *ring) PredecessorsAt(dst []int, p int) []int { return g.Predecessors(dst, p) }
func (g *ring) Terminal(int) (Outcome, bool)          { return Unknown, false }
func (g *ring) Size() int                             { return g.n * g.m }
func (g *ring) Index(p int) int                       { return p }
func (g *ring) Position(i int) int                    { return i }

func main() {
	in := bufio.NewReader(os.Stdin)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	g := &ring{}
	fmt.Fscan(in, &g.n, &g.m, &g.k)
	g.team = make([]int, g.n)
	for i := range g.team {
		fmt.Fscan(in, &g.team[i])
	}
	g.run = make([]int, g.n)
	for i := range g.run {
		for g.run[i] < g.n && g.team[(i+g.run[i])%g.n] == g.team[i] {
			g.run[i]++
		}
	}
	sol, err := SolvePush[int](context.Background(), g, nil, nil)
	if err != nil {
		panic(err)
	}
	for i := 0; i < g.n; i++ {
		winner := g.team[i]
		if sol.Outcome((g.m-1)*g.n+i) == Loss {
			winner ^= 1
		}
		if i > 0 {
			out.WriteByte(' ')
		}
		fmt.Fprint(out, winner)
	}
	out.WriteByte('\n')
}
