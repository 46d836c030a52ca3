package quixo

import (
	"fmt"
	"slices"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/board"
)

// All, as New's blanks, asks for the whole game.
const All = -1

// Rules is Quixo on a side × side board written as rules over a board
// (package board), from the side of the player to move: Sets[0] holds the
// mover's cubes, Sets[1] the other player's; a cell in neither holds a
// blank cube. Cell r·side + c is in row r from the top and column c from
// the left (named as chess names squares: files a, b, … from the left,
// ranks 1, 2, … from the bottom). A Rules is immutable and safe for
// concurrent use.
type Rules struct {
	side, cells int
	blanks      int      // the most blank cubes of a position of the game
	lines       []uint64 // the rows, columns and both diagonals
	moves       []move   // every (cube taken, end pushed in), by cube taken
	names       []string
	syms        [][]int // the generators of the board's 8 symmetries
}

// move is a cube taken at cell s and pushed in at the end e of its row or
// column, d cells apart from their neighbours along it: the cubes between
// shift one cell towards s. seg holds the cells from e to s, toS those but
// s, toE those but e.
type move struct {
	s, e          uint8
	d             uint8
	up            bool // s > e: the cubes shift to higher cells
	seg, toS, toE uint64
}

// forward returns the cubes of x in m's line, but the one at s, one cell
// nearer s.
func (m *move) forward(x uint64) uint64 {
	if m.up {
		return (x & m.toS) << m.d
	}
	return (x & m.toS) >> m.d
}

// back returns the cubes of x in m's line, but the one at e, one cell
// nearer e: forward undone.
func (m *move) back(x uint64) uint64 {
	if m.up {
		return (x & m.toE) >> m.d
	}
	return (x & m.toE) << m.d
}

// NewRules returns the rules of Quixo on a side × side board, side 3, 4
// or 5, limited to the positions with at most blanks blank cubes (All,
// or blanks ≥ side², for the whole game).
func NewRules(side, blanks int) (*Rules, error) {
	if side < 3 || side > 5 {
		return nil, fmt.Errorf("quixo: a board of side %d: want 3, 4 or 5", side)
	}
	n := side * side
	switch {
	case blanks == All || blanks > n:
		blanks = n
	case blanks < 0:
		return nil, fmt.Errorf("quixo: at most %d blank cubes: want 0 … %d, or All", blanks, n)
	}
	r := &Rules{side: side, cells: n, blanks: blanks}
	cell := func(row, col int) int { return row*side + col }
	var diag, anti uint64
	for i := range side {
		var row, col uint64
		for j := range side {
			row |= 1 << cell(i, j)
			col |= 1 << cell(j, i)
		}
		r.lines = append(r.lines, row, col)
		diag |= 1 << cell(i, i)
		anti |= 1 << cell(i, side-1-i)
	}
	r.lines = append(r.lines, diag, anti)
	for c := range n {
		row, col := c/side, c%side
		r.names = append(r.names, fmt.Sprintf("%c%d", 'a'+col, side-row))
		if row != 0 && row != side-1 && col != 0 && col != side-1 {
			continue // not on the outer ring
		}
		for _, e := range []int{cell(row, 0), cell(row, side-1), cell(0, col), cell(side-1, col)} {
			if e != c {
				r.moves = append(r.moves, newMove(c, e, side))
			}
		}
	}
	rot, flip := make([]int, n), make([]int, n)
	for c := range n {
		row, col := c/side, c%side
		rot[c] = cell(col, side-1-row)
		flip[c] = cell(row, side-1-col)
	}
	r.syms = [][]int{rot, flip}
	return r, nil
}

// newMove returns the move that takes the cube at s and pushes it in at
// e, on a board of the given side.
func newMove(s, e, side int) move {
	d := 1 // along a row
	if s%side == e%side {
		d = side // along a column
	}
	m := move{s: uint8(s), e: uint8(e), d: uint8(d), up: s > e}
	for c := min(s, e); c <= max(s, e); c += d {
		m.seg |= 1 << c
	}
	m.toS, m.toE = m.seg&^(1<<s), m.seg&^(1<<e)
	return m
}

// New returns Quixo on a side × side board (3, 4 or 5) as a game the
// engines and the tier solver take, limited to the positions with at most
// blanks blank cubes (All for the whole game, which starts from the
// all-blank board with X to move; a limited game has no start). Every
// variant of one side is named "quixo" with parameters "NxN", and its
// tiers are numbered alike: the tiers of a limited game are the first
// tiers of the whole game, so their files serve both.
func New(side, blanks int) (board.Game, error) {
	r, err := NewRules(side, blanks)
	if err != nil {
		return nil, err
	}
	return board.New(r)
}

// Side returns the side of the board.
func (r *Rules) Side() int { return r.side }

// Blanks returns the most blank cubes of a position of the game (side²
// for the whole game).
func (r *Rules) Blanks() int { return r.blanks }

