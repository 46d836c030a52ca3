package morris

import (
	"errors"
	"fmt"
	"math/bits"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/cgtgo/cgt"
)

// Color is a player's colour: White moves first.
type Color int8

const (
	White Color = iota
	Black
)

// String returns "W" or "B".
func (c Color) String() string {
	if c == Black {
		return "B"
	}
	return "W"
}

// Opponent returns the other colour.
func (c Color) Opponent() Color { return 1 - c }

// ranks lists the points of each rank of the picture, rank 7 first.
var ranks = [][]int{{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {9, 10, 11, 12, 13, 14}, {15, 16, 17}, {18, 19, 20}, {21, 22, 23}}

// ErrSyntax is wrapped by the errors of Parse and ParseMove.
var ErrSyntax = errors.New("morris: bad position or move")

// Format writes p with the colour toMove to move (see the package doc).
func Format(p Position, toMove Color) string {
	w, b := p.Mover(), p.Other()
	wh, bh := p.InHand()
	if toMove == Black {
		w, b, wh, bh = b, w, bh, wh
	}
	var sb strings.Builder
	for i, rk := range ranks {
		if i > 0 {
			sb.WriteByte('/')
		}
		for _, pt := range rk {
			switch {
			case w>>pt&1 != 0:
				sb.WriteByte('W')
			case b>>pt&1 != 0:
				sb.WriteByte('B')
			default:
				sb.WriteByte('.')
			}
		}
	}
	sb.WriteByte(' ')
	sb.WriteString(toMove.String())
	if wh != 0 || bh != 0 {
		fmt.Fprintf(&sb, " %d %d", wh, bh)
	}
	return sb.String()
}

// Parse reads a position written as Format writes it; the slashes between
// ranks may be left out, all of them. It returns the position and the
// colour to move, or an error wrapping ErrSyntax that names what is wrong:
// a cell other than W, B or ., not 24 cells, slashes that do not split the
// board into its seven ranks of 3, 3, 3, 6, 3, 3 and 3 points (the rank
// at fault is named), a colour other than W or B, stones in
// hand outside 0 … 9 or more than nine stones of a colour in all, or a
// player not to move with fewer than three stones (that player has already
// lost; no move leads there).
func Parse(s string) (Position, Color, error) {
	f := strings.Fields(s)
	if len(f) != 2 && len(f) != 4 {
		return 0, 0, fmt.Errorf("%w: %s: want the board, the colour to move and, while stones are in hand, White's and Black's, as \".../.../.../....../.../.../... W 9 9\"", ErrSyntax, cgt.QuoteInput(s))
	}
	if err := checkRanks(f[0]); err != nil {
		return 0, 0, err
	}
	var w, b uint32
	n := 0
	for i, c := range f[0] {
		if c == '/' {
			continue
		}
		if n == Points {
			return 0, 0, fmt.Errorf("%w: %s has more than 24 points", ErrSyntax, cgt.QuoteInput(f[0]))
		}
		switch c {
		case 'W', 'w':
			w |= 1 << order[n]
		case 'B', 'b':
			b |= 1 << order[n]
		case '.':
		default:
			_, size := utf8.DecodeRuneInString(f[0][i:])
			return 0, 0, fmt.Errorf("%w: %s in the board %s: want W, B or a dot", ErrSyntax, cgt.QuoteInput(f[0][i:i+size]), cgt.QuoteInput(f[0]))
		}
		n++
	}
	if n != Points {
		return 0, 0, fmt.Errorf("%w: the board %s has %d points, want 24", ErrSyntax, cgt.QuoteInput(f[0]), n)
	}
	var toMove Color
	switch f[1] {
	case "W", "w":
	case "B", "b":
		toMove = Black
	default:
		return 0, 0, fmt.Errorf("%w: %s to move: want W or B", ErrSyntax, cgt.QuoteInput(f[1]))
	}
	var hand [2]int
	if len(f) == 4 {
		for i := range 2 {
			h, err := strconv.Atoi(f[2+i])
			if err != nil || h < 0 || h > 9 {
				return 0, 0, fmt.Errorf("%w: %s stones in hand: want 0 … 9", ErrSyntax, cgt.QuoteInput(f[2+i]))
			}
			hand[i] = h
		}
	}
	for i, set := range [2]uint32{w, b} {
		if popcount(set)+hand[i] > 9 {
			return 0, 0, fmt.Errorf("%w: %s has %d stones on the board and %d in hand, more than 9", ErrSyntax, Color(i), popcount(set), hand[i])
		}
	}
	other := toMove.Opponent()
	if os := [2]uint32{w, b}[other]; popcount(os)+hand[other] < 3 {
		return 0, 0, fmt.Errorf("%w: %s, not to move, has fewer than 3 stones: the game is already over", ErrSyntax, other)
	}
	if toMove == Black {
		return pos(b, w, hand[1], hand[0]), Black, nil
	}
	return pos(w, b, hand[0], hand[1]), White, nil
}

// checkRanks returns an error wrapping ErrSyntax unless board, if it has
// slashes at all, has seven ranks of the picture's sizes: a slash in the
// wrong place would otherwise read as another board.
func checkRanks(board string) error {
	if !strings.Contains(board, "/") {
		return nil
	}
	rk := strings.Split(board, "/")
	if len(rk) != len(ranks) {
		return fmt.Errorf("%w: the board %s has %d ranks, want 7 separated by slashes (or 24 points without)", ErrSyntax, cgt.QuoteInput(board), len(rk))
	}
	for i, r := range rk {
		if n := utf8.RuneCountInString(r); n != len(ranks[i]) {
			return fmt.Errorf("%w: rank %d of the board %s has %d points, want %d", ErrSyntax, len(ranks)-i, cgt.QuoteInput(board), n, len(ranks[i]))
		}
	}
	return nil
}

// order lists the points in the order Format writes them: reading order.
var order = func() (o [Points]int) {
	n := 0
	for _, rk := range ranks {
		for _, pt := range rk {
			o[n] = pt
			n++
		}
	}
	return o
}()

// PointName returns the coordinates of point i ("a7" for 0, "g1" for 23).
func PointName(i int) string { return pointNames[i] }

// MoveName returns the name of the move from p to q, one of Moves(p):
// "d1" for a placement, "a1-d1" for a slide or a flight, with "xg7" added
// for the stone a mill removes.
func MoveName(p, q Position) string {
	x, x2 := p.Mover(), q.Other()
	mh, _ := p.InHand()
	var sb strings.Builder
	if mh == 0 {
		sb.WriteString(pointNames[bits.TrailingZeros32(x&^x2)])
		sb.WriteByte('-')
	}
	sb.WriteString(pointNames[bits.TrailingZeros32(x2&^x)])
	if r := p.Other() &^ q.Mover(); r != 0 {
		sb.WriteByte('x')
		sb.WriteString(pointNames[bits.TrailingZeros32(r)])
	}
	return sb.String()
}

// ParseMove returns the position the move named s (as MoveName writes it)
// leads to from p, or an error wrapping ErrSyntax when s is not the name
// of a legal move from p.
func ParseMove(p Position, s string) (Position, error) {
	for _, q := range (Game{}).Moves(nil, p) {
		if MoveName(p, q) == strings.ToLower(strings.TrimSpace(s)) {
			return q, nil
		}
	}
	return 0, fmt.Errorf("%w: %s is not a legal move here", ErrSyntax, cgt.QuoteInput(s))
}
