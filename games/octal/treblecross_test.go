package octal

import (
	"context"
	"slices"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/internal/testutil"
	"github.com/google/go-cmp/cmp"
)

// boardSearch solves Treblecross on the real board by a memoized search
// over TreblecrossBoard positions (no heap reduction): a move that completes
// three in a row is taken at once, otherwise every move is searched. Depth
// is at most N ≤ 30, so recursion is fine in a test.
func boardSearch(b TreblecrossBoard, p uint64, memo map[uint64]cgt.Outcome) cgt.Outcome {
	if o, ok := b.Terminal(p); ok {
		return o
	}
	if o, ok := memo[p]; ok {
		return o
	}
	var buf [64]uint64 // N ≤ 64 moves, on the stack: no slice per position
	moves := b.Moves(buf[:0], p)
	best := cgt.Loss
	for _, q := range moves {
		if o, ok := b.Terminal(q); ok && o == cgt.Loss {
			best = cgt.Win // completes three in a row
			break
		}
	}
	for _, q := range moves {
		if best == cgt.Win {
			break
		}
		best = max(best, boardSearch(b, q, memo).Opposite())
	}
	memo[p] = best
	return best
}

// TestTreblecrossBoardSearch: for every row of n ≤ 30 cells, the outcome and
// the set of winning first cells from the heap reduction equal those of a
// search on the real board.
func TestTreblecrossBoardSearch(t *testing.T) {
	maxN := 30
	if testing.Short() || testutil.RaceEnabled {
		maxN = 22
	}
	tc, err := NewTreblecross(context.Background(), maxN, nil)
	if err != nil {
		t.Fatal(err)
	}
	for n := 1; n <= maxN; n++ {
		b := TreblecrossBoard{N: n}
		memo := map[uint64]cgt.Outcome{}
		var wins, ties []int
		for i := range n {
			switch boardSearch(b, 1<<i, memo).Opposite() {
			case cgt.Win:
				wins = append(wins, i)
			case cgt.Tie:
				ties = append(ties, i)
			}
		}
		want := cgt.Loss
		switch {
		case len(wins) > 0:
			want = cgt.Win
		case len(ties) > 0:
			want, wins = cgt.Tie, ties
		}
		if got := tc.Outcome(n); got != want {
			t.Errorf("n = %d: Outcome %v, board search %v", n, got, want)
		}
		if d := cmp.Diff(wins, tc.WinningCells(n)); d != "" {
			t.Errorf("n = %d: winning first cells (-search +reduction):\n%s", n, d)
		}
	}
}

// TestTreblecrossPublished: the second player wins exactly for n = 6, 12,
// 22, 30, 32, 44, 54, 64, 76, 86, 98, 110 up to 110 (DESIGN.md §4, from
// Winning Ways); beyond, the list from the sparse engine equals the one from
// the naive engine up to 3000.
func TestTreblecrossPublished(t *testing.T) {
	tc, err := NewTreblecross(context.Background(), 3000, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := []int{6, 12, 22, 30, 32, 44, 54, 64, 76, 86, 98, 110}
	if d := cmp.Diff(want, tc.SecondPlayerWins(110)); d != "" {
		t.Errorf("(-published +got):\n%s", d)
	}
	naive, err := mustOctal(t, "0.007").SequenceNaive(context.Background(), 3001, nil)
	if err != nil {
		t.Fatal(err)
	}
	var fromNaive []int
	for n := 3; n <= 3000; n++ {
		lost := true
		for i := range n {
			if naive.Value(i) == naive.Value(n-1-i) {
				lost = false
				break
			}
		}
		if lost {
			fromNaive = append(fromNaive, n)
		}
	}
	if d := cmp.Diff(fromNaive, tc.SecondPlayerWins(3000)); d != "" {
		t.Errorf("(-naive +sparse):\n%s", d)
	}
}

// TestTreblecrossLarge: a row of 10⁵ cells is answered, and every winning
// cell leaves two heaps of equal value.
func TestTreblecrossLarge(t *testing.T) {
	if testing.Short() || testutil.RaceEnabled {
		t.Skip("long: the 0.007 sequence to 10⁵ is an O(n²) fill")
	}
	const n = 100_000
	tc, err := NewTreblecross(context.Background(), n, nil)
	if err != nil {
		t.Fatal(err)
	}
	cells := tc.WinningCells(n)
	if tc.Outcome(n) != cgt.Win || len(cells) == 0 {
		t.Fatalf("n = %d: %v, %d winning cells", n, tc.Outcome(n), len(cells))
	}
	for _, i := range cells {
		if tc.seq.Value(i) != tc.seq.Value(n-1-i) {
			t.Fatalf("cell %d leaves heaps of values %d and %d", i, tc.seq.Value(i), tc.seq.Value(n-1-i))
		}
	}
	if !slices.IsSorted(cells) {
		t.Error("cells not sorted")
	}
}
