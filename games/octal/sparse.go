package octal

import (
	"math/bits"
	"slices"
)

// The sparse-space fill (see Prove for the method). A heap's value is found
// in three steps, one function each:
//
//  1. sparseOptions: the options that need no scan — taking a whole heap,
//     leaving one heap, every pair with a rare heap (all odd options, and
//     the rare–rare even ones), and the three-heap digits — split by class
//     into the odd and even bitsets;
//  2. u, the smallest odd value that is not an option;
//  3. scanEven: the even values below u not seen yet are looked for among
//     all pairs, stopping as soon as every one of them is seen.
//
// sparseValue64 is the same for values below 64 with one machine word per
// bitset. The option sets are bitsets over the values below width, one word
// per 64 values, cleared per heap.

// sparseValue computes G(n) by the sparse-space method.
func (f *filler) sparseValue(n int) int {
	if f.width <= 64 && len(f.o.three) == 0 {
		return f.sparseValue64(n)
	}
	words := f.width/64 + 1
	odd, even := f.sparseOptions(n, words)
	cls := f.classes(n)[:words]
	// u: the smallest odd value that is not an option (or width, which
	// every option is below).
	u := f.width
	for k := range words {
		if x := cls[k] &^ odd[k]; x != 0 {
			u = min(u, k*64+bits.TrailingZeros64(x))
			break
		}
	}
	// want: the even values below u not seen yet.
	want := f.want[:words]
	need := 0
	top := (u + 63) / 64
	for k := range top {
		w := ^cls[k] &^ even[k]
		if k == top-1 && u%64 != 0 {
			w &= 1<<(u%64) - 1
		}
		want[k] = w
		need += bits.OnesCount64(w)
	}
	if need == 0 {
		return u
	}
	return f.scanEven(n, u, want[:top], need)
}

// sparseOptions fills f.oddSeen and f.evenSeen (their first words words)
// with the options of heap n that need no scan, and returns them.
func (f *filler) sparseOptions(n, words int) (odd, even []uint64) {
	o, g := f.o, f.g
	odd, even = f.oddSeen[:words], f.evenSeen[:words]
	clear(odd)
	clear(even)
	cls := f.classes(n)[:words]
	add := func(v uint16) {
		k, bit := v>>6, uint64(1)<<(v&63)
		if cls[k]&bit != 0 {
			odd[k] |= bit
		} else {
			even[k] |= bit
		}
	}
	for _, j := range o.whole {
		if n == j {
			add(0)
		}
	}
	for _, j := range o.one {
		if n > j {
			add(g[n-j])
		}
	}
	// Pairs with a rare heap: all odd options, and the rare–rare even ones,
	// stamped in f.pairSeen and split by class.
	seen, stamp := f.pairSeen, uint32(n)+1
	for _, j := range o.two {
		m := n - j
		k, _ := slices.BinarySearch(f.rare, int32(m))
		rare, val := f.rare[:k], f.rareVal[:k]
		if o.unequal && m%2 == 0 {
			// Not the pair of equal heaps m/2 + m/2.
			if h, ok := slices.BinarySearch(rare, int32(m/2)); ok {
				rarePairs(g[:m], rare[h+1:], val[h+1:], seen, stamp)
				rare, val = rare[:h], val[:h]
			}
		}
		rarePairs(g[:m], rare, val, seen, stamp)
	}
	for k := range (f.width + 63) / 64 { // pairs' values are below width
		x := stampedWord(seen[k*64:k*64+64], stamp)
		odd[k] |= x & cls[k]
		even[k] |= x &^ cls[k]
	}
	f.three(n, add)
	return odd, even
}

// rarePairs stamps seen[G(a) ^ g[m−a]] for each rare heap a (all below
// m = len(g), G(a) = val[i] for a = rare[i]). A stamp is a plain store, so
// the pairs do not wait on one another, as read-modify-writes of a few
// bitset words would. Not inlined, so that the loop has the registers to
// itself.
//
//go:noinline
func rarePairs(g []uint16, rare []int32, val []uint16, seen *[1 << 16]uint32, stamp uint32) {
	s, m := seen[:], len(g)
	val = val[:len(rare)]
	for i, r := range rare {
		s[val[i]^g[m-int(r)]] = stamp
	}
}

// stampedWord returns the bitset of the 64 values of s stamped stamp.
func stampedWord(s []uint32, stamp uint32) uint64 {
	var x uint64
	for b, v := range s[:64] {
		x |= (uint64(v^stamp) - 1) >> 63 << b // 1 when v == stamp
	}
	return x
}

