package boardgames

import (
	"fmt"
	"strings"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/board"
	"github.com/cgtgo/cgt/games/teeko"
	"github.com/cgtgo/cgt/tier"
)

// teekoGame is Teeko of games/teeko: the standard game or, with
// --advanced, the advanced one (the corners of any larger square win too),
// on the 5×5 board or, with --board 4x4, the small board the tests solve
// by brute force. Its statistics are the boards of each shape by outcome
// for the player to move; in the move phase a class stands for a board
// with Black to move and its colour-swapped twin with Red to move, and
// the row counts one of them.
func teekoGame() Game {
	return Game{
		Name:  "teeko",
		About: "Scarne's Teeko (drop four tokens each, then step them; four in a row or a 2x2 square wins), standard a draw, --advanced a win for Black",
		Flags: []Flag{
			{Name: "advanced", Usage: "the advanced game: the corners of any larger square win too"},
			{Name: "board", Arg: "NxN", Usage: "the board, 5x5 (the default) or 4x4"},
		},
		New: func(v Values) (board.Game, error) {
			side := 5
			if s, ok := v["board"]; ok {
				switch s {
				case "4x4":
					side = 4
				case "5x5":
				default:
					return nil, fmt.Errorf("teeko: --board %s: want 5x5 or 4x4", cgt.QuoteInput(s))
				}
			}
			r, err := teeko.NewRules(side, v.Bool("advanced"))
			if err != nil {
				return nil, err
			}
			return board.New(r)
		},
		Parse: func(n tier.Name) (Values, bool) {
			if n.Game != "teeko" {
				return nil, false
			}
			v := Values{}
			b, variant, _ := strings.Cut(n.Params, " ")
			if b != "5x5" {
				v["board"] = b
			}
			if variant == "advanced" {
				v["advanced"] = "true"
			}
			return v, true
		},
		Stats: ShapeStats(teekoLabel),
	}
}

// teekoLabel names a shape of Teeko by the real colours: the mover's
// tokens are Sets[0].
func teekoLabel(g board.Game, s board.Shape) string {
	m, o := int(s.On[0]), int(s.On[1])
	switch {
	case m == teeko.Tokens && o == teeko.Tokens:
		return fmt.Sprintf("Black %d, Red %d, either to move", m, o)
	case m == o:
		return fmt.Sprintf("Black %d, Red %d, Black to move", m, o)
	default:
		return fmt.Sprintf("Black %d, Red %d, Red to move", o, m)
	}
}
