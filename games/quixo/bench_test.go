package quixo_test

import (
	"context"
	"os"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/board"
	"github.com/cgtgo/cgt/games/quixo"
	"github.com/cgtgo/cgt/tier"
)

// BenchmarkSolve3x3 solves 3×3 Quixo strongly (2,862 classes of the
// mover's side): in memory by the retrograde engine, and by tiers into a
// fresh directory each time (the loopy tiers by the game's un-moves,
// tier.Retro), on one worker.
func BenchmarkSolve3x3(b *testing.B) {
	g, err := quixo.New(3, quixo.All)
	if err != nil {
		b.Fatal(err)
	}
	b.Run("memory", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := cgt.SolveRetrograde[board.Pos](context.Background(), g, nil, nil); err != nil {
				b.Fatal(err)
			}
		}
		b.ReportMetric(float64(g.Size())*float64(b.N)/b.Elapsed().Seconds(), "positions/s")
	})
	b.Run("tiers", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			dir, err := os.MkdirTemp(b.TempDir(), "")
			if err != nil {
				b.Fatal(err)
			}
			if _, err := tier.Solve[board.Pos](context.Background(), g, tier.Dir(dir), g.Name(), nil); err != nil {
				b.Fatal(err)
			}
		}
		b.ReportMetric(float64(g.Size())*float64(b.N)/b.Elapsed().Seconds(), "positions/s")
	})
}
