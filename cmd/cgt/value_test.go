package main

import (
	"encoding/json"
	"image"
	"image/color"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestValue checks cgt value on published facts: * + * = 0; {0|*} = ↑ > 0;
// ↑ + * ‖ 0; ±1 has mean 0 and temperature 1 (Winning Ways ch. 2–6; Lessons
// in Play ch. 5–6); the 2×2 Domineering board is ±1 and a vertical strip of
// two squares is 1 (Winning Ways ch. 5); the Blue-Red stalk BRB is
// 1 − 1/2 + 1/4 = 3/4 (sign expansion, Winning Ways ch. 2); an 8×3 cake is
// ⌊8/2⌋ − 1 = 3 (Winning Ways ch. 2); Toads and Frogs T.F is * (Winning
// Ways ch. 1).
func TestValue(t *testing.T) {
	for _, c := range []struct {
		args              []string
		value, class      string
		mean, temperature string
	}{
		{[]string{"*", "+", "*"}, "0", "P", "0", "-1"},
		{[]string{"{0|*}"}, "^", "L", "0", "0"},
		{[]string{"^", "+", "*"}, "^*", "N", "0", "0"},
		{[]string{"{1|-1}"}, "+-1", "N", "0", "1"},
		{[]string{"+-1 + +-1"}, "0", "P", "0", "-1"},
		{[]string{"{2|1||0}"}, "{2|1||0}", "N", "3/4", "3/4"},
		{[]string{"domineering", "2x2"}, "+-1", "N", "0", "1"},
		{[]string{"domineering", "2x1"}, "1", "L", "1", "-1"},
		{[]string{"domineering", "../.."}, "+-1", "N", "0", "1"},
		{[]string{"hackenbush", "BRB"}, "3/4", "L", "3/4", "-1/4"},
		{[]string{"cutcake", "8x3"}, "3", "L", "3", "-1"},
		{[]string{"toads", "T.F"}, "*", "N", "0", "0"},
	} {
		out := ok(t, "", append([]string{"value", "--json"}, c.args...)...)
		var got struct {
			Value, Class, Mean, Temperature string
		}
		if err := json.Unmarshal([]byte(out), &got); err != nil {
			t.Fatalf("%v: %v\n%s", c.args, err, out)
		}
		want := struct{ Value, Class, Mean, Temperature string }{c.value, c.class, c.mean, c.temperature}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("cgt value %s (-want +got):\n%s", strings.Join(c.args, " "), diff)
		}
		text := ok(t, "", append([]string{"value"}, c.args...)...)
		if !strings.HasPrefix(text, strings.Join(c.args, " ")+" = "+c.value+"\nclass:        "+c.class+" (") {
			t.Errorf("cgt value %s:\n%s", strings.Join(c.args, " "), text)
		}
	}
}

