package main

import (
	"flag"
	"fmt"
	"strings"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/games/octal"
)

const (
	treblecrossMax       = 100_000_000
	treblecrossLossesMax = 1_000_000
	treblecrossShowCells = 40
)

func treblecrossCommand() *command {
	return &command{
		name:    "treblecross",
		args:    "N",
		summary: "Treblecross on a 1×N row: who wins, and the winning first moves",
		help: `
Treblecross: two players take turns putting an X on an empty cell of a 1×N
row; whoever completes three X in a row wins. Prints the outcome for the
first player and the cells (numbered 1 … N from the left) where the first X
wins. Solved through the octal game 0.007 (Guy; Winning Ways). With --losses,
also lists every row length 3 … N on which the second player wins (N at most
1000000 then). N is at most 100000000.

examples:
  $ cgt treblecross 12
  Treblecross 1×12: Loss for the first player (every first X loses)

  $ cgt treblecross 7
  Treblecross 1×7: Win for the first player
  winning first X: cell 4

  $ cgt treblecross 40 --losses
  Treblecross 1×40: Win for the first player
  winning first X: cells 4 5 10 20 21 31 36 37
  second player wins for N = 6 12 22 30 32
`,
		setup: func(fs *flag.FlagSet) func(*env, []string) error {
			losses := fs.Bool("losses", false, "also list the row lengths 3 … N the second player wins")
			asJSON := jsonFlag(fs)
			return func(e *env, args []string) error {
				if err := wantArgs(args, 1, "the row length N"); err != nil {
					return err
				}
				n, err := parseInt("row length N", args[0], 1, treblecrossMax)
				if err != nil {
					return err
				}
				if *losses && n > treblecrossLossesMax {
					return fmt.Errorf("--losses: N = %d is above %d", n, treblecrossLossesMax)
				}
				bar := newProgress(e, n+1, "values of 0.007")
				opt := &cgt.Options{}
				if bar != nil {
					opt.Progress = bar.update
					opt.ProgressEvery = 1 << 16
				}
				tc, err := octal.NewTreblecross(e.ctx, n, opt)
				bar.done()
				if err != nil {
					return failure(err)
				}
				o := tc.Outcome(n)
				cells := tc.WinningCells(n)
				for i := range cells {
					cells[i]++ // 1-based for people
				}
				var lost []int
				if *losses {
					lost = tc.SecondPlayerWins(n)
				}
				if *asJSON {
					out := struct {
						Game         string `json:"game"`
						N            int    `json:"n"`
						Outcome      string `json:"outcome"`
						WinningCells []int  `json:"winningCells"`
						Losses       []int  `json:"secondPlayerWins,omitempty"`
					}{"treblecross", n, o.String(), cells, lost}
					if out.WinningCells == nil {
						out.WinningCells = []int{}
					}
					if *losses && lost == nil {
						out.Losses = []int{}
					}
					return writeJSON(e.stdout, out)
				}
				var w strings.Builder
				switch o {
				case cgt.Tie:
					fmt.Fprintf(&w, "Treblecross 1×%d: Tie (three in a row cannot be made)\n", n)
				case cgt.Loss:
					fmt.Fprintf(&w, "Treblecross 1×%d: Loss for the first player (every first X loses)\n", n)
				default:
					fmt.Fprintf(&w, "Treblecross 1×%d: Win for the first player\n", n)
					shown := cells[:min(len(cells), treblecrossShowCells)]
					if len(cells) == 1 {
						fmt.Fprintf(&w, "winning first X: cell %d\n", cells[0])
					} else {
						fmt.Fprintf(&w, "winning first X: cells %s", joinUints(shown, " "))
						if len(shown) < len(cells) {
							fmt.Fprintf(&w, " … (%d cells in all)", len(cells))
						}
						w.WriteString("\n")
					}
				}
				if *losses {
					if len(lost) == 0 {
						fmt.Fprintf(&w, "the first player wins every row of 3 … %d cells\n", n)
					} else {
						fmt.Fprintf(&w, "second player wins for N = %s\n", joinUints(lost, " "))
					}
				}
				_, err = e.stdout.Write([]byte(w.String()))
				return err
			}
		},
	}
}
