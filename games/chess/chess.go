package chess

import (
	"fmt"
	"slices"

	"github.com/cgtgo/cgt"
)

// Endgame is king and rook (or queen) against king on 8×8, a complete
// retrograde-analysis game with a dense index, written to be read as an
// example of a Dense, Reversible game. Conventions: a position
// is the squares of the white king, the white rook or queen and the black
// king, and the side to move; the squares differ, the kings are not
// adjacent, and the side not to move is not in check. Black capturing an
// undefended piece ends the game level (a Tie), and so does stalemate; a
// checkmated side has lost with remoteness 0.
//
// The zero value is KRK.
type Endgame struct {
	Piece Piece // White's piece besides the king: Rook (the zero value) or Queen
}

// Piece is White's piece besides the king in an Endgame.
type Piece int8

const (
	Rook  Piece = iota // king and rook against king (KRK)
	Queen              // king and queen against king (KQK)
)

// String returns "rook" or "queen".
func (p Piece) String() string {
	if p == Queen {
		return "queen"
	}
	return "rook"
}

// Position is a position of an Endgame. It packs bits 0–5 the black king's square, 6–11 the white
// piece's, 12–17 the white king's (square = 8·rank + file, a1 = 0), bit 18
// set when Black is to move. A position after Black captured the piece has
// the piece on the black king's square and White to move.
type Position uint32

func mkEndgame(wk, wp, bk int, black bool) Position {
	p := Position(wk<<12 | wp<<6 | bk)
	if black {
		p |= 1 << 18
	}
	return p
}

func (p Position) wk() int        { return int(p>>12) & 63 }
func (p Position) wp() int        { return int(p>>6) & 63 }
func (p Position) bk() int        { return int(p) & 63 }
func (p Position) black() bool    { return p>>18 != 0 }
func (p Position) captured() bool { return p.wp() == p.bk() && !p.black() }

// NewPosition returns the position with the white king, the white
// rook or queen and the black king on the given squares (8·rank + file,
// a1 = 0, h8 = 63) and the given side to move. Squares out of range are an
// error; legality is not checked (see Legal).
func NewPosition(whiteKing, whitePiece, blackKing int, blackToMove bool) (Position, error) {
	for _, s := range []int{whiteKing, whitePiece, blackKing} {
		if s < 0 || s > 63 {
			return 0, fmt.Errorf("chess: endgame square %d out of range 0…63", s)
		}
	}
	return mkEndgame(whiteKing, whitePiece, blackKing, blackToMove), nil
}

// Squares returns the squares of the white king, the white piece and the
// black king.
func (p Position) Squares() (whiteKing, whitePiece, blackKing int) {
	return p.wk(), p.wp(), p.bk()
}

// BlackToMove reports whether Black is to move.
func (p Position) BlackToMove() bool { return p.black() }

// Captured reports whether Black has just taken the white piece (play has
// ended level).
func (p Position) Captured() bool { return p.captured() }

// String writes p as "Ka1 Rb2 kc3 w" (R is the rook or the queen, and w or
// b the side to move).
func (p Position) String() string {
	sq := func(s int) string { return string(rune('a'+s%8)) + string(rune('1'+s/8)) }
	side := "w"
	if p.black() {
		side = "b"
	}
	return fmt.Sprintf("K%s R%s k%s %s", sq(p.wk()), sq(p.wp()), sq(p.bk()), side)
}

// egNear reports whether squares a and b are equal or adjacent.
func egNear(a, b int) bool {
	df, dr := a%8-b%8, a/8-b/8
	return df >= -1 && df <= 1 && dr >= -1 && dr <= 1
}

// egStep returns the square one step from s in direction d, or −1 off the board.
func egStep(s int, d [2]int) int {
	f, r := s%8+d[0], s/8+d[1]
	if f < 0 || f > 7 || r < 0 || r > 7 {
		return -1
	}
	return 8*r + f
}

var egDirs = [8][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}}

func (e Endgame) dirs() [][2]int {
	if e.Piece == Queen {
		return egDirs[:]
	}
	return egDirs[:4]
}

// attacks reports whether the piece on s attacks square t, its line
// blocked only by the white king on wk (the black king never shields
// itself). O(1): t must be on a line from s, and wk not strictly between.
func (e Endgame) attacks(s, t, wk int) bool {
	df, dr := t%8-s%8, t/8-s/8
	if s == t || df != 0 && dr != 0 && (e.Piece != Queen || df != dr && df != -dr) {
		return false
	}
	k := max(df, -df, dr, -dr) // t = s + k·(df/k, dr/k)
	wf, wr := wk%8-s%8, wk/8-s/8
	j := max(wf, -wf, wr, -wr)
	return !(j > 0 && j < k && wf*k == df*j && wr*k == dr*j)
}

// Moves appends the legal moves from p; Black's capture of an undefended piece
// leads to the captured position.
func (e Endgame) Moves(dst []Position, p Position) []Position {
	wk, wp, bk := p.wk(), p.wp(), p.bk()
	if p.black() {
		for _, d := range egDirs {
			t := egStep(bk, d)
			switch {
			case t < 0 || egNear(t, wk):
			case t == wp:
				dst = append(dst, mkEndgame(wk, t, t, false))
			case !e.attacks(wp, t, wk):
				dst = append(dst, mkEndgame(wk, wp, t, false))
			}
		}
		return dst
	}
	for _, d := range egDirs {
		if t := egStep(wk, d); t >= 0 && t != wp && !egNear(t, bk) {
			dst = append(dst, mkEndgame(t, wp, bk, true))
		}
	}
	for _, d := range e.dirs() {
		for t := egStep(wp, d); t >= 0 && t != wk && t != bk; t = egStep(t, d) {
			dst = append(dst, mkEndgame(wk, t, bk, true))
		}
	}
	return dst
}

