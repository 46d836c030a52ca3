package intervals

import (
	"context"
	"runtime"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/internal/testutil"
)

// coinsRowwise is the tightest hand-written twin: every span's margin in a
// flat triangular table in the same order as Coins' dense index (row
// Lo = n, n−1, …, 0; Hi ascending), two reads per span, sequential.
func coinsRowwise(vals []int, dp []int) {
	n := len(vals)
	dp[0] = 0
	for r := 1; r <= n; r++ {
		lo := n - r
		prev := dp[(r-1)*r/2 : (r-1)*r/2+r]
		cur := dp[r*(r+1)/2 : r*(r+1)/2+r+1]
		cur[0] = 0
		for l := 1; l <= r; l++ {
			cur[l] = max(vals[lo]-prev[l-1], vals[lo+l-1]-cur[l-1])
		}
	}
}

// coinsTextbook is the interval DP as usually written: a 2D table filled by
// increasing length.
func coinsTextbook(vals []int, dp [][]int) {
	n := len(vals)
	for i := 0; i < n; i++ {
		dp[i][i] = vals[i]
	}
	for l := 2; l <= n; l++ {
		for i := 0; i+l <= n; i++ {
			j := i + l - 1
			dp[i][j] = max(vals[i]-dp[i+1][j], vals[j]-dp[i][j-1])
		}
	}
}

// BenchmarkCoins solves every span of a row of 3000 coins (4,504,501
// positions with the empty spans): the engine over the dense index (whole
// space in index order, which is children first; Coins hands over its
// moves a block of 256 spans per call, ScoringBlock), the same one call
// per span (ScoringAt only), the engine walking from the full row, and the
// two hand-written twins. ratio-textbook is the figure of the issue. The zero-sum shortcut is on
// (Coins is ZeroSum); BenchmarkZeroSum measures it.
func BenchmarkCoins(b *testing.B) {
	const n = 3000
	row := testutil.CoinRow(n)
	g := NewCoins(row)
	ctx := context.Background()
	positions := float64(g.Size())
	want := coinsBrute(row[:12])
	b.Run("engine-dense", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			s, err := cgt.SolveScores(ctx, g, nil, nil)
			if err != nil || s.Score(Span{0, 12}) != want {
				b.Fatal(err)
			}
		}
		b.ReportMetric(positions*float64(b.N)/b.Elapsed().Seconds(), "positions/s")
	})
	b.Run("engine-by-number", func(b *testing.B) {
		// ScoringAt without ScoringBlock: one call per position.
		ag := atOnly{g}
		b.ReportAllocs()
		for b.Loop() {
			s, err := cgt.SolveScores[Span, int](ctx, ag, nil, nil)
			if err != nil || s.Score(Span{0, 12}) != want {
				b.Fatal(err)
			}
		}
		b.ReportMetric(positions*float64(b.N)/b.Elapsed().Seconds(), "positions/s")
	})
	b.Run("engine-by-position", func(b *testing.B) {
		// Without ScoringAt (a forwarding wrapper hides it): Position,
		// Terminal, Moves, Index per move and Remaining per position.
		fg := testutil.Forward[Span, int](g)
		b.ReportAllocs()
		for b.Loop() {
			s, err := cgt.SolveScores[Span, int](ctx, fg, nil, nil)
			if err != nil || s.Score(Span{0, 12}) != want {
				b.Fatal(err)
			}
		}
		b.ReportMetric(positions*float64(b.N)/b.Elapsed().Seconds(), "positions/s")
	})
	b.Run("engine-from-start", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			s, err := cgt.SolveScores(ctx, g, []Span{g.Start()}, nil)
			if err != nil || s.Score(Span{0, 12}) != want {
				b.Fatal(err)
			}
		}
		b.ReportMetric(positions*float64(b.N)/b.Elapsed().Seconds(), "positions/s")
	})
	b.Run("calls-only", func(b *testing.B) {
		// The floor of any engine that reaches the game through its
		// interfaces: the calls SolveScores makes per position (Position,
		// Terminal, Moves, Index per move, Remaining), nothing stored.
		var sg cgt.Scoring[Span, int] = g
		var d cgt.Dense[Span] = g
		var z cgt.ZeroSum[Span, int] = g
		var mv []Span
		b.ReportAllocs()
		for b.Loop() {
			acc := 0
			for i := 0; i < g.Size(); i++ {
				p := d.Position(i)
				if _, ended := sg.Terminal(p); ended {
					continue
				}
				mv = sg.Moves(mv[:0], p)
				for _, q := range mv {
					acc += d.Index(q)
				}
				acc += z.Remaining(p)
			}
			if acc == 0 {
				b.Fatal("no work")
			}
		}
		b.ReportMetric(positions*float64(b.N)/b.Elapsed().Seconds(), "positions/s")
	})
	b.Run("handwritten-rowwise", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			dp := make([]int, g.Size())
			coinsRowwise(row, dp)
			if dp[g.Index(Span{0, 12})] != want {
				b.Fatal("wrong")
			}
		}
		b.ReportMetric(positions*float64(b.N)/b.Elapsed().Seconds(), "positions/s")
	})
	// A collection before each timed run, so that both start from the same
	// heap (each allocates tens of megabytes).
	b.Run("ratio-rowwise", func(b *testing.B) {
		testutil.Interleaved(b, runtime.GC, func() {
			if _, err := cgt.SolveScores(ctx, g, nil, nil); err != nil {
				b.Fatal(err)
			}
		}, func() { coinsRowwise(row, make([]int, g.Size())) })
	})
	b.Run("ratio-textbook", func(b *testing.B) {
		testutil.Interleaved(b, runtime.GC, func() {
			if _, err := cgt.SolveScores(ctx, g, nil, nil); err != nil {
				b.Fatal(err)
			}
		}, func() {
			dp := make([][]int, n)
			for i := range dp {
				dp[i] = make([]int, n)
			}
			coinsTextbook(row, dp)
		})
	})
	b.Run("handwritten-textbook", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			dp := make([][]int, n)
			for i := range dp {
				dp[i] = make([]int, n)
			}
			coinsTextbook(row, dp)
			if dp[0][11] != want {
				b.Fatal("wrong")
			}
		}
		b.ReportMetric(positions*float64(b.N)/b.Elapsed().Seconds(), "positions/s")
	})
}

