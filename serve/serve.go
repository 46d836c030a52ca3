// Package serve puts saved solves behind a JSON API and a web page to
// play them, as cgt serve does, for a program's own games: a board game
// written on package github.com/cgtgo/cgt/board and solved by tiers
// (package github.com/cgtgo/cgt/tier) is served by
//
//	src, err := serve.OpenBoard(g, dir, nil)
//	…
//	err = serve.Serve(ctx, ln, serve.Handler(src))
//
// and its page draws the board from the game's description (a grid, or
// points joined by lines), with no page code of the game's own. Any other
// saved solve is served through a Source of one's own: its Info and its
// answers (RankMoves orders the moves; ExampleSource writes one).
//
// # The API
//
// GET only; every error, of the API or of any other path, is
// {"error": "…"} with an HTTP status: 400 a bad position or query string
// (or a request that is not HTTP), 404 an unknown game or path, 405 a
// method other than GET or HEAD, 431 a request's headers over
// MaxHeaderBytes, 500 a source that cannot answer (Failed, a damaged
// table, a file that cannot be read), 503 a request over RequestTimeout.
//
//	GET /api/games
//	    {"games": [Info, …]}
//	GET /api/games/ID?position=POS
//	    Answer: {"game", "position", "over", "outcome", "remoteness",
//	    "moves": [{"move", "to", "outcome", "remoteness", "cells"}]}
//
// An empty POS asks for the source's Info.Start. The page is at / (its
// files, Files, are embedded in the package: no network, no build step),
// and asks the API at /api/: the handler serves the root of its server.
//
// # Limits
//
// Handler bounds what it can: the methods (GET and HEAD), a position's
// length (MaxPositionLen), an API request's time (RequestTimeout), the
// page's files served whole. Serve runs it in a server with the rest (the
// header bound and the connection's timeouts, below), and answers in JSON
// the errors net/http answers before a handler runs.
//
// The package imports the standard library (net/http, embed) and the
// module's packages cgt, board, table and tier, with internal/boardtext
// (how a board game's shapes are written): no game, no registry of games,
// nothing outside the module.
package serve

import (
	"context"
	"embed"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"net"
	"net/http"
	"net/url"
	"path"
	"strconv"
	"strings"
	"time"

	"github.com/cgtgo/cgt"
)

//go:embed web
var webFiles embed.FS

// Limits of the server: what one request may send, take and make the
// server hold. A request's line and headers are at most 16 KB (a GET's
// body is never read: net/http discards at most 256 KB of it after the
// answer, else closes the connection); its headers must come within 5 s
// and the whole request within 10 s; its answer must be written within
// 20 s of it (10 s for a file of the page), else the connection is closed,
// so that a client that does not read its answers holds one answer, and
// for a bounded time. An answer is small: an API answer a few KB, a file
// of the page its embedded bytes, whole (pageFiles: byte ranges are not
// served, so no request costs more than a plain one).
const (
	MaxPositionLen  = 256              // bytes of a position in a query
	MaxHeaderBytes  = 16 << 10         // request line and headers
	RequestTimeout  = 10 * time.Second // per API request, lookups included
	pageFileTimeout = 10 * time.Second // to write a file of the page
)

// Files returns the files of the page (index.html, app.js, board.js,
// style.css), as Handler serves them at / and /NAME.
func Files() fs.FS {
	sub, err := fs.Sub(webFiles, "web")
	if err != nil {
		panic(err) // the embedded directory is part of the build
	}
	return sub
}

// Serve serves h on ln until ctx ends, then shuts down (open requests
// get a second to finish) and returns ctx's error; if the server stops
// before, it returns the server's error. It runs h with the server's
// limits (MaxHeaderBytes: the header bound and the connection's
// timeouts), and answers in JSON, as h answers its own, the errors
// net/http answers before h runs.
func Serve(ctx context.Context, ln net.Listener, h http.Handler) error {
	srv := &http.Server{
		Handler:           h,
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       10 * time.Second,
		WriteTimeout:      2 * RequestTimeout,
		IdleTimeout:       time.Minute,
		MaxHeaderBytes:    MaxHeaderBytes - 4096, // net/http reads 4,096 bytes past it
	}
	done := make(chan error, 1)
	go func() { done <- srv.Serve(jsonErrorListener{ln}) }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
	}
	sctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	srv.Shutdown(sctx)
	return ctx.Err()
}

