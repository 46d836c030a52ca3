package intervals

import (
	"math"

	"github.com/cgtgo/cgt"
)

// Span is the part values[Lo:Hi] of a row still on the table, for the
// games Coins and Blocks (0 ≤ Lo ≤ Hi ≤ the row's length; Lo == Hi when
// the row is empty).
type Span struct{ Lo, Hi int }

// spans numbers the spans of a row of n values densely, children first:
// row Lo = n, n−1, …, 0 in turn, Hi ascending inside a row, so a span's
// sub-spans come before it.
type spans struct{ n int }

// Size returns (n+1)(n+2)/2, the number of spans of a row of n values.
func (s spans) Size() int { return (s.n + 1) * (s.n + 2) / 2 }

// Index returns the number of p, or −1 if p is not a span of the row.
func (s spans) Index(p Span) int {
	if p.Lo < 0 || p.Lo > p.Hi || p.Hi > s.n {
		return -1
	}
	r := s.n - p.Lo
	return r*(r+1)/2 + p.Hi - p.Lo
}

// Position returns the span numbered i, 0 ≤ i < Size().
func (s spans) Position(i int) Span {
	// Row r (Lo = n − r) starts at r(r+1)/2; the float estimate of r is
	// off by at most one for any i below 2⁵⁰.
	r := int((math.Sqrt(float64(8*i+1)) - 1) / 2)
	base := r * (r + 1) / 2
	if base > i {
		base -= r
		r--
	} else if base+r+1 <= i {
		r++
		base += r
	}
	lo := s.n - r
	return Span{lo, lo + i - base}
}

// Coins is the game "take a coin from either end": coins with values lie in
// a row; a move takes the first or the last coin, and its value is the
// mover's; play ends when the row is empty, and each player wants the
// larger total. Positions are Spans of the row; it is a Dense, ZeroSum
// Scoring game (about n²/2 positions), so SolveScores solves every span of
// a row of a few thousand coins in well under a second. Values may be
// negative. A Coins is immutable and safe for concurrent use.
type Coins[S cgt.Score] struct {
	spans
	vals []S
	sum  []S // sum[i] = vals[0] + … + vals[i−1]
}

// NewCoins returns the game on a copy of values.
func NewCoins[S cgt.Score](values []S) *Coins[S] {
	c := &Coins[S]{spans: spans{len(values)}, vals: append([]S(nil), values...), sum: make([]S, len(values)+1)}
	for i, v := range values {
		c.sum[i+1] = c.sum[i] + v
	}
	return c
}

// Start returns the full row.
func (c *Coins[S]) Start() Span { return Span{0, len(c.vals)} }

// Moves appends the spans left by taking the first and by taking the last
// coin of p (the same coin when one is left: then both moves are listed).
func (c *Coins[S]) Moves(dst []Span, p Span) []Span {
	if p.Lo < p.Hi {
		dst = append(dst, Span{p.Lo + 1, p.Hi}, Span{p.Lo, p.Hi - 1})
	}
	return dst
}

// Terminal reports an empty row as ended (a Tie to engines that do not
// count points).
func (c *Coins[S]) Terminal(p Span) (cgt.Outcome, bool) { return cgt.Tie, p.Lo >= p.Hi }

// Gain returns the value of the coin taken by the move p → q.
func (c *Coins[S]) Gain(p, q Span) S {
	if q.Lo > p.Lo {
		return c.vals[p.Lo]
	}
	return c.vals[p.Hi-1]
}

// Payoff returns 0: nothing is scored at the end.
func (c *Coins[S]) Payoff(Span) S { return 0 }

// ScoredMovesAt is the ScoringAt capability: the two moves of the span
// numbered i by number, with the coins they take. In the dense order, the
// span without its first coin is r+1 places back (r = n − Lo), the span
// without its last coin is the one just before.
func (c *Coins[S]) ScoredMovesAt(dst []cgt.ScoredMove[S], i int) ([]cgt.ScoredMove[S], bool, S) {
	p := c.Position(i)
	if p.Lo >= p.Hi {
		return dst, true, 0
	}
	r := c.n - p.Lo
	return append(dst, cgt.ScoredMove[S]{To: i - r - 1, Gain: c.vals[p.Lo]}, cgt.ScoredMove[S]{To: i - 1, Gain: c.vals[p.Hi-1]}), false, 0
}

// ScoredMovesBlock is the cgt.ScoringBlock capability: the moves of the
// spans numbered lo … hi−1, walked row by row in index order (one Position
// call per block, no square root per span), written into buffers grown
// once.
func (c *Coins[S]) ScoredMovesBlock(dst []cgt.ScoredMove[S], ends []int32, lo, hi int) ([]cgt.ScoredMove[S], []int32) {
	dst, ends = reserve(dst, 2*(hi-lo)), reserve(ends, hi-lo)
	w, out := len(dst), dst[:cap(dst)]
	p := c.Position(lo)
	for i := lo; i < hi; {
		if p.Lo >= p.Hi { // the empty span that starts a row
			out[w] = cgt.ScoredMove[S]{To: -1}
			w++
			ends = append(ends, int32(w))
			i++
			p = c.next(p)
			continue
		}
		// The rest of the row: spans (p.Lo, h) for h = p.Hi … n, numbered
		// from i; without the first coin is r+1 places back (r = n − Lo),
		// without the last coin the place before.
		back := c.n - p.Lo + 1
		take := c.vals[p.Lo]
		stop := min(hi, i+c.n-p.Hi+1)
		for h := p.Hi; i < stop; i, h = i+1, h+1 {
			out[w] = cgt.ScoredMove[S]{To: i - back, Gain: take}
			out[w+1] = cgt.ScoredMove[S]{To: i - 1, Gain: c.vals[h-1]}
			w += 2
			ends = append(ends, int32(w))
		}
		p = Span{p.Lo - 1, p.Lo - 1}
	}
	return out[:w], ends
}

