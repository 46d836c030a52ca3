// Package toads is the game of Toads and Frogs (Berlekamp, Conway & Guy,
// Winning Ways, ch. 1; Erickson, "New Toads and Frogs results"): on a strip
// of squares, Left's toads move right and Right's frogs move left, one
// square into an empty square or jumping over one creature of the other
// kind into the empty square beyond; the player who cannot move loses.
// Strips of up to 32 squares are solved to canonical forms by the partizan
// engine of cgt.
package toads

import (
	"context"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/partizan"
)

// Strip is a Toads and Frogs position: n ≤ 32 squares, each empty, a toad
// or a frog, two bits per square. It is a comparable value; the zero Strip
// has no squares (value 0).
type Strip struct {
	cells uint64
	n     uint8
}

const (
	empty = 0
	toad  = 1
	frog  = 2
)

// Parse reads a strip from left to right: "T" a toad, "F" a frog, "." (or
// "_", "□") an empty square, e.g. "TT..FF". The error names the bad
// character. An empty string is an error (a strip of no squares is the
// game 0; the zero Strip is that, for programs that need it).
func Parse(s string) (Strip, error) {
	var st Strip
	if s == "" {
		return Strip{}, fmt.Errorf("toads: empty strip (want squares T, F or .)")
	}
	i := 0
	for j, r := range s {
		var c uint64
		switch r {
		case 'T', 't':
			c = toad
		case 'F', 'f':
			c = frog
		case '.', '_', '□':
			c = empty
		default:
			_, n := utf8.DecodeRuneInString(s[j:])
			return Strip{}, fmt.Errorf("toads: bad square %s in %s (want T, F or .)", cgt.QuoteInput(s[j:j+n]), cgt.QuoteInput(s))
		}
		if i == 32 {
			return Strip{}, fmt.Errorf("toads: strip %s longer than 32 squares", cgt.QuoteInput(s))
		}
		st.cells |= c << (2 * i)
		i++
	}
	st.n = uint8(i)
	return st, nil
}

// Len returns the number of squares.
func (s Strip) Len() int { return int(s.n) }

func (s Strip) at(i int) uint64 { return s.cells >> (2 * i) & 3 }

func (s Strip) set(i int, c uint64) Strip {
	s.cells = s.cells&^(3<<(2*i)) | c<<(2*i)
	return s
}

// String writes s as Parse reads it.
func (s Strip) String() string {
	var b strings.Builder
	for i := range int(s.n) {
		b.WriteByte(".TF"[s.at(i)])
	}
	return b.String()
}

// Game is Toads and Frogs as a partizan.Partizan game over Strips.
type Game struct{}

// moves appends the moves of the creature kind c heading in direction d.
func moves(dst []Strip, s Strip, c uint64, d int) []Strip {
	other := uint64(toad + frog - c)
	for i := range int(s.n) {
		if s.at(i) != c {
			continue
		}
		j := i + d
		if j < 0 || j >= int(s.n) {
			continue
		}
		switch s.at(j) {
		case empty:
			dst = append(dst, s.set(i, empty).set(j, c))
		case other:
			if k := j + d; k >= 0 && k < int(s.n) && s.at(k) == empty {
				dst = append(dst, s.set(i, empty).set(k, c))
			}
		}
	}
	return dst
}

// LeftMoves appends the strips after each toad's move (right).
func (Game) LeftMoves(dst []Strip, s Strip) []Strip { return moves(dst, s, toad, 1) }

// RightMoves appends the strips after each frog's move (left).
func (Game) RightMoves(dst []Strip, s Strip) []Strip { return moves(dst, s, frog, -1) }

// Value returns the canonical form of s. opt as for partizan.Canonical.
func Value(ctx context.Context, s Strip, opt *cgt.Options) (partizan.Value, error) {
	return partizan.Canonical(ctx, Game{}, s, opt)
}