// jsonErrorListener gives the server connections whose early errors are
// JSON. net/http answers a request it cannot read (headers over
// MaxHeaderBytes: 431; a malformed request: 400; an unknown transfer
// coding: 501) before any handler runs, with one plain-text write of its
// own to the connection: the status line, "Content-Type: text/plain;
// charset=utf-8" and "Connection: close" (no Date header, which every
// answer through a handler has), and the status as the body. jsonErrorConn
// rewrites exactly that write as {"error": "…"} with the same status, so
// that every error of the server is JSON whatever the request's size; the
// server still reads no more than its bound of the headers (a larger
// MaxHeaderBytes checked by a handler would hold more of each request,
// and still answer in plain text past it).
type jsonErrorListener struct{ net.Listener }

func (l jsonErrorListener) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err != nil {
		return nil, err
	}
	return jsonErrorConn{c}, nil
}

type jsonErrorConn struct{ net.Conn }

// earlyErrorHeaders are the headers of net/http's answer to a request it
// cannot read, between its status line and its body.
const earlyErrorHeaders = "\r\nContent-Type: text/plain; charset=utf-8\r\nConnection: close\r\n\r\n"

func (c jsonErrorConn) Write(p []byte) (int, error) {
	status, body, ok := strings.Cut(string(p), earlyErrorHeaders)
	if !ok || !strings.HasPrefix(status, "HTTP/1.1 ") || strings.Contains(status, "\r\n") {
		return c.Conn.Write(p)
	}
	msg := strings.TrimPrefix(strings.TrimPrefix(body, status[len("HTTP/1.1 "):len("HTTP/1.1 ")+4]), " ")
	if strings.HasPrefix(status, "HTTP/1.1 431 ") {
		msg = fmt.Sprintf("%s: a request's line and headers are at most %d KB", msg, MaxHeaderBytes>>10)
	}
	b, _ := json.Marshal(struct {
		Error string `json:"error"`
	}{msg})
	b = append(b, '\n')
	ans := fmt.Sprintf("%s\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: %d\r\nConnection: close\r\n\r\n%s", status, len(b), b)
	if _, err := io.WriteString(c.Conn, ans); err != nil {
		return 0, err
	}
	return len(p), nil
}

// CloseWrite half-closes the connection where it can (a TCP connection),
// as net/http does after its 431 so that the client reads the answer.
func (c jsonErrorConn) CloseWrite() error {
	if cw, ok := c.Conn.(interface{ CloseWrite() error }); ok {
		return cw.CloseWrite()
	}
	return nil
}

// server answers the API's requests.
type server struct {
	list []Info         // what GET /api/games lists
	byID map[string]int // index in list and srcs
	srcs []Source
}

// Handler returns the handler of the page and the API serving srcs, at
// the root of its server. Each source is listed (GET /api/games) in the
// order given, with its Info; its ID is Info's ID, or where that is empty
// its Game (or "game"), made unique with a suffix ("ttt-2"). Every method
// but GET and HEAD is refused (405) before a path is looked at, and every
// error it answers is JSON: a query's error is the client's (400) unless
// it is the source's (500: Failed, a damaged table, a file that cannot be
// read); no path is an error of the server. Handler calls each source's
// Info once, here, and its Query for each request, from several
// goroutines at once; it closes none of them.
func Handler(srcs ...Source) http.Handler {
	s := &server{list: []Info{}, byID: map[string]int{}, srcs: srcs}
	for k, src := range srcs {
		in := src.Info()
		id := in.ID
		if id == "" {
			id = in.Game
		}
		if strings.Trim(id, ".") == "" {
			id = "game" // a name no URL reaches as a path segment
		}
		for n, base := 2, id; ; n++ {
			if _, taken := s.byID[id]; !taken {
				break
			}
			id = fmt.Sprintf("%s-%d", base, n)
		}
		in.ID = id
		s.list = append(s.list, in)
		s.byID[id] = k
	}
	mux := http.NewServeMux()
	mux.Handle("/", loadPage())
	api := http.NewServeMux()
	api.HandleFunc("/api/games", s.games)
	api.HandleFunc("/api/games/{id}", s.position)
	api.HandleFunc("/api/", func(w http.ResponseWriter, r *http.Request) {
		jsonError(w, http.StatusNotFound, "no API path %s (the API: GET /api/games, GET /api/games/ID?position=POS)", cgt.QuoteInput(r.URL.Path))
	})
	timed := http.TimeoutHandler(api, RequestTimeout, `{"error":"the request took too long"}`)
	mux.Handle("/api/", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// The timeout's answer (503) is JSON too.
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		timed.ServeHTTP(w, r)
	}))
	return getOnly(mux)
}

