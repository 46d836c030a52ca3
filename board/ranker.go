package board

// ranker numbers positions of a game, remembering the shape and the key's
// class of the last one: the positions a solver numbers in a row (the
// predecessors of a position, which share the stones of the player who
// did not move) often share both, and the key's class is the one memory
// access of a number that misses the cache. A ranker is for one goroutine.
type ranker struct {
	g     *game
	shape uint64 // the key of the last shape
	si    int    // its number, −1 for none
	x     *Index
	key   uint64 // the last key set, when keyed
	e     uint32 // its class table entry
	rep   uint64 // its class's representative
	keyed bool
}

func newRanker(g *game) ranker { return ranker{g: g, si: -1} }

// shapeOf returns the number of q's shape, or −1.
func (r *ranker) shapeOf(q *Pos) int {
	if k := shapeKey(q); r.si < 0 || k != r.shape {
		r.use(k, r.g.lookup.find(k))
	}
	return r.si
}

// use makes si, of key k (or −1), the shape numbered next.
func (r *ranker) use(k uint64, si int) {
	r.shape, r.si = k, si
	if si >= 0 && r.g.shapes[si].x != r.x {
		r.x, r.keyed = r.g.shapes[si].x, false
	}
}

// slots appends the slots of ps, positions of the game's shape si, and
// reports whether they are sure to be distinct where the positions are:
// they share their key's cells, of a class that no symmetry but the
// identity fixes (see plain).
func (r *ranker) slots(dst []int, si int, ps []Pos) ([]int, bool) {
	if si != r.si {
		r.use(r.g.shapes[si].s.key(), si)
	}
	info := &r.g.shapes[si]
	x := info.x
	if x.cls == nil {
		// Without symmetries, distinct positions are distinct slots.
		for i := range ps {
			dst = append(dst, info.lo+x.Rank(&ps[i].Sets))
		}
		return dst, true
	}
	k0 := x.order[0]
	first := ps[0].Sets[k0]
	same := true
	for i := range ps {
		q := &ps[i]
		if key := q.Sets[k0]; r.setKey(x, key) {
			same = same && key == first
		}
		j, _ := x.rankIn(&q.Sets, r.e, r.rep)
		dst = append(dst, info.lo+j)
	}
	return dst, same && r.plain()
}

// slot returns the number of q in its tier's slots, q being of the game's
// shape si (shapeOf).
func (r *ranker) slot(si int, q *Pos) int {
	info := &r.g.shapes[si]
	x := info.x
	if x.cls == nil {
		return info.lo + x.Rank(&q.Sets)
	}
	r.setKey(x, q.Sets[x.order[0]])
	i, _ := x.rankIn(&q.Sets, r.e, r.rep)
	return info.lo + i
}

// setKey makes key, the cells of x's key kind, the key of the positions
// numbered next (its class entry and representative, looked up only when
// it changes), and reports whether it changed.
func (r *ranker) setKey(x *Index, key uint64) bool {
	if r.keyed && key == r.key {
		return false
	}
	r.key, r.e, r.keyed = key, x.keyEntry(key), true
	r.rep = x.repOf(key, r.e)
	return true
}

// plain reports whether the key of the position slot numbered last is of
// a class that no symmetry but the identity fixes (or its Index has no
// symmetries): the positions of its shape with the same key's cells are
// then distinct slots when they are distinct positions.
func (r *ranker) plain() bool { return r.x.cls == nil || int(r.e>>symBits) < r.x.cls.ntriv }

// keyOf returns the key's cells of q, of an arrangement numbered by x.
func keyOf(x *Index, q *Pos) uint64 {
	if len(x.order) == 0 {
		return 0
	}
	return q.Sets[x.order[0]]
}

// shapeKey returns the key of q's shape (Shape.key).
func shapeKey(q *Pos) uint64 {
	return packShape(uint64(popcount(q.Sets[0])), uint64(popcount(q.Sets[1])), uint64(popcount(q.Sets[2])), uint64(popcount(q.Sets[3])), &q.Off, q.Turn)
}
