// Package domineering is the game of Domineering (Berlekamp, Conway & Guy,
// Winning Ways, ch. 5; Albert, Nowakowski & Wolfe, Lessons in Play): on a
// board of squares, Left places a domino on two vertically adjacent empty
// squares, Right on two horizontally adjacent ones; the player who cannot
// place loses. Boards of at most 64 squares are solved to their canonical
// forms by the partizan engine of cgt, region by region: a board is the sum
// of its connected regions, each normalised up to reflection, so equal
// regions are solved once. A partizan.Table for Game keeps the regions it
// has solved across positions: many boards solved with one table share
// their regions (docs/grid-games.md has timings).
package domineering

import (
	"context"
	"fmt"
	"math/bits"
	"strings"
	"unicode/utf8"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/partizan"
)

// Board is a Domineering position: the empty squares of a rows×cols grid
// (rows·cols ≤ 64), bit r·cols+c for row r (from the top) and column c. It
// is a comparable value; the zero Board is the empty board (value 0).
type Board struct {
	cells      uint64
	rows, cols uint8
}

// Rectangle returns the empty rows×cols board. It panics unless rows, cols
// ≥ 1 and rows·cols ≤ 64.
func Rectangle(rows, cols int) Board {
	if rows < 1 || cols < 1 || rows*cols > 64 {
		panic(fmt.Sprintf("domineering: a %d×%d board is not 1 … 64 squares", rows, cols))
	}
	cells := ^uint64(0)
	if rows*cols < 64 {
		cells = 1<<(rows*cols) - 1
	}
	return Board{cells, uint8(rows), uint8(cols)}
}

// Parse reads a board written as rows separated by "/" or newlines, "." an
// empty square and "#" (or "x") a filled one, e.g. "../.#". Rows must have
// equal lengths and the board at most 64 squares; the error names the bad
// row or character. An empty row ("../" or "..//..") is an error, not
// dropped: the rows of a board have its width.
func Parse(s string) (Board, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return Board{}, fmt.Errorf("domineering: empty board")
	}
	rows := strings.Split(strings.ReplaceAll(s, "\n", "/"), "/")
	for i, row := range rows {
		if strings.TrimSpace(row) == "" {
			return Board{}, fmt.Errorf("domineering: board %s: row %d is empty", cgt.QuoteInput(s), i+1)
		}
	}
	cols := len(rows[0])
	if cols == 0 || len(rows)*cols > 64 {
		return Board{}, fmt.Errorf("domineering: board %s has %d×%d squares, want 1 … 64", cgt.QuoteInput(s), len(rows), cols)
	}
	b := Board{rows: uint8(len(rows)), cols: uint8(cols)}
	for r, row := range rows {
		row = strings.TrimSpace(row)
		if len(row) != cols {
			return Board{}, fmt.Errorf("domineering: row %s has %d squares, the first row %d", cgt.QuoteInput(row), len(row), cols)
		}
		for c, ch := range []byte(row) {
			switch ch {
			case '.':
				b.cells |= 1 << (r*cols + c)
			case '#', 'x', 'X':
			default:
				_, n := utf8.DecodeRuneInString(row[c:])
				return Board{}, fmt.Errorf("domineering: bad square %s in row %s (want . or #)", cgt.QuoteInput(row[c:c+n]), cgt.QuoteInput(row))
			}
		}
	}
	return b, nil
}

// Rows returns the number of rows.
func (b Board) Rows() int { return int(b.rows) }

// Cols returns the number of columns.
func (b Board) Cols() int { return int(b.cols) }

// Empty reports whether the square in row r, column c is empty.
func (b Board) Empty(r, c int) bool {
	return r >= 0 && c >= 0 && r < int(b.rows) && c < int(b.cols) && b.cells>>(r*int(b.cols)+c)&1 != 0
}

// String writes the board as Parse reads it, rows separated by "/".
func (b Board) String() string {
	var s strings.Builder
	for r := range int(b.rows) {
		if r > 0 {
			s.WriteByte('/')
		}
		for c := range int(b.cols) {
			if b.Empty(r, c) {
				s.WriteByte('.')
			} else {
				s.WriteByte('#')
			}
		}
	}
	return s.String()
}

