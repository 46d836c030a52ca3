package ring_test

import (
	"context"
	"fmt"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/games/ring"
)

// Five people sit on a ring, teams 0 0 1 0 1; each call adds 1 or 2 to the
// last, and whoever calls 6 or more loses for the team. Winners gives, for
// each person starting, the winning team. The push engine solves the game
// itself: a move is what the starting team calls before the other team's
// turn, and BestMoves gives the totals it should reach.
func ExampleGame() {
	g, err := ring.New([]int{0, 0, 1, 0, 1}, 6, 2)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("winners:", g.Winners())
	sol, err := cgt.SolvePush[ring.Position](context.Background(), g, nil, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	for i := range g.N() {
		p := g.Start(i)
		var totals []int
		for _, q := range sol.BestMoves(p) {
			totals = append(totals, q.Called)
		}
		fmt.Printf("person %d (team %d) starts: %v; best totals %v\n", i, g.Team(i), sol.Outcome(p), totals)
	}
	// Output:
	// winners: [0 0 1 0 0]
	// person 0 (team 0) starts: Win; best totals [2]
	// person 1 (team 0) starts: Win; best totals [2]
	// person 2 (team 1) starts: Win; best totals [1 2]
	// person 3 (team 0) starts: Win; best totals [1]
	// person 4 (team 1) starts: Loss; best totals [1 2]
}
