package tier_test

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"sync/atomic"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/tier"
)

// mixedRand is a retroRand whose odd tiers have no move inside themselves
// and say so (tier.Acyclic); it counts the Retro calls made for them,
// which should be none.
type mixedRand struct {
	*retroRand
	wrong *atomic.Int64
}

// newMixedRand returns a random tiered game with moves inside its even
// tiers only.
func newMixedRand(rng *rand.Rand, tiers, size int) mixedRand {
	g := newRandTieredSized(rng, tiers, size, true)
	for p, ms := range g.moves {
		if t := g.Tier(p); t%2 == 1 {
			g.moves[p] = slices.DeleteFunc(ms, func(q int) bool { return g.Tier(q) == t })
		}
	}
	return mixedRand{newRetroRand(g), new(atomic.Int64)}
}

func (g mixedRand) TierAcyclic(t int) bool { return t%2 == 1 }

func (g mixedRand) CountMoves(n []uint16, t, lo int) {
	if g.TierAcyclic(t) {
		g.wrong.Add(1)
	}
	g.retroRand.CountMoves(n, t, lo)
}

func (g mixedRand) PredecessorSlots(dst []int, t, u int, js []int) []int {
	if g.TierAcyclic(t) {
		g.wrong.Add(1)
	}
	return g.retroRand.PredecessorSlots(dst, t, u, js)
}

// slottedMixed is a mixedRand that numbers the moves of a position itself
// (tier.MoveSlotter), listing them last first, and counts the positions.
type slottedMixed struct {
	mixedRand
	calls *atomic.Int64
}

func (g slottedMixed) MoveSlots(dst []tier.Slot, t, p int) []tier.Slot {
	g.calls.Add(1)
	ms := g.moves[p]
	for k := len(ms) - 1; k >= 0; k-- {
		dst = append(dst, tier.Slot{Tier: g.Tier(ms[k]), Index: g.TierIndex(ms[k])})
	}
	return dst
}

// walkedMixed is a mixedRand that walks its tiers (tier.Walker): each
// walk gives positions from the slot sought on and numbers their moves,
// checking that the solver asks for the moves of the position it gave last
// and counting the positions.
type walkedMixed struct {
	mixedRand
	calls *atomic.Int64
}

func (g walkedMixed) TierWalk(t int) tier.Walk[int] { return &mixedWalk{g: g, t: t, next: -1} }

type mixedWalk struct {
	g          walkedMixed
	t, next, p int
}

func (w *mixedWalk) Seek(i int) { w.next = i }

func (w *mixedWalk) Next() int {
	if w.next < 0 || w.next >= w.g.TierSize(w.t) {
		w.g.wrong.Add(1) // Next before Seek, or past the tier's end
		return w.g.TierPosition(w.t, 0)
	}
	w.p = w.g.TierPosition(w.t, w.next)
	w.next++
	return w.p
}

func (w *mixedWalk) MoveSlots(dst []tier.Slot, p int) []tier.Slot {
	if p != w.p {
		w.g.wrong.Add(1)
	}
	w.g.calls.Add(1)
	for _, q := range w.g.moves[p] {
		dst = append(dst, tier.Slot{Tier: w.g.Tier(q), Index: w.g.TierIndex(q)})
	}
	return dst
}

// TestAcyclicTiers checks tier.Acyclic (issue 44: the placements of morris
// are acyclic tiers over its loopy midgame): in random games with Retro
// whose odd tiers have no move inside themselves and say so, every
// position agrees with cgt.SolveRetrograde on the whole game (outcome and
// remoteness); the odd tiers are solved by slices (no Retro call for them,
// no budget of their own: JobNeed 0 without a Ranger) and may be split
// by SolvePart, which still refuses the loopy ones (ErrInTier). A third
// of the games number their moves themselves (tier.MoveSlotter), and a
// third walk their tiers (tier.Walker), which the slices then use.
func TestAcyclicTiers(t *testing.T) {
	rng := rand.New(rand.NewPCG(44, 1))
	var seen [cgt.Win + 1]int
	slotted, walked := new(atomic.Int64), new(atomic.Int64)
	for k := range 24 {
		g := newMixedRand(rng, 2+rng.IntN(5), 200)
		want, err := cgt.SolveRetrograde[int](context.Background(), g.randTiered, nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		dir := t.TempDir()
		name := tier.Name{Game: "mixed", Params: fmt.Sprint(k)}
		var solved tier.Game[int] = g
		switch k % 3 {
		case 1:
			solved = slottedMixed{g, slotted}
		case 2:
			solved = walkedMixed{g, walked}
		}
		if _, err := tier.Solve(context.Background(), solved, tier.Dir(dir), name, &tier.Options{Workers: 1 + k%2}); err != nil {
			t.Fatal(err)
		}
		checkAgainst(t, g.randTiered, dir, name, want, k, &seen)
		for tr := range g.Tiers() {
			need, err := tier.JobNeed[int](g, tr, nil)
			if err != nil || (tr%2 == 1) != (need == 0) {
				t.Fatalf("game %d: JobNeed of tier %d: %d, %v; want 0 for the acyclic tiers only", k, tr, need, err)
			}
			err = tier.SolvePart[int](context.Background(), g, tier.Dir(dir), name, tr, 0, 2, nil)
			if loopy := tr%2 == 0; loopy != errors.Is(err, tier.ErrInTier) || !loopy && err != nil {
				t.Fatalf("game %d: the first of two parts of tier %d: %v; want ErrInTier for the loopy tiers only", k, tr, err)
			}
			if err := tier.Assemble[int](g, tier.Dir(dir), name, tr, 2, nil); err != nil {
				t.Fatal(err)
			}
		}
		if n := g.wrong.Load(); n > 0 {
			t.Fatalf("game %d: %d calls of Retro's methods for acyclic tiers, or of a walk out of order", k, n)
		}
	}
	for o := cgt.Loss; o <= cgt.Win; o++ {
		if seen[o] == 0 {
			t.Errorf("no %v among the random games: the test misses a case", o)
		}
	}
	if slotted.Load() == 0 || walked.Load() == 0 {
		t.Errorf("MoveSlots of a MoveSlotter called %d times, of a walk %d: the test misses a case", slotted.Load(), walked.Load())
	}
	t.Logf("outcomes %v; %d positions numbered their moves, %d walked", seen, slotted.Load(), walked.Load())
}
