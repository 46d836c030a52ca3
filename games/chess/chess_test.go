package chess

import (
	"context"
	"testing"

	"github.com/cgtgo/cgt"
)

// TestCheck checks Check against the solve: for both pieces, the
// positions SolveRetrograde reaches from every legal position are exactly
// those Check accepts (402,724 for KRK: the 399,112 legal positions of the
// published count and the 3,612 placements of two bare kings after Black
// takes the piece, 64·63 ordered pairs of squares less the 420 adjacent
// ones), and Check explains every other packed value.
func TestCheck(t *testing.T) {
	for _, e := range []Endgame{{}, {Piece: Queen}} {
		sol, err := cgt.SolveRetrograde(context.Background(), e, e.Legal(), nil)
		if err != nil {
			t.Fatal(err)
		}
		legal := len(e.Legal())
		if BareKings != 3612 || sol.Len() != legal+BareKings {
			t.Errorf("%v: %d positions solved, want %d legal and 3612 captures", e.Piece, sol.Len(), legal)
		}
		ok := 0
		for i := range e.Size() {
			p := e.Position(i)
			err := e.Check(p)
			if (err == nil) != sol.Contains(p) {
				t.Fatalf("%v: Check(%v) = %v, but the solve has it: %v", e.Piece, p, err, sol.Contains(p))
			}
			if err == nil {
				ok++
			}
		}
		if ok != legal+BareKings {
			t.Errorf("%v: Check accepts %d positions, want %d", e.Piece, ok, legal+3612)
		}
	}
	p, _ := NewPosition(4, 56, 60, false) // Ke1 Ra8 ke8, White to move
	if err := (Endgame{}).Check(p); err == nil || err.Error() != "chess: Ke1 Ra8 ke8 w: the black king is in check with White to move" {
		t.Errorf("Check(Ke1 Ra8 ke8 w) = %v", err)
	}
}
