package cgt_test

import (
	"context"
	"errors"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/games/intervals"
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
