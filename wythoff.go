package cgt

// Wythoff's game: two heaps, and a move takes any number of tokens from one
// heap or the same number from both; the first classic closed form.
//
// Its P-positions are (⌊kφ⌋, ⌊kφ²⌋) and their mirrors (Wythoff, 1907;
// OEIS A000201 and A001950). [WythoffPair], [WythoffIsP], [WythoffOutcome]
// and [WythoffWinningMoves] compute them exactly for every uint64 pair with
// integer arithmetic (⌊kφ⌋ = (k + ⌊√(5k²)⌋)/2 with 128-bit intermediates),
// where formulas in floating point fail above about 2⁵³.
// [WythoffGrundyTable] gives the nim-values of a rectangle of positions,
// and [Wythoff] is the game for the engines.

import (
	"math/bits"
	"strconv"
)

// invPhi64 is ⌊2⁶⁴/φ⌋ = ⌊2⁶⁴(φ−1)⌋, the 64-bit fixed-point fraction of 1/φ
// (the tests recompute it with big.Int square roots).
const invPhi64 = 0x9E3779B97F4A7C15

// floorDivPhi returns ⌊k/φ⌋ = ⌊k(φ−1)⌋ exactly, for every uint64 k.
//
// With c = invPhi64, c/2⁶⁴ ≤ 1/φ < (c+1)/2⁶⁴, so y = ⌊k·c/2⁶⁴⌋ is ⌊k/φ⌋ or
// one less. The exact test: y+1 ≤ k/φ ⇔ (2(y+1)+k)² ≤ 5k² ⇔
// (y+1)(y+1+k) ≤ k² (and equality is impossible for k > 0, √5 being
// irrational), evaluated in 128 bits with the carry kept.
func floorDivPhi(k uint64) uint64 {
	y, _ := bits.Mul64(k, invPhi64)
	z := y + 1
	// z(z+k) < k² ?  z+k may carry into a 65th bit.
	s, carry := bits.Add64(z, k, 0)
	hi, lo := bits.Mul64(z, s)
	if carry != 0 {
		// z·(s + 2⁶⁴) = z·s + z·2⁶⁴
		var c uint64
		hi, c = bits.Add64(hi, z, 0)
		if c != 0 {
			return y // z(z+k) ≥ 2¹²⁸ > k²
		}
	}
	khi, klo := bits.Mul64(k, k)
	if hi < khi || (hi == khi && lo < klo) {
		return z
	}
	return y
}

// WythoffPair returns the k-th P-position of Wythoff's game, (⌊kφ⌋, ⌊kφ²⌋)
// (OEIS A000201 and A001950; k = 0 gives (0, 0)), computed exactly in
// integer arithmetic: ⌊kφ⌋ = k + ⌊k/φ⌋ and ⌊kφ²⌋ = ⌊kφ⌋ + k. It reports
// ok = false when ⌊kφ²⌋ does not fit in a uint64. Cost O(1), no floating
// point (float formulas are wrong for large k).
func WythoffPair(k uint64) (a, b uint64, ok bool) {
	a, c1 := bits.Add64(k, floorDivPhi(k), 0)
	b, c2 := bits.Add64(a, k, 0)
	if c1|c2 != 0 {
		return 0, 0, false
	}
	return a, b, true
}

// WythoffIsP reports whether (a, b) is a P-position of Wythoff's game
// (a loss for the player to move): with x ≤ y the two heaps and d = y−x,
// exactly when x = ⌊dφ⌋. Exact for every pair of uint64, cost O(1): one
// 128-bit product and one comparison.
func WythoffIsP(a, b uint64) bool {
	if a > b {
		a, b = b, a
	}
	d := b - a
	x, carry := bits.Add64(d, floorDivPhi(d), 0)
	return carry == 0 && x == a
}

// WythoffOutcome returns Loss when (a, b) is a P-position of Wythoff's game
// and Win otherwise. Exact for every pair of uint64, O(1).
func WythoffOutcome(a, b uint64) Outcome {
	if WythoffIsP(a, b) {
		return Loss
	}
	return Win
}

// wythoffPartner returns the w with (v, w) a P-position; every v ≥ 0 has
// exactly one (the Beatty sequences ⌊kφ⌋ and ⌊kφ²⌋, k ≥ 1, partition the
// positive integers). ok is false when w does not fit in a uint64.
func wythoffPartner(v uint64) (w uint64, ok bool) {
	if v == 0 {
		return 0, true
	}
	// v = ⌊kφ⌋ needs k = ⌈v/φ⌉ = ⌊v/φ⌋+1; otherwise v = ⌊kφ²⌋ with
	// k = ⌈v/φ²⌉ = v − ⌊v/φ⌋ and partner v − k.
	k0 := floorDivPhi(v)
	k := k0 + 1
	if k+floorDivPhi(k) == v {
		w, c := bits.Add64(v, k, 0)
		return w, c == 0
	}
	return k0, true // v − (v − k0)
}

