package partizan

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
)

// cgsuiteCase is one of CGSuite's test cases of short games, as its
// sources give them (lib/core/src/test/scala/org/cgsuite/lang/
// CanonicalShortGameTestCase.scala): the game as typed, then what CGSuite
// computes for it, in its printed notation. An empty atomic weight is
// CGSuite's "That game is not atomic"; an empty thermograph or list of
// followers is one the case does not give.
type cgsuiteCase struct {
	in, atomicWeight string
	atomic           bool
	// IsAllSmall, IsInfinitesimal, IsEven, IsOdd, IsEvenTempered,
	// IsOddTempered
	flags                          [6]bool
	freeze, reduced                string
	incentives, left, right        string
	leftOptions, rightOptions      string
	followerCount                  int64
	followers                      string
	temperature, mean, thermograph string
}

var cgsuiteCases = []cgsuiteCase{
	{`0`, `0`, true, [6]bool{true, true, true, false, true, false}, `0`, `0`, `{}`, `{}`, `{}`, `{}`, `{}`, 1, `{0}`, `-1`, `0`, `Thermograph(0,[],[0],0,[],[0])`},
	{`5`, ``, false, [6]bool{false, false, false, true, true, false}, `5`, `5`, `{-1}`, `{-1}`, `{}`, `{4}`, `{}`, 6, `{0,1,2,3,4,5}`, `-1`, `5`, `Thermograph(5,[],[0],5,[],[0])`},
	{`-1823437481924`, ``, false, [6]bool{false, false, true, false, true, false}, `-1823437481924`, `-1823437481924`, `{-1}`, `{}`, `{-1}`, `{}`, `{-1823437481923}`, 1823437481925, ``, `-1`, `-1823437481924`, ``},
	{`-1/2`, ``, false, [6]bool{false, false, false, false, true, false}, `-1/2`, `-1/2`, `{-1/2}`, `{-1/2}`, `{-1/2}`, `{-1}`, `{0}`, 3, `{-1,-1/2,0}`, `-1/2`, `-1/2`, `Thermograph(-1/2,[-1/2],[0,-1],-1/2,[-1/2],[0,1])`},
	{`25/16`, ``, false, [6]bool{false, false, false, false, true, false}, `25/16`, `25/16`, `{-1/16}`, `{-1/16}`, `{-1/16}`, `{3/2}`, `{13/8}`, 7, `{0,1,3/2,25/16,13/8,7/4,2}`, `-1/16`, `25/16`, `Thermograph(25/16,[-1/16,-1/2],[0,-1,0],25/16,[-1/16,-1/8,-1/2],[0,1,0,1])`},
	{`*8`, `0`, true, [6]bool{true, true, false, false, false, false}, `*8`, `0`, `{*8,*9,*10,*11,*12,*13,*14,*15}`, `{*8,*9,*10,*11,*12,*13,*14,*15}`, `{*8,*9,*10,*11,*12,*13,*14,*15}`, `{0,*,*2,*3,*4,*5,*6,*7}`, `{0,*,*2,*3,*4,*5,*6,*7}`, 9, `{0,*,*2,*3,*4,*5,*6,*7,*8}`, `0`, `0`, `Thermograph(0,[0],[0,-1],0,[0],[0,1])`},
	{`9/8+*`, ``, false, [6]bool{false, false, false, false, false, true}, `9/8*`, `9/8`, `{*}`, `{*}`, `{*}`, `{9/8}`, `{9/8}`, 7, `{0,1,9/8,5/4,3/2,2,9/8*}`, `0`, `9/8`, `Thermograph(9/8,[0,-1/8,-1/4],[0,-1,0,-1],9/8,[0,-1/8],[0,1,0])`},
	{`^`, `1`, true, [6]bool{true, true, false, false, false, false}, `^`, `0`, `{^*}`, `{v}`, `{^*}`, `{0}`, `{*}`, 3, `{0,*,^}`, `0`, `0`, `Thermograph(0,[0],[0,-1],0,[],[0])`},
	{`v*`, `-1`, true, [6]bool{true, true, false, false, false, false}, `v*`, `0`, `{^*}`, `{^*}`, `{v,v*}`, `{0}`, `{0,*}`, 3, `{0,*,v*}`, `0`, `0`, `Thermograph(0,[0],[0,-1],0,[0],[0,1])`},
	{`6+^*`, ``, false, [6]bool{false, false, false, false, false, false}, `6^*`, `6`, `{^*}`, `{v,v*}`, `{^*}`, `{6,6*}`, `{6}`, 9, `{0,1,2,3,4,5,6,6*,6^*}`, `0`, `6`, `Thermograph(6,[0],[0,-1],6,[0],[0,1])`},
	{`^*6`, `1`, true, [6]bool{true, true, false, false, false, false}, `^*6`, `0`, `{^*}`, `{v*6}`, `{^*}`, `{0}`, `{*7}`, 9, `{0,*,*2,*3,*4,*5,*6,*7,^*6}`, `0`, `0`, `Thermograph(0,[0],[0,-1],0,[],[0])`},
	{`73/16+v9*8`, ``, false, [6]bool{false, false, false, false, false, false}, `73/16v9*8`, `73/16`, `{^*}`, `{^*}`, `{v9*8}`, `{73/16v8*9}`, `{73/16}`, 28, ``, `0`, `73/16`, `Thermograph(73/16,[-1/16,-1/2],[0,-1,0],73/16,[0,-1/16,-1/2],[0,1,0,1])`},
	{`{0|*||*|||*||||*}`, `1`, true, [6]bool{true, true, false, false, false, false}, `^[4]`, `0`, `{^[4]*}`, `{v<4>}`, `{^[4]*}`, `{^[3]}`, `{*}`, 6, `{0,*,^,^[2],^[3],^[4]}`, `0`, `0`, `Thermograph(0,[0],[0,-1],0,[],[0])`},
	{`{0||0|v*}`, `1`, true, [6]bool{true, true, false, false, false, false}, `{0|^<2>}`, `0`, `{^[2]*}`, `{{v<2>|0}}`, `{^[2]*}`, `{0}`, `{^<2>}`, 5, `{0,*,v*,^<2>,{0|^<2>}}`, `0`, `0`, `Thermograph(0,[0],[0,-1],0,[],[0])`},
	{`{0||0,v*|vv|||{0||0,v*|vv|||vv,{0,v*|vv}},{0||0,v*|vv}|{0||0,v*|vv|||vv,{0,v*|vv}||||vv}}`, `0`, true, [6]bool{true, true, false, false, false, false}, `{0||0,v*|vv|||{0||0,v*|vv|||vv,{0,v*|vv}},{0||0,v*|vv}|{0||0,v*|vv|||vv,{0,v*|vv}||||vv}}`, `0`, `{^[4]*}`, `{{0|^[3]*||0,^[3]*|||0}}`, `{^[4]*}`, `{{0||0,v*|vv}}`, `{{{0||0,v*|vv|||vv,{0,v*|vv}},{0||0,v*|vv}|{0||0,v*|vv|||vv,{0,v*|vv}||||vv}}}`, 10, ``, `0`, `0`, `Thermograph(0,[0],[0,-1],0,[],[0])`},
	{`{0,*,*2,*3,{0,*,*2,*3,*4||*4,v*5|vv*4}||{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}},{0,*,*2,*3,*4||*4,v*5|vv*4}|{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}||||vv*4}}`, `0`, true, [6]bool{true, true, false, false, false, false}, `{0,*,*2,*3,{0,*,*2,*3,*4||*4,v*5|vv*4}||{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}},{0,*,*2,*3,*4||*4,v*5|vv*4}|{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}||||vv*4}}`, `0`, `{^[4]*}`, `{{{^^*4||||{^^*4|*4,^*5},^^*4|||^^*4|*4,^*5||0,*,*2,*3,*4}|{^^*4|*4,^*5||0,*,*2,*3,*4},{{^^*4|*4,^*5},^^*4|||^^*4|*4,^*5||0,*,*2,*3,*4}||0,*,*2,*3,{^^*4|*4,^*5||0,*,*2,*3,*4}},{{^^*5||||{^^*5|*5,^*4},^^*5|||^^*5|*5,^*4||0,*,*2,*3,*4,*5}|{^^*5|*5,^*4||0,*,*2,*3,*4,*5},{{^^*5|*5,^*4},^^*5|||^^*5|*5,^*4||0,*,*2,*3,*4,*5}||0,*,*2,*3,*4,{^^*5|*5,^*4||0,*,*2,*3,*4,*5}},{{^^*6||||{^^*6|*6,^*7},^^*6|||^^*6|*6,^*7||0,*,*2,*3,*4,*5,*6}|{^^*6|*6,^*7||0,*,*2,*3,*4,*5,*6},{{^^*6|*6,^*7},^^*6|||^^*6|*6,^*7||0,*,*2,*3,*4,*5,*6}||0,*,*2,*3,*4,*5,{^^*6|*6,^*7||0,*,*2,*3,*4,*5,*6}},{{^^*7||||{^^*7|*7,^*6},^^*7|||^^*7|*7,^*6||0,*,*2,*3,*4,*5,*6,*7}|{^^*7|*7,^*6||0,*,*2,*3,*4,*5,*6,*7},{{^^*7|*7,^*6},^^*7|||^^*7|*7,^*6||0,*,*2,*3,*4,*5,*6,*7}||0,*,*2,*3,*4,*5,*6,{^^*7|*7,^*6||0,*,*2,*3,*4,*5,*6,*7}},{0|^[3]*||0,^[3]*|||0}}`, `{^[4]*}`, `{0,*,*2,*3,{0,*,*2,*3,*4||*4,v*5|vv*4}}`, `{{{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}},{0,*,*2,*3,*4||*4,v*5|vv*4}|{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}||||vv*4}}}`, 13, ``, `0`, `0`, `Thermograph(0,[0],[0,-1],0,[0],[0,1])`},
	{`{0||0|vvv}`, `0`, true, [6]bool{true, true, false, false, false, false}, `{0||0|v3}`, `0`, `{{^3,{^3|0}|0}}`, `{{^3|0||0}}`, `{{^3,{^3|0}|0}}`, `{0}`, `{{0|v3}}`, 7, `{0,*,v3,vv*,v,{0|v3},{0||0|v3}}`, `0`, `0`, `Thermograph(0,[0],[0,-1],0,[],[0])`},
	{`{^^^|vv}`, `{1|0}`, true, [6]bool{true, true, false, false, false, false}, `{^3|vv}`, `0`, `{{^5|0}}`, `{{^5|0}}`, `{{^5|0}}`, `{^3}`, `{vv}`, 8, `{0,*,vv,v*,^,^^*,^3,{^3|vv}}`, `0`, `0`, `Thermograph(0,[0],[0,-1],0,[0],[0,1])`},
	{`{0||0|-3/2}`, `0`, true, [6]bool{false, true, false, false, false, false}, `Tiny(3/2)`, `0`, `{{3/2,{3/2|0}|0}}`, `{Miny(3/2)}`, `{{3/2,{3/2|0}|0}}`, `{0}`, `{{0|-3/2}}`, 6, `{-2,-3/2,-1,0,{0|-3/2},Tiny(3/2)}`, `0`, `0`, `Thermograph(0,[0],[0,-1],0,[],[0])`},
	{`{0|||0||-1|-3}`, `0`, true, [6]bool{false, true, false, false, false, false}, `Tiny({3|1})`, `0`, `{{3Tiny({3|1})|1Tiny({3|1}),{2,{3|1}|0}||0}}`, `{Miny({3|1})}`, `{{3Tiny({3|1})|1Tiny({3|1}),{2,{3|1}|0}||0}}`, `{0}`, `{{0||-1|-3}}`, 7, `{-3,-2,-1,0,{-1|-3},{0||-1|-3},Tiny({3|1})}`, `0`, `0`, `Thermograph(0,[0],[0,-1],0,[],[0])`},
	{`{5||3|1|||0||||0}`, `0`, true, [6]bool{false, true, false, false, false, false}, `Miny({5||3|1})`, `0`, `{{5Tiny({5||3|1})|{3,{3|1}|||3|1||0|-2,{-2|-4}},{{4|2},{5||3|1}|0}||0}}`, `{{5Tiny({5||3|1})|{3,{3|1}|||3|1||0|-2,{-2|-4}},{{4|2},{5||3|1}|0}||0}}`, `{Miny({5||3|1})}`, `{{5||3|1|||0}}`, `{0}`, 10, ``, `0`, `0`, `Thermograph(0,[],[0],0,[0],[0,1])`},
	{`{1|^^||^}`, `2`, true, [6]bool{false, true, false, false, false, false}, `{1|^^||^}`, `0`, `{{1v|^||0},{{1v|^},{1v||1vv|0}|0,{^|0,{0|-1^^}}}}`, `{{{1v|^},{1v||1vv|0}|0,{^|0,{0|-1^^}}}}`, `{{1v|^||0}}`, `{{1|^^}}`, `{^}`, 8, `{0,1,*,^,^*,^^,{1|^^},{1|^^||^}}`, `0`, `0`, `Thermograph(0,[0],[0,-1],0,[],[0])`},
	{`{1|^^^||^}`, ``, false, [6]bool{false, true, false, false, false, false}, `{1|^3||^}`, `0`, `{{1v|^^||0},{{1v|^^},{1v||1v3|0}|0,{^^|0,{0|-1^3}}}}`, `{{{1v|^^},{1v||1v3|0}|0,{^^|0,{0|-1^3}}}}`, `{{1v|^^||0}}`, `{{1|^3}}`, `{^}`, 8, `{0,1,*,^,^^*,^3,{1|^3},{1|^3||^}}`, `0`, `0`, `Thermograph(0,[0],[0,-1],0,[],[0])`},
	{`{3||2+*|1+*}`, ``, false, [6]bool{false, false, false, false, false, true}, `9/4*`, `{3||2|1}`, `{{2*|1*||0}}`, `{{2*|1*||0}}`, `{{2*|1*||0}}`, `{3}`, `{{2*|1*}}`, 8, `{0,1,2,3,1*,2*,{3||2*|1*},{2*|1*}}`, `3/4`, `9/4`, `Thermograph(9/4,[3/4],[0,-1],9/4,[3/4,1/2,0],[0,1,0,1])`},
	{`{3/2+*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}`, ``, false, [6]bool{false, false, false, false, false, false}, `-5/16*`, `{3/2|1/2||{0|-3},{-1/2|-1||-5/2}}`, `{{{4*|3||{5/2|3/2*},{5/2|2*||3/2*|1}},{9/2*|7/2||3/2*|1/2}|0},{{9/2*|7/2||{3|0},{2*,{5/2|2*}|1/2}},{9/2*|7/2||3/2*|1/2}|0,{3/2*|1/2||{0|-3},{-1*,{-1/2|-1*}|-5/2}}}}`, `{{{4*|3||{5/2|3/2*},{5/2|2*||3/2*|1}},{9/2*|7/2||3/2*|1/2}|0}}`, `{{4*|3||{5/2|3/2*},{5/2|2*||3/2*|1}|||0,{5/2|1*,{1*|1/2}||-1/2|-2*,{-2*|-5/2}}},{{9/2*|7/2||{3|0},{2*,{5/2|2*}|1/2}},{9/2*|7/2||3/2*|1/2}|0,{3/2*|1/2||{0|-3},{-1*,{-1/2|-1*}|-5/2}}}}`, `{{3/2*|1/2}}`, `{{0|-3},{-1*,{-1/2|-1*}|-5/2}}`, 17, ``, `21/16`, `-5/16`, `Thermograph(-5/16,[21/16,1/2,-1/2],[0,-1,0,-1],-5/16,[21/16,7/8,1/4,0],[0,1,0,1,0])`},
}

