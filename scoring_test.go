package cgt_test

import (
	"context"
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/games/connect4"
	"github.com/cgtgo/cgt/games/intervals"
	"github.com/cgtgo/cgt/internal/testutil"
	"github.com/google/go-cmp/cmp"
)

// scoreDAG is a random scoring game on nodes 0 … n−1 whose moves go to larger
// numbers (or anywhere, for cycle tests).
type scoreDAG struct {
	succ  [][]int
	gain  [][]int // aligned with succ
	pay   []int
	ended []bool
	rem   []int // a potential: with it, gain = rem[p] − rem[q]
}

func (d *scoreDAG) Moves(dst []int, p int) []int       { return append(dst, d.succ[p]...) }
func (d *scoreDAG) Terminal(p int) (cgt.Outcome, bool) { return cgt.Tie, d.ended[p] }
func (d *scoreDAG) Payoff(p int) int                   { return d.pay[p] }
func (d *scoreDAG) Gain(p, q int) int {
	for i, r := range d.succ[p] {
		if r == q {
			return d.gain[p][i]
		}
	}
	panic("not a move")
}

// scoreDAGDense adds a dense index (identity) to a scoreDAG.
type scoreDAGDense struct{ *scoreDAG }

func (d scoreDAGDense) Size() int          { return len(d.succ) }
func (d scoreDAGDense) Index(p int) int    { return p }
func (d scoreDAGDense) Position(i int) int { return i }

// scoreDAGAt adds ScoringAt to a dense scoreDAG; rev numbers the nodes
// backwards, which makes the index order children-first (the sweep's fast
// path); forwards, every node goes through the fallback walk.
type scoreDAGAt struct {
	*scoreDAG
	rev bool
}

func (d scoreDAGAt) Size() int { return len(d.succ) }
func (d scoreDAGAt) Index(p int) int {
	if d.rev {
		return len(d.succ) - 1 - p
	}
	return p
}
func (d scoreDAGAt) Position(i int) int { return d.Index(i) }
func (d scoreDAGAt) ScoredMovesAt(dst []cgt.ScoredMove[int], i int) ([]cgt.ScoredMove[int], bool, int) {
	p := d.Position(i)
	if d.ended[p] || len(d.succ[p]) == 0 {
		return dst, true, d.pay[p]
	}
	for j, q := range d.succ[p] {
		dst = append(dst, cgt.ScoredMove[int]{d.Index(q), d.gain[p][j]})
	}
	return dst, false, 0
}

// scoreDAGZS adds Remaining to a scoreDAG built with a potential.
type scoreDAGZS struct{ *scoreDAG }

func (d scoreDAGZS) Remaining(p int) int { return d.rem[p] }

func randomScoreDAG(rng *rand.Rand, n int, zeroSum bool) *scoreDAG {
	d := &scoreDAG{succ: make([][]int, n), gain: make([][]int, n), pay: make([]int, n), ended: make([]bool, n), rem: make([]int, n)}
	for p := range n {
		d.rem[p] = rng.IntN(21) - 10
	}
	for p := range n {
		d.ended[p] = rng.IntN(8) == 0
		if zeroSum {
			x := rng.IntN(11) - 5
			d.pay[p] = d.rem[p] - 2*x // the mover's total at the end is rem − x
		} else {
			d.pay[p] = rng.IntN(21) - 10
		}
		for q := p + 1; q < n; q++ {
			if rng.IntN(3) == 0 {
				d.succ[p] = append(d.succ[p], q)
				if zeroSum {
					d.gain[p] = append(d.gain[p], d.rem[p]-d.rem[q])
				} else {
					d.gain[p] = append(d.gain[p], rng.IntN(21)-10)
				}
			}
		}
	}
	return d
}

// scoreDAGBrute is the plain negamax recursion (no memo) of a scoreDAG.
func scoreDAGBrute(d *scoreDAG, p int) int {
	if d.ended[p] || len(d.succ[p]) == 0 {
		return d.pay[p]
	}
	best := 0
	for i, q := range d.succ[p] {
		if v := d.gain[p][i] - scoreDAGBrute(d, q); i == 0 || v > best {
			best = v
		}
	}
	return best
}

