package main

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/games/octal"
)

// TestMisereCommand: the quotient of 0.75 is R8 (Plambeck, INTEGERS 5
// (2005) G5), Kayles' heap map has period 12 from 71, and sums are answered
// through the quotient (3 4 5 in misère Kayles: brute force in
// games/octal's tests agrees on every sum of small heaps).
func TestMisereCommand(t *testing.T) {
	out := ok(t, "", "misere", "0.75")
	for _, want := range []string{"order 8", "P-portion {a, b^2}", "relations a^2=1, bc=ab, b^3=b, c^2=b^2", "periodic from 8 with period 2"} {
		if !strings.Contains(out, want) {
			t.Errorf("cgt misere 0.75: no %q in\n%s", want, out)
		}
	}
	var a quotientAnswer
	if err := json.Unmarshal([]byte(ok(t, "", "misere", "0.77", "--json")), &a); err != nil {
		t.Fatal(err)
	}
	if !a.AllHeaps || a.Period != 12 || a.Preperiod != 71 || a.HeapMap[0] != "a" {
		t.Errorf("cgt misere 0.77 --json: %+v", a)
	}
	out = ok(t, "", "misere", "0.77", "3", "4", "5")
	if !strings.Contains(out, "Win for the player to move") || !strings.Contains(out, "winning move: from heap 1 take 1, leaving 1 1 4 5\n") {
		t.Errorf("cgt misere 0.77 3 4 5:\n%s", out)
	}
	var s misereSumAnswer
	if err := json.Unmarshal([]byte(ok(t, "", "misere", "0.77", "1", "--json")), &s); err != nil {
		t.Fatal(err)
	}
	if s.Outcome != "Loss" || s.Move != nil { // a lone heap of 1: whoever takes it loses
		t.Errorf("cgt misere 0.77 1 --json: %+v", s)
	}
}

func TestMisereCommandErrors(t *testing.T) {
	for _, c := range [][]string{
		{"misere"},
		{"misere", "0.x"},
		{"misere", "0.77", "x"},
		{"misere", "0.77", "--heaps", "0"},
		{"misere", "0.77", "--heaps", "20", "25"}, // beyond the bound, no period yet
		{"misere", "0.07", "--timeout", "200ms"},
		{"misere", "0.77", "--timeout", "-1s"},
	} {
		r := runCgt(t, "", c...)
		if r.code == 0 || r.stdout != "" || strings.Count(r.stderr, "\n") != 1 || strings.Contains(r.stderr, "goroutine") {
			t.Errorf("cgt %s: exit %d, stdout %q, stderr %q", strings.Join(c, " "), r.code, r.stdout, r.stderr)
		}
	}
}

