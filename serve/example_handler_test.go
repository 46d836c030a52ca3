package serve_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"

	"github.com/cgtgo/cgt/board"
	"github.com/cgtgo/cgt/serve"
	"github.com/cgtgo/cgt/tier"
)

// Handler serves the page and the JSON API of a board game of one's own
// from its tier files (Mu Torere, solved as in Example_ownGame): here on a
// test server; a program serves it on a listener of its own with the
// server's limits by
//
//	ln, err := net.Listen("tcp", "127.0.0.1:8080")
//	…
//	err = serve.Serve(ctx, ln, serve.Handler(src))
//
// and a browser opened on it plays the game, the board drawn from the
// game's description (BoardInfo). The API lists the game by its name and
// answers a position with its value and every move, best first, with the
// cells each changes.
func ExampleHandler() {
	g, err := board.New(muTorere{})
	if err != nil {
		panic(err)
	}
	dir, err := os.MkdirTemp("", "mu-torere")
	if err != nil {
		panic(err)
	}
	defer os.RemoveAll(dir)
	if _, err := tier.Solve[board.Pos](context.Background(), g, tier.Dir(dir), g.Name(), nil); err != nil {
		panic(err)
	}
	src, err := serve.OpenBoard(g, dir, nil)
	if err != nil {
		panic(err)
	}
	defer src.Close()
	srv := httptest.NewServer(serve.Handler(src))
	defer srv.Close()
	get := func(path string, v any) {
		r, err := http.Get(srv.URL + path)
		if err != nil {
			panic(err)
		}
		defer r.Body.Close()
		if err := json.NewDecoder(r.Body).Decode(v); err != nil {
			panic(err)
		}
	}
	var list struct{ Games []serve.Info }
	get("/api/games", &list)
	game := list.Games[0]
	fmt.Println(game.ID, game.Start, game.Board.Names)
	var a serve.Answer
	get("/api/games/"+game.ID+"?position="+url.QueryEscape("XX./XOX/OOO X"), &a)
	fmt.Println(a.Position, a.Outcome, a.Remoteness)
	for _, m := range a.Moves {
		fmt.Println(m.Move, m.Outcome, m.Remoteness, m.Cells, m.To)
	}
	// Output:
	// mu-torere XXX/O.X/OOO X [nw n ne w c e sw s se]
	// XX./XOX/OOO X Win 5
	// n-ne Win 5 [1 2] X.X/XOX/OOO O
	// e-ne Loss 2 [2 5] XXX/XO./OOO O
}