// Game is Domineering as a partizan.Partizan game over Boards, with the
// partizan.Splitter capability (a board is the sum of its regions). Left places
// vertical dominoes, Right horizontal ones.
type Game struct{}

// masks returns, for b, the squares that have an empty square below (down)
// and to the right (right).
func (b Board) masks() (down, right uint64) {
	down = b.cells & (b.cells >> b.cols)
	right = b.cells & (b.cells >> 1) & notLastCol[b.cols]
	return down, right
}

// LeftMoves appends the boards after each vertical domino.
func (Game) LeftMoves(dst []Board, b Board) []Board {
	down, _ := b.masks()
	return b.vertical(dst, down)
}

// RightMoves appends the boards after each horizontal domino.
func (Game) RightMoves(dst []Board, b Board) []Board {
	_, right := b.masks()
	return b.horizontal(dst, right)
}

// vertical appends the boards after the vertical dominoes whose upper
// squares are the set bits of m.
func (b Board) vertical(dst []Board, m uint64) []Board {
	for ; m != 0; m &= m - 1 {
		i := uint(bits.TrailingZeros64(m))
		dst = append(dst, Board{b.cells &^ (1<<i | 1<<(i+uint(b.cols))), b.rows, b.cols})
	}
	return dst
}

// horizontal appends the boards after the horizontal dominoes whose left
// squares are the set bits of m.
func (b Board) horizontal(dst []Board, m uint64) []Board {
	for ; m != 0; m &= m - 1 {
		i := uint(bits.TrailingZeros64(m))
		dst = append(dst, Board{b.cells &^ (3 << i), b.rows, b.cols})
	}
	return dst
}

// PrunedLeftMoves appends the boards after Left's vertical dominoes, less
// some that a domino kept dominates (the partizan.Pruner capability, by
// which the engines value a board; see dominated for the rules). On the
// regions of 5×6 it leaves out one move in four.
func (Game) PrunedLeftMoves(dst []Board, b Board) []Board {
	down, _ := b.masks()
	v, h := b.axes()
	return b.vertical(dst, down&^dominated(b.cells, down, v, h))
}

// PrunedRightMoves is PrunedLeftMoves for Right's horizontal dominoes.
func (Game) PrunedRightMoves(dst []Board, b Board) []Board {
	_, right := b.masks()
	v, h := b.axes()
	return b.horizontal(dst, right&^dominated(b.cells, right, h, v))
}

// axis is a direction on a board: the square after square i is i+s, if
// i is in fwd; the square before it i−s, if i is in back.
type axis struct {
	s         uint
	fwd, back uint64
}

// axes returns b's vertical axis (down a column) and horizontal one
// (along a row, which stops at the ends of the rows).
func (b Board) axes() (vertical, horizontal axis) {
	w := uint(b.cols)
	return axis{w, ^uint64(0), ^uint64(0)}, axis{1, notLastCol[w], notLastCol[w] << 1}
}

// next returns the set of squares whose next square is in x; prev, whose
// previous square is.
func (a axis) next(x uint64) uint64 { return x >> a.s & a.fwd }
func (a axis) prev(x uint64) uint64 { return x << a.s & a.back }

