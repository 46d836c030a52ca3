package partizan

import (
	"context"
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/cgtgo/cgt"
)

// gtree is a game form given explicitly, for checks by the definitions of
// combinatorial game theory (Conway, On Numbers and Games, ch. 0–1; Siegel,
// Combinatorial Game Theory, ch. II), independent of the canonical-form code.
type gtree struct {
	l, r []*gtree
}

func tr(l []*gtree, r []*gtree) *gtree { return &gtree{l, r} }

// defLe is G ≤ H by the recursive definition: no G^L ≥ H and no H^R ≤ G.
func defLe(g, h *gtree, memo map[[2]*gtree]bool) bool {
	k := [2]*gtree{g, h}
	if v, ok := memo[k]; ok {
		return v
	}
	res := true
	for _, gl := range g.l {
		if defLe(h, gl, memo) {
			res = false
			break
		}
	}
	if res {
		for _, hr := range h.r {
			if defLe(hr, g, memo) {
				res = false
				break
			}
		}
	}
	memo[k] = res
	return res
}

// defSum is the disjunctive sum by its definition.
func defSum(g, h *gtree, memo map[[2]*gtree]*gtree) *gtree {
	k := [2]*gtree{g, h}
	if s, ok := memo[k]; ok {
		return s
	}
	s := &gtree{}
	for _, x := range g.l {
		s.l = append(s.l, defSum(x, h, memo))
	}
	for _, x := range h.l {
		s.l = append(s.l, defSum(g, x, memo))
	}
	for _, x := range g.r {
		s.r = append(s.r, defSum(x, h, memo))
	}
	for _, x := range h.r {
		s.r = append(s.r, defSum(g, x, memo))
	}
	memo[k] = s
	return s
}

func defNeg(g *gtree) *gtree {
	n := &gtree{}
	for _, x := range g.r {
		n.l = append(n.l, defNeg(x))
	}
	for _, x := range g.l {
		n.r = append(n.r, defNeg(x))
	}
	return n
}

// treeGame is a Partizan game whose positions are the nodes of a gtree.
type treeGame struct{}

func (treeGame) LeftMoves(dst []*gtree, p *gtree) []*gtree  { return append(dst, p.l...) }
func (treeGame) RightMoves(dst []*gtree, p *gtree) []*gtree { return append(dst, p.r...) }

