package partizan

import "testing"

// TestNumberUpStar: the canonical forms nus reads and upStar builds are
// those of the sums. For x + n·↑ + *m with |n| ≤ 12 and m ≤ 9 (and |n| ≤ 3
// for m = 31 and 100), the sum
// built by add (n copies of ↑ or ↓, then *m and x) is the form upStar
// builds, and nus reads x, n and m back from it. On 3000 random forms
// (randomValues) and on forms one option away from a chain, nus agrees
// with searchUpStar, the search it replaced: a − x plus *m tried for a
// multiple of ↑ or ↓, each walked down its chain.
func TestNumberUpStar(t *testing.T) {
	u := newUniverse()
	star := u.nimber(1)
	up := u.intern([]vid{0}, []vid{star})
	for _, x := range []Dyadic{Int(0), Int(-2), NewDyadic(3, 2)} {
		for _, m := range []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 31, 100} {
			for n := -12; n <= 12; n++ {
				if m > 9 && (n < -3 || n > 3) {
					continue // large nimbers: the sums are slow
				}
				s := vid(0)
				for range max(n, -n) {
					if n > 0 {
						s = u.add(s, up)
					} else {
						s = u.add(s, u.neg(up))
					}
				}
				s = u.add(u.add(s, u.nimber(m)), u.number(x))
				if b := u.upStar(x, n, m); b != s {
					t.Fatalf("%v + %d·↑ + *%d: upStar built %v, the sum is %v", x, n, m, Value{u.encode(b)}, Value{u.encode(s)})
				}
				if r := u.nus(s); !r.ok || r.x != x || r.ups != n || r.star != m {
					t.Fatalf("%v + %d·↑ + *%d: nus reads %+v", x, n, m, r)
				}
			}
		}
	}
	check := func(v Value) {
		u := newUniverse()
		a := u.decode(v.s)
		got := u.nus(a)
		want := searchUpStar(newUniverse(), v)
		if got.ok != want.ok || got.ok && got != want {
			t.Fatalf("%v: nus %+v, search %+v", v, got, want)
		}
	}
	for _, seed := range []uint64{41, 43, 47} {
		for _, v := range randomValues(t, seed, 1000, 3) {
			check(v)
		}
	}
	// Near misses: a chain with one option added or changed.
	for _, s := range []string{"{0|^^*}", "{0,*|^}", "{0|^,*}", "{*|^^}", "{0|^9}", "{^9|0}", "{0|^^^*2}", "{0,*|0,*}", "{1/2|1/2,1/2*}", "{0,*2|*3}", "{0|v^}", "{0|^*3,*2}"} {
		v, err := ParseValue(s)
		if err != nil {
			t.Fatal(err)
		}
		check(v)
	}
}

// searchUpStar is how nus worked before it read canonical forms:
// the stops of a must be equal, x, and x the only number among its
// followers; then a − x + *m is tried for m up to a bound of its birthday,
// for a multiple of ↑ or ↓ or 0.
func searchUpStar(u *universe, v Value) nusInfo {
	a := u.decode(v.s)
	n := &u.nodes[a]
	if n.isNum {
		return nusInfo{x: n.num, ok: true}
	}
	if n.nim > 0 {
		return nusInfo{star: int(n.nim), ok: true}
	}
	x, rs := u.stops(a, map[vid][2]Dyadic{})
	if x != rs || !u.onlyNumber(a, x) {
		return nusInfo{}
	}
	d := u.add(a, u.number(x.Neg()))
	limit := 2
	for b := u.birthday(d, map[vid]uint64{}); uint64(limit) <= b && limit < 1<<10; {
		limit *= 2
	}
	for m := 0; m <= limit; m++ {
		e := u.add(d, u.nimber(m))
		if e == 0 {
			return nusInfo{x: x, star: m, ok: true}
		}
		for _, sign := range []int{1, -1} {
			f := e
			if sign < 0 {
				f = u.neg(e)
			}
			if k := walkUps(u, f, false); k > 0 {
				return nusInfo{x: x, ups: sign * k, star: m, ok: true}
			}
			if k := walkUps(u, f, true); k > 0 {
				return nusInfo{x: x, ups: sign * k, star: m ^ 1, ok: true}
			}
		}
	}
	return nusInfo{}
}

