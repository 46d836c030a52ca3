package octal

import (
	"context"
	"math/bits"
	"math/rand/v2"
	"os"
	"testing"
	"time"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/internal/testutil"
	"github.com/google/go-cmp/cmp"
)

// sampledBefore reports whether the fingerprint sampler of the earlier
// prover kept the window of windowW values ending at w's end when bitsD
// bits were dropped (bitsD = bits.Len(n) − 16 at n values): a polynomial
// hash of the values, mixed, with its top bitsD bits zero. A period whose
// windows were all dropped was never found by that prover; the synthetic
// sequences below are built so, to show that the scan does not depend on
// luck.
func sampledBefore(w []uint16, bitsD int) bool {
	var h uint64
	for _, v := range w[len(w)-windowW:] {
		h = h*0x100000001b3 + uint64(v) + 1
	}
	h ^= h >> 29
	h *= 0xbf58476d1ce4e5b9
	h ^= h >> 32
	return bitsD <= 0 || h>>(64-bitsD) == 0
}

// periodicTail returns a pattern of least period p over values 0…7 whose
// windows none the earlier sampler kept at bitsD = lo…hi (tried up to a
// bound; for periods above 64 some window is nearly always kept, and the
// pattern is simply random).
func periodicTail(r *rand.Rand, p, lo, hi int) (pat []uint16, missed bool) {
	for try := 0; ; try++ {
		pat = make([]uint16, p)
		for i := range pat {
			pat[i] = uint16(r.IntN(8))
		}
		if !leastPeriod(pat) {
			continue
		}
		missed = true
		cyc := append(append([]uint16{}, pat...), pat...)
		for len(cyc) < p+windowW {
			cyc = append(cyc, pat...)
		}
		for i := 0; i < p && missed; i++ {
			for d := lo; d <= hi; d++ {
				if sampledBefore(cyc[i:i+windowW], d) {
					missed = false
					break
				}
			}
		}
		if missed || try > 10_000 || p > 64 {
			return pat, missed
		}
	}
}

// leastPeriod reports whether the cyclic pattern has no period smaller
// than its length.
func leastPeriod(pat []uint16) bool {
	for d := 1; d < len(pat); d++ {
		if len(pat)%d != 0 {
			continue
		}
		ok := true
		for i := range pat {
			if pat[i] != pat[(i+d)%len(pat)] {
				ok = false
				break
			}
		}
		if ok {
			return false
		}
	}
	return true
}

// TestProverLatePreperiod: synthetic sequences, random values (0…15) up to
// a preperiod e past 2²⁰, then a short period p. By construction the least
// period is p and the least preperiod e, so the Guy–Smith bound s(e+p)+t
// is known; the prover must prove exactly (e, p) at exactly that many
// values. For p ≤ 44 the tail is chosen so that the earlier fingerprint
// sampler kept none of its windows (it never proved these sequences).
func TestProverLatePreperiod(t *testing.T) {
	e0 := 1<<20 + 4321
	if testing.Short() || testutil.RaceEnabled {
		e0 = 70_000
	}
	// (Games that never split, s = 1, are left out: their bound e+p+t asks
	// only t agreeing values, which random values meet; they are tested on
	// real games in TestOctalProofs.)
	for _, c := range []struct{ p, s, t int }{
		{1, 2, 3}, {4, 2, 3}, {7, 2, 2}, {44, 2, 3}, {1180, 2, 3}, {4, 3, 2},
	} {
		r := rand.New(rand.NewPCG(uint64(c.p), uint64(c.s)))
		e := e0 + c.p
		lo, hi := bits.Len(uint(e))-16, bits.Len(uint(c.s*(e+c.p)+c.t))-16
		pat, missed := periodicTail(r, c.p, lo, hi)
		if c.p <= 44 && !missed {
			t.Fatalf("p = %d: no tail that the sampler misses", c.p)
		}
		want := cgt.Periodicity{Preperiod: e, Period: c.p, Values: c.s*(e+c.p) + c.t, Proven: true}
		maxN := 2 * want.Values
		g := make([]uint16, 0, maxN)
		for i := range e {
			g = append(g, uint16(r.IntN(16)))
			_ = i
		}
		if g[e-1] == pat[c.p-1] { // G(e−1) ≠ G(e−1+p): the preperiod is e
			g[e-1] = pat[c.p-1] + 8
		}
		pr := newProver(c.s, c.t, maxN)
		for n := range g {
			if pr.push(g[:n+1]) {
				t.Fatalf("p = %d: proof at %d values in the random part: %v", c.p, n+1, pr.result(n+1))
			}
		}
		done := false
		for len(g) < maxN && !done {
			g = append(g, pat[(len(g)-e)%c.p])
			done = pr.push(g)
		}
		got := pr.result(len(g))
		if d := cmp.Diff(want, got); d != "" {
			t.Errorf("s=%d t=%d p=%d e=%d (-want +got):\n%s", c.s, c.t, c.p, e, d)
		}
		if len(g) != want.Values {
			t.Errorf("s=%d p=%d: proven at %d values, the bound is %d", c.s, c.p, len(g), want.Values)
		}
	}
}

// TestProvePublishedLatePreperiods: published periods with preperiods past
// 2¹⁵, which the earlier sampled detector found only by luck.
// 0.127: period 4, last exception at n = 46577 (Gangolli and Plambeck 1989;
// OEIS A071464), so the preperiod is 46578.
func TestProvePublishedLatePreperiods(t *testing.T) {
	if testing.Short() || testutil.RaceEnabled {
		t.Skip("about 1 s")
	}
	s, err := mustOctal(t, "0.127").Prove(context.Background(), 1_000_000, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := cgt.Periodicity{Preperiod: 46578, Period: 4, Values: 2*(46578+4) + 3, Proven: true}
	if d := cmp.Diff(want, s.Period()); d != "" {
		t.Errorf("0.127 (-want +got):\n%s", d)
	}
	if s.Len() != want.Values {
		t.Errorf("0.127: proven after %d values, the proof needs %d", s.Len(), want.Values)
	}
}

// TestProvePublishedLong: the longer published records (opt-in,
// CGT_LONG=1).
//
//   - 0.56: period 144 (OEIS A071436; Gangolli and Plambeck 1989), whose
//     comment puts the last exception at n = 326637; the values computed
//     here (the sparse engine, checked against the naive one on the same
//     range) have their last exception at 326639, so the preperiod
//     checked is 326640 — see the note of the branch.
func TestProvePublishedLong(t *testing.T) {
	if os.Getenv("CGT_LONG") == "" {
		t.Skip("set CGT_LONG=1 to prove the longer published records")
	}
	for _, c := range []struct {
		code string
		want cgt.Periodicity
		maxN int
	}{
		{"0.56", cgt.Periodicity{Preperiod: 326640, Period: 144, Values: 2*(326640+144) + 2, Proven: true}, 2_000_000},
	} {
		start := time.Now()
		s, err := mustOctal(t, c.code).Prove(context.Background(), c.maxN, nil)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%s: %v after %d values in %v", c.code, s.Period(), s.Len(), time.Since(start))
		if d := cmp.Diff(c.want, s.Period()); d != "" {
			t.Errorf("%s (-want +got):\n%s", c.code, d)
		}
	}
}
