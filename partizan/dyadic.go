package partizan

// Dyadic rationals: the numbers of short games and the coordinates of
// thermographs.

import (
	"errors"
	"fmt"
	"math"
	"math/bits"
	"strconv"
	"strings"

	"github.com/cgtgo/cgt"
)

// Dyadic is an exact dyadic rational num/2^exp, the numbers of short games
// (and the coordinates of thermographs). The zero value is 0. Numerators are
// int64 other than −2⁶³ (so that the range is symmetric and negation exact)
// and exponents at most 62; arithmetic whose result does not fit panics with
// an error wrapping ErrRange (values of real games are far from it; the
// entry points that read user input, ParseValue and Canonical, return it
// instead). Dyadic values are comparable: == is numeric equality, as the
// representation is reduced.
type Dyadic struct {
	num int64 // odd unless exp == 0
	exp uint8
}

// ErrRange: a number does not fit the representation of Dyadic (numerator
// of absolute value at most 2⁶³−1, denominator at most 2⁶²). Dyadic and
// Value arithmetic panic with an error wrapping it; ParseValue, Canonical
// and Table.Value return it.
var ErrRange = errors.New("cgt: number out of range")

// textError is an error with its own text that wraps err.
type textError struct {
	text string
	err  error
}

func (e *textError) Error() string { return e.text }
func (e *textError) Unwrap() error { return e.err }

// rangeText is the text of the numbers' limits, for errors.
const rangeText = "numbers are n/2^k with |n| < 2^63 and k ≤ 62"

// asRange reports whether r, a recovered panic, is an error of arithmetic
// out of range, and returns it.
func asRange(r any) (error, bool) {
	e, ok := r.(error)
	if !ok || !errors.Is(e, ErrRange) {
		return nil, false
	}
	return e, true
}

// rangeIn returns the error e (wrapping ErrRange) with the text "cgt:
// number out of range in WHERE: why".
func rangeIn(e error, where string) error {
	why := strings.TrimPrefix(strings.TrimPrefix(e.Error(), ErrRange.Error()), ": ")
	return &textError{"cgt: number out of range in " + where + ": " + why, e}
}

const maxExp = 62

// NewDyadic returns num/2^exp in lowest terms. It panics with an error
// wrapping ErrRange if exp > 62 after reduction or num is −2⁶³.
func NewDyadic(num int64, exp uint) Dyadic {
	for exp > 0 && num&1 == 0 {
		num >>= 1
		exp--
	}
	if num == 0 {
		exp = 0
	}
	if exp > maxExp {
		panic(fmt.Errorf("%w: a denominator of 2^%d (%s)", ErrRange, exp, rangeText))
	}
	if num == math.MinInt64 {
		rangePanic("a numerator of -2^63")
	}
	return Dyadic{num, uint8(exp)}
}

// Int returns the integer n as a Dyadic. It panics with an error wrapping
// ErrRange if n is −2⁶³ (math.MinInt64).
func Int(n int64) Dyadic {
	if n == math.MinInt64 {
		rangePanic("a numerator of -2^63")
	}
	return Dyadic{num: n}
}

// Num returns the numerator in lowest terms.
func (d Dyadic) Num() int64 { return d.num }

// Exp returns the exponent of the denominator 2^exp in lowest terms.
func (d Dyadic) Exp() uint { return uint(d.exp) }

// IsInt reports whether d is an integer.
func (d Dyadic) IsInt() bool { return d.exp == 0 }

// Sign returns −1, 0 or +1.
func (d Dyadic) Sign() int {
	switch {
	case d.num < 0:
		return -1
	case d.num > 0:
		return 1
	}
	return 0
}

// Float64 returns the nearest float64.
func (d Dyadic) Float64() float64 {
	return float64(d.num) / float64(uint64(1)<<d.exp)
}

// floor returns ⌊d⌋ and the fraction d − ⌊d⌋ as a numerator over 2^exp.
func (d Dyadic) floor() (int64, int64) {
	f := d.num >> d.exp
	return f, d.num & (int64(1)<<d.exp - 1)
}

// Cmp returns −1, 0 or +1 as d <, =, > e. It never overflows.
func (d Dyadic) Cmp(e Dyadic) int {
	if d.exp == e.exp {
		switch {
		case d.num < e.num:
			return -1
		case d.num > e.num:
			return 1
		}
		return 0
	}
	fd, rd := d.floor()
	fe, re := e.floor()
	switch {
	case fd < fe:
		return -1
	case fd > fe:
		return 1
	}
	x := max(d.exp, e.exp)
	rd <<= x - d.exp
	re <<= x - e.exp
	switch {
	case rd < re:
		return -1
	case rd > re:
		return 1
	}
	return 0
}

func rangePanic(op string) {
	panic(fmt.Errorf("%w: %s (%s)", ErrRange, op, rangeText))
}