func valueOf(t testing.TB, g *gtree) Value {
	t.Helper()
	v, err := Canonical(context.Background(), treeGame{}, g, nil)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// toTree expands a Value into its canonical game tree.
func toTree(v Value) *gtree {
	g := &gtree{}
	for _, x := range v.Left() {
		g.l = append(g.l, toTree(x))
	}
	for _, x := range v.Right() {
		g.r = append(g.r, toTree(x))
	}
	return g
}

func defEq(g, h *gtree) bool {
	m := map[[2]*gtree]bool{}
	return defLe(g, h, m) && defLe(h, g, m)
}

// Forms by their definitions (Conway; Berlekamp, Conway & Guy, Winning Ways
// ch. 2–3): 0 = {|}, * = {0|0}, ↑ = {0|*}, n = {n−1|}, 1/2 = {0|1}, ±1 = {1|−1}.
var (
	t0    = tr(nil, nil)
	tStar = tr([]*gtree{t0}, []*gtree{t0})
	tUp   = tr([]*gtree{t0}, []*gtree{tStar})
	t1    = tr([]*gtree{t0}, nil)
	tm1   = tr(nil, []*gtree{t0})
	tPM1  = tr([]*gtree{t1}, []*gtree{tm1})
)

// tHalf returns 1/2^k by its definition {0 | 1/2^(k−1)}.
func tHalf(k int) *gtree {
	g := t1
	for range k {
		g = tr([]*gtree{t0}, []*gtree{g})
	}
	return g
}

// TestIdentities checks the classical identities of the issue, each by the
// canonical-form values and by the recursive definition of ≤ on the game
// trees built by the definitions of the sum (Winning Ways ch. 2–3; Albert,
// Nowakowski & Wolfe, Lessons in Play ch. 4–5).
func TestIdentities(t *testing.T) {
	sum := func(gs ...*gtree) *gtree {
		s := t0
		for _, g := range gs {
			s = defSum(s, g, map[[2]*gtree]*gtree{})
		}
		return s
	}
	m := map[[2]*gtree]bool{}
	star, up, pm1 := valueOf(t, tStar), valueOf(t, tUp), valueOf(t, tPM1)

	// * + * = 0.
	if got := star.Add(star); got != (Value{}) {
		t.Errorf("* + * = %v, want 0", got)
	}
	if !defEq(sum(tStar, tStar), t0) {
		t.Error("definition: * + * ≠ 0")
	}
	// {0|*} = ↑.
	if up != Ups(1) || up.String() != "^" {
		t.Errorf("{0|*} = %v, want ^", up)
	}
	// ↑ > 0 but ↑ < every positive number (checked on 1/2^k).
	if !up.Gt(Value{}) || !defLe(t0, tUp, m) || defLe(tUp, t0, m) {
		t.Error("↑ > 0 fails")
	}
	for k := range 40 {
		x := Number(NewDyadic(1, uint(k)))
		if !up.Lt(x) {
			t.Errorf("↑ < 1/2^%d fails", k)
		}
		if k < 6 && !(defLe(tUp, tHalf(k), m) && !defLe(tHalf(k), tUp, m)) {
			t.Errorf("definition: ↑ < 1/2^%d fails", k)
		}
	}
	// ↑ + * ‖ 0 while ↑ + ↑ + * > 0.
	upStar := up.Add(star)
	if upStar.Class() != ClassN || !upStar.Confused(Value{}) {
		t.Errorf("↑* has class %v, want N", upStar.Class())
	}
	if s := sum(tUp, tStar); defLe(s, t0, m) || defLe(t0, s, m) {
		t.Error("definition: ↑ + * is not confused with 0")
	}
	dus := up.Add(up).Add(star)
	if dus.Class() != ClassL {
		t.Errorf("↑+↑+* has class %v, want L", dus.Class())
	}
	if s := sum(tUp, tUp, tStar); !defLe(t0, s, m) || defLe(s, t0, m) {
		t.Error("definition: ↑ + ↑ + * > 0 fails")
	}
	// ±1 + ±1 = 0.
	if got := pm1.Add(pm1); got != (Value{}) {
		t.Errorf("±1 + ±1 = %v", got)
	}
	if !defEq(sum(tPM1, tPM1), t0) {
		t.Error("definition: ±1 + ±1 ≠ 0")
	}
	// {1|−1} has temperature 1 and mean 0.
	if th := pm1.Thermograph(); th.Temperature != Int(1) || th.Mean != Int(0) {
		t.Errorf("±1: temperature %v mean %v, want 1 and 0", th.Temperature, th.Mean)
	}
}

// TestCanonicalForms checks canonical forms and their printing against the
// forms tabulated in Lessons in Play (ch. 5: ⇑ = {0|↑*}, ⇑* = {0|↑},
// ↑* = {0,*|0}, *2 = {0,*|0,*}) and Winning Ways (3/4 = {1/2|1}).
func TestCanonicalForms(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"{0|^*}", "^^"}, {"{0|^}", "^^*"}, {"{0,*|0}", "^*"}, {"{0,*|0,*}", "*2"},
		{"{1/2|1}", "3/4"}, {"{0|0}", "*"}, {"{*|*}", "0"}, {"{1|-1}", "+-1"},
		{"{-1|1}", "0"}, {"{0|}", "1"}, {"{|0}", "-1"}, {"{5|}", "6"}, {"{-5|}", "0"},
		{"{1|0}", "{1|0}"}, {"{{2|1}|0}", "{2|1||0}"}, {"^+^+^", "^3"}, {"v+v", "vv"},
		{"1 + *", "1*"}, {"-1/2 + ^ + *3", "-1/2^*3"}, {"{^|v}", "*"}, {"*2 + *3", "*"},
		{"{0|*2}", "^*3"}, {"{1|*}", "{1|*}"}, {"{2|1||0}", "{2|1||0}"},
		{"+-{1|0}", "0"}, {"+-{2|1}", "{2|1||-1|-2}"},
	} {
		v, err := ParseValue(c.in)
		if err != nil {
			t.Errorf("%s: %v", c.in, err)
			continue
		}
		if got := v.String(); got != c.want {
			t.Errorf("%s = %s, want %s", c.in, got, c.want)
		}
		if w, err := ParseValue(v.String()); err != nil || w != v {
			t.Errorf("%s: reparse of %s gives %v, %v", c.in, v, w, err)
		}
	}
}

