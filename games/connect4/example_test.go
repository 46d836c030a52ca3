package connect4_test

import (
	"context"
	"fmt"
	"strings"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/games/connect4"
)

// A Connect Four position solved with Search: X to move wins with the 7th
// stone (margin (W·H + 2 − 7)/2 = 9 on 6×4), and the principal variation
// shows how.
func ExampleGame() {
	g := connect4.New(6, 4)
	p := g.Start()
	for _, col := range []int{2, 2, 3, 3} { // X, O, X, O
		p, _ = g.Play(p, col)
	}
	fmt.Print(g.Format(p))
	r, err := cgt.Search(context.Background(), g, p, &cgt.Options{TableBytes: 1 << 20})
	if err != nil {
		panic(err)
	}
	cols := []string{}
	prev := p
	for _, q := range r.PV {
		cols = append(cols, fmt.Sprint(g.Column(prev, q)))
		prev = q
	}
	fmt.Println(r.Outcome, r.Score, "columns", strings.Join(cols, " "))
	fmt.Print(g.Format(prev))
	// Output:
	// ......
	// ......
	// ..OO..
	// ..XX..
	// Win 9 columns 4 1 5
	// ......
	// ......
	// ..OO..
	// .OXXXX
}

// Positions written as the columns played, 1 … W (Pascal Pons's notation):
// X and O in turn from the empty board; a column past the board or a full
// one is refused with the move named.
func ExampleGame_PlayColumns() {
	g := connect4.New(7, 6)
	p, err := g.PlayColumns("4453")
	fmt.Print(g.Format(p), err, "\n")
	_, err = g.PlayColumns("1111111")
	fmt.Println(err)
	// Output:
	// .......
	// .......
	// .......
	// .......
	// ...O...
	// ..OXX..
	// <nil>
	// connect4: move 7 of "1111111": "1" is not a playable column: column 1 is full (6 stones)
}

// The tiered form numbers the positions of each number of stones densely,
// for a strong solve one tier at a time (package tier): here the sizes of
// the tiers of the 4×4 board and a round trip. Two stones in the second
// column: height vector (0,2,0,0) is the 6th of the 10 with sum 2 (index
// 5), times C(2,1) = 2 colourings, the first player's stone at the bottom
// (colour index 0): 10.
func ExampleNewTiered() {
	c := connect4.NewTiered(4, 4)
	fmt.Println(c.Tiers(), "tiers,", c.Size(), "positions")
	fmt.Println("tier sizes 0-4:", c.TierSize(0), c.TierSize(1), c.TierSize(2), c.TierSize(3), c.TierSize(4))
	p, _ := c.Play(c.Start(), 1)
	p, _ = c.Play(p, 1)
	t, i := c.Tier(p), c.TierIndex(p)
	fmt.Println("tier", t, "index", i, "back:", c.TierPosition(t, i) == p)
	// Output:
	// 17 tiers, 201755 positions
	// tier sizes 0-4: 1 4 20 60 210
	// tier 2 index 10 back: true
}

// TierNext steps through a tier in number order (tier.Stepper). In tier
// 2 of the 4×4 board, slots 10 and 11 are the two colourings of height
// vector (0,2,0,0) (see NewTiered's example); the next vector in the
// numbering's order is (1,0,0,1), slots 12 (the first player's stone in
// the first column) and 13 (in the last). Each step gives the position
// TierPosition numbers one more.
func ExampleTiered_TierNext() {
	c := connect4.NewTiered(4, 4)
	p := c.TierPosition(2, 10)
	for i := 11; i <= 13; i++ {
		p = c.TierNext(2, p)
		fmt.Println(i, p == c.TierPosition(2, i))
	}
	// Output:
	// 11 true
	// 12 true
	// 13 true
}

// MovesBounds gives the Searcher a position's margin bounds and the moves
// worth searching in one pass. On 6×4 after X, O, X, O in the third and
// fourth columns nothing is forced: six moves, and the general bounds (X
// wins at best with the 7th stone, (W·H + 2 − 7)/2 = 9, and loses at worst
// to the 8th). After X plays the first column and O the sixth, X connects
// four in the second at once: the bounds meet, and no moves are listed.
func ExampleGame_MovesBounds() {
	g := connect4.New(6, 4)
	p := g.Start()
	for _, col := range []int{2, 2, 3, 3} {
		p, _ = g.Play(p, col)
	}
	moves, lo, hi := g.MovesBounds(nil, p)
	fmt.Println(len(moves), "moves, margin from", lo, "to", hi)
	p, _ = g.Play(p, 0)
	p, _ = g.Play(p, 5)
	moves, lo, hi = g.MovesBounds(nil, p)
	fmt.Println(len(moves), "moves, margin from", lo, "to", hi)
	// Output:
	// 6 moves, margin from -9 to 9
	// 0 moves, margin from 9 to 9
}
