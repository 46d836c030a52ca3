package cgt

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"runtime"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// graphGame is an explicit game graph on positions 0 … n−1: a loopy
// impartial game when term has no entries, with early ends otherwise.
type graphGame struct {
	moves [][]int32
	preds [][]int32
	term  []Outcome // Unknown: play goes on
}

func (g *graphGame) Moves(dst []int32, p int32) []int32 { return append(dst, g.moves[p]...) }
func (g *graphGame) Terminal(p int32) (Outcome, bool) {
	return g.term[p], g.term[p] != Unknown
}
func (g *graphGame) Predecessors(dst []int32, p int32) []int32 {
	return append(dst, g.preds[p]...)
}
func (g *graphGame) Size() int            { return len(g.moves) }
func (g *graphGame) Index(p int32) int    { return int(p) }
func (g *graphGame) Position(i int) int32 { return int32(i) }

// The four capability mixes of the same graph.
type (
	graphDenseRev struct{ *graphGame } // Dense + Reversible
	graphDenseFwd struct{ g *graphGame }
	graphMapRev   struct{ g *graphGame }
	graphMapFwd   struct{ g *graphGame }
)

func (g graphDenseFwd) Moves(dst []int32, p int32) []int32 { return g.g.Moves(dst, p) }
func (g graphDenseFwd) Terminal(p int32) (Outcome, bool)   { return g.g.Terminal(p) }
func (g graphDenseFwd) Size() int                          { return g.g.Size() }
func (g graphDenseFwd) Index(p int32) int                  { return int(p) }
func (g graphDenseFwd) Position(i int) int32               { return int32(i) }
func (g graphMapRev) Moves(dst []int32, p int32) []int32   { return g.g.Moves(dst, p) }
func (g graphMapRev) Terminal(p int32) (Outcome, bool)     { return g.g.Terminal(p) }
func (g graphMapRev) Predecessors(dst []int32, p int32) []int32 {
	return g.g.Predecessors(dst, p)
}
func (g graphMapFwd) Moves(dst []int32, p int32) []int32 { return g.g.Moves(dst, p) }
func (g graphMapFwd) Terminal(p int32) (Outcome, bool)   { return g.g.Terminal(p) }

// randomGraph returns a random graph on n positions with about deg moves
// per position (duplicates allowed: two moves to the same position), a
// fraction of them terminal when ends is set.
func randomGraph(r *rand.Rand, n int, deg float64, ends bool) *graphGame {
	g := &graphGame{moves: make([][]int32, n), preds: make([][]int32, n), term: make([]Outcome, n)}
	for p := range n {
		if ends && r.IntN(6) == 0 {
			g.term[p] = []Outcome{Loss, Win, Tie, Tie, Draw}[r.IntN(5)]
			continue
		}
		k := r.IntN(int(2*deg) + 1)
		for range k {
			q := int32(r.IntN(n))
			g.moves[p] = append(g.moves[p], q)
			g.preds[q] = append(g.preds[q], int32(p))
		}
	}
	return g
}

