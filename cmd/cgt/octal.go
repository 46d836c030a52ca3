package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"slices"
	"strings"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/games/octal"
)

const (
	octalDefaultUpto  = 1000
	octalDefaultProve = 10_000_000
	octalMaxUpto      = 1_000_000_000
	octalShowValues   = 36 // values shown in text (JSON has 100)
	octalShowCounts   = 24 // value counts and rare values shown in text
	octalShowMoves    = 40 // winning moves shown in text
)

// octalNames are well-known octal games.
var octalNames = map[string]string{
	"0.77": "Kayles", "0.07": "Dawson's Kayles", "0.137": "Dawson's chess",
	"0.007": "Treblecross", "4.07": "", "0.16": "",
}

// octalHelp is the help of "cgt octal".
const octalHelp = `
The octal (take-and-break) game CODE, such as 0.77 (Kayles), 0.07 (Dawson's
Kayles), 0.137 (Dawson's chess), 4.07, 4 (split a heap in two), hexadecimal
codes like 0.C, or grundy (Grundy's game: split a heap into two unequal
heaps): digit j says what a move may leave after taking j tokens from a heap
(bit 1: no heap, 2: one heap, 4: two heaps, 8: three heaps). Prints the
first nim-values g(n) of single heaps, how often each value occurs up to N,
the rare values (those the sparse-space engine treats as rare), and the
period.

Without --prove, g(0..N) is computed (N = 1000 by default) and the period
shown is what those values suggest. With --prove, values are computed until
the Guy–Smith theorem proves the period, up to N+1 values (N = 10000000 by
default): "unproven within M values" means that was not enough, and says
what --upto to try. Some published games need more than the default (one
needs 20126195 values). --timeout bounds the time instead (or as well):
the answer then is what the values computed by then show. Grundy's game is
not known to be periodic; no proof is attempted for it.

A progress bar shows on standard error when it is a terminal; --progress
prints progress lines there instead (for scripts and CI logs), with an
estimate of the time left. Ctrl-C stops cleanly: what is known so far is
printed, and the exit status is 130.

With --heaps H1,H2,... the command also gives the outcome of the sum of
those heaps and every winning move, with the whole position it leaves (the
moved heap's remains in its place, as cgt nim and cgt misere write it).

With --census K, every code with at most K octal digits after the point
(leading digit 0 or 4; 1023 codes for K = 3) is proven in turn, to --upto
values each (default 2097151) and for at most --timeout each (default 10s);
with --census -, the codes are read from standard input, one per line. One
JSON line per code: preperiod, period, largest value, rare mask, values the
proof needs, or "unproven" with the number of values computed. Progress and
a summary go to standard error.

examples:
  $ cgt octal 0.77 --prove
  octal game 0.77 (Kayles), 168 values g(0..167)
  g(0..35): 0 1 2 3 1 4 3 2 1 4 2 6 4 1 2 7 1 4 3 2 1 4 6 7 4 1 2 8 5 4 7 2 1 8 6 7
  value counts: 0:1 1:41 2:39 3:4 4:30 5:1 6:4 7:26 8:22
  period 12 from 71 (proven with 168 values)

  $ cgt octal 0.137 --prove --heaps 10,20
  octal game 0.137 (Dawson's chess), 175 values g(0..174)
  g(0..35): 0 1 1 2 0 3 1 1 0 3 3 2 2 4 0 5 2 2 3 3 0 1 1 3 0 2 1 1 0 4 5 2 7 4 0 1
  value counts: 0:29 1:42 2:25 3:34 4:19 5:14 7:5 8:4 9:3
  period 34 from 52 (proven with 175 values)
  heaps 10 20: nim-value 3, Win for the player to move
    winning move: from heap 1 take 2, leaving 8 20
    winning move: from heap 1 take 3, leaving 1 6 20
    winning move: from heap 2 take 2, leaving 10 18
    winning move: from heap 2 take 3, leaving 10 1 16
    winning move: from heap 2 take 3, leaving 10 6 11
    winning move: from heap 2 take 3, leaving 10 8 9

  $ cgt octal 0.16 --prove --upto 299999
  octal game 0.16, 300000 values g(0..299999)
  g(0..35): 0 1 0 0 1 2 2 1 4 0 1 4 2 1 4 0 1 4 2 1 4 2 1 0 2 1 4 2 1 4 5 1 4 2 1 4
  value counts: 0:7 1:25 2:76362 3:76335 4:58685 5:58758 6:12 7:9 8:19386 9:3714 14:3705 15:1834 16:1117 17:35 22:13 23:3
  rare values (v AND 30 has an even number of bits): 0 1 6 7; 53 rare heaps, the last at 13935
  period unproven within 300000 values (149459 from 105351 fits them; its proof needs 509622); try --upto 509621

  $ cgt octal 4 --prove
  octal game 4.0, 6 values g(0..5)
  g(0..5): 0 0 1 0 1 0
  value counts: 0:4 1:2
  period 2 from 1 (proven with 6 values)
`

