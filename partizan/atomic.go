package partizan

// Atomic weights, and the tests that go with them: all-small,
// infinitesimal, even and odd, even- and odd-tempered.

// AtomicWeight returns the atomic weight of v (CGSuite's G.AtomicWeight):
// the W with v ~ W.↑, where G ~ H when G + X + *m and H + X + *m have the
// same outcome for every X and every large enough m (Winning Ways ch. 8;
// Siegel, Combinatorial Game Theory, II.7; Lessons in Play ch. 9). It is
// defined for every all-small value (AllSmall), ok true, and for some other
// infinitesimals; for the rest, numbers and hot values among them, ok is
// false (CGSuite's "That game is not atomic").
//
// It follows CGSuite: for x + n·↑ + *m the weight is n; otherwise it is
// G₀ = {aw(v^L) − 2 | aw(v^R) + 2} over the options of the canonical form
// (the atomic weight calculus, Siegel II.7), except that when G₀ is an
// integer the far star ☆ (a nimber beyond every nimber in v) decides:
// if v < ☆ the weight is the least integer n with n ⧐ every aw(v^L) − 2
// (0 if v has no Left option), if v > ☆ the greatest integer n with n ⧏
// every aw(v^R) + 2 (0 if v has no Right option), and otherwise G₀. An
// infinitesimal that is not all-small is atomic when v − W.↑ lies between
// ±(↑* + *2ᵏ:−1) (2ᵏ at least the far star's n), as CGSuite checks.
//
// The weight of ↑ is 1, of ⇑* 2, of ↑* 1, of *n 0, of {↑↑↑|↓↓} {1|0}
// (CGSuite's tests), and the weight of a sum of atomic values is the sum of
// their weights.
func (v Value) AtomicWeight() (w Value, ok bool) {
	u := newUniverse()
	id, ok := u.atomicWeight(u.decode(v.s))
	if !ok {
		return Value{}, false
	}
	return Value{u.encode(id)}, true
}

// AllSmall reports whether v is all-small (CGSuite's G.IsAllSmall): in its
// canonical form and every follower of it, Left has a move exactly when
// Right has one; equivalently, 0 is the only number among its followers
// (↑, *, {0||0|↓↓↓} are; 1, Tiny(1) = {0||0|−1} are not).
func (v Value) AllSmall() bool {
	u := newUniverse()
	return u.onlyNumber(u.decode(v.s), Dyadic{})
}

// Infinitesimal reports whether v is infinitesimal (CGSuite's
// G.IsInfinitesimal): −x < v < x for every positive number x, that is,
// both its stops are 0. ↑, *, Tiny(1) are; 0 is, as in CGSuite.
func (v Value) Infinitesimal() bool {
	u := newUniverse()
	n := &u.nodes[u.decode(v.s)]
	return n.ls.Sign() == 0 && n.rs.Sign() == 0
}

// EvenTempered reports whether v is even-tempered (CGSuite's
// G.IsEvenTempered): a number, or a value whose options (of its canonical
// form) are all odd-tempered. OddTempered: not a number, and every option
// even-tempered (Siegel, Combinatorial Game Theory, II.7; Winning Ways ch.
// 8). * and 1/2* are odd-tempered, 0 and {1*|*} even-tempered, ↑ neither.
func (v Value) EvenTempered() bool { return v.tempered() == 0 }

// OddTempered reports whether v is odd-tempered (see EvenTempered).
func (v Value) OddTempered() bool { return v.tempered() == 1 }

func (v Value) tempered() int8 {
	u := newUniverse()
	return u.parity(u.decode(v.s), true, map[vid]int8{})
}

// Even reports whether v is even (CGSuite's G.IsEven): every option of its
// canonical form is odd (0, with no option, is even). Odd: it has an
// option and every option is even. The integer n is even or odd as n is,
// n* the other way; 1/2 and ↑ are neither.
func (v Value) Even() bool { return v.evenOdd() == 0 }

// Odd reports whether v is odd (see Even).
func (v Value) Odd() bool { return v.evenOdd() == 1 }

func (v Value) evenOdd() int8 {
	u := newUniverse()
	return u.parity(u.decode(v.s), false, map[vid]int8{})
}

