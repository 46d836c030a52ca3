package hackenbush

import (
	"fmt"
	"math"
	"math/bits"
	"strconv"

	"github.com/cgtgo/cgt"
)

// Green is a Green Hackenbush picture: an undirected multigraph whose
// vertex 0 is the ground. A move cuts one edge; every edge no longer
// connected to the ground by a path then falls away. The player who cannot
// move (no edge left on the ground) loses. Loops (an edge u–u) and multiple
// edges between the same two vertices are allowed, as the rules allow them;
// an edge with both ends on the ground is a loop at the ground.
//
// Edges are numbered 0 … NumEdges()−1 in the order they were given. Edges
// that are not connected to the ground in the picture as given are part of
// it but play no role: they fell away before the first move.
//
// A Green is immutable and safe for concurrent use; make one with NewGreen
// or ParseGreen (the zero value is not usable). Value gives the
// nim-value of any picture in linear time (the colon and fusion
// principles); Game turns a picture of at most 64 edges into a Game over
// edge sets that the engines can solve.
type Green struct {
	orig  [][2]int   // the edges as given, ground 0
	edges [][2]int32 // the edges over compact vertex numbers 0 … n−1, ground 0
	n     int        // number of compact vertices (≥ 1)
}

// NewGreen returns the picture with the given edges, each a pair of
// vertex numbers, 0 the ground. Vertex numbers are any non-negative ints
// (they need not be consecutive); a negative one is an error naming the
// edge. The slice is copied. An empty slice is the empty picture (value 0).
// Cost: O(E) time and memory, plus a map when the vertex numbers are much
// larger than the number of edges.
func NewGreen(edges [][2]int) (*Green, error) {
	if len(edges) > math.MaxInt32/2 {
		return nil, fmt.Errorf("%w: hackenbush: %d edges, more than %d", cgt.ErrLimit, len(edges), math.MaxInt32/2)
	}
	hi := 0
	for i, e := range edges {
		for _, v := range e {
			if v < 0 {
				return nil, fmt.Errorf("hackenbush: edge %d (%d %d): vertex %d is negative", i, e[0], e[1], v)
			}
			hi = max(hi, v)
		}
	}
	h := &Green{
		orig:  append([][2]int(nil), edges...),
		edges: make([][2]int32, len(edges)),
	}
	if hi <= 2*len(edges)+1 {
		// Vertex numbers are small: use them as they are.
		h.n = hi + 1
		for i, e := range edges {
			h.edges[i] = [2]int32{int32(e[0]), int32(e[1])}
		}
		return h, nil
	}
	// Large vertex numbers: renumber them 1, 2, … in order of appearance.
	num := map[int]int32{0: 0}
	for i, e := range edges {
		for j, v := range e {
			c, ok := num[v]
			if !ok {
				c = int32(len(num))
				num[v] = c
			}
			h.edges[i][j] = c
		}
	}
	h.n = len(num)
	return h, nil
}

// ParseGreen reads a Green Hackenbush picture in the picture notation of
// the package doc (the one notation of every picture, in a file or inline):
//
//	# a stalk of two edges, a triangle on the ground with a loop, a multi-edge
//	vertices 8    # optional: the vertices are 0 … 7
//	g 1 2         # a path: the edges g–1 and 1–2
//	0-3-4-0       # the triangle 0–3, 3–4, 4–0 (a path written with dashes)
//	4-4           # a loop at vertex 4
//	g 5
//	g 5           # a second edge g–5
//	6 7           # not connected to the ground: it falls away
//	GGG           # a stalk of three edges on the ground
//
// Edges may be written green (G) or without a colour; a blue or red edge is
// an error. Edges are numbered from 0 in the order they appear, the edges
// of a path in order along it. Empty input is the empty picture. Errors
// name the line number and the offending token; ParseGreen never panics.
// Cost: O(len(text)).
func ParseGreen(text string) (*Green, error) {
	pic, err := parsePicture(text, true)
	if err != nil {
		return nil, err
	}
	edges := make([][2]int, len(pic))
	for i, e := range pic {
		edges[i] = [2]int{e.u, e.v}
	}
	return NewGreen(edges)
}

