package partizan

// Thermographs: walls, mean, temperature, stops and cooling.

import (
	"fmt"
	"strings"
)

// WallPoint is a corner of a thermograph wall: the wall has value V at
// temperature T.
type WallPoint struct {
	T, V Dyadic
}

// Wall is a wall of a thermograph: an exact, continuous, piecewise-linear
// function of the temperature t ≥ −1, given by its corners; it is linear
// between corners (slope −1, 0 or +1) and constant after the last one.
type Wall struct {
	pts []WallPoint
}

// Points returns the corners of w, by increasing temperature, the first at
// t = −1 (a new slice).
func (w Wall) Points() []WallPoint { return append([]WallPoint(nil), w.pts...) }

// At returns the value of w at temperature t ≥ −1.
func (w Wall) At(t Dyadic) Dyadic {
	i := 0
	for i+1 < len(w.pts) && w.pts[i+1].T.Cmp(t) <= 0 {
		i++
	}
	if i+1 == len(w.pts) {
		return w.pts[i].V
	}
	a, b := w.pts[i], w.pts[i+1]
	// The slope is ±1 or 0.
	switch b.V.Cmp(a.V) {
	case 1:
		return a.V.Add(t.Sub(a.T))
	case -1:
		return a.V.Sub(t.Sub(a.T))
	}
	return a.V
}

// String lists the corners as "(t,v)".
func (w Wall) String() string {
	var b strings.Builder
	for i, p := range w.pts {
		if i > 0 {
			b.WriteByte(' ')
		}
		fmt.Fprintf(&b, "(%v,%v)", p.T, p.V)
	}
	return b.String()
}

// Thermograph is the thermograph of a game G: its Left wall (the value
// Left gets moving first in G cooled by t, which falls as t rises) and its
// Right wall (Right moving first), over the temperatures t ≥ −1. Above the
// Temperature the walls meet in a vertical mast at the Mean. An integer n
// is a mast at n from t = −1 up (temperature −1); any other number m/2^k
// (m odd, k ≥ 1) has temperature −1/2^k, and below it its walls open as
// Conway's construction gives them from its canonical options, as CGSuite
// draws them: 1/2 = {0|1} has the Left wall −t and the Right wall 1 + t
// for t from −1 to −1/2, then the mast at 1/2.
type Thermograph struct {
	Left, Right       Wall
	Mean, Temperature Dyadic
}

// seg is one linear piece of a function of t: from t on (to the next
// piece), value v + s·(t' − t).
type seg struct {
	t, v Dyadic
	s    int
}

// pwl is a continuous piecewise-linear function of t ≥ −1; its last piece
// goes on for ever.
type pwl []seg

func (d Dyadic) times(k int) Dyadic {
	switch k {
	case 0:
		return Dyadic{}
	case 1:
		return d
	case -1:
		return d.Neg()
	}
	r := Dyadic{}
	for range max(k, -k) {
		r = r.Add(d)
	}
	if k < 0 {
		r = r.Neg()
	}
	return r
}

// div returns d/k for k = ±1, ±2, ±4.
func (d Dyadic) div(k int) Dyadic {
	if k < 0 {
		d, k = d.Neg(), -k
	}
	for ; k > 1; k /= 2 {
		if k%2 != 0 {
			panic("cgt: thermograph slope difference not a power of two")
		}
		d = d.Half()
	}
	return d
}

// divDiff returns (x − y)/k for k = ±1, ±2, ±4, without overflowing in
// x − y when the result fits: walls on opposite sides of 0 (±(2⁶²−1) has
// walls ±2⁶² at t = −1) are halved first.
func divDiff(x, y Dyadic, k int) Dyadic {
	if x.Sign()*y.Sign() < 0 && k != 1 && k != -1 {
		shift := uint8(1)
		if k == 4 || k == -4 {
			shift = 2
		}
		if x.exp+shift <= maxExp && y.exp+shift <= maxExp {
			return x.div(k).Sub(y.div(k))
		}
	}
	return x.Sub(y).div(k)
}

func (f pwl) at(t Dyadic) Dyadic {
	i := 0
	for i+1 < len(f) && f[i+1].t.Cmp(t) <= 0 {
		i++
	}
	return f[i].v.Add(t.Sub(f[i].t).times(f[i].s))
}

// shift returns f(t) + k·t.
func (f pwl) shift(k int) pwl {
	g := make(pwl, len(f))
	for i, x := range f {
		g[i] = seg{x.t, x.v.Add(x.t.times(k)), x.s + k}
	}
	return g
}

// appendSeg appends x to f, merging it into the last piece when it
// continues it.
func appendSeg(f pwl, x seg) pwl {
	if n := len(f); n > 0 {
		if f[n-1].t == x.t {
			f[n-1] = x
			return f
		}
		if f[n-1].s == x.s {
			return f
		}
	}
	return append(f, x)
}

