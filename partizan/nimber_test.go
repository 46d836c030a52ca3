package partizan

import (
	"errors"
	"runtime"
	"testing"
	"time"

	"github.com/cgtgo/cgt"
)

// TestNimberAtoms is the regression test of two findings of an outside
// check. The parser's count check was overwritten for nimbers
// ('*1048577' was accepted past the cap that '^1048577' met, then grew
// without end); and a nimber cost the square of its size (*10000 took 15 s
// and 0.9 GB: every *k below it was stored with all its options). Now a
// nimber is an atom: *100000 + *3 = *100003 (100000 = 0b11000011010100000,
// so the XOR with 3 is 100003) in a few megabytes (and in well under a
// second: the bound, 10 s, leaves a loaded machine room),
// counts past MaxNimber are refused, and what expands a large nimber
// stops at the budget of ParseValueLimit.
func TestNimberAtoms(t *testing.T) {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	start := time.Now()
	v, err := ParseValue("*100000 + *3")
	took := time.Since(start)
	runtime.ReadMemStats(&after)
	if err != nil || v != Nimber(100003) || v.String() != "*100003" {
		t.Fatalf("*100000 + *3 = %v, %v", v, err)
	}
	if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 1<<20 || took > 10*time.Second {
		t.Errorf("*100000 + *3 took %v and %d bytes; a nimber is one form", took, alloc)
	}
	if n, ok := Nimber(1 << 29).Nimber(); !ok || n != 1<<29 {
		t.Errorf("Nimber(2²⁹).Nimber() = %d, %v", n, ok)
	}
	for _, s := range []string{"*1073741824", "*99999999999", "^65537", "v65537"} {
		if _, err := ParseValue(s); err == nil || !contains(err.Error(), "count too large") {
			t.Errorf("ParseValue(%q) = %v, want the count refused", s, err)
		}
	}
	for _, s := range []string{"*100000 + 1/2", "{*100000|0}"} {
		start := time.Now()
		if _, err := ParseValueLimit(s, 1_000_000); !errors.Is(err, cgt.ErrLimit) || time.Since(start) > 30*time.Second {
			t.Errorf("ParseValueLimit(%q, 10⁶) = %v after %v, want ErrLimit at once", s, err, time.Since(start))
		}
	}
}

// TestNimberLazyOptions checks the atoms against games built option by
// option: {*0 … *n−1 | *0 … *n−1} is *n, and sums, comparisons, stops,
// birthday, thermograph and cooling of nimbers with small games agree with
// the same operations on the expanded trees (by the definitions).
func TestNimberLazyOptions(t *testing.T) {
	others := []Value{Integer(0), Integer(2), Number(NewDyadic(-3, 2)), Ups(1), Ups(-2), Switch(Integer(1)),
		NewValue([]Value{Integer(1)}, []Value{Nimber(1)}), Nimber(2), Nimber(5)}
	for n := 0; n <= 7; n++ {
		var opts []Value
		for k := range n {
			opts = append(opts, Nimber(k))
		}
		built := NewValue(opts, opts)
		if built != Nimber(n) {
			t.Fatalf("{*0…*%d|…} = %v, want *%d", n-1, built, n)
		}
		tn := toTree(Nimber(n))
		if b := Nimber(n).Birthday(); b != n {
			t.Errorf("birthday of *%d = %d", n, b)
		}
		if n > 0 {
			// Every nimber has the thermograph of * = {0|0}, mean and
			// temperature 0 (Siegel, Combinatorial Game Theory, II.5).
			th, want := Nimber(n).Thermograph(), NewValue([]Value{{}}, []Value{{}}).Thermograph()
			if l, r := Nimber(n).Stops(); l != (Dyadic{}) || r != (Dyadic{}) ||
				th.Mean != (Dyadic{}) || th.Temperature != (Dyadic{}) || th.Left.String() != want.Left.String() || th.Right.String() != want.Right.String() {
				t.Errorf("*%d: stops %v %v, thermograph %+v, of the expanded form %+v", n, l, r, th, want)
			}
		}
		for _, g := range others {
			tg := toTree(g)
			m := map[[2]*gtree]bool{}
			if got, want := Nimber(n).Le(g), defLe(tn, tg, m); got != want {
				t.Errorf("*%d ≤ %v: %v, by definition %v", n, g, got, want)
			}
			if got, want := g.Le(Nimber(n)), defLe(tg, tn, m); got != want {
				t.Errorf("%v ≤ *%d: %v, by definition %v", g, n, got, want)
			}
			sum := valueOf(t, defSum(tn, tg, map[[2]*gtree]*gtree{}))
			if got := Nimber(n).Add(g); got != sum {
				t.Errorf("*%d + %v = %v, by definition %v", n, g, got, sum)
			}
		}
	}
}

