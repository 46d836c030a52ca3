package partizan

import (
	"errors"
	"strings"
	"testing"
)

// TestLoopyDegreeVariety reproduces the degrees and varieties of CGSuite's
// own tests of its stoppers (CanonicalStopperTestCase, in CGSuite's
// notation: ^[on] is upon, ^<on> uponth, Miny(on) = {on|0||0}, Tiny(on) =
// {0||0|off}), printed as CGSuite prints them where the names agree, with
// their errors: "Variety degree must be an idempotent"
// (ErrNotIdempotent) and Grenville's unstable game (ErrNotStable). The
// degrees of on, off and over are those of Winning Ways ch. 11.
func TestLoopyDegreeVariety(t *testing.T) {
	for _, c := range []struct {
		in, degree, variety string
		err                 error
	}{
		{"on", "on", "on", nil},
		{"off", "on", "off", nil},
		{"over", "over", "over", nil},
		{"{pass|3/2}", "over", "under", nil},
		{"{-1/4+*|pass}", "^<on>", "^<on>", nil},
		{"{0|^<on>||v<on>}", "^<on>", "{^[on]*,^<on>||v<on>|0}", nil},
		{"{0|||0||0|off}", "{0||||0|||Miny(on)|0||off}", "", ErrNotIdempotent},
		{"{on|0||0}", "Tiny(on)", "Miny(on)", nil},
		{"{0||0|under}", "{0||0|under}", "{0||0|under}", nil},
		{"+-{0|pass}", "over", "+-over", nil},
		{"+-{5|pass}", "over", "+-{10over|over}", nil},
		{"a{0||||0|||a|*||*}", "{0|a{0|0,{0|||a|0||0}}}", "{a{0,{0||0|a|||0}|0}|0}", nil},
		{"a{0|{0||||0,*2|||a|0||0}||0}", "a{0||0|{0|a||0,*2|||0||||0}}", "", ErrNotStable}, // Grenville's
		{"{1|*}", "0", "0", nil},                                                           // a short game: degree 0 (CGSuite: Degree of a loopfree game)
	} {
		x := mustLoopy(t, c.in)
		deg, err := x.Degree()
		if err != nil {
			t.Errorf("(%s).Degree(): %v", c.in, err)
			continue
		}
		if want := mustLoopy(t, tinyMiny(c.degree)); deg != want {
			t.Errorf("(%s).Degree() = %v, want %v", c.in, deg, want)
		}
		if cgsuiteNames(c.degree) && deg.String() != c.degree {
			t.Errorf("(%s).Degree() prints %v, CGSuite %s", c.in, deg, c.degree)
		}
		// x − x = D & −D, D the degree (Winning Ways ch. 11: G − G is
		// its own negative, its onside G's degree).
		if d := mustAdd(t, x, x.Neg()); d.Onside() != deg || d.Offside() != deg.Neg() {
			t.Errorf("%s − itself = %v, degree %v", c.in, d, deg)
		}
		// A degree is an idempotent, but in CGSuite's case of
		// ErrNotIdempotent.
		if idem, err := deg.IsIdempotent(); err != nil || idem != (c.err != ErrNotIdempotent) {
			t.Errorf("degree %v of %s: idempotent %v, %v", deg, c.in, idem, err)
		}
		v, err := x.Variety()
		stable, serr := x.IsStable()
		if c.err != nil {
			if !errors.Is(err, c.err) {
				t.Errorf("(%s).Variety() = %v, %v; want %v", c.in, v, err, c.err)
			}
			if c.err == ErrNotStable && (serr != nil || stable) {
				t.Errorf("(%s).IsStable() = %v, %v; want false", c.in, stable, serr)
			}
			continue
		}
		if err != nil || !stable || serr != nil {
			t.Errorf("(%s).Variety(): %v; IsStable %v, %v", c.in, err, stable, serr)
			continue
		}
		if want := mustLoopy(t, tinyMiny(c.variety)); v != want {
			t.Errorf("(%s).Variety() = %v, want %v", c.in, v, want)
		}
		if cgsuiteNames(c.variety) && v.String() != c.variety {
			t.Errorf("(%s).Variety() prints %v, CGSuite %s", c.in, v, c.variety)
		}
	}
	// Degree, Variety, Upsum and ordinal sums are of stoppers only.
	dud, tis := mustLoopy(t, "dud"), mustLoopy(t, "tis")
	if _, err := tis.Degree(); !errors.Is(err, ErrNotStopper) {
		t.Errorf("Degree of tis: %v", err)
	}
	if _, err := dud.Upsum(Loopy{}); !errors.Is(err, ErrNotStopper) {
		t.Errorf("dud Upsum 0: %v", err)
	}
	if _, err := tis.OrdinalSum(Loopy{}); !errors.Is(err, ErrNotStopper) {
		t.Errorf("tis:0: %v", err)
	}
}

