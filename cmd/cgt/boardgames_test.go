package main

import (
	"context"
	"encoding/json"
	"io"
	"math/rand/v2"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/board"
	"github.com/cgtgo/cgt/games/mills"
	"github.com/cgtgo/cgt/internal/boardgames"
	"github.com/cgtgo/cgt/internal/testutil"
	"github.com/cgtgo/cgt/tier"
)

// five7 is Five Men's Morris of at most 7 stones (on the board and in
// hand), as games/mills builds it: the board game the tests solve with
// cgt solve mills --variant five --stones 7, and its in-memory retrograde
// solution (cgt.SolveRetrograde over every class), the engine the tier
// files must agree with. Built and solved once for the tests that read
// them (they change neither).
func five7(t *testing.T) (board.Game, *cgt.Solution[board.Pos]) {
	t.Helper()
	five7Once.Do(func() {
		if five7Game, five7Err = mills.New(mills.Five, mills.Options{MaxStones: 7}); five7Err == nil {
			five7Sol, five7Err = cgt.SolveRetrograde[board.Pos](context.Background(), five7Game, nil, nil)
		}
	})
	if five7Err != nil {
		t.Fatal(five7Err)
	}
	return five7Game, five7Sol
}

var (
	five7Once sync.Once
	five7Game board.Game
	five7Sol  *cgt.Solution[board.Pos]
	five7Err  error
)

// solveFive7 gives work/name the tiers of Five Men's Morris of at most 7
// stones as the command solves them, and returns the directory and what
// the solve printed: the files of cgt solve mills --variant five --stones
// 7 --tiers --stats --json, a solve shared by the tests and copied (with
// --stats --json it prints more and writes the same files).
func solveFive7(t *testing.T, work, name string) (string, result) {
	t.Helper()
	dir := filepath.Join(work, name)
	r := solvedCopy(t, dir, "solve", "mills", "--variant", "five", "--stones", "7", "--tiers", sharedOut, "--stats", "--json")
	return dir, r
}

