// Package ring is the team counting game on a ring (JZOJ 5778): N people
// of two teams sit on a ring and, in turn round the ring, call numbers,
// each larger than the last number called by 1 … K (the first call is
// 1 … K); whoever calls M or more makes their team lose. The question is,
// for each person starting, which team wins.
//
// Teammates play as one: several people of a team in a row call on the
// team's behalf, so the game is a two-player game between the teams in
// which a move is everything a team calls before the turn passes to the
// other team. A run of r teammates calls r numbers that raise the count by
// r … rK in all (every total in between is possible), so the move from
// "person i to call, last number c" leads to "the first person of the
// other team after the run, last number c'" for every c' from c+r to
// min(c+rK, M−1); when c+r ≥ M the team cannot pass the turn below M and
// loses (the position has no moves). If everyone is on one team, that team
// loses from every start.
package ring

import (
	"fmt"

	"github.com/cgtgo/cgt"
)

// Game is the team counting game on a ring for a fixed seating, M and K.
// It is a cgt.Game of normal play (a team with no move loses), Dense
// (N·M positions, numbered so that every move leads to a lower number,
// with DenseMoves and DensePredecessors) and Reversible, so every acyclic
// engine solves it; Winners answers the
// problem's question directly in O(N·M). A Game is immutable and safe for
// concurrent use.
type Game struct {
	teams []uint8
	run   []int // run[i]: people from i on (clockwise) on i's team, N if all are
	m, k  int
}

// Position is a position: Person (0 … N−1) calls next, and the last number
// called was Called (0 before the first call, at most M−1).
type Position struct {
	Person int
	Called int
}

// New returns the game for the seating teams (teams[i] is the team, 0 or
// 1, of person i, clockwise), in which calling m or more loses and each
// call adds 1 … k. It returns an error for an empty seating, a team other
// than 0 or 1, m < 1 or k < 1. Cost O(N).
func New(teams []int, m, k int) (*Game, error) {
	n := len(teams)
	switch {
	case n == 0:
		return nil, fmt.Errorf("ring: nobody on the ring")
	case m < 1:
		return nil, fmt.Errorf("ring: M = %d, want at least 1", m)
	case k < 1:
		return nil, fmt.Errorf("ring: K = %d, want at least 1", k)
	}
	g := &Game{teams: make([]uint8, n), run: make([]int, n), m: m, k: k}
	for i, t := range teams {
		if t != 0 && t != 1 {
			return nil, fmt.Errorf("ring: person %d is on team %d, want 0 or 1", i, t)
		}
		g.teams[i] = uint8(t)
	}
	// A change of team, if any, ends every run; count back from it.
	change := -1
	for i := range n {
		if g.teams[i] != g.teams[(i+1)%n] {
			change = i
		}
	}
	if change < 0 {
		for i := range g.run {
			g.run[i] = n
		}
		return g, nil
	}
	for d := range n {
		i := (change - d + n) % n
		if g.teams[i] != g.teams[(i+1)%n] {
			g.run[i] = 1
		} else {
			g.run[i] = g.run[(i+1)%n] + 1
		}
	}
	return g, nil
}

// N returns the number of people.
func (g *Game) N() int { return len(g.teams) }

// Team returns the team (0 or 1) of person i.
func (g *Game) Team(i int) int { return int(g.teams[i]) }

// Start returns the position before the first call, person i to call.
func (g *Game) Start(i int) Position { return Position{Person: i} }

// span returns the person after the run that starts at p and the range of
// the last number called when the run has called, empty (lo > hi) when the
// team cannot pass the turn below M.
func (g *Game) span(p Position) (next, lo, hi int) {
	r := g.run[p.Person]
	if r == len(g.teams) {
		return 0, 1, 0
	}
	return (p.Person + r) % len(g.teams), p.Called + r, min(p.Called+r*g.k, g.m-1)
}

// Moves appends the positions after the team to move has called: the
// first person of the other team to call, for each last number the run can
// reach below M, smallest first.
func (g *Game) Moves(dst []Position, p Position) []Position {
	next, lo, hi := g.span(p)
	for c := lo; c <= hi; c++ {
		dst = append(dst, Position{next, c})
	}
	return dst
}

