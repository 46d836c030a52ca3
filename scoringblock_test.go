package cgt_test

import (
	"context"
	"errors"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/games/intervals"
	"github.com/cgtgo/cgt/internal/testutil"
)

// badBlocks wraps Coins with a ScoredMovesBlock that drops the last end
// (short) or swaps the gains of each span's two moves (swapped).
type badBlocks struct {
	*intervals.Coins[int]
	short bool
}

func (b badBlocks) ScoredMovesBlock(dst []cgt.ScoredMove[int], ends []int32, lo, hi int) ([]cgt.ScoredMove[int], []int32) {
	n0 := len(dst)
	dst, ends = b.Coins.ScoredMovesBlock(dst, ends, lo, hi)
	if b.short {
		return dst, ends[:len(ends)-1]
	}
	for j := n0; j+1 < len(dst); j += 2 {
		if dst[j].To >= 0 {
			dst[j].Gain, dst[j+1].Gain = dst[j+1].Gain, dst[j].Gain
		}
	}
	return dst, ends
}

// TestScoringBlockChecks: VerifyScoring finds a block that disagrees with
// ScoredMovesAt (gains swapped), and SolveScores reports a block with the
// wrong number of ends as ErrInconsistent instead of reading past it.
func TestScoringBlockChecks(t *testing.T) {
	coins := intervals.NewCoins([]int{4, 1, 7, 3, 2})
	if err := cgt.VerifyScoring[intervals.Span, int](badBlocks{Coins: coins}, nil); !errors.Is(err, cgt.ErrInconsistent) {
		t.Errorf("swapped gains: VerifyScoring = %v, want ErrInconsistent", err)
	}
	if err := cgt.VerifyScoring[intervals.Span, int](coins, nil); err != nil {
		t.Errorf("Coins: %v", err)
	}
	_, err := cgt.SolveScores[intervals.Span, int](context.Background(), badBlocks{Coins: coins, short: true}, nil, nil)
	if !errors.Is(err, cgt.ErrInconsistent) {
		t.Errorf("short block: SolveScores err = %v, want ErrInconsistent", err)
	}
}

// mangledBlocks wraps Coins with a ScoredMovesBlock that breaks the
// children-first promise in one of three ways: ends that go backwards
// (malformed), or, at the first span of each block that has moves, a move
// to a slot not solved yet or out of range (legal, but the fast fold must
// hand such a span to the general walk).
type mangledBlocks struct {
	*intervals.Coins[int]
	mode string
}

func (b mangledBlocks) ScoredMovesBlock(dst []cgt.ScoredMove[int], ends []int32, lo, hi int) ([]cgt.ScoredMove[int], []int32) {
	n0, e0 := len(dst), len(ends)
	dst, ends = b.Coins.ScoredMovesBlock(dst, ends, lo, hi)
	switch b.mode {
	case "backwards":
		if len(ends)-e0 >= 3 {
			ends[e0+1], ends[e0+2] = ends[e0+2], ends[e0+1]
		}
	case "unsolved", "out of range":
		for j := n0; j < len(dst); j++ {
			if dst[j].To >= 0 {
				dst[j].To = b.Size() - 1
				if b.mode == "out of range" {
					dst[j].To = b.Size() + 7
				}
				break
			}
		}
	}
	return dst, ends
}

// TestScoringBlockFallback: SolveScores over a ScoringBlock answers every
// span as the plain engine does (ScoringAt hidden: one Moves call per
// span) when a block's moves are not all solved or point out of range, and
// reports ends that go backwards as ErrInconsistent.
func TestScoringBlockFallback(t *testing.T) {
	ctx := context.Background()
	coins := intervals.NewCoins([]int{4, 1, 7, 3, 2, 9, 9, 0, 5, 6, 1, 8, 2, 2, 7, 3, 4, 4, 1, 6, 5, 3, 2, 8, 9, 1, 1, 3, 0, 7,
		6, 2, 5, 5, 8, 1, 4, 9, 3, 3, 2, 7, 6, 0, 1, 5, 8, 2, 4, 6})
	want, err := cgt.SolveScores[intervals.Span, int](ctx, testutil.Forward[intervals.Span, int](coins), nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, mode := range []string{"unsolved", "out of range"} {
		got, err := cgt.SolveScores[intervals.Span, int](ctx, mangledBlocks{coins, mode}, nil, nil)
		if err != nil {
			t.Fatalf("%s: %v", mode, err)
		}
		for i := range coins.Size() {
			p := coins.Position(i)
			if got.Score(p) != want.Score(p) || got.Remoteness(p) != want.Remoteness(p) {
				t.Fatalf("%s: span %v: score %d remoteness %d, want %d and %d", mode, p,
					got.Score(p), got.Remoteness(p), want.Score(p), want.Remoteness(p))
			}
		}
	}
	if _, err := cgt.SolveScores[intervals.Span, int](ctx, mangledBlocks{coins, "backwards"}, nil, nil); !errors.Is(err, cgt.ErrInconsistent) {
		t.Errorf("ends backwards: err = %v, want ErrInconsistent", err)
	}
}
