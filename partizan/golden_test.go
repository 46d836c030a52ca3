package partizan

import (
	"crypto/sha256"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"testing"
)

// goldenLines computes, for random games, their canonical forms, sums,
// differences, negatives and comparisons, one line each: the case, a
// digest of each result's encoding (unique for a canonical form: see
// encode) and the comparisons as 0/1.
func goldenLines(t *testing.T, n int) []string {
	r := rand.New(rand.NewPCG(42, 7))
	digest := func(v Value) string {
		h := sha256.Sum256([]byte(v.s))
		return fmt.Sprintf("%x", h[:6])
	}
	bit := func(b bool) int {
		if b {
			return 1
		}
		return 0
	}
	vals := []Value{{}, Integer(1), Integer(-1), Number(NewDyadic(1, 1)), Number(NewDyadic(-3, 2)),
		Integer(2), Nimber(1), Nimber(2), Ups(1), Ups(-1), Switch(Integer(1)), NewValue([]Value{Integer(1)}, []Value{{}})}
	pick := func(k int) []Value {
		var out []Value
		for range k {
			out = append(out, vals[r.IntN(len(vals))])
		}
		return out
	}
	var lines []string
	for i := range n {
		var v Value
		switch r.IntN(5) {
		case 0:
			v = valueOf(t, randomGTree(r, 2+r.IntN(7)))
		case 1, 2:
			v = AddValues(pick(2 + r.IntN(2))...)
		default:
			v = NewValue(pick(1+r.IntN(3)), pick(1+r.IntN(3)))
		}
		w, x := vals[r.IntN(len(vals))], vals[r.IntN(len(vals))]
		line := fmt.Sprintf("%d %s %s %s %s %s %d%d%d %d", i, digest(v), digest(v.Add(w)), digest(v.Sub(w)),
			digest(v.Neg()), digest(AddValues(v, w, x)), bit(v.Le(w)), bit(w.Le(v)), bit(v.Add(w).Le(x)), v.Class())
		if len(v.s) < 200 { // keep the sums of three within a second
			vals = append(vals, v)
		}
		lines = append(lines, line)
	}
	return lines
}

// TestArithmeticGolden checks the arithmetic of canonical forms (canonical
// forms of random games, sums, differences, negatives, sums of three,
// comparisons, classes) against what the arena computed before it was
// rewritten for speed: testdata/arith_golden.txt was written by the arena
// of commit 86c43e0 (map-memoised comparisons, pairwise pruning) with
// UPDATE_GOLDEN=1. TestRandomGames checks the same operations against the
// definitions on smaller games.
func TestArithmeticGolden(t *testing.T) {
	n := 400
	if testing.Short() {
		n = 100
	}
	got := goldenLines(t, n)
	const file = "testdata/arith_golden.txt"
	if os.Getenv("UPDATE_GOLDEN") != "" {
		if err := os.WriteFile(file, []byte(strings.Join(got, "\n")+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	want := strings.Split(strings.TrimSpace(string(data)), "\n")
	for i, line := range got {
		if i >= len(want) {
			t.Fatalf("golden file has %d lines, want %d", len(want), n)
		}
		if line != want[i] {
			t.Errorf("case %d: got %q, want %q", i, line, want[i])
		}
	}
}
