package teeko_test

import (
	"math/bits"
	"math/rand/v2"
	"os"
	"testing"
	"time"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/board"
	"github.com/cgtgo/cgt/games/teeko"
	"github.com/cgtgo/cgt/table"
	"github.com/cgtgo/cgt/tier"
)

func long(t *testing.T) {
	if os.Getenv("CGT_LONG") == "" {
		t.Skip("opt-in: CGT_LONG=1")
	}
}

// TestVerifyLong (CGT_LONG=1) runs cgt.Verify on every position of the
// 4×4 board, standard and advanced, on every position of the drop phase of
// the standard game on the 5×5 board (2.6 million) and on 100,000 random
// positions of its move phase, and on 20,000 random positions of each
// tier of the advanced game with five or more tokens on the board.
func TestVerifyLong(t *testing.T) {
	long(t)
	for _, tc := range []struct {
		side     int
		advanced bool
		all      int // every position with at most all tokens on the board
		sample   int
	}{{4, false, 8, 0}, {4, true, 8, 0}, {5, false, 7, 100_000}, {5, true, 4, 20_000}} {
		start := time.Now()
		g := newGame(t, tc.side, tc.advanced)
		ps := verifyPositions(g, tc.all, tc.sample, rand.New(rand.NewPCG(7, 41)))
		if err := verifyAll(g, ps, 2); err != nil {
			t.Fatal(err)
		}
		t.Logf("%s: %d positions verified in %v", g.Name().Params, len(ps), time.Since(start))
	}
}

// TestSolveLong (CGT_LONG=1) solves both games on the 5×5 board strongly
// by tiers (about a minute each on 2 cores, 10 MB of files) and checks the
// start against the published results (Steele: the standard game a draw,
// the advanced game a first-player win, a draw unless Black's first drop is
// on the centre), every board of every shape (96,691,476 of them) against
// plain's brute force, and in the standard game the boards of the drop
// tiers GamesmanOne analysed and GamesmanOne's values at a sample of
// positions (checkGamesmanOne); it logs the positions play reaches.
func TestSolveLong(t *testing.T) {
	long(t)
	for _, adv := range []bool{false, true} {
		g, err := teeko.New(adv)
		if err != nil {
			t.Fatal(err)
		}
		dir := t.TempDir()
		start := time.Now()
		vals := solveTiers(t, g, dir, 2)
		t.Logf("%s: solved in %v", g.Name().Params, time.Since(start))
		s, err := teeko.Summarize(g, tier.Dir(dir))
		if err != nil {
			t.Fatal(err)
		}
		want := map[bool]struct {
			start string
			rem   int
		}{false: {"Draw", -1}, true: {"Win", 13}}[adv]
		if s.Start != want.start || s.Remoteness != want.rem {
			t.Errorf("%s: the start is a %s in %d, want a %s in %d", s.Params, s.Start, s.Remoteness, want.start, want.rem)
		}
		// Steele: the advanced game is a draw if Black's first drop may not
		// be on the centre; the standard game is a draw after any.
		for c := range 25 {
			q := board.Pos{Sets: board.Sets{0, 1 << c}}
			e := vals[g.Tier(q)][g.TierIndex(q)]
			if lost := cgt.Outcome(e>>13) == cgt.Loss; lost != (adv && c == 12) {
				t.Errorf("%s: %s: %v in %d", s.Params, g.Text(q, 1), cgt.Outcome(e>>13), e&(1<<13-1))
			}
		}
		start = time.Now()
		p := newPlain(5, adv)
		p.solve()
		n, err := comparePlain(g, vals, p)
		if err != nil {
			t.Fatal(err)
		}
		if n != 96_691_476 {
			t.Errorf("%d positions compared, want 96,691,476", n)
		}
		t.Logf("%s: %d boards checked against brute force in %v", s.Params, n, time.Since(start))
		if !adv {
			n, err := checkGamesmanOne(g, s, tier.Dir(dir))
			if err != nil {
				t.Error(err)
			}
			t.Logf("%s: %d positions the same as GamesmanOne's", s.Params, n)
		}
		start = time.Now()
		for u, r := range reachable(g, vals) {
			shapes, _ := g.TierShapes(u)
			t.Logf("%s: tier %d %v: reachable %+v classes, %+v boards", s.Params, u, shapes[0].On[:2], r.Classes, r.Boards)
		}
		t.Logf("%s: reachable positions counted in %v", s.Params, time.Since(start))
	}
}

// reach counts the positions of one tier that play reaches from the
// start, as GamesmanOne's analysis counts them: Classes one a class of
// the symmetries and a player to move, Boards every board with its
// player to move (the reachable set is closed under the symmetries, the
// start being symmetric).
type reach struct {
	Classes, Boards teeko.Counts
}

// reachable returns, by tier, the positions of g reachable from the
// empty board, with their values vals, walking the classes with the
// player to move: a class of the move phase may be reached with Black to
// move, with Red, or both, and counts once for each.
func reachable(g board.Game, vals [][]table.Entry) []reach {
	seen := make([][2][]uint64, g.Tiers()) // by tier, player to move: a bit a class
	for u := range seen {
		for c := range 2 {
			seen[u][c] = make([]uint64, (g.TierSize(u)+63)/64)
		}
	}
	type item struct {
		u, i   int32
		player uint8
	}
	start := g.Spec().Start[0]
	stack := []item{{int32(g.Tier(start)), int32(g.TierIndex(start)), 0}}
	seen[stack[0].u][0][stack[0].i/64] |= 1 << (stack[0].i % 64)
	var moves []board.Pos
	for len(stack) > 0 {
		it := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		p := g.TierPosition(int(it.u), int(it.i))
		if _, over := g.Terminal(p); over {
			continue
		}
		moves = g.Moves(moves[:0], p)
		for _, q := range moves {
			u, i, c := g.Tier(q), g.TierIndex(q), 1-it.player
			if w := &seen[u][c][i/64]; *w&(1<<(i%64)) == 0 {
				*w |= 1 << (i % 64)
				stack = append(stack, item{int32(u), int32(i), c})
			}
		}
	}
	out := make([]reach, g.Tiers())
	for u := range out {
		for c := range 2 {
			for k, w := range seen[u][c] {
				for ; w != 0; w &= w - 1 {
					i := k*64 + bits.TrailingZeros64(w)
					o := cgt.Outcome(vals[u][i] >> 13)
					teeko.AddCount(&out[u].Classes, o, 1)
					teeko.AddCount(&out[u].Boards, o, g.OrbitSize(g.TierPosition(u, i)))
				}
			}
		}
	}
	return out
}
