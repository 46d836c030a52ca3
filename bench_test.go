package cgt_test

import (
	"context"
	"math/bits"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/games/subtraction"
	"github.com/cgtgo/cgt/internal/testutil"
)

// mapOnly hides every capability of a game but Reversible, so that the
// engines key their tables by a map: the "engine-map" benchmarks.
type mapOnly struct{ g cgt.Reversible[int] }

func (m mapOnly) Moves(dst []int, p int) []int        { return m.g.Moves(dst, p) }
func (m mapOnly) Predecessors(dst []int, p int) []int { return m.g.Predecessors(dst, p) }
func (m mapOnly) Terminal(p int) (cgt.Outcome, bool)  { return m.g.Terminal(p) }

func reportRate(b *testing.B, positions int) {
	b.ReportMetric(float64(positions)*float64(b.N)/b.Elapsed().Seconds(), "positions/s")
}

// BenchmarkGrundy: nim-values of the subtraction game {1,3,4} on heaps
// 0…10^7, by the engine (Dense, and map-backed from the top heap) and by the
// tightest hand-written loop.
func BenchmarkGrundy(b *testing.B) {
	const n = 10_000_000
	set := []int{1, 3, 4}
	ctx := context.Background()
	game := func(n int) *subtraction.Game {
		g, err := subtraction.New(set, n, cgt.Normal)
		if err != nil {
			b.Fatal(err)
		}
		return g
	}
	b.Run("sub134/engine-dense", func(b *testing.B) {
		b.ReportAllocs()
		g := game(n)
		var sol *cgt.Solution[int]
		testutil.LoopCPU(b, func() {
			sol, _ = cgt.SolveGrundy[int](ctx, g, nil, nil)
		})
		reportRate(b, n+1)
		if sol.Value(n) != int(handGrundy(set, n)[n]) {
			b.Fatal("engine and hand-written loop disagree")
		}
	})
	b.Run("sub134/engine-map", func(b *testing.B) {
		b.ReportAllocs()
		m := n / 10 // the map costs far more per position; fewer of them
		testutil.LoopCPU(b, func() {
			cgt.SolveGrundy[int](ctx, mapOnly{game(m)}, []int{m}, nil)
		})
		reportRate(b, m+1)
	})
	b.Run("sub134/handwritten-map", func(b *testing.B) {
		b.ReportAllocs()
		m := n / 10
		testutil.LoopCPU(b, func() {
			handGrundyMap(set, m)
		})
		reportRate(b, m+1)
	})
	b.Run("sub134/handwritten", func(b *testing.B) {
		b.ReportAllocs()
		testutil.LoopCPU(b, func() {
			handGrundy(set, n)
		})
		reportRate(b, n+1)
	})
}

// handGrundy is the hand-written twin: mex over a one-word bitset.
func handGrundy(set []int, n int) []uint8 {
	g := make([]uint8, n+1)
	for i := range g {
		var seen uint64
		for _, k := range set {
			if k <= i {
				seen |= 1 << g[i-k]
			}
		}
		g[i] = uint8(bits.TrailingZeros64(^seen))
	}
	return g
}

// handGrundyMap is the hand-written twin for a game keyed by a map: the same
// loop with the values in a Go map, as a program whose positions are not
// numbered would keep them.
func handGrundyMap(set []int, n int) map[int]uint8 {
	g := make(map[int]uint8)
	for i := 0; i <= n; i++ {
		var seen uint64
		for _, k := range set {
			if k <= i {
				seen |= 1 << g[i-k]
			}
		}
		g[i] = uint8(bits.TrailingZeros64(^seen))
	}
	return g
}

