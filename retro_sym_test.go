package cgt_test

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/internal/testutil"
	"github.com/google/go-cmp/cmp"
)

// retroRing is a loopy game whose positions are the words of length l over
// an alphabet of a letters (numbered in base a), with the rotations of a
// word as its symmetries: its class is its orbit under rotation, of size
// 1, a divisor of l, or l. Moves are random but equivariant — the moves of
// a rotated word are the rotated moves — and a word fixed by a rotation
// lists the rotated copies of its moves too, so multiple moves into one
// class (and into one position) are common.
type retroRing struct {
	*retroGraph
	l, a int
}

// rotate returns word p rotated by one letter.
func (g retroRing) rotate(p int32) int32 {
	top := int32(1)
	for range g.l - 1 {
		top *= int32(g.a)
	}
	return p%int32(g.a)*top + p/int32(g.a)
}

func (g retroRing) Canonical(p int32) int32 {
	m := p
	for q := g.rotate(p); q != p; q = g.rotate(q) {
		m = min(m, q)
	}
	return m
}

func (g retroRing) OrbitSize(p int32) int {
	k := 1
	for q := g.rotate(p); q != p; q = g.rotate(q) {
		k++
	}
	return k
}

// The capability mixes of retro_test.go, with the symmetry.
type (
	ringDenseRev   struct{ retroRing }
	ringCounted    struct{ retroRing }
	ringDenseFwd   struct{ r retroRing }
	ringMapRev     struct{ r retroRing }
	ringMapFwd     struct{ r retroRing }
	ringSymOnlyRev struct{ r retroRing } // Symmetric without OrbitSize: ignored
)

func (g ringCounted) NumMoves(p int32) int                  { return len(g.moves[p]) }
func (g ringDenseFwd) Moves(dst []int32, p int32) []int32   { return g.r.Moves(dst, p) }
func (g ringDenseFwd) Terminal(p int32) (cgt.Outcome, bool) { return g.r.Terminal(p) }
func (g ringDenseFwd) Size() int                            { return g.r.Size() }
func (g ringDenseFwd) Index(p int32) int                    { return int(p) }
func (g ringDenseFwd) Position(i int) int32                 { return int32(i) }
func (g ringDenseFwd) Canonical(p int32) int32              { return g.r.Canonical(p) }
func (g ringDenseFwd) OrbitSize(p int32) int                { return g.r.OrbitSize(p) }
func (g ringMapRev) Moves(dst []int32, p int32) []int32     { return g.r.Moves(dst, p) }
func (g ringMapRev) Terminal(p int32) (cgt.Outcome, bool)   { return g.r.Terminal(p) }
func (g ringMapRev) Predecessors(dst []int32, p int32) []int32 {
	return g.r.Predecessors(dst, p)
}
func (g ringMapRev) Canonical(p int32) int32                { return g.r.Canonical(p) }
func (g ringMapRev) OrbitSize(p int32) int                  { return g.r.OrbitSize(p) }
func (g ringMapFwd) Moves(dst []int32, p int32) []int32     { return g.r.Moves(dst, p) }
func (g ringMapFwd) Terminal(p int32) (cgt.Outcome, bool)   { return g.r.Terminal(p) }
func (g ringMapFwd) Canonical(p int32) int32                { return g.r.Canonical(p) }
func (g ringMapFwd) OrbitSize(p int32) int                  { return g.r.OrbitSize(p) }
func (g ringSymOnlyRev) Moves(dst []int32, p int32) []int32 { return g.r.Moves(dst, p) }
func (g ringSymOnlyRev) Terminal(p int32) (cgt.Outcome, bool) {
	return g.r.Terminal(p)
}
func (g ringSymOnlyRev) Predecessors(dst []int32, p int32) []int32 {
	return g.r.Predecessors(dst, p)
}
func (g ringSymOnlyRev) Size() int               { return g.r.Size() }
func (g ringSymOnlyRev) Index(p int32) int       { return int(p) }
func (g ringSymOnlyRev) Position(i int) int32    { return int32(i) }
func (g ringSymOnlyRev) Canonical(p int32) int32 { return g.r.Canonical(p) }

// newRetroRing returns a random equivariant game on the words of length l
// over a letters, about deg moves per word, a sixth of the classes ended
// when ends is set.
func newRetroRing(r *rand.Rand, l, a int, deg float64, ends bool) retroRing {
	n := 1
	for range l {
		n *= a
	}
	g := retroRing{&retroGraph{moves: make([][]int32, n), preds: make([][]int32, n), term: make([]cgt.Outcome, n)}, l, a}
	for p := range int32(n) {
		if g.Canonical(p) != p {
			continue // filled from its representative
		}
		var term cgt.Outcome
		var to []int32
		if ends && r.IntN(6) == 0 {
			term = []cgt.Outcome{cgt.Loss, cgt.Win, cgt.Tie, cgt.Draw}[r.IntN(4)]
		} else {
			for range r.IntN(int(2*deg) + 1) {
				to = append(to, int32(r.IntN(n)))
			}
		}
		// Rotate p and its moves together l times: each member of the
		// orbit gets the rotated moves once per rotation fixing it.
		q := p
		for range l {
			g.term[q] = term
			g.moves[q] = append(g.moves[q], to...)
			for k, t := range to {
				to[k] = g.rotate(t)
			}
			q = g.rotate(q)
		}
	}
	for p, ms := range g.moves {
		for _, q := range ms {
			g.preds[q] = append(g.preds[q], int32(p))
		}
	}
	return g
}

