package partizan

import (
	"errors"
	"strings"
	"testing"
)

// TestCGSuiteReadings: ParseValue reads expressions as CGSuite does. The
// expected values are CGSuite's, from its tests (lib/core/src/test/scala/
// org/cgsuite/lang/EvalTest.scala and parser/CgsuiteParserTest.scala),
// written here in cgt's notation where CGSuite prints them otherwise: a
// +- b is a + ±b (+-1+-2+-3+-4 is the sum of four switches, which CGSuite
// prints +-{10|8||6|4|||4|2||0|-2}); a star between operands multiplies
// (3*5 = 15, 5*{3||2|1} is five copies, *(3+5) the nimber *8); ^ after a
// number is a power; / divides numbers; : is the ordinal sum.
func TestCGSuiteReadings(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"+-1+-2+-3+-4", "+-1 + +-2 + +-3 + +-4"},
		{"+-1+-2+-3+-4", "{10|8||6|4|||4|2||0|-2||||2|0||-2|-4|||-4|-6||-8|-10}"},
		{"3+-1", "{4|2}"},
		{"3 - 2 +- 6 - 7 +- 8 + 4", "{12|0||-4|-16}"},
		{"3*5", "15"},
		{"3 * 5", "15"},
		{"5*{3||2|1}", "{12|||11||10,{11|10}|9+{0|||0||-1|-2}}"}, // CGSuite: {12|||11||10,{11|10}|9Tiny({2|1})}
		{"5*{3||2|1}", "{3||2|1} + {3||2|1} + {3||2|1} + {3||2|1} + {3||2|1}"},
		{"{3||2|1}*5", "5*{3||2|1}"},
		{"*(3+5)", "*8"},
		{"*(1+1)", "*2"},
		{"*3+*5", "*6"},
		{"^^^^^^+vvv*+^19*3+v14", "^8*2"},
		{"^*2", "^ + *2"},
		{"v3*2", "v + v + v + *2"},
		{"(*+*)*3", "0"},
		{"5 - 3 / 4 * 6 - 2", "-3/2"},
		{"4/8", "1/2"},
		{"6/3", "2"},
		{"2^3", "8"},
		{"1/2^3", "1/8"},
		{"3/2^2", "3/4"},
		{"2^(-2)", "1/4"},
		{"2^(*+*)", "1"},
		{"2^3^2", "512"},
		{"-2^2", "-4"},
		{"(1/2)*(1/4)", "1/8"}, // CompoundGameTestCase: the Conway product of 1/2 and 1/4
		{"10*^", "^10"},
		{"0*{1|0}", "0"},
		{"{0|^*5}", "^^*4"},
		{"+-(1/2)", "+-1/2"},
		{"+-{1,1+*}", "{1,1*|-1,-1*}"},
		{"1:-1", "1/2"},
		{"*5:*6", "*11"},
		{"1/2:1/4", "9/16"},
		{"^ 3", "^3"},
		{"* 3", "*3"},
		{"^(1+1)", "^^"},
		// cgt's juxtaposition, for the forms CGSuite prints and does not
		// read: a number and a star, ups after a number.
		{"1*", "1 + *"},
		{"1/2*", "1/2 + *"},
		{"-1^*", "-1 + ^*"},
		{"2v3*2", "2 + v3*2"},
		{"-1/2^*3", "-1/2 + ^*3"},
		{"+-1*", "+-(1+*)"},
		{"{1*|0}", "{1+*|0}"},
	} {
		got, err := ParseValue(c.in)
		if err != nil {
			t.Errorf("%s: %v", c.in, err)
			continue
		}
		if want := pv(t, c.want); got != want {
			t.Errorf("%s = %v; want %v (%s)", c.in, got, want, c.want)
		}
	}
}

// TestCGSuiteRefusals: input that CGSuite reads as something cgt does not
// compute, or refuses, is refused with the reading, not read otherwise:
// a product of two games that are not numbers or integers, the nimber of a
// game, ups times a game, a power of a game, a number that is not dyadic
// (CGSuite's rationals), a negative nimber ("Nim value is negative").
func TestCGSuiteRefusals(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"*2 * *3", "CGSuite multiplies numbers, or a game by a whole number"},
		{"1/2 * ^", "CGSuite multiplies"},
		{"*{1|0}", "nimber of a game"},
		{"^{1|0}", "times a game"},
		{"{1|0}^2", "as a power"},
		{"1/3", "1/3 is not a dyadic rational"},
		{"4/6", "2/3 is not a dyadic rational"},
		{"3^(-1)", "1/3 is not a dyadic rational"},
		{"1/0", "division by zero"},
		{"*(-8)", "not a whole number"},
		{"*(1/2)", "not a whole number"},
		{"^/2", "divides numbers only"},
	} {
		_, err := ParseValue(c.in)
		if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "ParseLoopy") || !errors.Is(err, ErrUnsupported) {
			t.Errorf("ParseValue(%q) = %v; want an error saying %q", c.in, err, c.want)
		}
	}
	if _, err := ParseValue("2^100"); !errors.Is(err, ErrRange) {
		t.Errorf("2^100: %v, want ErrRange", err)
	}
}

// TestPrintedSums: CGSuite prints 3 + *5 as "3*5" and 2 + 3·↑ as "2^3",
// which it (and now cgt) reads as 15 and 8; cgt prints them "3+*5" and
// "2+^3", which both read back, and puts a switch of such a value in
// parentheses, as CGSuite does (+-(1*)).
func TestPrintedSums(t *testing.T) {
	for _, c := range []struct {
		v    Value
		want string
	}{
		{Integer(3).Add(Nimber(5)), "3+*5"},
		{Integer(-3).Add(Nimber(5)), "-3+*5"},
		{Number(NewDyadic(1, 1)).Add(Nimber(3)), "1/2+*3"},
		{Integer(2).Add(Ups(3)), "2+^3"},
		{Integer(2).Add(Ups(3)).Add(Nimber(2)), "2+^3*2"},
		{Integer(2).Add(Ups(-3)).Add(Nimber(2)), "2v3*2"},
		{Integer(2).Add(Ups(2)), "2^^"},
		{Integer(3).Add(Nimber(1)), "3*"},
		{Switch(Integer(1).Add(Nimber(2))), "+-(1+*2)"},
		{Switch(Integer(1).Add(Nimber(1))), "+-1*"},
	} {
		if got := c.v.String(); got != c.want {
			t.Errorf("String() = %q, want %q", got, c.want)
		}
		if w, err := ParseValue(c.v.String()); err != nil || w != c.v {
			t.Errorf("%q reads back as %v, %v", c.v.String(), w, err)
		}
	}
}
