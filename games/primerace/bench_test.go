package primerace

import (
	"context"
	"testing"

	"github.com/cgtgo/cgt"
)

// BenchmarkPrimeRace: Totals (the O(N) window-minimum DP) at N = 10⁶
// beside the engine on the same race.
func BenchmarkPrimeRace(b *testing.B) {
	const n, a = 1_000_000, 10
	g := New(n, a)
	first, _ := g.Totals()
	b.Run("totals", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if f, _ := g.Totals(); f != first {
				b.Fatal("wrong")
			}
		}
		b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "positions/s")
	})
	b.Run("engine", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			s, err := cgt.SolveScores(context.Background(), g, nil, nil)
			if err != nil {
				b.Fatal(err)
			}
			if f, _ := s.Total(0); f != first {
				b.Fatal("wrong")
			}
		}
		b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "positions/s")
	})
}
