package staircase

import (
	"context"
	"slices"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/internal/testutil"
	"github.com/google/go-cmp/cmp"
)

func cmpHeaps(a, b cgt.NimHeaps) int {
	for i := range a {
		if a[i] != b[i] {
			return int(a[i]) - int(b[i])
		}
	}
	return 0
}

// TestStaircaseBrute checks Outcome and WinningMoves against
// brute force over the rules (and SolveTopo) on every staircase of 4 steps
// with at most 4 coins per step.
func TestStaircaseBrute(t *testing.T) {
	g := Game{}
	solve := testutil.BruteOutcome[cgt.NimHeaps](g)
	var starts []cgt.NimHeaps
	for i := range 5 * 5 * 5 * 5 {
		starts = append(starts, cgt.NimHeaps{uint8(i % 5), uint8(i / 5 % 5), uint8(i / 25 % 5), uint8(i / 125)})
	}
	sol, err := cgt.SolveTopo[cgt.NimHeaps](context.Background(), g, starts, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range starts {
		coins := []int{int(p[0]), int(p[1]), int(p[2]), int(p[3])}
		want := solve(p)
		if got := Outcome(coins); got != want || sol.Outcome(p) != want {
			t.Fatalf("%v: closed form %v, brute %v, SolveTopo %v", coins, got, want, sol.Outcome(p))
		}
		var got []cgt.NimHeaps
		for _, m := range WinningMoves(coins) {
			if m.Coins < 1 || m.Coins > coins[m.Step] {
				t.Fatalf("%v: illegal move %+v", coins, m)
			}
			q := p
			q[m.Step] -= uint8(m.Coins)
			if m.Step > 0 {
				q[m.Step-1] += uint8(m.Coins)
			}
			got = append(got, q)
		}
		wantMoves := testutil.WinningTargets[cgt.NimHeaps](g, solve, p)
		slices.SortFunc(got, cmpHeaps)
		slices.SortFunc(wantMoves, cmpHeaps)
		if diff := cmp.Diff(wantMoves, got); diff != "" {
			t.Fatalf("%v: winning moves (-brute +closed form):\n%s", coins, diff)
		}
	}
}

// TestEqualPilesBrute checks EqualPilesOutcome and EqualPilesWinningMoves against
// brute force over the rules (and SolveTopo) on every multiset of up to 6
// piles of at most 7 tokens, and the facts of DESIGN §4: the rule is the
// XOR over odd sizes s of the number of piles of size s; a lone pile of 2
// is lost, which refutes the folk rule over even sizes.
func TestEqualPilesBrute(t *testing.T) {
	g := EqualPiles{}
	solve := testutil.BruteOutcome[cgt.NimHeaps](g)
	var starts []cgt.NimHeaps
	var gen func(p cgt.NimHeaps, i int, maxSize uint8)
	gen = func(p cgt.NimHeaps, i int, maxSize uint8) {
		starts = append(starts, p)
		if i == 6 {
			return
		}
		for s := uint8(1); s <= maxSize; s++ {
			q := p
			q[i] = s
			gen(q, i+1, s)
		}
	}
	gen(cgt.NimHeaps{}, 0, 7)
	sol, err := cgt.SolveTopo[cgt.NimHeaps](context.Background(), g, starts, nil)
	if err != nil {
		t.Fatal(err)
	}
	folkWrong := 0
	for _, p := range starts {
		var piles []uint64
		for _, v := range p {
			if v > 0 {
				piles = append(piles, uint64(v))
			}
		}
		want := solve(p)
		if got := EqualPilesOutcome(piles); got != want || sol.Outcome(p) != want {
			t.Fatalf("%v: closed form %v, brute %v, SolveTopo %v", piles, got, want, sol.Outcome(p))
		}
		var got []cgt.NimHeaps
		for _, m := range EqualPilesWinningMoves(piles) {
			q, k := p, m.Piles
			for i := len(q) - 1; i >= 0 && k > 0; i-- {
				if uint64(q[i]) == m.Size {
					q[i]--
					k--
				}
			}
			if k != 0 || m.Piles < 1 {
				t.Fatalf("%v: illegal move %+v", piles, m)
			}
			got = append(got, g.Canonical(q))
		}
		wantMoves := testutil.WinningTargets[cgt.NimHeaps](g, solve, p)
		slices.SortFunc(got, cmpHeaps)
		slices.SortFunc(wantMoves, cmpHeaps)
		if diff := cmp.Diff(wantMoves, got); diff != "" {
			t.Fatalf("%v: winning moves (-brute +closed form):\n%s", piles, diff)
		}
		// The folk rule: XOR of the counts of even sizes.
		counts := map[uint64]int{}
		for _, v := range piles {
			counts[v]++
		}
		x := 0
		for s, c := range counts {
			if s%2 == 0 {
				x ^= c
			}
		}
		if (x == 0) != (want == cgt.Loss) {
			folkWrong++
		}
	}
	if solve(cgt.NimHeaps{2}) != cgt.Loss || EqualPilesOutcome([]int{2}) != cgt.Loss {
		t.Error("a lone pile of 2 should be lost")
	}
	if folkWrong == 0 {
		t.Error("the folk rule over even sizes should fail somewhere")
	}
	// Sizes at the top of uint64: {2⁶⁴−1} is won (one pile of odd size),
	// {2⁶⁴−1, 2⁶⁴−2} too, with two winning moves: take from the odd pile
	// (two equal even piles remain), or from the even pile (two piles of
	// odd sizes remain, one each).
	top := uint64(1<<64 - 1)
	if EqualPilesOutcome([]uint64{top}) != cgt.Win || EqualPilesOutcome([]uint64{top - 1}) != cgt.Loss {
		t.Error("top-of-range sizes wrong")
	}
	if diff := cmp.Diff([]EqualPilesMove[uint64]{{Size: top - 1, Piles: 1}, {Size: top, Piles: 1}}, EqualPilesWinningMoves([]uint64{top, top - 1})); diff != "" {
		t.Errorf("{2⁶⁴−1, 2⁶⁴−2} (-want +got):\n%s", diff)
	}
}
