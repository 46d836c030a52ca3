package cgt

import (
	"context"
	"testing"
)

// takeRow is a small scoring game for the tests that need the Searcher's
// internals: a row of values is eaten from the left, one or two at a time,
// and the mover scores what they eat. The position is the number eaten, so
// the start is the position 0.
type takeRow struct{ vals []int }

func (g takeRow) Moves(dst []int, p int) []int {
	for k := 1; k <= 2 && p+k <= len(g.vals); k++ {
		dst = append(dst, p+k)
	}
	return dst
}
func (g takeRow) Terminal(p int) (Outcome, bool) { return Tie, p == len(g.vals) }
func (g takeRow) Gain(p, q int) int {
	s := 0
	for _, v := range g.vals[p:q] {
		s += v
	}
	return s
}
func (takeRow) Payoff(int) int { return 0 }

// Hash sends every position to the same bucket with the key 0.
func (takeRow) Hash(int) uint64 { return 0 }

// TestSearcherZeroKey stores and finds the position whose hash and value
// are all zero bits: no key value is reserved for an empty entry. The
// expected margin is the plain recursion margin(p) = max over the moves of
// gain − margin(next), computed right here from the end of the row.
func TestSearcherZeroKey(t *testing.T) {
	g := takeRow{[]int{3, -1, 4, 1, -5, 9, 2, -6}}
	n := len(g.vals)
	margin := make([]int, n+2)
	for p := n - 1; p >= 0; p-- {
		margin[p] = g.Gain(p, p+1) - margin[p+1]
		if p+2 <= n {
			margin[p] = max(margin[p], g.Gain(p, p+2)-margin[p+2])
		}
	}
	s := NewSearcher[int, int](g, &Options{TableBytes: 1 << 10})
	if v, err := s.Solve(context.Background(), 0); err != nil || v != margin[0] {
		t.Fatalf("every hash 0: %d, %v; want %d", v, err, margin[0])
	}
	b, _ := s.bucket(0)
	if b[0].kind == ttEmpty || b[0].key != 0 {
		t.Fatalf("the start (key 0) is not in the table: %+v", b[0])
	}
}
