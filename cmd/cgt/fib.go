package main

import (
	"flag"
	"fmt"
	"strconv"
	"strings"

	"github.com/cgtgo/cgt/games/fibonacci"
)

func fibCommand() *command {
	return &command{
		name:    "fib",
		args:    "N",
		summary: "Fibonacci nim: outcome, Zeckendorf representation, winning takes",
		help: `
Fibonacci nim with a heap of N tokens: the first player takes 1 to N−1
tokens, then each player takes at least 1 and at most twice what the
opponent just took; who takes the last token wins. The first player loses
exactly when N is a Fibonacci number; otherwise taking the smallest term of
N's Zeckendorf representation wins. With --max M, the position is a heap of
N from which the player to move may take at most M. Exact for every N up to
18446744073709551615.

example:
  $ cgt fib 20
  Fibonacci nim, heap 20, may take 1 to 19: Win for the player to move
  Zeckendorf: 20 = 13 + 5 + 2
  winning take: 2 (the smallest Zeckendorf term)
`,
		setup: func(fs *flag.FlagSet) func(*env, []string) error {
			maxTake := fs.String("max", "", "the most the player to move may take (default N−1, the start)")
			asJSON := jsonFlag(fs)
			return func(e *env, args []string) error {
				if err := wantArgs(args, 1, "the heap size N"); err != nil {
					return err
				}
				n, err := parseUint("heap N", args[0])
				if err != nil {
					return err
				}
				p := fibonacci.Start(n)
				if *maxTake != "" {
					m, err := parseUint("--max", *maxTake)
					if err != nil {
						return err
					}
					if m == 0 && n > 0 {
						return fmt.Errorf("--max: 0 allows no move; the most one may take is at least 1")
					}
					p = fibonacci.Position{Heap: n, MaxTake: min(m, n)}
				}
				takes := fibonacci.WinningTakes(p)
				zeck := fibonacci.Zeckendorf(n)
				if *asJSON {
					dst := appendFibJSON(nil, p, zeck, takes)
					_, err := e.stdout.Write(append(dst, '\n'))
					return err
				}
				var w strings.Builder
				o := fibonacci.Outcome(p)
				fmt.Fprintf(&w, "Fibonacci nim, heap %d, ", n)
				if p.MaxTake == 0 {
					w.WriteString("no move possible: ")
				} else {
					fmt.Fprintf(&w, "may take 1 to %d: ", p.MaxTake)
				}
				fmt.Fprintf(&w, "%s\n", forMover(o))
				if n > 0 {
					fmt.Fprintf(&w, "Zeckendorf: %d = %s", n, joinUints(zeck, " + "))
					if len(zeck) == 1 {
						w.WriteString(" (a Fibonacci number)")
					}
					w.WriteString("\n")
				}
				switch {
				case len(takes) == 1:
					fmt.Fprintf(&w, "winning take: %d", takes[0])
				case len(takes) > 1:
					fmt.Fprintf(&w, "winning takes: %s", joinUints(takes, " "))
				case n > 0 && p.MaxTake > 0:
					fmt.Fprintf(&w, "no winning take: the smallest Zeckendorf term, %d, is more than %d",
						zeck[len(zeck)-1], p.MaxTake)
				}
				if len(takes) > 0 && takes[0] == zeck[len(zeck)-1] {
					w.WriteString(" (the smallest Zeckendorf term)")
				}
				if len(takes) > 0 || n > 0 && p.MaxTake > 0 {
					w.WriteString("\n")
				}
				_, err = e.stdout.Write([]byte(w.String()))
				return err
			}
		},
	}
}

// appendFibJSON appends the JSON answer of a Fibonacci nim query.
func appendFibJSON(dst []byte, p fibonacci.Position, zeck, takes []uint64) []byte {
	dst = append(dst, `{"game":"fib","heap":`...)
	dst = strconv.AppendUint(dst, p.Heap, 10)
	dst = append(dst, `,"maxTake":`...)
	dst = strconv.AppendUint(dst, p.MaxTake, 10)
	dst = append(dst, `,"zeckendorf":`...)
	dst = appendUints(dst, zeck)
	dst = append(dst, `,"outcome":"`...)
	dst = append(dst, fibonacci.Outcome(p).String()...)
	dst = append(dst, `","takes":`...)
	dst = appendUints(dst, takes)
	return append(dst, '}')
}

// appendFibTerse appends the batch answer: "L", or "W" and the winning takes.
func appendFibTerse(dst []byte, p fibonacci.Position, takes []uint64) []byte {
	dst = append(dst, fibonacci.Outcome(p).String()[0])
	for _, t := range takes {
		dst = append(dst, ' ')
		dst = strconv.AppendUint(dst, t, 10)
	}
	return dst
}