// BenchmarkTopo: win/loss and remoteness of subtract-a-square on heaps
// 0…n, by the engine's push and pull forms and by hand-written twins of
// each (the same algorithm written as a plain loop over slices).
func BenchmarkTopo(b *testing.B) {
	ctx := context.Background()
	for _, n := range []int{1_000_000, 10_000_000} {
		name := "square1e6/"
		if n == 10_000_000 {
			name = "square1e7/"
		}
		g := subtraction.Squares{N: n}
		b.Run(name+"push-engine-dense", func(b *testing.B) {
			b.ReportAllocs()
			var sol *cgt.Solution[int]
			testutil.LoopCPU(b, func() {
				sol, _ = cgt.SolvePush[int](ctx, g, nil, nil)
			})
			reportRate(b, n+1)
			if _, rem := handPush(n); sol.Remoteness(n) != int(rem[n]) {
				b.Fatal("engine and hand-written loop disagree")
			}
		})
		if n <= 1_000_000 {
			order := make([]int, n+1)
			for i := range order {
				order[i] = i
			}
			b.Run(name+"push-engine-map", func(b *testing.B) {
				b.ReportAllocs()
				testutil.LoopCPU(b, func() {
					cgt.SolvePush[int](ctx, mapOnly{g}, order, nil)
				})
				reportRate(b, n+1)
			})
		}
		if n <= 1_000_000 {
			b.Run(name+"push-handwritten-map", func(b *testing.B) {
				b.ReportAllocs()
				var rem map[int]int32
				testutil.LoopCPU(b, func() {
					rem = handPushMap(n)
				})
				reportRate(b, n+1)
				if (rem[n] >= 0) != handPushLost(n) {
					b.Fatal("map twin disagrees with the slice twin")
				}
			})
		}
		b.Run(name+"push-handwritten", func(b *testing.B) {
			b.ReportAllocs()
			testutil.LoopCPU(b, func() {
				handPush(n)
			})
			reportRate(b, n+1)
		})
		b.Run(name+"sieve-outcomes-only", func(b *testing.B) {
			// The plain sieve computes less (no remoteness): the floor.
			b.ReportAllocs()
			testutil.LoopCPU(b, func() {
				testutil.SquareSieve(n)
			})
			reportRate(b, n+1)
		})
		if n > 1_000_000 {
			// The pull form reads every move: Σ√k for k ≤ 10^7 is about
			// 2·10^10, minutes per solve; its ratio to push is read at 10^6.
			continue
		}
		b.Run(name+"pull-engine-dense", func(b *testing.B) {
			b.ReportAllocs()
			testutil.LoopCPU(b, func() {
				cgt.SolveTopo[int](ctx, g, nil, nil)
			})
			reportRate(b, n+1)
		})
		b.Run(name+"pull-handwritten", func(b *testing.B) {
			b.ReportAllocs()
			testutil.LoopCPU(b, func() {
				handPull(n)
			})
			reportRate(b, n+1)
		})
	}
}

// handPush is the hand-written push form: a lost heap marks every heap a
// square above it won (with the quickest win's remoteness); a heap nothing
// marked is lost, and its moves are read for the slowest loss.
func handPush(n int) (won []bool, rem []int32) {
	won = make([]bool, n+1)
	rem = make([]int32, n+1)
	for i := 0; i <= n; i++ {
		if won[i] {
			continue
		}
		var r int32
		for k := 1; k*k <= i; k++ {
			r = max(r, rem[i-k*k]+1)
		}
		rem[i] = r
		for k := 1; i+k*k <= n; k++ {
			if j := i + k*k; !won[j] || rem[j] > r+1 {
				won[j], rem[j] = true, r+1
			}
		}
	}
	return won, rem
}

// handPushMap is handPush with the results in a Go map.
func handPushMap(n int) map[int]int32 {
	rem := make(map[int]int32) // won heaps hold −(remoteness), lost ones +
	for i := 0; i <= n; i++ {
		if rem[i] < 0 {
			continue
		}
		var r int32
		for k := 1; k*k <= i; k++ {
			if v := rem[i-k*k]; -v+1 > r {
				r = -v + 1
			}
		}
		rem[i] = r
		for k := 1; i+k*k <= n; k++ {
			if j := i + k*k; rem[j] == 0 || -rem[j] > r+1 {
				rem[j] = -(r + 1)
			}
		}
	}
	return rem
}

// handPushLost reports whether heap n is lost, by handPush.
func handPushLost(n int) bool {
	won, _ := handPush(n)
	return !won[n]
}

// handPull is the hand-written pull form: every heap reads all its moves.
func handPull(n int) (won []bool, rem []int32) {
	won = make([]bool, n+1)
	rem = make([]int32, n+1)
	for i := 0; i <= n; i++ {
		w, bestWin, bestLoss := false, int32(1<<30), int32(0)
		for k := 1; k*k <= i; k++ {
			j := i - k*k
			if !won[j] {
				w, bestWin = true, min(bestWin, rem[j]+1)
			} else {
				bestLoss = max(bestLoss, rem[j]+1)
			}
		}
		won[i] = w
		if w {
			rem[i] = bestWin
		} else {
			rem[i] = bestLoss
		}
	}
	return won, rem
}
