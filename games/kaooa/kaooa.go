// Package kaooa is Kaooa, the vulture and crows game of India, written as
// rules on the board index (package github.com/cgtgo/cgt/board), with no
// numbering of its own: the board package numbers its positions, one
// number for each class of the pentagram's ten symmetries, and solves
// them by tiers.
//
// Rules, as GamesmanOne plays them. The board is a pentagram: five lines,
// each through two tips of the star and two of the five points where the
// lines cross, ten points in all; two points are neighbours when they are
// next to each other on a line (a tip has two neighbours, an inner point
// four). One player has seven crows, the other one vulture. The crows
// move first. While the crows have crows in hand, a crows' move drops one
// on an empty point; once all are dropped, it slides a crow to an empty
// neighbouring point. The vulture's first move drops it on any empty
// point; after that, it slides to an empty neighbouring point or jumps
// along a line over a neighbouring crow to the empty point just beyond,
// taking that crow. Capturing is not compulsory (MandatoryCapture makes
// it so). The vulture wins when it has taken four crows (with Crows
// crows, all but three); the crows win when the vulture, to move, has no
// move; in general a player with no move loses (the crows always have
// one). Play that repeats for ever is a draw.
//
// GamesmanOne has two implementations of the game: "kaooa" (seven crows,
// the vulture wins with four taken: the traditional game, and this
// package's default) and "mkaooa", the one its game list ships (six
// crows, the vulture wins with three taken: Crows = 6 here). Both play
// the moves above; neither makes capturing compulsory (the first has the
// switch, unset).
//
// Positions carry the player to move (Turn 0: the crows, 1: the vulture):
// Sets[0] the crows, Sets[1] the vulture, Off[0] the crows in hand; the
// crows taken are the crows less those on the board and in hand. As text,
// the points row by row, top first (1, 4, 2, 1 and 2 of them: a; b c d
// e; f g; h; i j, as the star is drawn), each C, V or '.', rows separated
// by '/', then the player to move (C or V) and the crows in hand:
//
//	./..../.././.. C 7     the start
//
// A move is named by its points: a drop by its point ("c"), a slide by
// where from and where to ("c-f"), a jump with an x ("axf").
//
// Published: GamesmanOne's solves, checked here position by position: the
// seven-crow game is a win for the crows in 15 plies, the six-crow game a
// draw.
package kaooa

import (
	"fmt"
	"math/bits"
	"slices"
	"strings"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/board"
)

// Options chooses a variant.
type Options struct {
	// Crows is the number of crows, 4 … 7; 0 is 7, the traditional
	// game. The vulture wins when it has taken all but three of them.
	Crows int
	// MandatoryCapture makes the vulture jump when it can.
	MandatoryCapture bool
}

// Rules is a variant's rules (board.Rules, board.Unmover,
// board.UnmoverFrom and board.Namer).
type Rules struct {
	n   int  // crows
	mc  bool // mandatory capture
	geo *geometry
}

// Default is the number of crows of the traditional game.
const Default = 7

// newRules returns the rules of the variant o; an error names a number
// of crows out of range.
func newRules(o Options) (*Rules, error) {
	if o.Crows == 0 {
		o.Crows = Default
	}
	if o.Crows < 4 || o.Crows > 7 {
		return nil, fmt.Errorf("kaooa: %d crows: want 4 … 7", o.Crows)
	}
	return &Rules{n: o.Crows, mc: o.MandatoryCapture, geo: pentagram}, nil
}

// New returns the game of the variant o, numbered by the board package.
func New(o Options) (board.Game, error) {
	r, err := newRules(o)
	if err != nil {
		return nil, err
	}
	return board.New(r)
}

// Options returns the variant the rules play.
func (r *Rules) Options() Options { return Options{Crows: r.n, MandatoryCapture: r.mc} }

// Params names the variant in the headers of its tier files: "" for the
// traditional game, else its differences ("6 crows", "mandatory
// capture"), joined by ", ".
func (o Options) Params() string {
	var parts []string
	if o.Crows != 0 && o.Crows != Default {
		parts = append(parts, fmt.Sprintf("%d crows", o.Crows))
	}
	if o.MandatoryCapture {
		parts = append(parts, "mandatory capture")
	}
	return strings.Join(parts, ", ")
}

