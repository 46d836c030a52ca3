package main

import (
	"flag"
	"fmt"
	"strings"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/games/tictactoe"
)

func tttCommand() *command {
	return &command{
		name:    "ttt",
		args:    "[BOARD]",
		summary: "tic-tac-toe: the analysis table of all positions, or one board's best moves",
		help: `
Tic-tac-toe solved by retrograde analysis from the empty board. Without
BOARD, prints the table of the reachable positions by outcome (for the
player to move) and remoteness (plies to the end under best play). "Tie" is
the library's word for a game that ends level, what players call a draw.

With BOARD (nine cells of X, O and '.', row by row; '/' and spaces are
ignored), prints its outcome, remoteness and best moves, cells numbered 1-9
row by row from the top left.

examples:
  $ cgt ttt
  tic-tac-toe: 5478 positions reachable from the empty board, which is a Tie in 9 plies
  remoteness         Loss          Tie          Win        total
  0                   942           16            0          958
  ...
  all                1574         1068         2836         5478

  $ cgt ttt X../.O./..X
  board X../.O./..X, O to move: Tie in 6 plies
  moves that hold the tie: 2 4 6 8 (cells 1-9 row by row)
`,
		setup: func(fs *flag.FlagSet) func(*env, []string) error {
			asJSON := jsonFlag(fs)
			return func(e *env, args []string) error {
				if len(args) > 1 {
					return fmt.Errorf("want at most one board, got %d arguments (quote a board with spaces)", len(args))
				}
				var board tictactoe.Board
				if len(args) == 1 {
					var err error
					if board, err = tictactoe.Parse(args[0]); err != nil {
						return err
					}
				}
				sol, err := cgt.SolveRetrograde(e.ctx, tictactoe.Game{}, []tictactoe.Board{0}, nil)
				if err != nil {
					return failure(err)
				}
				if len(args) == 1 {
					return tttBoard(e, sol, board, *asJSON)
				}
				st := sol.Stats()
				if *asJSON {
					return writeJSON(e.stdout, struct {
						Game       string           `json:"game"`
						Positions  int              `json:"positions"`
						Outcomes   map[string]int   `json:"outcomes"`
						Remoteness map[string][]int `json:"remoteness"`
						Start      string           `json:"start"`
						StartPlies int              `json:"startRemoteness"`
					}{"ttt", st.Positions, outcomeCounts(st), remotenessCounts(st), sol.Outcome(0).String(), sol.Remoteness(0)})
				}
				fmt.Fprintf(e.stdout, "tic-tac-toe: %d positions reachable from the empty board, which is a %s in %d %s\n",
					st.Positions, sol.Outcome(0), sol.Remoteness(0), plies(sol.Remoteness(0)))
				if err := st.WriteTable(e.stdout); err != nil {
					return failure(err)
				}
				return nil
			}
		},
	}
}

// outcomeCounts returns the non-zero counts of st by outcome name.
func outcomeCounts(st cgt.Stats) map[string]int {
	m := map[string]int{}
	for o, n := range st.Outcomes {
		if n > 0 {
			m[cgt.Outcome(o).String()] = n
		}
	}
	return m
}

// remotenessCounts returns, per outcome name, the counts by remoteness.
func remotenessCounts(st cgt.Stats) map[string][]int {
	m := map[string][]int{}
	for o, r := range st.Remoteness {
		if len(r) > 0 {
			m[cgt.Outcome(o).String()] = r
		}
	}
	return m
}

// tttCell returns the cell (1-9) where b and c differ.
func tttCell(b, c tictactoe.Board) int {
	d := uint32(b ^ c)
	for i := range 9 {
		if d&(1<<i|1<<(9+i)) != 0 {
			return i + 1
		}
	}
	return 0
}

func tttBoard(e *env, sol *cgt.Solution[tictactoe.Board], b tictactoe.Board, asJSON bool) error {
	o := sol.Outcome(b)
	if o == cgt.Unknown {
		return fmt.Errorf("board %s cannot occur in play (both players have three in a row)", b)
	}
	r := sol.Remoteness(b)
	best := sol.BestMoves(b)
	mover := "O"
	if b.XToMove() {
		mover = "X"
	}
	_, over := tictactoe.Game{}.Terminal(b)
	if asJSON {
		type move struct {
			Cell  int    `json:"cell"`
			Board string `json:"board"`
		}
		out := struct {
			Game       string `json:"game"`
			Board      string `json:"board"`
			ToMove     string `json:"toMove"`
			Over       bool   `json:"over"`
			Outcome    string `json:"outcome"`
			Remoteness int    `json:"remoteness"`
			BestMoves  []move `json:"bestMoves"`
		}{"ttt", b.String(), mover, over, o.String(), r, []move{}}
		for _, c := range best {
			out.BestMoves = append(out.BestMoves, move{tttCell(b, c), c.String()})
		}
		return writeJSON(e.stdout, out)
	}
	var w strings.Builder
	if over {
		fmt.Fprintf(&w, "board %s: play has ended, a %s for %s (the player to move)\n", b, o, mover)
	} else {
		fmt.Fprintf(&w, "board %s, %s to move: %s in %d %s\n", b, mover, o, r, plies(r))
		switch o {
		case cgt.Win:
			w.WriteString("winning moves (fastest first):")
		case cgt.Tie:
			w.WriteString("moves that hold the tie:")
		default:
			w.WriteString("every move loses (slowest loss first):")
		}
		for _, c := range best {
			fmt.Fprintf(&w, " %d", tttCell(b, c))
		}
		w.WriteString(" (cells 1-9 row by row)\n")
	}
	_, err := e.stdout.Write([]byte(w.String()))
	return err
}
