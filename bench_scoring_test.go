package cgt

import (
	"context"
	"fmt"
	"math"
	"math/bits"
	"math/rand/v2"
	"runtime"
	"testing"
	"time"
	"unsafe"
)

// interleaved runs engine and twin alternately (in both orders) in every
// iteration and reports the ratio of their total times: on a shared,
// noisy machine this ratio is far steadier than two separate benchmarks.
// prepare (untimed) runs before each of them.
func interleaved(b *testing.B, prepare, engine, twin func()) {
	var te, tt time.Duration
	i := 0
	for b.Loop() {
		for k := 0; k < 2; k++ {
			prepare()
			t0 := time.Now()
			if (i+k)%2 == 0 {
				engine()
				te += time.Since(t0)
			} else {
				twin()
				tt += time.Since(t0)
			}
		}
		i++
	}
	b.ReportMetric(float64(te)/float64(tt), "engine/handwritten")
}

// Benchmarks of the scoring engines, each beside a hand-written twin.
// Read the ratios from one run, e.g.
//
//	go test -run '^$' -bench 'Coins|ZeroSum|ConnectFour' -count 5 -benchtime 3x

func coinRow(n int) []int {
	rng := rand.New(rand.NewPCG(1, uint64(n)))
	row := make([]int, n)
	for i := range row {
		row[i] = rng.IntN(1000)
	}
	return row
}

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
// space in index order, which is children first), the engine walking from
// the full row, and the two hand-written twins. The zero-sum shortcut is on
// (Coins is ZeroSum); BenchmarkZeroSum measures it.
func BenchmarkCoins(b *testing.B) {
	const n = 3000
	row := coinRow(n)
	g := NewCoins(row)
	ctx := context.Background()
	positions := float64(g.Size())
	want := coinsBrute(row[:12])
	b.Run("engine-dense", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			s, err := SolveScores(ctx, g, nil, nil)
			if err != nil || s.Score(Span{0, 12}) != want {
				b.Fatal(err)
			}
		}
		b.ReportMetric(positions*float64(b.N)/b.Elapsed().Seconds(), "positions/s")
	})
	b.Run("engine-by-position", func(b *testing.B) {
		// Without ScoringAt (a forwarding wrapper hides it): Position,
		// Terminal, Moves, Index per move and Remaining per position.
		fg := zeroSumFwd[Span, int]{hideZeroSum[Span, int]{g}, g}
		b.ReportAllocs()
		for b.Loop() {
			s, err := SolveScores[Span, int](ctx, fg, nil, nil)
			if err != nil || s.Score(Span{0, 12}) != want {
				b.Fatal(err)
			}
		}
		b.ReportMetric(positions*float64(b.N)/b.Elapsed().Seconds(), "positions/s")
	})
	b.Run("engine-from-start", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			s, err := SolveScores(ctx, g, []Span{g.Start()}, nil)
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
		var sg Scoring[Span, int] = g
		var d Dense[Span] = g
		var z ZeroSum[Span, int] = g
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
		interleaved(b, runtime.GC, func() {
			if _, err := SolveScores(ctx, g, nil, nil); err != nil {
				b.Fatal(err)
			}
		}, func() { coinsRowwise(row, make([]int, g.Size())) })
	})
	b.Run("ratio-textbook", func(b *testing.B) {
		interleaved(b, runtime.GC, func() {
			if _, err := SolveScores(ctx, g, nil, nil); err != nil {
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

// hideZeroSum forwards a ZeroSum, Dense game without its Remaining, so
// SolveScores takes the Gain form.
type hideZeroSum[P comparable, S Score] struct {
	g interface {
		Scoring[P, S]
		Dense[P]
	}
}

func (h hideZeroSum[P, S]) Moves(dst []P, p P) []P       { return h.g.Moves(dst, p) }
func (h hideZeroSum[P, S]) Terminal(p P) (Outcome, bool) { return h.g.Terminal(p) }
func (h hideZeroSum[P, S]) Gain(p, q P) S                { return h.g.Gain(p, q) }
func (h hideZeroSum[P, S]) Payoff(p P) S                 { return h.g.Payoff(p) }
func (h hideZeroSum[P, S]) Size() int                    { return h.g.Size() }
func (h hideZeroSum[P, S]) Index(p P) int                { return h.g.Index(p) }
func (h hideZeroSum[P, S]) Position(i int) P             { return h.g.Position(i) }

// zeroSumFwd forwards everything, Remaining included, so that the two forms
// pay the same forwarding cost.
type zeroSumFwd[P comparable, S Score] struct {
	hideZeroSum[P, S]
	z ZeroSum[P, S]
}

func (z zeroSumFwd[P, S]) Remaining(p P) S { return z.z.Remaining(p) }

// BenchmarkZeroSum shows what the zero-sum shortcut saves: the same games
// solved by SolveScores with Remaining (one call per position) and without
// (one Gain per move), through identical forwarding wrappers. The prime race
// with A = 20 has 20 moves per position, Coins has 2, Blocks of 300 has 300
// on average.
func BenchmarkZeroSum(b *testing.B) {
	ctx := context.Background()
	race := NewPrimeRace(200_000, 20)
	coins := NewCoins(coinRow(1500))
	blocks := NewBlocks(coinRow(300))
	for _, tc := range []struct {
		name string
		zs   Scoring[int, int]
		gain Scoring[int, int]
		n    int
	}{
		{"primerace-N200000-A20", zeroSumFwd[int, int]{hideZeroSum[int, int]{race}, race}, hideZeroSum[int, int]{race}, race.Size()},
	} {
		for _, form := range []struct {
			name string
			g    Scoring[int, int]
		}{{"zerosum", tc.zs}, {"gain", tc.gain}} {
			b.Run(tc.name+"/"+form.name, func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					if _, err := SolveScores(ctx, form.g, nil, nil); err != nil {
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
			ZeroSum[Span, int]
			Dense[Span]
		}
	}{{"coins-1500", coins}, {"blocks-300", blocks}} {
		for _, form := range []struct {
			name string
			g    Scoring[Span, int]
		}{{"zerosum", zeroSumFwd[Span, int]{hideZeroSum[Span, int]{tc.g}, tc.g}}, {"gain", hideZeroSum[Span, int]{tc.g}}} {
			b.Run(tc.name+"/"+form.name, func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					if _, err := SolveScores(ctx, form.g, nil, nil); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric(float64(tc.g.Size())*float64(b.N)/b.Elapsed().Seconds(), "positions/s")
			})
		}
	}
}

// BenchmarkPrimeRace: Totals (the O(N) window-minimum DP) at N = 10⁶
// beside the engine on the same race.
func BenchmarkPrimeRace(b *testing.B) {
	const n, a = 1_000_000, 10
	g := NewPrimeRace(n, a)
	first, _ := g.Totals()
	b.Run("totals", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if f, _ := g.Totals(); f != first {
				b.Fatal("wrong")
			}
		}
		b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "positions/s")
	})
	b.Run("engine", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			s, err := SolveScores(context.Background(), g, nil, nil)
			if err != nil {
				b.Fatal(err)
			}
			if f, _ := s.Total(0); f != first {
				b.Fatal("wrong")
			}
		}
		b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "positions/s")
	})
}

