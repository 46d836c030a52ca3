package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// valueOut is what cgt value --json prints that these tests read.
type valueOut struct {
	Value, Class, ReducedCanonicalForm string
	AtomicWeight                       *string
	LeftOptions, RightOptions          *[]string
}

func valueCLI(t *testing.T, args ...string) valueOut {
	t.Helper()
	var v valueOut
	out := ok(t, "", append([]string{"value", "--json"}, args...)...)
	if err := json.Unmarshal([]byte(out), &v); err != nil {
		t.Fatalf("%v: %v\n%s", args, err, out)
	}
	return v
}

// TestValueGrammar: cgt value reads CGSuite's grammar, with CGSuite's
// answers (its EvalTest.scala): +-1+-2+-3+-4 is the sum of four switches
// (CGSuite +-{10|8||6|4|||4|2||0|-2}), 3*5 is 15, 5*{3||2|1} five copies
// (CGSuite {12|||11||10,{11|10}|9Tiny({2|1})}), *(3+5) is *8, 3+-1 is
// {4|2}; and a product CGSuite refuses is refused (exit 2, one line).
func TestValueGrammar(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"+-1+-2+-3+-4", "{10|8||6|4|||4|2||0|-2||||2|0||-2|-4|||-4|-6||-8|-10}"},
		{"3*5", "15"},
		{"5*{3||2|1}", "{12|||11||10,{11|10}|9+{0|||0||-1|-2}}"},
		{"*(3+5)", "*8"},
		{"3+-1", "{4|2}"},
		{"3+*5", "3+*5"},
		{"2^3", "8"},
		{"1:-1", "1/2"},
	} {
		got := valueCLI(t, "--", c.in)
		want := valueCLI(t, "--", c.want)
		if got.Value != want.Value {
			t.Errorf("cgt value %s = %s, want %s", c.in, got.Value, want.Value)
		}
	}
	r := runCgt(t, "", "value", "--", "*2 * *3")
	if r.code != 2 || strings.Count(r.stderr, "\n") != 1 || !strings.Contains(r.stderr, "CGSuite multiplies numbers, or a game by a whole number") {
		t.Errorf("cgt value '*2 * *3': exit %d, %q", r.code, r.stderr)
	}
}

// TestValueAtomicAndReduced: the atomic weight of an all-small value and
// the reduced canonical form, in the text and as top-level JSON fields
// (Winning Ways ch. 8: ↑ weighs 1, ⇑* 2; CGSuite: {↑↑↑|↓↓} weighs {1|0};
// Siegel II.6: an infinitesimal reduces to 0, {3||2*|1*} to {3||2|1}); a
// number has no weight; --options lists the options.
func TestValueAtomicAndReduced(t *testing.T) {
	for _, c := range []struct{ in, weight, reduced string }{
		{"^", "1", "0"}, {"^^*", "2", "0"}, {"{^^^|vv}", "{1|0}", "0"},
		{"{3||2*|1*}", "", "{3||2|1}"}, {"1/2^", "", "1/2"}, {"5", "", "5"},
	} {
		v := valueCLI(t, c.in)
		if w := v.AtomicWeight; (w == nil) != (c.weight == "") || w != nil && *w != c.weight || v.ReducedCanonicalForm != c.reduced {
			t.Errorf("cgt value %s: weight %v, reduced %q; want %q, %q", c.in, w, v.ReducedCanonicalForm, c.weight, c.reduced)
		}
		text := ok(t, "", "value", c.in)
		if !strings.Contains(text, "\nreduced:      "+c.reduced+"\n") || strings.Contains(text, "atomic:") != (c.weight != "") {
			t.Errorf("cgt value %s:\n%s", c.in, text)
		}
	}
	v := valueCLI(t, "--options", "{2|1||0}")
	if v.LeftOptions == nil || v.RightOptions == nil || strings.Join(*v.LeftOptions, " ") != "{2|1}" || strings.Join(*v.RightOptions, " ") != "0" {
		t.Errorf("options of {2|1||0}: %v %v", v.LeftOptions, v.RightOptions)
	}
	if v := valueCLI(t, "{2|1||0}"); v.LeftOptions != nil {
		t.Errorf("options without --options: %v", *v.LeftOptions)
	}
	if text := ok(t, "", "value", "--options", "^"); !strings.Contains(text, "\noptions:      Left [0]; Right [*]\n") {
		t.Errorf("cgt value --options ^:\n%s", text)
	}
}

