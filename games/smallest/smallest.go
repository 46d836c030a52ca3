// Package smallest is the game "take any numbers, score the smallest
// taken": a multiset of numbers lies on the table; the players in turn
// take any non-empty selection of the numbers left and score the smallest
// number taken; play ends when none is left, and each player wants the
// larger total. The question is the first player's margin (own total
// minus the opponent's) under best play.
//
// Taking along numbers above the smallest taken scores nothing more, and
// taking all of them never hurts the mover, so some best play keeps the
// numbers left a prefix of the sorted numbers: with a₁ ≤ … ≤ aₙ, a move from the i
// smallest takes a_j … a_i for some j and scores a_j. The margin f(i) of
// the i smallest is then max over j of a_j − f(j−1), which telescopes to
// f(1) = a₁ and f(i) = max(f(i−1), a_i − f(i−1)): taking a_i alone, or
// a_{i−1} with it and what the best move from i−1 took. The tests check
// this reduction against the game on all subsets (Subsets, and a brute
// force by the rules) for up to 8 numbers, negative numbers included.
package smallest

import (
	"slices"

	"github.com/cgtgo/cgt"
)

// Margin returns the first player's margin with the numbers values, by the
// recurrence of the package comment: O(n log n) for the sort, O(n) memory
// for a sorted copy (values is not changed). It is 0 for no numbers.
func Margin[S cgt.Score](values []S) S {
	a := slices.Clone(values)
	slices.Sort(a)
	var f S
	for i, v := range a {
		if i == 0 || v-f > f {
			f = v - f
		}
	}
	return f
}

// Game is the game on the sorted prefixes: position i (0 … n) means the i
// smallest numbers are left, and a move to j < i takes the numbers j …
// i−1 of the sorted order and scores the smallest of them, the number j.
// It is a cgt.Scoring game, Dense with n+1 positions in children-first
// order, so SolveScores solves all of it in O(n²); use Margin for large n.
// A Game is immutable and safe for concurrent use.
type Game[S cgt.Score] struct {
	sorted []S
}

// New returns the game on values (copied and sorted). Cost O(n log n).
func New[S cgt.Score](values []S) *Game[S] {
	a := slices.Clone(values)
	slices.Sort(a)
	return &Game[S]{a}
}

// Start returns n: every number left.
func (g *Game[S]) Start() int { return len(g.sorted) }

// Sorted returns the numbers in increasing order (the caller must not
// change them).
func (g *Game[S]) Sorted() []S { return g.sorted }

// Moves appends the positions i−1, i−2, …, 0: taking the largest number
// left alone first, then more and more of the next largest with it.
func (g *Game[S]) Moves(dst []int, i int) []int {
	for j := i - 1; j >= 0; j-- {
		dst = append(dst, j)
	}
	return dst
}

// Terminal reports that play has ended when no number is left.
func (g *Game[S]) Terminal(i int) (cgt.Outcome, bool) {
	if i == 0 {
		return cgt.Tie, true
	}
	return cgt.Unknown, false
}

// Gain returns the number scored by the move from i to j: the smallest one
// taken, the j-th smallest (0-based).
func (g *Game[S]) Gain(i, j int) S { return g.sorted[j] }

// Payoff returns 0: nothing is scored when play ends.
func (g *Game[S]) Payoff(int) S { return 0 }

// Size returns n+1.
func (g *Game[S]) Size() int { return len(g.sorted) + 1 }

// Index returns i, or −1 outside 0 … n.
func (g *Game[S]) Index(i int) int {
	if i < 0 || i > len(g.sorted) {
		return -1
	}
	return i
}

// Position returns i.
func (g *Game[S]) Position(i int) int { return i }

// Subsets is the game itself on up to 20 numbers, for checking the
// reduction: a position is the set of numbers left (bit i = number i of
// Values, in the order given), and a move takes any non-empty subset of
// them. A position with k numbers has 2ᵏ−1 moves, so solving from all n
// costs 3ⁿ moves: keep n small.
type Subsets[S cgt.Score] struct {
	Values []S
}

// Start returns the position with every number left.
func (g Subsets[S]) Start() uint32 { return 1<<len(g.Values) - 1 }

// Moves appends the positions after taking each non-empty subset of p, the
// smallest taken subsets (as binary numbers) first.
func (g Subsets[S]) Moves(dst []uint32, p uint32) []uint32 {
	for t := p & -p; t != 0; t = (t - p) & p {
		dst = append(dst, p&^t)
	}
	return dst
}

// Terminal reports that play has ended when no number is left.
func (g Subsets[S]) Terminal(p uint32) (cgt.Outcome, bool) {
	if p == 0 {
		return cgt.Tie, true
	}
	return cgt.Unknown, false
}

// Gain returns the smallest of the numbers taken by the move from p to q.
func (g Subsets[S]) Gain(p, q uint32) S {
	t := p &^ q
	var best S
	first := true
	for i, v := range g.Values {
		if t>>i&1 == 1 && (first || v < best) {
			best, first = v, false
		}
	}
	return best
}

// Payoff returns 0.
func (g Subsets[S]) Payoff(uint32) S { return 0 }
