package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// octalBrute computes g(0..n−1) of an octal game by the definition: digit
// d_j of the code allows, after taking j tokens from a heap, leaving no
// heap (bit 1, j = the whole heap), one heap (bit 2), two non-empty heaps
// (bit 4) or three (bit 8); a leading 4 splits a heap in two without
// taking. The value is the mex of the XORs of what is left.
func octalBrute(code string, n int) []int {
	lead, frac, _ := strings.Cut(code, ".")
	digits := []int{0}
	if lead != "" {
		d, _ := strconv.ParseInt(lead, 16, 8)
		digits[0] = int(d)
	}
	for _, c := range frac {
		d, _ := strconv.ParseInt(string(c), 16, 8)
		digits = append(digits, int(d))
	}
	g := make([]int, n)
	for h := range g {
		seen := map[int]bool{}
		for j, d := range digits {
			r := h - j
			if r < 0 || j == 0 && r == 0 {
				continue
			}
			if d&1 != 0 && r == 0 {
				seen[0] = true
			}
			if d&2 != 0 && r > 0 {
				seen[g[r]] = true
			}
			if d&4 != 0 {
				for a := 1; a <= r-a; a++ {
					seen[g[a]^g[r-a]] = true
				}
			}
			if d&8 != 0 {
				for a := 1; a <= r; a++ {
					for b := a; a+b < r && b <= r-a-b; b++ {
						seen[g[a]^g[b]^g[r-a-b]] = true
					}
				}
			}
		}
		for seen[g[h]] {
			g[h]++
		}
	}
	return g
}

type octalAnswer struct {
	Code              string
	Values            int
	First             []int
	Counts            []int
	Period, Preperiod int
	Proven            bool
	ProofValues       int
	SumValue          *int
	Moves             []octalMove
}

// TestOctal checks nim-sequences against the brute force above (Kayles
// 0.77 is OEIS A002186, Dawson's chess 0.137 is A002187) and the proofs
// published in the octal-games literature and in issue 4: Kayles period 12
// from 71 with 168 values, 0.137 period 34 from 52 (175 values), 0.07
// period 34 from 53 (176 values), 0.16 period 149,459 from 105,351.
func TestOctal(t *testing.T) {
	for _, code := range []string{"0.77", "0.137", "0.07", "4.07", "0.16", "0.C", "0.51"} {
		a := decode[octalAnswer](t, ok(t, "", "octal", code, "--upto", "299", "--json"))
		want := octalBrute(code, 300)
		if diff := cmp.Diff(want[:100], a.First); diff != "" {
			t.Errorf("octal %s first values (-want +got):\n%s", code, diff)
		}
		counts := make([]int, 0)
		for _, v := range want {
			for len(counts) <= v {
				counts = append(counts, 0)
			}
			counts[v]++
		}
		if diff := cmp.Diff(counts, a.Counts); diff != "" || a.Values != 300 {
			t.Errorf("octal %s value counts over 300 values (%d) (-want +got):\n%s", code, a.Values, diff)
		}
	}
	for _, c := range []struct {
		code                 string
		period, from, values int
	}{{"0.77", 12, 71, 168}, {"0.137", 34, 52, 175}, {"0.07", 34, 53, 176}, {"0.16", 149459, 105351, 0}} {
		a := decode[octalAnswer](t, ok(t, "", "octal", c.code, "--prove", "--json"))
		if !a.Proven || a.Period != c.period || a.Preperiod != c.from || c.values > 0 && a.ProofValues != c.values {
			t.Errorf("octal %s --prove: period %d from %d proven %v with %d values; want period %d from %d with %d",
				c.code, a.Period, a.Preperiod, a.Proven, a.ProofValues, c.period, c.from, c.values)
		}
	}
	out := ok(t, "", "octal", "0.77", "--prove")
	if !strings.Contains(out, "period 12 from 71 (proven with 168 values)\n") {
		t.Errorf("octal 0.77 --prove:\n%s", out)
	}
	// A sum of Kayles heaps: the nim-value is the XOR of brute-force
	// values, and every listed winning move leaves value 0.
	g := octalBrute("0.77", 40)
	a := decode[octalAnswer](t, ok(t, "", "octal", "0.77", "--heaps", "5,7,9", "--json"))
	if a.SumValue == nil || *a.SumValue != g[5]^g[7]^g[9] {
		t.Fatalf("octal 0.77 --heaps 5,7,9: sum value %v, want %d", a.SumValue, g[5]^g[7]^g[9])
	}
	heaps := []int{5, 7, 9}
	for _, m := range a.Moves {
		x := 0
		for i, h := range heaps {
			if i != m.Heap-1 {
				x ^= g[h]
			}
		}
		left := 0
		for _, l := range m.Leave {
			x ^= g[l]
			left += l
		}
		if x != 0 || left+m.Take != heaps[m.Heap-1] {
			t.Errorf("octal 0.77 --heaps 5,7,9: move %+v does not win", m)
		}
	}
	if len(a.Moves) == 0 {
		t.Errorf("octal 0.77 --heaps 5,7,9: no winning move listed")
	}
}

