// Package testutil holds what the tests and benchmarks of several cgt
// packages share: brute-force solvers by the definitions (independent of
// every engine, the reference the engines and closed forms are checked
// against), the race-detector switch that shrinks the largest tests, and a
// CPU-time metric for benchmarks on a loaded machine. It is internal: not
// part of cgt's API.
package testutil

import (
	"math/rand/v2"
	"os"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/cgtgo/cgt"
	"github.com/google/go-cmp/cmp"
)

// BruteOutcome returns a memoized solver of g's outcomes by the definition:
// a terminal position has its outcome, a position is a Win iff some move
// reaches a Loss, and a Loss otherwise (normal play). Acyclic games only;
// it recurses, so keep the games small.
func BruteOutcome[P comparable](g cgt.Game[P]) func(P) cgt.Outcome {
	memo := map[P]cgt.Outcome{}
	var solve func(P) cgt.Outcome
	solve = func(p P) cgt.Outcome {
		if o, ok := memo[p]; ok {
			return o
		}
		o := cgt.Loss
		if t, ended := g.Terminal(p); ended {
			o = t
		} else {
			for _, q := range g.Moves(nil, p) {
				if solve(q) == cgt.Loss {
					o = cgt.Win
					break
				}
			}
		}
		memo[p] = o
		return o
	}
	return solve
}

// BruteGrundy returns a memoized solver of g's nim-values by the
// definition: the mex of the values of the moves. Normal play, acyclic.
func BruteGrundy[P comparable](g cgt.Game[P]) func(P) int {
	memo := map[P]int{}
	var solve func(P) int
	solve = func(p P) int {
		if v, ok := memo[p]; ok {
			return v
		}
		seen := map[int]bool{}
		for _, q := range g.Moves(nil, p) {
			seen[solve(q)] = true
		}
		v := 0
		for seen[v] {
			v++
		}
		memo[p] = v
		return v
	}
	return solve
}

// WinningTargets returns the moves from p that reach a lost position.
func WinningTargets[P comparable](g cgt.Game[P], solve func(P) cgt.Outcome, p P) []P {
	var out []P
	if _, ended := g.Terminal(p); ended {
		return nil
	}
	for _, q := range g.Moves(nil, p) {
		if solve(q) == cgt.Loss {
			out = append(out, q)
		}
	}
	return out
}

// BenchWorkers returns the worker counts a benchmark that compares them
// runs: 1 and 2, or the comma-separated list in the environment variable
// CGT_BENCH_WORKERS (as "1,4,16", for a machine with more cores).
func BenchWorkers() []int {
	v := os.Getenv("CGT_BENCH_WORKERS")
	if v == "" {
		return []int{1, 2}
	}
	var ws []int
	for _, f := range strings.Split(v, ",") {
		w, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || w < 1 {
			panic("testutil: CGT_BENCH_WORKERS=" + v + ": want worker counts, as 1,4,16")
		}
		ws = append(ws, w)
	}
	return ws
}

// LoopCPU runs body in a b.Loop and reports the CPU time per operation as
// "cpu-ns/op" beside the wall time: on a shared, loaded machine the CPU time
// is the steadier figure for comparing an engine with its twin.
func LoopCPU(b *testing.B, body func()) {
	start := CPUTime()
	for b.Loop() {
		body()
	}
	if t := CPUTime(); t > 0 {
		b.ReportMetric(float64(t-start)/float64(b.N), "cpu-ns/op")
	}
}

// CheckDenseReversible checks, for g with its dense index d: Index/Position inverse, every move and
// predecessor inside the space, p ∈ Moves(q) ⇔ q ∈ Predecessors(p), and
// that moves go to smaller indices (index order is children-first).
func CheckDenseReversible[P comparable](t *testing.T, g cgt.Reversible[P], d cgt.Dense[P]) {
	t.Helper()
	n := d.Size()
	moves := map[[2]int]bool{}
	for i := range n {
		p := d.Position(i)
		if d.Index(p) != i {
			t.Fatalf("Index(Position(%d)) = %d", i, d.Index(p))
		}
		if _, ended := g.Terminal(p); ended {
			continue
		}
		for _, q := range g.Moves(nil, p) {
			j := d.Index(q)
			if j < 0 || j >= i {
				t.Fatalf("move %v → %v goes to index %d from %d", p, q, j, i)
			}
			if moves[[2]int{i, j}] {
				t.Fatalf("duplicate move %v → %v", p, q)
			}
			moves[[2]int{i, j}] = true
		}
	}
	preds := 0
	for i := range n {
		p := d.Position(i)
		for _, q := range g.Predecessors(nil, p) {
			j := d.Index(q)
			if j < 0 || !moves[[2]int{j, i}] {
				t.Fatalf("predecessor %v of %v has no move to it", q, p)
			}
			preds++
		}
	}
	if preds != len(moves) {
		t.Fatalf("%d predecessor links, %d moves", preds, len(moves))
	}
}

