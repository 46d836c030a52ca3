package board

import (
	"fmt"
	"slices"
	"strings"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/tier"
)

// Game is a board game made from its Rules by New, numbered by the
// board's Index without a line of numbering in the rules: it is a
// cgt.Game with the capabilities cgt.Dense (the tiers one after the
// other), cgt.Tiered (the tiers are the groups of shapes that lead to each
// other, children first), cgt.Symmetric and cgt.Orbits (one number a
// class of the board's symmetries), so that the in-memory engines, the tier
// solver (package github.com/cgtgo/cgt/tier), the tables, cgt query and
// cgt serve take it. When the rules are an Unmover it is also
// cgt.Reversible and tier.Retro, so that the tiers whose moves stay inside
// them are solved in 2 bytes a position.
//
// A Game is safe for concurrent use.
type Game interface {
	cgt.Game[Pos]
	cgt.Dense[Pos]
	cgt.Tiered[Pos]
	cgt.Orbits[Pos]
	// Rules returns the rules the game was made from, and Spec their
	// description.
	Rules() Rules
	Spec() Spec
	// Board returns the board, with its symmetries.
	Board() *Board
	// Name names the game in its tier files.
	Name() tier.Name
	// TierShapes returns the shapes of tier t, in the order of their
	// numbers, and the number of the first position of each (one more
	// entry: the tier's size).
	TierShapes(t int) ([]Shape, []int)
	// ShapeIndex returns the Index that numbers the positions of shape s
	// within it, and whether s is a shape of the game.
	ShapeIndex(s Shape) (*Index, bool)
	// Text writes p as the game's text (see Parse); player is the player
	// to move, for a game written from the mover's side (Spec.Swap), and
	// is ignored otherwise.
	Text(p Pos, player int) string
	// Parse reads a position written by Text, and returns it with its
	// player to move.
	Parse(s string) (Pos, int, error)
	// MoveName names the move from p to q (one of p's moves): by the
	// rules' Namer, or by the cells it changes.
	MoveName(p, q Pos) string
	// Changes returns the cells whose contents the move from p to q (one
	// of p's moves) changes, in increasing order: for a page to show the
	// move, or to find it from the cells a player clicks.
	Changes(p, q Pos) []int
	// Layout returns the board's layout with its defaults filled in: the
	// names of the cells and the rows of the text.
	Layout() Layout
	// Counters returns the number of counters off the board that the
	// game's positions keep (and its text writes).
	Counters() int
	// Loops reports whether tier t has moves that stay inside it: it
	// holds more than one shape, or its shape leads to itself (Next).
	// Such a tier is solved whole.
	Loops(t int) bool
}

// shapeInfo is one shape of the game: its tier and where its positions
// start in the tier, and its numbering.
type shapeInfo struct {
	s    Shape
	tier int
	lo   int
	x    *Index
}

type tierInfo struct {
	shapes []int // indices into game.shapes, in order
	lo     []int // lo[k]: the first slot of shapes[k]; one more entry: the size
	kids   []int
}

// game is a Game whose rules have no un-moves.
type game struct {
	r      Rules
	spec   Spec
	b      *Board
	shapes []shapeInfo
	lookup shapeTable
	tiers  []tierInfo
	base   []int // base[t]: the Dense number of tier t's first position; one more: Size()
	namer  Namer
	text   textForm
	// quiet counts the quiet moves, for rules that are QuietCounters
	// and say UniqueMoves (nil otherwise); quietKey is the kind of the
	// key (Spec.Order's first) and quietZ its image after a move.
	quiet            QuietCounter
	quietKey, quietZ int
}

// reversible is a Game whose rules are an Unmover.
type reversible struct {
	*game
	u    Unmover
	from UnmoverFrom // nil if the rules have no UnmovesFrom
}

