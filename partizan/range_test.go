package partizan

import (
	"context"
	"errors"
	"fmt"
	"math"
	"strings"
	"testing"
	"time"
)

// TestParseValueRange: well-formed expressions whose numbers do not fit a
// Dyadic (numerator at most 2⁶³−1 in absolute value, denominator at most
// 2⁶²) give an error wrapping ErrRange, never a panic (an outside check saw
// the first two panic) nor a wrong number. The expected values are
// arithmetic: {0 | 2⁻⁶²} is the simplest number between, 2⁻⁶³; 2⁶² + 2⁶² =
// 2⁶³; {2⁶³−1 | } is 2⁶³; −(2⁶³−1) − 1 = −2⁶³, whose negation would not fit.
func TestParseValueRange(t *testing.T) {
	for _, s := range []string{
		"{0|1/4611686018427387904}",
		"4611686018427387904 + 4611686018427387904",
		"{9223372036854775807|}",
		"{|-9223372036854775807}",
		"-9223372036854775807 - 1",
		"9223372036854775808",
		"1/9223372036854775808",
		"{0|1/4611686018427387904} + ^",
		"-1/4611686018427387904 + {0|1/4611686018427387904}",
	} {
		v, err := parseNoPanic(s)
		if !errors.Is(err, ErrRange) {
			t.Errorf("ParseValue(%q) = %v, %v; want an error wrapping ErrRange", s, v, err)
			continue
		}
		if !strings.Contains(err.Error(), "out of range") || strings.Count(err.Error(), "cgt:") != 1 {
			t.Errorf("ParseValue(%q): error %q; want one line saying out of range", s, err)
		}
	}
	// At the edges of the range, exact answers (not an overflow): the
	// numbers themselves, and sums that come back into range.
	for s, want := range map[string]string{
		"9223372036854775807":                       "9223372036854775807",
		"-9223372036854775807":                      "-9223372036854775807",
		"1/4611686018427387904":                     "1/4611686018427387904",
		"9223372036854775807/4611686018427387904":   "9223372036854775807/4611686018427387904",
		"4611686018427387904 + 4611686018427387903": "9223372036854775807",
		"{9223372036854775806|}":                    "9223372036854775807",
		// Odd numerators over the same denominator: the sum's numerator
		// passes 2⁶³ before it is halved.
		"9223372036854775807/2 + 9223372036854775807/2": "9223372036854775807",
		"{-9223372036854775807|0}":                      "-1",
		// x = (2⁶³−1)/2 has the Right option 2⁶², which x + 1/2 overflowed
		// to −2⁶² and made x reversible: {x | *} came out as 0. Left
		// moving first in {x|*} − x goes to 0 and wins, Right moving
		// first goes to * − x < 0 and wins: it is not a number, and Left
		// wins it moving first or second (it is > 0).
		"{9223372036854775807/2|*}": "{9223372036854775807/2|*}",
	} {
		v, err := parseNoPanic(s)
		if err != nil || v.String() != want {
			t.Errorf("ParseValue(%q) = %v, %v; want %s", s, v, err, want)
		}
	}
	if v, _ := ParseValue("{9223372036854775807/2|*}"); v.Class() != ClassL {
		t.Errorf("{(2⁶³−1)/2 | *}: class %v, want L", v.Class())
	}
}

func parseNoPanic(s string) (v Value, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = errors.New("panic: " + strings.TrimSpace(strings.SplitN(errorText(r), "\n", 2)[0]))
		}
	}()
	return ParseValue(s)
}

func errorText(r any) string {
	if e, ok := r.(error); ok {
		return e.Error()
	}
	if s, ok := r.(string); ok {
		return s
	}
	return "?"
}

// TestValueTextNearRange: String of values whose parts are numbers at the
// edge of the range prints them instead of panicking while it looks for a
// short name (x + n·↑ + *m subtracts the stops): G = {M | {M | −M}} with
// M = 2⁶³−2 has both stops M, and G − M would hold −2M.
func TestValueTextNearRange(t *testing.T) {
	const m = "9223372036854775806"
	s := "{" + m + "|{" + m + "|-" + m + "}}"
	v, err := ParseValue(s)
	if err != nil {
		t.Fatal(err)
	}
	var got string
	func() {
		defer func() {
			if r := recover(); r != nil {
				t.Errorf("String of %s panics: %v", s, r)
			}
		}()
		got = v.String()
	}()
	if w, err := ParseValue(got); err != nil || w != v {
		t.Errorf("String() = %q, which reads back as %v, %v", got, w, err)
	}
	if b := Integer(-math.MaxInt64).Birthday(); int64(b) != math.MaxInt64 {
		t.Errorf("birthday of −(2⁶³−1) = %d", b)
	}
}

