package cgt

import (
	"context"
	"errors"
	"math/rand/v2"
	"os"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// dag is a random acyclic game for differential tests: positions 0…n−1,
// every move leads to a position of lower rank (rank[p] < rank[q] for a
// move q→p), some positions terminal with a given outcome.
type dag struct {
	moves [][]int
	preds [][]int
	term  map[int]Outcome
	order []int // positions children first (by rank)
}

func (d *dag) Moves(dst []int, p int) []int        { return append(dst, d.moves[p]...) }
func (d *dag) Predecessors(dst []int, p int) []int { return append(dst, d.preds[p]...) }
func (d *dag) Terminal(p int) (Outcome, bool)      { o, ok := d.term[p]; return o, ok }

// denseDAG is the same game with the Dense capability.
type denseDAG struct{ *dag }

func (d denseDAG) Size() int          { return len(d.moves) }
func (d denseDAG) Index(p int) int    { return p }
func (d denseDAG) Position(i int) int { return i }

// movesDAG adds the DenseMoves capability.
type movesDAG struct{ denseDAG }

func (d movesDAG) MovesAt(dst []int, i int) []int        { return append(dst, d.moves[i]...) }
func (d movesDAG) TerminalAt(i int) (Outcome, bool)      { return d.Terminal(i) }
func (d movesDAG) PredecessorsAt(dst []int, i int) []int { return append(dst, d.preds[i]...) }

// randomDAG builds a game of n positions whose topological order is a random
// permutation (so index order is not an order of the game), with about
// density moves per position (duplicates allowed) and terminal positions of
// each outcome when withTerm is set (else normal play: every terminal
// position is a Loss).
func randomDAG(r *rand.Rand, n, density int, withTerm bool) *dag {
	perm := r.Perm(n) // perm[k] is the position of rank k
	d := &dag{moves: make([][]int, n), preds: make([][]int, n), term: map[int]Outcome{}}
	for k := 1; k < n; k++ {
		p := perm[k]
		for range r.IntN(density + 1) {
			q := perm[r.IntN(k)]
			d.moves[p] = append(d.moves[p], q)
			d.preds[q] = append(d.preds[q], p)
		}
	}
	for p := range n {
		if r.IntN(5) == 0 {
			if withTerm {
				d.term[p] = []Outcome{Loss, Tie, Win}[r.IntN(3)]
			} else if len(d.moves[p]) == 0 {
				d.term[p] = Loss
			}
		}
	}
	// Terminal positions have no moves as far as the engines are concerned;
	// keep the predecessor lists consistent with that.
	for p := range n {
		if _, ok := d.term[p]; ok {
			for _, q := range d.moves[p] {
				d.preds[q] = slices.DeleteFunc(d.preds[q], func(x int) bool { return x == p })
			}
			d.moves[p] = nil
		}
	}
	d.order = perm
	return d
}

// bruteResult is the value of a position by plain recursion on the rules:
// the best of the moves' opposites, wins as fast as possible, losses as
// slowly as possible, ties as fast as possible.
type bruteResult struct {
	O     Outcome
	R     int
	Grund int
}

func brute(d *dag, p int, memo map[int]bruteResult) bruteResult {
	if r, ok := memo[p]; ok {
		return r
	}
	var res bruteResult
	if o, ok := d.term[p]; ok {
		res = bruteResult{O: o}
	} else {
		res = bruteResult{O: Loss}
		var vals []int
		first := true
		for _, q := range d.moves[p] {
			c := brute(d, q, memo)
			vals = append(vals, c.Grund)
			o, rem := c.O.Opposite(), c.R+1
			switch {
			case first, o > res.O,
				o == res.O && o == Loss && rem > res.R,
				o == res.O && o != Loss && rem < res.R:
				res.O, res.R = o, rem
			}
			first = false
		}
		// The mex by definition: the least value not among the moves'.
		for slices.Contains(vals, res.Grund) {
			res.Grund++
		}
	}
	memo[p] = res
	return res
}

// checkEngines solves d with every acyclic engine, in both the map-backed
// and the Dense form, and compares each position's outcome, remoteness and
// (for normal play) nim-value with the brute-force recursion.
func checkEngines(t *testing.T, d *dag, normalPlay bool) {
	t.Helper()
	ctx := context.Background()
	n := len(d.moves)
	memo := map[int]bruteResult{}
	want := make([]bruteResult, n)
	all := make([]int, n)
	for p := range n {
		want[p] = brute(d, p, memo)
		all[p] = p
	}
	type solver struct {
		name  string
		solve func() (*Solution[int], error)
		grund bool // values are nim-values, no remoteness
	}
	solvers := []solver{
		{"topo-map", func() (*Solution[int], error) { return SolveTopo[int](ctx, d, all, nil) }, false},
		{"topo-dense", func() (*Solution[int], error) { return SolveTopo[int](ctx, denseDAG{d}, nil, nil) }, false},
		{"topo-densemoves", func() (*Solution[int], error) { return SolveTopo[int](ctx, movesDAG{denseDAG{d}}, nil, nil) }, false},
		{"order-map", func() (*Solution[int], error) { return SolveTopoOrder[int](ctx, d, d.order, nil) }, false},
		{"order-dense", func() (*Solution[int], error) { return SolveTopoOrder[int](ctx, denseDAG{d}, d.order, nil) }, false},
		{"push-map", func() (*Solution[int], error) { return SolvePush[int](ctx, d, d.order, nil) }, false},
		{"push-dense", func() (*Solution[int], error) { return SolvePush[int](ctx, denseDAG{d}, d.order, nil) }, false},
		{"push-densemoves", func() (*Solution[int], error) { return SolvePush[int](ctx, movesDAG{denseDAG{d}}, d.order, nil) }, false},
	}
	if normalPlay {
		solvers = append(solvers,
			solver{"grundy-map", func() (*Solution[int], error) { return SolveGrundy[int](ctx, d, all, nil) }, true},
			solver{"grundy-dense", func() (*Solution[int], error) { return SolveGrundy[int](ctx, denseDAG{d}, nil, nil) }, true},
			solver{"grundy-densemoves", func() (*Solution[int], error) { return SolveGrundy[int](ctx, movesDAG{denseDAG{d}}, nil, nil) }, true})
	}
	for _, s := range solvers {
		sol, err := s.solve()
		if err != nil {
			t.Fatalf("%s: %v", s.name, err)
		}
		if sol.Len() != n {
			t.Errorf("%s: Len() = %d, want %d", s.name, sol.Len(), n)
		}
		got := make([]bruteResult, n)
		for p := range n {
			if s.grund {
				got[p] = bruteResult{O: sol.Outcome(p), R: want[p].R, Grund: sol.Value(p)}
				if sol.Remoteness(p) != -1 {
					t.Errorf("%s: Remoteness(%d) = %d, want -1", s.name, p, sol.Remoteness(p))
				}
			} else {
				got[p] = bruteResult{O: sol.Outcome(p), R: sol.Remoteness(p), Grund: want[p].Grund}
			}
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Fatalf("%s disagrees with brute force (-want +got):\n%s", s.name, diff)
		}
	}
}

// TestEnginesAgree: on random acyclic games, every engine equals the
// brute-force recursion on the rules (and Grundy ≠ 0 ⇔ Win in normal play).
func TestEnginesAgree(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for i := range 300 {
		n := 1 + r.IntN(40)
		checkEngines(t, randomDAG(r, n, 1+r.IntN(5), i%2 == 0), i%2 == 1)
	}
}

// FuzzEngines is the differential fuzz target: random DAGs from the input's
// seed, all engines against brute force.
func FuzzEngines(f *testing.F) {
	f.Add(uint64(1), uint8(10), uint8(3), false)
	f.Add(uint64(7), uint8(40), uint8(5), true)
	f.Fuzz(func(t *testing.T, seed uint64, n, density uint8, withTerm bool) {
		r := rand.New(rand.NewPCG(seed, uint64(n)))
		checkEngines(t, randomDAG(r, 1+int(n)%40, 1+int(density)%6, withTerm), !withTerm)
	})
}

// chain is the game n → n−1 → … → 0: position k is lost iff k is even,
// its nim-value is k mod 2 and its remoteness is k.
type chain struct{ n int }

func (c chain) Moves(dst []int, p int) []int {
	if p > 0 {
		dst = append(dst, p-1)
	}
	return dst
}
func (c chain) Predecessors(dst []int, p int) []int {
	if p < c.n-1 {
		dst = append(dst, p+1)
	}
	return dst
}
func (chain) Terminal(int) (Outcome, bool) { return Unknown, false }

type denseChain struct{ chain }

func (c denseChain) Size() int          { return c.n }
func (c denseChain) Index(p int) int    { return p }
func (c denseChain) Position(i int) int { return i }

// TestDeepChain: a chain of 10^6 positions solves with every engine, with
// goroutine stacks capped at 8 MiB: nothing recurses on the Go stack (a
// recursion 10^6 deep needs 16 MiB for return addresses and frame pointers
// alone, and dies at the cap). The depth-first search is the same code for
// map-backed and Dense games and is taken to full depth by the "from-top"
// cases. CGT_LONG=1 runs the design's chain of 10^7 (2 s and 860 MB more;
// the map-backed cases stay at 10^6, since there the map, not the depth,
// is the cost).
func TestDeepChain(t *testing.T) {
	n := 1_000_000
	if os.Getenv("CGT_LONG") != "" && !raceEnabled {
		n = 10_000_000
	}
	defer debug.SetMaxStack(debug.SetMaxStack(8 << 20))
	m := min(n, 1_000_000)
	ctx := context.Background()
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	for _, tc := range []struct {
		name  string
		size  int
		solve func(size int) (*Solution[int], error)
	}{
		{"grundy-map", m, func(k int) (*Solution[int], error) { return SolveGrundy[int](ctx, chain{k}, []int{k - 1}, nil) }},
		{"grundy-dense", n, func(k int) (*Solution[int], error) { return SolveGrundy[int](ctx, denseChain{chain{k}}, nil, nil) }},
		{"grundy-dense-from-top", n, func(k int) (*Solution[int], error) {
			return SolveGrundy[int](ctx, denseChain{chain{k}}, []int{k - 1}, nil)
		}},
		{"topo-map", m, func(k int) (*Solution[int], error) { return SolveTopo[int](ctx, chain{k}, []int{k - 1}, nil) }},
		{"topo-dense-from-top", n, func(k int) (*Solution[int], error) {
			return SolveTopo[int](ctx, denseChain{chain{k}}, []int{k - 1}, nil)
		}},
		{"order-dense", n, func(k int) (*Solution[int], error) {
			return SolveTopoOrder[int](ctx, denseChain{chain{k}}, order[:k], nil)
		}},
		{"push-dense", n, func(k int) (*Solution[int], error) { return SolvePush[int](ctx, denseChain{chain{k}}, nil, nil) }},
		{"push-map", m, func(k int) (*Solution[int], error) { return SolvePush[int](ctx, chain{k}, order[:k], nil) }},
	} {
		sol, err := tc.solve(tc.size)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		// The top of the chain: lost iff it is even, remoteness its number.
		top := tc.size - 1
		want := Win
		if top%2 == 0 {
			want = Loss
		}
		if got := sol.Outcome(top); got != want || sol.Len() != tc.size {
			t.Errorf("%s: Outcome(%d) = %v, Len = %d; want %v, %d", tc.name, top, got, sol.Len(), want, tc.size)
		}
		// The Grundy engine gives nim-values and no remoteness; the others
		// the reverse.
		wantRem, wantVal := top, -1
		if strings.HasPrefix(tc.name, "grundy") {
			wantRem, wantVal = -1, top%2
		}
		if r := sol.Remoteness(top); r != wantRem {
			t.Errorf("%s: Remoteness(%d) = %d, want %d", tc.name, top, r, wantRem)
		}
		if v := sol.Value(top); v != wantVal {
			t.Errorf("%s: Value(%d) = %d, want %d", tc.name, top, v, wantVal)
		}
	}
}

// twoCycle is the game 0 ⇄ 1.
type twoCycle struct{}

func (twoCycle) Moves(dst []int, p int) []int        { return append(dst, 1-p) }
func (twoCycle) Predecessors(dst []int, p int) []int { return append(dst, 1-p) }
func (twoCycle) Terminal(int) (Outcome, bool)        { return Unknown, false }

// TestCycle: the acyclic engines refuse a two-position cycle. The searching
// forms report ErrCycle; the forms driven by an order report ErrOrder, as no
// order of a cyclic game is topological.
func TestCycle(t *testing.T) {
	ctx := context.Background()
	if _, err := SolveGrundy[int](ctx, twoCycle{}, []int{0}, nil); !errors.Is(err, ErrCycle) {
		t.Errorf("SolveGrundy: err = %v, want ErrCycle", err)
	}
	if _, err := Grundy[int](twoCycle{}, 1); !errors.Is(err, ErrCycle) {
		t.Errorf("Grundy: err = %v, want ErrCycle", err)
	}
	if _, err := SolveTopo[int](ctx, twoCycle{}, []int{0}, nil); !errors.Is(err, ErrCycle) {
		t.Errorf("SolveTopo: err = %v, want ErrCycle", err)
	}
	if _, err := SolveTopoOrder[int](ctx, twoCycle{}, []int{0, 1}, nil); !errors.Is(err, ErrOrder) {
		t.Errorf("SolveTopoOrder: err = %v, want ErrOrder", err)
	}
	if _, err := SolvePush[int](ctx, twoCycle{}, []int{0, 1}, nil); !errors.Is(err, ErrOrder) {
		t.Errorf("SolvePush: err = %v, want ErrOrder", err)
	}
}

// TestLimit: more positions than Options.Limit is ErrLimit, for the search
// and for a Dense whole space (refused before any work).
func TestLimit(t *testing.T) {
	ctx := context.Background()
	opt := &Options{Limit: 1000}
	if _, err := SolveGrundy[int](ctx, chain{5000}, []int{4999}, opt); !errors.Is(err, ErrLimit) {
		t.Errorf("SolveGrundy map: err = %v, want ErrLimit", err)
	}
	if _, err := SolveTopo[int](ctx, denseChain{chain{5000}}, nil, opt); !errors.Is(err, ErrLimit) {
		t.Errorf("SolveTopo dense: err = %v, want ErrLimit", err)
	}
	if _, err := SolvePush[int](ctx, denseChain{chain{5000}}, nil, opt); !errors.Is(err, ErrLimit) {
		t.Errorf("SolvePush dense: err = %v, want ErrLimit", err)
	}
	// At the limit exactly, it solves.
	if _, err := SolveGrundy[int](ctx, chain{1000}, []int{999}, opt); err != nil {
		t.Errorf("SolveGrundy with 1000 positions, limit 1000: %v", err)
	}
}

// TestCancel: a cancelled context stops a 10^8-position solve with
// ctx.Err() (a solve that ran to its end would return nil), soon after the
// cancel. The bound is generous, 10 s, so that a loaded machine does not
// fail it (with a solve running beside it, push-dense returned 1.9 s
// after the cancel, before its tables were made while it waited:
// makeTable); TestCancelBeforeTables checks without a clock that no table
// is made once the context is done.
func TestCancel(t *testing.T) {
	const n = 100_000_000
	for _, tc := range []struct {
		name  string
		solve func(ctx context.Context) error
	}{
		{"grundy-map", func(ctx context.Context) error {
			_, err := SolveGrundy[int](ctx, chain{n}, []int{n - 1}, nil)
			return err
		}},
		{"topo-map", func(ctx context.Context) error {
			_, err := SolveTopo[int](ctx, chain{n}, []int{n - 1}, nil)
			return err
		}},
		{"push-dense", func(ctx context.Context) error {
			_, err := SolvePush[int](ctx, denseChain{chain{n}}, nil, nil)
			return err
		}},
	} {
		ctx, cancel := context.WithCancel(context.Background())
		cancelled := make(chan time.Time, 1)
		time.AfterFunc(50*time.Millisecond, func() { cancelled <- time.Now(); cancel() })
		err := tc.solve(ctx)
		cancel()
		if !errors.Is(err, context.Canceled) {
			t.Errorf("%s: err = %v, want context.Canceled", tc.name, err)
			continue
		}
		if d := time.Since(<-cancelled); d > 10*time.Second {
			t.Errorf("%s: returned %v after the cancel", tc.name, d)
		}
	}
}

// scoreChain is the chain as a scoring game: a move scores 1.
type scoreChain struct{ denseChain }

func (scoreChain) Gain(p, q int) int { return 1 }
func (scoreChain) Payoff(int) int    { return 0 }

// TestCancelBeforeTables checks that an engine given a context already
// cancelled returns its error before it allocates its tables (issue 43,
// item 14: the dense engines allocated and cleared their tables, half a
// gigabyte for 10⁸ positions, before they looked at the context, and on a
// loaded machine TestCancel saw push-dense return 1.9 s after the
// cancel). The measure is the bytes allocated, not a time: every engine
// here would hold at least 2 bytes a position of the 2²⁶ of the chain;
// allowed, 1 MiB.
func TestCancelBeforeTables(t *testing.T) {
	const n = 1 << 26
	g := denseChain{chain{n}}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for _, tc := range []struct {
		name  string
		solve func() error
	}{
		{"grundy", func() error { _, err := SolveGrundy[int](ctx, g, nil, nil); return err }},
		{"topo", func() error { _, err := SolveTopo[int](ctx, g, nil, nil); return err }},
		{"topo-order", func() error { _, err := SolveTopoOrder[int](ctx, g, []int{0}, nil); return err }},
		{"push", func() error { _, err := SolvePush[int](ctx, g, nil, nil); return err }},
		{"retrograde", func() error { _, err := SolveRetrograde[int](ctx, g, nil, nil); return err }},
		{"retrograde-reach", func() error { _, err := SolveRetrograde[int](ctx, g, []int{n - 1}, nil); return err }},
		{"scores", func() error { _, err := SolveScores[int, int](ctx, scoreChain{g}, nil, nil); return err }},
	} {
		// The bytes are the process's: a table that an earlier test's
		// cancelled solve left to be made (makeTable) may be counted, so
		// the least of three tries is taken.
		least := uint64(1 << 63)
		for range 3 {
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			err := tc.solve()
			runtime.ReadMemStats(&after)
			if !errors.Is(err, context.Canceled) {
				t.Errorf("%s: %v, want context.Canceled", tc.name, err)
			}
			least = min(least, after.TotalAlloc-before.TotalAlloc)
		}
		if least > 1<<20 {
			t.Errorf("%s: allocated %d bytes before it returned the context's error", tc.name, least)
		}
	}
}

// TestMakeTableCancel checks that makeTable returns a context's error
// when the context is done while a large table is made (a context whose
// Err is nil at makeTable's first look and whose Done channel is closed),
// and gives the table for an idle or a nil context.
func TestMakeTableCancel(t *testing.T) {
	if s, err := makeTable[int32](context.Background(), 1<<21); err != nil || len(s) != 1<<21 {
		t.Errorf("makeTable with an idle context: %d entries, %v", len(s), err)
	}
	var none context.Context // nil: never done
	if s, err := makeTable[int32](none, 10); err != nil || len(s) != 10 {
		t.Errorf("makeTable with a nil context: %d entries, %v", len(s), err)
	}
	late := &lateCancel{done: make(chan struct{})}
	close(late.done)
	if _, err := makeTable[uint64](late, 1<<24); !errors.Is(err, context.Canceled) {
		t.Errorf("makeTable while the context is cancelled: %v, want context.Canceled", err)
	}
}

// lateCancel is a context whose Done channel is closed but whose Err says
// so only from its second call: a cancel that comes after makeTable's
// first look at the context.
type lateCancel struct {
	context.Context
	done  chan struct{}
	calls atomic.Int32
}

func (c *lateCancel) Done() <-chan struct{} { return c.done }
func (c *lateCancel) Err() error {
	if c.calls.Add(1) == 1 {
		return nil
	}
	return context.Canceled
}

// TestProgress: Progress is called with increasing counts at the interval.
func TestProgress(t *testing.T) {
	var calls []int
	opt := &Options{ProgressEvery: 1000, Progress: func(n int) { calls = append(calls, n) }}
	if _, err := SolveTopo[int](context.Background(), denseChain{chain{5500}}, nil, opt); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]int{1000, 2000, 3000, 4000, 5000}, calls); diff != "" {
		t.Errorf("progress calls (-want +got):\n%s", diff)
	}
}

