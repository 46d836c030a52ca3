package cgt_test

import (
	"context"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/cgtgo/cgt"
)

// wythoffBenchPairs returns n pairs near the top of uint64, half of them
// P-positions.
func wythoffBenchPairs(n int) [][2]uint64 {
	r := rand.New(rand.NewPCG(1, 2))
	out := make([][2]uint64, n)
	for i := range out {
		k := r.Uint64() >> 1 // ⌊kφ²⌋ fits for k < 2⁶³
		a, b, _ := cgt.WythoffPair(k >> 1)
		if i%2 == 1 {
			b -= uint64(r.IntN(3)) // usually not a P-position
		}
		out[i] = [2]uint64{a, b}
	}
	return out
}

// BenchmarkWythoffIsP times the exact P-position test on large pairs beside
// a float64 formula (wrong on large pairs, shown for speed only) and the
// big.Int reference.
func BenchmarkWythoffIsP(b *testing.B) {
	pairs := wythoffBenchPairs(1024)
	b.Run("exact", func(b *testing.B) {
		b.ReportAllocs()
		n, i := 0, 0
		for b.Loop() {
			p := pairs[i&1023]
			if cgt.WythoffIsP(p[0], p[1]) {
				n++
			}
			i++
		}
		_ = n
	})
	b.Run("float64", func(b *testing.B) {
		b.ReportAllocs()
		phi := (1 + math.Sqrt(5)) / 2
		n, i := 0, 0
		for b.Loop() {
			p := pairs[i&1023]
			x, y := min(p[0], p[1]), max(p[0], p[1])
			if uint64(float64(y-x)*phi) == x {
				n++
			}
			i++
		}
		_ = n
	})
	b.Run("bigint", func(b *testing.B) {
		b.ReportAllocs()
		n, i := 0, 0
		for b.Loop() {
			p := pairs[i&1023]
			if wythoffRefIsP(p[0], p[1]) {
				n++
			}
			i++
		}
		_ = n
	})
}

// BenchmarkWythoffGrundy fills a 300×300 table of Wythoff nim-values with
// the dedicated bitset fill and with SolveGrundy on the Wythoff game.
func BenchmarkWythoffGrundy(b *testing.B) {
	const n = 300
	b.Run("table", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			cgt.WythoffGrundyTable(n, n)
		}
		b.ReportMetric(n*n*float64(b.N)/b.Elapsed().Seconds(), "positions/s")
	})
	b.Run("engine", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := cgt.SolveGrundy[[2]int](context.Background(), cgt.Wythoff{Rows: n, Cols: n}, nil, nil); err != nil {
				b.Fatal(err)
			}
		}
		b.ReportMetric(n*n*float64(b.N)/b.Elapsed().Seconds(), "positions/s")
	})
}