// NumMoves returns the number of moves from p without listing them.
func (g *Game) NumMoves(p Position) int {
	_, lo, hi := g.span(p)
	return max(hi-lo+1, 0)
}

// Terminal reports no terminal positions: a team that cannot pass the
// turn below M has no move and loses (normal play).
func (g *Game) Terminal(Position) (cgt.Outcome, bool) { return cgt.Unknown, false }

// Predecessors appends the positions from which a move leads to p: when
// the person before p is on the other team, each person i of that team's
// run ending before p, r = the run's length from i, with the last number
// called c in [p.Called − rK, p.Called − r], c ≥ 0.
func (g *Game) Predecessors(dst []Position, p Position) []Position {
	n := len(g.teams)
	prev := (p.Person - 1 + n) % n
	if g.teams[prev] == g.teams[p.Person] {
		return dst
	}
	for r := 1; r < n; r++ {
		i := (p.Person - r + n) % n
		if g.teams[i] != g.teams[prev] {
			break
		}
		for c := max(p.Called-r*g.k, 0); c <= p.Called-r; c++ {
			dst = append(dst, Position{i, c})
		}
	}
	return dst
}

// TerminalAt is Terminal by position number (DenseMoves).
func (g *Game) TerminalAt(int) (cgt.Outcome, bool) { return cgt.Unknown, false }

// MovesAt appends the numbers of Moves(Position(i)), in the same order
// (DenseMoves), without building positions.
func (g *Game) MovesAt(dst []int, i int) []int {
	next, lo, hi := g.span(g.Position(i))
	n := len(g.teams)
	for c := lo; c <= hi; c++ {
		dst = append(dst, (g.m-1-c)*n+next)
	}
	return dst
}

// PredecessorsAt appends the numbers of Predecessors(Position(i)), in the
// same order (DensePredecessors), for the push engine.
func (g *Game) PredecessorsAt(dst []int, i int) []int {
	n := len(g.teams)
	p := g.Position(i)
	prev := (p.Person - 1 + n) % n
	if g.teams[prev] == g.teams[p.Person] {
		return dst
	}
	for r := 1; r < n; r++ {
		j := (p.Person - r + n) % n
		if g.teams[j] != g.teams[prev] {
			break
		}
		for c := max(p.Called-r*g.k, 0); c <= p.Called-r; c++ {
			dst = append(dst, (g.m-1-c)*n+j)
		}
	}
	return dst
}

// Size returns N·M.
func (g *Game) Size() int { return len(g.teams) * g.m }

// Index numbers p as (M−1−Called)·N + Person, so that larger numbers
// called come first; it returns −1 outside the game.
func (g *Game) Index(p Position) int {
	n := len(g.teams)
	if p.Person < 0 || p.Person >= n || p.Called < 0 || p.Called >= g.m {
		return -1
	}
	return (g.m-1-p.Called)*n + p.Person
}

// Position returns the position numbered i.
func (g *Game) Position(i int) Position {
	n := len(g.teams)
	return Position{Person: i % n, Called: g.m - 1 - i/n}
}

// Winners returns, for each person i starting, the team that wins.
// It decides every position at which a run starts, from the largest number
// called down, counting the lost positions of a window of moves by suffix
// sums: O(N·M) time and 4 bytes per position of a run start.
func (g *Game) Winners() []int {
	n, m := len(g.teams), g.m
	// lost[j][c] counts the positions (j, c') with c' ≥ c that are lost
	// for the team to move; row j exists only for a person who starts a
	// run (the only people moves lead to) and is filled as c decreases.
	lost := make([][]int32, n)
	for j := range n {
		if g.teams[(j-1+n)%n] != g.teams[j] {
			lost[j] = make([]int32, m+1)
		}
	}
	wins := func(p Position) bool {
		next, lo, hi := g.span(p)
		return lo <= hi && lost[next][lo]-lost[next][hi+1] > 0
	}
	for c := m - 1; c >= 0; c-- {
		for j := range n {
			if lost[j] == nil {
				continue
			}
			lost[j][c] = lost[j][c+1]
			if !wins(Position{j, c}) {
				lost[j][c]++
			}
		}
	}
	out := make([]int, n)
	for i := range n {
		out[i] = int(g.teams[i])
		if !wins(Position{i, 0}) {
			out[i] ^= 1
		}
	}
	return out
}
