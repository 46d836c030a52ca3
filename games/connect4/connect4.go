package connect4

import (
	"fmt"
	"math/bits"
	"strings"

	"github.com/cgtgo/cgt"
	"unicode/utf8"
)

// Game is Connect Four on a board W columns wide and H rows high,
// written as a user would write a bitboard game for the Searcher: a worked
// example of a Scoring game with a move-ordering hook, margin bounds (with
// the moves in the same pass: MovesBounds), a hash and a symmetry
// (Canonical: a position and its mirror image share the Searcher's table
// entry).
//
// The margin counts how early the game is won, as in Pascal Pons's solver:
// a player who wins with the n-th stone of the game scores
// (W·H + 2 − n)/2 — the stones the winner still has in hand, the winning
// one included — and a full board without four in a row is 0. So the
// margin is positive for a win, 0 for a draw and negative for a loss, and
// optimal play wins as fast and loses as slowly as possible. Connect Four
// has no draws by repetition, so a draw is a Tie here.
//
// Moves does not list every legal move, only the ones worth searching,
// which does not change any margin: if the mover can connect four, one
// such move; otherwise, if the opponent threatens to connect four in a
// playable cell, the move that blocks it (one move if there are two
// threats, since every move then loses); otherwise the moves that do not
// give the opponent a cell to win in at once (one move if every move
// does). OrderMoves puts first the moves that make the most new threats,
// the centre column first among equals. Use Play for the full rules.
//
// A ConnectFour is immutable and safe for concurrent use.
type Game struct {
	w, h   int
	bottom uint64   // the bottom cell of every column
	full   uint64   // every cell of the board
	order  []int    // columns, centre first
	cols   []uint64 // the cells of each column, in that order
	centre uint64   // the middle column's cells (odd W), else 0
	pairs  []mirrorPair
}

// mirrorPair is a column left of the centre and the shift that takes it to
// its mirror image on the right.
type mirrorPair struct {
	left  uint64
	shift uint
}

// Position is a Connect Four position as two bitboards: Cur holds the
// stones of the player to move, Mask all the stones. Column c, row r (0 at
// the bottom) is bit c·(H+1) + r; the bit above each column stays clear.
type Position struct{ Cur, Mask uint64 }

// New returns the game on a w×h board. It panics unless w ≥ 1,
// h ≥ 1 and w·(h+1) ≤ 64 (so 7×6 and 8×7 fit, 9×6 does not).
func New(w, h int) *Game {
	if w < 1 || h < 1 || w*(h+1) > 64 {
		panic("connect4: New needs w, h ≥ 1 and w·(h+1) ≤ 64")
	}
	c := &Game{w: w, h: h}
	for col := 0; col < w; col++ {
		c.bottom |= 1 << (col * (h + 1))
	}
	c.full = c.bottom * (1<<h - 1)
	for i := 0; i < w; i++ {
		// w/2, then alternately left and right of it.
		c.order = append(c.order, w/2+(1-2*(i%2))*((i+1)/2))
		c.cols = append(c.cols, c.column(c.order[i]))
	}
	for col := 0; col < w/2; col++ {
		c.pairs = append(c.pairs, mirrorPair{c.column(col), uint((w - 1 - 2*col) * (h + 1))})
	}
	if w%2 == 1 {
		c.centre = c.column(w / 2)
	}
	return c
}

// Width returns W.
func (c *Game) Width() int { return c.w }

// Height returns H.
func (c *Game) Height() int { return c.h }

// Start returns the empty board.
func (c *Game) Start() Position { return Position{} }

// Stones returns the number of stones on the board.
func (c *Game) Stones(p Position) int { return bits.OnesCount64(p.Mask) }

// Play drops a stone of the player to move into column col and returns the
// new position; ok is false if col is out of range or full. It does not
// check whether play has already ended.
func (c *Game) Play(p Position, col int) (q Position, ok bool) {
	if col < 0 || col >= c.w {
		return p, false
	}
	m := (p.Mask + c.bottom) & c.column(col)
	if m == 0 {
		return p, false
	}
	return Position{Cur: p.Cur ^ p.Mask, Mask: p.Mask | m}, true
}

// PlayColumns returns the position after the columns of s, numbered 1 … W
// from the left and played in turn from the empty board ("4453"; "" is
// the empty board), the notation of Pascal Pons's solver and of
// "cgt query". The error names the first move that is not a playable
// column (out of range, or full) or comes after play has ended. Cost
// O(len(s)).
func (c *Game) PlayColumns(s string) (Position, error) {
	p := c.Start()
	for i, ch := range s {
		if _, ended := c.Terminal(p); ended {
			return p, fmt.Errorf("connect4: move %d of %s: the game is already over", i+1, cgt.QuoteInput(s))
		}
		_, n := utf8.DecodeRuneInString(s[i:])
		col := int(ch - '1')
		q, ok := c.Play(p, col)
		if !ok && col >= 0 && col < c.w {
			return p, fmt.Errorf("connect4: move %d of %s: %s is not a playable column: column %c is full (%d stones)", i+1, cgt.QuoteInput(s), cgt.QuoteInput(s[i:i+n]), ch, c.h)
		}
		if !ok {
			return p, fmt.Errorf("connect4: move %d of %s: %s is not a playable column (want 1 … %d)", i+1, cgt.QuoteInput(s), cgt.QuoteInput(s[i:i+n]), c.w)
		}
		p = q
	}
	return p, nil
}

