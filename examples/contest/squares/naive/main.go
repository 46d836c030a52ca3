// Command naive is a hand-written subtract-a-square solution in pull form
// (each heap looks at the heaps a square below it), the twin the generated
// program is timed against.
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
	var t int
	fmt.Fscan(in, &t)
	heaps := make([]int, t)
	top := 0
	for i := range heaps {
		fmt.Fscan(in, &heaps[i])
		top = max(top, heaps[i])
	}
	win := make([]bool, top+1)
	for n := 1; n <= top; n++ {
		for k := 1; k*k <= n; k++ {
			if !win[n-k*k] {
				win[n] = true
				break
			}
		}
	}
	for _, n := range heaps {
		if win[n] {
			fmt.Fprintln(out, "First")
		} else {
			fmt.Fprintln(out, "Second")
		}
	}
}
