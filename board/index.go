package board

import (
	"fmt"
	"math"
	"math/bits"
	"slices"
	"sync"

	"github.com/cgtgo/cgt/internal/rankset"
)

// MaxKinds is the most kinds of pieces a board holds.
const MaxKinds = 4

// Sets is an arrangement of pieces on a board: Sets[k] holds the cells of
// the pieces of kind k, bit c for cell c. The sets are disjoint; a cell in
// none of them is empty.
type Sets [MaxKinds]uint64

// Index numbers the arrangements of pieces on a board with a given count
// of each kind, densely: 0 … Size()−1, one number for each class of
// arrangements that the board's symmetries map to each other (one number
// for each arrangement on a board without symmetries). Rank gives the
// number of any arrangement with those counts, Unrank the representative
// of the class numbered i (the arrangement Rank numbers with the
// identity), and Scan walks a range in number order.
//
// Numbering. The kinds are taken in the order given to Board.Index, the
// kinds without pieces left out; the first is the key. Without
// symmetries, an arrangement's number is the colexicographic rank of the
// key's cells among the sets of its size, then, as digits of a mixed
// radix, the rank of each next kind's cells among the subsets of its size
// of the cells the kinds before it leave empty. With symmetries, the
// key's sets fall into classes; the classes whose representative (the
// least image of its members, as a number) no symmetry but the identity
// fixes come first, in the order of their representatives, each with
// every arrangement of the other kinds on the cells it leaves (Rest of
// them); then the classes with a symmetric representative, each with only
// the arrangements of the other kinds that are least (by that rank) among
// their images under the symmetries fixing the representative. So the
// number of a class-free arrangement is class·Rest + its rank without the
// key, with one table lookup (the key's class, by the rank of its set)
// and no other memory access; the symmetric classes, a small part of the
// whole, keep a bit a rank of their arrangements with rank and select.
//
// Costs: Rank takes a table lookup a byte of cells for each kind (a kind
// of few pieces, a step a piece), with 32-bit tables and no loop on
// boards of at most 32 cells; Unrank a step a cell above the sixteenth
// for each kind and a lookup for the rest, and a multiplication where a
// division would be (on the 24 cells of morris without symmetries, nine
// and nine pieces: about 45 M ranks and 30 M unranks a second of a core,
// BenchmarkIndex);
// the key's class table holds 4 bytes for each set of its size
// (C(cells, key pieces), 21 MB for 12 of 25 cells), shared by every Index
// of a Board with that key count; the symmetric classes hold about a bit
// and a quarter for each arrangement of the other kinds (built on first
// use). An Index is safe for concurrent use.
type Index struct {
	b      *Board
	t      *byteTables
	nb     int     // bytes of the board's cells
	nbr    []int   // nbr[j]: bytes of the cells left free before order[j], j ≥ 1
	counts Sets    // the pieces of each kind (as counts)
	order  []uint8 // the kinds with pieces, in numbering order
	few    uint8   // bit j: the kind order[j] has at most fewPieces pieces (rankKind)
	size   int
	rest   uint64   // the arrangements of the kinds after the key on the cells it leaves
	restM  uint64   // ⌈2⁶⁴/rest⌉, to divide a number below Size by rest with a multiplication (divRest); 0: divide
	radix  []uint64 // radix[k]: C(cells left before order[k], counts[order[k]]), k ≥ 1
	cls    *classes // nil without symmetries
	symOff []int    // symOff[j]: the first number of symmetric class ntriv+j; one more: Size()
	once   sync.Once
	sym    []*rankset.Set // by symmetric class: the least arrangements' ranks
}

// Board is the cells of a game's board with their symmetries. It numbers
// the arrangements of pieces on them (Index) and keeps the tables those
// numberings share. A Board is safe for concurrent use.
type Board struct {
	n       int
	g       *Group
	mu      sync.Mutex
	classes map[int]*classes // by the key's count
}

// NewBoard returns the board of the group's cells, with its symmetries
// (nil: none).
func NewBoard(g *Group) *Board {
	return &Board{n: g.Cells(), g: g, classes: map[int]*classes{}}
}

// Cells returns the number of cells.
func (b *Board) Cells() int { return b.n }

// Group returns the board's symmetries.
func (b *Board) Group() *Group { return b.g }

