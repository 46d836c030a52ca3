package board_test

import (
	"context"
	"slices"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/board"
	"github.com/cgtgo/cgt/games/mills"
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

// TestWalk checks the walks of a game's tiers (tier.Walker), which the
// solver uses for the tiers it solves by slices: on every tier of
// tic-tac-toe written on a board (its 8 symmetries, every tier acyclic:
// tier.Acyclic says so, as Loops does) and of Six Men's Morris
// (games/mills: tiers of several shapes, loopy ones too, walked on samples
// that jump back across shapes), a walk gives TierPosition's positions
// slot after slot, and after a Seek backwards or forwards, and numbers
// their moves as Moves, Tier and TierIndex do (as multisets).
func TestWalk(t *testing.T) {
	six, err := mills.New(mills.Six, mills.Options{})
	if err != nil {
		t.Fatal(err)
	}
	tt, err := board.New(ttt{})
	if err != nil {
		t.Fatal(err)
	}
	cmp := func(a, b tier.Slot) int {
		if a.Tier != b.Tier {
			return a.Tier - b.Tier
		}
		return a.Index - b.Index
	}
	var moves []board.Pos
	var got []tier.Slot
	for _, g := range []board.Game{tt, six} {
		ac, ok := g.(tier.Acyclic)
		if !ok {
			t.Fatal("a game with un-moves is not a tier.Acyclic")
		}
		n, multi := 0, 0
		for u := range g.Tiers() {
			if ac.TierAcyclic(u) == g.Loops(u) {
				t.Fatalf("tier %d: TierAcyclic %v, Loops %v", u, ac.TierAcyclic(u), g.Loops(u))
			}
			if shapes, _ := g.TierShapes(u); len(shapes) > 1 {
				multi++
			}
			w := g.(tier.Walker[board.Pos]).TierWalk(u)
			size := g.TierSize(u)
			// Every slot in turn on tic-tac-toe; on Six the last slot, the
			// first, then runs of 40 from the middle, the first and the
			// last but 40.
			var order []int
			if size < 1000 {
				for i := range size {
					order = append(order, i)
				}
			}
			order = append(order, size-1, 0)
			for _, a := range []int{size / 2, 0, max(0, size-40)} {
				for i := a; i < min(size, a+40); i++ {
					order = append(order, i)
				}
			}
			next := -1
			for _, i := range order {
				if i != next {
					w.Seek(i)
				}
				next = i + 1
				p := w.Next()
				if want := g.TierPosition(u, i); p != want {
					t.Fatalf("%s tier %d slot %d: the walk gives %v, TierPosition %v", g.Name().Game, u, i, p, want)
				}
				if _, over := g.Terminal(p); over {
					continue
				}
				got = w.MoveSlots(got[:0], p)
				var want []tier.Slot
				for _, q := range g.Moves(moves[:0], p) {
					want = append(want, tier.Slot{Tier: g.Tier(q), Index: g.TierIndex(q)})
				}
				slices.SortFunc(got, cmp)
				slices.SortFunc(want, cmp)
				if !slices.Equal(got, want) {
					t.Fatalf("%s tier %d slot %d (%s): the walk's slots %v, Moves give %v", g.Name().Game, u, i, g.Text(p, 0), got, want)
				}
				n++
			}
		}
		if n == 0 || g == six && multi == 0 {
			t.Fatalf("%s: %d positions with moves walked, %d tiers of several shapes: the test misses a case", g.Name().Game, n, multi)
		}
	}
}
