package cgt_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"runtime"
	"testing"

	"github.com/cgtgo/cgt"
)

// reportRetro reports positions/s and bytes/position (all bytes allocated
// per solve, divided by the positions solved).
func reportRetro(b *testing.B, positions int, m0 *runtime.MemStats) {
	var m1 runtime.MemStats
	runtime.ReadMemStats(&m1)
	b.ReportMetric(float64(positions)*float64(b.N)/b.Elapsed().Seconds(), "positions/s")
	b.ReportMetric(float64(m1.TotalAlloc-m0.TotalAlloc)/float64(b.N)/float64(positions), "bytes/position")
}

// handKRK is the hand-written twin of the engine on the endgame: the same
// move generators called directly, one goroutine, plain slices of bytes
// for outcome, remoteness and counters, and a queue per layer.
func handKRK(e endgame, legal []egPos) (won, drawn int) {
	const n = 1 << 19
	out := make([]cgt.Outcome, n)
	rem := make([]uint8, n)
	cnt := make([]uint8, n)
	in := make([]bool, n)
	var layer []int32
	var buf []egPos
	visit := func(p egPos) {
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
		if p.black() {
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
			buf = e.Predecessors(buf[:0], egPos(c))
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
			buf = e.Predecessors(buf[:0], egPos(c))
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
// with 1 and 2 workers, and the hand-written twin.
func BenchmarkRetroKRK(b *testing.B) {
	e := endgame{}
	legal := e.legal()
	var m0 runtime.MemStats
	for _, workers := range []int{1, 2} {
		b.Run(fmt.Sprintf("engine/workers=%d", workers), func(b *testing.B) {
			b.ReportAllocs()
			runtime.ReadMemStats(&m0)
			n := 0
			for b.Loop() {
				s, err := cgt.SolveRetrograde(context.Background(), e, legal, &cgt.Options{Workers: workers})
				if err != nil {
					b.Fatal(err)
				}
				n = s.Len()
			}
			reportRetro(b, n, &m0)
		})
	}
	b.Run("hand-written", func(b *testing.B) {
		b.ReportAllocs()
		runtime.ReadMemStats(&m0)
		for b.Loop() {
			if won, drawn := handKRK(e, legal); won != 175168 || drawn != 22244 {
				b.Fatal(won, drawn)
			}
		}
		reportRetro(b, len(legal), &m0)
	})
}

// BenchmarkRetroTicTacToe solves tic-tac-toe from the empty board: the
// reachable scope keyed by a map, with the game's Predecessors and with
// the reverse graph built by the engine, beside a hand-written memoized
// negamax over a flat array indexed by the board bits.
func BenchmarkRetroTicTacToe(b *testing.B) {
	var m0 runtime.MemStats
	for _, tc := range []struct {
		name string
		g    cgt.Game[cgt.TicTacToeBoard]
	}{{"engine/predecessors", cgt.TicTacToe{}}, {"engine/reverse-graph", tttNoPreds{}}} {
		b.Run(tc.name, func(b *testing.B) {
			b.ReportAllocs()
			runtime.ReadMemStats(&m0)
			for b.Loop() {
				s, err := cgt.SolveRetrograde(context.Background(), tc.g, []cgt.TicTacToeBoard{0}, &cgt.Options{Workers: 1})
				if err != nil || s.Len() != 5478 {
					b.Fatal(err)
				}
			}
			reportRetro(b, 5478, &m0)
		})
	}
	b.Run("hand-written", func(b *testing.B) {
		b.ReportAllocs()
		runtime.ReadMemStats(&m0)
		for b.Loop() {
			memo := make([]int8, 1<<18)
			if v := tttNegamax(0, memo); v != 0 {
				b.Fatal(v)
			}
		}
		reportRetro(b, 5478, &m0)
	})
}

type tttNoPreds struct{}

func (tttNoPreds) Moves(dst []cgt.TicTacToeBoard, p cgt.TicTacToeBoard) []cgt.TicTacToeBoard {
	return cgt.TicTacToe{}.Moves(dst, p)
}
func (tttNoPreds) Terminal(p cgt.TicTacToeBoard) (cgt.Outcome, bool) {
	return cgt.TicTacToe{}.Terminal(p)
}

// tttNegamax returns +1, 0 or −1 for the player to move; memo holds v+2.
func tttNegamax(b cgt.TicTacToeBoard, memo []int8) int8 {
	if v := memo[b]; v != 0 {
		return v - 2
	}
	var v int8
	g := cgt.TicTacToe{}
	if o, ended := g.Terminal(b); ended {
		if o == cgt.Loss {
			v = -1
		}
	} else {
		v = -1
		var buf [9]cgt.TicTacToeBoard
		for _, q := range g.Moves(buf[:0], b) {
			v = max(v, -tttNegamax(q, memo))
		}
	}
	memo[b] = v + 2
	return v
}

// BenchmarkRetroCircle solves the circle game on 7,000 objects (the
// largest n of the problem): every step for both players (about 98
// million moves) and random sets of 100 steps.
func BenchmarkRetroCircle(b *testing.B) {
	const n = 7000
	full := make([]int, n-1)
	for i := range full {
		full[i] = i + 1
	}
	r := rand.New(rand.NewPCG(1, 1))
	pick := func() []int {
		var s []int
		for _, i := range r.Perm(n - 1)[:100] {
			s = append(s, i+1)
		}
		return s
	}
	var m0 runtime.MemStats
	for _, tc := range []struct {
		name string
		a, b []int
	}{{"full", full, full}, {"random100", pick(), pick()}} {
		c, err := cgt.NewCircle(n, tc.a, tc.b)
		if err != nil {
			b.Fatal(err)
		}
		for _, workers := range []int{1, 2} {
			b.Run(fmt.Sprintf("%s/workers=%d", tc.name, workers), func(b *testing.B) {
				b.ReportAllocs()
				runtime.ReadMemStats(&m0)
				for b.Loop() {
					if _, err := c.Outcomes(context.Background(), &cgt.Options{Workers: workers}); err != nil {
						b.Fatal(err)
					}
				}
				reportRetro(b, 2*n, &m0)
			})
		}
	}
}
