package table_test

import (
	"bytes"
	"context"
	"fmt"
	"iter"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/games/tictactoe"
	"github.com/cgtgo/cgt/table"
)

// results is a made-up table: the result of each slot, Unknown where not
// solved.
type results []cgt.Result

func (rs results) in(lo, hi int) iter.Seq2[int, cgt.Result] {
	return func(yield func(int, cgt.Result) bool) {
		for i := max(lo, 0); i < min(hi, len(rs)); i++ {
			if rs[i].Outcome != cgt.Unknown && !yield(i, rs[i]) {
				return
			}
		}
	}
}

// TestWriteRangesSameBytes: WriteRanges with 2, 3 and 7 workers writes the
// file Write writes from the same results, byte for byte, for sparse and
// full tables, narrow and wide entries, raw and compressed, with blocks
// smaller than the spans the writer counts by and tables that end inside
// a block.
func TestWriteRangesSameBytes(t *testing.T) {
	dir := t.TempDir()
	rng := rand.New(rand.NewPCG(3, 4))
	for _, c := range []struct {
		slots   int
		density float64
		maxRem  int
	}{{0, 0, 1}, {1, 1, 1}, {1000, 0.5, 20}, {70_000, 1, 100}, {200_001, 0.3, 50}, {150_000, 0.02, 9000}, {131_072, 0.9, 5}} {
		rs := make(results, c.slots)
		for i := range rs {
			if rng.Float64() < c.density {
				o := cgt.Outcome(1 + rng.IntN(4))
				r := rng.IntN(c.maxRem)
				if o == cgt.Draw {
					r = -1
				}
				rs[i] = cgt.Result{Outcome: o, Remoteness: r}
			}
		}
		h := table.Header{Game: "made-up", Params: fmt.Sprint(c.slots), Slots: c.slots}
		for _, opt := range []table.Options{{}, {Compress: true, Level: 1}, {BlockEntries: 256}} {
			want := filepath.Join(dir, "one.tab")
			if err := table.Write(want, h, rs.in(0, c.slots), &opt); err != nil {
				t.Fatal(err)
			}
			wb, _ := os.ReadFile(want)
			for _, workers := range []int{2, 3, 7} {
				o := opt
				o.Workers = workers
				done := 0
				o.Progress = func(n int) { done = n }
				got := filepath.Join(dir, "many.tab")
				if err := table.WriteRanges(got, h, rs.in, &o); err != nil {
					t.Fatal(err)
				}
				gb, _ := os.ReadFile(got)
				if !bytes.Equal(gb, wb) {
					t.Fatalf("%d slots, %+v, %d workers: %d bytes differ from Write's %d", c.slots, opt, workers, len(gb), len(wb))
				}
				solved := 0
				for range rs.in(0, c.slots) {
					solved++
				}
				if solved > 0 && done != solved {
					t.Errorf("%d slots: progress ended at %d of %d", c.slots, done, solved)
				}
			}
		}
	}
	// A source that breaks its contract is refused.
	bad := func(lo, hi int) iter.Seq2[int, cgt.Result] {
		return func(yield func(int, cgt.Result) bool) { yield(hi, cgt.Result{Outcome: cgt.Win}) }
	}
	if err := table.WriteRanges(filepath.Join(dir, "bad.tab"), table.Header{Game: "x", Slots: 5000}, bad, &table.Options{Workers: 2}); err == nil {
		t.Error("a slot outside its range was accepted")
	}
}

// TestWriteSolutionWorkers: a real Solution (tic-tac-toe from the empty
// board over 2¹⁸ slots: a reachable scope) written with 1 and 4 workers
// gives the same file, and SlotsIn over any range lists what Slots does.
func TestWriteSolutionWorkers(t *testing.T) {
	sol, err := cgt.SolveRetrograde[tictactoe.Board](context.Background(), denseTTT{}, []tictactoe.Board{0}, nil)
	if err != nil {
		t.Fatal(err)
	}
	h := table.Header{Game: "ttt", Slots: 1 << 18}
	dir := t.TempDir()
	var files [][]byte
	for _, workers := range []int{1, 4} {
		path := filepath.Join(dir, fmt.Sprint(workers))
		if err := table.WriteSolution(path, h, sol, &table.Options{Compress: true, Workers: workers}); err != nil {
			t.Fatal(err)
		}
		b, _ := os.ReadFile(path)
		files = append(files, b)
	}
	if !bytes.Equal(files[0], files[1]) {
		t.Fatal("4 workers wrote another file than 1")
	}
	var all []int
	for i := range sol.Slots() {
		all = append(all, i)
	}
	rng := rand.New(rand.NewPCG(5, 6))
	for range 200 {
		lo := rng.IntN(1<<18 + 10)
		hi := lo + rng.IntN(5000)
		var got, want []int
		for i := range sol.SlotsIn(lo, hi) {
			got = append(got, i)
		}
		for _, i := range all {
			if i >= lo && i < hi {
				want = append(want, i)
			}
		}
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Fatalf("SlotsIn(%d, %d) = %v, want %v", lo, hi, got, want)
		}
	}
}
