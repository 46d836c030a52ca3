package main

import (
	"encoding/json"
	"fmt"
	"math/big"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// decode unmarshals one JSON answer.
func decode[T any](t *testing.T, s string) T {
	t.Helper()
	var v T
	if err := json.Unmarshal([]byte(s), &v); err != nil {
		t.Fatalf("bad JSON %q: %v", s, err)
	}
	return v
}

type nimMove struct{ Heap, From, To uint64 }

type nimAnswer struct {
	Game    string
	Misere  bool
	Heaps   []uint64
	NimSum  uint64
	Outcome string
	Moves   []nimMove
}

// nimMovesBrute lists the winning moves of normal-play Nim by trying every
// move and keeping those after which the XOR of the heaps is 0 (Bouton's
// theorem: those positions are lost for the player to move).
func nimMovesBrute(heaps []uint64) []nimMove {
	moves := []nimMove{}
	for i, h := range heaps {
		for to := uint64(0); to < h; to++ {
			x := uint64(0)
			for j, g := range heaps {
				if j == i {
					g = to
				}
				x ^= g
			}
			if x == 0 {
				moves = append(moves, nimMove{uint64(i + 1), h, to})
			}
		}
	}
	return moves
}

// misereWins decides misère Nim by exhaustive search (memo on sorted heaps).
func misereWins(heaps []uint64, memo map[string]bool) bool {
	s := slices.Clone(heaps)
	slices.Sort(s)
	key := fmt.Sprint(s)
	if v, ok := memo[key]; ok {
		return v
	}
	win := true // no tokens left: the opponent took the last one and lost
	for i, h := range s {
		if h > 0 {
			win = false
			break
		}
		_ = i
	}
	for i := range s {
		for to := uint64(0); to < s[i] && !win; to++ {
			t := slices.Clone(s)
			t[i] = to
			if !misereWins(t, memo) {
				win = true
			}
		}
	}
	memo[key] = win
	return win
}

// TestNim checks cgt nim's winning moves against brute force, for 3 4 5
// (text and JSON) and random positions, normal and misère.
func TestNim(t *testing.T) {
	out := ok(t, "", "nim", "3", "4", "5")
	want := "Nim 3 4 5: nim-sum 2, Win for the player to move\nwinning move: heap 1 from 3 to 1 (take 2), leaving 1 4 5\n"
	if diff := cmp.Diff(want, out); diff != "" {
		t.Errorf("cgt nim 3 4 5 (-want +got):\n%s", diff)
	}
	r := rand.New(rand.NewPCG(7, 7))
	positions := [][]uint64{{3, 4, 5}, {1, 2, 3}, {7, 7}, {0}, {1, 1, 1}, {5, 9, 12, 3}}
	for range 20 {
		p := make([]uint64, 1+r.IntN(4))
		for i := range p {
			p[i] = uint64(r.IntN(16))
		}
		positions = append(positions, p)
	}
	memo := map[string]bool{}
	for _, p := range positions {
		args := []string{"nim", "--json"}
		for _, h := range p {
			args = append(args, strconv.FormatUint(h, 10))
		}
		a := decode[nimAnswer](t, ok(t, "", args...))
		wantMoves := nimMovesBrute(p)
		wantOutcome := "Loss"
		if len(wantMoves) > 0 {
			wantOutcome = "Win"
		}
		if diff := cmp.Diff(nimAnswer{"nim", false, p, a.NimSum, wantOutcome, wantMoves}, a); diff != "" {
			t.Errorf("cgt nim %v (-want +got):\n%s", p, diff)
		}
		// Misère: a move wins when it leaves a position lost by exhaustive search.
		a = decode[nimAnswer](t, ok(t, "", append(args, "--misere")...))
		wantMoves = []nimMove{}
		for i, h := range p {
			for to := uint64(0); to < h; to++ {
				q := slices.Clone(p)
				q[i] = to
				if !misereWins(q, memo) {
					wantMoves = append(wantMoves, nimMove{uint64(i + 1), h, to})
				}
			}
		}
		wantOutcome = "Loss"
		if misereWins(p, memo) {
			wantOutcome = "Win"
		}
		if diff := cmp.Diff(nimAnswer{"nim", true, p, a.NimSum, wantOutcome, wantMoves}, a); diff != "" {
			t.Errorf("cgt nim --misere %v (-want +got):\n%s", p, diff)
		}
	}
}

// A000201 and A001950 (OEIS): the lower and upper Wythoff sequences ⌊kφ⌋
// and ⌊kφ²⌋ for k = 1 … 20, the P-positions of Wythoff's game.
var (
	a000201 = []uint64{1, 3, 4, 6, 8, 9, 11, 12, 14, 16, 17, 19, 21, 22, 24, 25, 27, 29, 30, 32}
	a001950 = []uint64{2, 5, 7, 10, 13, 15, 18, 20, 23, 26, 28, 31, 34, 36, 39, 41, 44, 47, 49, 52}
)

// wythoffBrute returns the Grundy table of Wythoff's game for heaps below
// n by the definition (mex over the row, column and diagonal below).
func wythoffBrute(n int) [][]int {
	g := make([][]int, n)
	for a := range g {
		g[a] = make([]int, n)
		for b := range g[a] {
			seen := map[int]bool{}
			for k := 1; k <= a; k++ {
				seen[g[a-k][b]] = true
			}
			for k := 1; k <= b; k++ {
				seen[g[a][b-k]] = true
			}
			for k := 1; k <= min(a, b); k++ {
				seen[g[a-k][b-k]] = true
			}
			for seen[g[a][b]] {
				g[a][b]++
			}
		}
	}
	return g
}

// TestWythoff checks the P-positions against OEIS A000201/A001950, every
// position with heaps below 40 against brute force (outcome and the set of
// winning moves, through batch mode), nim-values against the brute-force
// table, and exactness far beyond 2⁵³ against math/big.
func TestWythoff(t *testing.T) {
	var in strings.Builder
	var want []string
	for k := range a000201 {
		a, b := a000201[k], a001950[k]
		fmt.Fprintf(&in, "wythoff %d %d\nwythoff %d %d\nwythoff %d %d\n", a, b, b, a, a, b+1)
		want = append(want, "L", "L", "W")
	}
	got := strings.Fields(strings.ReplaceAll(ok(t, in.String(), "batch"), " ", "_"))
	for i := range got {
		got[i] = got[i][:1]
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("P-positions (A000201, A001950) and neighbours (-want +got):\n%s", diff)
	}

	const n = 40
	g := wythoffBrute(n)
	in.Reset()
	want = want[:0]
	for a := range n {
		for b := range n {
			fmt.Fprintf(&in, "%d %d\n", a, b)
			ans := "L"
			if g[a][b] != 0 {
				ans = "W"
				var moves []string
				for a2 := range a + 1 {
					for b2 := range b + 1 {
						d1, d2 := a-a2, b-b2
						if (d1 == 0) != (d2 == 0) || d1 == d2 && d1 > 0 {
							if g[a2][b2] == 0 {
								moves = append(moves, fmt.Sprintf("%d,%d", a2, b2))
							}
						}
					}
				}
				slices.Sort(moves)
				ans += " " + strings.Join(moves, " ")
			}
			want = append(want, ans)
		}
	}
	got = strings.Split(strings.TrimSuffix(ok(t, in.String(), "batch", "wythoff"), "\n"), "\n")
	for i, line := range got { // the command's move order is its own; compare sets
		f := strings.Fields(line)
		slices.Sort(f[1:])
		got[i] = strings.Join(f, " ")
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Wythoff below %d vs brute force (-want +got):\n%s", n, diff)
	}
	for _, p := range [][2]int{{0, 0}, {1, 2}, {7, 9}, {10, 20}, {39, 17}} {
		a := decode[struct{ NimValue *int }](t, ok(t, "", "wythoff", "--json", strconv.Itoa(p[0]), strconv.Itoa(p[1])))
		if a.NimValue == nil || *a.NimValue != g[p[0]][p[1]] {
			t.Errorf("wythoff %v: nim-value %v, want %d (brute force)", p, a.NimValue, g[p[0]][p[1]])
		}
	}

	// Beyond 2⁵³: ⌊kφ⌋ = (k + ⌊√(5k²)⌋)/2 computed with math/big, and its
	// partner ⌊kφ²⌋ = ⌊kφ⌋ + k.
	for _, k := range []uint64{1 << 53, 1<<53 + 1, 3_000_000_000_000_000_001, 7_000_000_000_000_000_000} {
		bk := new(big.Int).SetUint64(k)
		s := new(big.Int).Mul(bk, bk)
		s.Mul(s, big.NewInt(5)).Sqrt(s).Add(s, bk).Rsh(s, 1)
		a := s.Uint64()
		b := a + k
		type ans struct {
			Outcome string
			PIndex  uint64
		}
		if diff := cmp.Diff(ans{"Loss", k}, decode[ans](t, ok(t, "", "wythoff", "--json", strconv.FormatUint(b, 10), strconv.FormatUint(a, 10)))); diff != "" {
			t.Errorf("wythoff (⌊kφ²⌋, ⌊kφ⌋) for k = %d (-want +got):\n%s", k, diff)
		}
		for _, q := range [][2]uint64{{a + 1, b}, {a, b + 1}, {a - 1, b}} {
			if got := decode[ans](t, ok(t, "", "wythoff", "--json", strconv.FormatUint(q[0], 10), strconv.FormatUint(q[1], 10))); got.Outcome != "Win" {
				t.Errorf("wythoff %v (next to the P-position for k = %d): %s, want Win", q, k, got.Outcome)
			}
		}
	}
}

// TestSubtract checks the nim-sequence of subtraction games against a
// brute-force mex, and the proven period and preperiod against the
// sequence itself: g(n+p) = g(n) for every n ≥ e up to 2000, and no
// smaller period or preperiod fits. {1,3,4} has period 7 from 0, values
// 0 1 0 1 2 3 2 (Berlekamp, Conway, Guy, Winning Ways, ch. 4).
func TestSubtract(t *testing.T) {
	out := ok(t, "", "subtract", "1,3,4")
	if !strings.HasPrefix(out, "subtraction game S = {1, 3, 4}: period 7, preperiod 0 (proven") ||
		!strings.Contains(out, "periodic part g(0..6): 0 1 0 1 2 3 2\n") {
		t.Errorf("cgt subtract 1,3,4:\n%s", out)
	}
	type ans struct {
		Set                     []int
		Period, Preperiod, Upto int
		ProofValues             int
		Values, PPositions      []int
	}
	const n = 2000
	for _, set := range [][]int{{1, 3, 4}, {2, 5}, {2, 3, 7}, {3, 4, 9}, {1, 4, 9, 16}, {5, 6, 13}, {6, 11, 12}} {
		arg := strings.Trim(strings.ReplaceAll(fmt.Sprint(set), " ", ","), "[]")
		a := decode[ans](t, ok(t, "", "subtract", arg, "--upto", strconv.Itoa(n), "--json"))
		g := make([]int, n+1)
		var ps []int
		for i := range g {
			seen := map[int]bool{}
			for _, s := range set {
				if s <= i {
					seen[g[i-s]] = true
				}
			}
			for seen[g[i]] {
				g[i]++
			}
			if g[i] == 0 {
				ps = append(ps, i)
			}
		}
		if diff := cmp.Diff(g, a.Values); diff != "" {
			t.Errorf("subtract %v values (-want +got):\n%s", set, diff)
		}
		if diff := cmp.Diff(ps, a.PPositions); diff != "" {
			t.Errorf("subtract %v P-positions (-want +got):\n%s", set, diff)
		}
		periodic := func(e, p int) bool {
			for i := e; i+p <= n; i++ {
				if g[i+p] != g[i] {
					return false
				}
			}
			return true
		}
		if !periodic(a.Preperiod, a.Period) {
			t.Errorf("subtract %v: g is not periodic with period %d from %d", set, a.Period, a.Preperiod)
		}
		for p := 1; p < a.Period; p++ {
			if periodic(a.Preperiod+n/2, p) {
				t.Errorf("subtract %v: smaller period %d fits", set, p)
			}
		}
		if a.Preperiod > 0 && periodic(a.Preperiod-1, a.Period) {
			t.Errorf("subtract %v: smaller preperiod %d fits", set, a.Preperiod-1)
		}
	}
}

// fibWinsBrute decides Fibonacci nim at (heap, most one may take) by
// exhaustive search over positions with heap ≤ n.
func fibWinsBrute(n int) [][]bool {
	w := make([][]bool, n+1)
	for h := range w {
		w[h] = make([]bool, n+1)
		for m := 1; m <= n; m++ {
			for t := 1; t <= min(m, h) && !w[h][m]; t++ {
				if !w[h-t][min(2*t, n)] {
					w[h][m] = true
				}
			}
		}
	}
	return w
}

// TestFib checks Fibonacci nim from the start for n = 1 … 120 against
// exhaustive search (the first player loses exactly at the Fibonacci
// numbers, Whinihan 1963), the winning takes likewise, and a take cap.
func TestFib(t *testing.T) {
	const n = 120
	w := fibWinsBrute(n)
	var in strings.Builder
	var want []string
	for h := 1; h <= n; h++ {
		for _, m := range []int{h - 1, 1, 2, 5} {
			if m < 1 || m > h {
				continue
			}
			fmt.Fprintf(&in, "fib %d %d\n", h, m)
			ans := "L"
			if w[h][m] {
				ans = "W"
				for t := 1; t <= m; t++ {
					if !w[h-t][min(2*t, n)] {
						ans += " " + strconv.Itoa(t)
					}
				}
			}
			want = append(want, ans)
		}
	}
	got := strings.Split(strings.TrimSuffix(ok(t, in.String(), "batch"), "\n"), "\n")
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Fibonacci nim vs exhaustive search (-want +got):\n%s", diff)
	}
	fibs := map[int]bool{1: true, 2: true, 3: true, 5: true, 8: true, 13: true, 21: true, 34: true, 55: true, 89: true}
	for h := 2; h <= 100; h++ {
		a := decode[struct{ Outcome string }](t, ok(t, "", "fib", "--json", strconv.Itoa(h)))
		if (a.Outcome == "Loss") != fibs[h] {
			t.Errorf("fib %d: %s; Fibonacci number: %v", h, a.Outcome, fibs[h])
		}
	}
}

