// Command naive is a hand-written solution of "take any numbers, score the
// smallest": sort, then f = a₁ and f = max(f, a_i − f) for the next ones.
package main

import (
	"bufio"
	"fmt"
	"os"
	"sort"
)

func main() {
	in := bufio.NewReader(os.Stdin)
	var n int
	fmt.Fscan(in, &n)
	a := make([]int, n)
	for i := range a {
		fmt.Fscan(in, &a[i])
	}
	sort.Ints(a)
	f := 0
	for i, v := range a {
		if i == 0 || v-f > f {
			f = v - f
		}
	}
	fmt.Println(f)
}
