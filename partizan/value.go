package partizan

// The Value type: the canonical form of a short partizan game, its
// constructors, arithmetic and what it answers (class, number, nimber,
// ups, switch, birthday).

import (
	"encoding/binary"
	"math"
	"strconv"
)

// Design. A Value wraps a string: the unique serialization of a canonical
// form (numbers and nimbers as atoms, any other game as the canonical list
// of the forms it reaches, see encode). Canonical forms are unique, so two
// Values are == exactly when they are equal games, Values can key maps,
// and the zero Value is the game 0. There is no package-level state: the
// work is done in a universe, an arena of interned canonical forms
// numbered by int32, owned by one computation (one call of Add, one run of
// the partizan engine), with its memo tables for comparison, sums and
// negation keyed by pairs of numbers. Values are decoded into a universe
// at the start of an operation and encoded at its end, which costs time
// proportional to the size of their forms; the engine keeps a single
// universe for a whole run (so repeated sub-values cost nothing), and a
// Domineering solve encodes only its answer. The alternative, a handle
// into a caller-owned table, would make == meaningless across tables.

// Value is the value of a short partizan game, held as its canonical form
// (no dominated options, reversible options bypassed), which is unique: ==
// on Values is equality of games, and Values can key maps. The zero Value is
// the game 0. Values are immutable and safe for concurrent use.
//
// Each operation works in a fresh arena of interned forms with memoised
// comparison and sums, in time polynomial in the sizes of the canonical
// forms involved (sums of large forms can be slow: their canonical forms
// can be large). Recursion is on the birthday of the forms, never on game
// positions. For many operations on the same forms, or for solving games,
// use the engine (Canonical), which keeps one arena for a whole run.
type Value struct{ s string }

// Integer returns the value of the integer n.
func Integer(n int64) Value { return Number(Int(n)) }

// Number returns the value of the number d.
func Number(d Dyadic) Value {
	u := newUniverse()
	return Value{u.encode(u.number(d))}
}

// Nimber returns *n. It panics if n < 0.
func Nimber(n int) Value {
	if n < 0 || n > MaxNimber {
		panic("cgt: Nimber of a number outside 0 … MaxNimber")
	}
	u := newUniverse()
	return Value{u.encode(u.nimber(n))}
}

// Ups returns n·↑ (n ≥ 0) or |n|·↓ (n < 0), where ↑ = {0 | *}, in time
// linear in |n|. The operations on it recurse down its chain, a call for
// each of its |n| forms: ParseValue reads at most 65536 ups.
func Ups(n int) Value {
	u := newUniverse()
	return Value{u.encode(u.upStar(Dyadic{}, n, 0))}
}

// upStar returns x + n·↑ + *m (n < 0 for downs), built from its canonical
// form (see nus): x + k·↑ + *s = {x | x + (k−1)·↑ + *(s⊕1)} for k ≥ 1, but
// x + ↑* = {x, x* | x}, and for downs the negatives, down to x + *s. Time
// and forms are linear in |n| and m, with no recursion down the chain
// (n·↑ by doubling, or ↑ⁿ + ↑ⁿ, memoises the sums of all pairs of
// followers on the way, about n² of them).
func (u *universe) upStar(x Dyadic, n, m int) vid {
	k, down := n, n < 0
	if down {
		k = -k
	}
	s := m ^ k&1 // the nimber of the bottom of the chain, x + *s
	xs := u.number(x)
	a := u.add(xs, u.nimber(s))
	one := []vid{xs}
	for i := 1; i <= k; i++ {
		switch {
		case i == 1 && s == 0 && down: // x + ↓* = {x | x, x*}
			a = u.intern(one, sortedPair(xs, u.add(xs, u.nimber(1))))
		case i == 1 && s == 0: // x + ↑* = {x, x* | x}
			a = u.intern(sortedPair(xs, u.add(xs, u.nimber(1))), one)
		case down:
			a = u.intern([]vid{a}, one)
		default:
			a = u.intern(one, []vid{a})
		}
		s ^= 1
	}
	return a
}

// sortedPair returns the ids a and b in increasing order.
func sortedPair(a, b vid) []vid {
	if a > b {
		a, b = b, a
	}
	return []vid{a, b}
}

// NewValue returns the canonical form of the game {left | right}, whose
// options are given by their values.
func NewValue(left, right []Value) Value {
	u := newUniverse()
	l, r := make([]vid, len(left)), make([]vid, len(right))
	for i, v := range left {
		l[i] = u.decode(v.s)
	}
	for i, v := range right {
		r[i] = u.decode(v.s)
	}
	return Value{u.encode(u.canon(l, r))}
}

// Switch returns ±g = {g | −g}.
func Switch(g Value) Value { return NewValue([]Value{g}, []Value{g.Neg()}) }

