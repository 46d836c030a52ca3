package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"strconv"
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
at most 0..199); with it, the values come from the proven period, so even
N = 100000000 prints in a few seconds. Elements are 1 … 1000000; N at most
100000000.

Periods can be long: random sets of large elements often have none within
millions of values. The search stops after --limit values (default 4194304,
a few seconds and 200 MB; at most 67108864, about 3 GB) and then says so
(exit status 1). A progress bar shows on a terminal, and --progress prints
progress lines on standard error anywhere.

example:
  $ cgt subtract 1,3,4
  subtraction game S = {1, 3, 4}: period 7, preperiod 0 (proven with 11 values)
  periodic part g(0..6): 0 1 0 1 2 3 2
  nim-values g(0..19): 0 1 0 1 2 3 2 0 1 0 1 2 3 2 0 1 0 1 2 3
  P-positions (g = 0) in 0..19: 0 2 7 9 14 16
`,
		setup: func(fs *flag.FlagSet) func(*env, []string) error {
			upto := fs.Int("upto", -1, "show the nim-values g(0..`N`)")
			limit := fs.Int("limit", subtractDefaultLimit, "give up the period search after `N` values")
			progressFlag := fs.Bool("progress", false, "print progress lines on standard error")
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
				if *limit < 1 || *limit > subtractMaxLimit {
					return fmt.Errorf("--limit: %d is out of range (1 … %d)", *limit, subtractMaxLimit)
				}
				g, err := subtraction.New(set, 0, cgt.Normal)
				if err != nil {
					return err
				}
				rep := newReporter(e, *progressFlag, *limit, "values of the subtraction game", 1)
				per, err := g.Prove(e.ctx, *limit, &cgt.Options{Progress: rep.update, ProgressEvery: 1 << 18})
				rep.done()
				if errors.Is(err, cgt.ErrLimit) && *limit < subtractMaxLimit {
					return failure(fmt.Errorf("%w (--limit %d searches further)", err, min(4**limit, subtractMaxLimit)))
				}
				if err != nil {
					return failure(err)
				}
				n := *upto
				if n < 0 {
					n = min(max(per.Preperiod+2*per.Period-1, 19), 199)
				}
				// g(0..e+p−1) from the engine; every later value repeats one
				// of the period, which is proven.
				known := min(n, per.Preperiod+per.Period-1)
				if g, err = subtraction.New(set, known, cgt.Normal); err != nil {
					return err
				}
				head := g.Values()
				value := func(i int) int {
					if i < len(head) {
						return head[i]
					}
					return head[per.Preperiod+(i-per.Preperiod)%per.Period]
				}
				return writeSubtract(e, g.Set(), per, n, value, *asJSON)
			}
		},
	}
}

const (
	subtractDefaultLimit = 1 << 22
	subtractMaxLimit     = 1 << 26
)

// writeSubtract prints the answer, streaming the values g(0..n) given by
// value, so that a large n costs no memory.
func writeSubtract(e *env, set []int, per cgt.Periodicity, n int, value func(int) int, asJSON bool) error {
	w := bufio.NewWriterSize(e.stdout, 1<<16)
	list := func(sep string, keep func(i, v int) bool, show func(i, v int) int) {
		first := true
		var b []byte
		for i := 0; i <= n; i++ {
			v := value(i)
			if !keep(i, v) {
				continue
			}
			b = b[:0]
			if !first {
				b = append(b, sep...)
			}
			first = false
			w.Write(strconv.AppendInt(b, int64(show(i, v)), 10))
		}
	}
	all := func(int, int) bool { return true }
	zero := func(_, v int) bool { return v == 0 }
	val := func(_, v int) int { return v }
	idx := func(i, _ int) int { return i }
	if asJSON {
		fmt.Fprintf(w, `{"game":"subtract","set":[%s],"period":%d,"preperiod":%d,"proofValues":%d,"upto":%d,"values":[`,
			joinUints(set, ","), per.Period, per.Preperiod, per.Values, n)
		list(",", all, val)
		w.WriteString(`],"pPositions":[`)
		list(",", zero, idx)
		w.WriteString("]}\n")
		return w.Flush()
	}
	fmt.Fprintf(w, "subtraction game S = {%s}: period %d, preperiod %d (proven with %d values)\n",
		joinUints(set, ", "), per.Period, per.Preperiod, per.Values)
	if per.Period <= 200 && per.Preperiod+per.Period-1 <= n {
		fmt.Fprintf(w, "periodic part g(%d..%d):", per.Preperiod, per.Preperiod+per.Period-1)
		for i := per.Preperiod; i < per.Preperiod+per.Period; i++ {
			fmt.Fprintf(w, " %d", value(i))
		}
		w.WriteString("\n")
	}
	fmt.Fprintf(w, "nim-values g(0..%d): ", n)
	list(" ", all, val)
	fmt.Fprintf(w, "\nP-positions (g = 0) in 0..%d: ", n)
	list(" ", zero, idx)
	w.WriteString("\n")
	return w.Flush()
}

// parseSet reads a comma-separated subtraction set.
func parseSet(s string) ([]int, error) {
	var set []int
	for i, f := range strings.Split(s, ",") {
		f = strings.TrimSpace(f)
		if f == "" {
			return nil, fmt.Errorf("subtraction set %s: element %d is empty", cgt.QuoteInput(s), i+1)
		}
		v, err := parseInt(fmt.Sprintf("subtraction set element %d", i+1), f, 1, maxSubtractElement)
		if err != nil {
			return nil, err
		}
		set = append(set, v)
	}
	return set, nil
}
