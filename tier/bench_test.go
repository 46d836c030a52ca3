package tier_test

import (
	"context"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/games/connect4"
	"github.com/cgtgo/cgt/tier"
)

// BenchmarkSolveConnect4 solves Connect Four 5×4 tier by tier with one
// worker, files included (raw tables in a temporary directory).
func BenchmarkSolveConnect4(b *testing.B) {
	g := connect4.NewTiered(5, 4)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := tier.Solve(context.Background(), g, tier.Dir(b.TempDir()), tier.Name{Game: "connect4", Params: "5x4"}, nil); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(g.Size())*float64(b.N)/b.Elapsed().Seconds(), "positions/s")
}

// BenchmarkSolveConnect4Hand is the hand-written twin: the same tier by
// tier pass over the same numbering, with the concrete game, slices
// instead of files, and no generic code.
func BenchmarkSolveConnect4Hand(b *testing.B) {
	g := connect4.NewTiered(5, 4)
	b.ReportAllocs()
	for b.Loop() {
		var below []uint16
		for t := g.Tiers() - 1; t >= 0; t-- {
			vals := make([]uint16, g.TierSize(t))
			var p connect4.Position
			for i := range vals {
				if i == 0 {
					p = g.TierPosition(t, 0)
				} else {
					p = g.TierNext(t, p) // as the engine steps (tier.Stepper)
				}
				if o, ended := g.Terminal(p); ended {
					vals[i] = uint16(o) << 13
					continue
				}
				best, won, moves, worst := -1, 0, 0, 0
				tie := -1
				for col := range g.Width() {
					q, ok := g.Play(p, col)
					if !ok {
						continue
					}
					moves++
					e := below[g.TierIndex(q)]
					o, r := cgt.Outcome(e>>13), int(e&(1<<13-1))
					switch o {
					case cgt.Loss:
						if best < 0 || r < best {
							best = r
						}
					case cgt.Win:
						won++
						worst = max(worst, r)
					case cgt.Tie:
						if tie < 0 || r < tie {
							tie = r
						}
					}
				}
				switch {
				case best >= 0:
					vals[i] = uint16(cgt.Win)<<13 | uint16(best+1)
				case won == moves:
					vals[i] = uint16(cgt.Loss)<<13 | uint16(worst+1)
				default:
					vals[i] = uint16(cgt.Tie)<<13 | uint16(tie+1)
				}
			}
			below = vals
		}
		if o := cgt.Outcome(below[0] >> 13); o != cgt.Tie {
			b.Fatalf("5x4 start %v, want a Tie", o)
		}
	}
	b.ReportMetric(float64(g.Size())*float64(b.N)/b.Elapsed().Seconds(), "positions/s")
}
