package tier_test

import (
	"context"
	"fmt"
	"os"

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
	stats, err := tier.Solve(context.Background(), g, dir, name, &tier.Options{Workers: 2})
	if err != nil {
		panic(err)
	}
	fmt.Println(len(stats), "tiers, the largest", stats[3].Slots, "positions")
	ts := tier.Open(g, dir, name)
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