// TestSolveBoard solves a board game registered by name (mills, Five
// Men's Morris of at most 7 stones) with cgt solve GAME [its flags]
// --tiers --stats --json and checks the summary against the in-memory
// retrograde engine on the same rules (cgt.SolveRetrograde: the classes by
// outcome) and games/mills's numbering (101,962 classes of the 16
// symmetries in 31 tiers); --stats's boards by outcome against the
// classes weighted by their orbits; a second run resumes every tier; and
// bad input (a missing or unknown variant, a flag mills does not take,
// a directory of another solve) gets one line and exit 2, the whole of
// Nine Men's Morris exit 1 with the bytes it needs, and nothing written.
func TestSolveBoard(t *testing.T) {
	g, sol := five7(t)
	work := t.TempDir()
	dir, first := solveFive7(t, work, "m5")
	var sum boardSummary
	if err := json.Unmarshal([]byte(first.stdout), &sum); err != nil {
		t.Fatalf("solve: %v, %q", err, first.stdout)
	}
	st := sol.Stats()
	want := outcomeCounts(st)
	if sum.Game != "mills" || sum.Flags != "--variant five --stones 7" || sum.Name != "mills-five" || sum.Tiers != 31 || sum.Positions != 101962 || sum.Positions != g.Size() || sum.Start != nil {
		t.Errorf("summary %+v", sum)
	}
	if !slices.Equal(mapPairs(sum.Outcomes), mapPairs(want)) || !strings.Contains(sum.Note, "16 symmetries") {
		t.Errorf("outcomes %v (%s), the in-memory engine's %v", sum.Outcomes, sum.Note, want)
	}
	// The boards by outcome are the classes weighted by their orbits.
	var boards [cgt.Win + 1]int64
	for p := range sol.All() {
		boards[sol.Outcome(p)] += int64(g.OrbitSize(p))
	}
	if sum.Stats == nil || len(sum.Stats.Rows) != 32 {
		t.Fatalf("stats %+v", sum.Stats)
	}
	var got [cgt.Win + 1]int64
	var classes int64
	for _, row := range sum.Stats.Rows {
		classes += row.Values[0]
		got[cgt.Win] += row.Values[2]
		got[cgt.Loss] += row.Values[3]
		got[cgt.Tie] += row.Values[4]
		got[cgt.Draw] += row.Values[5]
	}
	if got != boards || classes != int64(g.Size()) {
		t.Errorf("--stats: boards by outcome %v, the engine's classes weighted by orbit %v; %d classes", got, boards, classes)
	}
	r := cgtIn(t, work, "", "solve", "mills", "--variant", "five", "--stones", "7", "--tiers", dir, "--stats")
	if r.code != 0 || !strings.Contains(r.stdout, "resumed: 31 tiers were already solved") || !strings.Contains(r.stdout, "boards (every arrangement, each class counted by its size): 1609786: ") {
		t.Errorf("again: exit %d, %q %q", r.code, r.stdout, r.stderr)
	}

	before := testutil.DirFiles(t, dir)
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"solve", "mills", "--tiers", dir}, "say which: --variant five, six, seven, nine"},
		{[]string{"solve", "mills", "--variant", "eight", "--tiers", dir}, `unknown --variant "eight"`},
		{[]string{"solve", "mills", "--variant", "five", "--stones", "11", "--tiers", dir}, "--stones 11: want 5 … 10"},
		{[]string{"solve", "mills", "--variant", "five", "--board", "4x4", "--tiers", dir}, "--board applies to " + flagRule("board")[1] + ", not to mills"},
		{[]string{"solve", "mills", "--variant", "five", "--tiers", dir, "--force"}, "--force applies to -o FILE"},
		{[]string{"solve", "mills", "--variant", "five", "-o", "x.tab"}, "mills is solved tier by tier: say --tiers DIR"},
		{[]string{"solve", "mills", "--variant", "five", "--tiers", dir, "-o", "x.tab"}, "-o does not go with --tiers"},
		{[]string{"solve", "ttt", "-o", "t.tab", "--variant", "five"}, "--variant applies to mills, not to ttt"},
		{[]string{"solve", "morris", "--tiers", dir, "--midgame"}, "--midgame applies to mills, not to morris"},
		// Another variant in the directory of this one: its files name
		// another game, and stay as they are.
		{[]string{"solve", "mills", "--variant", "six", "--stones", "7", "--tiers", dir}, "give --tiers a directory of its own"},
		{[]string{"solve", "mills", "--variant", "five", "--tiers", dir}, "give --tiers a directory of its own"},
	} {
		if r := cgtIn(t, work, "", c.args...); r.code != 2 || strings.Count(r.stderr, "\n") != 1 || !strings.Contains(r.stderr, c.want) {
			t.Errorf("cgt %s: exit %d, %q; want exit 2 and %q", strings.Join(c.args, " "), r.code, r.stderr, c.want)
		}
	}
	testutil.Unchanged(t, "refused solves", dir, before)
	// A directory of Connect Four: refused the same way.
	c4 := filepath.Join(work, "c4")
	if r := cgtIn(t, work, "", "solve", "connect4", "--board", "3x3", "--tiers", c4); r.code != 0 {
		t.Fatalf("connect4 3x3: %+v", r)
	}
	if r := cgtIn(t, work, "", "solve", "mills", "--variant", "five", "--stones", "7", "--tiers", c4); r.code != 2 || !strings.Contains(r.stderr, "connect4") {
		t.Errorf("mills into a connect4 directory: exit %d, %q", r.code, r.stderr)
	}
	// The whole of Nine Men's Morris: refused with what it needs,
	// before the directory is made.
	nine := filepath.Join(work, "nine")
	if r := cgtIn(t, work, "", "solve", "mills", "--variant", "nine", "--tiers", nine); r.code != 1 || strings.Count(r.stderr, "\n") != 1 || !strings.Contains(r.stderr, "53,568,667,130 bytes of values") {
		t.Errorf("nine: exit %d, %q", r.code, r.stderr)
	}
	if _, err := os.Stat(nine); err == nil {
		t.Error("nine: the directory was made")
	}
}

