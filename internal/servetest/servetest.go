// Package servetest holds what the tests of the page and API of package
// serve and of cgt serve share: a JSON GET, the page in headless Chromium
// (the opt-in browser tests, CGT_BROWSER=1), and the checks of what the
// page shows against the API's answer. It is internal, for tests only.
package servetest

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
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

// Get fetches base+path and decodes its JSON into v; it returns the
// status. An answer that is not JSON fails the test.
func Get(t testing.TB, base, path string, v any) int {
	t.Helper()
	r, err := http.Get(base + path)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Body.Close()
	body, _ := io.ReadAll(r.Body)
	if ct := r.Header.Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
		t.Errorf("GET %s: Content-Type %q", path, ct)
	}
	if err := json.Unmarshal(body, v); err != nil {
		t.Fatalf("GET %s: %v in %q", path, err, body)
	}
	return r.StatusCode
}

// Query asks the API at base ("http://…/") for the position pos of the
// game id, which must answer 200.
func Query(t testing.TB, base, id, pos string) serve.Answer {
	t.Helper()
	var a serve.Answer
	if code := Get(t, base, "api/games/"+id+"?position="+url.QueryEscape(pos), &a); code != 200 {
		t.Fatalf("%s of %s: %d", pos, id, code)
	}
	return a
}

// Browser is Debian's Chromium, headless, for the browser tests.
type Browser struct {
	t               testing.TB
	chromium, shots string
}

// NewBrowser skips the test without CGT_BROWSER=1 and fails it without
// chromium. Screenshots go to CGT_SCREENSHOT, else a temporary directory.
func NewBrowser(t testing.TB) *Browser {
	t.Helper()
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
	return &Browser{t, chromium, shots}
}

// Run runs Chromium with args, for at most a minute, and returns its
// standard output. Its flags start it headless on a machine with no
// network but the loopback (the background services would try to reach
// the internet) and with a fresh profile.
func (b *Browser) Run(args ...string) []byte {
	b.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	flags := []string{"--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
		"--disable-background-networking", "--disable-component-update", "--disable-sync",
		"--user-data-dir=" + b.t.TempDir(), "--window-size=1100,700", "--virtual-time-budget=8000"}
	out, err := exec.CommandContext(ctx, b.chromium, append(flags, args...)...).Output()
	if err != nil {
		b.t.Fatalf("chromium %v: %v", args, err)
	}
	return out
}

// DOM loads page and returns its DOM once the page says it is ready,
// failing the test if it shows an error.
func (b *Browser) DOM(page string) string {
	b.t.Helper()
	dom := string(b.Run("--dump-dom", page))
	if !strings.Contains(dom, `data-ready="1"`) {
		b.t.Fatalf("%s: the page did not finish loading", page)
	}
	if m := regexp.MustCompile(`<p id="error"[^>]*>([^<]+)</p>`).FindStringSubmatch(dom); m != nil {
		b.t.Fatalf("%s: the page shows an error: %s", page, m[1])
	}
	return dom
}

// Shot takes a screenshot of page into the file name and returns its
// path; a file that is not a PNG of some 10 KB at least fails the test.
func (b *Browser) Shot(page, name string) string {
	b.t.Helper()
	path := filepath.Join(b.shots, name)
	b.Run("--screenshot="+path, page)
	if png, err := os.ReadFile(path); err != nil || !bytes.HasPrefix(png, []byte("\x89PNG")) || len(png) < 10_000 {
		b.t.Errorf("%s: screenshot %s: %d bytes, %v", page, path, len(png), err)
	}
	return path
}

// CheckMoveList checks that the moves the page lists (dom) are want's, in
// order, each with its outcome, its colour and its remoteness, and
// returns how many it lists.
func CheckMoveList(t testing.TB, page, dom string, want serve.Answer) int {
	t.Helper()
	items := regexp.MustCompile(`<li data-move="([^"]*)" data-outcome="([^"]*)" data-remoteness="([^"]*)"><button class="v-([A-Za-z]+)"`).FindAllStringSubmatch(dom, -1)
	if len(items) != len(want.Moves) || len(items) == 0 {
		t.Fatalf("%s: %d moves on the page, the API lists %d at %s", page, len(items), len(want.Moves), want.Position)
	}
	for i, it := range items {
		m := want.Moves[i]
		if it[1] != m.Move || it[2] != m.Outcome || it[4] != m.Outcome || it[3] != strconv.Itoa(m.Remoteness) {
			t.Errorf("%s: move %d on the page %v, the API says %+v", page, i+1, it[1:], m)
		}
	}
	return len(items)
}

// CheckCells checks the cells of the board the page draws (the buttons of
// class cls): each that plays a move alone (data-move) plays one of want's
// moves and wears its value's colour. It returns how many play a move.
func CheckCells(t testing.TB, page, dom, cls string, want serve.Answer) int {
	t.Helper()
	n := 0
	for _, tag := range regexp.MustCompile(`<button class="`+cls+`[^>]*>`).FindAllString(dom, -1) {
		mv := regexp.MustCompile(`data-move="([^"]*)"`).FindStringSubmatch(tag)
		if mv == nil {
			continue
		}
		i := slices.IndexFunc(want.Moves, func(m serve.Move) bool { return m.Move == mv[1] })
		if i < 0 || !strings.Contains(tag, "v-"+want.Moves[i].Outcome) {
			t.Errorf("%s: cell %s, the API's moves %+v", page, tag, want.Moves)
		}
		n++
	}
	return n
}

// ClicksFor returns the names of the cells to click to play m among
// moves: its cells, those that more moves change first, until m alone is
// left (as the page's board.js narrows the moves down).
func ClicksFor(names []string, moves []serve.Move, m serve.Move) []string {
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

// CheckStatus sends the request method path to base and checks that its
// answer is JSON, with the status and an error that says says ("" for
// any).
func CheckStatus(t testing.TB, base, method, path string, status int, says string) {
	t.Helper()
	req, err := http.NewRequest(method, base+path, nil)
	if err != nil {
		t.Fatal(err)
	}
	r, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(r.Body)
	r.Body.Close()
	var e struct{ Error string }
	if err := json.Unmarshal(body, &e); err != nil {
		t.Errorf("%s %.60s: not JSON: %q", method, path, body)
	}
	if r.StatusCode != status || !strings.Contains(e.Error, says) {
		t.Errorf("%s %.60s: %d %q, want %d naming %q", method, path, r.StatusCode, e.Error, status, says)
	}
}
