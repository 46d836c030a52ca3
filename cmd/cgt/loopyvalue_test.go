package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestValueLoopy checks cgt value on loopy games against published facts:
// on + off = dud, a{0|a} is over, {pass|*} is upon (Winning Ways ch. 11);
// "a{{|a}|}" (tis) = 1 & 0 and "{0|{dud|},*}" = ^ & v* are CGSuite's
// test values (SidedValueTestCase); Backsliding Toads and Frogs TTT..FFF
// = {on||0|-1/2} & {1/2|0||off} is CGSuite's GameStripTest, and Bach's
// carousel, class N, its SidedValueTestCase; outcomes: dud
// is a draw whoever starts, on a Left win, tis a draw with Left to move
// and a Left win with Right to move (Right has no move).
func TestValueLoopy(t *testing.T) {
	type out struct {
		Value, Onside, Offside, Outcome string
		Stopper                         bool
		Degree, Variety                 string
	}
	for _, c := range []struct {
		args []string
		want out
	}{
		{[]string{"on", "+", "off"}, out{"dud", "on", "off", "D/D", false, "", ""}},
		{[]string{"a{0|a}"}, out{"over", "over", "over", "L", true, "over", "over"}},
		{[]string{"{pass|*}"}, out{"upon", "upon", "upon", "L", true, "uponth", "downonth"}},
		// CGSuite's CanonicalStopperTestCase: degree and variety of 3/2under,
		// and Grenville's unstable game.
		{[]string{"{pass|3/2}"}, out{"3/2under", "3/2under", "3/2under", "L", true, "over", "under"}},
		{[]string{"a{0|{0||||0,*2|||a|0||0}||0}"}, out{"a{0|{0||||0,*2|||a|0||0}||0}", "a{0|{0||||0,*2|||a|0||0}||0}", "a{0|{0||||0,*2|||a|0||0}||0}", "N", true,
			"a{0||0|{0|a||0,*2|||0||||0}}", "none: the game is not stable"}},
		{[]string{"a{{|a}|}"}, out{"tis", "1", "0", "D/L", false, "", ""}},
		{[]string{"{0|{dud|},*}"}, out{"^ & v*", "^", "v*", "L/D", false, "", ""}},
		{[]string{"backsliding", "TTT..FFF"}, out{"{on||0|-1/2} & {1/2|0||off}", "{on||0|-1/2}", "{1/2|0||off}", "D/D", false, "", ""}},
		// CGSuite's SidedValueTestCase: Bach's carousel, whose sides are no stoppers.
		{[]string{"a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}"}, out{"a{1|1,{1*|a||*}||0} & a{0,{1|||1*|a||*}|0}", "a{1|1,{1*|a||*}||0}", "a{0,{1|||1*|a||*}|0}", "N", false, "", ""}},
		{[]string{"1:off"}, out{"over", "over", "over", "L", true, "over", "over"}}, // the ordinal sum {0 | 1:off}: over
	} {
		text := ok(t, "", append([]string{"value", "--json"}, c.args...)...)
		var got out
		if err := json.Unmarshal([]byte(text), &got); err != nil {
			t.Fatalf("%v: %v\n%s", c.args, err, text)
		}
		if diff := cmp.Diff(c.want, got); diff != "" {
			t.Errorf("cgt value %s (-want +got):\n%s", strings.Join(c.args, " "), diff)
		}
		text = ok(t, "", append([]string{"value"}, c.args...)...)
		if !strings.HasPrefix(text, strings.Join(c.args, " ")+" = "+c.want.Value+"\nstopper:      ") {
			t.Errorf("cgt value %s:\n%s", strings.Join(c.args, " "), text)
		}
	}
	// Errors: one line, exit 2 for bad text.
	for _, args := range [][]string{{"{pass|"}, {"a{0|b}"}, {"over", "&"}, {"backsliding", "TXF"}} {
		r := runCgt(t, "", append([]string{"value"}, args...)...)
		if r.code != 2 || strings.Count(r.stderr, "\n") != 1 || r.stdout != "" {
			t.Errorf("cgt value %s: exit %d, stderr %q, stdout %q", strings.Join(args, " "), r.code, r.stderr, r.stdout)
		}
	}
}
