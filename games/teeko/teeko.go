// Package teeko holds John Scarne's Teeko, standard and advanced, written
// as rules over a board (package github.com/cgtgo/cgt/board), so that the
// board's index numbers its positions and the tier solver solves it
// strongly ("cgt solve teeko [--advanced] --tiers DIR").
//
// # Rules
//
// The rules are Scarne's, as Guy Steele solved them (1998) and as
// GamesmanOne implements them. Two players, Black (B) and Red (R), each
// have four tokens; the board is a 5×5 grid, empty at the start, and
// Black moves first. In the drop phase the players take turns placing one
// of their tokens on an empty cell (Black, Red, Black, …) until all eight
// are placed; from then on a turn moves one of the mover's own tokens one
// king step (to any of the up to eight neighbouring cells, orthogonally or
// diagonally) onto an empty cell. A player wins by forming a goal with
// their four tokens, on a drop or a step: in the standard game four in a
// row, horizontally, vertically or diagonally, or four on a 2×2 square (44
// goals); the advanced game adds the four corners of any larger square
// whose sides follow the board's, 3×3, 4×4 or 5×5 (14 more, 58 goals).
// Play that never ends is a draw.
//
// A position with a goal on the board is over and lost for the player to
// move: in play the goal is always that of the player who moved last. A
// goal of the mover's own (or goals of both players) never occurs in play;
// such positions are scored as lost for the mover too, as GamesmanOne
// scores them, so that the counts of the two programs compare. A player
// who cannot move would lose (normal play), but in Teeko this never
// happens: the drop phase always has an empty cell, and no four tokens
// that do not form a goal have only four neighbouring cells that the
// other's four tokens could fill (on the 5×5 board, nor on the 4×4 board
// of [NewRules]).
//
// Published results (Steele): the standard game is a draw; the advanced
// game is a first-player win in 13 turns, and a draw if the first drop may
// not be on the centre. This package's solve agrees: standard a draw,
// advanced a win for Black in 13 plies, and after Black's first drop
// Red loses only where it was on the centre (docs/teeko.md has the
// counts, the times and GamesmanOne's figures beside them).
//
// # Positions
//
// A position is a board.Pos written from the side of the player to move:
// Sets[0] holds the mover's tokens, Sets[1] the other's, and the tokens in
// hand are implied (four less those on the board: the mover has m on the
// board and the other o, with (m, o) = (k, k) when Black is to drop,
// (k, k+1) when Red is, and (4, 4) in the move phase). A board and its
// colour-swapped twin with the other player to move are one position. The
// text (Game.Text, Game.Parse) shows the real colours: the rows top
// first, then the player to move, as "B..../...../...../...../..... R".
// The board's eight symmetries (the rotations and reflections of the
// square) number one position a class.
package teeko

import (
	"fmt"
	"math/bits"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/board"
)

// Tokens is the number of tokens each player has.
const Tokens = 4

// Rules are the rules of Teeko on a side × side board, standard or
// advanced (see the package doc): a board.Rules with un-moves
// (board.Unmover). They are immutable and safe for concurrent use.
type Rules struct {
	side     int
	advanced bool
	adj      []uint64   // adj[c]: the cells one king step from c
	goals    [][]uint64 // goals[c]: the goals whose lowest cell is c
	ngoals   int
}

// New returns Teeko on the 5×5 board, standard or advanced, as a game the
// engines and the tier solver take.
func New(advanced bool) (board.Game, error) {
	r, err := NewRules(5, advanced)
	if err != nil {
		return nil, err
	}
	return board.New(r)
}

// NewRules returns the rules of Teeko on a side × side board, 4 ≤ side ≤
// 8: the goals are the lines of four and the 2×2 squares of that board (and
// in the advanced game the corners of its larger squares); everything else
// is as on the 5×5 board. The 4×4 board is small enough to solve by brute
// force in a test.
func NewRules(side int, advanced bool) (*Rules, error) {
	if side < 4 || side > 8 {
		return nil, fmt.Errorf("teeko: a board of side %d: want 4 … 8", side)
	}
	r := &Rules{side: side, advanced: advanced, adj: make([]uint64, side*side), goals: make([][]uint64, side*side)}
	for c := range r.adj {
		row, col := c/side, c%side
		for dr := -1; dr <= 1; dr++ {
			for dc := -1; dc <= 1; dc++ {
				if rr, cc := row+dr, col+dc; (dr != 0 || dc != 0) && r.on(rr, cc) {
					r.adj[c] |= 1 << (rr*side + cc)
				}
			}
		}
	}
	for _, g := range Goals(side, advanced) {
		c := bits.TrailingZeros64(g)
		r.goals[c] = append(r.goals[c], g)
		r.ngoals++
	}
	return r, nil
}

func (r *Rules) on(row, col int) bool { return row >= 0 && col >= 0 && row < r.side && col < r.side }

// Goals returns the goals of Teeko on a side × side board, each the set
// of its four cells (bit row·side + col, row 0 at the top): the lines of
// four (horizontal, vertical, both diagonals), the 2×2 squares and, in the
// advanced game, the corners of the larger squares. On the 5×5 board there
// are 44 (standard) and 58 (advanced).
func Goals(side int, advanced bool) []uint64 {
	var out []uint64
	cell := func(row, col int) uint64 { return 1 << (row*side + col) }
	inside := func(row, col int) bool { return row >= 0 && col >= 0 && row < side && col < side }
	for row := range side {
		for col := range side {
			// Lines of four from (row, col): right, down, down-right, down-left.
			for _, d := range [4][2]int{{0, 1}, {1, 0}, {1, 1}, {1, -1}} {
				if inside(row+3*d[0], col+3*d[1]) {
					var g uint64
					for k := range Tokens {
						g |= cell(row+k*d[0], col+k*d[1])
					}
					out = append(out, g)
				}
			}
			// Squares with (row, col) at the top left: 2×2 always, larger
			// ones (their corners) in the advanced game.
			for span := 1; inside(row+span, col+span) && (span == 1 || advanced); span++ {
				out = append(out, cell(row, col)|cell(row, col+span)|cell(row+span, col)|cell(row+span, col+span))
			}
		}
	}
	return out
}