// parseVertex reads "g" or a decimal number in [0, MaxInt32].
func parseVertex(tok string) (int, bool) {
	if tok == "g" {
		return 0, true
	}
	if tok == "" || len(tok) > 10 {
		return 0, false
	}
	for i := 0; i < len(tok); i++ {
		if tok[i] < '0' || tok[i] > '9' {
			return 0, false
		}
	}
	v, err := strconv.Atoi(tok)
	if err != nil || v > math.MaxInt32 {
		return 0, false
	}
	return v, true
}

// NumEdges returns the number of edges of the picture, including any that
// are not connected to the ground. Cost: O(1).
func (h *Green) NumEdges() int { return len(h.orig) }

// Edges returns a copy of the edges, with the vertex numbers as given,
// ground 0 (a "g" in parsed text reads as 0). Cost: O(E).
func (h *Green) Edges() [][2]int { return append([][2]int(nil), h.orig...) }

// String returns the picture in the text format ParseGreen reads: one
// edge "u v" per line, in edge order, the ground written 0; the empty
// picture is "". Cost: O(E).
func (h *Green) String() string {
	var b []byte
	for _, e := range h.orig {
		b = strconv.AppendInt(b, int64(e[0]), 10)
		b = append(b, ' ')
		b = strconv.AppendInt(b, int64(e[1]), 10)
		b = append(b, '\n')
	}
	return string(b)
}

// Value returns the nim-value of the picture: a Green Hackenbush position
// is worth a Nim heap of this size, and the player to move wins iff it is
// not 0.
//
// It uses the fusion principle: the vertices of every cycle may be fused
// into one without changing the value, the cycle's edges becoming loops,
// and a loop is worth 1 (a stalk of one edge). Fusing every 2-edge-connected
// component (found with an iterative low-link search for bridges) leaves a
// tree of bridges whose vertices carry loops; the colon principle then
// gives a vertex the value (number of its loops mod 2) XOR, over the
// bridges to its children, (child's value + 1). A rooted tree is the case
// with no cycles. Edges not connected to the ground contribute nothing.
//
// Cost: O(V + E) time and memory, where V ≤ 2E + 2 counts the vertices
// after renumbering; no recursion, so a stalk of millions of edges is fine.
func (h *Green) Value() int {
	var f hbFusion
	return f.value(h.n, h.edges, -1)
}

// WinningMoves returns the edges (numbered as given) whose cut leaves a
// picture of value 0, in increasing order: the winning moves, empty when
// the picture is lost for the player to move. Only edges connected to the
// ground are moves. Cost: O(E·(V+E)) time — one Value per edge — and
// O(V+E) memory.
func (h *Green) WinningMoves() []int {
	var f hbFusion
	if f.value(h.n, h.edges, -1) == 0 {
		return nil
	}
	var grounded []int
	for i, e := range h.edges {
		if f.grounded(e[0]) {
			grounded = append(grounded, i)
		}
	}
	var win []int
	for _, i := range grounded {
		if f.value(h.n, h.edges, i) == 0 {
			win = append(win, i)
		}
	}
	return win
}

// hbFusion holds the scratch space of the fusion-principle evaluation, so
// that repeated evaluations reuse it.
type hbFusion struct {
	v     []hbVert
	adj   [][2]int32 // CSR adjacency: (neighbour, edge) pairs
	order []int32    // the vertices reached from the ground, in preorder
}

// hbVert is the per-vertex state of the search, in one struct for locality.
type hbVert struct {
	it     int32 // next adjacency slot to scan; after the search: the component head
	end    int32 // end of the adjacency slots; after the search: the value
	disc   int32 // discovery time from 1, 0 = not reached from the ground
	low    int32 // low-link
	pe     int32 // the edge by which the vertex was reached, −1 for the ground
	parent int32
}

// grounded reports whether vertex v was reached from the ground by the
// last evaluation.
func (f *hbFusion) grounded(v int32) bool { return f.v[v].disc != 0 }

func hbGrow[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	s = s[:n]
	clear(s)
	return s
}

