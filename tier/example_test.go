package tier_test

import (
	"context"
	"fmt"
	"os"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/games/connect4"
	"github.com/cgtgo/cgt/tier"
)

// Solve Connect Four on a 4×4 board one tier (number of stones) at a time
// into a directory of table files, then look positions up. Running Solve
// again would check the files and skip every tier.
func ExampleSolve() {
	dir, err := os.MkdirTemp("", "c4")
	if err != nil {
		panic(err)
	}
	defer os.RemoveAll(dir)
	g := connect4.NewTiered(4, 4)
	name := tier.Name{Game: "connect4", Params: "4x4"}
	stats, err := tier.Solve(context.Background(), g, tier.Dir(dir), name, &tier.Options{Workers: 2})
	if err != nil {
		panic(err)
	}
	fmt.Println(len(stats), "tiers, the largest", stats[3].Slots, "positions")
	ts := tier.Open(g, tier.Dir(dir), name)
	defer ts.Close()
	o, r, _ := ts.Lookup(g.Start())
	fmt.Println("start:", o, "in", r, "plies")
	p, _ := g.Play(g.Start(), 0) // a stone in the first column
	o, r, _ = ts.Lookup(p)
	fmt.Println("after a corner opening:", o, "in", r, "plies for the second player")
	// Output:
	// 17 tiers, the largest 34320 positions
	// start: Tie in 16 plies
	// after a corner opening: Tie in 15 plies for the second player
}

// Solve Connect Four 5×4 the way a cluster does: each tier in 4 parts,
// each part a job within a budget of 64 KiB (the largest tier holds 1.8 MB
// of values, so each job solves its part a slice at a time, reading only
// the ranges of the tier below that the slice's moves reach, which
// connect4.Tiered tells as a Ranger), then the parts joined, tier by tier
// from the full board down.
func ExampleSolvePart() {
	dir, err := os.MkdirTemp("", "c4")
	if err != nil {
		panic(err)
	}
	defer os.RemoveAll(dir)
	g := connect4.NewTiered(5, 4)
	name := tier.Name{Game: "connect4", Params: "5x4"}
	st := tier.Dir(dir) // a cluster's storage would do as well
	budget, _ := tier.ParseSize("64KiB")
	levels, _ := tier.Levels(g)
	for _, level := range levels {
		for _, t := range level { // independent jobs, on any machines
			for k := range 4 {
				if err := tier.SolvePart(context.Background(), g, st, name, t, k, 4, &tier.Options{JobMem: budget}); err != nil {
					panic(err)
				}
			}
			if err := tier.Assemble(g, st, name, t, 4, &tier.Options{Compress: true}); err != nil {
				panic(err)
			}
		}
	}
	s, err := tier.Check(g, st, name, 10)
	fmt.Println("tier 10:", s.Slots, "positions,", s.Outcomes[cgt.Win], "won by the player to move", err)
	ts := tier.Open(g, st, name)
	defer ts.Close()
	o, r, _ := ts.Lookup(g.Start())
	fmt.Println("start:", o, "in", r, "plies")
	// Output:
	// tier 10: 96012 positions, 42188 won by the player to move <nil>
	// start: Tie in 20 plies
}
