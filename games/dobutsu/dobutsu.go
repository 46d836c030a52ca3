// Package dobutsu is Dobutsu shogi ("Let's Catch the Lion!"), the 3×4
// shogi for children, as a game for the cgt engines: moves, un-moves
// (Predecessors), a move counter, a dense numbering of its 1,567,925,964
// positions and the left–right mirror (cgt.Orbits), so that
// SolveRetrograde solves the 246,803,167 classes of mirror images (the
// published count; 493,573,042 positions) reachable from the start in
// under 4 GiB. On the 2-core reference machine "cgt solve dobutsu -o FILE"
// (the solve and a 192 MB table written at DEFLATE level 1) took 7 min 12 s
// of wall time, 796 s of CPU and 1.37 GB at most; at the default level 6
// the table is 150 MB and its writing takes about 20 s more (the codec
// study, docs/tables.md). The start is a Loss in 77 plies for the side
// to move (a second-player win). The full solve is an opt-in test
// (TestSolveFull).
//
// # Rules
//
// The board has 3 columns and 4 rows. Each side has a Lion (one step in any
// of the 8 directions), a Giraffe (one step orthogonally), an Elephant (one
// step diagonally) and a Chick (one step forward). A Chick that moves onto
// the far row is promoted to a Hen (one step orthogonally or diagonally
// forward). At the start each side's back row holds, from that side's left
// to right, Elephant, Lion, Giraffe, and its Chick stands in front of its
// Lion. A captured piece goes to the captor's hand (a Hen goes back as a
// Chick) and may be dropped on any empty square instead of a move. A side
// wins by capturing the opposing Lion, or by moving its own Lion onto the
// far row on a square where it cannot be captured on the next move (the
// "try"). Play that never ends is a draw.
//
// # Conventions
//
//   - Drops: a piece may be dropped on any empty square, a Chick included on
//     the far row, where it does not promote and can never move (it can
//     still be captured).
//   - A move may leave one's own Lion where it can be taken (there is no
//     rule against it; it simply loses). Repetition has no special rule:
//     play that never ends is a Draw.
//   - End of play is decided at the position, for the side to move, so that
//     no position without both Lions is ever stored: the side to move has
//     won (Terminal Win, remoteness 0) when it can capture the opposing
//     Lion ("catch"), and otherwise has lost (Terminal Loss, remoteness 0)
//     when the opposing Lion stands on the mover's home row (a try that
//     cannot be answered by a capture). A Lion of the side to move already
//     on the far row is a Win; this cannot arise in play, since the
//     position before was already decided, but it makes every numbered
//     position well defined. These are the "catch" and "try" positions of
//     the published analyses.
//   - Remoteness therefore counts the plies up to a decided position: a
//     Win of remoteness r is completed by the capture of the Lion on ply
//     r+1, or by the try made on ply r; a Loss of remoteness r likewise.
//
// # Published figures
//
// The numbered space (both Lions on the board, the other six pieces on the
// board with an owner, a Chick possibly promoted, or in a hand) has
// 1,567,925,964 positions, the published number of Dobutsu shogi positions.
// From the start, 493,573,042 positions are reachable as this package
// counts them (seen from the side to move, each once), 294,616,135 of them
// decided by a catch or a try; up to the left–right Mirror they are
// exactly 246,803,167, the published count of reachable positions. So the
// published count identifies a position with its mirror image (and counts
// the side to move by orientation, as here), whatever it is said to
// reduce; TestReachableCount (opt-in) reproduces both numbers.
//
// # Positions and notation
//
// A Position is a packed integer, always seen from the side to move: that
// side plays "up" the board and its pieces are written in capitals. The
// notation lists the four rows from the far row down to the mover's home
// row, separated by '/', three squares each, left to right from the
// mover's point of view: L (Lion), G (Giraffe), E (Elephant), C (Chick), H
// (Hen), lower case for the opponent, '.' for an empty square; then a space
// and the pieces in hand (capitals the mover's, lower case the
// opponent's), or '-' when both hands are empty. The start is
//
//	gle/.c./.C./ELG -
//
// Squares are named like the published move records: columns A, B, C from
// the mover's left, rows 1 to 4 from the far row, so the mover's Lion
// starts on B4. Since a Position is seen from the side to move, a move
// "flips" the board: the position after a move is written from the other
// side's point of view.
package dobutsu

