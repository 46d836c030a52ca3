package main

import (
	"context"
	"net/url"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/board"
	"github.com/cgtgo/cgt/games/teeko"
)

// TestTeeko solves advanced Teeko on the 4×4 board with cgt solve teeko
// --advanced --board 4x4 --tiers DIR --stats --json, then queries and
// serves the directory. The classes by outcome and the start's value (a
// draw on 4×4) are the in-memory retrograde engine's on the same rules
// (cgt.SolveRetrograde), and so are the values cgt query and the API give
// a position and its moves; the --stats rows' boards are every
// arrangement of each shape (1,517,997 in all); bad flags get one line
// and exit 2.
func TestTeeko(t *testing.T) {
	r4, err := teeko.NewRules(4, true)
	if err != nil {
		t.Fatal(err)
	}
	g, err := board.New(r4)
	if err != nil {
		t.Fatal(err)
	}
	sol, err := cgt.SolveRetrograde[board.Pos](context.Background(), g, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	work := t.TempDir()
	dir := filepath.Join(work, "t4")
	sum := solveSummary(t, work, "solve", "teeko", "--advanced", "--board", "4x4", "--tiers", dir, "--stats", "--json")
	want := outcomeCounts(sol.Stats())
	start := g.Spec().Start[0]
	if sum.Game != "teeko" || sum.Params != "4x4 advanced" || sum.Positions != g.Size() || sum.Start == nil ||
		*sum.Start != (valueJSON{Position: "..../..../..../.... B", Outcome: sol.Outcome(start).String(), Remoteness: sol.Remoteness(start)}) || sum.Start.Outcome != "Draw" {
		t.Errorf("summary %+v, start %+v", sum, sum.Start)
	}
	if !slices.Equal(mapPairs(sum.Outcomes), mapPairs(want)) {
		t.Errorf("outcomes %v, the in-memory engine's %v", sum.Outcomes, want)
	}
	boards := statBoards(sum)
	if sum.Stats == nil || len(sum.Stats.Rows) != 9 || sum.Stats.Rows[0].Name != "Black 4, Red 4, either to move" || boards != 1517997 {
		t.Errorf("stats: %d boards in %+v", boards, sum.Stats)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"solve", "teeko", "--board", "6x6", "--tiers", filepath.Join(work, "t6")}, `--board "6x6": want 5x5 or 4x4`},
		{[]string{"solve", "teeko", "--crows", "6", "--tiers", filepath.Join(work, "t6")}, "--crows applies to kaooa, not to teeko"},
	} {
		if r := cgtIn(t, work, "", c.args...); r.code != 2 || strings.Count(r.stderr, "\n") != 1 || !strings.Contains(r.stderr, c.want) {
			t.Errorf("cgt %s: exit %d, %q; want exit 2 and %q", strings.Join(c.args, " "), r.code, r.stderr, c.want)
		}
	}

	// cgt query: Black to drop a fourth token beside three in a row wins
	// in 1 ply.
	pos := "BBB./RRR./..../.... B"
	r := cgtIn(t, work, "", "query", dir, pos)
	lines := strings.Split(strings.TrimSpace(r.stdout), "\n")
	if r.code != 0 || len(lines) != 11 || lines[0] != pos+": Win in 1 ply for the player to move" {
		t.Fatalf("query: exit %d, %q %q", r.code, r.stdout, r.stderr)
	}

	// cgt serve: a 4×4 grid, and a position of the move phase whose
	// moves the engine values alike.
	base := servePaths(t, dir)
	var list struct{ Games []sourceInfo }
	if code := get(t, base, "/api/games", &list); code != 200 || len(list.Games) != 1 || list.Games[0].Board == nil {
		t.Fatalf("games: %d %+v", code, list)
	}
	if bd := list.Games[0].Board; list.Games[0].Game != "teeko" || list.Games[0].Start != "..../..../..../.... B" || bd.Width != 4 || bd.Height != 4 || bd.Kinds != "BR" {
		t.Errorf("board %+v %+v", list.Games[0], bd)
	}
	pos = "BR../RB../B.R./.R.B R"
	var res queryResult
	if code := get(t, base, "/api/games/"+list.Games[0].ID+"?position="+url.QueryEscape(pos), &res); code != 200 || len(res.Moves) == 0 {
		t.Fatalf("%s: %d %+v", pos, code, res)
	}
	p, _, err := g.Parse(pos)
	if err != nil {
		t.Fatal(err)
	}
	if res.Outcome != sol.Outcome(p).String() || res.Remoteness != sol.Remoteness(p) {
		t.Errorf("%s: %s in %d, the engine %v in %d", pos, res.Outcome, res.Remoteness, sol.Outcome(p), sol.Remoteness(p))
	}
	for _, m := range res.Moves {
		q, _, err := g.Parse(m.To)
		if err != nil {
			t.Fatal(err)
		}
		o, rem := sol.Outcome(q), sol.Remoteness(q)
		if rem >= 0 {
			o, rem = map[cgt.Outcome]cgt.Outcome{cgt.Win: cgt.Loss, cgt.Loss: cgt.Win}[o], rem+1
		}
		if m.Outcome != o.String() || m.Remoteness != rem {
			t.Errorf("%s: move %+v, the engine %v in %d", pos, m, o, rem)
		}
	}
}
