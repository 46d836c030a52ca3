package partizan

// Brute-force checks of onsides and offsides; the reference code (lb*) is
// in loopy_brute_test.go.

import (
	"math/rand/v2"
	"testing"
)

// TestLoopySidesBrute checks the defining property of onsides and
// offsides (Winning Ways ch. 11, "sidling"; Siegel CGT VI.4) on random
// non-stoppers G: for stoppers X, with infinite play a draw in G + X,
//
//	Left survives G + X moving first  ⇔ Left wins G⁺ + X (infinite play Left's),
//	Left wins G + X moving first      ⇔ Left wins G⁻ + X (infinite play Right's),
//	Right survives G + X moving first ⇔ Right wins G⁻ + X (infinite play Right's),
//	Right wins G + X moving first     ⇔ Right wins G⁺ + X (infinite play Left's),
//
// all computed by lbForce on sum graphs built by lbSum, whether the sides
// are stoppers or the graphs with alternating cycles that sidling leaves
// (Bach's carousel). Also G⁺ ≥ G⁻ (lbLe), Outcome is the case X = 0, and
// Le on the values found.
func TestLoopySidesBrute(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	xs := make([]*LoopyGraph, 0, 30)
	for _, c := range lbNamed {
		xs = append(xs, c.g)
	}
	tries := 0
	for len(xs) < cap(xs) {
		xs = append(xs, lbStopper(r, 5, &tries))
	}
	stopperDrawn, notSided, sided, stopperValued, pairs := 0, 0, 0, 0, 0
	kept := make([]lbSided, 0, lbCount(testing.Short(), 60, 20))
	orderDependent, negFailed, sums, sumFailed := 0, 0, 0, 0
	for i := range len(lbNotStopperSided) + lbCount(testing.Short(), 1500, 150) {
		var g *LoopyGraph
		for i < len(lbNotStopperSided) {
			g = lbNotStopperSided[i]
			break
		}
		for g == nil {
			g = lbGraph(r, 1+r.IntN(8), lbDensity(r)/2, lbDensity(r)/2)
			if lbIsStopper(g, 0) {
				g = nil
				stopperDrawn++
			}
		}
		x, err := NewLoopy(g, 0)
		if err != nil {
			t.Fatalf("NewLoopy(%v, 0): %v", g, err)
		}
		if i < len(lbNotStopperSided) && x.IsStopperSided() {
			t.Fatalf("%v = %v is stopper-sided", g, x)
		}
		// What String prints reads back to the same value.
		if y, err := ParseLoopy(x.String()); err != nil || y != x {
			t.Fatalf("%v = %v reads back as %v, %v", g, x, y, err)
		}
		if x.IsStopperSided() {
			sided++
		} else {
			notSided++
		}
		if x.IsStopper() {
			stopperValued++
		}
		// The sides that are stoppers are simplest forms, canonically
		// numbered, so a renumbered copy of G has the same value, and −G
		// has the value −x = (−G⁻) & (−G⁺) (Siegel CGT VI.4); a side that
		// is not a stopper depends on the order of sidling's steps, and
		// is equal, not identical (Equal).
		perm := r.Perm(g.Len())
		if y, err := NewLoopy(lbPermute(r, g, perm), perm[0]); err != nil || !y.Equal(x) {
			t.Fatalf("NewLoopy of %v renumbered by %v = %v, %v; want %v", g, perm, y, err, x)
		} else if y != x {
			orderDependent++
		}
		if y, err := NewLoopy(lbNeg(g), 0); err != nil || !y.Equal(x.Neg()) {
			t.Fatalf("NewLoopy of −G = %v, %v; but −NewLoopy(G) = %v\nG = %v", y, err, x.Neg(), g)
		} else if y != x.Neg() {
			negFailed++
		}
		gOn, rOn := x.SideGraph(true)
		gOff, rOff := x.SideGraph(false)
		if x.IsStopperSided() != (lbIsStopper(gOn, rOn) && lbIsStopper(gOff, rOff)) {
			t.Fatalf("sides of %v (%v): stopper-sided %v", g, x, x.IsStopperSided())
		}
		if !lbLe(gOff, rOff, gOn, rOn) {
			t.Fatalf("offside of %v is not at most its onside (%v)", g, x)
		}
		if got, want := x.Outcome(), lbOutcomes(g)[0]; got != want {
			t.Fatalf("Outcome of %v (graph %v) = %v, want %v", x, g, got, want)
		}
		if len(kept) < cap(kept) {
			kept = append(kept, lbSided{g, x, gOn, rOn, gOff, rOff})
			// The value of G + X is x + X: the sides of a sum are the sides
			// of the sums of the sides (Siegel CGT VI.4), which Add computes
			// on the sides, NewLoopy on the whole sum graph; compared where
			// sidling succeeds on both.
			named := lbNamed
			if !x.IsStopperSided() {
				// 0, on, off, over: the sums of the others take seconds.
				named = named[:4]
			}
			for _, c := range named {
				xv, err := NewLoopy(c.g, 0)
				if err != nil {
					t.Fatal(err)
				}
				want, err1 := NewLoopy(lbSum(g, c.g), 0)
				got, err2 := x.Add(xv)
				if err1 != nil || err2 != nil {
					sumFailed++
					continue
				}
				sums++
				if !got.Equal(want) {
					t.Fatalf("(%v).Add(%s) = %v, but NewLoopy of the sum graph is %v\nG = %v", x, c.name, got, want, g)
				}
			}
		}
		for _, xg := range xs {
			m := xg.Len()
			sum := lbOutcomes(lbSum(g, xg))[0]
			sOn, sOff := lbSum(gOn, xg), lbSum(gOff, xg)
			iOn, iOff := rOn*m, rOff*m
			rwOn := lbForce(sOn, false)  // Right forces Left stuck: the rest is Left's when infinite play is hers
			lwOff := lbForce(sOff, true) // Left forces Right stuck: the rest is Right's when infinite play is his
			fail := func(what string, got, want bool) {
				t.Helper()
				t.Fatalf("%s: %v by the side, %v in G + X\nG = %v (value %v)\nX = %v\nG⁺ = %v root %d, G⁻ = %v root %d",
					what, got, want, g, x, xg, gOn, rOn, gOff, rOff)
			}
			if got, want := !rwOn[iOn][0], sum.LeftFirst != RightWins; got != want {
				fail("Left survives moving first", got, want)
			}
			if got, want := lwOff[iOff][0], sum.LeftFirst == LeftWins; got != want {
				fail("Left wins moving first", got, want)
			}
			if got, want := !lwOff[iOff][1], sum.RightFirst != LeftWins; got != want {
				fail("Right survives moving first", got, want)
			}
			if got, want := rwOn[iOn][1], sum.RightFirst == RightWins; got != want {
				fail("Right wins moving first", got, want)
			}
			pairs++
		}
	}
	sums, sumFailed, lePairs := lbSidedPairs(t, kept, sums, sumFailed)
	t.Logf("sides: %d×%d ordered pairs of sided values compared by Le, %d with G ≤ H; %d sums G + X compared with Add (%d with an error on either side)",
		len(kept), len(kept), lePairs, sums, sumFailed)
	t.Logf("sides: %d non-stoppers stopper-sided (%d of them equal to a stopper), %d not stopper-sided, "+
		"%d stoppers drawn and skipped; %d (G, X) pairs checked against %d stoppers X; "+
		"sides with another form on %d renumbered copies and %d negatives",
		sided, stopperValued, notSided, stopperDrawn, pairs, len(xs), orderDependent, negFailed)
}

