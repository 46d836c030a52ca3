// Package mills is the morris family — Five, Six, Seven and Nine Men's
// Morris — written as rules on the board index (package
// github.com/cgtgo/cgt/board), with no numbering of its own: the board
// package numbers its positions, one number for each class of the
// board's symmetries, and solves them by tiers.
//
// Rules, as GamesmanOne's Mills plays its standard variants. Each player
// has the same number of stones (Five: 5, Six: 6, Seven: 7, Nine: 9);
// White moves first. While a player has stones in hand, a move places
// one on an empty point; once all are placed, a move slides a stone along
// a line to an empty neighbouring point. In Nine Men's Morris a player
// with three stones on the board flies instead: moves a stone to any
// empty point (the other variants have no flying). A move that closes a
// line of three of the mover's stones (a mill) removes one stone of the
// other player that is not in a mill, or any of them if all are. A player
// with fewer than three stones (on the board and in hand together), or
// with no legal move, loses. Play that repeats for ever is a draw.
//
// Boards. Five and Six Men's Morris are played on two concentric squares
// whose sides' middles are joined (16 points; the mills are the sides);
// Seven adds a point in the middle, joined to the inner square, so that
// the middle row and column of five points hold three mills each (17
// points); Nine on three squares (24 points; the joins of the middles are
// mills too). The 16- and 24-point boards have 16 symmetries (those of the
// square, with the inner and outer squares exchanged or not), the 17-point
// board 8.
//
// Positions are written from the side of the player to move (Sets[0] its
// stones, Sets[1] the other's, Off[0] and Off[1] their stones in hand)
// and as text as games/morris writes them: the points row by row, top
// first, each W, B or '.', rows separated by '/', then the colour to move
// and, while stones are in hand, the stones in White's and Black's hands:
//
//	.../.../..../.../... W 6 6     Six Men's Morris at the start
//
// Published: Nine Men's Morris is a draw (Gasser 1996), as are Five and
// Six Men's Morris (GamesmanOne's solves).
package mills

import (
	"fmt"
	"math/bits"
	"strings"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/board"
)

// Variant is a member of the family.
type Variant struct {
	Name   string // "six"
	Stones int    // stones of each player
	Fly    int    // a player with at most this many stones on the board flies (0: never)
	geo    *geometry
}

// The variants, as GamesmanOne plays them.
var (
	Five  = Variant{"five", 5, 0, board16}
	Six   = Variant{"six", 6, 0, board16}
	Seven = Variant{"seven", 7, 0, board17}
	Nine  = Variant{"nine", 9, 3, board24}
)

// Variants lists the variants by name.
var Variants = map[string]Variant{"five": Five, "six": Six, "seven": Seven, "nine": Nine}

// Options restricts a variant to a part of its positions.
type Options struct {
	// Midgame keeps only the positions without stones in hand (the
	// midgame and endgame, which games/morris solves for Nine).
	Midgame bool
	// MaxStones, when not 0, keeps only the positions with at most that
	// many stones on the board and in hand together, a player left with
	// two (who has lost) counting as three, as games/morris counts them:
	// so that the positions a mill of the game leads to are in it.
	MaxStones int
}

// Rules is a variant's rules, restricted by its options (board.Rules and
// board.Unmover).
type Rules struct {
	v   Variant
	o   Options
	geo *geometry
	all uint64
}

// New returns the game of variant v restricted by o, numbered by the
// board package.
func New(v Variant, o Options) (board.Game, error) {
	if v.geo == nil {
		return nil, fmt.Errorf("mills: variant %q is not one of the family", v.Name)
	}
	return board.New(&Rules{v: v, o: o, geo: v.geo, all: 1<<v.geo.n - 1})
}