// Index returns the numbering of the arrangements with counts[k] pieces
// of kind k (the kinds taken in the order order, all kinds 0 …
// len(counts)−1 in turn if it is nil). It fails when the counts do not fit
// the board, or when the tables of a symmetric numbering would be too
// large (over 2³² sets of the key, or 2²⁶ classes: take as key a kind
// with fewer pieces, or a board without symmetries).
func (b *Board) Index(counts []int, order []int) (*Index, error) {
	if len(counts) > MaxKinds {
		return nil, fmt.Errorf("board: %d kinds of pieces, at most %d", len(counts), MaxKinds)
	}
	if order == nil {
		for k := range counts {
			order = append(order, k)
		}
	}
	if len(order) != len(counts) || slices.ContainsFunc(order, func(k int) bool { return k < 0 || k >= len(counts) }) ||
		len(slices.Compact(slices.Sorted(slices.Values(order)))) != len(order) {
		return nil, fmt.Errorf("board: order %v is not an order of the %d kinds", order, len(counts))
	}
	x := &Index{b: b, t: tables(), nb: (b.n + 7) / 8}
	total := 0
	for _, k := range order {
		c := counts[k]
		if c < 0 {
			return nil, fmt.Errorf("board: %d pieces of kind %d", c, k)
		}
		x.counts[k] = uint64(c)
		total += c
		if c > 0 {
			x.order = append(x.order, uint8(k))
		}
	}
	if total > b.n {
		return nil, fmt.Errorf("board: %d pieces on %d cells", total, b.n)
	}
	// The radixes of the kinds after the key, and the size.
	x.rest = 1
	x.radix = make([]uint64, len(x.order))
	x.nbr = make([]int, len(x.order))
	left := b.n
	for j, k := range x.order {
		c := int(x.counts[k])
		x.radix[j] = binom[left][c]
		x.nbr[j] = (left + 7) / 8
		if c <= fewPieces {
			x.few |= 1 << j
		}
		if j > 0 {
			if x.rest > math.MaxInt64/x.radix[j] {
				return nil, fmt.Errorf("board: more than 2⁶³ arrangements of %v on %d cells", counts, b.n)
			}
			x.rest *= x.radix[j]
		}
		left -= c
	}
	if len(x.order) == 0 {
		x.size = 1
		return x, nil
	}
	// n·⌈2⁶⁴/d⌉/2⁶⁴ rounds down to ⌊n/d⌋ for every n with n·d < 2⁶⁴
	// (Lemire, Kaser and Kurz, "Faster remainder by direct computation",
	// 2019): every number below Size is such an n when Size·rest < 2⁶⁴.
	if x.rest > 1 && x.radix[0] < math.MaxUint64/x.rest/x.rest {
		x.restM = math.MaxUint64/x.rest + 1
	}
	keys := x.radix[0]
	if b.g.trivial() {
		if x.rest > math.MaxInt64/keys {
			return nil, fmt.Errorf("board: more than 2⁶³ arrangements of %v on %d cells", counts, b.n)
		}
		x.size = int(keys * x.rest)
		return x, nil
	}
	cls, err := b.keyClasses(int(x.counts[x.order[0]]))
	if err != nil {
		return nil, err
	}
	x.cls = cls
	nt := uint64(cls.ntriv)
	if nt > 0 && x.rest > math.MaxInt64/nt/2 {
		return nil, fmt.Errorf("board: more than 2⁶² arrangements of %v on %d cells", counts, b.n)
	}
	// The symmetric classes' sizes, by Burnside's lemma.
	off := int(nt * x.rest)
	x.symOff = make([]int, len(cls.stab)+1)
	for j, st := range cls.stab {
		x.symOff[j] = off
		n, err := x.orbits(cls.rep[cls.ntriv+j], st)
		if err != nil {
			return nil, err
		}
		off += n
	}
	x.symOff[len(cls.stab)] = off
	x.size = off
	return x, nil
}

// Size returns the number of arrangements (of classes, with symmetries).
func (x *Index) Size() int { return x.size }

// Counts returns the number of pieces of each kind.
func (x *Index) Counts() Sets { return x.counts }

// Rank returns the number of the arrangement a, whose kinds must have the
// Index's counts (Rank does not check it: see Valid). With symmetries it
// is the number of a's class.
func (x *Index) Rank(a *Sets) int {
	r, _ := x.rankSym(a)
	return r
}

// Valid reports whether a is an arrangement this Index numbers: disjoint
// sets on the board's cells, with its counts.
func (x *Index) Valid(a *Sets) bool {
	var all uint64
	for k, s := range a {
		if all&s != 0 || uint64(popcount(s)) != x.counts[k] {
			return false
		}
		all |= s
	}
	return x.b.n == 64 || all>>x.b.n == 0
}

// RankSym returns the number of a's class and a symmetry that takes a to
// the class's representative (Unrank of the number).
func (x *Index) RankSym(a *Sets) (int, int) { return x.rankSym(a) }

func (x *Index) rankSym(a *Sets) (int, int) {
	if len(x.order) == 0 {
		return 0, 0
	}
	key := a[x.order[0]]
	if x.cls == nil {
		return int(x.t.rankBytes(key, x.nb)*x.rest + x.restRank(a, x.full()&^key)), 0
	}
	e := x.cls.of[x.t.rankBytes(key, x.nb)]
	return x.rankIn(a, e, x.repOf(key, e))
}

