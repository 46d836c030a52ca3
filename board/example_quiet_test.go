package board_test

import (
	"context"
	"fmt"
	"math/bits"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/board"
	"github.com/cgtgo/cgt/tier"
)

// quietTTT is tic-tac-toe (ttt) keyed by the marks of the player who moved
// last, Sets[1], which a move leaves as they were: every move is quiet.
type quietTTT struct{ ttt }

func (q quietTTT) Spec() board.Spec {
	sp := q.ttt.Spec()
	sp.Name, sp.Order = "ttt-quiet", []int{1, 0}
	return sp
}

// CountQuiet counts the empty cells: a move marks one, and takes nothing.
func (quietTTT) CountQuiet(dst []board.Pos, p board.Pos) (int, []board.Pos) {
	return bits.OnesCount64(0777 &^ (p.Sets[0] | p.Sets[1])), dst
}

// Rules that count their quiet moves (those that leave the key's pieces
// alone) without listing them: tic-tac-toe keyed by the marks of the
// player who moved last. board.Verify checks CountQuiet against Moves at
// every position; the retrograde analysis's count of a position's distinct
// move classes (tier.Retro) then lists nothing where the key's class has no
// symmetry, and agrees with numbering every move.
func ExampleQuietCounter() {
	g, err := board.New(quietTTT{})
	if err != nil {
		panic(err)
	}
	if err := board.Verify(g, nil); err != nil {
		panic(err)
	}
	n, captures := quietTTT{}.CountQuiet(nil, board.Pos{})
	fmt.Println("the start:", n, "quiet moves,", len(captures), "captures")
	// X to move, O's marks in an arrangement no symmetry fixes: its 5
	// moves, counted without listing them, are 5 classes (the text is
	// its class's representative).
	p, _, err := g.Parse("O../.XO/.X. X")
	if err != nil {
		panic(err)
	}
	p = g.Canonical(p)
	cnt := []uint16{0}
	g.(tier.Retro).CountMoves(cnt, g.Tier(p), g.TierIndex(p))
	fmt.Println(g.Text(p, 0), "has", cnt[0], "distinct move classes")
	sol, err := cgt.SolveRetrograde(context.Background(), g, g.Spec().Start, nil)
	if err != nil {
		panic(err)
	}
	fmt.Println(sol.Len(), "classes; the start is a", sol.Outcome(g.Spec().Start[0]))
	// Output:
	// the start: 9 quiet moves, 0 captures
	// ..O/OX./.X. X has 5 distinct move classes
	// 765 classes; the start is a Tie
}
