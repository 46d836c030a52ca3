package partizan

// Brute-force checks of the loopy partizan engine (loopy*.go) on random
// small graphs. Every expected fact is computed here by plain reference
// code written from the definitions, never by the code under test:
//
//   - lbForce is the naive fixpoint over (position, player to move) states
//     of "the player can force the other to be stuck": a state with the
//     player to move is won if some move leads to a won state, a state with
//     the other to move is won if every move (or none) does. Its least
//     fixpoint is the set of states from which the player wins in finitely
//     many moves (the attractor of a reachability game; Winning Ways ch. 11,
//     Siegel CGT VI.1). Outcomes with draws follow (the rest are draws), and
//     so do the games where infinite play is counted a win for one player:
//     such a game is a reachability game for the other player, hence
//     determined, and the player to whom infinite play is given wins exactly
//     where the other cannot force them to be stuck.
//   - lbSum and lbNeg build the disjunctive sum and the negative of graphs
//     by their definitions (a move in a sum is a move in one component;
//     −G swaps the players' options).
//   - lbIsStopper is the definition of a stopper (Siegel CGT VI.2: no
//     infinite alternating play from any subposition), checked by the
//     transitive closure of the alternating-move state graph.
//   - lbLe is G ≤ H for stoppers by Siegel CGT VI.2 (Winning Ways ch. 11):
//     Left, moving second, survives H − G, i.e. Right cannot force Left to
//     be stuck in H − G when Right moves first.

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"
)

// lbGraph returns a random graph of n positions: each Left (Right) edge
// v → w is present with probability pl (pr); self-loops are allowed, and
// now and then an option is repeated (the engine must cope with repeats).
func lbGraph(r *rand.Rand, n int, pl, pr float64) *LoopyGraph {
	g := &LoopyGraph{Left: make([][]int, n), Right: make([][]int, n)}
	for v := range n {
		for w := range n {
			if r.Float64() < pl {
				g.Left[v] = append(g.Left[v], w)
			}
			if r.Float64() < pr {
				g.Right[v] = append(g.Right[v], w)
			}
		}
		if len(g.Left[v]) > 0 && r.IntN(10) == 0 {
			g.Left[v] = append(g.Left[v], g.Left[v][r.IntN(len(g.Left[v]))])
		}
		if len(g.Right[v]) > 0 && r.IntN(10) == 0 {
			g.Right[v] = append(g.Right[v], g.Right[v][r.IntN(len(g.Right[v]))])
		}
		r.Shuffle(len(g.Left[v]), func(i, j int) { g.Left[v][i], g.Left[v][j] = g.Left[v][j], g.Left[v][i] })
		r.Shuffle(len(g.Right[v]), func(i, j int) { g.Right[v][i], g.Right[v][j] = g.Right[v][j], g.Right[v][i] })
	}
	return g
}

// lbDensity returns a random edge probability, from sparse to dense.
func lbDensity(r *rand.Rand) float64 {
	return []float64{0.05, 0.1, 0.15, 0.25, 0.4, 0.6}[r.IntN(6)]
}

// lbAcyclic returns a random acyclic graph of n positions rooted at 0:
// edges only go from v to a larger w, with probability p each.
func lbAcyclic(r *rand.Rand, n int, p float64) *LoopyGraph {
	g := &LoopyGraph{Left: make([][]int, n), Right: make([][]int, n)}
	for v := range n {
		for w := v + 1; w < n; w++ {
			if r.Float64() < p {
				g.Left[v] = append(g.Left[v], w)
			}
			if r.Float64() < p {
				g.Right[v] = append(g.Right[v], w)
			}
		}
	}
	return g
}

// lbStopper returns a random stopper (by lbIsStopper from 0) of 1 … maxN
// positions: an acyclic graph plus a few backward edges and self-loops,
// drawn again until it is a stopper, and, two times in three, until some
// position reachable from 0 is reachable from itself (a loopy graph, not
// a short game in disguise). tries counts the graphs drawn.
func lbStopper(r *rand.Rand, maxN int, tries *int) *LoopyGraph {
	wantCycle := r.IntN(3) != 0
	for {
		*tries++
		n := 1 + r.IntN(maxN)
		g := lbAcyclic(r, n, []float64{0.2, 0.35, 0.5}[r.IntN(3)])
		q := []float64{0, 0.1, 0.2, 0.3}[r.IntN(4)]
		for v := range n {
			for w := 0; w <= v; w++ {
				if r.Float64() < q {
					g.Left[v] = append(g.Left[v], w)
				}
				if r.Float64() < q {
					g.Right[v] = append(g.Right[v], w)
				}
			}
		}
		if lbIsStopper(g, 0) && (!wantCycle || lbHasCycle(g, 0)) {
			return g
		}
	}
}

