package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// chromiumFlags start Debian's Chromium headless on a machine with no
// network but the loopback (the background services would try to reach
// the internet) and with a fresh profile.
func chromiumFlags(t *testing.T) []string {
	return []string{"--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
		"--disable-background-networking", "--disable-component-update", "--disable-sync",
		"--user-data-dir=" + t.TempDir(), "--window-size=1100,700", "--virtual-time-budget=8000"}
}

// TestBrowser plays the page of cgt serve in a real browser, as a person
// would, and checks what it shows against the API. It is opt-in
// (CGT_BROWSER=1; .ci/run sets it when it can install Debian's chromium):
// it starts the built command, "cgt serve ttt.tab c4 --addr 127.0.0.1:0",
// loads the page in headless Chromium with moves to play (the page's
// moves= parameter clicks them in order), and checks in the page's DOM
// that the moves listed, their colours and remoteness, and the colours of
// the board's squares are the API's answers for the position reached. It
// also takes a screenshot. CGT_SCREENSHOT=DIR keeps the screenshots there.
func TestBrowser(t *testing.T) {
	if os.Getenv("CGT_BROWSER") != "1" {
		t.Skip("CGT_BROWSER=1 runs the browser test (needs Debian's chromium)")
	}
	chromium, err := exec.LookPath("chromium")
	if err != nil {
		t.Fatalf("CGT_BROWSER=1 but no chromium: %v", err)
	}
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
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	srv := exec.CommandContext(ctx, cgtBin, "serve", "ttt.tab", "c4", "morris", "--addr", "127.0.0.1:0")
	srv.Dir = dir
	stderr, err := srv.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := srv.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() {
		cancel()
		srv.Wait()
	}()
	line, err := bufio.NewReader(stderr).ReadString('\n')
	if err != nil {
		t.Fatalf("cgt serve printed %q: %v", line, err)
	}
	base := regexp.MustCompile(`http://\S+/`).FindString(line)
	if base == "" {
		t.Fatalf("no address in %q", line)
	}
	shots := os.Getenv("CGT_SCREENSHOT")
	if shots == "" {
		shots = t.TempDir()
	}
	var list struct{ Games []sourceInfo }
	if r, err := http.Get(base + "api/games"); err != nil {
		t.Fatal(err)
	} else {
		json.NewDecoder(r.Body).Decode(&list)
		r.Body.Close()
	}
	listed := map[string]string{}
	for _, g := range list.Games {
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
		run := func(args ...string) []byte {
			ctx, cancel := context.WithTimeout(ctx, time.Minute)
			defer cancel()
			out, err := exec.CommandContext(ctx, chromium, append(chromiumFlags(t), args...)...).Output()
			if err != nil {
				t.Fatalf("chromium %v: %v", args, err)
			}
			return out
		}
		dom := string(run("--dump-dom", page))
		if !strings.Contains(dom, `data-ready="1"`) {
			t.Fatalf("%s: the page did not finish loading", page)
		}
		if m := regexp.MustCompile(`<p id="error"[^>]*>([^<]+)</p>`).FindStringSubmatch(dom); m != nil {
			t.Fatalf("%s: the page shows an error: %s", page, m[1])
		}
		var want queryResult
		r, err := http.Get(base + "api/games/" + c.game + "?position=" + url.QueryEscape(c.position))
		if err != nil {
			t.Fatal(err)
		}
		json.NewDecoder(r.Body).Decode(&want)
		r.Body.Close()
		// The moves listed, in order, with their values.
		items := regexp.MustCompile(`<li data-move="([^"]*)" data-outcome="([^"]*)" data-remoteness="([^"]*)"><button class="v-([A-Za-z]+)"`).FindAllStringSubmatch(dom, -1)
		if len(items) != len(want.Moves) || len(items) == 0 {
			t.Fatalf("%s: %d moves on the page, the API lists %d", page, len(items), len(want.Moves))
		}
		for i, it := range items {
			m := want.Moves[i]
			if it[1] != m.Move || it[2] != m.Outcome || it[4] != m.Outcome || it[3] != itoa(m.Remoteness) {
				t.Errorf("%s: move %d on the page %v, the API says %+v", page, i+1, it[1:], m)
			}
		}
		coloured := checkColours(t, page, c.game, dom, want)
		shot := filepath.Join(shots, c.game+"-"+strings.ReplaceAll(c.moves, ",", "")+".png")
		run("--screenshot="+shot, page)
		png, err := os.ReadFile(shot)
		if err != nil || !bytes.HasPrefix(png, []byte("\x89PNG")) || len(png) < 10_000 {
			t.Errorf("%s: screenshot %s: %d bytes, %v", page, shot, len(png), err)
		}
		t.Logf("%s: %d moves checked, %d squares, screenshot %s (%d bytes)", page, len(items), coloured, shot, len(png))
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
