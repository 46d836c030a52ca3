package main

import (
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"
)

// browser is headless Chromium for the board tests (opt-in, CGT_BROWSER=1,
// as TestBrowser): it skips the test without CGT_BROWSER=1 and fails it
// without chromium. shots is where screenshots go (CGT_SCREENSHOT, or a
// temporary directory).
type browser struct {
	t               *testing.T
	chromium, shots string
}

func newBrowser(t *testing.T) *browser {
	if os.Getenv("CGT_BROWSER") != "1" {
		t.Skip("CGT_BROWSER=1 runs the browser test (needs Debian's chromium)")
	}
	chromium, err := exec.LookPath("chromium")
	if err != nil {
		t.Fatalf("CGT_BROWSER=1 but no chromium: %v", err)
	}
	shots := os.Getenv("CGT_SCREENSHOT")
	if shots == "" {
		shots = t.TempDir()
	}
	return &browser{t, chromium, shots}
}

// run runs Chromium with args after its flags.
func (b *browser) run(args ...string) []byte {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	out, err := exec.CommandContext(ctx, b.chromium, append(chromiumFlags(b.t), args...)...).Output()
	if err != nil {
		b.t.Fatalf("chromium %v: %v", args, err)
	}
	return out
}

// dom loads page and returns its DOM once the page says it is ready,
// failing the test if it shows an error.
func (b *browser) dom(page string) string {
	dom := string(b.run("--dump-dom", page))
	if !strings.Contains(dom, `data-ready="1"`) {
		b.t.Fatalf("%s: the page did not finish loading", page)
	}
	if m := regexp.MustCompile(`<p id="error"[^>]*>([^<]+)</p>`).FindStringSubmatch(dom); m != nil {
		b.t.Fatalf("%s: the page shows an error: %s", page, m[1])
	}
	return dom
}

// shot takes a screenshot of page into the file name and returns its path.
func (b *browser) shot(page, name string) string {
	path := filepath.Join(b.shots, name)
	b.run("--screenshot="+path, page)
	if png, err := os.ReadFile(path); err != nil || len(png) < 10_000 {
		b.t.Errorf("%s: screenshot %s: %d bytes, %v", page, path, len(png), err)
	}
	return path
}

// apiQuery asks the API at base ("http://…/") for position pos of game
// id.
func apiQuery(t *testing.T, base, id, pos string) queryResult {
	var res queryResult
	r, err := http.Get(base + "api/games/" + id + "?position=" + url.QueryEscape(pos))
	if err != nil {
		t.Fatal(err)
	}
	defer r.Body.Close()
	if err := json.NewDecoder(r.Body).Decode(&res); err != nil || r.StatusCode != 200 {
		t.Fatalf("%s: %d %v", pos, r.StatusCode, err)
	}
	return res
}

// checkMoveList checks that the moves the page lists (dom) are want's, in
// order, with their values.
func checkMoveList(t *testing.T, page, dom string, want queryResult) int {
	items := regexp.MustCompile(`<li data-move="([^"]*)" data-outcome="([^"]*)" data-remoteness="([^"]*)"><button class="v-([A-Za-z]+)"`).FindAllStringSubmatch(dom, -1)
	if len(items) != len(want.Moves) || len(items) == 0 {
		t.Fatalf("%s: %d moves on the page, the API lists %d at %s", page, len(items), len(want.Moves), want.Position)
	}
	for i, it := range items {
		m := want.Moves[i]
		if it[1] != m.Move || it[2] != m.Outcome || it[4] != m.Outcome || it[3] != itoa(m.Remoteness) {
			t.Errorf("%s: move %d on the page %v, the API says %+v", page, i+1, it[1:], m)
		}
	}
	return len(items)
}

// checkCells checks the cells of the board the page draws (the buttons of
// class cls): each that plays a move alone (data-move) plays one of want's
// moves and wears its value's colour. It returns how many play a move.
func checkCells(t *testing.T, page, dom, cls string, want queryResult) int {
	n := 0
	for _, tag := range regexp.MustCompile(`<button class="`+cls+`[^>]*>`).FindAllString(dom, -1) {
		mv := regexp.MustCompile(`data-move="([^"]*)"`).FindStringSubmatch(tag)
		if mv == nil {
			continue
		}
		i := slices.IndexFunc(want.Moves, func(m moveJSON) bool { return m.Move == mv[1] })
		if i < 0 || !strings.Contains(tag, "v-"+want.Moves[i].Outcome) {
			t.Errorf("%s: cell %s, the API's moves %+v", page, tag, want.Moves)
		}
		n++
	}
	return n
}

