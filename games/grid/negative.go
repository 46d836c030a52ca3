package grid

import "math/bits"

// The partizan.Negator capability of the rulesets whose rules are the same
// for both colours (Clobber, Snort, Col, Amazons): exchanging the colours
// of the pieces swaps the players, so a part and its colours exchanged
// have opposite values (Winning Ways, ch. 1), and the engines solve one of
// the two. Cram, impartial, is its own negative.

// swapped returns b with the colours of its pieces exchanged.
func swapped(b Board) Board {
	bl := b.blocked()
	return Board{x: b.right() | bl, o: b.left() | bl, rows: b.rows, cols: b.cols}
}

// negative returns the part b with its colours exchanged, in the normal
// form parts returns, and whether that differs from b.
func negative(parts func([]Board, Board) []Board, b Board) (Board, bool) {
	ps := parts(nil, swapped(b))
	if len(ps) != 1 {
		return b, false // not one part: not a part in normal form
	}
	return ps[0], ps[0] != b
}

// pairKey returns a number that b and b with its colours exchanged share:
// its size, its empty and blocked squares, and its counts of pieces of
// each colour, the lesser first.
func pairKey(b Board) uint64 {
	x, o := uint64(bits.OnesCount64(b.left())), uint64(bits.OnesCount64(b.right()))
	return uint64(b.rows+b.cols) | uint64(bits.OnesCount64(b.empty()))<<8 |
		uint64(bits.OnesCount64(b.blocked()))<<16 | min(x, o)<<24 | max(x, o)<<32
}

// Negative returns the part b with the colours of its stones exchanged (its
// value is −(b's)), in Components' normal form, and false if that is b
// (the partizan.Negator capability: a part and its negative are solved
// once).
func (g Clobber) Negative(b Board) (Board, bool) { return negative(g.Components, b) }

// PairKey returns a number that b and its Negative share (partizan.Negator).
func (Clobber) PairKey(b Board) uint64 { return pairKey(b) }

// Negative returns the part b with the colours of its pieces exchanged, as
// Clobber's.
func (g Snort) Negative(b Board) (Board, bool) { return negative(g.Components, b) }

// PairKey returns a number that b and its Negative share.
func (Snort) PairKey(b Board) uint64 { return pairKey(b) }

// Negative returns the part b with the colours of its pieces exchanged, as
// Clobber's.
func (g Col) Negative(b Board) (Board, bool) { return negative(g.Components, b) }

// PairKey returns a number that b and its Negative share.
func (Col) PairKey(b Board) uint64 { return pairKey(b) }

// Negative returns the part b with its amazons' colours exchanged, as
// Clobber's.
func (g Amazons) Negative(b Board) (Board, bool) { return negative(g.Components, b) }

// PairKey returns a number that b and its Negative share.
func (Amazons) PairKey(b Board) uint64 { return pairKey(b) }
