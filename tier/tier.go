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
// graph with a cycle is refused with an error wrapping cgt.ErrCycle. A
// game with the Stepper capability is stepped through a tier in number
// order (TierNext) instead of having each position numbered afresh
// (TierPosition): Connect Four's tiers take a third less time so. A game
// with the Walker capability gives each worker a walk of the tier, which
// steps and numbers the moves of its positions remembering what a run of
// them shares (the placements of morris: a fifth to a quarter of their CPU).
//
// Loopy tiers. A game whose tiers have moves inside themselves (a slide in
// morris, a sowing in Awari, a king move in a chess ending) should have the
// Retro capability: it counts the moves of a slot and lists the
// predecessors of a slot, and every tier is then solved whole by a lean
// retrograde analysis with remoteness (win fast, lose slowly), ties and
// draws, in 2 bytes a position of the tier (its value, or before that its
// counter of moves not yet known to lose) and 2 bytes a position of the
// child slots it reads (the spans of a Ranger, else the child tiers whole),
// plus the workers' lists of predecessors, at most 12 MiB a worker: its
// need (JobNeed) is known before it is solved, and a solve whose budget
// does not hold every loopy tier left is refused before its first tier
// (Prepare) with a *JobMemError (ErrJobMem) naming the tier that needs the
// most and the budget that holds it. The files are the same bytes whatever the workers.
// games/morris solves Nine Men's Morris this way (docs/morris.md). A game
// with Retro some of whose tiers have no move inside themselves says so
// (Acyclic: the placements of morris, over its midgame), and those tiers
// are solved by slices, as below. A game without Retro whose tier has moves inside itself is solved by a general
// pass that keeps the reverse graph of the tier's in-tier moves (see
// Memory). Such tiers are not split into parts: SolvePart solves them with
// one part and refuses more (ErrInTier).
//
// Memory. A job (a tier for Solve, a part of one for SolvePart) holds at
// most its budget, Options.JobMem (DefaultJobMem, 1 GiB), whatever the size
// of the tier. Of it, the job keeps 1 MiB for its buffers (the blocks read
// and written, the workers' move lists, a window's bookkeeping), about
// 800 KB for each DEFLATE compressor of the file it writes (one per worker,
// fewer when they do not fit in JobMem/8, at least one) and JobMem/16 of
// room for the garbage collector, and holds values, 2 bytes a position, in
// the rest, V (at least JobMem/2). When the slice and its child tiers fit
// in V, it reads the child tiers whole; otherwise it solves the slice in
// windows of at most V/4 positions, each with at most V/2 bytes of child
// values: the spans a game with the Ranger capability says the window's
// moves reach (connect4.Tiered: at most W runs per height vector, about
// twice the child slots reached), or, without it, blocks read on demand
// through per-worker caches of V/2 bytes in all; a window's values are
// written (table.Writer) as soon as it is solved. A window of a single
// position whose child spans exceed V/2 is an error wrapping ErrJobMem. A
// tier with moves inside itself is solved whole (its positions depend on
// each other): with Retro in 2 bytes a position (Loopy tiers); without,
// in 2 bytes a position for it and its children, plus, for its positions
// with such moves, about 84 bytes a position and 8 bytes an in-tier move;
// over the budget it is refused with ErrJobMem, never split. The memory of a finished job is kept for the next one in the same
// process, and when a job needs more, the old values are collected before
// the new ones are allocated. Not in the budget: the block index of the
// file written and of the child tiers read, 16 and 24 bytes a block of
// 4,096 positions.
//
// The heap stays within the budget only under Go's soft memory limit
// (debug.SetMemoryLimit, GOMEMLIMIT): without one the collector lets the
// heap grow to twice what is live (GOGC); with one it keeps the heap 3%
// under it, which the collector's room pays for. cgt solve --tiers sets the
// limit to --job-mem + 6 MiB, the runtime's own memory (its metadata, the
// stacks), and so peaks within --job-mem + 16 MiB of resident memory, the
// command's code (about 10 MiB) included: on Connect Four 6×4 with 2
// workers, 20 MiB at --job-mem 8MiB, 28 at 16, 44 at 32 and 74 at 64, the
// files the bytes of a solve with 1 GiB (with the limit 64 MiB above the
// budget they were 30, 46, 72 and 132 MiB; cmd/cgt's
// TestSolveTieredJobMemLong, CGT_LONG=1, measures them, and
// TestSolveTieredJobMem 3×8 at 8 MiB). Connect Four 6×5 (largest tier
// 1.3·10⁹ positions, 2.6 GB of values) is solved in under 2 GiB this way:
// docs/cluster.md. Remoteness is limited to 8,190 plies (the 2-byte entry).
//
// Files. Tier t of a game named by a Name is the file FileName(t) of a
// Storage (Dir for a local directory; cmd/cgt-cluster has one over its
// distributed engine's file systems, object stores included), a table
// whose header names the game, its parameters and the tier; its slots are
// the tier's TierIndex numbers. Solve first checks the storage (Prepare),
// so that a solve that cannot go through writes nothing: every tier file
// there must be one of this solve (a storage that holds another game's
// tiers, or another board's, is refused with ErrForeign and left as it
// was; where the Storage is a Lister, as Dir is, whatever the tiers'
// numbers), every file of its own tiers must be whole (read, every
// checksum checked: Check), and every tier left must fit the budget. It
// then skips the tiers whose files are complete, so an interrupted solve
// resumes where it stopped; a Storage writes a file
// under a temporary name and renames it when complete, so a killed solve
// never leaves a file that looks complete (Dir removes the temporary file
// a killed write left when it writes that name again). Solve holds the
// lock of a Storage that has one (Locker: a Dir's is its file LockName,
// which names the process), so that a second solve into one directory
// refuses at once. The values depend only on the game,
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
