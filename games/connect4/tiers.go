package connect4

import (
	"math/bits"
	"sort"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/tier"
)

// Tiered is Connect Four with every legal move, numbered for a strong
// solve one tier at a time (cgt.Tiered, package github.com/cgtgo/cgt/tier):
// tier s holds the positions with s stones, and every move goes from tier s
// to tier s+1.
//
// Numbering. A position of tier s is a column-height vector (h₀ … h_{W−1},
// each ≤ H, summing to s) and the choice of which ⌈s/2⌉ of its s stones are
// the first player's. TierIndex ranks the height vector lexicographically
// among those summing to s and the choice by the combinatorial number
// system over the stones in bit order, so TierSize(s) = N(s)·C(s, ⌈s/2⌉)
// with N(s) the number of height vectors. The numbering is dense and
// computed in O(W + s) per position with no table, at the price of
// including positions that play cannot reach (a player with four in a row
// who played on); they are solved too, and cost slots, not correctness.
// The alternative, a sorted list of the reachable positions of each tier,
// costs 8 bytes of key per reachable position on top of its entry, a
// forward pass before the solve and a binary search per child looked up;
// the dense numbering costs 2 bytes per slot and no search, so it is
// smaller while there are fewer than 5 slots per reachable position: 1.25
// on 4×4 (201,755 slots, 161,029 reachable), 1.42 on 5×4, but 15.6 on 7×6
// (see docs/cluster.md).
//
// Tiered is also Dense (tiers in order, one after the other), so a whole
// small board can be solved in memory by cgt.SolveRetrograde for
// comparison. Moves lists every legal move, in column order; Terminal is
// Game's. A Tiered is immutable and safe for concurrent use.
type Tiered struct {
	*Game
	comp [][]int // comp[k][t]: height vectors of k columns summing to t
	// below[k][t·(H+1)+v] = comp[k][t] + … + comp[k][t−v+1]: the height
	// vectors of k+1 columns summing to t whose first column holds fewer
	// than v stones, what a first column of v stones adds to the rank.
	below  [][]int
	binom  [65][65]int
	size   []int
	offset []int // offset[s]: the Dense number of the first position of tier s
}

// NewTiered returns the tiered form of Connect Four on a w×h board. It
// panics unless w ≥ 1, h ≥ 1 and w·(h+1) ≤ 64 (as New).
func NewTiered(w, h int) *Tiered {
	c := &Tiered{Game: New(w, h)}
	for n := range 65 {
		c.binom[n][0] = 1
		for k := 1; k <= n; k++ {
			c.binom[n][k] = c.binom[n-1][k-1] + c.binom[n-1][k]
		}
	}
	cells := w * h
	c.comp = make([][]int, w+1)
	for k := range w + 1 {
		c.comp[k] = make([]int, cells+1)
		if k == 0 {
			c.comp[0][0] = 1
			continue
		}
		for t := range cells + 1 {
			for v := 0; v <= h && v <= t; v++ {
				c.comp[k][t] += c.comp[k-1][t-v]
			}
		}
	}
	c.below = make([][]int, w+1)
	for k := range w + 1 {
		c.below[k] = make([]int, (cells+1)*(h+1))
		for t := range cells + 1 {
			for v := 1; v <= h && v <= t; v++ {
				c.below[k][t*(h+1)+v] = c.below[k][t*(h+1)+v-1] + c.comp[k][t-v+1]
			}
		}
	}
	c.size = make([]int, cells+1)
	c.offset = make([]int, cells+2)
	for s := range cells + 1 {
		c.size[s] = c.comp[w][s] * c.binom[s][(s+1)/2]
		c.offset[s+1] = c.offset[s] + c.size[s]
	}
	return c
}

// Tiers returns W·H + 1: tiers 0 … W·H stones.
func (c *Tiered) Tiers() int { return len(c.size) }

// Tier returns the number of stones of p.
func (c *Tiered) Tier(p Position) int { return bits.OnesCount64(p.Mask) }

