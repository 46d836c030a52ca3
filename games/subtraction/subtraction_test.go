package subtraction

import (
	"context"
	"errors"
	"math"
	"os"
	"slices"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/internal/testutil"
	"github.com/google/go-cmp/cmp"
)

// TestTakeRangeBrute checks TakeRangeOutcome and TakeRangeWinningTakes (and so
// the Bash game, p = 1) against brute force over the rules and against
// SolveTopo, for every 1 ≤ p ≤ q ≤ 9 and heap ≤ 120, normal and misère.
func TestTakeRangeBrute(t *testing.T) {
	const n = 120
	for _, play := range []cgt.Play{cgt.Normal, cgt.Misere} {
		for p := 1; p <= 9; p++ {
			for q := p; q <= 9; q++ {
				g, err := NewTakeRange(p, q, n, play)
				if err != nil {
					t.Fatal(err)
				}
				solve := testutil.BruteOutcome[int](g)
				sol, err := cgt.SolveTopo[int](context.Background(), g, nil, nil)
				if err != nil {
					t.Fatal(err)
				}
				for h := 0; h <= n; h++ {
					want := solve(h)
					got := TakeRangeOutcome(h, p, q, play)
					if got != want || sol.Outcome(h) != want {
						t.Fatalf("p=%d q=%d play=%v n=%d: closed form %v, brute %v, SolveTopo %v",
							p, q, play, h, got, want, sol.Outcome(h))
					}
					var gotTargets []int
					if lo, hi, ok := TakeRangeWinningTakes(h, p, q, play); ok {
						for s := lo; s <= hi; s++ {
							gotTargets = append(gotTargets, h-s)
						}
					}
					wantTargets := testutil.WinningTargets[int](g, solve, h)
					slices.Sort(gotTargets)
					slices.Sort(wantTargets)
					if diff := cmp.Diff(wantTargets, gotTargets); diff != "" {
						t.Fatalf("p=%d q=%d play=%v n=%d: winning targets (-brute +closed form):\n%s", p, q, play, h, diff)
					}
				}
				if p == 1 && play == cgt.Normal {
					for h := 0; h <= n; h++ {
						take, ok := BashWinningTake(h, q)
						if BashOutcome(h, q) != solve(h) || ok != (h%(q+1) != 0) || ok && take != h%(q+1) {
							t.Fatalf("Bash m=%d n=%d: %v, move %d %v", q, h, BashOutcome(h, q), take, ok)
						}
					}
				}
			}
		}
	}
}

// TestTakeRangeOverflow checks the closed forms where p+q overflows the
// integer type (uint8 with p = 100, q = 200; int64 near its maximum)
// against brute force on the same heaps as ints.
func TestTakeRangeOverflow(t *testing.T) {
	for _, play := range []cgt.Play{cgt.Normal, cgt.Misere} {
		g, _ := NewTakeRange(100, 200, 255, play)
		solve := testutil.BruteOutcome[int](g)
		for h := 0; h <= 255; h++ {
			if got, want := TakeRangeOutcome(uint8(h), 100, 200, play), solve(h); got != want {
				t.Fatalf("uint8 n=%d play=%v: %v, brute %v", h, play, got, want)
			}
			lo, hi, ok := TakeRangeWinningTakes(uint8(h), 100, 200, play)
			lo2, hi2, ok2 := TakeRangeWinningTakes(h, 100, 200, play)
			if ok != ok2 || int(lo) != lo2 || int(hi) != hi2 {
				t.Fatalf("uint8 n=%d play=%v: moves [%d, %d] %v, as int [%d, %d] %v", h, play, lo, hi, ok, lo2, hi2, ok2)
			}
		}
	}
	// Bash with m = MaxInt64: every n > 0 is won by taking it all.
	if take, ok := BashWinningTake(int64(math.MaxInt64), math.MaxInt64); !ok || take != math.MaxInt64 {
		t.Errorf("Bash(MaxInt64, MaxInt64) move %d %v", take, ok)
	}
	if BashOutcome(uint64(math.MaxUint64), 1) != cgt.Win || BashOutcome(uint64(math.MaxUint64-1), 1) != cgt.Loss {
		t.Error("Bash m=1 parity wrong at the top of uint64")
	}
}

