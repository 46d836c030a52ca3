package partizan

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/cgtgo/cgt"
)

func mustLoopy(t *testing.T, s string) Loopy {
	t.Helper()
	v, err := ParseLoopy(s)
	if err != nil {
		t.Fatalf("ParseLoopy(%q): %v", s, err)
	}
	return v
}

func mustAdd(t *testing.T, x, y Loopy) Loopy {
	t.Helper()
	s, err := x.Add(y)
	if err != nil {
		t.Fatalf("%v + %v: %v", x, y, err)
	}
	return s
}

// TestLoopyPublished reproduces published values, each with its source:
// the games of Winning Ways ch. 11 (on = {pass|}, off, over = {0|pass},
// under, upon = {pass|*}, dud = {pass|pass}, on + off = dud, tis and
// tisn), and CGSuite's own tests of its loopy games (EvalTest "loopy game
// specifiers", SidedValueTestCase, CanonicalStopperTestCase), which print
// ^[on] for upon and ^<on> for uponth and bars where we print braces.
func TestLoopyPublished(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"{pass|}", "on"},
		{"{|pass}", "off"},
		{"{0|pass}", "over"},
		{"x{0|x}", "over"},     // EvalTest: over by node label
		{"x{x|0}", "under"},    // EvalTest: under by node label
		{"a:{0|a}", "over"},    // the notation with a colon
		{"{pass|pass}", "dud"}, // EvalTest
		{"on + off", "dud"},    // Winning Ways ch. 11
		{"on - on", "dud"},
		{"{pass|*}", "upon"},                         // EvalTest: ^[on]
		{"{pass,0|0}", "upon*"},                      // EvalTest: ^[on]*
		{"{*|pass}", "downon"},                       // EvalTest: v[on]
		{"{0|0,pass}", "downon*"},                    // EvalTest: v[on]*
		{"{0||0|0,pass}", "uponth"},                  // EvalTest: ^<on>
		{"{0,pass|0||0}", "downonth"},                // EvalTest: v<on>
		{"over+5", "5over"},                          // EvalTest: loopy plus number
		{"5+over", "5over"},                          // EvalTest: number plus loopy
		{"over-5", "-5over"},                         // EvalTest: loopy minus number
		{"under+5", "5under"},                        // EvalTest
		{"over+^", "over"},                           // EvalTest: loopy plus canonical
		{"{pass|3/2}", "3/2under"},                   // CanonicalStopperTestCase
		{"{-1/4+*|pass}", "-1/4downon"},              // CanonicalStopperTestCase: -1/4v[on]
		{"over & v", "over & v"},                     // EvalTest: explicit stopper sided
		{"a{{|a}|}", "tis"},                          // SidedValueTestCase: 1 & 0
		{"a{|{a|}}", "tisn"},                         // Winning Ways: tisn = 0 & -1
		{"1 & 0", "tis"},                             // tis = 1 & 0
		{"0 & -1", "tisn"},                           // tisn = 0 & -1
		{"{0|{dud|},*}", "^ & v*"},                   // SidedValueTestCase
		{"a{1||a|0}", "2 & +-1"},                     // EvalTest: stopper-sided
		{"{2&-2|1&-2}", "{2|1} & -2*"},               // EvalTest: sided values as options
		{"uponth := 0; 0", ""},                       // not our notation: an error
		{"x{0||||0|||x|*||*}", "a{0||||0|||a|*||*}"}, // EvalTest: canonical 4-cycle (Siegel fig. VI.3.2), as CGSuite prints it
		{"{0|{0|{{x|*}|*}}}", ""},                    // x is no label here: an error
		{"a{0|{0|{{a|*}|*}}}", "a{0||||0|||a|*||*}"}, // braces for the bars
		// SidedValueTestCase: Bach's carousel, whose sides are not stoppers.
		{"a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}", "a{1|1,{1*|a||*}||0} & a{0,{1|||1*|a||*}|0}"},
		{"1 & 0 + 1", "2 & 1"}, // CGSuite's grammar: & binds tighter than +, so tis + 1
		{"(1 & 0) + 1", "2 & 1"},
		{"1 & (0 + 1)", "1"},
		{"+-{0|pass}", "+-over"},               // CanonicalStopperTestCase
		{"+-{5|pass}", "+-(5over)"},            // CanonicalStopperTestCase
		{"+-{10over|over}", "+-{10over|over}"}, // CanonicalStopperTestCase: a variety
		{"+-{1over,{2|0}}", "+-{{2|0},1over}"}, // a set, as ParseValue reads +-{A,B}
	} {
		v, err := ParseLoopy(c.in)
		if c.want == "" {
			if err == nil {
				t.Errorf("ParseLoopy(%q) = %v, want an error", c.in, v)
			}
			continue
		}
		if err != nil {
			t.Errorf("ParseLoopy(%q): %v", c.in, err)
			continue
		}
		if v.String() != c.want {
			t.Errorf("%s = %v, want %s", c.in, v, c.want)
		}
		// What String prints reads back to the same value.
		if w, err := ParseLoopy(v.String()); err != nil || w != v {
			t.Errorf("%s printed %q, which reads back as %v, %v", c.in, v, w, err)
		}
	}
}

