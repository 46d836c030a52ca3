package teeko_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/cgtgo/cgt/board"
	"github.com/cgtgo/cgt/tier"
)

// BenchmarkSolve4x4 solves the standard game on the 4×4 board strongly:
// by tiers through the board package (190,548 classes in 9 tier files,
// one worker), beside plain's brute force over every board (1,517,997
// boards in memory, no symmetries, no files), the hand-written twin.
func BenchmarkSolve4x4(b *testing.B) {
	g := newGame(b, 4, false)
	b.Run("tiers", func(b *testing.B) {
		b.ReportAllocs()
		dir := b.TempDir()
		for b.Loop() {
			b.StopTimer()
			files, _ := filepath.Glob(filepath.Join(dir, "*"))
			for _, f := range files {
				os.Remove(f)
			}
			b.StartTimer()
			if _, err := tier.Solve[board.Pos](context.Background(), g, tier.Dir(dir), g.Name(), &tier.Options{Workers: 1}); err != nil {
				b.Fatal(err)
			}
		}
		b.ReportMetric(float64(g.Size())*float64(b.N)/b.Elapsed().Seconds(), "positions/s")
	})
	b.Run("plain", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			newPlain(4, false).solve()
		}
		b.ReportMetric(1_517_997*float64(b.N)/b.Elapsed().Seconds(), "positions/s")
	})
}
