package partizan

import (
	"math"
	"slices"
)

// The two-player games behind loopy outcomes and comparisons. A state is
// a pair of positions (a of graph A, b of graph B), the player to move
// and, for the comparison of sides, whether the last move was made in the
// component that counts (see side). The game played is B − A: Left moves
// b to a Left option of b or a to a Right option of a; Right moves b to a
// Right option or a to a Left option. Outcomes of one graph G are those
// of G − 0.

// lgraph is a loopy graph with int32 indices; rl and rr, built on demand,
// are its reverse edges.
type lgraph struct {
	l, r   [][]int32
	rl, rr [][]int32
}

func newLgraph(n int) *lgraph {
	return &lgraph{l: make([][]int32, n), r: make([][]int32, n)}
}

func lgraphOf(g *LoopyGraph) *lgraph {
	h := newLgraph(g.Len())
	for v := range g.Left {
		for _, w := range g.Left[v] {
			h.l[v] = append(h.l[v], int32(w))
		}
		for _, w := range g.Right[v] {
			h.r[v] = append(h.r[v], int32(w))
		}
	}
	return h
}

func (g *lgraph) n() int { return len(g.l) }

// appendGraph adds a copy of the positions of h to g and returns the
// index in g of h's position 0.
func (g *lgraph) appendGraph(h *lgraph) int32 {
	base := int32(g.n())
	for v := range h.n() {
		var l, r []int32
		for _, w := range h.l[v] {
			l = append(l, base+w)
		}
		for _, w := range h.r[v] {
			r = append(r, base+w)
		}
		g.l, g.r = append(g.l, l), append(g.r, r)
	}
	return base
}

// reverse builds rl and rr afresh (the graph may have changed since).
func (g *lgraph) reverse() {
	g.rl, g.rr = make([][]int32, g.n()), make([][]int32, g.n())
	for v := range g.l {
		for _, w := range g.l[v] {
			g.rl[w] = append(g.rl[w], int32(v))
		}
		for _, w := range g.r[v] {
			g.rr[w] = append(g.rr[w], int32(v))
		}
	}
}

// zeroGraph returns the graph of the game 0.
func zeroGraph() *lgraph { return newLgraph(1) }

// side says how infinite play ends in a comparison. sideNone: infinite
// play is a Left win (survival), which decides G ≤ H for stoppers.
// sideOn compares onsides: in H⁺ − G⁺ Left wins an infinite play if it
// makes infinitely many moves in H, the component played under the
// convention that infinite play is Left's. sideOff compares offsides: Left
// wins an infinite play of H⁻ − G⁻ if infinitely many of its moves are in
// −G⁻ = (−G)⁺.
type side int8

const (
	sideNone side = iota
	sideOn
	sideOff
)

// arena is the game B − A. A state packs a's index times b's count plus
// b's index, the player to move and, in fBits bits, the flag. With dom
// set, the arena is only the states in it: those reachable from some
// starting states (restrict), a set closed under moves, so that the game
// played from each is the whole game's.
type arena struct {
	a, b   *lgraph
	nb     int
	fBits  uint
	side   side
	states int     // one more than the largest state
	dom    []int32 // the states played, if restricted
}

// newArena returns the arena of B − A; it builds the reverse edges of A
// and B.
func newArena(a, b *lgraph, s side) *arena {
	a.reverse()
	if b != a {
		b.reverse()
	}
	ar := &arena{a: a, b: b, nb: b.n(), side: s}
	if s != sideNone {
		ar.fBits = 1
	}
	ar.states = a.n() * b.n() << 1 << ar.fBits
	return ar
}

func (ar *arena) state(a, b int, leftToMove bool, flag int) int32 {
	s := (a*ar.nb + b) << 1
	if !leftToMove {
		s |= 1
	}
	return int32(s<<ar.fBits | flag)
}

func (ar *arena) decode(s int32) (a, b int, leftToMove bool, flag int) {
	x := int(s)
	flag = x & (1<<ar.fBits - 1)
	x >>= ar.fBits
	leftToMove = x&1 == 0
	x >>= 1
	return x / ar.nb, x % ar.nb, leftToMove, flag
}

