package serve_test

import (
	"net/url"
	"regexp"
	"testing"

	"github.com/cgtgo/cgt/internal/servetest"
	"github.com/cgtgo/cgt/serve"
)

// TestBrowserOwnGame plays the example game, Mu Torere, a game the page
// has no code of its own for, in the page served by Handler, in a real
// browser (opt-in: CGT_BROWSER=1 and Debian's chromium, as cmd/cgt's
// TestBrowser). The page draws its nine points from the game's
// description (BoardInfo) and lists the moves the API gives, best first
// with their values; each point that plays a move alone wears the colour
// of its value; and clicks on points play moves, as a person plays them
// (the page's clicks= parameter: the points of a move, until it alone is
// left), after which the page lists the moves of the position the API
// says the move leads to. CGT_SCREENSHOT=DIR keeps the screenshots there.
func TestBrowserOwnGame(t *testing.T) {
	br := servetest.NewBrowser(t)
	g, dir := solved(t, muTorere{})
	src, err := serve.OpenBoard(g, dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	base := served(t, src) + "/"
	for _, c := range []struct{ name, start, clicks, reached string }{
		{"start", "", "", "XXX/O.X/OOO X"},
		{"slide-in", "", "c,e", "XXX/OX./OOO O"},       // the centre, the target of two moves, then one of them
		{"win", "XX./XOX/OOO X", "n", "X.X/XOX/OOO O"}, // the stone of one move alone
	} {
		page := base + "?game=mu-torere&position=" + url.QueryEscape(c.start) + "&clicks=" + url.QueryEscape(c.clicks)
		want := servetest.Query(t, base, "mu-torere", c.reached)
		dom := br.DOM(page)
		moves := servetest.CheckMoveList(t, page, dom, want)
		if n := len(regexp.MustCompile(`<button class="point`).FindAllString(dom, -1)); n != 9 {
			t.Fatalf("%s: %d points drawn, want 9", page, n)
		}
		alone := servetest.CheckCells(t, page, dom, "point", want)
		if alone == 0 {
			t.Errorf("%s: no point plays a move", page)
		}
		t.Logf("%s: %d moves listed, %d points each play one, screenshot %s", c.name, moves, alone, br.Shot(page, "mu-torere-"+c.name+".png"))
	}
}
