package table_test

import (
	"iter"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/internal/testutil"
	"github.com/cgtgo/cgt/table"
)

// benchTable returns the path of the table to benchmark: $CGT_TABLE (for
// example a Dobutsu shogi table written by "cgt solve dobutsu"), or a KRK
// table written here.
func benchTable(b *testing.B, dir, name string, compress bool) string {
	if p := os.Getenv("CGT_TABLE"); p != "" {
		return p
	}
	path := filepath.Join(dir, name)
	if err := games(b, "krk")[0].write(path, &table.Options{Compress: compress}); err != nil {
		b.Fatal(err)
	}
	return path
}

// solvedSlots returns up to n random slots that the table has solved.
func solvedSlots(b *testing.B, t *table.Table, n int) []int {
	rng := rand.New(rand.NewPCG(7, 7))
	var out []int
	for tries := 0; len(out) < n && tries < 100*n; tries++ {
		i := rng.IntN(t.Header().Slots)
		if o, _, err := t.Lookup(i); err == nil && o != cgt.Unknown {
			out = append(out, i)
		}
	}
	if len(out) == 0 {
		b.Fatal("no solved slots found")
	}
	return out
}

// BenchmarkLookup measures one query from a table file: random solved
// slots, so that nearly every query reads and checks a bitmap block and a
// data block. "warm": the file is in the page cache; "cold": the file is
// dropped from the page cache before each query (Linux; elsewhere cold is
// skipped). Set CGT_TABLE to benchmark a table of your own.
func BenchmarkLookup(b *testing.B) {
	kinds := []string{"raw", "deflate"}
	if os.Getenv("CGT_TABLE") != "" {
		kinds = []string{"file"}
	}
	dir := b.TempDir()
	for _, kind := range kinds {
		compress := kind == "deflate"
		path := ""
		for _, cold := range []bool{false, true} {
			name := kind + map[bool]string{false: "/warm", true: "/cold"}[cold]
			b.Run(name, func(b *testing.B) {
				if path == "" {
					path = benchTable(b, dir, kind, compress)
				}
				if cold && !canDropCache {
					b.Skip("no way to drop the page cache here")
				}
				t, err := table.Open(path)
				if err != nil {
					b.Fatal(err)
				}
				defer t.Close()
				slots := solvedSlots(b, t, 4096)
				f, err := os.Open(path)
				if err != nil {
					b.Fatal(err)
				}
				defer f.Close()
				b.ReportAllocs()
				k := 0
				for b.Loop() {
					if cold {
						b.StopTimer()
						dropCache(f)
						b.StartTimer()
					}
					if _, _, err := t.Lookup(slots[k%len(slots)]); err != nil {
						b.Fatal(err)
					}
					k += 1 + len(slots)/7 // hop between blocks
				}
			})
		}
	}
}

// BenchmarkReadBlock is the hand-written floor of a warm query: one
// ReadAt of 32 KiB at a random offset of the same file, no checks.
func BenchmarkReadBlock(b *testing.B) {
	path := benchTable(b, b.TempDir(), "krk", false)
	f, err := os.Open(path)
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	fi, _ := f.Stat()
	buf := make([]byte, 32<<10)
	rng := rand.New(rand.NewPCG(1, 1))
	b.ReportAllocs()
	for b.Loop() {
		off := rng.Int64N(max(fi.Size()-int64(len(buf)), 1))
		if _, err := f.ReadAt(buf, off); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkWriteSparse writes a table of 2²⁴ slots of which a third are
// solved (a bitmap, as a Solution over the positions reachable from a start
// has), raw and with DEFLATE on one and on every core: the time a
// table takes to write is that of cgt solve -o after its solve.
func BenchmarkWriteSparse(b *testing.B) {
	const slots = 1 << 24
	// in lists the solved slots of [lo, hi): every third one.
	in := func(lo, hi int) iter.Seq2[int, cgt.Result] {
		return func(yield func(int, cgt.Result) bool) {
			for i := (max(lo, 0) + 2) / 3 * 3; i < min(hi, slots); i += 3 {
				if !yield(i, cgt.Result{Outcome: cgt.Outcome(1 + i%4), Remoteness: i % 97}) {
					return
				}
			}
		}
	}
	path := filepath.Join(b.TempDir(), "t.tab")
	h := table.Header{Game: "bench", Slots: slots}
	write := func(opt *table.Options) error { return table.Write(path, h, in(0, slots), opt) }
	// The same file by WriteRanges: every pass on the workers, not only
	// the compression (cpu-ns/op shows what they cost).
	ranges := func(opt *table.Options) error { return table.WriteRanges(path, h, in, opt) }
	for _, c := range []struct {
		name  string
		write func(*table.Options) error
		opt   table.Options
	}{
		{"raw", write, table.Options{}},
		{"deflate-1", write, table.Options{Compress: true, Workers: 1}},
		{"deflate-all", write, table.Options{Compress: true, Workers: -1}},
		{"ranges-raw-2", ranges, table.Options{Workers: 2}},
		{"ranges-deflate-2", ranges, table.Options{Compress: true, Workers: 2}},
	} {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			testutil.LoopCPU(b, func() {
				if err := c.write(&c.opt); err != nil {
					b.Fatal(err)
				}
			})
			b.ReportMetric(float64(slots/3)*float64(b.N)/b.Elapsed().Seconds(), "entries/s")
		})
	}
}