// ChildTiers returns [t+1], or nothing for the full board.
func (c *Tiered) ChildTiers(t int) []int {
	if t+1 >= len(c.size) {
		return nil
	}
	return []int{t + 1}
}

// TierSize returns the number of positions with t stones in the numbering
// (see Tiered).
func (c *Tiered) TierSize(t int) int { return c.size[t] }

// TierIndex returns the number of p among the positions of its tier.
func (c *Tiered) TierIndex(p Position) int {
	s := bits.OnesCount64(p.Mask)
	rest, hr := s, 0
	m, col0 := p.Mask, uint64(1)<<(c.h+1)-1
	for col := range c.w {
		hc := bits.OnesCount64(m & col0)
		m >>= c.h + 1
		hr += c.below[c.w-1-col][rest*(c.h+1)+hc]
		rest -= hc
	}
	first := flipOdd(p.Cur, p.Mask, s)
	cr, k := 0, 0
	for x := first; x != 0; x &= x - 1 {
		b := x & -x
		k++
		cr += c.binom[bits.OnesCount64(p.Mask&(b-1))][k]
	}
	return hr*c.binom[s][(s+1)/2] + cr
}

// TierPosition returns the position numbered i in tier t.
func (c *Tiered) TierPosition(t, i int) Position {
	m := (t + 1) / 2
	hr, cr := i/c.binom[t][m], i%c.binom[t][m]
	var mask uint64
	rest := t
	for col := range c.w {
		hc := 0
		for {
			n := c.comp[c.w-1-col][rest-hc]
			if hr < n {
				break
			}
			hr -= n
			hc++
		}
		mask |= (1<<hc - 1) << (col * (c.h + 1))
		rest -= hc
	}
	var stones [64]uint64
	j := 0
	for x := mask; x != 0; x &= x - 1 {
		stones[j] = x & -x
		j++
	}
	var first uint64
	top := t
	for k := m; k >= 1; k-- {
		// the largest n < top with C(n, k) ≤ cr
		n := k - 1
		for n+1 < top && c.binom[n+1][k] <= cr {
			n++
		}
		cr -= c.binom[n][k]
		first |= stones[n]
		top = n
	}
	return Position{Cur: flipOdd(first, mask, t), Mask: mask}
}

// TierNext returns the position numbered TierIndex(p)+1 of tier t, for p
// of tier t other than its last (tier.Stepper): the next choice of the
// first player's stones in the same columns — the next larger set of as
// many stones, in the order of the numbering, found with a few bit
// operations — or, after the last choice, the first choice of the next
// height vector. The solver steps through a tier so instead of numbering
// each position afresh (TierPosition is O(W·H + t²)).
func (c *Tiered) TierNext(t int, p Position) Position {
	first, mask := flipOdd(p.Cur, p.Mask, t), p.Mask
	// The lowest run of chosen stones moves up by one stone, the rest of
	// it back to the lowest stones: the next set in colexicographic order
	// (Gosper's, with the carry passing over the cells without a stone).
	low := first & -first
	if up := ((first | ^mask) + low) & mask; up != 0 {
		first = up | lowest(mask, bits.OnesCount64(first)-bits.OnesCount64(up))
	} else {
		mask = c.nextHeights(mask)
		first = lowest(mask, (t+1)/2)
	}
	return Position{Cur: flipOdd(first, mask, t), Mask: mask}
}

// flipOdd turns the stones of the player to move (Cur) into the first
// player's, or back: the same stones after an even number t of stones in
// mask, the others after an odd one.
func flipOdd(x, mask uint64, t int) uint64 {
	if t%2 == 1 {
		return x ^ mask
	}
	return x
}

// lowest returns the k lowest set bits of x.
func lowest(x uint64, k int) uint64 {
	var out uint64
	for ; k > 0; k-- {
		out |= x & -x
		x &= x - 1
	}
	return out
}

