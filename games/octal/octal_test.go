package octal

import (
	"context"
	"errors"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/internal/testutil"
	"github.com/google/go-cmp/cmp"
)

// Published terms, from the OEIS entries (sequence data, offset 0):
// A002186 Kayles (.77), A002187 Dawson's chess (.137; Dawson's Kayles .07 has
// values a(n−1)), A002188 Grundy's game.
const (
	oeisA002186 = "0,1,2,3,1,4,3,2,1,4,2,6,4,1,2,7,1,4,3,2,1,4,6,7,4,1,2,8,5,4,7,2,1,8,6,7,4,1,2,3,1,4,7,2,1,8,2,7,4,1,2,8,1,4,7,2,1,4,2,7,4,1,2,8,1,4,7,2,1,8,6,7,4,1,2,8,1,4,7,2,1,8,2,7,4,1,2,8,1,4,7,2,1,8,2,7,4,1,2,8,1,4,7,2,1"
	oeisA002187 = "0,1,1,2,0,3,1,1,0,3,3,2,2,4,0,5,2,2,3,3,0,1,1,3,0,2,1,1,0,4,5,2,7,4,0,1,1,2,0,3,1,1,0,3,3,2,2,4,4,5,5,2,3,3,0,1,1,3,0,2,1,1,0,4,5,3,7,4,8,1,1,2,0,3,1,1,0,3,3,2,2,4,4,5,5,9,3,3,0,1,1,3,0,2,1,1,0,4,5,3,7,4,8,1,1,2,0,3,1,1,0,3,3,2,2,4,4,5,5,9,3,3,0,1,1,3,0,2,1,1,0,4"
	oeisA002188 = "0,0,0,1,0,2,1,0,2,1,0,2,1,3,2,1,3,2,4,3,0,4,3,0,4,3,0,4,1,2,3,1,2,4,1,2,4,1,2,4,1,5,4,1,5,4,1,5,4,1,0,2,1,0,2,1,5,2,1,3,2,1,3,2,4,3,2,4,3,2,4,3,2,4,3,2,4,3,2,4,5,2,4,5,2,4,3,7,4,3,7,4,3,7,4,3,5,2,3,5,2,3,5,2,3"
)

func parseTerms(t *testing.T, s string) []int {
	t.Helper()
	var out []int
	for _, f := range strings.Split(s, ",") {
		v, err := strconv.Atoi(f)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, v)
	}
	return out
}

// extend continues published terms to n terms with the period the OEIS
// entry states (A002186: period 12 from n = 71; A002187: period 34, the last
// exception at n = 51).
func extend(terms []int, n, period int) []int {
	out := slices.Clone(terms)
	for len(out) < n {
		out = append(out, out[len(out)-period])
	}
	return out
}