// repOf returns the representative of the class of key, whose class table
// entry is e: its image under the entry's symmetry (no lookup in the table
// of representatives, which misses the cache).
func (x *Index) repOf(key uint64, e uint32) uint64 {
	if s := int(e & (1<<symBits - 1)); s != 0 {
		return x.b.g.Apply(s, key)
	}
	return key
}

// keyEntry returns the class table entry of the key set: its class and a
// symmetry taking it to the representative (see classes.of).
func (x *Index) keyEntry(key uint64) uint32 { return x.cls.of[x.t.rankBytes(key, x.nb)] }

// Key is what an Index looks up of an arrangement's key set (the cells
// of its first kind with pieces, in the order given to Board.Index): the
// set's class, a symmetry taking it to the class's representative and
// that representative, or without symmetries the set's rank. Index.Key
// gives it, and RankKeyed ranks the arrangements that share the key set
// without looking it up again: the moves of a game that leave one
// player's pieces in place (a placement in morris), the predecessors of a
// position.
type Key struct {
	e   uint32 // the class table entry, or the rank without symmetries
	rep uint64 // the class's representative
}

// Key returns the Key of the key set key, which must have the Index's
// count of its key kind.
func (x *Index) Key(key uint64) Key {
	switch {
	case len(x.order) == 0:
		return Key{}
	case x.cls == nil:
		return Key{rep: x.t.rankBytes(key, x.nb)}
	}
	e := x.keyEntry(key)
	return Key{e, x.repOf(key, e)}
}

// RankKeyed returns Rank(a) for an arrangement a whose key set's Key is k:
// Rank less the lookup of the key (a third of its time on the 24 points
// of morris).
func (x *Index) RankKeyed(a *Sets, k Key) int {
	switch {
	case len(x.order) == 0:
		return 0
	case x.cls == nil:
		return int(k.rep*x.rest + x.restRank(a, x.full()&^a[x.order[0]]))
	}
	r, _ := x.rankIn(a, k.e, k.rep)
	return r
}

// rankIn is rankSym for an arrangement whose key's class table entry is e
// and the class's representative rep.
func (x *Index) rankIn(a *Sets, e uint32, rep uint64) (int, int) {
	c, s := int(e>>symBits), int(e&(1<<symBits-1))
	if len(x.order) == 2 {
		return x.rankIn2(a[x.order[1]], c, s, rep)
	}
	var b Sets
	if s == 0 {
		b = *a
	} else {
		g := x.b.g
		for _, k := range x.order[1:] {
			b[k] = g.Apply(s, a[k])
		}
	}
	free := x.full() &^ rep
	r := x.restRank(&b, free)
	if c < x.cls.ntriv {
		return c*int(x.rest) + int(r), s
	}
	// A symmetric class: the least of the images under its stabiliser.
	j := c - x.cls.ntriv
	by := s
	if st := x.cls.stab[j] &^ 1; st != 0 {
		g := x.b.g
		for ; st != 0; st &= st - 1 {
			t := bits.TrailingZeros64(st)
			var im Sets
			for _, k := range x.order[1:] {
				im[k] = g.Apply(t, b[k])
			}
			if ri := x.restRank(&im, free); ri < r {
				r, by = ri, x.b.compose(s, t)
			}
		}
	}
	return x.symOff[j] + x.symmetric()[j].Rank(r), by
}

// rankIn2 is rankIn for an Index of two kinds, whose second kind's cells
// are v and whose key's class is c, taken to its representative rep by
// symmetry s: a set's rank among those of its size on the free cells
// orders them as their values do, so that the least image is found
// without ranking each.
func (x *Index) rankIn2(v uint64, c, s int, rep uint64) (int, int) {
	g := x.b.g
	if s != 0 {
		v = g.Apply(s, v)
	}
	free := x.full() &^ rep
	if c < x.cls.ntriv {
		return c*int(x.rest) + int(x.rankKind(1, v, free)), s
	}
	// A symmetric class: the least of the images under its stabiliser.
	j := c - x.cls.ntriv
	least, by := v, s
	for st := x.cls.stab[j] &^ 1; st != 0; st &= st - 1 {
		t := bits.TrailingZeros64(st)
		if w := g.Apply(t, v); w < least {
			least, by = w, x.b.compose(s, t)
		}
	}
	return x.symOff[j] + x.symmetric()[j].Rank(x.rankKind(1, least, free)), by
}

// full returns the set of every cell.
func (x *Index) full() uint64 { return full(x.b.n) }

func full(n int) uint64 { return 1<<n - 1 } // 1<<64 is 0 in Go: all ones for 64

