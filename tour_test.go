package cgt_test

import (
	"context"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/google/go-cmp/cmp"
)

type tourTakeAway struct{ set []int }

func (g tourTakeAway) Moves(dst []int, n int) []int {
	for _, k := range g.set {
		if k <= n {
			dst = append(dst, n-k)
		}
	}
	return dst
}

func (tourTakeAway) Terminal(int) (cgt.Outcome, bool) { return cgt.Unknown, false }

// TestTour keeps the package documentation's tour honest. The subtraction
// game {1,3,4} has nim-values 0 1 0 1 2 3 2 repeating with period 7 from
// heap 0 (computed by hand from the mex rule, and proved by ProvePeriod in
// ExampleSolveGrundy), so heap 102 ≡ 4 has value 2, heap 100 ≡ 2 value 0,
// and from 102 only the move to 98 ≡ 0 reaches value 0 (101 ≡ 3 and
// 99 ≡ 1 have value 1).
func TestTour(t *testing.T) {
	sol, err := cgt.SolveGrundy(context.Background(), tourTakeAway{[]int{1, 3, 4}}, []int{102}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := sol.Value(102); got != 2 {
		t.Errorf("Value(102) = %d, want 2", got)
	}
	if got := sol.Outcome(102); got != cgt.Win {
		t.Errorf("Outcome(102) = %v, want Win", got)
	}
	if got := sol.Outcome(100); got != cgt.Loss {
		t.Errorf("Outcome(100) = %v, want Loss", got)
	}
	if diff := cmp.Diff([]int{98}, sol.BestMoves(102)); diff != "" {
		t.Errorf("BestMoves(102) (-want +got):\n%s", diff)
	}
}