func octalCommand() *command {
	return &command{
		name:    "octal",
		args:    "CODE",
		summary: "octal game: nim-sequence summary, rare values, period proof; --census of many codes",
		help:    octalHelp,
		setup: func(fs *flag.FlagSet) func(*env, []string) error {
			upto := fs.Int("upto", 0, "compute g(0..`N`) (with --prove: at most N+1 values)")
			prove := fs.Bool("prove", false, "compute until the period is proven")
			heapsArg := fs.String("heaps", "", "also solve the sum of these `HEAPS` (comma-separated)")
			timeout := fs.Duration("timeout", 0, "stop after `D` (e.g. 30s, 5m; 0s: no limit; with --census: per code, 0s meaning 10s)")
			progressFlag := fs.Bool("progress", false, "print progress lines on standard error")
			census := fs.Bool("census", false, "prove every code of at most K digits (argument K), or the codes on standard input (argument -)")
			asJSON := jsonFlag(fs)
			return func(e *env, args []string) error {
				if *census {
					if err := inapplicable(flagsSet(fs), "--census, which prints a table of codes",
						[2]string{"heaps", "one code, whose sum of heaps it solves"},
						[2]string{"json", "one code's answer"}); err != nil {
						return err
					}
					return runCensus(e, args, *upto, *timeout, *progressFlag)
				}
				if err := wantArgs(args, 1, "the game code, e.g. 0.77"); err != nil {
					return err
				}
				g, err := parseOctalCode(args[0])
				if err != nil {
					return err
				}
				n := *upto
				switch {
				case n < 0 || n > octalMaxUpto:
					return fmt.Errorf("--upto: %d is out of range (1 … %d)", n, octalMaxUpto)
				case n == 0 && *prove:
					n = octalDefaultProve
				case n == 0:
					n = octalDefaultUpto
				}
				if *timeout < 0 {
					return fmt.Errorf("--timeout: %v is negative", *timeout)
				}
				var heaps []int
				if *heapsArg != "" {
					for i, f := range strings.Split(*heapsArg, ",") {
						h, err := parseInt(fmt.Sprintf("--heaps: heap %d", i+1), strings.TrimSpace(f), 0, octalMaxUpto)
						if err != nil {
							return err
						}
						heaps = append(heaps, h)
					}
				}
				if !*prove {
					for _, h := range heaps {
						n = max(n, h) // the values the sum needs
					}
				}
				ctx := e.ctx
				if *timeout > 0 {
					var cancel context.CancelFunc
					ctx, cancel = context.WithTimeout(ctx, *timeout)
					defer cancel()
				}
				rep := newReporter(e, *progressFlag, n+1, "values of "+g.String(), 0)
				opt := &cgt.Options{Progress: rep.update, ProgressEvery: 1 << 8} // some codes take seconds per thousand values (0.8)
				var seq *octal.Sequence
				if *prove {
					seq, err = g.Prove(ctx, n+1, opt)
				} else {
					seq, err = g.Sequence(ctx, n+1, opt)
				}
				rep.done()
				stop := ""
				switch {
				case err == nil:
				case seq != nil && e.ctx.Err() != nil:
					stop = "interrupted"
				case seq != nil && errors.Is(err, context.DeadlineExceeded):
					stop = "timeout " + timeout.String()
				default:
					return failure(err)
				}
				if stop != "" {
					// Say what is known; the sum of heaps only if its values are.
					known := heaps
					if seq.SumValue(heaps...) < 0 {
						known = nil
					}
					if werr := writeOctal(e, seq, *prove, known, *asJSON, stop); werr != nil {
						return werr
					}
					switch {
					case stop == "interrupted":
						return err
					case !*prove:
						return failure(fmt.Errorf("--timeout %v reached after %d of %d values", *timeout, seq.Len(), n+1))
					case heaps != nil && known == nil:
						return failure(fmt.Errorf("--timeout %v reached before the values --heaps needs", *timeout))
					}
					return nil
				}
				return writeOctal(e, seq, *prove, heaps, *asJSON, stop)
			}
		},
	}
}