// combine returns max(f, g) (or min when takeMax is false).
func combine(f, g pwl, takeMax bool) pwl {
	var ts []Dyadic
	i, j := 0, 0
	for i < len(f) || j < len(g) {
		switch {
		case j == len(g) || i < len(f) && f[i].t.Cmp(g[j].t) < 0:
			ts = append(ts, f[i].t)
			i++
		case i == len(f) || g[j].t.Cmp(f[i].t) < 0:
			ts = append(ts, g[j].t)
			j++
		default:
			ts = append(ts, f[i].t)
			i++
			j++
		}
	}
	better := func(a, b Dyadic, sa, sb int) bool { // a (slope sa) is the one to take at the start
		c := a.Cmp(b)
		if !takeMax {
			c, sa, sb = -c, -sa, -sb
		}
		return c > 0 || c == 0 && sa >= sb
	}
	slope := func(h pwl, t Dyadic) int {
		k := 0
		for k+1 < len(h) && h[k+1].t.Cmp(t) <= 0 {
			k++
		}
		return h[k].s
	}
	var out pwl
	for k, a := range ts {
		fa, ga := f.at(a), g.at(a)
		sf, sg := slope(f, a), slope(g, a)
		first, second := seg{a, fa, sf}, seg{a, ga, sg}
		if !better(fa, ga, sf, sg) {
			first, second = second, first
		}
		out = appendSeg(out, first)
		// They meet where first.v + first.s·x = second.v + second.s·x,
		// unless first keeps ahead.
		if first.s == second.s || takeMax && first.s > second.s || !takeMax && first.s < second.s {
			continue
		}
		x := divDiff(first.v, second.v, second.s-first.s)
		c := a.Add(x)
		if k+1 < len(ts) && c.Cmp(ts[k+1]) >= 0 {
			continue
		}
		out = appendSeg(out, seg{c, first.v.Add(x.times(first.s)), second.s})
	}
	return out
}

// thermo is the thermograph of a canonical form, in the arena.
type thermo struct {
	left, right pwl // walls, constant after temp
	mean, temp  Dyadic
}

func (u *universe) thermograph(a vid, memo map[vid]*thermo) *thermo {
	if th, ok := memo[a]; ok {
		return th
	}
	n := &u.nodes[a]
	if n.nim > 1 {
		// Every nimber has the thermograph of *: a mast at 0 from 0 up
		// (its options' walls, at any depth, are those of * and 0).
		th := u.thermograph(u.nimber(1), memo)
		memo[a] = th
		return th
	}
	var th *thermo
	if n.isNum && n.num.exp == 0 {
		// An integer is a mast from t = −1 up; any other number is built
		// from its canonical options below, as CGSuite does (its walls open
		// below its temperature −1/2^k).
		w := pwl{{Int(-1), n.num, 0}}
		th = &thermo{w, w, n.num, Int(-1)}
	} else {
		l, r := u.opts(a, true), u.opts(a, false)
		var ls, rs pwl
		for i, x := range l {
			w := u.thermograph(x, memo).right.shift(-1)
			if i == 0 {
				ls = w
			} else {
				ls = combine(ls, w, true)
			}
		}
		for i, x := range r {
			w := u.thermograph(x, memo).left.shift(1)
			if i == 0 {
				rs = w
			} else {
				rs = combine(rs, w, false)
			}
		}
		// A canonical form that is not an integer has options on both
		// sides.
		temp := crossing(ls, rs)
		mean := ls.at(temp)
		th = &thermo{truncate(ls, temp, mean), truncate(rs, temp, mean), mean, temp}
	}
	memo[a] = th
	return th
}

// crossing returns the least t ≥ −1 with ls(t) ≤ rs(t).
func crossing(ls, rs pwl) Dyadic {
	var ts []Dyadic
	for _, x := range ls {
		ts = append(ts, x.t)
	}
	for _, x := range rs {
		ts = append(ts, x.t)
	}
	// Sort and scan the intervals.
	for i := 1; i < len(ts); i++ {
		for j := i; j > 0 && ts[j].Cmp(ts[j-1]) < 0; j-- {
			ts[j], ts[j-1] = ts[j-1], ts[j]
		}
	}
	if ls.at(ts[0]).Cmp(rs.at(ts[0])) <= 0 {
		return ts[0]
	}
	for i, a := range ts {
		// On [a, next) the difference is linear with slope sl.
		la, ra := ls.at(a), rs.at(a)
		if la.Cmp(ra) <= 0 {
			return a
		}
		sl := slopeAt(ls, a) - slopeAt(rs, a)
		if sl >= 0 {
			continue
		}
		c := a.Add(divDiff(la, ra, -sl))
		if i+1 == len(ts) || c.Cmp(ts[i+1]) <= 0 {
			return c
		}
	}
	panic("cgt: thermograph walls never meet")
}

