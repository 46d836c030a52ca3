package table_test

import (
	"context"
	"fmt"
	"io"
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

// Write a table a slice at a time, as a solver that never holds the whole
// of it does, and read a range of it back.
func ExampleNewWriter() {
	dir, _ := os.MkdirTemp("", "table")
	defer os.RemoveAll(dir)
	h := table.Header{Game: "countdown", Slots: 10_000}
	err := table.WriteAtomic(filepath.Join(dir, "c.tab"), func(f io.Writer) error {
		w, err := table.NewWriter(f, h, &table.Options{Compress: true})
		if err != nil {
			return err
		}
		slice := make([]table.Entry, 1000)
		for lo := 0; lo < h.Slots; lo += len(slice) {
			for i := range slice { // position n: lost when n%3 == 0, in n plies
				n := lo + i
				if n%3 == 0 {
					slice[i] = table.MakeEntry(cgt.Loss, n%100)
				} else {
					slice[i] = table.MakeEntry(cgt.Win, n%100)
				}
			}
			if err := w.Append(slice); err != nil {
				return err
			}
		}
		return w.Close()
	})
	if err != nil {
		panic(err)
	}
	t, err := table.OpenFor(filepath.Join(dir, "c.tab"), h)
	if err != nil {
		panic(err)
	}
	defer t.Close()
	got := make([]table.Entry, 3)
	if err := t.ReadEntries(got, 4998); err != nil {
		panic(err)
	}
	for i, e := range got {
		fmt.Println(4998+i, cgt.Outcome(e>>13), e&(1<<13-1))
	}
	// Output:
	// 4998 Loss 98
	// 4999 Win 99
	// 5000 Win 0
}
