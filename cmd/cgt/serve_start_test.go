package main

import (
	"math/bits"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/cgtgo/cgt/games/morris"
)

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

// TestServeParentSkipsUnfinished: a directory given to cgt serve that
// holds finished and unfinished solves serves the finished ones and names
// each other with why, on standard error and in the --json line (issue
// 43, item 6: "par/partial holds no finished morris tiers", exit 2, and
// nothing served). The unfinished ones: morris tiers of 6 stones of which
// only tier 0 of 2 is left, and a Connect Four directory without its tier 0 (the last one
// written). A directory that holds only unfinished ones is still refused,
// naming why.
func TestServeParentSkipsUnfinished(t *testing.T) {
	dir := solvedTables(t)
	par := filepath.Join(dir, "par")
	os.Mkdir(par, 0o755)
	solvedMorris(t, par, "m6", 6)
	copyDir(t, filepath.Join(par, "m6"), filepath.Join(par, "partial"))
	copyDir(t, filepath.Join(dir, "c4"), filepath.Join(par, "c4"))
	for _, f := range []string{"partial/tier-00001.cgt", "c4/tier-00000.cgt"} {
		if err := os.Remove(filepath.Join(par, f)); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Rename(filepath.Join(dir, "ttt.tab"), filepath.Join(par, "ttt.tab")); err != nil {
		t.Fatal(err)
	}
	started, stderr := startServeLine(t, dir, "par")
	var ids []string
	for _, g := range started.Games {
		ids = append(ids, g.ID)
	}
	if !slices.Equal(ids, []string{"m6", "ttt"}) {
		t.Errorf("served %q, want m6 and ttt", ids)
	}
	want := map[string]string{"par/partial": "no finished morris tiers", "par/c4": "tier 0"}
	if len(started.Skipped) != len(want) {
		t.Errorf("skipped %+v, want %v", started.Skipped, want)
	}
	for _, k := range started.Skipped {
		if w, ok := want[k.File]; !ok || !strings.Contains(k.Why, w) || !strings.Contains(k.Why, k.File) || strings.Contains(k.Why, dir) {
			t.Errorf("skipped %+v, want %v", k, want)
		}
		if line, _ := stderr.ReadString('\n'); line != "cgt serve: not serving "+k.File+": "+k.Why+"\n" {
			t.Errorf("stderr line %q, want it to name %s and why", line, k.File)
		}
	}
	var res queryResult
	if st := get(t, strings.TrimSuffix(started.Address, "/"), "/api/games/m6", &res); st != 200 || len(res.Moves) == 0 {
		t.Errorf("m6 served beside the unfinished ones: %d %+v", st, res)
	}
	// Nothing finished: refused, naming why.
	os.Remove(filepath.Join(par, "ttt.tab"))
	os.RemoveAll(filepath.Join(par, "m6"))
	r := cgtIn(t, dir, "", "serve", "par", "--addr", "127.0.0.1:0")
	if r.code != 2 || !strings.Contains(r.stderr, "par holds nothing to serve") || strings.Count(r.stderr, "\n") != 1 {
		t.Errorf("cgt serve par with nothing finished: exit %d, %q", r.code, r.stderr)
	}
}