// nextHeights returns the stones of the height vector after mask's, in the
// order TierIndex ranks them (lexicographic): the last column that can take
// one more stone while the columns after it still hold one, one more there,
// and the columns after it filled from the right.
func (c *Tiered) nextHeights(mask uint64) uint64 {
	var hs [64]int
	for col := range c.w {
		hs[col] = bits.OnesCount64(mask & c.column(col))
	}
	after := 0 // stones right of col
	col := c.w - 1
	for ; col >= 0; col-- {
		if hs[col] < c.h && after > 0 {
			break
		}
		after += hs[col]
	}
	if col < 0 {
		panic("connect4: TierNext of the last position of a tier")
	}
	hs[col]++
	after--
	for k := c.w - 1; k > col; k-- {
		hs[k] = min(c.h, after)
		after -= hs[k]
	}
	var out uint64
	for k := range c.w {
		out |= (1<<hs[k] - 1) << (k * (c.h + 1))
	}
	return out
}

// Moves appends every legal move from p, in column order.
func (c *Tiered) Moves(dst []Position, p Position) []Position {
	poss := (p.Mask + c.bottom) & c.full
	for ; poss != 0; poss &= poss - 1 {
		dst = append(dst, Position{Cur: p.Cur ^ p.Mask, Mask: p.Mask | poss&-poss})
	}
	return dst
}

// Size is the number of positions of all tiers (Dense).
func (c *Tiered) Size() int { return c.offset[len(c.size)] }

// Index numbers the positions tier after tier (Dense).
func (c *Tiered) Index(p Position) int { return c.offset[c.Tier(p)] + c.TierIndex(p) }

// Position is the inverse of Index (Dense).
func (c *Tiered) Position(i int) Position {
	t := sort.Search(len(c.size), func(s int) bool { return c.offset[s+1] > i })
	return c.TierPosition(t, i-c.offset[t])
}

var (
	_ cgt.Tiered[Position]   = (*Tiered)(nil)
	_ cgt.Dense[Position]    = (*Tiered)(nil)
	_ tier.Ranger            = (*Tiered)(nil)
	_ tier.Stepper[Position] = (*Tiered)(nil)
)

// ChildRanges appends the spans of tier t+1 that the moves of positions
// lo … hi−1 of tier t reach (tier.Ranger), so that a solver reads those
// ranges of the child tier instead of all of it. A move adds a stone to
// one column: the children through column c of the positions of one height
// vector h lie in the block of h + e_c, and there in order, since adding
// the stone (to the mover's set, or to neither when the second player
// moves) keeps the colexicographic order of the sets ranked. So for each
// height vector met and each column not full, the span runs from the child
// of the first position to the child of the last; spans of consecutive
// height vectors that touch are joined. Cost O(W·(W+t)) per height vector
// of the range.
func (c *Tiered) ChildRanges(dst []tier.Span, t, lo, hi int) []tier.Span {
	if t+1 >= len(c.size) || lo >= hi {
		return dst
	}
	per := c.binom[t][(t+1)/2]
	open := make([]tier.Span, c.w) // per column, the run being extended
	var m0, m1 [64]Position
	for r := lo / per; r <= (hi-1)/per; r++ {
		p := c.TierPosition(t, max(lo, r*per))
		first, last := c.Moves(m0[:0], p), c.Moves(m1[:0], c.TierPosition(t, min(hi, (r+1)*per)-1))
		for k, q := range first {
			x := tier.Span{Tier: t + 1, Lo: c.TierIndex(q), Hi: c.TierIndex(last[k]) + 1}
			s := &open[bits.TrailingZeros64(q.Mask&^p.Mask)/(c.h+1)]
			if s.Hi > s.Lo && s.Hi == x.Lo {
				s.Hi = x.Hi // the run of this column goes on
				continue
			}
			if s.Hi > s.Lo {
				dst = append(dst, *s)
			}
			*s = x
		}
	}
	for _, s := range open {
		if s.Hi > s.Lo {
			dst = append(dst, s)
		}
	}
	return dst
}
