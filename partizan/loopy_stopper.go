package partizan

// Stoppers: loopy games without infinite alternating play from any
// position (Siegel, CGT VI.2). Alone they never draw, and G ≤ H for
// stoppers exactly when Left, moving second, survives H − G. Their simplest
// forms (VI.3) come from removing dominated options, bypassing reversible
// ones and fusing equal positions, over and over; the result is unique up to
// the numbering of its positions, which canonical fixes, so that two
// stoppers are equal exactly when their encodings are.

import (
	"encoding/binary"
	"fmt"
	"slices"

	"github.com/cgtgo/cgt"
)

// pack returns the subgraph of g reachable from root, renumbered in the
// order of a depth-first search from root (root is 0), with repeated
// options removed.
func (g *lgraph) pack(root int) *lgraph {
	idx := map[int32]int32{int32(root): 0}
	order := []int32{int32(root)}
	for i := 0; i < len(order); i++ {
		v := order[i]
		for _, opts := range [2][]int32{g.l[v], g.r[v]} {
			for _, w := range opts {
				if _, ok := idx[w]; !ok {
					idx[w] = int32(len(order))
					order = append(order, w)
				}
			}
		}
	}
	h := newLgraph(len(order))
	for i, v := range order {
		h.l[i] = remapSet(g.l[v], idx)
		h.r[i] = remapSet(g.r[v], idx)
	}
	return h
}

