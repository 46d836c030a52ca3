package partizan

import "slices"

// Onsides and offsides (Winning Ways ch. 11, "sidling"; Siegel, CGT
// VI.4). A loopy game G that is not a stopper may still have stoppers
// G⁺ and G⁻ with G = G⁺ & G⁻: Left survives G + X exactly when she wins
// G⁺ + X with infinite play counted hers, and wins it outright exactly
// when she wins G⁻ + X with infinite play counted Right's. The side of G
// is found by simplifying G's graph under the side's comparison (see
// side in loopy_arena.go) until no infinite alternating play is left:
// reversible options bypassed and dominated ones removed where no
// alternating cycle runs through them, then edges on alternating cycles
// deleted where the comparison shows the position unchanged, and as a
// last resort a reversible option on such a cycle bypassed where the
// comparison shows the root unchanged both ways. Every step is checked at
// the end: the stopper found is compared with G under the side,
// both ways, so a side that is returned is right. Simplification may fail
// to find a stopper (Bach's carousel has sides that are not stoppers, and
// there is no complete theory of when sidling succeeds); then there is no
// side to return.

// sideStopper returns the simplest form of the side s of the game at root
// of g, canonically numbered, and its root; ok is false when no stopper
// was found.
func sideStopper(g *lgraph, root int, s side) (_ *lgraph, _ int, ok bool) {
	orig := g.pack(root)
	if orig.stopperFrom(0) {
		c, r := simplestStopper(orig, 0)
		return c, r, true
	}
	h := orig.clone()
	h.breakTwoCycles(s)
	for round := 0; round <= 4*(orig.edges()+1); round++ {
		h = h.pack(0)
		if !h.stopperFrom(0) {
			h.basicSimplify(s)
			h = h.pack(0)
		}
		if h.stopperFrom(0) {
			c, r := simplestStopper(h, 0)
			if leAt(c, r, orig, 0, s) && leAt(orig, 0, c, r, s) {
				return c, r, true
			}
			return nil, 0, false
		}
		if !h.deleteCyclicEdges(s) && !h.verifiedBypass(s) {
			return nil, 0, false
		}
	}
	return nil, 0, false
}

func (g *lgraph) clone() *lgraph {
	h := newLgraph(g.n())
	for v := range g.n() {
		h.l[v] = append([]int32(nil), g.l[v]...)
		h.r[v] = append([]int32(nil), g.r[v]...)
	}
	return h
}

func (g *lgraph) edges() int {
	e := 0
	for v := range g.n() {
		e += len(g.l[v]) + len(g.r[v])
	}
	return e
}

// breakTwoCycles deletes the moves that the other player can undo at
// once, where the side makes them useless: in the onside (infinite play
// Left's) a Right move to a position with a Left move straight back, in
// the offside a Left move that Right can undo.
func (g *lgraph) breakTwoCycles(s side) {
	for v := range int32(g.n()) {
		switch s {
		case sideOn:
			g.r[v] = slices.DeleteFunc(g.r[v], func(t int32) bool { return slices.Contains(g.l[t], v) })
		case sideOff:
			g.l[v] = slices.DeleteFunc(g.l[v], func(t int32) bool { return slices.Contains(g.r[t], v) })
		}
	}
}

// altReach reports whether the state (to, toLeft) — position to with Left
// to move if toLeft — can be reached by alternating play from (from,
// fromLeft).
func (g *lgraph) altReach(from int32, fromLeft bool, to int32, toLeft bool) bool {
	key := func(v int32, left bool) int32 {
		if left {
			return 2 * v
		}
		return 2*v + 1
	}
	seen := make([]bool, 2*g.n())
	stack := []int32{key(from, fromLeft)}
	seen[stack[0]] = true
	target := key(to, toLeft)
	for len(stack) > 0 {
		st := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if st == target {
			return true
		}
		v, left := st/2, st%2 == 0
		opts := g.r[v]
		if left {
			opts = g.l[v]
		}
		for _, w := range opts {
			k := key(w, !left)
			if !seen[k] {
				seen[k] = true
				stack = append(stack, k)
			}
		}
	}
	return false
}