// cgsuiteNumberJoin finds a number printed against a count of stars or ups.
var cgsuiteNumberJoin = regexp.MustCompile(`([0-9])([*^][0-9])`)

// cgsuiteValue reads a value as CGSuite prints it: CGSuite writes 3 + *5 as
// "3*5" and −1 + 3·↑ as "-1^3", which it (and cgt) read as a product and a
// power; the plus goes back in first ("3+*5", "-1+^3"; "v9*8" becomes
// "v9+*8", the same value).
func cgsuiteValue(t *testing.T, s string) Value {
	t.Helper()
	v, err := ParseValue(cgsuiteNumberJoin.ReplaceAllString(s, "$1+$2"))
	if err != nil {
		t.Fatalf("CGSuite's %q: %v", s, err)
	}
	return v
}

// cgsuiteSet reads CGSuite's "{a,b,…}" list of values.
func cgsuiteSet(t *testing.T, s string) map[Value]bool {
	t.Helper()
	s = strings.TrimSuffix(strings.TrimPrefix(s, "{"), "}")
	out := map[Value]bool{}
	depth, start := 0, 0
	for i := 0; i <= len(s); i++ {
		if i < len(s) {
			switch s[i] {
			case '{', '(':
				depth++
			case '}', ')':
				depth--
			}
			if s[i] != ',' || depth > 0 {
				continue
			}
		}
		if i > start {
			out[cgsuiteValue(t, s[start:i])] = true
		}
		start = i + 1
	}
	return out
}