import (
	"errors"
	"fmt"
	"math/bits"
	"strings"
	"unicode/utf8"

	"github.com/cgtgo/cgt"
)

// Piece kinds, in the low three bits of a cell; bit 3 marks the opponent's
// pieces (the side not to move).
const (
	empty    = 0
	lion     = 1
	giraffe  = 2
	elephant = 3
	chick    = 4
	hen      = 5
	opp      = 8
)

// Position is a Dobutsu shogi position seen from the side to move: four
// bits per square (square s = 3·row + column, row 0 the far row) in bits
// 0…47, then the hands, two bits per count: the mover's Giraffes,
// Elephants and Chicks in bits 48…53, the opponent's in bits 54…59. Two
// different Position values are two different positions. Use Parse, Start
// or the moves of a Game to get valid ones.
type Position uint64

// board is a Position unpacked.
type board struct {
	c [12]uint8   // cell codes
	h [2][3]uint8 // hands: [0] mover, [1] opponent; Giraffe, Elephant, Chick
}

func (p Position) unpack() board {
	var b board
	for s := range 12 {
		b.c[s] = uint8(p>>(4*s)) & 15
	}
	for k := range 3 {
		b.h[0][k] = uint8(p>>(48+2*k)) & 3
		b.h[1][k] = uint8(p>>(54+2*k)) & 3
	}
	return b
}

func (b *board) pack() Position {
	var p Position
	for s := range 12 {
		p |= Position(b.c[s]) << (4 * s)
	}
	for k := range 3 {
		p |= Position(b.h[0][k]) << (48 + 2*k)
		p |= Position(b.h[1][k]) << (54 + 2*k)
	}
	return p
}

// flipped returns b seen from the other side: the board turned half a
// turn, the owners and the hands swapped.
func (b *board) flipped() Position {
	var p Position
	for s := range 12 {
		c := b.c[s]
		if c != 0 {
			c ^= opp
		}
		p |= Position(c) << (4 * (11 - s))
	}
	for k := range 3 {
		p |= Position(b.h[1][k]) << (48 + 2*k)
		p |= Position(b.h[0][k]) << (54 + 2*k)
	}
	return p
}

// Start is the start position, Black (the first player) to move.
func Start() Position {
	p, err := Parse("gle/.c./.C./ELG -")
	if err != nil {
		panic(err)
	}
	return p
}

var pieceLetters = [6]byte{0, 'L', 'G', 'E', 'C', 'H'}

// String returns p in the notation of the package doc. Values that are not
// positions print with '?' where a cell is not a piece.
func (p Position) String() string {
	b := p.unpack()
	var sb strings.Builder
	for s := range 12 {
		if s > 0 && s%3 == 0 {
			sb.WriteByte('/')
		}
		c := b.c[s]
		switch k := c & 7; {
		case c == 0:
			sb.WriteByte('.')
		case k < 1 || k > 5:
			sb.WriteByte('?')
		case c&opp != 0:
			sb.WriteByte(pieceLetters[k] + 'a' - 'A')
		default:
			sb.WriteByte(pieceLetters[k])
		}
	}
	sb.WriteByte(' ')
	n := sb.Len()
	for side := range 2 {
		for k := range 3 {
			for range b.h[side][k] {
				l := pieceLetters[k+giraffe]
				if side == 1 {
					l += 'a' - 'A'
				}
				sb.WriteByte(l)
			}
		}
	}
	if sb.Len() == n {
		sb.WriteByte('-')
	}
	return sb.String()
}

// ErrSyntax is wrapped by the errors of Parse.
var ErrSyntax = errors.New("dobutsu: bad position")