// mapPairs lists a map's pairs in key order.
func mapPairs(m map[string]int) []string {
	var out []string
	for k, v := range m {
		out = append(out, k+"="+itoa(v))
	}
	slices.Sort(out)
	return out
}

// TestQueryBoard checks cgt query DIR POSITION on the tier files of a
// board game (Five Men's Morris of at most 7 stones): at positions of
// every tier, the value and each move's value are the in-memory
// retrograde engine's on the same rules (cgt.SolveRetrograde), each move
// leads to the position it names (a placement's name is its point, the
// one cell it changes), and the moves are ranked best first; then a
// partial directory (the last tiers removed, as an interrupted solve
// leaves it) answers the tiers it holds and refuses the others as not
// solved, naming the command that solves them, and a tier missing below
// one that is there is named.
func TestQueryBoard(t *testing.T) {
	g, sol := five7(t)
	work := t.TempDir()
	dir, _ := solveFive7(t, work, "m5")
	b, err := openBoard(dir)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(4, 1))
	names := g.Layout().Names
	checked := 0
	for tr := range g.Tiers() {
		for range 20 {
			p := g.TierPosition(tr, rng.IntN(g.TierSize(tr)))
			text := g.Text(p, rng.IntN(2)) // either colour to move
			res, err := b.query(text)
			if err != nil {
				t.Fatalf("%s: %v", text, err)
			}
			q, player, err := g.Parse(text)
			if err != nil {
				t.Fatal(err)
			}
			if res.Position != text || res.Outcome != sol.Outcome(q).String() || res.Remoteness != sol.Remoteness(q) {
				t.Fatalf("%s: %+v, the engine %v in %d", text, res, sol.Outcome(q), sol.Remoteness(q))
			}
			if _, over := g.Terminal(q); over != res.Over && len(g.Moves(nil, q)) > 0 {
				t.Errorf("%s: over %v", text, res.Over)
			}
			for k, m := range res.Moves {
				to, p2, err := g.Parse(m.To)
				if err != nil || p2 != 1-player {
					t.Fatalf("%s: move %s to %q: %v, player %d", text, m.Move, m.To, err, p2)
				}
				if o := sol.Outcome(to).Opposite().String(); m.Outcome != o {
					t.Errorf("%s: %s is a %s, the engine %s", text, m.Move, m.Outcome, o)
				}
				if i := slices.Index(names, m.Move); i >= 0 && !slices.Equal(m.Cells, []int{i}) {
					t.Errorf("%s: the placement %s changes cells %v", text, m.Move, m.Cells)
				}
				if len(m.Cells) == 0 {
					t.Errorf("%s: %s changes no cell", text, m.Move)
				}
				if k > 0 && compareMoves(ranked(res.Moves[k-1]), ranked(m)) > 0 {
					t.Errorf("%s: %s ranked after %s", text, res.Moves[k-1].Move, m.Move)
				}
			}
			checked++
		}
	}
	b.Close()
	r := cgtIn(t, work, "", "query", dir, ".../.../..../.../... W 3 3")
	if r.code != 0 || !strings.HasPrefix(r.stdout, ".../.../..../.../... W 3 3: Draw for the player to move\n  a5           Draw ") {
		t.Errorf("query: exit %d, %q %q", r.code, r.stdout, r.stderr)
	}
	for _, c := range []struct{ pos, want string }{
		{"start", "has no start among its positions"},
		{"W.B/..../.../.../... W 2 2", "row 2 has 4 cells, want 3"},
		{"WWW/WWW/..../.../... B 0 0", "no position of the game has its pieces"},
	} {
		if r := cgtIn(t, work, "", "query", dir, c.pos); r.code != 2 || strings.Count(r.stderr, "\n") != 1 || !strings.Contains(r.stderr, c.want) {
			t.Errorf("query %s: exit %d, %q; want %q", c.pos, r.code, r.stderr, c.want)
		}
	}
	// A partial solve: the last tiers gone.
	for tr := 25; tr < g.Tiers(); tr++ {
		os.Remove(tier.Path(dir, tr))
	}
	top := g.TierPosition(30, 0)
	r = cgtIn(t, work, "", "query", dir, g.Text(top, 0))
	if r.code != 2 || !strings.Contains(r.stderr, "not solved: "+g.Text(top, 0)+" is in tier 30") || !strings.Contains(r.stderr, "holds tiers 0-24 of the 31") ||
		!strings.Contains(r.stderr, "cgt solve mills --variant five --stones 7 --tiers "+dir+" solves it") {
		t.Errorf("a tier not solved: exit %d, %q", r.code, r.stderr)
	}
	if r := cgtIn(t, work, "", "query", dir, g.Text(g.TierPosition(24, 0), 0)); r.code != 0 {
		t.Errorf("a tier solved: exit %d, %q", r.code, r.stderr)
	}
	os.Remove(tier.Path(dir, 3))
	if r := cgtIn(t, work, "", "query", dir, g.Text(g.TierPosition(24, 0), 0)); r.code != 2 || !strings.Contains(r.stderr, tier.FileName(3)+" is missing, though tier") {
		t.Errorf("a child tier missing: exit %d, %q", r.code, r.stderr)
	}
	t.Logf("%d positions checked", checked)
}

