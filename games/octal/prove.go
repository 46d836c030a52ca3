package octal

import (
	"math/bits"
	"slices"

	"github.com/cgtgo/cgt"
)

// The period prover. It is told each new value (push) and keeps the
// periods that the values agree with ("live" candidates), each with the
// preperiod the values show and the number of values its Guy–Smith proof
// needs; a candidate that meets a disagreeing value is dropped, and one
// whose proof length is reached is proven.
//
// Candidates come from two exact sources, so that no period is ever missed:
//
//   - below smallN values, every period p ≤ n is checked at every value
//     (O(n) per value);
//   - from smallN values on, a scan at every multiple of scanEvery(n) (a
//     power of two above n/8 and at most n/4, at least scanMin) tries every
//     period p up to min(n − windowW, maxP) (maxP: the largest period whose
//     proof fits in maxN values) and admits those whose last windowW values
//     agree. Most periods are rejected by the first comparison, so a scan
//     costs little more than one comparison per period, about 6 per value
//     amortized, streaming through the values; multiples of live
//     candidates are skipped (their agreement follows).
//
// The guarantee: a period p with preperiod e is admitted by the first scan
// at a value count N ≥ e + p + windowW, and the scans are at most
// max(N/4, scanMin) apart, so N < max(4/3·(e+p+windowW), e+p+windowW+scanMin).
// For games that split (s ≥ 2) the proof needs at least 2(e+p) values,
// which is later once e + p ≥ 288 (below that, the proof fits in the first
// smallN values and the per-value check has it), so the proof is found at
// exactly the first value that allows it. For games that never split
// (s = 1, proof e + p + t) it may be found up to n/4 values late. Hash fingerprints or samples are not used: the check is
// exact, and a sequence whose tail has few distinct windows is found like
// any other.
type prover struct {
	s, t  int // heaps a move leaves (at least 1), tokens it takes
	maxP  int // the largest period whose proof fits in maxN values
	small []int
	// small[p] = last i with G(i) ≠ G(i+p), −1 if none (for n < smallN)
	live  []candidate
	skip  []uint64 // scratch bitset for a scan: multiples of live periods
	done  bool
	found cgt.Periodicity
}

type candidate struct {
	p, e, need int
}

const (
	smallN  = 1024 // below it, every period is checked at every value
	windowW = 32   // a scan admits a period whose last windowW values agree
	scanMin = 256  // scans are at least this many values apart
	maxLive = 1024 // candidates checked at once
)

// newProver returns a prover for a game that takes up to t tokens and
// leaves up to s heaps (s ≥ 1), for sequences of up to maxN values.
func newProver(s, t, maxN int) *prover {
	pr := &prover{s: s, t: t, maxP: max((maxN-t)/s-1, 0)}
	pr.small = make([]int, smallN+1)
	for i := range pr.small {
		pr.small[i] = -1
	}
	return pr
}

// need returns the number of values the Guy–Smith proof of (e, p) needs.
func (pr *prover) need(e, p int) int { return pr.s*(max(e, 1)+p) + pr.t }

// scanEvery returns the distance between scans at n values.
func scanEvery(n int) int { return max(scanMin, 1<<max(bits.Len(uint(n))-3, 0)) }

// push takes the newest value g[len(g)−1] into account and reports whether
// a proof now holds (then result returns it).
func (pr *prover) push(g []uint16) bool {
	n := len(g) - 1
	v := g[n]
	if n < smallN && pr.pushSmall(g) {
		return true
	}
	// Live candidates must keep agreeing.
	live := pr.live[:0]
	for _, c := range pr.live {
		if g[n-c.p] != v {
			continue
		}
		if c.need <= n+1 {
			return pr.prove(g, c)
		}
		live = append(live, c)
	}
	pr.live = live
	if N := n + 1; N >= smallN && N%scanEvery(N) == 0 {
		return pr.scan(g)
	}
	return false
}