// TestLoopyCarousel: Bach's carousel (Winning Ways ch. 11), whose sides
// are not stoppers, as CGSuite gives it (SidedValueTestCase: the value
// printed, the class SidedValue, IsStopperSided false, OutcomeClass N, no
// Onside); its negative, and G − G, which Left survives moving second
// and Right too (each copies the other's moves: Winning Ways' Tweedledum
// and Tweedledee); the outcomes against a plain search of the graphs.
func TestLoopyCarousel(t *testing.T) {
	const carousel = "a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}"
	x := mustLoopy(t, carousel)
	if x.IsStopper() || x.IsStopperSided() {
		t.Errorf("%v: stopper %v, stopper-sided %v", x, x.IsStopper(), x.IsStopperSided())
	}
	if o := x.Outcome(); o != (LoopyOutcome{LeftWins, RightWins}) {
		t.Errorf("outcome of the carousel %v, want N", o)
	}
	if x.Onside() != x || x.Offside() != x {
		t.Errorf("Onside, Offside of the carousel: %v, %v", x.Onside(), x.Offside())
	}
	on, onRoot := x.SideGraph(true)
	if got := mustLoopy(t, "a{1|1,{1*|a||*}||0}"); on.Len() != 8 || onRoot < 0 || got.IsStopperSided() {
		t.Errorf("onside graph %v root %d; the onside read alone %v", on, onRoot, got)
	}
	neg := x.Neg()
	if neg.Neg() != x || !neg.Equal(mustLoopy(t, "-("+carousel+")")) {
		t.Errorf("−carousel = %v, −−carousel = %v", neg, neg.Neg())
	}
	if o := neg.Outcome(); o != (LoopyOutcome{LeftWins, RightWins}) {
		t.Errorf("outcome of −carousel %v, want N", o)
	}
	d, err := x.Sub(x)
	if err != nil {
		t.Fatal(err)
	}
	if o := d.Outcome(); o.RightFirst == RightWins || o.LeftFirst == LeftWins {
		t.Errorf("carousel − carousel = %v has outcome %v: a player moving second loses", d, o)
	}
	if d.Le(Loopy{}) || d.Ge(Loopy{}) || !d.Equal(d.Neg()) {
		t.Errorf("carousel − carousel = %v: ≤ 0 %v, ≥ 0 %v, its own negative %v", d, d.Le(Loopy{}), d.Ge(Loopy{}), d.Equal(d.Neg()))
	}
	// The carousel plus 1, minus 1, minus itself: the outcomes of a plain
	// search of the sum graphs.
	g := lbNotStopperSided[0]
	one := &LoopyGraph{Left: [][]int{{1}, nil}, Right: [][]int{nil, nil}}
	for _, c := range []struct {
		h *LoopyGraph
		v Loopy
	}{{one, LoopyOf(Integer(1))}, {lbNeg(one), LoopyOf(Integer(-1))}, {lbNeg(g), neg}} {
		sum, err := x.Add(c.v)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := sum.Outcome(), lbOutcomes(lbSum(g, c.h))[0]; got != want {
			t.Errorf("carousel + %v = %v: outcome %v, want %v", c.v, sum, got, want)
		}
	}
}

