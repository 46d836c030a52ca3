package cgt_test

import (
	"context"
	"fmt"
	"os"
	"runtime"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/internal/testutil"
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
