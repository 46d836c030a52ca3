package cgt_test

import (
	"context"
	"fmt"
	"os"
	"runtime"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/internal/testutil"
	"github.com/google/go-cmp/cmp"
)

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
// (or CGT_BENCH_WORKERS, testutil.BenchWorkers)
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
	for _, workers := range testutil.BenchWorkers() {
		b.Run(fmt.Sprintf("engine/workers=%d", workers), func(b *testing.B) {
			b.ReportAllocs()
			runtime.ReadMemStats(&m0)
			var s *cgt.Solution[int32]
			testutil.LoopCPU(b, func() {
				var err error
				s, err = cgt.SolveRetrograde[int32](context.Background(), g, nil, &cgt.Options{Workers: workers})
				if err != nil {
					b.Fatal(err)
				}
			})
			testutil.ReportRetro(b, int(n), &m0)
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
		testutil.LoopCPU(b, func() {
			if won := handLoopy(g); won != want {
				b.Fatalf("hand-written: %d won, engine %d", won, want)
			}
		})
		testutil.ReportRetro(b, int(n), &m0)
	})
}

// retroRandomGame is a dense loopy game on 2^bits positions whose moves
// lead anywhere: from p to a·p+1, b·p+3 and c·p+5 (mod 2^bits, the
// multipliers odd, so each move is a permutation and Predecessors inverts
// it); multiples of 11 have ended, lost for the player to move. Its table
// outgrows the processor's caches, as a real game's does, and its moves
// cost next to nothing, so it measures the engine's memory traffic.
type retroRandomGame struct{ bits uint }

// The multipliers and their inverses mod 2³².
const randA, randB, randC = 0x9E3779B1, 0x85EBCA77, 0xC2B2AE3D

var randInvA, randInvB, randInvC = inverse32(randA), inverse32(randB), inverse32(randC)

// inverse32 returns the inverse of the odd a mod 2³² (Newton's iteration,
// each step doubling the bits that are right).
func inverse32(a uint32) uint32 {
	x := a
	for range 5 {
		x *= 2 - a*x
	}
	return x
}

func (g retroRandomGame) mask() uint32 { return 1<<g.bits - 1 }

func (g retroRandomGame) Moves(dst []int32, p int32) []int32 {
	u, m := uint32(p), g.mask()
	return append(dst, int32((u*randA+1)&m), int32((u*randB+3)&m), int32((u*randC+5)&m))
}
func (g retroRandomGame) Terminal(p int32) (cgt.Outcome, bool) { return cgt.Loss, p%11 == 0 }
func (g retroRandomGame) Predecessors(dst []int32, p int32) []int32 {
	u, m := uint32(p), g.mask()
	for _, q := range [3]uint32{(u - 1) * randInvA & m, (u - 3) * randInvB & m, (u - 5) * randInvC & m} {
		if q%11 != 0 {
			dst = append(dst, int32(q))
		}
	}
	return dst
}
func (g retroRandomGame) Size() int            { return 1 << g.bits }
func (g retroRandomGame) Index(p int32) int    { return int(p) }
func (g retroRandomGame) Position(i int) int32 { return int32(i) }