// each calls f on every state of the arena: dom's if restricted.
func (ar *arena) each(f func(int32)) {
	if ar.dom != nil {
		for _, s := range ar.dom {
			f(s)
		}
		return
	}
	for s := range int32(ar.states) {
		f(s)
	}
}

// restrict limits the arena to the states reachable from starts.
func (ar *arena) restrict(starts []int32) {
	in := make([]bool, ar.states)
	ar.dom = make([]int32, 0, len(starts))
	for _, s := range starts {
		if !in[s] {
			in[s] = true
			ar.dom = append(ar.dom, s)
		}
	}
	var next []int32
	for i := 0; i < len(ar.dom); i++ {
		next = ar.succ(next[:0], ar.dom[i])
		for _, t := range next {
			if !in[t] {
				in[t] = true
				ar.dom = append(ar.dom, t)
			}
		}
	}
}

// progress returns the flags of states entered by a move in A and in B.
func (ar *arena) progress() (inA, inB int) {
	switch ar.side {
	case sideOn:
		return 0, 1
	case sideOff:
		return 1, 0
	}
	return 0, 0
}

// succ appends the successors of s to dst (with repeats for repeated
// options).
func (ar *arena) succ(dst []int32, s int32) []int32 {
	a, b, left, _ := ar.decode(s)
	fa, fb := ar.progress()
	bo, ao := ar.b.r[b], ar.a.l[a]
	if left {
		bo, ao = ar.b.l[b], ar.a.r[a]
	}
	for _, y := range bo {
		dst = append(dst, ar.state(a, int(y), !left, fb))
	}
	for _, x := range ao {
		dst = append(dst, ar.state(int(x), b, !left, fa))
	}
	return dst
}

// pred appends the predecessors of s to dst (as often as s is their
// successor).
func (ar *arena) pred(dst []int32, s int32) []int32 {
	a, b, left, flag := ar.decode(s)
	fa, fb := ar.progress()
	// The mover of a predecessor is the other player.
	bo, ao := ar.b.rl[b], ar.a.rr[a] // Left moved: b from a Left option, a from a Right one
	if left {
		bo, ao = ar.b.rr[b], ar.a.rl[a]
	}
	for f0 := range 1 << ar.fBits {
		if flag == fb {
			for _, y := range bo {
				dst = append(dst, ar.state(a, int(y), !left, f0))
			}
		}
		if flag == fa {
			for _, x := range ao {
				dst = append(dst, ar.state(int(x), b, !left, f0))
			}
		}
	}
	return dst
}

func (ar *arena) leftToMove(s int32) bool {
	return s>>ar.fBits&1 == 0
}

// stuck reports whether the player to move at s has no move.
func (ar *arena) stuck(s int32) bool {
	a, b, left, _ := ar.decode(s)
	if left {
		return len(ar.b.l[b]) == 0 && len(ar.a.r[a]) == 0
	}
	return len(ar.b.r[b]) == 0 && len(ar.a.l[a]) == 0
}

// attractor is the scratch of attract, all zero between calls.
type attractor struct {
	in      []bool
	cnt     []int32
	touched []int32
	buf     []int32
	next    []int32
}

func newAttractor(states int) *attractor {
	return &attractor{in: make([]bool, states), cnt: make([]int32, states)}
}

// attract returns the states from which the player (left or not) can
// force play into seeds (states of alive): the seeds, and the states of
// span, alive, that are the player's with a move into the set or the
// other's whose moves within alive all lead into it. The other player's
// states without moves are not attracted (they are the player's only as
// seeds). A state of span must have all its successors in the arena.
func (ar *arena) attract(at *attractor, left bool, seeds []int32, span, alive []bool) []int32 {
	var out []int32
	for _, s := range seeds {
		if !at.in[s] {
			at.in[s] = true
			out = append(out, s)
		}
	}
	for i := 0; i < len(out); i++ {
		at.buf = ar.pred(at.buf[:0], out[i])
		for _, p := range at.buf {
			if at.in[p] || !span[p] || !alive[p] {
				continue
			}
			if ar.leftToMove(p) != left {
				if at.cnt[p] == 0 {
					// Count the moves within alive, once more so that 0
					// still means unset.
					n := int32(1)
					at.next = ar.succ(at.next[:0], p)
					for _, q := range at.next {
						if alive[q] {
							n++
						}
					}
					at.cnt[p] = n
					at.touched = append(at.touched, p)
				}
				if at.cnt[p]--; at.cnt[p] > 1 {
					continue
				}
			}
			at.in[p] = true
			out = append(out, p)
		}
	}
	for _, s := range out {
		at.in[s] = false
	}
	for _, p := range at.touched {
		at.cnt[p] = 0
	}
	at.touched = at.touched[:0]
	return out
}

