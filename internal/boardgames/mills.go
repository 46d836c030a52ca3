package boardgames

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/board"
	"github.com/cgtgo/cgt/games/mills"
	"github.com/cgtgo/cgt/tier"
)

// millsGame is the morris family of games/mills: --variant five, six, seven
// or nine, the whole game or --midgame, and --stones N for the positions
// of at most N stones.
func millsGame() Game {
	return Game{
		Name:  "mills",
		About: "the morris family written on the board package (Five, Six, Seven and Nine Men's Morris; the whole of Nine, 2.7·10¹⁰ positions, is refused: solve its --midgame or --stones N)",
		Flags: []Flag{
			{Name: "variant", Arg: "NAME", Usage: "required: `NAME` is the member of the family, five, six, seven or nine"},
			{Name: "midgame", Usage: "only the positions without stones in hand (the midgame and endgame)"},
			{Name: "stones", Arg: "N", Usage: "only the positions of at most `N` stones, on the board and in hand together (games/mills.Options.MaxStones)"},
		},
		New: func(v Values) (board.Game, error) {
			name, ok := v["variant"]
			if !ok {
				return nil, fmt.Errorf("mills: say which: --variant %s", millsVariants())
			}
			variant, ok := mills.Variants[name]
			if !ok {
				return nil, fmt.Errorf("mills: unknown --variant %s (want %s)", cgt.QuoteInput(name), millsVariants())
			}
			o := mills.Options{Midgame: v.Bool("midgame")}
			stones, err := v.Int("stones", 0)
			if err != nil {
				return nil, err
			}
			if _, given := v["stones"]; given && (stones < 5 || stones > 2*variant.Stones) {
				return nil, fmt.Errorf("mills --variant %s: --stones %d: want 5 … %d, the stones on the board and in hand together", name, stones, 2*variant.Stones)
			}
			if stones < 2*variant.Stones {
				o.MaxStones = stones
			}
			return mills.New(variant, o)
		},
		Parse: func(n tier.Name) (Values, bool) {
			variant, ok := strings.CutPrefix(n.Game, "mills-")
			if !ok {
				return nil, false
			}
			v := Values{"variant": variant}
			f := strings.Fields(n.Params)
			if len(f) > 0 && f[0] == "midgame" {
				v["midgame"] = "true"
				f = f[1:]
			}
			if len(f) == 4 && f[0] == "at" && f[1] == "most" && f[3] == "stones" {
				if _, err := strconv.Atoi(f[2]); err == nil {
					v["stones"] = f[2]
				}
			}
			return v, true
		},
		OneMachine: func(g board.Game) error {
			// The whole of Nine Men's Morris: 2.7·10¹⁰ classes.
			if g.Name() != (tier.Name{Game: "mills-nine"}) {
				return nil
			}
			return TooLarge(g, "the whole of Nine Men's Morris", "solve a part: --midgame, or --stones N (the positions of at most N stones, 5 … 17)")
		},
		Stats: ShapeStats(nil),
	}
}

// millsVariants lists the variants' names, smallest first.
func millsVariants() string {
	var names []string
	for n := range mills.Variants {
		names = append(names, n)
	}
	slices.SortFunc(names, func(a, b string) int { return mills.Variants[a].Stones - mills.Variants[b].Stones })
	return strings.Join(names, ", ")
}
