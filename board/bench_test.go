package board

import (
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/cgtgo/cgt/internal/testutil"
)

// benchIndexes are the numberings the benchmarks run on: 24 cells without
// symmetries (the points of Nine Men's Morris, nine stones each), and the
// 25 cells of a 5×5 board with its 8 symmetries (Teeko's four and four,
// Quixo with three empty cells).
func benchIndexes(b *testing.B) map[string]*Index {
	plain, _ := NewGroup(24)
	out := map[string]*Index{}
	for name, tc := range map[string]struct {
		g      *Group
		counts []int
	}{
		"24-plain-9-9":    {plain, []int{9, 9}},
		"25-square-4-4":   {square(b, 5), []int{4, 4}},
		"25-square-11-11": {square(b, 5), []int{11, 11}},
	} {
		x, err := NewBoard(tc.g).Index(tc.counts, nil)
		if err != nil {
			b.Fatal(err)
		}
		if x.cls != nil {
			x.symmetric()
		}
		out[name] = x
	}
	return out
}

// BenchmarkIndex times Rank, Unrank and a Scanner's Next on random
// arrangements (a rank a call, on 1,024 arrangements in turn): M/s by the
// wall clock, cpu-M/s by the CPU time (a core; the steadier figure on a
// loaded machine).
func BenchmarkIndex(b *testing.B) {
	for _, name := range []string{"24-plain-9-9", "25-square-4-4", "25-square-11-11"} {
		x := benchIndexes(b)[name]
		rng := rand.New(rand.NewPCG(3, 4))
		as := make([]Sets, 1024)
		is := make([]int, len(as))
		for k := range as {
			is[k] = rng.IntN(x.Size())
			a := x.Unrank(is[k])
			// A random member of the class, not its representative.
			as[k] = applySets(x.b.g, rng.IntN(x.b.g.Len()), a)
		}
		b.Run(fmt.Sprintf("rank/%s", name), func(b *testing.B) {
			b.ReportAllocs()
			k, sum := 0, 0
			start := testutil.CPUTime()
			for b.Loop() {
				sum += x.Rank(&as[k&1023])
				k++
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds()/1e6, "M/s")
			cpuRate(b, start)
			_ = sum
		})
		b.Run(fmt.Sprintf("unrank/%s", name), func(b *testing.B) {
			b.ReportAllocs()
			k := 0
			var sink uint64
			start := testutil.CPUTime()
			for b.Loop() {
				a := x.Unrank(is[k&1023])
				sink += a[0]
				k++
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds()/1e6, "M/s")
			cpuRate(b, start)
			_ = sink
		})
		b.Run(fmt.Sprintf("scan/%s", name), func(b *testing.B) {
			b.ReportAllocs()
			sc := x.Scan(0)
			var sink uint64
			start := testutil.CPUTime()
			for b.Loop() {
				if sc.Index() == x.Size()-1 {
					sc.Seek(0)
				}
				a := sc.Next()
				sink += a[0]
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds()/1e6, "M/s")
			cpuRate(b, start)
			_ = sink
		})
	}
}

// cpuRate reports the operations a second of CPU time since start, in
// millions.
func cpuRate(b *testing.B, start time.Duration) {
	if t := testutil.CPUTime() - start; t > 0 {
		b.ReportMetric(float64(b.N)/t.Seconds()/1e6, "cpu-M/s")
	}
}