// Column returns the column of the stone dropped by the move p → q.
func (c *Game) Column(p, q Position) int {
	return bits.TrailingZeros64(p.Mask^q.Mask) / (c.h + 1)
}

func (c *Game) column(col int) uint64 { return (1<<c.h - 1) << (col * (c.h + 1)) }

// aligned reports whether the stones pos contain four in a row.
func (c *Game) aligned(pos uint64) bool {
	// The shifts are constants for the usual heights (an x86 shift by a
	// variable costs a register move each, and these run at every node).
	switch c.h {
	case 6:
		return run4(pos, 1) || run4(pos, 6) || run4(pos, 7) || run4(pos, 8)
	case 5:
		return run4(pos, 1) || run4(pos, 5) || run4(pos, 6) || run4(pos, 7)
	case 4:
		return run4(pos, 1) || run4(pos, 4) || run4(pos, 5) || run4(pos, 6)
	}
	h := uint(c.h) & 63 // the mask spares Go's check for shifts past 63
	return run4(pos, 1) || run4(pos, h) || run4(pos, (h+1)&63) || run4(pos, (h+2)&63)
}

// run4 reports whether pos has four cells in a row along the direction of
// shift s (1, H, H+1 or H+2; s < 22).
func run4(pos uint64, s uint) bool {
	m := pos & (pos >> s)
	return m&(m>>((2*s)&63)) != 0
}

// winSpots returns the empty cells where stones pos would make four in a
// row (playable now or not).
func (c *Game) winSpots(pos, mask uint64) uint64 {
	r := (pos << 1) & (pos << 2) & (pos << 3)
	switch c.h { // constant shifts for the usual heights, as in aligned
	case 6:
		r |= lineSpots(pos, 6) | lineSpots(pos, 7) | lineSpots(pos, 8)
	case 5:
		r |= lineSpots(pos, 5) | lineSpots(pos, 6) | lineSpots(pos, 7)
	case 4:
		r |= lineSpots(pos, 4) | lineSpots(pos, 5) | lineSpots(pos, 6)
	default:
		h := uint(c.h) & 63
		r |= lineSpots(pos, h) | lineSpots(pos, (h+1)&63) | lineSpots(pos, (h+2)&63)
	}
	return r & (c.full ^ mask)
}

// lineSpots returns the cells that complete four of pos along the
// direction of shift s (one of H, H+1, H+2; s < 22).
func lineSpots(pos uint64, s uint) uint64 {
	up, down := pos<<s, pos>>s
	s2 := (2 * s) & 63
	p := up & (pos << s2)   // the two cells behind a cell, along the line, are stones
	q := down & (pos >> s2) // the two cells ahead
	s3 := (3 * s) & 63
	return p&(pos<<s3|down) | q&(up|pos>>s3)
}

// analyse returns the cells of the moves Moves lists (see Game) and the
// bounds MarginBounds returns, both from the cells where either player
// would connect four.
func (c *Game) analyse(p Position) (set uint64, lo, hi int) {
	poss := (p.Mask + c.bottom) & c.full
	if w := poss & c.winSpots(p.Cur, p.Mask); w != 0 {
		v := (c.empty(p) + 1) / 2 // wins with the next stone
		return c.first(w), v, v
	}
	opp := c.winSpots(p.Cur^p.Mask, p.Mask)
	if forced := poss & opp; forced != 0 {
		if forced&(forced-1) != 0 {
			v := -c.empty(p) / 2 // two threats: loses to the next stone
			return c.first(forced), v, v
		}
		poss = forced
	}
	if safe := poss &^ (opp >> 1); safe != 0 {
		e := c.empty(p)
		return safe, -(e - 2) / 2, (e - 1) / 2
	}
	v := -c.empty(p) / 2 // every move lets the opponent connect four
	return c.first(poss), v, v
}

// empty returns the number of empty cells of p.
func (c *Game) empty(p Position) int { return c.w*c.h - bits.OnesCount64(p.Mask) }

// first returns the cell of set in the first column in centre-first order.
func (c *Game) first(set uint64) uint64 {
	for _, col := range c.cols {
		if m := set & col; m != 0 {
			return m
		}
	}
	return 0
}

