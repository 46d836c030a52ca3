package morris

import (
	"math/bits"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/cgtgo/cgt/internal/rankset"
)

// Numbering. A subspace (m, o) holds the positions with m stones of the
// player to move and o of the other player on the board, none in hand.
// Its positions are numbered by the stones of the player NOT to move
// first: their class under the 16 symmetries (a set of o points), in the
// order of the classes' representatives, then the stones of the player to
// move, as an m-subset of the 24−o points left, by their combinatorial
// (colex) rank after the symmetry that takes the first set to its
// representative. When the representative is its own image under some
// symmetries other than the identity (its stabiliser), the second set is
// taken to the least of its images under those, and only such least sets
// are numbered. So each class of positions has exactly one number, and the
// numbering is dense.
//
// The first key is the player who is not to move because that is the
// player whose stones stay put in the analysis that runs backwards: all
// the positions from which one slide leads to a given position share the
// stones of the player to move there, so they lie in one block of a few
// thousand numbers, and the updates of a retrograde pass stay in the
// processor's cache.

// binom[n][k] is n choose k, for n ≤ 24.
var binom = func() (b [Points + 1][Points + 1]uint32) {
	for n := range Points + 1 {
		b[n][0] = 1
		for k := 1; k <= n; k++ {
			b[n][k] = b[n-1][k-1] + b[n-1][k]
		}
	}
	return b
}()

// rank returns the colex rank of the set x among the sets of its size:
// the number of such sets whose largest differing point is smaller. A
// lookup a byte (rankTab).
func rank(x uint32) uint32 {
	v0, v1 := uint8(x), uint8(x>>8)
	m1 := bits.OnesCount8(v0)
	return rankTab[0][0][v0] + rankTab[1][m1][v1] + rankTab[2][m1+bits.OnesCount8(v1)][uint8(x>>16)]
}

// rankTab[j][m][v] is the part of a colex rank that the members in byte j
// (points 8j … 8j+7) with bits v contribute, m members being below: the
// sum over them of C(point, its place among the members). 77 KB.
var rankTab = func() (t [3][Points + 1][256]uint32) {
	// v's lowest member b is the (m+1)-th, the rest as with m+1 below
	// (none counts past Points: the row m = Points is zero).
	for j := range 3 {
		for m := Points - 1; m >= 0; m-- {
			for v := 1; v < 256; v++ {
				b := bits.TrailingZeros8(uint8(v))
				t[j][m][v] = binom[8*j+b][m+1] + t[j][m+1][v&(v-1)]
			}
		}
	}
	return t
}()

// extTab[f][v] is the bits of v at the places of f's bits, packed: a byte
// of a set numbered among the points of a byte of free points. 64 KB.
var extTab = func() (t [256][256]uint8) {
	// Built from f without its lowest place, a row before (a table
	// entry a step, not a loop over the bits: every process of the
	// command builds it at start).
	for f := 1; f < 256; f++ {
		low, rest := f&-f, f&(f-1)
		for v := range 256 {
			t[f][v] = t[rest][v]<<1 | b2u8(v&low != 0)
		}
	}
	return t
}()

func b2u8(b bool) uint8 {
	if b {
		return 1
	}
	return 0
}

// depTab[f][v] is the inverse of extTab: the bits of v placed at the
// places of f's bits, lowest first (bits of v past f's count dropped).
// 64 KB.
var depTab = func() (t [256][256]uint8) {
	for f := 1; f < 256; f++ {
		low, rest := f&-f, f&(f-1)
		for v := range 256 {
			t[f][v] = t[rest][v>>1] | uint8(low)*uint8(v&1)
		}
	}
	return t
}()

// expandBytes is expand(comp, free) a byte of free at a time (depTab):
// comp must have no bit at or past the number of points of free.
func expandBytes(comp, free uint32) uint32 {
	f0, f1 := uint8(free), uint8(free>>8)
	n0, n1 := bits.OnesCount8(f0), bits.OnesCount8(f1)
	return uint32(depTab[f0][uint8(comp)]) | uint32(depTab[f1][uint8(comp>>n0)])<<8 |
		uint32(depTab[uint8(free>>16)][uint8(comp>>(n0+n1))])<<16
}

// rankOutside returns the colex rank of x among the sets of its size of
// the points outside y (x and y disjoint): x's points numbered among
// those outside y (extTab, a byte at a time), then ranked (rank).
func rankOutside(x, y uint32) uint32 {
	f := full &^ y
	f0, f1 := uint8(f), uint8(f>>8)
	n0 := bits.OnesCount8(f0)
	c := uint32(extTab[f0][uint8(x)]) | uint32(extTab[f1][uint8(x>>8)])<<n0 |
		uint32(extTab[uint8(f>>16)][uint8(x>>16)])<<(n0+bits.OnesCount8(f1))
	return rank(c)
}