// all returns the arena's states as a set.
func (ar *arena) all() []bool {
	set := make([]bool, ar.states)
	ar.each(func(s int32) { set[s] = true })
	return set
}

// outcomes returns the states won by Left and by Right (forcing the other
// to be stuck); the rest are draws.
func (ar *arena) outcomes() (lw, rw []bool) {
	var rs, ls []int32
	ar.each(func(s int32) {
		if ar.stuck(s) {
			if ar.leftToMove(s) {
				ls = append(ls, s)
			} else {
				rs = append(rs, s)
			}
		}
	})
	all, at := ar.all(), newAttractor(ar.states)
	lw, rw = make([]bool, ar.states), make([]bool, ar.states)
	for _, s := range ar.attract(at, true, rs, all, all) {
		lw[s] = true
	}
	for _, s := range ar.attract(at, false, ls, all, all) {
		rw[s] = true
	}
	return lw, rw
}

// survival returns the states from which Left does not lose: she is never
// stuck and, under a side, infinite play is hers (infinitely many moves in
// the component that counts). The arena is solved one strongly connected
// component at a time, each after the components its moves lead to
// (Tarjan's algorithm finds them in that order), so that its moves out
// lead to states already won or lost: a component of one state without a
// cycle takes its value from its moves; in a larger one, the Büchi game
// is solved by removing, in turn, the states from which Right can force a
// visit to the states where Left cannot force the next counting move (or
// a move out to a state she wins). Solved whole, the Büchi game took a
// round for each removal over every state of the arena.
func (ar *arena) survival() []bool {
	win := make([]bool, ar.states)
	bs := &buchi{
		ar: ar, win: win, at: newAttractor(ar.states),
		inComp: make([]bool, ar.states), alive: make([]bool, ar.states), mark: make([]bool, ar.states),
	}
	ar.components(func(comp []int32) {
		if len(comp) == 1 {
			s := comp[0]
			if bs.next = ar.succ(bs.next[:0], s); !slices.Contains(bs.next, s) {
				win[s] = bs.acyclic(s, bs.next)
				return
			}
		}
		bs.solve(comp)
	})
	return win
}

// buchi is the scratch of survival: the sets other than win are empty
// between components.
type buchi struct {
	ar                  *arena
	win                 []bool // the states solved, won by Left
	at                  *attractor
	inComp, alive, mark []bool
	next, acc           []int32 // buffers
}

// acyclic returns whether Left wins s, a state on no cycle whose
// successors, next, are solved.
func (bs *buchi) acyclic(s int32, next []int32) bool {
	left := bs.ar.leftToMove(s)
	if len(next) == 0 {
		return !left // the player to move is stuck and loses
	}
	for _, t := range next {
		if bs.win[t] == left {
			return left // Left has a move to a win, or Right to a loss
		}
	}
	return !left
}

