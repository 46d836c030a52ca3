package rankset

import (
	"math/rand/v2"
	"testing"
)

// TestSet checks Rank, Select and Next against a sorted list of the
// members, on random sets of several densities (empty words, full words,
// members at word edges).
func TestSet(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, n := range []uint64{1, 63, 64, 65, 200, 1000} {
		for _, p := range []float64{0.01, 0.3, 0.97} {
			s := New(n)
			var members []uint64
			for r := range n {
				if rng.Float64() < p {
					s.Add(r)
					members = append(members, r)
				}
			}
			s.Count()
			if s.Len() != len(members) {
				t.Fatalf("n %d p %v: Len %d, want %d", n, p, s.Len(), len(members))
			}
			for k, r := range members {
				if got := s.Rank(r); got != k {
					t.Fatalf("n %d p %v: Rank(%d) = %d, want %d", n, p, r, got, k)
				}
				if got := s.Select(k); got != r {
					t.Fatalf("n %d p %v: Select(%d) = %d, want %d", n, p, k, got, r)
				}
				if k+1 < len(members) {
					if got := s.Next(r); got != members[k+1] {
						t.Fatalf("n %d p %v: Next(%d) = %d, want %d", n, p, r, got, members[k+1])
					}
				}
			}
		}
	}
}