func remapSet(opts []int32, idx map[int32]int32) []int32 {
	var out []int32
	for _, w := range opts {
		out = append(out, idx[w])
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// stopperFrom reports whether no infinite alternating play starts at any
// position reachable from root (with either player to move): the graph of
// (position, player to move) states, Left's moves leading to Right to
// move and back, has no cycle among the states of those positions.
func (g *lgraph) stopperFrom(root int) bool {
	// Iterative depth-first search; color 1 on the stack, 2 done. State
	// 2v is v with Left to move, 2v+1 with Right to move.
	color := make([]uint8, 2*g.n())
	type frame struct {
		s    int32
		next int
	}
	next := func(s int32, i int) (int32, bool) {
		v, right := s/2, s%2 == 1
		opts := g.l[v]
		if right {
			opts = g.r[v]
		}
		if i >= len(opts) {
			return 0, false
		}
		t := 2 * opts[i]
		if !right {
			t++
		}
		return t, true
	}
	var stack []frame
	for _, v := range g.reachable(root) {
		for _, start := range []int32{2 * v, 2*v + 1} {
			if color[start] != 0 {
				continue
			}
			stack = append(stack[:0], frame{start, 0})
			color[start] = 1
			for len(stack) > 0 {
				f := &stack[len(stack)-1]
				t, ok := next(f.s, f.next)
				if !ok {
					color[f.s] = 2
					stack = stack[:len(stack)-1]
					continue
				}
				f.next++
				switch color[t] {
				case 1:
					return false
				case 0:
					color[t] = 1
					stack = append(stack, frame{t, 0})
				}
			}
		}
	}
	return true
}

// reachable returns the positions reachable from root, root first.
func (g *lgraph) reachable(root int) []int32 {
	seen := make([]bool, g.n())
	seen[root] = true
	order := []int32{int32(root)}
	for i := 0; i < len(order); i++ {
		v := order[i]
		for _, opts := range [2][]int32{g.l[v], g.r[v]} {
			for _, w := range opts {
				if !seen[w] {
					seen[w] = true
					order = append(order, w)
				}
			}
		}
	}
	return order
}

// acyclic reports whether no position reachable from root is reachable
// from itself: the game is short.
func (g *lgraph) acyclic(root int) bool {
	color := make([]uint8, g.n())
	var visit func(v int32) bool
	visit = func(v int32) bool {
		color[v] = 1
		for _, opts := range [2][]int32{g.l[v], g.r[v]} {
			for _, w := range opts {
				if color[w] == 1 || color[w] == 0 && !visit(w) {
					return false
				}
			}
		}
		color[v] = 2
		return true
	}
	return visit(int32(root))
}

// simplestStopper returns the simplest form of the stopper at root of g,
// canonically numbered, and the index of its root. g must be a stopper
// from root.
func simplestStopper(g *lgraph, root int) (*lgraph, int) {
	h := g.pack(root)
	for round := 0; ; round++ {
		if round > 4*(h.edges()+h.n()+1)*(h.n()+1) {
			panic("cgt: internal error: the simplification of a stopper does not end")
		}
		n := h.n()
		at := leRelation(h, h, sideNone)
		changed := false
		for v := range int32(n) {
			// Dominated options: Left keeps her largest, Right his
			// smallest (one of equal options).
			l := undominated(h.l[v], func(x, y int32) bool { return at(x, y) })
			r := undominated(h.r[v], func(x, y int32) bool { return at(y, x) })
			changed = changed || len(l) != len(h.l[v]) || len(r) != len(h.r[v])
			// Reversible options: a Left option x with a Right option y ≤ v
			// is replaced by y's Left options; a Right option x with a Left
			// option y ≥ v by y's Right options.
			nl, bl := h.bypass(l, true, func(_, y int32) bool { return at(y, v) })
			nr, br := h.bypass(r, false, func(_, y int32) bool { return at(v, y) })
			changed = changed || bl || br
			h.l[v], h.r[v] = nl, nr
		}
		if changed {
			h = h.pack(0)
			continue
		}
		// Fuse equal positions into the first of them, once no option is
		// dominated or reversible (fusing earlier can make a pass of an
		// option that is about to be bypassed, and an alternating cycle).
		fused := false
		rep := make(map[int32]int32, n)
		for v := range int32(n) {
			rep[v] = v
			for u := range v {
				if rep[u] == u && at(u, v) && at(v, u) {
					rep[v], fused = u, true
					break
				}
			}
		}
		if !fused {
			break
		}
		for v := range n {
			h.l[v] = remapSet(h.l[v], rep)
			h.r[v] = remapSet(h.r[v], rep)
		}
		h = h.pack(int(rep[0]))
	}
	return canonical(h, 0)
}

// undominated returns the options not below another: x is dropped if
// below(x, y) for another option y, unless y is below x too and comes
// later (of equal options the first stays).
func undominated(opts []int32, below func(x, y int32) bool) []int32 {
	var out []int32
	for i, x := range opts {
		dominated := false
		for j, y := range opts {
			if i != j && below(x, y) && (!below(y, x) || j < i) {
				dominated = true
				break
			}
		}
		if !dominated {
			out = append(out, x)
		}
	}
	return out
}

// bypass replaces each option x of the options given (Left's if left)
// that is reversible — one of x's options y for the other player has
// reverses(x, y) — by y's options for the same player, and reports whether
// it replaced any. The result is sorted, without repeats.
func (g *lgraph) bypass(opts []int32, left bool, reverses func(x, y int32) bool) ([]int32, bool) {
	var out []int32
	changed := false
	for _, x := range opts {
		back, ys := g.l[x], g.r
		if left {
			back, ys = g.r[x], g.l
		}
		i := slices.IndexFunc(back, func(y int32) bool { return reverses(x, y) })
		if i < 0 {
			out = append(out, x)
			continue
		}
		out = append(out, ys[back[i]]...)
		changed = true
	}
	return sortedSet(out), changed
}

func sortedSet(s []int32) []int32 {
	slices.Sort(s)
	return slices.Compact(s)
}

// encodeGraph serializes a canonical graph and its root.
func encodeGraph(g *lgraph, root int) string {
	var b []byte
	b = binary.AppendUvarint(b, uint64(g.n()))
	b = binary.AppendUvarint(b, uint64(root))
	for v := range g.n() {
		for _, opts := range [2][]int32{g.l[v], g.r[v]} {
			b = binary.AppendUvarint(b, uint64(len(opts)))
			for _, w := range opts {
				b = binary.AppendUvarint(b, uint64(w))
			}
		}
	}
	return string(b)
}

// decodeGraph reads what encodeGraph wrote.
func decodeGraph(s string) (*lgraph, int) {
	d := &decoder{s: s}
	n := int(d.uvarint())
	root := int(d.uvarint())
	g := newLgraph(n)
	for v := range n {
		for side := range 2 {
			k := int(d.uvarint())
			opts := make([]int32, k)
			for i := range opts {
				opts[i] = int32(d.uvarint())
			}
			if side == 0 {
				g.l[v] = opts
			} else {
				g.r[v] = opts
			}
		}
	}
	return g, root
}

// graphOfValue returns the graph of a short game's canonical form, or an
// error wrapping cgt.ErrLimit past maxLoopyOptions options or
// maxLoopyPositions positions (the bound of the graphs simplified: see
// maxLoopyPositions).
func graphOfValue(v Value) (*lgraph, int, error) {
	u := newUniverse()
	g := newLgraph(0)
	idx := map[vid]int32{}
	edges := 0
	var add func(a vid) int32
	add = func(a vid) int32 {
		if i, ok := idx[a]; ok {
			return i
		}
		i := int32(g.n())
		idx[a] = i
		g.l, g.r = append(g.l, nil), append(g.r, nil)
		var l, r []int32
		if int(u.nodes[a].nim) > maxLoopyOptions {
			edges = maxLoopyOptions + 1 // *n lists n options: not made at all
			return i
		}
		for side, opts := range [2][]vid{u.opts(a, true), u.opts(a, false)} {
			edges += len(opts)
			if edges > maxLoopyOptions {
				return i
			}
			for _, x := range opts {
				if side == 0 {
					l = append(l, add(x))
				} else {
					r = append(r, add(x))
				}
			}
		}
		g.l[i], g.r[i] = l, r
		return i
	}
	root := add(u.decode(v.s))
	if edges > maxLoopyOptions {
		return nil, 0, fmt.Errorf("%w: %v has more than %d options in all to make a loopy graph of", cgt.ErrLimit, v, maxLoopyOptions)
	}
	if g.n() > maxLoopyPositions {
		return nil, 0, fmt.Errorf("%w: %v has %d positions, more than the %d of a loopy graph", cgt.ErrLimit, v, g.n(), maxLoopyPositions)
	}
	return g, int(root), nil
}

// valueOfGraph returns the canonical form of the short game at root of g,
// which must be acyclic from root.
func valueOfGraph(g *lgraph, root int) Value {
	u := newUniverse()
	memo := map[int32]vid{}
	var val func(v int32) vid
	val = func(v int32) vid {
		if id, ok := memo[v]; ok {
			return id
		}
		var l, r []vid
		for _, w := range g.l[v] {
			l = append(l, val(w))
		}
		for _, w := range g.r[v] {
			r = append(r, val(w))
		}
		id := u.canon(l, r)
		memo[v] = id
		return id
	}
	return Value{u.encode(val(int32(root)))}
}