// lbHasCycle reports whether some position reachable from root is
// reachable from one of its own options.
func lbHasCycle(g *LoopyGraph, root int) bool {
	for v, in := range lbReachable(g, root) {
		if !in {
			continue
		}
		for _, w := range append(slices.Clone(g.Left[v]), g.Right[v]...) {
			if lbReachable(g, w)[v] {
				return true
			}
		}
	}
	return false
}

// lbForce returns, for every state (v, t) — t = 0 Left to move, t = 1
// Right to move — whether the player (Left if left) can force the other
// to be stuck on their turn, by naive fixpoint iteration from nothing.
func lbForce(g *LoopyGraph, left bool) [][2]bool {
	n := len(g.Left)
	win := make([][2]bool, n)
	for changed := true; changed; {
		changed = false
		for v := range n {
			for t := range 2 {
				if win[v][t] {
					continue
				}
				opts := g.Left[v]
				if t == 1 {
					opts = g.Right[v]
				}
				var w bool
				if (t == 0) == left {
					// The player moves: some option is won (none: stuck, lost).
					w = false
					for _, o := range opts {
						w = w || win[o][1-t]
					}
				} else {
					// The other moves: every option is won (none: stuck, won).
					w = true
					for _, o := range opts {
						w = w && win[o][1-t]
					}
				}
				if w {
					win[v][t], changed = true, true
				}
			}
		}
	}
	return win
}

// lbOutcomes returns the outcome of every position with infinite play a
// draw: Left wins where she can force Right to be stuck, Right likewise,
// the rest are draws.
func lbOutcomes(g *LoopyGraph) []LoopyOutcome {
	lw, rw := lbForce(g, true), lbForce(g, false)
	w := func(v, t int) Winner {
		switch {
		case lw[v][t] && rw[v][t]:
			panic("lbOutcomes: both players win")
		case lw[v][t]:
			return LeftWins
		case rw[v][t]:
			return RightWins
		}
		return Drawn
	}
	out := make([]LoopyOutcome, len(g.Left))
	for v := range out {
		out[v] = LoopyOutcome{w(v, 0), w(v, 1)}
	}
	return out
}

// lbSum returns the sum of a and b: position i·b.Len()+j is i + j, and
// a move is a move in either component.
func lbSum(a, b *LoopyGraph) *LoopyGraph {
	n, m := len(a.Left), len(b.Left)
	s := &LoopyGraph{Left: make([][]int, n*m), Right: make([][]int, n*m)}
	for i := range n {
		for j := range m {
			v := i*m + j
			for _, x := range a.Left[i] {
				s.Left[v] = append(s.Left[v], x*m+j)
			}
			for _, x := range a.Right[i] {
				s.Right[v] = append(s.Right[v], x*m+j)
			}
			for _, y := range b.Left[j] {
				s.Left[v] = append(s.Left[v], i*m+y)
			}
			for _, y := range b.Right[j] {
				s.Right[v] = append(s.Right[v], i*m+y)
			}
		}
	}
	return s
}

// lbNeg returns −g: the players' options swapped (fresh slices).
func lbNeg(g *LoopyGraph) *LoopyGraph {
	h := &LoopyGraph{Left: make([][]int, len(g.Left)), Right: make([][]int, len(g.Left))}
	for v := range g.Left {
		h.Left[v] = slices.Clone(g.Right[v])
		h.Right[v] = slices.Clone(g.Left[v])
	}
	return h
}

// lbReachable returns the positions reachable from root (root included).
func lbReachable(g *LoopyGraph, root int) []bool {
	seen := make([]bool, len(g.Left))
	seen[root] = true
	for changed := true; changed; {
		changed = false
		for v := range seen {
			if !seen[v] {
				continue
			}
			for _, w := range append(slices.Clone(g.Left[v]), g.Right[v]...) {
				if !seen[w] {
					seen[w], changed = true, true
				}
			}
		}
	}
	return seen
}

