//go:build ignore

// Cross-and-Cross: two players take turns putting an X on an empty cell of
// a 1×n row (3 ≤ n ≤ 2000); whoever makes three X in a row wins. Input: n.
// Output: 1 if the first player wins, 2 if the second does.
//
// Putting an X within two cells of another lets the opponent complete three,
// so the game is played on runs of safe cells: an X in a run of L safe cells
// makes the cells within two of it unsafe and leaves two runs, and who has
// no safe cell loses. A run is a heap whose nim-value is the Mex (from the
// Grundy engine) of the XOR of the two runs each X leaves.
package main

import (
	"bufio"
	"fmt"
	"os"
)

func main() {
	in := bufio.NewReader(os.Stdin)
	var n int
	if _, err := fmt.Fscan(in, &n); err != nil {
		return
	}
	value := make([]int, n+1)
	var opts []int
	for run := 1; run <= n; run++ {
		opts = opts[:0]
		for x := 0; x < run; x++ { // the X on cell x of the run
			left, right := max(x-2, 0), max(run-x-3, 0)
			opts = append(opts, value[left]^value[right])
		}
		value[run] = Mex(opts)
	}
	if value[n] != 0 {
		fmt.Println(1)
	} else {
		fmt.Println(2)
	}
}
