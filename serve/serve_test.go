package serve_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/board"
	"github.com/cgtgo/cgt/internal/servetest"
	"github.com/cgtgo/cgt/serve"
	"github.com/cgtgo/cgt/table"
	"github.com/cgtgo/cgt/tier"
)

// solved solves the rules r by tiers into a new temporary directory and
// returns the game and the directory.
func solved(t *testing.T, r board.Rules) (board.Game, string) {
	t.Helper()
	g, err := board.New(r)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if _, err := tier.Solve[board.Pos](context.Background(), g, tier.Dir(dir), g.Name(), nil); err != nil {
		t.Fatal(err)
	}
	return g, dir
}

// served serves srcs through Handler on a test server until the test
// ends, and returns its URL.
func served(t *testing.T, srcs ...serve.Source) string {
	srv := httptest.NewServer(serve.Handler(srcs...))
	t.Cleanup(srv.Close)
	return srv.URL
}

// fake is a Source whose Query answers err.
type fake struct {
	in  serve.Info
	err error
}

func (f fake) Info() serve.Info { return f.in }
func (f fake) Close() error     { return nil }
func (f fake) Query(pos string) (serve.Answer, error) {
	if f.err != nil {
		return serve.Answer{}, f.err
	}
	return serve.Answer{Game: f.in.Game, Position: pos, Outcome: "Win", Moves: []serve.Move{}}, nil
}

// TestHandler checks Handler's contract on sources of its own: the IDs
// (Info's, else the game's, made unique with a suffix, "game" where
// neither gives a path segment), the start for an empty position, and
// the status of each error: 400 for a query's own error and ErrUnsolved,
// 500 for Failed, a damaged table and a file that cannot be read, 404 an
// unknown game or path, 405 a method but GET and HEAD, 400 a position over
// MaxPositionLen; every answer JSON.
func TestHandler(t *testing.T) {
	pathErr := &fs.PathError{Op: "open", Path: "x/tier-0.cgt", Err: fs.ErrNotExist}
	base := served(t,
		fake{in: serve.Info{Game: "g", Start: "s0"}},
		fake{in: serve.Info{Game: "g"}, err: errors.New("bad position")},
		fake{in: serve.Info{ID: "own", Game: "g"}, err: serve.Failed(errors.New("a block is unreadable"))},
		fake{in: serve.Info{Game: ".."}, err: fmt.Errorf("%w: not there", serve.ErrUnsolved)},
		fake{in: serve.Info{Game: "h"}, err: fmt.Errorf("reading: %w", table.ErrCorrupt)},
		fake{in: serve.Info{Game: "h"}, err: pathErr},
	)
	var list struct{ Games []serve.Info }
	servetest.Get(t, base, "/api/games", &list)
	var ids []string
	for _, g := range list.Games {
		ids = append(ids, g.ID)
	}
	if want := []string{"g", "g-2", "own", "game", "h", "h-2"}; !slices.Equal(ids, want) {
		t.Errorf("IDs %q, want %q", ids, want)
	}
	var a serve.Answer
	if code := servetest.Get(t, base, "/api/games/g?position=", &a); code != 200 || a.Position != "s0" {
		t.Errorf("the start: %d %+v", code, a)
	}
	for _, c := range []struct {
		method, path string
		status       int
		says         string
	}{
		{"GET", "/api/games/g-2?position=p", 400, "bad position"},
		{"GET", "/api/games/own?position=p", 500, "a block is unreadable"},
		{"GET", "/api/games/game?position=p", 400, "not solved: not there"},
		{"GET", "/api/games/h?position=p", 500, "corrupt"},
		{"GET", "/api/games/h-2?position=p", 500, "x/tier-0.cgt"},
		{"GET", "/api/games/nothing", 404, "no game"},
		{"GET", "/api/nothing", 404, "no API path"},
		{"GET", "/nothing.js", 404, "no page"},
		{"POST", "/api/games", 405, "read-only"},
		{"GET", "/api/games/g?position=" + strings.Repeat("X", serve.MaxPositionLen+1), 400, "at most 256"},
	} {
		servetest.CheckStatus(t, base, c.method, c.path, c.status, c.says)
	}
	// The page, at the root, is the package's own files.
	r, err := http.Get(base + "/")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(r.Body)
	r.Body.Close()
	want, _ := fs.ReadFile(serve.Files(), "index.html")
	if r.StatusCode != 200 || string(body) != string(want) || !strings.Contains(string(body), `<script src="board.js">`) {
		t.Errorf("GET /: %d, %d bytes", r.StatusCode, len(body))
	}
}