// basicSimplify bypasses reversible options and removes dominated ones
// under the side's comparison, except where an alternating cycle runs
// through the option (there the theorems of stoppers do not apply).
func (g *lgraph) basicSimplify(s side) {
	n := g.n()
	le := leRelation(g, g, s)
	at := func(i, j int32) bool { return le[int(i)*n+int(j)] }
	for v := range int32(n) {
		// A reversal through y is taken only where no alternating cycle
		// leads from y back to the reversed option x.
		nl, _ := g.bypass(g.l[v], true, func(x, y int32) bool { return at(y, v) && !g.altReach(y, true, x, false) })
		nr, _ := g.bypass(g.r[v], false, func(x, y int32) bool { return at(v, y) && !g.altReach(y, false, x, true) })
		g.l[v] = undominated(nl, func(x, y int32) bool {
			return at(x, y) && (s != sideOff || !g.altReach(y, false, v, true))
		})
		g.r[v] = undominated(nr, func(x, y int32) bool {
			return at(y, x) && (s != sideOn || !g.altReach(y, true, v, false))
		})
	}
}

// deleteCyclicEdges deletes each move that lies on an alternating cycle
// and whose loss leaves the root's side unchanged: a Left move if the
// root is no smaller without it, a Right move if it is no larger. It
// reports whether it deleted any.
func (g *lgraph) deleteCyclicEdges(s side) bool {
	deleted := false
	for v := range int32(g.n()) {
		for _, left := range []bool{true, false} {
			for i := 0; ; i++ {
				opts := g.r[v]
				if left {
					opts = g.l[v]
				}
				if i >= len(opts) {
					break
				}
				x := opts[i]
				if !g.altReach(x, !left, v, left) {
					continue
				}
				t := g.clone()
				if left {
					t.l[v] = append(append([]int32(nil), opts[:i]...), opts[i+1:]...)
				} else {
					t.r[v] = append(append([]int32(nil), opts[:i]...), opts[i+1:]...)
				}
				var same bool
				if left {
					same = leAt(g, 0, t, 0, s)
				} else {
					same = leAt(t, 0, g, 0, s)
				}
				if same {
					g.l[v], g.r[v] = t.l[v], t.r[v]
					deleted = true
					i--
				}
			}
		}
	}
	return deleted
}

// verifiedBypass is the last resort when no edge on an alternating cycle
// can go: it bypasses one reversible option where an alternating cycle
// runs through it, which the theorems do not cover, and keeps the change
// only if the comparison shows the root unchanged both ways. It reports
// whether it changed g.
func (g *lgraph) verifiedBypass(s side) bool {
	n := g.n()
	le := leRelation(g, g, s)
	at := func(i, j int32) bool { return le[int(i)*n+int(j)] }
	for v := range int32(n) {
		for _, left := range []bool{true, false} {
			opts := g.r[v]
			if left {
				opts = g.l[v]
			}
			for i, x := range opts {
				back := g.l[x]
				if left {
					back = g.r[x]
				}
				for _, y := range back {
					if left && !at(y, v) || !left && !at(v, y) {
						continue
					}
					t := g.clone()
					repl := g.r[y]
					if left {
						repl = g.l[y]
					}
					next := append(append(append([]int32(nil), opts[:i]...), opts[i+1:]...), repl...)
					if left {
						t.l[v] = sortedSet(next)
					} else {
						t.r[v] = sortedSet(next)
					}
					if leAt(g, 0, t, 0, s) && leAt(t, 0, g, 0, s) {
						g.l[v], g.r[v] = t.l[v], t.r[v]
						return true
					}
				}
			}
		}
	}
	return false
}
