package octal

import (
	"fmt"
	"math"
	"math/bits"

	"github.com/cgtgo/cgt"
)

// filler computes nim-values one heap at a time.
type filler struct {
	o      *Game
	g      []uint16
	width  int // a power of two above every value so far (XORs stay below it)
	mark   []uint64
	stamps []uint32 // naive fill with values ≥ 64: stamps[v] == n+1 marks v
	cfg    fillConfig

	// sparse-space state
	sparse     bool
	mask       uint16
	parity     uint16 // 1 when the split also depends on heap parity (see rareHeap)
	nextChoose int
	j0         int              // the first two-heap digit (0 if none): heap parity is that of n − j0
	hist       [2][]int         // hist[(n−j0)&1][v] = number of heaps n ≥ 1 of that parity with G(n) = v
	rare       []int32          // rare heaps n ≥ 1, increasing
	rareVal    []uint16         // their values, side by side (a few kilobytes the pairs read in order)
	oddClass   []uint64         // bitset over all 2^16 values: v&mask has an odd number of bits
	evenClass  []uint64         // its complement
	oddSeen    []uint64         // per heap: odd options
	evenSeen   []uint64         // per heap: even options met before the scan
	want       []uint64         // per heap: even values below u not seen yet
	wanted     *[1 << 16]uint8  // the same, one flag (1) per value, all 0 between heaps
	pairSeen   *[1 << 16]uint32 // per heap n: pairSeen[v] == n+1 when a pair with a rare heap has value v (see rarePairs); made when the sparse fill starts
}

func newFiller(o *Game, n int, cfg fillConfig) *filler {
	f := &filler{o: o, g: make([]uint16, 0, n), width: 1, cfg: cfg}
	f.mark = make([]uint64, 1)
	f.hist = [2][]int{make([]int, 1), make([]int, 1)}
	if len(o.two) > 0 {
		f.j0 = o.two[0]
	}
	if len(o.two) == 0 {
		f.cfg.sparseFrom = math.MaxInt // nothing to gain without two-heap splits
	}
	f.nextChoose = f.cfg.sparseFrom
	f.wanted = new([1 << 16]uint8)
	return f
}

func (f *filler) len() int { return len(f.g) }

// grow doubles width until it exceeds v.
func (f *filler) grow(v int) error {
	if v > math.MaxUint16 {
		return fmt.Errorf("%w: octal: %s: nim-value %d at heap %d does not fit in 16 bits", cgt.ErrLimit, f.o.code, v, len(f.g))
	}
	for f.width <= v {
		f.width *= 2
	}
	if len(f.stamps) < f.width {
		f.stamps = make([]uint32, f.width)
	}
	if words := f.width/64 + 1; len(f.mark) < words {
		f.mark = make([]uint64, words)
	}
	for i, h := range f.hist {
		if len(h) < f.width {
			f.hist[i] = append(h, make([]int, f.width-len(h))...)
		}
	}
	return nil
}

// next computes the value of the next heap.
func (f *filler) next() error {
	n := len(f.g)
	if n == f.nextChoose {
		f.chooseMask()
		f.nextChoose = n * 2
	}
	var v int
	if f.sparse {
		v = f.sparseValue(n)
	} else {
		v = f.naiveValue(n)
	}
	if v >= f.width {
		if err := f.grow(v); err != nil {
			return err
		}
	}
	f.g = append(f.g, uint16(v))
	if n > 0 {
		f.hist[(n-f.j0)&1][v]++
		if f.sparse && f.rareHeap(n, uint16(v)) {
			f.addRare(n, uint16(v))
		}
	}
	return nil
}

// naiveValue is the mex over every option of heap n.
func (f *filler) naiveValue(n int) int {
	o, g := f.o, f.g
	mark := f.mark[:f.width/64+1]
	clear(mark)
	set := func(v uint16) { mark[v>>6] |= 1 << (v & 63) }
	for _, j := range o.whole {
		if n == j {
			set(0)
		}
	}
	for _, j := range o.one {
		if n > j {
			set(g[n-j])
		}
	}
	for _, j := range o.two {
		m := n - j
		if f.width <= 64 {
			// Small values: collect in a register, not through memory.
			var opts uint64
			for a, b := 1, m-1; a < b; a, b = a+1, b-1 {
				opts |= 1 << ((g[a] ^ g[b]) & 63)
			}
			if m >= 2 && m%2 == 0 && !o.unequal {
				opts |= 1 // two equal heaps: value 0
			}
			mark[0] |= opts
			continue
		}
		// Larger values: independent stores of a stamp per value (a bitset
		// would chain read-modify-writes of the same few words).
		stamp, seen := uint32(n)+1, f.stamps[:f.width]
		for a, b := 1, m-1; a < b; a, b = a+1, b-1 {
			seen[g[a]^g[b]] = stamp
		}
		if m >= 2 && m%2 == 0 && !o.unequal {
			seen[0] = stamp
		}
		for v, x := range seen {
			if x == stamp {
				mark[v>>6] |= 1 << (v & 63)
			}
		}
	}
	f.three(n, set)
	for w, x := range mark {
		if x != ^uint64(0) {
			return w*64 + bits.TrailingZeros64(^x)
		}
	}
	panic("unreachable: the mark bitset has a spare word")
}

