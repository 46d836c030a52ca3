package table_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/games/chess"
	"github.com/cgtgo/cgt/table"
)

// Solve king and rook against king, save the solution, and look a
// position up in the file.
func Example() {
	g := chess.Endgame{}
	sol, err := cgt.SolveRetrograde(context.Background(), g, g.Legal(), nil)
	if err != nil {
		panic(err)
	}
	dir, _ := os.MkdirTemp("", "table")
	defer os.RemoveAll(dir)
	path := filepath.Join(dir, "krk.tab")
	h := table.Header{Game: "krk", Params: "8x8", Slots: g.Size()}
	if err := table.WriteSolution(path, h, sol, &table.Options{Compress: true}); err != nil {
		panic(err)
	}

	t, err := table.OpenFor(path, h)
	if err != nil {
		panic(err)
	}
	defer t.Close()
	p, _ := chess.NewPosition(0, 9, 18, true) // Ka1 Rb2 kc3, Black to move
	o, r, err := t.Lookup(g.Index(p))
	fmt.Println(t.Len(), "positions;", p, o, r, err)
	// Output:
	// 402724 positions; Ka1 Rb2 kc3 b Loss 32 <nil>
}