// TestCGSuiteNotation reads the forms CGSuite users paste (an outside
// check found them refused) and checks them against their definitions:
// ^<n> is ↑ⁿ, the up-nth of Winning Ways (↑¹ = ↑, ↑² = {0 | ↓*}, "up-second";
// CGSuite builds ↑ⁿ = {0 | * − ↑^{→(n−1)}} and prints the unit uptimal as
// ^<n> in plain text), ^[n] is ↑ + ↑² + … + ↑ⁿ (CGSuite's unit sum);
// Tiny(G) = {0 || 0 | −G} and Miny(G) = {G | 0 || 0} (Siegel, Combinatorial
// Game Theory, II.4): tiny-x is positive and below ↑ for x > 0, and
// Tiny(x) + Miny(x) = 0; +-{A,B} is {A,B | −A,−B}. Each prints in the short
// form and parses back.
func TestCGSuiteNotation(t *testing.T) {
	v := func(s string) Value {
		t.Helper()
		x, err := ParseValue(s)
		if err != nil {
			t.Fatalf("ParseValue(%q): %v", s, err)
		}
		return x
	}
	eq := [][2]string{
		{"^<1>", "^"},
		{"^<2>", "{0|v*}"},
		{"v<2>", "-{0|v*}"},
		{"^[1]", "^"},
		{"^[2]", "^ + ^<2>"},
		{"^[3]", "^ + ^<2> + ^<3>"},
		{"v[3]", "-(^ + ^<2> + ^<3>)"},
		{"Tiny(2)", "{0||0|-2}"},
		{"Miny(2)", "{2|0||0}"},
		{"Miny(1/2)", "-Tiny(1/2)"},
		{"+-{1,2}", "{1,2|-1,-2}"},
		{"+-{1|0}", "{{1|0}|{0|-1}}"},
		{"+-1", "{1|-1}"},
	}
	for _, c := range eq {
		if a, b := v(c[0]), v(c[1]); a != b {
			t.Errorf("%s = %v, want %s = %v", c[0], a, c[1], b)
		}
	}
	for _, x := range []string{"1", "1/2", "2", "^"} {
		tiny, up := v("Tiny("+x+")"), v("^")
		if !tiny.Gt(Value{}) || x != "^" && !tiny.Lt(up) {
			t.Errorf("Tiny(%s) = %v: want 0 < it < ↑", x, tiny)
		}
		if s := v("Tiny(" + x + ") + Miny(" + x + ")"); s != (Value{}) {
			t.Errorf("Tiny(%s) + Miny(%s) = %v, want 0", x, x, s)
		}
	}
	if up2, up3 := v("^<2>"), v("^<3>"); !(v("^").Gt(up2) && up2.Gt(up3) && up3.Gt(Value{})) {
		t.Errorf("want ↑ > ↑² > ↑³ > 0: %v, %v", up2, up3)
	}
	for s, want := range map[string]string{
		"Tiny(2)": "Tiny(2)", "Miny(1/2)": "Miny(1/2)", "^<2>": "^<2>", "v<3>": "v<3>",
		"^<2>*": "^<2>*", "{0||0|-2}": "Tiny(2)", "{2|0||0}": "Miny(2)",
	} {
		x := v(s)
		if got := x.String(); got != want {
			t.Errorf("%s prints %q, want %q", s, got, want)
		}
		if back := v(x.String()); back != x {
			t.Errorf("%s prints %q, which parses to %v", s, x, back)
		}
	}
	for _, bad := range []string{"^<0>", "^<x>", "^<2", "Tiny 2", "+-{1,2", "^<2000>"} {
		if _, err := ParseValue(bad); err == nil {
			t.Errorf("ParseValue(%q) accepted", bad)
		}
	}
}