// bluered is a Blue-Red Hackenbush stalk (the colours from the ground up;
// a position is the number of edges still standing): a cut at height i
// leaves i edges.
type bluered string

func (s bluered) moves(dst []int, p int, c byte) []int {
	for i := range p {
		if s[i] == c {
			dst = append(dst, i)
		}
	}
	return dst
}
func (s bluered) LeftMoves(dst []int, p int) []int  { return s.moves(dst, p, 'B') }
func (s bluered) RightMoves(dst []int, p int) []int { return s.moves(dst, p, 'R') }

// TestCanonicalRange: Canonical returns an error wrapping ErrRange when a
// game's value does not fit, and the table stays usable. By the sign
// expansion of a Blue-Red stalk (Berlekamp; Winning Ways ch. 2) BR
// followed by n Blue edges is 1 − 1/2 + 1/4 + … + 1/2^(n+1), whose
// denominator 2^(n+1) passes 2⁶² at n = 62.
func TestCanonicalRange(t *testing.T) {
	s := bluered("BR" + strings.Repeat("B", 62))
	tab := NewTable[int](s, nil)
	var err error
	func() {
		defer func() {
			if r := recover(); r != nil {
				err = errors.New("panic: " + errorText(r))
			}
		}()
		_, err = tab.Value(context.Background(), len(s))
	}()
	if !errors.Is(err, ErrRange) {
		t.Fatalf("Canonical of a stalk worth 1/2 + … + 1/2⁶³: %v; want an error wrapping ErrRange", err)
	}
	// The first 62 edges, B R and 60 B: 1 − 1/2 + 1/4 + … + 1/2⁶¹.
	want := NewDyadic(1, 1)
	for k := 2; k <= 61; k++ {
		want = want.Add(NewDyadic(1, uint(k)))
	}
	v, err := tab.Value(context.Background(), 62)
	if d, ok := v.Number(); err != nil || !ok || d != want {
		t.Errorf("after the error, the stalk of 62 edges = %v, %v; want %v", v, err, want)
	}
}

// TestThermographNearRange: the thermograph of a switch ±g (g > 0) has its
// walls from (−1, ±(g+1)) to the mast at value 0 and temperature g
// (Conway; Winning Ways ch. 6). Near the limits the walls fit while their
// difference (2g+2) does not: the crossing is found without it. Where a
// wall itself does not fit, Thermograph panics with an error wrapping
// ErrRange (a programmer's call; cgt value turns it into an error).
func TestThermographNearRange(t *testing.T) {
	for _, g := range []Dyadic{Int(1<<62 - 1), Int(1<<63 - 2), NewDyadic(1, 62), NewDyadic(3, 62)} {
		var th Thermograph
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("thermograph of ±%v panics: %v", g, r)
				}
			}()
			th = Switch(Number(g)).Thermograph()
		}()
		if th.Mean != (Dyadic{}) || th.Temperature != g {
			t.Errorf("±%v: mean %v, temperature %v; want 0 and %v", g, th.Mean, th.Temperature, g)
		}
	}
	var err error
	func() {
		defer func() {
			if r := recover(); r != nil {
				err, _ = r.(error)
			}
		}()
		Switch(Number(NewDyadic(1<<63-1, 1))).Thermograph()
	}()
	if !errors.Is(err, ErrRange) {
		t.Errorf("±(2⁶³−1)/2, whose walls start at ±(2⁶³+1)/2: %v; want a panic wrapping ErrRange", err)
	}
}

