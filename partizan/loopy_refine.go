package partizan

// Colour refinement of loopy graphs: canonical, and the refiner that runs
// its rounds in time linear in the graph, not in n log n string sorts.

import (
	"encoding/binary"
	"slices"
)

// canonical renumbers the graph reachable from root by color refinement:
// a position's color is its rank among the distinct (color, colors of
// Left options, colors of Right options) of the previous round, until the
// number of colors stops growing. Positions of one color are bisimilar,
// hence equal, and are merged; in a fused graph all colors differ. The
// numbering depends only on the shape of the graph, so equal simplest
// forms get equal graphs.
//
// The ranks are those of the signatures written as uvarints (the color,
// then each side's count and its colors in increasing order) and sorted as
// byte strings: that order is part of the encoding of every loopy value
// (and of the order in which printed forms list loopy options), so it is
// kept exactly. A refiner computes it without writing the strings; see
// refiner.round.
func canonical(g *lgraph, root int) (*lgraph, int) {
	g = g.pack(root)
	n := g.n()
	r := newRefiner(n)
	color := make([]int32, n)
	k := 1
	for {
		next := r.round(g, color, k)
		if next == k {
			break
		}
		k = next
	}
	return merged(g, color, k), int(color[0])
}

// merged returns g with the positions of each of the k colors merged into
// one, numbered by its color: bisimilar positions have the same options'
// colors, so that the first of each color stands for all.
func merged(g *lgraph, color []int32, k int) *lgraph {
	h := newLgraph(k)
	done := make([]bool, k)
	for v := range g.n() {
		c := color[v]
		if done[c] {
			continue
		}
		done[c] = true
		for _, w := range g.l[v] {
			h.l[c] = append(h.l[c], color[w])
		}
		for _, w := range g.r[v] {
			h.r[c] = append(h.r[c], color[w])
		}
		h.l[c], h.r[c] = sortedSet(h.l[c]), sortedSet(h.r[c])
	}
	return h
}

// uvarintKey maps x to a number whose order is the byte order of x's
// uvarint: its bytes, left-aligned in 64 bits. Uvarints are a prefix-free
// code, so two byte strings made of them compare as the sequences of their
// keys do.
func uvarintKey(x uint64) uint64 {
	var b [binary.MaxVarintLen64]byte
	n := binary.PutUvarint(b[:], x)
	var k uint64
	for i := range 8 {
		k <<= 8
		if i < n {
			k |= uint64(b[i])
		}
	}
	return k
}

// refiner keeps the scratch of canonical's rounds.
type refiner struct {
	// byKey lists the colors 0 … n−1 in the order of their uvarint keys:
	// a signature begins with the position's color, so the classes of a
	// round are ranked in this order, each split by the rest.
	byKey       []int32
	keys        []uint64 // uvarintKey of 0 … n
	start, memb []int32  // the positions of each color (a counting sort)
	next        []int32  // the new colors
	sig         []uint64 // the rest of the signatures of one class, flat
	at          []int32  // where each member's rest begins in sig
	distinct    []int32  // members with distinct rests, one each
	which       []int32  // for each member, its index in distinct
	cs          []int32  // one side's option colors
	fill        []int32  // where the next member of each color goes
}

func newRefiner(n int) *refiner {
	r := &refiner{keys: make([]uint64, n+1), byKey: make([]int32, n)}
	for i := range r.keys {
		r.keys[i] = uvarintKey(uint64(i))
	}
	for i := range r.byKey {
		r.byKey[i] = int32(i)
	}
	slices.SortFunc(r.byKey, func(a, b int32) int {
		return cmpU64(r.keys[a], r.keys[b])
	})
	r.start, r.memb, r.next = make([]int32, n+1), make([]int32, n), make([]int32, n)
	return r
}

func cmpU64(a, b uint64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// round replaces color (k colors) by the next round's and returns their
// number. A class of one position keeps it alone (its signature begins
// with its own color), so only the rests of larger classes are written,
// and a class's distinct rests are found by comparing each member with
// the few found so far (a class splits into few at a round), sorted only
// then.
func (r *refiner) round(g *lgraph, color []int32, k int) int {
	n := len(color)
	start := r.start[:k+1]
	clear(start)
	for _, c := range color {
		start[c+1]++
	}
	for c := 1; c <= k; c++ {
		start[c] += start[c-1]
	}
	fill := r.fill[:0]
	fill = append(fill, start[:k]...)
	for v, c := range color {
		r.memb[fill[c]] = int32(v)
		fill[c]++
	}
	r.fill = fill
	rank := int32(0)
	for _, c := range r.byKey {
		if int(c) >= k {
			continue
		}
		ms := r.memb[start[c]:start[c+1]]
		if len(ms) == 1 {
			r.next[ms[0]] = rank
			rank++
			continue
		}
		rank = r.split(g, color, ms, rank)
	}
	copy(color, r.next[:n])
	return int(rank)
}

// split ranks the members ms of one class by the rests of their
// signatures, from rank on, and returns the rank after them.
func (r *refiner) split(g *lgraph, color []int32, ms []int32, rank int32) int32 {
	r.sig, r.at = r.sig[:0], r.at[:0]
	for _, v := range ms {
		r.at = append(r.at, int32(len(r.sig)))
		for _, opts := range [2][]int32{g.l[v], g.r[v]} {
			cs := r.cs[:0]
			for _, w := range opts {
				cs = append(cs, color[w])
			}
			cs = sortedSet(cs)
			r.cs = cs
			r.sig = append(r.sig, r.keys[len(cs)])
			for _, c := range cs {
				r.sig = append(r.sig, r.keys[c])
			}
		}
	}
	r.at = append(r.at, int32(len(r.sig)))
	rest := func(i int32) []uint64 { return r.sig[r.at[i]:r.at[i+1]] }
	r.distinct, r.which = r.distinct[:0], r.which[:0]
	for i := range ms {
		j := slices.IndexFunc(r.distinct, func(d int32) bool {
			return slices.Equal(rest(d), rest(int32(i)))
		})
		if j < 0 {
			if len(r.distinct) == maxScan {
				return r.sortSplit(ms, rest, rank)
			}
			j = len(r.distinct)
			r.distinct = append(r.distinct, int32(i))
		}
		r.which = append(r.which, int32(j))
	}
	// The distinct rests in byte order: their ranks are rank, rank+1, …
	var order, rankOf [maxScan]int32
	d := len(r.distinct)
	for i := range d {
		order[i] = int32(i)
	}
	slices.SortFunc(order[:d], func(a, b int32) int {
		return slices.Compare(rest(r.distinct[a]), rest(r.distinct[b]))
	})
	for i, j := range order[:d] {
		rankOf[j] = rank + int32(i)
	}
	for i, v := range ms {
		r.next[v] = rankOf[r.which[i]]
	}
	return rank + int32(d)
}

// maxScan is the most distinct rests split finds by comparing each member
// with those found so far before it sorts the class instead.
const maxScan = 16

// sortSplit is split by sorting all the members' rests: for a class that
// splits into many.
func (r *refiner) sortSplit(ms []int32, rest func(int32) []uint64, rank int32) int32 {
	idx := r.which[:0]
	for i := range ms {
		idx = append(idx, int32(i))
	}
	r.which = idx
	slices.SortFunc(idx, func(a, b int32) int { return slices.Compare(rest(a), rest(b)) })
	for i, j := range idx {
		if i > 0 && !slices.Equal(rest(idx[i-1]), rest(j)) {
			rank++
		}
		r.next[ms[j]] = rank
	}
	return rank + 1
}
