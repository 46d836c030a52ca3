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
	k := shapeKey(q)
	if r.si < 0 || k != r.shape {
		r.shape, r.si = k, r.g.lookup.find(k)
		if r.si >= 0 && r.g.shapes[r.si].x != r.x {
			r.x, r.keyed = r.g.shapes[r.si].x, false
		}
	}
	return r.si
}

// slot returns the number of q in its tier's slots, q being of the game's
// shape si (shapeOf).
func (r *ranker) slot(si int, q *Pos) int {
	info := &r.g.shapes[si]
	x := info.x
	if x.cls == nil {
		return info.lo + x.Rank(&q.Sets)
	}
	key := q.Sets[x.order[0]]
	if !r.keyed || key != r.key {
		r.key, r.e, r.keyed = key, x.keyEntry(key), true
		r.rep = x.repOf(key, r.e)
	}
	i, _ := x.rankIn(&q.Sets, r.e, r.rep)
	return info.lo + i
}

// shapeKey returns the key of q's shape (Shape.key).
func shapeKey(q *Pos) uint64 {
	return packShape(uint64(popcount(q.Sets[0])), uint64(popcount(q.Sets[1])), uint64(popcount(q.Sets[2])), uint64(popcount(q.Sets[3])), &q.Off, q.Turn)
}
