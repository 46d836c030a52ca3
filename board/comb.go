package board

import (
	"math/bits"
	"sync"
)

// MaxCells is the most cells a board may have: a set of cells is a uint64.
const MaxCells = 64

// binom[n][k] is n choose k, for n ≤ 64 (C(64, 32) < 2⁶³).
var binom = func() (b [MaxCells + 1][MaxCells + 1]uint64) {
	for n := range MaxCells + 1 {
		b[n][0] = 1
		for k := 1; k <= n; k++ {
			b[n][k] = b[n-1][k-1] + b[n-1][k]
		}
	}
	return b
}()

// Binomial returns n choose k, 0 outside 0 ≤ k ≤ n ≤ 64.
func Binomial(n, k int) uint64 {
	if n < 0 || k < 0 || k > n || n > MaxCells {
		return 0
	}
	return binom[n][k]
}

// colexRank returns the rank of the set x among the sets of its size in
// colexicographic order, which is the order of their values as numbers:
// the sum over its members p₁ < p₂ < … of C(pᵢ, i). It takes a step a
// member; rankBytes takes a step a byte.
func colexRank(x uint64) uint64 {
	var r uint64
	for i := 1; x != 0; i++ {
		r += binom[bits.TrailingZeros64(x)][i]
		x &= x - 1
	}
	return r
}

// colexUnrank returns the k-subset of 0 … n−1 of colex rank r.
func colexUnrank(r uint64, k, n int) uint64 {
	var x uint64
	p := n - 1
	for i := k; i > 0; i-- {
		for binom[p][i] > r {
			p--
		}
		x |= 1 << p
		r -= binom[p][i]
		p--
	}
	return x
}

// nextComb returns the next set after x with as many members in colex
// order (Gosper's step); x ≠ 0.
func nextComb(x uint64) uint64 {
	low := x & -x
	v := x + low
	return v | (x^v)>>2>>bits.TrailingZeros64(low)
}

// byteTables are the tables of rankBytes and compress: 1 MB and 64 KB,
// built on first use.
type byteTables struct {
	// rank[j][m][v]: the part of a colex rank that the members in byte j
	// (cells 8j … 8j+7) with bits v contribute, m members being below:
	// the sum over them of C(cell, its place among the members).
	rank [8][MaxCells + 1][256]uint64
	// rank32: rank's first four bytes for sets of at most 32 cells
	// (whose ranks fit in 32 bits), half the cache lines.
	rank32 [4][33][256]uint32
	// ext[f][v]: the bits of v at the places of f's bits, packed (the
	// bits of v at the free cells f, numbered among them).
	ext [256][256]uint8
	// dep[f][v]: the low bits of v put at the places of f's bits (the
	// inverse of ext; the bits of v beyond f's count are ignored).
	dep [256][256]uint8
	// low[k][r]: the k-subset of the cells 0 … 15 of colex rank r.
	low [17][]uint16
	// start[k][v]: the number of k-subsets of the cells 0 … 23 whose
	// members among the cells 16 … 23 (their top byte) are less than v,
	// that is the colex rank of the first of those whose top byte is v
	// (start[k][256] = C(24, k)); guide[k][b]: the largest v whose
	// start is at most b<<guideShift[k], so that the top byte of the
	// subset of rank r is found from guide[k][r>>guideShift[k]] in a
	// step or two (unrank).
	start      [25][257]uint32
	guide      [25][1 << guideBits]uint8
	guideShift [25]uint8
}

// guideBits is the bits of a rank that unrank's guide reads: 1,024
// buckets a count of members.
const guideBits = 10

var tables = sync.OnceValue(func() *byteTables {
	t := new(byteTables)
	for j := range 8 {
		for m := range MaxCells + 1 {
			for v := range 256 {
				var s uint64
				i := m
				for b := range 8 {
					if v>>b&1 != 0 {
						i++
						if i <= MaxCells {
							s += binom[8*j+b][i]
						}
					}
				}
				t.rank[j][m][v] = s
				if j < 4 && m <= 32 {
					t.rank32[j][m][v] = uint32(s)
				}
			}
		}
	}
	for f := range 256 {
		for v := range 256 {
			var o uint8
			k := 0
			for b := range 8 {
				if f>>b&1 != 0 {
					o |= uint8(v>>b&1) << k
					k++
				}
			}
			t.ext[f][v] = o
			// v as packed bits: its low bits at the places of f's.
			var d uint8
			k = 0
			for b := range 8 {
				if f>>b&1 != 0 {
					d |= uint8(v>>k&1) << b
					k++
				}
			}
			t.dep[f][v] = d
		}
	}
	for k := range 17 {
		t.low[k] = make([]uint16, binom[16][k])
		for r := range t.low[k] {
			t.low[k][r] = uint16(colexUnrank(uint64(r), k, 16))
		}
	}
	for k := range 25 {
		for v := range 256 {
			w := 0 // C(16, k − members of v), 0 where that is not 0 … 16
			if m := k - bits.OnesCount8(uint8(v)); m >= 0 && m <= 16 {
				w = int(binom[16][m])
			}
			t.start[k][v+1] = t.start[k][v] + uint32(w)
		}
		sh := max(bits.Len64(binom[24][k])-guideBits, 0)
		t.guideShift[k] = uint8(sh)
		v := 0
		for b := range t.guide[k] {
			for v < 255 && uint64(t.start[k][v+1]) <= uint64(b)<<sh {
				v++
			}
			t.guide[k][b] = uint8(v)
		}
	}
	return t
})

