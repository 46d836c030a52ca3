package partizan

// The loopy partizan engine: games whose positions may repeat, with
// infinite play a draw (Winning Ways ch. 11, Siegel's Combinatorial Game
// Theory ch. VI). This file holds the graph of such a game, its outcomes
// by retrograde analysis, sums on the product graph and the engine that
// builds the graph of a Partizan game. The other loopy_*.go files
// hold the solver of the two-player games behind outcomes and comparisons
// (_arena), stoppers and their simplest forms (_stopper), onsides and
// offsides (_sides), the Loopy value (_value) and its notation (_notation,
// _print). They use the short games of the partizan engine, whose bundle
// they are part of.

import (
	"context"
	"fmt"
	"strconv"

	"github.com/cgtgo/cgt"
)

// Winner is who wins a loopy game from a position with a given player to
// move: Left, Right, or nobody (Drawn: play goes on for ever).
type Winner int8

// The winners of a loopy game.
const (
	Drawn Winner = iota
	LeftWins
	RightWins
)

// String returns "L", "R" or "D".
func (w Winner) String() string {
	switch w {
	case LeftWins:
		return "L"
	case RightWins:
		return "R"
	case Drawn:
		return "D"
	}
	return "Winner(" + strconv.Itoa(int(w)) + ")"
}

// LoopyOutcome is the outcome of a loopy partizan game: the winner when
// Left moves first and when Right moves first. Without draws it is one of
// the four classes of a short game: L (LeftWins, LeftWins), R, N (each
// first player wins) and P (each second player wins).
type LoopyOutcome struct{ LeftFirst, RightFirst Winner }

// String returns the class, "L", "R", "N" or "P", when neither start is
// drawn, and else "LeftFirst/RightFirst", such as "D/L" (a draw when Left
// starts, a Left win when Right starts).
func (o LoopyOutcome) String() string {
	switch o {
	case LoopyOutcome{LeftWins, LeftWins}:
		return "L"
	case LoopyOutcome{RightWins, RightWins}:
		return "R"
	case LoopyOutcome{LeftWins, RightWins}:
		return "N"
	case LoopyOutcome{RightWins, LeftWins}:
		return "P"
	}
	return o.LeftFirst.String() + "/" + o.RightFirst.String()
}

// LoopyGraph is a loopy partizan game given by its graph: Left[i] and
// Right[i] are the positions (indices) Left and Right can move to from
// position i. Cycles are allowed: a position may even be its own option
// (a pass). A player who cannot move loses; infinite play is a draw.
type LoopyGraph struct {
	Left, Right [][]int
}

// Len returns the number of positions.
func (g *LoopyGraph) Len() int { return len(g.Left) }

// check returns an error if g is malformed.
func (g *LoopyGraph) check() error {
	if len(g.Left) != len(g.Right) {
		return fmt.Errorf("cgt: loopy graph with %d Left and %d Right option lists", len(g.Left), len(g.Right))
	}
	n := len(g.Left)
	for v := range n {
		for _, opts := range [2][]int{g.Left[v], g.Right[v]} {
			for _, w := range opts {
				if w < 0 || w >= n {
					return fmt.Errorf("cgt: loopy graph position %d has option %d outside 0 … %d", v, w, n-1)
				}
			}
		}
	}
	return nil
}

// Outcomes returns the outcome of every position of g, by retrograde
// analysis of the positions with each player to move: a position is won
// for the player to move if some move leads to a position won for them,
// lost if every move (or none) leads to a position won for the other, and
// drawn otherwise. It panics if g is malformed (an option out of range).
func (g *LoopyGraph) Outcomes() []LoopyOutcome {
	if err := g.check(); err != nil {
		panic(err)
	}
	return lgraphOf(g).outcomes()
}

