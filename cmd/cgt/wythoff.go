package main

import (
	"flag"
	"fmt"
	"strconv"
	"strings"

	"github.com/cgtgo/cgt"
)

// wythoffValueMax is the largest heap for which "cgt wythoff" computes the
// nim-value (a table of (a+1)·(b+1) cells, well under a second).
const wythoffValueMax = 2048

func wythoffCommand() *command {
	return &command{
		name:    "wythoff",
		args:    "A B",
		summary: "Wythoff's game: outcome, winning moves (exact for any uint64), nim-value",
		help: `
Wythoff's game on heaps A and B: a move takes any positive number of tokens
from one heap, or the same number from both; who takes the last token wins.
The P-positions (lost for the player to move) are (⌊kφ⌋, ⌊kφ²⌋) and their
mirrors; the answer is exact for all heaps up to 18446744073709551615
(integer arithmetic, no floating point). The nim-value is shown when both
heaps are at most 2048.

example:
  $ cgt wythoff 7 9
  Wythoff (7, 9): Win for the player to move
  winning moves:
    take 4 from both heaps -> (3, 5)
    take 5 from the second heap -> (7, 4)
  nim-value 14

  $ cgt wythoff 4 7
  Wythoff (4, 7): Loss for the player to move
  P-position number 3: (⌊3φ⌋, ⌊3φ²⌋) = (4, 7)
  nim-value 0
`,
		setup: func(fs *flag.FlagSet) func(*env, []string) error {
			asJSON := jsonFlag(fs)
			return func(e *env, args []string) error {
				if err := wantArgs(args, 2, "the heaps A and B"); err != nil {
					return err
				}
				a, err := parseUint("heap A", args[0])
				if err != nil {
					return err
				}
				b, err := parseUint("heap B", args[1])
				if err != nil {
					return err
				}
				moves := cgt.WythoffWinningMoves(a, b)
				value := -1
				if a <= wythoffValueMax && b <= wythoffValueMax {
					value = cgt.WythoffGrundyTable(int(a)+1, int(b)+1)[a][b]
				}
				if *asJSON {
					dst := appendWythoffJSON(nil, a, b, moves)
					if value >= 0 {
						dst = dst[:len(dst)-1]
						dst = append(dst, `,"nimValue":`...)
						dst = strconv.AppendInt(dst, int64(value), 10)
						dst = append(dst, '}')
					}
					_, err := e.stdout.Write(append(dst, '\n'))
					return err
				}
				var w strings.Builder
				if moves == nil {
					k := max(a, b) - min(a, b)
					fmt.Fprintf(&w, "Wythoff (%d, %d): %s\n", a, b, forMover(cgt.Loss))
					fmt.Fprintf(&w, "P-position number %d: (⌊%dφ⌋, ⌊%dφ²⌋) = (%d, %d)", k, k, k, min(a, b), max(a, b))
					if a > b {
						w.WriteString(", mirrored")
					}
					w.WriteString("\n")
				} else {
					fmt.Fprintf(&w, "Wythoff (%d, %d): %s\n", a, b, forMover(cgt.Win))
					if len(moves) == 1 {
						w.WriteString("winning move: ")
					} else {
						w.WriteString("winning moves:\n")
					}
					for _, m := range moves {
						if len(moves) > 1 {
							w.WriteString("  ")
						}
						switch {
						case m[0] < a && m[1] < b:
							fmt.Fprintf(&w, "take %d from both heaps", a-m[0])
						case m[0] < a:
							fmt.Fprintf(&w, "take %d from the first heap", a-m[0])
						default:
							fmt.Fprintf(&w, "take %d from the second heap", b-m[1])
						}
						fmt.Fprintf(&w, " -> (%d, %d)\n", m[0], m[1])
					}
				}
				if value >= 0 {
					fmt.Fprintf(&w, "nim-value %d\n", value)
				} else {
					fmt.Fprintf(&w, "nim-value not computed (heaps above %d)\n", wythoffValueMax)
				}
				_, err = e.stdout.Write([]byte(w.String()))
				return err
			}
		},
	}
}

// appendWythoffJSON appends the JSON answer of a Wythoff query (without the
// nim-value); batch mode and "cgt wythoff --json" share it.
func appendWythoffJSON(dst []byte, a, b uint64, moves [][2]uint64) []byte {
	dst = append(dst, `{"game":"wythoff","a":`...)
	dst = strconv.AppendUint(dst, a, 10)
	dst = append(dst, `,"b":`...)
	dst = strconv.AppendUint(dst, b, 10)
	if moves == nil {
		dst = append(dst, `,"outcome":"Loss","moves":[],"pIndex":`...)
		dst = strconv.AppendUint(dst, max(a, b)-min(a, b), 10)
		return append(dst, '}')
	}
	dst = append(dst, `,"outcome":"Win","moves":[`...)
	for i, m := range moves {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = append(dst, '[')
		dst = strconv.AppendUint(dst, m[0], 10)
		dst = append(dst, ',')
		dst = strconv.AppendUint(dst, m[1], 10)
		dst = append(dst, ']')
	}
	return append(dst, "]}"...)
}

// appendWythoffTerse appends the batch answer: "L", or "W" and the
// positions the winning moves lead to, as a,b.
func appendWythoffTerse(dst []byte, moves [][2]uint64) []byte {
	if moves == nil {
		return append(dst, 'L')
	}
	dst = append(dst, 'W')
	for _, m := range moves {
		dst = append(dst, ' ')
		dst = strconv.AppendUint(dst, m[0], 10)
		dst = append(dst, ',')
		dst = strconv.AppendUint(dst, m[1], 10)
	}
	return dst
}