// TestParseErrors: bad input is an error naming the bad token.
func TestParseErrors(t *testing.T) {
	for _, c := range []struct{ in, token string }{
		{"{1|x}", `"x"`}, {"1/3", `"1/3"`}, {"{1|2|3}", `"|"`}, {"{1", "end"},
		{"", "end"}, {"1 +", "end"}, {"{1}", "no |"}, {"(1", "end"}, {"1)", `")"`},
		{"{1,|2}", `"|"`}, {"99999999999999999999", "range"}, {"^2x", `"x"`},
	} {
		_, err := ParseValue(c.in)
		if err == nil || !contains(err.Error(), c.token) {
			t.Errorf("ParseValue(%q) = %v, want an error naming %s", c.in, err, c.token)
		}
	}
}

func contains(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return true
		}
	}
	return false
}

// randomGTree returns a random game tree with the given depth, built from a
// pool so that subtrees are shared.
func randomGTree(r *rand.Rand, depth int) *gtree {
	pool := []*gtree{t0}
	for range depth {
		var next []*gtree
		for range 6 {
			g := &gtree{}
			for range r.IntN(3) {
				g.l = append(g.l, pool[r.IntN(len(pool))])
			}
			for range r.IntN(3) {
				g.r = append(g.r, pool[r.IntN(len(pool))])
			}
			next = append(next, g)
		}
		pool = append(pool, next...)
	}
	return pool[len(pool)-1-r.IntN(6)]
}

// checkRandom is the differential check of the issue on random trees:
// comparison of canonical forms equals comparison by the definition, sums
// commute, G − G = 0, the canonical form equals the game and has no
// dominated or reversible option, and printing parses back.
func checkRandom(t *testing.T, r *rand.Rand, depth int) {
	g, h := randomGTree(r, depth), randomGTree(r, depth)
	vg, vh := valueOf(t, g), valueOf(t, h)
	m := map[[2]*gtree]bool{}
	if got, want := vg.Le(vh), defLe(g, h, m); got != want {
		t.Fatalf("%v ≤ %v: canonical %v, definition %v", vg, vh, got, want)
	}
	if got, want := vh.Le(vg), defLe(h, g, m); got != want {
		t.Fatalf("%v ≤ %v: canonical %v, definition %v", vh, vg, got, want)
	}
	if vg.Add(vh) != vh.Add(vg) {
		t.Fatalf("%v + %v does not commute", vg, vh)
	}
	if d := vg.Sub(vg); d != (Value{}) {
		t.Fatalf("%v − itself = %v", vg, d)
	}
	s := defSum(g, h, map[[2]*gtree]*gtree{})
	if vs := valueOf(t, s); vs != vg.Add(vh) {
		t.Fatalf("value of the sum tree %v ≠ %v + %v = %v", vs, vg, vh, vg.Add(vh))
	}
	if valueOf(t, defNeg(g)) != vg.Neg() {
		t.Fatalf("−%v wrong", vg)
	}
	cg := toTree(vg)
	if !defEq(cg, g) {
		t.Fatalf("canonical form %v is not equal to its game", vg)
	}
	// Canonical: no dominated option, no reversible option (by definition).
	for i, a := range cg.l {
		for j, b := range cg.l {
			if i != j && defLe(a, b, m) {
				t.Fatalf("%v: Left option %d dominated", vg, i)
			}
		}
		for _, ar := range a.r {
			if defLe(ar, cg, m) {
				t.Fatalf("%v: Left option %d reversible", vg, i)
			}
		}
	}
	for i, a := range cg.r {
		for j, b := range cg.r {
			if i != j && defLe(b, a, m) {
				t.Fatalf("%v: Right option %d dominated", vg, i)
			}
		}
		for _, al := range a.l {
			if defLe(cg, al, m) {
				t.Fatalf("%v: Right option %d reversible", vg, i)
			}
		}
	}
	if w, err := ParseValue(vg.String()); err != nil || w != vg {
		t.Fatalf("%v does not parse back: %v %v", vg, w, err)
	}
	// Outcome class by the definition.
	ge, le := defLe(t0, g, m), defLe(g, t0, m)
	want := map[[2]bool]Class{{true, true}: ClassP, {true, false}: ClassL, {false, true}: ClassR, {false, false}: ClassN}[[2]bool{ge, le}]
	if vg.Class() != want {
		t.Fatalf("%v: class %v, want %v", vg, vg.Class(), want)
	}
	// Mean and cooling are additive (Conway, ONAG ch. 9); the mean is the
	// mast of the thermograph, the stops of G cooled by its temperature.
	if vg.Mean().Add(vh.Mean()) != vg.Add(vh).Mean() {
		t.Fatalf("mean(%v) + mean(%v) ≠ mean of the sum", vg, vh)
	}
	for _, c := range []Dyadic{Int(0), NewDyadic(1, 1), Int(1)} {
		if vg.Cool(c).Add(vh.Cool(c)) != vg.Add(vh).Cool(c) {
			t.Fatalf("cooling %v and %v by %v is not additive", vg, vh, c)
		}
	}
	th := vg.Thermograph()
	if _, ok := vg.Number(); !ok {
		ls, rs := vg.Cool(th.Temperature).Stops()
		if ls != th.Mean || rs != th.Mean {
			t.Fatalf("%v cooled by its temperature %v has stops %v, %v, want the mean %v", vg, th.Temperature, ls, rs, th.Mean)
		}
		if ls, rs := vg.Stops(); th.Left.At(Int(0)) != ls || th.Right.At(Int(0)) != rs {
			t.Fatalf("%v: walls at 0 are %v, %v, stops %v, %v", vg, th.Left.At(Int(0)), th.Right.At(Int(0)), ls, rs)
		}
	}
}

