package boardgames

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/cgtgo/cgt/board"
	"github.com/cgtgo/cgt/games/kaooa"
	"github.com/cgtgo/cgt/tier"
)

// kaooaGame is Kaooa of games/kaooa: seven crows (--crows N for 4 … 7),
// capturing optional or, with --mandatory-capture, compulsory.
func kaooaGame() Game {
	return Game{
		Name:  "kaooa",
		About: "the vulture and crows of India on a pentagram (games/kaooa; seven crows, a win for the crows)",
		Flags: []Flag{
			{Name: "crows", Arg: "N", Usage: "`N` crows, 4 … 7 (default 7; GamesmanOne's mkaooa has 6): the vulture wins when it has taken all but three"},
			{Name: "mandatory-capture", Usage: "the vulture must jump when it can"},
		},
		New: func(v Values) (board.Game, error) {
			n, err := v.Int("crows", kaooa.Default)
			if err != nil {
				return nil, err
			}
			if n < 4 || n > 7 {
				return nil, fmt.Errorf("kaooa: --crows %d: want 4 … 7", n)
			}
			return kaooa.New(kaooa.Options{Crows: n, MandatoryCapture: v.Bool("mandatory-capture")})
		},
		Parse: func(n tier.Name) (Values, bool) {
			if n.Game != "kaooa" {
				return nil, false
			}
			v := Values{}
			for _, part := range strings.Split(n.Params, ", ") {
				if c, ok := strings.CutSuffix(part, " crows"); ok {
					if _, err := strconv.Atoi(c); err == nil {
						v["crows"] = c
					}
				}
				if part == "mandatory capture" {
					v["mandatory-capture"] = "true"
				}
			}
			return v, true
		},
		Stats: ShapeStats(nil),
	}
}
