package tictactoe_test

import (
	"context"
	"runtime"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/games/tictactoe"
	"github.com/cgtgo/cgt/internal/testutil"
)

// BenchmarkRetroTicTacToe solves tic-tac-toe from the empty board: the
// reachable scope keyed by a map, with the game's Predecessors and with
// the reverse graph built by the engine, beside hand-written memoized
// negamax searches over a flat array indexed by the board bits and over a
// Go map (the twin of the map-keyed path).
func BenchmarkRetroTicTacToe(b *testing.B) {
	var m0 runtime.MemStats
	for _, tc := range []struct {
		name string
		g    cgt.Game[tictactoe.Board]
	}{{"engine/predecessors", tictactoe.Game{}}, {"engine/reverse-graph", tttNoPreds{}}} {
		b.Run(tc.name, func(b *testing.B) {
			b.ReportAllocs()
			runtime.ReadMemStats(&m0)
			testutil.LoopCPU(b, func() {
				s, err := cgt.SolveRetrograde(context.Background(), tc.g, []tictactoe.Board{0}, &cgt.Options{Workers: 1})
				if err != nil || s.Len() != 5478 {
					b.Fatal(err)
				}
			})
			testutil.ReportRetro(b, 5478, &m0)
		})
	}
	b.Run("hand-written", func(b *testing.B) {
		b.ReportAllocs()
		runtime.ReadMemStats(&m0)
		testutil.LoopCPU(b, func() {
			memo := make([]int8, 1<<18)
			if v := tttNegamax(0, memo); v != 0 {
				b.Fatal(v)
			}
		})
		testutil.ReportRetro(b, 5478, &m0)
	})
	b.Run("hand-written-map", func(b *testing.B) {
		b.ReportAllocs()
		runtime.ReadMemStats(&m0)
		testutil.LoopCPU(b, func() {
			memo := make(map[tictactoe.Board]int8)
			if v := tttNegamaxMap(0, memo); v != 0 || len(memo) != 5478 {
				b.Fatal(v, len(memo))
			}
		})
		testutil.ReportRetro(b, 5478, &m0)
	})
}

// tttNegamaxMap is tttNegamax keeping its memo in a Go map, the twin for
// the engine's map-keyed path.
func tttNegamaxMap(b tictactoe.Board, memo map[tictactoe.Board]int8) int8 {
	if v, ok := memo[b]; ok {
		return v
	}
	var v int8
	g := tictactoe.Game{}
	if o, ended := g.Terminal(b); ended {
		if o == cgt.Loss {
			v = -1
		}
	} else {
		v = -1
		var buf [9]tictactoe.Board
		for _, q := range g.Moves(buf[:0], b) {
			v = max(v, -tttNegamaxMap(q, memo))
		}
	}
	memo[b] = v
	return v
}

type tttNoPreds struct{}

func (tttNoPreds) Moves(dst []tictactoe.Board, p tictactoe.Board) []tictactoe.Board {
	return tictactoe.Game{}.Moves(dst, p)
}

func (tttNoPreds) Terminal(p tictactoe.Board) (cgt.Outcome, bool) {
	return tictactoe.Game{}.Terminal(p)
}

// tttNegamax returns +1, 0 or −1 for the player to move; memo holds v+2.
func tttNegamax(b tictactoe.Board, memo []int8) int8 {
	if v := memo[b]; v != 0 {
		return v - 2
	}
	var v int8
	g := tictactoe.Game{}
	if o, ended := g.Terminal(b); ended {
		if o == cgt.Loss {
			v = -1
		}
	} else {
		v = -1
		var buf [9]tictactoe.Board
		for _, q := range g.Moves(buf[:0], b) {
			v = max(v, -tttNegamax(q, memo))
		}
	}
	memo[b] = v + 2
	return v
}
