package chess_test

import (
	"context"
	"fmt"
	"runtime"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/games/chess"
	"github.com/cgtgo/cgt/internal/testutil"
)

// handKRK is the hand-written twin of the engine on the endgame: the same
// move generators called directly, one goroutine, plain slices of bytes
// for outcome, remoteness and counters, and a queue per layer.
func handKRK(e chess.Endgame, legal []chess.Position) (won, drawn int) {
	const n = 1 << 19
	out := make([]cgt.Outcome, n)
	rem := make([]uint8, n)
	cnt := make([]uint8, n)
	in := make([]bool, n)
	var layer []int32
	var buf []chess.Position
	visit := func(p chess.Position) {
		if in[p] {
			return
		}
		in[p] = true
		if o, ended := e.Terminal(p); ended {
			out[p] = o
			if o != cgt.Tie {
				layer = append(layer, int32(p))
			}
			return
		}
		buf = e.Moves(buf[:0], p)
		cnt[p] = uint8(len(buf))
	}
	for _, p := range legal {
		visit(p)
	}
	for _, p := range legal { // captured positions: the only others reached
		if p.BlackToMove() {
			buf = e.Moves(buf[:0], p)
			for _, q := range buf {
				visit(q)
			}
		}
	}
	var next []int32
	var ties []int32
	for r := uint8(0); len(layer) > 0; r++ {
		next = next[:0]
		for _, c := range layer {
			buf = e.Predecessors(buf[:0], chess.Position(c))
			for _, q := range buf {
				if !in[q] || out[q] != cgt.Unknown {
					continue
				}
				if out[c] == cgt.Loss {
					out[q], rem[q] = cgt.Win, r+1
					next = append(next, int32(q))
				} else if cnt[q]--; cnt[q] == 0 {
					out[q], rem[q] = cgt.Loss, r+1
					next = append(next, int32(q))
				}
			}
		}
		layer, next = next, layer
	}
	for i := range out {
		if in[i] && out[i] == cgt.Tie { // the ended ties: captures and stalemates
			ties = append(ties, int32(i))
		}
	}
	for r := uint8(0); len(ties) > 0; r++ {
		next = next[:0]
		for _, c := range ties {
			buf = e.Predecessors(buf[:0], chess.Position(c))
			for _, q := range buf {
				if in[q] && out[q] == cgt.Unknown {
					out[q], rem[q] = cgt.Tie, r+1
					next = append(next, int32(q))
				}
			}
		}
		ties, next = next, ties
	}
	for _, p := range legal {
		switch {
		case out[p] == cgt.Win:
			won++
		case out[p] == cgt.Tie:
			drawn++
		}
	}
	return won, drawn
}

// BenchmarkRetroKRK solves king and rook against king from every legal
// position (399,112 legal positions and the captured ones): the engine
// with 1 and 2 workers (or CGT_BENCH_WORKERS, testutil.BenchWorkers), and
// the hand-written twin.
func BenchmarkRetroKRK(b *testing.B) {
	e := chess.Endgame{}
	legal := e.Legal()
	var m0 runtime.MemStats
	for _, workers := range testutil.BenchWorkers() {
		b.Run(fmt.Sprintf("engine/workers=%d", workers), func(b *testing.B) {
			b.ReportAllocs()
			runtime.ReadMemStats(&m0)
			n := 0
			testutil.LoopCPU(b, func() {
				s, err := cgt.SolveRetrograde(context.Background(), e, legal, &cgt.Options{Workers: workers})
				if err != nil {
					b.Fatal(err)
				}
				n = s.Len()
			})
			testutil.ReportRetro(b, n, &m0)
		})
	}
	b.Run("hand-written", func(b *testing.B) {
		b.ReportAllocs()
		runtime.ReadMemStats(&m0)
		testutil.LoopCPU(b, func() {
			if won, drawn := handKRK(e, legal); won != 175168 || drawn != 22244 {
				b.Fatal(won, drawn)
			}
		})
		testutil.ReportRetro(b, len(legal), &m0)
	})
}
