package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"math"
	"slices"
	"strings"
	"time"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/games/octal"
)

const (
	misereDefaultHeaps = 200
	misereMaxHeaps     = 10_000
	misereLimit        = 1 << 16 // elements, and signatures per verification
	// misereDefaultTimeout bounds a run that shows no progress: quotients
	// that keep growing (0.9 reaches 130 elements by heap 200, in about a
	// minute and a half) are refused with the heap reached, not computed
	// silently for minutes.
	misereDefaultTimeout = 20 * time.Second
)

func misereCommand() *command {
	return &command{
		name:    "misere",
		args:    "CODE [HEAP...]",
		summary: "misère quotient of an octal game, and misère sums through it",
		help: `
The misère quotient of the octal game CODE (see cgt octal for codes): the
commutative monoid of its sums of heaps under "same misère outcome in every
sum" (Plambeck and Siegel), computed heap by heap and verified exactly. It
stops as soon as the heap map is proven periodic — the quotient is then
that of heaps of every size — or at heap --heaps (default 200). Prints the
order, the P-portion (elements whose sums are misère P-positions), the
generators (a, b, … with the heap that introduced each), the relations of
a presentation and the heap map with its period.

With heaps after the code, prints the misère outcome of their sum and a
winning move instead, from the quotient of the heaps up to the largest of
them (so small sums are answered at once, even in games whose quotient
grows without bound further on); a heap beyond --heaps needs a period,
proven within --heaps. "leaving" is the whole position after the move.

Quotients that grow without bound, or that the exact check cannot settle
within its limits, are refused with the limit named; a quotient of 65536
elements is the most computed, and --timeout (default 20s; 0s for none)
bounds the time: the error then names the heap reached and the flag that
helps.

examples:
  $ cgt misere 0.75
  misère quotient of 0.75 (all heaps: heap map periodic from 8 with period 2)
  order 8
  P-portion {a, b^2}
  generators a=1, b=2, c=5
  relations a^2=1, bc=ab, b^3=b, c^2=b^2
  heap map 1..11: a b a b c b c b ab^2 b ab^2

  $ cgt misere 0.77 3 4 5
  misère 0.77 heaps 3 4 5: Win for the player to move (element bc of the quotient of heaps ≤ 5)
  winning move: from heap 1 take 1, leaving 1 1 4 5
`,
		setup: func(fs *flag.FlagSet) func(*env, []string) error {
			heaps := fs.Int("heaps", misereDefaultHeaps, fmt.Sprintf("compute the quotient of heaps up to `N` (at most %d; with a sum, up to its largest heap if that is less)", misereMaxHeaps))
			timeout := fs.Duration("timeout", misereDefaultTimeout, "give up after `D` (e.g. 5m; 0s: no limit)")
			asJSON := jsonFlag(fs)
			return func(e *env, args []string) error {
				if len(args) == 0 {
					return fmt.Errorf("give an octal code, e.g. cgt misere 0.77")
				}
				if *heaps < 1 || *heaps > misereMaxHeaps {
					return fmt.Errorf("--heaps: %d is out of range (1 … %d)", *heaps, misereMaxHeaps)
				}
				if *timeout < 0 {
					return fmt.Errorf("--timeout: %v is negative", *timeout)
				}
				g, err := parseOctalCode(args[0])
				if err != nil {
					return err
				}
				sum := make([]int, len(args)-1)
				for i, a := range args[1:] {
					if sum[i], err = parseInt(fmt.Sprintf("heap %d", i+1), a, 0, int(min(1<<40, int64(math.MaxInt)))); err != nil {
						return err
					}
				}
				ctx := e.ctx
				if *timeout > 0 {
					var cancel context.CancelFunc
					ctx, cancel = context.WithTimeout(ctx, *timeout)
					defer cancel()
				}
				// A sum needs the quotient of the heaps up to its largest
				// only; a larger heap, a period proven within --heaps.
				bound := *heaps
				if len(sum) > 0 {
					bound = min(bound, slices.Max(sum))
				}
				t0 := time.Now()
				q, err := g.MisereQuotient(ctx, bound, &cgt.Options{Limit: misereLimit})
				if err != nil {
					// a limit, the timeout, or an interruption
					return failure(misereHint(err, len(sum) > 0, *timeout))
				}
				if len(sum) > 0 {
					return writeMisereSum(e, q, sum, *heaps, *asJSON)
				}
				return writeQuotient(e, q, time.Since(t0), *asJSON)
			}
		},
	}
}

// misereHint adds to an error of MisereQuotient the flag that helps: for a
// timeout, a longer --timeout (or --heaps short of the heap reached, for a
// quotient); for a limit, --heaps short of the heap reached (a sum needs
// every heap up to its largest: no flag helps it).
func misereHint(err error, sum bool, timeout time.Duration) error {
	var qe *octal.QuotientError
	if !errors.As(err, &qe) || errors.Is(err, context.Canceled) {
		return err
	}
	var hint string
	switch {
	case errors.Is(err, context.DeadlineExceeded) && sum:
		hint = fmt.Sprintf("--timeout %v reached; a longer one, or 0s for none, lets it go on", timeout)
	case errors.Is(err, context.DeadlineExceeded) && qe.Done > 0:
		hint = fmt.Sprintf("--timeout %v reached; a longer one, or 0s for none, lets it go on; --heaps %d shows the quotient of the heaps computed", timeout, qe.Done)
	case errors.Is(err, context.DeadlineExceeded):
		hint = fmt.Sprintf("--timeout %v reached; a longer one, or 0s for none, lets it go on", timeout)
	case sum && qe.Done > 0:
		hint = fmt.Sprintf("sums of heaps up to %d are answered", qe.Done)
	case qe.Done > 0:
		hint = fmt.Sprintf("--heaps %d shows the quotient of the heaps computed", qe.Done)
	default:
		return err
	}
	return fmt.Errorf("%w (%s)", err, hint)
}

