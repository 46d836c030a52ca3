package main

import (
	"net/url"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/cgtgo/cgt/internal/servetest"
)

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
	br := servetest.NewBrowser(t)
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
		from := servetest.Query(t, base, "five", c.start)
		want, page, clicks := from, base+"?game=five", ""
		if c.start != "" {
			page += "&position=" + url.QueryEscape(c.start)
		}
		if c.pick != nil {
			i := slices.IndexFunc(from.Moves, c.pick)
			if i < 0 {
				t.Fatalf("%s: no move to pick among %+v", c.name, from.Moves)
			}
			clicks = strings.Join(servetest.ClicksFor(names, from.Moves, from.Moves[i]), ",")
			page += "&clicks=" + url.QueryEscape(clicks)
			want = servetest.Query(t, base, "five", from.Moves[i].To)
		}
		dom := br.DOM(page)
		moves := servetest.CheckMoveList(t, page, dom, want)
		coloured := servetest.CheckCells(t, page, dom, "point", want)
		if c.name == "start" && (coloured != 16 || want.Outcome != "Draw") {
			t.Errorf("%s: %d points coloured, want the 16 placements; the start is a %s", page, coloured, want.Outcome)
		}
		t.Logf("%s: clicks %q, %d moves checked, %d points, screenshot %s", c.name, clicks, moves, coloured, br.Shot(page, "mills-five-"+c.name+".png"))
	}
}

// TestBrowserGrid plays a board game on a grid that neither the command
// nor the page knows (gridTTT, served in this process) in a real browser
// (opt-in, CGT_BROWSER=1): the page draws the 3×3 grid, each cell of a
// move coloured by its value, and a click on a cell plays its move: after
// each click the page lists the moves the API gives for the position
// reached.
func TestBrowserGrid(t *testing.T) {
	br := servetest.NewBrowser(t)
	base := serveGrid(t) + "/"
	for _, c := range []struct{ clicks, position string }{{"", ".../.../... X"}, {"b2", ".../.X./... O"}, {"b2,a3", "O../.X./... X"}} {
		want := servetest.Query(t, base, "ttt", c.position)
		page := base + "?game=ttt&clicks=" + url.QueryEscape(c.clicks)
		dom := br.DOM(page)
		servetest.CheckMoveList(t, page, dom, want)
		if n := len(regexp.MustCompile(`<button class="cell`).FindAllString(dom, -1)); n != 9 {
			t.Fatalf("%s: %d cells drawn, want the 9 of the grid", page, n)
		}
		if n := servetest.CheckCells(t, page, dom, "cell", want); n != len(want.Moves) {
			t.Errorf("%s: %d cells play the %d moves of %s", page, n, len(want.Moves), c.position)
		}
		t.Logf("clicks %q: the moves of %s on their cells, screenshot %s", c.clicks, c.position, br.Shot(page, "ttt-grid-"+strings.ReplaceAll(c.clicks, ",", "")+".png"))
	}
}
