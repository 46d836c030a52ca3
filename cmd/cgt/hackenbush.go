package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/games/hackenbush"
)

// hackenbushMovesMax is the most edges for which the winning moves are
// listed (each costs a value computation of the whole picture).
const hackenbushMovesMax = 5000

func hackenbushCommand() *command {
	return &command{
		name:    "hackenbush",
		args:    "FILE",
		summary: "Green Hackenbush picture from an edge list: nim-value and winning cuts",
		help: `
Green Hackenbush: FILE (or - for standard input) holds the picture as an edge
list, one path per line ("g 1 2" is the edges ground–1 and 1–2; vertex 0 or g
is the ground; # starts a comment). A move cuts an edge; whatever is no
longer connected to the ground falls away; who cannot move loses. Prints the
nim-value (colon and fusion principles, linear time) and the winning cuts
(edges numbered from 0 in input order; listed for up to 5000 edges).

example:
  $ printf 'g 1 2\ng 3\n3 4\n3 5\n' | cgt hackenbush -
  Green Hackenbush, 5 edges: nim-value 3, Win for the player to move
  winning cuts:
    edge 1 (1–2)
    edge 3 (3–4)
    edge 4 (3–5)
`,
		setup: func(fs *flag.FlagSet) func(*env, []string) error {
			asJSON := jsonFlag(fs)
			return func(e *env, args []string) error {
				if err := wantArgs(args, 1, "an edge-list file, or - for standard input"); err != nil {
					return err
				}
				var text []byte
				var err error
				if args[0] == "-" {
					text, err = io.ReadAll(e.stdin)
				} else {
					text, err = os.ReadFile(args[0])
				}
				if err != nil {
					return err
				}
				h, err := hackenbush.ParseGreen(string(text))
				if err != nil {
					return err
				}
				v := h.Value()
				o := cgt.Loss
				if v != 0 {
					o = cgt.Win
				}
				var cuts []int
				listed := h.NumEdges() <= hackenbushMovesMax
				if listed {
					cuts = h.WinningMoves()
				}
				edges := h.Edges()
				if *asJSON {
					type cut struct {
						Edge int    `json:"edge"`
						Ends [2]int `json:"ends"`
					}
					out := struct {
						Game     string `json:"game"`
						Edges    int    `json:"edges"`
						NimValue int    `json:"nimValue"`
						Outcome  string `json:"outcome"`
						Cuts     []cut  `json:"cuts"`
					}{"hackenbush", h.NumEdges(), v, o.String(), []cut{}}
					if !listed {
						out.Cuts = nil
					}
					for _, c := range cuts {
						out.Cuts = append(out.Cuts, cut{c, edges[c]})
					}
					return writeJSON(e.stdout, out)
				}
				var w strings.Builder
				fmt.Fprintf(&w, "Green Hackenbush, %d edge%s: nim-value %d, %s\n", h.NumEdges(), plural(h.NumEdges()), v, forMover(o))
				switch {
				case !listed:
					fmt.Fprintf(&w, "winning cuts not listed (more than %d edges)\n", hackenbushMovesMax)
				case len(cuts) > 0:
					w.WriteString("winning cuts:\n")
					for _, c := range cuts {
						fmt.Fprintf(&w, "  edge %d (%d–%d)\n", c, edges[c][0], edges[c][1])
					}
				default:
					w.WriteString("no winning cut: every cut leaves a position the opponent wins\n")
				}
				_, err = e.stdout.Write([]byte(w.String()))
				return err
			}
		},
	}
}
