package mills_test

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/board"
	"github.com/cgtgo/cgt/games/mills"
	"github.com/cgtgo/cgt/games/morris"
	"github.com/cgtgo/cgt/tier"
)

// sample returns up to n positions of g: its start and random slots of
// every tier.
func sample(g board.Game, n int) []board.Pos {
	rng := rand.New(rand.NewPCG(7, 8))
	var ps []board.Pos
	for _, p := range g.Spec().Start {
		if g.Index(p) >= 0 {
			ps = append(ps, p)
		}
	}
	for t := range g.Tiers() {
		for range max(1, n/g.Tiers()) {
			ps = append(ps, g.TierPosition(t, rng.IntN(g.TierSize(t))))
		}
	}
	return ps
}

// TestVerify checks each variant's rules with board.Verify at positions of
// every tier: moves against un-moves, the numbering and the symmetries,
// the text, UniqueMoves and UnmovesFrom.
func TestVerify(t *testing.T) {
	for _, v := range []mills.Variant{mills.Five, mills.Six, mills.Seven, mills.Nine} {
		g, err := mills.New(v, mills.Options{MaxStones: 10})
		if err != nil {
			t.Fatal(err)
		}
		if err := board.Verify(g, sample(g, 1000)); err != nil {
			t.Errorf("%s: %v", v.Name, err)
		}
	}
}

// TestNineAgainstMorris solves the midgame of Nine Men's Morris of at most
// 7 stones (8 with CGT_LONG) through the board package and by games/morris's
// hand-written numbering, and checks every class of the first against
// the second's tables: the same outcome and remoteness.
func TestNineAgainstMorris(t *testing.T) {
	stones := 7
	ctx := context.Background()
	g, err := mills.New(mills.Nine, mills.Options{Midgame: true, MaxStones: stones})
	if err != nil {
		t.Fatal(err)
	}
	mo := morris.NewMidgame(stones)
	if g.Size() != mo.Size() {
		t.Fatalf("%d classes, games/morris %d", g.Size(), mo.Size())
	}
	dg, dm := t.TempDir(), t.TempDir()
	if _, err := tier.Solve[board.Pos](ctx, g, tier.Dir(dg), g.Name(), &tier.Options{Workers: 2}); err != nil {
		t.Fatal(err)
	}
	mn := tier.Name{Game: "morris", Params: "test"}
	if _, err := tier.Solve[morris.Position](ctx, mo, tier.Dir(dm), mn, &tier.Options{Workers: 2}); err != nil {
		t.Fatal(err)
	}
	tm := tier.Open[morris.Position](mo, tier.Dir(dm), mn)
	defer tm.Close()
	for tr := range g.Tiers() {
		vals, err := tier.Load[board.Pos](g, tier.Dir(dg), g.Name(), tr)
		if err != nil {
			t.Fatal(err)
		}
		for i, e := range vals {
			p := g.TierPosition(tr, i)
			q := morris.NewPosition(uint32(p.Sets[0]), uint32(p.Sets[1]), 0, 0)
			o, r, err := tm.Lookup(q)
			if err != nil {
				t.Fatal(err)
			}
			if got := enc(o, r); got != e {
				t.Fatalf("%s: %v in %d through the board package, games/morris %v in %d", g.Text(p, 0), cgt.Outcome(e>>13), e&(1<<13-1), o, r)
			}
		}
	}
}

func enc(o cgt.Outcome, r int) uint16 {
	if o == cgt.Draw {
		r = 0
	}
	return uint16(o)<<13 | uint16(r)
}
