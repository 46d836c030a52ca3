package octal

import (
	"context"
	"fmt"
	"testing"

	"github.com/cgtgo/cgt"
)

// BenchmarkOctal016 compares the sparse-space engine with its hand-written
// twin, the naive O(n²) fill with a bitset mex, on 0.16 (one run; read the
// ratio from the sub-benchmarks of equal n). n = 509,622 is where the
// proof of period 149,459 from 105,351 completes; the naive fill needs about
// a minute there, so run that size alone with -benchtime 1x:
//
//	go test -run - -bench 'Octal016/.*/n=65536' -count 5 -benchtime 3x
//	go test -run - -bench 'Octal016/.*/n=509622' -count 1 -benchtime 1x
func BenchmarkOctal016(b *testing.B) {
	g, err := Parse("0.16")
	if err != nil {
		b.Fatal(err)
	}
	for _, n := range []int{65536, 509622} {
		for _, m := range []struct {
			name string
			run  func(context.Context, int, *cgt.Options) (*Sequence, error)
		}{{"naive", g.SequenceNaive}, {"sparse", g.Sequence}, {"prove", g.Prove}} {
			b.Run(fmt.Sprintf("%s/n=%d", m.name, n), func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					s, err := m.run(context.Background(), n, nil)
					if err != nil || s.Len() != n {
						b.Fatal(err, s.Len())
					}
				}
				b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "values/s")
			})
		}
	}
}

// BenchmarkOctal1777 measures the per-value cost on the record-class game
// 0.1777 (three splitting digits, 15 rare heaps), sparse against naive on a
// prefix; the full proof is TestOctal1777Long (CGT_LONG=1).
func BenchmarkOctal1777(b *testing.B) {
	g, err := Parse("0.1777")
	if err != nil {
		b.Fatal(err)
	}
	for _, c := range []struct {
		name string
		n    int
		run  func(context.Context, int, *cgt.Options) (*Sequence, error)
	}{{"naive", 32768, g.SequenceNaive}, {"sparse", 32768, g.Sequence}, {"sparse", 4 << 20, g.Sequence}} {
		b.Run(fmt.Sprintf("%s/n=%d", c.name, c.n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := c.run(context.Background(), c.n, nil); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(c.n)*float64(b.N)/b.Elapsed().Seconds(), "values/s")
		})
	}
}

// BenchmarkTreblecross: the 0.007 sequence for rows up to 10⁵ (no sparse
// space: the engine falls back to the naive fill) and one answer.
func BenchmarkTreblecross(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		t, err := NewTreblecross(context.Background(), 100_000, nil)
		if err != nil || t.Outcome(100_000) != cgt.Win {
			b.Fatal(err)
		}
	}
	b.ReportMetric(100_000*float64(b.N)/b.Elapsed().Seconds(), "values/s")
}
