package board_test

import (
	"context"
	"fmt"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/board"
)

// ttt is tic-tac-toe written as rules over a 3×3 board, from the side of
// the player to move: Sets[0] holds the mover's marks, Sets[1] the other's
// (who moved last); X moves first.
type ttt struct{}

var tttLines = [8]uint64{0007, 0070, 0700, 0111, 0222, 0444, 0421, 0124}

func line(x uint64) bool {
	for _, l := range tttLines {
		if x&l == l {
			return true
		}
	}
	return false
}

func (ttt) Spec() board.Spec {
	var shapes []board.Shape
	for n := range 10 { // marks on the board, fewest last: the tiers are numbered children first
		m := 9 - n
		shapes = append(shapes, board.Shape{On: [4]uint8{uint8(m / 2), uint8(m - m/2)}})
	}
	return board.Spec{
		Name: "ttt-board", Cells: 9, Kinds: "XO", Players: "XO", Swap: []int{1, 0}, UniqueMoves: true,
		Symmetries: [][]int{{6, 3, 0, 7, 4, 1, 8, 5, 2}, {2, 1, 0, 5, 4, 3, 8, 7, 6}},
		Shapes:     shapes,
		Start:      []board.Pos{{}},
		Layout:     board.Layout{Width: 3, Height: 3},
	}
}

func (ttt) Next(s board.Shape) []board.Shape {
	if s.On[0]+s.On[1] == 9 {
		return nil
	}
	return []board.Shape{{On: [4]uint8{s.On[1], s.On[0] + 1}}}
}

func (ttt) Terminal(p board.Pos) (cgt.Outcome, bool) {
	switch {
	case line(p.Sets[1]):
		return cgt.Loss, true
	case p.Sets[0]|p.Sets[1] == 0777:
		return cgt.Tie, true
	}
	return 0, false
}

func (ttt) Moves(dst []board.Pos, p board.Pos) []board.Pos {
	for free := 0777 &^ (p.Sets[0] | p.Sets[1]); free != 0; free &= free - 1 {
		dst = append(dst, board.Pos{Sets: board.Sets{p.Sets[1], p.Sets[0] | free&-free}})
	}
	return dst
}

func (g ttt) Unmoves(dst []board.Pos, p board.Pos) []board.Pos {
	for m := p.Sets[1]; m != 0; m &= m - 1 {
		q := board.Pos{Sets: board.Sets{p.Sets[1] &^ (m & -m), p.Sets[0]}}
		if _, over := g.Terminal(q); !over {
			dst = append(dst, q)
		}
	}
	return dst
}

// A game of one's own written as rules over a board, solved in memory: the
// Game that board.New makes of tic-tac-toe (above) is numbered one
// position a class of the board's eight symmetries, and
// cgt.SolveRetrograde solves the positions reachable from the start. The
// start is a Tie in 9 plies (a draw, as players say), and the 5,478
// positions of play fall into 765 classes.
func Example() {
	g, err := board.New(ttt{})
	if err != nil {
		panic(err)
	}
	start := g.Spec().Start[0]
	sol, err := cgt.SolveRetrograde(context.Background(), g, []board.Pos{start}, nil)
	if err != nil {
		panic(err)
	}
	fmt.Println(sol.Len(), "classes;", g.Text(start, 0), "is a", sol.Outcome(start), "in", sol.Remoteness(start))
	// After X takes a corner and O an edge next to it, X wins: the moves
	// from the representative of that position, best first.
	p, _, err := g.Parse("X../O../... X")
	if err != nil {
		panic(err)
	}
	p = g.Canonical(p)
	for _, r := range sol.RankedMoves(p)[:3] {
		fmt.Println(g.Text(p, 0), g.MoveName(p, r.To), r.Outcome, r.Remoteness)
	}
	// Output:
	// 765 classes; .../.../... X is a Tie in 9
	// XO./.../... X a2 Win 5
	// XO./.../... X b2 Win 5
	// XO./.../... X a1 Win 5
}

// An Index numbers the arrangements of pieces with given counts, one
// number a class of the board's symmetries: two marks of each player on a
// 3×3 board with its eight symmetries fall into 108 classes (of
// 9!/(2!·2!·5!) = 756 arrangements; Burnside's count: (756 + 12 for the
// half turn + 24 for each of the four mirror images) / 8), and the
// representative of a class is the least of its images.
func ExampleIndex() {
	quarter := []int{6, 3, 0, 7, 4, 1, 8, 5, 2} // cell 0 goes to 6, …
	mirror := []int{2, 1, 0, 5, 4, 3, 8, 7, 6}
	grp, err := board.NewGroup(9, quarter, mirror)
	if err != nil {
		panic(err)
	}
	x, err := board.NewBoard(grp).Index([]int{2, 2}, nil)
	if err != nil {
		panic(err)
	}
	a := board.Sets{1<<0 | 1<<8, 1<<2 | 1<<6} // X on the corners of one diagonal, O on the other's
	i, sym := x.RankSym(&a)
	rep := x.Unrank(i)
	fmt.Println(grp.Len(), "symmetries,", x.Size(), "classes; number", i, "by symmetry", sym, "of", a[:2], "represented by", rep[:2])
	// Output:
	// 8 symmetries, 108 classes; number 107 by symmetry 1 of [257 68] represented by [68 257]
}

// A Scanner walks the numbers of an Index in order, stepping from one
// arrangement to the next instead of numbering each afresh.
func ExampleScanner() {
	grp, _ := board.NewGroup(4) // four cells in a row, no symmetry
	x, _ := board.NewBoard(grp).Index([]int{1, 2}, nil)
	sc := x.Scan(0)
	for range x.Size() {
		a := sc.Next()
		fmt.Printf("%d:%04b/%04b ", sc.Index(), a[0], a[1])
	}
	fmt.Println()
	// Output:
	// 0:0001/0110 1:0001/1010 2:0001/1100 3:0010/0101 4:0010/1001 5:0010/1100 6:0100/0011 7:0100/1001 8:0100/1010 9:1000/0011 10:1000/0101 11:1000/0110
}
