package cutcake

import (
	"context"
	"testing"

	"github.com/cgtgo/cgt/partizan"
)

// TestRectangles cross-checks the closed form (Winning Ways ch. 2, the
// table of Cutcake values) with the search on every cake up to 16×16, and
// the published small values: a 2×1 cake is 1, 2×2 is 0, 4×2 is 1, 1×4 is −3.
func TestRectangles(t *testing.T) {
	n := 16
	if testing.Short() {
		n = 10
	}
	for w := 1; w <= n; w++ {
		for h := 1; h <= n; h++ {
			v, err := Search(context.Background(), Cake(w, h), nil)
			if err != nil {
				t.Fatal(err)
			}
			if v != partizan.Integer(int64(RectValue(w, h))) {
				t.Errorf("%d×%d: search %v, closed form %d", w, h, v, RectValue(w, h))
			}
		}
	}
	for _, c := range []struct{ w, h, want int }{{2, 1, 1}, {2, 2, 0}, {4, 2, 1}, {1, 4, -3}} {
		if got := RectValue(c.w, c.h); got != c.want {
			t.Errorf("%d×%d = %d, want %d", c.w, c.h, got, c.want)
		}
	}
}

// noSplit is Cutcake without the Splitter capability: plain search.
type noSplit struct{}

func (noSplit) LeftMoves(dst []Position, p Position) []Position  { return Game{}.LeftMoves(dst, p) }
func (noSplit) RightMoves(dst []Position, p Position) []Position { return Game{}.RightMoves(dst, p) }

// TestSums: a sum of cakes searched as one game without parts is the sum of
// the closed forms.
func TestSums(t *testing.T) {
	for _, p := range []Position{Sum(Cake(3, 2), Cake(1, 4)), Sum(Cake(5, 1), Cake(2, 3), Cake(2, 2)), Sum(Cake(4, 4), Cake(1, 1))} {
		v, err := partizan.Canonical(context.Background(), noSplit{}, p, nil)
		if err != nil {
			t.Fatal(err)
		}
		if v != partizan.Integer(int64(Value(p))) {
			t.Errorf("%v: search %v, closed form %d", p, v, Value(p))
		}
	}
	if s := Sum(Cake(1, 4), Cake(3, 2)).String(); s != "1x4 + 3x2" {
		t.Errorf("String = %q", s)
	}
}
