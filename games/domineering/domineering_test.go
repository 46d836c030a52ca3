package domineering

import (
	"context"
	"math/rand/v2"
	"os"
	"testing"

	"github.com/cgtgo/cgt/partizan"
)

func value(t testing.TB, b Board) partizan.Value {
	t.Helper()
	v, err := Value(context.Background(), b, nil)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// TestPublished: the 2×2 board is ±1 and a vertical strip of two squares,
// where only Left can place, is 1; a horizontal one is −1 (Berlekamp,
// Conway & Guy, Winning Ways, ch. 5; Albert, Nowakowski & Wolfe, Lessons in
// Play, ch. 1); a strip of n squares is worth the ⌊n/2⌋ dominoes its one
// player can place, to that player; the 4×4 board is
// +-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}} (CGSuite's own test of its
// Domineering, GameGridTest). The outcome classes: 5×5 is a second-player
// win, 0, and 6×6 (with CGT_LONG: a minute) a first-player win (Lachmann,
// Moore & Rapaport, "Who wins Domineering on rectangular boards?", 2000;
// Breuker, Uiterwijk & van den Herik, "Solving 8×8 Domineering", 2000,
// whose table of m×n boards has both).
func TestPublished(t *testing.T) {
	for _, c := range []struct {
		rows, cols int
		want       string
	}{{2, 2, "+-1"}, {2, 1, "1"}, {1, 2, "-1"}, {1, 1, "0"}, {4, 4, "+-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}"}} {
		want, err := partizan.ParseValue(c.want)
		if err != nil {
			t.Fatal(err)
		}
		if got := value(t, Rectangle(c.rows, c.cols)); got != want {
			t.Errorf("%d×%d = %v, want %s", c.rows, c.cols, got, c.want)
		}
	}
	type class struct {
		rows, cols int
		want       partizan.Class
	}
	classes := []class{{5, 5, partizan.ClassP}}
	if os.Getenv("CGT_LONG") != "" {
		classes = append(classes, class{6, 6, partizan.ClassN})
	}
	for _, c := range classes {
		if got := value(t, Rectangle(c.rows, c.cols)).Class(); got != c.want {
			t.Errorf("%d×%d is of class %v, want %v", c.rows, c.cols, got, c.want)
		}
	}
	for n := 1; n <= 64; n++ {
		if got := value(t, Rectangle(n, 1)); got != partizan.Integer(int64(n/2)) {
			t.Errorf("%d×1 = %v, want %d", n, got, n/2)
		}
		if got := value(t, Rectangle(1, n)); got != partizan.Integer(int64(-(n / 2))) {
			t.Errorf("1×%d = %v, want %d", n, got, -(n / 2))
		}
	}
}

// search is a brute-force outcome search on the sum of a Domineering board
// (all of it, no regions, no canonical forms) and a game tree given by a
// Value's options: wins reports whether the player to move wins.
type search struct {
	memo map[sKey]bool
}

type sKey struct {
	cells uint64
	g     partizan.Value
	left  bool
}

func (s *search) wins(b Board, g partizan.Value, left bool) bool {
	k := sKey{b.cells, g, left}
	if w, ok := s.memo[k]; ok {
		return w
	}
	w := false
	var moves []Board
	var opts []partizan.Value
	if left {
		moves, opts = Game{}.LeftMoves(nil, b), g.Left()
	} else {
		moves, opts = Game{}.RightMoves(nil, b), g.Right()
	}
	for _, m := range moves {
		if !s.wins(m, g, !left) {
			w = true
			break
		}
	}
	for _, o := range opts {
		if !w && !s.wins(b, o, !left) {
			w = true
		}
	}
	s.memo[k] = w
	return w
}

// TestSearch cross-checks every rectangle up to 4×4 between the engine and a
// brute-force outcome search: the board minus its value is a
// second-player win (so equal to it), and the board plus each of a few
// small games has the outcome class of the value plus that game.
func TestSearch(t *testing.T) {
	small := []string{"0", "*", "^", "+-1", "1/2", "-1", "{1|*}", "-3/2", "*2", "v*"}
	maxR := 4
	if testing.Short() {
		maxR = 3
	}
	for r := 1; r <= maxR; r++ {
		for c := 1; c <= 4; c++ {
			b := Rectangle(r, c)
			v := value(t, b)
			s := &search{memo: map[sKey]bool{}}
			if s.wins(b, v.Neg(), true) || s.wins(b, v.Neg(), false) {
				t.Errorf("%d×%d: the board minus %v is not a second-player win", r, c, v)
			}
			for _, x := range small {
				g, err := partizan.ParseValue(x)
				if err != nil {
					t.Fatal(err)
				}
				lw, rw := s.wins(b, g, true), s.wins(b, g, false)
				want := map[[2]bool]partizan.Class{{false, false}: partizan.ClassP, {true, false}: partizan.ClassL, {false, true}: partizan.ClassR, {true, true}: partizan.ClassN}[[2]bool{lw, rw}]
				if got := v.Add(g).Class(); got != want {
					t.Errorf("%d×%d + %s: class %v by value %v, %v by search", r, c, x, got, v, want)
				}
			}
		}
	}
}

// TestRegions: a board is the sum of its regions, the value does not
// depend on reflection and transposing the board negates it (the rules
// swap the players); checked on boards with filled squares.
func TestRegions(t *testing.T) {
	for _, s := range []string{"..#../..#..", "...#/.#../....", "#..#/..../#..#", "..../.##./...."} {
		b, err := Parse(s)
		if err != nil {
			t.Fatal(err)
		}
		v := value(t, b)
		tab := partizan.NewTable[Board](plain{}, nil)
		w, err := tab.Value(context.Background(), b)
		if err != nil {
			t.Fatal(err)
		}
		if v != w {
			t.Errorf("%s: %v with regions, %v without", s, v, w)
		}
		if tv := value(t, transpose(b)); tv != v.Neg() {
			t.Errorf("%s: transposed %v, want %v", s, tv, v.Neg())
		}
	}
	if _, err := Parse("../."); err == nil {
		t.Error("ragged board parsed")
	}
	if _, err := Parse("..a"); err == nil {
		t.Error("bad square parsed")
	}
	if b, _ := Parse("..#/#.."); b.String() != "..#/#.." {
		t.Errorf("String: %v", b)
	}
}

// plain is Domineering without the Splitter capability.
type plain struct{}

func (plain) LeftMoves(dst []Board, b Board) []Board  { return Game{}.LeftMoves(dst, b) }
func (plain) RightMoves(dst []Board, b Board) []Board { return Game{}.RightMoves(dst, b) }

func transpose(b Board) Board {
	t := Board{rows: b.cols, cols: b.rows}
	for r := range b.Rows() {
		for c := range b.Cols() {
			if b.Empty(r, c) {
				t.cells |= 1 << (c*int(t.cols) + r)
			}
		}
	}
	return t
}

// TestParseLenient is the regression test of inputs an outside check found
// accepted silently: an empty row inside a board was dropped ("..//.."
// read as a 2×2 board), and an empty board must say so.
func TestParseLenient(t *testing.T) {
	for _, s := range []string{"..//..", "../", "/..", "..\n\n..", "", "  "} {
		if b, err := Parse(s); err == nil {
			t.Errorf("Parse(%q) = %v, want an error", s, b)
		}
	}
	if b, err := Parse("../..\n"); err != nil || b.Rows() != 2 || b.Cols() != 2 {
		t.Errorf(`Parse("../..\n") = %v, %v; a trailing newline is not a row`, b, err)
	}
}

// TestNegative: for the regions of boards after random play, Negative is
// the transposition (the test's own, by squares) in Components' normal
// form, its value is the negative (TestRegions: transposing swaps the
// players), turning back gives the region, and PairKey is shared; a
// region that is its own transposition (a square block) says so.
func TestNegative(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 8))
	tab := partizan.NewTable[Board](plain{}, nil) // no Negator: each value on its own
	n := 0
	for range 200 {
		for _, b := range (Game{}).Components(nil, played(r, 5, 6, 6+r.IntN(12))) {
			q, ok := (Game{}).Negative(b)
			want := (Game{}).Components(nil, transpose(b))[0]
			if q != want || ok != (want != b) {
				t.Fatalf("Negative(%v) = %v, %v; want %v", b, q, ok, want)
			}
			if back, _ := (Game{}).Negative(q); back != b {
				t.Fatalf("Negative(Negative(%v)) = %v", b, back)
			}
			if (Game{}).PairKey(b) != (Game{}).PairKey(q) {
				t.Fatalf("PairKey(%v) = %x, of its transposition %v %x", b, Game{}.PairKey(b), q, Game{}.PairKey(q))
			}
			if n < 150 && b.Rows()*b.Cols() <= 20 {
				n++
				v, err := tab.Value(context.Background(), b)
				w, err2 := tab.Value(context.Background(), q)
				if err != nil || err2 != nil || w != v.Neg() {
					t.Fatalf("%v = %v, its transposition %v = %v; want the negative", b, v, q, w)
				}
			}
		}
	}
	if q, ok := (Game{}).Negative(Rectangle(3, 3)); ok || q != Rectangle(3, 3) {
		t.Errorf("Negative(3×3) = %v, %v; want itself, false", q, ok)
	}
}