// lbIsStopper reports whether no infinite alternating play starts from a
// position reachable from root: no state (v, player to move) of such a
// position lies on a cycle of the alternating-move graph, (v, Left) →
// (w, Right) for a Left option w and (v, Right) → (w, Left) for a Right
// option w. Transitive closure by Floyd–Warshall.
func lbIsStopper(g *LoopyGraph, root int) bool {
	n := len(g.Left)
	k := 2 * n
	reach := make([][]bool, k)
	for s := range reach {
		reach[s] = make([]bool, k)
	}
	for v := range n {
		for _, w := range g.Left[v] {
			reach[2*v][2*w+1] = true
		}
		for _, w := range g.Right[v] {
			reach[2*v+1][2*w] = true
		}
	}
	for m := range k {
		for i := range k {
			if !reach[i][m] {
				continue
			}
			for j := range k {
				if reach[m][j] {
					reach[i][j] = true
				}
			}
		}
	}
	rc := lbReachable(g, root)
	for s := range k {
		if rc[s/2] && reach[s][s] {
			return false
		}
	}
	return true
}

// lbLe reports whether position gr of the stopper g is at most position
// hr of the stopper h: Left, moving second, survives H − G (Siegel CGT
// VI.2), i.e. Right cannot force her to be stuck from H − G with Right to
// move.
func lbLe(g *LoopyGraph, gr int, h *LoopyGraph, hr int) bool {
	d := lbSum(h, lbNeg(g))
	rw := lbForce(d, false)
	return !rw[hr*len(g.Left)+gr][1]
}

// lbPermute returns a copy of g with position v renamed perm[v] and the
// option lists shuffled.
func lbPermute(r *rand.Rand, g *LoopyGraph, perm []int) *LoopyGraph {
	n := len(g.Left)
	h := &LoopyGraph{Left: make([][]int, n), Right: make([][]int, n)}
	for v := range n {
		for _, w := range g.Left[v] {
			h.Left[perm[v]] = append(h.Left[perm[v]], perm[w])
		}
		for _, w := range g.Right[v] {
			h.Right[perm[v]] = append(h.Right[perm[v]], perm[w])
		}
		r.Shuffle(len(h.Left[perm[v]]), func(i, j int) {
			h.Left[perm[v]][i], h.Left[perm[v]][j] = h.Left[perm[v]][j], h.Left[perm[v]][i]
		})
		r.Shuffle(len(h.Right[perm[v]]), func(i, j int) {
			h.Right[perm[v]][i], h.Right[perm[v]][j] = h.Right[perm[v]][j], h.Right[perm[v]][i]
		})
	}
	return h
}

func lbCount(short bool, full, reduced int) int {
	if short || raceEnabled {
		return reduced
	}
	return full
}

// TestLoopyOutcomesBrute checks (*LoopyGraph).Outcomes, and the graphs of
// sums and differences built by Add and Neg, against lbOutcomes (the naive
// fixpoint) on random graphs.
func TestLoopyOutcomesBrute(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	graphs, positions := 0, 0
	for range lbCount(testing.Short(), 20000, 2000) {
		n := 1 + r.IntN(12)
		g := lbGraph(r, n, lbDensity(r), lbDensity(r))
		got, want := g.Outcomes(), lbOutcomes(g)
		graphs++
		positions += n
		if !slices.Equal(got, want) {
			t.Fatalf("Outcomes of %v:\n got %v\nwant %v", g, got, want)
		}
	}
	sums, sumPositions := 0, 0
	for range lbCount(testing.Short(), 10000, 1000) {
		a := lbGraph(r, 1+r.IntN(5), lbDensity(r), lbDensity(r))
		b := lbGraph(r, 1+r.IntN(5), lbDensity(r), lbDensity(r))
		for _, c := range []struct {
			name string
			lib  *LoopyGraph
			ref  *LoopyGraph
		}{
			{"G + H", a.Add(b), lbSum(a, b)},
			{"G − H", a.Add(b.Neg()), lbSum(a, lbNeg(b))},
		} {
			// The documented numbering of Add is the one of lbSum, so the
			// positions can be compared one by one.
			if c.lib.Len() != c.ref.Len() {
				t.Fatalf("%s of G=%v H=%v: %d positions, want %d", c.name, a, b, c.lib.Len(), c.ref.Len())
			}
			got, want := c.lib.Outcomes(), lbOutcomes(c.ref)
			sums++
			sumPositions += c.ref.Len()
			if !slices.Equal(got, want) {
				t.Fatalf("Outcomes of %s, G=%v H=%v:\n got %v\nwant %v", c.name, a, b, got, want)
			}
		}
	}
	t.Logf("Outcomes: %d random graphs (%d positions); %d sums and differences (%d positions)",
		graphs, positions, sums, sumPositions)
}

