package fibonacci

import (
	"context"
	"math"
	"math/big"
	"slices"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/internal/testutil"
	"github.com/google/go-cmp/cmp"
)

// TestZeckendorf checks that Zeckendorf returns non-consecutive Fibonacci
// numbers, largest first, summing to n, for n ≤ 10⁵ and near 2⁶⁴.
func TestZeckendorf(t *testing.T) {
	fibIndex := map[uint64]int{}
	a, b := uint64(1), uint64(2)
	for i := 2; ; i++ {
		fibIndex[a] = i
		if b < a {
			break // overflow: F(94)
		}
		a, b = b, a+b
	}
	check := func(n uint64) {
		z := Zeckendorf(n)
		var sum uint64
		for i, f := range z {
			sum += f
			if _, ok := fibIndex[f]; !ok {
				t.Fatalf("Zeckendorf(%d) has %d, not a Fibonacci number", n, f)
			}
			if i > 0 && fibIndex[z[i-1]]-fibIndex[f] < 2 {
				t.Fatalf("Zeckendorf(%d) = %v has consecutive terms", n, z)
			}
		}
		if sum != n {
			t.Fatalf("Zeckendorf(%d) = %v sums to %d", n, z, sum)
		}
	}
	for n := uint64(0); n <= 100_000; n++ {
		check(n)
	}
	for d := uint64(0); d < 1000; d++ {
		check(math.MaxUint64 - d)
		check(12200160415121876738 - d) // F(93)
		check(12200160415121876738 + d)
	}
}

// fibonacciBrute returns win(n, m) for all 0 ≤ m ≤ n ≤ N by the rules, in
// O(N²): the mover at (n, m) wins iff she wins at (n, m−1) or the take of
// exactly m leaves the opponent lost at (n−m, min(2m, n−m)).
func fibonacciBrute(N int) func(n, m int) bool {
	tri := func(n, m int) int { return n*(n+1)/2 + m }
	win := make([]bool, (N+1)*(N+2)/2)
	for n := 0; n <= N; n++ {
		for m := 1; m <= n; m++ {
			r := n - m
			win[tri(n, m)] = win[tri(n, m-1)] || !win[tri(r, min(2*m, r))]
		}
	}
	return func(n, m int) bool { return win[tri(n, min(m, n))] }
}

