package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"math/rand/v2"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/games/tictactoe"
	"github.com/cgtgo/cgt/internal/servetest"
	"github.com/cgtgo/cgt/table"
)

// solvedTables gives a new temporary directory tic-tac-toe (ttt.tab, a
// table) and Connect Four 4×4 (c4, a tier directory) as the command
// solves them (shared solves, copied), and returns the directory.
func solvedTables(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	solvedCopy(t, filepath.Join(dir, "ttt.tab"), "solve", "ttt", "-o", sharedOut)
	solvedConnect4(t, dir, "c4")
	return dir
}

// serveTables solves tic-tac-toe (a table) and Connect Four 4×4 (tiers)
// with the command, opens them as cgt serve does, and serves them on a
// local port through serveOn (so the server's own limits apply). It
// returns the base URL.
func serveTables(t *testing.T) string {
	t.Helper()
	dir := solvedTables(t)
	return servePaths(t, filepath.Join(dir, "ttt.tab"), filepath.Join(dir, "c4"))
}

// servePaths opens paths as cgt serve does and serves them on a loopback
// port; it returns the base URL.
func servePaths(t *testing.T, paths ...string) string {
	t.Helper()
	srcs, _, err := openSources(paths)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		for _, s := range srcs {
			s.Close()
		}
	})
	return serveSources(t, srcs, nil)
}

// serveSources serves srcs on a loopback port through serveOn, on the
// listener wrap makes of it when wrap is not nil, until the test ends; it
// returns the base URL.
func serveSources(t *testing.T, srcs []source, wrap func(net.Listener) net.Listener) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	if wrap != nil {
		ln = wrap(ln)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- serveOn(ctx, ln, newServer(srcs)) }()
	t.Cleanup(func() {
		cancel()
		<-done
	})
	return "http://" + addr
}

// get fetches base+path and decodes the JSON answer into v; it returns
// the status (servetest.Get).
func get(t *testing.T, base, path string, v any) int {
	t.Helper()
	return servetest.Get(t, base, path, v)
}