// New returns the game of the rules r. It checks the description: the
// board, the kinds, the symmetries (each a permutation of the cells), the
// shapes (each fitting the board, no repeats) and Next (which must list
// only shapes of the game), and builds the numbering's tables (the key's
// classes, with symmetries: see Index for their size).
func New(r Rules) (Game, error) {
	sp := r.Spec()
	if len(sp.Kinds) == 0 || len(sp.Kinds) > MaxKinds || strings.ContainsAny(sp.Kinds, "./ ") {
		return nil, fmt.Errorf("board: %s: kinds %q: want 1 … %d letters, none of '.', '/' or a space", sp.Name, sp.Kinds, MaxKinds)
	}
	grp, err := NewGroup(sp.Cells, sp.Symmetries...)
	if err != nil {
		return nil, fmt.Errorf("%w (game %s)", err, sp.Name)
	}
	g := &game{r: r, spec: sp, b: NewBoard(grp)}
	g.namer, _ = r.(Namer)
	if qc, ok := r.(QuietCounter); ok && sp.UniqueMoves {
		g.quiet = qc
		g.quietKey, g.quietZ = quietKinds(&sp)
	}
	if g.text, err = newTextForm(&sp); err != nil {
		return nil, err
	}
	if len(sp.Shapes) == 0 {
		return nil, fmt.Errorf("board: %s: no shapes", sp.Name)
	}
	ids := map[uint64]int{}
	for i, s := range sp.Shapes {
		if _, dup := ids[s.key()]; dup {
			return nil, fmt.Errorf("board: %s: shape %v listed twice", sp.Name, s)
		}
		ids[s.key()] = i
	}
	// The graph of shapes, and its strongly connected components: the
	// tiers.
	next := make([][]int, len(sp.Shapes))
	for i, s := range sp.Shapes {
		for _, c := range r.Next(s) {
			j, ok := ids[c.key()]
			if !ok {
				return nil, fmt.Errorf("board: %s: Next(%v) lists %v, not among the shapes", sp.Name, s, c)
			}
			next[i] = append(next[i], j)
		}
	}
	comp := components(next)
	order, kids := tierOrder(comp, next)
	g.shapes = make([]shapeInfo, len(sp.Shapes))
	g.tiers = make([]tierInfo, len(order))
	g.base = make([]int, len(order)+1)
	counts := make([]int, len(sp.Kinds))
	for t, c := range order {
		ti := &g.tiers[t]
		ti.lo = []int{0}
		for i := range sp.Shapes {
			if comp[i] != c {
				continue
			}
			s := sp.Shapes[i]
			for k := range counts {
				counts[k] = int(s.On[k])
			}
			if slices.ContainsFunc(s.On[len(sp.Kinds):], func(v uint8) bool { return v != 0 }) {
				return nil, fmt.Errorf("board: %s: shape %v has pieces of a kind beyond the %d of Kinds", sp.Name, s, len(sp.Kinds))
			}
			x, err := g.b.Index(counts, sp.Order)
			if err != nil {
				return nil, fmt.Errorf("%w (game %s, shape %v)", err, sp.Name, s)
			}
			g.shapes[i] = shapeInfo{s: s, tier: t, lo: ti.lo[len(ti.lo)-1], x: x}
			ti.shapes = append(ti.shapes, i)
			ti.lo = append(ti.lo, ti.lo[len(ti.lo)-1]+x.Size())
		}
		g.base[t+1] = g.base[t] + ti.lo[len(ti.lo)-1]
	}
	for t, c := range order {
		for _, k := range kids[c] {
			g.tiers[t].kids = append(g.tiers[t].kids, slices.Index(order, k))
		}
		slices.Sort(g.tiers[t].kids)
	}
	g.lookup = newShapeTable(g.shapes)
	if u, ok := r.(Unmover); ok {
		from, _ := r.(UnmoverFrom)
		return &reversible{game: g, u: u, from: from}, nil
	}
	return g, nil
}

// components returns the strongly connected component of each node of
// the graph next (Tarjan's algorithm, without recursion), numbered in the
// order they are completed: a component's successors are numbered before
// it.
func components(next [][]int) []int {
	n := len(next)
	index, low, comp := make([]int, n), make([]int, n), make([]int, n)
	for i := range index {
		index[i], comp[i] = -1, -1
	}
	var stack []int
	onStack := make([]bool, n)
	type frame struct{ v, k int }
	var calls []frame
	count, ncomp := 0, 0
	for root := range n {
		if index[root] >= 0 {
			continue
		}
		calls = append(calls[:0], frame{root, 0})
		index[root], low[root] = count, count
		count++
		stack = append(stack, root)
		onStack[root] = true
		for len(calls) > 0 {
			f := &calls[len(calls)-1]
			if f.k < len(next[f.v]) {
				w := next[f.v][f.k]
				f.k++
				switch {
				case index[w] < 0:
					index[w], low[w] = count, count
					count++
					stack = append(stack, w)
					onStack[w] = true
					calls = append(calls, frame{w, 0})
				case onStack[w]:
					low[f.v] = min(low[f.v], index[w])
				}
				continue
			}
			v := f.v
			calls = calls[:len(calls)-1]
			if len(calls) > 0 {
				u := calls[len(calls)-1].v
				low[u] = min(low[u], low[v])
			}
			if low[v] == index[v] {
				for {
					w := stack[len(stack)-1]
					stack = stack[:len(stack)-1]
					onStack[w] = false
					comp[w] = ncomp
					if w == v {
						break
					}
				}
				ncomp++
			}
		}
	}
	return comp
}