// TestRandomGames runs the differential check on random game trees.
func TestRandomGames(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	n := 1000
	if testing.Short() {
		n = 100
	}
	for range n {
		checkRandom(t, r, 1+r.IntN(5))
	}
}

// FuzzPartizan: the differential check on random trees from the fuzzer's seeds.
func FuzzPartizan(f *testing.F) {
	f.Add(uint64(1), uint8(3))
	f.Add(uint64(7), uint8(4))
	f.Fuzz(func(t *testing.T, seed uint64, depth uint8) {
		r := rand.New(rand.NewPCG(seed, 0))
		checkRandom(t, r, 1+int(depth%5))
	})
}

// pchain is the game where Left moves from n to n−1 only: position n is the
// integer n (its canonical form {n−1|}).
type pchain struct{}

func (pchain) LeftMoves(dst []int, p int) []int {
	if p > 0 {
		dst = append(dst, p-1)
	}
	return dst
}
func (pchain) RightMoves(dst []int, p int) []int { return dst }

// ploop is a game with a cycle: 0 → 1 → 0.
type ploop struct{}

func (ploop) LeftMoves(dst []int, p int) []int  { return append(dst, 1-p) }
func (ploop) RightMoves(dst []int, p int) []int { return dst }

// TestPartizanEngine: a deep pchain needs the explicit stack (the value is
// the integer n by definition), a ploop is ErrCycle, the limit is ErrLimit,
// a done context stops the engine.
func TestPartizanEngine(t *testing.T) {
	n := 300_000
	if testing.Short() {
		n = 30_000
	}
	v, err := Canonical(context.Background(), pchain{}, n, nil)
	if err != nil || v != Integer(int64(n)) {
		t.Fatalf("pchain %d: %v, %v", n, v, err)
	}
	if _, err := Canonical(context.Background(), ploop{}, 0, nil); !errors.Is(err, cgt.ErrCycle) {
		t.Errorf("ploop: %v, want ErrCycle", err)
	}
	if _, err := Canonical(context.Background(), pchain{}, 100, &cgt.Options{Limit: 50}); !errors.Is(err, cgt.ErrLimit) {
		t.Errorf("limit: %v, want ErrLimit", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Canonical(ctx, pchain{}, 100, nil); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v", err)
	}
	// A table reused after an error still answers.
	tab := NewTable[int](pchain{}, &cgt.Options{Limit: 50})
	if _, err := tab.Value(context.Background(), 100); !errors.Is(err, cgt.ErrLimit) {
		t.Fatal(err)
	}
	if v, err := tab.Value(context.Background(), 10); err != nil || v != Integer(10) {
		t.Fatalf("reused table: %v %v", v, err)
	}
}

// TestRecognize: the recognizers on values built by their definitions.
func TestRecognize(t *testing.T) {
	pm := valueOf(t, tPM1)
	if g, ok := pm.Switch(); !ok || g != Integer(1) {
		t.Errorf("±1: Switch = %v, %v", g, ok)
	}
	if _, ok := valueOf(t, tUp).Switch(); ok {
		t.Error("↑ is not a switch")
	}
	if x, ok := valueOf(t, tHalf(3)).Number(); !ok || x != NewDyadic(1, 3) {
		t.Errorf("1/8: Number = %v, %v", x, ok)
	}
	if n, ok := valueOf(t, tStar).Nimber(); !ok || n != 1 {
		t.Errorf("*: Nimber = %v, %v", n, ok)
	}
	// x + n·↑ + *m for a range of each, built by sums.
	for n := -4; n <= 4; n++ {
		for m := range 5 {
			for _, x := range []Dyadic{Int(0), Int(-2), NewDyadic(3, 2)} {
				v := Number(x).Add(Ups(n)).Add(Nimber(m))
				gx, gn, gm, ok := v.NumberUpStar()
				if !ok || gx != x || gn != n || gm != m {
					t.Errorf("%v + %d·↑ + *%d: NumberUpStar = %v %v %v %v (%v)", x, n, m, gx, gn, gm, ok, v)
				}
				if w, err := ParseValue(v.String()); err != nil || w != v {
					t.Errorf("%v does not parse back", v)
				}
			}
		}
	}
	if b := valueOf(t, tHalf(2)).Birthday(); b != 3 {
		t.Errorf("birthday of 1/4 = %d, want 3", b)
	}
}

// truncating breaks the append contract (it truncates dst); the engine
// gives it an empty dst, so the answers stay right.
type truncating struct{}

func (truncating) LeftMoves(dst []*gtree, p *gtree) []*gtree  { return append(dst[:0], p.l...) }
func (truncating) RightMoves(dst []*gtree, p *gtree) []*gtree { return append(dst[:0], p.r...) }

func TestTruncatingGame(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 9))
	for range 100 {
		g := randomGTree(r, 4)
		v, err := Canonical(context.Background(), truncating{}, g, nil)
		if err != nil || v != valueOf(t, g) {
			t.Fatalf("truncating game: %v, %v; want %v", v, err, valueOf(t, g))
		}
	}
}