// parity returns 0 (even), 1 (odd) or −1 (neither) for a, by the
// definitions of Even (tempered false) or EvenTempered (tempered true):
// even when every option is odd (numbers are even-tempered whatever their
// options), odd when there are options and all are even.
func (u *universe) parity(a vid, tempered bool, memo map[vid]int8) int8 {
	n := &u.nodes[a]
	switch {
	case tempered && n.isNum:
		return 0
	case n.isNum && n.num.exp == 0:
		return int8(n.num.num & 1) // n = {n−1 |}: odd iff n is
	case n.isNum:
		return -1 // m/2^k = {(m−1)/2^k | (m+1)/2^k}: one even, one odd
	case n.nim == 1:
		return 1
	case n.nim > 1:
		return -1 // *n has the options 0 and *
	}
	if p, ok := memo[a]; ok {
		return p
	}
	p := int8(-2) // the parity all options share, −2 until one is seen
	for _, left := range []bool{true, false} {
		for _, x := range u.opts(a, left) {
			q := u.parity(x, tempered, memo)
			if q < 0 || p >= 0 && q != p {
				p = -1
				break
			}
			p = q
		}
		if p == -1 {
			break
		}
	}
	switch p {
	case -2, 1: // no option (not a number: cannot happen) or all odd
		p = 0
	case 0:
		p = 1
	}
	memo[a] = p
	return p
}

// nusInfo is x, n and m of a form x + n·↑ + *m, if it is one (ok).
type nusInfo struct {
	x         Dyadic
	ups, star int
	ok        bool
}

// nus returns x, n and m if a = x + n·↑ + *m (nusInfo), kept for every
// form asked about (u.nusMemo). It reads the canonical form: x + *m (m ≥
// 1, x ≠ 0) is
// {x + *j | x + *j} over j < m (number translation), and for n ≥ 1
//
//	x + n·↑ + *m = {x | x + (n−1)·↑ + *(m⊕1)}, but x + ↑* = {x, x* | x}
//
// (so ↑ = {0|*}, ⇑* = {0|↑}, ↑*2 = {0|*3}, as CGSuite prints them), and
// for n ≤ −1 the negatives. So every option of such a form is of that
// form too, with the same x, its stops. TestNumberUpStar checks these
// forms against the sums of ups for |n| ≤ 12 and m ≤ 9, and the reading
// against the search for a multiple of ↑ that it replaced, on random
// forms.
func (u *universe) nus(a vid) nusInfo {
	n := &u.nodes[a]
	switch {
	case n.isNum:
		return nusInfo{x: n.num, ok: true}
	case n.nim > 0:
		return nusInfo{star: int(n.nim), ok: true}
	}
	if r, ok := u.nusMemo[a]; ok {
		return r
	}
	r := nusInfo{}
	if n.ls == n.rs && u.nusOptions(n.l, n.ls) && u.nusOptions(n.r, n.ls) {
		r = u.nusShape(n)
	}
	if u.nusMemo == nil {
		u.nusMemo = map[vid]nusInfo{}
	}
	u.nusMemo[a] = r
	return r
}

// nusOptions reports whether every option in opts is x + k·↑ + *j.
func (u *universe) nusOptions(opts []vid, x Dyadic) bool {
	for _, o := range opts {
		if r := u.nus(o); !r.ok || r.x != x {
			return false
		}
	}
	return true
}

// nusShape returns x, n and m if n, whose options are all x + k·↑ + *j
// (x its stops), is x + n·↑ + *m: it has one of the forms nus lists.
func (u *universe) nusShape(n *vnode) nusInfo {
	x := n.ls
	isNum := func(o nusInfo) bool { return o.ups == 0 && o.star == 0 }
	switch {
	case len(n.l) == 1 && len(n.r) == 1:
		l, r := u.nus(n.l[0]), u.nus(n.r[0])
		if isNum(l) && r.ups >= 0 && !isNum(r) { // {x | x + k·↑ + *s}
			return nusInfo{x: x, ups: r.ups + 1, star: r.star ^ 1, ok: true}
		}
		if isNum(r) && l.ups <= 0 && !isNum(l) {
			return nusInfo{x: x, ups: l.ups - 1, star: l.star ^ 1, ok: true}
		}
	case len(n.l) == 2 && len(n.r) == 1 && u.isNumStar(n.l, n.r[0]):
		return nusInfo{x: x, ups: 1, star: 1, ok: true} // {x, x* | x}
	case len(n.l) == 1 && len(n.r) == 2 && u.isNumStar(n.r, n.l[0]):
		return nusInfo{x: x, ups: -1, star: 1, ok: true}
	}
	if len(n.l) != len(n.r) {
		return nusInfo{}
	}
	// x + *m: the options x + *j for j < m on both sides, so that their
	// nimbers are 0 … m−1 (distinct, as the ids are).
	seen := make([]bool, len(n.l))
	for i, o := range n.l {
		r := u.nus(o)
		if o != n.r[i] || r.ups != 0 || r.star >= len(seen) || seen[r.star] {
			return nusInfo{}
		}
		seen[r.star] = true
	}
	return nusInfo{x: x, star: len(n.l), ok: true}
}

