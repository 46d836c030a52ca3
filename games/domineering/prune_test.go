package domineering

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/cgtgo/cgt/partizan"
)

// checkPruned checks the pruned moves of b: some of the moves, in their
// order, none only when there are none, and each move left out dominated
// by one kept, by val's values. It returns the moves left out of each
// player's (Left's first).
func checkPruned(t testing.TB, b Board, val func(Board) partizan.Value) (dropped [2]int) {
	t.Helper()
	for side, left := range []bool{true, false} {
		all, kept := Game{}.LeftMoves(nil, b), Game{}.PrunedLeftMoves(nil, b)
		if !left {
			all, kept = Game{}.RightMoves(nil, b), Game{}.PrunedRightMoves(nil, b)
		}
		if (len(all) == 0) != (len(kept) == 0) {
			t.Fatalf("%v: %d moves, %d kept", b, len(all), len(kept))
		}
		i := 0
		for _, m := range all {
			if i < len(kept) && kept[i] == m {
				i++
				continue
			}
			dropped[side]++
			vm := val(m)
			if !slices.ContainsFunc(kept, func(a Board) bool {
				if left {
					return vm.Le(val(a))
				}
				return val(a).Le(vm)
			}) {
				t.Fatalf("%v: the move to %v left out (left %v), dominated by no move kept", b, m, left)
			}
		}
		if i != len(kept) {
			t.Fatalf("%v: kept %v, not some of %v in order", b, kept, all)
		}
	}
	return dropped
}

// valuer returns the values of boards by a table for g.
func valuer(t testing.TB, g partizan.Partizan[Board]) func(Board) partizan.Value {
	tab := partizan.NewTable(g, nil)
	return func(b Board) partizan.Value {
		v, err := tab.Value(context.Background(), b)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
}

// TestPruned: checkPruned on boards after random play and random subsets
// of small rectangles, by the values of the engine that knows neither
// regions nor pruning (plain), and the value with pruning is plain's.
// Every rule fires.
func TestPruned(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 11))
	val := valuer(t, plain{})
	var dropped [2]int
	for k := range 1000 {
		rows, cols := 2+r.IntN(3), 2+r.IntN(4)
		b := played(r, rows, cols, 2+r.IntN(5))
		if k%2 == 1 {
			b = Rectangle(rows, cols)
			b.cells &= r.Uint64() | r.Uint64()
		}
		d := checkPruned(t, b, val)
		dropped[0] += d[0]
		dropped[1] += d[1]
		if v := value(t, b); v != val(b) {
			t.Fatalf("%v = %v pruned, %v by plain", b, v, val(b))
		}
	}
	if dropped[0] == 0 || dropped[1] == 0 {
		t.Errorf("moves left out: %v; want some of each player's", dropped)
	}
	// Each rule on a board of its own: Left's moves kept, as the boards
	// after them.
	for _, c := range []struct{ board, kept string }{
		// The first rule: of a column of three whose ends have no
		// neighbours across, one domino is kept.
		{"././.", "./#/#"},
		// Its mirror: the top domino takes a square Right could use,
		// the bottom one only squares Right cannot.
		{".../#.#/#.#", ".#./###/#.#"},
		// The second: the middle column of 2×3 dominates the outer
		// ones (each has nothing across but the middle)...
		{".../...", ".#./.#."},
		// ...and the closed domino (column 0, rows 1–2: the
		// square above is filled, below is the edge) dominates the free
		// ones (column 3: filled on both sides).
		{"###./..#./.##.", "###./#.#./###."},
	} {
		b, err := Parse(c.board)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, m := range (Game{}).PrunedLeftMoves(nil, b) {
			got = append(got, m.String())
		}
		if want := c.kept; len(got) != 1 || got[0] != want {
			t.Errorf("%q: kept %q, want [%q]", c.board, got, want)
		}
	}
}

// FuzzPruned: checkPruned on any board of up to 4×5 squares, by the
// values of the engine with regions and without pruning (regionsOnly),
// and the value pruned is that engine's.
func FuzzPruned(f *testing.F) {
	f.Add(uint8(2), uint8(3), uint64(0x3f))
	f.Add(uint8(3), uint8(4), uint64(0xaf7))
	f.Add(uint8(4), uint8(5), uint64(0xfbfdf))
	f.Fuzz(func(t *testing.T, rows, cols uint8, cells uint64) {
		b := Rectangle(1+int(rows%4), 1+int(cols%5))
		b.cells &= cells
		val := valuer(t, regionsOnly{})
		checkPruned(t, b, val)
		if v, err := Value(context.Background(), b, nil); err != nil || v != val(b) {
			t.Fatalf("%v = %v, %v pruned; %v without", b, v, err, val(b))
		}
	})
}
