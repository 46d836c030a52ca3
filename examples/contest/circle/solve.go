//go:build ignore

// The circle game with two move sets (Codeforces 786A, "Berzerk"): a
// monster sits on one of n objects in a circle (2 ≤ n ≤ 7000), object 1 a
// black hole; the players move in turn, each by a step from their own set,
// clockwise, and whoever moves the monster into the black hole wins.
// Input: n, then k1 and the first player's steps, then k2 and the second's.
// Output: two lines, for the first and then the second player starting,
// the outcome of each start on objects 2 … n: Win, Lose or Loop.
//
// Retrograde analysis: the game has loops, so outcomes come backwards from
// the black hole, and what is never resolved loops for ever (a Draw).
package main

import (
	"bufio"
	"context"
	"fmt"
	"os"
)

// circle numbers the position (monster on object o, 0-based, player k to
// move) as 2o+k.
type circle struct {
	n     int
	steps [2][]int
}

func (c *circle) Moves(dst []int, p int) []int {
	o, k := p/2, p%2
	for _, s := range c.steps[k] {
		dst = append(dst, 2*((o+s)%c.n)+1-k)
	}
	return dst
}

// Predecessors: the other player, stepping here from an object that is not
// the black hole.
func (c *circle) Predecessors(dst []int, p int) []int {
	o, k := p/2, 1-p%2
	for _, s := range c.steps[k] {
		if from := (o - s + c.n) % c.n; from != 0 {
			dst = append(dst, 2*from+k)
		}
	}
	return dst
}

// Terminal: the monster in the black hole; the player to move has lost.
func (c *circle) Terminal(p int) (Outcome, bool) {
	if p/2 == 0 {
		return Loss, true
	}
	return Unknown, false
}

// NumMoves counts the moves without listing them, so the engine sets its
// counters at one call per position.
func (c *circle) NumMoves(p int) int { return len(c.steps[p%2]) }

func (c *circle) Size() int          { return 2 * c.n }
func (c *circle) Index(p int) int    { return p }
func (c *circle) Position(i int) int { return i }

func main() {
	in := bufio.NewReader(os.Stdin)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	c := &circle{}
	fmt.Fscan(in, &c.n)
	for k := range c.steps {
		var m int
		fmt.Fscan(in, &m)
		c.steps[k] = make([]int, m)
		for i := range c.steps[k] {
			fmt.Fscan(in, &c.steps[k][i])
		}
	}
	sol, err := SolveRetrograde[int](context.Background(), c, nil, nil)
	if err != nil {
		panic(err)
	}
	word := map[Outcome]string{Win: "Win", Loss: "Lose", Draw: "Loop"}
	for k := 0; k < 2; k++ {
		for o := 1; o < c.n; o++ {
			if o > 1 {
				out.WriteByte(' ')
			}
			out.WriteString(word[sol.Outcome(2*o+k)])
		}
		out.WriteByte('\n')
	}
}
