package morris

import (
	"math/bits"
	"math/rand/v2"
	"testing"
)

// TestRank checks rank and unrank, and rankOutside and unrankIn, as
// inverse bijections onto 0 … C(n, k)−1 (n = 24, or the points left free),
// and the tables of rank and rankOutside against the definition of the
// colex rank, a member at a time (colex), on random sets of every size.
func TestRank(t *testing.T) {
	for k := range 5 {
		seen := make([]bool, binom[Points][k])
		for r := range binom[Points][k] {
			x := unrank(r, k)
			if popcount(x) != k || x&^full != 0 || rank(x) != r {
				t.Fatalf("unrank(%d, %d) = %024b, rank of it %d", r, k, x, rank(x))
			}
			seen[r] = true
		}
	}
	// colex is the definition: the i-th member, at place p among the
	// points outside y, adds C(p, i).
	colex := func(x, y uint32) uint32 {
		var r uint32
		for i := uint32(1); x != 0; i++ {
			p := bits.TrailingZeros32(x)
			r += binom[p-bits.OnesCount32(y&(1<<p-1))][i]
			x &= x - 1
		}
		return r
	}
	y := uint32(1<<3 | 1<<7 | 1<<20)
	for k := range 4 {
		for r := range binom[Points-3][k] {
			x := unrankIn(r, k, y)
			if x&y != 0 || popcount(x) != k || rankOutside(x, y) != r || colex(x, y) != r {
				t.Fatalf("unrankIn(%d, %d) = %024b, rankOutside %d", r, k, x, rankOutside(x, y))
			}
		}
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 200000 {
		x := rng.Uint32() & full
		y := rng.Uint32() & full &^ x
		if rank(x) != colex(x, 0) || rankOutside(x, y) != colex(x, y) {
			t.Fatalf("x %024b y %024b: rank %d, rankOutside %d; want %d, %d", x, y, rank(x), rankOutside(x, y), colex(x, 0), colex(x, y))
		}
	}
}

// burnside returns the number of classes of the positions with m stones
// of the player to move and o of the other under the 16 symmetries, by
// Burnside's lemma: the average over the symmetries of the positions each
// fixes. It counts independently of the numbering.
func burnside(m, o int) int {
	total := 0
	for s := range 16 {
		// A position is fixed when both sets are unions of the cycles of
		// the permutation: count the ways to colour the cycles.
		var cycles []int
		var seen [Points]bool
		for p := range Points {
			if seen[p] {
				continue
			}
			n := 0
			for q := p; !seen[q]; q = int(geo.sym[s][q]) {
				seen[q] = true
				n++
			}
			cycles = append(cycles, n)
		}
		// ways[a][b]: colourings of the cycles so far with a points of the
		// mover and b of the other.
		ways := map[[2]int]int{{0, 0}: 1}
		for _, n := range cycles {
			next := map[[2]int]int{}
			for k, w := range ways {
				next[k] += w
				next[[2]int{k[0] + n, k[1]}] += w
				next[[2]int{k[0], k[1] + n}] += w
			}
			ways = next
		}
		total += ways[[2]int{m, o}]
	}
	return total / 16
}

// TestSubspaceSizes checks that every subspace numbers exactly its classes
// (Burnside's count), for the subspaces of up to 9 stones and a few larger.
func TestSubspaceSizes(t *testing.T) {
	pairs := [][2]int{{9, 9}, {8, 9}, {9, 3}, {3, 9}, {7, 7}}
	for m := 2; m <= 6; m++ {
		for o := 3; m+o <= 9; o++ {
			pairs = append(pairs, [2]int{m, o})
		}
	}
	keys := map[int]*classes{}
	for _, mo := range pairs {
		m, o := mo[0], mo[1]
		if keys[o] == nil {
			keys[o] = newClasses(o)
		}
		sp := newSubspace(m, o, keys[o])
		if got, want := sp.size(), burnside(m, o); got != want {
			t.Errorf("subspace %d-%d numbers %d positions, Burnside counts %d classes", m, o, got, want)
		}
		if m+o > 9 {
			continue
		}
		// The least sets listed one by one agree with the per-class counts.
		for c, rs := range sp.symmetric() {
			if rs == nil {
				continue
			}
			n := rs.Len()
			if size := sp.offset[c+1] - sp.offset[c]; n != size {
				t.Fatalf("subspace %d-%d class %d: %d least sets, %d numbers", m, o, c, n, size)
			}
		}
	}
}

// TestIndex checks on random positions that index is the same for all 16
// images of a position, that position(index) is one of them, and that
// index(position(i)) = i.
func TestIndex(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	keys := map[int]*classes{}
	for _, mo := range [][2]int{{3, 3}, {4, 3}, {3, 4}, {9, 9}, {8, 4}, {2, 6}, {5, 8}} {
		m, o := mo[0], mo[1]
		if keys[o] == nil {
			keys[o] = newClasses(o)
		}
		sp := newSubspace(m, o, keys[o])
		n := 2000
		if testing.Short() || raceEnabled {
			n = 300
		}
		for range n {
			perm := rng.Perm(Points)
			var x, y uint32
			for _, p := range perm[:m] {
				x |= 1 << p
			}
			for _, p := range perm[m : m+o] {
				y |= 1 << p
			}
			i := sp.index(x, y)
			if i < 0 || i >= sp.size() {
				t.Fatalf("%d-%d: index %d outside 0 … %d", m, o, i, sp.size()-1)
			}
			for s := range 16 {
				if j := sp.index(geo.apply(s, x), geo.apply(s, y)); j != i {
					t.Fatalf("%d-%d: image %d numbered %d, the position %d", m, o, s, j, i)
				}
			}
			x2, y2 := sp.position(i)
			same := false
			for s := range 16 {
				same = same || geo.apply(s, x) == x2 && geo.apply(s, y) == y2
			}
			if !same {
				t.Fatalf("%d-%d: position(%d) is not an image of the position numbered %d", m, o, i, i)
			}
			j := rng.IntN(sp.size())
			if x3, y3 := sp.position(j); sp.index(x3, y3) != j {
				t.Fatalf("%d-%d: index(position(%d)) = %d", m, o, j, sp.index(x3, y3))
			}
		}
	}
}

// TestByteTables checks the tables of bytes that ranking and unranking
// read, built at start by recurrences on the lowest bit, against their
// definitions bit by bit: rankTab's sum of binomials over a byte's
// members, extTab's packing of v's bits at f's places, and depTab its
// inverse (expand, the bitwise reference).
func TestByteTables(t *testing.T) {
	for j := range 3 {
		for m := range Points + 1 {
			for v := range 256 {
				var want uint32
				i := m
				for b := range 8 {
					if v>>b&1 != 0 {
						if i++; i <= Points {
							want += binom[8*j+b][i]
						}
					}
				}
				if rankTab[j][m][v] != want {
					t.Fatalf("rankTab[%d][%d][%#x] = %d, want %d", j, m, v, rankTab[j][m][v], want)
				}
			}
		}
	}
	for f := range 256 {
		for v := range 256 {
			var want uint8
			k := 0
			for b := range 8 {
				if f>>b&1 != 0 {
					want |= uint8(v>>b&1) << k
					k++
				}
			}
			if extTab[f][v] != want {
				t.Fatalf("extTab[%#x][%#x] = %#x, want %#x", f, v, extTab[f][v], want)
			}
			if d := uint8(expand(uint32(v), uint32(f))); depTab[f][v] != d {
				t.Fatalf("depTab[%#x][%#x] = %#x, want %#x", f, v, depTab[f][v], d)
			}
		}
	}
}