// scanEven returns G(n) given u, the smallest odd value that is not an
// option, and want, the need even values below u not yet seen as options:
// the smallest of them not met among the pairs, or u if all are met.
func (f *filler) scanEven(n, u int, want []uint64, need int) int {
	o, g := f.o, f.g
	if len(want) == 1 {
		// One word: the common case of small values.
		w := want[0]
		for _, j := range o.two {
			m := n - j
			for a, b := 1, m-1; a <= b; a, b = a+1, b-1 {
				v := g[a] ^ g[b]
				if w>>(v&63)&1 != 0 && v < 64 && !(a == b && o.unequal) {
					if w &^= 1 << v; w == 0 {
						return u
					}
				}
			}
		}
		return bits.TrailingZeros64(w)
	}
	// Several words: the wanted values as one flag per value, so that a
	// pair costs one look-up; the flags are all false again on return.
	wanted := f.wanted
	for k, w := range want {
		for ; w != 0; w &= w - 1 {
			wanted[k*64+bits.TrailingZeros64(w)] = 1
		}
	}
	for _, j := range o.two {
		// The pairs a + b = m, 1 ≤ a ≤ b (a < b if unequal): a from x, b
		// from y read backwards.
		m := n - j
		cnt := m / 2
		if o.unequal && m%2 == 0 {
			cnt--
		}
		if cnt < 1 {
			continue
		}
		if need = scanPairs(g[1:1+cnt], g[m-cnt:m], wanted, need); need == 0 {
			break
		}
	}
	res := u
	for k, w := range want {
		for ; w != 0; w &= w - 1 {
			v := k*64 + bits.TrailingZeros64(w)
			if wanted[v] != 0 {
				res = min(res, v)
				wanted[v] = 0
			}
		}
	}
	return res
}

// scanPairs clears the flag wanted[x[i] ^ y[len(x)−1−i]] for each i,
// counting need down for each flag it clears, and stops when need reaches
// 0; it returns need. A loop of its own, so that it has the registers to
// itself.
func scanPairs(x, y []uint16, wanted *[1 << 16]uint8, need int) int {
	y = y[:len(x)]
	// Four pairs a test: most pairs are not wanted, so one branch on the
	// four flags together, and the pairs one by one only when it is taken.
	i := 0
	for ; i+4 <= len(x); i += 4 {
		xs, ys := x[i:i+4:i+4], y[len(x)-4-i:len(x)-i:len(x)-i]
		v0, v1, v2, v3 := xs[0]^ys[3], xs[1]^ys[2], xs[2]^ys[1], xs[3]^ys[0]
		if wanted[v0]|wanted[v1]|wanted[v2]|wanted[v3] != 0 {
			for _, v := range [4]uint16{v0, v1, v2, v3} {
				if wanted[v] != 0 {
					wanted[v] = 0
					if need--; need == 0 {
						return 0
					}
				}
			}
		}
	}
	for ; i < len(x); i++ {
		a := x[i]
		if v := a ^ y[len(x)-1-i]; wanted[v] != 0 {
			wanted[v] = 0
			if need--; need == 0 {
				return 0
			}
		}
	}
	return need
}

// sparseValue64 is sparseValue for values below 64, with each bitset in one
// machine word and no branch per option.
func (f *filler) sparseValue64(n int) int {
	o, g := f.o, f.g
	cls := f.classes(n)[0]
	var odd, even uint64
	for _, j := range o.whole {
		if n == j {
			odd |= cls & 1
			even |= 1 &^ cls
		}
	}
	for _, j := range o.one {
		if n > j {
			bit := uint64(1) << (g[n-j] & 63)
			odd |= bit & cls
			even |= bit &^ cls
		}
	}
	opts := f.rareOptions64(n)
	odd |= opts & cls
	even |= opts &^ cls
	// u: the smallest odd value that is not an option (or width).
	u := f.width
	if x := cls &^ odd; x != 0 {
		u = min(u, bits.TrailingZeros64(x))
	}
	// want: the even values below u not seen yet.
	want := ^cls &^ even
	if u < 64 {
		want &= 1<<u - 1
	}
	if want == 0 {
		return u
	}
	if want = f.scanEven64(n, want); want == 0 {
		return u
	}
	return bits.TrailingZeros64(want)
}

