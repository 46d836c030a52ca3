package main

import (
	"flag"
	"fmt"
	"strings"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/games/subtraction"
)

const (
	maxSubtractElement = 1_000_000
	maxUpto            = 100_000_000
)

func subtractCommand() *command {
	return &command{
		name:    "subtract",
		args:    "SET",
		summary: "subtraction game: nim-sequence with its proven period and preperiod",
		help: `
The subtraction game with set SET (comma-separated, e.g. 1,3,4): a move takes
s tokens from the heap for some s in SET; who takes the last token wins.
Prints the period and preperiod of the nim-sequence g(0), g(1), …, proven
(a value depends only on the max SET values before it, so a repeated window
proves the period for ever), then g(0..N) and the P-positions (g = 0) up to
N. Without --upto, N covers the preperiod and two periods (at least 0..19,
at most 0..199). Elements are 1 … 1000000; N at most 100000000.

example:
  $ cgt subtract 1,3,4
  subtraction game S = {1, 3, 4}: period 7, preperiod 0 (proven with 11 values)
  periodic part g(0..6): 0 1 0 1 2 3 2
  nim-values g(0..19): 0 1 0 1 2 3 2 0 1 0 1 2 3 2 0 1 0 1 2 3
  P-positions (g = 0) in 0..19: 0 2 7 9 14 16
`,
		setup: func(fs *flag.FlagSet) func(*env, []string) error {
			upto := fs.Int("upto", -1, "show the nim-values g(0..`N`)")
			asJSON := jsonFlag(fs)
			return func(e *env, args []string) error {
				if len(args) == 0 {
					return fmt.Errorf("give the subtraction set, e.g. cgt subtract 1,3,4")
				}
				set, err := parseSet(strings.Join(args, ","))
				if err != nil {
					return err
				}
				if *upto != -1 && (*upto < 0 || *upto > maxUpto) {
					return fmt.Errorf("--upto: %d is out of range (0 … %d)", *upto, maxUpto)
				}
				g, err := subtraction.New(set, 0, cgt.Normal)
				if err != nil {
					return err
				}
				per, err := g.Period(0)
				if err != nil {
					return failure(err)
				}
				n := *upto
				if n < 0 {
					n = min(max(per.Preperiod+2*per.Period-1, 19), 199)
				}
				if g, err = subtraction.New(set, n, cgt.Normal); err != nil {
					return err
				}
				sol, err := cgt.SolveGrundy(e.ctx, cgt.Game[int](g), nil, nil)
				if err != nil {
					return failure(err)
				}
				values := make([]int, n+1)
				var ps []int
				for i := range values {
					values[i] = sol.Value(i)
					if values[i] == 0 {
						ps = append(ps, i)
					}
				}
				if *asJSON {
					return writeJSON(e.stdout, struct {
						Game        string `json:"game"`
						Set         []int  `json:"set"`
						Period      int    `json:"period"`
						Preperiod   int    `json:"preperiod"`
						ProofValues int    `json:"proofValues"`
						Upto        int    `json:"upto"`
						Values      []int  `json:"values"`
						PPositions  []int  `json:"pPositions"`
					}{"subtract", g.Set(), per.Period, per.Preperiod, per.Values, n, values, ps})
				}
				var w strings.Builder
				fmt.Fprintf(&w, "subtraction game S = {%s}: period %d, preperiod %d (proven with %d values)\n",
					joinUints(g.Set(), ", "), per.Period, per.Preperiod, per.Values)
				if per.Period <= 200 && per.Preperiod+per.Period-1 <= n {
					fmt.Fprintf(&w, "periodic part g(%d..%d): %s\n", per.Preperiod, per.Preperiod+per.Period-1,
						joinUints(values[per.Preperiod:per.Preperiod+per.Period], " "))
				}
				fmt.Fprintf(&w, "nim-values g(0..%d): %s\n", n, joinUints(values, " "))
				fmt.Fprintf(&w, "P-positions (g = 0) in 0..%d: %s\n", n, joinUints(ps, " "))
				_, err = e.stdout.Write([]byte(w.String()))
				return err
			}
		},
	}
}

// parseSet reads a comma-separated subtraction set.
func parseSet(s string) ([]int, error) {
	var set []int
	for i, f := range strings.Split(s, ",") {
		f = strings.TrimSpace(f)
		if f == "" {
			return nil, fmt.Errorf("subtraction set %q: element %d is empty", s, i+1)
		}
		v, err := parseInt(fmt.Sprintf("subtraction set element %d", i+1), f, 1, maxSubtractElement)
		if err != nil {
			return nil, err
		}
		set = append(set, v)
	}
	return set, nil
}
