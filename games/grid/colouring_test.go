package grid

import (
	"math/rand/v2"
	"testing"
)

// TestColouringPublished: CGSuite's own tests of its Col and Snort on
// graphs (GameGraphTest), drawn on grids: a square tinted by a piece of
// one colour (CGSuite's vertex label L or R) is a square with that piece
// below it, the other squares below blocked.
//
//	Col("R-.-R-.-L-.-R-.-R-.") = 7/8     a path of ten squares
//	Snort("L-.-.-.-L") = {4|0,+-1}        a path of five
//	Snort(".-.-.(-.;-.)") = +-{3|2}       a path of three, two leaves on its end
//
// And small ones worked by hand: an empty square is * in both (either may
// place); in Snort two adjacent squares are ±1 (placing tints the other
// square for oneself), in Col 0 ({−1|1}: placing leaves the other square
// to the opponent).
func TestColouringPublished(t *testing.T) {
	for _, c := range []struct {
		snort       bool
		board, want string
	}{
		{false, "........../o#o#x#o#o#", "7/8"},
		{true, "...../x###x", "{4|0,+-1}"},
		{true, "##./.../##.", "+-{3|2}"},
		{true, ".", "*"},
		{false, ".", "*"},
		{true, "..", "+-1"},
		{false, "..", "0"},
		{true, ".#.", "0"},
		{false, "x.", "-1"},
		{true, "x.", "1"},
		{true, "x.o", "0"},
	} {
		b := mustParse(t, c.board)
		name, got := "Col", value(t, Col{}, b)
		if c.snort {
			name, got = "Snort", value(t, Snort{}, b)
		}
		if got != parseValue(t, c.want) {
			t.Errorf("%s %s = %v, want %v", name, c.board, got, c.want)
		}
	}
}

// TestColNumbers: every Col position is a number or a number plus *
// (Winning Ways ch. 2, "Col"), on random boards.
func TestColNumbers(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for range 150 {
		b := randomBoard(r, 1+r.IntN(4), 1+r.IntN(5), "....xo#")
		v := value(t, Col{}, b)
		if _, ups, star, ok := v.NumberUpStar(); !ok || ups != 0 || star > 1 {
			t.Errorf("Col %v = %v, not a number or a number plus *", b, v)
		}
	}
}
