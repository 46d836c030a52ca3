package cgt_test

import (
	"context"
	"math"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/internal/testutil"
	"github.com/google/go-cmp/cmp"
)

// TestNimClosedFormsBrute checks NimOutcome, MisereNimOutcome and their
// winning moves against brute force over the rules (Nim and misère Nim as
// Games) on every position of up to 4 heaps of at most 7 tokens (the
// issue's exhaustive range), with 0 to 4 heaps given.
func TestNimClosedFormsBrute(t *testing.T) {
	for _, play := range []cgt.Play{cgt.Normal, cgt.Misere} {
		g := cgt.Nim{Heaps: 4, Max: 7, Play: play}
		solve := testutil.BruteOutcome[cgt.NimHeaps](g)
		for i := range g.Size() {
			p := g.Position(i)
			for k := 0; k <= 4; k++ {
				if string(p[k:4]) != string(make([]byte, 4-k)) {
					continue // heaps k… must be empty to drop them
				}
				heaps := make([]int, k)
				for j := range heaps {
					heaps[j] = int(p[j])
				}
				want := solve(p)
				var got cgt.Outcome
				var moves []cgt.NimMove[int]
				if play == cgt.Misere {
					got, moves = cgt.MisereNimOutcome(heaps), cgt.MisereNimWinningMoves(heaps)
				} else {
					got, moves = cgt.NimOutcome(heaps), cgt.NimWinningMoves(heaps)
				}
				if got != want {
					t.Fatalf("play=%v %v: outcome %v, brute force %v", play, heaps, got, want)
				}
				var gotTargets []cgt.NimHeaps
				for _, m := range moves {
					if m.To >= heaps[m.Heap] || m.To < 0 {
						t.Fatalf("play=%v %v: illegal move %+v", play, heaps, m)
					}
					q := p
					q[m.Heap] = uint8(m.To)
					gotTargets = append(gotTargets, q)
				}
				// Brute-force targets come heap by heap, sizes ascending;
				// each heap has at most one winning size in these forms,
				// except misère all-ones positions (one move per heap).
				if diff := cmp.Diff(testutil.WinningTargets[cgt.NimHeaps](g, solve, p), gotTargets); diff != "" {
					t.Fatalf("play=%v %v: winning moves (-brute +closed form):\n%s", play, heaps, diff)
				}
			}
		}
	}
}

// TestNimLargeHeaps checks the closed forms at the top of the uint64 and
// int8 ranges: every winning move reaches nim-sum 0, and its count is the
// number of heaps having the top bit of the nim-sum (Bouton's argument).
func TestNimLargeHeaps(t *testing.T) {
	heaps := []uint64{math.MaxUint64, math.MaxUint64 - 1, 1 << 63, 12345678901234567890}
	s := cgt.NimSum(heaps)
	if s == 0 {
		t.Fatal("test position should be won")
	}
	moves := cgt.NimWinningMoves(heaps)
	top := uint64(1) << (63 - leadingZeros(s))
	want := 0
	for _, h := range heaps {
		if h&top != 0 {
			want++
		}
	}
	if len(moves) != want {
		t.Fatalf("%d winning moves, want %d", len(moves), want)
	}
	for _, m := range moves {
		after := append([]uint64(nil), heaps...)
		after[m.Heap] = m.To
		if m.To >= heaps[m.Heap] || cgt.NimOutcome(after) != cgt.Loss {
			t.Errorf("move %+v does not reach a lost position", m)
		}
	}
	small := []int8{127, 100, 3}
	for _, m := range cgt.NimWinningMoves(small) {
		after := append([]int8(nil), small...)
		after[m.Heap] = m.To
		if cgt.NimSum(after) != 0 || m.To < 0 {
			t.Errorf("int8 move %+v wrong", m)
		}
	}
}

func leadingZeros(x uint64) int {
	n := 0
	for x&(1<<63) == 0 && n < 64 {
		x <<= 1
		n++
	}
	return n
}

// TestNimDense checks that Nim's Index and Position are inverse, that
// Predecessors inverts Moves, and that index order is children-first.
func TestNimDense(t *testing.T) {
	g := cgt.Nim{Heaps: 3, Max: 4}
	testutil.CheckDenseReversible[cgt.NimHeaps](t, g, g)
	a := cgt.PokerNim{Heaps: 2, Max: 4, Add: 2, Budget: 2}
	testutil.CheckDenseReversible[cgt.PokerNimPosition](t, a, a)
}

// TestNimAddSamePPositions checks the documented theorem on a bounded
// instance by brute force over the rules: PokerNim's lost positions are those
// with nim-sum 0, for every budget left.
func TestNimAddSamePPositions(t *testing.T) {
	g := cgt.PokerNim{Heaps: 3, Max: 6, Add: 3, Budget: 3}
	solve := testutil.BruteOutcome[cgt.PokerNimPosition](g)
	losses := 0
	for i := range g.Size() {
		p := g.Position(i)
		want := cgt.Win
		if p.Heaps[0]^p.Heaps[1]^p.Heaps[2] == 0 {
			want = cgt.Loss
			losses++
		}
		if got := solve(p); got != want {
			t.Fatalf("%v: brute force %v, nim-sum rule %v", p, got, want)
		}
	}
	if losses == 0 {
		t.Fatal("no losses found")
	}
}

