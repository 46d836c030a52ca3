package cgt_test

import (
	"github.com/cgtgo/cgt"

	"math/rand/v2"
	"testing"
)

// BenchmarkNimWinningMoves times all winning moves of 8 random uint64
// heaps, appending into a reused slice (no allocation).
func BenchmarkNimWinningMoves(b *testing.B) {
	r := rand.New(rand.NewPCG(3, 4))
	positions := make([][]uint64, 256)
	for i := range positions {
		positions[i] = make([]uint64, 8)
		for j := range positions[i] {
			positions[i][j] = r.Uint64()
		}
	}
	b.ReportAllocs()
	var dst []cgt.NimMove[uint64]
	i := 0
	for b.Loop() {
		dst = cgt.AppendNimWinningMoves(dst[:0], positions[i&255])
		i++
	}
}
