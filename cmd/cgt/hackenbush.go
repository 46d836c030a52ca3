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

// pictureNotation is the help text of the Hackenbush picture notation
// (games/hackenbush's package doc), which both cgt hackenbush and cgt
// value hackenbush read.
const pictureNotation = `
  BRRG          a stalk: its colours from the ground up (B Blue, R Red,
                G Green)
  0-1B 1-3G     edges U-V with a colour letter (none: green); 0 or g is
                the ground
  g-1-2R        a path: the edges g-1 and 1-2, both red
  g 1 2         a line of vertices: a green path (the form of files)
  vertices N    optional, first: the vertices named are 0 … N-1
  # …           a comment to the end of the line
Items are separated by spaces, commas or lines.
`

// pictureText returns the picture an argument gives: - reads standard
// input; an argument that names a file, or that holds a '.', '/' or '\\'
// (which no picture does), is read as a file (an error of its reading is a
// failure, exit status 1); anything else is the picture itself.
func pictureText(stdin io.Reader, arg string) (string, error) {
	if arg == "-" {
		b, err := io.ReadAll(stdin)
		if err != nil {
			return "", failure(err)
		}
		return string(b), nil
	}
	if fi, err := os.Stat(arg); err == nil && fi.Mode().IsRegular() || strings.ContainsAny(arg, "./\\") {
		b, err := os.ReadFile(arg)
		if err != nil {
			return "", failure(err)
		}
		return string(b), nil
	}
	return arg, nil
}

// hackenbushMovesMax is the most edges for which the winning moves are
// listed (each costs a value computation of the whole picture).
const hackenbushMovesMax = 5000

func hackenbushCommand() *command {
	return &command{
		name:    "hackenbush",
		args:    "PICTURE | FILE | -",
		summary: "Green Hackenbush picture: nim-value and winning cuts",
		help: `
Green Hackenbush: a move cuts an edge; whatever is no longer connected to
the ground falls away; who cannot move loses. Prints the nim-value (colon
and fusion principles, linear time) and the winning cuts (edges numbered
from 0 in the order written; listed for up to 5000 edges).

The picture is given inline, in a FILE, or on standard input (-), in the
notation cgt value hackenbush also reads (inline or from a file):
` + pictureNotation + `
Edges here are green (G, or no colour); Blue and Red edges belong to cgt
value hackenbush.

examples:
  $ printf 'g 1 2\ng 3\n3 4\n3 5\n' | cgt hackenbush -
  Green Hackenbush, 5 edges: nim-value 3, Win for the player to move
  winning cuts:
    edge 1 (1–2)
    edge 3 (3–4)
    edge 4 (3–5)

  $ cgt hackenbush g-1-2,g-3,3-4,3-5
  Green Hackenbush, 5 edges: nim-value 3, Win for the player to move
  winning cuts:
    edge 1 (1–2)
    edge 3 (3–4)
    edge 4 (3–5)
`,
		setup: func(fs *flag.FlagSet) func(*env, []string) error {
			asJSON := jsonFlag(fs)
			return func(e *env, args []string) error {
				if err := wantArgs(args, 1, "a picture, e.g. 'g-1-2 g-3', a file holding one, or - for standard input"); err != nil {
					return err
				}
				text, err := pictureText(e.stdin, args[0])
				if err != nil {
					return err
				}
				h, err := hackenbush.ParseGreen(text)
				if err != nil {
					if strings.Contains(err.Error(), "only green") {
						return fmt.Errorf("%w (cgt value hackenbush takes Blue and Red edges)", err)
					}
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
