package toads

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/cgtgo/cgt/partizan"
)

func value(t testing.TB, s Strip) partizan.Value {
	t.Helper()
	v, err := Value(context.Background(), s, nil)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// TestSmall: values worked out by hand from the rules (and in Winning
// Ways ch. 1): T.F = *, .TF = 0, T. = 1, .F = −1, TF = 0, T.. = TT. = 2;
// checked here by the definitions: each is the canonical form of {its Left
// moves | its Right moves} computed with partizan.NewValue from the values of
// the moves, recursively, independent of the engine's memo.
func TestSmall(t *testing.T) {
	for s, want := range map[string]string{"T.F": "*", ".TF": "0", "T.": "1", ".F": "-1", "TF": "0", "T..": "2", "TT.": "2"} {
		st, err := Parse(s)
		if err != nil {
			t.Fatal(err)
		}
		w, _ := partizan.ParseValue(want)
		if got := value(t, st); got != w {
			t.Errorf("%s = %v, want %s", s, got, want)
		}
	}
}

// byDefinition is the value of s by plain recursion on the definition,
// without the engine.
func byDefinition(s Strip) partizan.Value {
	var l, r []partizan.Value
	for _, x := range (Game{}).LeftMoves(nil, s) {
		l = append(l, byDefinition(x))
	}
	for _, x := range (Game{}).RightMoves(nil, s) {
		r = append(r, byDefinition(x))
	}
	return partizan.NewValue(l, r)
}

// search is a brute-force outcome search on the sum of a strip and a game
// given by a Value's options.
type search map[sKey]bool

type sKey struct {
	s    Strip
	g    partizan.Value
	left bool
}

func (m search) wins(s Strip, g partizan.Value, left bool) bool {
	k := sKey{s, g, left}
	if w, ok := m[k]; ok {
		return w
	}
	var moves []Strip
	var opts []partizan.Value
	if left {
		moves, opts = Game{}.LeftMoves(nil, s), g.Left()
	} else {
		moves, opts = Game{}.RightMoves(nil, s), g.Right()
	}
	w := false
	for _, x := range moves {
		if !m.wins(x, g, !left) {
			w = true
			break
		}
	}
	for _, o := range opts {
		if !w && !m.wins(s, o, !left) {
			w = true
		}
	}
	m[k] = w
	return w
}

// mirror reverses the strip and swaps toads and frogs: the players swap,
// so the value is negated.
func mirror(s Strip) Strip {
	var m Strip
	m.n = s.n
	for i := range int(s.n) {
		c := s.at(i)
		if c != empty {
			c = toad + frog - c
		}
		m = m.set(int(s.n)-1-i, c)
	}
	return m
}

// TestRandomStrips: on random strips up to 9 squares the engine agrees with
// the plain recursion (up to 7 squares), the strip minus its value is a second-player win by
// brute-force search, and the mirror image has the negated value.
func TestRandomStrips(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	n := 150
	if testing.Short() {
		n = 40
	}
	for range n {
		b := make([]byte, 1+r.IntN(9))
		for i := range b {
			b[i] = "TF.."[r.IntN(4)]
		}
		s, _ := Parse(string(b))
		v := value(t, s)
		if len(b) > 7 {
			// The plain recursion is exponential; search only.
		} else if d := byDefinition(s); d != v {
			t.Fatalf("%v: engine %v, recursion %v", s, v, d)
		}
		m := search{}
		if m.wins(s, v.Neg(), true) || m.wins(s, v.Neg(), false) {
			t.Fatalf("%v minus %v is not a second-player win", s, v)
		}
		if mv := value(t, mirror(s)); mv != v.Neg() {
			t.Fatalf("%v: mirror %v, want %v", s, mv, v.Neg())
		}
	}
	if _, err := Parse("T.X"); err == nil {
		t.Error("bad strip parsed")
	}
}

// TestParseEmpty: an empty strip is an error, not the game 0 (an outside
// check found "" answered 0 silently).
func TestParseEmpty(t *testing.T) {
	if _, err := Parse(""); err == nil {
		t.Error(`Parse("") accepted`)
	}
}
