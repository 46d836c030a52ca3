package intervals

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/games/primerace"
	"github.com/cgtgo/cgt/internal/testutil"
	"github.com/google/go-cmp/cmp"
)

// coinsBrute is the margin of the mover in "take a coin from either end" on
// row, by plain recursion over sub-slices (exponential; independent of
// Coins and of the engines).
func coinsBrute[S cgt.Score](row []S) S {
	if len(row) == 0 {
		return 0
	}
	return max(row[0]-coinsBrute(row[1:]), row[len(row)-1]-coinsBrute(row[:len(row)-1]))
}

// blocksBrute is the margin of the mover in "take a block from either end".
func blocksBrute(row []int) int {
	if len(row) == 0 {
		return 0
	}
	best, sum := 0, 0
	for k := 1; k <= len(row); k++ {
		sum += row[k-1]
		v := sum - blocksBrute(row[k:])
		if k == 1 || v > best {
			best = v
		}
	}
	sum = 0
	for k := 1; k <= len(row); k++ {
		sum += row[len(row)-k]
		best = max(best, sum-blocksBrute(row[:len(row)-k]))
	}
	return best
}

func sumOf[S cgt.Score](row []S) S {
	var s S
	for _, v := range row {
		s += v
	}
	return s
}

// TestCoinsFacts checks the two rows of the statement (issue 6):
// [3,9,1,2] gives the first player 11 (margin 7), [20,30,2,2,2,10] gives 42
// (margin 18) — with the dense whole-space walk, the walk from the start,
// and the alpha-beta Searcher.
func TestCoinsFacts(t *testing.T) {
	ctx := context.Background()
	for _, tc := range []struct {
		row           []int
		total, margin int
	}{
		{[]int{3, 9, 1, 2}, 11, 7},
		{[]int{20, 30, 2, 2, 2, 10}, 42, 18},
	} {
		g := NewCoins(tc.row)
		for _, starts := range [][]Span{nil, {g.Start()}} {
			s, err := cgt.SolveScores(ctx, g, starts, nil)
			if err != nil {
				t.Fatal(err)
			}
			total, ok := s.Total(g.Start())
			got := []int{total, s.Score(g.Start())}
			if diff := cmp.Diff([]int{tc.total, tc.margin}, got); diff != "" || !ok {
				t.Errorf("%v (starts %v): total, margin (-want +got):\n%s", tc.row, starts, diff)
			}
		}
		v, err := cgt.NewSearcher(g, &cgt.Options{TableBytes: 1 << 12}).Solve(ctx, g.Start())
		if err != nil || v != tc.margin {
			t.Errorf("%v: Searcher.Solve = %d, %v; want %d", tc.row, v, err, tc.margin)
		}
	}
}

