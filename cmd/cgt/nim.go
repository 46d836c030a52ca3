package main

import (
	"flag"
	"fmt"
	"strconv"
	"strings"

	"github.com/cgtgo/cgt"
)

func nimCommand() *command {
	return &command{
		name:    "nim",
		args:    "HEAP...",
		summary: "outcome of a Nim position and every winning move",
		help: `
Nim: a move takes any number of tokens from one heap; under normal play who
takes the last token wins, under misère play (--misere) who takes it loses.
Prints the nim-sum, the outcome for the player to move and every winning
move. Heap sizes are whole numbers up to 18446744073709551615; heaps are
numbered from 1.

example:
  $ cgt nim 3 4 5
  Nim 3 4 5: nim-sum 2, Win for the player to move
  winning move: heap 1 from 3 to 1 (take 2), leaving 1 4 5
`,
		setup: func(fs *flag.FlagSet) func(*env, []string) error {
			misere := fs.Bool("misere", false, "misère play: who takes the last token loses")
			asJSON := jsonFlag(fs)
			return func(e *env, args []string) error {
				if len(args) == 0 {
					return fmt.Errorf("give at least one heap size, e.g. cgt nim 3 4 5")
				}
				heaps, err := parseUints("heap", args)
				if err != nil {
					return err
				}
				var moves []cgt.NimMove[uint64]
				o := cgt.NimOutcome(heaps)
				if *misere {
					o = cgt.MisereNimOutcome(heaps)
					moves = cgt.MisereNimWinningMoves(heaps)
				} else {
					moves = cgt.AppendNimWinningMoves(nil, heaps)
				}
				if *asJSON {
					b := appendNimJSON(nil, heaps, *misere, o, moves)
					_, err := e.stdout.Write(append(b, '\n'))
					return err
				}
				return writeNimText(e, heaps, *misere, o, moves)
			}
		},
	}
}

func writeNimText(e *env, heaps []uint64, misere bool, o cgt.Outcome, moves []cgt.NimMove[uint64]) error {
	var b strings.Builder
	name := "Nim"
	if misere {
		name = "Misère Nim"
	}
	fmt.Fprintf(&b, "%s %s: nim-sum %d, %s\n", name, joinUints(heaps, " "),
		cgt.NimSum(heaps), forMover(o))
	if misere {
		b.WriteString("(misère: who takes the last token loses)\n")
	}
	after := make([]uint64, len(heaps))
	for i, m := range moves {
		if i == 0 {
			if len(moves) == 1 {
				b.WriteString("winning move: ")
			} else {
				b.WriteString("winning moves:\n")
			}
		}
		if len(moves) > 1 {
			b.WriteString("  ")
		}
		copy(after, heaps)
		after[m.Heap] = m.To
		from := heaps[m.Heap]
		fmt.Fprintf(&b, "heap %d from %d to %d (take %d), leaving %s\n",
			m.Heap+1, from, m.To, from-m.To, joinUints(after, " "))
	}
	if o == cgt.Loss {
		b.WriteString("no winning move: every move leaves a position the opponent wins\n")
	}
	_, err := e.stdout.Write([]byte(b.String()))
	return err
}

// appendNimJSON appends the JSON answer of a Nim query, without allocating
// beyond dst's growth; batch mode and "cgt nim --json" share it, so their
// answers are identical.
func appendNimJSON(dst []byte, heaps []uint64, misere bool, o cgt.Outcome, moves []cgt.NimMove[uint64]) []byte {
	dst = append(dst, `{"game":"nim","misere":`...)
	dst = strconv.AppendBool(dst, misere)
	dst = append(dst, `,"heaps":`...)
	dst = appendUints(dst, heaps)
	dst = append(dst, `,"nimSum":`...)
	dst = strconv.AppendUint(dst, cgt.NimSum(heaps), 10)
	dst = append(dst, `,"outcome":"`...)
	dst = append(dst, o.String()...)
	dst = append(dst, `","moves":[`...)
	for i, m := range moves {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = append(dst, `{"heap":`...)
		dst = strconv.AppendInt(dst, int64(m.Heap+1), 10)
		dst = append(dst, `,"from":`...)
		dst = strconv.AppendUint(dst, heaps[m.Heap], 10)
		dst = append(dst, `,"to":`...)
		dst = strconv.AppendUint(dst, m.To, 10)
		dst = append(dst, '}')
	}
	return append(dst, "]}"...)
}

// appendNimTerse appends the batch answer: "L", or "W" and the moves as
// heap:to with heaps numbered from 1.
func appendNimTerse(dst []byte, o cgt.Outcome, moves []cgt.NimMove[uint64]) []byte {
	dst = append(dst, o.String()[0])
	for _, m := range moves {
		dst = append(dst, ' ')
		dst = strconv.AppendInt(dst, int64(m.Heap+1), 10)
		dst = append(dst, ':')
		dst = strconv.AppendUint(dst, m.To, 10)
	}
	return dst
}
