package grid

import (
	"context"
	"os"
	"testing"
	"time"

	"github.com/cgtgo/cgt/partizan"
)

// TestClobberPublished: CGSuite's own test of its Clobber (GameGridTest:
// game.grid.Clobber("xox|ox.").CanonicalForm = {^^*|*,v}), and rows worked
// by hand from the rules: xo = {0|0} = *; xxo = {0|*} = ↑ (Left's only
// move leaves x.x, 0; Right's leaves xo., *); a row of one colour is 0.
func TestClobberPublished(t *testing.T) {
	for _, c := range []struct{ board, want string }{
		{"xox|ox.", "{^^*|*,v}"},
		{"xo", "*"},
		{"xxo", "^"},
		{"oox", "v"},
		{"xxxx", "0"},
		{"x|o", "*"},
	} {
		if got := value(t, Clobber{}, mustParse(t, c.board)); got != parseValue(t, c.want) {
			t.Errorf("Clobber %s = %v, want %v", c.board, got, c.want)
		}
	}
}

// allSmall reports whether every follower of v's canonical form with a
// move for one player has a move for the other: v is all-small.
func allSmall(v partizan.Value, seen map[partizan.Value]bool) bool {
	if seen[v] {
		return true
	}
	seen[v] = true
	l, r := v.Left(), v.Right()
	if (len(l) == 0) != (len(r) == 0) {
		return false
	}
	for _, w := range append(l, r...) {
		if !allSmall(w, seen) {
			return false
		}
	}
	return true
}

// TestClobberRows solves the alternating rows 1×n (n ≤ 24; 20 with -short, 30 with CGT_LONG=1)
// and 2×n (n ≤ 7; 10 with CGT_LONG=1) with one table each, and checks
// facts of every Clobber position: it is all-small (a player can move iff
// the other can: Albert, Grossman, Nowakowski and Wolfe, "An introduction
// to Clobber", 2005), so its stops are 0; a row read backwards is the same
// game, and the alternating row of even length read backwards is its
// colours exchanged, so it equals its own negative (Winning Ways ch. 1:
// −G swaps the players).
func TestClobberRows(t *testing.T) {
	long := os.Getenv("CGT_LONG") != ""
	for _, c := range []struct{ rows, n, short, long int }{{1, 24, 20, 30}, {2, 7, 6, 10}} {
		max := c.n
		switch {
		case long:
			max = c.long
		case testing.Short():
			max = c.short
		}
		tab := partizan.NewTable[Board](Clobber{}, nil)
		for n := 1; n <= max; n++ {
			start := time.Now()
			v, err := tab.Value(context.Background(), Alternating(c.rows, n))
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("Clobber %d×%d: %v, %d regions in the table", c.rows, n, time.Since(start), tab.Len())
			if ls, rs := v.Stops(); ls.Sign() != 0 || rs.Sign() != 0 {
				t.Errorf("%d×%d: stops %v, %v, want 0", c.rows, n, ls, rs)
			}
			if n <= 16 && !allSmall(v, map[partizan.Value]bool{}) {
				t.Errorf("%d×%d = %v is not all-small", c.rows, n, v)
			}
			if c.rows*n%2 == 0 && c.rows == 1 && v != v.Neg() {
				t.Errorf("1×%d: %v is not its own negative", n, v)
			}
		}
	}
}