// tierOrder orders the components children first and, among those whose
// children are done, by their first node; it returns the order and each
// component's child components.
func tierOrder(comp []int, next [][]int) (order []int, kids [][]int) {
	nc := slices.Max(comp) + 1
	kids = make([][]int, nc)
	first := make([]int, nc)
	for i := range first {
		first[i] = len(comp)
	}
	for v, c := range comp {
		first[c] = min(first[c], v)
		for _, w := range next[v] {
			if d := comp[w]; d != c && !slices.Contains(kids[c], d) {
				kids[c] = append(kids[c], d)
			}
		}
	}
	waiting := make([]int, nc) // children not yet ordered
	parents := make([][]int, nc)
	for c, ks := range kids {
		waiting[c] = len(ks)
		for _, k := range ks {
			parents[k] = append(parents[k], c)
		}
	}
	var ready []int
	for c := range nc {
		if waiting[c] == 0 {
			ready = append(ready, c)
		}
	}
	for len(ready) > 0 {
		// The ready component listed first; the lists are short.
		best := 0
		for i, c := range ready {
			if first[c] < first[ready[best]] {
				best = i
			}
		}
		c := ready[best]
		ready = slices.Delete(ready, best, best+1)
		order = append(order, c)
		for _, p := range parents[c] {
			if waiting[p]--; waiting[p] == 0 {
				ready = append(ready, p)
			}
		}
	}
	return order, kids
}

// shapeTable finds a shape's number from its key: open addressing on a
// multiplicative hash.
type shapeTable struct {
	keys  []uint64
	vals  []int32
	shift uint
}

func newShapeTable(shapes []shapeInfo) shapeTable {
	size, shift := 8, uint(61)
	for size < 4*len(shapes) {
		size, shift = size*2, shift-1
	}
	t := shapeTable{keys: make([]uint64, size), vals: make([]int32, size), shift: shift}
	for i := range t.vals {
		t.vals[i] = -1
	}
	for i, s := range shapes {
		k := s.s.key()
		h := k * 0x9e3779b97f4a7c15 >> t.shift
		for t.vals[h] >= 0 {
			h = (h + 1) & uint64(size-1)
		}
		t.keys[h], t.vals[h] = k, int32(i)
	}
	return t
}

// find returns the number of the shape with key k, or −1.
func (t *shapeTable) find(k uint64) int {
	mask := uint64(len(t.keys) - 1)
	for h := k * 0x9e3779b97f4a7c15 >> t.shift; ; h = (h + 1) & mask {
		switch v := t.vals[h]; {
		case v < 0:
			return -1
		case t.keys[h] == k:
			return int(v)
		}
	}
}

// shapeOf returns the number of p's shape, or −1.
func (g *game) shapeOf(p *Pos) int { return g.lookup.find(shapeKey(p)) }

func (g *game) Rules() Rules    { return g.r }
func (g *game) Spec() Spec      { return g.spec }
func (g *game) Board() *Board   { return g.b }
func (g *game) Name() tier.Name { return tier.Name{Game: g.spec.Name, Params: g.spec.Params} }
func (g *game) Tiers() int      { return len(g.tiers) }
func (g *game) Size() int       { return g.base[len(g.base)-1] }
func (g *game) TierSize(t int) int {
	lo := g.tiers[t].lo
	return lo[len(lo)-1]
}

// ChildTiers returns the tiers other than t that the moves of t lead to.
func (g *game) ChildTiers(t int) []int { return g.tiers[t].kids }

func (g *game) TierShapes(t int) ([]Shape, []int) {
	ti := &g.tiers[t]
	out := make([]Shape, len(ti.shapes))
	for k, i := range ti.shapes {
		out[k] = g.shapes[i].s
	}
	return out, slices.Clone(ti.lo)
}

