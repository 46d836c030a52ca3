package main

import (
	"encoding/json"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"github.com/cgtgo/cgt/internal/servetest"
)

// TestBrowser plays the page of cgt serve in a real browser, as a person
// would, and checks what it shows against the API. It is opt-in
// (CGT_BROWSER=1; .ci/run sets it when it can install Debian's chromium):
// it starts the built command, "cgt serve ttt.tab c4 morris" (startServe),
// loads the page in headless Chromium with moves to play (the page's
// moves= parameter clicks them in order), and checks in the page's DOM
// that the moves listed, their colours and remoteness, and the colours of
// the board's squares are the API's answers for the position reached. It
// also takes a screenshot. CGT_SCREENSHOT=DIR keeps the screenshots there.
func TestBrowser(t *testing.T) {
	br := servetest.NewBrowser(t)
	dir := t.TempDir()
	if r := cgtIn(t, dir, "", "solve", "ttt", "-o", "ttt.tab"); r.code != 0 {
		t.Fatalf("cgt solve ttt: %+v", r)
	}
	if r := cgtIn(t, dir, "", "solve", "connect4", "--board", "5x4", "--tiers", "c4"); r.code != 0 {
		t.Fatalf("cgt solve connect4: %+v", r)
	}
	if r := cgtIn(t, dir, "", "solve", "morris", "--stones", "7", "--tiers", "morris"); r.code != 0 {
		t.Fatalf("cgt solve morris: %+v", r)
	}
	base, games := startServe(t, dir, "ttt.tab", "c4", "morris")
	base += "/"
	listed := map[string]string{}
	for _, g := range games {
		listed[g.ID] = g.Start
	}
	for _, c := range []struct {
		game, moves, position string // position: the API's name of the position reached ("": the game's listed start)
		start                 string // a position to load first, if not the game's start
	}{
		// The page opens on each game's listed start, which its tables
		// answer (issue 43: a morris directory of 7 stones listed one of
		// 18, and the page opened on an error).
		{"morris", "", "", ""},
		{"ttt", "1,2", "XO./.../...", ""},
		{"ttt", "5,1,9", "O../.X./..X", ""},
		{"c4", "3,3,2", "332", ""},
		// Morris: three placements from a position of the tiers of 7
		// stones (the page draws the three squares, the stones in hand,
		// and colours each placement's point), then a slide.
		{"morris", "d6,d2,b4", "W../.W./.../.W..../.../.B./B.. B 0 1", "W../.../.../....../.../.../B.. W 2 2"},
		{"morris", "d6,d2,b4,f2,d6-d5", "W../.../.W./.W..../.../.BB/B.. B", "W../.../.../....../.../.../B.. W 2 2"},
	} {
		if c.position == "" {
			c.position = listed[c.game]
		}
		page := base + "?game=" + c.game + "&moves=" + url.QueryEscape(c.moves)
		if c.start != "" {
			page += "&position=" + url.QueryEscape(c.start)
		}
		dom := br.DOM(page)
		want := servetest.Query(t, base, c.game, c.position)
		items := servetest.CheckMoveList(t, page, dom, want)
		coloured := checkColours(t, page, c.game, dom, want)
		shot := br.Shot(page, c.game+"-"+strings.ReplaceAll(c.moves, ",", "")+".png")
		t.Logf("%s: %d moves checked, %d squares, screenshot %s", page, items, coloured, shot)
	}
}

// checkColours checks the colours of the board in the page's DOM against
// the API's answer want, and returns how many squares or stones wear one:
// each move's square (ttt, morris placements) or column button (c4) wears
// the colour of the move's value, and in a morris position of slides each
// stone that can move wears the colour of its best move.
func checkColours(t *testing.T, page, game, dom string, want queryResult) int {
	t.Helper()
	coloured := 0
	for _, tag := range regexp.MustCompile(`<button [^>]*>`).FindAllString(dom, -1) {
		cls := regexp.MustCompile(`class="([^"]*)"`).FindStringSubmatch(tag)
		key := regexp.MustCompile(`data-(?:square|move)="([^"]*)"`).FindStringSubmatch(tag)
		if cls == nil || key == nil || !strings.Contains(cls[1], "v-") {
			continue
		}
		for _, m := range want.Moves {
			if m.Move == key[1] {
				coloured++
				if !strings.Contains(cls[1], "v-"+m.Outcome) {
					t.Errorf("%s: square %s has classes %q, the move is a %s", page, key[1], cls[1], m.Outcome)
				}
			}
		}
	}
	if game == "morris" && strings.Contains(want.Moves[0].Move, "-") {
		// Slides: each stone that can move wears the colour of its
		// best move (the first listed from its point).
		coloured = 0
		for _, tag := range regexp.MustCompile(`<button [^>]*>`).FindAllString(dom, -1) {
			sq := regexp.MustCompile(`data-square="([^"]*)"`).FindStringSubmatch(tag)
			cls := regexp.MustCompile(`class="([^"]*)"`).FindStringSubmatch(tag)
			if sq == nil || cls == nil {
				continue
			}
			for _, m := range want.Moves {
				if strings.HasPrefix(m.Move, sq[1]+"-") {
					coloured++
					if !strings.Contains(cls[1], "v-"+m.Outcome) {
						t.Errorf("%s: stone %s has classes %q, its best move %s is a %s", page, sq[1], cls[1], m.Move, m.Outcome)
					}
					break
				}
			}
		}
		if coloured != 3 {
			t.Errorf("%s: %d stones coloured, want the 3 of the player to move", page, coloured)
		}
	} else if coloured < len(want.Moves) {
		t.Errorf("%s: %d squares coloured, want one per move (%d)", page, coloured, len(want.Moves))
	}
	return coloured
}

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}
