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
// there is no complete theory of when sidling succeeds); then the side is
// the graph it leaves, with alternating cycles, as CGSuite gives it
// (its SidedValue): equal to G under the side, but not unique.

// sideForm returns a form of the side s of the game at root of g and its
// root, canonically numbered, and whether it is a stopper: then it is the
// side's simplest form, unique. Otherwise it is what sidling leaves
// (sideRest): a graph with alternating cycles, equal to G under the side,
// which no theorem makes unique.
func sideForm(g *lgraph, root int, s side) (_ *lgraph, _ int, stopper bool) {
	orig := g.pack(root)
	if orig.stopperFrom(0) {
		c, r := simplestStopper(orig, 0)
		return c, r, true
	}
	// Sidling is not complete, and what it leaves may sidle further (to
	// a stopper, even): it is run again on its own result until that
	// stays the same. Each run starts from the canonical numbering, so
	// that the result depends only on the shape of the graph (and a side
	// printed and read back is the same).
	type form struct {
		g *lgraph
		r int
	}
	seen := map[string]int{}
	var forms []form
	var encs []string
	for {
		c, r := canonical(orig, 0)
		orig = c.pack(r)
		c, r, stopper := sidle(orig, s)
		if stopper {
			return c, r, true
		}
		enc := encodeGraph(c, r)
		i, ok := seen[enc]
		if !ok && len(forms) == maxSidleRuns {
			ok, i = true, 0 // no cycle yet (none was seen to be this long)
		}
		if ok {
			// A cycle of forms (a fixed point is one of length 1): the
			// first in the order of encodings, whichever entered it.
			best := i
			for j := i; j < len(forms); j++ {
				if encs[j] < encs[best] {
					best = j
				}
			}
			return forms[best].g, forms[best].r, false
		}
		seen[enc] = len(forms)
		forms, encs = append(forms, form{c, r}), append(encs, enc)
		orig = c.pack(r)
	}
}

// maxSidleRuns bounds the runs of sidling on a side's own result.
const maxSidleRuns = 64

// sidle is one run of sidling on orig (packed, root 0): see sideForm.
func sidle(orig *lgraph, s side) (_ *lgraph, _ int, stopper bool) {
	h := orig.clone()
	h.breakTwoCycles(s)
	// The bypass of reversible options on alternating cycles may undo
	// what the deletions did: a round that returns to a graph already
	// seen ends the run.
	seen := map[string]bool{}
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
			break
		}
		enc := encodeGraph(canonical(h, 0))
		if seen[enc] {
			break
		}
		seen[enc] = true
		if !h.deleteCyclicEdges(s) && !h.verifiedBypass(s) {
			break
		}
	}
	c, r := sideRest(orig, h, s)
	return c, r, false
}

// sideRest finishes a side that has no stopper form, or none that
// sidling found (Bach's carousel): the graph h it left, if the comparison
// shows it equal to orig under the side both ways (else orig itself),
// with every position from which no alternating play is infinite replaced
// by its simplest form as a stopper, and then canonically numbered. The
// replacement makes equal stopper positions one (CGSuite fuses them too)
// and prints them as stoppers.
func sideRest(orig, h *lgraph, s side) (*lgraph, int) {
	if h.stopperFrom(0) || !leAt(h, 0, orig, 0, s) || !leAt(orig, 0, h, 0, s) {
		h = orig
	}
	acf := h.stopperPositions()
	out := newLgraph(h.n())
	for v := range h.n() {
		if !acf[v] {
			out.l[v] = slices.Clone(h.l[v])
			out.r[v] = slices.Clone(h.r[v])
		}
	}
	simplest := map[int32]int32{}
	embed := func(w int32) int32 {
		if !acf[w] {
			return w
		}
		if x, ok := simplest[w]; ok {
			return x
		}
		c, r := simplestStopper(h, int(w))
		simplest[w] = out.appendGraph(c) + int32(r)
		return simplest[w]
	}
	for v := range h.n() {
		if acf[v] {
			continue
		}
		for _, opts := range [2][]int32{out.l[v], out.r[v]} {
			for i, w := range opts {
				opts[i] = embed(w)
			}
		}
	}
	c, r := canonical(out, 0)
	if !leAt(c, r, orig, 0, s) || !leAt(orig, 0, c, r, s) {
		panic("cgt: internal error: a side changed when its stopper positions were simplified")
	}
	return c, r
}

// stopperPositions reports for each position whether it is a stopper: no
// position reachable from it starts an infinite alternating play. A
// position fails when it reaches (by any moves) a position on an
// alternating cycle: one whose state (position, player to move) lies on a
// cycle of the graph of states, in which Left's moves lead to Right to
// move and Right's back.
func (g *lgraph) stopperPositions() []bool {
	n := g.n()
	succ := func(st int32) []int32 {
		if st%2 == 0 {
			return g.l[st/2]
		}
		return g.r[st/2]
	}
	next := func(st, w int32) int32 { return 2*w + 1 - st%2 }
	// Tarjan's strongly connected components of the 2n states, iteratively.
	index := make([]int32, 2*n)
	low := make([]int32, 2*n)
	onStack := make([]bool, 2*n)
	for i := range index {
		index[i] = -1
	}
	var stack []int32
	type frame struct {
		st int32
		i  int
	}
	cyclic := make([]bool, n)
	counter := int32(0)
	for start := range int32(2 * n) {
		if index[start] >= 0 {
			continue
		}
		calls := []frame{{start, 0}}
		index[start], low[start] = counter, counter
		counter++
		stack = append(stack, start)
		onStack[start] = true
		for len(calls) > 0 {
			f := &calls[len(calls)-1]
			opts := succ(f.st)
			if f.i < len(opts) {
				t := next(f.st, opts[f.i])
				f.i++
				if index[t] < 0 {
					index[t], low[t] = counter, counter
					counter++
					stack = append(stack, t)
					onStack[t] = true
					calls = append(calls, frame{t, 0})
				} else if onStack[t] {
					low[f.st] = min(low[f.st], index[t])
				}
				continue
			}
			st := f.st
			calls = calls[:len(calls)-1]
			if len(calls) > 0 {
				p := calls[len(calls)-1].st
				low[p] = min(low[p], low[st])
			}
			if low[st] != index[st] {
				continue
			}
			// st roots a component: a cycle if it has two states or a
			// state with a move to itself (impossible: moves alternate).
			k := len(stack) - 1
			for stack[k] != st {
				k--
			}
			if len(stack)-k > 1 {
				for _, x := range stack[k:] {
					cyclic[x/2] = true
				}
			}
			for _, x := range stack[k:] {
				onStack[x] = false
			}
			stack = stack[:k]
		}
	}
	// Positions that reach a cyclic one are not stoppers.
	bad := slices.Clone(cyclic)
	g.reverse()
	var queue []int32
	for v := range int32(n) {
		if bad[v] {
			queue = append(queue, v)
		}
	}
	for len(queue) > 0 {
		v := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		for _, preds := range [2][]int32{g.rl[v], g.rr[v]} {
			for _, u := range preds {
				if !bad[u] {
					bad[u] = true
					queue = append(queue, u)
				}
			}
		}
	}
	ok := make([]bool, n)
	for v := range ok {
		ok[v] = !bad[v]
	}
	return ok
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
	at := leRelation(g, g, s)
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
	at := leRelation(g, g, s)
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