// restRank returns the rank of the kinds after the key of a among the
// arrangements of theirs on the cells free.
func (x *Index) restRank(a *Sets, free uint64) uint64 {
	var r uint64
	for j := 1; j < len(x.order); j++ {
		k := x.order[j]
		r = r*x.radix[j] + x.rankKind(j, a[k], free)
		free &^= a[k]
	}
	return r
}

// restUnrank sets in a the kinds after the key from their rank r on the
// cells free.
func (x *Index) restUnrank(a *Sets, r uint64, free uint64) {
	n := len(x.order)
	if n == 2 {
		a[x.order[1]] = x.unrankSecond(r, free)
		return
	}
	var digit [MaxKinds]uint64
	for j := n - 1; j >= 2; j-- {
		digit[j] = r % x.radix[j]
		r /= x.radix[j]
	}
	if n > 1 {
		digit[1] = r
	}
	for j := 1; j < n; j++ {
		k := x.order[j]
		a[k] = x.t.deposit(x.t.unrank(digit[j], int(x.counts[k]), popcount(free)), free, x.nb)
		free &^= a[k]
	}
}

// unrankSecond returns the cells of the one kind after the key, of rank r
// among its arrangements on the cells free that the key leaves.
func (x *Index) unrankSecond(r, free uint64) uint64 {
	k := x.order[1]
	return x.t.deposit(x.t.unrank(r, int(x.counts[k]), x.b.n-int(x.counts[x.order[0]])), free, x.nb)
}

// Unrank returns the arrangement numbered i, for 0 ≤ i < Size(): with
// symmetries, the representative of class i.
func (x *Index) Unrank(i int) Sets {
	a, _, _ := x.unrank(i)
	return a
}

// unrank is Unrank, with the number of the key's class (without
// symmetries, the rank of its set) and the rank of the other kinds on the
// cells it leaves (a Scanner's state).
func (x *Index) unrank(i int) (a Sets, c int, r uint64) {
	if len(x.order) == 0 {
		return a, 0, 0
	}
	k0 := x.order[0]
	if x.cls == nil {
		q, r := x.divRest(uint64(i))
		a[k0] = x.t.unrank(q, int(x.counts[k0]), x.b.n)
		if len(x.order) == 2 {
			// unrankSecond written out: a call less (BenchmarkIndex's
			// unrank on 24 cells, 5% faster).
			k := x.order[1]
			a[k] = x.t.deposit(x.t.unrank(r, int(x.counts[k]), x.b.n-int(x.counts[k0])), x.full()&^a[k0], x.nb)
		} else {
			x.restUnrank(&a, r, x.full()&^a[k0])
		}
		return a, int(q), r
	}
	if nt := x.cls.ntriv * int(x.rest); i < nt {
		q, rr := x.divRest(uint64(i))
		c, r = int(q), rr
	} else {
		j, _ := slices.BinarySearch(x.symOff, i+1)
		j--
		c, r = x.cls.ntriv+j, x.symmetric()[j].Select(i-x.symOff[j])
	}
	a[k0] = x.cls.rep[c]
	x.restUnrank(&a, r, x.full()&^a[k0])
	return a, c, r
}

// divRest returns n/rest and n%rest for a number n below Size: with a
// multiplication where restM allows it (a 64-bit division takes several
// times as long).
func (x *Index) divRest(n uint64) (q, r uint64) {
	if x.restM == 0 {
		return n / x.rest, n % x.rest
	}
	q, _ = bits.Mul64(n, x.restM)
	return q, n - q*x.rest
}

// compose returns the symmetry that applies s, then t.
func (b *Board) compose(s, t int) int { return int(b.g.mul[s][t]) }

// rankKind returns the rank of the cells a of kind order[j] among the
// sets of their size of the cells free: a member at a time for a few
// pieces, a byte at a time (packed by one table, ranked by another) for
// more.
func (x *Index) rankKind(j int, a, free uint64) uint64 {
	if x.few>>j&1 != 0 {
		return rankAmong(a, free)
	}
	return x.t.rankBytes(x.t.compress(a, free, x.nb), x.nbr[j])
}

// fewPieces is the most pieces of a kind that rankKind ranks a member at
// a time: on 24 cells, faster than the tables up to 5 (rank/board/3-9 of
// games/morris BenchmarkIndexVsBoard), slower at 9 (BenchmarkIndex).
const fewPieces = 5

// rankAmong returns the colex rank of the set a among the sets of its size of
// the cells free (a ⊆ free): the sum over its members, the i-th at place
// pᵢ among the cells of free, of C(pᵢ, i). A step a member, with no table
// but the binomials'.
func rankAmong(a, free uint64) uint64 {
	var r uint64
	for i := 1; a != 0; i++ {
		b := a & -a
		r += binom[bits.OnesCount64(free&(b-1))][i]
		a ^= b
	}
	return r
}