// Left returns the Left options of the canonical form of v (a new slice).
func (v Value) Left() []Value { return v.options(true) }

// Right returns the Right options of the canonical form of v.
func (v Value) Right() []Value { return v.options(false) }

func (v Value) options(left bool) []Value {
	u := newUniverse()
	id := u.decode(v.s)
	var out []Value
	for _, x := range u.opts(id, left) {
		out = append(out, Value{u.encode(x)})
	}
	return out
}

// Add returns v + w, the disjunctive sum. It panics with an error wrapping
// ErrRange if a number in the result does not fit a Dyadic (as do Sub,
// AddValues, NewValue, Cool, Thermograph, Mean and Temperature: a
// thermograph of a value near the limits of Dyadic may not fit it).
func (v Value) Add(w Value) Value {
	u := newUniverse()
	return Value{u.encode(u.sum(u.decode(v.s), u.decode(w.s)))}
}

// Sub returns v − w.
func (v Value) Sub(w Value) Value {
	u := newUniverse()
	return Value{u.encode(u.sum(u.decode(v.s), u.neg(u.decode(w.s))))}
}

// Neg returns −v, the game with the roles of Left and Right swapped.
func (v Value) Neg() Value {
	u := newUniverse()
	return Value{u.encode(u.neg(u.decode(v.s)))}
}

// AddValues returns the sum of vs (0 for none), in one arena: faster than
// adding one by one.
func AddValues(vs ...Value) Value {
	u := newUniverse()
	s := vid(0)
	for _, v := range vs {
		s = u.sum(s, u.decode(v.s))
	}
	return Value{u.encode(s)}
}

// sum returns a + b: by upStarSum and upStar at once when both are x +
// n·↑ + *m, one with ups or downs, else by add, which memoises the sums of
// all pairs of their followers, about n² of them for ↑ⁿ + ↑ⁿ (seconds for
// n in the thousands), and recurses down the chain.
func (u *universe) sum(a, b vid) vid {
	if r, ok := u.upStarSum(a, b); ok {
		return u.upStar(r.x, r.ups, r.star)
	}
	return u.add(a, b)
}

// upStarSum returns x, n and m of a + b if a and b are both of the form
// x + n·↑ + *m and one of them has ups or downs.
func (u *universe) upStarSum(a, b vid) (nusInfo, bool) {
	x, ok := u.upStarOf(a)
	y, ok2 := u.upStarOf(b)
	if !ok || !ok2 || x.ups == 0 && y.ups == 0 {
		return nusInfo{}, false
	}
	return nusInfo{x: x.x.Add(y.x), ups: x.ups + y.ups, star: x.star ^ y.star, ok: true}, true
}

// upStarOf returns x, n and m if a = x + n·↑ + *m. Such a form has equal
// stops, which rules out most others at once.
func (u *universe) upStarOf(a vid) (nusInfo, bool) {
	if n := &u.nodes[a]; n.ls != n.rs {
		return nusInfo{}, false
	}
	r := u.nus(a)
	return r, r.ok
}

// Le reports whether v ≤ w: Right, moving second, wins v − w.
func (v Value) Le(w Value) bool {
	u := newUniverse()
	return u.leq(u.decode(v.s), u.decode(w.s))
}

// Ge reports whether v ≥ w.
func (v Value) Ge(w Value) bool { return w.Le(v) }

// Lt reports whether v < w (v ≤ w and v ≠ w).
func (v Value) Lt(w Value) bool { return v != w && v.Le(w) }

// Gt reports whether v > w.
func (v Value) Gt(w Value) bool { return w.Lt(v) }

// Confused reports whether v is confused with (incomparable to) w, v ‖ w:
// the first player wins v − w.
func (v Value) Confused(w Value) bool {
	u := newUniverse()
	a, b := u.decode(v.s), u.decode(w.s)
	return !u.leq(a, b) && !u.leq(b, a)
}

// Class is the outcome class of a partizan game: who wins it.
type Class int8

// The four outcome classes of a short partizan game G.
const (
	ClassP Class = iota // the previous player (second to move) wins: G = 0
	ClassL              // Left wins whoever starts: G > 0
	ClassR              // Right wins whoever starts: G < 0
	ClassN              // the next player (first to move) wins: G ‖ 0
)

// String returns "P", "L", "R" or "N".
func (c Class) String() string {
	switch c {
	case ClassP:
		return "P"
	case ClassL:
		return "L"
	case ClassR:
		return "R"
	case ClassN:
		return "N"
	}
	return "Class(" + strconv.Itoa(int(c)) + ")"
}

// Class returns the outcome class of v.
func (v Value) Class() Class {
	u := newUniverse()
	return u.class(u.decode(v.s))
}

func (u *universe) class(a vid) Class {
	ge, le := u.leq(0, a), u.leq(a, 0)
	switch {
	case ge && le:
		return ClassP
	case ge:
		return ClassL
	case le:
		return ClassR
	}
	return ClassN
}