// ranked is a move of the API as the ranking compares it.
func ranked(m moveJSON) cgt.Ranked[string] {
	o := map[string]cgt.Outcome{"Loss": cgt.Loss, "Draw": cgt.Draw, "Tie": cgt.Tie, "Win": cgt.Win}[m.Outcome]
	return cgt.Ranked[string]{To: m.To, Outcome: o, Remoteness: m.Remoteness}
}

// TestServeBoard serves the tier files of a board game (Five Men's Morris
// of at most 7 stones) and checks what the page draws it from: GET
// /api/games describes the board (the 16 points of games/mills with their
// names and lines, the rows of the text, the letters of kinds and
// players, the counters' owners), the moves of a position carry the cells
// they change (the points whose letters differ between the position and
// the one it leads to), following a move's "to" gives its value from the
// other side, the page's generic drawer (board.js) is served, and a
// partial directory is served with a position of a tier not solved
// refused (400).
func TestServeBoard(t *testing.T) {
	g, _ := five7(t)
	work := t.TempDir()
	dir, _ := solveFive7(t, work, "m5")
	base := servePaths(t, dir)
	var list struct{ Games []sourceInfo }
	if code := get(t, base, "/api/games", &list); code != 200 || len(list.Games) != 1 {
		t.Fatalf("games: %d %+v", code, list)
	}
	info := list.Games[0]
	bd := info.Board
	if info.Game != "mills-five" || info.Params != "at most 7 stones" || bd == nil {
		t.Fatalf("info %+v", info)
	}
	sum := 0
	for _, n := range bd.Rows {
		sum += n
	}
	sp := g.Spec()
	if len(bd.Points) != 16 || len(bd.Names) != 16 || sum != 16 || bd.Kinds != "WB" || bd.Players != "WB" ||
		!slices.Equal(bd.Counters, []string{"W", "B"}) || len(bd.Lines) != len(sp.Layout.Lines) || bd.Names[0] != "a5" || bd.Width != 0 {
		t.Errorf("board %+v", bd)
	}
	pos := "WW./.../..../.B./B.. W 1 1"
	var res queryResult
	if code := get(t, base, "/api/games/m5?position="+url.QueryEscape(pos), &res); code != 200 {
		t.Fatalf("%s: %d", pos, code)
	}
	// W closes a mill at e5 and removes a stone: B is left with two.
	if res.Outcome != "Win" || res.Remoteness != 1 || len(res.Moves) != 13 || res.Moves[0].Outcome != "Win" {
		t.Errorf("%s: %+v", pos, res)
	}
	cells := func(s string) string { b, _, _ := strings.Cut(s, " "); return strings.ReplaceAll(b, "/", "") }
	for _, m := range res.Moves {
		var diff []int
		a, b := cells(pos), cells(m.To)
		for c := range a {
			if a[c] != b[c] {
				diff = append(diff, c)
			}
		}
		if !slices.Equal(m.Cells, diff) {
			t.Errorf("%s: cells %v, the points that differ %v", m.Move, m.Cells, diff)
		}
		var next queryResult
		if code := get(t, base, "/api/games/m5?position="+url.QueryEscape(m.To), &next); code != 200 {
			t.Fatalf("%s: %d", m.To, code)
		}
		if next.Outcome != map[string]string{"Win": "Loss", "Loss": "Win", "Draw": "Draw"}[m.Outcome] || m.Outcome != "Draw" && next.Remoteness != m.Remoteness-1 {
			t.Errorf("%s: %s in %d, then %s in %d", m.Move, m.Outcome, m.Remoteness, next.Outcome, next.Remoteness)
		}
	}
	var page map[string]any
	js, err := http.Get(base + "/board.js")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(js.Body)
	js.Body.Close()
	if js.StatusCode != 200 || !strings.Contains(string(body), "function drawBoard") || !strings.HasPrefix(js.Header.Get("Content-Type"), "text/javascript") {
		t.Errorf("board.js: %d %q", js.StatusCode, js.Header.Get("Content-Type"))
	}
	// A partial directory: served, from the highest tier it holds.
	os.Remove(tier.Path(dir, 30))
	base = servePaths(t, dir)
	if code := get(t, base, "/api/games", &list); code != 200 || list.Games[0].Start != g.Text(g.TierPosition(29, 0), 0) {
		t.Errorf("partial: %d %+v", code, list)
	}
	if code := get(t, base, "/api/games/m5?position="+url.QueryEscape(g.Text(g.TierPosition(30, 0), 0)), &page); code != 400 || !strings.Contains(page["error"].(string), "not solved") {
		t.Errorf("a tier not solved: %d %v", code, page)
	}
}

