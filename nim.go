package cgt

// Nim: a move takes any number of tokens from one heap. It is the
// vocabulary of impartial games (every position of one is worth a Nim heap,
// its nim-value, and a sum of games is worth the nim-sum of its parts), so
// it lives beside the engines.
//
// Under normal play (who takes the last token wins) a position is lost iff
// the XOR of the heap sizes, its nim-sum, is 0 (Bouton, 1901): [NimOutcome],
// [NimSum], [NimWinningMoves] and [AppendNimWinningMoves] answer in
// O(number of heaps) for any integer type. Under misère play (who takes the
// last token loses) the rule is the same except when every heap is 0 or 1:
// [MisereNimOutcome], [MisereNimWinningMoves]. [Nim] is Nim on a few bounded
// heaps as a Dense, Reversible game for the engines, and [PokerNim] adds
// bounded additions; the tests solve both and check the closed forms.

import (
	"math"
	"strconv"
	"strings"
)

// HeapSize is the constraint of the closed forms of Nim: any integer type
// (the same set as golang.org/x/exp/constraints.Integer, written out so
// that this file needs only the standard library).
type HeapSize interface {
	~int | ~int8 | ~int16 | ~int32 | ~int64 |
		~uint | ~uint8 | ~uint16 | ~uint32 | ~uint64 | ~uintptr
}

// NimSum returns the nim-sum (bitwise XOR) of the heap sizes, the nim-value
// of a position of Nim. Cost O(len(heaps)). The heap sizes must not be
// negative; the result for a negative size is meaningless.
func NimSum[T HeapSize](heaps []T) T {
	var s T
	for _, h := range heaps {
		s ^= h
	}
	return s
}

// NimOutcome returns the outcome of a position of Nim under normal play
// (who takes the last token wins) for the player to move: Loss exactly when
// the nim-sum is zero (Bouton 1901). No heaps, or all empty, is a Loss.
// Cost O(len(heaps)), exact over the whole range of T.
func NimOutcome[T HeapSize](heaps []T) Outcome {
	if NimSum(heaps) == 0 {
		return Loss
	}
	return Win
}

// MisereOutcome returns the outcome of a position of misère Nim (who
// takes the last token loses) for the player to move. If every heap has at
// most one token, the mover wins exactly when the number of one-token heaps
// is even (no tokens at all is a Win: the opponent took the last one);
// otherwise the outcome is that of normal Nim (Bouton 1901). Cost
// O(len(heaps)).
func MisereNimOutcome[T HeapSize](heaps []T) Outcome {
	big, ones := 0, 0
	for _, h := range heaps {
		if h > 1 {
			big++
		} else if h == 1 {
			ones++
		}
	}
	if big == 0 {
		if ones%2 == 0 {
			return Win
		}
		return Loss
	}
	return NimOutcome(heaps)
}

// NimMove is a move of Nim: heap number Heap is reduced to size To.
type NimMove[T HeapSize] struct {
	Heap int // index into the heap slice
	To   T   // the heap's size after the move, smaller than before
}

// NimWinningMoves returns every winning move of normal-play Nim from heaps,
// in heap order: each heap h with h XOR s < h, where s is the nim-sum, is
// reduced to h XOR s. It returns nil when the position is lost. There is at
// least one winning move from every won position, at most len(heaps). Cost
// O(len(heaps)) and one allocation; AppendWinningMoves avoids it.
func NimWinningMoves[T HeapSize](heaps []T) []NimMove[T] {
	return AppendNimWinningMoves(nil, heaps)
}

// AppendNimWinningMoves appends the winning moves of NimWinningMoves to dst
// and returns the extended slice.
func AppendNimWinningMoves[T HeapSize](dst []NimMove[T], heaps []T) []NimMove[T] {
	s := NimSum(heaps)
	if s == 0 {
		return dst
	}
	for i, h := range heaps {
		if t := h ^ s; t < h {
			dst = append(dst, NimMove[T]{Heap: i, To: t})
		}
	}
	return dst
}

// MisereWinningMoves returns every winning move of misère Nim from heaps,
// in heap order, or nil when the position is lost. With two or more heaps of
// at least two tokens they are the normal-play winning moves; with exactly
// one such heap the only winning move reduces it to 0 or 1 so that an odd
// number of one-token heaps remains; with none, every one-token heap may be
// emptied when their number is even. Cost O(len(heaps)).
func MisereNimWinningMoves[T HeapSize](heaps []T) []NimMove[T] {
	big, bigAt, ones := 0, -1, 0
	for i, h := range heaps {
		if h > 1 {
			big++
			bigAt = i
		} else if h == 1 {
			ones++
		}
	}
	switch {
	case big >= 2:
		return NimWinningMoves(heaps)
	case big == 1:
		// Leave an odd number of one-token heaps: reduce the big heap to 1
		// when the others hold an even number of ones, to 0 otherwise.
		to := T(0)
		if ones%2 == 0 {
			to = 1
		}
		return []NimMove[T]{{Heap: bigAt, To: to}}
	}
	if ones == 0 || ones%2 == 1 {
		return nil
	}
	moves := make([]NimMove[T], 0, ones)
	for i, h := range heaps {
		if h == 1 {
			moves = append(moves, NimMove[T]{Heap: i, To: 0})
		}
	}
	return moves
}

