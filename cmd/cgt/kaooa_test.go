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
	"github.com/cgtgo/cgt/games/kaooa"
)

// TestKaooa solves Kaooa, a board game registered by name from its own
// package (games/kaooa, internal/boardgames/kaooa.go), with cgt solve
// kaooa --tiers DIR --stats --json, then queries and serves the
// directory. The start is a win for the crows in 15 plies (GamesmanOne's
// value; six crows, its mkaooa, a draw); the classes by outcome are the
// in-memory retrograde engine's on the same rules (cgt.SolveRetrograde),
// and so is each first drop's value in cgt query and the API; the --stats
// rows' boards are every arrangement of each shape (32,981 in all); bad
// flags get one line and exit 2.
func TestKaooa(t *testing.T) {
	g, err := kaooa.New(kaooa.Options{})
	if err != nil {
		t.Fatal(err)
	}
	sol, err := cgt.SolveRetrograde[board.Pos](context.Background(), g, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	work := t.TempDir()
	dir := filepath.Join(work, "kaooa")
	sum := solveSummary(t, work, "solve", "kaooa", "--tiers", dir, "--stats", "--json")
	want := outcomeCounts(sol.Stats())
	if sum.Game != "kaooa" || sum.Flags != "" || sum.Name != "kaooa" || sum.Tiers != 41 || sum.Positions != 3485 || sum.Positions != g.Size() ||
		sum.Start == nil || *sum.Start != (valueJSON{Position: "./..../.././.. C 7", Outcome: "Win", Remoteness: 15}) {
		t.Errorf("summary %+v, start %+v", sum, sum.Start)
	}
	if !slices.Equal(mapPairs(sum.Outcomes), mapPairs(want)) || !strings.Contains(sum.Note, "10 symmetries") {
		t.Errorf("outcomes %v (%s), the in-memory engine's %v", sum.Outcomes, sum.Note, want)
	}
	boards := statBoards(sum)
	if sum.Stats == nil || len(sum.Stats.Rows) != 45 || boards != 32981 {
		t.Errorf("stats: %d boards in %+v", boards, sum.Stats)
	}
	r := cgtIn(t, work, "", "solve", "kaooa", "--crows", "6", "--tiers", filepath.Join(work, "k6"))
	if r.code != 0 || !strings.Contains(r.stdout, "start ./..../.././.. C 6: Draw\n") {
		t.Errorf("six crows: exit %d, %q %q", r.code, r.stdout, r.stderr)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"solve", "kaooa", "--crows", "9", "--tiers", dir}, "--crows 9: want 4 … 7"},
		{[]string{"solve", "kaooa", "--variant", "five", "--tiers", dir}, "--variant applies to mills, not to kaooa"},
		{[]string{"solve", "kaooa", "--crows", "6", "--tiers", dir}, "give --tiers a directory of its own"},
		{[]string{"query", dir, "C/CCCC/CCC/V/.. V 0"}, "row 3 has 3 cells, want 2"},
	} {
		if r := cgtIn(t, work, "", c.args...); r.code != 2 || strings.Count(r.stderr, "\n") != 1 || !strings.Contains(r.stderr, c.want) {
			t.Errorf("cgt %s: exit %d, %q; want exit 2 and %q", strings.Join(c.args, " "), r.code, r.stderr, c.want)
		}
	}

	// cgt query: the ten first drops, each valued as the engine values
	// the position it leads to, best first (a tip, then an inner point).
	r = cgtIn(t, work, "", "query", dir, "start")
	lines := strings.Split(strings.TrimSpace(r.stdout), "\n")
	if r.code != 0 || len(lines) != 11 || lines[0] != "./..../.././.. C 7: Win in 15 plies for the player to move" {
		t.Fatalf("query start: exit %d, %q %q", r.code, r.stdout, r.stderr)
	}
	for _, line := range lines[1:] {
		f := strings.Fields(line)
		q, _, err := g.Parse(strings.Join(f[len(f)-3:], " "))
		if err != nil {
			t.Fatalf("%q: %v", line, err)
		}
		rem := sol.Remoteness(q) + 1
		if sol.Outcome(q) != cgt.Loss || !strings.Contains(line, "Win in "+itoa(rem)+" plies") || (rem == 15) != strings.Contains("abeij", f[0]) {
			t.Errorf("%q: the engine %v in %d after it", line, sol.Outcome(q), sol.Remoteness(q))
		}
	}

	// cgt serve: the star as points and lines, and a position whose moves
	// carry the two points they change.
	base := servePaths(t, dir)
	var list struct{ Games []sourceInfo }
	if code := get(t, base, "/api/games", &list); code != 200 || len(list.Games) != 1 || list.Games[0].Board == nil {
		t.Fatalf("games: %d %+v", code, list)
	}
	bd := list.Games[0].Board
	if list.Games[0].Game != "kaooa" || list.Games[0].Start != "./..../.././.. C 7" || len(bd.Points) != 10 || len(bd.Lines) != 5 ||
		!slices.Equal(bd.Names, strings.Split("abcdefghij", "")) || !slices.Equal(bd.Rows, []int{1, 4, 2, 1, 2}) || bd.Kinds != "CV" || bd.Players != "CV" {
		t.Errorf("board %+v", list.Games[0])
	}
	// The vulture at h, the crows everywhere but i and j: it can only
	// step, and loses in 6 (the engine).
	pos := "C/CCCC/CC/V/.. V 0"
	var res queryResult
	if code := get(t, base, "/api/games/kaooa?position="+url.QueryEscape(pos), &res); code != 200 {
		t.Fatalf("%s: %d", pos, code)
	}
	p, _, _ := g.Parse(pos)
	if res.Outcome != "Loss" || res.Remoteness != 6 || sol.Outcome(p) != cgt.Loss || sol.Remoteness(p) != 6 || len(res.Moves) != 2 {
		t.Fatalf("%s: %+v", pos, res)
	}
	for _, m := range res.Moves {
		if m.Move != "h-i" && m.Move != "h-j" || !slices.Equal(m.Cells, []int{7, strings.Index("abcdefghij", m.Move[2:])}) {
			t.Errorf("%s: move %+v", pos, m)
		}
		var next queryResult
		if code := get(t, base, "/api/games/kaooa?position="+url.QueryEscape(m.To), &next); code != 200 || next.Outcome != "Win" || next.Remoteness != 5 {
			t.Errorf("%s: %d %+v", m.To, code, next)
		}
	}
}