// misereShowHeaps is how many heaps of the map the text shows at least.
const misereShowHeaps = 24

type quotientAnswer struct {
	Game       string   `json:"game"`
	Heaps      int      `json:"heaps"`     // heaps computed
	AllHeaps   bool     `json:"all_heaps"` // proven periodic: every heap size
	Preperiod  int      `json:"preperiod,omitempty"`
	Period     int      `json:"period,omitempty"`
	Order      int      `json:"order"`
	PPortion   []string `json:"p_portion"`
	Generators []string `json:"generators"`
	Relations  []string `json:"relations"`
	HeapMap    []string `json:"heap_map"` // Φ(1), Φ(2), …
	Seconds    float64  `json:"seconds"`
}

func writeQuotient(e *env, q *octal.Quotient, took time.Duration, asJSON bool) error {
	per := q.Period()
	show := q.Heaps()
	if per.Proven {
		show = per.Preperiod + 2*per.Period - 1
	}
	a := quotientAnswer{Game: q.Game().String(), Heaps: q.Heaps(), AllHeaps: per.Proven,
		Order: q.Order(), Generators: q.Generators(), Relations: q.Relations(),
		HeapMap: q.HeapMap(show), Seconds: took.Seconds()}
	if per.Proven {
		a.Preperiod, a.Period = per.Preperiod, per.Period
	}
	for _, x := range q.PPortion() {
		a.PPortion = append(a.PPortion, q.Element(x))
	}
	if asJSON {
		return writeJSON(e.stdout, a)
	}
	var b strings.Builder
	fmt.Fprint(&b, q)
	shown := a.HeapMap
	if !per.Proven && len(shown) > misereShowHeaps {
		shown = shown[:misereShowHeaps]
	}
	fmt.Fprintf(&b, "heap map 1..%d: %s\n", len(shown), strings.Join(shown, " "))
	_, err := fmt.Fprint(e.stdout, b.String())
	return err
}

type misereSumAnswer struct {
	Game    string `json:"game"`
	Heaps   []int  `json:"heaps"`
	Element string `json:"element"`
	// QuotientHeaps is the largest heap of the quotient the element is
	// named in, AllHeaps whether that quotient is the whole game's.
	QuotientHeaps int           `json:"quotient_heaps"`
	AllHeaps      bool          `json:"all_heaps"`
	Outcome       string        `json:"outcome"`
	Move          *jsonHeapMove `json:"winning_move,omitempty"`
}

type jsonHeapMove struct {
	Heap  int   `json:"heap"`  // 1-based
	Take  int   `json:"take"`  // tokens taken from it
	Leave []int `json:"leave"` // what is left of that heap
	After []int `json:"after"` // the whole position after the move
}

func writeMisereSum(e *env, q *octal.Quotient, heaps []int, maxHeaps int, asJSON bool) error {
	x, err := q.Of(heaps...)
	if err != nil {
		// A heap past the heaps computed, with no period proven.
		if m := slices.Max(heaps); m <= misereMaxHeaps {
			return failure(fmt.Errorf("%w: try --heaps %d", err, m))
		}
		return failure(fmt.Errorf("%w: a larger --heaps (at most %d; now %d) may prove one", err, misereMaxHeaps, maxHeaps))
	}
	o, _ := q.Outcome(heaps...)
	mv, ok, err := q.WinningMove(heaps...)
	if err != nil {
		return err
	}
	a := misereSumAnswer{Game: q.Game().String(), Heaps: heaps, Element: q.Element(x),
		QuotientHeaps: q.Heaps(), AllHeaps: q.Period().Proven, Outcome: o.String()}
	if ok {
		a.Move = &jsonHeapMove{Heap: mv.Heap + 1, Take: mv.Take, Leave: append([]int{}, mv.Leave...), After: mv.After(heaps)}
	}
	if asJSON {
		return writeJSON(e.stdout, a)
	}
	var b strings.Builder
	of := ""
	if !a.AllHeaps {
		of = fmt.Sprintf(" of the quotient of heaps ≤ %d", a.QuotientHeaps)
	}
	fmt.Fprintf(&b, "misère %s heaps %s: %v for the player to move (element %s%s)\n", a.Game, joinInts(heaps), o, a.Element, of)
	switch {
	case ok:
		fmt.Fprintf(&b, "winning move: from heap %d take %d, leaving %s\n", mv.Heap+1, mv.Take, leaving(a.Move.After))
	case o == cgt.Win:
		fmt.Fprintf(&b, "no move is left: the player to move has won\n")
	}
	_, err = fmt.Fprint(e.stdout, b.String())
	return err
}

func joinInts(v []int) string {
	s := make([]string, len(v))
	for i, x := range v {
		s[i] = fmt.Sprint(x)
	}
	return strings.Join(s, " ")
}

// leaving is the text of the whole position after a move, as cgt nim
// writes it ("1 4 5"), or "nothing" when no heap is left.
func leaving(after []int) string {
	if len(after) == 0 {
		return "nothing"
	}
	return joinInts(after)
}
