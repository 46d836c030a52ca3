package ring

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/internal/testutil"
)

// BenchmarkRing: Winners (suffix counts over run starts, O(N·M)) beside
// the push engine on the same Game, N = M = 1000, K = 3, random teams.
func BenchmarkRing(b *testing.B) {
	const n, m, k = 1000, 1000, 3
	r := rand.New(rand.NewPCG(1, 1))
	teams := make([]int, n)
	for i := range teams {
		teams[i] = r.IntN(2)
	}
	g, err := New(teams, m, k)
	if err != nil {
		b.Fatal(err)
	}
	want := g.Winners()
	b.Run("winners", func(b *testing.B) {
		b.ReportAllocs()
		testutil.LoopCPU(b, func() {
			if w := g.Winners(); w[0] != want[0] {
				b.Fatal("wrong")
			}
		})
		b.ReportMetric(float64(n*m)*float64(b.N)/b.Elapsed().Seconds(), "positions/s")
	})
	b.Run("push", func(b *testing.B) {
		b.ReportAllocs()
		testutil.LoopCPU(b, func() {
			s, err := cgt.SolvePush[Position](context.Background(), g, nil, nil)
			if err != nil {
				b.Fatal(err)
			}
			if (s.Outcome(g.Start(0)) == cgt.Win) != (want[0] == g.Team(0)) {
				b.Fatal("wrong")
			}
		})
		b.ReportMetric(float64(n*m)*float64(b.N)/b.Elapsed().Seconds(), "positions/s")
	})
}
