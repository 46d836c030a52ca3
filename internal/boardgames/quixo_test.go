package boardgames

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/board"
	"github.com/cgtgo/cgt/games/quixo"
	"github.com/cgtgo/cgt/tier"
)

// TestQuixo solves 3×3 Quixo through its registry entry and checks its
// statistics against quixo.Counts (itself checked against a plain
// retrograde analysis of every board in games/quixo): each row, "X x, O o,
// O to move", has the boards of that count of cubes by outcome for O, and
// they sum to the multinomial count 9!/(x! o! (9−x−o)!). The flags are
// read back from the files' name, bad boards and blank counts are
// refused, and so is the whole 5×5 game on one machine.
func TestQuixo(t *testing.T) {
	e, ok := Find("quixo")
	if !ok {
		t.Fatal("no quixo")
	}
	g, err := e.New(Values{"board": "3x3"})
	if err != nil {
		t.Fatal(err)
	}
	if err := e.OneMachine(g); err != nil {
		t.Fatal(err)
	}
	dir := tier.Dir(t.TempDir())
	if _, err := tier.Solve[board.Pos](context.Background(), g, dir, g.Name(), nil); err != nil {
		t.Fatal(err)
	}
	st, err := e.Stats(g, dir, 2)
	if err != nil {
		t.Fatal(err)
	}
	counts, err := quixo.Counts(g, dir, 2)
	if err != nil {
		t.Fatal(err)
	}
	if len(st.Rows) != len(counts) {
		t.Fatalf("%d rows, quixo.Counts %d", len(st.Rows), len(counts))
	}
	col := func(name string) int {
		for i, c := range st.Columns {
			if c == name {
				return i
			}
		}
		t.Fatalf("no column %q in %v", name, st.Columns)
		return -1
	}
	rows := map[string]Row{}
	for _, r := range st.Rows {
		rows[r.Name] = r
	}
	for _, c := range counts {
		name := fmt.Sprintf("X %d, O %d, O to move", c.X, c.O)
		r := rows[name]
		want := []int64{quixo.Boards(3, c.X, c.O), c.Outcomes[cgt.Win], c.Outcomes[cgt.Loss], c.Outcomes[cgt.Draw]}
		got := []int64{r.Values[col("boards")], r.Values[col("win")], r.Values[col("loss")], r.Values[col("draw")]}
		if r.Name != name || !slices.Equal(got, want) {
			t.Errorf("row %q: %v, want %v (boards, win, loss, draw)", name, got, want)
		}
	}
	if _, v, g2, err := Open(g.Name()); err != nil || v["board"] != "3x3" || g2.Size() != g.Size() {
		t.Errorf("Open(%v): %v, %v", g.Name(), v, err)
	}
	for _, c := range []struct {
		v    Values
		want string
	}{
		{Values{}, "--board 3x3, 4x4 or 5x5"},
		{Values{"board": "6x6"}, `--board "6x6": want 3x3, 4x4 or 5x5`},
		{Values{"board": "4x5"}, `--board "4x5"`},
		{Values{"board": "4x4", "blanks": "17"}, "--blanks 17: want 0 … 16"},
	} {
		if _, err := e.New(c.v); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: %v, want %q", c.v, err, c.want)
		}
	}
	if testing.Short() {
		return // the whole 5×5 game's numbering takes seconds to build
	}
	whole, err := e.New(Values{"board": "5x5"})
	if err != nil {
		t.Fatal(err)
	}
	if err := e.OneMachine(whole); err == nil || !strings.Contains(err.Error(), "--blanks") {
		t.Errorf("the whole of 5x5: %v, want a refusal naming --blanks", err)
	}
}