// parseOctalCode reads an octal code, or "grundy" for Grundy's game.
func parseOctalCode(arg string) (*octal.Game, error) {
	switch strings.ToLower(arg) {
	case "grundy", "grundys", "grundy's", "grundys-game":
		return octal.Grundys(), nil
	}
	return octal.Parse(arg)
}

type octalSummary struct {
	Game       string      `json:"game"`
	Code       string      `json:"code"`
	Name       string      `json:"name,omitempty"`
	Values     int         `json:"values"`
	First      []int       `json:"first"`
	MaxValue   int         `json:"maxValue"`
	Counts     []int       `json:"counts"`
	Mask       int         `json:"mask"`
	Parity     bool        `json:"parity"`     // the rare heaps also depend on the heap's parity
	Rare       []int       `json:"rareValues"` // the values of the rare heaps
	RareHeaps  int         `json:"rareHeaps"`
	LastRare   int         `json:"lastRareHeap"`
	Period     int         `json:"period"`
	Preperiod  int         `json:"preperiod"`
	Proven     bool        `json:"proven"`
	ProofNeeds int         `json:"proofValues,omitempty"`
	Heaps      []int       `json:"heaps,omitempty"`
	SumValue   *int        `json:"sumValue,omitempty"`
	Moves      []octalMove `json:"moves,omitempty"`
	Stopped    string      `json:"stopped,omitempty"` // "interrupted" or "timeout D"
	TryUpto    int         `json:"tryUpto,omitempty"` // a --upto that may reach the proof
}

// suggestUpto returns a --upto worth trying after n values gave no proof:
// the bound of the candidate period, if there is one, else the next power
// of ten at least four times n.
func suggestUpto(n int, p cgt.Periodicity) int {
	if p.Period > 0 && p.Values > n {
		return min(p.Values-1, octalMaxUpto)
	}
	t := 10
	for t < 4*n && t < octalMaxUpto {
		t *= 10
	}
	return min(t, octalMaxUpto)
}

// unprovenText is the period line of an unproven --prove run.
func unprovenText(s octalSummary, stop string) string {
	var w strings.Builder
	fmt.Fprintf(&w, "period unproven within %d values", s.Values)
	if s.Period > 0 {
		fmt.Fprintf(&w, " (%d from %d fits them; its proof needs %d)", s.Period, s.Preperiod, s.ProofNeeds)
	}
	switch {
	case stop != "":
		fmt.Fprintf(&w, "; stopped: %s", stop)
	case s.TryUpto > 0:
		fmt.Fprintf(&w, "; try --upto %d", s.TryUpto)
	}
	w.WriteString("\n")
	return w.String()
}

type octalMove struct {
	Heap  int   `json:"heap"`  // 1-based
	Take  int   `json:"take"`  // tokens taken from it
	Leave []int `json:"leave"` // what is left of that heap
	After []int `json:"after"` // the whole position after the move
}