// unrank returns the k-set of colex rank r.
func unrank(r uint32, k int) uint32 {
	var x uint32
	p := Points
	for i := k; i > 0; i-- {
		for binom[p][i] > r {
			p--
		}
		x |= 1 << p
		r -= binom[p][i]
	}
	return x
}

// unrankIn returns the k-subset of the points outside y whose colex rank
// among them is r (the inverse of rankOutside).
func unrankIn(r uint32, k int, y uint32) uint32 {
	return expandBytes(unrank(r, k), full&^y) // unrank: a subset of 0 … 23−|y|
}

// classes is the partition of the k-sets of points into classes of the
// 16 symmetries.
type classes struct {
	k    int
	of   []uint32 // by colex rank of a set: class<<4 | a symmetry taking it to the representative
	rep  []uint32 // the representative of each class: its least image
	stab []uint16 // the symmetries that fix each representative (bit 0, the identity, always set)
	// split[c]: the sets left when a mill removes a stone of the
	// representative (one not in a mill, or any if all are) are of as many
	// classes as there are such stones, each without symmetries: so the
	// mills of a position whose other player holds the representative
	// lead to as many slots as they remove stones. Set by splitClasses.
	split []bool
}

func newClasses(k int) *classes {
	n := binom[Points][k]
	c := &classes{k: k, of: make([]uint32, n)}
	for r := range n {
		x := unrank(r, k)
		least, by := x, 0
		for s := 1; s < 16; s++ {
			if y := geo.apply(s, x); y < least {
				least, by = y, s
			}
		}
		if least == x {
			c.of[r] = uint32(len(c.rep)) << 4
			var st uint16
			for s := range 16 {
				if geo.apply(s, x) == x {
					st |= 1 << s
				}
			}
			c.rep = append(c.rep, x)
			c.stab = append(c.stab, st)
			continue
		}
		c.of[r] = c.of[rank(least)]&^15 | uint32(by)
	}
	return c
}

// splitClasses sets c.split from the classes of the sets one point
// smaller.
func (c *classes) splitClasses(smaller *classes) {
	c.split = make([]bool, len(c.rep))
	for i, y := range c.rep {
		ok := true
		var seen []int
		for r := geo.removable(y); r != 0 && ok; r &= r - 1 {
			k, _ := smaller.find(y &^ (r & -r))
			ok = smaller.stab[k] == 1 && !slices.Contains(seen, k)
			seen = append(seen, k)
		}
		c.split[i] = ok
	}
}

// find returns the class of the set x and a symmetry taking x to its
// representative.
func (c *classes) find(x uint32) (class int, sym int) {
	e := c.of[rank(x)]
	return int(e >> 4), int(e & 15)
}

// subspace numbers the positions with m stones of the player to move and
// o of the other on the board (see Numbering).
type subspace struct {
	m, o   int
	key    *classes // the o-sets of the player not to move
	offset []int    // offset[c]: the number of the first position of class c; one more entry for the end
	// sym[c], for a class whose representative has symmetries: which
	// m-sets (by rank among the points left free) are least among their
	// images under them. Built on first use (symOnce): about 0.2 bytes
	// a set of such classes.
	sym     []*rankset.Set
	symOnce sync.Once
}

func newSubspace(m, o int, key *classes) *subspace {
	s := &subspace{m: m, o: o, key: key, offset: make([]int, len(key.rep)+1), sym: make([]*rankset.Set, len(key.rep))}
	all := int(binom[Points-o][m])
	for c := range key.rep {
		size := all
		if st := key.stab[c]; st != 1 {
			size = orbits(m, key.rep[c], st)
		}
		s.offset[c+1] = s.offset[c] + size
	}
	return s
}

// orbits returns the number of classes of the m-sets of the points
// outside y under the symmetries st (which fix y), by Burnside's lemma:
// the average number of sets each symmetry fixes, a set being fixed when
// it is a union of the symmetry's cycles.
func orbits(m int, y uint32, st uint16) int {
	total, n := 0, 0
	for ; st != 0; st &= st - 1 {
		s := bits.TrailingZeros16(st)
		n++
		var ways [Points + 1]int // ways[k]: unions of the cycles so far with k points
		ways[0] = 1
		seen := y
		for p := range Points {
			if seen>>p&1 != 0 {
				continue
			}
			l := 0
			for q := p; seen>>q&1 == 0; q = int(geo.sym[s][q]) {
				seen |= 1 << q
				l++
			}
			for k := m; k >= l; k-- {
				ways[k] += ways[k-l]
			}
		}
		total += ways[m]
	}
	return total / n
}

