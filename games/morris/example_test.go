package morris_test

import (
	"context"
	"fmt"
	"os"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/games/morris"
	"github.com/cgtgo/cgt/tier"
)

// Positions are read and written as text: the board rank by rank, the
// colour to move and, while stones are in hand, the stones in each hand.
func ExampleParse() {
	p, toMove, err := morris.Parse("WW./.../.../.....W/.../.../BBB W")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(morris.Format(p, toMove))
	for _, q := range (morris.Game{}).Moves(nil, p) {
		if name := morris.MoveName(p, q); name[len(name)-2] == 'x' || len(name) > 5 {
			fmt.Println(name, "leaves", morris.Format(q, toMove.Opponent()))
		}
	}
	// Output:
	// WW./.../.../.....W/.../.../BBB W
	// g4-g7xa1 leaves WWW/.../.../....../.../.../.BB B
	// g4-g7xd1 leaves WWW/.../.../....../.../.../B.B B
	// g4-g7xg1 leaves WWW/.../.../....../.../.../BB. B
}

// The endgame of three stones against three, solved as tiers on disk: the
// side to move wins 83% of the positions (Gasser, 1996).
func ExampleMidgame() {
	dir, err := os.MkdirTemp("", "morris")
	if err != nil {
		fmt.Println(err)
		return
	}
	defer os.RemoveAll(dir)
	g := morris.NewMidgame(6)  // at most 6 stones on the board
	name := morris.TierName(9) // the midgame's tiers are the first of the whole game's
	stats, err := tier.Solve[morris.Position](context.Background(), g, tier.Dir(dir), name, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, st := range stats {
		if a, b := g.TierStones(st.Tier); a == 3 && b == 3 {
			fmt.Printf("3-3: %d positions, %.1f%% won, longest %d plies\n", st.Slots, 100*float64(st.Outcomes[cgt.Win])/float64(st.Slots), st.MaxRemote)
		}
	}
	ts := tier.Open[morris.Position](g, tier.Dir(dir), name)
	defer ts.Close()
	p, _, _ := morris.Parse("W.W/.../.../B....W/.../.../B.B W") // d7 closes a mill: Black is left with two
	o, r, err := ts.Lookup(p)
	fmt.Println(o, r, err)
	// Output:
	// 3-3: 169626 positions, 82.9% won, longest 26 plies
	// Win 1 <nil>
}

// The whole game with three stones for each player, placements and
// midgame, solved as tiers on disk: White, who places first, wins.
// The names of the tier files cgt solve morris writes, with which a
// program opens a DIR the command solved (tier.Open).
func ExampleTierName() {
	fmt.Println(morris.TierName(9).Params)
	fmt.Println(morris.TierName(5).Params)
	// Output:
	// standard
	// 5 stones each
}

func ExampleWhole() {
	dir, err := os.MkdirTemp("", "morris")
	if err != nil {
		fmt.Println(err)
		return
	}
	defer os.RemoveAll(dir)
	w := morris.NewWhole(3)
	name := morris.TierName(3) // as cgt solve morris --stones-each 3 names them
	if _, err := tier.Solve[morris.Position](context.Background(), w, tier.Dir(dir), name, &tier.Options{Workers: 2}); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(w.Midgame().Tiers(), "tiers of the midgame,", w.Tiers()-w.Midgame().Tiers(), "placement sectors")
	ts := tier.Open[morris.Position](w, tier.Dir(dir), name)
	defer ts.Close()
	o, r, _ := ts.Lookup(w.Start())
	fmt.Println("start:", o, "in", r, "plies")
	p, _, _ := morris.Parse(".../.W./.../....../.../.../... B 2 3") // White took d6
	o, r, _ = ts.Lookup(p)
	fmt.Println("after d6:", o, "in", r, "plies for Black")
	// Output:
	// 2 tiers of the midgame, 7 placement sectors
	// start: Win in 23 plies
	// after d6: Loss in 22 plies for Black
}

// A walk of a placement sector (tier.Walker), as each worker of the
// solver has one: positions in slot order, and the tier and slot of each
// placement, the classes of the stones a run of slots keeps looked up
// once for the run. Slots 0 and 1 share Black's stone on a7, and the
// first placement listed of each fills the top row: both lead to the same
// class.
func ExampleWhole_TierWalk() {
	w := morris.NewWhole(3)
	var t int
	for t = w.MidgameTiers(); t < w.Tiers(); t++ {
		if s, _ := w.Sector(t); s == (morris.Sector{M: 1, O: 1, MH: 2, OH: 2}) {
			break // White to place its second stone
		}
	}
	wk := w.TierWalk(t)
	wk.Seek(0)
	for i := range 3 {
		p := wk.Next()
		slots := wk.MoveSlots(nil, p)
		kid, _ := w.Sector(slots[0].Tier)
		q := w.TierPosition(slots[0].Tier, slots[0].Index)
		fmt.Printf("slot %d: %s, %d placements into sector %v, the first %s\n", i, morris.Format(p, morris.White), len(slots), kid, morris.Format(q, morris.Black))
	}
	// Output:
	// slot 0: BW./.../.../....../.../.../... W 2 2, 22 placements into sector 1-2+2-1, the first BWW/.../.../....../.../.../... B 1 2
	// slot 1: B.W/.../.../....../.../.../... W 2 2, 22 placements into sector 1-2+2-1, the first BWW/.../.../....../.../.../... B 1 2
	// slot 2: B../W../.../....../.../.../... W 2 2, 22 placements into sector 1-2+2-1, the first BW./W../.../....../.../.../... B 1 2
}
