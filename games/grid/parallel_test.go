package grid

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/partizan"
)

// TestParallel: every ruleset is a partizan.Sizer, and its values with
// several workers (partizan.Canonical's parallel engine) are those of the
// sequential engine, on random boards and on the starts the docs time.
func TestParallel(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 3))
	n := 25
	if testing.Short() {
		n = 8
	}
	ctx := context.Background()
	for _, rs := range rulesets {
		if _, ok := rs.g.(partizan.Sizer[Board]); !ok {
			t.Fatalf("%s is not a partizan.Sizer", rs.name)
		}
		boards := []Board{Alternating(2, 4), Alternating(1, 9), Rectangle(3, 4)}
		for range n {
			rows := 1 + r.IntN(4)
			boards = append(boards, randomBoard(r, rows, 1+r.IntN(rs.squares/rows), rs.alphabet))
		}
		for _, b := range boards {
			want, err := partizan.NewTable[Board](rs.g, nil).Value(ctx, b)
			if err != nil {
				t.Fatal(err)
			}
			for _, w := range []int{2, 3} {
				got, err := partizan.Canonical(ctx, rs.g, b, &cgt.Options{Workers: w})
				if err != nil || got != want {
					t.Errorf("%s %v with %d workers: %v, %v; sequentially %v", rs.name, b, w, got, err, want)
				}
			}
		}
	}
}

// TestNegative: the rulesets whose rules are the same for both colours
// implement partizan.Negator: a part with its colours exchanged (Negative, in
// normal form) has the negative value (computed by a table of the ruleset
// without regions, plain), turning back gives the part, and PairKey is
// shared; Cram is not one (impartial: every value is its own negative).
func TestNegative(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 4))
	for _, rs := range rulesets {
		neg, ok := rs.g.(partizan.Negator[Board])
		if ok != rs.swapNeg {
			t.Fatalf("%s is a Negator: %v, want %v", rs.name, ok, rs.swapNeg)
		}
		if !ok {
			continue
		}
		split := rs.g.(partizan.Splitter[Board])
		n := 0
		for range 40 {
			rows := 1 + r.IntN(3)
			b := randomBoard(r, rows, 1+r.IntN(min(rs.squares, 12)/rows), rs.alphabet)
			for _, p := range split.Components(nil, b) {
				q, changed := neg.Negative(p)
				if back, _ := neg.Negative(q); back != p {
					t.Fatalf("%s: Negative(Negative(%v)) = %v", rs.name, p, back)
				}
				if neg.PairKey(p) != neg.PairKey(q) {
					t.Fatalf("%s: PairKey(%v) differs from its Negative %v's", rs.name, p, q)
				}
				v, w := value(t, plain{rs.g}, p), value(t, plain{rs.g}, q)
				if w != v.Neg() || changed != (q != p) {
					t.Fatalf("%s: %v = %v, its Negative %v (%v) = %v; want the negative", rs.name, p, v, q, changed, w)
				}
				n++
			}
		}
		if n == 0 {
			t.Errorf("%s: no parts checked", rs.name)
		}
	}
}