// Side returns the side of the board.
func (r *Rules) Side() int { return r.side }

// Advanced reports whether the game is the advanced one.
func (r *Rules) Advanced() bool { return r.advanced }

// Goal reports whether the cells x are a goal.
func (r *Rules) Goal(x uint64) bool {
	if bits.OnesCount64(x) != Tokens {
		return false
	}
	for _, g := range r.goals[bits.TrailingZeros64(x)] {
		if g == x {
			return true
		}
	}
	return false
}

// Params names the variant in the tier files: "5x5 standard", "5x5
// advanced".
func (r *Rules) Params() string {
	v := "standard"
	if r.advanced {
		v = "advanced"
	}
	return fmt.Sprintf("%dx%d %s", r.side, r.side, v)
}

// Spec describes the game to board.New: the board and its eight
// symmetries, the shapes (m, o), listed with the least play left first so
// that the tiers come children first: (4, 4), (3, 4), (3, 3), (2, 3), …,
// (0, 0).
func (r *Rules) Spec() board.Spec {
	n := r.side
	rot, mirror := make([]int, n*n), make([]int, n*n)
	for c := range rot {
		row, col := c/n, c%n
		rot[c] = col*n + n - 1 - row // a quarter turn clockwise
		mirror[c] = row*n + n - 1 - col
	}
	shapes := []board.Shape{{On: [board.MaxKinds]uint8{Tokens, Tokens}}}
	for placed := 2*Tokens - 1; placed >= 0; placed-- {
		other := (placed + 1) / 2 // the player who dropped last has the odd token
		shapes = append(shapes, board.Shape{On: [board.MaxKinds]uint8{uint8(placed - other), uint8(other)}})
	}
	return board.Spec{
		Name: "teeko", Params: r.Params(), Cells: n * n,
		Kinds: "BR", Players: "BR", Swap: []int{1, 0},
		Symmetries: [][]int{rot, mirror},
		Shapes:     shapes,
		Start:      []board.Pos{{}},
		Layout:     board.Layout{Width: n, Height: n},
	}
}

// Next returns the shape the moves of a position of shape s lead to: a
// drop from (m, o) leads to (o, m+1), a step keeps (4, 4).
func (r *Rules) Next(s board.Shape) []board.Shape {
	m, o := s.On[0], s.On[1]
	if m == Tokens {
		return []board.Shape{s}
	}
	return []board.Shape{{On: [board.MaxKinds]uint8{o, m + 1}}}
}

// Terminal reports that play has ended at p when a goal is on the board:
// a loss for the mover (see the package doc).
func (r *Rules) Terminal(p board.Pos) (cgt.Outcome, bool) {
	if r.Goal(p.Sets[1]) || r.Goal(p.Sets[0]) {
		return cgt.Loss, true
	}
	return 0, false
}

// Moves appends the positions one move from p leads to: a drop on each
// empty cell while the mover has tokens in hand, else each step of each
// of the mover's tokens onto an empty neighbouring cell.
func (r *Rules) Moves(dst []board.Pos, p board.Pos) []board.Pos {
	mine, theirs := p.Sets[0], p.Sets[1]
	empty := r.full() &^ (mine | theirs)
	if bits.OnesCount64(mine) < Tokens {
		for e := empty; e != 0; e &= e - 1 {
			dst = append(dst, board.Pos{Sets: board.Sets{theirs, mine | e&-e}})
		}
		return dst
	}
	for m := mine; m != 0; m &= m - 1 {
		t := bits.TrailingZeros64(m)
		rest := mine &^ (1 << t)
		for e := r.adj[t] & empty; e != 0; e &= e - 1 {
			dst = append(dst, board.Pos{Sets: board.Sets{theirs, rest | e&-e}})
		}
	}
	return dst
}

// Unmoves appends the positions not over from which one move leads to p
// (board.Unmover): the other player's last drop taken back (in the move
// phase too: its first position follows the last drop) and, in the move
// phase, their last step taken back.
func (r *Rules) Unmoves(dst []board.Pos, p board.Pos) []board.Pos {
	mine, theirs := p.Sets[0], p.Sets[1]
	if r.Goal(mine) { // every predecessor would be over already
		return dst
	}
	for t := theirs; t != 0; t &= t - 1 { // three tokens or fewer: no goal
		dst = append(dst, board.Pos{Sets: board.Sets{theirs &^ (t & -t), mine}})
	}
	if bits.OnesCount64(mine) < Tokens || bits.OnesCount64(theirs) < Tokens {
		return dst
	}
	empty := r.full() &^ (mine | theirs)
	for t := theirs; t != 0; t &= t - 1 {
		c := bits.TrailingZeros64(t)
		rest := theirs &^ (1 << c)
		for e := r.adj[c] & empty; e != 0; e &= e - 1 {
			if q := rest | e&-e; !r.Goal(q) {
				dst = append(dst, board.Pos{Sets: board.Sets{q, mine}})
			}
		}
	}
	return dst
}

func (r *Rules) full() uint64 { return 1<<(r.side*r.side) - 1 }

var _ board.Unmover = (*Rules)(nil)
