package tictactoe

import (
	"fmt"
	"math/bits"
	"strings"

	"github.com/cgtgo/cgt"
	"unicode/utf8"
)

// Game is noughts and crosses on a 3×3 board: X moves first, the
// players alternate placing their mark on an empty cell, three in a row
// (row, column or diagonal) wins, and a full board without a line ends
// level. A level end is a Tie in this library's vocabulary (what players
// call a draw: play ends level), because Draw is reserved for play that
// never ends.
//
// Positions are Board values; the side to move follows from the
// number of marks. Game is Reversible but not Dense (most of the 3⁹
// boards cannot occur), so solve it from the empty board:
// cgt.SolveRetrograde(ctx, Game{}, []Board{0}, nil) finds the
// 5,478 reachable positions and keys them by a map.
type Game struct{}

// Board is a tic-tac-toe position: bit i (0 … 8, row by row from
// the top left) is set when cell i holds X, bit 9+i when it holds O. The
// zero value is the empty board.
type Board uint32

func (b Board) x() uint32 { return uint32(b) & 0777 }
func (b Board) o() uint32 { return uint32(b) >> 9 & 0777 }

// XToMove reports whether X is to move at b (as many Xs as Os).
func (b Board) XToMove() bool { return bits.OnesCount32(b.x()) == bits.OnesCount32(b.o()) }

// tttLine reports whether the cells m hold a line of three.
func tttLine(m uint32) bool {
	for _, l := range [8]uint32{0007, 0070, 0700, 0111, 0222, 0444, 0421, 0124} {
		if m&l == l {
			return true
		}
	}
	return false
}

// String returns the board as three rows of X, O and '.', separated by '/'
// (the form Parse reads).
func (b Board) String() string {
	var s strings.Builder
	for i := range 9 {
		if i > 0 && i%3 == 0 {
			s.WriteByte('/')
		}
		switch {
		case b.x()>>i&1 != 0:
			s.WriteByte('X')
		case b.o()>>i&1 != 0:
			s.WriteByte('O')
		default:
			s.WriteByte('.')
		}
	}
	return s.String()
}

// Parse reads a board written as nine cells of 'X', 'O' and '.'
// row by row from the top left; '/' and spaces are ignored. It returns an
// error naming the input when a character is not one of these, when there
// are not nine cells, or when the counts of marks cannot occur in play (X
// moves first). Boards with two winners are accepted; they are not
// reachable, and solvers starting from the empty board never meet them.
func Parse(s string) (Board, error) {
	var b uint32
	i := 0
	for j, r := range s {
		switch r {
		case '/', ' ':
			continue
		case 'X', 'x', 'O', 'o', '.':
		default:
			_, n := utf8.DecodeRuneInString(s[j:])
			return 0, fmt.Errorf("tictactoe: board %s: bad character %s", cgt.QuoteInput(s), cgt.QuoteInput(s[j:j+n]))
		}
		if i == 9 {
			return 0, fmt.Errorf("tictactoe: board %s: more than nine cells", cgt.QuoteInput(s))
		}
		switch r {
		case 'X', 'x':
			b |= 1 << i
		case 'O', 'o':
			b |= 1 << (9 + i)
		}
		i++
	}
	if i != 9 {
		return 0, fmt.Errorf("tictactoe: board %s: %d cells, want nine", cgt.QuoteInput(s), i)
	}
	t := Board(b)
	if xs, os := bits.OnesCount32(t.x()), bits.OnesCount32(t.o()); xs != os && xs != os+1 {
		return 0, fmt.Errorf("tictactoe: board %s: %d Xs and %d Os; X moves first, so a board has as many Xs as Os or one more", cgt.QuoteInput(s), xs, os)
	}
	return t, nil
}

// Moves appends the boards reached by the player to move placing a mark on
// each empty cell, in cell order.
func (Game) Moves(dst []Board, b Board) []Board {
	shift := 0
	if !b.XToMove() {
		shift = 9
	}
	empty := ^(b.x() | b.o()) & 0777
	for ; empty != 0; empty &= empty - 1 {
		dst = append(dst, b|Board(uint32(1)<<(bits.TrailingZeros32(empty)+shift)))
	}
	return dst
}

// Terminal reports a Loss for the player to move when the other player has
// three in a row, and a Tie on a full board without a line.
func (Game) Terminal(b Board) (cgt.Outcome, bool) {
	last := b.x()
	if b.XToMove() {
		last = b.o()
	}
	if tttLine(last) {
		return cgt.Loss, true
	}
	if b.x()|b.o() == 0777 {
		return cgt.Tie, true
	}
	return cgt.Unknown, false
}

// Predecessors appends the boards from which b is reached: b with one mark
// of the player who just moved removed, where play had not already ended.
func (g Game) Predecessors(dst []Board, b Board) []Board {
	marks, shift := b.o(), 9
	if !b.XToMove() {
		marks, shift = b.x(), 0
	}
	for ; marks != 0; marks &= marks - 1 {
		q := b &^ Board(uint32(1)<<(bits.TrailingZeros32(marks)+shift))
		if _, ended := g.Terminal(q); !ended {
			dst = append(dst, q)
		}
	}
	return dst
}
