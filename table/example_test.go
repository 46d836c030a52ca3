package table_test

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"

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

// A tiered solve reads a child tier whole before it solves a tier: with
// ReadEntriesParallel the blocks are unpacked on several goroutines. Here
// a compressed table of 100,000 slots (25 blocks) read back on 4.
func ExampleTable_ReadEntriesParallel() {
	var buf bytes.Buffer
	h := table.Header{Game: "mod7", Slots: 100_000}
	w, err := table.NewWriter(&buf, h, &table.Options{Compress: true, Workers: 4})
	if err != nil {
		panic(err)
	}
	all := make([]table.Entry, h.Slots)
	for n := range all { // position n: lost when n%7 == 0, else won in n%7 plies
		all[n] = table.MakeEntry(cgt.Win, n%7)
		if n%7 == 0 {
			all[n] = table.MakeEntry(cgt.Loss, 0)
		}
	}
	if err := w.Append(all); err != nil {
		panic(err)
	}
	if err := w.Close(); err != nil {
		panic(err)
	}
	t, err := table.NewReader(bytes.NewReader(buf.Bytes()), int64(buf.Len()))
	if err != nil {
		panic(err)
	}
	got := make([]table.Entry, h.Slots)
	if err := t.ReadEntriesParallel(got, 0, 4); err != nil {
		panic(err)
	}
	fmt.Println(slices.Equal(got, all))
	for _, n := range []int{99_995, 99_997} {
		fmt.Println(n, cgt.Outcome(got[n]>>13), got[n]&(1<<13-1))
	}
	// Output:
	// true
	// 99995 Loss 0
	// 99997 Win 2
}
