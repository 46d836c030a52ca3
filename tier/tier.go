// Package tier solves a game one tier at a time and keeps the finished
// tiers on disk, the way large games are solved strongly (chess
// tablebases, Awari, checkers): the positions fall into tiers that play only
// leaves downwards (stones placed, material left), each tier is solved from
// the tiers its moves lead to, and each finished tier is written as a
// checksummed table (package github.com/cgtgo/cgt/table) and read back by
// the tiers above it.
//
// The game describes its tiers with the cgt.Tiered capability. Moves that
// stay inside a tier are allowed: such a tier is solved by retrograde
// analysis with the values of its child tiers as a fixed boundary. A tier
// graph with a cycle is refused with an error wrapping cgt.ErrCycle.
//
// Memory. A job (a tier for Solve, a part of one for SolvePart) holds at
// most its budget, Options.JobMem (DefaultJobMem, 1 GiB), whatever the size
// of the tier: it keeps min(JobMem/4, 2 MiB) for its buffers and holds
// values, 2 bytes a position, in the rest, V. When the slice and its child
// tiers fit in V, it reads the child tiers whole; otherwise it solves the
// slice in windows of at most V/4 positions, each with at most V/2 bytes of
// child values: the spans a game with the Ranger capability says the
// window's moves reach (connect4.Tiered: at most W runs per height vector,
// about twice the child slots reached), or, without it, blocks read on
// demand through per-worker caches of V/2 bytes in all. So
//
//	peak(job) ≈ JobMem + the runtime (a few MB) + the workers' stacks,
//
// and a window's values are written (table.Writer) as soon as it is
// solved. A window of a single position whose child spans exceed V/2 is
// an error wrapping ErrJobMem. A tier with moves inside itself is solved
// whole (its positions depend on each other): it needs 2 bytes a position
// for it and its children, plus, for its positions with such moves, about
// 84 bytes a position and 8 bytes an in-tier move; over the budget it is
// refused with ErrJobMem, never split. The memory of a finished job is kept
// for the next one in the same process. The commands set Go's soft memory
// limit a little above the budget so that the collector keeps the heap
// near it. Connect Four 6×5 (largest tier 1.3·10⁹ positions, 2.6 GB of
// values) is solved in under 2 GiB this way: docs/cluster.md. Remoteness
// is limited to 8,190 plies (the 2-byte entry).
//
// Files. Tier t of a game named by a Name is the file FileName(t) of a
// Storage (Dir for a local directory; cmd/cgt-cluster has one over its
// distributed engine's file systems, object stores included), a table
// whose header names the game, its parameters and the tier; its slots are
// the tier's TierIndex numbers. Solve skips a tier whose file is already
// complete, after reading it and checking every checksum (Check), so an
// interrupted solve resumes where it stopped; a Storage writes a file
// under a temporary name and renames it when complete, so a killed solve
// never leaves a file that looks complete. The values depend only on the game,
// and the table format holds nothing else, so the files are the same
// bytes whatever the number of workers or machines.
//
// Distribution. The positions of one tier are independent when no move
// stays inside the tier: SolvePart solves a range of them into a part file
// and Assemble joins the parts into the tier file, byte for byte what Solve
// writes. Tiers of one level (Levels) are independent of each other. The
// module cmd/cgt-cluster runs these steps as jobs of a distributed engine.
package tier

import (
	"errors"
	"fmt"
	"slices"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/table"
)

// Game is a game with the tier capability.
type Game[P comparable] interface {
	cgt.Game[P]
	cgt.Tiered[P]
}

// Name names a tiered solve: the game and its parameters, written in the
// header of every tier file and checked when a file is read back.
type Name struct {
	Game   string // "connect4"
	Params string // "5x4"
}

// ErrInTier is returned by SolvePart for a tier with moves that stay inside
// it: its positions depend on each other, so the tier must be solved whole.
var ErrInTier = errors.New("tier: the tier has moves inside itself and cannot be split")

// maxRemoteness is the largest remoteness of a 2-byte entry.
const maxRemoteness = 1<<13 - 2

// header is the table header of tier t.
func header[P comparable](g Game[P], n Name, t int) table.Header {
	return table.Header{Game: n.Game, Params: fmt.Sprintf("%s tier %d", n.Params, t), Slots: g.TierSize(t)}
}

// Levels groups the tiers of g by height in the tier graph, lowest first:
// level 0 holds the tiers without child tiers, level k the tiers whose
// highest child is on level k−1. The tiers of one level do not depend on
// each other; each list is in increasing order. A cycle among the tiers
// gives an error wrapping cgt.ErrCycle, a child tier out of range one
// wrapping cgt.ErrIndex. Cost: O(tiers + child-tier edges).
func Levels[P comparable](g cgt.Tiered[P]) ([][]int, error) {
	n := g.Tiers()
	level := make([]int, n)
	state := make([]uint8, n) // 0 new, 1 on the stack, 2 done
	type frame struct{ t, k int }
	var stack []frame
	top := -1
	for root := range n {
		if state[root] != 0 {
			continue
		}
		state[root] = 1
		stack = append(stack[:0], frame{root, 0})
		for len(stack) > 0 {
			f := &stack[len(stack)-1]
			ch := g.ChildTiers(f.t)
			if f.k == len(ch) {
				state[f.t] = 2
				top = max(top, level[f.t])
				stack = stack[:len(stack)-1]
				if len(stack) > 0 {
					p := &stack[len(stack)-1]
					level[p.t] = max(level[p.t], level[f.t]+1)
				}
				continue
			}
			u := ch[f.k]
			f.k++
			switch {
			case u < 0 || u >= n:
				return nil, fmt.Errorf("%w: ChildTiers(%d) lists %d, Tiers() = %d", cgt.ErrIndex, f.t, u, n)
			case u == f.t:
			case state[u] == 2:
				level[f.t] = max(level[f.t], level[u]+1)
			case state[u] == 1:
				return nil, fmt.Errorf("%w: tier %d is its own descendant through ChildTiers", cgt.ErrCycle, u)
			default:
				state[u] = 1
				stack = append(stack, frame{u, 0})
			}
		}
	}
	out := make([][]int, top+1)
	for t := range n {
		out[level[t]] = append(out[level[t]], t)
	}
	return out, nil
}

// children returns the child tiers of t without t itself, sorted, without
// repeats.
func children[P comparable](g cgt.Tiered[P], t int) []int {
	ch := slices.Clone(g.ChildTiers(t))
	slices.Sort(ch)
	ch = slices.Compact(ch)
	if i, ok := slices.BinarySearch(ch, t); ok {
		ch = slices.Delete(ch, i, i+1)
	}
	return ch
}