// gridTTT is tic-tac-toe written as rules on a 3×3 grid (board.Rules),
// from the side of the player to move (Sets[0] the mover's marks, Sets[1]
// the other's): a board game on a grid that no part of the command or the
// page knows, for the generic board's tests. Published: 765 classes of
// the 8 symmetries reachable, a tie in 9.
type gridTTT struct{}

func (gridTTT) Spec() board.Spec {
	sp := board.Spec{
		Name: "ttt-grid", Cells: 9, Kinds: "XO", Players: "XO", Swap: []int{1, 0},
		Symmetries: [][]int{{6, 3, 0, 7, 4, 1, 8, 5, 2}, {2, 1, 0, 5, 4, 3, 8, 7, 6}},
		Start:      []board.Pos{{}},
		Layout:     board.Layout{Width: 3, Height: 3},
	}
	for n := 9; n >= 0; n-- { // the full board first: tiers children first
		sp.Shapes = append(sp.Shapes, board.Shape{On: [4]uint8{uint8(n / 2), uint8(n - n/2)}})
	}
	return sp
}

func (gridTTT) Next(s board.Shape) []board.Shape {
	if s.On[0]+s.On[1] == 9 {
		return nil
	}
	return []board.Shape{{On: [4]uint8{s.On[1], s.On[0] + 1}}}
}