// Spec describes the game (board.Rules).
func (r *Rules) Spec() board.Spec {
	g := r.geo
	var parts []string
	if r.o.Midgame {
		parts = append(parts, "midgame")
	}
	if r.o.MaxStones > 0 {
		parts = append(parts, fmt.Sprintf("at most %d stones", r.o.MaxStones))
	}
	params := strings.Join(parts, " ")
	pts := make([][2]float64, g.n)
	for i, p := range g.rc {
		pts[i] = [2]float64{(float64(p[1]) + 0.5) / float64(g.grid), (float64(p[0]) + 0.5) / float64(g.grid)}
	}
	sp := board.Spec{
		Name: "mills-" + r.v.Name, Params: params,
		Cells: g.n, Kinds: "WB", Players: "WB",
		Order: []int{1, 0}, // keyed by the stones of the player not to move, as games/morris
		Swap:  []int{1, 0}, OffSwap: []int{1, 0},
		UniqueMoves: true, // each move places, or moves a stone from and to, and removes, a point of its own
		Symmetries:  g.syms,
		Layout:      board.Layout{Points: pts, Lines: g.lines, Names: g.names, Rows: g.rows},
	}
	s := r.v.Stones
	if !r.o.Midgame {
		sp.Start = []board.Pos{{Off: [4]uint8{uint8(s), uint8(s)}}}
	}
	// The shapes, by stones on the board and in hand, then by stones in
	// hand: every move keeps both or lowers one, so the tiers come
	// children first and a game of fewer stones is a first part of one of
	// more.
	for total := 5; total <= 2*s; total++ {
		for hands := 0; hands <= total; hands++ {
			for mh := 0; mh <= min(s, hands); mh++ {
				oh := hands - mh
				for m := 0; m <= s-mh; m++ {
					o := total - hands - m
					if r.shapeOK(m, o, mh, oh) {
						sp.Shapes = append(sp.Shapes, board.Shape{On: [4]uint8{uint8(m), uint8(o)}, Off: [4]uint8{uint8(mh), uint8(oh)}})
					}
				}
			}
		}
	}
	return sp
}

// shapeOK reports whether the game has positions with m stones of the
// player to move on the board and mh in hand, and o and oh of the other.
func (r *Rules) shapeOK(m, o, mh, oh int) bool {
	s := r.v.Stones
	switch {
	case m < 0 || o < 0 || m+mh > s || o+oh > s || m+o > r.geo.n:
	case m+mh < 2 || o+oh < 3: // the other moved last, with three or more
	case mh != oh && mh != oh+1: // White places first
	case r.o.Midgame && mh+oh > 0:
	case r.o.MaxStones > 0 && m+mh+o+oh+boolInt(m+mh == 2) > r.o.MaxStones:
	default:
		return true
	}
	return false
}

// Next returns the shapes a move leads to (board.Rules): a placement or a
// slide, with a stone of the other player removed or not.
func (r *Rules) Next(sh board.Shape) []board.Shape {
	m, o, mh, oh := int(sh.On[0]), int(sh.On[1]), int(sh.Off[0]), int(sh.Off[1])
	if m+mh < 3 {
		return nil
	}
	var out []board.Shape
	add := func(m2, o2, mh2, oh2 int) {
		if r.shapeOK(m2, o2, mh2, oh2) {
			out = append(out, board.Shape{On: [4]uint8{uint8(m2), uint8(o2)}, Off: [4]uint8{uint8(mh2), uint8(oh2)}})
		}
	}
	if mh > 0 {
		add(o, m+1, oh, mh-1)
		add(o-1, m+1, oh, mh-1)
	} else {
		add(o, m, oh, 0)
		add(o-1, m, oh, 0)
	}
	return out
}

// Terminal reports that play has ended when the player to move has fewer
// than three stones, on the board and in hand (a loss).
func (r *Rules) Terminal(p board.Pos) (cgt.Outcome, bool) {
	if popcount(p.Sets[0])+int(p.Off[0]) < 3 {
		return cgt.Loss, true
	}
	return cgt.Unknown, false
}

