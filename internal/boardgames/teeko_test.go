package boardgames

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/cgtgo/cgt/board"
	"github.com/cgtgo/cgt/games/teeko"
	"github.com/cgtgo/cgt/tier"
)

// TestTeeko solves both games of Teeko on the 4×4 board through the
// registry entry (--board 4x4, with and without --advanced) and checks its
// statistics against teeko.Summarize on the same files: each row, named by
// the real colours, has the boards of its shape by outcome for the mover
// and its longest remoteness; the boards add up to the 1,517,997 boards of
// the 4×4 board. (games/teeko's TestAgainstBruteForce checks every one of
// those boards in the tier files against a brute-force solver written
// without package board.) The flags are read back from the files' name,
// for the 5×5 games too, and a bad board is refused.
func TestTeeko(t *testing.T) {
	e, ok := Find("teeko")
	if !ok {
		t.Fatal("no teeko")
	}
	for _, v := range []Values{{"board": "4x4"}, {"board": "4x4", "advanced": "true"}} {
		g, err := e.New(v)
		if err != nil {
			t.Fatal(err)
		}
		dir := tier.Dir(t.TempDir())
		if _, err := tier.Solve[board.Pos](context.Background(), g, dir, g.Name(), &tier.Options{Workers: 2}); err != nil {
			t.Fatal(err)
		}
		st, err := e.Stats(g, dir, 2)
		if err != nil {
			t.Fatal(err)
		}
		sum, err := teeko.Summarize(g, dir)
		if err != nil {
			t.Fatal(err)
		}
		if len(st.Rows) != len(sum.Shapes) {
			t.Fatalf("%v: %d rows, teeko.Summarize %d shapes", v, len(st.Rows), len(sum.Shapes))
		}
		var boards int64
		for i, s := range sum.Shapes {
			name := map[string]string{"B": "Black to move", "R": "Red to move", "B/R": "either to move"}[s.ToMove]
			b, r := s.Mover, s.Other
			if s.ToMove == "R" {
				b, r = r, b
			}
			name = fmt.Sprintf("Black %d, Red %d, %s", b, r, name)
			want := []int64{int64(s.Classes.Total()), int64(s.Boards.Total()), int64(s.Boards.Win), int64(s.Boards.Loss), 0, int64(s.Boards.Draw), int64(s.MaxRemoteness)}
			if row := st.Rows[i]; row.Name != name || !slices.Equal(row.Values, want) {
				t.Errorf("%v: row %q %v, want %q %v", v, row.Name, row.Values, name, want)
			}
			boards += want[1]
		}
		if boards != 1517997 {
			t.Errorf("%v: %d boards, want 1,517,997", v, boards)
		}
	}
	for _, c := range []struct {
		v      Values
		params string
	}{
		{Values{}, "5x5 standard"},
		{Values{"advanced": "true"}, "5x5 advanced"},
		{Values{"board": "4x4"}, "4x4 standard"},
		{Values{"board": "4x4", "advanced": "true"}, "4x4 advanced"},
	} {
		g, err := e.New(c.v)
		if err != nil {
			t.Fatal(err)
		}
		if g.Name() != (tier.Name{Game: "teeko", Params: c.params}) {
			t.Errorf("%v: named %v, want %q", c.v, g.Name(), c.params)
		}
		if e2, v2, g2, err := Open(g.Name()); err != nil || e2.Name != "teeko" || !maps.Equal(v2, c.v) || g2.Size() != g.Size() {
			t.Errorf("%v: Open(%v): %s %v, %v", c.v, g.Name(), e2.Name, v2, err)
		}
	}
	if _, err := e.New(Values{"board": "6x6"}); err == nil || !strings.Contains(err.Error(), `--board "6x6": want 5x5 or 4x4`) {
		t.Errorf("--board 6x6: %v", err)
	}
	if got := e.Synopsis(); got != "teeko [--advanced] [--board NxN]" {
		t.Errorf("Synopsis: %q", got)
	}
}
