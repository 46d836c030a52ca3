package grid

import "math/bits"

// Clobber is the game of Clobber (Albert, Grossman, Nowakowski and Wolfe,
// "An introduction to Clobber", Integers 5(2), 2005; Lessons in Play;
// CGSuite's game.grid.Clobber): Left's black stones ('x') and Right's
// white stones ('o'); a player moves one of their stones onto an
// orthogonally adjacent stone of the other colour, which is removed. Empty
// and blocked squares are alike (no stone). As a partizan.Splitter a board
// is the sum of its groups of orthogonally connected stones; a group of one
// colour is 0 (no stone of it can ever move) and is dropped; each group
// is normalised under the eight symmetries of the square.
type Clobber struct{}

// clobbers appends the boards after each move of the stones us onto an
// adjacent stone of them. x is Left's plane: left reports whether us are
// Left's stones.
func clobbers(dst []Board, b Board, us, them uint64, left bool) []Board {
	g := geomOf(b)
	w := g.w
	// For each direction: the stones of us whose neighbour that way is
	// one of them, and the shift to that neighbour.
	dirs := [4]struct {
		from  uint64
		shift int
	}{
		{us & (them >> w), int(w)},          // down
		{us & (them << w), -int(w)},         // up
		{us & (them >> 1) & g.notLast, 1},   // right
		{us & (them << 1) & g.notFirst, -1}, // left
	}
	for _, d := range dirs {
		for m := d.from; m != 0; m &= m - 1 {
			i := bits.TrailingZeros64(m)
			j := i + d.shift
			us2 := us&^(1<<i) | 1<<j
			them2 := them &^ (1 << j)
			nb := Board{rows: b.rows, cols: b.cols}
			blocked := b.blocked()
			if left {
				nb.x, nb.o = us2|blocked, them2|blocked
			} else {
				nb.x, nb.o = them2|blocked, us2|blocked
			}
			dst = append(dst, nb)
		}
	}
	return dst
}

// LeftMoves appends the boards after each move of a black stone.
func (Clobber) LeftMoves(dst []Board, b Board) []Board {
	return clobbers(dst, b, b.left(), b.right(), true)
}

// RightMoves appends the boards after each move of a white stone.
func (Clobber) RightMoves(dst []Board, b Board) []Board {
	return clobbers(dst, b, b.right(), b.left(), false)
}

// Size returns the number of stones of b: a move captures one (the
// partizan.Sizer capability, with which partizan.Canonical uses
// Options.Workers).
func (Clobber) Size(b Board) int { return bits.OnesCount64(b.left() | b.right()) }

// Components appends the groups of orthogonally connected stones of b that
// hold stones of both colours, each in normal form (cropped, other squares
// blocked, the least of its eight images).
func (Clobber) Components(dst []Board, b Board) []Board {
	l, r := b.left(), b.right()
	return appendParts(dst, b, l|r, false, dihedral, func(set uint64) uint64 {
		if set&l == 0 || set&r == 0 {
			return 0
		}
		return set
	})
}
