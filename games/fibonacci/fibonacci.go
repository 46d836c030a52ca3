package fibonacci

import (
	"math/bits"
	"strconv"

	"github.com/cgtgo/cgt"
)

// Zeckendorf returns the Zeckendorf representation of n, the unique way of
// writing n as a sum of non-consecutive Fibonacci numbers 1, 2, 3, 5, 8, …,
// largest first (nil for 0). Cost O(log n): at most 46 terms for a uint64.
func Zeckendorf(n uint64) []uint64 {
	return AppendZeckendorf(nil, n)
}

// AppendZeckendorf appends the Zeckendorf representation of n to dst,
// largest term first, and returns the extended slice.
func AppendZeckendorf(dst []uint64, n uint64) []uint64 {
	x, y := zeckTop(n)
	for n > 0 && x > 0 {
		if x <= n {
			dst = append(dst, x)
			n -= x // now n < y: the next term is not consecutive
		}
		x, y = y, x-y
	}
	return dst
}

// zeckTop returns x, the largest Fibonacci number ≤ n (0 for n = 0), and
// y, the one before it, without overflow (F(93) < 2⁶⁴ < F(94)).
func zeckTop(n uint64) (x, y uint64) {
	if n < 2 {
		return n, 0
	}
	a, b := uint64(1), uint64(2) // invariant: b ≤ n
	for a <= n-b {
		a, b = b, a+b
	}
	return b, a
}

// zeckSmallest returns the smallest Zeckendorf term of n > 0.
func zeckSmallest(n uint64) uint64 {
	x, y := zeckTop(n)
	last := uint64(0)
	for n > 0 && x > 0 {
		if x <= n {
			last = x
			n -= x
		}
		x, y = y, x-y
	}
	return last
}

// Position is a position of Fibonacci nim: the tokens left and
// the most the player to move may take.
type Position struct {
	Heap, MaxTake uint64
}

// Start returns the starting position of Fibonacci nim with n
// tokens: the first player may take 1 to n−1 (not all). n = 0 gives (0, 0).
func Start(n uint64) Position {
	if n == 0 {
		return Position{}
	}
	return Position{Heap: n, MaxTake: n - 1}
}

// Outcome returns the outcome of Fibonacci nim for the player
// to move at p: a move takes t tokens, 1 ≤ t ≤ min(MaxTake, Heap), and the
// opponent may then take at most 2t; who takes the last token wins. The
// mover wins exactly when the smallest term of the Zeckendorf
// representation of Heap is at most MaxTake (Whinihan 1963); an empty heap
// is a Loss. So from the start, the first player loses exactly when n is a
// Fibonacci number. Exact for every uint64 state, cost O(log Heap).
func Outcome(p Position) cgt.Outcome {
	if p.Heap == 0 {
		return cgt.Loss
	}
	if zeckSmallest(p.Heap) <= p.MaxTake {
		return cgt.Win
	}
	return cgt.Loss
}

// WinningTake returns the classic winning move from p: take the
// smallest Zeckendorf term of Heap; ok is false when p is lost. Cost
// O(log Heap).
func WinningTake(p Position) (take uint64, ok bool) {
	if p.Heap == 0 {
		return 0, false
	}
	if t := zeckSmallest(p.Heap); t <= p.MaxTake {
		return t, true
	}
	return 0, false
}

// WinningTakes returns every winning take from p, smallest first, or
// nil when p is lost. A take t wins exactly when it empties the heap or
// leaves a heap whose smallest Zeckendorf term exceeds 2t; such a t is
// always the sum of the j smallest Zeckendorf terms of Heap for some j (the
// remainder's terms and t's are then disjoint parts of Heap's
// representation, by uniqueness), so the candidates are these suffix sums:
// at most 46, cost O(log Heap).
func WinningTakes(p Position) []uint64 {
	var buf [46]uint64
	z := AppendZeckendorf(buf[:0], p.Heap)
	var out []uint64
	var t uint64
	for j := len(z) - 1; j >= 0; j-- {
		t += z[j]
		if t > p.MaxTake {
			break
		}
		// Remaining smallest term is z[j−1]; win iff 2t < z[j−1].
		if j == 0 || t <= (z[j-1]-1)/2 {
			out = append(out, t)
		}
	}
	return out
}