// three marks the options of the three-heap digits, naively.
func (f *filler) three(n int, set func(uint16)) {
	g := f.g
	for _, j := range f.o.three {
		m := n - j
		for a := 1; 3*a <= m; a++ {
			for b := a; a+2*b <= m; b++ {
				set(g[a] ^ g[b] ^ g[m-a-b])
			}
		}
	}
}

// rareHeap reports whether heap n with value v is rare: v&mask, plus the
// parity of n − j0 when the split uses it, has an even number of bits.
// (With the parity of n − j0, a common heap's value is in the class that
// only pairs with a rare heap give, as without parity.)
func (f *filler) rareHeap(n int, v uint16) bool {
	return (bits.OnesCount16(v&f.mask)+int(f.parity&uint16(n-f.j0)))&1 == 0
}

// classes returns the class bitset of heap n's options for the sparse
// method: the values that only pairs with a rare heap can give ("odd"),
// i.e. those whose v&mask has an odd number of bits, or, with the parity
// split and n − j odd (the same for every two-heap digit j), an even one.
// Two common heaps a and m−a give a value whose v&mask has the parity of
// m when the split uses heap parity, and an even number of bits otherwise.
func (f *filler) classes(n int) []uint64 {
	if f.parity != 0 && (n-f.j0)&1 == 1 {
		return f.evenClass
	}
	return f.oddClass
}

// parityAllowed reports whether the split may depend on heap parity: every
// two-heap digit j has the same parity, so that the parity of m = n − j is
// the same for all of them.
func (f *filler) parityAllowed() bool {
	for _, j := range f.o.two {
		if (j-f.o.two[0])&1 != 0 {
			return false
		}
	}
	return len(f.o.two) > 0
}

// chooseMask picks the split with the fewest rare heaps (when automatic),
// switches to the sparse method and rebuilds the tables that depend on the
// split.
func (f *filler) chooseMask() {
	mask, parity := f.cfg.mask, uint16(0)
	if f.cfg.parity && f.parityAllowed() {
		parity = 1
	}
	if f.cfg.autoMask {
		mask, parity = f.bestSplit()
	}
	if f.sparse && mask == f.mask && parity == f.parity && (len(f.rare) <= len(f.g)/sparseRatio || f.cfg.forceSparse) {
		return
	}
	f.mask, f.parity = mask, parity
	if f.oddClass == nil {
		const words = 1<<16/64 + 1
		f.oddClass = make([]uint64, words)
		f.evenClass = make([]uint64, words)
		f.oddSeen = make([]uint64, words)
		f.evenSeen = make([]uint64, words)
		f.want = make([]uint64, words)
	}
	clear(f.oddClass)
	for v := 0; v < 1<<16; v++ {
		if bits.OnesCount16(uint16(v)&mask)&1 == 1 {
			f.oddClass[v>>6] |= 1 << (v & 63)
		}
	}
	for k, x := range f.oddClass {
		f.evenClass[k] = ^x
	}
	f.rare, f.rareVal = f.rare[:0], f.rareVal[:0]
	for n := 1; n < len(f.g); n++ {
		if f.rareHeap(n, f.g[n]) {
			f.addRare(n, f.g[n])
		}
	}
	// Without a sparse space the naive fill is faster: use it until the
	// next choice.
	f.sparse = len(f.rare) <= len(f.g)/sparseRatio || !f.cfg.autoMask || f.cfg.forceSparse
	if f.sparse && f.pairSeen == nil {
		f.pairSeen = new([1 << 16]uint32)
	}
}

// addRare appends heap n, of value v, to the rare heaps.
func (f *filler) addRare(n int, v uint16) {
	f.rare, f.rareVal = append(f.rare, int32(n)), append(f.rareVal, v)
}

// bestSplit returns the mask, and whether to add the heap parity, with the
// fewest rare heaps so far. With W_e and W_o the Walsh–Hadamard transforms
// of the value histograms of heaps n with n − j0 even and odd (E and O
// heaps), the rare
// heaps number (E + W_e(M))/2 + (O + W_o(M))/2 for mask M, and
// (E + W_e(M))/2 + (O − W_o(M))/2 with the parity (Flammenkamp's second
// kind of sparse space); ties keep the plain mask.
func (f *filler) bestSplit() (uint16, uint16) {
	wht := func(h []int) []int {
		w := make([]int, f.width)
		copy(w, h)
		for s := 1; s < len(w); s *= 2 {
			for i := 0; i < len(w); i += 2 * s {
				for k := i; k < i+s; k++ {
					w[k], w[k+s] = w[k]+w[k+s], w[k]-w[k+s]
				}
			}
		}
		return w
	}
	we, wo := wht(f.hist[0]), wht(f.hist[1])
	allowParity := f.parityAllowed()
	best, bestMask, bestParity := math.MaxInt, 0, uint16(0)
	for m := range we {
		if r := we[m] + wo[m]; r < best {
			best, bestMask, bestParity = r, m, 0
		}
		if r := we[m] - wo[m]; allowParity && r < best {
			best, bestMask, bestParity = r, m, 1
		}
	}
	return uint16(bestMask), bestParity
}