// ReportRetro reports positions/s and bytes/position (all bytes allocated
// per solve, divided by the positions solved).
func ReportRetro(b *testing.B, positions int, m0 *runtime.MemStats) {
	var m1 runtime.MemStats
	runtime.ReadMemStats(&m1)
	b.ReportMetric(float64(positions)*float64(b.N)/b.Elapsed().Seconds(), "positions/s")
	b.ReportMetric(float64(m1.TotalAlloc-m0.TotalAlloc)/float64(b.N)/float64(positions), "bytes/position")
}

// Interleaved runs engine and twin alternately (in both orders) in every
// iteration and reports the ratio of their total times: on a shared,
// noisy machine this ratio is far steadier than two separate benchmarks.
// prepare (untimed) runs before each of them. Besides the wall-time ratio
// (engine/handwritten) it reports the ratio of process CPU time
// (engine/handwritten-cpu), which a loaded machine disturbs less, and
// each side's mean wall time per run (engine-ns, twin-ns), so that a
// change of the ratio can be told from a change of the twin.
func Interleaved(b *testing.B, prepare, engine, twin func()) {
	var te, tt, ce, ct time.Duration
	i := 0
	for b.Loop() {
		for k := 0; k < 2; k++ {
			prepare()
			t0, c0 := time.Now(), CPUTime()
			if (i+k)%2 == 0 {
				engine()
				te += time.Since(t0)
				ce += CPUTime() - c0
			} else {
				twin()
				tt += time.Since(t0)
				ct += CPUTime() - c0
			}
		}
		i++
	}
	b.ReportMetric(float64(te)/float64(tt), "engine/handwritten")
	b.ReportMetric(float64(te.Nanoseconds())/float64(i), "engine-ns")
	b.ReportMetric(float64(tt.Nanoseconds())/float64(i), "twin-ns")
	if ct > 0 {
		b.ReportMetric(float64(ce)/float64(ct), "engine/handwritten-cpu")
	}
}

// HideZeroSum forwards a ZeroSum, Dense game without its Remaining, so
// SolveScores takes the Gain form.
type HideZeroSum[P comparable, S cgt.Score] struct {
	G interface {
		cgt.Scoring[P, S]
		cgt.Dense[P]
	}
}

func (h HideZeroSum[P, S]) Moves(dst []P, p P) []P { return h.G.Moves(dst, p) }

func (h HideZeroSum[P, S]) Terminal(p P) (cgt.Outcome, bool) { return h.G.Terminal(p) }

func (h HideZeroSum[P, S]) Gain(p, q P) S { return h.G.Gain(p, q) }

func (h HideZeroSum[P, S]) Payoff(p P) S { return h.G.Payoff(p) }

func (h HideZeroSum[P, S]) Size() int { return h.G.Size() }

func (h HideZeroSum[P, S]) Index(p P) int { return h.G.Index(p) }

func (h HideZeroSum[P, S]) Position(i int) P { return h.G.Position(i) }

// ZeroSumFwd forwards everything, Remaining included, so that the two forms
// pay the same forwarding cost.
type ZeroSumFwd[P comparable, S cgt.Score] struct {
	HideZeroSum[P, S]
	Z cgt.ZeroSum[P, S]
}

func (z ZeroSumFwd[P, S]) Remaining(p P) S { return z.Z.Remaining(p) }

// LineMargin plays the line pv from p and returns the margin it realises
// for the player to move at p: gains alternately added and subtracted, and
// the payoff where the line ends.
func LineMargin[P comparable, S cgt.Score](g cgt.Scoring[P, S], p P, pv []P) S {
	var m, sign S = 0, 1
	for _, q := range pv {
		m += sign * g.Gain(p, q)
		sign, p = -sign, q
	}
	return m + sign*g.Payoff(p)
}

// CheckScoringAt checks that a game's ScoredMovesAt agrees with Position,
// Terminal, Moves, Index, Gain and Payoff at every position.
func CheckScoringAt[P comparable, S cgt.Score](t *testing.T, name string, g interface {
	cgt.Scoring[P, S]
	cgt.Dense[P]
	cgt.ScoringAt[S]
}) {
	t.Helper()
	for i := 0; i < g.Size(); i++ {
		p := g.Position(i)
		got, ended, pay := g.ScoredMovesAt(nil, i)
		_, term := g.Terminal(p)
		var moves []P
		if !term {
			moves = g.Moves(nil, p)
		}
		wantEnded := term || len(moves) == 0
		var want []cgt.ScoredMove[S]
		for _, q := range moves {
			want = append(want, cgt.ScoredMove[S]{To: g.Index(q), Gain: g.Gain(p, q)})
		}
		if ended != wantEnded || (ended && pay != g.Payoff(p)) {
			t.Fatalf("%s: position %d (%v): ended %v payoff %v, want %v %v", name, i, p, ended, pay, wantEnded, g.Payoff(p))
		}
		if diff := cmp.Diff(want, got); !ended && diff != "" {
			t.Fatalf("%s: position %d (%v): ScoredMovesAt (-want +got):\n%s", name, i, p, diff)
		}
	}
}

