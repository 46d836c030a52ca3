//go:build ignore

// The prime-counting race: the numbers 1 … b (1 ≤ b ≤ 10⁶) are taken in
// order; a move takes the next 1 to a of them (1 ≤ a ≤ 10; fewer when fewer
// are left) and scores one point per prime among them. Each player wants
// the larger score. Input: a and b. Output: the first player's points and
// the second's.
//
// The scoring engine with the zero-sum shortcut: the points still to be
// won after t numbers are the primes in t+1 … b, so the mover's best total
// is that count minus the opponent's best total after the move — no gain
// per move is computed.
package main

import (
	"bufio"
	"context"
	"fmt"
	"os"
)

// race numbers the position "t numbers taken" as b−t, so the positions a
// move leads to come first.
type race struct {
	a, b   int
	primes []int32 // primes[t] = the primes among 1 … t
}

func (g *race) Moves(dst []int, t int) []int {
	for u := t + 1; u <= min(t+g.a, g.b); u++ {
		dst = append(dst, u)
	}
	return dst
}

func (g *race) Terminal(t int) (Outcome, bool) {
	if t == g.b {
		return Tie, true
	}
	return Unknown, false
}

func (g *race) Gain(t, u int) int   { return int(g.primes[u] - g.primes[t]) }
func (g *race) Payoff(int) int      { return 0 }
func (g *race) Remaining(t int) int { return int(g.primes[g.b] - g.primes[t]) }
func (g *race) Size() int           { return g.b + 1 }
func (g *race) Index(t int) int     { return g.b - t }
func (g *race) Position(i int) int  { return g.b - i }

func main() {
	in := bufio.NewReader(os.Stdin)
	g := &race{}
	fmt.Fscan(in, &g.a, &g.b)
	composite := make([]bool, g.b+1)
	g.primes = make([]int32, g.b+1)
	for i := 2; i <= g.b; i++ {
		g.primes[i] = g.primes[i-1]
		if !composite[i] {
			g.primes[i]++
			for j := i * i; j <= g.b; j += i {
				composite[j] = true
			}
		}
	}
	s, err := SolveScores[int, int](context.Background(), g, nil, nil)
	if err != nil {
		panic(err)
	}
	first, _ := s.Total(0)
	fmt.Println(first, g.Remaining(0)-first)
}
