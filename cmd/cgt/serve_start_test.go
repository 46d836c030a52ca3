package main

import (
	"math/bits"
	"net/url"
	"path/filepath"
	"testing"

	"github.com/cgtgo/cgt/games/morris"
)

// solvedMorris solves the morris tiers of at most stones stones with the
// command into dir/name.
func solvedMorris(t *testing.T, dir, name string, stones int) {
	t.Helper()
	if r := cgtIn(t, dir, "", "solve", "morris", "--stones", itoa(stones), "--tiers", name); r.code != 0 {
		t.Fatalf("cgt solve morris --stones %d: %+v", stones, r)
	}
}

// TestServeStartAnswered: the start /api/games lists for each game is a
// position its tables answer, so the page, which opens there (and returns
// there on Restart), never opens on an error (issue 43, item 5: a morris
// directory solved with --stones below 18 listed a position of 18 stones,
// which it cannot answer: 400 "not solved"). Morris of at most 6 stones
// beside tic-tac-toe and Connect Four 4×4: each listed start, asked for by
// name and as the empty position, answers 200 with moves to play; the
// morris one has no stones in hand and at most 6 on the board.
func TestServeStartAnswered(t *testing.T) {
	dir := solvedTables(t)
	solvedMorris(t, dir, "m6", 6)
	base := servePaths(t, filepath.Join(dir, "ttt.tab"), filepath.Join(dir, "c4"), filepath.Join(dir, "m6"))
	var list struct{ Games []sourceInfo }
	if st := get(t, base, "/api/games", &list); st != 200 || len(list.Games) != 3 {
		t.Fatalf("/api/games: %d, %+v", st, list.Games)
	}
	for _, g := range list.Games {
		for _, q := range []string{"?position=" + url.QueryEscape(g.Start), ""} {
			var res queryResult
			if st := get(t, base, "/api/games/"+g.ID+q, &res); st != 200 || res.Over || len(res.Moves) == 0 {
				t.Errorf("%s: the listed start %q (asked as %q) answers %d %+v", g.ID, g.Start, q, st, res)
			}
		}
		if g.Game != "morris" {
			continue
		}
		p, _, err := morris.Parse(g.Start)
		if err != nil {
			t.Fatalf("%s: start %q: %v", g.ID, g.Start, err)
		}
		if mh, oh := p.InHand(); mh+oh != 0 || bits.OnesCount32(p.Mover()|p.Other()) > 6 {
			t.Errorf("%s: start %q is not a midgame position of at most 6 stones", g.ID, g.Start)
		}
	}
}