// SquareSieve returns lost[n] for subtract-a-square on 0 … n, the
// hand-written push loop: each lost position marks its predecessors won.
func SquareSieve(n int) []bool {
	won := make([]bool, n+1)
	for i := 0; i <= n; i++ {
		if won[i] {
			continue
		}
		for k := 1; i+k*k <= n; k++ {
			won[i+k*k] = true
		}
	}
	for i := range won {
		won[i] = !won[i]
	}
	return won
}

func CoinRow(n int) []int {
	rng := rand.New(rand.NewPCG(1, uint64(n)))
	row := make([]int, n)
	for i := range row {
		row[i] = rng.IntN(1000)
	}
	return row
}

// Hide returns g without its Remaining method (see HideZeroSum).
func Hide[P comparable, S cgt.Score](g interface {
	cgt.Scoring[P, S]
	cgt.Dense[P]
}) HideZeroSum[P, S] {
	return HideZeroSum[P, S]{G: g}
}

// Forward returns g with every method forwarded (see ZeroSumFwd).
func Forward[P comparable, S cgt.Score](g interface {
	cgt.Scoring[P, S]
	cgt.Dense[P]
	cgt.ZeroSum[P, S]
}) ZeroSumFwd[P, S] {
	return ZeroSumFwd[P, S]{HideZeroSum: Hide(g), Z: g}
}

// NaiveRetrograde computes outcomes and remoteness straight from the definition,
// by rounds of value iteration over the whole graph: in round k a position
// is won if some move leads to a position lost in an earlier round, lost
// if every move leads to a position won in an earlier round (or play ended
// with that outcome), and its remoteness is k; after the fixpoint, ties
// spread the same way from ended ties; the rest are draws. No counters, no
// queues: every round re-examines every position.
func NaiveRetrograde(moves [][]int32, term []cgt.Outcome) ([]cgt.Outcome, []int) {
	n := len(moves)
	out := make([]cgt.Outcome, n)
	rem := make([]int, n)
	for i := range rem {
		rem[i] = -1
	}
	for _, tiePhase := range []bool{false, true} {
		for k := 0; ; k++ {
			type upd struct {
				p int
				o cgt.Outcome
			}
			var ups []upd
			for p := range n {
				if out[p] != cgt.Unknown {
					continue
				}
				if t := term[p]; t != cgt.Unknown {
					if k == 0 && (t == cgt.Tie) == tiePhase && t != cgt.Draw {
						ups = append(ups, upd{p, t})
					}
					continue
				}
				if tiePhase {
					for _, q := range moves[p] {
						if out[q] == cgt.Tie {
							ups = append(ups, upd{p, cgt.Tie})
							break
						}
					}
					continue
				}
				allWon, someLost := true, false
				for _, q := range moves[p] {
					allWon = allWon && out[q] == cgt.Win
					someLost = someLost || out[q] == cgt.Loss
				}
				switch {
				case someLost:
					ups = append(ups, upd{p, cgt.Win})
				case allWon:
					ups = append(ups, upd{p, cgt.Loss}) // also: no moves at all
				}
			}
			if len(ups) == 0 {
				break
			}
			for _, u := range ups {
				out[u.p], rem[u.p] = u.o, k
			}
		}
	}
	for p := range out {
		if out[p] == cgt.Unknown {
			out[p] = cgt.Draw
		}
	}
	return out, rem
}

// GainOnly hides every optional capability of a Scoring game (ZeroSum,
// Dense, MoveOrderer, Hasher).
type GainOnly[P comparable, S cgt.Score] struct{ G cgt.Scoring[P, S] }

func (w GainOnly[P, S]) Moves(dst []P, p P) []P { return w.G.Moves(dst, p) }

func (w GainOnly[P, S]) Terminal(p P) (cgt.Outcome, bool) { return w.G.Terminal(p) }

func (w GainOnly[P, S]) Gain(p, q P) S { return w.G.Gain(p, q) }

func (w GainOnly[P, S]) Payoff(p P) S { return w.G.Payoff(p) }

// MarginOutcome is the outcome a margin means for the player to move: the
// reference for a scoring engine's Outcome.
func MarginOutcome[S cgt.Score](m S) cgt.Outcome {
	switch {
	case m > 0:
		return cgt.Win
	case m < 0:
		return cgt.Loss
	}
	return cgt.Tie
}