// TestCoinsBrute compares every span of random rows (negative values too)
// with the plain recursion, for SolveScores (zero-sum form and, through a
// wrapper that hides Remaining, the Gain form) and the Searcher.
func TestCoinsBrute(t *testing.T) {
	ctx := context.Background()
	rng := rand.New(rand.NewPCG(1, 2))
	for trial := 0; trial < 40; trial++ {
		row := make([]int, rng.IntN(10))
		for i := range row {
			row[i] = rng.IntN(41) - 10
		}
		g := NewCoins(row)
		zs, err := cgt.SolveScores(ctx, g, nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		plain, err := cgt.SolveScores[Span, int](ctx, testutil.GainOnly[Span, int]{G: g}, []Span{g.Start()}, nil)
		if err != nil {
			t.Fatal(err)
		}
		srch := cgt.NewSearcher(g, &cgt.Options{TableBytes: 1 << 10})
		for lo := 0; lo <= len(row); lo++ {
			for hi := lo; hi <= len(row); hi++ {
				p := Span{lo, hi}
				want := coinsBrute(row[lo:hi])
				ab, err := srch.Solve(ctx, p)
				if err != nil {
					t.Fatal(err)
				}
				tot, _ := zs.Total(p)
				got := []int{zs.Score(p), plain.Score(p), ab, 2*tot - sumOf(row[lo:hi])}
				if diff := cmp.Diff([]int{want, want, want, want}, got); diff != "" {
					t.Fatalf("%v[%d:%d]: zero-sum, gain, alpha-beta, from total (-want +got):\n%s", row, lo, hi, diff)
				}
			}
		}
		// The principal variation keeps the margin and has the remoteness.
		p := g.Start()
		pv := zs.PV(p)
		if len(pv) != zs.Remoteness(p) || len(pv) != len(row) {
			t.Fatalf("%v: PV %v, remoteness %d", row, pv, zs.Remoteness(p))
		}
		m := zs.Score(p)
		for i, q := range pv {
			if i%2 == 0 {
				m -= g.Gain(p, q)
			} else {
				m += g.Gain(p, q)
			}
			p = q
		}
		if m != 0 {
			t.Fatalf("%v: the PV %v scores %d off the margin", row, pv, m)
		}
	}
}

// TestCoinsFloat runs the engines with a float score type (the Searcher's
// null windows then use math.Nextafter).
func TestCoinsFloat(t *testing.T) {
	ctx := context.Background()
	rng := rand.New(rand.NewPCG(3, 4))
	for trial := 0; trial < 20; trial++ {
		row := make([]float64, 1+rng.IntN(8))
		for i := range row {
			row[i] = float64(rng.IntN(200)-50) / 8
		}
		g := NewCoins(row)
		want := coinsBrute(row)
		s, err := cgt.SolveScores[Span, float64](ctx, testutil.GainOnly[Span, float64]{G: g}, []Span{g.Start()}, nil)
		if err != nil {
			t.Fatal(err)
		}
		ab, err := cgt.NewSearcher(g, &cgt.Options{TableBytes: 1 << 12}).Solve(ctx, g.Start())
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff([]float64{want, want}, []float64{s.Score(g.Start()), ab}); diff != "" {
			t.Fatalf("%v: memo, alpha-beta (-want +got):\n%s", row, diff)
		}
		// The Searcher's PV re-solves each step (float margins do not
		// determine the next one) and must realise the margin.
		r, err := cgt.Search[Span, float64](ctx, g, g.Start(), &cgt.Options{TableBytes: 1 << 12})
		if err != nil || r.Score != want || len(r.PV) != len(row) {
			t.Fatalf("%v: Search %+v, %v; want %v with a full PV", row, r, err, want)
		}
		if m := testutil.LineMargin[Span, float64](g, g.Start(), r.PV); m != want {
			t.Fatalf("%v: the PV %v realises %v, want %v", row, r.PV, m, want)
		}
		row32 := make([]float32, len(row))
		for i, v := range row {
			row32[i] = float32(v)
		}
		g32 := NewCoins(row32)
		ab32, err := cgt.NewSearcher(g32, &cgt.Options{TableBytes: 1 << 10}).Solve(ctx, g32.Start())
		if err != nil || ab32 != coinsBrute(row32) {
			t.Fatalf("%v: float32 alpha-beta %v, %v; want %v", row, ab32, err, coinsBrute(row32))
		}
	}
}

// TestBlocksBrute compares Blocks on random rows with negative values with
// the plain recursion, for every span, by SolveScores and the Searcher.
func TestBlocksBrute(t *testing.T) {
	ctx := context.Background()
	rng := rand.New(rand.NewPCG(5, 6))
	for trial := 0; trial < 30; trial++ {
		row := make([]int, rng.IntN(9))
		for i := range row {
			row[i] = rng.IntN(21) - 10
		}
		g := NewBlocks(row)
		s, err := cgt.SolveScores(ctx, g, nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		plain, err := cgt.SolveScores[Span, int](ctx, testutil.GainOnly[Span, int]{G: g}, []Span{g.Start()}, nil)
		if err != nil {
			t.Fatal(err)
		}
		srch := cgt.NewSearcher(g, &cgt.Options{TableBytes: 1 << 12})
		for lo := 0; lo <= len(row); lo++ {
			for hi := lo; hi <= len(row); hi++ {
				p := Span{lo, hi}
				want := blocksBrute(row[lo:hi])
				ab, err := srch.Solve(ctx, p)
				if err != nil {
					t.Fatal(err)
				}
				if diff := cmp.Diff([]int{want, want, want}, []int{s.Score(p), plain.Score(p), ab}); diff != "" {
					t.Fatalf("%v[%d:%d] (-want +got):\n%s", row, lo, hi, diff)
				}
			}
		}
		// BestMoves are exactly the moves that keep the margin.
		p := g.Start()
		var want []Span
		for _, q := range g.Moves(nil, p) {
			if g.Gain(p, q)-blocksBrute(row[q.Lo:q.Hi]) == blocksBrute(row) {
				want = append(want, q)
			}
		}
		got := s.BestMoves(p)
		sortSpans(want)
		sortSpans(got)
		if diff := cmp.Diff(want, got); diff != "" {
			t.Fatalf("%v: BestMoves (-want +got):\n%s", row, diff)
		}
	}
}

func sortSpans(s []Span) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && (s[j].Lo < s[j-1].Lo || s[j].Lo == s[j-1].Lo && s[j].Hi < s[j-1].Hi); j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}

// TestSpansIndex checks that the dense index of Coins and Blocks is a
// bijection whose order is children-first (every move leads to a smaller
// index), exhaustively for small rows and at row boundaries for a row of a
// million values.
func TestSpansIndex(t *testing.T) {
	for _, n := range []int{0, 1, 2, 3, 7, 60} {
		g := NewBlocks(make([]int, n))
		if g.Size() != (n+1)*(n+2)/2 {
			t.Fatalf("n=%d: Size %d", n, g.Size())
		}
		for i := 0; i < g.Size(); i++ {
			p := g.Position(i)
			if g.Index(p) != i || p.Lo < 0 || p.Lo > p.Hi || p.Hi > n {
				t.Fatalf("n=%d: Position(%d) = %v, Index of it %d", n, i, p, g.Index(p))
			}
			for _, q := range g.Moves(nil, p) {
				if g.Index(q) >= i {
					t.Fatalf("n=%d: move %v → %v goes up the order", n, p, q)
				}
			}
		}
		if g.Index(Span{1, 0}) != -1 || g.Index(Span{0, n + 1}) != -1 || g.Index(Span{-1, 0}) != -1 {
			t.Fatalf("n=%d: Index accepts a non-span", n)
		}
	}
	s := spans{1_000_000}
	for r := 0; r <= s.n; r += 997 {
		for _, i := range []int{r*(r+1)/2 - 1, r * (r + 1) / 2, r*(r+1)/2 + r} {
			if i >= 0 && i < s.Size() && s.Index(s.Position(i)) != i {
				t.Fatalf("n=10⁶: Index(Position(%d)) = %d", i, s.Index(s.Position(i)))
			}
		}
	}
}

// TestScoringAt: the shipped games' ScoredMovesAt agree with their other
// methods, and the sweep by numbers gives the same margins and totals as
// the sweep by positions (the Gain form and the zero-sum form).
func TestScoringAt(t *testing.T) {
	ctx := context.Background()
	rng := rand.New(rand.NewPCG(12, 13))
	row := make([]int, 9)
	for i := range row {
		row[i] = rng.IntN(21) - 10
	}
	testutil.CheckScoringAt[Span, int](t, "Coins", NewCoins(row))
	testutil.CheckScoringAt[Span, int](t, "Blocks", NewBlocks(row))
	testutil.CheckScoringAt[int, int](t, "PrimeRace", primerace.New(50, 4))
	coins := NewCoins(row)
	byNumber, err := cgt.SolveScores(ctx, coins, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	byPosition, err := cgt.SolveScores[Span, int](ctx, testutil.Forward[Span, int](coins), nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < coins.Size(); i++ {
		p := coins.Position(i)
		t1, ok1 := byNumber.Total(p)
		t2, ok2 := byPosition.Total(p)
		got := []int{byNumber.Score(p), t1, byNumber.Remoteness(p)}
		want := []int{byPosition.Score(p), t2, byPosition.Remoteness(p)}
		if diff := cmp.Diff(want, got); diff != "" || !ok1 || !ok2 {
			t.Fatalf("%v: by number vs by position (-want +got):\n%s", p, diff)
		}
	}
}

// atOnly forwards a game with its ScoringAt but without ScoredMovesBlock,
// so SolveScores sweeps it one call per position.
type atOnly struct {
	g interface {
		cgt.Scoring[Span, int]
		cgt.Dense[Span]
		cgt.ScoringAt[int]
	}
}

func (a atOnly) Moves(dst []Span, p Span) []Span     { return a.g.Moves(dst, p) }
func (a atOnly) Terminal(p Span) (cgt.Outcome, bool) { return a.g.Terminal(p) }
func (a atOnly) Gain(p, q Span) int                  { return a.g.Gain(p, q) }
func (a atOnly) Payoff(p Span) int                   { return a.g.Payoff(p) }
func (a atOnly) Size() int                           { return a.g.Size() }
func (a atOnly) Index(p Span) int                    { return a.g.Index(p) }
func (a atOnly) Position(i int) Span                 { return a.g.Position(i) }
func (a atOnly) ScoredMovesAt(dst []cgt.ScoredMove[int], i int) ([]cgt.ScoredMove[int], bool, int) {
	return a.g.ScoredMovesAt(dst, i)
}

// TestScoringBlock: cgt.VerifyScoring accepts the blocks of Coins and
// Blocks (they agree with ScoredMovesAt, hence with Moves and Gain, on
// random rows, the empty row included), and SolveScores by blocks gives
// the margins and remoteness of the sweep by ScoredMovesAt and of the walk
// by positions, on rows long enough for several blocks of 256 spans.
func TestScoringBlock(t *testing.T) {
	ctx := context.Background()
	rng := rand.New(rand.NewPCG(14, 15))
	for _, n := range []int{0, 1, 2, 5, 11} {
		row := make([]int, n)
		for i := range row {
			row[i] = rng.IntN(21) - 10
		}
		if err := cgt.VerifyScoring[Span, int](NewCoins(row), nil); err != nil {
			t.Errorf("Coins %v: %v", row, err)
		}
		if err := cgt.VerifyScoring[Span, int](NewBlocks(row), nil); err != nil {
			t.Errorf("Blocks %v: %v", row, err)
		}
	}
	if err := cgt.VerifyScoring[Span, float64](NewCoins([]float64{0.5, -2, 3.25}), nil); err != nil {
		t.Errorf("Coins of floats: %v", err)
	}
	row := make([]int, 70) // 2556 spans: ten blocks
	for i := range row {
		row[i] = rng.IntN(41) - 20
	}
	for _, g := range []interface {
		cgt.Scoring[Span, int]
		cgt.Dense[Span]
		cgt.ScoringAt[int]
	}{NewCoins(row), NewBlocks(row)} {
		byBlock, err := cgt.SolveScores[Span, int](ctx, g, nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		byAt, err := cgt.SolveScores[Span, int](ctx, atOnly{g}, nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		byWalk, err := cgt.SolveScores[Span, int](ctx, g, []Span{{0, len(row)}}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if byBlock.Len() != g.Size() || byAt.Len() != g.Size() {
			t.Errorf("%T: Len %d and %d, want %d", g, byBlock.Len(), byAt.Len(), g.Size())
		}
		for i := 0; i < g.Size(); i++ {
			p := g.Position(i)
			got := []int{byBlock.Score(p), byBlock.Remoteness(p)}
			if diff := cmp.Diff([]int{byAt.Score(p), byAt.Remoteness(p)}, got); diff != "" {
				t.Fatalf("%T %v: by block vs by number (-want +got):\n%s", g, p, diff)
			}
			// Every span is reachable from the full row.
			if diff := cmp.Diff([]int{byWalk.Score(p), byWalk.Remoteness(p)}, got); diff != "" {
				t.Fatalf("%T %v: by block vs walk (-want +got):\n%s", g, p, diff)
			}
		}
	}
}

// TestCoinsAllocs: a solve over ScoringBlock allocates the same number of
// times whatever the row's length (the table, the block buffers, the
// result), so the garbage collector is not fed in proportion to n.
func TestCoinsAllocs(t *testing.T) {
	ctx := context.Background()
	allocs := func(n int) float64 {
		g := NewCoins(testutil.CoinRow(n))
		return testing.AllocsPerRun(3, func() {
			if _, err := cgt.SolveScores(ctx, g, nil, nil); err != nil {
				t.Fatal(err)
			}
		})
	}
	small, large := allocs(100), allocs(1500)
	if small != large {
		t.Errorf("allocations per solve: %v for 100 coins, %v for 1,500", small, large)
	}
}