// solve solves the component comp (with a cycle), its moves out leading
// to states solved: the game is played on comp and those states, won and
// lost ends that no attractor grows from.
func (bs *buchi) solve(comp []int32) {
	ar, at := bs.ar, bs.at
	var ends, lost, won []int32
	for _, s := range comp {
		bs.inComp[s] = true
	}
	for _, s := range comp {
		bs.alive[s] = true
		bs.next = ar.succ(bs.next[:0], s)
		for _, t := range bs.next {
			if !bs.inComp[t] && !bs.alive[t] {
				bs.alive[t] = true
				ends = append(ends, t)
				if bs.win[t] {
					won = append(won, t)
				} else {
					lost = append(lost, t)
				}
			}
		}
	}
	// Right forces Left into a lost end (no state of a cycle is stuck).
	bs.remove(ar.attract(at, false, lost, bs.inComp, bs.alive))
	if ar.side != sideNone {
		for {
			// Left's targets: the won ends, and the states entered by a
			// counting move (flag 1, a state's low bit under a side).
			bs.acc = append(bs.acc[:0], won...)
			for _, s := range comp {
				if bs.alive[s] && s&1 == 1 {
					bs.acc = append(bs.acc, s)
				}
			}
			w := ar.attract(at, true, bs.acc, bs.inComp, bs.alive)
			for _, s := range w {
				bs.mark[s] = true
			}
			var tr []int32
			for _, s := range comp {
				if bs.alive[s] && !bs.mark[s] {
					tr = append(tr, s)
				}
			}
			for _, s := range w {
				bs.mark[s] = false
			}
			if len(tr) == 0 {
				break
			}
			bs.remove(ar.attract(at, false, tr, bs.inComp, bs.alive))
		}
	}
	for _, s := range comp {
		bs.win[s] = bs.alive[s]
		bs.inComp[s], bs.alive[s] = false, false
	}
	for _, t := range ends {
		bs.alive[t] = false
	}
}

// remove takes the states xs out of alive.
func (bs *buchi) remove(xs []int32) {
	for _, s := range xs {
		bs.alive[s] = false
	}
}

// components calls f on each strongly connected component of the arena,
// each after every component its moves lead to (Tarjan's algorithm, with
// an explicit stack: the successors of the states on the path are kept
// in one slice).
func (ar *arena) components(f func(comp []int32)) {
	// index[v] is 1 + the order of discovery (0: unseen), then, once v's
	// component is found, MaxInt32, which no low link takes.
	index := make([]int32, ar.states)
	low := make([]int32, ar.states)
	type frame struct {
		v                 int32
		start, next, stop int // v's successors are succs[start:stop], those still to visit from next
	}
	var (
		path  []frame
		succs []int32
		stack []int32
		order int32
		enter func(v int32)
	)
	enter = func(v int32) {
		order++
		index[v], low[v] = order, order
		stack = append(stack, v)
		n := len(succs)
		succs = ar.succ(succs, v)
		path = append(path, frame{v, n, n, len(succs)})
	}
	ar.each(func(root int32) {
		if index[root] != 0 {
			return
		}
		enter(root)
		for len(path) > 0 {
			fr := &path[len(path)-1]
			if fr.next < fr.stop {
				w := succs[fr.next]
				fr.next++
				if index[w] == 0 {
					enter(w)
				} else {
					low[fr.v] = min(low[fr.v], index[w])
				}
				continue
			}
			v := fr.v
			succs = succs[:fr.start]
			path = path[:len(path)-1]
			if len(path) > 0 {
				p := path[len(path)-1].v
				low[p] = min(low[p], low[v])
			}
			if low[v] == index[v] {
				i := len(stack) - 1
				for stack[i] != v {
					i--
				}
				comp := stack[i:]
				for _, s := range comp {
					index[s] = math.MaxInt32
				}
				f(comp)
				stack = stack[:i]
			}
		}
	})
}

// leRelation returns at, which reports whether vertex i of a is at most
// vertex j of b (Left survives b_j − a_i when Right moves first), for
// stoppers (sideNone) or for a side: the game solved from every pair at
// once.
func leRelation(a, b *lgraph, s side) func(i, j int32) bool {
	ar := newArena(a, b, s)
	alive := ar.survival()
	return func(i, j int32) bool { return alive[ar.state(int(i), int(j), false, 0)] }
}

// leAt reports whether vertex i of a is at most vertex j of b, solving
// the game from that pair alone: the states reachable from it, often a
// small part of all pairs.
func leAt(a *lgraph, i int, b *lgraph, j int, s side) bool {
	ar := newArena(a, b, s)
	return ar.survivesFrom(ar.state(i, j, false, 0))
}

// survivesFrom reports whether Left survives from the state st, solving
// the arena restricted to the states reachable from it.
func (ar *arena) survivesFrom(st int32) bool {
	ar.restrict([]int32{st})
	return ar.survival()[st]
}