// rareOptions64 returns the options of heap n from pairs with a rare heap
// (all odd options, and the rare–rare even ones) as a bitset of values
// below 64.
func (f *filler) rareOptions64(n int) uint64 {
	o, g := f.o, f.g
	var opts uint64
	if o.unequal {
		for _, r := range f.rare {
			a := int(r)
			if 2*a >= n {
				break
			}
			opts |= 1 << ((g[a] ^ g[n-a]) & 63)
		}
		for _, r := range f.rare {
			if a := int(r); 2*a > n && a < n {
				opts |= 1 << ((g[a] ^ g[n-a]) & 63)
			}
		}
		return opts
	}
	// Fused over the digits while every digit allows the pair.
	two := o.two
	rare := f.rare
	i := 0
	for lim := n - two[len(two)-1]; i < len(rare) && int(rare[i]) < lim; i++ {
	}
	opts = fusedOptions(g, n, two, rare[:i], 0)
	for _, r := range rare[i:] {
		a := int(r)
		for _, j := range two {
			if m := n - j; a < m {
				opts |= 1 << ((g[a] ^ g[m-a]) & 63)
			}
		}
	}
	return opts
}

// scanEven64 clears from want (values below 64) the values met among the
// pairs of heap n, stopping as soon as want is empty, and returns it.
func (f *filler) scanEven64(n int, want uint64) uint64 {
	o, g := f.o, f.g
	if o.unequal { // Grundy's game: two = [0], unequal parts
		for a, b := 1, n-1; a < b; a, b = a+1, b-1 {
			if want &^= 1 << ((g[a] ^ g[b]) & 63); want == 0 {
				return 0
			}
		}
		return want
	}
	// Fused over the digits while every digit has the pair, then the rest.
	two := o.two
	a := 1
	if lim := (n - two[len(two)-1]) / 2; lim >= 1 {
		if want = fusedScan(g, n, two, lim, want); want == 0 {
			return 0
		}
		a = lim + 1
	}
	for _, j := range two {
		m := n - j
		for b := a; 2*b <= m; b++ {
			if want &^= 1 << ((g[b] ^ g[m-b]) & 63); want == 0 {
				return 0
			}
		}
	}
	return want
}

// fusedOptions returns the bits 1<<(G(a) ^ G(n−j−a)) over a in as and j in
// two (every such pair must exist), unrolled for up to three digits.
func fusedOptions(g []uint16, n int, two []int, as []int32, opts uint64) uint64 {
	switch len(two) {
	case 1:
		j0 := two[0]
		for _, r := range as {
			a := int(r)
			opts |= 1 << ((g[a] ^ g[n-j0-a]) & 63)
		}
	case 2:
		j0, j1 := two[0], two[1]
		for _, r := range as {
			a := int(r)
			ga, b := g[a], n-a
			opts |= 1<<((ga^g[b-j0])&63) | 1<<((ga^g[b-j1])&63)
		}
	case 3:
		j0, j1, j2 := two[0], two[1], two[2]
		for _, r := range as {
			a := int(r)
			ga, b := g[a], n-a
			opts |= 1<<((ga^g[b-j0])&63) | 1<<((ga^g[b-j1])&63) | 1<<((ga^g[b-j2])&63)
		}
	default:
		for _, r := range as {
			a := int(r)
			ga, b := g[a], n-a
			for _, j := range two {
				opts |= 1 << ((ga ^ g[b-j]) & 63)
			}
		}
	}
	return opts
}

// fusedScan clears from want the bits 1<<(G(a) ^ G(n−j−a)) for 1 ≤ a ≤ lim
// and j in two, stopping early when want is empty; every pair must exist.
func fusedScan(g []uint16, n int, two []int, lim int, want uint64) uint64 {
	switch len(two) {
	case 1:
		m := n - two[0]
		for a := 1; a <= lim; a++ {
			if want &^= 1 << ((g[a] ^ g[m-a]) & 63); want == 0 {
				return 0
			}
		}
	case 2:
		j0, j1 := two[0], two[1]
		for a := 1; a <= lim; a++ {
			ga, b := g[a], n-a
			if want &^= 1<<((ga^g[b-j0])&63) | 1<<((ga^g[b-j1])&63); want == 0 {
				return 0
			}
		}
	case 3:
		j0, j1, j2 := two[0], two[1], two[2]
		for a := 1; a <= lim; a++ {
			ga, b := g[a], n-a
			if want &^= 1<<((ga^g[b-j0])&63) | 1<<((ga^g[b-j1])&63) | 1<<((ga^g[b-j2])&63); want == 0 {
				return 0
			}
		}
	default:
		for a := 1; a <= lim; a++ {
			ga, b := g[a], n-a
			var hit uint64
			for _, j := range two {
				hit |= 1 << ((ga ^ g[b-j]) & 63)
			}
			if want &^= hit; want == 0 {
				return 0
			}
		}
	}
	return want
}
