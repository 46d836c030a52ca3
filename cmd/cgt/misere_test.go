package main

import (
	"encoding/json"
	"strings"
	"testing"
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
	if !strings.Contains(out, "Win for the player to move") || !strings.Contains(out, "winning move: from heap 1 take 1, leaving heaps 1 1") {
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