// TestMeterResume: a Meter resumed at 2,500 calls Progress at the
// multiples of the interval above it, as one Meter counting from 0 would
// have, and its limit counts the resumed positions.
func TestMeterResume(t *testing.T) {
	var calls []int
	opt := &Options{Limit: 5000, ProgressEvery: 1000, Progress: func(n int) { calls = append(calls, n) }}
	m := NewMeter(context.Background(), opt)
	m.Resume(2500)
	var err error
	for err == nil {
		err = m.Step()
	}
	if !errors.Is(err, ErrLimit) || m.Done() != 5001 {
		t.Errorf("stopped at %d with %v, want 5001 and ErrLimit", m.Done(), err)
	}
	if diff := cmp.Diff([]int{3000, 4000, 5000}, calls); diff != "" {
		t.Errorf("progress calls (-want +got):\n%s", diff)
	}
}

// TestIndexOutOfRange: a Dense game whose Index is wrong is an error, not a
// panic.
func TestIndexOutOfRange(t *testing.T) {
	g := denseChain{chain{10}}
	_, err := SolveGrundy[int](context.Background(), g, []int{12}, nil)
	if !errors.Is(err, ErrIndex) {
		t.Errorf("err = %v, want ErrIndex", err)
	}
}

// TestNotNormalPlay: the Grundy engine refuses a terminal Win.
func TestNotNormalPlay(t *testing.T) {
	d := &dag{moves: [][]int{nil, {0}}, preds: [][]int{{1}, nil}, term: map[int]Outcome{0: Win}}
	if _, err := SolveGrundy[int](context.Background(), d, []int{1}, nil); !errors.Is(err, ErrNotNormalPlay) {
		t.Errorf("err = %v, want ErrNotNormalPlay", err)
	}
}