// unrank returns the k-subset of 0 … n−1 of colex rank r: its members
// above cell 23 by the greedy search, those among the cells 16 … 23 from
// the guide and the starts of the top bytes, the others with one lookup.
func (t *byteTables) unrank(r uint64, k, n int) uint64 {
	var x uint64
	for p := n - 1; p >= 24 && k > 0; p-- {
		if c := binom[p][k]; c <= r {
			x |= 1 << p
			r -= c
			k--
		}
	}
	if n > 16 && k > 0 {
		// r < C(24, k) here: the subset's top byte v is the last whose
		// start is at most r, a step or two past the guide's.
		st := &t.start[k]
		v := int(t.guide[k][(r>>t.guideShift[k])&(1<<guideBits-1)]) // the mask spares a bounds check
		for uint64(st[v+1]) <= r {
			v++
		}
		r -= uint64(st[v])
		k -= bits.OnesCount8(uint8(v))
		x |= uint64(v) << 16
	}
	return x | uint64(t.low[k][r])
}

// deposit returns the cells of free (of the cells 0 … 8nb−1) numbered by
// the bits of comp, the inverse of compress.
func (t *byteTables) deposit(comp, free uint64, nb int) uint64 {
	if nb <= 4 {
		// Three or four bytes without a loop (a byte past nb is 0: no
		// cells).
		f0, f1, f2 := uint8(free), uint8(free>>8), uint8(free>>16)
		n0 := bits.OnesCount8(f0)
		n1 := n0 + bits.OnesCount8(f1)
		x := uint64(t.dep[f0][uint8(comp)]) | uint64(t.dep[f1][uint8(comp>>n0)])<<8 |
			uint64(t.dep[f2][uint8(comp>>n1)])<<16
		if nb == 4 {
			x |= uint64(t.dep[uint8(free>>24)][uint8(comp>>(n1+bits.OnesCount8(f2)))]) << 24
		}
		return x
	}
	var x uint64
	for j := range nb {
		f := uint8(free >> (8 * j))
		x |= uint64(t.dep[f][uint8(comp)]) << (8 * j)
		comp >>= bits.OnesCount8(f)
	}
	return x
}

// rankBytes returns colexRank(x) for a set x of the cells 0 … 8nb−1, a
// table lookup a byte.
func (t *byteTables) rankBytes(x uint64, nb int) uint64 {
	if nb <= 4 {
		// Four bytes without a loop, from the 32-bit table (a byte past
		// nb is 0: it adds nothing).
		v0, v1, v2 := uint8(x), uint8(x>>8), uint8(x>>16)
		m1 := bits.OnesCount8(v0)
		m2 := m1 + bits.OnesCount8(v1)
		m3 := m2 + bits.OnesCount8(v2)
		return uint64(t.rank32[0][0][v0] + t.rank32[1][m1][v1] + t.rank32[2][m2][v2] + t.rank32[3][m3][uint8(x>>24)])
	}
	var r uint64
	m := 0
	for j := range nb {
		v := uint8(x >> (8 * j))
		r += t.rank[j][m][v]
		m += bits.OnesCount8(v)
	}
	return r
}

// compress returns the bits of x at the cells of free (of the cells
// 0 … 8nb−1), packed: bit j for the j-th cell of free.
func (t *byteTables) compress(x, free uint64, nb int) uint64 {
	if nb <= 4 {
		// Three or four bytes without a loop (a byte past nb is 0: no
		// cells).
		f0, f1, f2 := uint8(free), uint8(free>>8), uint8(free>>16)
		n0 := bits.OnesCount8(f0)
		n1 := n0 + bits.OnesCount8(f1)
		c := uint64(t.ext[f0][uint8(x)]) | uint64(t.ext[f1][uint8(x>>8)])<<n0 |
			uint64(t.ext[f2][uint8(x>>16)])<<n1
		if nb == 4 {
			c |= uint64(t.ext[uint8(free>>24)][uint8(x>>24)]) << (n1 + bits.OnesCount8(f2))
		}
		return c
	}
	var c uint64
	sh := 0
	for j := range nb {
		f := uint8(free >> (8 * j))
		c |= uint64(t.ext[f][uint8(x>>(8*j))]) << sh
		sh += bits.OnesCount8(f)
	}
	return c
}