// TestValueTextLargeNumbers: String of a value whose stops agree but which
// reaches other numbers ({100 | ±100}: both stops 100) is printed at once.
// The search for x + n·↑ + *m tried a thousand nimbers on it, its bound
// growing with the birthday, 100 and more here: over 5 s for
// {100|{100|-100}} and longer for larger numbers. The names x + n·↑ + *m
// with a large x stay (their followers reach no number but x).
func TestValueTextLargeNumbers(t *testing.T) {
	for s, want := range map[string]string{
		"{100|{100|-100}}":                          "{100|+-100}",
		"{1000000|{1000000|-1000000}}":              "{1000000|+-1000000}",
		"1000000 + ^ + *":                           "1000000^*",
		"-9223372036854775807 + v3*2":               "-9223372036854775807v3*2",
		"{9223372036854775807|9223372036854775807}": "9223372036854775807*",
	} {
		v, err := ParseValue(s)
		if err != nil {
			t.Fatal(err)
		}
		done := make(chan string, 1)
		go func() { done <- v.String() }()
		select {
		case got := <-done:
			if got != want {
				t.Errorf("%s: String() = %q, want %q", s, got, want)
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("%s: String() takes more than 10 s", s)
		}
	}
}

// FuzzValueRange: expressions built from numbers at the edges of the range
// (one byte per choice) never panic in ParseValue, print back to the same
// value, and have a thermograph or a panic wrapping ErrRange, never
// another failure (a random check of this kind found the slow String that
// TestValueTextLargeNumbers keeps).
func FuzzValueRange(f *testing.F) {
	f.Add([]byte{0, 1, 2, 3})
	f.Add([]byte{4, 9, 17, 200, 33, 5, 6, 7})
	f.Add([]byte{1, 2, 8, 3, 0, 12, 4, 4, 11})
	atoms := []string{"9223372036854775807", "9223372036854775806", "4611686018427387904", "4611686018427387903",
		"1/4611686018427387904", "3/4611686018427387904", "9223372036854775807/4611686018427387904",
		"9223372036854775807/2", "1", "0", "1/2", "*", "^", "*3"}
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > 40 {
			return
		}
		i := 0
		next := func() int {
			if i == len(data) {
				return 0
			}
			i++
			return int(data[i-1])
		}
		var gen func(d int) string
		gen = func(d int) string {
			b := next()
			if d == 0 || b%5 == 0 {
				s := atoms[next()%len(atoms)]
				if b&8 != 0 {
					s = "-" + s
				}
				return s
			}
			switch b % 5 {
			case 1:
				return "{" + gen(d-1) + "|" + gen(d-1) + "}"
			case 2:
				return "(" + gen(d-1) + " + " + gen(d-1) + ")"
			case 3:
				return "+-" + gen(d-1)
			}
			return "{" + gen(d-1) + "," + gen(d-1) + "|" + gen(d-1) + "}"
		}
		s := gen(4)
		v, err := ParseValue(s)
		if err != nil {
			if !errors.Is(err, ErrRange) {
				t.Fatalf("%q: %v", s, err)
			}
			return
		}
		if w, err := ParseValue(v.String()); err != nil || w != v {
			t.Fatalf("%q = %s reads back as %v, %v", s, v, w, err)
		}
		defer func() {
			if r := recover(); r != nil {
				if e, ok := r.(error); !ok || !errors.Is(e, ErrRange) {
					t.Fatalf("%q: thermograph panics with %v", s, r)
				}
			}
		}()
		v.Thermograph()
	})
}

// TestOrdinalDepth is the regression test of an input the fuzzer found:
// "2^:\n7^\n8" holds the ordinal sum 1:7^8, whose recursion over the
// followers of 7⁸ = 5,764,801 overflowed Go's stack (a crash, not an
// error). An exponent born after MaxOrdinalDepth is now refused with
// ErrRange, by ParseValue and by OrdinalSum; one born on that day still
// works (1:n = n + 1, by the sign expansion: Winning Ways ch. 2), and so
// do nimbers, which are sums (*:*n = *(n+1)).
func TestOrdinalDepth(t *testing.T) {
	for _, s := range []string{"2^:\n7^\n8", "1:7^8", fmt.Sprintf("^:%d", MaxOrdinalDepth+1)} {
		if v, err := ParseValue(s); !errors.Is(err, ErrRange) {
			t.Errorf("ParseValue(%q) = %v, %v; want an error wrapping ErrRange", s, v, err)
		}
	}
	func() {
		defer func() {
			if r := recover(); r == nil || !errors.Is(r.(error), ErrRange) {
				t.Errorf("OrdinalSum past MaxOrdinalDepth: recovered %v, want a panic wrapping ErrRange", r)
			}
		}()
		Integer(1).OrdinalSum(Integer(MaxOrdinalDepth + 1))
	}()
	if v := Integer(1).OrdinalSum(Integer(MaxOrdinalDepth)); v != Integer(MaxOrdinalDepth+1) {
		t.Errorf("1:%d = %v, want %d", MaxOrdinalDepth, v, MaxOrdinalDepth+1)
	}
	if v := Nimber(1).OrdinalSum(Nimber(1 << 20)); v != Nimber(1<<20+1) {
		t.Errorf("*:*%d = %v", 1<<20, v)
	}
}