// value returns the nim-value of the picture on vertices 0 … n−1 (ground 0)
// with the given edges except edge skip (−1 for none). Afterwards
// f.grounded(v) reports whether v is connected to the ground.
func (f *hbFusion) value(n int, edges [][2]int32, skip int) int {
	// CSR adjacency of the non-loop edges: count the degrees in end, turn
	// them into slot ranges [it, end), fill through disc as a cursor.
	f.v = hbGrow(f.v, n)
	vs := f.v
	for i, e := range edges {
		if i != skip && e[0] != e[1] {
			vs[e[0]].end++
			vs[e[1]].end++
		}
	}
	s := int32(0)
	for i := range vs {
		d := vs[i].end
		vs[i].it, vs[i].disc = s, s
		s += d
		vs[i].end = s
	}
	f.adj = hbGrow(f.adj, int(s))
	adj := f.adj
	for i, e := range edges {
		if i != skip && e[0] != e[1] {
			u, v := e[0], e[1]
			adj[vs[u].disc] = [2]int32{v, int32(i)}
			vs[u].disc++
			adj[vs[v].disc] = [2]int32{u, int32(i)}
			vs[v].disc++
		}
	}
	for i := range vs {
		vs[i].disc = 0
	}

	// Iterative depth-first search from the ground with low-links; the
	// stack is the path of parents from the current vertex. An edge is
	// skipped only if it is the very edge a vertex was reached by, so a
	// multi-edge back to the parent counts as a cycle.
	if cap(f.order) < n {
		f.order = make([]int32, 0, n)
	}
	f.order = append(f.order[:0], 0)
	t := int32(1)
	vs[0].disc, vs[0].low, vs[0].pe = 1, 1, -1
	for v := int32(0); v >= 0; {
		x := &vs[v]
		if x.it < x.end {
			a := adj[x.it]
			x.it++
			w, e := a[0], a[1]
			if e == x.pe {
				continue
			}
			if y := &vs[w]; y.disc == 0 {
				t++
				y.disc, y.low, y.pe, y.parent = t, t, e, v
				f.order = append(f.order, w)
				v = w
			} else {
				x.low = min(x.low, y.disc)
			}
			continue
		}
		if v == 0 {
			break
		}
		p := &vs[x.parent]
		p.low = min(p.low, x.low)
		v = x.parent
	}

	// The edge to v from its parent is a bridge iff low[v] == disc[v]; then
	// v heads a new 2-edge-connected component, else it joins its parent's.
	// From here it holds the head and end the value.
	vs[0].it, vs[0].end = 0, 0
	for _, v := range f.order[1:] {
		x := &vs[v]
		if x.low == x.disc {
			x.it = v
		} else {
			x.it = vs[x.parent].it
		}
		x.end = 0
	}
	// Fusion: every edge inside a component (a loop, or an edge on a cycle)
	// becomes a loop at the fused vertex, worth 1.
	for i, e := range edges {
		if i == skip || vs[e[0]].disc == 0 {
			continue
		}
		if hu := vs[e[0]].it; hu == vs[e[1]].it {
			vs[hu].end ^= 1
		}
	}
	// Colon principle over the tree of bridges, children first (reverse
	// preorder): a component hanging by a bridge adds its value + 1.
	for k := len(f.order) - 1; k > 0; k-- {
		v := f.order[k]
		if x := &vs[v]; x.it == v {
			vs[vs[x.parent].it].end ^= x.end + 1
		}
	}
	return int(vs[0].end)
}

// GreenGame is Green Hackenbush on a picture of at most 64 edges as a
// Game[uint64] for the engines. A position is a set of edges, bit i for
// edge i; its picture is those edges less any not connected to the ground
// (they fall away), so every set is a legal position and sets with the same
// grounded edges are the same position in play. A move cuts one grounded
// edge and drops whatever is then cut off; Moves returns grounded sets
// only. Play ends when no edge is connected to the ground (normal play: the
// player to move there loses). A GreenGame is immutable and safe for
// concurrent use; Green.Game makes one (the zero value is not usable).
type GreenGame struct {
	h   *Green
	inc []uint64 // per compact vertex: the edges incident to it
	end [][2]int32
}

