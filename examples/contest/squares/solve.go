//go:build ignore

// Subtract-a-square: a move takes a positive square number of tokens from
// a heap, and who cannot move loses. Input: t (1 ≤ t ≤ 100), then t heap
// sizes 1 ≤ n ≤ 10⁶. Output: for each, "First" if the player to move wins,
// "Second" if not.
//
// The push form of the topological engine: every heap lost for the mover
// makes all heaps a square above it won, and won heaps push nothing.
package main

import (
	"bufio"
	"context"
	"fmt"
	"os"
)

// squares is subtract-a-square on heaps 0 … n.
type squares struct{ n int }

func (g squares) Moves(dst []int, p int) []int {
	for k := 1; k*k <= p; k++ {
		dst = append(dst, p-k*k)
	}
	return dst
}

func (g squares) Predecessors(dst []int, p int) []int {
	for k := 1; p+k*k <= g.n; k++ {
		dst = append(dst, p+k*k)
	}
	return dst
}

func (squares) Terminal(int) (Outcome, bool) { return Unknown, false }
func (g squares) Size() int                  { return g.n + 1 }
func (squares) Index(p int) int              { return p }
func (squares) Position(i int) int           { return i }

// PredecessorsAt lists predecessors by number (the same numbers here), so
// the engine skips a call of Index per predecessor.
func (g squares) PredecessorsAt(dst []int, i int) []int { return g.Predecessors(dst, i) }

func main() {
	in := bufio.NewReader(os.Stdin)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	var t int
	fmt.Fscan(in, &t)
	heaps := make([]int, t)
	top := 0
	for i := range heaps {
		fmt.Fscan(in, &heaps[i])
		top = max(top, heaps[i])
	}
	sol, err := SolvePush[int](context.Background(), squares{top}, nil, nil)
	if err != nil {
		panic(err)
	}
	for _, n := range heaps {
		if sol.Outcome(n) == Win {
			fmt.Fprintln(out, "First")
		} else {
			fmt.Fprintln(out, "Second")
		}
	}
}
