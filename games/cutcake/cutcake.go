// Package cutcake is the game of Cutcake (Berlekamp, Conway & Guy, Winning
// Ways, ch. 2): a position is a set of rectangular cakes on a grid; Left
// cuts one cake along a vertical grid line into two, Right along a
// horizontal line; the player who cannot cut loses. Every position is an
// integer: Value gives it in closed form and Game lets the partizan engine
// of cgt search it.
package cutcake

import (
	"context"
	"fmt"
	"math/bits"
	"slices"
	"strings"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/partizan"
)

// Position is a set of cakes, each width×height (width across, cut by
// Left's vertical cuts; height up, cut by Right's horizontal cuts),
// dimensions 1 … 255. It is a comparable value (a string of byte pairs in
// sorted order); the zero Position is no cake (value 0).
type Position string

// Cake returns the position of one width×height cake. It panics unless 1 ≤
// width, height ≤ 255.
func Cake(width, height int) Position {
	if width < 1 || height < 1 || width > 255 || height > 255 {
		panic(fmt.Sprintf("cutcake: a %d×%d cake is not 1 … 255 each way", width, height))
	}
	return Position([]byte{byte(width), byte(height)})
}

// Sum returns the position of all the cakes of ps.
func Sum(ps ...Position) Position {
	var pieces [][2]byte
	for _, p := range ps {
		for i := 0; i+1 < len(p); i += 2 {
			pieces = append(pieces, [2]byte{p[i], p[i+1]})
		}
	}
	return join(pieces)
}

func join(pieces [][2]byte) Position {
	slices.SortFunc(pieces, func(a, b [2]byte) int {
		return int(a[0])<<8 + int(a[1]) - int(b[0])<<8 - int(b[1])
	})
	b := make([]byte, 0, 2*len(pieces))
	for _, x := range pieces {
		b = append(b, x[0], x[1])
	}
	return Position(b)
}

// Cakes returns the cakes of p as width, height pairs.
func (p Position) Cakes() [][2]int {
	var out [][2]int
	for i := 0; i+1 < len(p); i += 2 {
		out = append(out, [2]int{int(p[i]), int(p[i+1])})
	}
	return out
}

// String writes p as "3x2 + 1x4" ("0" for no cake).
func (p Position) String() string {
	var s []string
	for _, c := range p.Cakes() {
		s = append(s, fmt.Sprintf("%dx%d", c[0], c[1]))
	}
	if len(s) == 0 {
		return "0"
	}
	return strings.Join(s, " + ")
}

// Game is Cutcake as a partizan.Partizan game over Positions, with the
// partizan.Splitter capability (each cake is a part).
type Game struct{}

func cuts(dst []Position, p Position, vertical bool) []Position {
	for i := 0; i+1 < len(p); i += 2 {
		w, h := p[i], p[i+1]
		if i >= 2 && p[i-2] == w && p[i-1] == h {
			continue // the same cake again: the same moves
		}
		n := w
		if !vertical {
			n = h
		}
		for a := byte(1); a <= n/2; a++ {
			var x, y [2]byte
			if vertical {
				x, y = [2]byte{a, h}, [2]byte{w - a, h}
			} else {
				x, y = [2]byte{w, a}, [2]byte{w, h - a}
			}
			pieces := append(Position(p[:i]).pieces(), x, y)
			pieces = append(pieces, Position(p[i+2:]).pieces()...)
			dst = append(dst, join(pieces))
		}
	}
	return dst
}

func (p Position) pieces() [][2]byte {
	out := make([][2]byte, 0, len(p)/2+2)
	for i := 0; i+1 < len(p); i += 2 {
		out = append(out, [2]byte{p[i], p[i+1]})
	}
	return out
}

// LeftMoves appends the positions after each vertical cut (cutting a cake
// at a or at width − a gives the same position, listed once).
func (Game) LeftMoves(dst []Position, p Position) []Position { return cuts(dst, p, true) }

// RightMoves appends the positions after each horizontal cut.
func (Game) RightMoves(dst []Position, p Position) []Position { return cuts(dst, p, false) }

// Components appends each cake of p but the 1×1 ones (which are 0).
func (Game) Components(dst []Position, p Position) []Position {
	if len(p) == 2 {
		return append(dst, p)
	}
	for i := 0; i+1 < len(p); i += 2 {
		if p[i] > 1 || p[i+1] > 1 {
			dst = append(dst, p[i:i+2])
		}
	}
	return dst
}

// RectValue returns the value of a width×height cake in closed form
// (Winning Ways, ch. 2): when width ≥ height it is ⌊width/2^k⌋ − 1 for 2^k ≤
// height < 2^(k+1), and the negative of the transposed cake otherwise. It
// panics unless width, height ≥ 1.
func RectValue(width, height int) int {
	if width < 1 || height < 1 {
		panic("cutcake: RectValue of an empty cake")
	}
	if width < height {
		return -RectValue(height, width)
	}
	k := bits.Len(uint(height)) - 1
	return width>>k - 1
}

// Value returns the value of p in closed form, the sum of RectValue over its
// cakes. Time O(cakes).
func Value(p Position) int {
	s := 0
	for _, c := range p.Cakes() {
		s += RectValue(c[0], c[1])
	}
	return s
}

// Search returns the canonical form of p found by the partizan engine, to
// check Value or to play. opt as for partizan.Canonical.
func Search(ctx context.Context, p Position, opt *cgt.Options) (partizan.Value, error) {
	return partizan.Canonical(ctx, Game{}, p, opt)
}