// tttSolution solves tic-tac-toe in memory: the engine's answers the API
// must agree with.
func tttSolution(t *testing.T) *cgt.Solution[tictactoe.Board] {
	sol, err := cgt.SolveRetrograde[tictactoe.Board](context.Background(), tictactoe.Game{}, []tictactoe.Board{0}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return sol
}

// TestServeAPI checks the answers of the API against facts: tic-tac-toe
// is a tie in 9 plies with 9 first moves (5,478 positions; every first
// move keeps the draw, a known fact), Connect Four 4×4 a tie in 16 plies
// (DESIGN.md §4: 4×4 is a draw); and against the engine: every position
// of 300 random tic-tac-toe games, and every move listed, has the outcome
// and remoteness SolveRetrograde gives in memory.
func TestServeAPI(t *testing.T) {
	base := serveTables(t)
	var list struct{ Games []sourceInfo }
	if st := get(t, base, "/api/games", &list); st != 200 || len(list.Games) != 2 {
		t.Fatalf("/api/games: %d %+v", st, list)
	}
	if g := list.Games[1]; g.ID != "ttt" || g.Game != "ttt" || g.Start != ".../.../..." {
		t.Errorf("games[1] = %+v", g)
	}
	if g := list.Games[0]; g.ID != "c4" || g.Game != "connect4" || g.Width != 4 || g.Height != 4 || g.Start != "start" {
		t.Errorf("games[0] = %+v", g)
	}
	var q queryResult
	if st := get(t, base, "/api/games/ttt", &q); st != 200 || q.Outcome != "Tie" || q.Remoteness != 9 || len(q.Moves) != 9 {
		t.Errorf("ttt start: %d %+v", st, q)
	}
	for _, m := range q.Moves {
		if m.Outcome != "Tie" {
			t.Errorf("first move %+v: every first move draws", m)
		}
	}
	if st := get(t, base, "/api/games/c4?position=start", &q); st != 200 || q.Outcome != "Tie" || q.Remoteness != 16 || len(q.Moves) != 4 {
		t.Errorf("c4 start: %d %+v", st, q)
	}

	sol := tttSolution(t)
	rng := rand.New(rand.NewPCG(1, 2))
	var g tictactoe.Game
	checked := 0
	for range 300 {
		b := tictactoe.Board(0)
		for {
			var q queryResult
			if st := get(t, base, "/api/games/ttt?position="+url.QueryEscape(b.String()), &q); st != 200 {
				t.Fatalf("%s: status %d", b, st)
			}
			if q.Outcome != sol.Outcome(b).String() || q.Remoteness != sol.Remoteness(b) {
				t.Fatalf("%s: %s in %d, the engine says %v in %d", b, q.Outcome, q.Remoteness, sol.Outcome(b), sol.Remoteness(b))
			}
			for _, m := range q.Moves {
				to, err := tictactoe.Parse(m.To)
				if err != nil {
					t.Fatal(err)
				}
				if m.Outcome != sol.Outcome(to).Opposite().String() || m.Remoteness != sol.Remoteness(to)+1 {
					t.Fatalf("%s, move %s: %s in %d, the engine says %v in %d", b, m.Move, m.Outcome, m.Remoteness, sol.Outcome(to).Opposite(), sol.Remoteness(to)+1)
				}
			}
			checked++
			moves := g.Moves(nil, b)
			if _, over := g.Terminal(b); over || len(moves) == 0 {
				if !q.Over || len(q.Moves) != 0 {
					t.Fatalf("%s: over %v with %d moves, want over with none", b, q.Over, len(q.Moves))
				}
				break
			}
			if len(q.Moves) != len(moves) {
				t.Fatalf("%s: %d moves, want %d", b, len(q.Moves), len(moves))
			}
			b = moves[rng.IntN(len(moves))]
		}
	}
	t.Logf("%d positions checked against the engine", checked)
}

// TestServeErrors checks the statuses and JSON errors of bad requests (a
// query string that does not parse is refused, not taken for the start).
func TestServeErrors(t *testing.T) {
	base := serveTables(t)
	for _, c := range []struct {
		method, path string
		status       int
		says         string
	}{
		{"GET", "/api/games/ttt?position=XX", 400, "want nine"},
		{"GET", "/api/games/ttt?position=XXX/OOO/X..", 400, "cannot be reached"},
		{"GET", "/api/games/c4?position=45", 400, "not a playable column"},
		{"GET", "/api/games/c4?position=1111", 200, ""},
		{"GET", "/api/games/c4?position=11111", 400, "not a playable column"},
		{"GET", "/api/games/ttt?position=" + strings.Repeat("X", maxPositionLen+1), 400, "at most 256"},
		{"GET", "/api/games/ttt?position=%zz", 400, "bad query string"},
		{"GET", "/api/games/ttt?position=X;a", 400, "bad query string"},
		{"GET", "/api/games/chess", 404, "no game"},
		{"GET", "/api/nothing", 404, "no API path"},
		{"GET", "/nothing", 404, "no page"},
		{"POST", "/api/games", 405, "read-only"},
		{"DELETE", "/api/games/ttt", 405, "read-only"},
	} {
		servetest.CheckStatus(t, base, c.method, c.path, c.status, c.says)
	}
	// Headers over the server's bound are refused by net/http (431).
	req, _ := http.NewRequest("GET", base+"/api/games", nil)
	req.Header.Set("X-Big", strings.Repeat("a", 2*maxHeaderBytes))
	r, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	r.Body.Close()
	if r.StatusCode != http.StatusRequestHeaderFieldsTooLarge {
		t.Errorf("oversized headers: %d, want 431", r.StatusCode)
	}
	// The page and its files are served.
	for _, p := range []string{"/", "/app.js", "/style.css"} {
		r, err := http.Get(base + p)
		if err != nil {
			t.Fatal(err)
		}
		r.Body.Close()
		if r.StatusCode != 200 {
			t.Errorf("GET %s: %d", p, r.StatusCode)
		}
	}
}

// TestServeConcurrent sends requests from 8 goroutines at once (run with
// -race in CI) and checks every answer against the engine.
func TestServeConcurrent(t *testing.T) {
	base := serveTables(t)
	sol := tttSolution(t)
	var all []tictactoe.Board
	for b := range sol.All() {
		all = append(all, b)
	}
	var wg sync.WaitGroup
	errs := make(chan error, 8)
	for w := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			rng := rand.New(rand.NewPCG(uint64(w), 7))
			for range 100 {
				b := all[rng.IntN(len(all))]
				r, err := http.Get(base + "/api/games/ttt?position=" + url.QueryEscape(b.String()))
				if err != nil {
					errs <- err
					return
				}
				var q queryResult
				err = json.NewDecoder(r.Body).Decode(&q)
				r.Body.Close()
				if err != nil || q.Outcome != sol.Outcome(b).String() || q.Remoteness != sol.Remoteness(b) {
					errs <- fmt.Errorf("%s: %+v %v, want %v in %d", b, q, err, sol.Outcome(b), sol.Remoteness(b))
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}

// TestServeCommand checks the command's own errors: no argument and a
// directory with nothing to serve are bad input (2), a missing file an
// I/O failure (1).
func TestServeCommand(t *testing.T) {
	dir := t.TempDir()
	if r := cgtIn(t, dir, "", "serve"); r.code != 2 || !strings.Contains(r.stderr, "want at least one") {
		t.Errorf("serve with nothing: %+v", r)
	}
	if r := cgtIn(t, dir, "", "serve", "missing.tab"); r.code != 1 || !strings.Contains(r.stderr, "missing.tab") {
		t.Errorf("serve missing.tab: %+v", r)
	}
	if r := cgtIn(t, dir, "", "serve", "."); r.code != 2 || !strings.Contains(r.stderr, "holds no table files") {
		t.Errorf("serve of an empty directory: %+v", r)
	}
	// --json: the address and the games on standard output, then serving.
	if r := cgtIn(t, dir, "", "solve", "ttt", "-o", "ttt.tab"); r.code != 0 {
		t.Fatalf("cgt solve ttt: %+v", r)
	}
	ctx, cancel := context.WithCancel(context.Background())
	srv := exec.CommandContext(ctx, cgtBin, "serve", "ttt.tab", "--addr", "127.0.0.1:0", "--json")
	srv.Dir = dir
	stdout, _ := srv.StdoutPipe()
	if err := srv.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() {
		cancel()
		srv.Wait()
	}()
	var started struct {
		Address string
		Games   []sourceInfo
	}
	if err := json.NewDecoder(stdout).Decode(&started); err != nil || len(started.Games) != 1 || started.Games[0].ID != "ttt" {
		t.Fatalf("serve --json printed %+v, %v", started, err)
	}
	var q queryResult
	if st := get(t, strings.TrimSuffix(started.Address, "/"), "/api/games/ttt", &q); st != 200 || q.Outcome != "Tie" {
		t.Errorf("the server announced by --json answers %d %+v", st, q)
	}
}

// countingListener counts in n the bytes the server writes on every
// connection it accepts.
type countingListener struct {
	net.Listener
	n *atomic.Int64
}

func (l countingListener) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err != nil {
		return nil, err
	}
	return countingConn{c, l.n}, nil
}

type countingConn struct {
	net.Conn
	n *atomic.Int64
}

func (c countingConn) Write(p []byte) (int, error) {
	n, err := c.Conn.Write(p)
	c.n.Add(int64(n))
	return n, err
}

// manyRanges is a Range header of n one-byte ranges, 0-0,2-2,4-4,…: the
// request of the load probe of issue 31 (1,500 ranges, 14 KB).
func manyRanges(n int) string {
	var b strings.Builder
	b.WriteString("bytes=")
	for i := range n {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, "%d-%d", 2*i, 2*i)
	}
	return b.String()
}

// TestServeRanges checks that byte ranges cannot multiply the server's
// work (issue 31, item 1: 1,500 ranges on app.js cost 45× the CPU and 16×
// the bytes of a plain request, and 300 connections sending them without
// reading the answers stalled normal requests for seconds). First, the
// page's files are answered whole whatever Range asks: 200 with exactly
// the embedded bytes, no Content-Range, no multipart. Then a load bounded
// in count and time, on the loopback only: 16 connections each send 8
// pipelined requests of 1,500 ranges and read the answers, 16 more send as
// many and never read; the server must have written no more than the
// plain answers (the embedded file and 1 KB of headers each), the readers
// must have received no more, and a normal request made while the unread
// connections are still open must answer promptly (under a second on an
// idle machine; the bound, 10 s, leaves a loaded one room).
func TestServeRanges(t *testing.T) {
	want, err := webFiles.ReadFile("web/app.js")
	if err != nil {
		t.Fatal(err)
	}
	var written atomic.Int64
	base := serveSources(t, nil, func(ln net.Listener) net.Listener { return countingListener{ln, &written} })
	ranges := manyRanges(1500)
	for _, rg := range []string{ranges, "bytes=0-9", "bytes=-5", "bytes=100000-"} {
		req, _ := http.NewRequest("GET", base+"/app.js", nil)
		req.Header.Set("Range", rg)
		r, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(r.Body)
		r.Body.Close()
		if r.StatusCode != 200 || !bytes.Equal(body, want) || r.Header.Get("Content-Range") != "" ||
			!strings.HasPrefix(r.Header.Get("Content-Type"), "text/javascript") {
			t.Errorf("Range %.20s…: %d, %d bytes, Content-Range %q, Content-Type %q; want 200 and the %d bytes of app.js",
				rg, r.StatusCode, len(body), r.Header.Get("Content-Range"), r.Header.Get("Content-Type"), len(want))
		}
	}

	const conns, each = 16, 8
	per := int64(len(want) + 1024) // the most one answer may take
	req := "GET /app.js HTTP/1.1\r\nHost: cgt\r\nRange: " + ranges + "\r\n\r\n"
	pipelined := []byte(strings.Repeat(req, each))
	addr := strings.TrimPrefix(base, "http://")
	deadline := time.Now().Add(5 * time.Second)
	written.Store(0)
	var received atomic.Int64
	var wg sync.WaitGroup
	errs := make(chan error, 2*conns)
	for k := range 2 * conns {
		c, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		c.SetDeadline(deadline)
		if k%2 == 1 {
			go c.Write(pipelined) // and never reads the answers
			continue
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			if _, err := c.Write(pipelined); err != nil {
				errs <- err
				return
			}
			cr := &countingReader{r: c}
			br := bufio.NewReader(cr)
			for range each {
				r, err := http.ReadResponse(br, nil)
				if err != nil {
					errs <- err
					return
				}
				n, err := io.Copy(io.Discard, r.Body)
				r.Body.Close()
				if err != nil || r.StatusCode != 200 || n != int64(len(want)) {
					errs <- fmt.Errorf("an answer of %d, %d bytes (%v); want 200 and %d", r.StatusCode, n, err, len(want))
					return
				}
			}
			received.Add(cr.n)
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	t0 := time.Now()
	var list struct{ Games []sourceInfo }
	if st := get(t, base, "/api/games", &list); st != 200 {
		t.Errorf("GET /api/games during the load: %d", st)
	}
	if d := time.Since(t0); d > 10*time.Second { // under a second on an idle machine
		t.Errorf("GET /api/games took %v during the load; want under 10 s", d)
	}
	if n, max := received.Load(), conns*each*per; n > max {
		t.Errorf("the readers received %d bytes for %d answers; want at most %d", n, conns*each, max)
	}
	if n, max := written.Load(), 2*conns*each*per; n > max {
		t.Errorf("the server wrote %d bytes for %d answers; want at most %d", n, 2*conns*each, max)
	}
	t.Logf("%d bytes written, %d received by the readers", written.Load(), received.Load())
}

// countingReader counts the bytes read from r.
type countingReader struct {
	r io.Reader
	n int64
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += int64(n)
	return n, err
}

// TestServeBadPaths checks that no path answers a 500 and that every
// error is the documented JSON (issue 31, item 2: /%ff.css, /%ff%fe.js
// and /%c0%ae%c0%ae/x.js answered a plain-text 500, and paths with a dot
// a plain-text "404 page not found"): the paths of the issue and others
// under / and /api/ answer a JSON 404; then 400 random paths made of
// pieces that matter to paths (invalid UTF-8, escaped dots and slashes,
// "..", the names of the page's files and of the API) answer 200, a
// redirect (the mux cleans "..") or an error with a JSON body, never a
// 5xx.
func TestServeBadPaths(t *testing.T) {
	base := serveTables(t)
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	try := func(path string) (int, string) {
		t.Helper()
		r, err := client.Get(base + path)
		if err != nil {
			t.Fatalf("GET %q: %v", path, err)
		}
		body, _ := io.ReadAll(r.Body)
		r.Body.Close()
		if r.StatusCode >= 500 {
			t.Errorf("GET %q: %d %q", path, r.StatusCode, body)
		}
		if r.StatusCode < 400 {
			return r.StatusCode, ""
		}
		var e struct{ Error string }
		if err := json.Unmarshal(body, &e); err != nil || e.Error == "" || !strings.HasPrefix(r.Header.Get("Content-Type"), "application/json") {
			t.Errorf("GET %q: %d %q (%s), want a JSON error", path, r.StatusCode, body, r.Header.Get("Content-Type"))
		}
		return r.StatusCode, e.Error
	}
	for _, p := range []string{
		"/%ff.css", "/%ff%fe.js", "/%c0%ae%c0%ae/x.js", "/x.js", "/nothing.css", "/web/app.js",
		"/app.js/x", "/.js", "/%2e%2e/app.js", "/api/%ff", "/api/x.js", "/api/games/%ff",
		"/api/games/%c0%ae%c0%ae", "/api/games/ttt/x", "/api/games/", "/api/games/x.js",
	} {
		if st, msg := try(p); st != 404 {
			t.Errorf("GET %q: %d %q, want 404", p, st, msg)
		}
	}
	pieces := []string{"%ff", "%fe", "%c0%ae", ".", "..", "/", "%2e", "%2f", "%00", "a", "api", "games", "ttt", "app.js", ".css", "index.html", "%20", "~", "%25"}
	rng := rand.New(rand.NewPCG(3, 1))
	for range 400 {
		var b strings.Builder
		b.WriteString("/")
		for range 1 + rng.IntN(6) {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		try(b.String())
	}
}

// servedLine is the line of cgt serve --json.
type servedLine struct {
	Address string
	Games   []sourceInfo
	Skipped []struct{ File, Why string }
}

// startServe runs "cgt serve ARGS --addr 127.0.0.1:0 --json" in dir until
// the test ends and returns the base URL it announced and its games.
func startServe(t *testing.T, dir string, args ...string) (string, []sourceInfo) {
	t.Helper()
	started, _ := startServeLine(t, dir, args...)
	return strings.TrimSuffix(started.Address, "/"), started.Games
}

// startServeLine runs "cgt serve ARGS --addr 127.0.0.1:0 --json" in dir
// until the test ends and returns the line it printed and its standard
// error, to read on from there.
func startServeLine(t *testing.T, dir string, args ...string) (servedLine, *bufio.Reader) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	srv := exec.CommandContext(ctx, cgtBin, append(append([]string{"serve"}, args...), "--addr", "127.0.0.1:0", "--json")...)
	srv.Dir = dir
	stdout, _ := srv.StdoutPipe()
	stderr, _ := srv.StderrPipe()
	if err := srv.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cancel()
		srv.Wait()
	})
	errs := bufio.NewReader(stderr)
	var started servedLine
	if err := json.NewDecoder(stdout).Decode(&started); err != nil {
		msg, _ := io.ReadAll(errs)
		t.Fatalf("cgt serve %s: %v; stderr %q", strings.Join(args, " "), err, msg)
	}
	return started, errs
}

// copyDir copies the files of the directory from into a new directory to.
func copyDir(t *testing.T, from, to string) {
	t.Helper()
	if err := os.MkdirAll(to, 0o755); err != nil {
		t.Fatal(err)
	}
	ents, err := os.ReadDir(from)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ents {
		b, err := os.ReadFile(filepath.Join(from, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(to, e.Name()), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// getError fetches base+path and returns the status and the JSON error.
func getError(t *testing.T, base, path string) (int, string) {
	t.Helper()
	var e struct{ Error string }
	st := get(t, base, path, &e)
	return st, e.Error
}

// TestServeShownNames checks that the server tells no client where its
// files are (issue 31, item 3: /api/games listed absolute paths and a
// damaged tier answered a message holding one): "file" is the name given
// on the command line, relative as given ("ttt.tab", "sub/c4" for the
// directory "sub" holding c4), and only the last element of an absolute
// one ("c4", "ttt.tab"); a tier file that cannot be opened (a link to
// itself) answers a message that names it the same way, with nothing of
// the temporary directory the test runs in.
func TestServeShownNames(t *testing.T) {
	dir := solvedTables(t)
	for _, d := range []string{"sub/c4", "abs/c4"} {
		copyDir(t, filepath.Join(dir, "c4"), filepath.Join(dir, d))
		f := filepath.Join(dir, d, "tier-00001.cgt")
		os.Remove(f)
		if err := os.Symlink("tier-00001.cgt", f); err != nil {
			t.Fatal(err)
		}
	}
	base, games := startServe(t, dir, "ttt.tab", "sub", filepath.Join(dir, "abs", "c4"), filepath.Join(dir, "ttt.tab"))
	var list struct{ Games []sourceInfo }
	if st := get(t, base, "/api/games", &list); st != 200 {
		t.Fatalf("/api/games: %d", st)
	}
	var files []string
	for _, g := range list.Games {
		files = append(files, g.ID+" "+g.File)
	}
	if want := []string{"c4 sub/c4", "c4-2 c4", "ttt ttt.tab", "ttt-2 ttt.tab"}; !slices.Equal(files, want) {
		t.Errorf("/api/games lists %q, want %q", files, want)
	}
	if !slices.Equal(games, list.Games) {
		t.Errorf("--json printed %+v, /api/games %+v", games, list.Games)
	}
	for id, want := range map[string]string{"c4": "sub/c4/tier-00001.cgt", "c4-2": "c4/tier-00001.cgt"} {
		st, msg := getError(t, base, "/api/games/"+id+"?position=start")
		if st != 500 || !strings.Contains(msg, want) || strings.Contains(msg, dir) {
			t.Errorf("%s with tier 1 unreadable: %d %q; want 500 naming %s and not %s", id, st, msg, want, dir)
		}
	}
}

// TestServeIDs checks that every served source has an id a URL reaches
// (issue 31, item 4: files named .tab, ..tab and ...tab were listed with
// the ids "", "." and "..", which no URL reaches): copies of ttt.tab under
// odd names in one directory (dots only, a space, escapes, '?' and '#',
// a byte that is not UTF-8, a newline) are all listed, with distinct
// non-empty UTF-8 ids, and GET /api/games/ID with ID escaped as a path
// segment (as the page escapes it) answers each with tic-tac-toe's start.
func TestServeIDs(t *testing.T) {
	dir := solvedTables(t)
	tab, err := os.ReadFile(filepath.Join(dir, "ttt.tab"))
	if err != nil {
		t.Fatal(err)
	}
	odd := filepath.Join(dir, "odd")
	os.Mkdir(odd, 0o755)
	names := []string{".tab", "..tab", "...tab", "ttt.tab", "ttt", "a b.tab", "%41.tab", "q?#.tab", "\xff.tab", "a\nb.tab", ".hidden", "x.y.tab"}
	for _, n := range names {
		if err := os.WriteFile(filepath.Join(odd, n), tab, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	base := servePaths(t, odd)
	var list struct{ Games []sourceInfo }
	if st := get(t, base, "/api/games", &list); st != 200 || len(list.Games) != len(names) {
		t.Fatalf("/api/games: %d, %d games, want %d", st, len(list.Games), len(names))
	}
	seen := map[string]bool{}
	for _, g := range list.Games {
		t.Logf("%q: id %q", g.File, g.ID)
		if g.ID == "" || seen[g.ID] || !utf8.ValidString(g.ID) {
			t.Errorf("id %q of %q: empty, repeated or not UTF-8", g.ID, g.File)
		}
		seen[g.ID] = true
		var q queryResult
		if st := get(t, base, "/api/games/"+url.PathEscape(g.ID), &q); st != 200 || q.Game != "ttt" || q.Position != ".../.../..." {
			t.Errorf("id %q of %q: GET /api/games/%s answers %d %+v", g.ID, g.File, url.PathEscape(g.ID), st, q)
		}
	}
}

// damage flips the bits of byte off of the file at path.
func damage(t *testing.T, path string, off int64) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	b[off] ^= 0xff
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
}

// dataBlock is the offset of the first data block of the table file at
// path, which has bitmaps bitmap blocks: the footer gives the offset of
// the block index, where an entry of 24 bytes for each bitmap block comes
// first (table's format, table/table.go).
func dataBlock(t *testing.T, path string, bitmaps int) int64 {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	ix := binary.LittleEndian.Uint64(b[len(b)-24:])
	return int64(binary.LittleEndian.Uint64(b[ix+uint64(24*bitmaps):]))
}

// headerByte is a byte of a table's header, in the game's name, which its
// checksum covers.
const headerByte = 46

// TestDamagedTables checks how a damaged table is reported (issue 31,
// item 5: a damaged block answered a 500 that did not name the file, and
// the same damage gave exit status 2 in a header and 1 in a block): in
// each command that reads tables (query, solve --tiers resuming, serve) a
// damaged block and a damaged header of a table file (ttt.tab: its first
// data block holds the empty board) and of a tier file (tier 1 of Connect
// Four 4×4, whose positions rank the first moves) are reported with the
// file's name, as given, and exit status 2, the status of bad input (the
// package doc); the server answers the documented 500 with the same
// message, and keeps answering positions whose blocks are sound.
func TestDamagedTables(t *testing.T) {
	dir := solvedTables(t)
	tab, err := os.ReadFile(filepath.Join(dir, "ttt.tab"))
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range []string{"bad.tab", "hdr.tab"} {
		os.WriteFile(filepath.Join(dir, n), tab, 0o644)
	}
	damage(t, filepath.Join(dir, "bad.tab"), dataBlock(t, filepath.Join(dir, "bad.tab"), 4))
	damage(t, filepath.Join(dir, "hdr.tab"), headerByte)
	copyDir(t, filepath.Join(dir, "c4"), filepath.Join(dir, "c4b"))
	copyDir(t, filepath.Join(dir, "c4"), filepath.Join(dir, "c4h"))
	damage(t, filepath.Join(dir, "c4b", "tier-00001.cgt"), dataBlock(t, filepath.Join(dir, "c4b", "tier-00001.cgt"), 0))
	damage(t, filepath.Join(dir, "c4h", "tier-00001.cgt"), headerByte)

	block, header := "checksum of the block at", "header checksum"
	for _, c := range []struct {
		args       []string
		file, says string
	}{
		{[]string{"query", "bad.tab", "........."}, "bad.tab", block},
		{[]string{"query", "hdr.tab", "........."}, "hdr.tab", header},
		{[]string{"query", "c4b", "start"}, "c4b/tier-00001.cgt", block},
		{[]string{"query", "c4h", "start"}, "c4h/tier-00001.cgt", header},
		{[]string{"solve", "connect4", "--board", "4x4", "--tiers", "c4b"}, "c4b/tier-00001.cgt", block},
		{[]string{"solve", "connect4", "--board", "4x4", "--tiers", "c4h"}, "c4h/tier-00001.cgt", header},
		{[]string{"serve", "hdr.tab", "--addr", "127.0.0.1:0"}, "hdr.tab", header},
	} {
		r := cgtIn(t, dir, "", c.args...)
		if r.code != 2 || strings.Count(r.stderr, "\n") != 1 || !strings.Contains(r.stderr, c.file+": ") || !strings.Contains(r.stderr, c.says) {
			t.Errorf("cgt %s: exit %d, stderr %q; want 2 and one line naming %s (%s)", strings.Join(c.args, " "), r.code, r.stderr, c.file, c.says)
		}
	}

	base := servePaths(t, filepath.Join(dir, "bad.tab"), filepath.Join(dir, "c4"), filepath.Join(dir, "c4b"), filepath.Join(dir, "c4h"))
	for _, c := range []struct{ path, file, says string }{
		{"/api/games/bad?position=" + url.QueryEscape(".../.../..."), "bad.tab", block},
		{"/api/games/c4b?position=start", "c4b/tier-00001.cgt", block},
		{"/api/games/c4h?position=start", "c4h/tier-00001.cgt", header},
	} {
		if st, msg := getError(t, base, c.path); st != 500 || !strings.HasPrefix(msg, c.file+": ") || !strings.Contains(msg, c.says) {
			t.Errorf("GET %s: %d %q; want 500 naming %s (%s)", c.path, st, msg, c.file, c.says)
		}
	}
	var q, sound queryResult
	get(t, base, "/api/games/c4?position=1111", &sound)
	if st := get(t, base, "/api/games/c4b?position=1111", &q); st != 200 || q.Outcome != sound.Outcome || q.Remoteness != sound.Remoteness || len(q.Moves) != 3 {
		t.Errorf("GET c4b 1111, away from the damage: %d %+v; the sound c4 answers %+v", st, q, sound)
	}
}

// eioFile is a named file of content b whose reads of the bytes [lo, hi)
// fail as a disk's would (EIO).
type eioFile struct {
	name   string
	b      []byte
	lo, hi int64
}

func (f eioFile) Name() string { return f.name }

func (f eioFile) ReadAt(p []byte, off int64) (int, error) {
	if off < f.hi && off+int64(len(p)) > f.lo {
		return 0, &fs.PathError{Op: "read", Path: f.name, Err: syscall.EIO}
	}
	return bytes.NewReader(f.b).ReadAt(p, off)
}

// TestExitCodeOfTables checks the exit rule (the package doc) on the
// errors the table package gives for ttt.tab: damage is bad input, 2,
// whether it is found in the header (as the file is opened) or in a block
// (during a lookup, an error the commands mark as a failure); a read that
// fails (EIO) is a file that cannot be read, 1, in the header and in a
// block alike (issue 31, item 5: the same damage gave 2 in a header and 1
// in a block).
func TestExitCodeOfTables(t *testing.T) {
	dir := t.TempDir()
	if r := cgtIn(t, dir, "", "solve", "ttt", "-o", "ttt.tab"); r.code != 0 {
		t.Fatalf("cgt solve ttt: %+v", r)
	}
	good, err := os.ReadFile(filepath.Join(dir, "ttt.tab"))
	if err != nil {
		t.Fatal(err)
	}
	block := dataBlock(t, filepath.Join(dir, "ttt.tab"), 4)
	flip := func(off int64) []byte {
		b := append([]byte(nil), good...)
		b[off] ^= 0xff
		return b
	}
	for _, c := range []struct {
		what string
		f    eioFile
		code int
	}{
		{"a damaged header", eioFile{"h.tab", flip(headerByte), 0, 0}, 2},
		{"a damaged block", eioFile{"b.tab", flip(block), 0, 0}, 2},
		{"a header that cannot be read", eioFile{"eh.tab", good, 0, 1}, 1},
		{"a block that cannot be read", eioFile{"eb.tab", good, block, block + 1}, 1},
	} {
		tab, err := table.NewReader(c.f, int64(len(c.f.b)))
		if err == nil {
			// The empty board, in the first data block; the commands
			// mark a lookup's error as a failure.
			if _, _, err = tab.Lookup(0); err != nil {
				err = failure(err)
			}
		}
		if err == nil || exitCode(err) != c.code || !strings.HasPrefix(err.Error(), c.f.name+": ") {
			t.Errorf("%s: %v, exit status %d; want %d and the file named", c.what, err, exitCode(err), c.code)
		}
	}
}