// TestValueBadInput: one line naming the bad token, exit status 2.
func TestValueBadInput(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"value"}, "give a value expression"},
		{[]string{"value", "{1|x}"}, `unexpected "x" at column 4`},
		{[]string{"value", "1/3"}, `"1/3"`},
		{[]string{"value", "{1|2|3}"}, `second "|"`},
		{[]string{"value", "{1|*}", "+"}, "unexpected end"},
		{[]string{"value", "domineering", "3y3"}, `"3y3"`},
		{[]string{"value", "domineering", "9x9"}, "9×9"},
		{[]string{"value", "domineering"}, "one position"},
		{[]string{"value", "toads", "T.X"}, `"X"`},
		{[]string{"value", "hackenbush", "0-1Q"}, `"0-1Q"`},
		{[]string{"value", "cutcake", "3x"}, `"3x"`},
		{[]string{"plot", "thermograph"}, "wants a value"},
		{[]string{"plot", "thermograph", "{1|"}, "unexpected end"},
		{[]string{"value", "--", "*1073741824"}, "count too large"},
		// Accepted once and then hours of work (an outside check): refused
		// up front with the limit named.
		{[]string{"value", "domineering", "8x8"}, "64 empty squares, more than the 36"},
		{[]string{"value", "domineering", "7x6"}, "42 empty squares, more than the 36"},
		// Inputs once accepted silently.
		{[]string{"value", "domineering", "..//.."}, "row 2 is empty"},
		{[]string{"value", "toads", ""}, "empty strip"},
		{[]string{"value", "hackenbush", ""}, "empty picture"},
		// Well-formed values whose numbers do not fit (an outside check saw
		// "internal error"): {0 | 2⁻⁶²} is 2⁻⁶³, 2⁶² + 2⁶² is 2⁶³, the
		// stalk B R and 62 B is 1/2 + 1/4 + … + 1/2⁶³ (sign expansion,
		// Winning Ways ch. 2), and the thermograph of {2⁻⁶² | 0} has its
		// mast at t = 2⁻⁶³.
		{[]string{"value", "{0|1/4611686018427387904}"}, `number out of range in "{0|1/4611686018427387904}"`},
		{[]string{"value", "4611686018427387904 + 4611686018427387904"}, "number out of range"},
		{[]string{"value", "hackenbush", "BR" + strings.Repeat("B", 62)}, "holds a number out of range"},
		{[]string{"value", "{1/4611686018427387904|0}"}, "thermograph of {1/4611686018427387904|0}"},
		{[]string{"plot", "thermograph", "{1/4611686018427387904|0}"}, "holds a number out of range"},
	} {
		r := runCgt(t, "", c.args...)
		if r.code != 2 || r.stdout != "" || strings.Count(r.stderr, "\n") != 1 || !strings.Contains(r.stderr, c.want) {
			t.Errorf("cgt %s: exit %d, stdout %q, stderr %q; want exit 2 and one line with %q", strings.Join(c.args, " "), r.code, r.stdout, r.stderr, c.want)
		}
	}
	r := runCgt(t, "", "value", "domineering", "4x4", "--limit", "10")
	if r.code != 1 || !strings.Contains(r.stderr, "limit") {
		t.Errorf("limit: exit %d, %q", r.code, r.stderr)
	}
	// Nimbers are atoms (an outside check saw *1048577 grow past 1.4 GB
	// and *100000 take 3.9 GB); what expands one stops at the budget.
	if out := ok(t, "", "value", "--", "*100000 + *3"); !strings.HasPrefix(out, "*100000 + *3 = *100003\n") {
		t.Errorf("value *100000 + *3:\n%s", out)
	}
	if out := ok(t, "", "value", "--", "*1048577"); !strings.HasPrefix(out, "*1048577 = *1048577\n") {
		t.Errorf("value *1048577:\n%s", out)
	}
	r = runCgt(t, "", "value", "--", "*100000 + 1/2")
	if r.code != 1 || !strings.Contains(r.stderr, "forms and options") || !strings.Contains(r.stderr, "--limit") {
		t.Errorf("value *100000 + 1/2: exit %d, %q; want the budget named", r.code, r.stderr)
	}
}

// TestPlotThermograph draws ±1 (walls from (−1, ±2) to the mast at 0 at
// temperature 1, Conway's thermograph of a switch) and checks the colours:
// blue Left wall left of the middle, red Right wall right of it, the black
// mast in between above the temperature.
func TestPlotThermograph(t *testing.T) {
	dir := t.TempDir()
	r := cgtIn(t, dir, "", "plot", "thermograph", "+-1", "-o", "th.png", "--width", "400", "--height", "300")
	if r.code != 0 || !strings.HasPrefix(r.stdout, "wrote th.png: 400×300 pixels, thermograph of +-1: mean 0, temperature 1") {
		t.Fatalf("exit %d %q %q", r.code, r.stdout, r.stderr)
	}
	img := readPNG(t, filepath.Join(dir, "th.png"))
	if b := img.Bounds(); b.Dx() != 400 || b.Dy() != 300 {
		t.Fatalf("size %v", b)
	}
	blueLeft := anyPixel(img, func(x, _ int, c color.RGBA) bool { return blue(c) && x < 200 })
	redRight := anyPixel(img, func(x, _ int, c color.RGBA) bool { return red(c) && x > 200 })
	black := anyPixel(img, func(x, y int, c color.RGBA) bool {
		return c == color.RGBA{0, 0, 0, 255} && x > 180 && x < 220 && y < 60
	})
	if !blueLeft || !redRight || !black {
		t.Errorf("thermograph of ±1: blue left %v, red right %v, black mast %v", blueLeft, redRight, black)
	}
}