// FuzzNimMoves checks on random heaps that the normal and misère winning
// moves are legal and reach positions the closed forms call lost, and that
// won positions have at least one.
func FuzzNimMoves(f *testing.F) {
	f.Add(uint64(3), uint64(4), uint64(5), uint64(0))
	f.Add(uint64(math.MaxUint64), uint64(1), uint64(1), uint64(1))
	f.Add(uint64(1), uint64(1), uint64(0), uint64(0))
	f.Fuzz(func(t *testing.T, a, b, c, d uint64) {
		heaps := []uint64{a, b, c, d}
		check := func(name string, out cgt.Outcome, moves []cgt.NimMove[uint64], outcome func([]uint64) cgt.Outcome) {
			if (out == cgt.Win) != (len(moves) > 0) {
				t.Fatalf("%s %v: outcome %v with %d moves", name, heaps, out, len(moves))
			}
			for _, m := range moves {
				after := append([]uint64(nil), heaps...)
				after[m.Heap] = m.To
				if m.To >= heaps[m.Heap] || outcome(after) != cgt.Loss {
					t.Fatalf("%s %v: bad move %+v", name, heaps, m)
				}
			}
		}
		check("normal", cgt.NimOutcome(heaps), cgt.NimWinningMoves(heaps), cgt.NimOutcome[uint64])
		mo := cgt.MisereNimOutcome(heaps)
		if heaps[0]|heaps[1]|heaps[2]|heaps[3] == 0 {
			return // misère empty position: a Win with no moves
		}
		check("misère", mo, cgt.MisereNimWinningMoves(heaps), cgt.MisereNimOutcome[uint64])
	})
}

// TestNimEngines checks the closed forms against the engines on every
// position of 4 heaps of at most 7: SolveGrundy's nim-value is the nim-sum
// (Sprague–Grundy), SolveTopo's misère outcomes are MisereOutcome's,
// and SolvePush agrees with SolveTopo on outcome and remoteness.
func TestNimEngines(t *testing.T) {
	ctx := context.Background()
	g := cgt.Nim{Heaps: 4, Max: 7}
	gr, err := cgt.SolveGrundy[cgt.NimHeaps](ctx, g, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	mg := cgt.Nim{Heaps: 4, Max: 7, Play: cgt.Misere}
	topo, err := cgt.SolveTopo[cgt.NimHeaps](ctx, mg, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	push, err := cgt.SolvePush[cgt.NimHeaps](ctx, mg, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i := range g.Size() {
		p := g.Position(i)
		heaps := p[:4]
		if v := gr.Value(p); v != int(cgt.NimSum(heaps)) {
			t.Fatalf("%v: SolveGrundy value %d, nim-sum %d", p, v, cgt.NimSum(heaps))
		}
		if o := topo.Outcome(p); o != cgt.MisereNimOutcome(heaps) || push.Outcome(p) != o || push.Remoteness(p) != topo.Remoteness(p) {
			t.Fatalf("%v misère: SolveTopo %v/%d, SolvePush %v/%d, closed form %v", p,
				o, topo.Remoteness(p), push.Outcome(p), push.Remoteness(p), cgt.MisereNimOutcome(heaps))
		}
	}
}

// TestNimAddEngines solves a bounded PokerNim instance (3 heaps ≤ 6, add up
// to 3, 3 additions) with SolveTopo and SolvePush: the lost positions are
// exactly those of nim-sum 0 at every budget left (the theorem in PokerNim's
// doc), the engines agree on remoteness, and additions do lengthen some
// lost games (they are real moves, used to delay).
func TestNimAddEngines(t *testing.T) {
	ctx := context.Background()
	g := cgt.PokerNim{Heaps: 3, Max: 6, Add: 3, Budget: 3}
	topo, err := cgt.SolveTopo[cgt.PokerNimPosition](ctx, g, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	push, err := cgt.SolvePush[cgt.PokerNimPosition](ctx, g, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	longer := 0
	for i := range g.Size() {
		p := g.Position(i)
		want := cgt.NimOutcome(p.Heaps[:3])
		if topo.Outcome(p) != want || push.Outcome(p) != want || push.Remoteness(p) != topo.Remoteness(p) {
			t.Fatalf("%v: SolveTopo %v/%d, SolvePush %v/%d, nim-sum rule %v", p,
				topo.Outcome(p), topo.Remoteness(p), push.Outcome(p), push.Remoteness(p), want)
		}
		if p.Left > 0 {
			q := p
			q.Left = 0
			if want == cgt.Loss && topo.Remoteness(p) > topo.Remoteness(q) {
				longer++
			}
		}
	}
	if longer == 0 {
		t.Error("additions never delayed a loss")
	}
}
