package cgt_test

import (
	"context"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/games/intervals"
	"github.com/cgtgo/cgt/games/primerace"
	"github.com/cgtgo/cgt/internal/testutil"
)

// Benchmarks of the scoring engines, each beside a hand-written twin.
// Read the ratios from one run, e.g.
//
//	go test -run '^$' -bench 'Coins|ZeroSum|ConnectFour' -count 5 -benchtime 3x

// BenchmarkZeroSum shows what the zero-sum shortcut saves: the same games
// solved by SolveScores with Remaining (one call per position) and without
// (one Gain per move), through identical forwarding wrappers. The prime race
// with A = 20 has 20 moves per position, Coins has 2, Blocks of 300 has 300
// on average.
func BenchmarkZeroSum(b *testing.B) {
	ctx := context.Background()
	race := primerace.New(200_000, 20)
	coins := intervals.NewCoins(testutil.CoinRow(1500))
	blocks := intervals.NewBlocks(testutil.CoinRow(300))
	for _, tc := range []struct {
		name string
		zs   cgt.Scoring[int, int]
		gain cgt.Scoring[int, int]
		n    int
	}{
		{"primerace-N200000-A20", testutil.Forward[int, int](race), testutil.Hide[int, int](race), race.Size()},
	} {
		for _, form := range []struct {
			name string
			g    cgt.Scoring[int, int]
		}{{"zerosum", tc.zs}, {"gain", tc.gain}} {
			b.Run(tc.name+"/"+form.name, func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					if _, err := cgt.SolveScores(ctx, form.g, nil, nil); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric(float64(tc.n)*float64(b.N)/b.Elapsed().Seconds(), "positions/s")
			})
		}
	}
	for _, tc := range []struct {
		name string
		g    interface {
			cgt.ZeroSum[intervals.Span, int]
			cgt.Dense[intervals.Span]
		}
	}{{"coins-1500", coins}, {"blocks-300", blocks}} {
		for _, form := range []struct {
			name string
			g    cgt.Scoring[intervals.Span, int]
		}{{"zerosum", testutil.Forward[intervals.Span, int](tc.g)}, {"gain", testutil.Hide[intervals.Span, int](tc.g)}} {
			b.Run(tc.name+"/"+form.name, func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					if _, err := cgt.SolveScores(ctx, form.g, nil, nil); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric(float64(tc.g.Size())*float64(b.N)/b.Elapsed().Seconds(), "positions/s")
			})
		}
	}
}