// TestSubtractionValuesAndPeriod checks, for every subtraction set within
// {1, …, 7}, that Values equals SolveGrundy's nim-values and the brute
// mex, and that Period's proven period and preperiod hold on a much longer
// sequence and are least there. Expected facts: {1,3,4} has period 7 from
// 0 (0,1,0,1,2,3,2, Winning Ways ch. 4); {1,…,m} has values n mod (m+1).
func TestSubtractionValuesAndPeriod(t *testing.T) {
	for mask := 1; mask < 1<<7; mask++ {
		var set []int
		for s := 1; s <= 7; s++ {
			if mask&(1<<(s-1)) != 0 {
				set = append(set, s)
			}
		}
		g, err := New(set, 400, cgt.Normal)
		if err != nil {
			t.Fatal(err)
		}
		vals := g.Values()
		sol, err := cgt.SolveGrundy[int](context.Background(), g, nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		brute := testutil.BruteGrundy[int](g)
		for n, v := range vals {
			if sol.Value(n) != v || brute(n) != v {
				t.Fatalf("set %v n=%d: Values %d, SolveGrundy %d, brute %d", set, n, v, sol.Value(n), brute(n))
			}
		}
		per, err := g.Period(0)
		if err != nil || !per.Proven {
			t.Fatalf("set %v: %v %+v", set, err, per)
		}
		e, p := per.Preperiod, per.Period
		long := subtractionValues(g.set, false, e+p+4000)
		for n := e; n+p < len(long); n++ {
			if long[n] != long[n+p] {
				t.Fatalf("set %v: period %d from %d fails at %d", set, p, e, n)
			}
		}
		if e > 0 && long[e-1] == long[e-1+p] {
			t.Fatalf("set %v: preperiod %d is not least", set, e)
		}
		tail := long[len(long)-2*p:]
		for q := 1; q < p; q++ {
			if p%q == 0 && slices.Equal(tail[q:], tail[:len(tail)-q]) {
				t.Fatalf("set %v: period %d is not least (%d)", set, p, q)
			}
		}
		switch {
		case slices.Equal(set, []int{1, 3, 4}):
			if diff := cmp.Diff([]int{0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2}, vals[:14]); diff != "" || p != 7 || e != 0 {
				t.Errorf("{1,3,4}: period %d from %d, values diff:\n%s", p, e, diff)
			}
		case mask&(mask+1) == 0: // {1, …, m}
			m := len(set)
			for n, v := range vals {
				if v != n%(m+1) {
					t.Fatalf("{1..%d}: g(%d) = %d", m, n, v)
				}
			}
			if p != m+1 || e != 0 {
				t.Errorf("{1..%d}: period %d from %d", m, p, e)
			}
		}
	}
	if _, err := New([]int{1, 0}, 5, cgt.Normal); err == nil {
		t.Error("set with 0 accepted")
	}
	if _, err := New(nil, 5, cgt.Normal); err == nil {
		t.Error("empty set accepted")
	}
	if _, err := NewTakeRange(3, 2, 5, cgt.Normal); err == nil {
		t.Error("p > q accepted")
	}
}

// TestSubtractionDense checks the subtraction games' dense index and
// predecessors, including the take-all rule.
func TestSubtractionDense(t *testing.T) {
	g, _ := New([]int{2, 5, 6}, 40, cgt.Normal)
	testutil.CheckDenseReversible[int](t, g, g)
	r, _ := NewTakeRange(3, 5, 40, cgt.Misere)
	testutil.CheckDenseReversible[int](t, r, r)
	testutil.CheckDenseReversible[int](t, Squares{N: 200}, Squares{N: 200})
}

// TestSquareGame checks subtract-a-square: SolvePush, SolveTopo and the
// hand sieve agree to 10⁵; the losing positions begin as OEIS A030193
// (0, 2, 5, 7, 10, 12, 15, 17, 20, 22, 34, 39, 44, 52, 57, 62, 65, 67, 72,
// 85, 95, 109, 119, 124, 127, 130); and SolvePush finds 13,952 losing
// positions in 0 … 10⁶, the largest 999,960 (DESIGN §4). CGT_LONG=1 also
// solves 0 … 10⁷ and compares it with the sieve.
func TestSquareGame(t *testing.T) {
	ctx := context.Background()
	small := Squares{N: 100_000}
	push, err := cgt.SolvePush[int](ctx, small, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	pull, err := cgt.SolveTopo[int](ctx, small, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	sieve := testutil.SquareSieve(small.N)
	for n := 0; n <= small.N; n++ {
		want := cgt.Win
		if sieve[n] {
			want = cgt.Loss
		}
		if push.Outcome(n) != want || pull.Outcome(n) != want || push.Remoteness(n) != pull.Remoteness(n) {
			t.Fatalf("n=%d: sieve %v, push %v/%d, pull %v/%d", n, want,
				push.Outcome(n), push.Remoteness(n), pull.Outcome(n), pull.Remoteness(n))
		}
	}
	a030193 := []int{0, 2, 5, 7, 10, 12, 15, 17, 20, 22, 34, 39, 44, 52, 57, 62, 65, 67, 72, 85, 95, 109, 119, 124, 127, 130}
	var got []int
	for n, o := range push.All() {
		if o == cgt.Loss && len(got) < len(a030193) {
			got = append(got, n)
		}
	}
	if diff := cmp.Diff(a030193, got); diff != "" {
		t.Errorf("A030193 (-want +got):\n%s", diff)
	}
	sizes := []int{1_000_000}
	if os.Getenv("CGT_LONG") != "" {
		sizes = append(sizes, 10_000_000)
	}
	for _, n := range sizes {
		sol, err := cgt.SolvePush[int](ctx, Squares{N: n}, nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		count, largest := 0, -1
		for p, o := range sol.All() {
			if o == cgt.Loss {
				count++
				largest = p
			}
		}
		sieveCount := 0
		for _, l := range testutil.SquareSieve(n) {
			if l {
				sieveCount++
			}
		}
		t.Logf("0…%d: %d losing positions, largest %d", n, count, largest)
		if count != sieveCount {
			t.Errorf("0…%d: SolvePush %d losses, sieve %d", n, count, sieveCount)
		}
		if n == 1_000_000 && (count != 13_952 || largest != 999_960) {
			t.Errorf("0…10⁶: %d losing positions, largest %d; want 13952 and 999960", count, largest)
		}
	}
}

// TestVerify: Verify accepts the shipped subtraction games, which speak in
// numbers (DenseMoves, DensePredecessors, and MoveOffsets under normal
// play): their numbered forms and offsets agree with Moves and
// Predecessors.
func TestVerify(t *testing.T) {
	sub, err := New([]int{1, 3, 4}, 200, cgt.Misere)
	if err != nil {
		t.Fatal(err)
	}
	normal, err := New([]int{2, 3, 7}, 200, cgt.Normal) // MoveOffsets applies
	if err != nil {
		t.Fatal(err)
	}
	takeRange, err := NewTakeRange(2, 5, 200, cgt.Normal)
	if err != nil {
		t.Fatal(err)
	}
	for name, err := range map[string]error{
		"subtraction": cgt.Verify[int](sub, nil),
		"normal":      cgt.Verify[int](normal, nil),
		"take-range":  cgt.Verify[int](takeRange, nil),
		"square":      cgt.Verify[int](Squares{N: 500}, nil),
	} {
		if err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// TestProve checks Prove against Period on the sets of TestSubtraction's
// kind, and its context and Options: a cancelled context stops it with the
// context's error, Options.Limit and limit bound the values (ErrLimit),
// and Progress counts the values computed.
func TestProve(t *testing.T) {
	g, err := New([]int{2, 3, 7, 1000}, 0, cgt.Normal)
	if err != nil {
		t.Fatal(err)
	}
	want, err := g.Period(0)
	if err != nil {
		t.Fatal(err)
	}
	var calls []int
	got, err := g.Prove(context.Background(), 0, &cgt.Options{ProgressEvery: 1000, Progress: func(n int) { calls = append(calls, n) }})
	if err != nil || got != want {
		t.Errorf("Prove = %+v, %v; Period = %+v", got, err, want)
	}
	if len(calls) == 0 || !slices.IsSorted(calls) || calls[len(calls)-1] > want.Values*2+4064 {
		t.Errorf("progress calls %v for a proof with %d values", calls, want.Values)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := g.Prove(ctx, 0, nil); !errors.Is(err, context.Canceled) {
		t.Errorf("Prove with a cancelled context: %v", err)
	}
	if _, err := g.Prove(context.Background(), 1000, nil); !errors.Is(err, cgt.ErrLimit) {
		t.Errorf("Prove within 1000 values: %v, want ErrLimit", err)
	}
	if _, err := g.Prove(context.Background(), 0, &cgt.Options{Limit: 1000}); !errors.Is(err, cgt.ErrLimit) {
		t.Errorf("Prove with Options.Limit 1000: %v, want ErrLimit", err)
	}
}
