// Package morris is Nine Men's Morris as Gasser solved it (Games of No
// Chance, 1996): a draw from the start.
//
// Rules. The board has 24 points on three squares joined at the middles of
// their sides (see the picture at Points). Each player has nine stones,
// White moves first. While a player has stones in hand, a move places one
// on an empty point; after that, a move slides a stone along a line to an
// empty neighbouring point, and a player with three stones left (on the
// board and in hand together) flies: moves a stone to any empty point. A
// move that closes a line of three of the mover's stones (a mill) removes
// one stone of the other player that is not in a mill, or any of them if
// all are in mills; closing two mills at once still removes one. A player
// with fewer than three stones, or with no legal move, loses. Play that
// repeats for ever is a draw (cgt.Draw).
//
// Positions. A Position holds the stones of the player to move and of the
// other player, and the stones each has in hand; it does not say which
// colour moves, since the rules do not depend on it. The 16 symmetries of
// the board (the eight of the square, each with the inner and outer
// squares exchanged or not) map positions to positions of the same value:
// Game is cgt.Symmetric and cgt.Orbits.
//
// Text. A position is written as the board, rank 7 down to rank 1, each
// rank's points from left to right as W, B or . and the ranks separated by
// slashes; a space and the colour to move, W or B; and, while stones are
// in hand, a space and the stones White and Black have in hand:
//
//	.../.../.../....../.../.../... W 9 9     the start
//	WW./.../.../B....B/.../.../B.W W         a midgame position, White to move
//
// A move is written by its points: "d1" places a stone, "a1-d1" slides
// (or flies) one, and either may end with "xg7", the stone it removes.
// Parse and Format read and write positions, ParseMove and MoveName moves.
//
// Solving. Midgame numbers the positions without stones in hand in tiers
// of equal stone counts, whose slides stay inside the tier while captures
// leave it, for a strong solve by package github.com/cgtgo/cgt/tier (cgt
// solve morris --tiers DIR). See docs/morris.md.
package morris

import (
	"math/bits"

	"github.com/cgtgo/cgt"
)

// Position is a position of Nine Men's Morris: bits 0–23 hold the stones
// of the player to move (bit i for point i, see Points), bits 24–47 those
// of the other player, bits 48–51 and 52–55 the stones in hand of the
// player to move and of the other. The zero Position is the empty board
// with nothing in hand, a loss for the player to move.
type Position uint64

// NewPosition returns the position where the player to move has the
// stones mover on the board and moverHand in hand, and the other player
// the stones other and otherHand. It panics if the sets overlap, leave the
// 24 points, or a player would have more than 9 stones.
func NewPosition(mover, other uint32, moverHand, otherHand int) Position {
	if mover&other != 0 || (mover|other)&^full != 0 || moverHand < 0 || otherHand < 0 ||
		popcount(mover)+moverHand > 9 || popcount(other)+otherHand > 9 {
		panic("morris: NewPosition: not a position")
	}
	return pos(mover, other, moverHand, otherHand)
}

func pos(mover, other uint32, moverHand, otherHand int) Position {
	return Position(uint64(mover) | uint64(other)<<24 | uint64(moverHand)<<48 | uint64(otherHand)<<52)
}

// Mover returns the stones of the player to move, bit i for point i.
func (p Position) Mover() uint32 { return uint32(p) & full }

// Other returns the stones of the player who is not to move.
func (p Position) Other() uint32 { return uint32(p>>24) & full }

// InHand returns the stones in hand of the player to move and of the
// other player.
func (p Position) InHand() (mover, other int) { return int(p>>48) & 15, int(p>>52) & 15 }

// Game is Nine Men's Morris (see the package doc). Its zero value is
// ready to use; it has no state and is safe for concurrent use.
type Game struct{}

// Start returns the position before the first move: the empty board, nine
// stones in each hand, White to move.
func Start() Position { return pos(0, 0, 9, 9) }

// Terminal reports that play has ended when the player to move has fewer
// than three stones (a loss); a player without a legal move also loses,
// as under normal play, since Moves lists none.
func (Game) Terminal(p Position) (cgt.Outcome, bool) {
	mh, _ := p.InHand()
	if popcount(p.Mover())+mh < 3 {
		return cgt.Loss, true
	}
	return cgt.Unknown, false
}

// Moves appends the positions one move leads to: one per placement, slide
// or flight that closes no mill, and one per stone a mill may remove
// otherwise.
func (Game) Moves(dst []Position, p Position) []Position {
	x, y := p.Mover(), p.Other()
	mh, oh := p.InHand()
	free := full &^ (x | y)
	rem := geo.removable(y)
	if mh > 0 {
		for f := free; f != 0; f &= f - 1 {
			b := bits.TrailingZeros32(f)
			dst = appendMove(dst, x|1<<b, y, b, rem, oh, mh-1)
		}
		return dst
	}
	fly := popcount(x) == 3
	for xs := x; xs != 0; xs &= xs - 1 {
		a := bits.TrailingZeros32(xs)
		for ts := geo.targets(a, free, fly); ts != 0; ts &= ts - 1 {
			b := bits.TrailingZeros32(ts)
			dst = appendMove(dst, x&^(1<<a)|1<<b, y, b, rem, oh, 0)
		}
	}
	return dst
}

// appendMove appends the positions after the mover's stones become x2 by a
// stone arriving at b: the other player (stones y, hand yh) is to move,
// with one stone fewer in each way a mill closed at b allows.
func appendMove(dst []Position, x2, y uint32, b int, rem uint32, yh, xh int) []Position {
	if !geo.inMill(x2, b) {
		return append(dst, pos(y, x2, yh, xh))
	}
	for r := rem; r != 0; r &= r - 1 {
		dst = append(dst, pos(y&^(r&-r), x2, yh, xh))
	}
	return dst
}

// Canonical returns the representative of p's class under the 16
// symmetries: the image whose stones, as the number other<<24 | mover, are
// least. Stones in hand are kept.
func (Game) Canonical(p Position) Position {
	x, y := p.Mover(), p.Other()
	best := uint64(y)<<24 | uint64(x)
	for s := 1; s < 16; s++ {
		if v := uint64(geo.apply(s, y))<<24 | uint64(geo.apply(s, x)); v < best {
			best = v
		}
	}
	return p&^(1<<48-1) | Position(best)
}

// OrbitSize returns the number of distinct images of p under the 16
// symmetries.
func (Game) OrbitSize(p Position) int { return orbitSize(p.Mover(), p.Other()) }

func orbitSize(x, y uint32) int {
	fixed := 1
	for s := 1; s < 16; s++ {
		if geo.apply(s, x) == x && geo.apply(s, y) == y {
			fixed++
		}
	}
	return 16 / fixed
}