// TestStaircase checks staircase Nim and the equal-piles game against
// exhaustive search on small positions, and the fact from DESIGN.md §4
// that a lone pile of 2 is lost in the equal-piles game.
func TestStaircase(t *testing.T) {
	type move struct{ Step, Coins int }
	memo := map[[3]int]bool{}
	var wins func(c [3]int) bool
	wins = func(c [3]int) bool {
		if v, ok := memo[c]; ok {
			return v
		}
		w := false
		for s := 0; s < 3 && !w; s++ {
			for k := 1; k <= c[s] && !w; k++ {
				d := c
				d[s] -= k
				if s > 0 {
					d[s-1] += k
				}
				w = !wins(d)
			}
		}
		memo[c] = w
		return w
	}
	for x := range 5 {
		for y := range 5 {
			for z := range 5 {
				c := [3]int{x, y, z}
				a := decode[struct {
					Outcome string
					Moves   []move
				}](t, ok(t, "", "staircase", "--json", strconv.Itoa(x), strconv.Itoa(y), strconv.Itoa(z)))
				wantMoves := []move{}
				for s := range 3 {
					for k := 1; k <= c[s]; k++ {
						d := c
						d[s] -= k
						if s > 0 {
							d[s-1] += k
						}
						if !wins(d) {
							wantMoves = append(wantMoves, move{s + 1, k})
						}
					}
				}
				wantO := map[bool]string{true: "Win", false: "Loss"}[wins(c)]
				if a.Outcome != wantO || !cmp.Equal(wantMoves, a.Moves) {
					t.Errorf("staircase %v: %s %v, want %s %v", c, a.Outcome, a.Moves, wantO, wantMoves)
				}
			}
		}
	}
	// Equal piles: exhaustive search over multisets of up to 3 piles ≤ 4.
	pmemo := map[[3]int]bool{}
	var pwins func(p [3]int) bool
	pwins = func(p [3]int) bool {
		slices.Sort(p[:])
		if v, ok := pmemo[p]; ok {
			return v
		}
		w := false
		for mask := 1; mask < 8 && !w; mask++ { // choose piles of one size
			size, okm := -1, true
			for i := range 3 {
				if mask&(1<<i) != 0 {
					if p[i] == 0 || size >= 0 && p[i] != size {
						okm = false
					}
					size = p[i]
				}
			}
			if okm {
				q := p
				for i := range 3 {
					if mask&(1<<i) != 0 {
						q[i]--
					}
				}
				w = !pwins(q)
			}
		}
		pmemo[p] = w
		return w
	}
	for x := range 5 {
		for y := range 5 {
			for z := range 5 {
				a := decode[struct{ Outcome string }](t, ok(t, "", "staircase", "--piles", "--json", strconv.Itoa(x), strconv.Itoa(y), strconv.Itoa(z)))
				if want := map[bool]string{true: "Win", false: "Loss"}[pwins([3]int{x, y, z})]; a.Outcome != want {
					t.Errorf("equal piles %d %d %d: %s, want %s", x, y, z, a.Outcome, want)
				}
			}
		}
	}
	if out := ok(t, "", "staircase", "--piles", "2"); !strings.Contains(out, "Loss for the player to move") {
		t.Errorf("equal piles {2} should be lost (DESIGN.md §4):\n%s", out)
	}
}

