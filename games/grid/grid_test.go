package grid

import (
	"context"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/cgtgo/cgt/partizan"
)

func mustParse(t testing.TB, s string) Board {
	t.Helper()
	b, err := Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func value(t testing.TB, g partizan.Partizan[Board], b Board) partizan.Value {
	t.Helper()
	v, err := partizan.Canonical(context.Background(), g, b, nil)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func parseValue(t testing.TB, s string) partizan.Value {
	t.Helper()
	v, err := partizan.ParseValue(s)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// plain is a ruleset without its Splitter: the engine then solves whole
// boards, move by move, with no regions, no normal forms and no sums.
type plain struct{ g partizan.Partizan[Board] }

func (p plain) LeftMoves(dst []Board, b Board) []Board  { return p.g.LeftMoves(dst, b) }
func (p plain) RightMoves(dst []Board, b Board) []Board { return p.g.RightMoves(dst, b) }

// randomBoard returns a rows×cols board whose squares are drawn from
// alphabet.
func randomBoard(r *rand.Rand, rows, cols int, alphabet string) Board {
	var s strings.Builder
	for i := range rows {
		if i > 0 {
			s.WriteByte('/')
		}
		for range cols {
			s.WriteByte(alphabet[r.IntN(len(alphabet))])
		}
	}
	b, err := Parse(s.String())
	if err != nil {
		panic(err)
	}
	return b
}

// image returns the image k (0 … 7, as in images) of the whole board b.
func image(b Board, k int) Board {
	var xs, os [8]uint64
	h, w := uint(b.rows), uint(b.cols)
	images(b.x, h, w, &xs)
	images(b.o, h, w, &os)
	c := Board{x: xs[k], o: os[k], rows: b.rows, cols: b.cols}
	if k >= 4 {
		c.rows, c.cols = b.cols, b.rows
	}
	return c
}

var rulesets = []struct {
	name     string
	g        partizan.Partizan[Board]
	alphabet string
	squares  int  // the most squares of the random boards
	swapNeg  bool // exchanging the colours negates the value
}{
	{"Clobber", Clobber{}, "xxoo.#", 16, true},
	{"Cram", Cram{}, "....#", 16, false},
	{"Snort", Snort{}, "....xo#", 12, true},
	{"Col", Col{}, "....xo#", 12, true},
	{"Amazons", Amazons{}, "......#xo", 8, true},
}

// TestRegionsBrute: for every ruleset, on random boards, the value by
// regions (normal forms, sums, a table shared by all boards) equals the
// value of the whole board solved move by move without regions; the eight
// symmetries of the square keep the value, and exchanging the colours
// negates it where the rules are the same for both colours (a game's
// negative swaps the players' roles: Winning Ways ch. 1).
func TestRegionsBrute(t *testing.T) {
	r := rand.New(rand.NewPCG(42, 1))
	n := 60
	if testing.Short() {
		n = 15
	}
	for _, rs := range rulesets {
		tab := partizan.NewTable[Board](rs.g, nil)
		for range n {
			rows := 1 + r.IntN(4)
			cols := 1 + r.IntN(rs.squares/rows)
			b := randomBoard(r, rows, cols, rs.alphabet)
			v, err := tab.Value(context.Background(), b)
			if err != nil {
				t.Fatal(err)
			}
			if w := value(t, plain{rs.g}, b); v != w {
				t.Errorf("%s %v: %v by regions, %v whole", rs.name, b, v, w)
			}
			for k := 1; k < 8; k++ {
				if w := value(t, rs.g, image(b, k)); w != v {
					t.Errorf("%s %v: image %d %v is %v, want %v", rs.name, b, k, image(b, k), w, v)
				}
			}
			if rs.swapNeg {
				if w := value(t, rs.g, swapped(b)); w != v.Neg() {
					t.Errorf("%s %v: colours exchanged %v, want %v", rs.name, b, w, v.Neg())
				}
			}
		}
	}
}

// TestComponentsNormal: a region's normal form is its own normal form (the
// engine's sign that it does not split), and Components of a board with
// nothing to play is empty.
func TestComponentsNormal(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 7))
	type splitter interface {
		Components([]Board, Board) []Board
	}
	for _, rs := range rulesets {
		s := rs.g.(splitter)
		for range 200 {
			b := randomBoard(r, 1+r.IntN(4), 1+r.IntN(6), rs.alphabet)
			for _, part := range s.Components(nil, b) {
				if again := s.Components(nil, part); len(again) != 1 || again[0] != part {
					t.Errorf("%s %v: part %v splits again into %v", rs.name, b, part, again)
				}
			}
		}
	}
	for _, c := range []struct {
		g partizan.Partizan[Board]
		b string
	}{{Clobber{}, "xx./..o"}, {Cram{}, "#.#/.#."}, {Snort{}, "x.o"}, {Col{}, "#"}, {Amazons{}, "..#/##."}} {
		if parts := c.g.(splitter).Components(nil, mustParse(t, c.b)); len(parts) != 0 {
			t.Errorf("%T %s: parts %v, want none", c.g, c.b, parts)
		}
	}
}

// TestParse: the notation round-trips and bad boards are refused with the
// bad row or square named.
func TestParse(t *testing.T) {
	for _, s := range []string{"xox/ox.", "#", "x.o#/....", "........"} {
		if b := mustParse(t, s); b.String() != s {
			t.Errorf("Parse(%q).String() = %q", s, b.String())
		}
	}
	if b := mustParse(t, "xox|ox."); b.String() != "xox/ox." || b.Rows() != 2 || b.Cols() != 3 || b.At(1, 2) != Empty || b.At(0, 1) != White {
		t.Errorf("CGSuite's separator: %v", b)
	}
	for _, c := range []struct{ in, want string }{
		{"", "empty board"},
		{"../.", `row "." has 1 squares`},
		{"..//..", "row 2 is empty"},
		{"x?o", `bad square '?'`},
		{strings.Repeat(".", 65), "1×65"},
	} {
		if _, err := Parse(c.in); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Parse(%q) = %v, want an error with %q", c.in, err, c.want)
		}
	}
	b := Rectangle(2, 3).With(0, 0, Black).With(1, 2, Blocked)
	if b.String() != "x../..#" || b.Count(Empty) != 4 || b.Count(Blocked) != 1 {
		t.Errorf("With: %v", b)
	}
	if a := Alternating(2, 3); a.String() != "xox/oxo" {
		t.Errorf("Alternating(2, 3) = %v", a)
	}
}