// TestLoopyIdentities checks the identities of Winning Ways ch. 11 and
// Siegel's CGT ch. VI on the library's comparisons and sums.
func TestLoopyIdentities(t *testing.T) {
	on, off, over, under := mustLoopy(t, "on"), mustLoopy(t, "off"), mustLoopy(t, "over"), mustLoopy(t, "under")
	upon, dud := mustLoopy(t, "upon"), mustLoopy(t, "dud")
	up, dblUp := LoopyOf(Ups(1)), LoopyOf(Ups(2))
	zero := Loopy{}
	// on ≥ every short game, off ≤ every one, and on + G = on, off + G = off.
	for _, s := range []string{"0", "1", "-7", "*", "^", "{100|-100}", "1/64", "+-{5|4}", "v3*2", "{1|{0|-5}}"} {
		g := LoopyOf(mustValue(t, s))
		if !on.Gt(g) || !off.Lt(g) {
			t.Errorf("on > %s > off fails", s)
		}
		if mustAdd(t, on, g) != on || mustAdd(t, off, g) != off {
			t.Errorf("on + %s = %v, off + %s = %v", s, mustAdd(t, on, g), s, mustAdd(t, off, g))
		}
		// dud + G = dud: dud swallows everything.
		if mustAdd(t, dud, g) != dud {
			t.Errorf("dud + %s = %v", s, mustAdd(t, dud, g))
		}
	}
	// over = 1/on: above 0 and every infinitesimal, below every positive
	// number; under = −over.
	for _, s := range []string{"1/1024", "1/2", "3"} {
		if !over.Lt(LoopyOf(mustValue(t, s))) {
			t.Errorf("over < %s fails", s)
		}
	}
	for _, s := range []string{"0", "^", "^^^^*", "{0|{0|-100}}", "*"} {
		if !over.Gt(LoopyOf(mustValue(t, s))) {
			t.Errorf("over > %s fails", s)
		}
	}
	if over.Neg() != under || under.Neg() != over || on.Neg() != off {
		t.Error("−over ≠ under or −on ≠ off")
	}
	// upon = ↑[on] = ↑ + ↑² + ↑³ + …: above ↑ and every ↑[n], below ⇑.
	for _, s := range []string{"^", "^[2]", "^[5]"} {
		if !upon.Gt(LoopyOf(mustValue(t, s))) {
			t.Errorf("upon > %s fails", s)
		}
	}
	if !upon.Lt(dblUp) || !upon.Gt(up) {
		t.Errorf("↑ < upon < ⇑ fails")
	}
	// on > over > 0 > under > off, and dud is confused with everything
	// but itself... dud = on & off: dud ≤ on, dud ≥ off.
	if !on.Gt(over) || !over.Gt(zero) || !zero.Gt(under) || !under.Gt(off) {
		t.Error("on > over > 0 > under > off fails")
	}
	if !dud.Le(on) || !dud.Ge(off) || !dud.Confused(zero) || !dud.Le(dud) {
		t.Error("off ≤ dud ≤ on, dud ‖ 0 fail")
	}
	// The sides of a stopper are itself (Siegel CGT VI.4): as values, as
	// graphs, and the game read as onside & offside of itself.
	for _, x := range []Loopy{on, off, over, under, upon, mustLoopy(t, "a{0||||0|||a|*||*}"), LoopyOf(Ups(3))} {
		g, r, _ := x.Graph()
		gOn, rOn := x.SideGraph(true)
		gOff, rOff := x.SideGraph(false)
		same := func(h *LoopyGraph, q int) bool {
			y, err := NewLoopy(h, q)
			return err == nil && y == x
		}
		if x.Onside() != x || x.Offside() != x || !x.IsStopperSided() || !same(g, r) || !same(gOn, rOn) || !same(gOff, rOff) {
			t.Errorf("the sides of the stopper %v are not itself", x)
		}
		if y := mustLoopy(t, "("+x.String()+") & ("+x.String()+")"); y != x {
			t.Errorf("%v & %v = %v", x, x, y)
		}
	}
	// on + off = dud, over − over = over & under, tis + tisn.
	if mustAdd(t, on, off) != dud {
		t.Error("on + off ≠ dud")
	}
	// Outcomes: on is won by Left, off by Right, dud drawn, tis drawn with
	// Left to move (she must move to tisn, he back) and won by Left when
	// Right must move first (he cannot).
	for _, c := range []struct {
		s    string
		want LoopyOutcome
	}{
		{"on", LoopyOutcome{LeftWins, LeftWins}},
		{"off", LoopyOutcome{RightWins, RightWins}},
		{"dud", LoopyOutcome{Drawn, Drawn}},
		{"tis", LoopyOutcome{Drawn, LeftWins}},
		{"tisn", LoopyOutcome{RightWins, Drawn}},
		{"over", LoopyOutcome{LeftWins, LeftWins}},
		{"upon*", LoopyOutcome{LeftWins, RightWins}},
		{"*", LoopyOutcome{LeftWins, RightWins}},
		{"0", LoopyOutcome{RightWins, LeftWins}},
	} {
		if o := mustLoopy(t, c.s).Outcome(); o != c.want {
			t.Errorf("outcome of %s = %v, want %v", c.s, o, c.want)
		}
	}
}