// Parse reads a position in the notation of the package doc, for example
// "gle/.c./.C./ELG -". Surrounding space is ignored and the hand part may
// be left out when both hands are empty. It checks that the position has
// exactly one Lion a side and two each of Giraffes, Elephants and Chicks
// (Hens counted as Chicks) on the board and in hand; it does not check
// that the position can be reached from the start.
func Parse(s string) (Position, error) {
	fail := func(format string, a ...any) (Position, error) {
		return 0, fmt.Errorf("%w %s: %s", ErrSyntax, cgt.QuoteInput(s), fmt.Sprintf(format, a...))
	}
	f := strings.Fields(s)
	if len(f) == 0 || len(f) > 2 {
		return fail("want 4 rows separated by '/', a space and the hands")
	}
	rows := strings.Split(f[0], "/")
	if len(rows) != 4 {
		return fail("%d rows, want 4 separated by '/'", len(rows))
	}
	var b board
	var count [6]int
	lions := [2]int{}
	for r, row := range rows {
		if len(row) != 3 {
			return fail("row %d is %s, want 3 squares", r+1, cgt.QuoteInput(row))
		}
		for c := range 3 {
			ch := row[c]
			if ch == '.' {
				continue
			}
			k, side := pieceOf(ch)
			if k == 0 {
				_, n := utf8.DecodeRuneInString(row[c:])
				return fail("square %c%d: %s is not a piece (L G E C H, lower case for the opponent, '.' for empty)", 'A'+c, r+1, cgt.QuoteInput(row[c:c+n]))
			}
			code := uint8(k)
			if side == 1 {
				code |= opp
			}
			b.c[3*r+c] = code
			if k == lion {
				lions[side]++
			}
			count[kindOfHand(k)]++
		}
	}
	if len(f) == 2 && f[1] != "-" {
		for i, ch := range []byte(f[1]) {
			k, side := pieceOf(ch)
			if k != giraffe && k != elephant && k != chick {
				_, n := utf8.DecodeRuneInString(f[1][i:])
				return fail("%s cannot be in hand (G E C, lower case for the opponent)", cgt.QuoteInput(f[1][i:i+n]))
			}
			b.h[side][k-giraffe]++
			count[k]++
		}
	}
	if lions[0] != 1 || lions[1] != 1 {
		return fail("want one Lion a side, found %d and %d", lions[0], lions[1])
	}
	for k, name := range map[int]string{giraffe: "Giraffes", elephant: "Elephants", chick: "Chicks and Hens"} {
		if count[k] != 2 {
			return fail("%d %s in all, want 2", count[k], name)
		}
	}
	return b.pack(), nil
}

// pieceOf returns the kind of a piece letter and its side (0 mover, 1
// opponent), or kind 0.
func pieceOf(ch byte) (kind, side int) {
	if ch >= 'a' && ch <= 'z' {
		side = 1
		ch -= 'a' - 'A'
	}
	for k := lion; k <= hen; k++ {
		if pieceLetters[k] == ch {
			return k, side
		}
	}
	return 0, 0
}

// kindOfHand returns the kind a piece has in hand (a Hen is a Chick).
func kindOfHand(k int) int {
	if k == hen {
		return chick
	}
	return k
}

// Game is Dobutsu shogi for the cgt engines. It implements cgt.Game,
// cgt.Reversible, cgt.MoveCounter and cgt.Dense over Position. Its methods
// are safe for concurrent use. Build it with New: it holds the tables of
// the numbering (about 8 MB).
type Game struct {
	t *tables
}

// tables are built once by New and only read afterwards.
type tables struct {
	steps [16][12]uint16 // squares a piece code moves to from a square
	back  [16][12]uint16 // squares from which a piece code moves to a square
	// multi[e][g][l][c] is the number of words of e+g+l+c cells holding
	// e empty squares, g Giraffes, l Elephants and c Chicks (or Hens): the
	// multinomial coefficient. A word is the list of the 10 squares other
	// than the Lions', each 0 empty, 1 Giraffe, 2 Elephant, 3 Chick or Hen;
	// words are numbered in lexicographic order from the last square.
	multi    [11][3][3][3]uint32
	handBase [217]int // first rank of each hand code

	// The ranking by lookup (rankCells(w, 9, n) is its definition: the
	// lexicographic rank of w from its last cell among the words with the
	// same counts n):
	// the rank of a word is rankHigh[classLow[w&1023]][w>>10] +
	// rankLow[w&1023], its low five cells and its high five looked up
	// separately (the high half's share depends on the counts of the low
	// half); wordAt[wordBase[c]+r] is the word of rank r among the words
	// of count class c = 9·Giraffes + 3·Elephants + Chicks.
	rankLow  [1024]uint32
	classLow [1024]uint8 // 27: more than two of a kind
	rankHigh [27][1024]uint32
	wordBase [28]uint32
	wordAt   []uint32

	// byteInfo[b] describes the two squares of byte b of a Position for
	// Index: bits 0–3 their cells of the word (a Lion takes none) and bits
	// 4–6 how many bits that is; bits 7–10 their extra bits (owners,
	// promotions) and bits 11–13 how many; bits 14–15 which of the two
	// holds the mover's Lion, 16–17 the opponent's. A square with an
	// invalid code takes no bits of the word, so that a Position holding
	// one never fills the word's 20 bits.
	byteInfo [256]uint32
	// handInfo[h] for the 12 hand bits h of a Position: the hand code in
	// bits 0–7 and, from bit 8, the numbers of Giraffes, Elephants and
	// Chicks that must be on the board, four bits each (all ones when h
	// is not a hand).
	handInfo [4096]uint32
}

