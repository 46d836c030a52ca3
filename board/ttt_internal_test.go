package board

import (
	"github.com/cgtgo/cgt"
)

// ttt is tic-tac-toe written as rules over a 3×3 board, from the side of
// the player to move: Sets[0] holds the mover's marks, Sets[1] the other's
// (who moved last); X moves first.
type tttRules struct{}

var tttLinesI = [8]uint64{0007, 0070, 0700, 0111, 0222, 0444, 0421, 0124}

func lineI(x uint64) bool {
	for _, l := range tttLinesI {
		if x&l == l {
			return true
		}
	}
	return false
}

func (tttRules) Spec() Spec {
	var shapes []Shape
	for n := range 10 { // marks on the board, fewest last: the tiers are numbered children first
		m := 9 - n
		shapes = append(shapes, Shape{On: [4]uint8{uint8(m / 2), uint8(m - m/2)}})
	}
	return Spec{
		Name: "ttt-board", Cells: 9, Kinds: "XO", Players: "XO", Swap: []int{1, 0},
		Symmetries: [][]int{{6, 3, 0, 7, 4, 1, 8, 5, 2}, {2, 1, 0, 5, 4, 3, 8, 7, 6}},
		Shapes:     shapes,
		Start:      []Pos{{}},
		Layout:     Layout{Width: 3, Height: 3},
	}
}

func (tttRules) Next(s Shape) []Shape {
	if s.On[0]+s.On[1] == 9 {
		return nil
	}
	return []Shape{{On: [4]uint8{s.On[1], s.On[0] + 1}}}
}

func (tttRules) Terminal(p Pos) (cgt.Outcome, bool) {
	switch {
	case lineI(p.Sets[1]):
		return cgt.Loss, true
	case p.Sets[0]|p.Sets[1] == 0777:
		return cgt.Tie, true
	}
	return 0, false
}

func (tttRules) Moves(dst []Pos, p Pos) []Pos {
	for free := 0777 &^ (p.Sets[0] | p.Sets[1]); free != 0; free &= free - 1 {
		dst = append(dst, Pos{Sets: Sets{p.Sets[1], p.Sets[0] | free&-free}})
	}
	return dst
}

func (g tttRules) Unmoves(dst []Pos, p Pos) []Pos {
	for m := p.Sets[1]; m != 0; m &= m - 1 {
		q := Pos{Sets: Sets{p.Sets[1] &^ (m & -m), p.Sets[0]}}
		if _, over := g.Terminal(q); !over {
			dst = append(dst, q)
		}
	}
	return dst
}