// lbCase is a random stopper graph with its root and value.
type lbCase struct {
	g    *LoopyGraph
	root int
	x    Loopy
}

// lbStopperPool returns k random stoppers of at most maxN positions with
// their values; about one in five is an isomorphic copy of an earlier one
// (renumbered, options shuffled), so that equal pairs occur beside those
// equal by chance. Each value must be a stopper (the engine's IsStopper),
// since its graph is one (lbIsStopper).
func lbStopperPool(t *testing.T, r *rand.Rand, k, maxN int, tries *int) []lbCase {
	t.Helper()
	var pool []lbCase
	for len(pool) < k {
		c := lbCase{g: lbStopper(r, maxN, tries)}
		if len(pool) > 0 && r.IntN(5) == 0 {
			old := pool[r.IntN(len(pool))]
			perm := r.Perm(len(old.g.Left))
			c = lbCase{g: lbPermute(r, old.g, perm), root: perm[old.root]}
		}
		x, err := NewLoopy(c.g, c.root)
		if err != nil {
			t.Fatalf("NewLoopy(%v, %d) of a stopper: %v", c.g, c.root, err)
		}
		if !x.IsStopper() {
			t.Fatalf("NewLoopy(%v, %d) = %v: not a stopper, but the graph is one", c.g, c.root, x)
		}
		c.x = x
		pool = append(pool, c)
	}
	return pool
}

// TestLoopyStopperOrderBrute checks Le on random stoppers against lbLe
// (Left moving second survives H − G, Siegel CGT VI.2), reflexivity, that
// == on values is equality (simplest forms are unique, Siegel VI.3, so two
// stoppers are equal exactly when both Le hold), the outcome of a stopper
// (no draws alone; Outcome against lbOutcomes), and Add and Sub against
// NewLoopy of the sum and difference graphs built by lbSum and lbNeg (both
// are values of the same game; the sides of a sum are the sides of the
// sums of the sides, Siegel CGT VI.4, which is what Add computes).
func TestLoopyStopperOrderBrute(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	tries := 0
	pool := lbStopperPool(t, r, lbCount(testing.Short(), 150, 40), 8, &tries)
	loopy := 0
	for _, c := range pool {
		if _, short := c.x.Short(); !short {
			loopy++
		}
		if got, want := c.x.Outcome(), lbOutcomes(c.g)[c.root]; got != want {
			t.Fatalf("Outcome of %v (graph %v, root %d) = %v, want %v", c.x, c.g, c.root, got, want)
		}
		if !c.x.Le(c.x) {
			t.Fatalf("%v ≤ itself is false (graph %v, root %d)", c.x, c.g, c.root)
		}
	}
	pairs, lePairs, equalPairs := 0, 0, 0
	for _, a := range pool {
		for _, b := range pool {
			want := lbLe(a.g, a.root, b.g, b.root)
			wantRev := lbLe(b.g, b.root, a.g, a.root)
			pairs++
			if got := a.x.Le(b.x); got != want {
				t.Fatalf("(%v).Le(%v) = %v, want %v\nG = %v root %d\nH = %v root %d",
					a.x, b.x, got, want, a.g, a.root, b.g, b.root)
			}
			if want {
				lePairs++
			}
			if got := a.x.Ge(b.x); got != wantRev {
				t.Fatalf("(%v).Ge(%v) = %v, want %v", a.x, b.x, got, wantRev)
			}
			if got := a.x.Confused(b.x); got != (!want && !wantRev) {
				t.Fatalf("(%v).Confused(%v) = %v, want %v", a.x, b.x, got, !want && !wantRev)
			}
			eq := want && wantRev
			if eq {
				equalPairs++
			}
			if (a.x == b.x) != eq {
				t.Fatalf("%v == %v is %v, but G ≤ H is %v and H ≤ G is %v\nG = %v root %d\nH = %v root %d",
					a.x, b.x, a.x == b.x, want, wantRev, a.g, a.root, b.g, b.root)
			}
		}
	}
	sums, bothOK, libErr, refErr, loopySums := 0, 0, 0, 0, 0
	for range lbCount(testing.Short(), 1000, 100) {
		a, b := pool[r.IntN(len(pool))], pool[r.IntN(len(pool))]
		sums++
		s := lbSum(a.g, b.g)
		root := a.root*len(b.g.Left) + b.root
		if !lbIsStopper(s, root) {
			loopySums++
		}
		ref, err1 := NewLoopy(s, root)
		got, err2 := a.x.Add(b.x)
		// G − H the same way, on the graph of G + (−H).
		if d, err3 := NewLoopy(lbSum(a.g, lbNeg(b.g)), root); err3 == nil {
			if diff, err4 := a.x.Sub(b.x); err4 == nil && !diff.Equal(d) {
				t.Fatalf("(%v).Sub(%v) = %v, but NewLoopy of the difference graph is %v\nG = %v root %d\nH = %v root %d",
					a.x, b.x, diff, d, a.g, a.root, b.g, b.root)
			}
		}
		for _, err := range []error{err1, err2} {
			if err != nil {
				t.Fatalf("G + H, G = %v root %d, H = %v root %d: %v", a.g, a.root, b.g, b.root, err)
			}
		}
		if err1 == nil && lbIsStopper(s, root) && !ref.IsStopper() {
			t.Fatalf("NewLoopy of the stopper G + H = %v is not a stopper", ref)
		}
		if err1 == nil && err2 == nil {
			bothOK++
			if !got.Equal(ref) {
				t.Fatalf("(%v).Add(%v) = %v, but NewLoopy of the sum graph is %v\nG = %v root %d\nH = %v root %d",
					a.x, b.x, got, ref, a.g, a.root, b.g, b.root)
			}
			if ref.IsStopper() && lbIsStopper(s, root) {
				if g2, r2, ok := ref.Graph(); !ok || !lbLe(s, root, g2, r2) || !lbLe(g2, r2, s, root) {
					t.Fatalf("the value %v of G + H is not equal to the sum graph\nG = %v root %d\nH = %v root %d",
						ref, a.g, a.root, b.g, b.root)
				}
			}
		}
		if err1 != nil {
			refErr++
		}
		if err2 != nil {
			libErr++
		}
	}
	t.Logf("stoppers: %d (%d not short; of %d random graphs drawn); %d ordered pairs compared, %d with G ≤ H, %d equal; "+
		"%d sums (%d of them not stoppers): %d compared, %d NewLoopy errors, %d Add errors",
		len(pool), loopy, tries, pairs, lePairs, equalPairs, sums, loopySums, bothOK, refErr, libErr)
}

