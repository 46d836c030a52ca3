package partizan

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"
)

// pv parses a value of a test.
func pv(t *testing.T, s string) Value {
	t.Helper()
	v, err := ParseValue(s)
	if err != nil {
		t.Fatalf("%q: %v", s, err)
	}
	return v
}

// randomValues returns n canonical forms of random game trees of the
// given depth (randomGTree), for the identities below.
func randomValues(t *testing.T, seed uint64, n, depth int) []Value {
	r := rand.New(rand.NewPCG(seed, 42))
	out := make([]Value, n)
	for i := range out {
		out[i] = valueOf(t, randomGTree(r, depth))
	}
	return out
}

// TestAtomicWeightPublished: the atomic weight of n·↑ + *m is n (Winning
// Ways ch. 8; Siegel, Combinatorial Game Theory, II.7): ↑ has weight 1, ⇑*
// 2, ↑* 1, ↓ −1, *n 0; ↑² (up-second, {0|↓*}) 0, as the coefficient of ↑
// in CGSuite's uptimal notation; the weight of x.↑ (Norton product) is x
// for the numbers x tried, the weight calculus's inverse of Norton
// multiplication by ↑ (Siegel II.7). Numbers and hot games have no weight.
func TestAtomicWeightPublished(t *testing.T) {
	for _, c := range []struct{ g, w string }{
		{"^", "1"}, {"^^*", "2"}, {"^*", "1"}, {"v", "-1"}, {"*5", "0"}, {"0", "0"},
		{"^7*3", "7"}, {"v3*2", "-3"}, {"^<2>", "0"}, {"^<3>*", "0"}, {"^[3]", "1"},
	} {
		if w, ok := pv(t, c.g).AtomicWeight(); !ok || w != pv(t, c.w) {
			t.Errorf("atomic weight of %s = %v, %v; want %s", c.g, w, ok, c.w)
		}
	}
	for _, x := range []string{"1/2", "3/4", "-5/8", "2", "{1|0}", "{2|1||0}"} {
		if w, ok := pv(t, x).NortonProduct(Ups(1)).AtomicWeight(); !ok || w != pv(t, x) {
			t.Errorf("atomic weight of %s.↑ = %v, %v; want %s", x, w, ok, x)
		}
	}
	for _, g := range []string{"1", "1/2", "+-1", "1*", "{2|1||0}"} {
		if w, ok := pv(t, g).AtomicWeight(); ok {
			t.Errorf("%s has atomic weight %v; it is not infinitesimal", g, w)
		}
	}
}

// TestAtomicWeightTheorems checks two theorems on random all-small games
// (Winning Ways ch. 8; Lessons in Play ch. 9; Siegel II.7): the atomic
// weight of a sum of all-small games is the sum of their weights, and the
// two-ahead rule: aw(G) ≥ 2 implies G > 0, aw(G) ≥ 1 that Left wins G
// moving first (G ⧐ 0), and the same for Right.
func TestAtomicWeightTheorems(t *testing.T) {
	var small []Value
	for _, v := range randomValues(t, 3, 1500, 3) {
		if v.AllSmall() {
			small = append(small, v)
		}
	}
	if len(small) < 200 {
		t.Fatalf("only %d all-small games", len(small))
	}
	one, two := Integer(1), Integer(2)
	for i, g := range small {
		w, ok := g.AtomicWeight()
		if !ok {
			t.Fatalf("the all-small %v has no atomic weight", g)
		}
		h := small[(i*7+3)%len(small)]
		wh, _ := h.AtomicWeight()
		if ws, ok := g.Add(h).AtomicWeight(); !ok || ws != w.Add(wh) {
			t.Fatalf("aw(%v + %v) = %v, %v; want %v + %v", g, h, ws, ok, w, wh)
		}
		c := g.Class()
		switch {
		case two.Le(w) && c != ClassL, w.Le(two.Neg()) && c != ClassR:
			t.Fatalf("%v: weight %v, class %v: the two-ahead rule", g, w, c)
		case one.Le(w) && (c == ClassP || c == ClassR), w.Le(one.Neg()) && (c == ClassP || c == ClassL):
			t.Fatalf("%v: weight %v, class %v: weight ±1 wins for the first player of that side", g, w, c)
		}
	}
}

