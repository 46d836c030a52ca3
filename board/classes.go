package board

import (
	"fmt"
	"math/bits"
	"slices"

	"github.com/cgtgo/cgt/internal/rankset"
)

// symBits is the bits of a class table entry that hold a symmetry.
const symBits = 6

// classes is the partition of the sets of k cells into classes of the
// board's symmetries.
type classes struct {
	// of[r], for the set of colex rank r: its class<<symBits | a symmetry
	// taking it to the class's representative.
	of    []uint32
	rep   []uint64 // the representatives (least members): the ntriv without symmetry, then the others, each part increasing
	ntriv int
	stab  []uint64 // stab[j]: the symmetries fixing rep[ntriv+j]
}

// Limits of a symmetric numbering's class table.
const (
	maxKeySets = 1 << 30 // entries of a class table (4 GiB)
	maxClasses = 1 << (32 - symBits)
)

// keyClasses returns the classes of the sets of k cells, built on first
// use and shared.
func (b *Board) keyClasses(k int) (*classes, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if c := b.classes[k]; c != nil {
		return c, nil
	}
	total := binom[b.n][k]
	if total > maxKeySets {
		return nil, fmt.Errorf("board: a symmetric numbering keyed by %d pieces on %d cells needs a table of %d sets, over %d: key on a kind with fewer pieces (or more), or drop the symmetries", k, b.n, total, maxKeySets)
	}
	g := b.g
	c := &classes{of: make([]uint32, total)}
	const flag = 1 << 31 // provisional: a symmetric class, numbered among those
	var triv, sym []uint64
	// Each class is made at its least member, the first of the class in
	// colex order, which writes the entries of its other members then: an
	// entry still 0 when its set comes is the least of a new class (a
	// written one holds a symmetry other than the identity, never 0).
	n := len(g.perm)
	img := make([]uint64, n) // img[s]: the image of the class's least set under s
	x := uint64(1)<<k - 1
	for r := range total {
		if r > 0 {
			x = nextComb(x)
		}
		if c.of[r] != 0 {
			continue
		}
		st := uint64(1) // the symmetries fixing x
		for s := 1; s < n; s++ {
			img[s] = g.Apply(s, x)
			if img[s] == x {
				st |= 1 << s
			}
		}
		if st == 1 {
			c.of[r] = uint32(len(triv)) << symBits
			triv = append(triv, x)
		} else {
			c.of[r] = flag | uint32(len(sym))<<symBits
			sym = append(sym, x)
			c.stab = append(c.stab, st)
		}
		if len(triv)+len(sym) > maxClasses {
			return nil, fmt.Errorf("board: more than %d classes of sets of %d cells of %d", maxClasses, k, b.n)
		}
		// Each other member y gets the least symmetry taking it to x: the
		// least inverse of those taking x to y (one unless x has
		// symmetries).
		for s := 1; s < n; s++ {
			y := img[s]
			if y == x {
				continue
			}
			by := g.inv[s]
			if st != 1 {
				if slices.Index(img[1:s], y) >= 0 {
					continue // written at the first symmetry taking x to y
				}
				for t := s + 1; t < n; t++ {
					if img[t] == y {
						by = min(by, g.inv[t])
					}
				}
			}
			c.of[colexRank(y)] = c.of[r] | uint32(by)
		}
	}
	c.ntriv = len(triv)
	c.rep = append(triv, sym...)
	for r, e := range c.of {
		if e&flag != 0 {
			c.of[r] = e&^flag + uint32(c.ntriv)<<symBits
		}
	}
	b.classes[k] = c
	return c, nil
}

// orbits returns the number of classes of the arrangements of the kinds
// after the key on the cells outside rep under the symmetries st (which
// fix rep), by Burnside's lemma: the average over st of the arrangements
// each symmetry fixes, an arrangement being fixed when each cycle of the
// symmetry on the free cells holds one kind (or none) throughout.
func (x *Index) orbits(rep, st uint64) (int, error) {
	g := x.b.g
	kinds := x.order[1:]
	var hi, lo uint64 // the sum, 128 bits
	n := 0
	dims := make([]int, len(kinds))
	size := 1
	for j, k := range kinds {
		dims[j] = int(x.counts[k]) + 1
		size *= dims[j]
	}
	ways, next := make([]uint64, size), make([]uint64, size)
	for s := st; s != 0; s &= s - 1 {
		sym := bits.TrailingZeros64(s)
		n++
		// ways[v]: the colourings of the cycles so far with v (a mixed
		// radix of the kinds' counts) pieces of each kind.
		clear(ways)
		ways[0] = 1
		seen := rep
		for c := range x.b.n {
			if seen>>c&1 != 0 {
				continue
			}
			l := 0
			for d := c; seen>>d&1 == 0; d = int(g.perm[sym][d]) {
				seen |= 1 << d
				l++
			}
			// A cycle of l cells: empty, or l more pieces of one kind.
			copy(next, ways)
			for v := range size {
				if ways[v] == 0 {
					continue
				}
				step := 1
				for j := range kinds {
					if d := v / step % dims[j]; d+l < dims[j] {
						next[v+l*step] += ways[v]
					}
					step *= dims[j]
				}
			}
			ways, next = next, ways
		}
		var carry uint64
		lo, carry = bits.Add64(lo, ways[size-1], 0)
		hi += carry
	}
	if hi >= uint64(n) {
		return 0, fmt.Errorf("board: too many arrangements")
	}
	q, _ := bits.Div64(hi, lo, uint64(n))
	if len(kinds) > 0 && q >= 1<<32 {
		return 0, fmt.Errorf("board: a symmetric class with %d arrangements of the other kinds, over 2³²: key on another kind", q)
	}
	return int(q), nil
}

// symmetric returns the rank sets of the symmetric classes, built on
// first use: for class ntriv+j, the ranks of the arrangements of the
// other kinds on its free cells that are least among their images under
// the symmetries that fix its representative.
func (x *Index) symmetric() []*rankset.Set {
	x.once.Do(func() {
		g := x.b.g
		x.sym = make([]*rankset.Set, len(x.cls.stab))
		for j, st := range x.cls.stab {
			rep := x.cls.rep[x.cls.ntriv+j]
			free := x.full() &^ rep
			n := x.rest
			rs := rankset.New(uint64(n))
			var a Sets
			for r := range n {
				x.restUnrank(&a, r, free)
				least := true
				for s := st &^ 1; s != 0 && least; s &= s - 1 {
					t := bits.TrailingZeros64(s)
					var im Sets
					for _, k := range x.order[1:] {
						im[k] = g.Apply(t, a[k])
					}
					least = x.restRank(&im, free) >= r
				}
				if least {
					rs.Add(uint64(r))
				}
			}
			rs.Count()
			x.sym[j] = rs
		}
	})
	return x.sym
}
