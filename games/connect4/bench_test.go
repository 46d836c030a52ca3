package connect4

import (
	"context"
	"fmt"
	"math"
	"math/bits"
	"testing"
	"unsafe"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/internal/testutil"
)

// c4Twin is the hand-written twin of the Searcher on ConnectFour: a
// recursive fail-soft negamax on the bitboards with the same move list
// and bounds from one pass (analyse, as MovesBounds), the same ordering
// (OrderMoves, the table's move first), no table entry for a position
// with one move, the same two-entry table keyed on Canonical with the same
// hash, replacement and entry layout, and the same MTD(f) driver — so it
// visits the same nodes. What separates their speeds is the engine's
// generality (interface calls, explicit stack, generic entries), against
// what plain Go cannot write: the engine prefetches the next move's bucket
// (an instruction in assembly) and asks Linux for huge pages, so on the
// larger boards it is the faster of the two.
type c4Twin struct {
	c     *Game
	tt    [][2]c4Entry
	shift uint
	nodes int
}

// The twin's entry kinds, as the Searcher's.
const (
	ttEmpty uint8 = iota
	ttLower       // the value is a lower bound (the search failed high)
	ttUpper       // the value is an upper bound (the search failed low)
	ttExact
	ttKind = 3
	ttFlip = 4
)

type c4Entry struct {
	key   Position
	val   int
	_     uint32 // where the Searcher keeps its bucket lock: the same layout
	depth uint16
	move  uint8
	kind  uint8 // the kind, and ttFlip
}

func newC4Twin(c *Game, tableBytes int) *c4Twin {
	n, bits := 1, uint(0)
	for 2*n*int(unsafe.Sizeof([2]c4Entry{})) <= tableBytes { // as NewSearcher
		n *= 2
		bits++
	}
	return &c4Twin{c: c, tt: make([][2]c4Entry, n), shift: 64 - bits}
}

func (t *c4Twin) search(p Position, alpha, beta int) (val, height int) {
	t.nodes++
	c := t.c
	if c.aligned(p.Cur ^ p.Mask) {
		return -(c.w*c.h + 2 - bits.OnesCount64(p.Mask)) / 2, 0
	}
	if p.Mask == c.full {
		return 0, 0
	}
	set, lo, hi := c.analyse(p)
	switch {
	case hi <= alpha:
		return hi, 0
	case lo >= beta:
		return lo, 0
	case lo >= hi:
		return lo, 0
	}
	beta, alpha = min(beta, hi), max(alpha, lo)
	var buf [8]Position // the benchmarked boards are at most 8 wide
	moves := c.appendMoves(buf[:0], p, set)
	if len(moves) == 1 {
		// As the Searcher: one move, no table entry.
		v, hq := t.search(moves[0], -beta, -alpha)
		return -v, hq + 1
	}
	key := c.Canonical(p)
	h := c.Hash(key) * 0x9E3779B97F4A7C15
	b := &t.tt[h>>t.shift]
	ttMove := -1
	for i := range b {
		e := &b[i]
		if e.kind == ttEmpty || e.key != key {
			continue
		}
		if (e.kind&ttFlip != 0) == (key != p) {
			ttMove = int(e.move) - 1
		}
		switch e.kind & ttKind {
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
	if key != p {
		kind |= ttFlip
	}
	e := c4Entry{key: key, val: best, depth: uint16(height), kind: kind, move: uint8(orig + 1)}
	if b[0].kind == ttEmpty || b[0].key == key || e.depth >= b[0].depth {
		if b[1].kind != ttEmpty && b[1].key == key {
			b[1].kind = ttEmpty
		}
		b[0] = e
	} else {
		b[1] = e
	}
	return best, height
}

// solve is MTD(f) from the first guess 0, as Searcher.Solve on an empty table.
func (t *c4Twin) solve(p Position) int {
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
		c := New(tc.w, tc.h)
		name := fmt.Sprintf("%dx%d", tc.w, tc.h)
		b.Run(name+"/engine", func(b *testing.B) {
			twin := newC4Twin(c, tableBytes)
			if v := twin.solve(c.Start()); v != tc.margin {
				b.Fatalf("%dx%d: twin %d, want %d", tc.w, tc.h, v, tc.margin)
			}
			twinNodes := twin.nodes
			b.ReportAllocs()
			s := cgt.NewSearcher(c, &cgt.Options{TableBytes: tableBytes})
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
			s := cgt.NewSearcher(c, &cgt.Options{TableBytes: tableBytes})
			twin := newC4Twin(c, tableBytes)
			testutil.Interleaved(b, func() { s.Clear(); clear(twin.tt) }, func() {
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

// BenchmarkConnectFourWorkers: the Searcher solving the 6×5 board from the
// empty board (margin 0) with 1 and 2 workers (or CGT_BENCH_WORKERS,
// testutil.BenchWorkers) sharing a 64 MiB table, the
// table cleared before each solve; cpu-ns/op against ns/op is the CPU a
// worker more costs (issue 33). The margin is checked: the workers give
// the same answer (ABDADA, see cgt.Searcher).
func BenchmarkConnectFourWorkers(b *testing.B) {
	c := New(6, 5)
	for _, workers := range testutil.BenchWorkers() {
		b.Run(fmt.Sprintf("workers=%d", workers), func(b *testing.B) {
			s := cgt.NewSearcher(c, &cgt.Options{TableBytes: 64 << 20, Workers: workers})
			b.ReportAllocs()
			testutil.LoopCPU(b, func() {
				s.Clear()
				if v, err := s.Solve(context.Background(), c.Start()); err != nil || v != 0 {
					b.Fatal(v, err)
				}
			})
		})
	}
}
