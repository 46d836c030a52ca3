package domineering

import (
	"context"
	"testing"

	"github.com/cgtgo/cgt/partizan"
)

// TestSharedTable: 8×8 boards after random play (34 or more squares
// filled) solved with one table for all of them, which keeps every region
// it has solved, get the values they get each in a table of its own; the
// transposed board (the players' roles swapped) is the negative (Winning
// Ways ch. 1); and the table holds fewer regions than the fresh tables did
// together.
func TestSharedTable(t *testing.T) {
	n := 40
	if testing.Short() {
		n = 10
	}
	shared := partizan.NewTable[Board](Game{}, nil)
	fresh := 0
	for _, b := range playedBoards(n) {
		v, err := shared.Value(context.Background(), b)
		if err != nil {
			t.Fatal(err)
		}
		tab := partizan.NewTable[Board](Game{}, nil)
		w, err := tab.Value(context.Background(), b)
		if err != nil {
			t.Fatal(err)
		}
		fresh += tab.Len()
		if v != w {
			t.Errorf("%v: %v with the shared table, %v alone", b, v, w)
		}
		if tv := value(t, transpose(b)); tv != v.Neg() {
			t.Errorf("%v: transposed %v, want %v", b, tv, v.Neg())
		}
	}
	if shared.Len() >= fresh {
		t.Errorf("shared table: %d regions, the fresh ones %d", shared.Len(), fresh)
	}
	t.Logf("%d boards: %d regions in the shared table, %d in fresh tables", n, shared.Len(), fresh)
}