// Lion placements: the mover's Lion square × the opponent's, distinct.
const lionCodes = 12 * 11

// New returns the game, with its tables built (a few milliseconds).
func New() *Game {
	t := &tables{}
	type d struct{ dr, dc int }
	lionD := []d{{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}}
	dirs := map[int][]d{
		lion:     lionD,
		giraffe:  {{-1, 0}, {1, 0}, {0, -1}, {0, 1}},
		elephant: {{-1, -1}, {-1, 1}, {1, -1}, {1, 1}},
		chick:    {{-1, 0}},
		hen:      {{-1, 0}, {1, 0}, {0, -1}, {0, 1}, {-1, -1}, {-1, 1}},
	}
	for k, ds := range dirs {
		for side := range 2 {
			code := k
			sign := 1
			if side == 1 {
				code |= opp
				sign = -1 // the opponent plays down the board
			}
			for s := range 12 {
				r, c := s/3, s%3
				for _, v := range ds {
					r2, c2 := r+sign*v.dr, c+v.dc
					if r2 < 0 || r2 > 3 || c2 < 0 || c2 > 2 {
						continue
					}
					to := 3*r2 + c2
					t.steps[code][s] |= 1 << to
					t.back[code][to] |= 1 << s
				}
			}
		}
	}
	for e := range 11 {
		for g := range 3 {
			for l := range 3 {
				for c := range 3 {
					if e+g+l+c == 0 {
						t.multi[e][g][l][c] = 1
						continue
					}
					// Sum over the kind of the first cell.
					var m uint32
					if e > 0 {
						m += t.multi[e-1][g][l][c]
					}
					if g > 0 {
						m += t.multi[e][g-1][l][c]
					}
					if l > 0 {
						m += t.multi[e][g][l-1][c]
					}
					if c > 0 {
						m += t.multi[e][g][l][c-1]
					}
					t.multi[e][g][l][c] = m
				}
			}
		}
	}
	for hc := range 216 {
		kg, ke, kc := handKinds(hc)
		size := int(t.multi[10-kg-ke-kc][kg][ke][kc]) << (kg + ke + 2*kc)
		t.handBase[hc+1] = t.handBase[hc] + size
	}
	t.rankTables()
	t.indexTables()
	return &Game{t: t}
}

// cellCounts returns how many of the five cells of half (ten bits) hold
// each kind, and their count class (27 when a kind is there three times or
// more).
func cellCounts(half uint32) (n [4]int, class int) {
	for j := range 5 {
		n[half>>(2*j)&3]++
	}
	if n[1] > 2 || n[2] > 2 || n[3] > 2 {
		return n, 27
	}
	return n, 9*n[1] + 3*n[2] + n[3]
}

