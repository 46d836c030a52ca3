package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestValueGames: cgt value on the games of games/grid and games/toppling,
// with CGSuite's own test values (GameGridTest, GameGraphTest,
// GameStripTest: Clobber xox|ox., Cram, Snort on a path drawn on a grid,
// Toppling Dominoes lrrlrrl and lere), small ones worked by hand (the
// Clobber rectangle 1x2 is xo = {0|0} = *; Cram 2x2 is 0 by symmetry and
// 3x9 *1 as games/grid computes it, checked there by two engines;
// burnt squares cut Amazons' x.#o. into x. = 1 and o. = −1; LL + R is
// 2 − 1), and Fox and Geese from CGSuite's ValuesTable.
func TestValueGames(t *testing.T) {
	for _, c := range []struct {
		args  []string
		value string
	}{
		{[]string{"clobber", "xox|ox."}, "{^^*|*,v}"},
		{[]string{"clobber", "1x2"}, "*"},
		{[]string{"cram", ".........|##.######"}, "*4"},
		{[]string{"cram", "2x2"}, "0"},
		{[]string{"cram", "3x9"}, "*"},
		{[]string{"snort", "...../x###x"}, "{4|0,+-1}"},
		{[]string{"col", "........../o#o#x#o#o#"}, "7/8"},
		{[]string{"amazons", "x.#o."}, "0"},
		{[]string{"toppling", "lrrlrrl"}, "Tiny(1/2)"},
		{[]string{"toppling", "LGRG"}, "{1|0,{0|-1}}"},
		{[]string{"toppling", "LL + R"}, "1"},
	} {
		var got struct{ Value string }
		out := ok(t, "", append([]string{"value", "--json"}, c.args...)...)
		if err := json.Unmarshal([]byte(out), &got); err != nil || got.Value != c.value {
			t.Errorf("cgt value %s: %q (%v), want %s", strings.Join(c.args, " "), got.Value, err, c.value)
		}
	}
	out := ok(t, "", "value", "foxgeese", "x.x.x.x./......../o.......")
	if !strings.HasPrefix(out, "foxgeese x.x.x.x./......../o....... = {6|2over}\nstopper:      yes\noutcome:      L") {
		t.Errorf("foxgeese:\n%s", out)
	}
}

// TestValueGamesBadInput: one line naming what is wrong, exit status 2; a
// Fox and Geese position past the loopy simplifier gives its outcome with
// exit status 1.
func TestValueGamesBadInput(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"value", "clobber", "xq"}, `bad square 'q'`},
		{[]string{"value", "cram", "9x9"}, "9×9 board is not 1 … 64"},
		{[]string{"value", "snort", "../."}, `row "." has 1 squares`},
		{[]string{"value", "toppling", "L.R"}, `"L + R"`},
		{[]string{"value", "toppling", "LXR"}, "bad domino 'X'"},
		{[]string{"value", "foxgeese", "x.x./...."}, "one fox"},
		{[]string{"value", "foxgeese", ".x../.o.."}, "not a dark square"},
		{[]string{"value", "amazons"}, "one position"},
	} {
		r := runCgt(t, "", c.args...)
		if r.code != 2 || r.stdout != "" || strings.Count(r.stderr, "\n") != 1 || !strings.Contains(r.stderr, c.want) {
			t.Errorf("cgt %s: exit %d, stdout %q, stderr %q; want exit 2 and one line with %q", strings.Join(c.args, " "), r.code, r.stdout, r.stderr, c.want)
		}
	}
	r := runCgt(t, "", "value", "foxgeese", ".x.x.x.x/......../......../o.......")
	if r.code != 1 || !strings.Contains(r.stderr, "its outcome is L") {
		t.Errorf("foxgeese past the simplifier: exit %d, %q", r.code, r.stderr)
	}
	r = runCgt(t, "", "value", "clobber", "4x4", "--limit", "10")
	if r.code != 1 || !strings.Contains(r.stderr, "limit") {
		t.Errorf("clobber --limit: exit %d, %q", r.code, r.stderr)
	}
}

// TestValueWorkers: --workers changes how a game's regions are solved (one
// goroutine: partizan.Table; more: the parallel engine), not the value:
// Domineering 4x4 is CGSuite's +-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}
// (its GameGridTest) either way, and the other rulesets agree with
// themselves.
func TestValueWorkers(t *testing.T) {
	for _, args := range [][]string{{"domineering", "4x4"}, {"clobber", "2x4"}, {"cram", "3x4"}, {"snort", "2x4"}, {"col", "3x3"}, {"amazons", "x...|o..."}} {
		var want string
		for _, w := range []string{"1", "3", "0", "-1"} {
			var got struct{ Value string }
			out := ok(t, "", append([]string{"value", "--json", "--workers", w}, args...)...)
			if err := json.Unmarshal([]byte(out), &got); err != nil {
				t.Fatal(err)
			}
			if w == "1" {
				want = got.Value
			}
			if got.Value != want {
				t.Errorf("cgt value --workers %s %s: %s, with one worker %s", w, strings.Join(args, " "), got.Value, want)
			}
		}
		if args[0] == "domineering" {
			var cgsuite struct{ Value string }
			if err := json.Unmarshal([]byte(ok(t, "", "value", "--json", "+-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}")), &cgsuite); err != nil || want != cgsuite.Value {
				t.Errorf("domineering 4x4: %s, want CGSuite's +-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}} = %s (%v)", want, cgsuite.Value, err)
			}
		}
	}
}