// misereBrute is the misère outcome of a sum of heaps of g by brute force:
// the topological engine on the sum's own game tree, no quotient involved.
func misereBrute(t *testing.T, g *octal.Game, heaps []int) cgt.Outcome {
	t.Helper()
	p := octal.MakeHeapSum(heaps...)
	sol, err := cgt.SolveTopo(context.Background(), cgt.MisereOf[octal.HeapSum](g), []octal.HeapSum{p}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return sol.Outcome(p)
}

// TestMisereSmallSums: sums of small heaps are answered from the quotient
// of the heaps up to their largest, at once, and agree with brute force
// (outcome, and the move leads to a misère P-position). An outside check
// found 24 of 60 such sums refused: the command computed the quotient to
// heap 200 first, which 0.07 and 0.137 cannot reach (a limit at heap 25)
// and 0.777 not within 20 s; the "0.07 7" and "0.777 5" are among
// them. "leaving" is the whole position after the move, as cgt nim says it.
func TestMisereSmallSums(t *testing.T) {
	r := rand.New(rand.NewPCG(15, 31))
	type sum struct {
		code  string
		heaps []int
	}
	sums := []sum{{"0.07", []int{7}}, {"0.777", []int{5}}}
	codes := []string{"0.77", "0.07", "0.137", "0.75", "0.3"}
	for i := range 60 {
		heaps := make([]int, 1+r.IntN(3))
		for j := range heaps {
			heaps[j] = 1 + r.IntN(9)
		}
		sums = append(sums, sum{codes[i%len(codes)], heaps})
	}
	for _, c := range sums {
		args := []string{"misere", c.code}
		for _, h := range c.heaps {
			args = append(args, strconv.Itoa(h))
		}
		// --timeout 3s: an answer takes milliseconds; before the fix the
		// refusals took 5 s (a limit) to 20 s.
		start := time.Now()
		r := runCgt(t, "", append(args, "--json", "--timeout", "3s")...)
		if r.code != 0 {
			t.Fatalf("cgt %s: exit %d after %v: %s", strings.Join(args, " "), r.code, time.Since(start).Round(time.Millisecond), r.stderr)
		}
		var a misereSumAnswer
		if err := json.Unmarshal([]byte(r.stdout), &a); err != nil {
			t.Fatalf("cgt %s: %v\n%s", strings.Join(args, " "), err, r.stdout)
		}
		g, err := octal.Parse(c.code)
		if err != nil {
			t.Fatal(err)
		}
		want := misereBrute(t, g, c.heaps)
		if a.Outcome != want.String() {
			t.Fatalf("cgt %s: %s, brute force %v", strings.Join(args, " "), a.Outcome, want)
		}
		if a.QuotientHeaps > slices.Max(c.heaps) {
			t.Errorf("cgt %s: computed the quotient to heap %d", strings.Join(args, " "), a.QuotientHeaps)
		}
		if want == cgt.Win && a.Move == nil {
			if len(g.Moves(nil, octal.MakeHeapSum(c.heaps...))) > 0 {
				t.Errorf("cgt %s: a win with moves but no winning move", strings.Join(args, " "))
			}
			continue
		}
		if a.Move == nil {
			continue
		}
		m := a.Move
		after := slices.Concat(c.heaps[:m.Heap-1], m.Leave, c.heaps[m.Heap:])
		if !slices.Equal(m.After, after) {
			t.Errorf("cgt %s: move %+v: after %v, want %v", strings.Join(args, " "), m, m.After, after)
		}
		if o := misereBrute(t, g, after); o != cgt.Loss {
			t.Errorf("cgt %s: move %+v leaves %v, a misère %v for the opponent", strings.Join(args, " "), m, after, o)
		}
	}
	// The text: the first sum with a winning move, leaving the whole
	// position.
	out := ok(t, "", "misere", "0.777", "5")
	if !strings.Contains(out, "Win for the player to move") || !strings.Contains(out, "leaving 2 2\n") {
		t.Errorf("cgt misere 0.777 5:\n%s", out)
	}
}

// TestMisereHints: a timeout or a limit names the heap reached and the flag
// that helps. 0.777's quotient passes heap 40 in no less than a second (it
// reached heap 59 in 1 s on the 2-core machine), so 100 ms stops it on the
// way; the limit is checked on the error the library returns (reaching
// the real limit of 0.07 at heap 25 takes 5 s).
func TestMisereHints(t *testing.T) {
	for _, args := range [][]string{
		{"misere", "0.777", "--timeout", "100ms"},
		{"misere", "0.777", "100", "--timeout", "100ms"},
	} {
		r := runCgt(t, "", args...)
		if r.code != 1 || !strings.Contains(r.stderr, ", heap ") || !strings.Contains(r.stderr, "--timeout 100ms reached") {
			t.Errorf("cgt %s: exit %d, %q; want the heap reached and --timeout", strings.Join(args, " "), r.code, r.stderr)
		}
	}
	g, _ := octal.Parse("0.07")
	err := &octal.QuotientError{Game: g, Heap: 25, Done: 24, Err: fmt.Errorf("%w: the exact outcomes of heap 25 need over 1048576 sums", cgt.ErrLimit)}
	if got := misereHint(err, false, time.Second).Error(); !strings.Contains(got, "heap 25") || !strings.Contains(got, "--heaps 24 shows") {
		t.Errorf("quotient past the limit: %q", got)
	}
	if got := misereHint(err, true, time.Second).Error(); !strings.Contains(got, "heap 25") || !strings.Contains(got, "sums of heaps up to 24") {
		t.Errorf("sum past the limit: %q", got)
	}
}

// TestMisereTimeoutHonoured: --timeout stops the command while a heap's
// candidate is learned. 0.FF reaches heap 9 in about 0.3 s on the 2-core
// machine and then learns it for about 40 s (before the fix the whole
// 40 s, past any --timeout; the issue saw 0.3F 11 run past 20 s with
// --timeout 8s); the bound allows 4 s past the timeout for a busy machine.
func TestMisereTimeoutHonoured(t *testing.T) {
	t0 := time.Now()
	r := runCgt(t, "", "misere", "0.FF", "9", "--timeout", "1s")
	if took := time.Since(t0); took > 5*time.Second {
		t.Errorf("cgt misere 0.FF 9 --timeout 1s: returned after %v", took)
	}
	if r.code != 1 || !strings.Contains(r.stderr, "--timeout 1s reached") {
		t.Errorf("cgt misere 0.FF 9 --timeout 1s: exit %d, %q; want the timeout", r.code, r.stderr)
	}
}