func mustValue(t *testing.T, s string) Value {
	t.Helper()
	v, err := ParseValue(s)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// TestLoopyParseErrors: bad text names its column; a sum may not hold
// pass; a game without stoppers for sides is ErrNotStopperSided or reads.
func TestLoopyParseErrors(t *testing.T) {
	for _, s := range []string{"0 & 1", "{pass|", "pass", "{1|0+pass}", "a{0|b}", "over &", "{|}}", "{0|1|2}", "(on", "%"} {
		if v, err := ParseLoopy(s); err == nil {
			t.Errorf("ParseLoopy(%q) = %v, want an error", s, v)
		}
	}
	if _, err := ParseLoopy("{1|0+pass}"); err == nil || !errors.Is(err, errOpenSum) {
		t.Errorf("a sum holding pass: %v", err)
	}
}

// TestLoopyValueOfGame: the engine on a Partizan game given as a graph
// gives what the notation gives, and SolveLoopy the outcomes of
// LoopyGraph.Outcomes.
func TestLoopyValueOfGame(t *testing.T) {
	// Position 0 = {1 | 0}, 1 = {2 | }, 2 = {1 | }: 1 and 2 form a Left
	// cycle, on; so 0 = {on | pass}... Right's option 0 is 0 itself.
	g := &LoopyGraph{Left: [][]int{{1}, {2}, {1}}, Right: [][]int{{0}, nil, nil}}
	v, err := NewLoopy(g, 0)
	if err != nil {
		t.Fatal(err)
	}
	if want := mustLoopy(t, "{on|pass}"); v != want {
		t.Errorf("got %v, want %v", v, want)
	}
	gg := graphGame{g}
	w, err := LoopyValueOf(context.Background(), gg, 0, nil)
	if err != nil || w != v {
		t.Errorf("LoopyValueOf = %v, %v; want %v", w, err, v)
	}
	out, err := SolveLoopy(context.Background(), gg, []int{0}, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i, o := range g.Outcomes() {
		if out[i] != o {
			t.Errorf("position %d: %v, want %v", i, out[i], o)
		}
	}
	if _, err := SolveLoopy(context.Background(), gg, []int{0}, &cgt.Options{Limit: 2}); !errors.Is(err, cgt.ErrLimit) {
		t.Errorf("limit 2: %v", err)
	}
	if _, err := NewLoopy(&LoopyGraph{Left: [][]int{{3}}, Right: [][]int{nil}}, 0); err == nil {
		t.Error("an option out of range was accepted")
	}
}

// graphGame plays a LoopyGraph through the Partizan interface.
type graphGame struct{ g *LoopyGraph }

func (gg graphGame) LeftMoves(dst []int, p int) []int  { return append(dst, gg.g.Left[p]...) }
func (gg graphGame) RightMoves(dst []int, p int) []int { return append(dst, gg.g.Right[p]...) }

// FuzzParseLoopy: whatever ParseLoopy accepts prints as text that reads
// back to the same value, and its outcome agrees with its sides'.
func FuzzParseLoopy(f *testing.F) {
	for _, s := range []string{"{pass|}", "a{0|a}", "on+off", "{0|{dud|},*}", "a{1||a|0}", "over & v", "{2&-2|1&-2}", "x{0||||0|||x|*||*}", "-5over", "1:off", "+-{over,1}", "1 & 0 + 1", "+-{5|pass}", "-{|0&-1}", "+-{1|0&-1}"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > 24 || hasLongNumber(s) || hasPower(s) || strings.Count(s, ":") > 1 {
			// Large numbers and nimbers make large graphs (3^7 is a chain
			// of 2188), and ordinal sums of ordinal sums long texts
			// (v9:*9:*8 prints as 516 MB): slow, not wrong.
			return
		}
		v, err := ParseLoopy(s)
		if err != nil {
			return
		}
		w, err := ParseLoopy(v.String())
		if err != nil || w != v {
			t.Fatalf("%q = %v does not parse back: %v %v", s, v, w, err)
		}
		if v.IsStopper() != (v.Onside() == v.Offside()) || !v.Offside().Le(v.Onside()) {
			t.Fatalf("%q = %v: sides %v, %v out of order", s, v, v.Onside(), v.Offside())
		}
		if n, err := ParseLoopy("-(" + s + ")"); err == nil && n != v.Neg() {
			t.Fatalf("-(%s) = %v, but −(%v) = %v", s, n, v, v.Neg())
		}
	})
}

// TestLoopySidlingHard: two games shrunk from random graphs on which the
// sidling steps that follow the theorems found no onside; the verified
// bypass finds the sides that the brute-force check of the defining
// property (loopy_brute_test.go, lbForce on G + X for thousands of random
// stoppers X) accepted: {0|under} & {0|-1under}, and -1over & off.
func TestLoopySidlingHard(t *testing.T) {
	for _, c := range []struct {
		g    *LoopyGraph
		want string
	}{
		{&LoopyGraph{Left: [][]int{{1}, nil, nil, {3}, {0}}, Right: [][]int{{2, 3}, nil, nil, {4}, {2}}}, "{0|under} & {0|-1under}"},
		{&LoopyGraph{Left: [][]int{{1}, {2}, nil, {4}, nil}, Right: [][]int{{0}, {2, 3}, nil, {0}, {0}}}, "-1over & off"},
	} {
		v, err := NewLoopy(c.g, 0)
		if err != nil {
			t.Errorf("%v: %v", c.g, err)
			continue
		}
		if want := mustLoopy(t, c.want); v != want {
			t.Errorf("%v = %v, want %v", c.g, v, want)
		}
	}
	if v, err := ParseLoopy("a{0|0,{pass|{a|0}}}"); err != nil || v.String() != "{0|under} & {0|-1under}" {
		t.Errorf("a{0|0,{pass|{a|0}}} = %v, %v", v, err)
	}
}

// TestParseValueSaysLoopy: ParseValue, given a loopy game, says which
// parser reads it.
func TestParseValueSaysLoopy(t *testing.T) {
	for _, s := range []string{"{pass|}", "a{0|a}", "on + off", "over"} {
		if _, err := ParseValue(s); err == nil || !strings.Contains(err.Error(), "ParseLoopy") {
			t.Errorf("ParseValue(%q): %v", s, err)
		}
	}
	if _, err := ParseValue("{1|"); err == nil || strings.Contains(err.Error(), "ParseLoopy") {
		t.Errorf("ParseValue of bad text: %v", err)
	}
}

// TestLoopyShortBraces: braces whose options are all short games are read
// by the short engine, so that a short game's printed form, which repeats
// equal followers, reads back: v:*9 prints as 4,000 characters of braces
// that were 6,566 positions of a loopy graph, past its bound; and a side
// printed as a sum is put in parentheses, as & binds tighter than + (1+*2
// & 0 read back as 1 + (*2 & 0), refused). Both are findings of
// FuzzParseLoopy.
func TestLoopyShortBraces(t *testing.T) {
	// The last two print as 30 KB and 1.45 MB of nested braces, which took
	// 15 s and more to read back while each braces of short games was made
	// a loopy value of its own.
	for _, s := range []string{"v:*9", "{0|^^*}:*7", "{{2|1}|{0|-1}} + on", "1*:*&0", "2+^3 & 0", "5 & 2 + ^3", "v8:5v*8vv", "v9:v7:*9"} {
		v, err := ParseLoopy(s)
		if err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		w, err := ParseLoopy(v.String())
		if err != nil || w != v {
			t.Errorf("%s = %v reads back as %v, %v", s, v, w, err)
		}
	}
	if v, err := ParseLoopy("v:*9"); err != nil || v != LoopyOf(mustValue(t, "v:*9")) {
		t.Errorf("v:*9 as a loopy value: %v, %v", v, err)
	}
}

// TestLoopyOfLimit: short games too large to make graphs of are refused
// at once, not built.
func TestLoopyOfLimit(t *testing.T) {
	for _, s := range []string{"*1000000000", "{*1073741823|pass}", "1000000000000", "over + *70000", "3^9 & 0", "5000 + on"} {
		if _, err := ParseLoopy(s); !errors.Is(err, cgt.ErrLimit) {
			t.Errorf("ParseLoopy(%q): %v, want ErrLimit", s, err)
		}
	}
	if v, err := ParseLoopy("*30 + 500"); err != nil || v.String() != "500+*30" {
		t.Errorf("*30 + 500 = %v, %v", v, err)
	}
	defer func() {
		if r := recover(); r == nil {
			t.Error("LoopyOf(*2³⁰) did not panic")
		}
	}()
	LoopyOf(Nimber(1 << 30))
}

// TestLoopySizeLimit: graphs past the bound are refused with ErrLimit, at
// once.
func TestLoopySizeLimit(t *testing.T) {
	n := 5000
	g := &LoopyGraph{Left: make([][]int, n), Right: make([][]int, n)}
	for i := range n {
		g.Left[i] = []int{(i + 1) % n} // a cycle of Left moves: on
	}
	if _, err := NewLoopy(g, 0); !errors.Is(err, cgt.ErrLimit) {
		t.Errorf("a cycle of %d positions: %v", n, err)
	}
	if _, err := ParseLoopy("over + 3000"); !errors.Is(err, cgt.ErrLimit) {
		t.Errorf("over + 3000: %v", err)
	}
}

// TestLoopyNegatedSided: a negative swaps the sides, (−G)⁺ = −(G⁻) (Siegel,
// Combinatorial Game Theory, VI.3), also of braces holding a
// stopper-sided option, which the reader evaluates a side at a time. By
// hand: {|0&-1} has the onside {|0} = −1 and the offside {|−1} = −2, so
// its negative is 2 & 1 (it read as 1 & 2, which does not read back);
// {1|0&-1} is {1|0} & {1|−1} = {1|0} & ±1, its negative ±1 & {0|−1}; and
// the switch ±{|0&-1} = {G | −G} is {−1 | 2} & {−2 | 1} = 0.
// A switch written ±(G) must be the switch written ±{G}.
func TestLoopyNegatedSided(t *testing.T) {
	for _, c := range [][2]string{
		{"-{|0&-1}", "2 & 1"},
		{"-({|0&-1})", "2 & 1"},
		{"0-{|0&-1}", "2 & 1"},
		{"1-{|0&-1}", "3 & 2"},
		{"-{1|0&-1}", "+-1 & {0|-1}"},
		{"+-{|0&-1}", "0"},
		{"-(0 & -1)", "1 & 0"},
		// ±(G) is ±{G} = {G | −G}, the switch of one value, however
		// written (the first read as {2|1||-1|-2} & 0).
		{"+-({2&-2|1&-2})", "+-{{2&-2|1&-2}}"},
		{"+-({0|{1&0|}})", "+-{{0|{1&0|}}}"},
	} {
		got, err := ParseLoopy(c[0])
		if err != nil {
			t.Fatalf("%s: %v", c[0], err)
		}
		want, err := ParseLoopy(c[1])
		if err != nil {
			t.Fatalf("%s: %v", c[1], err)
		}
		if got != want {
			t.Errorf("%s = %v, want %v", c[0], got, want)
		}
	}
}