// takeAway is a game of several tiers for OpenBoard's checks: stones on
// four cells in a row, a move takes one; a player who cannot move loses
// (so a position of n stones is won if n is odd, in n plies: counted).
type takeAway struct{ name string }

func (r takeAway) Spec() board.Spec {
	sp := board.Spec{Name: r.name, Cells: 4, Kinds: "S", Players: "AB", Swap: []int{0}, Start: []board.Pos{{Sets: board.Sets{0b1111}}},
		Layout: board.Layout{Width: 4, Height: 1}}
	for n := range 5 {
		sp.Shapes = append(sp.Shapes, board.Shape{On: [4]uint8{uint8(n)}})
	}
	return sp
}

func (takeAway) Next(s board.Shape) []board.Shape {
	if s.On[0] == 0 {
		return nil
	}
	return []board.Shape{{On: [4]uint8{s.On[0] - 1}}}
}

func (takeAway) Terminal(board.Pos) (cgt.Outcome, bool) { return 0, false }

func (takeAway) Moves(dst []board.Pos, p board.Pos) []board.Pos {
	for x := p.Sets[0]; x != 0; x &= x - 1 {
		dst = append(dst, board.Pos{Sets: board.Sets{p.Sets[0] &^ (x & -x)}})
	}
	return dst
}

// TestOpenBoardChecks checks what OpenBoard refuses and how it answers a
// partial directory: the values of a whole solve (n stones: a win in n
// plies for odd n, a loss in n for even n, counted by hand); an empty
// directory and another game's tiers refused (table.ErrMismatch); the
// last tier removed, as an interrupted solve leaves it, its positions
// refused with ErrUnsolved and the tiers held, the start moved to the
// highest tier there; a tier removed below one that is there refused,
// named, with the Solve of BoardOptions.
func TestOpenBoardChecks(t *testing.T) {
	g, dir := solved(t, takeAway{"take-away"})
	src, err := serve.OpenBoard(g, dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		pos     string
		outcome string
		r       int
	}{{"SSSS A", "Loss", 4}, {"S.SS B", "Win", 3}, {".S.. A", "Win", 1}, {".... B", "Loss", 0}} {
		a, err := src.Query(c.pos)
		if err != nil || a.Outcome != c.outcome || a.Remoteness != c.r {
			t.Errorf("%s: %+v %v; want %s in %d", c.pos, a, err, c.outcome, c.r)
		}
	}
	src.Close()
	if _, err := serve.OpenBoard(g, t.TempDir(), nil); err == nil || !strings.Contains(err.Error(), "holds none of the tiers of take-away") {
		t.Errorf("an empty directory: %v", err)
	}
	other, _ := board.New(takeAway{"other"})
	if _, err := serve.OpenBoard(other, dir, nil); !errors.Is(err, table.ErrMismatch) {
		t.Errorf("another game's tiers: %v", err)
	}
	os.Remove(tier.Path(dir, 4))
	src, err = serve.OpenBoard(g, dir, &serve.BoardOptions{Solve: "solve-it"})
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	if in := src.Info(); in.Start != "SSS. A" {
		t.Errorf("start %q, want the first position of tier 3", in.Start)
	}
	if _, err := src.Query("start"); !errors.Is(err, serve.ErrUnsolved) || !strings.Contains(err.Error(), "holds tiers 0-3 of the 5): solve-it solves it") {
		t.Errorf("a tier not held: %v", err)
	}
	if a, err := src.Query("SSS. A"); err != nil || a.Outcome != "Win" || len(a.Moves) != 3 {
		t.Errorf("a tier held: %+v %v", a, err)
	}
	os.Remove(tier.Path(dir, 1))
	if _, err := serve.OpenBoard(g, dir, nil); err == nil || !strings.HasSuffix(err.Error(), tier.FileName(1)+" is missing, though tier 2, solved from it, is there") {
		t.Errorf("a child missing: %v", err)
	}
}