// TestReducedIdentities: the reduced canonical form is infinitesimally
// close to the value (their difference has stops 0), idempotent, the same
// for values that differ by an infinitesimal, and 0 for an infinitesimal
// (Siegel, Combinatorial Game Theory, II.6); rcf(x + n·↑ + *m) = x
// (1/2 + ↑ gives 1/2).
func TestReducedIdentities(t *testing.T) {
	if r := pv(t, "1/2^").Reduced(); r != pv(t, "1/2") {
		t.Errorf("rcf(1/2 + ↑) = %v, want 1/2", r)
	}
	eps := []Value{Ups(1), Nimber(1), pv(t, "v*"), pv(t, "Tiny(1)"), pv(t, "{0|v}"), pv(t, "^<2>")}
	for i, g := range randomValues(t, 5, 400, 3) {
		r := g.Reduced()
		if !g.Sub(r).Infinitesimal() {
			t.Fatalf("rcf(%v) = %v is not infinitesimally close", g, r)
		}
		if r.Reduced() != r {
			t.Fatalf("rcf(rcf(%v)) = %v, not %v", g, r.Reduced(), r)
		}
		if e := eps[i%len(eps)]; g.Add(e).Reduced() != r {
			t.Fatalf("rcf(%v + %v) = %v, not rcf(%v) = %v", g, e, g.Add(e).Reduced(), g, r)
		}
		if g.Infinitesimal() && r != (Value{}) {
			t.Fatalf("rcf of the infinitesimal %v is %v", g, r)
		}
	}
}

// keepsShape reports whether cooling g by t is done option by option: t is
// at most the temperature of g, and the cooled options (g^L_t − t, g^R_t +
// t) are the options of the canonical form of g_t, none dominated,
// reversible or merged, recursively. Heating by t then rebuilds g.
func keepsShape(g Value, t Dyadic) bool {
	if _, ok := g.Number(); ok {
		return true
	}
	if t.Cmp(g.Temperature()) > 0 {
		return false
	}
	c := g.Cool(t)
	if _, ok := c.Number(); ok {
		return false
	}
	for _, side := range []struct {
		opts, cooled []Value
		shift        Dyadic
	}{{g.Left(), c.Left(), t.Neg()}, {g.Right(), c.Right(), t}} {
		if len(side.opts) != len(side.cooled) {
			return false
		}
		for _, o := range side.opts {
			if !keepsShape(o, t) || !slices.Contains(side.cooled, o.Cool(t).Add(Number(side.shift))) {
				return false
			}
		}
	}
	return true
}

// TestHeatCool: cooling undoes heating, (∫ᵗG)_t = G for every t ≥ 0
// (cooling depends only on the value and cools the heated form option by
// option, Siegel II.5); heating undoes cooling, ∫ᵗ(G_t) = G, exactly where
// cooling keeps the shape of G (keepsShape: t at most the temperature of
// every non-number follower, and no cooled option dominated, reversible or
// equal to another). Winning Ways ch. 6: ±1 cooled by 1 is *, and ∫¹* =
// ±1; {2|1||0} cooled by 1/2 is {1*|1/2}, heated back by 1/2.
func TestHeatCool(t *testing.T) {
	half := NewDyadic(1, 1)
	if c := pv(t, "+-1").Cool(Int(1)); c != Nimber(1) || c.Heat(Integer(1)) != pv(t, "+-1") {
		t.Errorf("±1 cooled by 1 = %v, heated back %v", c, c.Heat(Integer(1)))
	}
	g := pv(t, "{2|1||0}")
	if c := g.Cool(half); c != pv(t, "{1*|1/2}") || c.Heat(Number(half)) != g {
		t.Errorf("{2|1||0} cooled by 1/2 = %v, heated back %v", c, c.Heat(Number(half)))
	}
	shaped := 0
	for _, g := range randomValues(t, 7, 600, 3) {
		for _, tt := range []Dyadic{{}, NewDyadic(1, 2), half, Int(1), Int(2)} {
			if c := g.Heat(Number(tt)).Cool(tt); c != g {
				t.Fatalf("%v heated by %v is %v, cooled back %v", g, tt, g.Heat(Number(tt)), c)
			}
			if keepsShape(g, tt) {
				shaped++
				if h := g.Cool(tt).Heat(Number(tt)); h != g {
					t.Fatalf("%v cooled by %v keeps its shape (%v), but heats back to %v", g, tt, g.Cool(tt), h)
				}
			}
		}
	}
	if shaped < 500 {
		t.Errorf("only %d games keep their shape when cooled", shaped)
	}
}