// Spec describes the game (board.Rules).
func (r *Rules) Spec() board.Spec {
	g := r.geo
	sp := board.Spec{
		Name: "kaooa", Params: r.Options().Params(),
		Cells: points, Kinds: "CV", Players: "CV",
		Symmetries: [][]int{slices.Clone(g.syms[0]), slices.Clone(g.syms[1])},
		Start:      []board.Pos{{Off: [4]uint8{uint8(r.n)}}},
		Layout: board.Layout{
			Points: slices.Clone(g.coords[:]),
			Names:  slices.Clone(names),
			Rows:   slices.Clone(rows),
		},
	}
	for _, l := range g.lines {
		sp.Layout.Lines = append(sp.Layout.Lines, slices.Clone(l[:]))
	}
	// The shapes with the fewest crows in hand first (the tiers of the
	// sliding phase, then back through the drops to the start), and
	// among those the fewest crows on the board first: the tiers come
	// children first.
	for hand := 0; hand <= r.n; hand++ {
		for v := 1; v >= 0; v-- {
			for c := 0; c <= r.n; c++ {
				for turn := 0; turn < 2; turn++ {
					if r.shapeOK(c, v, hand, turn) {
						sp.Shapes = append(sp.Shapes, shape(c, v, hand, turn))
					}
				}
			}
		}
	}
	return sp
}

func shape(c, v, hand, turn int) board.Shape {
	return board.Shape{On: [4]uint8{uint8(c), uint8(v)}, Off: [4]uint8{uint8(hand)}, Turn: uint8(turn)}
}

// shapeOK reports whether play reaches positions with c crows on the
// board, v vultures on it, hand crows in hand and turn to move (0: the
// crows). The crows have dropped n−hand crows and the vulture moved as
// often (one fewer times on its turn), its first move a drop that takes
// nothing; play ends when it has taken n−3.
func (r *Rules) shapeOK(c, v, hand, turn int) bool {
	dropped := r.n - hand
	taken := dropped - c
	switch {
	case hand < 0 || hand > r.n || c < 0 || taken < 0:
		return false
	case v == 0: // the start, and the vulture's first move
		return c == 0 && hand == r.n && turn == 0 || c == 1 && hand == r.n-1 && turn == 1
	case v != 1:
		return false
	case turn == 0:
		return taken <= dropped-1 && taken <= r.n-3
	default:
		return taken <= dropped-2 && taken <= r.n-4
	}
}

// Next returns the shapes a move leads to (board.Rules): a crow dropped
// or slid; the vulture dropped, slid, or jumping to take a crow.
func (r *Rules) Next(s board.Shape) []board.Shape {
	c, v, hand, turn := int(s.On[0]), int(s.On[1]), int(s.Off[0]), int(s.Turn)
	var out []board.Shape
	add := func(c, v, hand, turn int) {
		if r.shapeOK(c, v, hand, turn) {
			out = append(out, shape(c, v, hand, turn))
		}
	}
	switch {
	case turn == 0 && c+hand <= 3: // over
	case turn == 0 && hand > 0:
		add(c+1, v, hand-1, 1)
	case turn == 0:
		add(c, v, 0, 1)
	case v == 0:
		add(c, 1, hand, 0)
	default:
		add(c, 1, hand, 0)
		add(c-1, 1, hand, 0)
	}
	return out
}

// Terminal reports that play has ended when the crows are to move and
// have only three left, on the board and in hand: the vulture has taken
// the rest, and the crows have lost. A player with no move has lost too
// (the engines see it from Moves).
func (r *Rules) Terminal(p board.Pos) (cgt.Outcome, bool) {
	if p.Turn == 0 && popcount(p.Sets[0])+int(p.Off[0]) <= 3 {
		return cgt.Loss, true
	}
	return cgt.Unknown, false
}

func popcount(x uint64) int { return bits.OnesCount64(x) }

func lowIndex(x uint64) int { return bits.TrailingZeros64(x) }