// lbNotStopperSided holds games whose sides are not stoppers: Bach's
// carousel (Winning Ways ch. 11; CGSuite's SidedValueTestCase, whose
// notation a{0,{1|1,{*,{1+*|1+*,a}|*}}|0} numbers the positions A = 0, B
// = 1, C = 2, D = 3, then 0, 1, *, 1*), and ten of the first 40 that
// lbGraph drew from rand.NewPCG(1, 2) with 3 to 10 positions whose value
// is not stopper-sided (40 in 250,000 draws; those of at most 8
// positions).
var lbNotStopperSided = []*LoopyGraph{
	{Left: [][]int{{4, 1}, {5}, {6, 3}, {7}, nil, {4}, {4}, {5}}, Right: [][]int{{4}, {5, 2}, {6}, {7, 0}, nil, nil, {4}, {5}}},
	{Left: [][]int{{4, 5}, {0, 4, 1}, {0}, {0}, {2, 5, 3}, {}}, Right: [][]int{{0}, {4, 0, 3, 1}, {3}, {}, {2}, {}}},
	{Left: [][]int{{2, 2}, {}, {6}, {3}, {4}, {7}, {1}, {}}, Right: [][]int{{7, 5}, {6}, {3, 7, 2}, {2}, {2}, {}, {1, 1, 3}, {2, 3, 3}}},
	{Left: [][]int{{7, 6, 4}, {0}, {4, 5, 2}, {}, {}, {5}, {5, 0}, {}}, Right: [][]int{{0, 6, 7}, {6, 1}, {}, {}, {}, {0}, {5}, {6}}},
	{Left: [][]int{{4}, {0}, {}, {}, {4, 0}, {1, 6, 0}, {7}, {}}, Right: [][]int{{5, 7, 7, 3}, {7}, {}, {}, {2, 5, 6}, {5}, {0}, {6, 0}}},
	{Left: [][]int{{0}, {2, 4, 0}, {2, 3}, {2, 5, 1, 3}, {2}, {0, 4}}, Right: [][]int{{3}, {1, 4, 4}, {4}, {1}, {}, {1}}},
	{Left: [][]int{{3, 2, 3}, {}, {6}, {0}, {2, 2}, {}, {}}, Right: [][]int{{2}, {}, {2, 1, 3}, {3, 5}, {5, 1}, {3}, {4}}},
	{Left: [][]int{{6}, {1, 7}, {1, 3}, {}, {1, 6, 2}, {0}, {0, 7}, {}}, Right: [][]int{{3, 2, 1, 0}, {2, 4, 3, 7}, {7, 6, 4}, {}, {0, 2}, {5, 1, 4}, {6}, {5, 6}}},
}