// indexTables builds byteInfo and handInfo.
func (t *tables) indexTables() {
	// cell returns the byteInfo fields of one square holding code c.
	cell := func(c uint32) (w, wb, ev, eb, mine, theirs uint32) {
		switch k := c & 7; {
		case c == 0:
			return 0, 2, 0, 0, 0, 0
		case c == lion:
			return 0, 0, 0, 0, 1, 0
		case c == lion|opp:
			return 0, 0, 0, 0, 0, 1
		case k == giraffe || k == elephant:
			return k - 1, 2, c >> 3, 1, 0, 0
		case k == chick:
			return 3, 2, c >> 3 << 1, 2, 0, 0
		case k == hen:
			return 3, 2, c>>3<<1 | 1, 2, 0, 0
		}
		return 0, 0, 0, 0, 0, 0 // invalid: no bits
	}
	for b := range uint32(256) {
		w0, wb0, ev0, eb0, m0, t0 := cell(b & 15)
		w1, wb1, ev1, eb1, m1, t1 := cell(b >> 4)
		t.byteInfo[b] = (w0 | w1<<wb0) | (wb0+wb1)<<4 | (ev0<<eb1|ev1)<<7 | (eb0+eb1)<<11 |
			(m0|m1<<1)<<14 | (t0|t1<<1)<<16
	}
	for h := range uint32(4096) {
		t.handInfo[h] = ^uint32(0)
		hc, need := 0, uint32(0)
		for k := range 3 {
			a, b := uint8(h>>(2*k)&3), uint8(h>>(6+2*k)&3)
			if a+b > 2 {
				hc = -1
				break
			}
			hc = hc*6 + handPair(a, b)
			need |= uint32(2-a-b) << (4 * k)
		}
		if hc >= 0 {
			t.handInfo[h] = uint32(hc) | need<<8
		}
	}
}

// rankTables builds the lookup tables of the ranking from rankCells.
func (t *tables) rankTables() {
	for c := range 27 {
		n1, n2, n3 := c/9, c/3%3, c%3
		t.wordBase[c+1] = t.wordBase[c] + t.multi[10-n1-n2-n3][n1][n2][n3]
	}
	t.wordAt = make([]uint32, t.wordBase[27])
	for low := range uint32(1024) {
		n, c := cellCounts(low)
		t.classLow[low] = uint8(c)
		if c < 27 {
			t.rankLow[low] = t.rankCells(low, 4, n)
		}
	}
	for high := range uint32(1024) {
		nh, ch := cellCounts(high)
		if ch == 27 {
			continue
		}
		for lc := range 27 {
			n := [4]int{0, nh[1] + lc/9, nh[2] + lc/3%3, nh[3] + lc%3}
			if n[1] > 2 || n[2] > 2 || n[3] > 2 {
				continue
			}
			n[0] = 10 - n[1] - n[2] - n[3]
			t.rankHigh[lc][high] = t.rankCells(high<<10, 9, n)
		}
	}
	for high := range uint32(1024) {
		nh, ch := cellCounts(high)
		if ch == 27 {
			continue
		}
		for low := range uint32(1024) {
			lc := int(t.classLow[low])
			if lc == 27 || nh[1]+lc/9 > 2 || nh[2]+lc/3%3 > 2 || nh[3]+lc%3 > 2 {
				continue
			}
			c := ch + lc // the classes add digit by digit, no carry
			t.wordAt[t.wordBase[c]+t.rankHigh[lc][high]+t.rankLow[low]] = high<<10 | low
		}
	}
}

// handPairs lists the hand splits of a pair of pieces, (mover, opponent).
var handPairs = [6][2]uint8{{0, 0}, {0, 1}, {0, 2}, {1, 0}, {1, 1}, {2, 0}}

// handPair returns the number of the split (a, b) in handPairs.
func handPair(a, b uint8) int {
	switch a {
	case 0:
		return int(b)
	case 1:
		return 3 + int(b)
	}
	return 5
}

// handKinds returns how many Giraffes, Elephants and Chicks are on the
// board for hand code hc.
func handKinds(hc int) (kg, ke, kc int) {
	on := func(i int) int { return 2 - int(handPairs[i][0]) - int(handPairs[i][1]) }
	return on(hc / 36), on(hc / 6 % 6), on(hc % 6)
}

// Size returns 1,567,925,964, the number of positions with both Lions on
// the board and two pieces of each other kind on the board or in hand.
func (g *Game) Size() int { return g.t.handBase[216] * lionCodes }