// dominated returns the dominoes of one player (its first squares, m, a
// subset of the empty squares e: the domino at i covers i and the square
// after it along) that are dominated by one not returned.
//
// The proof of each rule is one argument. A Domineering board is a set of
// squares with two sets of edges, Left's (vertical pairs) and Right's, a
// move taking the two squares of an edge of the mover's. If a one-to-one
// map φ of the squares of Y onto those of X sends every Left edge of Y to
// a Left edge of X, and the preimage of every Right edge of X is a Right
// edge of Y, then X ≥ Y: Left, second in X − Y, answers each move by its
// image under φ (a Right move in X by its preimage in Y, a Left move in Y
// by its image in X), and the map of what is left keeps the property. For
// two moves A and B of the mover, with X the board after A and Y after B,
// φ is the identity off A and B and sends the squares of A left in Y to
// those of B left in X, first to first; the mover is Left (for Right,
// exchange the directions). Then:
//
//   - A and B share a square s, A = {s, a} and B = {s, b} along the axis:
//     A dominates B if a is the last square of its run along (its next
//     square along is not empty, so a has no Left edge in Y) and b has no
//     empty square across (so no Right edge in X). (Of a run of three
//     whose ends both have none across, one domino is kept.)
//   - A and B share none: A dominates B if the squares just before and
//     after A along are each filled or in B (so A's squares have no Left
//     edge in Y but their own), and every empty square across from a
//     square of B is in A or across from the square of A that φ sends
//     to it (so every Right edge of X at B's squares is the image of one
//     of Y at A's): A closed and B with nothing across; B beside A, its
//     other side filled (the middle column of 2×3 dominates the outer
//     ones); B two columns from A (for Left) in the same rows, the
//     squares between them empty or not.
//     These are tested pair by pair, a move dropped only for one still
//     kept, so that every move dropped has one kept that dominates it.
func dominated(e, m uint64, along, across axis) uint64 {
	noAcross := e &^ across.next(e) &^ across.prev(e)
	last := e &^ along.next(e)  // no empty square after it along
	first := e &^ along.prev(e) // none before it
	// B = {i, i+s} dominated by A = {i+s, i+2s}, i+2s last.
	d1 := m & along.next(m) & noAcross & along.next(along.next(last))
	// B = {i, i+s} dominated by A = {i−s, i}, i−s first, unless A is
	// itself dropped by the first rule (a run of three).
	d2 := m & along.prev(m) & along.next(noAcross) & along.prev(first) &^ along.prev(d1)
	kept := m &^ (d1 | d2)
	// Disjoint pairs. A candidate A has an empty square at one end at
	// most (B can fill one); a candidate B has squares with an empty
	// square on one side across at most (A is on one side).
	oneSide := e &^ (across.next(e) & across.prev(e))
	bs := kept & oneSide & along.next(oneSide)
	for as := kept &^ (along.next(e) & along.prev(along.prev(e))); as != 0; as &= as - 1 {
		a0 := as & -as
		if kept&a0 == 0 {
			continue
		}
		a1 := along.prev(a0) // prev(x) is x moved one square on along
		sa := a0 | a1
		ends := along.next(a0) | along.prev(a1)
		for bm := bs & kept &^ a0; bm != 0; bm &= bm - 1 {
			b0 := bm & -bm
			b1 := along.prev(b0)
			sb := b0 | b1
			if sa&sb != 0 || ends&e&^sb != 0 ||
				acrossOf(b0, across)&e&^sa&^acrossOf(a0, across) != 0 ||
				acrossOf(b1, across)&e&^sa&^acrossOf(a1, across) != 0 {
				continue
			}
			kept &^= b0
		}
	}
	return m &^ kept
}

// acrossOf returns the squares across from the squares of x.
func acrossOf(x uint64, across axis) uint64 { return across.next(x) | across.prev(x) }

// Hash returns a hash of b (the cgt.Hasher capability, which the partizan
// engines' memo of regions uses instead of hashing the struct: a tenth of
// a solve's time).
func (Game) Hash(b Board) uint64 {
	return b.cells*0x9E3779B97F4A7C15 ^ uint64(b.rows)<<8 ^ uint64(b.cols)
}

// Size returns the number of empty squares of b: a region of a board after
// a move has fewer than the board (the partizan.Sizer capability, with
// which partizan.Canonical uses Options.Workers).
func (Game) Size(b Board) int { return bits.OnesCount64(b.cells) }

