// Command naive is a hand-written solution of "take a number from either
// end": best[l][r], the mover's best total on a[l:r], is the span's sum
// minus the opponent's best after either move.
package main

import (
	"bufio"
	"fmt"
	"os"
)

func main() {
	in := bufio.NewReader(os.Stdin)
	var n int
	fmt.Fscan(in, &n)
	a := make([]int, n)
	sum := make([]int, n+1)
	for i := range a {
		fmt.Fscan(in, &a[i])
		sum[i+1] = sum[i] + a[i]
	}
	best := make([][]int, n+1)
	for l := range best {
		best[l] = make([]int, n+1)
	}
	for length := 1; length <= n; length++ {
		for l := 0; l+length <= n; l++ {
			r := l + length
			best[l][r] = sum[r] - sum[l] - min(best[l+1][r], best[l][r-1])
		}
	}
	fmt.Println(best[0][n], sum[n]-best[0][n])
}
