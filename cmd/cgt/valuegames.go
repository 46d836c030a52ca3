package main

// The games of games/grid and games/toppling in cgt value: a position is
// a board (rows of . x o #) or a rectangle RxC, a row of dominoes, or a
// Fox and Geese picture.

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/games/grid"
	"github.com/cgtgo/cgt/games/toppling"
	"github.com/cgtgo/cgt/partizan"
)

// gridRules are the short games of games/grid that cgt value solves.
var gridRules = map[string]partizan.Partizan[grid.Board]{
	"clobber": grid.Clobber{},
	"cram":    grid.Cram{},
	"snort":   grid.Snort{},
	"col":     grid.Col{},
	"amazons": grid.Amazons{},
}

// moreGameValue solves the position spec of the game name, one of
// gridRules' or toppling. A bad position is an error of the input (exit status 2),
// one of the computation a failure (1).
func moreGameValue(ctx context.Context, name, spec string, opt *cgt.Options) (partizan.Value, error) {
	var v partizan.Value
	if name == "toppling" {
		rows, err := toppling.ParseSum(spec)
		if err != nil {
			return v, err
		}
		v, err = toppling.Value(ctx, rows, opt)
		return v, computeErr(ctx, err)
	}
	b, err := gridBoard(name, spec)
	if err != nil {
		return v, err
	}
	if name == "cram" {
		// The nim-values alone, much faster than canonical forms.
		n, err := grid.NewCramTable(opt).NimValue(ctx, b)
		return partizan.Nimber(n), computeErr(ctx, err)
	}
	v, err = partizan.Canonical(ctx, gridRules[name], b, opt)
	return v, computeErr(ctx, err)
}

// computeErr marks an error of a computation as a failure, but for
// cancellation and numbers out of range (which the caller words).
func computeErr(ctx context.Context, err error) error {
	if err == nil || ctx.Err() != nil || errors.Is(err, partizan.ErrRange) {
		return err
	}
	return failure(fmt.Errorf("%s", strings.TrimPrefix(err.Error(), "cgt: ")))
}

// gridBoard reads a board, or a rectangle RxC: Clobber's full of
// alternating stones (x in the top left corner), the others' empty.
func gridBoard(name, spec string) (grid.Board, error) {
	if r, c, ok := parseRect(spec); ok {
		if r < 1 || c < 1 || r*c > 64 {
			return grid.Board{}, fmt.Errorf("%s: a %d×%d board is not 1 … 64 squares", name, r, c)
		}
		if name == "clobber" {
			return grid.Alternating(r, c), nil
		}
		return grid.Rectangle(r, c), nil
	}
	b, err := grid.Parse(spec)
	if err != nil {
		return b, fmt.Errorf("%s: %s", name, strings.TrimPrefix(err.Error(), "grid: "))
	}
	return b, nil
}

// foxGeeseValue returns the value of a Fox and Geese picture (geese x, the
// fox o, the bottom row row 1; rows of 8 squares in the standard game) in
// the ruleset named (foxgeese, or ceylonese: a fox of range 2). A game too
// large for the loopy simplifier is an error that gives its outcome.
func foxGeeseValue(ctx context.Context, name, spec string, opt *cgt.Options) (partizan.Loopy, error) {
	g := grid.FoxAndGeese{}
	if name == "ceylonese" {
		g.FoxRange = 2
	}
	b, err := gridBoard(name, spec)
	if err != nil {
		return partizan.Loopy{}, err
	}
	p, err := g.FromBoard(b)
	if err != nil {
		return partizan.Loopy{}, fmt.Errorf("%s: %s", name, strings.TrimPrefix(err.Error(), "grid: "))
	}
	v, err := g.LoopyValue(ctx, p, opt)
	if errors.Is(err, cgt.ErrLimit) && ctx.Err() == nil {
		out, err2 := partizan.SolveLoopy(ctx, g, []grid.FoxPosition{p}, opt)
		if err2 == nil {
			o := out[p]
			return v, failure(fmt.Errorf("%s: %s; its outcome is %v (Left first: %s; Right first: %s)", name, strings.TrimPrefix(err.Error(), "cgt: "), o, winnerText[o.LeftFirst], winnerText[o.RightFirst]))
		}
	}
	return v, computeErr(ctx, err)
}
