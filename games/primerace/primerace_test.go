package primerace

import (
	"context"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/internal/testutil"
	"github.com/google/go-cmp/cmp"
)

// primeRaceBrute returns the mover's best total from t taken, by a memoized
// recursion with trial-division primality (independent of PrimeRace).
func primeRaceBrute(n, a int) int {
	isPrime := func(k int) bool {
		if k < 2 {
			return false
		}
		for d := 2; d*d <= k; d++ {
			if k%d == 0 {
				return false
			}
		}
		return true
	}
	memo := map[int]int{}
	var best func(t int) int // the mover's margin from t
	best = func(t int) int {
		if t == n {
			return 0
		}
		if v, ok := memo[t]; ok {
			return v
		}
		v, got := 0, 0
		for k := 1; k <= a && t+k <= n; k++ {
			if isPrime(t + k) {
				got++
			}
			if m := got - best(t+k); k == 1 || m > v {
				v = m
			}
		}
		memo[t] = v
		return v
	}
	primes := 0
	for k := 1; k <= n; k++ {
		if isPrime(k) {
			primes++
		}
	}
	return (primes + best(0)) / 2
}

// TestPrimeRace compares the O(N) Totals, SolveScores (zero-sum and Gain
// forms) and the Searcher with a brute force for small N, checks the engine
// against Totals at N = 20000, and at N = 10⁶ checks that the two totals
// add up to π(10⁶) = 78498 (OEIS A006880).
func TestPrimeRace(t *testing.T) {
	ctx := context.Background()
	for n := 0; n <= 60; n++ {
		for a := 1; a <= 5; a++ {
			g := New(n, a)
			want := primeRaceBrute(n, a)
			first, second := g.Totals()
			s, err := cgt.SolveScores(ctx, g, nil, nil)
			if err != nil {
				t.Fatal(err)
			}
			tot, _ := s.Total(0)
			plain, err := cgt.SolveScores[int, int](ctx, testutil.GainOnly[int, int]{G: g}, []int{0}, nil)
			if err != nil {
				t.Fatal(err)
			}
			ab, err := cgt.NewSearcher(g, &cgt.Options{TableBytes: 1 << 12}).Solve(ctx, 0)
			if err != nil {
				t.Fatal(err)
			}
			got := []int{first, tot, (g.Remaining(0) + plain.Score(0)) / 2, (g.Remaining(0) + ab) / 2, first + second}
			if diff := cmp.Diff([]int{want, want, want, want, g.Remaining(0)}, got); diff != "" {
				t.Fatalf("N=%d A=%d: Totals, zero-sum, Gain form, alpha-beta, sum (-want +got):\n%s", n, a, diff)
			}
		}
	}
	g := New(20000, 7)
	s, err := cgt.SolveScores(ctx, g, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	first, _ := g.Totals()
	if tot, _ := s.Total(0); tot != first {
		t.Fatalf("N=20000 A=7: engine %d, Totals %d", tot, first)
	}
	first, second := New(1_000_000, 3).Totals()
	if first+second != 78498 || first < second {
		t.Fatalf("N=10⁶ A=3: totals %d + %d, want a sum of 78498 with the first ahead", first, second)
	}
}