// handRandom is retroRandomGame's hand-written twin: the game's arithmetic
// written out in the loop (no method calls), a byte of outcome, a 16-bit
// remoteness and a byte of counter per position (every position that has
// not ended has three moves), a queue per layer, each probe waited for.
func handRandom(g retroRandomGame) (won int) {
	n, m := 1<<g.bits, g.mask()
	out := make([]cgt.Outcome, n)
	rem := make([]uint16, n)
	cnt := make([]uint8, n)
	var layer, next []uint32
	for i := range n {
		if i%11 == 0 {
			out[i] = cgt.Loss
			layer = append(layer, uint32(i))
		} else {
			cnt[i] = 3
		}
	}
	for r := uint16(1); len(layer) > 0; r++ {
		next = next[:0]
		for _, c := range layer {
			win := out[c] == cgt.Loss
			for _, q := range [3]uint32{(c - 1) * randInvA & m, (c - 3) * randInvB & m, (c - 5) * randInvC & m} {
				switch {
				case out[q] != cgt.Unknown: // resolved, or ended (a multiple of 11)
				case win:
					out[q], rem[q] = cgt.Win, r
					next = append(next, q)
				default:
					if cnt[q]--; cnt[q] == 0 {
						out[q], rem[q] = cgt.Loss, r
						next = append(next, q)
					}
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

// TestRetroRandomGame checks the benchmark's game and the engine on it:
// Predecessors is the inverse of Moves (Verify); over the whole space the
// engine, with 1 and 3 workers, wins as many positions as the hand-written
// twin; over the part reachable from a start (closed under moves, so its
// answers are the whole space's) it gives every position found the whole
// space's outcome and remoteness.
func TestRetroRandomGame(t *testing.T) {
	g := retroRandomGame{12}
	if err := cgt.Verify[int32](g, nil); err != nil {
		t.Fatal(err)
	}
	want := handRandom(g)
	for _, workers := range []int{1, 3} {
		whole, err := cgt.SolveRetrograde[int32](context.Background(), g, nil, &cgt.Options{Workers: workers})
		if err != nil {
			t.Fatal(err)
		}
		if got := whole.Stats().Outcomes[cgt.Win]; got != want {
			t.Errorf("%d workers: %d positions won, hand-written %d", workers, got, want)
		}
		reach, err := cgt.SolveRetrograde[int32](context.Background(), g, []int32{1}, &cgt.Options{Workers: workers})
		if err != nil {
			t.Fatal(err)
		}
		if reach.Len() < g.Size()/2 {
			t.Fatalf("%d workers: %d positions reached from 1", workers, reach.Len())
		}
		for p := range int32(g.Size()) {
			o, r := reach.Outcome(p), reach.Remoteness(p)
			if o != cgt.Unknown && (o != whole.Outcome(p) || r != whole.Remoteness(p)) {
				t.Fatalf("%d workers: position %d reached: %v in %d, whole space %v in %d", workers, p, o, r, whole.Outcome(p), whole.Remoteness(p))
			}
		}
	}
}

// BenchmarkRetroRandom solves retroRandomGame on 2²⁵ positions, over the
// whole space and over the part reachable from a start (a scope, as
// Dobutsu's solve has), with 1 and 2 workers (or CGT_BENCH_WORKERS,
// testutil.BenchWorkers), beside the hand-written
// twin: a table of 64 MiB, twice the processor's last cache here, probed
// at random.
func BenchmarkRetroRandom(b *testing.B) {
	g := retroRandomGame{25}
	want := 0
	for _, scope := range []string{"whole", "reach"} {
		for _, workers := range testutil.BenchWorkers() {
			b.Run(fmt.Sprintf("engine/%s/workers=%d", scope, workers), func(b *testing.B) {
				var starts []int32
				if scope == "reach" {
					starts = []int32{1}
				}
				b.ReportAllocs()
				var s *cgt.Solution[int32]
				testutil.LoopCPU(b, func() {
					var err error
					s, err = cgt.SolveRetrograde[int32](context.Background(), g, starts, &cgt.Options{Workers: workers})
					if err != nil {
						b.Fatal(err)
					}
				})
				if scope == "whole" {
					want = s.Stats().Outcomes[cgt.Win]
				}
			})
		}
	}
	b.Run("hand-written", func(b *testing.B) {
		b.ReportAllocs()
		testutil.LoopCPU(b, func() {
			if won := handRandom(g); want != 0 && won != want {
				b.Fatalf("hand-written: %d won, engine %d", won, want)
			}
		})
	})
}

// TestStatsWorkers checks Stats of a Solution large enough to be counted
// on several goroutines (2²¹ positions, 3 workers; the reachable scope
// too) against a count of its slots one at a time (Slots).
func TestStatsWorkers(t *testing.T) {
	if testing.Short() {
		t.Skip("solves 2²¹ positions twice")
	}
	g := retroRandomGame{21}
	for _, starts := range [][]int32{nil, {1}} {
		s, err := cgt.SolveRetrograde[int32](context.Background(), g, starts, &cgt.Options{Workers: 3})
		if err != nil {
			t.Fatal(err)
		}
		want := cgt.Stats{MaxRemoteness: -1}
		for _, r := range s.Slots() {
			want.Positions++
			want.Outcomes[r.Outcome]++
			if r.Remoteness >= 0 {
				for len(want.Remoteness[r.Outcome]) <= r.Remoteness {
					want.Remoteness[r.Outcome] = append(want.Remoteness[r.Outcome], 0)
				}
				want.Remoteness[r.Outcome][r.Remoteness]++
				want.MaxRemoteness = max(want.MaxRemoteness, r.Remoteness)
			}
		}
		if diff := cmp.Diff(want, s.Stats()); diff != "" {
			t.Errorf("starts %v: Stats (-by slot +Stats):\n%s", starts, diff)
		}
	}
}
