package dobutsu

import (
	"context"
	"math/rand/v2"
	"os"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/table"
)

// TestSolveFull strongly solves Dobutsu shogi from the start (opt-in:
// CGT_LONG=1), one position per mirror pair (Game is cgt.Orbits), and
// checks the published figures: 246,803,167 positions reachable from the
// start up to the mirror (Tanaka's analysis, confirmed by later solvers;
// the number of classes solved, see TestReachableCount), 493,573,042
// positions in all (TestReachableCount's forward search), and the start
// lost for the side to move, i.e. a win for the second player. It logs the
// counts of classes by outcome and remoteness. CGT_DOBUTSU_OUT=FILE also
// writes that table there; CGT_DOBUTSU_TABLE=FILE saves the solution as a
// table file (package table) and checks a sample of positions read back
// from it.
func TestSolveFull(t *testing.T) {
	if os.Getenv("CGT_LONG") == "" {
		t.Skip("the full solve is opt-in: CGT_LONG=1")
	}
	g := New()
	t0 := time.Now()
	sol, err := cgt.SolveRetrograde[Position](context.Background(), g, []Position{Start()}, &cgt.Options{Workers: -1, ProgressEvery: 10_000_000, Progress: func(n int) {
		t.Logf("%v: %d positions found", time.Since(t0).Round(time.Second), n)
	}})
	if err != nil {
		t.Fatal(err)
	}
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	t.Logf("solved in %v, %d workers, heap in use %d MiB, from the system %d MiB", time.Since(t0), runtime.GOMAXPROCS(0), ms.HeapInuse>>20, ms.Sys>>20)
	// The published count is the count up to the mirror (see
	// TestReachableCount): here the number of classes solved. Each class
	// stands for OrbitSize positions.
	positions := 0
	for i := range sol.Slots() {
		positions += g.OrbitSize(g.Position(i))
	}
	t.Logf("%d positions reachable up to the left-right mirror, %d in all", sol.Len(), positions)
	if sol.Len() != 246_803_167 {
		t.Errorf("%d positions reachable up to the mirror, want 246,803,167", sol.Len())
	}
	if positions != 493_573_042 {
		t.Errorf("%d positions reachable, TestReachableCount found 493,573,042", positions)
	}
	s := Start()
	o, r := sol.Outcome(s), sol.Remoteness(s)
	t.Logf("start: %v in %d plies", o, r)
	if o != cgt.Loss {
		t.Errorf("start: %v, want Loss (the second player wins)", o)
	}
	for _, m := range sol.RankedMoves(s) {
		t.Logf("  move to %v: %v %d", m.To, m.Outcome, m.Remoteness)
	}
	st := sol.Stats()
	var b strings.Builder
	if err := st.WriteTable(&b); err != nil {
		t.Fatal(err)
	}
	t.Logf("counts by remoteness:\n%s", b.String())
	// The table of the first full solve (see the package doc), kept in
	// testdata: a later solve must count the same classes at every
	// remoteness.
	if want, err := os.ReadFile("testdata/counts.txt"); err != nil {
		t.Error(err)
	} else if got := tableFields(b.String()); !slices.Equal(got, tableFields(string(want))) {
		t.Errorf("counts by remoteness differ from testdata/counts.txt")
	}
	if f := os.Getenv("CGT_DOBUTSU_OUT"); f != "" {
		if err := os.WriteFile(f, []byte(b.String()), 0o644); err != nil {
			t.Error(err)
		}
	}
	if f := os.Getenv("CGT_DOBUTSU_TABLE"); f != "" {
		t1 := time.Now()
		h := table.Header{Game: "dobutsu", Slots: g.Size()}
		if err := table.WriteSolution(f, h, sol, &table.Options{Compress: true}); err != nil {
			t.Fatal(err)
		}
		fi, _ := os.Stat(f)
		t.Logf("table written in %v: %d bytes, %.3f bytes per position", time.Since(t1), fi.Size(), float64(fi.Size())/float64(sol.Len()))
		tab, err := table.OpenFor(f, h)
		if err != nil {
			t.Fatal(err)
		}
		defer tab.Close()
		rng := rand.New(rand.NewPCG(3, 4))
		checked := 0
		for checked < 100000 {
			i := rng.IntN(g.Size())
			wo, wr := sol.At(i)
			o, r, err := tab.Lookup(i)
			if err != nil || o != wo || r != wr {
				t.Fatalf("slot %d: table %v %d %v, solution %v %d", i, o, r, err, wo, wr)
			}
			if wo != cgt.Unknown {
				checked++
			}
		}
	}
}

// tableFields returns the lines of a printed table with their spacing
// normalised.
func tableFields(s string) []string {
	var out []string
	for _, line := range strings.Split(strings.TrimSpace(s), "\n") {
		out = append(out, strings.Join(strings.Fields(line), " "))
	}
	return out
}