// Components appends the regions of b (4-connected sets of empty squares
// of at least two squares: a single square is 0), each cropped to its
// bounding box and reflected left–right and top–bottom to the least of its
// four images (reflections keep the value; a transposition negates it:
// see Negative). A board that is one normalised region is returned alone.
func (Game) Components(dst []Board, b Board) []Board {
	left := b.cells
	w := uint(b.cols)
	notLast := notLastCol[w]
	notFirst := notLast << 1 // squares not in the first column
	for left != 0 {
		region := left & -left
		for {
			grow := region | region<<w | region>>w | (region<<1)&notFirst | (region>>1)&notLast
			grow &= b.cells
			if grow == region {
				break
			}
			region = grow
		}
		left &^= region
		if region&(region-1) == 0 {
			continue // a single square
		}
		dst = append(dst, crop(region, b.rows, b.cols))
	}
	return dst
}

// crop returns the region (squares of a rows×cols board) in its bounding
// box, normalised under the reflections. Time O(rows).
func crop(region uint64, rows, cols uint8) Board {
	w := uint(cols)
	rowMask := uint64(1)<<w - 1
	if w == 64 {
		rowMask = ^uint64(0)
	}
	r0 := uint(bits.TrailingZeros64(region)) / w
	r1 := uint(63-bits.LeadingZeros64(region)) / w
	var colmask uint64
	for r := r0; r <= r1; r++ {
		colmask |= region >> (r * w) & rowMask
	}
	c0 := uint(bits.TrailingZeros64(colmask))
	nw := uint(64-bits.LeadingZeros64(colmask)) - c0
	h := r1 - r0 + 1
	// img is the region cropped, flip the same with its rows in reverse
	// order (top–bottom); turning either by 180° (all n bits reversed)
	// gives the other two images: img turned is flip mirrored left–right.
	var img, flip uint64
	for i := range h {
		row := region >> ((r0+i)*w + c0) & (rowMask >> c0)
		img |= row << (i * nw)
		flip |= row << ((h - 1 - i) * nw)
	}
	n := h * nw
	best := min(img, flip, bits.Reverse64(img)>>(64-n), bits.Reverse64(flip)>>(64-n))
	return Board{best, uint8(h), uint8(nw)}
}

// Negative returns the transposition of the region b (rows for columns:
// Left's vertical dominoes become Right's horizontal ones, so its value is
// −(b's)), normalised as Components normalises, and false if that is b.
// This is the partizan.Negator capability: a region and its transposition
// are solved once (half as many regions on square boards: 6×6 has
// 4,222,741 regions up to the eight symmetries, 8,444,221 up to the
// reflections). b must be a region in normal form, as Components returns
// them.
func (Game) Negative(b Board) (Board, bool) {
	h, w := uint(b.rows), uint(b.cols)
	var t uint64 // b turned about its diagonal: w rows of h squares
	for m := b.cells; m != 0; m &= m - 1 {
		i := uint(bits.TrailingZeros64(m))
		t |= 1 << (i%w*h + i/w)
	}
	n := crop(t, b.cols, b.rows)
	return n, n != b
}

// PairKey returns a number that b and its transposition share: its
// squares, the sum of its height and width, and its counts of vertical and
// horizontal pairs of squares, the lesser first (a transposition swaps
// them). The parallel engine hands b and its transposition to one worker
// by it (partizan.Negator).
func (Game) PairKey(b Board) uint64 {
	down, right := b.masks()
	v, h := uint64(bits.OnesCount64(down)), uint64(bits.OnesCount64(right))
	return uint64(bits.OnesCount64(b.cells)) | uint64(b.rows+b.cols)<<8 | min(v, h)<<16 | max(v, h)<<24
}

// notLastCol[w] marks the squares of a board w wide that are not in its
// last column (masks, Components).
var notLastCol = func() (m [65]uint64) {
	for w := 1; w <= 64; w++ {
		for i := range 64 {
			if i%w != w-1 {
				m[w] |= 1 << i
			}
		}
	}
	return m
}()

// Value returns the canonical form of b. opt as for partizan.Canonical.
func Value(ctx context.Context, b Board, opt *cgt.Options) (partizan.Value, error) {
	return partizan.Canonical(ctx, Game{}, b, opt)
}