// TestSubtractLarge is the regression test of inputs that ran silent for
// an hour or took gigabytes (an outside check): "subtract 1000000" (the
// period search was quadratic) answers period 2000000 from 0 (g(n) =
// ⌊n/10⁶⌋ mod 2, by the mex rule: the only move from n ≥ 10⁶ is to
// n − 10⁶); "--upto" values come from the proven period (the last of
// 1,3,4 up to 10⁶ checked against the period 7 values 0 1 0 1 2 3 2);
// a set with no period within --limit values stops with exit 1 and says
// how to search further.
func TestSubtractLarge(t *testing.T) {
	out := ok(t, "", "subtract", "1000000")
	if !strings.HasPrefix(out, "subtraction game S = {1000000}: period 2000000, preperiod 0 (proven with 3000000 values)") {
		t.Errorf("subtract 1000000:\n%.200s", out)
	}
	out = ok(t, "", "subtract", "1,3,4", "--upto", "1000000")
	values := out[strings.Index(out, "nim-values"):strings.Index(out, "\nP-positions")]
	period := []int{0, 1, 0, 1, 2, 3, 2}
	fields := strings.Fields(values)
	for i, f := range fields[len(fields)-20:] {
		n := 1000000 - 19 + i
		if f != strconv.Itoa(period[n%7]) {
			t.Fatalf("g(%d) = %s, want %d", n, f, period[n%7])
		}
	}
	r := runCgt(t, "", "subtract", "2209,9653,22534,23407,26682,29725,30452,32076,66173,98419", "--limit", "100000")
	if r.code != 1 || !strings.Contains(r.stderr, "no period") || !strings.Contains(r.stderr, "--limit 400000") {
		t.Errorf("a set without a period within --limit: exit %d, %q", r.code, r.stderr)
	}
}
