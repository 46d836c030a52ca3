package mills_test

import (
	"testing"

	"github.com/cgtgo/cgt/board"
	"github.com/cgtgo/cgt/games/mills"
	"github.com/cgtgo/cgt/games/morris"
	"github.com/cgtgo/cgt/internal/testutil"
	"github.com/cgtgo/cgt/tier"
)

// nineTier returns the midgame of Nine Men's Morris of at most 9 stones as
// this package writes it and as games/morris numbers it by hand, and
// their numbers of the tier of four and five stones (the subspaces 4-5
// and 5-4: 2,098,926 classes in both).
func nineTier(b *testing.B) (board.Game, int, *morris.Midgame, int) {
	mg, err := mills.New(mills.Nine, mills.Options{Midgame: true, MaxStones: 9})
	if err != nil {
		b.Fatal(err)
	}
	mo := morris.NewMidgame(9)
	gt, mt := -1, -1
	for t := range mg.Tiers() {
		if s, _ := mg.TierShapes(t); s[0].On[0]+s[0].On[1] == 9 && min(s[0].On[0], s[0].On[1]) == 4 {
			gt = t
		}
	}
	for t := range mo.Tiers() {
		if a, c := mo.TierStones(t); a == 4 && c == 5 {
			mt = t
		}
	}
	if gt < 0 || mt < 0 || mg.TierSize(gt) != mo.TierSize(mt) {
		b.Fatalf("tiers %d and %d", gt, mt)
	}
	return mg, gt, mo, mt
}

// BenchmarkRetroNine times the two methods of the lean retrograde analysis
// of a loopy tier (tier.Retro) on the same tier of Nine Men's Morris:
// games/morris's hand-written ones beside the board package's, which this
// package's rules get without a line of numbering. count: CountMoves over
// 40 chunks of 8,192 slots (cpu-ns/pos); preds: PredecessorSlots of 4,096
// slots spread evenly over the tier (cpu-ns/j).
func BenchmarkRetroNine(b *testing.B) {
	mg, gt, mo, mt := nineTier(b)
	if mg.TierSize(gt) != mo.TierSize(mt) {
		b.Fatal("tiers of different sizes")
	}
	for _, c := range []struct {
		name string
		rv   tier.Retro
		t    int
	}{{"morris", mo, mt}, {"mills", mg.(tier.Retro), gt}} {
		b.Run("count/"+c.name, func(b *testing.B) {
			b.ReportAllocs()
			cnt := make([]uint16, 8192)
			c.rv.CountMoves(cnt, c.t, 0) // builds the tables first
			start := testutil.CPUTime()
			for b.Loop() {
				for lo := 0; lo < 40*8192; lo += 8192 {
					c.rv.CountMoves(cnt, c.t, lo)
				}
			}
			b.ReportMetric(float64(testutil.CPUTime()-start)/float64(b.N)/40/8192, "cpu-ns/pos")
		})
		b.Run("preds/"+c.name, func(b *testing.B) {
			b.ReportAllocs()
			var js []int
			n := mg.TierSize(gt)
			for k := range 4096 {
				js = append(js, k*(n/4096))
			}
			dst := c.rv.PredecessorSlots(nil, c.t, c.t, js)
			start := testutil.CPUTime()
			for b.Loop() {
				dst = c.rv.PredecessorSlots(dst[:0], c.t, c.t, js)
			}
			b.ReportMetric(float64(testutil.CPUTime()-start)/float64(b.N)/float64(len(js)), "cpu-ns/j")
		})
	}
}

// BenchmarkRulesNine times the rules themselves on 8,192 positions of the
// tier: Moves and Terminal, and the board package's TierIndex.
func BenchmarkRulesNine(b *testing.B) {
	mg, gt, _, _ := nineTier(b)
	ps := make([]board.Pos, 8192)
	for i := range ps {
		ps[i] = mg.TierPosition(gt, i*7)
	}
	r := mg.Rules()
	var moves []board.Pos
	b.Run("moves", func(b *testing.B) {
		k, n := 0, 0
		testutil.LoopCPU(b, func() { moves = r.Moves(moves[:0], ps[k&8191]); n += len(moves); k++ })
		b.ReportMetric(float64(n)/float64(b.N), "moves/pos")
	})
	b.Run("terminal", func(b *testing.B) {
		k := 0
		testutil.LoopCPU(b, func() { r.Terminal(ps[k&8191]); k++ })
	})
	b.Run("tierindex", func(b *testing.B) {
		k := 0
		testutil.LoopCPU(b, func() { mg.TierIndex(ps[k&8191]); k++ })
	})
}