// writeOctal prints the summary of seq; stop says why the computation
// ended early ("interrupted", "timeout 10s"), if it did.
func writeOctal(e *env, seq *octal.Sequence, proved bool, heaps []int, asJSON bool, stop string) error {
	vals := seq.Values()
	s := octalSummary{Game: "octal", Code: seq.Game().String(), Name: octalNames[seq.Game().String()], Values: len(vals), Mask: int(seq.Mask()), LastRare: -1, Stopped: stop}
	grundy := seq.Game().String() == octal.Grundys().String()
	for i := 0; i < min(len(vals), 100); i++ {
		s.First = append(s.First, int(vals[i]))
	}
	for _, v := range vals {
		s.MaxValue = max(s.MaxValue, int(v))
	}
	s.Counts = make([]int, s.MaxValue+1)
	rareValue := make([]bool, s.MaxValue+1)
	for i, v := range vals {
		s.Counts[v]++
		if seq.Rare(i) {
			s.RareHeaps++
			s.LastRare = i
			rareValue[v] = true
		}
	}
	for v, r := range rareValue {
		if r {
			s.Rare = append(s.Rare, v)
		}
	}
	s.Parity = seq.Parity()
	if proved {
		p := seq.Period()
		s.Period, s.Preperiod, s.Proven, s.ProofNeeds = p.Period, p.Preperiod, p.Proven, p.Values
		if !p.Proven && !grundy && stop == "" {
			s.TryUpto = suggestUpto(len(vals), p)
		}
	} else if p, ok := cgt.FindPeriod(vals); ok {
		s.Period, s.Preperiod = p.Period, p.Preperiod
	}
	if heaps != nil {
		v := seq.SumValue(heaps...)
		if v < 0 {
			return fmt.Errorf("--heaps: a heap is beyond the %d values computed and no period is proven", len(vals))
		}
		s.Heaps, s.SumValue = heaps, &v
		for _, m := range seq.WinningMoves(heaps) {
			s.Moves = append(s.Moves, octalMove{m.Heap + 1, m.Take, append([]int{}, m.Leave...), m.After(heaps)})
		}
	}
	if asJSON {
		return writeJSON(e.stdout, s)
	}
	var w strings.Builder
	name := ""
	if s.Name != "" {
		name = " (" + s.Name + ")"
	}
	fmt.Fprintf(&w, "octal game %s%s, %d values g(0..%d)\n", s.Code, name, len(vals), len(vals)-1)
	first := s.First[:min(len(s.First), octalShowValues)]
	fmt.Fprintf(&w, "g(0..%d): %s\n", len(first)-1, joinUints(first, " "))
	type vc struct{ v, c int }
	var occur []vc
	for v, c := range s.Counts {
		if c > 0 {
			occur = append(occur, vc{v, c})
		}
	}
	if len(occur) > octalShowCounts {
		fmt.Fprintf(&w, "%d distinct values, largest %d; the most frequent:", len(occur), s.MaxValue)
		slices.SortStableFunc(occur, func(a, b vc) int { return b.c - a.c })
		occur = occur[:octalShowCounts]
	} else {
		w.WriteString("value counts:")
	}
	for _, x := range occur {
		fmt.Fprintf(&w, " %d:%d", x.v, x.c)
	}
	w.WriteString("\n")
	if s.Mask != 0 || s.Parity {
		rare := s.Rare
		more := ""
		if len(rare) > octalShowCounts {
			more = fmt.Sprintf(" … (%d in all)", len(rare))
			rare = rare[:octalShowCounts]
		}
		if s.Parity {
			fmt.Fprintf(&w, "rare heaps (by g(n) AND %d and the parity of n), their values: %s%s; %d rare heaps, the last at %d\n",
				s.Mask, joinUints(rare, " "), more, s.RareHeaps, s.LastRare)
		} else {
			fmt.Fprintf(&w, "rare values (v AND %d has an even number of bits): %s%s; %d rare heaps, the last at %d\n",
				s.Mask, joinUints(rare, " "), more, s.RareHeaps, s.LastRare)
		}
	}
	switch {
	case proved && grundy:
		w.WriteString("period: no proof attempted (Grundy's game is not known to be periodic)\n")
	case proved && s.Proven:
		fmt.Fprintf(&w, "period %d from %d (proven with %d values)\n", s.Period, s.Preperiod, s.ProofNeeds)
	case proved:
		w.WriteString(unprovenText(s, stop))
	case stop != "":
		fmt.Fprintf(&w, "stopped after %d values: %s\n", s.Values, stop)
	case s.Period > 0:
		fmt.Fprintf(&w, "apparent period %d from %d in these values (not proven; use --prove)\n", s.Period, s.Preperiod)
	default:
		w.WriteString("no period in these values\n")
	}
	if heaps != nil {
		o := cgt.Loss
		if *s.SumValue != 0 {
			o = cgt.Win
		}
		fmt.Fprintf(&w, "heaps %s: nim-value %d, %s\n", joinUints(heaps, " "), *s.SumValue, forMover(o))
		for i, m := range s.Moves {
			if i == octalShowMoves {
				fmt.Fprintf(&w, "  … %d winning moves in all (--json lists every one)\n", len(s.Moves))
				break
			}
			fmt.Fprintf(&w, "  winning move: from heap %d take %d, leaving %s\n", m.Heap, m.Take, leaving(m.After))
		}
	}
	_, err := e.stdout.Write([]byte(w.String()))
	return err
}