// Index returns the number of p in [0, Size()), or −1 when p is not a
// position (a wrong number of pieces, an unknown cell code). Cost: one
// pass over the 12 squares and two table reads.
func (g *Game) Index(p Position) int {
	if p>>60 != 0 {
		return -1
	}
	t := g.t
	// Two squares (a byte) at a time: their cells of the word, their extra
	// bits and their Lions (see byteInfo).
	var word, extra, mine, theirs uint32
	wbits, nbits := uint32(0), uint32(0)
	for k := range 6 {
		e := t.byteInfo[uint8(p>>(8*k))]
		word |= (e & 15) << wbits
		wbits += e >> 4 & 7
		eb := e >> 11 & 7
		extra = extra<<eb | e>>7&15
		nbits += eb
		mine |= (e >> 14 & 3) << (2 * k)
		theirs |= (e >> 16 & 3) << (2 * k)
	}
	if wbits != 20 || bits.OnesCount32(mine) != 1 || bits.OnesCount32(theirs) != 1 {
		return -1
	}
	ml, ol := bits.TrailingZeros32(mine), bits.TrailingZeros32(theirs)
	// The counts of each kind in the word against the hands.
	lo, hi := word&0x55555, word>>1&0x55555
	onBoard := uint32(bits.OnesCount32(lo&^hi)) | uint32(bits.OnesCount32(hi&^lo))<<4 | uint32(bits.OnesCount32(lo&hi))<<8
	h := t.handInfo[p>>48&0xfff]
	if h>>8 != onBoard {
		return -1
	}
	lc := ml*11 + ol
	if ol > ml {
		lc--
	}
	low := word & 1023
	wr := t.rankHigh[t.classLow[low]][word>>10] + t.rankLow[low]
	r := t.handBase[h&0xff] + (int(wr)<<nbits | int(extra))
	return r*lionCodes + lc
}

// Position returns the position numbered i, for 0 ≤ i < Size(). It panics
// for i out of range.
func (g *Game) Position(i int) Position {
	if i < 0 || i >= g.Size() {
		panic(fmt.Sprintf("dobutsu: Position(%d) out of range [0, %d)", i, g.Size()))
	}
	lc := i % lionCodes
	r := i / lionCodes
	// The hand code: the last hc with handBase[hc] ≤ r.
	lo, hi := 0, 216
	for hi-lo > 1 {
		if mid := (lo + hi) / 2; g.t.handBase[mid] <= r {
			lo = mid
		} else {
			hi = mid
		}
	}
	hc := lo
	r -= g.t.handBase[hc]
	kg, ke, kc := handKinds(hc)
	nbits := kg + ke + 2*kc
	word := g.t.wordAt[int(g.t.wordBase[9*kg+3*ke+kc])+r>>nbits]
	extra := r & (1<<nbits - 1)
	ml := lc / 11
	ol := lc % 11
	if ol >= ml {
		ol++
	}
	var b board
	b.c[ml] = lion
	b.c[ol] = lion | opp
	j := 0
	for s := range 12 {
		if s == ml || s == ol {
			continue
		}
		w := word >> (2 * j) & 3
		j++
		switch w {
		case 1, 2:
			nbits--
			b.c[s] = uint8(w+1) | uint8(extra>>nbits&1)<<3
		case 3:
			nbits -= 2
			e := extra >> nbits & 3
			b.c[s] = chick | uint8(e>>1)<<3
			if e&1 != 0 {
				b.c[s] = hen | uint8(e>>1)<<3
			}
		}
	}
	for k := range 3 {
		var pair [2]uint8
		switch k {
		case 0:
			pair = handPairs[hc/36]
		case 1:
			pair = handPairs[hc/6%6]
		default:
			pair = handPairs[hc%6]
		}
		b.h[0][k], b.h[1][k] = pair[0], pair[1]
	}
	return b.pack()
}

// rankCells returns the share of cells top … 0 of word in its rank, n
// holding the counts of those cells. An empty cell adds nothing, so with
// the low cells of word empty and n the counts of all ten cells it is the
// share of the high cells.
func (t *tables) rankCells(word uint32, top int, n [4]int) uint32 {
	r := uint32(0)
	for j := top; j >= 0; j-- {
		v := int(word >> (2 * j) & 3)
		for k := 0; k < v; k++ {
			if n[k] > 0 {
				n[k]--
				r += t.multi[n[0]][n[1]][n[2]][n[3]]
				n[k]++
			}
		}
		n[v]--
	}
	return r
}