// WythoffWinningMoves returns every winning move of Wythoff's game from (a, b) as
// the position it leads to, in the orientation of (a, b): the diagonal move
// to the P-position with the same difference, and the moves keeping one
// heap and reducing the other to that heap's P-partner, when these reduce.
// It returns nil when (a, b) is a P-position. A won position has one to
// three winning moves. Exact for every pair of uint64, O(1).
func WythoffWinningMoves(a, b uint64) [][2]uint64 {
	if WythoffIsP(a, b) {
		return nil
	}
	var out [][2]uint64
	// Diagonal: keep d = |a−b|, go to (⌊dφ⌋, ⌊dφ⌋+d) if that is lower.
	x, y, swap := a, b, false
	if x > y {
		x, y, swap = y, x, true
	}
	d := y - x
	if t, carry := bits.Add64(d, floorDivPhi(d), 0); carry == 0 && t < x {
		m := [2]uint64{t, t + d}
		if swap {
			m[0], m[1] = m[1], m[0]
		}
		out = append(out, m)
	}
	// Keep a, reduce b to a's partner.
	if w, ok := wythoffPartner(a); ok && w < b {
		out = append(out, [2]uint64{a, w})
	}
	// Keep b, reduce a to b's partner.
	if w, ok := wythoffPartner(b); ok && w < a {
		out = append(out, [2]uint64{w, b})
	}
	return out
}

// WythoffGrundyTable returns the nim-values of Wythoff's game for all
// positions (a, b) with a < rows, b < cols, as t[a][b] (OEIS A004481 read
// by antidiagonals). The value is the mex of the values to the left in the
// row, below in the column and down the diagonal; the fill keeps one bitset
// of the values seen per row, column and diagonal and starts each mex scan
// at the first word none of the three has left incomplete, so it costs
// about O(rows·cols·(rows+cols)/64) word operations in the worst case and
// far less in practice, and O((rows+cols)²/64) words of scratch memory.
// It panics if rows or cols is negative.
func WythoffGrundyTable(rows, cols int) [][]int {
	if rows < 0 || cols < 0 {
		panic("cgt: WythoffGrundyTable: negative size " + strconv.Itoa(rows) + "×" + strconv.Itoa(cols))
	}
	t := make([][]int, rows)
	if rows == 0 || cols == 0 {
		for a := range t {
			t[a] = []int{}
		}
		return t
	}
	flat := make([]int, rows*cols)
	for a := range t {
		t[a] = flat[a*cols : (a+1)*cols]
	}
	// A value at (a, b) has at most a + b + min(a, b) options, so it is
	// below rows+cols+min(rows, cols).
	words := (rows+cols+min(rows, cols))/64 + 1
	nsets := rows + cols + (rows + cols - 1)
	seen := make([]uint64, nsets*words)
	full := make([]int, nsets) // per set: first word not all ones
	rowSet := func(a int) int { return a }
	colSet := func(b int) int { return rows + b }
	diagSet := func(a, b int) int { return rows + cols + (a - b + cols - 1) }
	for a := range rows {
		for b := range cols {
			r, c, dg := rowSet(a), colSet(b), diagSet(a, b)
			sr, sc, sd := seen[r*words:(r+1)*words], seen[c*words:(c+1)*words], seen[dg*words:(dg+1)*words]
			w := max(full[r], full[c], full[dg])
			for sr[w]|sc[w]|sd[w] == ^uint64(0) {
				w++
			}
			g := w*64 + bits.TrailingZeros64(^(sr[w] | sc[w] | sd[w]))
			t[a][b] = g
			bit := uint64(1) << (g % 64)
			for _, s := range [3]int{r, c, dg} {
				set := seen[s*words : (s+1)*words]
				set[g/64] |= bit
				for full[s] < words && set[full[s]] == ^uint64(0) {
					full[s]++
				}
			}
		}
	}
	return t
}

// Wythoff is Wythoff's game on the rectangle of positions (a, b) with
// 0 ≤ a < Rows and 0 ≤ b < Cols, as a Game for the engines: a move takes
// any positive number of tokens from one heap, or the same positive number
// from both. It is Dense (index a·Cols + b, children-first) and Reversible.
// Moves cost O(a + b). Rows, Cols ≥ 1; Rows·Cols must fit an int. For
// single positions of any size use WythoffOutcome and WythoffWinningMoves.
type Wythoff struct {
	Rows, Cols int
}

// Moves appends the positions reachable from p in one move.
func (g Wythoff) Moves(dst [][2]int, p [2]int) [][2]int {
	a, b := p[0], p[1]
	for x := 0; x < a; x++ {
		dst = append(dst, [2]int{x, b})
	}
	for y := 0; y < b; y++ {
		dst = append(dst, [2]int{a, y})
	}
	for t := 1; t <= min(a, b); t++ {
		dst = append(dst, [2]int{a - t, b - t})
	}
	return dst
}

// Predecessors appends the positions inside the rectangle from which p is
// reached in one move.
func (g Wythoff) Predecessors(dst [][2]int, p [2]int) [][2]int {
	a, b := p[0], p[1]
	for x := a + 1; x < g.Rows; x++ {
		dst = append(dst, [2]int{x, b})
	}
	for y := b + 1; y < g.Cols; y++ {
		dst = append(dst, [2]int{a, y})
	}
	for t := 1; a+t < g.Rows && b+t < g.Cols; t++ {
		dst = append(dst, [2]int{a + t, b + t})
	}
	return dst
}

// Terminal reports nothing terminal: Wythoff's game is normal play.
func (g Wythoff) Terminal([2]int) (Outcome, bool) { return Unknown, false }

// Size returns Rows·Cols.
func (g Wythoff) Size() int { return g.Rows * g.Cols }

// Index returns a·Cols + b, or −1 outside the rectangle.
func (g Wythoff) Index(p [2]int) int {
	if p[0] < 0 || p[0] >= g.Rows || p[1] < 0 || p[1] >= g.Cols {
		return -1
	}
	return p[0]*g.Cols + p[1]
}

// Position returns the position numbered i.
func (g Wythoff) Position(i int) [2]int { return [2]int{i / g.Cols, i % g.Cols} }
