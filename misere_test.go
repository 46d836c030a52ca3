package cgt_test

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/cgtgo/cgt"
)

// nimHeap is a Nim heap as a game: a move leaves any smaller heap.
type nimHeap struct{}

func (nimHeap) Moves(dst []int, p int) []int {
	for q := range p {
		dst = append(dst, q)
	}
	return dst
}

func (nimHeap) Terminal(int) (cgt.Outcome, bool) { return cgt.Unknown, false }

// TestMisereSum: the misère outcome of sums of Nim heaps through the
// engines on the sum game agrees with Bouton's closed form for misère Nim
// (MisereNimOutcome), and normal play with the nim-sum.
func TestMisereSum(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 9))
	for range 60 {
		heaps := make([]int, 1+r.IntN(4))
		u := make([]uint64, len(heaps))
		for i := range heaps {
			heaps[i] = r.IntN(6)
			u[i] = uint64(heaps[i])
		}
		for _, play := range []cgt.Play{cgt.Normal, cgt.Misere} {
			s := cgt.NewSum[int](nimHeap{}, play)
			p := s.Of(heaps...)
			sol, err := cgt.SolveTopo(context.Background(), s, []cgt.SumPosition{p}, nil)
			if err != nil {
				t.Fatal(err)
			}
			want := cgt.NimOutcome(u)
			if play == cgt.Misere {
				want = cgt.MisereNimOutcome(u)
			}
			if got := sol.Outcome(p); got != want {
				t.Fatalf("%v Nim %v: engine %v, closed form %v", play, heaps, got, want)
			}
		}
	}
	// MisereOf turns a single game's rules misère: a heap of 1 is lost
	// (taking it is the last move), a heap of 0 is won.
	g := cgt.MisereOf[int](nimHeap{})
	sol, err := cgt.SolveTopo(context.Background(), g, []int{0, 1, 2}, nil)
	if err != nil {
		t.Fatal(err)
	}
	for p, want := range []cgt.Outcome{cgt.Win, cgt.Loss, cgt.Win} {
		if got := sol.Outcome(p); got != want {
			t.Errorf("misère heap %d: %v, want %v", p, got, want)
		}
	}
	s := cgt.NewSum[int](nimHeap{}, cgt.Misere)
	if p := s.Of(3, 1, 3); len(s.Parts(p)) != 3 || s.Of(1, 3, 3) != p {
		t.Errorf("Of is not canonical: %v", s.Parts(p))
	}
}