func sameSet(t *testing.T, got []Value, want map[Value]bool) bool {
	t.Helper()
	if len(got) != len(want) {
		return false
	}
	for _, v := range got {
		if !want[v] {
			return false
		}
	}
	return true
}

// cgsuiteWalls turns CGSuite's "Thermograph(m,[cps],[slopes],m,[cps],[slopes])"
// into the walls as Wall.String prints them: CGSuite gives each wall by its
// mast value, its critical temperatures from the top down and the slope
// (dv/dt) above, between and below them.
func cgsuiteWalls(t *testing.T, s string) (string, string) {
	t.Helper()
	s = strings.TrimSuffix(strings.TrimPrefix(s, "Thermograph("), ")")
	parts := regexp.MustCompile(`^([^,]*),\[([^\]]*)\],\[([^\]]*)\],([^,]*),\[([^\]]*)\],\[([^\]]*)\]$`).FindStringSubmatch(s)
	if parts == nil {
		t.Fatalf("thermograph %q", s)
	}
	dy := func(x string) Dyadic {
		d, err := ParseDyadic(x)
		if err != nil {
			t.Fatal(err)
		}
		return d
	}
	wall := func(mast, cps, slopes string) string {
		var ts []Dyadic
		if cps != "" {
			for _, c := range strings.Split(cps, ",") {
				ts = append(ts, dy(c))
			}
		}
		sl := strings.Split(slopes, ",")
		v := dy(mast)
		pts := []string{}
		at := func(tt, vv Dyadic) { pts = append([]string{fmt.Sprintf("(%v,%v)", tt, vv)}, pts...) }
		prev := Dyadic{}
		for i, c := range ts {
			if i > 0 {
				v = v.Add(c.Sub(prev).times(int(dy(sl[i]).num)))
			}
			at(c, v)
			prev = c
		}
		if len(ts) > 0 {
			v = v.Add(Int(-1).Sub(prev).times(int(dy(sl[len(ts)]).num)))
		}
		at(Int(-1), v)
		return strings.Join(pts, " ")
	}
	return wall(parts[1], parts[2], parts[3]), wall(parts[4], parts[5], parts[6])
}