// symmetric builds the rank sets of the classes with symmetries, once, on
// all the processors: the solver's workers wait for them at the first
// count of a tier (the largest subspaces take 1–2 s of one core), so one
// goroutine building them left the others idle (docs/parallel.md).
func (s *subspace) symmetric() []*rankset.Set {
	s.symOnce.Do(func() {
		var cs []int
		for c := range s.key.rep {
			if s.key.stab[c] != 1 {
				cs = append(cs, c)
			}
		}
		var next atomic.Int64
		var wg sync.WaitGroup
		for range min(runtime.GOMAXPROCS(0), len(cs)) {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for i := int(next.Add(1)) - 1; i < len(cs); i = int(next.Add(1)) - 1 {
					s.sym[cs[i]] = s.rankSetOf(cs[i])
				}
			}()
		}
		wg.Wait()
	})
	return s.sym
}

// rankSetOf returns the rank set of class c: the m-sets of the points its
// representative leaves free that are least among their images under its
// symmetries.
func (s *subspace) rankSetOf(c int) *rankset.Set {
	all := binom[Points-s.o][s.m]
	st := s.key.stab[c]
	rs := rankset.New(uint64(all))
	var comp uint32 = 1<<s.m - 1 // the m-set of rank 0, as a subset of the free points
	free := full &^ s.key.rep[c]
	// expand(comp, free) a byte of comp at a time: the free points are
	// the same for every set, and expand takes each bit on its own.
	var byByte [3][256]uint32
	for b := range byByte {
		for v := range byByte[b] {
			byByte[b][v] = expand(uint32(v)<<(8*b), free)
		}
	}
	for r := range all {
		if r > 0 {
			low := comp & -comp
			v := comp + low
			comp = v | (comp^v)>>2>>bits.TrailingZeros32(low)
		}
		x := byByte[0][comp&0xff] | byByte[1][comp>>8&0xff] | byByte[2][comp>>16&0xff]
		if leastUnder(x, st) == x {
			rs.Add(uint64(r))
		}
	}
	rs.Count()
	return rs
}

// expand returns the points of free numbered by the bits of comp.
func expand(comp, free uint32) uint32 {
	var x uint32
	for comp != 0 {
		p := bits.TrailingZeros32(free)
		free &= free - 1
		if comp&1 != 0 {
			x |= 1 << p
		}
		comp >>= 1
	}
	return x
}

// size returns the number of positions of the subspace.
func (s *subspace) size() int { return s.offset[len(s.offset)-1] }

// leastUnder returns the least image of x under the symmetries st.
func leastUnder(x uint32, st uint16) uint32 {
	least := x
	for st &^= 1; st != 0; st &= st - 1 {
		least = min(least, geo.apply(bits.TrailingZeros16(st), x))
	}
	return least
}

// index returns the number of the position with stones x of the player
// to move and y of the other.
func (s *subspace) index(x, y uint32) int {
	c, t := s.key.find(y)
	return s.indexIn(c, geo.apply(t, x))
}

// canonical returns the representative of the class of the position
// with stones x of the player to move and y of the other: the position
// that position(index(x, y)) returns, taken from the class and the least
// image that index finds, without the number (rankOutside and the rank
// set's Rank, then its Select and unrankIn, are inverse).
func (s *subspace) canonical(x, y uint32) (uint32, uint32) {
	c, t := s.key.find(y)
	x = geo.apply(t, x)
	if st := s.key.stab[c]; st != 1 {
		x = leastUnder(x, st)
	}
	return x, s.key.rep[c]
}

// indexIn returns the number of the position whose other player holds
// the representative of class c and whose player to move holds x (already
// moved by the symmetry that took the other's stones there).
func (s *subspace) indexIn(c int, x uint32) int {
	if st := s.key.stab[c]; st != 1 {
		return s.offset[c] + s.symmetric()[c].Rank(uint64(rankOutside(leastUnder(x, st), s.key.rep[c])))
	}
	return s.offset[c] + int(rankOutside(x, s.key.rep[c]))
}

// position returns the stones (of the player to move, of the other) of
// the position numbered i.
func (s *subspace) position(i int) (x, y uint32) {
	c := s.classAt(i)
	y = s.key.rep[c]
	r := uint32(i - s.offset[c])
	if s.key.stab[c] != 1 {
		r = uint32(s.symmetric()[c].Select(int(r)))
	}
	return unrankIn(r, s.m, y), y
}

// classAt returns the class of the other player's stones at number i.
func (s *subspace) classAt(i int) int {
	c, _ := slices.BinarySearch(s.offset, i+1)
	return c - 1
}