// NimHeaps is a small position of a heap game: up to 8 heaps (or piles, or
// staircase steps) of 0 to 255 tokens each, unused entries 0. It is a
// comparable 8-byte value, cheap to hash, so engines can key tables on it.
type NimHeaps [8]uint8

// String formats h as "[3 4 5]", leaving out trailing empty heaps.
func (h NimHeaps) String() string {
	n := len(h)
	for n > 0 && h[n-1] == 0 {
		n--
	}
	var b strings.Builder
	b.WriteByte('[')
	for i := 0; i < n; i++ {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(strconv.Itoa(int(h[i])))
	}
	b.WriteByte(']')
	return b.String()
}

// Nim is Nim with a fixed number of heaps of bounded size, as a Game for the
// engines: a move reduces one heap to any smaller size. Positions are NimHeaps
// whose first Heaps entries are at most Max (the rest 0). It is Dense (mixed
// radix: Size() = (Max+1)^Heaps, index order is children-first) and
// Reversible (a predecessor raises one heap, up to Max). Under misère play (Play: Misere),
// the empty position is a terminal Win for the player to move (the opponent
// took the last token). Moves and Predecessors cost O(Heaps·Max).
//
// A Nim with Heaps outside 1..8 or Max outside 0..255, or whose Size would
// overflow an int, is a programmer error: Size panics. The zero value has
// no heaps and is not usable: set Heaps and Max. For large heaps use the
// closed forms NimOutcome and NimWinningMoves instead.
type Nim struct {
	Heaps int  // number of heaps, 1 to 8
	Max   int  // largest heap size, 0 to 255
	Play  Play // Normal (the zero value) or Misere: who takes the last token loses
}

// Moves appends every position reachable from p by reducing one heap.
func (g Nim) Moves(dst []NimHeaps, p NimHeaps) []NimHeaps {
	for i := 0; i < g.Heaps; i++ {
		q := p
		for v := 0; v < int(p[i]); v++ {
			q[i] = uint8(v)
			dst = append(dst, q)
		}
	}
	return dst
}

// Predecessors appends every position with heaps at most Max from which p
// is reached by reducing one heap.
func (g Nim) Predecessors(dst []NimHeaps, p NimHeaps) []NimHeaps {
	for i := 0; i < g.Heaps; i++ {
		q := p
		for v := int(p[i]) + 1; v <= g.Max; v++ {
			q[i] = uint8(v)
			dst = append(dst, q)
		}
	}
	return dst
}

// Terminal reports the empty position as a Win under misère play; under
// normal play nothing is terminal (no moves is a Loss).
func (g Nim) Terminal(p NimHeaps) (Outcome, bool) {
	if g.Play == Misere && p == (NimHeaps{}) {
		return Win, true
	}
	return Unknown, false
}

// Size returns (Max+1)^Heaps. It panics if the fields are out of range.
func (g Nim) Size() int {
	return radixSize(g.Heaps, g.Max, "Nim")
}

// Index returns the mixed-radix number of p (heap 0 least significant), or
// −1 if a heap exceeds Max or an unused entry is not 0.
func (g Nim) Index(p NimHeaps) int {
	return radixIndex(p, g.Heaps, g.Max)
}

// Position returns the position numbered i.
func (g Nim) Position(i int) NimHeaps {
	return radixPosition(i, g.Heaps, g.Max)
}

// radixSize returns (max+1)^n, panicking on bad parameters.
func radixSize(n, max int, name string) int {
	if n < 1 || n > len(NimHeaps{}) || max < 0 || max > 255 {
		panic("cgt: " + name + " needs 1..8 heaps of size at most 0..255, got " +
			strconv.Itoa(n) + " heaps of at most " + strconv.Itoa(max))
	}
	size := 1
	for range n {
		if size > (math.MaxInt>>1)/(max+1) {
			panic("cgt: " + name + " is too large to index")
		}
		size *= max + 1
	}
	return size
}

func radixIndex(p NimHeaps, n, max int) int {
	x := 0
	for i := len(p) - 1; i >= 0; i-- {
		v := int(p[i])
		if i >= n {
			if v != 0 {
				return -1
			}
			continue
		}
		if v > max {
			return -1
		}
		x = x*(max+1) + v
	}
	return x
}

func radixPosition(x, n, max int) NimHeaps {
	var p NimHeaps
	for i := 0; i < n; i++ {
		p[i] = uint8(x % (max + 1))
		x /= max + 1
	}
	return p
}

// PokerNimPosition is a position of PokerNim: the heaps and how many additions
// may still be made in the rest of the game.
type PokerNimPosition struct {
	Heaps NimHeaps
	Left  int // additions still allowed, shared by both players
}

