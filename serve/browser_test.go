package serve_test

import (
	"context"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

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
// left), after which the page lists the moves of the position the API says the
// move leads to. CGT_SCREENSHOT=DIR keeps the screenshots there.
func TestBrowserOwnGame(t *testing.T) {
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
	} else if err := os.MkdirAll(shots, 0o755); err != nil {
		t.Fatal(err)
	}
	g, dir := solved(t, muTorere{})
	src, err := serve.OpenBoard(g, dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	base := served(t, src) + "/"
	run := func(args ...string) string {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		flags := []string{"--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
			"--disable-background-networking", "--disable-component-update", "--disable-sync",
			"--user-data-dir=" + t.TempDir(), "--window-size=1100,700", "--virtual-time-budget=8000"}
		out, err := exec.CommandContext(ctx, chromium, append(flags, args...)...).Output()
		if err != nil {
			t.Fatalf("chromium %v: %v", args, err)
		}
		return string(out)
	}
	for _, c := range []struct{ name, start, clicks, reached string }{
		{"start", "", "", "XXX/O.X/OOO X"},
		{"slide-in", "", "c,e", "XXX/OX./OOO O"},       // the centre, the target of two moves, then one of them
		{"win", "XX./XOX/OOO X", "n", "X.X/XOX/OOO O"}, // the stone of one move alone
	} {
		page := base + "?game=mu-torere&position=" + url.QueryEscape(c.start) + "&clicks=" + url.QueryEscape(c.clicks)
		var want serve.Answer
		if code := get(t, base, "api/games/mu-torere?position="+url.QueryEscape(c.reached), &want); code != 200 {
			t.Fatalf("%s: %d", c.reached, code)
		}
		dom := run("--dump-dom", page)
		if !strings.Contains(dom, `data-ready="1"`) {
			t.Fatalf("%s: the page did not finish loading", page)
		}
		if m := regexp.MustCompile(`<p id="error"[^>]*>([^<]+)</p>`).FindStringSubmatch(dom); m != nil {
			t.Fatalf("%s: the page shows an error: %s", page, m[1])
		}
		items := regexp.MustCompile(`<li data-move="([^"]*)" data-outcome="([^"]*)" data-remoteness="([^"]*)">`).FindAllStringSubmatch(dom, -1)
		if len(items) != len(want.Moves) || len(items) == 0 {
			t.Fatalf("%s: %d moves listed, the API gives %d at %s", page, len(items), len(want.Moves), c.reached)
		}
		for i, it := range items {
			if m := want.Moves[i]; it[1] != m.Move || it[2] != m.Outcome || it[3] != strconv.Itoa(m.Remoteness) {
				t.Errorf("%s: move %d listed %v, the API's %+v", page, i+1, it[1:], m)
			}
		}
		points := regexp.MustCompile(`<button class="point[^>]*>`).FindAllString(dom, -1)
		if len(points) != 9 {
			t.Fatalf("%s: %d points drawn, want 9", page, len(points))
		}
		alone := 0
		for _, tag := range points {
			mv := regexp.MustCompile(`data-move="([^"]*)"`).FindStringSubmatch(tag)
			if mv == nil {
				continue
			}
			i := slices.IndexFunc(want.Moves, func(m serve.Move) bool { return m.Move == mv[1] })
			if i < 0 || !strings.Contains(tag, "v-"+want.Moves[i].Outcome) {
				t.Errorf("%s: point %s, the API's moves %+v", page, tag, want.Moves)
			}
			alone++
		}
		if alone == 0 {
			t.Errorf("%s: no point plays a move", page)
		}
		shot := filepath.Join(shots, "mu-torere-"+c.name+".png")
		run("--screenshot="+shot, page)
		if png, err := os.ReadFile(shot); err != nil || len(png) < 10_000 {
			t.Errorf("%s: screenshot %s: %d bytes, %v", page, shot, len(png), err)
		}
		t.Logf("%s: %d moves listed, %d points each play one, screenshot %s", c.name, len(items), alone, shot)
	}
}
