package octal

import (
	"math/bits"
	"slices"

	"github.com/cgtgo/cgt"
)

// prover looks for a period while the values are computed and checks it by
// the Guy–Smith theorem.
type prover struct {
	f     *filler
	s, t  int // parts a move leaves, tokens it takes
	maxN  int
	small []int // small[p] = last i with G(i) ≠ G(i+p), −1 if none, for n ≤ smallN
	// fingerprints
	hash  uint64
	powW  uint64
	bitsD int
	seen  map[uint64]int32
	live  []candidate
	done  bool
	found cgt.Periodicity
}

type candidate struct {
	p, e, need int
}

const (
	smallN      = 1024
	windowW     = 32
	hashBase    = 0x100000001b3
	sampleFloor = 16 // positions below 2^sampleFloor values keep every window
	maxLive     = 32 // candidates checked at once
)

func newProver(o *Game, f *filler, maxN int) *prover {
	s := max(o.MaxParts(), 1)
	pr := &prover{f: f, s: s, t: o.MaxTake(), maxN: maxN, seen: make(map[uint64]int32)}
	pr.small = make([]int, smallN+1)
	for i := range pr.small {
		pr.small[i] = -1
	}
	pr.powW = 1
	for range windowW {
		pr.powW *= hashBase
	}
	return pr
}

// need returns the number of values the Guy–Smith proof of (e, p) needs.
func (pr *prover) need(e, p int) int { return pr.s*(max(e, 1)+p) + pr.t }

// push takes the newest value into account and reports whether a proof
// now holds.
func (pr *prover) push() bool {
	g := pr.f.g
	n := len(g) - 1
	v := g[n]
	if n < smallN {
		// Exact: every period p ≤ n, checked at every n.
		for p := 1; p <= n; p++ {
			if g[n-p] != v {
				pr.small[p] = n - p
			}
		}
		for p := 1; p <= n; p++ {
			if e := pr.small[p] + 1; pr.need(e, p) <= n+1 {
				return pr.prove(candidate{p: p, e: e, need: pr.need(e, p)}, n+1)
			}
		}
	}
	// Live candidates must keep agreeing.
	live := pr.live[:0]
	for _, c := range pr.live {
		if g[n-c.p] != v {
			continue
		}
		if c.need <= n+1 {
			return pr.prove(c, n+1)
		}
		live = append(live, c)
	}
	pr.live = live
	// Rolling fingerprint of the last windowW values.
	pr.hash = pr.hash*hashBase + uint64(v) + 1
	if n >= windowW {
		pr.hash -= (uint64(g[n-windowW]) + 1) * pr.powW
	}
	if n+1 < windowW || n < smallN-2*windowW {
		return false
	}
	if d := bits.Len(uint(n)) - sampleFloor; d > pr.bitsD {
		pr.bitsD = d
		for h := range pr.seen {
			if !pr.sampled(h) {
				delete(pr.seen, h)
			}
		}
	}
	if !pr.sampled(pr.hash) {
		return false
	}
	if q, ok := pr.seen[pr.hash]; ok {
		if c, ok := pr.candidate(n - int(q)); ok {
			if c.need <= n+1 {
				return pr.prove(c, n+1)
			}
			if len(pr.live) < maxLive {
				pr.live = append(pr.live, c)
			}
		}
	}
	pr.seen[pr.hash] = int32(n)
	return false
}

// sampled reports whether a window with fingerprint h is kept: the top
// bitsD bits of a mix of h are zero.
func (pr *prover) sampled(h uint64) bool {
	if pr.bitsD <= 0 {
		return true
	}
	h ^= h >> 29
	h *= 0xbf58476d1ce4e5b9
	h ^= h >> 32
	return h>>(64-pr.bitsD) == 0
}

// candidate checks period p backwards from the newest value and returns it
// with the preperiod the values show, unless a live candidate has it.
func (pr *prover) candidate(p int) (candidate, bool) {
	for _, c := range pr.live {
		if c.p == p {
			return candidate{}, false
		}
	}
	g := pr.f.g
	i := len(g) - 1 - p
	for i >= 0 && g[i] == g[i+p] {
		i--
	}
	e := i + 1
	return candidate{p: p, e: e, need: pr.need(e, p)}, true
}

// prove records the proof of c with have values, reduced to the smallest
// period (a divisor of c.p: the preperiod is the same for every period).
func (pr *prover) prove(c candidate, have int) bool {
	g := pr.f.g[:have]
	at := func(x int) uint16 { // G(x), through the proven period past the table
		if x < have {
			return g[x]
		}
		return g[c.e+(x-c.e)%c.p]
	}
	p := c.p
	for _, d := range divisors(c.p) {
		if d == c.p {
			break
		}
		ok := true
		for i := c.e; i < c.e+c.p; i++ {
			if g[i] != at(i+d) {
				ok = false
				break
			}
		}
		if ok {
			p = d
			break
		}
	}
	pr.done = true
	pr.found = cgt.Periodicity{Preperiod: c.e, Period: p, Values: pr.need(c.e, p), Proven: true}
	return true
}

func (pr *prover) result() cgt.Periodicity {
	if pr.done {
		return pr.found
	}
	// The live candidate with the smallest proof, if any, as "unproven so far".
	var best cgt.Periodicity
	for _, c := range pr.live {
		if best.Period == 0 || c.need < best.Values {
			best = cgt.Periodicity{Preperiod: c.e, Period: c.p, Values: c.need}
		}
	}
	if best.Period == 0 && len(pr.f.g) <= smallN {
		for p := 1; 2*p <= len(pr.f.g); p++ {
			e := pr.small[p] + 1
			if c := (cgt.Periodicity{Preperiod: e, Period: p, Values: pr.need(e, p)}); e+2*p <= len(pr.f.g) &&
				(best.Period == 0 || c.Values < best.Values) {
				best = c
			}
		}
	}
	return best
}

// divisors returns the divisors of n in increasing order.
func divisors(n int) []int {
	var lo, hi []int
	for d := 1; d*d <= n; d++ {
		if n%d == 0 {
			lo = append(lo, d)
			if d*d != n {
				hi = append(hi, n/d)
			}
		}
	}
	slices.Reverse(hi)
	return append(lo, hi...)
}
