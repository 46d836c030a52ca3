package cgt_test

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/internal/testutil"
)

// offGame is a translation-invariant game on positions 0…n−1: from i the
// moves lead to i − d for each d in off with d ≤ i. It has MoveOffsets
// (reporting ok = on) besides Dense, DenseMoves and Reversible.
type offGame struct {
	off []int
	n   int
	on  bool
}

func (g offGame) Moves(dst []int, p int) []int {
	for _, d := range g.off {
		if d <= p {
			dst = append(dst, p-d)
		}
	}
	return dst
}

func (g offGame) Predecessors(dst []int, p int) []int {
	for _, d := range g.off {
		if p+d < g.n {
			dst = append(dst, p+d)
		}
	}
	return dst
}

func (offGame) Terminal(int) (cgt.Outcome, bool)       { return cgt.Unknown, false }
func (g offGame) Size() int                            { return g.n }
func (g offGame) Index(p int) int                      { return p }
func (g offGame) Position(i int) int                   { return i }
func (g offGame) MovesAt(dst []int, i int) []int       { return g.Moves(dst, i) }
func (g offGame) TerminalAt(i int) (cgt.Outcome, bool) { return g.Terminal(i) }
func (g offGame) MoveOffsets() ([]int, bool)           { return g.off, g.on }

// TestMoveOffsets: on random offset sets (up to 70 offsets, so that the
// Grundy engine's fallback past 63 offsets runs too), the engines' own
// loops over MoveOffsets give the same nim-values, outcomes and
// remoteness as brute force (testutil.BruteGrundy, BruteOutcome) and as the
// general sweeps over the same game with the capability switched off.
func TestMoveOffsets(t *testing.T) {
	ctx := context.Background()
	r := rand.New(rand.NewPCG(5, 6))
	for trial := range 60 {
		k := 1 + r.IntN(6)
		if trial%10 == 0 {
			k = 64 + r.IntN(7)
		}
		seen := map[int]bool{}
		var off []int
		for len(off) < k {
			if d := 1 + r.IntN(3*k+10); !seen[d] {
				seen[d] = true
				off = append(off, d)
			}
		}
		slices.Sort(off)
		n := 1 + r.IntN(400)
		g := offGame{off: off, n: n, on: true}
		plain := offGame{off: off, n: n}
		if err := cgt.Verify[int](g, nil); err != nil {
			t.Fatalf("offsets %v: %v", off, err)
		}
		brute := testutil.BruteGrundy[int](plain)
		bruteOut := testutil.BruteOutcome[int](plain)
		gr, err := cgt.SolveGrundy[int](ctx, g, nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		pull, err := cgt.SolveTopo[int](ctx, g, nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		push, err := cgt.SolvePush[int](ctx, g, nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		ref, err := cgt.SolveTopo[int](ctx, plain, nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		if gr.Len() != n || pull.Len() != n || push.Len() != n {
			t.Errorf("offsets %v, n = %d: Len %d, %d, %d", off, n, gr.Len(), pull.Len(), push.Len())
		}
		for i := range n {
			if gr.Value(i) != brute(i) {
				t.Fatalf("offsets %v: Grundy(%d) = %d, brute force %d", off, i, gr.Value(i), brute(i))
			}
			if o := bruteOut(i); pull.Outcome(i) != o || push.Outcome(i) != o || gr.Outcome(i) != o {
				t.Fatalf("offsets %v: outcome of %d: pull %v, push %v, grundy %v, brute force %v", off, i, pull.Outcome(i), push.Outcome(i), gr.Outcome(i), o)
			}
			if rr := ref.Remoteness(i); pull.Remoteness(i) != rr || push.Remoteness(i) != rr {
				t.Fatalf("offsets %v: remoteness of %d: pull %d, push %d, general sweep %d", off, i, pull.Remoteness(i), push.Remoteness(i), rr)
			}
		}
	}
}

// lyingOffsets claims offsets its moves do not follow.
type lyingOffsets struct{ offGame }

func (lyingOffsets) MoveOffsets() ([]int, bool) { return []int{1, 2}, true }

// unsortedOffsets reports offsets out of order.
type unsortedOffsets struct{ offGame }

func (unsortedOffsets) MoveOffsets() ([]int, bool) { return []int{3, 1}, true }

// TestMoveOffsetsChecks: Verify rejects offsets that disagree with Moves
// or are not ascending; engines ignore malformed offsets (falling back to
// MovesAt, so the answer is still the brute-force one); limits and
// cancellation apply to the offset loops.
func TestMoveOffsetsChecks(t *testing.T) {
	ctx := context.Background()
	base := offGame{off: []int{1, 3}, n: 50}
	if err := cgt.Verify[int](lyingOffsets{base}, nil); !errors.Is(err, cgt.ErrInconsistent) {
		t.Errorf("lying offsets: err = %v, want ErrInconsistent", err)
	}
	if err := cgt.Verify[int](unsortedOffsets{base}, nil); !errors.Is(err, cgt.ErrInconsistent) {
		t.Errorf("unsorted offsets: err = %v, want ErrInconsistent", err)
	}
	sol, err := cgt.SolveGrundy[int](ctx, unsortedOffsets{base}, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	brute := testutil.BruteGrundy[int](base)
	for i := range base.n {
		if sol.Value(i) != brute(i) {
			t.Fatalf("unsorted offsets: Grundy(%d) = %d, brute force %d", i, sol.Value(i), brute(i))
		}
	}
	big := offGame{off: []int{1, 2, 5}, n: 100_000, on: true}
	opt := &cgt.Options{Limit: 1000}
	if _, err := cgt.SolveGrundy[int](ctx, big, nil, opt); !errors.Is(err, cgt.ErrLimit) {
		t.Errorf("SolveGrundy past the limit: err = %v, want ErrLimit", err)
	}
	if _, err := cgt.SolvePush[int](ctx, big, nil, opt); !errors.Is(err, cgt.ErrLimit) {
		t.Errorf("SolvePush past the limit: err = %v, want ErrLimit", err)
	}
	done, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := cgt.SolveGrundy[int](done, big, nil, nil); !errors.Is(err, context.Canceled) {
		t.Errorf("SolveGrundy cancelled: err = %v", err)
	}
	if _, err := cgt.SolveTopo[int](done, big, nil, nil); !errors.Is(err, context.Canceled) {
		t.Errorf("SolveTopo cancelled: err = %v", err)
	}
	if _, err := cgt.SolvePush[int](done, big, nil, nil); !errors.Is(err, context.Canceled) {
		t.Errorf("SolvePush cancelled: err = %v", err)
	}
}
