package partizan

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

// arena is the game B − A.
type arena struct {
	a, b   *lgraph
	nb     int
	flags  int // 1, or 2 with a flag for the last move's component
	side   side
	states int
}

// newArena returns the arena of B − A; it builds the reverse edges of A
// and B.
func newArena(a, b *lgraph, s side) *arena {
	a.reverse()
	if b != a {
		b.reverse()
	}
	ar := &arena{a: a, b: b, nb: b.n(), flags: 1, side: s}
	if s != sideNone {
		ar.flags = 2
	}
	ar.states = a.n() * b.n() * 2 * ar.flags
	return ar
}

func (ar *arena) state(a, b int, leftToMove bool, flag int) int32 {
	s := (a*ar.nb+b)*2 + 1
	if leftToMove {
		s--
	}
	return int32(s*ar.flags + flag)
}

func (ar *arena) decode(s int32) (a, b int, leftToMove bool, flag int) {
	x := int(s)
	flag = x % ar.flags
	x /= ar.flags
	leftToMove = x%2 == 0
	x /= 2
	return x / ar.nb, x % ar.nb, leftToMove, flag
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

// succ calls f on every successor of s (with repeats for repeated
// options).
func (ar *arena) succ(s int32, f func(int32)) {
	a, b, left, _ := ar.decode(s)
	fa, fb := ar.progress()
	bo, ao := ar.b.r[b], ar.a.l[a]
	if left {
		bo, ao = ar.b.l[b], ar.a.r[a]
	}
	for _, y := range bo {
		f(ar.state(a, int(y), !left, fb))
	}
	for _, x := range ao {
		f(ar.state(int(x), b, !left, fa))
	}
}

// pred calls f on every predecessor of s (as often as s is its successor).
func (ar *arena) pred(s int32, f func(int32)) {
	a, b, left, flag := ar.decode(s)
	fa, fb := ar.progress()
	// The mover of a predecessor is the other player.
	bo, ao := ar.b.rl[b], ar.a.rr[a] // Left moved: b from a Left option, a from a Right one
	if left {
		bo, ao = ar.b.rr[b], ar.a.rl[a]
	}
	for f0 := range ar.flags {
		if flag == fb {
			for _, y := range bo {
				f(ar.state(a, int(y), !left, f0))
			}
		}
		if flag == fa {
			for _, x := range ao {
				f(ar.state(int(x), b, !left, f0))
			}
		}
	}
}

func (ar *arena) leftToMove(s int32) bool {
	return (int(s)/ar.flags)%2 == 0
}

// stuck reports whether the player to move at s has no move.
func (ar *arena) stuck(s int32) bool {
	a, b, left, _ := ar.decode(s)
	if left {
		return len(ar.b.l[b]) == 0 && len(ar.a.r[a]) == 0
	}
	return len(ar.b.r[b]) == 0 && len(ar.a.l[a]) == 0
}

// attract returns the states of alive (nil: all) from which the player
// (left or not) can force play into target within alive: target's states
// of alive, the player's states with a move into the set, the other's
// whose moves within alive all lead into it. The other player's states
// without moves are not attracted (they are the player's only through
// target).
func (ar *arena) attract(left bool, target, alive []bool) []bool {
	in := make([]bool, ar.states)
	cnt := make([]int32, ar.states)
	var queue []int32
	for s := range ar.states {
		if target[s] && (alive == nil || alive[s]) {
			in[s] = true
			queue = append(queue, int32(s))
		}
	}
	for len(queue) > 0 {
		s := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		ar.pred(s, func(p int32) {
			if in[p] || alive != nil && !alive[p] {
				return
			}
			if ar.leftToMove(p) == left {
				in[p] = true
				queue = append(queue, p)
				return
			}
			if cnt[p] == 0 {
				ar.succ(p, func(q int32) {
					if alive == nil || alive[q] {
						cnt[p]++
					}
				})
				cnt[p]++ // counted once more, so that 0 still means unset
			}
			cnt[p]--
			if cnt[p] == 1 {
				in[p] = true
				queue = append(queue, p)
			}
		})
	}
	return in
}

// outcomes returns the states won by Left and by Right (forcing the other
// to be stuck); the rest are draws.
func (ar *arena) outcomes() (lw, rw []bool) {
	rs, ls := make([]bool, ar.states), make([]bool, ar.states)
	for s := range ar.states {
		if ar.stuck(int32(s)) {
			if ar.leftToMove(int32(s)) {
				ls[s] = true
			} else {
				rs[s] = true
			}
		}
	}
	return ar.attract(true, rs, nil), ar.attract(false, ls, nil)
}

// survival returns the states from which Left does not lose: she is never
// stuck and, under a side, infinite play is hers (infinitely many moves in
// the component that counts). The Büchi game is solved by removing, in
// turn, the states from which Right can force a visit to the states where
// Left cannot force the next counting move.
func (ar *arena) survival() []bool {
	ls := make([]bool, ar.states)
	for s := range ar.states {
		ls[s] = ar.leftToMove(int32(s)) && ar.stuck(int32(s))
	}
	lost := ar.attract(false, ls, nil)
	alive := make([]bool, ar.states)
	for s := range alive {
		alive[s] = !lost[s]
	}
	if ar.side == sideNone {
		return alive
	}
	acc := make([]bool, ar.states)
	tr := make([]bool, ar.states)
	for {
		for s := range acc {
			acc[s] = alive[s] && (s%2 == 1 || !ar.leftToMove(int32(s)) && ar.stuck(int32(s)))
		}
		w := ar.attract(true, acc, alive)
		any := false
		for s := range tr {
			tr[s] = alive[s] && !w[s]
			any = any || tr[s]
		}
		if !any {
			return alive
		}
		x := ar.attract(false, tr, alive)
		for s := range alive {
			if x[s] {
				alive[s] = false
			}
		}
	}
}

// leRelation returns le with le[i*b.n()+j] true when vertex i of a is at
// most vertex j of b (Left survives b_j − a_i when Right moves first),
// for stoppers (sideNone) or for a side.
func leRelation(a, b *lgraph, s side) []bool {
	ar := newArena(a, b, s)
	alive := ar.survival()
	le := make([]bool, a.n()*b.n())
	for i := range a.n() {
		for j := range b.n() {
			le[i*b.n()+j] = alive[ar.state(i, j, false, 0)]
		}
	}
	return le
}

// leAt reports whether vertex i of a is at most vertex j of b.
func leAt(a *lgraph, i int, b *lgraph, j int, s side) bool {
	ar := newArena(a, b, s)
	return ar.survival()[ar.state(i, j, false, 0)]
}
