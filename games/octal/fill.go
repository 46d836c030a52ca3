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
	nextChoose int
	hist       []int    // hist[v] = number of heaps n ≥ 1 with G(n) = v
	rare       []int32  // heaps n ≥ 1 with a rare value, increasing
	oddClass   []uint64 // bitset over all 2^16 values: v&mask has an odd number of bits
	oddSeen    []uint64 // per heap: odd options
	evenSeen   []uint64 // per heap: even options met before the scan
	want       []uint64 // per heap: even values below u not seen yet
}

func newFiller(o *Game, n int, cfg fillConfig) *filler {
	f := &filler{o: o, g: make([]uint16, 0, n), width: 1, cfg: cfg}
	f.mark = make([]uint64, 1)
	f.hist = make([]int, 1)
	if len(o.two) == 0 {
		f.cfg.sparseFrom = math.MaxInt // nothing to gain without two-heap splits
	}
	f.nextChoose = f.cfg.sparseFrom
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
	if len(f.hist) < f.width {
		f.hist = append(f.hist, make([]int, f.width-len(f.hist))...)
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
		f.hist[v]++
		if f.sparse && bits.OnesCount16(uint16(v)&f.mask)&1 == 0 {
			f.rare = append(f.rare, int32(n))
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

// chooseMask picks the mask with the fewest rare heaps (when automatic),
// switches to the sparse method and rebuilds the tables that depend on the
// mask.
func (f *filler) chooseMask() {
	mask := f.cfg.mask
	if f.cfg.autoMask {
		// rare(M) = Σ_v hist[v]·[popcount(v&M) even] = (total + W(M))/2 with
		// W the Walsh–Hadamard transform of the histogram.
		w := make([]int, f.width)
		copy(w, f.hist)
		for h := 1; h < len(w); h *= 2 {
			for i := 0; i < len(w); i += 2 * h {
				for k := i; k < i+h; k++ {
					w[k], w[k+h] = w[k]+w[k+h], w[k]-w[k+h]
				}
			}
		}
		best := 0
		for m := 1; m < len(w); m++ {
			if w[m] < w[best] {
				best = m
			}
		}
		mask = uint16(best)
	}
	if f.sparse && mask == f.mask && (len(f.rare) <= len(f.g)/sparseRatio || f.cfg.forceSparse) {
		return
	}
	f.mask = mask
	if f.oddClass == nil {
		const words = 1<<16/64 + 1
		f.oddClass = make([]uint64, words)
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
	f.rare = f.rare[:0]
	for n := 1; n < len(f.g); n++ {
		if bits.OnesCount16(f.g[n]&mask)&1 == 0 {
			f.rare = append(f.rare, int32(n))
		}
	}
	// Without a sparse space the naive fill is faster: use it until the
	// next choice.
	f.sparse = len(f.rare) <= len(f.g)/sparseRatio || !f.cfg.autoMask || f.cfg.forceSparse
}
