package main

import (
	"flag"
	"fmt"
	"math/bits"
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

func octalCommand() *command {
	return &command{
		name:    "octal",
		args:    "CODE",
		summary: "octal game: nim-sequence summary, rare values, period proof",
		help: `
The octal (take-and-break) game CODE, such as 0.77 (Kayles), 0.07 (Dawson's
Kayles), 0.137 (Dawson's chess), 4.07, or hexadecimal codes like 0.C: digit
j says what a move may leave after taking j tokens from a heap (bit 1: no
heap, 2: one heap, 4: two heaps, 8: three heaps). Prints the first nim-values
g(n) of single heaps, how often each value occurs up to N, the rare values
(those the sparse-space engine treats as rare), and the period.

Without --prove, g(0..N) is computed (N = 1000 by default) and the period
shown is what those values suggest. With --prove, values are computed until
the Guy–Smith theorem proves the period, up to N values (10000000 by
default): "unproven so far" means N was not enough. A progress bar shows on
standard error when it is a terminal; Ctrl-C stops cleanly.

With --heaps H1,H2,... the command also gives the outcome of the sum of
those heaps and every winning move.

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
    winning move: from heap 1 take 2, leaving heap 8
    winning move: from heap 1 take 3, leaving heaps 1 6
    winning move: from heap 2 take 2, leaving heap 18
    winning move: from heap 2 take 3, leaving heaps 1 16
    winning move: from heap 2 take 3, leaving heaps 6 11
    winning move: from heap 2 take 3, leaving heaps 8 9
`,
		setup: func(fs *flag.FlagSet) func(*env, []string) error {
			upto := fs.Int("upto", 0, "compute g(0..`N`) (with --prove: at most N+1 values)")
			prove := fs.Bool("prove", false, "compute until the period is proven")
			heapsArg := fs.String("heaps", "", "also solve the sum of these `HEAPS` (comma-separated)")
			asJSON := jsonFlag(fs)
			return func(e *env, args []string) error {
				if err := wantArgs(args, 1, "the game code, e.g. 0.77"); err != nil {
					return err
				}
				g, err := octal.Parse(args[0])
				if err != nil {
					return err
				}
				n := *upto
				switch {
				case n == 0 && *prove:
					n = octalDefaultProve
				case n == 0:
					n = octalDefaultUpto
				case n < 0 || n > octalMaxUpto:
					return fmt.Errorf("--upto: %d is out of range (1 … %d)", n, octalMaxUpto)
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
				bar := newProgress(e, n+1, "values")
				opt := &cgt.Options{}
				if bar != nil {
					opt.Progress = bar.update
					opt.ProgressEvery = 1 << 16
				}
				var seq *octal.Sequence
				if *prove {
					seq, err = g.Prove(e.ctx, n+1, opt)
				} else {
					seq, err = g.Sequence(e.ctx, n+1, opt)
				}
				bar.done()
				if err != nil {
					return failure(err)
				}
				return writeOctal(e, args[0], seq, *prove, heaps, *asJSON)
			}
		},
	}
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
	Rare       []int       `json:"rareValues"` // values met whose v&mask has an even number of bits
	RareHeaps  int         `json:"rareHeaps"`
	LastRare   int         `json:"lastRareHeap"`
	Period     int         `json:"period"`
	Preperiod  int         `json:"preperiod"`
	Proven     bool        `json:"proven"`
	ProofNeeds int         `json:"proofValues,omitempty"`
	Heaps      []int       `json:"heaps,omitempty"`
	SumValue   *int        `json:"sumValue,omitempty"`
	Moves      []octalMove `json:"moves,omitempty"`
}

type octalMove struct {
	Heap  int   `json:"heap"`
	Take  int   `json:"take"`
	Leave []int `json:"leave"`
}

func writeOctal(e *env, code string, seq *octal.Sequence, proved bool, heaps []int, asJSON bool) error {
	vals := seq.Values()
	s := octalSummary{Game: "octal", Code: seq.Game().String(), Name: octalNames[seq.Game().String()], Values: len(vals), Mask: int(seq.Mask()), LastRare: -1}
	for i := 0; i < min(len(vals), 100); i++ {
		s.First = append(s.First, int(vals[i]))
	}
	for _, v := range vals {
		s.MaxValue = max(s.MaxValue, int(v))
	}
	s.Counts = make([]int, s.MaxValue+1)
	for i, v := range vals {
		s.Counts[v]++
		if s.Mask != 0 && bits.OnesCount16(v&seq.Mask())%2 == 0 {
			s.RareHeaps++
			s.LastRare = i
		}
	}
	if s.Mask != 0 {
		for v := range s.Counts {
			if s.Counts[v] > 0 && bits.OnesCount(uint(v&s.Mask))%2 == 0 {
				s.Rare = append(s.Rare, v)
			}
		}
	}
	if proved {
		p := seq.Period()
		s.Period, s.Preperiod, s.Proven, s.ProofNeeds = p.Period, p.Preperiod, p.Proven, p.Values
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
			s.Moves = append(s.Moves, octalMove{m.Heap + 1, m.Take, append([]int{}, m.Leave...)})
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
	if s.Mask != 0 {
		rare := s.Rare
		more := ""
		if len(rare) > octalShowCounts {
			more = fmt.Sprintf(" … (%d in all)", len(rare))
			rare = rare[:octalShowCounts]
		}
		fmt.Fprintf(&w, "rare values (v AND %d has an even number of bits): %s%s; %d rare heaps, the last at %d\n",
			s.Mask, joinUints(rare, " "), more, s.RareHeaps, s.LastRare)
	}
	switch {
	case proved && s.Period == 0:
		fmt.Fprintf(&w, "period unproven so far (%d values computed)\n", len(vals))
	case proved && s.Proven:
		fmt.Fprintf(&w, "period %d from %d (proven with %d values)\n", s.Period, s.Preperiod, s.ProofNeeds)
	case proved:
		fmt.Fprintf(&w, "period unproven so far: %d from %d fits the %d values computed; a proof needs %d\n",
			s.Period, s.Preperiod, len(vals), s.ProofNeeds)
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
			fmt.Fprintf(&w, "  winning move: from heap %d take %d, leaving %s\n", m.Heap, m.Take, leaveText(m.Leave))
		}
	}
	_, err := e.stdout.Write([]byte(w.String()))
	return err
}

func leaveText(parts []int) string {
	if len(parts) == 0 {
		return "no heap"
	}
	if len(parts) == 1 {
		return fmt.Sprintf("heap %d", parts[0])
	}
	return "heaps " + joinUints(parts, " ")
}