// TestNortonProduct: Norton multiplication by an integer n is n copies
// (3.↑ = ↑↑↑), by 1 the identity (the incentive of 1 is −1: G.1 = {G^L.1 |
// G^R.1} = G), and for U > 0 additive in G (Norton; Winning Ways ch. 8,
// Siegel II.7), checked on random sums.
func TestNortonProduct(t *testing.T) {
	if p := Integer(3).NortonProduct(Ups(1)); p != Ups(3) {
		t.Errorf("3.↑ = %v", p)
	}
	if p := Integer(-2).NortonProduct(pv(t, "{2|1}")); p != pv(t, "{2|1}").Times(-2) || p != pv(t, "-3") {
		t.Errorf("−2.{2|1} = %v, want −3", p)
	}
	us := []Value{Integer(1), Ups(1), pv(t, "{2|1}"), pv(t, "1*"), pv(t, "^^*")}
	vals := randomValues(t, 11, 300, 3)
	for i, g := range vals {
		if g.NortonProduct(Integer(1)) != g {
			t.Fatalf("%v.1 = %v", g, g.NortonProduct(Integer(1)))
		}
		h, u := vals[(i*13+5)%len(vals)], us[i%len(us)]
		if s := g.Add(h).NortonProduct(u); s != g.NortonProduct(u).Add(h.NortonProduct(u)) {
			t.Fatalf("(%v + %v).%v = %v, not the sum of the products", g, h, u, s)
		}
	}
}

// stalkTree is a Blue-Red Hackenbush stalk given by its colours from the
// ground up, as a game tree by the rules (cutting an edge removes those
// above it; Winning Ways ch. 2), built independently of OrdinalSum.
func stalkTree(s string) *gtree {
	g := &gtree{}
	for i := range len(s) {
		if s[i] == 'B' {
			g.l = append(g.l, stalkTree(s[:i]))
		} else {
			g.r = append(g.r, stalkTree(s[:i]))
		}
	}
	return g
}

// TestOrdinalSum: a Hackenbush stalk is the ordinal sum of its edges,
// bottom first (Winning Ways ch. 2: BR = 1:−1 = 1/2, BRB = 3/4), checked
// against the stalk played by its rules for every stalk of up to 7 edges;
// green stalks, *m:*n = *(m+n); x:*n = x + *n.
func TestOrdinalSum(t *testing.T) {
	for n := 1; n <= 7; n++ {
		for bits := range 1 << n {
			s := make([]byte, n)
			v := Value{}
			for i := range s {
				e := Integer(-1)
				s[i] = 'R'
				if bits>>i&1 == 1 {
					s[i], e = 'B', Integer(1)
				}
				v = v.OrdinalSum(e)
			}
			// Built edge by edge: each edge is the ordinal sum on top.
			if want := valueOf(t, stalkTree(string(s))); v != want {
				t.Fatalf("stalk %s: ordinal sums give %v, the game %v", s, v, want)
			}
		}
	}
	if v := Nimber(5).OrdinalSum(Nimber(6)); v != Nimber(11) {
		t.Errorf("*5:*6 = %v", v)
	}
	if v := pv(t, "3/8").OrdinalSum(Nimber(3)); v != pv(t, "3/8+*3") {
		t.Errorf("3/8:*3 = %v", v)
	}
}

// wins reports whether the player to move (Left when left) wins the game
// tree g by playing it out, for the comparisons below.
func wins(g *gtree, left bool, memo map[*gtree][2]int8) bool {
	side := 0
	if !left {
		side = 1
	}
	if m, ok := memo[g]; ok && m[side] != 0 {
		return m[side] > 0
	}
	opts := g.l
	if !left {
		opts = g.r
	}
	w := false
	for _, x := range opts {
		if !wins(x, !left, memo) {
			w = true
			break
		}
	}
	m := memo[g]
	m[side] = -1
	if w {
		m[side] = 1
	}
	memo[g] = m
	return w
}

// TestComparisonsBruteForce checks Le, Ge, Lt, Gt, Confused and == against
// playing G − H out (Conway: G ≤ H iff Left, moving first in G − H,
// loses; G ‖ H iff the first player wins it) for random game trees.
func TestComparisonsBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 17))
	for range 400 {
		a, b := randomGTree(r, 3), randomGTree(r, 3)
		d := defSum(a, defNeg(b), map[[2]*gtree]*gtree{})
		memo := map[*gtree][2]int8{}
		le := !wins(d, true, memo)  // Left first loses G − H: G ≤ H
		ge := !wins(d, false, memo) // Right first loses: G ≥ H
		g, h := valueOf(t, a), valueOf(t, b)
		got := [6]bool{g.Le(h), g.Ge(h), g.Lt(h), g.Gt(h), g.Confused(h), g == h}
		want := [6]bool{le, ge, le && !ge, ge && !le, !le && !ge, le && ge}
		if got != want {
			t.Fatalf("%v vs %v: ≤ ≥ < > ‖ = %v, played out %v", g, h, got, want)
		}
	}
}

