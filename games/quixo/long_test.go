package quixo_test

import (
	"os"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/board"
	"github.com/cgtgo/cgt/games/quixo"
	"github.com/cgtgo/cgt/tier"
)

// TestLong4x4 (CGT_LONG=1; about 30 s of CPU) solves 4×4 Quixo strongly
// by tiers and checks it against GamesmanOne's solve and analysis of its
// 4×4 variant (same rules; `gamesman solve quixo 1`, `query`, `analyze`):
// the start is a win for X in 21 plies, and the 82,497,861 positions
// reachable from it (board and player to move) have the same outcomes and
// remoteness counts: 49,953,979 won, 29,330,646 lost, 3,213,236 drawn;
// 10,339,244 canonical. Every row of Counts sums to its multinomial count.
func TestLong4x4(t *testing.T) {
	if os.Getenv("CGT_LONG") == "" {
		t.Skip("CGT_LONG=1 solves 4×4 Quixo (about 30 s of CPU)")
	}
	g := newGame(t, 4, quixo.All)
	dir := t.TempDir()
	solveTiers(t, g, dir)
	ts := tier.Open[board.Pos](g, tier.Dir(dir), g.Name())
	o, r, err := ts.Lookup(board.Pos{})
	ts.Close()
	if err != nil || o != cgt.Win || r != 21 {
		t.Errorf("start: %v in %d (%v), GamesmanOne a Win in 21", o, r, err)
	}
	all, classes := reachCounts(t, g, dir)
	wantAll := map[cgt.Outcome]map[int]int{
		cgt.Win: {0: 7267200, 1: 29911388, 3: 4771444, 5: 3449514, 7: 2406956, 9: 1306060, 11: 570664,
			13: 198104, 15: 57480, 17: 13096, 19: 1960, 21: 113},
		cgt.Loss: {0: 8559766, 1: 972, 2: 7474656, 4: 5897464, 6: 3937940, 8: 2053168, 10: 870196,
			12: 362596, 14: 130128, 16: 35196, 18: 7648, 20: 900, 22: 16},
		cgt.Draw: {-1: 3213236},
	}
	wantClasses := map[cgt.Outcome]map[int]int{
		cgt.Win: {0: 911576, 1: 3743934, 3: 599421, 5: 432297, 7: 301729, 9: 163717, 11: 71575,
			13: 24859, 15: 7227, 17: 1654, 19: 248, 21: 15},
		cgt.Loss: {0: 1073957, 1: 168, 2: 938430, 4: 738742, 6: 493344, 8: 257248, 10: 109142,
			12: 45457, 14: 16314, 16: 4422, 18: 961, 20: 115, 22: 2},
		cgt.Draw: {-1: 402690},
	}
	checkCounts(t, "positions", all, wantAll)
	checkCounts(t, "classes", classes, wantClasses)
	rows, err := quixo.Counts(g, tier.Dir(dir), 2)
	if err != nil {
		t.Fatal(err)
	}
	if total := checkRows(t, 4, rows); total != 43046721 {
		t.Errorf("%d boards, want 3¹⁶ = 43,046,721", total)
	}
}

// TestLong5x5Full (CGT_LONG=1; about 35 s of CPU) solves the tiers of
// 5×5 Quixo without blank cubes (2²⁵ boards, 4,211,744 classes) and checks
// positions against GamesmanOne's solve of the same tiers (`gamesman
// solve quixo 0` stopped after its 0-blank tiers, then `query`): the
// longest win (69 plies) and loss (70) that cgt finds, and two draws,
// have the same values there (300 random boards without a line also
// agreed, checked once by a program outside the tests). Every row of
// Counts sums to C(25, X cubes).
func TestLong5x5Full(t *testing.T) {
	if os.Getenv("CGT_LONG") == "" {
		t.Skip("CGT_LONG=1 solves the 5×5 Quixo tiers without blanks (about 35 s of CPU)")
	}
	g := newGame(t, 5, 0)
	dir := t.TempDir()
	most := 0
	for _, s := range solveTiers(t, g, dir) {
		most = max(most, s.MaxRemote)
	}
	if most != 70 {
		t.Errorf("longest remoteness %d, want 70", most)
	}
	ts := tier.Open[board.Pos](g, tier.Dir(dir), g.Name())
	defer ts.Close()
	for _, c := range []struct {
		pos string
		o   cgt.Outcome
		r   int
	}{
		{"XOOXO/XXXOX/OOOOX/XXXOX/OXXOO X", cgt.Win, 69},
		{"OXOOX/OOOOX/XXOXX/XOOXX/XOXOO X", cgt.Loss, 70},
		{"XXOXX/XXXOX/OXXOO/XOOOO/XOOOO X", cgt.Draw, -1},
		{"XXOXX/OOXXX/XXOXO/XOOOO/XOOOO X", cgt.Draw, -1},
	} {
		p, _, err := g.Parse(c.pos)
		if err != nil {
			t.Fatal(err)
		}
		if o, r, err := ts.Lookup(p); err != nil || o != c.o || r != c.r {
			t.Errorf("%s: %v in %d (%v), GamesmanOne %v in %d", c.pos, o, r, err, c.o, c.r)
		}
	}
	rows, err := quixo.Counts(g, tier.Dir(dir), 2)
	if err != nil {
		t.Fatal(err)
	}
	if total := checkRows(t, 5, rows); len(rows) != 26 || total != 1<<25 {
		t.Errorf("%d rows of %d boards, want 26 of 2²⁵", len(rows), total)
	}
}
