package grid

import (
	"context"
	"math/bits"
	"slices"

	"github.com/cgtgo/cgt"
)

// Cram is the game of Cram (Gardner; Winning Ways, ch. 3; Lessons in Play;
// CGSuite's game.grid.Cram), the impartial Domineering: either player
// places a domino on two adjacent empty squares, vertically or
// horizontally; who cannot place loses. Every square that is not empty
// ('x', 'o' or '#') is filled. Its values are nimbers: CramTable computes them faster than the partizan engine. As a
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

// Size returns the number of empty squares of b: a move fills two (the
// partizan.Sizer capability, with which partizan.Canonical uses
// Options.Workers).
func (Cram) Size(b Board) int { return bits.OnesCount64(b.empty()) }

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

// CramTable computes nim-values of Cram positions by the Sprague–Grundy
// theory alone: the nim-value of a region is the least number that is not
// the nim-sum (XOR) of the values of the regions some move leaves; of a
// board, the nim-sum of its regions'. It keeps every region it has solved
// (in normal form) across calls. It is not safe for concurrent use.
type CramTable struct {
	memo map[Board]int
	opt  *cgt.Options
	m    *cgt.Meter
}

// NewCramTable returns an empty table. opt.Limit bounds the regions it
// keeps over all calls (cgt.ErrLimit past it); Progress is called with the
// number of regions solved.
func NewCramTable(opt *cgt.Options) *CramTable {
	return &CramTable{memo: map[Board]int{}, opt: opt}
}

// Len returns the number of regions solved and kept.
func (t *CramTable) Len() int { return len(t.memo) }

// NimValue returns the nim-value of the Cram position b: the n of the
// nimber *n its value is (as partizan.Canonical(ctx, Cram{}, b, nil)
// gives it, much faster). The recursion goes one level a domino, at most
// 32 deep. Errors: cgt.ErrLimit past the table's limit, ctx.Err() when ctx
// is done; the table keeps what it had solved and may be used again.
func (t *CramTable) NimValue(ctx context.Context, b Board) (int, error) {
	t.m = cgt.NewMeter(ctx, t.opt)
	t.m.Resume(len(t.memo))
	parts := Cram{}.Components(nil, b)
	x := 0
	for _, p := range parts {
		v, err := t.region(ctx, p)
		if err != nil {
			return 0, err
		}
		x ^= v
	}
	return x, nil
}

// region returns the nim-value of a region in normal form.
func (t *CramTable) region(ctx context.Context, p Board) (int, error) {
	if v, ok := t.memo[p]; ok {
		return v, nil
	}
	moves := dominoes(nil, p, true, true)
	var seen [2]uint64 // the nim-sums met, below 128
	var big []int
	var parts []Board
	for _, m := range moves {
		parts = Cram{}.Components(parts[:0], m)
		x := 0
		for _, q := range parts {
			v, err := t.region(ctx, q)
			if err != nil {
				return 0, err
			}
			x ^= v
		}
		if x < 128 {
			seen[x/64] |= 1 << (x % 64)
		} else {
			big = append(big, x)
		}
	}
	mex := 0
	for mex < 128 && seen[mex/64]>>(mex%64)&1 != 0 {
		mex++
	}
	if mex == 128 {
		for slices.Contains(big, mex) {
			mex++
		}
	}
	t.memo[p] = mex
	return mex, t.m.Step()
}
