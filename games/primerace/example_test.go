package primerace_test

import (
	"context"
	"fmt"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/games/primerace"
)

// The prime race: 1 … N in order, take the next 1 … A numbers, score the
// primes taken. Totals solves a million numbers at once; SolveScores agrees
// on small races.
func ExampleGame() {
	g := primerace.New(1_000_000, 3)
	first, second := g.Totals()
	fmt.Println("N=10^6, A=3:", first, second)

	small := primerace.New(30, 3)
	s, _ := cgt.SolveScores(context.Background(), small, nil, nil)
	total, _ := s.Total(small.Start())
	f, sec := small.Totals()
	fmt.Println("N=30, A=3:", total, f, sec)
	fmt.Println("first move: take up to", s.BestMoves(0))
	// Output:
	// N=10^6, A=3: 39323 39175
	// N=30, A=3: 6 6 4
	// first move: take up to [3]
}