// cgsuiteNames reports whether CGSuite prints s as cgt does: without
// ^[on] (cgt: upon), ^<on> (uponth) and the like, nor Tiny and Miny, which
// cgt writes out in braces.
func cgsuiteNames(s string) bool {
	return !strings.ContainsAny(s, "^v") && !strings.Contains(s, "iny(")
}

// tinyMiny writes CGSuite's Tiny(on) and Miny(on) out: {0||0|off} and
// {on|0||0}.
func tinyMiny(s string) string {
	return strings.NewReplacer("Tiny(on)", "{0||0|off}", "Miny(on)", "{on|0||0}").Replace(s)
}

// TestLoopyUpsumDownsum: x + y = (x Upsum y) & (x Downsum y) for stoppers
// (CGSuite's definitions); on + off = dud, so on Upsum off = on and on
// Downsum off = off (Winning Ways ch. 11); over Upsum under = over, over
// Downsum under = under (over − over = over & under, Winning Ways).
func TestLoopyUpsumDownsum(t *testing.T) {
	for _, c := range []struct{ x, y, up, down string }{
		{"on", "off", "on", "off"},
		{"over", "under", "over", "under"},
		{"over", "1", "1over", "1over"},
		{"upon", "v", "upon + v", "upon + v"},
		{"{1|*}", "^", "{1^|^*}", "{1^|^*}"},
	} {
		x, y := mustLoopy(t, c.x), mustLoopy(t, c.y)
		up, err1 := x.Upsum(y)
		down, err2 := x.Downsum(y)
		if err1 != nil || err2 != nil {
			t.Errorf("%s, %s: %v, %v", c.x, c.y, err1, err2)
			continue
		}
		if want := mustLoopy(t, c.up); up != want {
			t.Errorf("%s Upsum %s = %v, want %v", c.x, c.y, up, want)
		}
		if want := mustLoopy(t, c.down); down != want {
			t.Errorf("%s Downsum %s = %v, want %v", c.x, c.y, down, want)
		}
		sum := mustAdd(t, x, y)
		if sum.Onside() != up || sum.Offside() != down {
			t.Errorf("%s + %s = %v, sides %v, %v", c.x, c.y, sum, up, down)
		}
	}
}

// TestLoopyOrdinalSum: ordinal sums with loopy games as CGSuite defines
// them (G:H = {G^L, G:H^L | G^R, G:H^R} on G's canonical form): 1:off =
// {0 | 1:off} = over and its negative −1:on = under (the CGSuite
// figure), on:1 = on, 1:on = on, 0:G = G; on short games those of Winning
// Ways ch. 2 (1:1 = 2, 1:−1 = 1/2, 1:1/2 = 3/2 by the sign expansions ++,
// +−, ++−; *:* = *2, *:*:* = *3), and on random short games the
// definition played out on canonical forms (shortOrdinal below).
func TestLoopyOrdinalSum(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"1:off", "over"},
		{"-1:on", "under"},
		{"on:1", "on"},
		{"1:on", "on"},
		{"0:over", "over"},
		{"over:0", "over"},
		{"1:1", "2"},
		{"1:-1", "1/2"},
		{"1:1/2", "3/2"},
		{"*:*", "*2"},
		{"*:*:*", "*3"},
		{"1:1 + 1", "3"},
		{"2:off", "{1|2:off}"},
		{"on:{0|pass}", "on"}, // a name before :{ is no label
	} {
		if got := mustLoopy(t, c.in); got != mustLoopy(t, c.want) {
			t.Errorf("%s = %v, want %s", c.in, got, c.want)
		}
	}
	// 2:off = {1, 2:off^L | 2:off} by the definition: 2's Left option 1,
	// then the Right pass of off: a{1|a}, 1over in CGSuite's names.
	if got := mustLoopy(t, "2:off").String(); got != "1over" {
		t.Errorf("2:off = %s, want 1over", got)
	}
	for _, g := range []string{"0", "1", "-2", "*", "^", "{1|*}", "+-1", "1/4", "{2|1||0}", "v*"} {
		for _, h := range []string{"0", "1", "-1", "*", "^", "v", "{1|*}", "*2", "1/2", "+-1"} {
			gv, hv := mustValue(t, g), mustValue(t, h)
			got, err := LoopyOf(gv).OrdinalSum(LoopyOf(hv))
			if err != nil {
				t.Fatal(err)
			}
			if want := LoopyOf(shortOrdinal(gv, hv)); got != want {
				t.Errorf("%s:%s = %v, want %v", g, h, got, want)
			}
		}
	}
}

// shortOrdinal is the ordinal sum of short games by the definition, on
// the canonical form of g: {g^L, g:h^L | g^R, g:h^R}.
func shortOrdinal(g, h Value) Value {
	var l, r []Value
	l = append(l, g.Left()...)
	for _, x := range h.Left() {
		l = append(l, shortOrdinal(g, x))
	}
	r = append(r, g.Right()...)
	for _, x := range h.Right() {
		r = append(r, shortOrdinal(g, x))
	}
	return NewValue(l, r)
}
