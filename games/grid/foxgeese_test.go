package grid

import (
	"context"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/partizan"
)

func loopyValue(t testing.TB, s string) partizan.Loopy {
	t.Helper()
	v, err := partizan.ParseLoopy(s)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// TestFoxAndGeesePublished: CGSuite's own test of its Fox and Geese
// (GameGridTest, FoxAndGeese.ValuesTable({(3,1),(3,3),(3,5),(3,7)})): the
// value of every square of the fox below four geese on row 3 of the
// standard board, loopy values among them (2over is 2 + over).
func TestFoxAndGeesePublished(t *testing.T) {
	g := FoxAndGeese{}
	geese := [][2]int{{3, 1}, {3, 3}, {3, 5}, {3, 7}}
	for _, c := range []struct {
		fox  [2]int
		want string
	}{
		{[2]int{2, 2}, "2over"}, {[2]int{2, 4}, "2"}, {[2]int{2, 6}, "3*"}, {[2]int{2, 8}, "4over"},
		{[2]int{1, 1}, "{6|2over}"}, {[2]int{1, 3}, "{2over|2}"}, {[2]int{1, 5}, "{4|3||2}"}, {[2]int{1, 7}, "{4over|3*}"},
	} {
		p, err := g.Position(geese, c.fox)
		if err != nil {
			t.Fatal(err)
		}
		v, err := g.LoopyValue(context.Background(), p, nil)
		if err != nil {
			t.Fatal(err)
		}
		if want := loopyValue(t, c.want); v != want {
			t.Errorf("fox at %v: %v, want %v", c.fox, v, want)
		}
	}
}

// TestFoxAndGeeseOutcomes: positions whose graphs are past what the loopy
// simplifier takes still have outcomes (partizan.SolveLoopy). CGSuite gives
// FoxAndGeese({(4,2),(4,4),(4,6),(4,8)}, (1,1)) the value {4*|7/2}: the
// geese win whoever starts; in its Ceylonese variant (a fox of range 2)
// {9||4v[on]*|5/2*|||3|5/2*,5/2v||5/2}, the geese win too (both stops
// positive). A fox that has escaped is off: Right wins whoever starts.
// With CGT_LONG=1, the standard start.
func TestFoxAndGeeseOutcomes(t *testing.T) {
	geese := [][2]int{{4, 2}, {4, 4}, {4, 6}, {4, 8}}
	for _, g := range []FoxAndGeese{{}, {FoxRange: 2}} {
		p, err := g.Position(geese, [2]int{1, 1})
		if err != nil {
			t.Fatal(err)
		}
		out, err := partizan.SolveLoopy(context.Background(), g, []FoxPosition{p}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if o := out[p]; o != (partizan.LoopyOutcome{LeftFirst: partizan.LeftWins, RightFirst: partizan.LeftWins}) {
			t.Errorf("fox range %d: outcome %v, want L", g.foxRange(), o)
		}
		if _, err := g.LoopyValue(context.Background(), p, nil); !errors.Is(err, cgt.ErrLimit) {
			t.Logf("fox range %d: the simplifier takes it now (%v): compare with CGSuite's value", g.foxRange(), err)
		}
	}
	g := FoxAndGeese{}
	if os.Getenv("CGT_LONG") != "" {
		// The standard start (Winning Ways ch. 20: the geese win with
		// correct play): 608,564 positions, about 10 s.
		p, err := g.Position([][2]int{{8, 2}, {8, 4}, {8, 6}, {8, 8}}, [2]int{1, 5})
		if err != nil {
			t.Fatal(err)
		}
		out, err := partizan.SolveLoopy(context.Background(), g, []FoxPosition{p}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if o := out[p]; o.String() != "L" {
			t.Errorf("the start: %v, want L", o)
		}
	}
	for _, fox := range [][2]int{{4, 4}, {5, 1}, {9, 1}} {
		p, err := g.Position(geese, fox)
		if err == nil && fox[0] == 4 {
			t.Fatalf("fox on a goose's square accepted")
		}
		if fox[0] == 4 {
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		if p != Escaped {
			t.Errorf("fox at %v: %v, want Escaped", fox, p)
		}
		if v, err := g.LoopyValue(context.Background(), p, nil); err != nil || v != loopyValue(t, "off") {
			t.Errorf("escaped fox: %v, %v, want off", v, err)
		}
	}
}

// TestFoxAndGeeseBoard: a position drawn on a Board (geese x, the fox o)
// is the position given by squares, and bad ones are refused.
func TestFoxAndGeeseBoard(t *testing.T) {
	g := FoxAndGeese{}
	b := mustParse(t, "x.x.x.x./......../o.......")
	p, err := g.FromBoard(b)
	if err != nil {
		t.Fatal(err)
	}
	q, _ := g.Position([][2]int{{3, 1}, {3, 3}, {3, 5}, {3, 7}}, [2]int{1, 1})
	if p != q {
		t.Errorf("FromBoard: %v, want %v", p, q)
	}
	for _, c := range []struct {
		board, want string
	}{
		{"x.x./....", "one fox"},
		{".x../.o..", "not a dark square"},
	} {
		if _, err := g.FromBoard(mustParse(t, c.board)); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("FromBoard(%s) = %v, want an error with %q", c.board, err, c.want)
		}
	}
}