// pageFiles serves the files of the page, embedded in the package (web/),
// each at its name ("/" is index.html), whole: a Range header is ignored
// (RFC 9110 lets a server answer 200 with the whole file), because the
// files are a few KB and the answer to many ranges of one costs many
// times the bytes and the work of the file (issue 31: 1,500 ranges of
// app.js, 16 times the bytes and 45 times the CPU). Any other path is a
// JSON 404, as in the API; none is an error of the server (the file
// server of net/http answered a 500 to a name that is not UTF-8).
type pageFiles map[string]pageFile

type pageFile struct {
	body  []byte
	ctype string
}

// pageType is the content type of a file of the page by its extension
// (not from the system's MIME tables, which may differ).
func pageType(name string, body []byte) string {
	switch path.Ext(name) {
	case ".html":
		return "text/html; charset=utf-8"
	case ".css":
		return "text/css; charset=utf-8"
	case ".js":
		return "text/javascript; charset=utf-8"
	}
	return http.DetectContentType(body)
}

// loadPage reads the embedded files of the page.
func loadPage() pageFiles {
	ents, err := webFiles.ReadDir("web")
	if err != nil {
		panic(err) // the embedded directory is part of the build
	}
	p := pageFiles{}
	for _, e := range ents {
		b, err := webFiles.ReadFile("web/" + e.Name())
		if err != nil {
			panic(err)
		}
		p["/"+e.Name()] = pageFile{b, pageType(e.Name(), b)}
	}
	p["/"] = p["/index.html"]
	return p
}

func (p pageFiles) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	f, ok := p[r.URL.Path]
	if !ok {
		jsonError(w, http.StatusNotFound, "no page %s (the page is at /, the API under /api/)", cgt.QuoteInput(r.URL.Path))
		return
	}
	h := w.Header()
	h.Set("Content-Type", f.ctype)
	h.Set("Content-Length", strconv.Itoa(len(f.body)))
	h.Set("X-Content-Type-Options", "nosniff")
	http.NewResponseController(w).SetWriteDeadline(time.Now().Add(pageFileTimeout))
	w.WriteHeader(http.StatusOK)
	w.Write(f.body)
}

// getOnly refuses every method but GET and HEAD with 405, as JSON.
func getOnly(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			jsonError(w, http.StatusMethodNotAllowed, "method %s not allowed: the API is read-only (GET)", r.Method)
			return
		}
		h.ServeHTTP(w, r)
	})
}

func (s *server) games(w http.ResponseWriter, r *http.Request) {
	writeHTTPJSON(w, http.StatusOK, struct {
		Games []Info `json:"games"`
	}{s.list})
}

func (s *server) position(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	k, ok := s.byID[id]
	if !ok {
		jsonError(w, http.StatusNotFound, "no game %s is served (GET /api/games lists them)", cgt.QuoteInput(id))
		return
	}
	q, err := url.ParseQuery(r.URL.RawQuery)
	if err != nil {
		// Not answered from the part that parses: a query the client
		// did not mean is refused, not taken for the start.
		jsonError(w, http.StatusBadRequest, "bad query string: %v", err)
		return
	}
	pos := q.Get("position")
	if len(pos) > MaxPositionLen {
		jsonError(w, http.StatusBadRequest, "a position of %d bytes: at most %d", len(pos), MaxPositionLen)
		return
	}
	if strings.TrimSpace(pos) == "" {
		pos = s.list[k].Start
	}
	res, err := s.srcs[k].Query(pos)
	if err != nil {
		// A bad position is the client's (400); a table that cannot
		// answer, damaged or unreadable, the server's (500).
		status := http.StatusBadRequest
		if sourceFault(err) {
			status = http.StatusInternalServerError
		}
		msg, _, _ := strings.Cut(err.Error(), "\n")
		jsonError(w, status, "%s", msg)
		return
	}
	writeHTTPJSON(w, http.StatusOK, res)
}

// jsonError answers {"error": message} with status.
func jsonError(w http.ResponseWriter, status int, format string, a ...any) {
	writeHTTPJSON(w, status, struct {
		Error string `json:"error"`
	}{fmt.Sprintf(format, a...)})
}

func writeHTTPJSON(w http.ResponseWriter, status int, v any) {
	b, err := json.Marshal(v)
	if err != nil {
		status, b = http.StatusInternalServerError, []byte(`{"error":"encoding the answer"}`)
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	w.Write(append(b, '\n'))
}