// TestFibonacciNimBrute checks Outcome on every state with heap
// ≤ 2000 against brute force and SolvePush, WinningTakes and
// WinningTake on every state with heap ≤ 250 against brute force and
// SolveTopo, and the published fact: from the start, the first player loses
// exactly when n is a Fibonacci number (Whinihan 1963).
func TestFibonacciNimBrute(t *testing.T) {
	const N = 2000
	win := fibonacciBrute(N)
	push, err := cgt.SolvePush[Position](context.Background(), Game{N: N}, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	var lostStarts []int
	for n := 0; n <= N; n++ {
		for m := 0; m <= n; m++ {
			p := Position{uint64(n), uint64(m)}
			want := cgt.Loss
			if win(n, m) {
				want = cgt.Win
			}
			if got := Outcome(p); got != want || push.Outcome(p) != want {
				t.Fatalf("%+v: closed form %v, brute %v, SolvePush %v", p, got, want, push.Outcome(p))
			}
		}
		if n >= 1 && !win(n, n-1) {
			lostStarts = append(lostStarts, n)
		}
		if n >= 1 && Outcome(Start(uint64(n))) != map[bool]cgt.Outcome{true: cgt.Win, false: cgt.Loss}[win(n, n-1)] {
			t.Fatalf("start %d wrong", n)
		}
	}
	fib := []int{1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987, 1597}
	if diff := cmp.Diff(fib, lostStarts); diff != "" {
		t.Errorf("lost starting heaps (-Fibonacci +brute):\n%s", diff)
	}

	const M = 250
	pull, err := cgt.SolveTopo[Position](context.Background(), Game{N: M}, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	for n := 0; n <= M; n++ {
		for m := 0; m <= n; m++ {
			p := Position{uint64(n), uint64(m)}
			var want []uint64
			for k := 1; k <= m; k++ {
				if !win(n-k, 2*k) {
					want = append(want, uint64(k))
				}
			}
			if got := WinningTakes(p); !slices.Equal(want, got) {
				t.Fatalf("%+v: winning takes (-brute +closed form):\n%s", p, cmp.Diff(want, got))
			}
			take, ok := WinningTake(p)
			if ok != (len(want) > 0) || ok && take != want[0] {
				t.Fatalf("%+v: FibonacciNimMove = %d, %v; winning takes %v", p, take, ok, want)
			}
			if pull.Outcome(p) != push.Outcome(p) || pull.Remoteness(p) != push.Remoteness(p) {
				t.Fatalf("%+v: SolveTopo %v/%d, SolvePush %v/%d", p, pull.Outcome(p), pull.Remoteness(p), push.Outcome(p), push.Remoteness(p))
			}
		}
	}
}

// TestFibonacciNimDense checks the Game's dense index and predecessors.
func TestFibonacciNimDense(t *testing.T) {
	g := Game{N: 40}
	testutil.CheckDenseReversible[Position](t, g, g)
	if g.Index(Position{Heap: 7, MaxTake: 100}) != g.Index(Position{Heap: 7, MaxTake: 7}) {
		t.Error("MaxTake above the heap is not clamped")
	}
	if g.Index(Position{Heap: 41}) != -1 {
		t.Error("heap above N accepted")
	}
}

// bigZeckendorf is the reference: greedy over big.Int Fibonacci numbers.
func bigZeckendorf(n *big.Int) []*big.Int {
	fibs := []*big.Int{big.NewInt(1), big.NewInt(2)}
	for fibs[len(fibs)-1].Cmp(n) <= 0 {
		fibs = append(fibs, new(big.Int).Add(fibs[len(fibs)-1], fibs[len(fibs)-2]))
	}
	rest := new(big.Int).Set(n)
	var out []*big.Int
	for i := len(fibs) - 1; i >= 0 && rest.Sign() > 0; i-- {
		if fibs[i].Cmp(rest) <= 0 {
			out = append(out, fibs[i])
			rest.Sub(rest, fibs[i])
		}
	}
	return out
}

// bigFibLost reports whether the mover loses at (n, m) by the Zeckendorf
// criterion in big.Int arithmetic (2t does not overflow there).
func bigFibLost(n, m *big.Int) bool {
	if n.Sign() == 0 {
		return true
	}
	z := bigZeckendorf(n)
	return z[len(z)-1].Cmp(m) > 0
}

// FuzzFibonacciNim checks the uint64 closed forms against the big.Int
// reference, at the top of the range (heaps 2⁶⁴−1−x) and anywhere: the
// outcome, and that the winning takes are exactly the takes t ≤ min(m, n)
// among the suffix sums of the reference representation after which the
// opponent is lost (with max take 2t, computed without overflow).
func FuzzFibonacciNim(f *testing.F) {
	f.Add(uint64(0), uint64(5), true)
	f.Add(uint64(0), uint64(math.MaxUint64), true)
	f.Add(uint64(12200160415121876738), uint64(1<<62), false)
	f.Add(uint64(7540113804746346429), uint64(3), false) // F(92)
	f.Fuzz(func(t *testing.T, x, m uint64, top bool) {
		n := x
		if top {
			n = math.MaxUint64 - x%(1<<20)
		}
		p := Position{Heap: n, MaxTake: m}
		bn, bm := new(big.Int).SetUint64(n), new(big.Int).SetUint64(m)
		want := cgt.Win
		if bigFibLost(bn, bm) {
			want = cgt.Loss
		}
		if got := Outcome(p); got != want {
			t.Fatalf("%+v: %v, reference %v", p, got, want)
		}
		var wantTakes []uint64
		sum := new(big.Int)
		z := bigZeckendorf(bn)
		for j := len(z) - 1; j >= 0; j-- {
			sum.Add(sum, z[j])
			if sum.Cmp(bm) > 0 {
				break
			}
			rest := new(big.Int).Sub(bn, sum)
			if bigFibLost(rest, new(big.Int).Lsh(sum, 1)) {
				wantTakes = append(wantTakes, sum.Uint64())
			}
		}
		if diff := cmp.Diff(wantTakes, WinningTakes(p)); diff != "" {
			t.Fatalf("%+v: winning takes (-reference +got):\n%s", p, diff)
		}
		if take, ok := WinningTake(p); ok != (want == cgt.Win) || ok && take != wantTakes[0] {
			t.Fatalf("%+v: move %d %v", p, take, ok)
		}
	})
}
