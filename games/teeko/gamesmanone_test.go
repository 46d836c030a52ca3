package teeko_test

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/board"
	"github.com/cgtgo/cgt/games/teeko"
	"github.com/cgtgo/cgt/tier"
)

// gamesmanOneDrops are GamesmanOne's counts of the standard game's drop
// phase (its analyze command, tiers "k_dropped" for k = 0 … 5 tokens on
// the board): every board of the tier with the player to move, won, lost
// and drawn for the mover. Its analysis of the larger tiers was not run
// (docs/teeko.md says why).
var gamesmanOneDrops = []struct{ tokens, win, loss, draw int }{
	{0, 0, 0, 1},
	{1, 0, 0, 25},
	{2, 152, 0, 448},
	{3, 1970, 180, 4750},
	{4, 19822, 2820, 53258},
	{5, 189292, 15578, 326430},
}

// checkGamesmanOne compares a summary of the standard game on the 5×5
// board with gamesmanOneDrops, and the solve in st with
// testdata/gamesmanone.txt: positions (cgt's text) and their value for
// the mover from GamesmanOne's query command ("win 3", "lose 0", "draw
// 0"), 60 random positions without a goal on the board, drawn from every
// tier, each followed by the positions its moves lead to.
func checkGamesmanOne(g board.Game, s *teeko.Summary, st tier.Storage) (int, error) {
	for _, w := range gamesmanOneDrops {
		i := slicesIndex(s.Shapes, w.tokens)
		if i < 0 {
			return 0, fmt.Errorf("no shape of %d tokens", w.tokens)
		}
		if b := s.Shapes[i].Boards; b != (teeko.Counts{Win: w.win, Loss: w.loss, Draw: w.draw}) {
			return 0, fmt.Errorf("%d tokens: boards %+v, GamesmanOne %+v", w.tokens, b, w)
		}
	}
	f, err := os.Open("testdata/gamesmanone.txt")
	if err != nil {
		return 0, err
	}
	defer f.Close()
	ts := tier.Open[board.Pos](g, st, g.Name())
	defer ts.Close()
	n := 0
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Fields(line)
		if len(f) != 4 {
			return n, fmt.Errorf("bad line %q", line)
		}
		p, _, err := g.Parse(f[0] + " " + f[1])
		if err != nil {
			return n, err
		}
		r, err := strconv.Atoi(f[3])
		if err != nil {
			return n, err
		}
		want := map[string]cgt.Outcome{"win": cgt.Win, "lose": cgt.Loss, "draw": cgt.Draw}[f[2]]
		if want == cgt.Draw {
			r = -1 // GamesmanOne writes 0
		}
		o, rem, err := ts.Lookup(p)
		if err != nil {
			return n, err
		}
		if o != want || rem != r {
			return n, fmt.Errorf("%s %s: %v in %d, GamesmanOne %v in %d", f[0], f[1], o, rem, want, r)
		}
		n++
	}
	return n, sc.Err()
}

// slicesIndex returns the index of the shape of s with tokens on the
// board, -1 if none.
func slicesIndex(s []teeko.ShapeStats, tokens int) int {
	for i, sh := range s {
		if sh.Mover+sh.Other == tokens {
			return i
		}
	}
	return -1
}
