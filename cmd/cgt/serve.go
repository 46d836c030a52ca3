package main

import (
	"context"
	"embed"
	"encoding/json"
	"flag"
	"fmt"
	"io/fs"
	"net"
	"net/http"
	"strings"
	"time"
)

//go:embed web
var webFiles embed.FS

// Limits of the server: what one request may send and take.
const (
	maxPositionLen = 256              // bytes of a position in a query
	maxHeaderBytes = 16 << 10         // request line and headers
	requestTimeout = 10 * time.Second // per API request, lookups included
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

The JSON API (GET only; errors are {"error": "…"} with an HTTP status:
400 a bad position, 404 an unknown game or path, 405 another method):

  GET /api/games
      {"games": [{"id", "game", "params", "file", "start", "width", "height"}]}
  GET /api/games/ID?position=POS
      {"game", "position", "over", "outcome", "remoteness",
       "moves": [{"move", "to", "outcome", "remoteness"}]}

The outcome and remoteness are for the player to move at POS (the start
when POS is empty); the moves are every legal move, best first for the
mover (win fast, tie fast, draw, lose slowly), each with the position it
leads to ("to", to query next) and its value for the mover. Positions are
written as "cgt query" reads them. A position is at most 256 bytes and a
request has 10 seconds. Stops on an interrupt (exit status 130, as every
command).

With --json the line that says what is served and where goes to standard
output as one JSON object, {"address": …, "games": [ … ]}, for scripts.

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
				srcs, err := openSources(args)
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
				if *asJSON {
					err = writeJSON(e.stdout, struct {
						Address string       `json:"address"`
						Games   []sourceInfo `json:"games"`
					}{"http://" + ln.Addr().String() + "/", infos})
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
		MaxHeaderBytes:    maxHeaderBytes,
	}
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
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

// server answers the API's requests.
type server struct {
	list []sourceInfo   // what GET /api/games lists
	byID map[string]int // index in list and srcs
	srcs []source
}

// newServer returns the handler serving srcs: the page and the API.
func newServer(srcs []source) http.Handler {
	s := &server{list: []sourceInfo{}, byID: map[string]int{}, srcs: srcs}
	for k, src := range srcs {
		s.list = append(s.list, src.info())
		s.byID[s.list[k].ID] = k
	}
	mux := http.NewServeMux()
	static, err := fs.Sub(webFiles, "web")
	if err != nil {
		panic(err) // the embedded directory is part of the build
	}
	files := http.FileServerFS(static)
	mux.Handle("/", getOnly(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/" && !strings.Contains(r.URL.Path[1:], ".") {
			jsonError(w, http.StatusNotFound, "no page %s", r.URL.Path)
			return
		}
		files.ServeHTTP(w, r)
	})))
	api := http.NewServeMux()
	api.HandleFunc("/api/games", s.games)
	api.HandleFunc("/api/games/{id}", s.position)
	api.HandleFunc("/api/", func(w http.ResponseWriter, r *http.Request) {
		jsonError(w, http.StatusNotFound, "no API path %s (see cgt serve -h)", r.URL.Path)
	})
	timed := http.TimeoutHandler(api, requestTimeout, `{"error":"the request took too long"}`)
	mux.Handle("/api/", getOnly(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// The timeout's answer (503) is JSON too.
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		timed.ServeHTTP(w, r)
	})))
	return mux
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
		jsonError(w, http.StatusNotFound, "no game %q is served (GET /api/games lists them)", id)
		return
	}
	pos := r.URL.Query().Get("position")
	if len(pos) > maxPositionLen {
		jsonError(w, http.StatusBadRequest, "a position of %d bytes: at most %d", len(pos), maxPositionLen)
		return
	}
	if strings.TrimSpace(pos) == "" {
		pos = s.list[k].Start
	}
	res, err := s.srcs[k].query(pos)
	if err != nil {
		status := http.StatusBadRequest
		if exitCode(err) == 1 {
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
