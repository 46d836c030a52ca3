package boardgames

import (
	"fmt"
	"strings"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/board"
	"github.com/cgtgo/cgt/games/quixo"
	"github.com/cgtgo/cgt/tier"
)

// quixoGame is Quixo of games/quixo: --board NxN (3x3, 4x4 or 5x5), and
// --blanks K for the positions with at most K blank cubes (the first tiers
// of the whole game, in the same files: quixo names every variant of a
// board alike, so a directory's name says its board, not its K). Its
// statistics are the boards of each count of cubes with O to move, by
// outcome for O: a row sums to the multinomial count of its boards.
func quixoGame() Game {
	return Game{
		Name:  "quixo",
		About: "Quixo (take a blank cube or one of yours from the outer ring, push it back in at an end of its row or column), 3x3, 4x4 or 5x5; the whole 5x5 game (3²⁵ boards) is refused on one machine: solve --blanks K",
		Flags: []Flag{
			{Name: "board", Arg: "NxN", Usage: "required: the board, 3x3, 4x4 or 5x5"},
			{Name: "blanks", Arg: "K", Usage: "only the positions with at most `K` blank cubes (the first tiers of the whole game; 5x5 with 3 is about 1.3·10¹⁰ boards)"},
		},
		New: func(v Values) (board.Game, error) {
			s, ok := v["board"]
			if !ok {
				return nil, fmt.Errorf("quixo: say which board: --board 3x3, 4x4 or 5x5")
			}
			side, err := quixoSide(s)
			if err != nil {
				return nil, err
			}
			blanks, err := v.Int("blanks", quixo.All)
			if err != nil {
				return nil, err
			}
			if _, given := v["blanks"]; given && (blanks < 0 || blanks > side*side) {
				return nil, fmt.Errorf("quixo --board %s: --blanks %d: want 0 … %d, the blank cubes", s, blanks, side*side)
			}
			return quixo.New(side, blanks)
		},
		Parse: func(n tier.Name) (Values, bool) {
			if n.Game != "quixo" {
				return nil, false
			}
			return Values{"board": n.Params}, true
		},
		OneMachine: func(g board.Game) error {
			r := g.Rules().(*quixo.Rules)
			if r.Side() < 5 || r.Blanks() < 25 {
				return nil // a part too large for the machine's memory is refused by the solve's budget
			}
			return TooLarge(g, "the whole of 5x5 Quixo", "solve its first tiers: --blanks K (docs/quixo.md says what the whole game needs)")
		},
		Stats: ShapeStats(func(g board.Game, s board.Shape) string {
			// The mover's cubes are Sets[0]: the row of O to move.
			return fmt.Sprintf("X %d, O %d, O to move", s.On[1], s.On[0])
		}),
	}
}

// quixoSide reads a board "NxN" of side 3, 4 or 5.
func quixoSide(s string) (int, error) {
	w, h, ok := strings.Cut(s, "x")
	if !ok || w != h || len(w) != 1 || w[0] < '3' || w[0] > '5' {
		return 0, fmt.Errorf("quixo: --board %s: want 3x3, 4x4 or 5x5", cgt.QuoteInput(s))
	}
	return int(w[0] - '0'), nil
}
