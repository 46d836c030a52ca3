//go:build ignore

// The team game on a ring (JZOJ 5778): n people of teams 0 and 1 sit on a
// ring (1 ≤ n ≤ 5000) and, in turn clockwise, call numbers, each larger
// than the last called by 1 … k (the first call is 1 … k); whoever calls m
// or more (1 ≤ k < m ≤ 5000) makes their team lose. Input: n, m, k, then
// the n teams. Output: for each person starting, the team that wins.
//
// Teammates in a row play as one, so the game is between the teams: a move
// is everything a run of r teammates calls, which raises the count by r …
// rk, and a team that cannot pass the turn below m loses. After the first
// move the turn always passes to the first person of a run, so the game is
// solved on those people only, by the push form of the topological engine:
// a lost position makes every position that moves to it won, and won
// positions push nothing. The first move, from any person, is read off.
package main

import (
	"bufio"
	"context"
	"fmt"
	"os"
)

// ring numbers the position "the run starting at starts[j] to call, last
// number called c" as (m−1−c)·R + j, R = len(starts), so that moves, which
// raise c, lead to lower numbers.
type ring struct {
	n, m, k int
	team    []int
	run     []int // run[i]: people from i on of i's team
	starts  []int // the people who start a run, clockwise
	slot    []int // slot[i]: i's index in starts, −1 if i starts no run
}

// span gives the run start after person i's run, and the range of totals
// that run can reach from c below m (empty if it cannot).
func (g *ring) span(i, c int) (next, lo, hi int) {
	r := g.run[i]
	return g.slot[(i+r)%g.n], c + r, min(c+r*g.k, g.m-1)
}

func (g *ring) Moves(dst []int, p int) []int {
	R := len(g.starts)
	next, lo, hi := g.span(g.starts[p%R], g.m-1-p/R)
	for c := lo; c <= hi; c++ {
		dst = append(dst, (g.m-1-c)*R+next)
	}
	return dst
}

// Predecessors: the start of the run just before, having seen a count
// from which its r calls reach c.
func (g *ring) Predecessors(dst []int, p int) []int {
	R := len(g.starts)
	j, c := p%R, g.m-1-p/R
	before := g.starts[(j-1+R)%R]
	r := g.run[before]
	for from := max(c-r*g.k, 0); from <= c-r; from++ {
		dst = append(dst, (g.m-1-from)*R+g.slot[before])
	}
	return dst
}

func (g *ring) PredecessorsAt(dst []int, p int) []int { return g.Predecessors(dst, p) }
func (g *ring) Terminal(int) (Outcome, bool)          { return Unknown, false }
func (g *ring) Size() int                             { return len(g.starts) * g.m }
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
	g.slot = make([]int, g.n)
	for i := range g.run {
		for g.run[i] < g.n && g.team[(i+g.run[i])%g.n] == g.team[i] {
			g.run[i]++
		}
		g.slot[i] = -1
		if g.team[(i-1+g.n)%g.n] != g.team[i] {
			g.slot[i] = len(g.starts)
			g.starts = append(g.starts, i)
		}
	}
	var sol *Solution[int]
	if len(g.starts) > 0 {
		var err error
		if sol, err = SolvePush[int](context.Background(), g, nil, nil); err != nil {
			panic(err)
		}
	}
	for i := 0; i < g.n; i++ {
		// Person i's team wins if its first move reaches a lost position
		// (with one team only, it must reach m and loses).
		wins := false
		if sol != nil {
			next, lo, hi := g.span(i, 0)
			for c := lo; c <= hi && !wins; c++ {
				wins = sol.Outcome((g.m-1-c)*len(g.starts)+next) == Loss
			}
		}
		winner := g.team[i]
		if !wins {
			winner ^= 1
		}
		if i > 0 {
			out.WriteByte(' ')
		}
		fmt.Fprint(out, winner)
	}
	out.WriteByte('\n')
}