func mustOctal(t testing.TB, code string) *Game {
	t.Helper()
	g, err := Parse(code)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func ints(v []uint16) []int {
	out := make([]int, len(v))
	for i, x := range v {
		out[i] = int(x)
	}
	return out
}

func seqOf(t testing.TB, g *Game, n int, naive bool) []int {
	t.Helper()
	var s *Sequence
	var err error
	if naive {
		s, err = g.SequenceNaive(context.Background(), n, nil)
	} else {
		s, err = g.Sequence(context.Background(), n, nil)
	}
	if err != nil {
		t.Fatal(err)
	}
	return ints(s.Values())
}

func TestParseOctal(t *testing.T) {
	for _, c := range []struct {
		code, canon string
		take, parts int
	}{
		{"0.77", "0.77", 2, 2},
		{".77", "0.77", 2, 2},
		{"0.137", "0.137", 3, 2},
		{"0.1370", "0.137", 3, 2},
		{"4.07", "4.07", 2, 2},
		{"0.c", "0.C", 1, 3},
		{"0.8", "0.8", 1, 3},
		{"0.3", "0.3", 1, 1},
		{"0.1777", "0.1777", 4, 2},
		{"0.0", "0.0", 0, 0},
		{"4.0", "4.0", 0, 2},
		{"4.", "4.0", 0, 2},
		{"4", "4.0", 0, 2},
		{"c", "C.0", 0, 3},
		{"0.", "0.0", 0, 0},
		{"C.0", "C.0", 0, 3},
		{"0.00000000000000001", "0.00000000000000001", 17, 0},
		{"0.fA9", "0.FA9", 3, 3},
	} {
		g, err := Parse(c.code)
		if err != nil {
			t.Errorf("ParseOctal(%q): %v", c.code, err)
			continue
		}
		if g.String() != c.canon || g.MaxTake() != c.take || g.MaxParts() != c.parts {
			t.Errorf("ParseOctal(%q) = %s take %d parts %d, want %s %d %d", c.code, g, g.MaxTake(), g.MaxParts(), c.canon, c.take, c.parts)
		}
	}
}

// TestParseOctalErrors: each malformed code is an error naming the
// offending character (quoted, as %q writes it) or what is missing.
func TestParseOctalErrors(t *testing.T) {
	for _, c := range []struct{ code, names string }{
		{"0.7x", `"x"`},
		{"1.07", `"1"`}, // bit 1 at j = 0: taking no token and no heap
		{"2.07", `"2"`}, // bit 2 at j = 0: a pass
		{"6.07", `"6"`}, // includes bit 2
		{"0..7", `"."`}, // a second point
		{"0.7.", `"."`}, // a trailing point
		{"00.7", `"0"`}, // two leading digits
		{"0,77", `","`}, // not a point
		{"-0.7", `"-"`}, // sign
		{" 0.7", `" "`}, // space before
		{"0.7 ", `" "`}, // space after
		{"0.7g", `"g"`}, // not hexadecimal
		{"0.7\x00", `"\x00"`},
		{"0.٣", `"٣"`}, // a non-ASCII digit
		{"x", `"x"`},
		{"", "empty"},
		{".", "no digits"},
		{"4x", `"x"`},
		{"44", `"4"`},
	} {
		g, err := Parse(c.code)
		if err == nil {
			t.Errorf("ParseOctal(%q) = %s, want an error", c.code, g)
			continue
		}
		if !strings.Contains(err.Error(), c.names) || !strings.Contains(err.Error(), strconv.Quote(c.code)) {
			t.Errorf("ParseOctal(%q) error %q does not name %s and the code", c.code, err, c.names)
		}
	}
}

// TestOctalPublishedSequences reproduces the first 1000 terms of the OEIS
// sequences (published data, continued by the period stated in the entry),
// with both engines; Grundy's game against its published terms and, to 1000,
// naive against sparse.
func TestOctalPublishedSequences(t *testing.T) {
	kayles := extend(parseTerms(t, oeisA002186), 1000, 12)
	dawson := extend(parseTerms(t, oeisA002187), 1001, 34)
	dk := append([]int{0}, dawson[:999]...) // 0.07: a(n−1)
	for _, c := range []struct {
		code string
		want []int
	}{{"0.77", kayles}, {"0.137", dawson[:1000]}, {"0.07", dk}} {
		g := mustOctal(t, c.code)
		for _, naive := range []bool{true, false} {
			if d := cmp.Diff(c.want, seqOf(t, g, 1000, naive)); d != "" {
				t.Errorf("%s naive=%v (-OEIS +got):\n%s", c.code, naive, d)
			}
		}
	}
	grundy := parseTerms(t, oeisA002188)
	gg := Grundys()
	naive, sparse := seqOf(t, gg, 1000, true), seqOf(t, gg, 1000, false)
	if d := cmp.Diff(grundy, naive[:len(grundy)]); d != "" {
		t.Errorf("Grundy's game (-A002188 +got):\n%s", d)
	}
	if d := cmp.Diff(naive, sparse); d != "" {
		t.Errorf("Grundy's game naive vs sparse:\n%s", d)
	}
}

// TestGrundysGameSparseWide: Grundy's game (unequal splits) by the sparse
// engine equals the naive fill past the heaps whose values need more than
// one 64-bit word (from about heap 5,000 on, values pass 64), the path of
// the scan over pairs with several words. (The equal split it must skip
// only ever gives 0, which other pairs give there too, so this cannot tell
// whether it is skipped.)
func TestGrundysGameSparseWide(t *testing.T) {
	n := 12000
	if testing.Short() || testutil.RaceEnabled {
		n = 6000
	}
	g := Grundys()
	naive := seqOf(t, g, n, true)
	sparse := sparseOf(t, g, n, 64, -1)
	if slices.Max(naive) < 64 {
		t.Fatalf("values stay below 64 up to %d: the wide path is not reached", n)
	}
	if d := cmp.Diff(naive, sparse); d != "" {
		t.Errorf("Grundy's game naive vs sparse to %d:\n%s", n, d)
	}
}

// TestGrundysGameSparseValues checks the heaps with a sparse ("rare")
// value in Grundy's game — those where G(n) AND …1110 has an even number of
// bits — against the list Flammenkamp publishes ("Sprague-Grundy Values of
// Grundy's Game", wwwhomes.uni-bielefeld.de/achim/grundy.html), up to 231.
func TestGrundysGameSparseValues(t *testing.T) {
	want := map[int]int{0: 0, 1: 0, 2: 0, 3: 1, 4: 0, 6: 1, 7: 0, 9: 1, 10: 0, 12: 1, 15: 1, 20: 0, 23: 0,
		26: 0, 28: 1, 31: 1, 34: 1, 37: 1, 40: 1, 43: 1, 46: 1, 49: 1, 50: 0, 52: 1, 53: 0, 55: 1, 58: 1,
		61: 1, 87: 7, 90: 7, 93: 7, 146: 6, 149: 6, 152: 6, 158: 11, 161: 11, 164: 11, 167: 11, 176: 7,
		179: 7, 181: 12, 182: 7, 185: 7, 188: 7, 190: 12, 193: 12, 196: 10, 231: 10}
	got := map[int]int{}
	for n, v := range seqOf(t, Grundys(), 232, false) {
		if bits.OnesCount(uint(v)&^1)%2 == 0 {
			got[n] = v
		}
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("rare values (-Flammenkamp +got):\n%s", d)
	}
}

// TestOctalProofs: the periods and preperiods with the number of values the
// Guy–Smith proof needs, as DESIGN.md §4 and the issue state them (Winning
// Ways; Flammenkamp's tables for 0.16); Prove stops exactly there.
func TestOctalProofs(t *testing.T) {
	for _, c := range []struct {
		code string
		want cgt.Periodicity
	}{
		{"0.77", cgt.Periodicity{Preperiod: 71, Period: 12, Values: 168, Proven: true}},
		{"0.07", cgt.Periodicity{Preperiod: 53, Period: 34, Values: 176, Proven: true}},
		{"0.137", cgt.Periodicity{Preperiod: 52, Period: 34, Values: 175, Proven: true}},
		// 0.03 never splits: G = 0,0,1,1,… from 0; the bound clamps e to 1
		// and is e+p+t = 1+4+2.
		{"0.03", cgt.Periodicity{Preperiod: 0, Period: 4, Values: 7, Proven: true}},
		{"0.16", cgt.Periodicity{Preperiod: 105351, Period: 149459, Values: 509622, Proven: true}},
	} {
		if c.code == "0.16" && (testing.Short() || testutil.RaceEnabled) {
			continue
		}
		s, err := mustOctal(t, c.code).Prove(context.Background(), 1_000_000, nil)
		if err != nil {
			t.Fatal(err)
		}
		if d := cmp.Diff(c.want, s.Period()); d != "" {
			t.Errorf("%s (-want +got):\n%s", c.code, d)
		}
		if s.Len() != c.want.Values {
			t.Errorf("%s: Prove computed %d values, the proof needs %d", c.code, s.Len(), c.want.Values)
		}
	}
}

// TestOctalPeriodHolds checks a proven period against values computed well
// beyond the proof, and Value past the table.
func TestOctalPeriodHolds(t *testing.T) {
	for _, code := range []string{"0.77", "0.07", "0.137", "4.07", "0.3", "0.51", "0.F", "0.15", "0.35", "0.52"} {
		g := mustOctal(t, code)
		s, err := g.Prove(context.Background(), 5000, nil)
		if err != nil {
			t.Fatal(err)
		}
		p := s.Period()
		if !p.Proven {
			t.Errorf("%s: %v", code, p)
			continue
		}
		n := 3000
		if g.MaxParts() == 3 {
			n = 300 // three-heap digits cost O(n³)
		}
		long := seqOf(t, g, n, false)
		for n := range long {
			if s.Value(n) != long[n] {
				t.Errorf("%s: Value(%d) = %d, computed %d (%v)", code, n, s.Value(n), long[n], p)
				break
			}
		}
	}
}

// TestOctalUnproven: too few values, and Grundy's game, are "unproven so
// far", never a proof.
func TestOctalUnproven(t *testing.T) {
	s, err := mustOctal(t, "0.16").Prove(context.Background(), 200_000, nil)
	if err != nil {
		t.Fatal(err)
	}
	if p := s.Period(); p.Proven || s.Len() != 200_000 || s.Value(200_000) != -1 {
		t.Errorf("0.16 to 200000: %v, %d values", p, s.Len())
	}
	s, err = Grundys().Prove(context.Background(), 20_000, nil)
	if err != nil {
		t.Fatal(err)
	}
	if p := s.Period(); p.Proven || p.Period != 0 {
		t.Errorf("Grundy's game: %v", p)
	}
	// Kayles with fewer values than its proof needs: the candidate is
	// reported, unproven.
	s, err = mustOctal(t, "0.77").Prove(context.Background(), 160, nil)
	if err != nil {
		t.Fatal(err)
	}
	if p := s.Period(); p.Proven || p.Period != 12 || p.Preperiod != 71 || p.Values != 168 {
		t.Errorf("Kayles to 160: %v", p)
	}
}

// sparseOf runs the sparse engine from heap `from` on, with a fixed mask or
// (mask < 0) the automatic one, always in sparse mode.
func sparseOf(t testing.TB, g *Game, n, from, mask int) []int {
	t.Helper()
	cfg := fillConfig{sparseFrom: from, autoMask: mask < 0, mask: uint16(max(mask, 0)), forceSparse: true}
	s, err := g.run(context.Background(), n, nil, false, cfg)
	if err != nil {
		t.Fatal(err)
	}
	return ints(s.Values())
}

// TestSparseEqualsNaiveAllCodes: the sparse engine equals the naive one on
// every code 0.abc and 4.ab with octal digits, for heaps below 3000 (the
// sparse method from heap 64 on, automatic masks), and on a sample of codes
// with fixed masks, including bad ones (exact for any mask).
func TestSparseEqualsNaiveAllCodes(t *testing.T) {
	n := 3000
	if testing.Short() || testutil.RaceEnabled {
		n = 600
	}
	var codes []string
	for c := range 512 {
		codes = append(codes, fmt.Sprintf("0.%d%d%d", c>>6, c>>3&7, c&7))
	}
	for c := range 64 {
		codes = append(codes, fmt.Sprintf("4.%d%d", c>>3, c&7))
	}
	workers := runtime.GOMAXPROCS(0)
	errs := make(chan string, len(codes))
	next := make(chan string)
	done := make(chan struct{})
	for range workers {
		go func() {
			defer func() { done <- struct{}{} }()
			for code := range next {
				g, err := Parse(code)
				if err != nil {
					errs <- err.Error()
					continue
				}
				want, err1 := g.SequenceNaive(context.Background(), n, nil)
				got, err2 := g.run(context.Background(), n, nil, false, fillConfig{sparseFrom: 64, autoMask: true, forceSparse: true})
				if err := errors.Join(err1, err2); err != nil {
					errs <- code + ": " + err.Error()
					continue
				}
				if !slices.Equal(want.Values(), got.Values()) {
					errs <- code + ": " + cmp.Diff(want.Values(), got.Values())
				}
			}
		}()
	}
	for _, c := range codes {
		next <- c
	}
	close(next)
	for range workers {
		<-done
	}
	close(errs)
	for e := range errs {
		t.Error(e)
	}
	for _, code := range []string{"0.77", "0.137", "0.16", "0.1777", "4.07", "0.71", "0.456", "4.75", "0.127", "0.376", "0.504"} {
		g := mustOctal(t, code)
		want := seqOf(t, g, 1500, true)
		for _, mask := range []int{0, 1, 2, 3, 5, 6, 7, 0xFFFF, 0x5555} {
			if got := sparseOf(t, g, 1500, 8, mask); !slices.Equal(want, got) {
				t.Errorf("%s mask %#x: %s", code, mask, cmp.Diff(want, got))
			}
			// The split by heap parity as well (where the digits allow it).
			cfg := fillConfig{sparseFrom: 8, mask: uint16(mask), parity: true, forceSparse: true}
			s, err := g.run(context.Background(), 1500, nil, false, cfg)
			if err != nil {
				t.Fatal(err)
			}
			if got := ints(s.Values()); !slices.Equal(want, got) {
				t.Errorf("%s mask %#x with parity: %s", code, mask, cmp.Diff(want, got))
			}
		}
	}
	gg := Grundys()
	want := seqOf(t, gg, 1500, true)
	for _, mask := range []int{-1, 0, 1, 0xFFFE} {
		if got := sparseOf(t, gg, 1500, 8, mask); !slices.Equal(want, got) {
			t.Errorf("Grundy's game mask %#x: %s", mask, cmp.Diff(want, got))
		}
	}
}

// FuzzOctalSparse: on random longer codes (hexadecimal digits, a leading
// 4 or 8), with random masks, the sparse engine equals the naive one.
func FuzzOctalSparse(f *testing.F) {
	f.Add([]byte{0, 1, 7, 7, 7}, uint16(61))
	f.Add([]byte{4, 0, 7, 2, 6, 4}, uint16(0))
	f.Add([]byte{0, 0xC, 3}, uint16(3))
	f.Add([]byte{0, 0, 0, 0, 0, 7}, uint16(0xFFFF))
	f.Fuzz(func(t *testing.T, raw []byte, mask uint16) {
		if len(raw) < 2 || len(raw) > 10 {
			return
		}
		code := []byte{"048C"[raw[0]&3], '.'}
		three := raw[0]&2 != 0
		for _, d := range raw[1:] {
			code = append(code, "0123456789ABCDEF"[d&15])
			three = three || d&8 != 0
		}
		g, err := Parse(string(code))
		if err != nil {
			t.Fatal(err)
		}
		n := 700
		if three {
			n = 150
		}
		want := seqOf(t, g, n, true)
		if got := sparseOf(t, g, n, 16, int(mask)); !slices.Equal(want, got) {
			t.Errorf("%s mask %#x: %s", code, mask, cmp.Diff(want, got))
		}
		cfg := fillConfig{sparseFrom: 16, mask: mask, parity: true, forceSparse: true}
		if s, err := g.run(context.Background(), n, nil, false, cfg); err != nil || !slices.Equal(want, ints(s.Values())) {
			t.Errorf("%s mask %#x with parity: %v", code, mask, err)
		}
		if got := sparseOf(t, g, n, 16, -1); !slices.Equal(want, got) {
			t.Errorf("%s auto mask: %s", code, cmp.Diff(want, got))
		}
	})
}

// grundyOfHeaps is a brute-force Sprague–Grundy value over the game graph
// of Game.Moves (memoized mex, no XOR rule): the reference for the
// game's moves and for the sum rule.
func grundyOfHeaps(g *Game, p HeapSum, memo map[HeapSum]int) int {
	if v, ok := memo[p]; ok {
		return v
	}
	seen := map[int]bool{}
	for _, q := range g.Moves(nil, p) {
		seen[grundyOfHeaps(g, q, memo)] = true
	}
	v := 0
	for seen[v] {
		v++
	}
	memo[p] = v
	return v
}

// TestOctalGameMovesAgree: the nim-value of positions of two heaps, from a
// brute-force mex over Game.Moves, equals the XOR of the sequence's
// values (Sprague–Grundy), for ordinary, leading-4, hexadecimal and
// Grundy's games.
func TestOctalGameMovesAgree(t *testing.T) {
	for _, g := range []*Game{mustOctal(t, "0.77"), mustOctal(t, "0.137"), mustOctal(t, "4.07"),
		mustOctal(t, "0.8"), mustOctal(t, "0.F"), mustOctal(t, "8.1"), Grundys()} {
		s, err := g.SequenceNaive(context.Background(), 12, nil)
		if err != nil {
			t.Fatal(err)
		}
		memo := map[HeapSum]int{}
		for a := 0; a < 12; a++ {
			for b := a; a+b < 14 && b < 12; b++ {
				if got, want := grundyOfHeaps(g, MakeHeapSum(a, b), memo), s.SumValue(a, b); got != want {
					t.Errorf("%s {%d %d}: brute force %d, sequence %d", g, a, b, got, want)
				}
			}
		}
	}
}

// TestOctalSolveGrundy: the Grundy engine on Game (positions of
// several heaps, keyed by HeapSum) agrees with the nim-sequence and the XOR
// rule, for every position of up to three heaps of total size ≤ 16.
func TestOctalSolveGrundy(t *testing.T) {
	for _, g := range []*Game{mustOctal(t, "0.77"), mustOctal(t, "0.07"), mustOctal(t, "0.137"),
		mustOctal(t, "4.07"), mustOctal(t, "0.C"), Grundys()} {
		s, err := g.Sequence(context.Background(), 17, nil)
		if err != nil {
			t.Fatal(err)
		}
		var starts []HeapSum
		var parts [][]int
		for a := 0; a <= 16; a++ {
			for b := a; a+b <= 16; b++ {
				for c := b; a+b+c <= 16; c++ {
					starts = append(starts, MakeHeapSum(a, b, c))
					parts = append(parts, []int{a, b, c})
				}
			}
		}
		sol, err := cgt.SolveGrundy[HeapSum](context.Background(), g, starts, nil)
		if err != nil {
			t.Fatal(err)
		}
		for i, p := range starts {
			if got, want := sol.Value(p), s.SumValue(parts[i]...); got != want {
				t.Errorf("%s %v: SolveGrundy %d, sequence %d", g, p, got, want)
			}
		}
	}
}

// TestOctalWinningMoves: every winning move leads to nim-value 0, and
// every move to nim-value 0 is listed (checked against Game.Moves).
func TestOctalWinningMoves(t *testing.T) {
	g := mustOctal(t, "0.137")
	s, err := g.Sequence(context.Background(), 200, nil)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 200 {
		heaps := make([]int, 1+rng.IntN(4))
		for i := range heaps {
			heaps[i] = rng.IntN(60)
		}
		var got []HeapSum
		for _, m := range s.WinningMoves(heaps) {
			rest := slices.Clone(heaps)
			rest = slices.Delete(rest, m.Heap, m.Heap+1)
			if rest = append(rest, m.Leave...); s.SumValue(rest...) != 0 {
				t.Fatalf("%v: move %+v leaves value %d", heaps, m, s.SumValue(rest...))
			}
			if tot := m.Take + sum(m.Leave); tot != heaps[m.Heap] {
				t.Fatalf("%v: move %+v does not account for the heap", heaps, m)
			}
			got = append(got, MakeHeapSum(rest...))
		}
		var want []HeapSum
		for _, q := range g.Moves(nil, MakeHeapSum(heaps...)) {
			if s.SumValue(q.Sizes()...) == 0 {
				want = append(want, q)
			}
		}
		slices.Sort(got)
		slices.Sort(want)
		got = slices.Compact(got)
		if d := cmp.Diff(want, got); d != "" {
			t.Fatalf("%v (-moves to 0 +WinningMoves):\n%s", heaps, d)
		}
	}
}

func sum(v []int) int {
	s := 0
	for _, x := range v {
		s += x
	}
	return s
}

// TestOctalCancelProgressLimit: a cancelled context stops a fill with its
// error; Progress reports; Limit refuses a longer sequence.
func TestOctalCancelProgressLimit(t *testing.T) {
	g := mustOctal(t, "0.16")
	ctx, cancel := context.WithCancel(context.Background())
	var calls []int
	opt := &cgt.Options{ProgressEvery: 10_000, Progress: func(done int) {
		calls = append(calls, done)
		if done >= 30_000 {
			cancel()
		}
	}}
	s, err := g.Sequence(ctx, 1_000_000, opt)
	if !errors.Is(err, context.Canceled) || s == nil || s.Len() < 30_000 || s.Len() >= 1_000_000 {
		t.Fatalf("cancelled: %v", err)
	}
	// The values computed before the cancellation (checked every few
	// thousand values) are returned, and right.
	if want := seqOf(t, g, s.Len(), false); !slices.Equal(ints(s.Values()), want) {
		t.Error("cancelled: the values returned differ from a full run's")
	}
	ctx, cancel = context.WithCancel(context.Background())
	opt.Progress = func(done int) { cancel() }
	s, err = g.Prove(ctx, 1_000_000, opt)
	if !errors.Is(err, context.Canceled) || s == nil || s.Len() < 10_000 || s.Len() >= 1_000_000 || s.Period().Proven {
		t.Errorf("cancelled proof: %v", err)
	}
	if d := cmp.Diff([]int{10_000, 20_000, 30_000}, calls); d != "" {
		t.Errorf("progress (-want +got):\n%s", d)
	}
	if _, err := g.Prove(context.Background(), 1000, &cgt.Options{Limit: 999}); !errors.Is(err, cgt.ErrLimit) {
		t.Errorf("limit: %v", err)
	}
	if _, err := g.Sequence(context.Background(), -1, nil); err == nil {
		t.Error("negative n: no error")
	}
}

// TestOctalValueOverflow: a value that does not fit in 16 bits is an error
// naming it, not a silent wrap.
func TestOctalValueOverflow(t *testing.T) {
	f := newFiller(mustOctal(t, "0.77"), 1, fillConfig{sparseFrom: 1})
	if err := f.grow(65535); err != nil {
		t.Errorf("65535: %v", err)
	}
	if err := f.grow(65536); err == nil || !strings.Contains(err.Error(), "65536") {
		t.Errorf("65536: %v", err)
	}
}

func TestHeaps(t *testing.T) {
	p := MakeHeapSum(3, 0, 1, 3)
	if d := cmp.Diff([]int{1, 3, 3}, p.Sizes()); d != "" || p.String() != "{1 3 3}" || p != MakeHeapSum(3, 3, 1) {
		t.Errorf("MakeHeapSum: %v %s", p.Sizes(), p)
	}
	if MakeHeapSum() != "" || MakeHeapSum(0) != "" {
		t.Error("empty position is not the zero value")
	}
}

// TestOctal1777Long is the record-class run (opt-in: CGT_LONG=1): 0.1777 has
// period 60,620,715 from 160,949,018 (Flammenkamp's octal tables), proven
// with 2(e+p)+4 = 443,139,470 values. Run it alone, under /usr/bin/time -v:
//
//	CGT_LONG=1 go test -run TestOctal1777Long -timeout 30m -v
func TestOctal1777Long(t *testing.T) {
	if os.Getenv("CGT_LONG") == "" {
		t.Skip("set CGT_LONG=1 to run the record-class proof of 0.1777")
	}
	g := mustOctal(t, "0.1777")
	start := time.Now()
	opt := &cgt.Options{ProgressEvery: 50_000_000, Progress: func(done int) {
		t.Logf("%d values, %v", done, time.Since(start).Round(time.Second))
	}}
	s, err := g.Prove(context.Background(), 460_000_000, opt)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("0.1777: %v after %d values in %v (mask %#x)", s.Period(), s.Len(), time.Since(start), s.Mask())
	want := cgt.Periodicity{Preperiod: 160_949_018, Period: 60_620_715, Values: 443_139_470, Proven: true}
	if d := cmp.Diff(want, s.Period()); d != "" {
		t.Errorf("(-want +got):\n%s", d)
	}
}
