package connect4

import (
	"bufio"
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/cgtgo/cgt"
)

// TestPonsScores checks the Searcher's exact margin against the scores
// Pascal Pons's solver gives (testdata/pons/scores-*.txt: random 7×6
// positions, scored by his solver; his score convention is this package's
// margin): the first 100 positions of 16 to 22 stones and the first 3 of
// 8 to 12 (20 and 1 with -short). testdata/pons/compare.sh runs the whole
// sets against his solver and times both.
func TestPonsScores(t *testing.T) {
	g := New(7, 6)
	s := cgt.NewSearcher[Position, int](g, &cgt.Options{Workers: 1, TableBytes: 16 << 20})
	for _, c := range []struct {
		set       string
		n, nShort int
	}{{"16-22", 100, 20}, {"8-12", 3, 1}} {
		f, err := os.Open(filepath.Join("testdata", "pons", "scores-"+c.set+".txt"))
		if err != nil {
			t.Fatal(err)
		}
		n := c.n
		if testing.Short() {
			n = c.nShort
		}
		in := bufio.NewScanner(f)
		for k := 0; k < n && in.Scan(); k++ {
			line, score, _ := strings.Cut(in.Text(), " ")
			want, err := strconv.Atoi(score)
			if err != nil {
				t.Fatalf("%s: %q", c.set, in.Text())
			}
			p, err := g.PlayColumns(line)
			if err != nil {
				t.Fatalf("%s: %v", c.set, err)
			}
			got, err := s.Solve(context.Background(), p)
			if err != nil || got != want {
				t.Errorf("%s: %s: margin %d, %v; Pons's solver says %d", c.set, line, got, err, want)
			}
		}
		f.Close()
	}
}
