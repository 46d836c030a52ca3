package morris

import (
	"context"
	"os"
	"slices"
	"strconv"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/tier"
)

// TestRetroAgainstMoves checks the slot-level capability tier.Retro against
// the position-level rules: for every slot of the tiers of at most 7
// stones, CountMoves is the number of distinct slots Moves leads to, and
// PredecessorSlots lists the distinct slots of the tier that
// Predecessors gives (of the same tier, and from each child tier).
func TestRetroAgainstMoves(t *testing.T) {
	g := NewMidgame(7)
	// cgt.Verify on a sample: numbering, symmetry, moves against
	// predecessors.
	var sample []Position
	for i := 0; i < g.Size(); i += 997 {
		sample = append(sample, g.Position(i))
	}
	if err := cgt.Verify[Position](g, sample); err != nil {
		t.Fatal(err)
	}
	var n [1]uint16
	var want []uint64
	for tr := range g.Tiers() {
		step := 1 + g.TierSize(tr)/100000 // every slot of the small tiers, a sample of the others
		for i := 0; i < g.TierSize(tr); i += step {
			p := g.TierPosition(tr, i)
			g.CountMoves(n[:], tr, i)
			want = want[:0]
			if _, ended := g.Terminal(p); !ended {
				want = g.childSlots(want, p.Mover(), p.Other())
				slices.Sort(want)
				want = slices.Compact(want)
			}
			if int(n[0]) != len(want) {
				t.Fatalf("tier %d slot %d (%s): CountMoves %d, %d distinct slots", tr, i, Format(p, White), n[0], len(want))
			}
		}
	}
	// The slots of each tier u, against each tier tr that u is, or is a
	// child tier of: the predecessors of a slot of u are listed once, and
	// those of each such tr compared with PredecessorSlots(tr, u).
	parents := make([][]int, g.Tiers())
	for tr := range g.Tiers() {
		for _, u := range append([]int{tr}, g.ChildTiers(tr)...) {
			parents[u] = append(parents[u], tr)
		}
	}
	var preds []Position
	var got, ws []int
	for u := range g.Tiers() {
		step := 1 + g.TierSize(u)/100000
		for j := 0; j < g.TierSize(u); j += step {
			preds = g.Predecessors(preds[:0], g.TierPosition(u, j))
			for _, tr := range parents[u] {
				got = g.PredecessorSlots(got[:0], tr, u, []int{j})
				ws = ws[:0]
				for _, q := range preds {
					if g.Tier(q) == tr {
						ws = append(ws, g.TierIndex(q))
					}
				}
				slices.Sort(ws)
				ws = slices.Compact(ws)
				slices.Sort(got)
				if !slices.Equal(got, ws) {
					t.Fatalf("tier %d, slot %d of tier %d (%s): PredecessorSlots %v, Predecessors give %v", tr, j, u, Format(g.TierPosition(u, j), White), got, ws)
				}
			}
		}
	}
}

// TestTiersAgainstRetrograde solves the tiers of at most 7 stones (6 with
// -short or the race detector; CGT_MORRIS_STONES, which CI sets to 8) with
// package tier (the loopy analysis over tier.Retro) and compares every
// slot with cgt.SolveRetrograde on the whole space in memory (another
// engine, on the position-level rules, Moves and Predecessors, one
// position per class by cgt.Orbits): outcome and remoteness.
func TestTiersAgainstRetrograde(t *testing.T) {
	stones := 7
	if testing.Short() || raceEnabled {
		stones = 6
	}
	if s := os.Getenv("CGT_MORRIS_STONES"); s != "" {
		var err error
		if stones, err = strconv.Atoi(s); err != nil || stones < 6 || stones > 10 {
			t.Fatalf("CGT_MORRIS_STONES=%q: want 6 … 10", s)
		}
	}
	// The tier solve is shared with the other tests of as many stones
	// (solvedMidgame).
	sol := solvedMidgame(t, stones)
	g := sol.g
	want, err := cgt.SolveRetrograde[Position](context.Background(), g, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	ts := tier.Open[Position](g, sol.dir, sol.name)
	defer ts.Close()
	var count [cgt.Win + 1]int
	for tr := range g.Tiers() {
		for i := range g.TierSize(tr) {
			p := g.TierPosition(tr, i)
			o, r, err := ts.Lookup(p)
			if err != nil {
				t.Fatal(err)
			}
			count[o]++
			if o != want.Outcome(p) || r != want.Remoteness(p) {
				t.Fatalf("tier %d slot %d (%s): tiered %v %d, retrograde %v %d", tr, i, Format(p, White), o, r, want.Outcome(p), want.Remoteness(p))
			}
		}
	}
	t.Logf("outcomes %v over %d positions", count, g.Size())
}
