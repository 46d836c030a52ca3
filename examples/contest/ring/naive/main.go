// Command naive is a hand-written solution of the team game on a ring,
// call by call: win[i][c] says whether person i's team wins when i is to
// call after c. Person i calls c+d below m; the call is good when the next
// person is a teammate who wins from there or an opponent who loses, so
// with suffix counts of the next person's winning and losing positions
// each entry costs O(1): O(n·m) in all. The count only grows, so the
// person and the count are the whole position, wherever play started.
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
	var n, m, k int
	fmt.Fscan(in, &n, &m, &k)
	team := make([]int, n)
	for i := range team {
		fmt.Fscan(in, &team[i])
	}
	// wins[i][c] for c < m; cnt[i][c] = number of c' ≥ c with wins[i][c'].
	// Values at c depend only on larger c, so fill c downwards for every i.
	wins := make([][]bool, n)
	cnt := make([][]int32, n)
	for i := range wins {
		wins[i] = make([]bool, m)
		cnt[i] = make([]int32, m+1)
	}
	for c := m - 1; c >= 0; c-- {
		for i := 0; i < n; i++ {
			j := (i + 1) % n
			lo, hi := c+1, min(c+k, m-1) // the calls below m
			v := false
			if lo <= hi {
				w := int(cnt[j][lo] - cnt[j][hi+1]) // winning calls for j's team
				if team[j] == team[i] {
					v = w > 0
				} else {
					v = w < hi-lo+1
				}
			}
			wins[i][c] = v
			cnt[i][c] = cnt[i][c+1]
			if v {
				cnt[i][c]++
			}
		}
	}
	for i := 0; i < n; i++ {
		if i > 0 {
			out.WriteByte(' ')
		}
		w := team[i]
		if !wins[i][0] {
			w ^= 1
		}
		fmt.Fprint(out, w)
	}
	out.WriteByte('\n')
}