// attackMap returns the squares that the pieces of side (0 the mover, opp
// the opponent) attack.
func (t *tables) attackMap(b *board, side uint8) uint16 {
	var m uint16
	for s, c := range b.c {
		if c != 0 && c&opp == side {
			m |= t.steps[c][s]
		}
	}
	return m
}

// lions returns the squares of the mover's and the opponent's Lions.
func (b *board) lions() (ml, ol int) {
	ml, ol = -1, -1
	for s, c := range b.c {
		switch c {
		case lion:
			ml = s
		case lion | opp:
			ol = s
		}
	}
	return ml, ol
}

// terminal applies the end-of-play conventions of the package doc.
func (t *tables) terminal(b *board) (o int8, ended bool) {
	ml, ol := b.lions()
	if t.attackMap(b, 0)>>ol&1 != 0 || ml < 3 {
		return 1, true // the mover takes the Lion, or its Lion has survived on the far row
	}
	if ol >= 9 {
		return -1, true // the opponent's try stands
	}
	return 0, false
}

// Mirror returns p reflected left to right (column A and C swapped), a
// position with the same value: the rules are symmetric.
func Mirror(p Position) Position {
	const colA, colB = 0x00F00F00F00F, 0x0F00F00F00F0
	x := uint64(p)
	return Position(x&^(colA|colB|colA<<8) | x&colA<<8 | x>>8&colA | x&colB)
}

// Canonical returns the representative of p's class under the left–right
// mirror: the smaller of p and Mirror(p) as packed values. With OrbitSize
// it is the cgt.Orbits capability, so SolveRetrograde solves one position
// per mirror pair: half the work and half the table.
func (g *Game) Canonical(p Position) Position { return min(p, Mirror(p)) }

// OrbitSize returns 1 when p is its own mirror image and 2 otherwise.
func (g *Game) OrbitSize(p Position) int {
	if Mirror(p) == p {
		return 1
	}
	return 2
}

// flip returns p seen from the other side (as board.flipped), on the
// packed value: the 12 cells in reverse order, the owner bit of each piece
// toggled, the hands swapped.
func flip(p Position) Position {
	x := bits.ReverseBytes64(uint64(p) << 16) // cell s now in byte 5−s/2
	x = (x&0x0F0F0F0F0F0F0F0F)<<4 | (x>>4)&0x0F0F0F0F0F0F0F0F
	ne := (x | x>>1 | x>>2) & 0x111111111111 // cells holding a piece
	x ^= ne << 3
	h := uint64(p) >> 48
	h = (h&63)<<6 | (h>>6)&63
	return Position(x | h<<48)
}

// squareName names square s from the mover's point of view: columns A, B,
// C from the left, rows 1 (the far row) to 4 (the mover's home row).
func squareName(s int) string { return string([]byte{byte('A' + s%3), byte('1' + s/3)}) }

// MoveString names the move from p to q (a position listed by Moves(p),
// so seen from the other side) from the mover's point of view: the piece
// letter, its square, '-' or 'x' for a capture, the target square and '+'
// for a promotion ("CB3xB2", "LB4-A3", "CB2-B1+"), or the piece, '*' and
// the square for a drop ("G*B2"). It returns "?" when q is not one move
// away from p.
func MoveString(p, q Position) string {
	b := p.unpack()
	qb := q.unpack()
	a := qb.flipped().unpack() // q seen from p's mover
	from, to := -1, -1
	for s := range 12 {
		x, y := b.c[s], a.c[s]
		switch {
		case x == y:
		case x != 0 && x&opp == 0 && y == 0:
			from = s
		case y != 0 && y&opp == 0:
			to = s
		}
	}
	if to < 0 {
		return "?"
	}
	if from < 0 {
		return string(pieceLetters[a.c[to]]) + "*" + squareName(to)
	}
	sep := "-"
	if b.c[to] != 0 {
		sep = "x"
	}
	s := string(pieceLetters[b.c[from]]) + squareName(from) + sep + squareName(to)
	if b.c[from] == chick && a.c[to] == hen {
		s += "+"
	}
	return s
}