// TestBrowserBoard plays a board game in the page of cgt serve in a real
// browser (opt-in, CGT_BROWSER=1): Five Men's Morris solved whole by cgt
// solve mills --variant five, a game the page has no code of its own for,
// drawn by its one generic drawer (board.js) from the board's
// description. The start is a draw (published: GamesmanOne's solve of
// Five Men's Morris); the page lists the start's 16 placements with the
// API's values and colours each point by its placement's value; then
// moves are played by clicking points, as a person would (the page's
// clicks= parameter clicks the named points in turn): a placement, a
// slide (its stone, then its target), and a mill (the point that closes
// it, then the stone it removes); after each, the page shows the moves of
// the position the API says the move leads to. Screenshots as TestBrowser
// (CGT_SCREENSHOT=DIR keeps them).
func TestBrowserBoard(t *testing.T) {
	br := newBrowser(t)
	dir := t.TempDir()
	if r := cgtIn(t, dir, "", "solve", "mills", "--variant", "five", "--tiers", "five"); r.code != 0 || !strings.Contains(r.stdout, "start .../.../..../.../... W 5 5: Draw\n") {
		t.Fatalf("cgt solve mills --variant five: %+v; want a draw from the start", r)
	}
	base, games := startServe(t, dir, "five")
	base += "/"
	if len(games) != 1 || games[0].Board == nil {
		t.Fatalf("games: %+v", games)
	}
	names := games[0].Board.Names
	for _, c := range []struct {
		name, start string
		pick        func(moveJSON) bool // the move to click; nil: none
	}{
		{"start", "", nil},
		{"placement", "", func(m moveJSON) bool { return m.Move == "c4" }},
		{"slide", "W.W/B../..../..B/B.W W 0 0", func(m moveJSON) bool { return strings.Contains(m.Move, "-") }},
		{"mill", "WW./.../..../.B./B.B W 1 1", func(m moveJSON) bool { return len(m.Cells) == 2 }},
	} {
		from := apiQuery(t, base, "five", c.start)
		want, page, clicks := from, base+"?game=five", ""
		if c.start != "" {
			page += "&position=" + url.QueryEscape(c.start)
		}
		if c.pick != nil {
			i := slices.IndexFunc(from.Moves, c.pick)
			if i < 0 {
				t.Fatalf("%s: no move to pick among %+v", c.name, from.Moves)
			}
			clicks = strings.Join(clicksFor(names, from.Moves, from.Moves[i]), ",")
			page += "&clicks=" + url.QueryEscape(clicks)
			want = apiQuery(t, base, "five", from.Moves[i].To)
		}
		dom := br.dom(page)
		moves := checkMoveList(t, page, dom, want)
		coloured := checkCells(t, page, dom, "point", want)
		if c.name == "start" && (coloured != 16 || want.Outcome != "Draw") {
			t.Errorf("%s: %d points coloured, want the 16 placements; the start is a %s", page, coloured, want.Outcome)
		}
		t.Logf("%s: clicks %q, %d moves checked, %d points, screenshot %s", c.name, clicks, moves, coloured, br.shot(page, "mills-five-"+c.name+".png"))
	}
}

// clicksFor returns the names of the cells to click to play m among
// moves: its cells, those that more moves change first, until m alone is
// left (as board.js narrows the moves down).
func clicksFor(names []string, moves []moveJSON, m moveJSON) []string {
	through := func(cells []int) (n int) {
		for _, x := range moves {
			if !slices.ContainsFunc(cells, func(c int) bool { return !slices.Contains(x.Cells, c) }) {
				n++
			}
		}
		return n
	}
	cells := slices.Clone(m.Cells)
	slices.SortStableFunc(cells, func(a, b int) int { return through([]int{b}) - through([]int{a}) })
	var out []string
	for k := range cells {
		out = append(out, names[cells[k]])
		if through(cells[:k+1]) == 1 {
			break
		}
	}
	return out
}

// TestBrowserGrid plays a board game on a grid that neither the command
// nor the page knows (gridTTT, served in this process) in a real browser
// (opt-in, CGT_BROWSER=1): the page draws the 3×3 grid, each cell of a
// move coloured by its value, and a click on a cell plays its move: after
// each click the page lists the moves the API gives for the position
// reached.
func TestBrowserGrid(t *testing.T) {
	br := newBrowser(t)
	base := serveGrid(t) + "/"
	for _, c := range []struct{ clicks, position string }{{"", ".../.../... X"}, {"b2", ".../.X./... O"}, {"b2,a3", "O../.X./... X"}} {
		want := apiQuery(t, base, "ttt", c.position)
		page := base + "?game=ttt&clicks=" + url.QueryEscape(c.clicks)
		dom := br.dom(page)
		checkMoveList(t, page, dom, want)
		if n := len(regexp.MustCompile(`<button class="cell`).FindAllString(dom, -1)); n != 9 {
			t.Fatalf("%s: %d cells drawn, want the 9 of the grid", page, n)
		}
		if n := checkCells(t, page, dom, "cell", want); n != len(want.Moves) {
			t.Errorf("%s: %d cells play the %d moves of %s", page, n, len(want.Moves), c.position)
		}
		t.Logf("clicks %q: the moves of %s on their cells, screenshot %s", c.clicks, c.position, br.shot(page, "ttt-grid-"+strings.ReplaceAll(c.clicks, ",", "")+".png"))
	}
}
