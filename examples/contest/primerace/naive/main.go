// Command naive is a hand-written solution of the prime-counting race by
// the zero-sum shortcut: best[t], the mover's best total after t numbers
// are taken, is the primes left minus the least best[u] over the moves.
package main

import "fmt"

func main() {
	var a, b int
	fmt.Scan(&a, &b)
	composite := make([]bool, b+1)
	primes := make([]int, b+1)
	for i := 2; i <= b; i++ {
		primes[i] = primes[i-1]
		if !composite[i] {
			primes[i]++
			for j := i * i; j <= b; j += i {
				composite[j] = true
			}
		}
	}
	best := make([]int, b+1)
	for t := b - 1; t >= 0; t-- {
		least := best[t+1]
		for u := t + 2; u <= min(t+a, b); u++ {
			least = min(least, best[u])
		}
		best[t] = primes[b] - primes[t] - least
	}
	fmt.Println(best[0], primes[b]-best[0])
}
