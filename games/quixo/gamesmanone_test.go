package quixo_test

import (
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/board"
	"github.com/cgtgo/cgt/games/quixo"
	"github.com/cgtgo/cgt/tier"
)

// reachCounts walks the boards reachable from the blank board with X to
// move (no move is made where play has ended), with the player to move,
// and counts them by outcome and remoteness as the tier files of g in dir
// give them (all), and their classes under the board's symmetries with
// the player to move kept (classes: GamesmanOne's canonical positions).
// The set reached is closed under the symmetries, so it walks the classes
// (a bit for each class and player) and counts each class's boards by its
// orbit.
func reachCounts(t testing.TB, g board.Game, dir string) (all, classes map[cgt.Outcome]map[int]int) {
	t.Helper()
	var vals []uint16 // by the game's dense index: the tiers in turn
	for tr := range g.Tiers() {
		v, err := tier.Load(g, tier.Dir(dir), g.Name(), tr)
		if err != nil {
			t.Fatal(err)
		}
		vals = append(vals, v...)
	}
	all, classes = map[cgt.Outcome]map[int]int{}, map[cgt.Outcome]map[int]int{}
	seen := make([]uint64, (2*g.Size()+63)/64)
	visit := func(i, player int) bool {
		k := 2*i + player
		if seen[k/64]>>(k%64)&1 != 0 {
			return false
		}
		seen[k/64] |= 1 << (k % 64)
		return true
	}
	start := g.Index(board.Pos{})
	visit(start, 0)
	queue := []int{2 * start}
	var moves []board.Pos
	for len(queue) > 0 {
		k := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		i, player := k/2, k%2
		p := g.Position(i)
		o, r := cgt.Outcome(vals[i]>>13), int(vals[i]&(1<<13-1))
		if o == cgt.Draw {
			r = -1
		}
		if all[o] == nil {
			all[o], classes[o] = map[int]int{}, map[int]int{}
		}
		all[o][r] += g.OrbitSize(p)
		classes[o][r]++
		if _, over := g.Terminal(p); over {
			continue
		}
		moves = g.Moves(moves[:0], p)
		for _, q := range moves {
			if j := g.Index(q); visit(j, 1-player) {
				queue = append(queue, 2*j+1-player)
			}
		}
	}
	return all, classes
}

// checkCounts compares counts by outcome and remoteness with want.
func checkCounts(t *testing.T, name string, got, want map[cgt.Outcome]map[int]int) {
	t.Helper()
	for o, byR := range want {
		for r, n := range byR {
			if got[o][r] != n {
				t.Errorf("%s: %v in %d: %d, GamesmanOne %d", name, o, r, got[o][r], n)
			}
		}
		if len(got[o]) != len(byR) {
			t.Errorf("%s: %v by remoteness %v, GamesmanOne %v", name, o, got[o], byR)
		}
	}
	for o := range got {
		if want[o] == nil {
			t.Errorf("%s: %v %v, GamesmanOne none", name, o, got[o])
		}
	}
}

// TestGamesmanOne3x3 counts the boards reachable from the start of 3×3
// Quixo (with the player to move) by outcome and remoteness, and their
// classes, from the tier files, against GamesmanOne's analysis of its
// 3×3 variant (same rules; `gamesman analyze quixo 2`, which counts the
// positions reachable from the start): 32,027 positions, 20,247 won and
// 11,780 lost, no draw; 4,433 canonical (2,768 won, 1,665 lost).
func TestGamesmanOne3x3(t *testing.T) {
	g := newGame(t, 3, quixo.All)
	dir := t.TempDir()
	solveTiers(t, g, dir)
	all, classes := reachCounts(t, g, dir)
	wantAll := map[cgt.Outcome]map[int]int{
		cgt.Win:  {0: 5080, 1: 13426, 3: 1204, 5: 496, 7: 41},
		cgt.Loss: {0: 6690, 1: 20, 2: 3644, 4: 1288, 6: 130, 8: 8},
	}
	wantClasses := map[cgt.Outcome]map[int]int{
		cgt.Win:  {0: 706, 1: 1806, 3: 178, 5: 71, 7: 7},
		cgt.Loss: {0: 938, 1: 6, 2: 520, 4: 180, 6: 19, 8: 2},
	}
	checkCounts(t, "positions", all, wantAll)
	checkCounts(t, "classes", classes, wantClasses)
}
