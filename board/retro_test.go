package board

import (
	"slices"
	"testing"
)

// checkPreds checks PredecessorSlots at every slot of every tier of g
// against the rules' Unmoves of the slot's position, each numbered, in
// the tier asked for, without repeats: for each tier t, those of its own
// slots and of its children's.
func checkPreds(tt *testing.T, gm Game) {
	g := gm.(*reversible)
	var preds []Pos
	var got, want []int
	for t := range g.tiers {
		for _, u := range append([]int{t}, g.tiers[t].kids...) {
			for j := range g.TierSize(u) {
				got = g.PredecessorSlots(got[:0], t, u, []int{j})
				q := g.TierPosition(u, j)
				want = want[:0]
				preds = g.u.Unmoves(preds[:0], q)
				for _, p := range preds {
					if pt, i := g.slotOrNot(&p); pt == t {
						want = append(want, i)
					}
				}
				slices.Sort(want)
				want = slices.Compact(want)
				if slices.Sort(got); !slices.Equal(got, want) {
					tt.Fatalf("tier %d slot %d (%v): PredecessorSlots in tier %d %v, numbering its un-moves %v", u, j, q, t, got, want)
				}
			}
		}
	}
}

// slotOrNot is slot, with tier −1 for a position outside the game's
// shapes.
func (g *game) slotOrNot(q *Pos) (int, int) {
	if g.shapeOf(q) < 0 {
		return -1, 0
	}
	return g.slot(q)
}