// walkUps returns n ≥ 1 if a = n·↑ (star false) or n·↑ + * (star true),
// walking down the chain of the canonical forms ↑ = {0|*}, ↑* = {0,*|0},
// n·↑ = {0 | (n−1)·↑*}, n·↑* = {0 | (n−1)·↑}.
func walkUps(u *universe, a vid, star bool) int {
	for k := 0; ; k++ {
		n := &u.nodes[a]
		if n.isNum || n.nim >= 0 {
			return 0
		}
		if !star && len(n.l) == 1 && n.l[0] == 0 && len(n.r) == 1 && u.nodes[n.r[0]].nim == 1 {
			return k + 1
		}
		if star && len(n.l) == 2 && n.l[0] == 0 && u.nodes[n.l[1]].nim == 1 && len(n.r) == 1 && n.r[0] == 0 {
			return k + 1
		}
		if len(n.l) != 1 || n.l[0] != 0 || len(n.r) != 1 {
			return 0
		}
		a, star = n.r[0], !star
	}
}

// TestLongChains: values with thousands of ups are read, printed,
// reduced, weighed, summed and multiplied in linear time, by ParseValue
// and by the library's Add, Sub, AddValues and Times (each was quadratic
// or worse: the reduced form of ↑⁴⁰⁰⁰ took 3.5 s, the printed form of
// {↑¹⁰⁰|0} 28 s, 60000 * ^ did not finish in a minute), with the values
// the definitions give.
func TestLongChains(t *testing.T) {
	for _, c := range []struct {
		in, out, reduced string
		weight           int // when reduced is 0
	}{
		{"^20000", "^20000", "0", 20000},
		{"v20000*5", "v20000*5", "0", -20000},
		{"20000 * ^*", "^20000", "0", 20000},
		{"-3 * ^5000*2", "v15000*2", "0", -15000},
		{"^10000 + ^10000* + v5", "^19995*", "0", 19995},
		{"1/2 + ^20000*", "1/2+^20000*", "1/2", 0},
	} {
		v, err := ParseValue(c.in)
		if err != nil {
			t.Fatalf("%s: %v", c.in, err)
		}
		if s := v.String(); s != c.out {
			t.Errorf("%s = %s, want %s", c.in, s, c.out)
		}
		if r := v.Reduced().String(); r != c.reduced {
			t.Errorf("%s: reduced %s, want %s", c.in, r, c.reduced)
		}
		w, ok := v.AtomicWeight()
		if c.reduced == "0" && (!ok || w != Integer(int64(c.weight))) || c.reduced != "0" && ok {
			t.Errorf("%s: atomic weight %v %v, want %d (only for an infinitesimal)", c.in, w, ok, c.weight)
		}
	}
	// The library's sums and multiples take the same way.
	half := Number(NewDyadic(1, 1))
	for _, c := range []struct {
		v    Value
		want string
	}{
		{Ups(8000).Add(Ups(-2000).Add(Nimber(3))).Sub(half), "-1/2+^6000*3"},
		{AddValues(Ups(6000), Ups(6000), Nimber(1)), "^12000*"},
		{Ups(-1000).Add(Nimber(1)).Times(-15), "^15000*"},
	} {
		if s := c.v.String(); s != c.want {
			t.Errorf("%s, want %s", s, c.want)
		}
	}
	v, err := ParseValue("{^100|0}")
	if err != nil {
		t.Fatal(err)
	}
	if _, _, _, ok := v.NumberUpStar(); ok || v.String() != "{^100|0}" {
		t.Errorf("{^100|0}: %v, NumberUpStar %v", v, ok)
	}
	for _, s := range []string{"65537 * ^", "^40000 + ^30000", "-2000000 * v*", "7^\n8 *^\n8"} {
		if _, err := ParseValue(s); err == nil {
			t.Errorf("%s: no error", s)
		}
	}
}