// Terminal reports the end of play: the captured position and stalemate
// end level (Tie), checkmate is a Loss for Black.
func (e Endgame) Terminal(p Position) (cgt.Outcome, bool) {
	if p.captured() {
		return cgt.Tie, true
	}
	if !p.black() || len(e.Moves(make([]Position, 0, 8), p)) > 0 {
		return cgt.Unknown, false // White always has a move
	}
	if e.attacks(p.wp(), p.bk(), p.wk()) {
		return cgt.Loss, true
	}
	return cgt.Tie, true
}

// Predecessors appends the positions one legal move before p: the moves of
// the side that just moved, played backwards onto empty squares, keeping
// those where the earlier position was legal.
func (e Endgame) Predecessors(dst []Position, p Position) []Position {
	wk, wp, bk := p.wk(), p.wp(), p.bk()
	if !p.black() { // Black just moved, perhaps capturing
		for _, d := range egDirs {
			s := egStep(bk, d)
			if s >= 0 && s != wk && !egNear(s, wk) && (!p.captured() || !egNear(wp, wk)) && (p.captured() || s != wp) {
				dst = append(dst, mkEndgame(wk, wp, s, true))
			}
		}
		return dst
	}
	for _, d := range egDirs {
		if s := egStep(wk, d); s >= 0 && s != wp && s != bk && !egNear(s, bk) && !e.attacks(wp, bk, s) {
			dst = append(dst, mkEndgame(s, wp, bk, false))
		}
	}
	for _, d := range e.dirs() {
		for s := egStep(wp, d); s >= 0 && s != wk && s != bk; s = egStep(s, d) {
			if !e.attacks(s, bk, wk) {
				dst = append(dst, mkEndgame(wk, s, bk, false))
			}
		}
	}
	return dst
}

// Size is the size of the dense index: every packed value below 2¹⁹
// (illegal ones are never reached from the legal starts).
func (Endgame) Size() int { return 1 << 19 }

// Index returns the packed value of p.
func (Endgame) Index(p Position) int { return int(p) }

// Position returns the position whose packed value is i.
func (Endgame) Position(i int) Position { return Position(i) }

// Legal returns every legal position (both sides to move) in index order:
// 175,168 with White to move and 223,944 with Black to move for KRK.
func (e Endgame) Legal() []Position {
	out := make([]Position, 0, 1<<19) // 399,112 of the 2¹⁹ numbers: no copy on the way
	for i := range 1 << 19 {
		p := Position(i)
		wk, wp, bk := p.wk(), p.wp(), p.bk()
		if wk != wp && wp != bk && !egNear(wk, bk) && (p.black() || !e.attacks(wp, bk, wk)) {
			out = append(out, p)
		}
	}
	return out
}

// BareKings is the number of positions just after Black takes the piece:
// every placement of the two kings on squares not next to each other,
// 64·63 ordered pairs less the 420 adjacent ones.
const BareKings = 64*63 - 420

// Check returns nil if p is a position of the endgame: a legal one (Legal
// lists them) or one just after Black took the piece (Captured: play has
// ended level; the solved tables hold these too, BareKings of them). Otherwise it says why p cannot occur:
// two pieces on one square, the kings next to each other, or the side not
// to move in check. O(1).
func (e Endgame) Check(p Position) error {
	wk, wp, bk := p.wk(), p.wp(), p.bk()
	name := func(s int) string { return string(rune('a'+s%8)) + string(rune('1'+s/8)) }
	switch {
	case wk == wp:
		return fmt.Errorf("chess: %v: the white king and the %v are both on %s", p, e.Piece, name(wk))
	case wk == bk:
		return fmt.Errorf("chess: %v: both kings are on %s", p, name(wk))
	case egNear(wk, bk):
		return fmt.Errorf("chess: %v: the kings are next to each other", p)
	case p.captured():
		return nil
	case wp == bk:
		return fmt.Errorf("chess: %v: the black king and the %v are both on %s with Black to move", p, e.Piece, name(bk))
	case !p.black() && e.attacks(wp, bk, wk):
		return fmt.Errorf("chess: %v: the black king is in check with White to move", p)
	}
	return nil
}

// Classes is an Endgame solved one position per class of the 8 symmetries
// of the board — the rotations and reflections, which map legal positions
// to legal positions and moves to moves since there are no pawns and no
// castling. It is the cgt.Orbits capability: SolveRetrograde on Classes
// stores and solves about an eighth of the positions (KRK from the legal
// positions: 50,477 classes for 402,724 positions, the 3,612 captures
// included; KQK: 46,599 for 372,064), and its Solution still answers every
// position, through its class. Len and Stats count classes.
type Classes struct{ Endgame }

// images returns p under each of the 8 symmetries: k&1 mirrors the files,
// k&2 the ranks, k&4 swaps files and ranks.
func (p Position) images() [8]Position {
	var out [8]Position
	for k := range 8 {
		t := func(s int) int {
			f, r := s&7, s>>3
			if k&1 != 0 {
				f = 7 - f
			}
			if k&2 != 0 {
				r = 7 - r
			}
			if k&4 != 0 {
				f, r = r, f
			}
			return 8*r + f
		}
		out[k] = mkEndgame(t(p.wk()), t(p.wp()), t(p.bk()), p.black())
	}
	return out
}

// Canonical returns the least of p's images as packed values.
func (Classes) Canonical(p Position) Position {
	im := p.images()
	return slices.Min(im[:])
}

// OrbitSize returns the number of distinct images of p: 8, or 4, 2 or 1
// for positions on a line of symmetry of the board.
func (Classes) OrbitSize(p Position) int {
	im := p.images()
	slices.Sort(im[:])
	return len(slices.Compact(im[:]))
}