// checkScoreDAG runs every engine form on d and compares with the brute force.
func checkScoreDAG(t *testing.T, d *scoreDAG, zeroSum bool) {
	t.Helper()
	ctx := context.Background()
	n := len(d.succ)
	var games []cgt.Scoring[int, int]
	games = append(games, d, scoreDAGDense{d}, scoreDAGAt{d, false}, scoreDAGAt{d, true})
	if zeroSum {
		games = append(games, scoreDAGZS{d})
	}
	sols := make([]*cgt.Scores[int, int], len(games))
	for i, g := range games {
		starts := []int{0}
		if i >= 1 && i <= 3 {
			starts = nil
		}
		s, err := cgt.SolveScores(ctx, g, starts, nil)
		if err != nil {
			t.Fatal(err)
		}
		sols[i] = s
	}
	// A tiny table: collisions and replacement; and the same with three
	// workers sharing it, whose answers must not differ.
	srchs := []*cgt.Searcher[int, int]{
		cgt.NewSearcher[int, int](d, &cgt.Options{TableBytes: 64}),
		cgt.NewSearcher[int, int](d, &cgt.Options{TableBytes: 64, Workers: 3}),
	}
	for p := 0; p < n; p++ {
		want := scoreDAGBrute(d, p)
		for _, srch := range srchs {
			checkSearcher(t, d, srch, p, want)
		}
		for i, s := range sols {
			if !s.Contains(p) {
				if i >= 1 && i <= 3 {
					t.Fatalf("node %d not solved by the dense walk", p)
				}
				continue
			}
			if got := s.Score(p); got != want || s.Outcome(p) != testutil.MarginOutcome(want) {
				t.Fatalf("node %d: memo form %d: %d, brute force %d", p, i, got, want)
			}
			// Every best move keeps the margin.
			for _, q := range s.BestMoves(p) {
				if d.Gain(p, q)-scoreDAGBrute(d, q) != want {
					t.Fatalf("node %d: BestMoves has %d, which does not keep %d", p, q, want)
				}
			}
			if pv := s.PV(p); len(pv) != s.Remoteness(p) || testutil.LineMargin[int, int](d, p, pv) != want {
				t.Fatalf("node %d: PV %v (margin %d), remoteness %d", p, pv, testutil.LineMargin[int, int](d, p, pv), s.Remoteness(p))
			}
		}
	}
}

// TestScoreDAGs runs the differential check on a few hundred random DAGs.
func TestScoreDAGs(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	for trial := 0; trial < 300; trial++ {
		zs := trial%2 == 1
		checkScoreDAG(t, randomScoreDAG(rng, 1+rng.IntN(12), zs), zs)
	}
}

// FuzzScoring: on random small scoring DAGs, memoized negamax (map, dense,
// zero-sum), alpha-beta at full depth and brute force agree.
func FuzzScoring(f *testing.F) {
	f.Add(uint64(1), uint8(5), false)
	f.Add(uint64(2), uint8(12), true)
	f.Fuzz(func(t *testing.T, seed uint64, n uint8, zeroSum bool) {
		rng := rand.New(rand.NewPCG(seed, 11))
		checkScoreDAG(t, randomScoreDAG(rng, 1+int(n%14), zeroSum), zeroSum)
	})
}

// TestScoringErrors: a cycle gives ErrCycle, a limit ErrLimit, a cancelled
// context its error; a Dense index out of range gives ErrIndex.
func TestScoringErrors(t *testing.T) {
	ctx := context.Background()
	d := &scoreDAG{succ: [][]int{{1}, {2}, {0}}, gain: [][]int{{1}, {1}, {1}}, pay: make([]int, 3), ended: make([]bool, 3)}
	if _, err := cgt.SolveScores[int, int](ctx, d, []int{0}, nil); !errors.Is(err, cgt.ErrCycle) {
		t.Errorf("cycle: %v, want ErrCycle", err)
	}
	self := &scoreDAG{succ: [][]int{{0}}, gain: [][]int{{1}}, pay: make([]int, 1), ended: make([]bool, 1)}
	if _, err := cgt.SolveScores[int, int](ctx, scoreDAGDense{self}, nil, nil); !errors.Is(err, cgt.ErrCycle) {
		t.Errorf("self-loop: %v, want ErrCycle", err)
	}
	if _, err := cgt.SolveScores(ctx, intervals.NewCoins(make([]int, 100)), nil, &cgt.Options{Limit: 1000}); !errors.Is(err, cgt.ErrLimit) {
		t.Errorf("dense limit: %v, want ErrLimit", err)
	}
	g := intervals.NewCoins(make([]int, 100))
	if _, err := cgt.SolveScores[intervals.Span, int](ctx, testutil.GainOnly[intervals.Span, int]{G: g}, []intervals.Span{g.Start()}, &cgt.Options{Limit: 1000}); !errors.Is(err, cgt.ErrLimit) {
		t.Errorf("map limit: %v, want ErrLimit", err)
	}
	if _, err := cgt.SolveScores(ctx, g, []intervals.Span{{Lo: 5, Hi: 200}}, nil); !errors.Is(err, cgt.ErrIndex) {
		t.Errorf("bad start: %v, want ErrIndex", err)
	}
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := cgt.SolveScores(cancelled, intervals.NewCoins(make([]int, 200)), nil, nil); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled SolveScores: %v", err)
	}
	c4 := connect4.New(7, 6)
	s := cgt.NewSearcher(c4, &cgt.Options{TableBytes: 1 << 16})
	if _, err := s.Solve(cancelled, c4.Start()); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled Solve: %v", err)
	}
	if _, err := cgt.NewSearcher(c4, &cgt.Options{TableBytes: 1 << 16, Limit: 5000}).Solve(ctx, c4.Start()); !errors.Is(err, cgt.ErrLimit) {
		t.Errorf("Solve past the node limit: %v", err)
	}
	// After an error the Searcher is usable again.
	small := connect4.New(4, 4)
	s2 := cgt.NewSearcher(small, &cgt.Options{TableBytes: 1 << 16})
	if _, err := s2.Solve(cancelled, small.Start()); !errors.Is(err, context.Canceled) {
		t.Fatalf("want context.Canceled, got %v", err)
	}
	if v, err := s2.Solve(ctx, small.Start()); err != nil || v != 0 {
		t.Errorf("4x4 after an error: %d, %v; want 0 (draw)", v, err)
	}
}

