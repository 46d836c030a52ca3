package grid

import (
	"context"
	"fmt"
	"math/bits"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/partizan"
)

// FoxAndGeese is the ruleset of Fox and Geese as Winning Ways (ch. 20) and
// CGSuite (game.grid.FoxAndGeese, GenFoxAndGeese) play it: on the dark
// squares of a board Width columns wide and unbounded upwards, Left's geese
// step one square diagonally downwards, Right's fox one square diagonally
// any way (up to FoxRange squares in one direction in the Ceylonese
// variant, never over a goose). Who cannot move loses: the geese win by
// trapping the fox. The fox can move back and forth for ever, so the game
// is loopy: its values are partizan.Loopy ones (LoopyValue).
//
// Squares are numbered as CGSuite does: (row, col) with row 1 at the
// bottom, col 1 … Width from the left, row+col even. A fox on or above the
// highest goose's row, or one row below it with a free square up
// diagonally, has escaped: the geese can never come back up, and CGSuite
// gives such a position the value off (the fox moves for ever); so does
// this ruleset, as the position Escaped, whose only move is Right's, to
// itself.
//
// The zero FoxAndGeese is the standard game: Width 8, FoxRange 1.
type FoxAndGeese struct {
	Width, FoxRange int
}

// FoxPosition is a position of Fox and Geese: the squares of the geese and
// of the fox, square (row−1)·Width + col−1 (rows · Width ≤ 64), or the
// escaped fox. It is a comparable value.
type FoxPosition struct {
	geese uint64
	fox   int8 // the fox's square; −1 when it has escaped
}

// Escaped is the position of a fox that has escaped: the game off.
var Escaped = FoxPosition{fox: -1}

func (g FoxAndGeese) width() int {
	if g.Width == 0 {
		return 8
	}
	return g.Width
}

func (g FoxAndGeese) foxRange() int {
	if g.FoxRange == 0 {
		return 1
	}
	return g.FoxRange
}

// Position returns the position with geese on the squares geese and the
// fox on fox, each (row, col) as CGSuite writes them, normalised (an
// escaped fox gives Escaped). The error names a square off the board or
// not dark (row+col odd), two pieces on one square, or a board past 64
// squares (rows · Width), or a bad Width or FoxRange.
func (g FoxAndGeese) Position(geese [][2]int, fox [2]int) (FoxPosition, error) {
	w := g.width()
	if w < 2 || w > 32 || g.FoxRange < 0 {
		return FoxPosition{}, fmt.Errorf("grid: Fox and Geese of width %d and fox range %d (want width 2 … 32, range ≥ 1)", w, g.foxRange())
	}
	square := func(rc [2]int, what string) (int, error) {
		r, c := rc[0], rc[1]
		if r < 1 || c < 1 || c > w || (r+c)%2 != 0 {
			return 0, fmt.Errorf("grid: the %s at (%d,%d) is not a dark square (1 ≤ col ≤ %d, row ≥ 1, row+col even)", what, r, c, w)
		}
		if (r-1)*w+c-1 >= 64 {
			return 0, fmt.Errorf("grid: the %s at (%d,%d) is past the 64 squares this ruleset holds (%d rows of %d)", what, r, c, 64/w, w)
		}
		return (r-1)*w + c - 1, nil
	}
	var p FoxPosition
	for _, rc := range geese {
		i, err := square(rc, "goose")
		if err != nil {
			return FoxPosition{}, err
		}
		if p.geese>>uint(i)&1 != 0 {
			return FoxPosition{}, fmt.Errorf("grid: two geese at (%d,%d)", rc[0], rc[1])
		}
		p.geese |= 1 << uint(i)
	}
	f, err := g.checkFox(fox, square)
	if err != nil {
		return FoxPosition{}, err
	}
	if p.geese>>uint(f)&1 != 0 {
		return FoxPosition{}, fmt.Errorf("grid: the fox and a goose at (%d,%d)", fox[0], fox[1])
	}
	p.fox = int8(f)
	return g.norm(p), nil
}