// flies reports whether a player with stones on the board and none in
// hand flies.
func (r *Rules) flies(stones int) bool { return stones <= r.v.Fly }

// targets returns where a stone at a may go.
func (r *Rules) targets(a int, free uint64, fly bool) uint64 {
	if fly {
		return free
	}
	return r.geo.adj[a&63] & free
}

// Moves appends the positions one move leads to (board.Rules): a
// placement while stones are in hand, else a slide (or flight); a move
// that closes a mill once for each stone it may remove.
func (r *Rules) Moves(dst []board.Pos, p board.Pos) []board.Pos {
	_, dst = r.moves(dst, p, false)
	return dst
}

// CountQuiet returns the number of moves that close no mill and appends
// the others, those that remove a stone (board.QuietCounter: the other
// player's stones key the positions).
func (r *Rules) CountQuiet(dst []board.Pos, p board.Pos) (int, []board.Pos) {
	return r.moves(dst, p, true)
}

// moves appends the moves of p, or with quiet those that close a mill
// and counts the others.
func (r *Rules) moves(dst []board.Pos, p board.Pos, quiet bool) (int, []board.Pos) {
	x, y := p.Sets[0], p.Sets[1]
	mh, oh := p.Off[0], p.Off[1]
	free := r.all &^ (x | y)
	rem := uint64(0) // the stones a mill may remove, found at the first mill
	n := 0
	if mh > 0 {
		off := [4]uint8{oh, mh - 1}
		for f := free; f != 0; f &= f - 1 {
			b := f & -f
			x2 := x | b
			switch {
			case r.geo.inMill(x2, lowIndex(b)):
				dst, rem = r.appendMills(dst, y, x2, off, rem)
			case quiet:
				n++
			default:
				dst = appendPos(dst, y, x2, off)
			}
		}
		return n, dst
	}
	off := [4]uint8{oh, 0}
	fly := r.flies(popcount(x))
	for xs := x; xs != 0; xs &= xs - 1 {
		a := xs & -xs
		for ts := r.targets(lowIndex(a), free, fly); ts != 0; ts &= ts - 1 {
			b := ts & -ts
			x2 := x&^a | b
			switch {
			case r.geo.inMill(x2, lowIndex(b)):
				dst, rem = r.appendMills(dst, y, x2, off, rem)
			case quiet:
				n++
			default:
				dst = appendPos(dst, y, x2, off)
			}
		}
	}
	return n, dst
}

// appendMills appends the positions after a move that closed a mill and
// left the mover's stones x2 (off the counters after it): one for each of
// the other player's stones y that the mill may remove, rem (found here
// when 0, and returned).
func (r *Rules) appendMills(dst []board.Pos, y, x2 uint64, off [4]uint8, rem uint64) ([]board.Pos, uint64) {
	if rem == 0 {
		rem = r.geo.removable(y)
	}
	for rs := rem; rs != 0; rs &= rs - 1 {
		dst = appendPos(dst, y&^(rs&-rs), x2, off)
	}
	return dst, rem
}

// Unmoves appends the positions one move of the player who moved last
// leads from to p (board.Unmover): a placement taken back (with the stone
// its mill removed put back), or a slide or flight taken back likewise.
func (r *Rules) Unmoves(dst []board.Pos, p board.Pos) []board.Pos {
	return r.unmoves(dst, p, nil)
}

// UnmovesFrom appends the positions of Unmoves(p) of shape from
// (board.UnmoverFrom): the tier solver asks for the predecessors in one
// tier at a time, those that closed no mill (of p's own tier) or those
// that did (of the tier above).
func (r *Rules) UnmovesFrom(dst []board.Pos, p board.Pos, from board.Shape) []board.Pos {
	return r.unmoves(dst, p, &from)
}