// TestCGSuiteCases checks every operation of the issue against CGSuite's
// own test cases of short games (CanonicalShortGameTestCase.scala, above):
// atomic weight, the all-small, infinitesimal, even, odd and tempered
// tests, the frozen value, the reduced canonical form, the incentives,
// the options, the followers, temperature, mean and the thermograph,
// drawn below temperature 0 as CGSuite draws it. Values are compared as
// values (cgt prints some of them differently: ^[4] as {^|*||*|||*}).
func TestCGSuiteCases(t *testing.T) {
	for _, c := range cgsuiteCases {
		v := cgsuiteValue(t, c.in)
		aw, ok := v.AtomicWeight()
		if ok != c.atomic || ok != (c.atomicWeight != "") || ok && aw != cgsuiteValue(t, c.atomicWeight) {
			t.Errorf("%s: atomic weight %v, %v; CGSuite %q", c.in, aw, ok, c.atomicWeight)
		}
		got := [6]bool{v.AllSmall(), v.Infinitesimal(), v.Even(), v.Odd(), v.EvenTempered(), v.OddTempered()}
		if got != c.flags {
			t.Errorf("%s: all-small, infinitesimal, even, odd, even- and odd-tempered %v; CGSuite %v", c.in, got, c.flags)
		}
		if f := v.Freeze(); f != cgsuiteValue(t, c.freeze) {
			t.Errorf("%s: freeze %v; CGSuite %s", c.in, f, c.freeze)
		}
		if r := v.Reduced(); r != cgsuiteValue(t, c.reduced) {
			t.Errorf("%s: reduced canonical form %v; CGSuite %s", c.in, r, c.reduced)
		}
		for _, s := range []struct {
			name string
			got  []Value
			want string
		}{
			{"incentives", v.Incentives(), c.incentives},
			{"Left incentives", v.LeftIncentives(), c.left},
			{"Right incentives", v.RightIncentives(), c.right},
			{"Left options", v.Left(), c.leftOptions},
			{"Right options", v.Right(), c.rightOptions},
		} {
			if !sameSet(t, s.got, cgsuiteSet(t, s.want)) {
				t.Errorf("%s: %s %v; CGSuite %s", c.in, s.name, s.got, s.want)
			}
		}
		if n := int64(v.FollowerCount()); n != c.followerCount {
			t.Errorf("%s: %d followers; CGSuite %d", c.in, n, c.followerCount)
		}
		if c.followers != "" && !sameSet(t, v.Followers(), cgsuiteSet(t, c.followers)) {
			t.Errorf("%s: followers %v; CGSuite %s", c.in, v.Followers(), c.followers)
		}
		th := v.Thermograph()
		if th.Temperature.String() != c.temperature || th.Mean.String() != c.mean {
			t.Errorf("%s: temperature %v, mean %v; CGSuite %s, %s", c.in, th.Temperature, th.Mean, c.temperature, c.mean)
		}
		if c.thermograph != "" {
			l, r := cgsuiteWalls(t, c.thermograph)
			if th.Left.String() != l || th.Right.String() != r {
				t.Errorf("%s: walls %v and %v; CGSuite %s: %s and %s", c.in, th.Left, th.Right, c.thermograph, l, r)
			}
		}
	}
}

