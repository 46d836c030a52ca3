package board_test

import (
	"testing"

	"github.com/cgtgo/cgt/board"
	"github.com/cgtgo/cgt/games/mills"
)

// TestCounter checks the counting of a position's distinct move classes
// (told apart without numbering where it can) against numbering every
// move, at every position of tic-tac-toe, of Six Men's Morris of at most 7
// stones and of Nine Men's Morris's midgame of at most 6: games with
// captures, flying and symmetric positions.
func TestCounter(t *testing.T) {
	g, err := board.New(ttt{})
	if err != nil {
		t.Fatal(err)
	}
	board.CheckCounter(t, g)
	for _, c := range []struct {
		v mills.Variant
		o mills.Options
	}{{mills.Six, mills.Options{MaxStones: 7}}, {mills.Nine, mills.Options{Midgame: true, MaxStones: 6}}} {
		g, err := mills.New(c.v, c.o)
		if err != nil {
			t.Fatal(err)
		}
		board.CheckCounter(t, g)
	}
}
