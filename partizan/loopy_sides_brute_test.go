package partizan

// Brute-force checks of onsides and offsides; the reference code (lb*) is
// in loopy_brute_test.go.

import (
	"errors"
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
// all computed by lbForce on sum graphs built by lbSum. Also G⁺ ≥ G⁻
// (lbLe), Outcome is the case X = 0, and Le on the values found.
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
	for range lbCount(testing.Short(), 1500, 150) {
		var g *LoopyGraph
		for {
			g = lbGraph(r, 1+r.IntN(8), lbDensity(r)/2, lbDensity(r)/2)
			if !lbIsStopper(g, 0) {
				break
			}
			stopperDrawn++
		}
		x, err := NewLoopy(g, 0)
		if errors.Is(err, ErrNotStopperSided) {
			notSided++
			continue
		}
		if err != nil {
			t.Fatalf("NewLoopy(%v, 0): %v", g, err)
		}
		sided++
		if x.IsStopper() {
			stopperValued++
		}
		// The sides are simplest forms, canonically numbered, so a
		// renumbered copy of G has the same value, and −G has the value
		// −x = (−G⁻) & (−G⁺) (Siegel CGT VI.4), whenever sidling succeeds
		// on them too (it is not complete: see ErrNotStopperSided).
		perm := r.Perm(g.Len())
		if y, err := NewLoopy(lbPermute(r, g, perm), perm[0]); err == nil && y != x {
			t.Fatalf("NewLoopy of %v renumbered by %v = %v, want %v", g, perm, y, x)
		} else if err != nil {
			orderDependent++
		}
		if y, err := NewLoopy(lbNeg(g), 0); err == nil && y != x.Neg() {
			t.Fatalf("NewLoopy of −G = %v, but −NewLoopy(G) = %v\nG = %v", y, x.Neg(), g)
		} else if err != nil {
			negFailed++
		}
		on, off := x.Onside(), x.Offside()
		gOn, rOn, ok1 := on.Graph()
		gOff, rOff, ok2 := off.Graph()
		if !ok1 || !ok2 || !lbIsStopper(gOn, rOn) || !lbIsStopper(gOff, rOff) {
			t.Fatalf("sides of %v (%v) are not stoppers", g, x)
		}
		if !lbLe(gOff, rOff, gOn, rOn) {
			t.Fatalf("offside %v of %v is not at most its onside %v", off, g, on)
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
			for _, c := range lbNamed {
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
				if got != want {
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
	t.Logf("sides: %d non-stoppers with sides (%d of them equal to a stopper), %d ErrNotStopperSided, "+
		"%d stoppers drawn and skipped; %d (G, X) pairs checked against %d stoppers X; "+
		"sidling failed on %d renumbered copies and %d negatives of sided games",
		sided, stopperValued, notSided, stopperDrawn, pairs, len(xs), orderDependent, negFailed)
}

// lbSidedPairs checks sums of two sided games against NewLoopy of their
// sum graph, and Le between them against their sides and the outcomes of
// H − G; it returns the counts updated.
func lbSidedPairs(t *testing.T, kept []lbSided, sums, sumFailed int) (int, int, int) {
	// Sums of two sided games likewise (fewer: their graphs are larger).
	for i := 0; i+1 < len(kept); i += 2 {
		a, b := kept[i], kept[i+1]
		want, err1 := NewLoopy(lbSum(a.g, b.g), 0)
		got, err2 := a.x.Add(b.x)
		if err1 != nil || err2 != nil {
			sumFailed++
			continue
		}
		sums++
		if got != want {
			t.Fatalf("(%v).Add(%v) = %v, but NewLoopy of the sum graph is %v\nG = %v\nH = %v", a.x, b.x, got, want, a.g, b.g)
		}
	}
	// G ≤ H for stopper-sided games is G⁺ ≤ H⁺ and G⁻ ≤ H⁻ (Siegel CGT
	// VI.4), each a comparison of stoppers (lbLe).
	lePairs := 0
	for _, a := range kept {
		for _, b := range kept {
			want := lbLe(a.on, a.ron, b.on, b.ron) && lbLe(a.off, a.roff, b.off, b.roff)
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
