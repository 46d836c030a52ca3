package grid

import "math/bits"

// Amazons is the game of the Amazons (Walter Zamkauskas, 1988; Berlekamp,
// "Sums of N×2 Amazons", 2000; Snatzke's values of small regions; CGSuite's
// game.grid.Amazons) on small boards: Left's amazons 'x', Right's 'o',
// burnt squares '#'. A move takes one of the player's amazons like a chess
// queen (any distance orthogonally or diagonally through empty squares),
// then shoots an arrow from where it lands, again like a queen, onto an
// empty square (the square it left is empty), which burns; who cannot move
// loses.
//
// As a partizan.Splitter a board is the sum of its regions: the squares
// not burnt, connected orthogonally or diagonally; a region without an
// amazon is 0 and is dropped; each is normalised under the eight
// symmetries of the square. The game tree of an open region grows very
// fast: boards of up to about 12 free squares are solved in seconds.
type Amazons struct{}

// queenDirs are the eight directions of a queen as (row, column) steps.
var queenDirs = [8][2]int{{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}}

// appendReach appends the squares a queen on square i reaches through the
// squares of free, in the order of queenDirs and distance.
func appendReach(dst []int, i int, free uint64, rows, cols int) []int {
	r0, c0 := i/cols, i%cols
	for _, d := range queenDirs {
		for r, c := r0+d[0], c0+d[1]; r >= 0 && r < rows && c >= 0 && c < cols; r, c = r+d[0], c+d[1] {
			j := r*cols + c
			if free>>uint(j)&1 == 0 {
				break
			}
			dst = append(dst, j)
		}
	}
	return dst
}

// amazonMoves appends the boards after each move of the amazons us (Left's
// if left).
func amazonMoves(dst []Board, b Board, us uint64, left bool) []Board {
	rows, cols := int(b.rows), int(b.cols)
	var to, shots []int
	for m := us; m != 0; m &= m - 1 {
		from := bits.TrailingZeros64(m)
		e := b.empty()
		to = appendReach(to[:0], from, e, rows, cols)
		for _, t := range to {
			free := e&^(1<<uint(t)) | 1<<uint(from)
			shots = appendReach(shots[:0], t, free, rows, cols)
			for _, s := range shots {
				nb := b
				move := uint64(1)<<uint(from) | uint64(1)<<uint(t)
				if left {
					nb.x ^= move
				} else {
					nb.o ^= move
				}
				nb.x |= 1 << uint(s)
				nb.o |= 1 << uint(s)
				dst = append(dst, nb)
			}
		}
	}
	return dst
}

// LeftMoves appends the boards after each move of a Left amazon.
func (Amazons) LeftMoves(dst []Board, b Board) []Board {
	return amazonMoves(dst, b, b.left(), true)
}

// RightMoves appends the boards after each move of a Right amazon.
func (Amazons) RightMoves(dst []Board, b Board) []Board {
	return amazonMoves(dst, b, b.right(), false)
}

// Size returns the number of empty squares of b: a move burns one (the
// partizan.Sizer capability, with which partizan.Canonical uses
// Options.Workers).
func (Amazons) Size(b Board) int { return bits.OnesCount64(b.empty()) }

// Components appends the regions of b that hold an amazon, each in normal
// form.
func (Amazons) Components(dst []Board, b Board) []Board {
	amazons := b.left() | b.right()
	return appendParts(dst, b, b.full()&^b.blocked(), true, dihedral, func(set uint64) uint64 {
		if set&amazons == 0 {
			return 0
		}
		return set
	})
}