// blocksTextbook is the interval DP of "take a block from either end" as
// usually written: dp[i][j] (the mover's margin on values[i:j]) by
// increasing length, each span the best of its 2·len moves, with prefix
// sums.
func blocksTextbook(vals []int, dp [][]int) {
	n := len(vals)
	sum := make([]int, n+1)
	for i, v := range vals {
		sum[i+1] = sum[i] + v
	}
	for l := 1; l <= n; l++ {
		for i := 0; i+l <= n; i++ {
			j := i + l
			best := sum[j] - sum[i] - dp[j][j] // take all
			for k := i + 1; k < j; k++ {
				best = max(best, sum[k]-sum[i]-dp[k][j], sum[j]-sum[k]-dp[i][k])
			}
			dp[i][j] = best
		}
	}
}

// BenchmarkBlocks solves every span of a row of 400 values in "take a
// block from either end" (80,601 spans, about 200 moves each): the engine
// over ScoringBlock, the textbook DP, and the two interleaved
// (ratio-textbook). It times the fold over many moves per position, where
// BenchmarkCoins times it over two.
func BenchmarkBlocks(b *testing.B) {
	const n = 400
	row := testutil.CoinRow(n)
	g := NewBlocks(row)
	ctx := context.Background()
	want := blocksBrute(row[:9])
	textbook := func() [][]int {
		dp := make([][]int, n+1)
		for i := range dp {
			dp[i] = make([]int, n+1)
		}
		blocksTextbook(row, dp)
		return dp
	}
	b.Run("engine-dense", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			s, err := cgt.SolveScores(ctx, g, nil, nil)
			if err != nil || s.Score(Span{0, 9}) != want {
				b.Fatal(err)
			}
		}
	})
	b.Run("handwritten-textbook", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if dp := textbook(); dp[0][9] != want {
				b.Fatal("wrong")
			}
		}
	})
	b.Run("ratio-textbook", func(b *testing.B) {
		testutil.Interleaved(b, runtime.GC, func() {
			if _, err := cgt.SolveScores(ctx, g, nil, nil); err != nil {
				b.Fatal(err)
			}
		}, func() { textbook() })
	})
}