// TestLoopySimplestBrute checks the simplest forms of random stoppers: no
// larger than the reachable graph, a stopper, equal to the original under
// lbLe both ways, fused (no two of its positions equal: Siegel CGT VI.3,
// and the comment of canonical in loopy_stopper.go), a fixed point of
// NewLoopy, and the same value (==) for any renumbering of the original:
// the form is canonical.
func TestLoopySimplestBrute(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	tries, checked, reduced, loopy := 0, 0, 0, 0
	for range lbCount(testing.Short(), 3000, 300) {
		g := lbStopper(r, 8, &tries)
		x, err := NewLoopy(g, 0)
		if err != nil {
			t.Fatalf("NewLoopy(%v, 0): %v", g, err)
		}
		sg, sr, ok := x.Graph()
		if !ok {
			t.Fatalf("NewLoopy(%v, 0) = %v has no graph", g, x)
		}
		reach := 0
		for _, in := range lbReachable(g, 0) {
			if in {
				reach++
			}
		}
		if sg.Len() > reach {
			t.Fatalf("simplest form of %v has %d positions, more than the %d reachable", g, sg.Len(), reach)
		}
		if sg.Len() < reach {
			reduced++
		}
		if !lbIsStopper(sg, sr) {
			t.Fatalf("simplest form %v (root %d) of %v is not a stopper", sg, sr, g)
		}
		if !lbLe(g, 0, sg, sr) || !lbLe(sg, sr, g, 0) {
			t.Fatalf("simplest form %v = %v (root %d) is not equal to %v: G ≤ x %v, x ≤ G %v",
				x, sg, sr, g, lbLe(g, 0, sg, sr), lbLe(sg, sr, g, 0))
		}
		sreach := lbReachable(sg, sr)
		for u := range sg.Len() {
			for v := range u {
				if sreach[u] && sreach[v] && lbLe(sg, u, sg, v) && lbLe(sg, v, sg, u) {
					t.Fatalf("simplest form %v = %v (root %d): positions %d and %d are equal", x, sg, sr, v, u)
				}
			}
		}
		if y, err := NewLoopy(sg, sr); err != nil || y != x {
			t.Fatalf("NewLoopy of the simplest form %v of %v = %v, %v", sg, x, y, err)
		}
		perm := r.Perm(g.Len())
		if y, err := NewLoopy(lbPermute(r, g, perm), perm[0]); err != nil || y != x {
			t.Fatalf("NewLoopy of %v renumbered by %v = %v, %v; want %v", g, perm, y, err, x)
		}
		if _, short := x.Short(); !short {
			loopy++
		}
		checked++
	}
	t.Logf("simplest forms: %d stoppers checked (%d not short; %d graphs drawn), %d smaller than their reachable graph",
		checked, loopy, tries, reduced)
}

