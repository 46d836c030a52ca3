package cgt

import (
	"context"
	"errors"
	"math/rand/v2"
	"os"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// coinsBrute is the margin of the mover in "take a coin from either end" on
// row, by plain recursion over sub-slices (exponential; independent of
// Coins and of the engines).
func coinsBrute[S Score](row []S) S {
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

func sumOf[S Score](row []S) S {
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
			s, err := SolveScores(ctx, g, starts, nil)
			if err != nil {
				t.Fatal(err)
			}
			total, ok := s.Total(g.Start())
			got := []int{total, s.Score(g.Start())}
			if diff := cmp.Diff([]int{tc.total, tc.margin}, got); diff != "" || !ok {
				t.Errorf("%v (starts %v): total, margin (-want +got):\n%s", tc.row, starts, diff)
			}
		}
		v, err := NewSearcher(g, &Options{TableBytes: 1 << 12}).Solve(ctx, g.Start())
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
		zs, err := SolveScores(ctx, g, nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		plain, err := SolveScores[Span, int](ctx, gainOnly[Span, int]{g}, []Span{g.Start()}, nil)
		if err != nil {
			t.Fatal(err)
		}
		srch := NewSearcher(g, &Options{TableBytes: 1 << 10})
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
		s, err := SolveScores[Span, float64](ctx, gainOnly[Span, float64]{g}, []Span{g.Start()}, nil)
		if err != nil {
			t.Fatal(err)
		}
		ab, err := NewSearcher(g, &Options{TableBytes: 1 << 12}).Solve(ctx, g.Start())
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff([]float64{want, want}, []float64{s.Score(g.Start()), ab}); diff != "" {
			t.Fatalf("%v: memo, alpha-beta (-want +got):\n%s", row, diff)
		}
		// The Searcher's PV re-solves each step (float margins do not
		// determine the next one) and must realise the margin.
		r, err := Search[Span, float64](ctx, g, g.Start(), &Options{TableBytes: 1 << 12})
		if err != nil || r.Score != want || len(r.PV) != len(row) {
			t.Fatalf("%v: Search %+v, %v; want %v with a full PV", row, r, err, want)
		}
		if m := lineMargin[Span, float64](g, g.Start(), r.PV); m != want {
			t.Fatalf("%v: the PV %v realises %v, want %v", row, r.PV, m, want)
		}
		row32 := make([]float32, len(row))
		for i, v := range row {
			row32[i] = float32(v)
		}
		g32 := NewCoins(row32)
		ab32, err := NewSearcher(g32, &Options{TableBytes: 1 << 10}).Solve(ctx, g32.Start())
		if err != nil || ab32 != coinsBrute(row32) {
			t.Fatalf("%v: float32 alpha-beta %v, %v; want %v", row, ab32, err, coinsBrute(row32))
		}
	}
}

// lineMargin plays the line pv from p and returns the margin it realises
// for the player to move at p: gains alternately added and subtracted, and
// the payoff where the line ends.
func lineMargin[P comparable, S Score](g Scoring[P, S], p P, pv []P) S {
	var m, sign S = 0, 1
	for _, q := range pv {
		m += sign * g.Gain(p, q)
		sign, p = -sign, q
	}
	return m + sign*g.Payoff(p)
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
		s, err := SolveScores(ctx, g, nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		plain, err := SolveScores[Span, int](ctx, gainOnly[Span, int]{g}, []Span{g.Start()}, nil)
		if err != nil {
			t.Fatal(err)
		}
		srch := NewSearcher(g, &Options{TableBytes: 1 << 12})
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

// primeRaceBrute returns the mover's best total from t taken, by a memoized
// recursion with trial-division primality (independent of PrimeRace).
func primeRaceBrute(n, a int) int {
	isPrime := func(k int) bool {
		if k < 2 {
			return false
		}
		for d := 2; d*d <= k; d++ {
			if k%d == 0 {
				return false
			}
		}
		return true
	}
	memo := map[int]int{}
	var best func(t int) int // the mover's margin from t
	best = func(t int) int {
		if t == n {
			return 0
		}
		if v, ok := memo[t]; ok {
			return v
		}
		v, got := 0, 0
		for k := 1; k <= a && t+k <= n; k++ {
			if isPrime(t + k) {
				got++
			}
			if m := got - best(t+k); k == 1 || m > v {
				v = m
			}
		}
		memo[t] = v
		return v
	}
	primes := 0
	for k := 1; k <= n; k++ {
		if isPrime(k) {
			primes++
		}
	}
	return (primes + best(0)) / 2
}

// TestPrimeRace compares the O(N) Totals, SolveScores (zero-sum and Gain
// forms) and the Searcher with a brute force for small N, checks the engine
// against Totals at N = 20000, and at N = 10⁶ checks that the two totals
// add up to π(10⁶) = 78498 (OEIS A006880).
func TestPrimeRace(t *testing.T) {
	ctx := context.Background()
	for n := 0; n <= 60; n++ {
		for a := 1; a <= 5; a++ {
			g := NewPrimeRace(n, a)
			want := primeRaceBrute(n, a)
			first, second := g.Totals()
			s, err := SolveScores(ctx, g, nil, nil)
			if err != nil {
				t.Fatal(err)
			}
			tot, _ := s.Total(0)
			plain, err := SolveScores[int, int](ctx, gainOnly[int, int]{g}, []int{0}, nil)
			if err != nil {
				t.Fatal(err)
			}
			ab, err := NewSearcher(g, &Options{TableBytes: 1 << 12}).Solve(ctx, 0)
			if err != nil {
				t.Fatal(err)
			}
			got := []int{first, tot, (g.Remaining(0) + plain.Score(0)) / 2, (g.Remaining(0) + ab) / 2, first + second}
			if diff := cmp.Diff([]int{want, want, want, want, g.Remaining(0)}, got); diff != "" {
				t.Fatalf("N=%d A=%d: Totals, zero-sum, Gain form, alpha-beta, sum (-want +got):\n%s", n, a, diff)
			}
		}
	}
	g := NewPrimeRace(20000, 7)
	s, err := SolveScores(ctx, g, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	first, _ := g.Totals()
	if tot, _ := s.Total(0); tot != first {
		t.Fatalf("N=20000 A=7: engine %d, Totals %d", tot, first)
	}
	first, second := NewPrimeRace(1_000_000, 3).Totals()
	if first+second != 78498 || first < second {
		t.Fatalf("N=10⁶ A=3: totals %d + %d, want a sum of 78498 with the first ahead", first, second)
	}
}

// c4Brute solves Connect Four on a w×h board by exhaustive memoized minimax
// over all legal moves, on a plain grid (independent of the bitboards and
// of ConnectFour's move pruning), with the same margin: the winner with the
// n-th stone scores (w·h + 2 − n)/2.
type c4Brute struct {
	w, h int
	memo map[string]int
}

func (b *c4Brute) wins(g []byte, col, row int) bool {
	c := g[col*b.h+row]
	at := func(x, y int) bool { return x >= 0 && x < b.w && y >= 0 && y < b.h && g[x*b.h+y] == c }
	for _, d := range [4][2]int{{1, 0}, {0, 1}, {1, 1}, {1, -1}} {
		n := 1
		for k := 1; at(col+k*d[0], row+k*d[1]); k++ {
			n++
		}
		for k := 1; at(col-k*d[0], row-k*d[1]); k++ {
			n++
		}
		if n >= 4 {
			return true
		}
	}
	return false
}

// margin returns the margin for the player to move; g holds 0 (empty), 1
// (the mover's) and 2 (the opponent's) column by column, bottom up.
func (b *c4Brute) margin(g []byte, stones int) int {
	if v, ok := b.memo[string(g)]; ok {
		return v
	}
	if stones == b.w*b.h {
		return 0
	}
	best, any := 0, false
	for col := 0; col < b.w; col++ {
		row := 0
		for row < b.h && g[col*b.h+row] != 0 {
			row++
		}
		if row == b.h {
			continue
		}
		g[col*b.h+row] = 1
		var v int
		if b.wins(g, col, row) {
			v = (b.w*b.h + 2 - (stones + 1)) / 2
		} else {
			swapped := make([]byte, len(g))
			for i, c := range g {
				swapped[i] = [3]byte{0, 2, 1}[c]
			}
			v = -b.margin(swapped, stones+1)
		}
		g[col*b.h+row] = 0
		if !any || v > best {
			best, any = v, true
		}
	}
	b.memo[string(g)] = best
	return best
}

// TestConnectFourBrute compares the Searcher's exact margins with the
// exhaustive minimax on every board up to 4×4 cells, from the start and
// from random positions reached by legal play.
func TestConnectFourBrute(t *testing.T) {
	ctx := context.Background()
	rng := rand.New(rand.NewPCG(7, 8))
	for _, wh := range [][2]int{{1, 4}, {4, 1}, {2, 3}, {3, 3}, {4, 2}, {4, 3}, {3, 4}, {5, 3}, {4, 4}} {
		w, h := wh[0], wh[1]
		g := NewConnectFour(w, h)
		b := &c4Brute{w: w, h: h, memo: map[string]int{}}
		s := NewSearcher(g, &Options{TableBytes: 1 << 16})
		for trial := 0; trial < 30; trial++ {
			p, grid := g.Start(), make([]byte, w*h)
			depth := rng.IntN(w*h/2 + 1)
			if trial == 0 {
				depth = 0
			}
			ended := false
			for k := 0; k < depth && !ended; k++ {
				col := rng.IntN(w)
				q, ok := g.Play(p, col)
				if !ok {
					continue
				}
				row := 0
				for grid[col*h+row] != 0 {
					row++
				}
				grid[col*h+row] = 1
				ended = b.wins(grid, col, row)
				for i, c := range grid {
					grid[i] = [3]byte{0, 2, 1}[c]
				}
				p = q
			}
			if _, end := g.Terminal(p); end != (ended || g.Stones(p) == w*h) {
				t.Fatalf("%dx%d: Terminal disagrees at\n%s", w, h, g.Format(p))
			}
			if ended {
				continue
			}
			want := b.margin(grid, g.Stones(p))
			if lo, hi := g.MarginBounds(p); want < lo || want > hi {
				t.Fatalf("%dx%d: margin %d outside MarginBounds [%d, %d] at\n%s", w, h, want, lo, hi, g.Format(p))
			}
			got, err := s.Solve(ctx, p)
			if err != nil {
				t.Fatal(err)
			}
			o, err := s.Outcome(ctx, p)
			if err != nil {
				t.Fatal(err)
			}
			if got != want || o != signOutcome(want) {
				t.Fatalf("%dx%d: margin %d (%v), brute force %d, at\n%s", w, h, got, o, want, g.Format(p))
			}
		}
	}
}

// TestConnectFourKnown checks published results (John Tromp's table of
// Connect Four solutions by board size; DESIGN.md §4): 4×4 and 5×4 are
// draws, 6×4 is a second-player win; 5×5 and 6×5 (draws) too unless
// -short. CGT_LONG=1 adds 7×6, a first-player win with the 41st stone
// (Allis 1988, Tromp; margin +1 in Pons's scoring).
func TestConnectFourKnown(t *testing.T) {
	type known struct {
		w, h   int
		margin int // for the first player; 0 = draw
		slow   bool
	}
	cases := []known{{4, 4, 0, false}, {5, 4, 0, false}, {6, 4, -1, false}, {5, 5, 0, true}, {6, 5, 0, true}}
	long := os.Getenv("CGT_LONG") == "1"
	if long {
		cases = append(cases, known{7, 6, 1, true})
	}
	for _, c := range cases {
		if c.slow && testing.Short() && !long {
			continue
		}
		g := NewConnectFour(c.w, c.h)
		tb := 1 << 24
		if c.w == 7 {
			tb = 1 << 28
		}
		s := NewSearcher(g, &Options{TableBytes: tb})
		start := time.Now()
		pv, v, err := s.PV(context.Background(), g.Start())
		if err != nil {
			t.Fatal(err)
		}
		if v != c.margin {
			t.Errorf("%dx%d: margin %d, want %d", c.w, c.h, v, c.margin)
		}
		if m := lineMargin[ConnectFourPos, int](g, g.Start(), pv); m != v {
			t.Errorf("%dx%d: the PV realises %d, not %d", c.w, c.h, m, v)
		}
		if m := lineMargin[ConnectFourPos, int](g, g.Start(), pv); m != v {
			t.Errorf("%dx%d: the PV realises %d, not %d", c.w, c.h, m, v)
		}
		if c.w == 7 {
			// The PV ends with the first player's winning stone, the 41st.
			if _, ended := g.Terminal(pv[len(pv)-1]); !ended || len(pv) != 41 {
				t.Errorf("7x6: the PV has %d stones, want 41", len(pv))
			}
		}
		t.Logf("%dx%d: margin %d, PV of %d stones, %v, %+v", c.w, c.h, v, len(pv), time.Since(start), s.Stats())
	}
}

// gainOnly hides every optional capability of a Scoring game (ZeroSum,
// Dense, MoveOrderer, Hasher).
type gainOnly[P comparable, S Score] struct{ g Scoring[P, S] }

func (w gainOnly[P, S]) Moves(dst []P, p P) []P       { return w.g.Moves(dst, p) }
func (w gainOnly[P, S]) Terminal(p P) (Outcome, bool) { return w.g.Terminal(p) }
func (w gainOnly[P, S]) Gain(p, q P) S                { return w.g.Gain(p, q) }
func (w gainOnly[P, S]) Payoff(p P) S                 { return w.g.Payoff(p) }

// scoreDAG is a random scoring game on nodes 0 … n−1 whose moves go to larger
// numbers (or anywhere, for cycle tests).
type scoreDAG struct {
	succ  [][]int
	gain  [][]int // aligned with succ
	pay   []int
	ended []bool
	rem   []int // a potential: with it, gain = rem[p] − rem[q]
}

func (d *scoreDAG) Moves(dst []int, p int) []int   { return append(dst, d.succ[p]...) }
func (d *scoreDAG) Terminal(p int) (Outcome, bool) { return Tie, d.ended[p] }
func (d *scoreDAG) Payoff(p int) int               { return d.pay[p] }
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
func (d scoreDAGAt) ScoredMovesAt(dst []ScoredMove[int], i int) ([]ScoredMove[int], bool, int) {
	p := d.Position(i)
	if d.ended[p] || len(d.succ[p]) == 0 {
		return dst, true, d.pay[p]
	}
	for j, q := range d.succ[p] {
		dst = append(dst, ScoredMove[int]{d.Index(q), d.gain[p][j]})
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
	var games []Scoring[int, int]
	games = append(games, d, scoreDAGDense{d}, scoreDAGAt{d, false}, scoreDAGAt{d, true})
	if zeroSum {
		games = append(games, scoreDAGZS{d})
	}
	sols := make([]*Scores[int, int], len(games))
	for i, g := range games {
		starts := []int{0}
		if i >= 1 && i <= 3 {
			starts = nil
		}
		s, err := SolveScores(ctx, g, starts, nil)
		if err != nil {
			t.Fatal(err)
		}
		sols[i] = s
	}
	srch := NewSearcher[int, int](d, &Options{TableBytes: 64}) // a tiny table: collisions and replacement
	for p := 0; p < n; p++ {
		want := scoreDAGBrute(d, p)
		ab, err := srch.Solve(ctx, p)
		if err != nil {
			t.Fatal(err)
		}
		o, err := srch.Outcome(ctx, p)
		if err != nil {
			t.Fatal(err)
		}
		if ab != want || o != signOutcome(want) {
			t.Fatalf("node %d: alpha-beta %d (%v), brute force %d", p, ab, o, want)
		}
		pv, v, err := srch.PV(ctx, p)
		if err != nil || v != want || lineMargin[int, int](d, p, pv) != want {
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
		for i, s := range sols {
			if !s.Contains(p) {
				if i >= 1 && i <= 3 {
					t.Fatalf("node %d not solved by the dense walk", p)
				}
				continue
			}
			if got := s.Score(p); got != want || s.Outcome(p) != signOutcome(want) {
				t.Fatalf("node %d: memo form %d: %d, brute force %d", p, i, got, want)
			}
			// Every best move keeps the margin.
			for _, q := range s.BestMoves(p) {
				if d.Gain(p, q)-scoreDAGBrute(d, q) != want {
					t.Fatalf("node %d: BestMoves has %d, which does not keep %d", p, q, want)
				}
			}
			if pv := s.PV(p); len(pv) != s.Remoteness(p) || lineMargin[int, int](d, p, pv) != want {
				t.Fatalf("node %d: PV %v (margin %d), remoteness %d", p, pv, lineMargin[int, int](d, p, pv), s.Remoteness(p))
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
	if _, err := SolveScores[int, int](ctx, d, []int{0}, nil); !errors.Is(err, ErrCycle) {
		t.Errorf("cycle: %v, want ErrCycle", err)
	}
	self := &scoreDAG{succ: [][]int{{0}}, gain: [][]int{{1}}, pay: make([]int, 1), ended: make([]bool, 1)}
	if _, err := SolveScores[int, int](ctx, scoreDAGDense{self}, nil, nil); !errors.Is(err, ErrCycle) {
		t.Errorf("self-loop: %v, want ErrCycle", err)
	}
	if _, err := SolveScores(ctx, NewCoins(make([]int, 100)), nil, &Options{Limit: 1000}); !errors.Is(err, ErrLimit) {
		t.Errorf("dense limit: %v, want ErrLimit", err)
	}
	g := NewCoins(make([]int, 100))
	if _, err := SolveScores[Span, int](ctx, gainOnly[Span, int]{g}, []Span{g.Start()}, &Options{Limit: 1000}); !errors.Is(err, ErrLimit) {
		t.Errorf("map limit: %v, want ErrLimit", err)
	}
	if _, err := SolveScores(ctx, g, []Span{{5, 200}}, nil); !errors.Is(err, ErrIndex) {
		t.Errorf("bad start: %v, want ErrIndex", err)
	}
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := SolveScores(cancelled, NewCoins(make([]int, 200)), nil, nil); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled SolveScores: %v", err)
	}
	c4 := NewConnectFour(7, 6)
	s := NewSearcher(c4, &Options{TableBytes: 1 << 16})
	if _, err := s.Solve(cancelled, c4.Start()); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled Solve: %v", err)
	}
	if _, err := NewSearcher(c4, &Options{TableBytes: 1 << 16, Limit: 5000}).Solve(ctx, c4.Start()); !errors.Is(err, ErrLimit) {
		t.Errorf("Solve past the node limit: %v", err)
	}
	// After an error the Searcher is usable again.
	small := NewConnectFour(4, 4)
	s2 := NewSearcher(small, &Options{TableBytes: 1 << 16, Limit: 100})
	if _, err := s2.Solve(ctx, small.Start()); !errors.Is(err, ErrLimit) {
		t.Fatalf("want ErrLimit, got %v", err)
	}
	s2.opt = &Options{TableBytes: 1 << 16}
	if v, err := s2.Solve(ctx, small.Start()); err != nil || v != 0 {
		t.Errorf("4x4 after an error: %d, %v; want 0 (draw)", v, err)
	}
}

// TestSearcherZeroKey stores and finds the position whose hash and value
// are all zero bits: no key value is reserved for an empty entry.
func TestSearcherZeroKey(t *testing.T) {
	g := zeroHash{NewConnectFour(4, 3)}
	s := NewSearcher[ConnectFourPos, int](g, &Options{TableBytes: 1 << 10})
	if v, err := s.Solve(context.Background(), ConnectFourPos{}); err != nil || v != 0 {
		t.Fatalf("4x3 with every hash 0: %d, %v; want 0", v, err)
	}
	b, _ := s.bucket(ConnectFourPos{})
	if b[0].kind == ttEmpty || b[0].key != (ConnectFourPos{}) {
		t.Fatalf("the empty board (key 0) is not in the table: %+v", b[0])
	}
}

type zeroHash struct{ *ConnectFour }

func (zeroHash) Hash(ConnectFourPos) uint64 { return 0 }

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

// checkScoringAt checks that a game's ScoredMovesAt agrees with Position,
// Terminal, Moves, Index, Gain and Payoff at every position.
func checkScoringAt[P comparable, S Score](t *testing.T, name string, g interface {
	Scoring[P, S]
	Dense[P]
	ScoringAt[S]
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
		var want []ScoredMove[S]
		for _, q := range moves {
			want = append(want, ScoredMove[S]{g.Index(q), g.Gain(p, q)})
		}
		if ended != wantEnded || (ended && pay != g.Payoff(p)) {
			t.Fatalf("%s: position %d (%v): ended %v payoff %v, want %v %v", name, i, p, ended, pay, wantEnded, g.Payoff(p))
		}
		if diff := cmp.Diff(want, got); !ended && diff != "" {
			t.Fatalf("%s: position %d (%v): ScoredMovesAt (-want +got):\n%s", name, i, p, diff)
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
	checkScoringAt[Span, int](t, "Coins", NewCoins(row))
	checkScoringAt[Span, int](t, "Blocks", NewBlocks(row))
	checkScoringAt[int, int](t, "PrimeRace", NewPrimeRace(50, 4))
	coins := NewCoins(row)
	byNumber, err := SolveScores(ctx, coins, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	type fwd = zeroSumFwd[Span, int]
	byPosition, err := SolveScores[Span, int](ctx, fwd{hideZeroSum[Span, int]{coins}, coins}, nil, nil)
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
