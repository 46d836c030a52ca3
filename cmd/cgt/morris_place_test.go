package main

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cgtgo/cgt/games/morris"
)

// TestSolveMorrisPlacements: cgt solve morris --stones-each 4 --placements
// solves the whole game of 4 stones each (issue 44), and cgt query answers
// its positions with stones in hand from the tables. The facts it checks
// come from another engine, the placement search (cgt.Searcher probing the
// midgame's tables, the way a DIR of the midgame alone answers them): the
// start is a draw (games/morris's TestWholeAgainstSearch and
// TestWholeAgainstBrute check the sectors against the same search and
// against brute force), and every position sampled from every sector, with
// each of its moves, has the value the search of a midgame-only DIR gives.
// The second run resumes every tier and prints each sector's counts, which
// add up to its positions. Bad combinations of flags get one line, exit 2.
// The first solve is shared with TestServeMorrisPlacements (solvedW4).
func TestSolveMorrisPlacements(t *testing.T) {
	work := t.TempDir()
	dir, mid := filepath.Join(work, "w4"), filepath.Join(work, "m4")
	var sum morrisSummary
	r := solvedW4(t, dir)
	if err := json.Unmarshal([]byte(r.stdout), &sum); err != nil || r.code != 0 {
		t.Fatalf("solve --stones-each 4 --placements: %v, exit %d, %q %q", err, r.code, r.stdout, r.stderr)
	}
	// 4 midgame tiers ({2,3} {3,3} {2,4} {3,4} … {4,4}: 5) and 15 sectors.
	if sum.Start == nil || sum.Start.Outcome != "Draw" || sum.Start.Position != ".../.../.../....../.../.../... W 4 4" || sum.Tiers != 20 || !sum.Placements || sum.Each != 4 {
		t.Fatalf("solve: %+v, start %+v; want 20 tiers, the start a draw", sum, sum.Start)
	}
	r = cgtIn(t, work, "", "solve", "morris", "--tiers", dir, "--stones-each", "4", "--placements", "--stats", "--json")
	sum = morrisSummary{}
	if err := json.Unmarshal([]byte(r.stdout), &sum); err != nil || r.code != 0 {
		t.Fatalf("solve again --stats: %v, exit %d, %q %q", err, r.code, r.stdout, r.stderr)
	}
	if sum.Resumed != 20 || len(sum.Sectors) != 15 || len(sum.Subspaces) != 4 {
		t.Fatalf("again: %d resumed, %d sectors, %d subspaces; want 20, 15, 4", sum.Resumed, len(sum.Sectors), len(sum.Subspaces))
	}
	if s := sum.Sectors[0]; s.Sector != "0-0+4-4" || s.ToMove != "W" || s.Positions != 1 || s.Draw != 1 {
		t.Errorf("first sector %+v, want the start's, one draw", s)
	}
	total := 0
	for _, s := range sum.Subspaces {
		total += s.Positions
	}
	for _, s := range sum.Sectors {
		total += s.Positions
		if s.Win+s.Loss+s.Draw != s.Positions || (s.ToMove == "W") != (s.Sector[len(s.Sector)-3] == s.Sector[len(s.Sector)-1]) {
			t.Errorf("sector %+v: counts do not add up, or the wrong player to move", s)
		}
	}
	// The positions not in a subspace or a sector: the tiers of two
	// stones ({2,3} 27,098, {2,4} 127,568), all lost.
	if total+27098+127568 != sum.Positions {
		t.Errorf("subspaces and sectors hold %d positions, the solve %d", total, sum.Positions)
	}

	// The tables against the search over the midgame alone.
	if r := cgtIn(t, work, "", "solve", "morris", "--tiers", mid, "--stones-each", "4"); r.code != 0 {
		t.Fatalf("solve --stones-each 4: exit %d, %q", r.code, r.stderr)
	}
	placed, err := openMorris(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer placed.Close()
	searched, err := openMorris(mid)
	if err != nil {
		t.Fatal(err)
	}
	defer searched.Close()
	if !placed.placed || searched.placed {
		t.Fatalf("placements there: %v in %s, %v in %s", placed.placed, dir, searched.placed, mid)
	}
	res, err := placed.query("start")
	if err != nil || res.Outcome != "Draw" || len(res.Moves) != 24 {
		t.Fatalf("query start: %+v, %v; want a draw with 24 placements", res, err)
	}
	if placed.search != nil || placed.probe != nil {
		t.Errorf("query start searched the placements: they are in %s", dir)
	}
	w := morris.NewWhole(4)
	positions := []string{"start"}
	for tr := w.MidgameTiers(); tr < w.Tiers(); tr++ {
		n := w.TierSize(tr)
		for i := 0; i < n; i += max(1, n/5) {
			positions = append(positions, morris.Format(w.TierPosition(tr, i), morris.White))
		}
	}
	for _, pos := range positions {
		want, err := searched.query(pos)
		if err != nil {
			t.Fatalf("search %s: %v", pos, err)
		}
		got, err := placed.query(pos)
		if err != nil {
			t.Fatalf("tables %s: %v", pos, err)
		}
		if got.Outcome != want.Outcome || got.Remoteness != want.Remoteness || len(got.Moves) != len(want.Moves) {
			t.Errorf("%s: tables %s in %d (%d moves), search %s in %d (%d moves)", pos, got.Outcome, got.Remoteness, len(got.Moves), want.Outcome, want.Remoteness, len(want.Moves))
			continue
		}
		for k := range got.Moves {
			if g, s := got.Moves[k], want.Moves[k]; g.Outcome != s.Outcome || g.Remoteness != s.Remoteness {
				t.Errorf("%s, move %d: tables %+v, search %+v", pos, k, g, s)
			}
		}
	}
	if placed.search != nil {
		t.Errorf("the queries of %s searched the placements: they are in the tables", dir)
	}
	if r := cgtIn(t, work, "", "query", dir, "start"); r.code != 0 || !strings.HasPrefix(r.stdout, ".../.../.../....../.../.../... W 4 4: Draw") {
		t.Errorf("cgt query %s start: exit %d, %q %q", dir, r.code, r.stdout, r.stderr)
	}

	for _, bad := range [][]string{
		{"solve", "morris", "--tiers", dir, "--stones-each", "4", "--stones", "8"},
		{"solve", "morris", "--tiers", dir, "--stones-each", "2"},
		{"solve", "morris", "--tiers", dir, "--stones-each", "10", "--placements"},
		{"solve", "morris", "--tiers", dir, "--placements", "--stones", "12"},
		{"solve", "connect4", "--board", "4x4", "--tiers", dir, "--placements"},
		{"solve", "ttt", "-o", "x.tab", "--stones-each", "4"},
		{"query", dir, "W../.../.../....../.../.../B.. W 5 5"}, // 6 stones of each
	} {
		if r := cgtIn(t, work, "", bad...); r.code != 2 || strings.Count(r.stderr, "\n") != 1 {
			t.Errorf("cgt %s: exit %d, stderr %q, want one line and exit 2", strings.Join(bad, " "), r.code, r.stderr)
		}
	}
}

// TestServeMorrisPlacements: cgt serve of a DIR that holds the placements
// (issue 44) opens the page on the empty board, and answers it and its
// placements from the tables at once: 200 with 24 placements, all drawn
// (the start of 4 stones each is a draw: TestSolveMorrisPlacements), and
// no search run (a DIR of the midgame alone searches the placements, and
// for Nine Men's Morris the start's search took past a request's time:
// 503).
func TestServeMorrisPlacements(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "w4")
	solvedW4(t, dir)
	srcs, _, err := openSources([]string{dir})
	if err != nil {
		t.Fatal(err)
	}
	defer srcs[0].Close()
	base := serveSources(t, srcs, nil)
	var list struct{ Games []sourceInfo }
	if st := get(t, base, "/api/games", &list); st != 200 || len(list.Games) != 1 {
		t.Fatalf("/api/games: %d, %+v", st, list.Games)
	}
	g := list.Games[0]
	if g.Start != ".../.../.../....../.../.../... W 4 4" || !strings.Contains(g.Params, "placements") {
		t.Errorf("listed %+v, want the empty board with 4 stones each in hand", g)
	}
	var res queryResult
	if st := get(t, base, "/api/games/"+g.ID, &res); st != 200 || res.Outcome != "Draw" || len(res.Moves) != 24 {
		t.Fatalf("the start: %d %+v", st, res)
	}
	if st := get(t, base, "/api/games/"+g.ID+"?position="+strings.ReplaceAll(res.Moves[0].To, " ", "+"), &res); st != 200 || len(res.Moves) != 23 {
		t.Errorf("after %s: %d %+v", res.Moves[0].Move, st, res)
	}
	if mt := srcs[0].(*namedSource).source.(*morrisTables); mt.search != nil || mt.probe != nil {
		t.Errorf("the page's start searched the placements: they are in %s", dir)
	}
}

// solvedW4 gives dir the tiers of cgt solve morris --stones-each 4
// --placements --json (a shared solve, copied) and returns what it
// printed. Without --json the solve prints less and writes the same files.
func solvedW4(t *testing.T, dir string) result {
	t.Helper()
	return solvedCopy(t, dir, "solve", "morris", "--tiers", sharedOut, "--stones-each", "4", "--placements", "--json")
}