// lbGame is a graph as a Partizan game over int positions, for the short
// engine.
type lbGame struct{ g *LoopyGraph }

func (b lbGame) LeftMoves(dst []int, p int) []int  { return append(dst, b.g.Left[p]...) }
func (b lbGame) RightMoves(dst []int, p int) []int { return append(dst, b.g.Right[p]...) }

// TestLoopyShortAsLoopy checks that an acyclic graph, a short game, is
// worth as a loopy value what the short engine (Canonical) says: a short
// game is a stopper whose simplest form is its canonical form (Siegel CGT
// VI.3), so Short returns that Value, LoopyOf of it is the same Loopy,
// and both print alike.
func TestLoopyShortAsLoopy(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	ctx := context.Background()
	games := 0
	distinct := map[Value]bool{}
	for range lbCount(testing.Short(), 5000, 500) {
		n := 1 + r.IntN(10)
		g := lbAcyclic(r, n, []float64{0.1, 0.2, 0.3, 0.5}[r.IntN(4)])
		want, err := Canonical[int](ctx, lbGame{g}, 0, nil)
		if err != nil {
			t.Fatalf("Canonical of %v: %v", g, err)
		}
		x, err := NewLoopy(g, 0)
		if err != nil {
			t.Fatalf("NewLoopy(%v, 0): %v", g, err)
		}
		v, ok := x.Short()
		if !ok || v != want {
			t.Fatalf("NewLoopy(%v, 0).Short() = %v, %v; want %v", g, v, ok, want)
		}
		if y := LoopyOf(want); y != x {
			t.Fatalf("LoopyOf(%v) = %v, but NewLoopy gives %v (graph %v)", want, y, x, g)
		}
		if x.String() != want.String() {
			t.Fatalf("String of the loopy %v is %q, want %q", g, x.String(), want.String())
		}
		if o := lbOutcomes(g)[0]; x.Outcome() != o {
			t.Fatalf("Outcome of %v = %v, want %v", want, x.Outcome(), o)
		}
		games++
		distinct[want] = true
	}
	t.Logf("short games: %d acyclic graphs, %d distinct values", games, len(distinct))
}

// lbNamed are stoppers of Winning Ways ch. 11 as graphs (root 0).
var lbNamed = []struct {
	name string
	g    *LoopyGraph
}{
	{"0", &LoopyGraph{Left: [][]int{nil}, Right: [][]int{nil}}},
	{"on", &LoopyGraph{Left: [][]int{{0}}, Right: [][]int{nil}}},
	{"off", &LoopyGraph{Left: [][]int{nil}, Right: [][]int{{0}}}},
	{"over", &LoopyGraph{Left: [][]int{{1}, nil}, Right: [][]int{{0}, nil}}},
	{"under", &LoopyGraph{Left: [][]int{{0}, nil}, Right: [][]int{{1}, nil}}},
	// upon = {pass | *}, * = {0|0} at 1, 0 at 2.
	{"upon", &LoopyGraph{Left: [][]int{{0}, {2}, nil}, Right: [][]int{{1}, {2}, nil}}},
	{"1", &LoopyGraph{Left: [][]int{{1}, nil}, Right: [][]int{nil, nil}}},
	{"-1", &LoopyGraph{Left: [][]int{nil, nil}, Right: [][]int{{1}, nil}}},
	{"*", &LoopyGraph{Left: [][]int{{1}, nil}, Right: [][]int{{1}, nil}}},
	// {1|-1}: 1 at 1, -1 at 2, 0 at 3.
	{"{1|-1}", &LoopyGraph{Left: [][]int{{1}, {3}, nil, nil}, Right: [][]int{{2}, nil, {3}, nil}}},
}

// lbSided is a non-stopper graph, its value and the graphs of its sides.
type lbSided struct {
	g    *LoopyGraph
	x    Loopy
	on   *LoopyGraph
	ron  int
	off  *LoopyGraph
	roff int
}
