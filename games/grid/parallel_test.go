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