// TestOctalInterrupt checks that Ctrl-C stops a long proof cleanly: exit
// status 130 and one line on standard error, within a second or two.
func TestOctalInterrupt(t *testing.T) {
	cmd := exec.Command(cgtBin, "octal", "0.6", "--prove", "--upto", "400000000")
	var errb bytes.Buffer
	cmd.Stderr = &errb
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	time.Sleep(300 * time.Millisecond)
	if err := cmd.Process.Signal(os.Interrupt); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	err := cmd.Wait()
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != 130 {
		t.Fatalf("octal after SIGINT: %v, stderr %q; want exit status 130", err, errb.String())
	}
	if errb.String() != "cgt octal: interrupted\n" {
		t.Errorf("octal after SIGINT: stderr %q", errb.String())
	}
	if d := time.Since(start); d > 3*time.Second {
		t.Errorf("octal took %v to stop", d)
	}
}

// TestPlotOctal decodes the scatter plot of Kayles and checks its size and
// that the dot of each heap n sits at the height of its brute-force value.
func TestPlotOctal(t *testing.T) {
	dir := t.TempDir()
	r := cgtIn(t, dir, "", "plot", "octal", "0.77", "--upto", "99", "--width", "200", "--height", "100", "-o", "k.png")
	if r.code != 0 || !strings.HasPrefix(r.stdout, "wrote k.png: 200×100 pixels") {
		t.Fatalf("plot octal: exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
	}
	img := readPNG(t, filepath.Join(dir, "k.png"))
	if b := img.Bounds(); b.Dx() != 200 || b.Dy() != 100 {
		t.Fatalf("image is %v, want 200×100", b)
	}
	g := octalBrute("0.77", 100)
	top := 0
	for _, v := range g {
		top = max(top, v)
	}
	dark := func(x, y int) bool {
		r, _, _, _ := img.At(x, y).RGBA()
		return r < 0x8000
	}
	for n, v := range g {
		x := n * 200 / 100
		y := 100 - 1 - 2 - v*(100-1-4)/top
		if !dark(x, y) {
			t.Errorf("no dot for g(%d) = %d at (%d, %d)", n, v, x, y)
		}
	}
	// Above the top value and below value 0 there is no dot.
	if dark(50, 0) || dark(50, 99) {
		t.Errorf("dots outside the value range")
	}
}

// TestTreblecross checks the second-player wins published for Treblecross
// (DESIGN.md §4; Winning Ways ch. 4): up to 110 cells, exactly n = 6, 12,
// 22, 30, 32, 44, 54, 64, 76, 86, 98, 110; and the winning first moves on
// small rows against exhaustive search on the real board.
func TestTreblecross(t *testing.T) {
	type ans struct {
		N                int
		Outcome          string
		WinningCells     []int
		SecondPlayerWins []int
	}
	want := ans{110, "Loss", []int{}, []int{6, 12, 22, 30, 32, 44, 54, 64, 76, 86, 98, 110}}
	if diff := cmp.Diff(want, decode[ans](t, ok(t, "", "treblecross", "110", "--losses", "--json"))); diff != "" {
		t.Errorf("treblecross 110 --losses (-want +got):\n%s", diff)
	}
	for n := 3; n <= 14; n++ {
		var cells []int
		for i := range n {
			if !trebleWins(n, 1<<i) {
				cells = append(cells, i+1)
			}
		}
		o := "Loss"
		if len(cells) > 0 {
			o = "Win"
		} else {
			cells = []int{}
		}
		got := decode[ans](t, ok(t, "", "treblecross", strconv.Itoa(n), "--json"))
		if diff := cmp.Diff(ans{n, o, cells, nil}, got); diff != "" {
			t.Errorf("treblecross %d vs exhaustive search (-want +got):\n%s", n, diff)
		}
	}
}

// trebleWins reports whether the player to move wins Treblecross on a 1×n
// row with X on the cells of p, by exhaustive search: completing three in a
// row wins at once; a full row without one is not a win.
func trebleWins(n int, p uint32) bool {
	for i := range n {
		if p&(1<<i) != 0 {
			continue
		}
		q := p | 1<<i
		for s := max(i-2, 0); s <= i && s+2 < n; s++ {
			if q>>s&7 == 7 {
				return true
			}
		}
	}
	for i := range n {
		if p&(1<<i) == 0 && !trebleWins(n, p|1<<i) {
			return true
		}
	}
	return false
}
