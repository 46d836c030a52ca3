package smallest

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/internal/testutil"
)

// BenchmarkSmallest: Margin (sort and the O(n) recurrence) beside
// SolveScores on the O(n²) game of sorted prefixes, n = 2000.
func BenchmarkSmallest(b *testing.B) {
	r := rand.New(rand.NewPCG(2, 2))
	values := make([]int, 2000)
	for i := range values {
		values[i] = r.IntN(1_000_000_000)
	}
	want := Margin(values)
	b.Run("margin", func(b *testing.B) {
		b.ReportAllocs()
		testutil.LoopCPU(b, func() {
			if Margin(values) != want {
				b.Fatal("wrong")
			}
		})
	})
	b.Run("engine", func(b *testing.B) {
		b.ReportAllocs()
		g := New(values)
		testutil.LoopCPU(b, func() {
			s, err := cgt.SolveScores[int, int](context.Background(), g, nil, nil)
			if err != nil {
				b.Fatal(err)
			}
			if s.Score(g.Start()) != want {
				b.Fatal("wrong")
			}
		})
	})
}