// c4Twin is the hand-written twin of the Searcher on ConnectFour: a
// recursive fail-soft negamax on the bitboards with the same move list
// (searchable), the same bounds (MarginBounds), the same ordering
// (OrderMoves, the table's move first), the
// same two-entry table with the same hash, replacement and entry layout,
// and the same MTD(f) driver — so it visits the same nodes, and only the
// engine's generality (interface calls, explicit stack, generic entries)
// separates their speeds.
type c4Twin struct {
	c     *ConnectFour
	tt    [][2]c4Entry
	shift uint
	nodes int
}

type c4Entry struct {
	key   ConnectFourPos
	val   int
	depth uint16
	kind  uint8
	move  uint16
}

func newC4Twin(c *ConnectFour, tableBytes int) *c4Twin {
	n, bits := 1, uint(0)
	for 2*n*int(unsafe.Sizeof([2]c4Entry{})) <= tableBytes { // as NewSearcher
		n *= 2
		bits++
	}
	return &c4Twin{c: c, tt: make([][2]c4Entry, n), shift: 64 - bits}
}

func (t *c4Twin) search(p ConnectFourPos, alpha, beta int) (val, height int) {
	t.nodes++
	c := t.c
	if c.aligned(p.Cur ^ p.Mask) {
		return -(c.w*c.h + 2 - bits.OnesCount64(p.Mask)) / 2, 0
	}
	if p.Mask == c.full {
		return 0, 0
	}
	lo, hi := c.MarginBounds(p)
	switch {
	case hi <= alpha:
		return hi, 0
	case lo >= beta:
		return lo, 0
	case lo >= hi:
		return lo, 0
	}
	beta, alpha = min(beta, hi), max(alpha, lo)
	h := c.Hash(p) * 0x9E3779B97F4A7C15
	b := &t.tt[h>>t.shift]
	ttMove := -1
	for i := range b {
		e := &b[i]
		if e.kind == ttEmpty || e.key != p {
			continue
		}
		ttMove = int(e.move) - 1
		switch e.kind {
		case ttExact:
			return e.val, int(e.depth)
		case ttLower:
			if e.val >= beta {
				return e.val, int(e.depth)
			}
			alpha = max(alpha, e.val)
		case ttUpper:
			if e.val <= alpha {
				return e.val, int(e.depth)
			}
			beta = min(beta, e.val)
		}
		break
	}
	var buf [8]ConnectFourPos // the benchmarked boards are at most 8 wide
	moves := c.Moves(buf[:0], p)
	c.OrderMoves(p, moves)
	if ttMove >= len(moves) {
		ttMove = -1
	}
	if ttMove > 0 {
		m := moves[ttMove]
		copy(moves[1:ttMove+1], moves[:ttMove])
		moves[0] = m
	}
	alpha0 := alpha
	best, bestAt, height := 0, -1, 0
	for i, q := range moves {
		v, hq := t.search(q, -beta, -alpha)
		v = -v
		height = max(height, hq+1)
		if bestAt < 0 || v > best {
			best, bestAt = v, i
		}
		if v >= beta {
			break
		}
		alpha = max(alpha, v)
	}
	kind := ttExact
	if best >= beta {
		kind = ttLower
	} else if best <= alpha0 {
		kind = ttUpper
	}
	orig := bestAt
	if ttMove > 0 {
		switch {
		case bestAt == 0:
			orig = ttMove
		case bestAt <= ttMove:
			orig = bestAt - 1
		}
	}
	e := c4Entry{key: p, val: best, depth: uint16(height), kind: kind, move: uint16(orig + 1)}
	if b[0].kind == ttEmpty || b[0].key == p || e.depth >= b[0].depth {
		if b[1].kind != ttEmpty && b[1].key == p {
			b[1].kind = ttEmpty
		}
		b[0] = e
	} else {
		b[1] = e
	}
	return best, height
}