// retroRingCheck solves g by classes in every capability mix and worker
// count, and compares every position (representative or not) with the
// solve of the same game without the symmetry and with value iteration.
func retroRingCheck(t *testing.T, g retroRing) {
	t.Helper()
	n := len(g.moves)
	o, r := testutil.NaiveRetrograde(g.moves, g.term)
	want := retroResult{o, r}
	classes := 0
	for p := range int32(n) {
		if g.Canonical(p) == p {
			classes++
		}
	}
	all := make([]int32, n)
	for i := range all {
		all[i] = int32(i)
	}
	vs := []struct {
		name   string
		game   cgt.Game[int32]
		starts []int32
		len    int
	}{
		{"plain", retroDenseRev{g.retroGraph}, nil, n},
		{"sym-only", ringSymOnlyRev{g}, nil, n},
		{"dense-rev-whole", ringDenseRev{g}, nil, classes},
		{"dense-rev-count-whole", ringCounted{g}, nil, classes},
		{"dense-fwd-whole", ringDenseFwd{g}, nil, classes},
		{"dense-rev-reach", ringDenseRev{g}, all, classes},
		{"dense-count-reach", ringCounted{g}, all, classes},
		{"dense-fwd-reach", ringDenseFwd{g}, all, classes},
		{"map-rev", ringMapRev{g}, all, classes},
		{"map-fwd", ringMapFwd{g}, all, classes},
	}
	for _, v := range vs {
		for _, m := range retroModes {
			s, err := retroSolve(m, v.game, v.starts)
			if err != nil {
				t.Fatalf("%s %v: %v", v.name, m, err)
			}
			if s.Len() != v.len {
				t.Fatalf("%s %v: Len() = %d, want %d", v.name, m, s.Len(), v.len)
			}
			if got := retroCollect(s, n); !retroSame(want, got) {
				t.Fatalf("%s %v: by classes vs value iteration (-want +got):\n%s", v.name, m, cmp.Diff(want, got))
			}
		}
	}
}

// TestRetrogradeOrbits checks SolveRetrograde on games solved one class at
// a time (Orbits) against value iteration on the whole game: every
// position, representative or not, must get the outcome and remoteness of
// the game without symmetry. Words of length 4 and 6 have orbits of sizes
// 1, 2, 3 (for 6), 4 and 6, so every mix of a symmetric and an asymmetric
// position on either side of a move occurs.
func TestRetrogradeOrbits(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 22))
	for range 150 {
		l := 2 + r.IntN(3)
		retroRingCheck(t, newRetroRing(r, l, 2+r.IntN(2), 0.5+2*r.Float64(), r.IntN(2) == 0))
	}
	if testutil.RaceEnabled {
		return
	}
	for _, ends := range []bool{false, true} {
		retroRingCheck(t, newRetroRing(r, 6, 5, 1.3, ends)) // 15,625 words, 2,635 classes
	}
}

// FuzzRetrogradeOrbits is the differential fuzz target of the solve by
// classes.
func FuzzRetrogradeOrbits(f *testing.F) {
	f.Add(uint64(1), uint8(4), uint8(3), uint8(10), true)
	f.Fuzz(func(t *testing.T, seed uint64, l, a, deg uint8, ends bool) {
		r := rand.New(rand.NewPCG(seed, 98))
		retroRingCheck(t, newRetroRing(r, 1+int(l)%5, 1+int(a)%3, float64(deg%40)/10, ends))
	})
}

// ringBadOrbit counts every class as one position; ringBadCanonical maps
// every word to the word of all zeros.
type (
	ringBadOrbit     struct{ retroRing }
	ringBadCanonical struct{ retroRing }
)

func (ringBadOrbit) OrbitSize(int32) int       { return 1 }
func (ringBadCanonical) Canonical(int32) int32 { return 0 }
func (ringBadCanonical) OrbitSize(int32) int   { return 2 }

// TestVerifyOrbits: Verify accepts the equivariant ring game and reports
// a wrong OrbitSize and a wrong Canonical.
func TestVerifyOrbits(t *testing.T) {
	g := newRetroRing(rand.New(rand.NewPCG(5, 6)), 4, 3, 1.5, true)
	if err := cgt.Verify[int32](ringCounted{g}, nil); err != nil {
		t.Fatal(err)
	}
	for _, bad := range []cgt.Game[int32]{ringBadOrbit{g}, ringBadCanonical{g}} {
		if err := cgt.Verify(bad, nil); !errors.Is(err, cgt.ErrInconsistent) {
			t.Errorf("%T: Verify = %v, want ErrInconsistent", bad, err)
		}
	}
	// A word that is not its class's representative, given one move more
	// than its rotations (a move to its own representative, and the
	// matching predecessor): only the comparison of the moves' classes
	// can see it.
	for p := range int32(len(g.moves)) {
		if c := g.Canonical(p); c != p && len(g.moves[p]) > 0 {
			g.moves[p] = append(g.moves[p], c)
			g.preds[c] = append(g.preds[c], p)
			err := cgt.Verify[int32](ringCounted{g}, nil)
			if !errors.Is(err, cgt.ErrInconsistent) || !strings.Contains(err.Error(), "different classes") {
				t.Errorf("a move added to %d: Verify = %v, want the moves' classes reported", p, err)
			}
			break
		}
	}
}