// naiveSolve computes outcomes and remoteness straight from the definition,
// by rounds of value iteration over the whole graph: in round k a position
// is won if some move leads to a position lost in an earlier round, lost
// if every move leads to a position won in an earlier round (or play ended
// with that outcome), and its remoteness is k; after the fixpoint, ties
// spread the same way from ended ties; the rest are draws. No counters, no
// queues: every round re-examines every position.
func naiveSolve(g *graphGame) ([]Outcome, []int) {
	n := len(g.moves)
	out := make([]Outcome, n)
	rem := make([]int, n)
	for i := range rem {
		rem[i] = -1
	}
	for _, tiePhase := range []bool{false, true} {
		for k := 0; ; k++ {
			type upd struct {
				p int
				o Outcome
			}
			var ups []upd
			for p := range n {
				if out[p] != Unknown {
					continue
				}
				if t := g.term[p]; t != Unknown {
					if k == 0 && (t == Tie) == tiePhase && t != Draw {
						ups = append(ups, upd{p, t})
					}
					continue
				}
				if tiePhase {
					for _, q := range g.moves[p] {
						if out[q] == Tie {
							ups = append(ups, upd{p, Tie})
							break
						}
					}
					continue
				}
				allWon, someLost := true, false
				for _, q := range g.moves[p] {
					allWon = allWon && out[q] == Win
					someLost = someLost || out[q] == Loss
				}
				switch {
				case someLost:
					ups = append(ups, upd{p, Win})
				case allWon:
					ups = append(ups, upd{p, Loss}) // also: no moves at all
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
		if out[p] == Unknown {
			out[p] = Draw
		}
	}
	return out, rem
}

type graphResult struct {
	Out []Outcome
	Rem []int
}

func collect(s *Solution[int32], n int) graphResult {
	r := graphResult{make([]Outcome, n), make([]int, n)}
	for p := range n {
		r.Out[p], r.Rem[p] = s.Outcome(int32(p)), s.Remoteness(int32(p))
	}
	return r
}

// sameResult is a fast equality test (cmp.Diff is slow on long slices and
// is used only to print a difference).
func sameResult(a, b graphResult) bool {
	return slices.Equal(a.Out, b.Out) && slices.Equal(a.Rem, b.Rem)
}

// checkGraph solves g in every capability mix and worker count, and
// compares each with naiveSolve.
func checkGraph(t *testing.T, g *graphGame) {
	t.Helper()
	n := len(g.moves)
	o, r := naiveSolve(g)
	want := graphResult{o, r}
	all := make([]int32, n)
	for i := range all {
		all[i] = int32(i)
	}
	type variant struct {
		name   string
		game   Game[int32]
		starts []int32
	}
	vs := []variant{
		{"dense-rev-whole", graphDenseRev{g}, nil},
		{"dense-fwd-whole", graphDenseFwd{g}, nil},
		{"dense-rev-reach", graphDenseRev{g}, all},
		{"dense-fwd-reach", graphDenseFwd{g}, all},
		{"map-rev", graphMapRev{g}, all},
		{"map-fwd", graphMapFwd{g}, all},
	}
	for _, v := range vs {
		for _, workers := range []int{1, 2, 3} {
			s, err := SolveRetrograde(context.Background(), v.game, v.starts, &Options{Workers: workers})
			if err != nil {
				t.Fatalf("%s workers=%d: %v", v.name, workers, err)
			}
			if s.Len() != n {
				t.Fatalf("%s workers=%d: Len() = %d, want %d", v.name, workers, s.Len(), n)
			}
			if got := collect(s, n); !sameResult(want, got) {
				t.Fatalf("%s workers=%d: retrograde vs value iteration (-want +got):\n%s", v.name, workers, cmp.Diff(want, got))
			}
		}
	}
}

// TestRetrogradeRandomGraphs checks the engine against value iteration
// (naiveSolve) on random loopy graphs, with and without early ends and
// ties, small and large enough to share layers among workers.
func TestRetrogradeRandomGraphs(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for range 300 {
		checkGraph(t, randomGraph(r, 1+r.IntN(14), 0.5+2*r.Float64(), r.IntN(2) == 0))
	}
	for _, ends := range []bool{false, true} {
		checkGraph(t, randomGraph(r, 20000, 1.3, ends))
	}
}

// FuzzRetrograde is the differential fuzz target: retrograde analysis in
// every mode against naive value iteration on a random graph.
func FuzzRetrograde(f *testing.F) {
	f.Add(uint64(1), uint8(5), uint8(10), true)
	f.Add(uint64(7), uint8(12), uint8(30), false)
	f.Fuzz(func(t *testing.T, seed uint64, n, deg uint8, ends bool) {
		r := rand.New(rand.NewPCG(seed, 99))
		checkGraph(t, randomGraph(r, 1+int(n)%40, float64(deg%40)/10, ends))
	})
}

// TestRetrogradeLongChain checks remoteness beyond what a cell holds (the
// side map): a path of 20,000 positions ending in a loss alternates Win
// and Loss with remoteness equal to the distance to the end.
func TestRetrogradeLongChain(t *testing.T) {
	const n = 20000
	g := &graphGame{moves: make([][]int32, n), preds: make([][]int32, n), term: make([]Outcome, n)}
	for p := 1; p < n; p++ {
		g.moves[p] = []int32{int32(p - 1)}
		g.preds[p-1] = []int32{int32(p)}
	}
	for _, workers := range []int{1, 2} {
		s, err := SolveRetrograde(context.Background(), graphDenseRev{g}, nil, &Options{Workers: workers})
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range []int32{0, 1, 8190, 8191, 8192, 12345, n - 1} {
			wantO := Loss
			if p%2 == 1 {
				wantO = Win
			}
			if o, r := s.Outcome(p), s.Remoteness(p); o != wantO || r != int(p) {
				t.Errorf("workers=%d: position %d: %v %d, want %v %d", workers, p, o, r, wantO, p)
			}
		}
		if got := s.Stats().MaxRemoteness; got != n-1 {
			t.Errorf("MaxRemoteness = %d, want %d", got, n-1)
		}
	}
}

// TestRetrogradeHighDegree checks the counter side table and widening: a
// position with 1,000 moves to won positions is lost only once all are
// known, and many such positions widen the counters.
func TestRetrogradeHighDegree(t *testing.T) {
	for _, hubs := range []int{1, 3000} {
		const leaves = 1000
		n := hubs + 2*leaves
		g := &graphGame{moves: make([][]int32, n), preds: make([][]int32, n), term: make([]Outcome, n)}
		// Leaves hubs+k (k < leaves) move to hubs+leaves+k, which ends lost.
		for k := range leaves {
			a, b := int32(hubs+k), int32(hubs+leaves+k)
			g.moves[a] = []int32{b}
			g.preds[b] = append(g.preds[b], a)
			g.term[b] = Loss
		}
		for h := range hubs {
			for k := range leaves {
				a := int32(hubs + k)
				g.moves[h] = append(g.moves[h], a)
				g.preds[a] = append(g.preds[a], int32(h))
			}
		}
		o, r := naiveSolve(g)
		for _, workers := range []int{1, 2} {
			s, err := SolveRetrograde(context.Background(), graphDenseRev{g}, nil, &Options{Workers: workers})
			if err != nil {
				t.Fatal(err)
			}
			if got := collect(s, n); !sameResult(graphResult{o, r}, got) {
				t.Fatalf("hubs=%d workers=%d (-want +got):\n%s", hubs, workers, cmp.Diff(graphResult{o, r}, got))
			}
			if s.Outcome(0) != Loss || s.Remoteness(0) != 2 {
				t.Errorf("hub: %v %d, want Loss 2", s.Outcome(0), s.Remoteness(0))
			}
		}
	}
}

// badIndex is a Dense game whose Index is out of range for position 3.
type badIndex struct{ graphDenseRev }

func (b badIndex) Index(p int32) int {
	if p == 3 {
		return 99
	}
	return int(p)
}

func TestRetrogradeErrors(t *testing.T) {
	g := randomGraph(rand.New(rand.NewPCG(3, 4)), 50, 2, false)
	all := make([]int32, 50)
	for i := range all {
		all[i] = int32(i)
	}
	if _, err := SolveRetrograde(context.Background(), graphDenseRev{g}, nil, &Options{Limit: 10}); !errors.Is(err, ErrLimit) {
		t.Errorf("whole space over the limit: err = %v, want ErrLimit", err)
	}
	if _, err := SolveRetrograde(context.Background(), graphMapFwd{g}, all, &Options{Limit: 10}); !errors.Is(err, ErrLimit) {
		t.Errorf("map over the limit: err = %v, want ErrLimit", err)
	}
	if _, err := SolveRetrograde(context.Background(), graphMapFwd{g}, nil, nil); err == nil {
		t.Error("no starts on a map game: no error")
	}
	if _, err := SolveRetrograde(context.Background(), badIndex{graphDenseRev{g}}, []int32{3}, nil); !errors.Is(err, ErrIndex) {
		t.Errorf("bad Index: err = %v, want ErrIndex", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := SolveRetrograde(ctx, graphDenseRev{g}, nil, nil); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: err = %v, want context.Canceled", err)
	}
	s, err := SolveRetrograde(context.Background(), graphMapFwd{g}, []int32{}, nil)
	if err != nil || s.Len() != 0 {
		t.Errorf("empty starts: Len %d, err %v", s.Len(), err)
	}
}

// TestRetrogradeReachableScope checks that only the part reachable from
// the starts is solved, and that positions outside it answer Unknown.
func TestRetrogradeReachableScope(t *testing.T) {
	// 0 → 1 → 2 (ends); 3 → 0 is outside the part reachable from 0.
	g := &graphGame{
		moves: [][]int32{{1}, {2}, nil, {0}},
		preds: [][]int32{{3}, {0}, {1}, nil},
		term:  make([]Outcome, 4),
	}
	for _, game := range []Game[int32]{graphDenseRev{g}, graphDenseFwd{g}, graphMapRev{g}, graphMapFwd{g}} {
		s, err := SolveRetrograde(context.Background(), game, []int32{0}, nil)
		if err != nil {
			t.Fatal(err)
		}
		got := []string{}
		for p := range int32(4) {
			got = append(got, fmt.Sprint(s.Outcome(p), s.Remoteness(p)))
		}
		want := []string{"Loss 2", "Win 1", "Loss 0", "Unknown -1"}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%T (-want +got):\n%s", game, diff)
		}
		if s.Len() != 3 {
			t.Errorf("%T: Len() = %d, want 3", game, s.Len())
		}
	}
}

// bigLoopy is a dense loopy game on n positions for the memory check:
// from p one may move to p+1, p+2 (mod n) and p/2, so every position is
// on a loop; multiples of 7 have no moves (lost).
type bigLoopy struct{ n int }

func (g bigLoopy) Moves(dst []int32, p int32) []int32 {
	n := int32(g.n)
	return append(dst, (p+1)%n, (p+2)%n, p/2)
}
func (g bigLoopy) Terminal(p int32) (Outcome, bool) { return Loss, p%7 == 0 }
func (g bigLoopy) Predecessors(dst []int32, p int32) []int32 {
	n := int32(g.n)
	for _, q := range []int32{(p - 1 + n) % n, (p - 2 + n) % n} {
		if q%7 != 0 {
			dst = append(dst, q)
		}
	}
	for _, q := range []int32{2 * p, 2*p + 1} {
		if q < n && q%7 != 0 {
			dst = append(dst, q)
		}
	}
	return dst
}
func (g bigLoopy) Size() int            { return g.n }
func (g bigLoopy) Index(p int32) int    { return int(p) }
func (g bigLoopy) Position(i int) int32 { return int32(i) }

// TestRetrogradeMemory measures the bytes allocated while solving a dense
// loopy game (runtime.MemStats.TotalAlloc: everything allocated, freed or
// not): the issue asks for ≤ 4 bytes per position on 10⁷ positions. The
// 10⁷ run is opt-in (CGT_LONG=1); by default 10⁶ positions.
func TestRetrogradeMemory(t *testing.T) {
	n := 1_000_000
	if os.Getenv("CGT_LONG") != "" {
		n = 10_000_000
	}
	g := bigLoopy{n}
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	s, err := SolveRetrograde(context.Background(), g, nil, &Options{Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	runtime.ReadMemStats(&after)
	perPos := float64(after.TotalAlloc-before.TotalAlloc) / float64(n)
	t.Logf("%d positions: %.2f bytes/position allocated; %v", n, perPos, s.Stats().Outcomes)
	if perPos > 4 {
		t.Errorf("%.2f bytes per position, want ≤ 4", perPos)
	}
	// Spot-check against value iteration on a prefix-closed small copy is
	// not possible (moves wrap around), so check local consistency instead:
	// a Win has a move to a Loss one ply shorter, a Loss has only moves to
	// Wins, the longest one ply shorter.
	for p := int32(0); p < int32(n); p += 997 {
		o, r := s.Outcome(p), s.Remoteness(p)
		if _, ended := g.Terminal(p); ended {
			if o != Loss || r != 0 {
				t.Fatalf("%d: %v %d, want Loss 0", p, o, r)
			}
			continue
		}
		best := Ranked[int32]{}
		ms := s.RankedMoves(p)
		best = ms[0]
		switch o {
		case Win, Loss:
			if best.Outcome != o || best.Remoteness != r {
				t.Fatalf("%d: %v %d, but best move %+v", p, o, r, best)
			}
		case Draw:
			if best.Outcome != Draw || r != -1 {
				t.Fatalf("%d: %v %d, but best move %+v", p, o, r, best)
			}
		default:
			t.Fatalf("%d: %v", p, o)
		}
	}
}