func (g FoxAndGeese) checkFox(fox [2]int, square func([2]int, string) (int, error)) (int, error) {
	r, c := fox[0], fox[1]
	if r >= 1 && c >= 1 && c <= g.width() && (r+c)%2 == 0 && (r-1)*g.width()+c-1 >= 64 {
		return 64, nil // above any goose this ruleset holds: escaped (see norm)
	}
	return square(fox, "fox")
}

// FromBoard returns the position drawn on b: geese 'x', the fox 'o' (one),
// the top row of b the highest row, its bottom row row 1, its columns the
// Width (b.Cols() overrides g.Width). Other squares must be empty or
// blocked ('.' or '#'). The error names what is wrong.
func (g FoxAndGeese) FromBoard(b Board) (FoxPosition, error) {
	g.Width = b.Cols()
	var geese [][2]int
	var fox [][2]int
	for r := range b.Rows() {
		for c := range b.Cols() {
			rc := [2]int{b.Rows() - r, c + 1}
			switch b.At(r, c) {
			case Black:
				geese = append(geese, rc)
			case White:
				fox = append(fox, rc)
			}
		}
	}
	if len(fox) != 1 {
		return FoxPosition{}, fmt.Errorf("grid: Fox and Geese wants one fox ('o'), the board %v has %d", b, len(fox))
	}
	return g.Position(geese, fox[0])
}

// norm returns p, or Escaped if the fox has escaped.
func (g FoxAndGeese) norm(p FoxPosition) FoxPosition {
	if p.fox < 0 || p.geese == 0 || int(p.fox) >= 64 {
		return Escaped
	}
	w := g.width()
	top := (63-bits.LeadingZeros64(p.geese))/w + 1 // the highest goose's row
	fr, fc := int(p.fox)/w+1, int(p.fox)%w+1
	if fr >= top {
		return Escaped
	}
	if fr == top-1 {
		up := fr * w // first square of the row above
		if fc > 1 && p.geese>>uint(up+fc-2)&1 == 0 || fc < w && p.geese>>uint(up+fc)&1 == 0 {
			return Escaped
		}
	}
	return p
}

// LeftMoves appends the positions after each step of a goose.
func (g FoxAndGeese) LeftMoves(dst []FoxPosition, p FoxPosition) []FoxPosition {
	if p.fox < 0 {
		return dst
	}
	w := g.width()
	for m := p.geese; m != 0; m &= m - 1 {
		i := bits.TrailingZeros64(m)
		r, c := i/w, i%w
		if r == 0 {
			continue
		}
		for _, dc := range [2]int{-1, 1} {
			if c+dc < 0 || c+dc >= w {
				continue
			}
			j := i - w + dc
			if j == int(p.fox) || p.geese>>uint(j)&1 != 0 {
				continue
			}
			dst = append(dst, g.norm(FoxPosition{p.geese&^(1<<uint(i)) | 1<<uint(j), p.fox}))
		}
	}
	return dst
}

// RightMoves appends the positions after each move of the fox; the escaped
// fox's one move is to Escaped itself.
func (g FoxAndGeese) RightMoves(dst []FoxPosition, p FoxPosition) []FoxPosition {
	if p.fox < 0 {
		return append(dst, Escaped)
	}
	w := g.width()
	r0, c0 := int(p.fox)/w, int(p.fox)%w
	for _, d := range [4][2]int{{-1, -1}, {-1, 1}, {1, -1}, {1, 1}} {
		for k := 1; k <= g.foxRange(); k++ {
			r, c := r0+k*d[0], c0+k*d[1]
			if r < 0 || c < 0 || c >= w {
				break
			}
			j := r*w + c
			if j >= 64 {
				dst = append(dst, Escaped)
				break
			}
			if p.geese>>uint(j)&1 != 0 {
				break
			}
			dst = append(dst, g.norm(FoxPosition{p.geese, int8(j)}))
		}
	}
	return dst
}

// LoopyValue returns the value of p: partizan.LoopyValueOf on the graph of
// the positions reachable from p. Errors as for partizan.LoopyValueOf
// (opt.Limit bounds the positions explored).
func (g FoxAndGeese) LoopyValue(ctx context.Context, p FoxPosition, opt *cgt.Options) (partizan.Loopy, error) {
	return partizan.LoopyValueOf(ctx, g, p, opt)
}