// shl returns n·2^s, panicking on overflow.
func shl(n int64, s uint8) int64 {
	r := n << s
	if r>>s != n {
		rangePanic("a numerator past 2^63")
	}
	return r
}

// Add returns d + e. It panics with ErrRange on overflow.
func (d Dyadic) Add(e Dyadic) Dyadic {
	x := max(d.exp, e.exp)
	a, b := shl(d.num, x-d.exp), shl(e.num, x-e.exp)
	s := a + b
	if (a >= 0) == (b >= 0) && (s >= 0) != (a >= 0) {
		if d.exp == e.exp && x > 0 {
			// Both numerators are odd, so the sum is even and its half,
			// ⌊a/2⌋ + ⌊b/2⌋ + 1, fits: (2⁶³−1)/2 + (2⁶³−1)/2 = 2⁶³−1.
			return NewDyadic(a>>1+b>>1+1, uint(x-1))
		}
		rangePanic("a numerator past 2^63")
	}
	return NewDyadic(s, uint(x))
}

// Neg returns −d. It never overflows: the range is symmetric.
func (d Dyadic) Neg() Dyadic {
	if d.num == -1<<63 {
		rangePanic("a numerator past 2^63")
	}
	return Dyadic{-d.num, d.exp}
}

// Sub returns d − e.
func (d Dyadic) Sub(e Dyadic) Dyadic { return d.Add(e.Neg()) }

// Half returns d/2.
func (d Dyadic) Half() Dyadic {
	if d.num == 0 {
		return d
	}
	if d.exp == 0 && d.num&1 == 0 {
		return Dyadic{d.num / 2, 0}
	}
	if d.exp >= maxExp {
		rangePanic("a denominator of 2^63")
	}
	return Dyadic{d.num, d.exp + 1}
}

// String returns d as an integer or a fraction "num/den", e.g. "-3/4".
func (d Dyadic) String() string { return string(d.AppendText(nil)) }

// AppendText appends d as String does.
func (d Dyadic) AppendText(b []byte) []byte {
	b = strconv.AppendInt(b, d.num, 10)
	if d.exp > 0 {
		b = append(b, '/')
		b = strconv.AppendUint(b, uint64(1)<<d.exp, 10)
	}
	return b
}

// MarshalText encodes d as String does.
func (d Dyadic) MarshalText() ([]byte, error) { return d.AppendText(nil), nil }

// ParseDyadic parses an integer or a fraction "a/b" whose denominator is a
// power of two ("3", "-7/8").
func ParseDyadic(s string) (Dyadic, error) {
	num, den, frac := strings.Cut(s, "/")
	n, err := strconv.ParseInt(num, 10, 64)
	if err != nil || n == math.MinInt64 {
		if err == nil || errors.Is(err, strconv.ErrRange) {
			return Dyadic{}, fmt.Errorf("%w: %s (%s)", ErrRange, cgt.QuoteInput(s), rangeText)
		}
		return Dyadic{}, fmt.Errorf("cgt: bad number %s", cgt.QuoteInput(s))
	}
	if !frac {
		return Int(n), nil
	}
	m, err := strconv.ParseUint(den, 10, 64)
	if err != nil || m == 0 || m&(m-1) != 0 {
		return Dyadic{}, fmt.Errorf("cgt: bad number %s: the denominator must be a power of two", cgt.QuoteInput(s))
	}
	e := uint(bits.TrailingZeros64(m))
	if e > maxExp {
		return Dyadic{}, fmt.Errorf("%w: %s (%s)", ErrRange, cgt.QuoteInput(s), rangeText)
	}
	return NewDyadic(n, e), nil
}

// simplest returns the simplest number x with a < x < b, where a missing
// bound (hasA or hasB false) is −∞ or +∞. It needs a < b.
func simplest(a Dyadic, hasA bool, b Dyadic, hasB bool) Dyadic {
	switch {
	case (!hasA || a.num < 0) && (!hasB || b.num > 0):
		return Dyadic{}
	case !hasA || (hasB && b.num <= 0):
		return simplest(b.Neg(), hasB, a.Neg(), hasA).Neg()
	case !hasB:
		f, _ := a.floor()
		if f == math.MaxInt64 {
			rangePanic("a numerator past 2^63")
		}
		return Int(f + 1)
	}
	// 0 ≤ a < b.
	f, _ := a.floor()
	if Int(f+1).Cmp(b) < 0 {
		return Int(f + 1)
	}
	// a and b lie in [f, f+1]; look for the least denominator.
	ra, rb := a.Sub(Int(f)), b.Sub(Int(f))
	for k := uint8(1); k <= maxExp; k++ {
		var c int64
		if k >= ra.exp {
			c = ra.num<<(k-ra.exp) + 1
		} else {
			c = ra.num>>(ra.exp-k) + 1
		}
		x := NewDyadic(c, uint(k))
		if x.Cmp(rb) < 0 {
			return x.Add(Int(f))
		}
	}
	rangePanic("a denominator past 2^62")
	return Dyadic{}
}
