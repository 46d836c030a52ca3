package cgt_test

import (
	"context"
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/games/intervals"
	"github.com/cgtgo/cgt/internal/testutil"
	"github.com/google/go-cmp/cmp"
)

// Regression tests for two answers that were wrong without an error.

// coinsMargin is the margin of the mover in "take a coin from either end",
// by the definition (plain recursion, for short rows).
func coinsMargin(row []int) int {
	if len(row) == 0 {
		return 0
	}
	return max(row[0]-coinsMargin(row[1:]), row[len(row)-1]-coinsMargin(row[:len(row)-1]))
}

// TestScoresRankedMoves: a Scores ranks a move by what it scores, not by the
// outcome of the position it reaches. On the row 4 1 1 6 the start is won
// by +2 (take the 6: the mover gets 6+1, the opponent 4+1); taking the 4
// loses by 2. Scores once inherited Solution.RankedMoves, which called both
// moves Loss and ranked the +2 move second. The expected margins below are
// the definition's (coinsMargin), on this row and on random rows.
func TestScoresRankedMoves(t *testing.T) {
	ctx := context.Background()
	rng := rand.New(rand.NewPCG(5, 6))
	rows := [][]int{{4, 1, 1, 6}}
	for range 200 {
		row := make([]int, 1+rng.IntN(8))
		for i := range row {
			row[i] = rng.IntN(11) - 3
		}
		rows = append(rows, row)
	}
	for _, row := range rows {
		g := intervals.NewCoins(row)
		s, err := cgt.SolveScores(ctx, g, nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		start := g.Start()
		n := len(row)
		left := row[0] - coinsMargin(row[1:])
		right := row[n-1] - coinsMargin(row[:n-1])
		want := []cgt.ScoredRank[intervals.Span, int]{
			{To: intervals.Span{Lo: 1, Hi: n}, Margin: left},
			{To: intervals.Span{Lo: 0, Hi: n - 1}, Margin: right},
		}
		for i := range want {
			want[i].Outcome = testutil.MarginOutcome(want[i].Margin)
			want[i].Remoteness = n
		}
		if right > left { // equal margins and remoteness keep the game's order
			want[0], want[1] = want[1], want[0]
		}
		got := s.RankedMoves(start)
		if diff := cmp.Diff(want, got); diff != "" {
			t.Fatalf("row %v: RankedMoves (-want +got):\n%s", row, diff)
		}
		if s.Score(start) != got[0].Margin || s.Outcome(start) != got[0].Outcome {
			t.Fatalf("row %v: Score %d / %v, but the best ranked move keeps %d / %v", row, s.Score(start), s.Outcome(start), got[0].Margin, got[0].Outcome)
		}
		best := s.BestMoves(start)
		if best[0] != got[0].To || (len(best) == 2) != (got[0].Margin == got[1].Margin) {
			t.Fatalf("row %v: BestMoves %v, ranked %v", row, best, got)
		}
	}
	// The reported case, spelled out.
	g := intervals.NewCoins([]int{4, 1, 1, 6})
	s, _ := cgt.SolveScores(ctx, g, nil, nil)
	r := s.RankedMoves(g.Start())
	if r[0].To != (intervals.Span{Lo: 0, Hi: 3}) || r[0].Margin != 2 || r[0].Outcome != cgt.Win || r[1].Margin != -2 || r[1].Outcome != cgt.Loss {
		t.Fatalf("4 1 1 6: RankedMoves %+v, want take the 6 (+2, Win) then the 4 (−2, Loss)", r)
	}
}

// truncating is a game that breaks the append contract of Moves: it starts
// from dst[:0], so it overwrites whatever the caller already held in dst.
// Its rules are take-a-coin-from-either-end on a fixed row (a Scoring
// game), or, seen as an outcome game, the same moves under normal play.
type truncating struct{ c *intervals.Coins[int] }

func (g truncating) Moves(dst []intervals.Span, p intervals.Span) []intervals.Span {
	return g.c.Moves(dst[:0], p)
}
func (g truncating) Terminal(intervals.Span) (cgt.Outcome, bool) {
	return cgt.Unknown, false // normal play; a scoring engine takes Payoff where no move is left
}
func (g truncating) Gain(p, q intervals.Span) int { return g.c.Gain(p, q) }
func (g truncating) Payoff(p intervals.Span) int  { return g.c.Payoff(p) }
func (g truncating) Predecessors(dst []intervals.Span, p intervals.Span) []intervals.Span {
	dst = dst[:0]
	if p.Lo > 0 {
		dst = append(dst, intervals.Span{Lo: p.Lo - 1, Hi: p.Hi})
	}
	if p.Hi < g.c.Start().Hi {
		dst = append(dst, intervals.Span{Lo: p.Lo, Hi: p.Hi + 1})
	}
	return dst
}

// honest is the same game keeping the contract.
type honest struct{ truncating }

func (g honest) Moves(dst []intervals.Span, p intervals.Span) []intervals.Span {
	return g.c.Moves(dst, p)
}
func (g honest) Predecessors(dst []intervals.Span, p intervals.Span) []intervals.Span {
	n := len(dst)
	return append(dst, g.truncating.Predecessors(nil, p)...)[:n+len(g.truncating.Predecessors(nil, p))]
}

// TestTruncatingMoves: Verify reports a game whose Moves or Predecessors
// start from dst[:0] (ErrInconsistent), and every engine still answers such
// a game exactly as it answers the same game keeping the contract. Before,
// SolveScores and Search passed their live stack as dst and returned
// margins of 5 and 4 where the answer is 0 on the row below.
func TestTruncatingMoves(t *testing.T) {
	ctx := context.Background()
	row := []int{3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7}
	coins := intervals.NewCoins(row)
	bad, good := truncating{coins}, honest{truncating{coins}}
	start := coins.Start()
	if err := cgt.Verify[intervals.Span](bad, []intervals.Span{start}); !errors.Is(err, cgt.ErrInconsistent) {
		t.Errorf("Verify of a truncating game: %v, want ErrInconsistent", err)
	}
	if err := cgt.Verify[intervals.Span](good, []intervals.Span{start, {Lo: 2, Hi: 9}}); err != nil {
		t.Errorf("Verify of the honest game: %v", err)
	}
	starts := []intervals.Span{start}

	// Scoring engines: the margin of every position, against the definition.
	want := coinsMargin(row)
	sBad, err := cgt.SolveScores[intervals.Span, int](ctx, bad, starts, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := sBad.Score(start); got != want {
		t.Errorf("SolveScores on the truncating game: margin %d, want %d", got, want)
	}
	sGood, err := cgt.SolveScores[intervals.Span, int](ctx, good, starts, nil)
	if err != nil {
		t.Fatal(err)
	}
	for p := range sGood.All() {
		if sBad.Score(p) != sGood.Score(p) || sBad.Remoteness(p) != sGood.Remoteness(p) {
			t.Fatalf("%v: truncating %d/%d, honest %d/%d", p, sBad.Score(p), sBad.Remoteness(p), sGood.Score(p), sGood.Remoteness(p))
		}
	}
	res, err := cgt.Search[intervals.Span, int](ctx, bad, start, nil)
	if err != nil || res.Score != want {
		t.Errorf("Search on the truncating game: %+v, %v; want margin %d", res, err, want)
	}
	if v, err := cgt.NewSearcher[intervals.Span, int](bad, nil).Solve(ctx, start); err != nil || v != want {
		t.Errorf("Searcher.Solve on the truncating game: %d, %v; want %d", v, err, want)
	}

	// Outcome engines (normal play on the same moves: the player who takes
	// the last coin wins, so the start is a Win iff the row is odd), each
	// against its own answer on the honest game.
	type solver struct {
		name  string
		solve func(g cgt.Reversible[intervals.Span]) (*cgt.Solution[intervals.Span], error)
	}
	var order []intervals.Span // children first: shorter spans first
	for l := 0; l <= len(row); l++ {
		for lo := 0; lo+l <= len(row); lo++ {
			order = append(order, intervals.Span{Lo: lo, Hi: lo + l})
		}
	}
	for _, e := range []solver{
		{"SolveGrundy", func(g cgt.Reversible[intervals.Span]) (*cgt.Solution[intervals.Span], error) {
			return cgt.SolveGrundy[intervals.Span](ctx, g, starts, nil)
		}},
		{"SolveTopo", func(g cgt.Reversible[intervals.Span]) (*cgt.Solution[intervals.Span], error) {
			return cgt.SolveTopo[intervals.Span](ctx, g, starts, nil)
		}},
		{"SolveTopoOrder", func(g cgt.Reversible[intervals.Span]) (*cgt.Solution[intervals.Span], error) {
			return cgt.SolveTopoOrder[intervals.Span](ctx, g, order, nil)
		}},
		{"SolvePush", func(g cgt.Reversible[intervals.Span]) (*cgt.Solution[intervals.Span], error) {
			return cgt.SolvePush[intervals.Span](ctx, g, order, nil)
		}},
		{"SolveRetrograde", func(g cgt.Reversible[intervals.Span]) (*cgt.Solution[intervals.Span], error) {
			return cgt.SolveRetrograde[intervals.Span](ctx, g, starts, nil)
		}},
	} {
		b, err := e.solve(bad)
		if err != nil {
			t.Fatalf("%s on the truncating game: %v", e.name, err)
		}
		h, err := e.solve(good)
		if err != nil {
			t.Fatalf("%s on the honest game: %v", e.name, err)
		}
		want := cgt.Loss // every move takes one coin: the second player takes the last of an even row
		if len(row)%2 == 1 {
			want = cgt.Win
		}
		if h.Outcome(start) != want {
			t.Fatalf("%s: start %v, want %v (a row of %d coins)", e.name, h.Outcome(start), want, len(row))
		}
		for _, p := range order {
			if b.Outcome(p) != h.Outcome(p) || b.Remoteness(p) != h.Remoteness(p) || b.Value(p) != h.Value(p) {
				t.Fatalf("%s at %v: truncating %v/%d/%d, honest %v/%d/%d", e.name, p,
					b.Outcome(p), b.Remoteness(p), b.Value(p), h.Outcome(p), h.Remoteness(p), h.Value(p))
			}
		}
	}
}