// isNumStar reports whether opts is {x, x*} for the number x (whose id
// is x).
func (u *universe) isNumStar(opts []vid, x vid) bool {
	if !u.nodes[x].isNum || opts[0] != x && opts[1] != x {
		return false
	}
	o := opts[0]
	if o == x {
		o = opts[1]
	}
	r := u.nus(o)
	return r.ups == 0 && r.star == 1
}

// farStar returns the n of the far star *n of a: one more than the
// largest nimber among its followers, at least 1 (CGSuite's farStar).
func (u *universe) farStar(a vid, memo map[vid]int) int {
	n := &u.nodes[a]
	switch {
	case n.nim >= 0: // *n, 0 included
		return int(n.nim) + 1
	case n.isNum:
		return 1 // its followers are numbers, and 0
	}
	if f, ok := memo[a]; ok {
		return f
	}
	f := 1
	for _, side := range [2][]vid{n.l, n.r} {
		for _, x := range side {
			f = max(f, u.farStar(x, memo))
		}
	}
	memo[a] = f
	return f
}

// atomicWeight returns the atomic weight of a, and false if a is not
// atomic (see AtomicWeight).
func (u *universe) atomicWeight(a vid) (vid, bool) {
	n := &u.nodes[a]
	if n.ls.Sign() != 0 || n.rs.Sign() != 0 {
		return 0, false // not infinitesimal
	}
	aw := &awCalc{u: u, memo: map[vid]vid{}, far: map[vid]int{}}
	w := aw.naive(a)
	if u.onlyNumber(a, Dyadic{}) {
		return w, true
	}
	// v − W.↑ within ±(↑* + *2ᵏ:−1), 2ᵏ ≥ the far star's n (and ≥ 2).
	up := u.intern([]vid{0}, []vid{u.nimber(1)})
	diff := u.add(a, u.neg(u.norton(w, up, nil, map[vid]vid{})))
	k := 2
	for k < aw.u.farStar(a, aw.far) {
		k <<= 1
	}
	kite := u.ordinal(u.nimber(k), u.number(Int(-1)), map[vid]vid{})
	eps := u.add(u.add(up, u.nimber(1)), kite)
	if u.leq(diff, eps) && u.leq(u.neg(eps), diff) {
		return w, true
	}
	return 0, false
}

// awCalc holds the memo tables of one atomic weight computation.
type awCalc struct {
	u    *universe
	memo map[vid]vid
	far  map[vid]int
}

// naive returns CGSuite's naive atomic weight of a (see AtomicWeight).
func (c *awCalc) naive(a vid) vid {
	u := c.u
	if r := u.nus(a); r.ok {
		return u.number(Int(int64(r.ups)))
	}
	if id, ok := c.memo[a]; ok {
		return id
	}
	two, mtwo := u.number(Int(2)), u.number(Int(-2))
	var l, r []vid
	for _, x := range u.opts(a, true) {
		l = append(l, u.add(c.naive(x), mtwo))
	}
	for _, x := range u.opts(a, false) {
		r = append(r, u.add(c.naive(x), two))
	}
	g0 := u.canon(append([]vid(nil), l...), append([]vid(nil), r...))
	if n := &u.nodes[g0]; n.isNum && n.num.exp == 0 {
		star := u.nimber(c.u.farStar(a, c.far))
		le, ge := u.leq(a, star), u.leq(star, a)
		switch {
		case le && !ge: // a < ☆: the least integer n ⧐ every l
			g0 = 0
			for i, x := range l {
				m := u.nodes[x].rs.ceil()
				if u.leq(u.number(Int(m)), x) {
					m++
				}
				if i == 0 || m > u.nodes[g0].num.num {
					g0 = u.number(Int(m))
				}
			}
		case ge && !le: // a > ☆: the greatest integer n ⧏ every r
			g0 = 0
			for i, x := range r {
				m, _ := u.nodes[x].ls.floor()
				if u.leq(x, u.number(Int(m))) {
					m--
				}
				if i == 0 || m < u.nodes[g0].num.num {
					g0 = u.number(Int(m))
				}
			}
		}
	}
	c.memo[a] = g0
	return g0
}

// ceil returns ⌈d⌉.
func (d Dyadic) ceil() int64 {
	f, frac := d.floor()
	if frac != 0 {
		f++
	}
	return f
}