func (gridTTT) Terminal(p board.Pos) (cgt.Outcome, bool) {
	for _, l := range []uint64{0007, 0070, 0700, 0111, 0222, 0444, 0421, 0124} {
		if p.Sets[1]&l == l {
			return cgt.Loss, true
		}
	}
	if p.Sets[0]|p.Sets[1] == 0777 {
		return cgt.Tie, true
	}
	return cgt.Unknown, false
}

func (gridTTT) Moves(dst []board.Pos, p board.Pos) []board.Pos {
	for free := 0777 &^ (p.Sets[0] | p.Sets[1]); free != 0; free &= free - 1 {
		dst = append(dst, board.Pos{Sets: board.Sets{p.Sets[1], p.Sets[0] | free&-free}})
	}
	return dst
}

// serveGrid solves gridTTT by tiers into a temporary directory and serves
// it (as cgt serve serves a registered board game's directory) with the
// id "ttt"; it returns the base URL.
func serveGrid(t *testing.T) string {
	t.Helper()
	g, err := board.New(gridTTT{})
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if _, err := tier.Solve[board.Pos](context.Background(), g, tier.Dir(dir), g.Name(), nil); err != nil {
		t.Fatal(err)
	}
	b, err := newBoardTables(dir, boardgames.Game{Name: "ttt-grid"}, nil, g)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { b.Close() })
	return serveSources(t, []source{&namedSource{source: b, id: "ttt", path: dir, shown: "ttt"}}, nil)
}

// TestServeGrid serves a board game on a grid that neither the command
// nor the page knows (gridTTT) and checks the API the page draws it from:
// the grid's width and height, its cells named as chess names squares
// (files a, b, c from the left, ranks from the bottom), the start a tie in
// 9 (published), each move a cell named by its square and changing that
// cell alone.
func TestServeGrid(t *testing.T) {
	base := serveGrid(t)
	var list struct{ Games []sourceInfo }
	if code := get(t, base, "/api/games", &list); code != 200 || len(list.Games) != 1 {
		t.Fatalf("games: %d %+v", code, list)
	}
	bd := list.Games[0].Board
	if bd == nil || bd.Width != 3 || bd.Height != 3 || bd.Points != nil || !slices.Equal(bd.Rows, []int{3, 3, 3}) ||
		!slices.Equal(bd.Names, []string{"a3", "b3", "c3", "a2", "b2", "c2", "a1", "b1", "c1"}) || bd.Counters != nil || list.Games[0].Start != ".../.../... X" {
		t.Errorf("board %+v, start %q", bd, list.Games[0].Start)
	}
	var res queryResult
	if code := get(t, base, "/api/games/ttt?position=start", &res); code != 200 || res.Outcome != "Tie" || res.Remoteness != 9 || len(res.Moves) != 9 {
		t.Fatalf("start: %d %+v", code, res)
	}
	for _, m := range res.Moves {
		if len(m.Cells) != 1 || bd.Names[m.Cells[0]] != m.Move || m.Outcome != "Tie" {
			t.Errorf("move %+v", m)
		}
	}
}

// solveSummary runs cgt with args (a solve with --json) in the directory
// work and returns the summary it prints; the test fails unless it exits 0
// with one.
func solveSummary(t *testing.T, work string, args ...string) boardSummary {
	t.Helper()
	r := cgtIn(t, work, "", args...)
	var sum boardSummary
	if err := json.Unmarshal([]byte(r.stdout), &sum); err != nil || r.code != 0 {
		t.Fatalf("solve: %v, exit %d, %q %q", err, r.code, r.stdout, r.stderr)
	}
	return sum
}

// statBoards returns the boards of every --stats row of sum (the second
// value of each), 0 without stats.
func statBoards(sum boardSummary) int64 {
	var boards int64
	if sum.Stats != nil {
		for _, row := range sum.Stats.Rows {
			boards += row.Values[1]
		}
	}
	return boards
}
