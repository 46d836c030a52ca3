package cgt_test

import (
	"context"
	"math"
	"math/big"
	"slices"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/internal/testutil"
	"github.com/google/go-cmp/cmp"
)

// TestWythoffPairsOEIS checks WythoffPair against the first 20 terms of
// OEIS A000201 (lower Wythoff sequence ⌊nφ⌋) and A001950 (upper, ⌊nφ²⌋).
func TestWythoffPairsOEIS(t *testing.T) {
	wantA := []uint64{1, 3, 4, 6, 8, 9, 11, 12, 14, 16, 17, 19, 21, 22, 24, 25, 27, 29, 30, 32}    // A000201
	wantB := []uint64{2, 5, 7, 10, 13, 15, 18, 20, 23, 26, 28, 31, 34, 36, 39, 41, 44, 47, 49, 52} // A001950
	var gotA, gotB []uint64
	for k := uint64(1); k <= 20; k++ {
		a, b, ok := cgt.WythoffPair(k)
		if !ok {
			t.Fatalf("WythoffPair(%d) overflowed", k)
		}
		gotA, gotB = append(gotA, a), append(gotB, b)
	}
	if diff := cmp.Diff(wantA, gotA); diff != "" {
		t.Errorf("A000201 (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(wantB, gotB); diff != "" {
		t.Errorf("A001950 (-want +got):\n%s", diff)
	}
}

// wythoffBrute returns lost[a][b] for 0 ≤ a, b < n by the rules.
func wythoffBrute(n int) [][]bool {
	lost := make([][]bool, n)
	for a := range lost {
		lost[a] = make([]bool, n)
	}
	for a := range n {
		for b := range n {
			win := false
			for x := 0; x < a && !win; x++ {
				win = lost[x][b]
			}
			for y := 0; y < b && !win; y++ {
				win = lost[a][y]
			}
			for d := 1; d <= min(a, b) && !win; d++ {
				win = lost[a-d][b-d]
			}
			lost[a][b] = !win
		}
	}
	return lost
}

// TestWythoffBrute checks WythoffIsP, WythoffOutcome and WythoffWinningMoves
// against brute force over the rules on every position of 0..200².
func TestWythoffBrute(t *testing.T) {
	const n = 201
	lost := wythoffBrute(n)
	cmpPair := func(x, y [2]uint64) int {
		if x[0] != y[0] {
			return int(x[0]) - int(y[0])
		}
		return int(x[1]) - int(y[1])
	}
	for a := range n {
		for b := range n {
			want := cgt.Win
			if lost[a][b] {
				want = cgt.Loss
			}
			if got := cgt.WythoffOutcome(uint64(a), uint64(b)); got != want {
				t.Fatalf("(%d, %d): %v, brute force %v", a, b, got, want)
			}
			var wantMoves [][2]uint64
			for x := 0; x < a; x++ {
				if lost[x][b] {
					wantMoves = append(wantMoves, [2]uint64{uint64(x), uint64(b)})
				}
			}
			for y := 0; y < b; y++ {
				if lost[a][y] {
					wantMoves = append(wantMoves, [2]uint64{uint64(a), uint64(y)})
				}
			}
			for d := 1; d <= min(a, b); d++ {
				if lost[a-d][b-d] {
					wantMoves = append(wantMoves, [2]uint64{uint64(a - d), uint64(b - d)})
				}
			}
			got := cgt.WythoffWinningMoves(uint64(a), uint64(b))
			slices.SortFunc(wantMoves, cmpPair)
			slices.SortFunc(got, cmpPair)
			if diff := cmp.Diff(wantMoves, got); diff != "" {
				t.Fatalf("(%d, %d) winning moves (-brute +closed form):\n%s", a, b, diff)
			}
		}
	}
}

// TestWythoffGrundyTable checks the fast fill against a naive mex over the
// rules on a 70×90 rectangle, against the first 7 antidiagonals of OEIS
// A004481 and against the tersums (A004489) on rows 0 to 2.
func TestWythoffGrundyTable(t *testing.T) {
	const rows, cols = 70, 90
	got := cgt.WythoffGrundyTable(rows, cols)
	for a := range rows {
		for b := range cols {
			seen := map[int]bool{}
			for x := 0; x < a; x++ {
				seen[got[x][b]] = true
			}
			for y := 0; y < b; y++ {
				seen[got[a][y]] = true
			}
			for d := 1; d <= min(a, b); d++ {
				seen[got[a-d][b-d]] = true
			}
			v := 0
			for seen[v] {
				v++
			}
			if got[a][b] != v {
				t.Fatalf("g(%d, %d) = %d, mex of its options %d", a, b, got[a][b], v)
			}
		}
	}
	// OEIS A004481, "Table of Sprague-Grundy values for Wythoff's game read
	// by antidiagonals": 0; 1,1; 2,2,2; 3,0,0,3; 4,4,1,4,4; 5,5,5,5,5,5;
	// 6,3,3,6,3,3,6 (the table in Winning Ways, ch. 3). The issue quoted
	// 0,1,1,2,0,2,… instead, which cannot be Wythoff's: (1,1) moves to
	// (0,1), (1,0) and (0,0), so g(1,1) = mex{1, 1, 0} = 2.
	want := []int{0, 1, 1, 2, 2, 2, 3, 0, 0, 3, 4, 4, 1, 4, 4, 5, 5, 5, 5, 5, 5, 6, 3, 3, 6, 3, 3, 6}
	var diag []int
	for d := 0; len(diag) < len(want); d++ {
		for a := 0; a <= d; a++ {
			diag = append(diag, got[a][d-a])
		}
	}
	if diff := cmp.Diff(want, diag); diff != "" {
		t.Errorf("A004481 (-want +got):\n%s", diff)
	}
	// Rows 0, 1 and 2 are the tersums a ⊕₃ b (digit-wise addition mod 3,
	// OEIS A004489), a known property of the table that the OEIS program
	// for A004481 relies on.
	for a := range 3 {
		for b := range cols {
			if ts := tersum(a, b); got[a][b] != ts {
				t.Fatalf("g(%d, %d) = %d, tersum %d", a, b, got[a][b], ts)
			}
		}
	}
	if len(cgt.WythoffGrundyTable(0, 5)) != 0 || len(cgt.WythoffGrundyTable(3, 0)[2]) != 0 {
		t.Error("empty tables have the wrong shape")
	}
}

// tersum returns the digit-wise sum of a and b in base 3 without carries.
func tersum(a, b int) int {
	s, p := 0, 1
	for a > 0 || b > 0 {
		s += (a%3 + b%3) % 3 * p
		a, b, p = a/3, b/3, p*3
	}
	return s
}

// TestWythoffDense checks the Wythoff game's dense index and predecessors.
func TestWythoffDense(t *testing.T) {
	g := cgt.Wythoff{Rows: 7, Cols: 9}
	testutil.CheckDenseReversible[[2]int](t, g, g)
}

// bigFloorPhi returns ⌊kφ⌋ = ⌊(k + ⌊√(5k²)⌋)/2⌋ with big.Int, the reference.
func bigFloorPhi(k *big.Int) *big.Int {
	r := new(big.Int).Mul(k, k)
	r.Mul(r, big.NewInt(5))
	r.Sqrt(r)
	r.Add(r, k)
	return r.Rsh(r, 1)
}

// TestInvPhi64 recomputes the constant ⌊2⁶⁴/φ⌋ = ⌊2⁶⁴φ⌋ − 2⁶⁴.
func TestInvPhi64(t *testing.T) {
	two64 := new(big.Int).Lsh(big.NewInt(1), 64)
	want := bigFloorPhi(two64)
	want.Sub(want, two64)
	if want.Uint64() != cgt.InvPhi64 || !want.IsUint64() {
		t.Fatalf("invPhi64 = %#x, want %#x", uint64(cgt.InvPhi64), want)
	}
}

// wythoffRef answers WythoffPair, WythoffIsP and the partner function with
// big.Int arithmetic, for FuzzWythoff.
func wythoffRefIsP(a, b uint64) bool {
	x, y := min(a, b), max(a, b)
	return bigFloorPhi(new(big.Int).SetUint64(y-x)).Cmp(new(big.Int).SetUint64(x)) == 0
}

// FuzzWythoff checks the exact uint64 closed forms against big.Int
// references (⌊kφ⌋ from big integer square roots), including the top of
// the range: the k-th pair, the P-test on it and next to it, and that every
// winning move is legal and reaches a reference P-position.
func FuzzWythoff(f *testing.F) {
	f.Add(uint64(0), uint64(0))
	f.Add(uint64(math.MaxUint64), uint64(math.MaxUint64))
	f.Add(uint64(math.MaxUint64), uint64(math.MaxUint64-1))
	f.Add(uint64(7046029254386353130), uint64(11400714819323198485)) // k near 2⁶⁴/φ²
	f.Add(uint64(1)<<63, uint64(3))
	f.Fuzz(func(t *testing.T, k, other uint64) {
		bk := new(big.Int).SetUint64(k)
		ra := bigFloorPhi(bk)
		rb := new(big.Int).Add(ra, bk)
		a, b, ok := cgt.WythoffPair(k)
		if ok != rb.IsUint64() {
			t.Fatalf("WythoffPair(%d) ok = %v, reference fits = %v", k, ok, rb.IsUint64())
		}
		if ok {
			if a != ra.Uint64() || b != rb.Uint64() {
				t.Fatalf("WythoffPair(%d) = (%d, %d), reference (%v, %v)", k, a, b, ra, rb)
			}
			if !cgt.WythoffIsP(a, b) || !cgt.WythoffIsP(b, a) {
				t.Fatalf("(%d, %d) not a P-position", a, b)
			}
			if b < math.MaxUint64 && cgt.WythoffIsP(a, b+1) {
				t.Fatalf("(%d, %d) taken for a P-position", a, b+1)
			}
		}
		for _, p := range [][2]uint64{{k, other}, {other, k}} {
			isP := cgt.WythoffIsP(p[0], p[1])
			if isP != wythoffRefIsP(p[0], p[1]) {
				t.Fatalf("WythoffIsP%v = %v, reference disagrees", p, isP)
			}
			moves := cgt.WythoffWinningMoves(p[0], p[1])
			if isP != (len(moves) == 0) {
				t.Fatalf("%v: P = %v with %d winning moves", p, isP, len(moves))
			}
			for _, m := range moves {
				da, db := p[0]-m[0], p[1]-m[1]
				legal := m[0] <= p[0] && m[1] <= p[1] && (da == 0) != (db == 0) || (da == db && da > 0)
				if !legal || !wythoffRefIsP(m[0], m[1]) {
					t.Fatalf("%v: move to %v is illegal or not to a P-position", p, m)
				}
			}
		}
	})
}

// TestWythoffEngines checks the closed forms against the engines on every
// position of 0..200²: SolveTopo's outcomes are WythoffOutcome's, and
// SolveGrundy's nim-values equal WythoffGrundyTable on 0..120².
func TestWythoffEngines(t *testing.T) {
	ctx := context.Background()
	g := cgt.Wythoff{Rows: 201, Cols: 201}
	sol, err := cgt.SolveTopo[[2]int](ctx, g, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	for a := range 201 {
		for b := range 201 {
			if o := sol.Outcome([2]int{a, b}); o != cgt.WythoffOutcome(uint64(a), uint64(b)) {
				t.Fatalf("(%d, %d): SolveTopo %v, closed form %v", a, b, o, cgt.WythoffOutcome(uint64(a), uint64(b)))
			}
		}
	}
	small := cgt.Wythoff{Rows: 121, Cols: 121}
	gr, err := cgt.SolveGrundy[[2]int](ctx, small, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	table := cgt.WythoffGrundyTable(121, 121)
	for a := range 121 {
		for b := range 121 {
			if v := gr.Value([2]int{a, b}); v != table[a][b] {
				t.Fatalf("(%d, %d): SolveGrundy %d, table %d", a, b, v, table[a][b])
			}
		}
	}
}