// reserve returns s with room for n more elements. Unlike slices.Grow, a
// new array gets only s's elements copied, not its whole capacity: the
// engine hands the buffers back emptied, block after block, and the
// blocks of Blocks grow one after the other.
func reserve[E any](s []E, n int) []E {
	if cap(s)-len(s) >= n {
		return s
	}
	return append(make([]E, 0, len(s)+n+n/4), s...)
}

// next returns the span after p in the dense order.
func (s spans) next(p Span) Span {
	if p.Hi < s.n {
		return Span{p.Lo, p.Hi + 1}
	}
	return Span{p.Lo - 1, p.Lo - 1}
}

// Remaining returns the total value of the coins in p.
func (c *Coins[S]) Remaining(p Span) S { return c.sum[p.Hi] - c.sum[p.Lo] }

// Blocks is the game "take a block from either end": values lie in a row;
// a move takes any non-empty run of values from the start or from the end
// of the row and scores their sum (values may be negative, so taking more
// is not always better); play ends when the row is empty. Positions are
// Spans; it is a Dense, ZeroSum Scoring game with about n²/2 positions and
// 2·len moves from a span of length len, so solving a row of n values costs
// O(n³). A Blocks is immutable and safe for concurrent use.
type Blocks[S cgt.Score] struct {
	spans
	sum []S
}

// NewBlocks returns the game on the row values.
func NewBlocks[S cgt.Score](values []S) *Blocks[S] {
	b := &Blocks[S]{spans: spans{len(values)}, sum: make([]S, len(values)+1)}
	for i, v := range values {
		b.sum[i+1] = b.sum[i] + v
	}
	return b
}

// Start returns the full row.
func (b *Blocks[S]) Start() Span { return Span{0, b.n} }

// Moves appends the spans left by taking 1, 2, … values from the start,
// then 1, 2, … values from the end (taking all is listed both ways).
func (b *Blocks[S]) Moves(dst []Span, p Span) []Span {
	for lo := p.Lo + 1; lo <= p.Hi; lo++ {
		dst = append(dst, Span{lo, p.Hi})
	}
	for hi := p.Hi - 1; hi >= p.Lo; hi-- {
		dst = append(dst, Span{p.Lo, hi})
	}
	return dst
}

// Terminal reports an empty row as ended.
func (b *Blocks[S]) Terminal(p Span) (cgt.Outcome, bool) { return cgt.Tie, p.Lo >= p.Hi }

// Gain returns the sum of the values taken by the move p → q.
func (b *Blocks[S]) Gain(p, q Span) S { return b.Remaining(p) - b.Remaining(q) }

// Payoff returns 0: nothing is scored at the end.
func (b *Blocks[S]) Payoff(Span) S { return 0 }

// ScoredMovesAt is the ScoringAt capability: the moves of the span
// numbered i (in Moves' order) by number, with the sums they take.
func (b *Blocks[S]) ScoredMovesAt(dst []cgt.ScoredMove[S], i int) ([]cgt.ScoredMove[S], bool, S) {
	p := b.Position(i)
	if p.Lo >= p.Hi {
		return dst, true, 0
	}
	for lo := p.Lo + 1; lo <= p.Hi; lo++ {
		dst = append(dst, cgt.ScoredMove[S]{To: b.Index(Span{lo, p.Hi}), Gain: b.sum[lo] - b.sum[p.Lo]})
	}
	for hi := p.Hi - 1; hi >= p.Lo; hi-- {
		dst = append(dst, cgt.ScoredMove[S]{To: b.Index(Span{p.Lo, hi}), Gain: b.sum[p.Hi] - b.sum[hi]})
	}
	return dst, false, 0
}

// ScoredMovesBlock is the cgt.ScoringBlock capability: the moves of the
// spans numbered lo … hi−1, walked in index order without a square root per
// span.
func (b *Blocks[S]) ScoredMovesBlock(dst []cgt.ScoredMove[S], ends []int32, lo, hi int) ([]cgt.ScoredMove[S], []int32) {
	// Room for the whole block at once: 2·len moves per span (one entry
	// for the empty span), so that filling it never copies.
	need, p := 0, b.Position(lo)
	for range hi - lo {
		need += max(1, 2*(p.Hi-p.Lo))
		p = b.next(p)
	}
	dst, ends = reserve(dst, need), reserve(ends, hi-lo)
	p = b.Position(lo)
	for i := lo; i < hi; i++ {
		if p.Lo >= p.Hi {
			dst = append(dst, cgt.ScoredMove[S]{To: -1})
		} else {
			// Span{l, p.Hi} is numbered r(r+1)/2 + p.Hi − l with r = n − l,
			// so each l+1 is numbered n − l + 1 below l.
			to := b.Index(Span{p.Lo + 1, p.Hi})
			for l := p.Lo + 1; l <= p.Hi; l++ {
				dst = append(dst, cgt.ScoredMove[S]{To: to, Gain: b.sum[l] - b.sum[p.Lo]})
				to -= b.n - l + 1
			}
			for h := p.Hi - 1; h >= p.Lo; h-- {
				dst = append(dst, cgt.ScoredMove[S]{To: i - (p.Hi - h), Gain: b.sum[p.Hi] - b.sum[h]})
			}
		}
		ends = append(ends, int32(len(dst)))
		p = b.next(p)
	}
	return dst, ends
}

// Remaining returns the sum of the values in p.
func (b *Blocks[S]) Remaining(p Span) S { return b.sum[p.Hi] - b.sum[p.Lo] }
