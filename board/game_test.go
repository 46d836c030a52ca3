package board_test

import (
	"context"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/board"
	"github.com/cgtgo/cgt/games/tictactoe"
	"github.com/cgtgo/cgt/tier"
)

// TestTicTacToe solves tic-tac-toe written as rules on a board (ttt) in
// memory and by tiers, and checks both against games/tictactoe solved
// without symmetries: the same value at each of its 5,478 positions
// reachable from the empty board (the published count), a Tie from the
// start in 9 plies, and 765 classes of the 8 symmetries among them (the
// published count of essentially different positions).
func TestTicTacToe(t *testing.T) {
	ctx := context.Background()
	g, err := board.New(ttt{})
	if err != nil {
		t.Fatal(err)
	}
	if err := board.Verify(g, nil); err != nil {
		t.Fatal(err)
	}
	ref, err := cgt.SolveRetrograde[tictactoe.Board](ctx, tictactoe.Game{}, []tictactoe.Board{0}, nil)
	if err != nil {
		t.Fatal(err)
	}
	mem, err := cgt.SolveRetrograde[board.Pos](ctx, g, []board.Pos{{}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if mem.Len() != 765 {
		t.Errorf("%d classes reachable, want 765", mem.Len())
	}
	dir := t.TempDir()
	if _, err := tier.Solve[board.Pos](ctx, g, tier.Dir(dir), g.Name(), &tier.Options{Workers: 2}); err != nil {
		t.Fatal(err)
	}
	ts := tier.Open[board.Pos](g, tier.Dir(dir), g.Name())
	defer ts.Close()
	n := 0
	for b := range ref.All() {
		p, player, err := g.Parse(b.String() + map[bool]string{true: " X", false: " O"}[b.XToMove()])
		if err != nil {
			t.Fatal(err)
		}
		if want := map[bool]int{true: 0, false: 1}[b.XToMove()]; player != want || g.Text(p, player) != b.String()+" "+"XO"[want:want+1] {
			t.Fatalf("%v: parsed as %v, player %d, written %q", b, p, player, g.Text(p, player))
		}
		o, r := ref.Outcome(b), ref.Remoteness(b)
		if o2, r2 := mem.Outcome(g.Canonical(p)), mem.Remoteness(g.Canonical(p)); o2 != o || r2 != r {
			t.Fatalf("%v: in memory %v in %d, games/tictactoe %v in %d", b, o2, r2, o, r)
		}
		o3, r3, err := ts.Lookup(p)
		if err != nil || o3 != o || r3 != r {
			t.Fatalf("%v: tiers %v in %d (%v), games/tictactoe %v in %d", b, o3, r3, err, o, r)
		}
		n++
	}
	if n != 5478 {
		t.Errorf("%d positions reachable, want 5478", n)
	}
	if o, r := mem.Outcome(board.Pos{}), mem.Remoteness(board.Pos{}); o != cgt.Tie || r != 9 {
		t.Errorf("start: %v in %d, want a Tie in 9", o, r)
	}
}
