package partizan

// The reduced canonical form: the simplest value infinitesimally close.

// Reduced returns the reduced canonical form of v (CGSuite's
// G.ReducedCanonicalForm): the simplest value that differs from v by an
// infinitesimal (Siegel, Combinatorial Game Theory, II.6; Grossman and
// Siegel, Reductions of partizan games). Values differ by an infinitesimal
// exactly when their reduced forms are equal; the reduced form of an
// infinitesimal is 0, of x + n·↑ + *m the number x, and of {3||2*|1*}
// {3||2|1}.
//
// It is computed as CGSuite does: x for x + n·↑ + *m, otherwise ∫*v (v
// heated by *, Heat) with every x + * in it replaced by x, on the options
// of the canonical forms, bottom up.
func (v Value) Reduced() Value {
	u := newUniverse()
	return Value{u.encode(u.reduced(u.decode(v.s)))}
}

func (u *universe) reduced(a vid) vid {
	if r := u.nus(a); r.ok {
		return u.number(r.x)
	}
	return u.starProjection(u.heat(a, u.nimber(1), map[vid]vid{}), map[vid]vid{})
}

// starProjection replaces x + * by x in a and in its followers, numbers
// left as they are (CGSuite's starProjection).
func (u *universe) starProjection(a vid, memo map[vid]vid) vid {
	n := &u.nodes[a]
	if n.isNum {
		return a
	}
	if n.nim == 1 {
		return 0
	}
	if len(n.l) == 1 && len(n.r) == 1 && n.l[0] == n.r[0] && u.nodes[n.l[0]].isNum && n.nim < 0 {
		return n.l[0] // x + * = {x | x}
	}
	if id, ok := memo[a]; ok {
		return id
	}
	var l, r []vid
	for _, x := range u.opts(a, true) {
		l = append(l, u.starProjection(x, memo))
	}
	for _, x := range u.opts(a, false) {
		r = append(r, u.starProjection(x, memo))
	}
	id := u.canon(l, r)
	memo[a] = id
	return id
}
