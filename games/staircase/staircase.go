package staircase

import (
	"slices"

	"github.com/cgtgo/cgt"
	"golang.org/x/exp/constraints"
)

// Staircase Nim: coins lie on the steps of a staircase; coins[i] is the
// number on step i+1, step 1 being next to the ground. A move takes one or
// more coins from one step down to the step below (from step 1, off the
// staircase); who makes the last move wins. It is Nim on the odd steps
// (coins[0], coins[2], …): a move from an even step to an odd one can be
// undone by moving the same coins on down, so the player to move loses
// exactly when the XOR of the coins on odd steps is 0 (Sprague 1937).

// Move is a move of staircase Nim: Coins coins go from step
// index Step (coins[Step]) down to index Step−1, or off when Step is 0.
type Move[T constraints.Integer] struct {
	Step  int
	Coins T
}

// Outcome returns the outcome of staircase Nim for the player to
// move: Loss exactly when the XOR of coins[0], coins[2], coins[4], … (the
// odd steps) is 0. Cost O(len(coins)). Counts must not be negative.
func Outcome[T constraints.Integer](coins []T) cgt.Outcome {
	if staircaseSum(coins) == 0 {
		return cgt.Loss
	}
	return cgt.Win
}

func staircaseSum[T constraints.Integer](coins []T) T {
	var s T
	for i := 0; i < len(coins); i += 2 {
		s ^= coins[i]
	}
	return s
}

// WinningMoves returns every winning move of staircase Nim, by step, or
// nil when the position is lost. With s the XOR over odd steps, the moves
// that make it 0 are: from an odd step holding c with c XOR s < c, move
// c − (c XOR s) coins down; from an even step, when the odd step below
// holds c with c XOR s > c, move the (c XOR s) − c coins that raise it there,
// if the even step has that many. Every move changes exactly one odd step,
// so these are all. Cost O(len(coins)).
func WinningMoves[T constraints.Integer](coins []T) []Move[T] {
	s := staircaseSum(coins)
	if s == 0 {
		return nil
	}
	var out []Move[T]
	for i, c := range coins {
		if i%2 == 0 {
			if t := c ^ s; t < c {
				out = append(out, Move[T]{Step: i, Coins: c - t})
			}
			continue
		}
		below := coins[i-1]
		if t := below ^ s; t > below && t-below <= c {
			out = append(out, Move[T]{Step: i, Coins: t - below})
		}
	}
	return out
}

// EqualPilesMove is a move of the equal-piles game: one token is taken from
// each of Piles piles that all hold Size tokens.
type EqualPilesMove[T constraints.Integer] struct {
	Size  T
	Piles int
}

// equalPilesCounts returns the distinct positive sizes, ascending, and how
// many piles have each.
func equalPilesCounts[T constraints.Integer](piles []T) (sizes []T, counts []int) {
	s := slices.Clone(piles)
	slices.Sort(s)
	for _, v := range s {
		if v < 0 {
			panic("staircase: equal-piles game: negative pile size")
		}
		if v == 0 {
			continue
		}
		if n := len(sizes); n > 0 && sizes[n-1] == v {
			counts[n-1]++
			continue
		}
		sizes = append(sizes, v)
		counts = append(counts, 1)
	}
	return sizes, counts
}

// EqualPilesOutcome returns the outcome of the equal-piles game for the
// player to move: a move picks K ≥ 1 piles of the same size and takes one
// token from each; who moves last wins. Writing c(s) for the number of
// piles of size s, a move shifts K piles from size s to size s−1, which is
// staircase Nim on the counts with size s as step s (size 0 is the ground).
// So the mover loses exactly when the XOR of c(s) over odd sizes s is 0. (A
// folk rule XORing the even sizes instead is false: a lone pile of 2 is
// lost.) Pile sizes may be anything up to the range of T; cost
// O(n log n) for n piles (a sort of a copy).
func EqualPilesOutcome[T constraints.Integer](piles []T) cgt.Outcome {
	sizes, counts := equalPilesCounts(piles)
	x := oddSizesSum(sizes, counts)
	if x == 0 {
		return cgt.Loss
	}
	return cgt.Win
}