// checkSearcher checks srch's Solve, Outcome, PV and BestMoves at node p of
// d against want, the brute-force margin.
func checkSearcher(t *testing.T, d *scoreDAG, srch *cgt.Searcher[int, int], p, want int) {
	t.Helper()
	ctx := context.Background()
	ab, err := srch.Solve(ctx, p)
	if err != nil {
		t.Fatal(err)
	}
	o, err := srch.Outcome(ctx, p)
	if err != nil {
		t.Fatal(err)
	}
	if ab != want || o != testutil.MarginOutcome(want) {
		t.Fatalf("node %d: alpha-beta %d (%v), brute force %d", p, ab, o, want)
	}
	pv, v, err := srch.PV(ctx, p)
	if err != nil || v != want || testutil.LineMargin[int, int](d, p, pv) != want {
		t.Fatalf("node %d: Searcher.PV %v (margin %d), %v; want %d", p, pv, v, err, want)
	}
	best, v, err := srch.BestMoves(ctx, p)
	if err != nil || v != want {
		t.Fatalf("node %d: Searcher.BestMoves: %d, %v", p, v, err)
	}
	var wantBest []int
	if !d.ended[p] {
		for _, q := range d.succ[p] {
			if d.Gain(p, q)-scoreDAGBrute(d, q) == want {
				wantBest = append(wantBest, q)
			}
		}
	}
	if diff := cmp.Diff(wantBest, best); diff != "" {
		t.Fatalf("node %d: Searcher.BestMoves (-want +got):\n%s", p, diff)
	}
}

// TestSearcherProbe checks SetProbe, the Searcher's leaves: on random
// scoring DAGs, a probe that answers the exact margins (by brute force) of
// a random half of the positions leaves every margin unchanged and
// searches fewer nodes; BestMoves lists no moves at a probed position; a
// probe that lies is believed (the probed value decides); an error from
// the probe stops the search and is returned.
func TestSearcherProbe(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	fewer := 0
	for k := range 40 {
		d := randomScoreDAG(rng, 16+rng.IntN(16), k%2 == 0)
		known := make([]bool, len(d.succ))
		brute := make([]int, len(d.succ)) // the margins, by the plain recursion, once
		for p := range known {
			known[p] = p > 0 && rng.IntN(2) == 0
			brute[p] = scoreDAGBrute(d, p)
		}
		plain := cgt.NewSearcher[int, int](d, nil)
		probed := cgt.NewSearcher[int, int](d, nil)
		probed.SetProbe(func(p int) (int, bool, error) {
			if known[p] {
				return brute[p], true, nil
			}
			return 0, false, nil
		})
		for p := range d.succ {
			want := brute[p]
			got, err := probed.Solve(context.Background(), p)
			if err != nil || got != want {
				t.Fatalf("DAG %d position %d: probed search %d %v, brute force %d", k, p, got, err, want)
			}
			if _, err := plain.Solve(context.Background(), p); err != nil {
				t.Fatal(err)
			}
			if known[p] {
				if ms, _, err := probed.BestMoves(context.Background(), p); err != nil || len(ms) != 0 {
					t.Fatalf("DAG %d: BestMoves at a probed position %d: %v %v, want none", k, p, ms, err)
				}
			}
		}
		if probed.Stats().Nodes < plain.Stats().Nodes {
			fewer++
		}
	}
	if fewer < 30 {
		t.Errorf("the probe saved nodes in %d of 40 DAGs", fewer)
	}
	d := randomScoreDAG(rng, 20, false)
	s := cgt.NewSearcher[int, int](d, nil)
	s.SetProbe(func(p int) (int, bool, error) { return 12345, true, nil })
	if v, err := s.Solve(context.Background(), 0); err != nil || v != 12345 {
		t.Errorf("a probe answering everything: %d %v, want its 12345", v, err)
	}
	boom := errors.New("table unreadable")
	s = cgt.NewSearcher[int, int](d, nil)
	s.SetProbe(func(p int) (int, bool, error) { return 0, false, boom })
	if _, err := s.Solve(context.Background(), 0); !errors.Is(err, boom) {
		t.Errorf("a failing probe: %v, want its error", err)
	}
}
