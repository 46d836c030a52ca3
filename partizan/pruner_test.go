package partizan

import (
	"context"
	"fmt"
	"math/rand/v2"
	"sync/atomic"
	"testing"

	"github.com/cgtgo/cgt"
)

// pruned is stalks with the Pruner capability. Cutting an edge of a run
// of edges of the mover's colour leaves less of that run standing than
// cutting the run's top edge: a stalk with more of the mover's edges on
// top is at least as good for the mover (whatever the opponent cuts
// removes the edges above it in both; Winning Ways, ch. 1, "Blue edges
// are good for Left"), so only the top edge of each such run is kept.
// calls counts the calls of PrunedLeftMoves and PrunedRightMoves.
type pruned struct {
	stalks
	calls *atomic.Int64
}

func (g pruned) prune(dst []string, p string, c byte) []string {
	g.calls.Add(1)
	for i := range len(p) {
		if p[i] == 'G' || p[i] == c && (i+1 == len(p) || p[i+1] != c) {
			dst = append(dst, p[:i])
		}
	}
	return dst
}

func (g pruned) PrunedLeftMoves(dst []string, p string) []string  { return g.prune(dst, p, 'B') }
func (g pruned) PrunedRightMoves(dst []string, p string) []string { return g.prune(dst, p, 'R') }

// TestPruner: the engines value a Pruner by its pruned moves (they ask
// for them) and get the value without pruning, sequentially and with
// workers; and each move the pruner leaves out is dominated by one it
// keeps, by the values of a table without it.
func TestPruner(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 13))
	ctx := context.Background()
	plain := NewTable[string](stalks{}, nil)
	val := func(p string) Value {
		v, err := plain.Value(ctx, p)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	var dropped int
	for range 60 {
		p, parts := randomStalks(rng, 3, 8, "BBRRG")
		want := val(p)
		g := pruned{calls: new(atomic.Int64)}
		if got, err := NewTable[string](g, nil).Value(ctx, p); err != nil || got != want || g.calls.Load() == 0 {
			t.Fatalf("%s pruned = %v, %v (%d calls of the pruner); without %v", p, got, err, g.calls.Load(), want)
		}
		for _, w := range []int{2, 3} {
			g.calls.Store(0)
			got, err := Canonical[string](ctx, g, p, &cgt.Options{Workers: w})
			if err != nil || got != want || g.calls.Load() == 0 {
				t.Fatalf("%s pruned with %d workers = %v, %v (%d calls of the pruner); without %v", p, w, got, err, g.calls.Load(), want)
			}
		}
		// Each move left out is dominated by one kept, in every stalk.
		for _, s := range parts {
			for _, left := range []bool{true, false} {
				all, kept := g.LeftMoves(nil, s), g.PrunedLeftMoves(nil, s)
				if !left {
					all, kept = g.RightMoves(nil, s), g.PrunedRightMoves(nil, s)
				}
				dropped += len(all) - len(kept)
				for _, b := range all {
					vb := val(b)
					ok := false
					for _, a := range kept {
						va := val(a)
						ok = ok || a == b || left && vb.Le(va) || !left && va.Le(vb)
					}
					if !ok {
						t.Fatalf("%s: the move to %q left out, dominated by none of %q", s, b, kept)
					}
				}
			}
		}
	}
	if dropped == 0 {
		t.Error("the pruner never left a move out")
	}
}

// ExamplePruner: of Left's cuts in a run of Blue edges only the top one
// is kept (pruned, in this package's tests); BBRBB is worth
// 1 + 1 − 1/2 + 1/4 + 1/8 = 15/8 by the sign expansion (Winning Ways,
// ch. 2), pruned or not.
func ExamplePruner() {
	ctx := context.Background()
	g := pruned{calls: new(atomic.Int64)}
	fmt.Println(g.LeftMoves(nil, "BBRBB"), g.PrunedLeftMoves(nil, "BBRBB"))
	v, _ := Canonical[string](ctx, g, "BBRBB", nil)
	w, _ := Canonical[string](ctx, stalks{}, "BBRBB", nil)
	fmt.Println(v, w)
	// Output:
	// [ B BBR BBRB] [B BBRB]
	// 15/8 15/8
}
