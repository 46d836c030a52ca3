package octal

import (
	"context"
	"fmt"

	"github.com/cgtgo/cgt"
)

// Treblecross answers Treblecross on empty 1×n rows: two players take turns
// putting an X on an empty cell, and whoever completes three X in a row
// wins; a full row without three in a row is a Tie.
//
// The reduction to a heap game (Guy, Fair Game; Winning Ways): a player who
// puts an X next to or next-but-one to another X lets the opponent complete
// three at once, so sensible play keeps every two X at least three cells
// apart, and the player who has no such cell left loses (for n ≥ 3). A gap
// of e empty cells at an end of the row is then a heap of e tokens of the
// octal game 0.007, a gap of e cells between two X a heap of e−2, and an X
// put in a heap removes three tokens and leaves up to two heaps. So the
// first X on cell i (0-based) of an empty 1×n row leaves heaps i and n−1−i,
// and it wins exactly when their nim-values are equal.
//
// Make one with NewTreblecross, which computes the nim-values once for
// rows up to a bound; the zero value is not usable.
type Treblecross struct {
	seq *Sequence // 0.007
}

// NewTreblecross computes what Treblecross needs for rows of up to maxN
// cells: the nim-sequence of 0.007 to maxN (its period is not known, so the
// values are computed, not extrapolated). Cost: the nim-sequence engine's,
// a fraction of a second for maxN = 10⁵; memory 2 bytes per cell. Options
// and errors as for Game.Sequence.
func NewTreblecross(ctx context.Context, maxN int, opt *cgt.Options) (*Treblecross, error) {
	g, err := Parse("0.007")
	if err != nil {
		return nil, err
	}
	s, err := g.Sequence(ctx, max(maxN, 0)+1, opt)
	if err != nil {
		return nil, fmt.Errorf("octal: Treblecross: %w", err)
	}
	return &Treblecross{seq: s}, nil
}

// MaxN returns the longest row the solver answers for.
func (t *Treblecross) MaxN() int { return t.seq.Len() - 1 }

// Outcome returns the outcome for the first player on an empty 1×n row:
// Win or Loss for n ≥ 3, Tie for n = 1 and 2 (three in a row is
// impossible). It panics if n < 1 or n > MaxN() (a programmer error).
// Cost: O(n).
func (t *Treblecross) Outcome(n int) cgt.Outcome {
	t.check(n)
	if n < 3 {
		return cgt.Tie
	}
	if len(t.WinningCells(n)) > 0 {
		return cgt.Win
	}
	return cgt.Loss
}

// WinningCells returns the cells (0-based, increasing) where the first X
// wins on an empty 1×n row: none when the first player loses, every cell
// when n < 3 (every first move ties). It panics if n < 1 or n > MaxN().
// Cost: O(n).
func (t *Treblecross) WinningCells(n int) []int {
	t.check(n)
	var out []int
	for i := range n {
		if n < 3 || t.seq.Value(i) == t.seq.Value(n-1-i) {
			out = append(out, i)
		}
	}
	return out
}

// SecondPlayerWins returns the row lengths 3 ≤ n ≤ limit on which the
// first player loses. It panics if limit > MaxN(). Cost: O(limit²) in the
// worst case, far less in practice (a winning cell is usually found early).
func (t *Treblecross) SecondPlayerWins(limit int) []int {
	if limit > t.MaxN() {
		panic(fmt.Sprintf("octal: Treblecross: row of %d cells beyond MaxN() = %d", limit, t.MaxN()))
	}
	var out []int
	for n := 3; n <= limit; n++ {
		win := false
		for i := 0; 2*i < n && !win; i++ {
			win = t.seq.Value(i) == t.seq.Value(n-1-i)
		}
		if !win {
			out = append(out, n)
		}
	}
	return out
}

func (t *Treblecross) check(n int) {
	if n < 1 || n > t.MaxN() {
		panic(fmt.Sprintf("octal: Treblecross: row of %d cells outside 1…%d", n, t.MaxN()))
	}
}

// TreblecrossBoard is Treblecross on the real 1×N board as a Game, for
// 1 ≤ N ≤ 64: a position is the set of cells holding an X (bit i = cell i).
// A position with three X in a row is terminal and lost for the player to
// move (the opponent just completed it); a full board without three in a row
// is a Tie. Use it to check the heap reduction with a search engine.
type TreblecrossBoard struct {
	N int
}

// Moves appends the positions after an X on each empty cell, in cell
// order.
func (b TreblecrossBoard) Moves(dst []uint64, p uint64) []uint64 {
	for i := range b.N {
		if p&(1<<i) == 0 {
			dst = append(dst, p|1<<i)
		}
	}
	return dst
}

// Terminal reports Loss when the position has three X in a row and Tie when
// the board is full without one.
func (b TreblecrossBoard) Terminal(p uint64) (cgt.Outcome, bool) {
	if p&(p>>1)&(p>>2) != 0 {
		return cgt.Loss, true
	}
	if full := uint64(1)<<b.N - 1; b.N == 64 && p == ^uint64(0) || b.N < 64 && p == full {
		return cgt.Tie, true
	}
	return cgt.Unknown, false
}
