package partizan

// Heating, overheating, Norton multiplication and integer multiples: the
// operations that build a hot game from a cold one, as CGSuite computes
// them on canonical forms.

// Heat returns v heated by t, ∫ᵗ v (CGSuite's G.Heat(t)): a number is
// unchanged, and any other value is {∫ᵗ v^L + t | ∫ᵗ v^R − t} over the
// options of its canonical form (Winning Ways ch. 6; Siegel, Combinatorial
// Game Theory, II.5). t may be any value: ∫* heats by a star, which the
// reduced canonical form uses (Reduced). Heating is not an operation on
// values in general (two forms of one value can heat differently); it is
// defined here, as in CGSuite, on the canonical form. Heating by t undoes
// cooling by t where the cooled form keeps the shape of v (see
// docs/values.md for what the tests check).
func (v Value) Heat(t Value) Value {
	u := newUniverse()
	return Value{u.encode(u.heat(u.decode(v.s), u.decode(t.s), map[vid]vid{}))}
}

func (u *universe) heat(a, t vid, memo map[vid]vid) vid {
	if u.nodes[a].isNum {
		return a
	}
	if id, ok := memo[a]; ok {
		return id
	}
	nt := u.neg(t)
	var l, r []vid
	for _, x := range u.opts(a, true) {
		l = append(l, u.add(u.heat(x, t, memo), t))
	}
	for _, x := range u.opts(a, false) {
		r = append(r, u.add(u.heat(x, t, memo), nt))
	}
	id := u.canon(l, r)
	memo[a] = id
	return id
}

// Overheat returns v overheated from s to t, ∫ₛᵗ v (CGSuite's
// G.Overheat(s, t)): an integer n is n·s (n copies of s), and any other
// value, numbers included, is {∫ₛᵗ v^L + t | ∫ₛᵗ v^R − t} over the options
// of its canonical form (Berlekamp's overheating; Winning Ways ch. 6;
// Siegel, Combinatorial Game Theory, II.5). 7/16 overheated from 0 to 0 is
// ↑ + ↑² + ↑³ (CGSuite's ^[3]).
func (v Value) Overheat(s, t Value) Value {
	u := newUniverse()
	return Value{u.encode(u.overheat(u.decode(v.s), u.decode(s.s), u.decode(t.s), map[vid]vid{}))}
}

func (u *universe) overheat(a, s, t vid, memo map[vid]vid) vid {
	if n := &u.nodes[a]; n.isNum && n.num.exp == 0 {
		return u.multiple(n.num.num, s)
	}
	if id, ok := memo[a]; ok {
		return id
	}
	nt := u.neg(t)
	var l, r []vid
	for _, x := range u.opts(a, true) {
		l = append(l, u.add(u.overheat(x, s, t, memo), t))
	}
	for _, x := range u.opts(a, false) {
		r = append(r, u.add(u.overheat(x, s, t, memo), nt))
	}
	id := u.canon(l, r)
	memo[a] = id
	return id
}

// NortonProduct returns the Norton product v.U of v by the game U
// (CGSuite's G.NortonProduct(U)): for an integer n it is n·U, n copies of
// U; for any other v it is {v^L.U + U + I | v^R.U − (U + I)} over the
// options of the canonical form of v, I ranging over the incentives of U
// (Incentives) (Winning Ways ch. 8; Siegel, Combinatorial Game Theory,
// II.7; Lessons in Play ch. 9). For U > 0 the product depends only on the
// value of v and is additive in v (Norton); cgt, like CGSuite, computes it
// for any U, on the canonical form of v. 1/2.↑ = {⇑* | ↓*}.
func (v Value) NortonProduct(U Value) Value {
	u := newUniverse()
	return Value{u.encode(u.norton(u.decode(v.s), u.decode(U.s), nil, map[vid]vid{}))}
}

// norton returns g.U; plus is U + I for the incentives I of U (computed
// on the first call that needs them when nil).
func (u *universe) norton(g, U vid, plus *[]vid, memo map[vid]vid) vid {
	if n := &u.nodes[g]; n.isNum && n.num.exp == 0 {
		return u.multiple(n.num.num, U)
	}
	if id, ok := memo[g]; ok {
		return id
	}
	if plus == nil {
		var p []vid
		for _, i := range u.incentives(U, true, true) {
			p = append(p, u.add(U, i))
		}
		plus = &p
	}
	var l, r []vid
	for _, x := range u.opts(g, true) {
		xu := u.norton(x, U, plus, memo)
		for _, p := range *plus {
			l = append(l, u.add(xu, p))
		}
	}
	for _, x := range u.opts(g, false) {
		xu := u.norton(x, U, plus, memo)
		for _, p := range *plus {
			r = append(r, u.add(xu, u.neg(p)))
		}
	}
	id := u.canon(l, r)
	memo[g] = id
	return id
}

// Times returns n·v, the sum of n copies of v (|n| copies of −v for n <
// 0; 0 for n = 0): CGSuite's n * G. It takes about 2·log₂|n| sums, or,
// for v = x + k·↑ + *m, time linear in |nk| (up to 65536 ups or downs).
func (v Value) Times(n int64) Value {
	u := newUniverse()
	return Value{u.encode(u.times(n, u.decode(v.s)))}
}

// times returns n·a: for a = x + k·↑ + *j with k ≠ 0 and |nk| ≤ maxUps at
// once (upStar: doubling memoises the sums of all pairs of followers,
// about (nk)² of them), else by doubling.
func (u *universe) times(n int64, a vid) vid {
	if r, ok := u.upStarOf(a); ok && r.ups != 0 && n <= maxUps && n >= -maxUps {
		if x, ups, m := u.upStarTimes(n, r); ups <= maxUps && ups >= -maxUps {
			return u.upStar(x, int(ups), m)
		}
	}
	return u.multiple(n, a)
}

// upStarTimes returns x, k and m of n·r for r = x + k·↑ + *m, |n| ≤ maxUps:
// nx + nk·↑, plus *m for n odd.
func (u *universe) upStarTimes(n int64, r nusInfo) (x Dyadic, ups int64, m int) {
	if n&1 != 0 {
		m = r.star
	}
	x = u.nodes[u.multiple(n, u.number(r.x))].num
	return x, n * int64(r.ups), m
}

// multiple returns n·a by doubling.
func (u *universe) multiple(n int64, a vid) vid {
	if n < 0 {
		a = u.neg(a)
	}
	m := uint64(n)
	if n < 0 {
		m = -m
	}
	s := vid(0)
	for ; m > 0; m >>= 1 {
		if m&1 != 0 {
			s = u.add(s, a)
		}
		if m > 1 {
			a = u.add(a, a)
		}
	}
	return s
}