// PokerNim is Nim with bounded additions, a finite form of "poker nim": a move
// either reduces one heap to any smaller size, or adds 1 to Add tokens to
// one heap (never above Max) and spends one of the Left additions that the
// whole game still allows (Budget at the start; both players draw on the
// same budget).
//
// Its losing positions are exactly those of Nim, whatever Left is: the
// positions with nim-sum 0. Proof, by induction along the order (Left,
// total tokens), which every move decreases (an addition lowers Left, a
// reduction keeps Left and lowers the total), so the game is acyclic and
// finite: every move changes exactly one heap, so from nim-sum 0 every move
// reaches a nonzero nim-sum, which is won by induction; from a nonzero
// nim-sum the Nim reduction to nim-sum 0 reaches a lost position. Additions
// are thus never needed to win, but a loser can use them to delay: they
// change remoteness, not outcomes. The tests solve instances with the
// engines and check this.
//
// PokerNim is Dense (Size() = (Budget+1)·(Max+1)^Heaps, index order is
// children-first) and Reversible. The same range rules as Nim apply (Size
// panics otherwise), and Add ≥ 1, Budget ≥ 0. Normal play only. Like
// Nim, the zero value is not usable: set the fields.
type PokerNim struct {
	Heaps  int // number of heaps, 1 to 8
	Max    int // largest heap size, 0 to 255
	Add    int // most tokens one addition puts on a heap, ≥ 1
	Budget int // additions allowed in the whole game, ≥ 0
}

// Start returns the position with the given heaps and the whole budget.
// It panics if there are more than Heaps heaps or one exceeds Max.
func (g PokerNim) Start(heaps ...int) PokerNimPosition {
	if len(heaps) > g.Heaps {
		panic("cgt: PokerNim.Start: too many heaps")
	}
	p := PokerNimPosition{Left: g.Budget}
	for i, h := range heaps {
		if h < 0 || h > g.Max {
			panic("cgt: PokerNim.Start: heap size out of range: " + strconv.Itoa(h))
		}
		p.Heaps[i] = uint8(h)
	}
	return p
}

// Moves appends the reductions and, while additions are left, the
// additions from p.
func (g PokerNim) Moves(dst []PokerNimPosition, p PokerNimPosition) []PokerNimPosition {
	for i := 0; i < g.Heaps; i++ {
		q := p
		for v := 0; v < int(p.Heaps[i]); v++ {
			q.Heaps[i] = uint8(v)
			dst = append(dst, q)
		}
		if p.Left > 0 {
			q := p
			q.Left--
			for v := int(p.Heaps[i]) + 1; v <= min(g.Max, int(p.Heaps[i])+g.Add); v++ {
				q.Heaps[i] = uint8(v)
				dst = append(dst, q)
			}
		}
	}
	return dst
}

// Predecessors appends the positions from which p is reached in one move.
func (g PokerNim) Predecessors(dst []PokerNimPosition, p PokerNimPosition) []PokerNimPosition {
	for i := 0; i < g.Heaps; i++ {
		q := p
		for v := int(p.Heaps[i]) + 1; v <= g.Max; v++ {
			q.Heaps[i] = uint8(v)
			dst = append(dst, q)
		}
		if p.Left < g.Budget {
			q := p
			q.Left++
			for v := max(0, int(p.Heaps[i])-g.Add); v < int(p.Heaps[i]); v++ {
				q.Heaps[i] = uint8(v)
				dst = append(dst, q)
			}
		}
	}
	return dst
}

// Terminal reports nothing terminal: PokerNim is a normal-play game.
func (g PokerNim) Terminal(PokerNimPosition) (Outcome, bool) { return Unknown, false }

// Size returns (Budget+1)·(Max+1)^Heaps. It panics if a field is out of
// range.
func (g PokerNim) Size() int {
	n := radixSize(g.Heaps, g.Max, "PokerNim")
	if g.Add < 1 || g.Budget < 0 || g.Budget >= (math.MaxInt>>1)/n {
		panic("cgt: PokerNim needs Add ≥ 1 and a Budget ≥ 0 small enough to index")
	}
	return n * (g.Budget + 1)
}

// Index returns Left·(Max+1)^Heaps plus the Nim index of the heaps, or −1
// for a position outside the game.
func (g PokerNim) Index(p PokerNimPosition) int {
	x := radixIndex(p.Heaps, g.Heaps, g.Max)
	if x < 0 || p.Left < 0 || p.Left > g.Budget {
		return -1
	}
	return p.Left*radixSizeUnchecked(g.Heaps, g.Max) + x
}

// Position returns the position numbered i.
func (g PokerNim) Position(i int) PokerNimPosition {
	n := radixSizeUnchecked(g.Heaps, g.Max)
	return PokerNimPosition{Heaps: radixPosition(i%n, g.Heaps, g.Max), Left: i / n}
}

func radixSizeUnchecked(n, max int) int {
	size := 1
	for range n {
		size *= max + 1
	}
	return size
}
