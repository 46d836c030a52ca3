// Command naive is a hand-written Cross-and-Cross solution, the twin the
// generated program is timed against: nim-values of runs of safe cells by
// a mex over a seen array.
package main

import "fmt"

func main() {
	var n int
	if _, err := fmt.Scan(&n); err != nil {
		return
	}
	g := make([]int, n+1)
	seen := make([]int, n+2) // seen[v] == run: v occurs for this run
	for run := 1; run <= n; run++ {
		for x := 0; x < run; x++ {
			if v := g[max(x-2, 0)] ^ g[max(run-x-3, 0)]; v <= n {
				seen[v] = run
			}
		}
		for seen[g[run]] == run {
			g[run]++
		}
	}
	if g[n] != 0 {
		fmt.Println(1)
	} else {
		fmt.Println(2)
	}
}
