package cgt_test

import (
	"math/rand/v2"
	"testing"

	"github.com/cgtgo/cgt"
)

// boxed is a non-integer element type: ProvePeriod takes its generic path
// (trying each period) for it, and its hashed path for integers.
type boxed struct{ v int }

// recurrence returns n values of a sequence in which each value at index
// ≥ window is f of the window values before it: ProvePeriod's premise.
func recurrence(r *rand.Rand, n, window, alphabet int) []int {
	f := map[string]int{}
	seq := make([]int, n)
	for i := range seq {
		if i < window {
			seq[i] = r.IntN(alphabet)
			continue
		}
		k := string(rune(window)) // the key: the window's values
		for _, v := range seq[i-window : i] {
			k += string(rune('a' + v))
		}
		v, ok := f[k]
		if !ok {
			v = r.IntN(alphabet)
			f[k] = v
		}
		seq[i] = v
	}
	return seq
}

// TestProvePeriodPaths checks the hashed path of ProvePeriod (integer
// sequences) against the generic one (any comparable type) on random
// recurrences of window 1 to 6 over 2 to 4 values, truncated at random
// lengths: the same answer, or none, every time. The generic path is the
// definition: the least period whose window of matches appears first.
func TestProvePeriodPaths(t *testing.T) {
	r := rand.New(rand.NewPCG(20, 25))
	found := 0
	for range 3000 {
		window, alphabet := 1+r.IntN(6), 2+r.IntN(3)
		seq := recurrence(r, 1+r.IntN(300), window, alphabet)
		box := make([]boxed, len(seq))
		for i, v := range seq {
			box[i] = boxed{v}
		}
		got, gok := cgt.ProvePeriod(seq, window)
		want, wok := cgt.ProvePeriod(box, window)
		if got != want || gok != wok {
			t.Fatalf("window %d, %v: hashed %+v %v, generic %+v %v", window, seq, got, gok, want, wok)
		}
		if gok {
			found++
		}
	}
	if found < 1000 {
		t.Errorf("only %d of 3000 sequences proved a period: the test checks too little", found)
	}
}

// TestProvePeriodLong is the regression test of a quadratic time found by
// an outside check ("cgt subtract 1000000" would have taken an hour): the
// subtraction game {k} has g(n) = ⌊n/k⌋ mod 2, period 2k from 0, which the
// window of k values proves with 3k values; for k = 10⁶ the hashed path
// finds it in one pass (the old one tried every period below 2k).
func TestProvePeriodLong(t *testing.T) {
	const k = 1_000_000
	seq := make([]int32, 4*k+64)
	for n := range seq {
		seq[n] = int32(n / k % 2)
	}
	per, ok := cgt.ProvePeriod(seq, k)
	if want := (cgt.Periodicity{Preperiod: 0, Period: 2 * k, Values: 3 * k, Proven: true}); !ok || per != want {
		t.Errorf("ProvePeriod = %+v %v, want %+v", per, ok, want)
	}
}