// unmoves appends the positions of Unmoves(p), of shape from if not nil.
func (r *Rules) unmoves(dst []board.Pos, p board.Pos, from *board.Shape) []board.Pos {
	x, y := p.Sets[0], p.Sets[1] // y moved last
	mh, oh := p.Off[0], p.Off[1]
	free := r.all &^ (x | y)
	ny, nx := popcount(y), popcount(x)
	// The shapes before a placement and before a slide, without and with
	// a stone removed: only the game's (and from, if given) are listed.
	ok := func(m, o, mh, oh int) bool {
		if from != nil && *from != (board.Shape{On: [4]uint8{uint8(m), uint8(o)}, Off: [4]uint8{uint8(mh), uint8(oh)}}) {
			return false
		}
		return r.shapeOK(m, o, mh, oh)
	}
	placed := [2]bool{ok(ny-1, nx, int(oh)+1, int(mh)), ok(ny-1, nx+1, int(oh)+1, int(mh))}
	slid := [2]bool{oh == 0 && ok(ny, nx, 0, int(mh)), oh == 0 && ok(ny, nx+1, 0, int(mh))}
	if placed == [2]bool{} && slid == [2]bool{} {
		return dst
	}
	fly := r.flies(ny)
	for ys := y; ys != 0; ys &= ys - 1 {
		b := ys & -ys
		milled := r.geo.inMill(y, lowIndex(b))
		m := boolInt(milled)
		y1 := y &^ b
		// A placement at b.
		if placed[m] {
			dst = r.appendBack(dst, y1, x, free, milled, [4]uint8{oh + 1, mh})
		}
		if !slid[m] {
			continue
		}
		// A slide (or flight) from a to b.
		for as := r.targets(lowIndex(b), free, fly); as != 0; as &= as - 1 {
			dst = r.appendBack(dst, y1|as&-as, x, free&^(as&-as), milled, [4]uint8{oh, mh})
		}
	}
	return dst
}

// appendBack appends the positions before a move of the player with
// stones y0 (after it, with the stone that moved in place) against x,
// with the counters off: one, or, when the move closed a mill, one for
// each empty point r of free whose stone the mill could have removed.
func (r *Rules) appendBack(dst []board.Pos, y0, x, free uint64, milled bool, off [4]uint8) []board.Pos {
	if !milled {
		return appendPos(dst, y0, x, off)
	}
	for rs := free; rs != 0; rs &= rs - 1 {
		rb := rs & -rs
		if x0 := x | rb; r.geo.removable(x0)&rb != 0 {
			dst = appendPos(dst, y0, x0, off)
		}
	}
	return dst
}

// lowIndex returns the point of the set b of one point.
func lowIndex(b uint64) int { return bits.TrailingZeros64(b) }

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// appendPos appends the position with the stones mover and other and the
// counters off. It writes the fields in place: a struct built aside and
// copied in is read back before its parts are written (measured: 10 ns a
// move of Nine Men's Morris, half the time of Moves).
func appendPos(dst []board.Pos, mover, other uint64, off [4]uint8) []board.Pos {
	dst = append(dst, board.Pos{})
	q := &dst[len(dst)-1]
	q.Sets[0], q.Sets[1], q.Off = mover, other, off
	return dst
}

// MoveName names a move as games/morris does (board.Namer): the point a
// stone is placed on ("d1"), or the points a stone slides or flies from and
// to ("a1-d1"), followed by "x" and the point of the stone a mill removes
// ("d1xg7").
func (r *Rules) MoveName(p, q board.Pos) string {
	x, y := p.Sets[0], p.Sets[1]
	x2, y2 := q.Sets[1], q.Sets[0] // after the move, the mover is the other
	names := r.geo.names
	var s string
	if to := x2 &^ x; to != 0 {
		s = names[lowIndex(to)]
		if from := x &^ x2; from != 0 {
			s = names[lowIndex(from)] + "-" + s
		}
	}
	if gone := y &^ y2; gone != 0 {
		s += "x" + names[lowIndex(gone)]
	}
	return s
}