// solve is MTD(f) from the first guess 0, as Searcher.Solve on an empty table.
func (t *c4Twin) solve(p ConnectFourPos) int {
	g, lo, hi := 0, math.MinInt, math.MaxInt
	for lo < hi {
		beta := g
		if g == lo {
			beta = g + 1
		}
		g, _ = t.search(p, beta-1, beta)
		if g < beta {
			hi = g
		} else {
			lo = g
		}
	}
	return lo
}

// BenchmarkConnectFour: Searcher.Solve (MTD(f)) from the empty board beside
// the hand-written twin with the same ordering and table; the node counts
// are checked equal and nodes/s is reported. The first three boards are
// tested in TestConnectFourKnown too; 5×5 and 6×5 take seconds.
func BenchmarkConnectFour(b *testing.B) {
	const tableBytes = 1 << 24
	for _, tc := range []struct {
		w, h, margin int
	}{{5, 4, 0}, {6, 4, -1}, {5, 5, 0}, {6, 5, 0}} {
		c := NewConnectFour(tc.w, tc.h)
		name := fmt.Sprintf("%dx%d", tc.w, tc.h)
		b.Run(name+"/engine", func(b *testing.B) {
			twin := newC4Twin(c, tableBytes)
			if v := twin.solve(c.Start()); v != tc.margin {
				b.Fatalf("%dx%d: twin %d, want %d", tc.w, tc.h, v, tc.margin)
			}
			twinNodes := twin.nodes
			b.ReportAllocs()
			s := NewSearcher(c, &Options{TableBytes: tableBytes})
			nodes := 0
			for b.Loop() {
				b.StopTimer()
				s.Clear()
				b.StartTimer()
				before := s.Stats().Nodes
				v, err := s.Solve(context.Background(), c.Start())
				if err != nil || v != tc.margin {
					b.Fatal(v, err)
				}
				if n := s.Stats().Nodes - before; n != twinNodes {
					b.Fatalf("engine visited %d nodes, twin %d", n, twinNodes)
				}
				nodes += twinNodes
			}
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
		})
		b.Run(name+"/ratio", func(b *testing.B) {
			s := NewSearcher(c, &Options{TableBytes: tableBytes})
			twin := newC4Twin(c, tableBytes)
			interleaved(b, func() { s.Clear(); clear(twin.tt) }, func() {
				if v, err := s.Solve(context.Background(), c.Start()); err != nil || v != tc.margin {
					b.Fatal(v, err)
				}
			}, func() {
				if v := twin.solve(c.Start()); v != tc.margin {
					b.Fatal(v)
				}
			})
		})
		b.Run(name+"/handwritten", func(b *testing.B) {
			twin := newC4Twin(c, tableBytes)
			b.ReportAllocs()
			nodes := 0
			for b.Loop() {
				b.StopTimer()
				clear(twin.tt)
				b.StartTimer()
				twin.nodes = 0
				if v := twin.solve(c.Start()); v != tc.margin {
					b.Fatal(v)
				}
				nodes += twin.nodes
			}
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
		})
	}
}