// Spec describes the game to board.New: 25 cells (for 5 × 5), X and O,
// the 8 symmetries of the square, and the shapes (m, o) — m cubes of the
// player to move, o of the other — with at most Blanks blank cubes, those
// with fewer blanks first: a move never adds a blank, so the shapes with
// at most K blanks are closed under Next and their tiers are the first of
// the whole game.
func (r *Rules) Spec() board.Spec {
	var shapes []board.Shape
	for b := 0; b <= r.blanks; b++ {
		for m := 0; m <= r.cells-b; m++ {
			shapes = append(shapes, board.Shape{On: [board.MaxKinds]uint8{uint8(m), uint8(r.cells - b - m)}})
		}
	}
	var start []board.Pos
	if r.blanks == r.cells {
		start = []board.Pos{{}}
	}
	return board.Spec{
		Name: "quixo", Params: fmt.Sprintf("%dx%d", r.side, r.side),
		Cells: r.cells, Kinds: "XO", Players: "XO", Swap: []int{1, 0},
		Symmetries: r.syms,
		Shapes:     shapes,
		Start:      start,
		Layout:     board.Layout{Width: r.side, Height: r.side},
	}
}

// Next returns the shapes a move from shape (m, o) leads to: (o, m+1)
// when a blank is taken, (o, m) when one of the mover's cubes is.
func (r *Rules) Next(s board.Shape) []board.Shape {
	m, o := s.On[0], s.On[1]
	var out []board.Shape
	if int(m)+int(o) < r.cells {
		out = append(out, board.Shape{On: [board.MaxKinds]uint8{o, m + 1}})
	}
	if m > 0 {
		out = append(out, board.Shape{On: [board.MaxKinds]uint8{o, m}})
	}
	return out
}

// line reports whether the cubes x hold a whole row, column or diagonal.
func (r *Rules) line(x uint64) bool {
	for _, l := range r.lines {
		if x&l == l {
			return true
		}
	}
	return false
}

// Terminal reports a Win when the player to move has a line (whether or
// not the other player has one too), a Loss when only the other player
// has one.
func (r *Rules) Terminal(p board.Pos) (cgt.Outcome, bool) {
	switch {
	case r.line(p.Sets[0]):
		return cgt.Win, true
	case r.line(p.Sets[1]):
		return cgt.Loss, true
	}
	return 0, false
}

// Moves appends the positions of p's moves, one for each cube of the ring
// that is blank or the mover's and each end it may be pushed in at, in
// the order of the cells taken (two moves may lead to the same position;
// each is listed).
func (r *Rules) Moves(dst []board.Pos, p board.Pos) []board.Pos {
	me, you := p.Sets[0], p.Sets[1]
	for i := range r.moves {
		m := &r.moves[i]
		if you>>m.s&1 != 0 {
			continue
		}
		me2 := me&^m.seg | m.forward(me) | 1<<m.e
		you2 := you&^m.seg | m.forward(you)
		dst = append(dst, board.Pos{Sets: board.Sets{you2, me2}})
	}
	return dst
}

// Unmoves appends the positions whose moves lead to p, each once for each
// such move: for each end e holding a cube of the player who moved last
// and each cube s of the ring whose row or column ends at e, the cubes
// from e to s shifted back towards e, with a blank or the last mover's
// cube at s; the positions where play had ended are left out.
func (r *Rules) Unmoves(dst []board.Pos, p board.Pos) []board.Pos {
	me, you := p.Sets[1], p.Sets[0] // me moved last
	dst = slices.Grow(dst, 2*len(r.moves))
	for i := range r.moves {
		m := &r.moves[i]
		if me>>m.e&1 == 0 {
			continue
		}
		me2 := me&^m.seg | m.back(me)
		you2 := you&^m.seg | m.back(you)
		switch {
		case r.line(you2): // both had ended
		case !r.line(me2 | 1<<m.s): // nor had me2, a subset
			dst = append(dst, board.Pos{Sets: board.Sets{me2, you2}}, board.Pos{Sets: board.Sets{me2 | 1<<m.s, you2}})
		case !r.line(me2):
			dst = append(dst, board.Pos{Sets: board.Sets{me2, you2}})
		}
	}
	return dst
}

// MoveName names the move from p to q, one of p's moves (or a position
// symmetric to one), as the cell of the cube taken, '>', and the cell of
// the end it is pushed in at: "a1>e1" takes the cube at a1 and pushes it
// in at e1, shifting b1 … e1 one cell towards a1. It returns "?" for a q
// that no move of p leads to.
func (r *Rules) MoveName(p, q board.Pos) string {
	me, you := p.Sets[0], p.Sets[1]
	for _, sym := range []bool{false, true} {
		for i := range r.moves {
			m := &r.moves[i]
			if you>>m.s&1 != 0 {
				continue
			}
			t := board.Sets{you&^m.seg | m.forward(you), me&^m.seg | m.forward(me) | 1<<m.e}
			if !sym && t == q.Sets || sym && r.symmetric(t, q.Sets) {
				return r.names[m.s] + ">" + r.names[m.e]
			}
		}
	}
	return "?"
}

// symmetric reports whether a and b are images of each other under one
// of the board's symmetries.
func (r *Rules) symmetric(a, b board.Sets) bool {
	img := func(x uint64, perm []int) uint64 {
		var y uint64
		for c := range r.cells {
			if x>>c&1 != 0 {
				y |= 1 << perm[c]
			}
		}
		return y
	}
	for range 2 { // a, then its mirror image
		for range 4 { // each rotation
			if a == b {
				return true
			}
			a[0], a[1] = img(a[0], r.syms[0]), img(a[1], r.syms[0])
		}
		a[0], a[1] = img(a[0], r.syms[1]), img(a[1], r.syms[1])
	}
	return false
}