// Game returns the picture as a GreenGame, or an error when it has
// more than 64 edges. Cost: O(V + E).
func (h *Green) Game() (*GreenGame, error) {
	if len(h.edges) > 64 {
		return nil, fmt.Errorf("%w: hackenbush: %d edges: a GreenGame holds at most 64", cgt.ErrLimit, len(h.edges))
	}
	g := &GreenGame{h: h, inc: make([]uint64, h.n), end: h.edges}
	for i, e := range h.edges {
		g.inc[e[0]] |= 1 << i
		g.inc[e[1]] |= 1 << i
	}
	return g, nil
}

// Start returns the position of the whole picture: every edge connected to
// the ground. Cost: O(E) word operations.
func (g *GreenGame) Start() uint64 {
	all := uint64(0)
	if n := len(g.end); n > 0 {
		all = ^uint64(0) >> (64 - n)
	}
	return g.Grounded(all)
}

// Grounded returns the edges of p that are connected to the ground through
// edges of p. Bits of p beyond the picture's edges are ignored. Cost: O(E)
// word operations.
func (g *GreenGame) Grounded(p uint64) uint64 {
	if len(g.end) < 64 {
		p &= 1<<len(g.end) - 1
	}
	reached := p & g.inc[0]
	todo := reached
	for todo != 0 {
		e := bits.TrailingZeros64(todo)
		todo &= todo - 1
		for _, v := range g.end[e] {
			nw := p & g.inc[v] &^ reached
			reached |= nw
			todo |= nw
		}
	}
	return reached
}

// Cut returns the position after cutting edge e in p: p's grounded edges
// without e and without whatever that cuts off. Cutting an edge not in
// p's picture, or e outside [0, 64), cuts nothing: the result is then
// Grounded(p).
func (g *GreenGame) Cut(p uint64, e int) uint64 {
	return g.Grounded(p &^ (1 << uint(e)))
}

// Moves appends the positions after each cut of a grounded edge of p, in
// increasing edge order. Cost: O(E²) word operations.
func (g *GreenGame) Moves(dst []uint64, p uint64) []uint64 {
	q := g.Grounded(p)
	for r := q; r != 0; r &= r - 1 {
		dst = append(dst, g.Grounded(q&^(r&-r)))
	}
	return dst
}

// Terminal always reports false: Green Hackenbush is a normal-play game,
// over when no edge is left on the ground (then Moves returns none).
// Cost: O(1).
func (g *GreenGame) Terminal(uint64) (cgt.Outcome, bool) { return cgt.Unknown, false }

// Value returns the nim-value of position p by the fusion principle (see
// Green.Value). Cost: O(V + E), a few small allocations.
func (g *GreenGame) Value(p uint64) int {
	var f hbFusion
	return f.value(g.h.n, g.sub(p, nil), -1)
}

// sub appends to dst the edges of p (ungrounded ones too; they fall away in
// the evaluation).
func (g *GreenGame) sub(p uint64, dst [][2]int32) [][2]int32 {
	if len(g.end) < 64 {
		p &= 1<<len(g.end) - 1
	}
	for ; p != 0; p &= p - 1 {
		dst = append(dst, g.end[bits.TrailingZeros64(p)])
	}
	return dst
}

// WinningMoves returns the edges whose cut moves p to a position of value
// 0, in increasing order; empty when p is lost for the player to move. It
// evaluates each move by the fusion principle: O(E·(V+E)).
func (g *GreenGame) WinningMoves(p uint64) []int {
	var f hbFusion
	var buf [64][2]int32
	q := g.Grounded(p)
	if f.value(g.h.n, g.sub(q, buf[:0]), -1) == 0 {
		return nil
	}
	var win []int
	for r := q; r != 0; r &= r - 1 {
		e := bits.TrailingZeros64(r)
		if f.value(g.h.n, g.sub(q&^(1<<e), buf[:0]), -1) == 0 {
			win = append(win, e)
		}
	}
	return win
}
