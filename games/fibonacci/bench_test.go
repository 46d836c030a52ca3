package fibonacci

import (
	"math/rand/v2"
	"testing"

	"github.com/cgtgo/cgt"
)

// BenchmarkFibonacciNimOutcome times the Zeckendorf outcome test on heaps
// near 2⁶⁴.
func BenchmarkFibonacciNimOutcome(b *testing.B) {
	r := rand.New(rand.NewPCG(5, 6))
	ps := make([]Position, 256)
	for i := range ps {
		ps[i] = Position{Heap: r.Uint64() | 1<<63, MaxTake: r.Uint64() >> r.IntN(64)}
	}
	b.ReportAllocs()
	i, n := 0, 0
	for b.Loop() {
		if Outcome(ps[i&255]) == cgt.Win {
			n++
		}
		i++
	}
	_ = n
}
