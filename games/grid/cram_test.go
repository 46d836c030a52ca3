package grid

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/games/octal"
	"github.com/cgtgo/cgt/partizan"
)

// cramWhole is Cram as an impartial game of the root package, whole boards
// only, for its Grundy engine.
type cramWhole struct{}

func (cramWhole) Moves(dst []Board, b Board) []Board { return dominoes(dst, b, true, true) }
func (cramWhole) Terminal(Board) (cgt.Outcome, bool) { return cgt.Unknown, false }

// TestCramPublished: CGSuite's own test of its Cram (GameGridTest:
// game.grid.Cram(".........|##.######").CanonicalForm = *4); boards with
// both sides even are second-player wins (0) and boards with one side even
// and one odd first-player wins, by the symmetry strategies (Gardner;
// Winning Ways ch. 3); 1×n Cram is Dawson's Kayles in its octal form 0.07
// (a domino takes two adjacent squares of a row, leaving up to two rows):
// its nim-values come from games/octal, checked there against Winning
// Ways' table.
func TestCramPublished(t *testing.T) {
	tab := NewCramTable(nil)
	nim := func(b Board) int {
		n, err := tab.NimValue(context.Background(), b)
		if err != nil {
			t.Fatal(err)
		}
		return n
	}
	if n := nim(mustParse(t, ".........|##.######")); n != 4 {
		t.Errorf("CGSuite's Cram board: *%d, want *4", n)
	}
	for r := 1; r <= 5; r++ {
		for c := r; c <= 7 && r*c <= 24; c++ {
			n := nim(Rectangle(r, c))
			switch {
			case r%2 == 0 && c%2 == 0 && n != 0:
				t.Errorf("Cram %d×%d: *%d, want 0 (even by even)", r, c, n)
			case (r+c)%2 == 1 && n == 0:
				t.Errorf("Cram %d×%d: 0, want a first-player win (even by odd)", r, c)
			}
		}
	}
	g, err := octal.Parse("0.07")
	if err != nil {
		t.Fatal(err)
	}
	seq, err := g.Sequence(context.Background(), 65, nil)
	if err != nil {
		t.Fatal(err)
	}
	for n := 1; n <= 64; n++ {
		if got, want := nim(Rectangle(1, n)), seq.Value(n); got != want {
			t.Errorf("Cram 1×%d: *%d, 0.07 has *%d", n, got, want)
		}
	}
}

// TestCramGrundy cross-checks CramTable's nim-values by regions against
// the root's Grundy engine on whole boards (mex over the moves, no
// regions) and against the partizan engine's canonical forms (a nimber
// each) on random boards of up to 20 squares.
func TestCramGrundy(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	tab := NewCramTable(nil)
	ptab := partizan.NewTable[Board](Cram{}, nil)
	for range 100 {
		b := randomBoard(r, 1+r.IntN(4), 1+r.IntN(5), ".....#")
		want, err := cgt.Grundy[Board](cramWhole{}, b)
		if err != nil {
			t.Fatal(err)
		}
		if got, err := tab.NimValue(context.Background(), b); err != nil || got != want {
			t.Errorf("Cram %v: *%d (%v), Grundy engine *%d", b, got, err, want)
		}
		if v, err := ptab.Value(context.Background(), b); err != nil || v != partizan.Nimber(want) {
			t.Errorf("Cram %v: partizan engine %v (%v), Grundy engine *%d", b, v, err, want)
		}
	}
}