// lbSidedPairs checks sums of two sided games against NewLoopy of their
// sum graph, and Le between them against their sides and the outcomes of
// H − G; it returns the counts updated.
func lbSidedPairs(t *testing.T, kept []lbSided, sums, sumFailed int) (int, int, int) {
	// Sums of two sided games likewise (fewer: their graphs are larger),
	// each of the first (the games not stopper-sided) with one of the
	// last: sidling a product of two games that are not stopper-sided
	// takes seconds.
	for i := 0; i < len(kept)/2; i++ {
		a, b := kept[i], kept[len(kept)-1-i]
		want, err1 := NewLoopy(lbSum(a.g, b.g), 0)
		got, err2 := a.x.Add(b.x)
		if err1 != nil || err2 != nil {
			sumFailed++
			continue
		}
		sums++
		if !got.Equal(want) {
			t.Fatalf("(%v).Add(%v) = %v, but NewLoopy of the sum graph is %v\nG = %v\nH = %v", a.x, b.x, got, want, a.g, b.g)
		}
	}
	// G ≤ H is G⁺ ≤ H⁺ and G⁻ ≤ H⁻ (Siegel CGT VI.4): for stopper sides
	// a comparison of stoppers (lbLe), which the Büchi game of the sides
	// (lbSideLe) must agree with; for others that game alone.
	lePairs := 0
	sideLe := func(g *LoopyGraph, gr int, h *LoopyGraph, hr int, onside bool) bool {
		want := lbSideLe(g, gr, h, hr, onside)
		if lbIsStopper(g, gr) && lbIsStopper(h, hr) && lbLe(g, gr, h, hr) != want {
			t.Fatalf("stoppers %v root %d, %v root %d: lbLe %v, the side's game %v", g, gr, h, hr, !want, want)
		}
		return want
	}
	for _, a := range kept {
		for _, b := range kept {
			want := sideLe(a.on, a.ron, b.on, b.ron, true) && sideLe(a.off, a.roff, b.off, b.roff, false)
			if got := a.x.Le(b.x); got != want {
				t.Fatalf("(%v).Le(%v) = %v, want %v\nG = %v\nH = %v", a.x, b.x, got, want, a.g, b.g)
			}
			if want {
				lePairs++
				// G ≤ H makes H − G ≥ G − G, in which Left, moving second,
				// survives by copying Right's moves: so she survives H − G
				// moving second, in the plain game with draws.
				if lbOutcomes(lbSum(b.g, lbNeg(a.g)))[0].RightFirst == RightWins {
					t.Fatalf("(%v).Le(%v), but Right moving first wins H − G\nG = %v\nH = %v", a.x, b.x, a.g, b.g)
				}
			}
		}
	}
	return sums, sumFailed, lePairs
}

