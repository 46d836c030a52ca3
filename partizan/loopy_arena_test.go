package partizan

import (
	"math/rand/v2"
	"testing"
)

// TestArenaRestricted checks the arena solved from one pair alone (leAt,
// on the states reachable from it) against the arena solved from every
// pair at once (leRelation), for stoppers and both sides, on random
// graphs: the game played from a state visits only the states reachable
// from it, so the two must agree on every pair. The whole arena is the
// reference: its Büchi solution is checked against brute force by
// TestLoopyStopperOrderBrute and TestLoopySidesBrute.
func TestArenaRestricted(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 11))
	pairs := 0
	for range lbCount(testing.Short(), 120, 30) {
		a := lgraphOf(lbGraph(r, 1+r.IntN(7), lbDensity(r), lbDensity(r)))
		b := lgraphOf(lbGraph(r, 1+r.IntN(7), lbDensity(r), lbDensity(r)))
		for _, s := range []side{sideNone, sideOn, sideOff} {
			at := leRelation(a, b, s)
			for i := range a.n() {
				for j := range b.n() {
					if got, want := leAt(a, i, b, j, s), at(int32(i), int32(j)); got != want {
						t.Fatalf("side %d: leAt(%d, %d) = %v, whole arena %v\na %v %v\nb %v %v", s, i, j, got, want, a.l, a.r, b.l, b.r)
					}
					pairs++
				}
			}
		}
	}
	t.Logf("%d pairs", pairs)
}

// BenchmarkLeAt compares positions of a loopy graph under the onside
// convention, solving the game from the pair alone (reachable: leAt, on
// the states reachable from it) beside solving it from every pair at once
// and reading the pair off (whole: what leAt did before). The graph is
// what simplification compares: its root's part, here 10 random
// positions, beside positions the root no longer reaches, here 300 (in
// the sides of Backsliding Toads and Frogs TTT...FFF, a root reaching 5
// states of an arena of 470,596).
func BenchmarkLeAt(b *testing.B) {
	r := rand.New(rand.NewPCG(3, 5))
	g := lgraphOf(lbGraph(r, 10, 0.2, 0.2))
	g.appendGraph(lgraphOf(lbGraph(r, 300, 0.004, 0.004)))
	for _, c := range []struct {
		name string
		le   func(i, j int) bool
	}{
		{"reachable", func(i, j int) bool { return leAt(g, i, g, j, sideOn) }},
		{"whole", func(i, j int) bool { return leRelation(g, g, sideOn)(int32(i), int32(j)) }},
	} {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			k := 0
			for b.Loop() {
				c.le(k%10, (k/10)%10)
				k++
			}
		})
	}
}