// anyLower is the game where a heap n may become any smaller heap: one-heap
// Nim, whose nim-value of n is n itself. Its values outgrow a byte.
type anyLower struct{ n int }

func (g anyLower) Moves(dst []int, p int) []int {
	for q := p - 1; q >= 0; q-- {
		dst = append(dst, q)
	}
	return dst
}
func (anyLower) Terminal(int) (Outcome, bool)       { return Unknown, false }
func (g anyLower) Size() int                        { return g.n }
func (anyLower) Index(p int) int                    { return p }
func (anyLower) Position(i int) int                 { return i }
func (g anyLower) MovesAt(dst []int, i int) []int   { return g.Moves(dst, i) }
func (g anyLower) TerminalAt(i int) (Outcome, bool) { return g.Terminal(i) }

type anyLowerDense struct{ g anyLower } // Dense without DenseMoves

func (d anyLowerDense) Moves(dst []int, p int) []int { return d.g.Moves(dst, p) }
func (anyLowerDense) Terminal(int) (Outcome, bool)   { return Unknown, false }
func (d anyLowerDense) Size() int                    { return d.g.n }
func (anyLowerDense) Index(p int) int                { return p }
func (anyLowerDense) Position(i int) int             { return i }

type anyLowerMap struct{ g anyLower } // neither

