package main

import (
	"flag"
	"fmt"
	"strings"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/games/staircase"
)

func staircaseCommand() *command {
	return &command{
		name:    "staircase",
		args:    "C1 C2 ...",
		summary: "staircase Nim (or, with --piles, the equal-piles game): outcome and winning moves",
		help: `
Staircase Nim: Ci coins lie on step i (step 1 is next to the ground). A move
takes one or more coins from a step down to the step below (from step 1 to
the ground); who moves last wins. The player to move loses exactly when the
XOR of the coins on the odd steps is 0.

With --piles the arguments are pile sizes of the equal-piles game instead: a
move takes one token from each of K ≥ 1 piles of the same size. It is
staircase Nim on the number of piles of each size.

examples:
  $ cgt staircase 3 1 2
  staircase Nim, steps 1..3 hold 3 1 2: Win for the player to move
  winning move: 1 coin from step 1 to the ground, leaving 2 1 2

  $ cgt staircase --piles 2
  equal-piles game, piles 2: Loss for the player to move
  no winning move: every move leaves a position the opponent wins
`,
		setup: func(fs *flag.FlagSet) func(*env, []string) error {
			piles := fs.Bool("piles", false, "the arguments are pile sizes of the equal-piles game")
			asJSON := jsonFlag(fs)
			return func(e *env, args []string) error {
				if len(args) == 0 {
					return fmt.Errorf("give the coins on each step, e.g. cgt staircase 3 1 2")
				}
				what := "step"
				if *piles {
					what = "pile"
				}
				xs, err := parseUints(what, args)
				if err != nil {
					return err
				}
				if *piles {
					return equalPiles(e, xs, *asJSON)
				}
				o := staircase.Outcome(xs)
				moves := staircase.WinningMoves(xs)
				if *asJSON {
					type move struct {
						Step  int    `json:"step"`
						Coins uint64 `json:"coins"`
					}
					out := struct {
						Game    string   `json:"game"`
						Coins   []uint64 `json:"coins"`
						Outcome string   `json:"outcome"`
						Moves   []move   `json:"moves"`
					}{"staircase", xs, o.String(), []move{}}
					for _, m := range moves {
						out.Moves = append(out.Moves, move{m.Step + 1, m.Coins})
					}
					return writeJSON(e.stdout, out)
				}
				var w strings.Builder
				fmt.Fprintf(&w, "staircase Nim, steps 1..%d hold %s: %s\n", len(xs), joinUints(xs, " "), forMover(o))
				after := make([]uint64, len(xs))
				for _, m := range moves {
					copy(after, xs)
					after[m.Step] -= m.Coins
					to := "the ground"
					if m.Step > 0 {
						after[m.Step-1] += m.Coins
						to = fmt.Sprintf("step %d", m.Step)
					}
					coins := "coins"
					if m.Coins == 1 {
						coins = "coin"
					}
					fmt.Fprintf(&w, "winning move: %d %s from step %d to %s, leaving %s\n",
						m.Coins, coins, m.Step+1, to, joinUints(after, " "))
				}
				if o == cgt.Loss {
					w.WriteString("no winning move: every move leaves a position the opponent wins\n")
				}
				_, err = e.stdout.Write([]byte(w.String()))
				return err
			}
		},
	}
}

func equalPiles(e *env, xs []uint64, asJSON bool) error {
	o := staircase.EqualPilesOutcome(xs)
	moves := staircase.EqualPilesWinningMoves(xs)
	if asJSON {
		type move struct {
			Size  uint64 `json:"size"`
			Piles int    `json:"piles"`
		}
		out := struct {
			Game    string   `json:"game"`
			Piles   []uint64 `json:"piles"`
			Outcome string   `json:"outcome"`
			Moves   []move   `json:"moves"`
		}{"equal-piles", xs, o.String(), []move{}}
		for _, m := range moves {
			out.Moves = append(out.Moves, move{m.Size, m.Piles})
		}
		return writeJSON(e.stdout, out)
	}
	var w strings.Builder
	fmt.Fprintf(&w, "equal-piles game, piles %s: %s\n", joinUints(xs, " "), forMover(o))
	for _, m := range moves {
		if m.Piles == 1 {
			fmt.Fprintf(&w, "winning move: take one token from a pile of size %d\n", m.Size)
		} else {
			fmt.Fprintf(&w, "winning move: take one token from each of %d piles of size %d\n", m.Piles, m.Size)
		}
	}
	if o == cgt.Loss {
		w.WriteString("no winning move: every move leaves a position the opponent wins\n")
	}
	_, err := e.stdout.Write([]byte(w.String()))
	return err
}
