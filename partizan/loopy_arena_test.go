package partizan

import (
	"math/rand/v2"
	"slices"
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

// wholeSurvival is the Büchi game of the arena solved whole, as survival
// did before it went component by component: it removes, in turn, the
// states from which Right can force a visit to the states where Left
// cannot force the next counting move, each round over every state.
func wholeSurvival(ar *arena) []bool {
	var preds, next []int32
	attract := func(left bool, target, alive []bool) []bool {
		in := make([]bool, ar.states)
		cnt := make([]int32, ar.states)
		var queue []int32
		for s := range int32(ar.states) {
			if target[s] && alive[s] {
				in[s] = true
				queue = append(queue, s)
			}
		}
		for len(queue) > 0 {
			s := queue[len(queue)-1]
			queue = queue[:len(queue)-1]
			preds = ar.pred(preds[:0], s)
			for _, p := range preds {
				if in[p] || !alive[p] {
					continue
				}
				if ar.leftToMove(p) != left {
					if cnt[p] == 0 {
						cnt[p] = 1
						next = ar.succ(next[:0], p)
						for _, q := range next {
							if alive[q] {
								cnt[p]++
							}
						}
					}
					if cnt[p]--; cnt[p] > 1 {
						continue
					}
				}
				in[p] = true
				queue = append(queue, p)
			}
		}
		return in
	}
	alive := make([]bool, ar.states)
	ls := make([]bool, ar.states)
	for s := range int32(ar.states) {
		alive[s] = true
		ls[s] = ar.leftToMove(s) && ar.stuck(s)
	}
	lost := attract(false, ls, alive)
	for s := range alive {
		alive[s] = !lost[s]
	}
	if ar.side == sideNone {
		return alive
	}
	for {
		acc := make([]bool, ar.states)
		for s := range int32(ar.states) {
			acc[s] = alive[s] && (s&1 == 1 || !ar.leftToMove(s) && ar.stuck(s))
		}
		w := attract(true, acc, alive)
		tr := make([]bool, ar.states)
		any := false
		for s := range tr {
			tr[s] = alive[s] && !w[s]
			any = any || tr[s]
		}
		if !any {
			return alive
		}
		for s, x := range attract(false, tr, alive) {
			if x {
				alive[s] = false
			}
		}
	}
}

// TestArenaComponents checks survival, which solves the arena one
// strongly connected component at a time, against the arena solved whole
// (wholeSurvival), on every state of the arenas of random graph pairs,
// for stoppers and both sides; and the outcomes of each graph against
// lbOutcomes, the naive fixpoint.
func TestArenaComponents(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 17))
	states := 0
	for range lbCount(testing.Short(), 300, 60) {
		ga, gb := lbGraph(r, 1+r.IntN(12), lbDensity(r), lbDensity(r)), lbGraph(r, 1+r.IntN(12), lbDensity(r), lbDensity(r))
		a, b := lgraphOf(ga), lgraphOf(gb)
		for _, s := range []side{sideNone, sideOn, sideOff} {
			ar := newArena(a, b, s)
			got, want := ar.survival(), wholeSurvival(ar)
			for st := range want {
				if got[st] != want[st] {
					x, y, left, flag := ar.decode(int32(st))
					t.Fatalf("side %d, state (%d, %d, left %v, flag %d): %v, solved whole %v\na %v %v\nb %v %v", s, x, y, left, flag, got[st], want[st], a.l, a.r, b.l, b.r)
				}
			}
			states += len(want)
		}
		if got, want := b.outcomes(), lbOutcomes(gb); !slices.Equal(got, want) {
			t.Fatalf("outcomes %v, naive %v\n%v %v", got, want, gb.Left, gb.Right)
		}
	}
	t.Logf("%d states", states)
}

// BenchmarkSurvival solves the arena of a graph against itself under the
// onside convention component by component (survival) beside solving it
// whole (wholeSurvival, what survival did before). The graph is layered
// like the strips of Backsliding Toads and Frogs, whose jumps cannot be
// undone: 12 layers of 12 positions, random moves within a layer (the
// slides and backslides, which make cycles) and to the next.
func BenchmarkSurvival(b *testing.B) {
	r := rand.New(rand.NewPCG(19, 23))
	const layers, width = 12, 12
	g := newLgraph(layers * width)
	for v := range g.n() {
		for w := range g.n() {
			same, next := w/width == v/width, w/width == v/width+1
			for _, opts := range []*[]int32{&g.l[v], &g.r[v]} {
				if same && r.Float64() < 0.1 || next && r.Float64() < 0.05 {
					*opts = append(*opts, int32(w))
				}
			}
		}
	}
	ar := newArena(g, g, sideOn)
	if !slices.Equal(ar.survival(), wholeSurvival(ar)) {
		b.Fatal("survival differs from the arena solved whole")
	}
	for _, c := range []struct {
		name  string
		solve func(*arena) []bool
	}{{"components", (*arena).survival}, {"whole", wholeSurvival}} {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				c.solve(ar)
			}
		})
	}
}
