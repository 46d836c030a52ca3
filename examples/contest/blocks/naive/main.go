// Command naive is a hand-written solution of "take a block from either
// end" (UVa 10891): best[l][r], the mover's best total on a[l:r], is the
// span's sum minus the least the opponent can be left with (0 when the
// mover takes everything).
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
	for {
		var n int
		if _, err := fmt.Fscan(in, &n); err != nil || n == 0 {
			return
		}
		sum := make([]int, n+1)
		for i := 0; i < n; i++ {
			var v int
			fmt.Fscan(in, &v)
			sum[i+1] = sum[i] + v
		}
		best := make([][]int, n+1)
		for l := range best {
			best[l] = make([]int, n+1)
		}
		for length := 1; length <= n; length++ {
			for l := 0; l+length <= n; l++ {
				r := l + length
				least := 0
				for k := l + 1; k < r; k++ {
					least = min(least, best[k][r], best[l][k])
				}
				best[l][r] = sum[r] - sum[l] - least
			}
		}
		fmt.Fprintln(out, 2*best[0][n]-sum[n])
	}
}