// FuzzParseValue: any input is an error or a value whose printed form
// parses back to it.
func FuzzParseValue(f *testing.F) {
	for _, s := range []string{"{1|*}", "^^*3", "+-1", "{2|1||0}", "1/2v*", "-(1 + *)", "{,|}", "±↑"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > 40 || hasLongNumber(s) || hasPower(s) {
			return // large nimbers and ups make large forms, powers large numbers: slow, not wrong
		}
		v, err := ParseValue(s)
		if err != nil {
			return
		}
		if v.Birthday() > 12 {
			return
		}
		w, err := ParseValue(v.String())
		if err != nil || w != v {
			t.Fatalf("%q = %v does not parse back: %v %v", s, v, w, err)
		}
	})
}

// hasPower reports whether s has a power or a product of numbers: a
// caret, or a digit or closing parenthesis and a star, followed by a digit
// or a parenthesis, maybe after blanks (6^6, 7*7*7*7). These make large
// numbers, whose followers a loopy reading (7*7*7*7&0) makes a graph of.
func hasPower(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] != '^' && s[i] != '*' {
			continue
		}
		j := i + 1
		for j < len(s) && isBlank(s[j]) {
			j++
		}
		h := i - 1
		for h >= 0 && isBlank(s[h]) {
			h--
		}
		operand := s[i] == '^' || h >= 0 && (s[h] >= '0' && s[h] <= '9' || s[h] == ')')
		if operand && j < len(s) && (s[j] >= '0' && s[j] <= '9' || s[j] == '(') {
			return true
		}
	}
	return false
}

// isBlank reports whether the parser skips c between tokens (a fuzzed
// "7^\n8" is 7⁸).
func isBlank(c byte) bool { return c == ' ' || c == '\t' || c == '\n' }

// hasLongNumber reports whether s has a run of two digits or more.
func hasLongNumber(s string) bool {
	run := 0
	for _, c := range s {
		if c >= '0' && c <= '9' {
			if run++; run > 1 {
				return true
			}
		} else {
			run = 0
		}
	}
	return false
}

// TestNumberPlusNimber: x + *m by the fast path (number translation)
// equals the canonical form of the sum tree built by the definition.
func TestNumberPlusNimber(t *testing.T) {
	for _, x := range []Dyadic{Int(1), NewDyadic(-1, 1), Int(3), NewDyadic(5, 2)} {
		for m := range 6 {
			got := Number(x).Add(Nimber(m))
			want := valueOf(t, defSum(toTree(Number(x)), toTree(Nimber(m)), map[[2]*gtree]*gtree{}))
			if got != want {
				t.Errorf("%v + *%d = %v, by definition %v", x, m, got, want)
			}
		}
	}
}

// TestAddValues: the sum in one arena equals the sum one by one, and
// ↑ + ↑ + * = ⇑* (Lessons in Play ch. 5).
func TestAddValues(t *testing.T) {
	up, star := Ups(1), Nimber(1)
	if got := AddValues(up, up, star); got != up.Add(up).Add(star) || got.String() != "^^*" {
		t.Errorf("↑ + ↑ + * = %v", got)
	}
	if AddValues() != (Value{}) {
		t.Error("the empty sum is not 0")
	}
}
