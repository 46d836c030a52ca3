// Command naive is a hand-written solution of the circle game (Codeforces
// 786A): a BFS backwards from the black hole with a counter of the moves
// not yet known to lose, the twin the generated program is timed against.
package main

import (
	"bufio"
	"fmt"
	"os"
)

func main() {
	in := bufio.NewReader(os.Stdin)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	var n int
	fmt.Fscan(in, &n)
	var steps [2][]int
	for k := range steps {
		var m int
		fmt.Fscan(in, &m)
		steps[k] = make([]int, m)
		for i := range steps[k] {
			fmt.Fscan(in, &steps[k][i])
		}
	}
	// state[o][k]: 0 unknown, 1 lost, 2 won for player k to move with the
	// monster on object o (0 = the black hole).
	var state [2][]int8
	var left [2][]int
	for k := range 2 {
		state[k] = make([]int8, n)
		left[k] = make([]int, n)
		for o := range left[k] {
			left[k][o] = len(steps[k])
		}
	}
	type pos struct{ o, k int }
	queue := []pos{{0, 0}, {0, 1}}
	state[0][0], state[1][0] = 1, 1
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		k := 1 - p.k // the player who moved here
		for _, s := range steps[k] {
			from := (p.o - s + n) % n
			if from == 0 || state[k][from] != 0 {
				continue
			}
			if state[p.k][p.o] == 1 {
				state[k][from] = 2
				queue = append(queue, pos{from, k})
			} else if left[k][from]--; left[k][from] == 0 {
				state[k][from] = 1
				queue = append(queue, pos{from, k})
			}
		}
	}
	word := [3]string{"Loop", "Lose", "Win"}
	for k := range 2 {
		for o := 1; o < n; o++ {
			if o > 1 {
				out.WriteByte(' ')
			}
			out.WriteString(word[state[k][o]])
		}
		out.WriteByte('\n')
	}
}
