package grid

import (
	"context"
	"fmt"
	"math/bits"

	"github.com/cgtgo/cgt/partizan"
)

// Cram is the game of Cram (Gardner; Winning Ways, ch. 3; Lessons in Play;
// CGSuite's game.grid.Cram), the impartial Domineering: either player
// places a domino on two adjacent empty squares, vertically or
// horizontally; who cannot place loses. Every square that is not empty
// ('x', 'o' or '#') is filled. Its values are nimbers (see NimValue). As a
// partizan.Splitter a board is the sum of its regions (orthogonally
// connected empty squares, a lone square dropped: it is 0), each
// normalised under the eight symmetries of the square.
type Cram struct{}

// dominoes appends the boards after each domino on the empty squares of b,
// vertical ones (vert) or horizontal ones (horiz). The squares a domino
// covers become blocked.
func dominoes(dst []Board, b Board, vert, horiz bool) []Board {
	e := b.empty()
	g := geomOf(b)
	if vert {
		for m := e & (e >> g.w); m != 0; m &= m - 1 {
			i := uint(bits.TrailingZeros64(m))
			cover := uint64(1)<<i | uint64(1)<<(i+g.w)
			dst = append(dst, Board{x: b.x | cover, o: b.o | cover, rows: b.rows, cols: b.cols})
		}
	}
	if horiz {
		for m := e & (e >> 1) & g.notLast; m != 0; m &= m - 1 {
			i := uint(bits.TrailingZeros64(m))
			cover := uint64(3) << i
			dst = append(dst, Board{x: b.x | cover, o: b.o | cover, rows: b.rows, cols: b.cols})
		}
	}
	return dst
}

// LeftMoves appends the boards after each domino, vertical ones first.
func (Cram) LeftMoves(dst []Board, b Board) []Board { return dominoes(dst, b, true, true) }

// RightMoves appends the same boards as LeftMoves: Cram is impartial.
func (Cram) RightMoves(dst []Board, b Board) []Board { return dominoes(dst, b, true, true) }

// Components appends the regions of b of two squares or more, each in
// normal form (cropped, other squares blocked, the least of its eight
// images).
func (Cram) Components(dst []Board, b Board) []Board {
	return appendParts(dst, b, b.empty(), false, dihedral, keepPairs)
}

// keepPairs keeps a region of two squares or more.
func keepPairs(set uint64) uint64 {
	if set&(set-1) == 0 {
		return 0
	}
	return set
}

// NimValue returns the nim-value of the Cram position b: the n of the
// nimber *n its value is. It uses t, a table for the game Cram (nil: a
// new one), which keeps every region it solves for later calls. Errors as
// for partizan.Table.Value.
func NimValue(ctx context.Context, t *partizan.Table[Board], b Board) (int, error) {
	if t == nil {
		t = partizan.NewTable[Board](Cram{}, nil)
	}
	v, err := t.Value(ctx, b)
	if err != nil {
		return 0, err
	}
	n, ok := v.Nimber()
	if !ok {
		return 0, fmt.Errorf("grid: the Cram value %v of %v is not a nimber (the table is not Cram's?)", v, b)
	}
	return n, nil
}
