package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// TestParallelSameBytes checks that every solve that takes --workers
// writes the same bytes whatever their number (issue 33): the tables of
// cgt solve -o (SolveRetrograde's analysis and the compression of the
// table's blocks) for tic-tac-toe and king and rook against king with 1, 2
// and 4 workers, and the tier files of cgt solve --tiers for Connect Four
// 4x4 (slices of tiers) and the morris tiers of 6 stones (loopy tiers,
// tier.Retro) with 1 and 3. It runs under the race detector in CI.
func TestParallelSameBytes(t *testing.T) {
	work := t.TempDir()
	read := func(path string) []byte {
		t.Helper()
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	for _, game := range []string{"ttt", "krk"} {
		var first []byte
		for _, w := range []int{1, 2, 4} {
			out := filepath.Join(work, fmt.Sprintf("%s-%d.tab", game, w))
			if r := cgtIn(t, work, "", "solve", game, "-o", out, "--workers", fmt.Sprint(w)); r.code != 0 {
				t.Fatalf("solve %s --workers %d: %+v", game, w, r)
			}
			b := read(out)
			if first == nil {
				first = b
			} else if !bytes.Equal(b, first) {
				t.Errorf("%s: the table written with %d workers differs from the one with 1", game, w)
			}
		}
	}
	for _, c := range [][]string{{"connect4", "--board", "4x4"}, {"morris", "--stones", "6"}} {
		var dirs []string
		for _, w := range []int{1, 3} {
			dir := filepath.Join(work, fmt.Sprintf("%s-%d", c[0], w))
			args := append([]string{"solve"}, c...)
			if r := cgtIn(t, work, "", append(args, "--tiers", dir, "--workers", fmt.Sprint(w))...); r.code != 0 {
				t.Fatalf("solve %v --workers %d: %+v", c, w, r)
			}
			dirs = append(dirs, dir)
		}
		names, _ := filepath.Glob(filepath.Join(dirs[0], "tier-*.cgt"))
		if len(names) == 0 {
			t.Fatalf("%s: no tier files", c[0])
		}
		for _, n := range names {
			if !bytes.Equal(read(n), read(filepath.Join(dirs[1], filepath.Base(n)))) {
				t.Errorf("%s: %s differs between 1 and 3 workers", c[0], filepath.Base(n))
			}
		}
	}
}