// Moves appends the moves worth searching (see ConnectFour), centre column
// first.
func (c *Game) Moves(dst []Position, p Position) []Position {
	set, _, _ := c.analyse(p)
	return c.appendMoves(dst, p, set)
}

// MovesBounds is the cgt.BoundedMoves capability: MarginBounds and, unless
// they meet, Moves, in one pass; for an ended position, its Payoff as both
// bounds. (The Searcher then makes one call a position instead of three.)
func (c *Game) MovesBounds(dst []Position, p Position) ([]Position, int, int) {
	if c.aligned(p.Cur ^ p.Mask) {
		v := c.lost(p)
		return dst, v, v
	}
	set, lo, hi := c.analyse(p) // a full board: lo = hi = 0
	if lo == hi {
		return dst, lo, hi
	}
	return c.appendMoves(dst, p, set), lo, hi
}

// appendMoves appends the moves into the cells of set, centre column
// first.
func (c *Game) appendMoves(dst []Position, p Position, set uint64) []Position {
	for _, col := range c.cols {
		if m := set & col; m != 0 {
			dst = append(dst, Position{Cur: p.Cur ^ p.Mask, Mask: p.Mask | m})
		}
	}
	return dst
}

// Terminal reports whether the player who just moved has four in a row (a
// Loss for the player to move) or the board is full (a Tie).
func (c *Game) Terminal(p Position) (cgt.Outcome, bool) {
	if c.aligned(p.Cur ^ p.Mask) {
		return cgt.Loss, true
	}
	return cgt.Tie, p.Mask == c.full
}

// Gain returns 0: Connect Four scores only at the end.
func (c *Game) Gain(p, q Position) int { return 0 }

// Payoff returns −(W·H + 2 − n)/2 when the player who just moved won with
// the n-th stone, 0 for a full board.
func (c *Game) Payoff(p Position) int {
	if c.aligned(p.Cur ^ p.Mask) {
		return c.lost(p)
	}
	return 0
}

// lost returns the margin of p, lost with the last stone played.
func (c *Game) lost(p Position) int { return -(c.empty(p) + 2) / 2 }

// MarginBounds is the Bounded capability: the player to move with n stones
// on the board wins at best with stone n+1 — exactly that if a move
// connects four now — and otherwise with stone n+3 at best. If every move
// lets the opponent connect four at once (two open threats, or only moves
// under an opponent's winning cell), the player loses to stone n+2
// exactly; otherwise a move that does not lets the player lose at worst to
// stone n+4. Call it only where play goes on.
func (c *Game) MarginBounds(p Position) (lo, hi int) {
	_, lo, hi = c.analyse(p)
	return lo, hi
}

// OrderMoves sorts moves by the number of cells where the mover could then
// connect four, most first, keeping the centre-first order among equals.
func (c *Game) OrderMoves(p Position, moves []Position) {
	var score [32]int8 // w ≤ 32 since w·(h+1) ≤ 64
	for i, q := range moves {
		score[i] = int8(bits.OnesCount64(c.winSpots(q.Mask^q.Cur, q.Mask)))
	}
	for i := 1; i < len(moves); i++ {
		for j := i; j > 0 && score[j] > score[j-1]; j-- {
			score[j], score[j-1] = score[j-1], score[j]
			moves[j], moves[j-1] = moves[j-1], moves[j]
		}
	}
}

// Canonical is the cgt.Symmetric capability: of p and its mirror image
// (columns reversed), which have the same margin, the one with the smaller
// (Mask, Cur). Cost O(W): a few operations per pair of mirrored columns.
func (c *Game) Canonical(p Position) Position {
	m := c.mirror(p.Mask)
	if m > p.Mask {
		return p
	}
	cur := c.mirror(p.Cur)
	if m < p.Mask || cur < p.Cur {
		return Position{Cur: cur, Mask: m}
	}
	return p
}

// mirror returns the cells x reflected left to right.
func (c *Game) mirror(x uint64) uint64 {
	r := x & c.centre
	for _, q := range c.pairs {
		r |= (x&q.left)<<q.shift | (x>>q.shift)&q.left
	}
	return r
}

// Hash returns a key that differs for different positions.
func (c *Game) Hash(p Position) uint64 { return p.Cur + p.Mask + c.bottom }

// Format draws p with X for the first player's stones, O for the second's
// and . for empty cells, top row first, one line per row.
func (c *Game) Format(p Position) string {
	first := p.Cur
	if c.Stones(p)%2 == 1 {
		first = p.Cur ^ p.Mask
	}
	var b strings.Builder
	for r := c.h - 1; r >= 0; r-- {
		for col := 0; col < c.w; col++ {
			bit := uint64(1) << (col*(c.h+1) + r)
			switch {
			case first&bit != 0:
				b.WriteByte('X')
			case p.Mask&bit != 0:
				b.WriteByte('O')
			default:
				b.WriteByte('.')
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}
