package main

import (
	"context"
	"embed"
	"encoding/json"
	"flag"
	"fmt"
	"io"
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
	maxPositionLen  = 256              // bytes of a position in a query
	maxHeaderBytes  = 16 << 10         // request line and headers
	requestTimeout  = 10 * time.Second // per API request, lookups included
	pageFileTimeout = 10 * time.Second // to write a file of the page
)

func serveCommand() *command {
	return &command{
		name:    "serve",
		args:    "FILE|DIR...",
		summary: "serve saved tables: a web page to play the solved games, and a JSON API",
		help: `
Serves the tables written by "cgt solve" (FILE) and the tier directories of
"cgt solve --tiers" (DIR); a DIR that is neither holds such files and
directories, each served. Tables are read by random access, never loaded
whole: a 150 MB Dobutsu table serves at once. Open the address printed on
standard error in a browser to play: pick a game, click a move (each legal
move is coloured by its value for the mover, with its remoteness), play
against the perfect player or for both sides, undo and redo, follow the
value history of the game, copy the position. The page needs no network.

The JSON API (GET only; every error, of the API or of any other path, is
{"error": "…"} with an HTTP status: 400 a bad position or query string
(or a request that is not HTTP), 404 an unknown game or path, 405 a
method other than GET or HEAD, 431 a request's headers over 16 KB, 500 a
table that cannot answer, damaged or unreadable (a block, or a tier file
opened on first use; the message names the file, and the positions whose
blocks are sound are still answered), 503 a request over its time; no
path is an error of the server):

  GET /api/games
      {"games": [{"id", "game", "params", "file", "start", "width", "height"}]}
  GET /api/games/ID?position=POS
      {"game", "position", "over", "outcome", "remoteness",
       "moves": [{"move", "to", "outcome", "remoteness"}]}

Each game listed has an id, the name of its file or directory without the
extension ("ttt" for ttt.tab), or the game's name where that leaves no
name a URL reaches (a file named ".tab"), made unique with a suffix
("ttt-2"); its "file" is the name given on the command line, or only the
last element of an absolute one: clients are not told where the files
are, and error messages name them the same way. A FILE or DIR given
that cannot be served (a damaged header, an unfinished solve) is refused
at the start (exit status 2, as in every command); inside a DIR that
holds several, each that cannot be served is skipped and named on
standard error with why ("cgt serve: not serving DIR/x: …"), and the
others are served.
A game's "start" is the position the page opens on (and Restart returns
to), one its tables answer at once: for morris, a midgame position of the
largest tier solved: the placements are searched, not tabulated, and
the search from their start takes about half an hour on 2 cores, past a
request's time ("cgt query DIR start" answers it). The search of a
position with stones in hand uses a table sized to them, 1 MiB up to 8
stones in hand and twice as much for each stone more (64 MiB for 14,
1 GiB for the start's 18); a table over 64 MiB is let go after its
request.

The outcome and remoteness are for the player to move at POS (the start
when POS is empty); the moves are every legal move, best first for the
mover (win fast, tie fast, draw, lose slowly), each with the position it
leads to ("to", to query next) and its value for the mover. Positions are
written as "cgt query" reads them. A position is at most 256 bytes, a
request's headers 16 KB, and a request has 10 seconds; an answer not read
within 20 seconds (10 for a file of the page) closes its connection. The
page's files are served whole: byte ranges (Range) are not served. Stops
on an interrupt (exit status 130, as every command).

A board game (a tier DIR of cgt solve GAME [its flags] --tiers: mills, …)
is drawn by the page from its description, with no code of its own: its
games entry has a "board" (a grid "width" × "height", or "points" (x, y)
joined by "lines"; the "rows" of a position's text, the cells' "names",
the letters of the "kinds" of pieces and of the "players", the
"counters" written after the player to move), and each of its moves the
"cells" it changes; a click on a cell picks the moves that change it.

With --json the line that says what is served and where goes to standard
output as one JSON object, {"address": …, "games": [ … ], "skipped":
[{"file", "why"}]}, for scripts.

examples:
  $ cgt serve ttt.tab c4-5x4 dobutsu.tab

and from another terminal, as any program would:
    curl 'http://127.0.0.1:8080/api/games/ttt?position=X...O....'
`,
		setup: func(fs *flag.FlagSet) func(*env, []string) error {
			addr := fs.String("addr", "127.0.0.1:8080", "the address to listen on (port 0: any free port)")
			asJSON := jsonFlag(fs)
			return func(e *env, args []string) error {
				if len(args) == 0 {
					return fmt.Errorf("want at least one table FILE or DIR")
				}
				srcs, skipped, err := openSources(args)
				if err != nil {
					return err
				}
				defer func() {
					for _, s := range srcs {
						s.Close()
					}
				}()
				ln, err := net.Listen("tcp", *addr)
				if err != nil {
					return failure(err)
				}
				var ids []string
				var infos []sourceInfo
				for _, s := range srcs {
					infos = append(infos, s.info())
					ids = append(ids, infos[len(infos)-1].ID)
				}
				for _, k := range skipped {
					fmt.Fprintf(e.stderr, "cgt serve: not serving %s: %s\n", k.File, k.Why)
				}
				if *asJSON {
					err = writeJSON(e.stdout, struct {
						Address string          `json:"address"`
						Games   []sourceInfo    `json:"games"`
						Skipped []skippedSource `json:"skipped,omitempty"`
					}{"http://" + ln.Addr().String() + "/", infos, skipped})
				} else {
					fmt.Fprintf(e.stderr, "cgt serve: serving %s on http://%s/\n", strings.Join(ids, ", "), ln.Addr())
				}
				if err != nil {
					ln.Close()
					return err
				}
				return serveOn(e.ctx, ln, newServer(srcs))
			}
		},
	}
}

