package circle_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"runtime"
	"slices"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/games/circle"
	"github.com/cgtgo/cgt/internal/testutil"
)

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
		c, err := circle.New(n, tc.a, tc.b)
		if err != nil {
			b.Fatal(err)
		}
		for _, workers := range testutil.BenchWorkers() {
			b.Run(fmt.Sprintf("%s/workers=%d", tc.name, workers), func(b *testing.B) {
				b.ReportAllocs()
				runtime.ReadMemStats(&m0)
				testutil.LoopCPU(b, func() {
					if _, err := c.Outcomes(context.Background(), &cgt.Options{Workers: workers}); err != nil {
						b.Fatal(err)
					}
				})
				testutil.ReportRetro(b, 2*n, &m0)
			})
		}
		b.Run(tc.name+"/hand-written", func(b *testing.B) {
			want, err := c.Outcomes(context.Background(), nil)
			if err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			runtime.ReadMemStats(&m0)
			testutil.LoopCPU(b, func() {
				if got := handCircle(n, [2][]int{tc.a, tc.b}); !slices.Equal(got[0], want[0]) || !slices.Equal(got[1], want[1]) {
					b.Fatal("hand-written circle differs from the engine")
				}
			})
			testutil.ReportRetro(b, 2*n, &m0)
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