// TestPlotThermographNumber draws 1/2, whose walls open below its
// temperature −1/2 as CGSuite draws them (Conway's construction from
// 1/2 = {0|1}: the Left wall from (−1, 1), the Right wall from (−1, 0), up
// to the mast at 1/2): blue well left of the mast, red well right of it
// (cgt drew a number as a mast down to t = −1).
func TestPlotThermographNumber(t *testing.T) {
	dir := t.TempDir()
	r := cgtIn(t, dir, "", "plot", "thermograph", "1/2", "-o", "th.png", "--width", "400", "--height", "300")
	if r.code != 0 || !strings.Contains(r.stdout, "mean 1/2, temperature -1/2") {
		t.Fatalf("exit %d %q %q", r.code, r.stdout, r.stderr)
	}
	img := readPNG(t, filepath.Join(dir, "th.png"))
	// Values −1/2 … 3/2 across 310 pixels from x = 60, positive to the
	// left: the mast 1/2 is at x = 215, the wall feet 1 and 0 at 137 and
	// 292.
	left := anyPixel(img, func(x, _ int, c color.RGBA) bool { return blue(c) && x < 180 })
	right := anyPixel(img, func(x, _ int, c color.RGBA) bool { return red(c) && x > 250 })
	if !left || !right {
		t.Errorf("thermograph of 1/2: Left wall off the mast %v, Right wall off the mast %v", left, right)
	}
}

// blue and red are the colours of the Left and Right walls of a plotted
// thermograph.
func blue(c color.RGBA) bool { return c.B > 150 && c.R < 100 }
func red(c color.RGBA) bool  { return c.R > 150 && c.B < 100 && c.G < 100 }

// anyPixel reports whether some pixel of img satisfies f.
func anyPixel(img image.Image, f func(x, y int, c color.RGBA) bool) bool {
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if f(x, y, color.RGBAModel.Convert(img.At(x, y)).(color.RGBA)) {
				return true
			}
		}
	}
	return false
}

// TestHackenbushOneNotation: cgt hackenbush and cgt value hackenbush read
// one picture notation, inline, from a file or from standard input (an
// outside check found the first wanting a FILE in one notation and the
// second an inline picture in another). The picture is a stalk of two
// edges beside a tree of a trunk and two leaves: by the colon principle
// 2 ⊕ ((1 ⊕ 1) + 1) = 3 (Winning Ways ch. 7), so nim-value 3 and the
// canonical form *3; the Blue-Red stalk BRB is 3/4 (sign expansion,
// Winning Ways ch. 2).
func TestHackenbushOneNotation(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "pic.txt")
	if err := os.WriteFile(file, []byte("# a stalk and a tree\ng 1 2\ng 3\n3 4\n3 5\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	br := filepath.Join(dir, "br.txt")
	if err := os.WriteFile(br, []byte("0-1B\n1-2R # red\n2-3B\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ stdin, arg string }{
		{"", file},
		{"g 1 2\ng 3\n3 4\n3 5\n", "-"},
		{"", "g-1-2,g-3,3-4,3-5"},
		{"", "g-1-2 0-3 3-4 3-5G"},
		{"", "GG 0-3 3-4 3-5"},
	} {
		var h struct{ NimValue int }
		if err := json.Unmarshal([]byte(ok(t, c.stdin, "hackenbush", "--json", c.arg)), &h); err != nil || h.NimValue != 3 {
			t.Errorf("cgt hackenbush %s: nim-value %d (%v), want 3", c.arg, h.NimValue, err)
		}
		var v struct{ Value string }
		if err := json.Unmarshal([]byte(ok(t, c.stdin, "value", "--json", "hackenbush", c.arg)), &v); err != nil || v.Value != "*3" {
			t.Errorf("cgt value hackenbush %s: %q (%v), want *3", c.arg, v.Value, err)
		}
	}
	var v struct{ Value string }
	if err := json.Unmarshal([]byte(ok(t, "", "value", "--json", "hackenbush", br)), &v); err != nil || v.Value != "3/4" {
		t.Errorf("cgt value hackenbush %s: %q (%v), want 3/4", br, v.Value, err)
	}
	r := runCgt(t, "", "hackenbush", br)
	if r.code != 2 || !strings.Contains(r.stderr, "cgt value hackenbush takes Blue and Red") {
		t.Errorf("cgt hackenbush on a Blue-Red picture: exit %d, %q", r.code, r.stderr)
	}
	r = runCgt(t, "", "value", "hackenbush", filepath.Join(dir, "missing.txt"))
	if r.code != 1 || !strings.Contains(r.stderr, "missing.txt") {
		t.Errorf("cgt value hackenbush on a missing file: exit %d, %q; want 1 naming it", r.code, r.stderr)
	}
}
