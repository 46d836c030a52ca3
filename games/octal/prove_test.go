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
	e0, small := 1<<20+4321, testing.Short() || testutil.RaceEnabled
	if small {
		e0 = 70_000 // the sampler kept half the windows there: no tail need miss it
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
		if c.p <= 44 && !missed && !small {
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

// solvedGames are published solutions (preperiod = the "prefix" column,
// period) from T. Czajka's table of nontrivial solved octal games
// (SolvedGames.md of tczajka/octal-games; first solved by Kenyon 1967,
// Austin 1976, Gangolli and Plambeck 1989, Flammenkamp 2002). The proof
// needs 2(e+p)+t values.
var solvedGames = []struct {
	code      string
	pre, per  int
	long      bool // needs CGT_LONG=1
	published string
	// The table's other columns: the largest value, the rare mask (with
	// the heap's parity when parity is set: "1+pos"), the number of rare
	// heaps and the last one; mask 0: no sparse space listed.
	largest, mask, rare, lastRare int
	parity                        bool
}{
	{"0.45", 498, 20, false, "Winning Ways", 8, 0xf, 11, 198, false},
	{"0.156", 3479, 349, false, "Kenyon 1967", 23, 0x1b, 15, 357, false},
	{"0.356", 7315, 142, false, "Austin 1976", 19, 0x1b, 7, 43, false},
	{"0.644", 3256, 442, false, "Austin 1976", 64, 0x7e, 31, 511, false},
	{"0.165", 5181, 1550, false, "Austin 1976", 25, 0, 0, 0, false},
	// 0.127: OEIS A071464 puts the last exception at 46577 as well.
	{"0.127", 46578, 4, false, "Gangolli and Plambeck 1989", 56, 1, 693, 27106, true},
	// 0.56: the comment of OEIS A071436 puts the last exception at 326637;
	// the table says 326640, and so do the values here (sparse and naive
	// engines agree: G(326639) ≠ G(326783)).
	{"0.56", 326640, 144, false, "Gangolli and Plambeck 1989", 64, 0x5b, 46, 1795, false},
	// (0.16, period 149,459 from 105,351, is in TestOctalProofs.)
	// 0.376: period 4 from 2,268,248, the proof needs 4,536,507 values;
	// the earlier sampled prover never found it.
	{"0.376", 2268248, 4, true, "Gangolli and Plambeck 1989", 176, 0xfe, 510, 1140540, false},
	// 0.354: period 1180 from 10,061,916: 20,126,195 values.
	{"0.354", 10061916, 1180, true, "Flammenkamp 2002", 113, 0x3f, 132, 3227, false},
}

// TestProveSolvedGames proves the published solutions above at exactly the
// number of values the Guy–Smith bound needs (the long ones opt-in:
// CGT_LONG=1; under -short and the race detector only those below 10⁴).
func TestProveSolvedGames(t *testing.T) {
	long := os.Getenv("CGT_LONG") != ""
	for _, c := range solvedGames {
		g := mustOctal(t, c.code)
		want := cgt.Periodicity{Preperiod: c.pre, Period: c.per, Values: 2*(c.pre+c.per) + g.MaxTake(), Proven: true}
		if c.long && !long || (testing.Short() || testutil.RaceEnabled) && want.Values > 20_000 {
			continue
		}
		start := time.Now()
		s, err := g.Prove(context.Background(), want.Values+1000, nil)
		if err != nil {
			t.Fatal(err)
		}
		if c.long {
			t.Logf("%s: %v after %d values in %v (mask %#x)", c.code, s.Period(), s.Len(), time.Since(start), s.Mask())
		}
		if d := cmp.Diff(want, s.Period()); d != "" {
			t.Errorf("%s (%s) (-want +got):\n%s", c.code, c.published, d)
		}
		if s.Len() != want.Values {
			t.Errorf("%s: proven after %d values, the proof needs %d", c.code, s.Len(), want.Values)
		}
		// The largest value, and the rare heaps under the published split
		// (heap 0 included); the engine's own split has no more of them.
		largest, rare, last, engineRare := 0, 0, -1, 0
		for n, v := range s.Values() {
			largest = max(largest, int(v))
			p := 0
			if c.parity {
				p = (n - g.two[0]) & 1
			}
			if c.mask != 0 && (bits.OnesCount16(v&uint16(c.mask))+p)&1 == 0 {
				rare, last = rare+1, n
			}
			if s.Rare(n) {
				engineRare++
			}
		}
		if largest != c.largest || c.mask != 0 && (rare != c.rare || last != c.lastRare) {
			t.Errorf("%s: largest value %d, %d rare heaps the last at %d; published %d, %d, %d",
				c.code, largest, rare, last, c.largest, c.rare, c.lastRare)
		}
		if c.mask != 0 && (engineRare > rare || s.Mask() == 0) {
			t.Errorf("%s: the engine's split (mask %#x, parity %v) has %d rare heaps, the published one %d",
				c.code, s.Mask(), s.Parity(), engineRare, rare)
		}
	}
}