func (d anyLowerMap) Moves(dst []int, p int) []int { return d.g.Moves(dst, p) }
func (anyLowerMap) Terminal(int) (Outcome, bool)   { return Unknown, false }

// TestLargeValues: nim-values beyond one byte (the table widens) and beyond
// 64 (the mex leaves its one-word fast path) are exact: one-heap Nim has
// value n at heap n (Bouton), in every storage form.
func TestLargeValues(t *testing.T) {
	const n = 700
	ctx := context.Background()
	for name, solve := range map[string]func() (*Solution[int], error){
		"densemoves": func() (*Solution[int], error) { return SolveGrundy[int](ctx, anyLower{n}, nil, nil) },
		"dense":      func() (*Solution[int], error) { return SolveGrundy[int](ctx, anyLowerDense{anyLower{n}}, nil, nil) },
		"dense-top": func() (*Solution[int], error) {
			return SolveGrundy[int](ctx, anyLowerDense{anyLower{n}}, []int{n - 1}, nil)
		},
		"map": func() (*Solution[int], error) {
			return SolveGrundy[int](ctx, anyLowerMap{anyLower{n}}, []int{n - 1}, nil)
		},
	} {
		sol, err := solve()
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for p := range n {
			if v := sol.Value(p); v != p {
				t.Fatalf("%s: Value(%d) = %d, want %d", name, p, v, p)
			}
		}
	}
}

// brokenMoves numbers its moves wrongly: MovesAt drops the last move.
type brokenMoves struct{ movesDAG }

func (b brokenMoves) MovesAt(dst []int, i int) []int {
	m := b.moves[i]
	if len(m) > 0 {
		m = m[:len(m)-1]
	}
	return append(dst, m...)
}

// TestVerifyNumbers: Verify accepts a game that speaks in numbers
// consistently and catches a DenseMoves that disagrees with Moves. (The
// shipped games are verified in their own packages.)
func TestVerifyNumbers(t *testing.T) {
	d := randomDAG(rand.New(rand.NewPCG(3, 4)), 30, 4, false)
	if err := Verify[int](movesDAG{denseDAG{d}}, nil); err != nil {
		t.Errorf("movesDAG: %v", err)
	}
	if err := Verify[int](brokenMoves{movesDAG{denseDAG{d}}}, nil); !errors.Is(err, ErrInconsistent) {
		t.Errorf("brokenMoves: err = %v, want ErrInconsistent", err)
	}
}
