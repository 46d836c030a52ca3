// Package toppling is the game of Toppling Dominoes (Fink, Nowakowski,
// Siegel and Wolfe, "Toppling Conjectures", Games of No Chance 4, 2015;
// Lessons in Play; CGSuite's game.strip.TopplingDominoes): a row of
// dominoes, each Left's (blue, L), Right's (red, R) or either player's
// (green, G). A player chooses a domino they may topple and pushes it left
// or right: it falls, and every domino on that side of it with it; the
// rest of the row stays. Who cannot topple loses. A row of n dominoes of
// one player's is worth n to that player.
//
// A position is one row (a sum of rows is the sum of their values); rows
// of up to 64 dominoes are solved by the partizan engine of cgt, a row and
// its reversal being one position.
package toppling

import (
	"context"
	"fmt"
	"math/bits"
	"strings"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/partizan"
)

// Row is a row of at most 64 dominoes, domino i (from the left) Left's if
// bit i of its Left set is on, Right's if bit i of its Right set is, green
// if both. It is a comparable value; the zero Row has no dominoes (value 0).
type Row struct {
	l, r uint64
	n    uint8
}

// Parse reads a row from left to right: L (or B, blue, or CGSuite's l)
// Left's, R (or CGSuite's r) Right's, G (or CGSuite's e, grey) either
// player's, e.g. "LRRG". The error names a bad character. CGSuite writes
// gaps "." in a strip, across which its dominoes topple; cgt refuses them
// and asks for the rows apart (a sum of rows: see ParseSum).
func Parse(s string) (Row, error) {
	var row Row
	if s == "" {
		return Row{}, fmt.Errorf("toppling: empty row (want dominoes L, R or G)")
	}
	for i, ch := range s {
		if row.n == 64 {
			return Row{}, fmt.Errorf("toppling: row %q longer than 64 dominoes", short(s))
		}
		bit := uint64(1) << row.n
		switch ch {
		case 'L', 'l', 'B', 'b':
			row.l |= bit
		case 'R', 'r':
			row.r |= bit
		case 'G', 'g', 'E', 'e':
			row.l |= bit
			row.r |= bit
		case '.', ' ', '_':
			return Row{}, fmt.Errorf("toppling: a gap at column %d of %q: write the rows apart, as a sum (%q)", i+1, short(s), strings.Join(strings.FieldsFunc(s, func(r rune) bool { return r == '.' || r == ' ' || r == '_' }), " + "))
		default:
			return Row{}, fmt.Errorf("toppling: bad domino %q in %q (want L, R or G)", ch, short(s))
		}
		row.n++
	}
	return row, nil
}

// ParseSum reads rows separated by "+" or spaces, e.g. "LR + RRL".
func ParseSum(s string) ([]Row, error) {
	var rows []Row
	for _, f := range strings.FieldsFunc(s, func(r rune) bool { return r == '+' || r == ' ' || r == '\t' || r == '\n' }) {
		row, err := Parse(f)
		if err != nil {
			return nil, err
		}
		rows = append(rows, row)
	}
	if len(rows) == 0 {
		return nil, fmt.Errorf("toppling: no row in %q", short(s))
	}
	return rows, nil
}

func short(s string) string {
	if len(s) > 70 {
		return s[:67] + "..."
	}
	return s
}

// Len returns the number of dominoes.
func (r Row) Len() int { return int(r.n) }

// String writes the row as Parse reads it.
func (r Row) String() string {
	var b strings.Builder
	for i := range uint(r.n) {
		switch l, rr := r.l>>i&1, r.r>>i&1; {
		case l == 1 && rr == 1:
			b.WriteByte('G')
		case l == 1:
			b.WriteByte('L')
		default:
			b.WriteByte('R')
		}
	}
	return b.String()
}

// sub returns the dominoes i … j−1 of r.
func (r Row) sub(i, j uint) Row {
	if i >= j {
		return Row{}
	}
	m := uint64(1)<<(j-i) - 1
	if j-i == 64 {
		m = ^uint64(0)
	}
	return Row{r.l >> i & m, r.r >> i & m, uint8(j - i)}
}

// reverse returns r read from right to left.
func (r Row) reverse() Row {
	s := 64 - uint(r.n)
	if r.n == 0 {
		return r
	}
	return Row{bits.Reverse64(r.l) >> s, bits.Reverse64(r.r) >> s, r.n}
}

// Game is Toppling Dominoes as a partizan.Partizan game over Rows, with
// the partizan.Splitter capability only to make a row and its reversal one
// position (Components returns the lesser of the two).
type Game struct{}

func topples(dst []Row, r Row, mine uint64) []Row {
	for m := mine; m != 0; m &= m - 1 {
		i := uint(bits.TrailingZeros64(m))
		dst = append(dst, r.sub(i+1, uint(r.n)), r.sub(0, i))
	}
	return dst
}

// LeftMoves appends the rows after each topple of a Left or green domino:
// pushed left (the dominoes right of it stay), then right.
func (Game) LeftMoves(dst []Row, r Row) []Row { return topples(dst, r, r.l) }

// RightMoves appends the rows after each topple of a Right or green
// domino, in the same order.
func (Game) RightMoves(dst []Row, r Row) []Row { return topples(dst, r, r.r) }

// Components appends r or its reversal, the lesser of the two, or nothing
// for the empty row.
func (Game) Components(dst []Row, r Row) []Row {
	if r.n == 0 {
		return dst
	}
	v := r.reverse()
	if v.l < r.l || v.l == r.l && v.r < r.r {
		return append(dst, v)
	}
	return append(dst, r)
}

// Value returns the canonical form of the sum of rows, solving them in one
// table. opt as for partizan.Canonical.
func Value(ctx context.Context, rows []Row, opt *cgt.Options) (partizan.Value, error) {
	t := partizan.NewTable[Row](Game{}, opt)
	var sum partizan.Value
	for _, r := range rows {
		v, err := t.Value(ctx, r)
		if err != nil {
			return partizan.Value{}, err
		}
		sum = sum.Add(v)
	}
	return sum, nil
}