// oddSizesSum is the XOR of the counts of the odd pile sizes: the
// staircase nim-sum of the equal-piles game.
func oddSizesSum[T constraints.Integer](sizes []T, counts []int) int {
	x := 0
	for i, v := range sizes {
		if v%2 == 1 {
			x ^= counts[i]
		}
	}
	return x
}

// EqualPilesWinningMoves returns every winning move of the equal-piles game, by
// increasing size, or nil when the position is lost: the staircase Nim
// winning moves on the counts (see WinningMoves), where a size s whose
// neighbour s−1 holds no pile counts as an empty step. Cost O(n log n).
func EqualPilesWinningMoves[T constraints.Integer](piles []T) []EqualPilesMove[T] {
	sizes, counts := equalPilesCounts(piles)
	x := oddSizesSum(sizes, counts)
	if x == 0 {
		return nil
	}
	var out []EqualPilesMove[T]
	for i, v := range sizes {
		c := counts[i]
		if v%2 == 1 {
			if t := c ^ x; t < c {
				out = append(out, EqualPilesMove[T]{Size: v, Piles: c - t})
			}
			continue
		}
		below := 0 // piles of size v−1 (odd)
		if i > 0 && sizes[i-1] == v-1 {
			below = counts[i-1]
		}
		if t := below ^ x; t > below && t-below <= c {
			out = append(out, EqualPilesMove[T]{Size: v, Piles: t - below})
		}
	}
	return out
}

// EqualPiles is the equal-piles game on up to 8 piles of at most 255 tokens
// as a Game for the engines. Positions are Heaps; Moves returns positions
// sorted in decreasing order, so that solving from sorted starts meets each
// multiset once (Canonical sorts a position that way). It is not Dense: the
// engines key it by map. Moves cost O(8·2⁸) at most.
type EqualPiles struct{}

// Canonical returns p with its piles sorted in decreasing order.
func (EqualPiles) Canonical(p cgt.NimHeaps) cgt.NimHeaps {
	slices.SortFunc(p[:], func(a, b uint8) int { return int(b) - int(a) })
	return p
}

// Moves appends, for every size s > 0 present with c piles, and every
// K = 1 … c, the position with K piles of size s reduced to s−1, sorted.
func (g EqualPiles) Moves(dst []cgt.NimHeaps, p cgt.NimHeaps) []cgt.NimHeaps {
	p = g.Canonical(p)
	for i := 0; i < len(p); {
		s := p[i]
		if s == 0 {
			break
		}
		j := i
		for j < len(p) && p[j] == s {
			j++
		}
		// Piles i … j−1 have size s; reducing the last K of them keeps the
		// order decreasing.
		q := p
		for k := j - 1; k >= i; k-- {
			q[k] = s - 1
			dst = append(dst, q)
		}
		i = j
	}
	return dst
}

// Terminal reports nothing terminal: normal play.
func (EqualPiles) Terminal(cgt.NimHeaps) (cgt.Outcome, bool) { return cgt.Unknown, false }

// Game is staircase Nim on up to 8 steps as a Game for the engines:
// position p holds p[i] coins on step i+1. Positions with at most 255 coins
// in all are valid (coins pile up on lower steps). It is not Dense: the
// engines key it by map. Moves cost O(total coins).
type Game struct{}

// Moves appends, for each step holding c > 0 coins and each k = 1 … c, the
// position after moving k coins one step down.
func (Game) Moves(dst []cgt.NimHeaps, p cgt.NimHeaps) []cgt.NimHeaps {
	for i, c := range p {
		for k := uint8(1); k <= c; k++ {
			q := p
			q[i] -= k
			if i > 0 {
				q[i-1] += k
			}
			dst = append(dst, q)
		}
	}
	return dst
}

// Terminal reports nothing terminal: normal play.
func (Game) Terminal(cgt.NimHeaps) (cgt.Outcome, bool) { return cgt.Unknown, false }
