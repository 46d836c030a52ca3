package partizan

// The ordinal sum G:H and the followers of a value.

import (
	"fmt"
	"math"
)

// OrdinalSum returns the ordinal sum v:w (CGSuite's G : H) of the
// canonical forms of v and w: {v^L, v:w^L | v^R, v:w^R}, a game in which
// a move in v (the base) ends w (Winning Ways ch. 2; Siegel, Combinatorial
// Game Theory, II.7). It depends on the form of v, not only its value; w
// enters by its value. A Hackenbush stalk is an ordinal sum of its edges:
// 1:−1 = 1/2, *m:*n = *(m+n), 1/2:1/4 = 9/16, x:*n = x + *n for a number
// x. (CGSuite's '{*|*}':3 = ^[3] is the ordinal sum of the form {*|*}, not
// of its value 0: Values are canonical forms, and 0:3 = 3.) It panics
// with an error wrapping ErrRange if a nimber of the result would pass
// MaxNimber, or if w is born after day MaxOrdinalDepth (but for w a nimber
// and v a number or a nimber, which are sums).
func (v Value) OrdinalSum(w Value) Value {
	u := newUniverse()
	return Value{u.encode(u.ordinalSum(u.decode(v.s), u.decode(w.s)))}
}

// MaxOrdinalDepth bounds the birthday of the exponent H of an ordinal sum
// G:H: the sum is built by a recursion over H's followers as deep as H's
// birthday (1:7^8 would go 5,764,801 calls deep, past the stack Go
// allows, where the fuzzer found it).
const MaxOrdinalDepth = 1 << 18

// ordinalSum returns g:h, refusing an h born after MaxOrdinalDepth.
func (u *universe) ordinalSum(g, h vid) vid {
	ng, nh := &u.nodes[g], &u.nodes[h]
	if !(nh.nim > 0 && (ng.isNum || ng.nim >= 0)) {
		if b := u.birthday(h, map[vid]uint64{}); b > MaxOrdinalDepth {
			panic(fmt.Errorf("%w: an ordinal sum G:H with H born on day %d, after %d (MaxOrdinalDepth)", ErrRange, b, MaxOrdinalDepth))
		}
	}
	return u.ordinal(g, h, map[vid]vid{})
}

func (u *universe) ordinal(g, h vid, memo map[vid]vid) vid {
	if h == 0 {
		return g
	}
	ng, nh := &u.nodes[g], &u.nodes[h]
	if nh.nim > 0 && (ng.isNum || ng.nim >= 0) {
		// *m:*n = *(m+n) and x:*n = x + *n: the options of x are dominated
		// by x + *0 once n ≥ 1. Nimbers are atoms: this keeps *n whole.
		m := int64(0)
		if ng.nim > 0 {
			m = int64(ng.nim)
		}
		if m+int64(nh.nim) > MaxNimber {
			panic(fmt.Errorf("%w: a nimber past *%d, MaxNimber, in an ordinal sum", ErrRange, MaxNimber))
		}
		if ng.isNum {
			return u.add(g, u.nimber(int(nh.nim)))
		}
		return u.nimber(int(m) + int(nh.nim))
	}
	if id, ok := memo[h]; ok {
		return id
	}
	l := append([]vid(nil), u.opts(g, true)...)
	r := append([]vid(nil), u.opts(g, false)...)
	for _, x := range u.opts(h, true) {
		l = append(l, u.ordinal(g, x, memo))
	}
	for _, x := range u.opts(h, false) {
		r = append(r, u.ordinal(g, x, memo))
	}
	id := u.canon(l, r)
	memo[h] = id
	return id
}

// Followers returns the followers of the canonical form of v: v, its
// options, their options and so on, each once (CGSuite's G.Followers),
// in no particular order. The integer n alone has the |n| + 1 followers 0,
// 1, …, n; FollowerCount counts without listing them.
func (v Value) Followers() []Value {
	u := newUniverse()
	var out []Value
	u.followers(u.decode(v.s), func(x vid) { out = append(out, Value{u.encode(x)}) })
	return out
}

// FollowerCount returns the number of followers of the canonical form of
// v, v itself included (CGSuite's G.FollowerCount), or math.MaxInt if it
// does not fit an int.
func (v Value) FollowerCount() int {
	u := newUniverse()
	lo, hi := int64(0), int64(0) // the integers reached are lo … hi
	n := uint64(0)
	u.walk(u.decode(v.s), func(x vid) bool {
		if d := u.nodes[x].num; u.nodes[x].isNum && d.exp == 0 {
			lo, hi = min(lo, d.num), max(hi, d.num)
			return false
		}
		n++
		return true
	})
	n += uint64(hi) - uint64(lo) // hi − lo < 2⁶⁴, computed mod 2⁶⁴
	if n >= math.MaxInt {
		return math.MaxInt
	}
	return int(n) + 1
}

// followers calls f once on each follower of a, the integers between the
// least and the greatest integer reached (0 included) among them: the
// integer n reaches 0, 1, …, n.
func (u *universe) followers(a vid, f func(vid)) {
	lo, hi := int64(0), int64(0)
	u.walk(a, func(x vid) bool {
		if d := u.nodes[x].num; u.nodes[x].isNum && d.exp == 0 {
			lo, hi = min(lo, d.num), max(hi, d.num)
			return false
		}
		f(x)
		return true
	})
	for k := lo; ; k++ {
		f(u.number(Int(k)))
		if k == hi {
			break
		}
	}
}

// walk visits each follower of a once, depth first with an explicit
// stack, going on below x only when visit(x) is true. Nimbers are visited
// with their options (*n reaches *0 … *n).
func (u *universe) walk(a vid, visit func(vid) bool) {
	seen := map[vid]bool{a: true}
	stack := []vid{a}
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if !visit(x) {
			continue
		}
		for _, left := range []bool{true, false} {
			for _, y := range u.opts(x, left) {
				if !seen[y] {
					seen[y] = true
					stack = append(stack, y)
				}
			}
		}
	}
}