// After returns the position after taking t tokens from p:
// (Heap−t, min(2t, Heap−t)); a MaxTake above the heap is clamped to it,
// which changes nothing in the game and keeps positions canonical. It
// panics unless 1 ≤ t ≤ min(MaxTake, Heap).
func After(p Position, t uint64) Position {
	if t < 1 || t > p.MaxTake || t > p.Heap {
		panic("fibonacci: After: illegal take " + strconv.FormatUint(t, 10))
	}
	h := p.Heap - t
	m := h
	if t <= h/2 {
		m = 2 * t
	}
	return Position{Heap: h, MaxTake: m}
}

// Game is Fibonacci nim with heaps of at most N tokens as a Game for
// the engines. Its positions are the canonical states (Heap, MaxTake) with
// MaxTake ≤ Heap ≤ N (see After; Start positions
// qualify). It is Dense (index Heap·(Heap+1)/2 + MaxTake, children-first;
// Size() = (N+1)(N+2)/2) and Reversible. Moves cost O(MaxTake) and
// Predecessors O(N), so a pull engine does O(N³) work over the whole space
// while the push engine only expands the predecessors of lost positions.
// N must be at most about 3·10⁹ for Size to fit an int; it panics above.
type Game struct {
	N int
}

// Moves appends the positions after each legal take from p.
func (g Game) Moves(dst []Position, p Position) []Position {
	for t := uint64(1); t <= min(p.MaxTake, p.Heap); t++ {
		dst = append(dst, After(p, t))
	}
	return dst
}

// Predecessors appends the canonical positions with heap at most N from
// which p is reached by one take.
func (g Game) Predecessors(dst []Position, p Position) []Position {
	h, m := p.Heap, p.MaxTake
	// Takes t with After((h+t, ·), t) = p: if m < h, then
	// 2t = m; if m = h, any t with 2t ≥ h.
	addFrom := func(t uint64) {
		if h+t > uint64(g.N) {
			return
		}
		for mt := t; mt <= h+t; mt++ {
			dst = append(dst, Position{Heap: h + t, MaxTake: mt})
		}
	}
	if m < h {
		if m%2 == 0 && m > 0 {
			addFrom(m / 2)
		}
		return dst
	}
	for t := max((h+1)/2, 1); h+t <= uint64(g.N); t++ {
		addFrom(t)
	}
	return dst
}

// Terminal reports nothing terminal: an empty heap has no moves and is a
// Loss under normal play.
func (g Game) Terminal(Position) (cgt.Outcome, bool) { return cgt.Unknown, false }

// Size returns (N+1)(N+2)/2.
func (g Game) Size() int {
	if g.N < 0 || int64(g.N) > 3_000_000_000 {
		panic("fibonacci: Game: N out of range: " + strconv.Itoa(g.N))
	}
	return (g.N + 1) * (g.N + 2) / 2
}

// Index returns Heap·(Heap+1)/2 + min(MaxTake, Heap), or −1 for a heap
// above N. A MaxTake above the heap is clamped (it allows nothing more), so
// a Solution answers for any state with a heap up to N.
func (g Game) Index(p Position) int {
	if p.Heap > uint64(g.N) {
		return -1
	}
	h := int(p.Heap)
	return h*(h+1)/2 + int(min(p.MaxTake, p.Heap))
}

// Position returns the position numbered i.
func (g Game) Position(i int) Position {
	// Largest h with h(h+1)/2 ≤ i.
	h := int((isqrt(8*uint64(i)+1) - 1) / 2)
	return Position{Heap: uint64(h), MaxTake: uint64(i - h*(h+1)/2)}
}

// isqrt returns ⌊√x⌋ exactly.
func isqrt(x uint64) uint64 {
	if x == 0 {
		return 0
	}
	// Newton's method from a power of two above the root.
	r := uint64(1) << ((bits.Len64(x) + 1) / 2)
	for {
		s := (r + x/r) / 2
		if s >= r {
			return r
		}
		r = s
	}
}