// outcomes returns the outcome of every position of g: those of g − 0.
func (g *lgraph) outcomes() []LoopyOutcome {
	ar := newArena(zeroGraph(), g, sideNone)
	lw, rw := ar.outcomes()
	out := make([]LoopyOutcome, g.n())
	for v := range out {
		out[v] = LoopyOutcome{winnerOf(lw, rw, ar.state(0, v, true, 0)), winnerOf(lw, rw, ar.state(0, v, false, 0))}
	}
	return out
}

func winnerOf(lw, rw []bool, s int32) Winner {
	switch {
	case lw[s]:
		return LeftWins
	case rw[s]:
		return RightWins
	}
	return Drawn
}

// Add returns the graph of the sum of g and h: position i·h.Len()+j is
// position i of g plus position j of h, and a move is a move in either
// part. It panics if either graph is malformed.
func (g *LoopyGraph) Add(h *LoopyGraph) *LoopyGraph {
	for _, x := range []*LoopyGraph{g, h} {
		if err := x.check(); err != nil {
			panic(err)
		}
	}
	return productGraph(lgraphOf(g), lgraphOf(h)).loopyGraph()
}

// Neg returns the graph of the negative: Left's and Right's options swap.
func (g *LoopyGraph) Neg() *LoopyGraph {
	return &LoopyGraph{Left: g.Right, Right: g.Left}
}

// GraphOf explores the positions of the partizan game g reachable
// from starts, breadth first, and returns their graph and the positions
// in index order (starts first, in order, duplicates once). Unlike
// Canonical it accepts games whose positions repeat. The engine keeps the
// whole graph in memory and derives the moves backwards itself, so the
// game needs no predecessor function. Errors: cgt.ErrLimit past opt.Limit
// positions, ctx.Err() when ctx is done.
func GraphOf[P comparable](ctx context.Context, g Partizan[P], starts []P, opt *cgt.Options) (*LoopyGraph, []P, error) {
	m := cgt.NewMeter(ctx, opt)
	idx := map[P]int{}
	var pos []P
	add := func(p P) (int, error) {
		if i, ok := idx[p]; ok {
			return i, nil
		}
		if err := m.Step(); err != nil {
			return 0, err
		}
		idx[p] = len(pos)
		pos = append(pos, p)
		return len(pos) - 1, nil
	}
	for _, p := range starts {
		if _, err := add(p); err != nil {
			return nil, nil, err
		}
	}
	gr := &LoopyGraph{}
	var buf []P
	for v := 0; v < len(pos); v++ {
		var lr [2][]int
		for side, moves := range [2]func([]P, P) []P{g.LeftMoves, g.RightMoves} {
			buf = moves(buf[:0], pos[v])
			for _, q := range buf {
				w, err := add(q)
				if err != nil {
					return nil, nil, err
				}
				lr[side] = append(lr[side], w)
			}
		}
		gr.Left = append(gr.Left, lr[0])
		gr.Right = append(gr.Right, lr[1])
	}
	return gr, pos, nil
}

// SolveLoopy returns the outcome of every position of the
// partizan game g reachable from starts, positions that repeat and
// infinite play (a draw) allowed: GraphOf, then Outcomes. Errors as
// for GraphOf.
func SolveLoopy[P comparable](ctx context.Context, g Partizan[P], starts []P, opt *cgt.Options) (map[P]LoopyOutcome, error) {
	gr, pos, err := GraphOf(ctx, g, starts, opt)
	if err != nil {
		return nil, err
	}
	out := make(map[P]LoopyOutcome, len(pos))
	for i, o := range gr.Outcomes() {
		out[pos[i]] = o
	}
	return out, nil
}

// LoopyValueOf returns the value of the position p of the partizan game g
// whose positions may repeat: the simplest form if it is a stopper, its
// onside and offside if it is stopper-sided (NewLoopy). Errors as for
// GraphOf and NewLoopy.
func LoopyValueOf[P comparable](ctx context.Context, g Partizan[P], p P, opt *cgt.Options) (Loopy, error) {
	gr, _, err := GraphOf(ctx, g, []P{p}, opt)
	if err != nil {
		return Loopy{}, err
	}
	return NewLoopy(gr, 0)
}
