package ring_test

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/games/ring"
	"github.com/cgtgo/cgt/internal/testutil"
)

// bruteWinners plays the game by its rules, one call at a time, with no
// team turns: win(i, c) says whether person i's team wins when i is to
// call after c. Person i calls c+d for some d in 1 … K below M; the
// call is good for i's team if the next person, a teammate, wins from
// there, or an opponent loses from there. A person who can only call M or
// more loses for the team. Memoized recursion, independent of Game.
func bruteWinners(teams []int, m, k int) []int {
	n := len(teams)
	memo := map[[2]int]bool{}
	var win func(i, c int) bool
	win = func(i, c int) bool {
		if v, ok := memo[[2]int{i, c}]; ok {
			return v
		}
		next := (i + 1) % n
		v := false
		for d := 1; d <= k && c+d < m && !v; d++ {
			w := win(next, c+d)
			v = w == (teams[next] == teams[i])
		}
		memo[[2]int{i, c}] = v
		return v
	}
	out := make([]int, n)
	for i := range n {
		out[i] = teams[i]
		if !win(i, 0) {
			out[i] ^= 1
		}
	}
	return out
}

func randomRing(r *rand.Rand, maxN, maxM int) ([]int, int, int) {
	n := 1 + r.IntN(maxN)
	teams := make([]int, n)
	for i := range teams {
		teams[i] = r.IntN(2)
	}
	m := 1 + r.IntN(maxM)
	return teams, m, 1 + r.IntN(m+1)
}

// TestRingBrute checks Winners, and the outcomes of the Grundy-free engines
// on Game (push, pull, retrograde) at every start, against the call-by-call
// brute force on random seatings (the rules of seed 004, problem 4).
func TestRingBrute(t *testing.T) {
	r := rand.New(rand.NewPCG(4, 5778))
	ctx := context.Background()
	for range 400 {
		teams, m, k := randomRing(r, 7, 14)
		g, err := ring.New(teams, m, k)
		if err != nil {
			t.Fatal(err)
		}
		want := bruteWinners(teams, m, k)
		if diff := cmp.Diff(want, g.Winners()); diff != "" {
			t.Fatalf("teams %v, M %d, K %d: Winners (-brute +got):\n%s", teams, m, k, diff)
		}
		push, err := cgt.SolvePush[ring.Position](ctx, g, nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		retro, err := cgt.SolveRetrograde[ring.Position](ctx, g, nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		var starts []ring.Position
		for i := range teams {
			starts = append(starts, g.Start(i))
		}
		pull, err := cgt.SolveTopo[ring.Position](ctx, g, starts, nil)
		if err != nil {
			t.Fatal(err)
		}
		for i, p := range starts {
			o := push.Outcome(p)
			if retro.Outcome(p) != o || pull.Outcome(p) != o {
				t.Fatalf("teams %v, M %d, K %d, start %d: push %v, retrograde %v, pull %v", teams, m, k, i, o, retro.Outcome(p), pull.Outcome(p))
			}
			winner := g.Team(i)
			if o == cgt.Loss {
				winner ^= 1
			}
			if winner != want[i] {
				t.Fatalf("teams %v, M %d, K %d, start %d: engines say team %d wins, brute force %d", teams, m, k, i, winner, want[i])
			}
		}
	}
}

// TestRingContract checks the dense index, the predecessors and the move
// counts with Verify and the shared dense-reversible check.
func TestRingContract(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for range 50 {
		teams, m, k := randomRing(r, 8, 12)
		g, err := ring.New(teams, m, k)
		if err != nil {
			t.Fatal(err)
		}
		if err := cgt.Verify[ring.Position](g, nil); err != nil {
			t.Fatalf("teams %v, M %d, K %d: %v", teams, m, k, err)
		}
		testutil.CheckDenseReversible[ring.Position](t, g, g)
	}
}

// TestRingOneTeam: with everyone on one team, that team must reach M and
// the other team wins from every start (the rule "the team whose member
// must reach M loses").
func TestRingOneTeam(t *testing.T) {
	for _, team := range []int{0, 1} {
		g, err := ring.New([]int{team, team, team}, 10, 3)
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff([]int{1 - team, 1 - team, 1 - team}, g.Winners()); diff != "" {
			t.Errorf("team %d alone (-want +got):\n%s", team, diff)
		}
	}
}

// TestRingErrors checks that bad input is an error naming it.
func TestRingErrors(t *testing.T) {
	for _, tc := range []struct {
		teams []int
		m, k  int
	}{{nil, 5, 2}, {[]int{0, 2}, 5, 2}, {[]int{0, 1}, 0, 2}, {[]int{0, 1}, 5, 0}} {
		if _, err := ring.New(tc.teams, tc.m, tc.k); err == nil {
			t.Errorf("New(%v, %d, %d) = nil error", tc.teams, tc.m, tc.k)
		}
	}
}