// TestValueCompare: comparisons answer with the exit status (0 true, 1
// false) and print the relation; each answer is checked against the
// outcome class of G − H, the game the comparison plays (P: G = H, L:
// G > H, R: G < H, N: confused; Conway, On Numbers and Games, ch. 1).
// Sides may be games and positions, and loopy (over > 0 and on > 100:
// Winning Ways ch. 11).
func TestValueCompare(t *testing.T) {
	vals := []string{"^", "*", "0", "{1|0}", "1/2", "^*", "+-1"}
	ops := []string{"<=", ">=", "==", "!=", "<", ">", "<>", "<|", "|>"}
	for i, g := range vals {
		h := vals[(i+3)%len(vals)]
		cls := valueCLI(t, "--", g+" - ("+h+")").Class
		for _, op := range ops {
			want := map[string]map[string]bool{
				"P": {"<=": true, ">=": true, "==": true},
				"L": {">=": true, "!=": true, ">": true, "<|": false, "|>": true},
				"R": {"<=": true, "!=": true, "<": true, "<|": true},
				"N": {"!=": true, "<>": true, "<|": true, "|>": true},
			}[cls][op]
			r := runCgt(t, "", "value", g, op, h)
			if code := map[bool]int{true: 0, false: 1}[want]; r.code != code || r.stderr != "" || !strings.HasPrefix(r.stdout, g+" "+op+" "+h+": ") {
				t.Errorf("cgt value %s %s %s: exit %d, %q %q; G − H is %s, want exit %d", g, op, h, r.code, r.stdout, r.stderr, cls, code)
			}
		}
	}
	for _, c := range []struct {
		args []string
		code int
		out  string
	}{
		{[]string{"^ <= *"}, 1, "^ <= *: false (^ <> *)\n"},
		{[]string{"^<2>", "<", "^"}, 0, "^<2> < ^: true (^<2> < ^)\n"},
		{[]string{"domineering", "2x2", "==", "+-1"}, 0, "domineering 2x2 == +-1: true (+-1 = +-1)\n"},
		{[]string{"over", ">", "0"}, 0, "over > 0: true (over > 0)\n"},
		{[]string{"on", ">", "100"}, 0, "on > 100: true (on > 100)\n"},
	} {
		r := runCgt(t, "", append([]string{"value"}, c.args...)...)
		if r.code != c.code || r.stdout != c.out {
			t.Errorf("cgt value %s: exit %d, %q %q; want %d, %q", strings.Join(c.args, " "), r.code, r.stdout, r.stderr, c.code, c.out)
		}
	}
	var j struct {
		Left, Relation, Right, Order string
		Result                       bool
	}
	r := runCgt(t, "", "value", "--json", "{1|0}", "<>", "1/2")
	if err := json.Unmarshal([]byte(r.stdout), &j); err != nil || r.code != 0 || !j.Result || j.Order != "<>" || j.Left != "{1|0}" || j.Right != "1/2" {
		t.Errorf("cgt value --json {1|0} <> 1/2: exit %d, %+v %v", r.code, j, err)
	}
	for _, args := range [][]string{{"^", "<="}, {"1 < 2 < 3"}, {"<", "1"}} {
		r := runCgt(t, "", append([]string{"value", "--"}, args...)...)
		if r.code != 2 || strings.Count(r.stderr, "\n") != 1 {
			t.Errorf("cgt value %s: exit %d, %q; want bad input", strings.Join(args, " "), r.code, r.stderr)
		}
	}
}