// Number reports whether v is a number and returns it.
func (v Value) Number() (Dyadic, bool) {
	switch {
	case v.s == "":
		return Dyadic{}, true
	case v.s[0] == 'n':
		u := newUniverse()
		return u.nodes[u.decode(v.s)].num, true
	}
	return Dyadic{}, false
}

// Nimber reports whether v is a nimber *n (0 = *0 included) and returns n.
func (v Value) Nimber() (int, bool) {
	switch {
	case v.s == "":
		return 0, true
	case v.s[0] == '*':
		n, _ := binary.Uvarint([]byte(v.s[1:]))
		return int(n), true
	}
	return 0, false
}

// Birthday returns the birthday of v: the height of its canonical game tree
// (0 for 0, n for the integer ±n and for *n), or math.MaxInt if that does
// not fit an int (the integer 2⁶³−1 plus a form above it).
func (v Value) Birthday() int {
	u := newUniverse()
	return int(min(u.birthday(u.decode(v.s), map[vid]uint64{}), math.MaxInt))
}

// birthday returns the birthday of a, as a uint64: an integer's is its
// absolute value (< 2⁶³, as the range of Dyadic is symmetric) and a form's
// is at most that plus the number of forms, so it never overflows.
func (u *universe) birthday(a vid, memo map[vid]uint64) uint64 {
	n := &u.nodes[a]
	if n.isNum {
		d := n.num
		if d.num < 0 {
			d = d.Neg()
		}
		f, _ := d.floor()
		if d.exp == 0 {
			return uint64(f)
		}
		return uint64(f) + 1 + uint64(d.exp) // m/2^k: integer part, then k halvings
	}
	if n.nim > 0 {
		return uint64(n.nim) // *n is born on day n
	}
	if b, ok := memo[a]; ok {
		return b
	}
	b := uint64(0)
	for _, x := range n.l {
		b = max(b, u.birthday(x, memo)+1)
	}
	for _, x := range n.r {
		b = max(b, u.birthday(x, memo)+1)
	}
	memo[a] = b
	return b
}

// NumberUpStar reports whether v = x + n·↑ + *m for a number x, an integer n
// (negative for downs) and m ≥ 0, and returns them. Every number, nimber and
// multiple of ↑ or ↓ is of this form.
func (v Value) NumberUpStar() (x Dyadic, ups, star int, ok bool) {
	u := newUniverse()
	r := u.nus(u.decode(v.s))
	return r.x, r.ups, r.star, r.ok
}

// stops returns the Left and Right stops of a.
func (u *universe) stops(a vid, memo map[vid][2]Dyadic) (Dyadic, Dyadic) {
	n := &u.nodes[a]
	if n.isNum {
		return n.num, n.num
	}
	if n.nim > 0 {
		return Dyadic{}, Dyadic{} // every nimber stops at 0
	}
	if s, ok := memo[a]; ok {
		return s[0], s[1]
	}
	var ls, rs Dyadic
	for i, x := range n.l {
		_, r := u.stops(x, memo)
		if i == 0 || r.Cmp(ls) > 0 {
			ls = r
		}
	}
	for i, x := range n.r {
		l, _ := u.stops(x, memo)
		if i == 0 || l.Cmp(rs) < 0 {
			rs = l
		}
	}
	memo[a] = [2]Dyadic{ls, rs}
	return ls, rs
}

// onlyNumber reports whether every number among the followers of a is x
// (for x = 0: a is all-small).
func (u *universe) onlyNumber(a vid, x Dyadic) bool {
	seen := map[vid]bool{a: true}
	stack := []vid{a}
	for len(stack) > 0 {
		n := &u.nodes[stack[len(stack)-1]]
		stack = stack[:len(stack)-1]
		if n.isNum {
			if n.num != x {
				return false
			}
			continue
		}
		if n.nim > 0 && x.num != 0 {
			return false // *n reaches 0, which is not x
		}
		if n.nim >= 0 {
			continue
		}
		for _, side := range [2][]vid{n.l, n.r} {
			for _, y := range side {
				if !seen[y] {
					seen[y] = true
					stack = append(stack, y)
				}
			}
		}
	}
	return true
}

// Switch reports whether v is a switch ±g = {g | −g} with g > 0 and
// returns g (±1 = {1 | −1} gives 1).
func (v Value) Switch() (Value, bool) {
	u := newUniverse()
	n := u.nodes[u.decode(v.s)]
	if n.isNum || len(n.l) != 1 || len(n.r) != 1 || u.neg(n.l[0]) != n.r[0] || !u.leq(0, n.l[0]) || n.l[0] == 0 {
		return Value{}, false
	}
	return Value{u.encode(n.l[0])}, true
}