func (g *game) ShapeIndex(s Shape) (*Index, bool) {
	i := g.lookup.find(s.key())
	if i < 0 {
		return nil, false
	}
	return g.shapes[i].x, true
}

// Moves appends the positions one move from p leads to (the rules' Moves).
func (g *game) Moves(dst []Pos, p Pos) []Pos { return g.r.Moves(dst, p) }

// Terminal reports whether play has ended at p (the rules' Terminal).
func (g *game) Terminal(p Pos) (cgt.Outcome, bool) { return g.r.Terminal(p) }

// Tier returns the tier of p, or −1 for a shape outside the game.
func (g *game) Tier(p Pos) int {
	i := g.shapeOf(&p)
	if i < 0 {
		return -1
	}
	return g.shapes[i].tier
}

// TierIndex returns the number of p's class in its tier. p must be of a
// shape of the game.
func (g *game) TierIndex(p Pos) int {
	si := &g.shapes[g.shapeOf(&p)]
	return si.lo + si.x.Rank(&p.Sets)
}

// TierPosition returns the representative of the class numbered i in
// tier t.
func (g *game) TierPosition(t, i int) Pos {
	ti := &g.tiers[t]
	k := 0
	for k+1 < len(ti.shapes) && ti.lo[k+1] <= i {
		k++
	}
	si := &g.shapes[ti.shapes[k]]
	return Pos{Sets: si.x.Unrank(i - ti.lo[k]), Off: si.s.Off, Turn: si.s.Turn}
}

// Index returns the Dense number of p's class, or −1 for a value of Pos
// that is not a position of the game's shapes.
func (g *game) Index(p Pos) int {
	i := g.shapeOf(&p)
	if i < 0 || !g.shapes[i].x.Valid(&p.Sets) {
		return -1
	}
	si := &g.shapes[i]
	return g.base[si.tier] + si.lo + si.x.Rank(&p.Sets)
}

// Position returns the representative numbered i (cgt.Dense).
func (g *game) Position(i int) Pos {
	t, _ := slices.BinarySearch(g.base, i+1)
	t--
	return g.TierPosition(t, i-g.base[t])
}

// Canonical returns the representative of p's class (cgt.Symmetric).
func (g *game) Canonical(p Pos) Pos {
	i := g.shapeOf(&p)
	if i < 0 || g.b.g.trivial() {
		return p
	}
	_, s := g.shapes[i].x.RankSym(&p.Sets)
	return g.apply(s, p)
}

// apply returns the image of p under symmetry s.
func (g *game) apply(s int, p Pos) Pos {
	if s == 0 {
		return p
	}
	for k, x := range p.Sets {
		if x != 0 {
			p.Sets[k] = g.b.g.Apply(s, x)
		}
	}
	return p
}

// OrbitSize returns the number of positions equivalent to p (cgt.Orbits):
// the number of symmetries over the number that fix p, the whole group
// where p's key is of a class without symmetry (no symmetry but the
// identity can fix p then), else by applying each.
func (g *game) OrbitSize(p Pos) int {
	n := g.b.g.Len()
	if i := g.shapeOf(&p); i >= 0 {
		if x := g.shapes[i].x; x.cls != nil {
			if c := int(x.keyEntry(p.Sets[x.order[0]]) >> symBits); c < x.cls.ntriv {
				return n
			}
		}
	}
	fixed := 0
	for s := range n {
		if g.apply(s, p) == p {
			fixed++
		}
	}
	return n / fixed
}

// Loops reports whether tier t has moves inside itself.
func (g *game) Loops(t int) bool {
	ti := &g.tiers[t]
	if len(ti.shapes) > 1 {
		return true
	}
	s := g.shapes[ti.shapes[0]].s
	return slices.Contains(g.r.Next(s), s)
}

// Predecessors appends the positions of the game from which one move
// leads to p: the rules' Unmoves of the game's shapes (cgt.Reversible).
func (g *reversible) Predecessors(dst []Pos, p Pos) []Pos {
	at := len(dst)
	dst = g.u.Unmoves(dst, p)
	out := dst[:at]
	for _, q := range dst[at:] {
		if g.shapeOf(&q) >= 0 {
			out = append(out, q)
		}
	}
	return out
}

var (
	_ Game                = (*game)(nil)
	_ cgt.Reversible[Pos] = (*reversible)(nil)
	_ tier.Retro          = (*reversible)(nil)
)