// serveOn serves h on ln until ctx ends, then shuts down (open requests
// get a second to finish) and returns ctx's error.
func serveOn(ctx context.Context, ln net.Listener, h http.Handler) error {
	srv := &http.Server{
		Handler:           h,
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       10 * time.Second,
		WriteTimeout:      2 * requestTimeout,
		IdleTimeout:       time.Minute,
		MaxHeaderBytes:    maxHeaderBytes - 4096, // net/http reads 4,096 bytes past it

	}
	done := make(chan error, 1)
	go func() { done <- srv.Serve(jsonErrorListener{ln}) }()
	select {
	case err := <-done:
		return failure(err)
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
		msg = fmt.Sprintf("%s: a request's line and headers are at most %d KB", msg, maxHeaderBytes>>10)
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
	list []sourceInfo   // what GET /api/games lists
	byID map[string]int // index in list and srcs
	srcs []source
}

// newServer returns the handler serving srcs: the page and the API. Every
// method but GET and HEAD is refused (405) before a path is looked at, and
// every error it answers is JSON: no path is an error of the server (500);
// a source that cannot answer is (500 too, the message naming its file as
// the command line gave it, see namedSource).
func newServer(srcs []source) http.Handler {
	s := &server{list: []sourceInfo{}, byID: map[string]int{}, srcs: srcs}
	for k, src := range srcs {
		s.list = append(s.list, src.info())
		s.byID[s.list[k].ID] = k
	}
	mux := http.NewServeMux()
	mux.Handle("/", loadPage())
	api := http.NewServeMux()
	api.HandleFunc("/api/games", s.games)
	api.HandleFunc("/api/games/{id}", s.position)
	api.HandleFunc("/api/", func(w http.ResponseWriter, r *http.Request) {
		jsonError(w, http.StatusNotFound, "no API path %s (see cgt serve -h)", cgt.QuoteInput(r.URL.Path))
	})
	timed := http.TimeoutHandler(api, requestTimeout, `{"error":"the request took too long"}`)
	mux.Handle("/api/", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// The timeout's answer (503) is JSON too.
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		timed.ServeHTTP(w, r)
	}))
	return getOnly(mux)
}

// pageFiles serves the files of the page, embedded in the command (web/),
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
		Games []sourceInfo `json:"games"`
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
	if len(pos) > maxPositionLen {
		jsonError(w, http.StatusBadRequest, "a position of %d bytes: at most %d", len(pos), maxPositionLen)
		return
	}
	if strings.TrimSpace(pos) == "" {
		pos = s.list[k].Start
	}
	res, err := s.srcs[k].query(pos)
	if err != nil {
		// A bad position is the client's (400); a table that cannot
		// answer, damaged or unreadable, the server's (500), named as
		// the command line named it (namedSource).
		status := http.StatusBadRequest
		if damaged(err) || exitCode(err) == 1 {
			status = http.StatusInternalServerError
		}
		jsonError(w, status, "%s", oneLine(err.Error()))
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
