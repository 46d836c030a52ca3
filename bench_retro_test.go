package cgt_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"runtime"
	"slices"
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
func handKRK(e cgt.Endgame, legal []cgt.EndgamePosition) (won, drawn int) {
	const n = 1 << 19
	out := make([]cgt.Outcome, n)
	rem := make([]uint8, n)
	cnt := make([]uint8, n)
	in := make([]bool, n)
	var layer []int32
	var buf []cgt.EndgamePosition
	visit := func(p cgt.EndgamePosition) {
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
			buf = e.Predecessors(buf[:0], cgt.EndgamePosition(c))
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
			buf = e.Predecessors(buf[:0], cgt.EndgamePosition(c))
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
	e := cgt.Endgame{}
	legal := e.Legal()
	var m0 runtime.MemStats
	for _, workers := range []int{1, 2} {
		b.Run(fmt.Sprintf("engine/workers=%d", workers), func(b *testing.B) {
			b.ReportAllocs()
			runtime.ReadMemStats(&m0)
			n := 0
			cgt.RetroLoopCPU(b, func() {
				s, err := cgt.SolveRetrograde(context.Background(), e, legal, &cgt.Options{Workers: workers})
				if err != nil {
					b.Fatal(err)
				}
				n = s.Len()
			})
			reportRetro(b, n, &m0)
		})
	}
	b.Run("hand-written", func(b *testing.B) {
		b.ReportAllocs()
		runtime.ReadMemStats(&m0)
		cgt.RetroLoopCPU(b, func() {
			if won, drawn := handKRK(e, legal); won != 175168 || drawn != 22244 {
				b.Fatal(won, drawn)
			}
		})
		reportRetro(b, len(legal), &m0)
	})
}

// BenchmarkRetroTicTacToe solves tic-tac-toe from the empty board: the
// reachable scope keyed by a map, with the game's Predecessors and with
// the reverse graph built by the engine, beside hand-written memoized
// negamax searches over a flat array indexed by the board bits and over a
// Go map (the twin of the map-keyed path).
func BenchmarkRetroTicTacToe(b *testing.B) {
	var m0 runtime.MemStats
	for _, tc := range []struct {
		name string
		g    cgt.Game[cgt.TicTacToeBoard]
	}{{"engine/predecessors", cgt.TicTacToe{}}, {"engine/reverse-graph", tttNoPreds{}}} {
		b.Run(tc.name, func(b *testing.B) {
			b.ReportAllocs()
			runtime.ReadMemStats(&m0)
			cgt.RetroLoopCPU(b, func() {
				s, err := cgt.SolveRetrograde(context.Background(), tc.g, []cgt.TicTacToeBoard{0}, &cgt.Options{Workers: 1})
				if err != nil || s.Len() != 5478 {
					b.Fatal(err)
				}
			})
			reportRetro(b, 5478, &m0)
		})
	}
	b.Run("hand-written", func(b *testing.B) {
		b.ReportAllocs()
		runtime.ReadMemStats(&m0)
		cgt.RetroLoopCPU(b, func() {
			memo := make([]int8, 1<<18)
			if v := tttNegamax(0, memo); v != 0 {
				b.Fatal(v)
			}
		})
		reportRetro(b, 5478, &m0)
	})
	b.Run("hand-written-map", func(b *testing.B) {
		b.ReportAllocs()
		runtime.ReadMemStats(&m0)
		cgt.RetroLoopCPU(b, func() {
			memo := make(map[cgt.TicTacToeBoard]int8)
			if v := tttNegamaxMap(0, memo); v != 0 || len(memo) != 5478 {
				b.Fatal(v, len(memo))
			}
		})
		reportRetro(b, 5478, &m0)
	})
}

// tttNegamaxMap is tttNegamax keeping its memo in a Go map, the twin for
// the engine's map-keyed path.
func tttNegamaxMap(b cgt.TicTacToeBoard, memo map[cgt.TicTacToeBoard]int8) int8 {
	if v, ok := memo[b]; ok {
		return v
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
			v = max(v, -tttNegamaxMap(q, memo))
		}
	}
	memo[b] = v
	return v
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
// million moves), random sets of 3,500 steps (49 million) and of 100.
func BenchmarkRetroCircle(b *testing.B) {
	const n = 7000
	full := make([]int, n-1)
	for i := range full {
		full[i] = i + 1
	}
	r := rand.New(rand.NewPCG(1, 1))
	pick := func(k int) []int {
		var s []int
		for _, i := range r.Perm(n - 1)[:k] {
			s = append(s, i+1)
		}
		return s
	}
	var m0 runtime.MemStats
	for _, tc := range []struct {
		name string
		a, b []int
	}{{"full", full, full}, {"random3500", pick(3500), pick(3500)}, {"random100", pick(100), pick(100)}} {
		c, err := cgt.NewCircle(n, tc.a, tc.b)
		if err != nil {
			b.Fatal(err)
		}
		for _, workers := range []int{1, 2} {
			b.Run(fmt.Sprintf("%s/workers=%d", tc.name, workers), func(b *testing.B) {
				b.ReportAllocs()
				runtime.ReadMemStats(&m0)
				cgt.RetroLoopCPU(b, func() {
					if _, err := c.Outcomes(context.Background(), &cgt.Options{Workers: workers}); err != nil {
						b.Fatal(err)
					}
				})
				reportRetro(b, 2*n, &m0)
			})
		}
		b.Run(tc.name+"/hand-written", func(b *testing.B) {
			want, err := c.Outcomes(context.Background(), nil)
			if err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			runtime.ReadMemStats(&m0)
			cgt.RetroLoopCPU(b, func() {
				if got := handCircle(n, [2][]int{tc.a, tc.b}); !slices.Equal(got[0], want[0]) || !slices.Equal(got[1], want[1]) {
					b.Fatal("hand-written circle differs from the engine")
				}
			})
			reportRetro(b, 2*n, &m0)
		})
	}
}

// handCircle is the hand-written twin for the circle game, the classic
// solution of the problem: positions 2·object + player on int slices, a
// counter per position, a queue, no interfaces.
func handCircle(n int, sets [2][]int) [2][]cgt.Outcome {
	out := make([]cgt.Outcome, 2*n)
	cnt := make([]int32, 2*n)
	for k := range 2 {
		for o := 1; o < n; o++ {
			cnt[2*o+k] = int32(len(sets[k]))
		}
	}
	queue := []int32{0, 1} // the black hole, either player to move: lost
	out[0], out[1] = cgt.Loss, cgt.Loss
	for len(queue) > 0 {
		c := queue[0]
		queue = queue[1:]
		o, k := int(c)/2, int(c)%2
		pk := 1 - k // the player who moved into c
		for _, st := range sets[pk] {
			q := o - st
			if q < 0 {
				q += n
			}
			if q == 0 {
				continue
			}
			qi := 2*q + pk
			if out[qi] != cgt.Unknown {
				continue
			}
			if out[c] == cgt.Loss {
				out[qi] = cgt.Win
				queue = append(queue, int32(qi))
			} else if cnt[qi]--; cnt[qi] == 0 {
				out[qi] = cgt.Loss
				queue = append(queue, int32(qi))
			}
		}
	}
	var res [2][]cgt.Outcome
	for k := range res {
		for o := 1; o < n; o++ {
			r := out[2*o+k]
			if r == cgt.Unknown {
				r = cgt.Draw
			}
			res[k] = append(res[k], r)
		}
	}
	return res
}

// retroLoopyGame is a dense loopy game on n positions: from p one may
// move to p+1, p+2 (mod n) and p/2, so every position lies on a cycle;
// multiples of 7 have ended, lost for the player to move.
type retroLoopyGame struct{ n int32 }

func (g retroLoopyGame) Moves(dst []int32, p int32) []int32 {
	return append(dst, (p+1)%g.n, (p+2)%g.n, p/2)
}
func (g retroLoopyGame) Terminal(p int32) (cgt.Outcome, bool) { return cgt.Loss, p%7 == 0 }
func (g retroLoopyGame) Predecessors(dst []int32, p int32) []int32 {
	for _, q := range [4]int32{(p - 1 + g.n) % g.n, (p - 2 + g.n) % g.n, 2 * p, 2*p + 1} {
		if q < g.n && q%7 != 0 {
			dst = append(dst, q)
		}
	}
	return dst
}
func (g retroLoopyGame) Size() int            { return int(g.n) }
func (g retroLoopyGame) Index(p int32) int    { return int(p) }
func (g retroLoopyGame) Position(i int) int32 { return int32(i) }

// handLoopy is the hand-written twin: the same retrograde analysis with
// the game's methods called directly, a byte of outcome, a 16-bit
// remoteness and a byte of counter per position, and a queue per layer.
func handLoopy(g retroLoopyGame) (won int) {
	n := int(g.n)
	out := make([]cgt.Outcome, n)
	rem := make([]uint16, n)
	cnt := make([]uint8, n)
	var layer, next []int32
	var buf []int32
	for i := range n {
		p := int32(i)
		if o, ended := g.Terminal(p); ended {
			out[i] = o
			layer = append(layer, p)
			continue
		}
		buf = g.Moves(buf[:0], p)
		cnt[i] = uint8(len(buf))
	}
	for r := uint16(0); len(layer) > 0; r++ {
		next = next[:0]
		for _, c := range layer {
			buf = g.Predecessors(buf[:0], c)
			for _, q := range buf {
				if out[q] != cgt.Unknown {
					continue
				}
				if out[c] == cgt.Loss {
					out[q], rem[q] = cgt.Win, r+1
					next = append(next, q)
				} else if cnt[q]--; cnt[q] == 0 {
					out[q], rem[q] = cgt.Loss, r+1
					next = append(next, q)
				}
			}
		}
		layer, next = next, layer
	}
	for _, o := range out {
		if o == cgt.Win {
			won++
		}
	}
	return won
}

// BenchmarkRetroLoopy solves the retroLoopyGame game on 10⁶ positions (10⁷ with
// CGT_LONG=1) over the whole dense space: the engine with 1 and 2 workers
// beside the hand-written twin. bytes/position is everything allocated
// per solve, the Solution's table included (issue 5: ≤ 4 at 10⁷).
func BenchmarkRetroLoopy(b *testing.B) {
	n := int32(1_000_000)
	if os.Getenv("CGT_LONG") != "" {
		n = 10_000_000
	}
	g := retroLoopyGame{n}
	var m0 runtime.MemStats
	want := 0
	for _, workers := range []int{1, 2} {
		b.Run(fmt.Sprintf("engine/workers=%d", workers), func(b *testing.B) {
			b.ReportAllocs()
			runtime.ReadMemStats(&m0)
			var s *cgt.Solution[int32]
			cgt.RetroLoopCPU(b, func() {
				var err error
				s, err = cgt.SolveRetrograde[int32](context.Background(), g, nil, &cgt.Options{Workers: workers})
				if err != nil {
					b.Fatal(err)
				}
			})
			reportRetro(b, int(n), &m0)
			want = s.Stats().Outcomes[cgt.Win]
		})
	}
	b.Run("hand-written", func(b *testing.B) {
		if want == 0 {
			s, err := cgt.SolveRetrograde[int32](context.Background(), g, nil, nil)
			if err != nil {
				b.Fatal(err)
			}
			want = s.Stats().Outcomes[cgt.Win]
		}
		b.ReportAllocs()
		runtime.ReadMemStats(&m0)
		cgt.RetroLoopCPU(b, func() {
			if won := handLoopy(g); won != want {
				b.Fatalf("hand-written: %d won, engine %d", won, want)
			}
		})
		reportRetro(b, int(n), &m0)
	})
}