// pushSmall is the exact check of every period at every value below
// smallN.
func (pr *prover) pushSmall(g []uint16) bool {
	n := len(g) - 1
	v := g[n]
	for p := 1; p <= n; p++ {
		if g[n-p] != v {
			pr.small[p] = n - p
		}
	}
	for p := 1; p <= n; p++ {
		if e := pr.small[p] + 1; pr.need(e, p) <= n+1 {
			return pr.prove(g, candidate{p: p, e: e, need: pr.need(e, p)})
		}
	}
	return false
}

// scan tries every period up to min(len(g) − windowW, maxP) that is not a
// multiple of a live candidate, and admits those whose last windowW values
// agree.
func (pr *prover) scan(g []uint16) bool {
	n := len(g)
	top := min(n-windowW, pr.maxP)
	if top < 1 {
		return false
	}
	var skip []uint64
	for _, c := range pr.live {
		skip = pr.markMultiples(skip, top, c.p)
	}
	last, before := g[n-1], g[n-2]
	for i := n - 2; i >= n-1-top; i-- { // i = n−1−p
		if g[i] != last || g[i-1] != before {
			continue
		}
		p := n - 1 - i
		if skip != nil && skip[p>>6]>>(p&63)&1 != 0 {
			continue
		}
		if !slices.Equal(g[n-windowW:n-2], g[n-windowW-p:n-2-p]) {
			continue
		}
		c := pr.candidate(g, p)
		if c.need <= n {
			return pr.prove(g, c)
		}
		if pr.admit(c) {
			skip = pr.markMultiples(skip, top, c.p)
		}
	}
	return false
}

// markMultiples sets the multiples of p up to top in the bitset skip,
// allocating it (cleared, over 0…top) when skip is nil, and returns it.
func (pr *prover) markMultiples(skip []uint64, top, p int) []uint64 {
	if skip == nil {
		words := top/64 + 1
		if cap(pr.skip) < words {
			pr.skip = make([]uint64, words)
		}
		skip = pr.skip[:words]
		clear(skip)
	}
	for q := p; q <= top; q += p {
		skip[q>>6] |= 1 << (q & 63)
	}
	return skip
}

// candidate returns period p with the preperiod the values show: the
// agreement G(i) = G(i+p) is followed back from the newest value.
func (pr *prover) candidate(g []uint16, p int) candidate {
	i := len(g) - 1 - p
	for i >= 0 && g[i] == g[i+p] {
		i--
	}
	e := i + 1
	return candidate{p: p, e: e, need: pr.need(e, p)}
}

// admit adds c to the live candidates and reports whether it did; when
// they are full, c replaces the one whose proof needs the most values, if c
// needs fewer.
func (pr *prover) admit(c candidate) bool {
	if len(pr.live) < maxLive {
		pr.live = append(pr.live, c)
		return true
	}
	worst := 0
	for i, d := range pr.live {
		if d.need > pr.live[worst].need {
			worst = i
		}
	}
	if c.need < pr.live[worst].need {
		pr.live[worst] = c
		return true
	}
	return false
}

// prove records the proof of c with the values g, reduced to the smallest
// period (a divisor of c.p: the preperiod is the same for every period).
func (pr *prover) prove(g []uint16, c candidate) bool {
	have := len(g)
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

// result returns the proof, or else the candidate with the shortest proof
// as "unproven so far" (Period 0 if none); have is the number of values.
func (pr *prover) result(have int) cgt.Periodicity {
	if pr.done {
		return pr.found
	}
	var best cgt.Periodicity
	for _, c := range pr.live {
		if best.Period == 0 || c.need < best.Values {
			best = cgt.Periodicity{Preperiod: c.e, Period: c.p, Values: c.need}
		}
	}
	if best.Period == 0 && have <= smallN {
		for p := 1; 2*p <= have; p++ {
			e := pr.small[p] + 1
			if c := (cgt.Periodicity{Preperiod: e, Period: p, Values: pr.need(e, p)}); e+2*p <= have &&
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
