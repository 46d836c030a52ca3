package kaooa_test

import (
	"context"
	"os"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/board"
	"github.com/cgtgo/cgt/games/kaooa"
	"github.com/cgtgo/cgt/internal/testutil"
	"github.com/cgtgo/cgt/tier"
)

// BenchmarkSolve times the strong solution of the seven-crow game (3,485
// classes in 41 tiers) by tiers into a directory, as cgt solve kaooa
// --tiers DIR runs it (2 workers), and in memory from the start
// (cgt.SolveRetrograde, the 3,247 classes play reaches); with the CPU
// time of each (cpu-ns/op), the steadier figure on a shared machine.
func BenchmarkSolve(b *testing.B) {
	g, err := kaooa.New(kaooa.Options{})
	if err != nil {
		b.Fatal(err)
	}
	ctx := context.Background()
	b.Run("tiers", func(b *testing.B) {
		b.ReportAllocs()
		testutil.LoopCPU(b, func() {
			dir, err := os.MkdirTemp(b.TempDir(), "kaooa")
			if err != nil {
				b.Fatal(err)
			}
			if _, err := tier.Solve[board.Pos](ctx, g, tier.Dir(dir), g.Name(), &tier.Options{Workers: 2}); err != nil {
				b.Fatal(err)
			}
		})
		b.ReportMetric(float64(g.Size())*float64(b.N)/b.Elapsed().Seconds(), "positions/s")
	})
	b.Run("memory", func(b *testing.B) {
		b.ReportAllocs()
		start := g.Spec().Start
		n := 0
		testutil.LoopCPU(b, func() {
			sol, err := cgt.SolveRetrograde(ctx, g, start, nil)
			if err != nil {
				b.Fatal(err)
			}
			n = sol.Len()
		})
		b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "positions/s")
	})
}

// BenchmarkRules times the rules on every position of the seven-crow
// game: Moves (where play goes on) and Unmoves.
func BenchmarkRules(b *testing.B) {
	g, err := kaooa.New(kaooa.Options{})
	if err != nil {
		b.Fatal(err)
	}
	r := g.Rules().(*kaooa.Rules)
	ps := make([]board.Pos, g.Size())
	for i := range ps {
		ps[i] = g.Position(i)
	}
	var dst []board.Pos
	b.Run("moves", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for _, p := range ps {
				if _, over := r.Terminal(p); !over {
					dst = r.Moves(dst[:0], p)
				}
			}
		}
		b.ReportMetric(float64(len(ps))*float64(b.N)/b.Elapsed().Seconds(), "positions/s")
	})
	b.Run("unmoves", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for _, p := range ps {
				dst = r.Unmoves(dst[:0], p)
			}
		}
		b.ReportMetric(float64(len(ps))*float64(b.N)/b.Elapsed().Seconds(), "positions/s")
	})
}