func slopeAt(h pwl, t Dyadic) int {
	k := 0
	for k+1 < len(h) && h[k+1].t.Cmp(t) <= 0 {
		k++
	}
	return h[k].s
}

// truncate returns f up to t, then the constant m.
func truncate(f pwl, t, m Dyadic) pwl {
	var out pwl
	for _, x := range f {
		if x.t.Cmp(t) >= 0 {
			break
		}
		out = append(out, x)
	}
	return appendSeg(out, seg{t, m, 0})
}

func (f pwl) wall() Wall {
	w := Wall{pts: make([]WallPoint, len(f))}
	for i, x := range f {
		w.pts[i] = WallPoint{x.t, x.v}
	}
	return w
}

// Thermograph returns the thermograph of v, computed from the thermographs
// of its options (Conway's construction: the Left wall follows the highest
// Right wall of a Left option, shifted by −t, the Right wall the lowest
// Left wall of a Right option, shifted by +t, until they meet; a mast
// above). Time is polynomial in the size of the canonical form.
func (v Value) Thermograph() Thermograph {
	u := newUniverse()
	th := u.thermograph(u.decode(v.s), map[vid]*thermo{})
	return Thermograph{th.left.wall(), th.right.wall(), th.mean, th.temp}
}

// Mean returns the mean value of v: the number m with n·v − n·m bounded
// for all n; the mast of its thermograph.
func (v Value) Mean() Dyadic { return v.Thermograph().Mean }

// Temperature returns the temperature of v, the height of the foot of the
// mast of its thermograph: how urgent a move in v is. ±1 has temperature
// 1; * and ↑ have 0; numbers have negative temperatures (see Thermograph).
func (v Value) Temperature() Dyadic { return v.Thermograph().Temperature }

// Stops returns the Left and Right stops of v: the numbers reached when
// Left, respectively Right, starts and both play until a number appears.
func (v Value) Stops() (left, right Dyadic) {
	u := newUniverse()
	return u.stops(u.decode(v.s), map[vid][2]Dyadic{})
}

// Cool returns v cooled by t, for any t > −1 (CGSuite's G.Cool(t)):
// v_t = {v^L_t − t | v^R_t + t}, computed on the canonical form, except
// that an integer cools to itself and that v_t is the mean of v once t is
// above the temperature of v. Cooling by the temperature leaves a value
// infinitesimally close to the mean; a number x = m/2^k (k ≥ 1) cools to
// itself for t above its temperature −1/2^k and is hot below it (1/4 cooled
// by −3/8 is {3/8|1/8}); cooling by a negative t makes values hotter
// ({3||2*|1*} cooled by −1/2 is {3||2*|1*} heated by 1/2, Heat). It panics
// if t ≤ −1.
func (v Value) Cool(t Dyadic) Value {
	if t.Cmp(Int(-1)) <= 0 {
		panic("cgt: Cool by a temperature t ≤ -1")
	}
	u := newUniverse()
	return Value{u.encode(u.cool(u.decode(v.s), t, map[vid]*thermo{}, map[vid]vid{}))}
}

// Freeze returns v cooled by its temperature (CGSuite's G.Freeze), a value
// infinitesimally close to the mean of v; as in CGSuite, a value x + n·↑ +
// *m (a number among them) freezes to itself.
func (v Value) Freeze() Value {
	if _, ok := v.Number(); ok {
		return v // cooling a number by its temperature would give x + *
	}
	// Any other x + n·↑ + *m has temperature 0, and cooling by 0 changes
	// nothing.
	u := newUniverse()
	a := u.decode(v.s)
	th := map[vid]*thermo{}
	return Value{u.encode(u.cool(a, u.thermograph(a, th).temp, th, map[vid]vid{}))}
}

func (u *universe) cool(a vid, t Dyadic, th map[vid]*thermo, memo map[vid]vid) vid {
	if n := &u.nodes[a]; n.isNum && n.num.exp == 0 {
		return a
	}
	if id, ok := memo[a]; ok {
		return id
	}
	g := u.thermograph(a, th)
	var id vid
	if t.Cmp(g.temp) > 0 {
		id = u.number(g.mean)
	} else {
		mt, pt := u.number(t.Neg()), u.number(t)
		var l, r []vid
		for _, x := range u.opts(a, true) {
			l = append(l, u.add(u.cool(x, t, th, memo), mt))
		}
		for _, x := range u.opts(a, false) {
			r = append(r, u.add(u.cool(x, t, th, memo), pt))
		}
		id = u.canon(l, r)
	}
	memo[a] = id
	return id
}
