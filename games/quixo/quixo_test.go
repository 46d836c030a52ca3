package quixo_test

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/board"
	"github.com/cgtgo/cgt/games/quixo"
	"github.com/cgtgo/cgt/tier"
)

func newGame(t testing.TB, side, blanks int) board.Game {
	t.Helper()
	g, err := quixo.New(side, blanks)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// solveTiers solves g into a new directory with two workers and returns
// the directory and the statistics of each tier.
func solveTiers(t testing.TB, g board.Game, dir string) []tier.TierStats {
	t.Helper()
	st, err := tier.Solve[board.Pos](context.Background(), g, tier.Dir(dir), g.Name(), &tier.Options{Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// posOf returns the position of cells (0 blank, 1 X, 2 O) with mover
// (0 X, 1 O) to move, from the mover's side.
func posOf(cells []int8, mover int) board.Pos {
	var p board.Pos
	for c, v := range cells {
		if v != 0 {
			p.Sets[(int(v)-1+mover)%2] |= 1 << c
		}
	}
	return p
}

// TestAgainstBrute solves 3×3 Quixo strongly through the board package,
// in memory (cgt.SolveRetrograde over every class) and by tiers
// (tier.Solve), and checks the outcome and remoteness of each of the
// 3⁹ × 2 boards with either player to move against solveBrute, a plain
// retrograde analysis written without the board package. The start (the
// blank board, X to move) is a win for X, as Tanaka, Bonnet, Tixeuil and
// Tamura report ("Quixo is solved", 2020: 3×3 a first-player win); in 7
// plies, as GamesmanOne's solve of its 3×3 variant also finds.
func TestAgainstBrute(t *testing.T) {
	ctx := context.Background()
	g := newGame(t, 3, quixo.All)
	ref := solveBrute(3)
	mem, err := cgt.SolveRetrograde[board.Pos](ctx, g, nil, &cgt.Options{Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	solveTiers(t, g, dir)
	ts := tier.Open[board.Pos](g, tier.Dir(dir), g.Name())
	defer ts.Close()
	for p := range int32(len(ref.out)) {
		cells, mover := ref.cells(p)
		q := posOf(cells, mover)
		o, r := cgt.Outcome(ref.out[p]), int(ref.rem[p])
		if o == cgt.Draw {
			r = -1
		}
		if o2, r2 := mem.Outcome(q), mem.Remoteness(q); o2 != o || r2 != r {
			t.Fatalf("%s: in memory %v in %d, brute force %v in %d", g.Text(q, mover), o2, r2, o, r)
		}
		o3, r3, err := ts.Lookup(q)
		if err != nil || o3 != o || r3 != r {
			t.Fatalf("%s: tiers %v in %d (%v), brute force %v in %d", g.Text(q, mover), o3, r3, err, o, r)
		}
	}
	if o, r := mem.Outcome(board.Pos{}), mem.Remoteness(board.Pos{}); o != cgt.Win || r != 7 {
		t.Errorf("start: %v in %d, want a Win in 7", o, r)
	}
}

// TestVerify checks the rules with board.Verify — every move's target
// lists its source among its predecessors as often as the move is made
// and back, the numbering, the tiers, the symmetries, the text, and the
// retrograde counts of package board (CountMoves and PredecessorSlots
// against the moves and un-moves numbered one by one: a push that leaves
// the other's cubes on an image of their cells once made CountMoves count
// one class twice) — at every position of 3×3 and at 3,000 positions of
// 4×4 drawn at random.
func TestVerify(t *testing.T) {
	if err := board.Verify(newGame(t, 3, quixo.All), nil); err != nil {
		t.Fatal(err)
	}
	g := newGame(t, 4, quixo.All)
	rng := rand.New(rand.NewPCG(4, 4))
	var ps []board.Pos
	for range 3000 {
		ps = append(ps, g.Position(rng.IntN(g.Size())))
	}
	if err := board.Verify(g, ps); err != nil {
		t.Fatal(err)
	}
}

// TestMoves checks the moves of the blank boards and of some positions
// by hand: 44 moves from the blank 5×5 board (each corner pushed in at 2
// ends, each other cube of the ring at 3), 32 on 4×4, a push along a row
// and its name, and who wins when a line is on the board.
func TestMoves(t *testing.T) {
	r5, err := quixo.NewRules(5, 3)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(r5.Moves(nil, board.Pos{})); n != 44 {
		t.Errorf("%d moves from the blank 5×5 board, want 44", n)
	}
	g := newGame(t, 4, quixo.All)
	r := g.Rules()
	if n := len(r.Moves(nil, board.Pos{})); n != 32 {
		t.Errorf("%d moves from the blank 4×4 board, want 32", n)
	}
	p, player, err := g.Parse("XXOX/OOXX/XOXO/.OXO O")
	if err != nil {
		t.Fatal(err)
	}
	// O takes the blank at a1 and pushes it in at d1: b1 … d1 shift left.
	want := "XXOX/OOXX/XOXO/OXOO X"
	found := false
	for _, q := range r.Moves(nil, p) {
		if g.Text(q, 1-player) == want {
			found = true
			if name := g.MoveName(p, q); name != "a1>d1" {
				t.Errorf("move to %s named %q, want a1>d1", want, name)
			}
			if name := g.MoveName(p, g.Canonical(q)); name != "a1>d1" {
				t.Errorf("move to the representative of %s named %q, want a1>d1", want, name)
			}
		}
	}
	if !found {
		t.Errorf("no move of %s leads to %s", g.Text(p, player), want)
	}
	// O takes its cube at d4 and pushes it in at d1: d1 … d3 shift up.
	p, player, _ = g.Parse("XXOO/OOXX/XOXO/.OXX O")
	want = "XXOX/OOXO/XOXX/.OXO X"
	found = false
	for _, q := range r.Moves(nil, p) {
		if g.Text(q, 1-player) == want {
			found = true
			if name := g.MoveName(p, q); name != "d4>d1" {
				t.Errorf("move to %s named %q, want d4>d1", want, name)
			}
		}
	}
	if !found {
		t.Errorf("no move of %s leads to %s", g.Text(p, player), want)
	}
	// X has a line (the top row) and O none: O, to move, has lost.
	p, _, _ = g.Parse("XXXX/OOXX/XOXO/.OXO O")
	if o, over := g.Terminal(p); !over || o != cgt.Loss {
		t.Errorf("O to move, X's top row: %v, %v; want a Loss", o, over)
	}
	// Both have a line: the player to move wins.
	p, _, _ = g.Parse("XXXX/OOXX/XOXO/OOOO O")
	if o, over := g.Terminal(p); !over || o != cgt.Win {
		t.Errorf("O to move, both with a line: %v, %v; want a Win", o, over)
	}
}

// TestNew checks the constructor's bad arguments.
func TestNew(t *testing.T) {
	for _, c := range [][2]int{{2, 0}, {6, 0}, {5, -2}} {
		if _, err := quixo.New(c[0], c[1]); err == nil {
			t.Errorf("New(%d, %d) gave no error", c[0], c[1])
		}
	}
}

// TestUnmoves checks the rules' Moves and Unmoves against each other on
// 5×5 (and 4×4, 3×3) without the board package's numbering, at 200
// random positions of each side: every move of a position p that has not
// ended leads to a q whose Unmoves list p as often as p's Moves list q,
// and every position Unmoves lists has not ended and moves to q as often
// as it is listed (what cgt.Verify checks through the numbering on 3×3
// and 4×4 in TestVerify).
func TestUnmoves(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 5))
	count := func(ps []board.Pos, p board.Pos) int {
		n := 0
		for _, q := range ps {
			if q == p {
				n++
			}
		}
		return n
	}
	for side := 3; side <= 5; side++ {
		r, err := quixo.NewRules(side, quixo.All)
		if err != nil {
			t.Fatal(err)
		}
		for range 200 {
			var p board.Pos
			for c := range side * side {
				if k := rng.IntN(3); k < 2 {
					p.Sets[k] |= 1 << c
				}
			}
			if _, over := r.Terminal(p); over {
				continue
			}
			moves := r.Moves(nil, p)
			for _, q := range moves {
				back := r.Unmoves(nil, q)
				if a, b := count(moves, q), count(back, p); a != b {
					t.Fatalf("%d×%d: %v moves %d times to %v, which lists it %d times", side, side, p, a, q, b)
				}
				for _, p2 := range back {
					if _, over := r.Terminal(p2); over {
						t.Fatalf("%d×%d: Unmoves(%v) lists %v, where play has ended", side, side, q, p2)
					}
					if a, b := count(back, p2), count(r.Moves(nil, p2), q); a != b {
						t.Fatalf("%d×%d: Unmoves(%v) lists %v %d times; it moves there %d times", side, side, q, p2, a, b)
					}
				}
			}
		}
	}
}
