package main

import (
	"context"
	"flag"
	"fmt"
	"net"
	"net/http"
	"strings"

	"github.com/cgtgo/cgt/serve"
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
to), one its tables answer at once: for morris, the empty board when DIR
holds the placements (cgt solve morris --placements), whose every
position is answered from the tables; else a midgame position of the
largest tier solved: the placements are searched, and the search from
their start takes about half an hour on 2 cores, past a request's time
("cgt query DIR start" answers it). The search of a
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
"cells" it changes; a click on a cell picks the moves that change it. A
program of one's own serves its own board game with the same page and
API through package github.com/cgtgo/cgt/serve (docs/own-game.md).

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

// serveOn serves h on ln with the server's limits (serve.Serve) until
// ctx ends, then shuts down (open requests get a second to finish) and
// returns ctx's error.
func serveOn(ctx context.Context, ln net.Listener, h http.Handler) error {
	err := serve.Serve(ctx, ln, h)
	if ctx.Err() != nil && err == ctx.Err() {
		return err
	}
	return failure(err)
}

// newServer returns the handler serving srcs: the page and the API of
// package serve, each source's errors of exit status 1 (exitCode: a
// table that cannot answer, damaged or unreadable) answered 500, the
// message naming its file as the command line gave it (namedSource).
func newServer(srcs []source) http.Handler {
	out := make([]serve.Source, len(srcs))
	for k, s := range srcs {
		out[k] = served{s}
	}
	return serve.Handler(out...)
}

// served is a source as package serve takes it.
type served struct{ source }

func (s served) Info() sourceInfo { return s.info() }

func (s served) Query(pos string) (queryResult, error) {
	res, err := s.query(pos)
	if err != nil && exitCode(err) == 1 {
		err = serve.Failed(err)
	}
	return res, err
}
