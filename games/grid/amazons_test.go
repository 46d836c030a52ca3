package grid

import "testing"

// TestAmazonsPublished: CGSuite's own test of its Amazons (GameGridTest:
// game.grid.Amazons("x...|o...").CanonicalForm =
// +-{3,{4|0,{1|0,*}},{4|{0,{1/2|0}|v},+-1,+-{1,{2|0}}}}), and small ones
// worked by hand: an amazon with nowhere to go is 0; a lone Left amazon
// with one empty square beside it moves there and must shoot back onto
// its old square: 1; with two squares in a row it has two moves in all
// (move one, shoot one, then move back and shoot): 2.
func TestAmazonsPublished(t *testing.T) {
	for _, c := range []struct{ board, want string }{
		{"x...|o...", "+-{3,{4|0,{1|0,*}},{4|{0,{1/2|0}|v},+-1,+-{1,{2|0}}}}"},
		{"x#", "0"},
		{"x.", "1"},
		{"o.", "-1"},
		{"x..", "2"},
		{"xo", "0"},
	} {
		if got := value(t, Amazons{}, mustParse(t, c.board)); got != parseValue(t, c.want) {
			t.Errorf("Amazons %s = %v, want %v", c.board, got, c.want)
		}
	}
}
