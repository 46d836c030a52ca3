package toads

import (
	"context"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/partizan"
)

// Backsliding is Backsliding Toads and Frogs (Berlekamp, Conway & Guy,
// Winning Ways, ch. 11; CGSuite's BackslidingToadsAndFrogs): the moves of
// Toads and Frogs (see Game), plus a backslide, in which a toad moves one
// square left, or a frog one square right, into an empty square.
//
// Backslides undo forward slides, so play can go on for ever: T. → .T → T.
// is a cycle of Left's moves. Backsliding is therefore not a short game,
// although its methods have the form of partizan.Partizan: the engines
// for short games (partizan.Canonical) stop on it with cgt.ErrCycle. It is
// a loopy partizan game, in which infinite play is a draw, and its values
// are loopy ones: see LoopyValue, partizan.SolveLoopy for
// outcomes.
type Backsliding struct{}

// LoopyValue returns the value of s in Backsliding Toads and Frogs: the
// simplest form if it is a stopper, else its onside and offside
// (partizan.LoopyValueOf on the graph of the strips reachable from s). Errors
// as for partizan.LoopyValueOf: opt.Limit bounds the strips explored.
func LoopyValue(ctx context.Context, s Strip, opt *cgt.Options) (partizan.Loopy, error) {
	return partizan.LoopyValueOf(ctx, Backsliding{}, s, opt)
}

// slides appends the moves of the creature kind c one square in direction d
// into an empty square.
func slides(dst []Strip, s Strip, c uint64, d int) []Strip {
	for i := range int(s.n) {
		if j := i + d; s.at(i) == c && j >= 0 && j < int(s.n) && s.at(j) == empty {
			dst = append(dst, s.set(i, empty).set(j, c))
		}
	}
	return dst
}

// LeftMoves appends the strips after each toad's move: first its moves in
// Toads and Frogs (as Game.LeftMoves gives them), then its backslides (one
// square left), each in the order of the squares. It has the contract of
// partizan.Partizan's LeftMoves: it keeps dst[:len(dst)] and does not
// retain dst.
func (Backsliding) LeftMoves(dst []Strip, s Strip) []Strip {
	return slides(moves(dst, s, toad, 1), s, toad, -1)
}

// RightMoves appends the strips after each frog's move: its moves in Toads
// and Frogs (left), then its backslides (one square right), with the
// contract of LeftMoves.
func (Backsliding) RightMoves(dst []Strip, s Strip) []Strip {
	return slides(moves(dst, s, frog, -1), s, frog, 1)
}
