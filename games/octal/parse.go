package octal

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/cgtgo/cgt"
)

// Game is a take-and-break heap game given by its code, such as
// "0.77" (Kayles), "0.07" (Dawson's Kayles), "0.137" (Dawson's chess),
// "4.07", "0.16" or "0.1777", or Grundy's game (Grundys).
//
// In the code d0.d1d2…dt, digit dj says what a player may do after removing
// j tokens from one heap: bit 1 — remove the whole heap (j tokens exactly);
// bit 2 — leave one non-empty heap; bit 4 — leave two non-empty heaps; bit 8
// (hexadecimal digits 8–F) — leave three non-empty heaps. The leading digit
// d0 is 0 or a sum of 4 and 8: split a heap into two (4) or three (8)
// non-empty heaps without removing any token.
//
// A position of the game as a Game is a multiset of heaps (HeapSum), so the
// generic engines solve sums of heaps directly; the fast way to the values
// of single heaps is the nim-sequence engine (Sequence, Prove), and the
// value of a sum of heaps is the XOR of theirs (Sequence.SumValue). An
// Game is immutable and safe for concurrent use.
type Game struct {
	code    string
	digits  []uint8 // digits[j] for j = 0…t, trailing zeros removed
	unequal bool    // splits into two equal heaps are not allowed (Grundy's game)
	whole   []int   // j ≥ 1 with bit 1
	one     []int   // j ≥ 1 with bit 2
	two     []int   // j ≥ 0 with bit 4
	three   []int   // j ≥ 0 with bit 8
}

// Parse parses an octal (or hexadecimal) game code: an optional
// leading digit 0, 4, 8 or C, a point, and one or more hexadecimal digits
// (upper or lower case): "0.77", ".77", "0.137", "4.07", "0.C", "0.1777".
// Trailing zeros after the point are ignored, and the digits after the
// point may be left out: "4." and "4" are the game 4.0 (split a heap into
// two non-empty heaps), "0" the game 0.0 with no move. A malformed code is an error
// that names the offending character and its byte offset. Cost: linear in
// the length of the code.
func Parse(code string) (*Game, error) {
	bad := func(i int, why string) error {
		_, n := utf8.DecodeRuneInString(code[i:])
		return fmt.Errorf("octal: code %s: bad character %s at offset %d: %s", cgt.QuoteInput(code), cgt.QuoteInput(code[i:i+n]), i, why)
	}
	if code == "" {
		return nil, fmt.Errorf("octal: code %s: empty", cgt.QuoteInput(code))
	}
	lead, i := 0, 0
	if code[0] != '.' {
		d, ok := hexDigit(code[0])
		if !ok {
			return nil, bad(0, "want a leading digit 0, 4, 8 or C, or '.'")
		}
		if d&3 != 0 {
			return nil, bad(0, "a leading digit may only split a heap (0, 4, 8 or C)")
		}
		lead, i = d, 1
		if i < len(code) && code[i] != '.' {
			return nil, bad(i, "want '.' after the single leading digit")
		}
	} else if len(code) == 1 {
		return nil, fmt.Errorf("octal: code %s: no digits", cgt.QuoteInput(code))
	}
	i++ // the point, if any
	digits := []uint8{uint8(lead)}
	for ; i < len(code); i++ {
		d, ok := hexDigit(code[i])
		if !ok {
			return nil, bad(i, "want a hexadecimal digit 0-9 or A-F")
		}
		digits = append(digits, uint8(d))
	}
	for len(digits) > 1 && digits[len(digits)-1] == 0 {
		digits = digits[:len(digits)-1]
	}
	return newOctal(digits, false), nil
}

func hexDigit(c byte) (int, bool) {
	switch {
	case '0' <= c && c <= '9':
		return int(c - '0'), true
	case 'a' <= c && c <= 'f':
		return int(c-'a') + 10, true
	case 'A' <= c && c <= 'F':
		return int(c-'A') + 10, true
	}
	return 0, false
}

func newOctal(digits []uint8, unequal bool) *Game {
	g := &Game{digits: digits, unequal: unequal}
	var b strings.Builder
	b.WriteString(strings.ToUpper(strconv.FormatInt(int64(digits[0]), 16)))
	b.WriteByte('.')
	if len(digits) == 1 {
		b.WriteByte('0')
	}
	for j, d := range digits {
		if j > 0 {
			b.WriteString(strings.ToUpper(strconv.FormatInt(int64(d), 16)))
			if d&1 != 0 {
				g.whole = append(g.whole, j)
			}
			if d&2 != 0 {
				g.one = append(g.one, j)
			}
		}
		if d&4 != 0 {
			g.two = append(g.two, j)
		}
		if d&8 != 0 {
			g.three = append(g.three, j)
		}
	}
	g.code = b.String()
	if unequal {
		g.code = "Grundy's game"
	}
	return g
}

// Grundys returns Grundy's game: a move splits one heap into two
// non-empty heaps of different sizes. Its nim-sequence (OEIS A002188) is not
// known to be periodic, and the Guy–Smith theorem does not apply to it, so
// Prove never reports a proof for it.
func Grundys() *Game { return newOctal([]uint8{4}, true) }

// String returns the canonical code: upper-case hexadecimal digits, the
// leading digit written, trailing zeros removed ("0.77", "4.07", "0.C"), or
// "Grundy's game".
func (g *Game) String() string { return g.code }

// MaxTake returns t, the largest number of tokens a move removes (the
// position of the last non-zero digit; 0 for a pure splitting game).
func (g *Game) MaxTake() int { return len(g.digits) - 1 }

// MaxParts returns the largest number of non-empty heaps one move can leave
// from one heap: 0, 1, 2 or 3. A game whose moves leave at most one heap
// "never splits".
func (g *Game) MaxParts() int {
	switch {
	case len(g.three) > 0:
		return 3
	case len(g.two) > 0:
		return 2
	case len(g.one) > 0:
		return 1
	}
	return 0
}

// heapOptions calls yield for every move from a heap of size h, with the
// number of tokens taken and the heaps left (at most three, non-empty,
// non-decreasing), until yield returns false. Cost: O(h) for a code with
// splitting digits, O(h²) with three-heap digits.
func (g *Game) heapOptions(h int, yield func(take int, parts []int) bool) bool {
	var buf [3]int
	for _, j := range g.whole {
		if h == j && !yield(j, buf[:0]) {
			return false
		}
	}
	for _, j := range g.one {
		if h > j {
			buf[0] = h - j
			if !yield(j, buf[:1]) {
				return false
			}
		}
	}
	for _, j := range g.two {
		m := h - j
		for a := 1; 2*a <= m; a++ {
			if g.unequal && 2*a == m {
				continue
			}
			buf[0], buf[1] = a, m-a
			if !yield(j, buf[:2]) {
				return false
			}
		}
	}
	for _, j := range g.three {
		m := h - j
		for a := 1; 3*a <= m; a++ {
			for b := a; a+2*b <= m; b++ {
				buf[0], buf[1], buf[2] = a, b, m-a-b
				if !yield(j, buf[:3]) {
					return false
				}
			}
		}
	}
	return true
}

// HeapSum is a position of a heap game: a multiset of non-empty heap sizes,
// kept in a canonical compact form so that equal multisets are equal
// values (it is a map key, not a display string). Make one with MakeHeapSum;