// TestFollowers: the followers of the canonical form, counted and listed
// (CGSuite's examples are in TestCGSuiteCases), against the canonical game
// tree of random values walked by its options.
func TestFollowers(t *testing.T) {
	for _, g := range randomValues(t, 19, 200, 3) {
		seen := map[Value]bool{}
		var walk func(Value)
		walk = func(v Value) {
			if seen[v] {
				return
			}
			seen[v] = true
			for _, x := range append(v.Left(), v.Right()...) {
				walk(x)
			}
		}
		walk(g)
		if fs := g.Followers(); len(fs) != len(seen) || g.FollowerCount() != len(seen) {
			t.Fatalf("%v: %d followers listed, %d counted; the tree has %d", g, len(fs), g.FollowerCount(), len(seen))
		}
	}
	if n := int64(Integer(-1 << 62).FollowerCount()); n != 1<<62+1 {
		t.Errorf("−2⁶² has %d followers", n)
	}
}

// TestSensible: the sensible moves of positions of random game trees are
// those whose value is ≥ some Left option of the canonical form (≤ some
// Right option), every canonical option is matched by one, and the moves
// of a sum of values agree with those of the same sum solved as a game.
func TestSensible(t *testing.T) {
	if ms := SensibleMoves(true, pv(t, "+-1"), pv(t, "+-2")); len(ms) != 1 || ms[0].Part != 1 || ms[0].To != Integer(2) {
		t.Errorf("Left's sensible moves in ±1 + ±2: %v, want the move to 2 in ±2", ms)
	}
	r := rand.New(rand.NewPCG(23, 29))
	for range 200 {
		a, b := randomGTree(r, 2), randomGTree(r, 2)
		sum := defSum(a, b, map[[2]*gtree]*gtree{})
		tab := NewTable[*gtree](treeGame{}, nil)
		k, _ := tab.Value(context.Background(), sum)
		for _, left := range []bool{true, false} {
			got, err := tab.SensibleOptions(context.Background(), sum, left)
			if err != nil {
				t.Fatal(err)
			}
			moves, canon := sum.l, k.Left()
			if !left {
				moves, canon = sum.r, k.Right()
			}
			matched := map[Value]bool{}
			for _, m := range moves {
				v, _ := tab.Value(context.Background(), m)
				good := false
				for _, o := range canon {
					if left && o.Le(v) || !left && v.Le(o) {
						good, matched[o] = true, true
					}
				}
				if good != slices.Contains(got, m) {
					t.Fatalf("%v: the move to %v (Left %v) sensible %v, SensibleOptions %v", k, v, left, good, got)
				}
			}
			if len(matched) != len(canon) {
				t.Fatalf("%v: canonical options %v, matched %d", k, canon, len(matched))
			}
			// The same sum as two values.
			ms := SensibleMoves(left, valueOf(t, a), valueOf(t, b))
			for _, m := range ms {
				rest := []Value{valueOf(t, b), valueOf(t, a)}[m.Part]
				good := false
				for _, o := range canon {
					if left && o.Le(rest.Add(m.To)) || !left && rest.Add(m.To).Le(o) {
						good = true
					}
				}
				if !good {
					t.Fatalf("%v: the move of part %d to %v is not sensible", k, m.Part, m.To)
				}
			}
		}
	}
}

// TestParityDefinitions checks Even, Odd, EvenTempered and OddTempered
// against their definitions (Siegel II.7; CGSuite's documentation) walked
// on the canonical game tree of random values, numbers expanded into their
// options: even when every option is odd (no option: even), odd when there
// are options and all are even; even-tempered a number or every option
// odd-tempered, odd-tempered not a number and every option even-tempered.
// ±1 = {1|−1} is even, its options 1 and −1 odd.
func TestParityDefinitions(t *testing.T) {
	var parity func(g *gtree, tempered bool) int
	parity = func(g *gtree, tempered bool) int {
		if tempered {
			if _, ok := valueOf(t, g).Number(); ok {
				return 0
			}
		}
		p := -2
		for _, x := range append(append([]*gtree{}, g.l...), g.r...) {
			q := parity(x, tempered)
			if q < 0 || p >= 0 && q != p {
				return -1
			}
			p = q
		}
		switch p {
		case -2, 1:
			return 0
		}
		return 1
	}
	vals := append(randomValues(t, 31, 300, 3), pv(t, "+-1"), Integer(-1), Integer(-2), pv(t, "-1*"), pv(t, "^*"))
	for _, v := range vals {
		if v.Birthday() > 6 {
			continue
		}
		g := toTree(v)
		for _, tempered := range []bool{false, true} {
			want := parity(g, tempered)
			got := [2]bool{v.Even(), v.Odd()}
			if tempered {
				got = [2]bool{v.EvenTempered(), v.OddTempered()}
			}
			if got != [2]bool{want == 0, want == 1} {
				t.Fatalf("%v (tempered %v): even, odd %v; the definition gives %d", v, tempered, got, want)
			}
		}
	}
	if !pv(t, "+-1").Even() || !Integer(-1).Odd() {
		t.Error("±1 is even and −1 odd")
	}
}