// lbSideLe reports whether the side of position gr of g is at most the
// same side of position hr of h: Left, moving second in H − G, wins when
// Right is stuck or when play is infinite and infinitely many moves are
// made in H (onside) or in −G (offside): Winning Ways ch. 11's onsides
// and offsides, the comparison CGSuite makes of sides. The Büchi game is
// solved by the textbook nested fixpoint νZ.μY.(Acc ∧ pre Z) ∨ pre Y,
// where pre S holds the states from which Left forces the next state
// into S, naively over explicit states (h position, g position, mover,
// whether the last move counted).
func lbSideLe(g *LoopyGraph, gr int, h *LoopyGraph, hr int, onside bool) bool {
	ng, nh := len(g.Left), len(h.Left)
	type st struct{ h, g, right, acc int }
	id := func(s st) int { return ((s.h*ng+s.g)*2+s.right)*2 + s.acc }
	n := nh * ng * 4
	succ := make([][]int, n)
	for hi := range nh {
		for gi := range ng {
			for right := range 2 {
				for acc := range 2 {
					s := id(st{hi, gi, right, acc})
					// Left moves in H to a Left option, in −G to a Right
					// option of G; Right the other way round.
					hOpts, gOpts := h.Left[hi], g.Right[gi]
					if right == 1 {
						hOpts, gOpts = h.Right[hi], g.Left[gi]
					}
					cntH, cntG := 0, 1
					if onside {
						cntH, cntG = 1, 0
					}
					for _, x := range hOpts {
						succ[s] = append(succ[s], id(st{x, gi, 1 - right, cntH}))
					}
					for _, y := range gOpts {
						succ[s] = append(succ[s], id(st{hi, y, 1 - right, cntG}))
					}
				}
			}
		}
	}
	cpre := func(s int, set []bool) bool {
		if (s/2)%2 == 0 { // Left to move: some move into set (none: she is stuck)
			for _, t := range succ[s] {
				if set[t] {
					return true
				}
			}
			return false
		}
		for _, t := range succ[s] { // Right to move: every move (none: he is stuck)
			if !set[t] {
				return false
			}
		}
		return true
	}
	z := make([]bool, n)
	for i := range z {
		z[i] = true
	}
	for {
		y := make([]bool, n)
		for changed := true; changed; {
			changed = false
			for s := range n {
				if !y[s] && (s%2 == 1 && cpre(s, z) || cpre(s, y)) {
					y[s], changed = true, true
				}
			}
		}
		same := true
		for s := range n {
			same = same && y[s] == z[s]
		}
		if same {
			return z[id(st{hr, gr, 1, 0})]
		}
		z = y
	}
}