// TestCGSuiteOperations checks cooling (by negative temperatures too),
// heating, Norton products, overheating and ordinal sums against CGSuite's
// tests of them (GameTest.scala, ">=2-ary methods" and infix operations;
// CompoundGameTestCase.scala, ordinal sums), and the nim products it gives
// for *4·*4, *19·*23 (ConwayProduct) and *5·*6.
func TestCGSuiteOperations(t *testing.T) {
	g := cgsuiteValue(t, "{3||2+*|1+*}")
	dy := func(s string) Dyadic {
		d, err := ParseDyadic(s)
		if err != nil {
			t.Fatal(err)
		}
		return d
	}
	for _, c := range []struct{ t, want string }{
		{"0", "{3||2*|1*}"}, {"1/4", "{11/4||2|3/2}"}, {"1/2", "{5/2|2*}"}, {"5/8", "{19/8|17/8}"},
		{"3/4", "9/4*"}, {"70", "9/4"}, {"-1/2", "{7/2|||5/2|3/2||+-1/2}"},
	} {
		if got := g.Cool(dy(c.t)); got != cgsuiteValue(t, c.want) {
			t.Errorf("%v cooled by %s = %v; CGSuite %s", g, c.t, got, c.want)
		}
	}
	for _, c := range []struct{ t, want string }{{"-1/8", "1/4"}, {"-1/4", "1/4*"}, {"-3/8", "{3/8|1/8}"}} {
		if got := Number(NewDyadic(1, 2)).Cool(dy(c.t)); got != cgsuiteValue(t, c.want) {
			t.Errorf("1/4 cooled by %s = %v; CGSuite %s", c.t, got, c.want)
		}
	}
	for _, c := range []struct{ g, t, want string }{
		{"{3||2+*|1+*}", "0", "{3||2*|1*}"}, {"{3||2+*|1+*}", "1/2", "{7/2|||5/2|3/2||+-1/2}"},
		{"{3||2+*|1+*}", "1", "{4|||3|1||0|-2}"}, {"{3||2+*|1+*}", "-3/4", "9/4*"},
		{"{3||2+*|1+*}", "-1", "9/4"}, {"{3||2+*|1+*}", "-2", "3/2"}, {"{3||2+*|1+*}", "-3", "1"},
		{"{3||2+*|1+*}", "-4", "0"}, {"{3||2+*|1+*}", "*", "{3*||2|1}"},
		{"*", "2", "+-2"}, {"*2", "2", "+-{2,{4|0}}"}, {"^", "2", "{2||0|-4}"},
		{"^*", "2", "{2,{4|0}|-2}"}, {"^^", "2", "{2||0,+-2|-4}"}, {"^^", "*", "0"},
	} {
		if got := cgsuiteValue(t, c.g).Heat(cgsuiteValue(t, c.t)); got != cgsuiteValue(t, c.want) {
			t.Errorf("%s heated by %s = %v; CGSuite %s", c.g, c.t, got, c.want)
		}
	}
	for _, c := range []struct{ g, want string }{
		{"0", "0"}, {"6", "^6"}, {"-4", "v4"}, {"1/2", "{^^*|v*}"}, {"^", "{^^*||0|v4}"}, {"Tiny(2)", "{^^*||0|v6}"},
	} {
		if got := cgsuiteValue(t, c.g).NortonProduct(Ups(1)); got != cgsuiteValue(t, c.want) {
			t.Errorf("%s.↑ = %v; CGSuite %s", c.g, got, c.want)
		}
	}
	if got := g.Overheat(Nimber(1), cgsuiteValue(t, "1+*")); got != cgsuiteValue(t, "{1||+-(1*)|-1,{-1|-3}}") {
		t.Errorf("%v overheated from * to 1* = %v; CGSuite {1||+-(1*)|-1,{-1|-3}}", g, got)
	}
	if got := Number(NewDyadic(7, 4)).Overheat(Value{}, Value{}); got != cgsuiteValue(t, "^[3]") {
		t.Errorf("7/16 overheated from 0 to 0 = %v; CGSuite ^[3]", got)
	}
	for _, c := range []struct{ g, h, want string }{
		{"1/2", "1/4", "9/16"}, {"*5", "*6", "*11"}, {"+-1", "^^", "{1,+-1|-1,{1,+-1,+-{1,+-1}|-1,+-1}}"},
		{"{1|0}", "0", "{1|0}"},
	} {
		if got := cgsuiteValue(t, c.g).OrdinalSum(cgsuiteValue(t, c.h)); got != cgsuiteValue(t, c.want) {
			t.Errorf("%s : %s = %v; CGSuite %s", c.g, c.h, got, c.want)
		}
	}
	for _, c := range [][3]uint64{{4, 4, 6}, {19, 23, 86}, {5, 6, 8}} {
		if got := NimProduct(c[0], c[1]); got != c[2] {
			t.Errorf("*%d·*%d = *%d; CGSuite *%d", c[0], c[1], got, c[2])
		}
	}
}
