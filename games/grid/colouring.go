package grid

import "math/bits"

// Snort is the game of Snort (Winning Ways, ch. 6; Lessons in Play;
// CGSuite's game.graph.Snort, here on grids): each player places a piece
// of their colour ('x' Left's, 'o' Right's) on an empty square that is not
// orthogonally adjacent to a piece of the other colour; who cannot place
// loses. Blocked squares ('#') take no piece. Values are often hot: two
// adjacent squares are ±1.
//
// As a partizan.Splitter a board is the sum of its regions: the squares
// still open to a player (an empty square next to pieces of both colours
// is dead) connected orthogonally, each with the pieces next to it (which
// say who may play where), normalised under the eight symmetries of the
// square.
type Snort struct{}

// Col is the game of Col (Winning Ways, ch. 2; Lessons in Play; CGSuite's
// game.graph.Col, here on grids): each player places a piece of their
// colour ('x' Left's, 'o' Right's) on an empty square that is not
// orthogonally adjacent to a piece of their own colour; who cannot place
// loses. Every value is a number or a number plus * (Winning Ways, ch. 2).
// It splits into regions as Snort does.
type Col struct{}

// tints returns the empty squares next to Left's pieces (tl) and next to
// Right's (tr).
func tints(b Board, g geom) (e, tl, tr uint64) {
	e = b.empty()
	return e, g.adj4(b.left()) & e, g.adj4(b.right()) & e
}

// places appends the boards after each piece placed on the squares of
// open: a Left piece (left) or a Right one.
func places(dst []Board, b Board, open uint64, left bool) []Board {
	for m := open; m != 0; m &= m - 1 {
		bit := uint64(1) << uint(bits.TrailingZeros64(m))
		nb := b
		if left {
			nb.x |= bit
		} else {
			nb.o |= bit
		}
		dst = append(dst, nb)
	}
	return dst
}

// LeftMoves appends the boards after each black piece placed.
func (Snort) LeftMoves(dst []Board, b Board) []Board {
	e, _, tr := tints(b, geomOf(b))
	return places(dst, b, e&^tr, true)
}

// RightMoves appends the boards after each white piece placed.
func (Snort) RightMoves(dst []Board, b Board) []Board {
	e, tl, _ := tints(b, geomOf(b))
	return places(dst, b, e&^tl, false)
}

// Size returns the number of empty squares of b: a move fills one (the
// partizan.Sizer capability, with which partizan.Canonical uses
// Options.Workers).
func (Snort) Size(b Board) int { return bits.OnesCount64(b.empty()) }

// Components appends the regions of b, each in normal form.
func (Snort) Components(dst []Board, b Board) []Board { return colouringParts(dst, b) }

// LeftMoves appends the boards after each black piece placed.
func (Col) LeftMoves(dst []Board, b Board) []Board {
	e, tl, _ := tints(b, geomOf(b))
	return places(dst, b, e&^tl, true)
}

// RightMoves appends the boards after each white piece placed.
func (Col) RightMoves(dst []Board, b Board) []Board {
	e, _, tr := tints(b, geomOf(b))
	return places(dst, b, e&^tr, false)
}

// Size returns the number of empty squares of b, as Snort's.
func (Col) Size(b Board) int { return bits.OnesCount64(b.empty()) }

// Components appends the regions of b, each in normal form.
func (Col) Components(dst []Board, b Board) []Board { return colouringParts(dst, b) }

// colouringParts appends the regions of a Snort or Col board: the squares
// open to a player (empty, not next to pieces of both colours), connected
// orthogonally, each with the pieces next to it, the rest of its box
// blocked. In both games a square next to both colours is dead, and a
// move changes only the squares next to it.
func colouringParts(dst []Board, b Board) []Board {
	g := geomOf(b)
	e, tl, tr := tints(b, g)
	l, r := b.left(), b.right()
	return appendParts(dst, b, e&^(tl&tr), false, dihedral, func(set uint64) uint64 {
		return set | g.adj4(set)&(l|r)
	})
}
