package partizan

// The universe: an arena of interned canonical forms, where the arithmetic
// of values happens (comparison, sums, negation, canonicalization).

import "slices"

type vid = int32

// vnode is one canonical form. Numbers keep their value and get their
// (at most one Left and one Right) canonical options only on demand; other
// forms keep their canonical options, sorted by number.
type vnode struct {
	l, r    []vid
	num     Dyadic
	isNum   bool
	hasOpts bool  // l and r are filled (always, but for numbers and nimbers: see opts)
	nim     int32 // n for the nimber *n (0 for the game 0), −1 otherwise
	// ls and rs are the Left and Right stops, kept for quick comparisons:
	// G ≤ H implies ls(G) ≤ ls(H) and rs(G) ≤ rs(H), and ls(G) < rs(H)
	// implies G < H.
	ls, rs Dyadic
}

// universe is an arena of canonical forms with memo tables. It belongs to
// one computation and is not safe for concurrent use.
type universe struct {
	nodes []vnode
	nums  map[Dyadic]vid
	forms formSet       // forms other than numbers and nimbers, by their options
	nims  map[int32]vid // *n, n ≥ 1
	max   int           // most forms plus options the arena may hold (0: no limit); see newNode
	held  int           // forms plus options held
	le    leTable       // every comparison made
	sums  pairMap       // a + b by (a, b), a < b
	negs  map[vid]vid
	opt   []vid // the free end of the block the options of new forms are copied to
	// rev is canon's scratch memo, by id, for the form being
	// canonicalized: an entry holds for the call numbered revGen.
	rev    []revMemo
	revGen uint32
	enc    map[vid]string
	dec    map[string]vid
	// nusMemo keeps what nus found (made when first needed).
	nusMemo map[vid]nusInfo
	// shared, in a worker of the parallel engine, is the sums of all
	// workers (parallel.go).
	shared *shared
}

// revMemo is canon's memo for one form x and the form G being
// canonicalized: x ≤ G is le if leGen == revGen, x ≥ G is ge if geGen ==
// revGen, and x is an option of G known not to be reversible for Left
// (Right) if keptL (keptR) == revGen.
type revMemo struct {
	leGen, geGen, keptL, keptR uint32
	le, ge                     bool
}

func newUniverse() *universe {
	u := &universe{
		nums: map[Dyadic]vid{},
		negs: map[vid]vid{},
		nims: map[int32]vid{},
	}
	u.number(Dyadic{}) // id 0 is the game 0
	return u
}

// number returns the id of the number d.
func (u *universe) number(d Dyadic) vid {
	if id, ok := u.nums[d]; ok {
		return id
	}
	id := vid(len(u.nodes))
	nim := int32(-1)
	if d.num == 0 {
		nim = 0
	}
	u.newNode(vnode{num: d, isNum: true, nim: nim, ls: d, rs: d})
	u.nums[d] = id
	return id
}

// opts returns the canonical Left (left true) or Right options of id.
// Numbers and nimbers get theirs here, on demand: *n is kept as an atom, so
// that it costs O(1) until an operation needs its n options, and then O(n).
func (u *universe) opts(id vid, left bool) []vid {
	n := &u.nodes[id]
	if !n.hasOpts {
		var l, r []vid
		switch d := n.num; {
		case n.nim > 0:
			u.held += 2 * int(n.nim)
			if u.max > 0 && u.held > u.max {
				panic(errBudget{u.max})
			}
			l = make([]vid, n.nim)
			for k := range l {
				l[k] = u.nimber(k)
			}
			slices.Sort(l)
			r = l
		case d.exp > 0:
			// m/2^k (m odd) = {(m−1)/2^k | (m+1)/2^k}, written as
			// ⌊m/2⌋/2^(k−1) and ⌊m/2⌋+1 over the same, which cannot
			// overflow (m+1 can: 2⁶³−1 is odd).
			h := d.num >> 1
			l = []vid{u.number(NewDyadic(h, uint(d.exp-1)))}
			r = []vid{u.number(NewDyadic(h+1, uint(d.exp-1)))}
		case d.num > 0:
			l = []vid{u.number(Int(d.num - 1))}
		case d.num < 0:
			r = []vid{u.number(Int(d.num + 1))}
		}
		n = &u.nodes[id]
		n.l, n.r, n.hasOpts = l, r, true
	}
	if left {
		return n.l
	}
	return n.r
}

// errBudget is the panic of a universe past its budget of forms, which the
// entry points that set a budget recover and return as cgt.ErrLimit.
type errBudget struct{ max int }

// newNode appends a form to the arena, within the budget: max, when set,
// bounds the forms held plus their options (a form costs about a hundred
// bytes, an option four).
func (u *universe) newNode(n vnode) {
	u.held += 1 + len(n.l) + len(n.r)
	if u.max > 0 && u.held > u.max {
		panic(errBudget{u.max})
	}
	u.nodes = append(u.nodes, n)
}

// nimber returns the id of *n, an atom whose options come on demand (see
// opts).
func (u *universe) nimber(n int) vid {
	if n == 0 {
		return 0
	}
	if id, ok := u.nims[int32(n)]; ok {
		return id
	}
	id := vid(len(u.nodes))
	u.newNode(vnode{nim: int32(n)})
	u.nims[int32(n)] = id
	return id
}

// intern returns the id of the canonical form {l | r}, whose options must be
// canonical, sorted, free of duplicates and of dominated and reversible
// options, and not a number. It copies l and r.
func (u *universe) intern(l, r []vid) vid {
	h := hashOpts(l, r)
	if id, ok := u.findForm(l, r, h); ok {
		return id
	}
	if slices.Equal(l, r) {
		// l holds distinct ids, so distinct nimbers: *n iff all of them
		// are nimbers below n; *n is an atom, not kept by its options.
		ok := true
		for _, x := range l {
			if m := u.nodes[x].nim; m < 0 || int(m) >= len(l) {
				ok = false
				break
			}
		}
		if ok {
			return u.nimber(len(l))
		}
	}
	id := vid(len(u.nodes))
	var ls, rs Dyadic
	for i, x := range l {
		if i == 0 || u.nodes[x].rs.Cmp(ls) > 0 {
			ls = u.nodes[x].rs
		}
	}
	for i, x := range r {
		if i == 0 || u.nodes[x].ls.Cmp(rs) < 0 {
			rs = u.nodes[x].ls
		}
	}
	u.newNode(vnode{l: u.keep(l), r: u.keep(r), hasOpts: true, nim: -1, ls: ls, rs: rs})
	u.addForm(id, h)
	return id
}

// keep copies the options s of a new form to the arena's current block of
// options (blocks of growing size: a form costs no allocation of its own).
func (u *universe) keep(s []vid) []vid {
	if len(s) == 0 {
		return nil
	}
	if cap(u.opt)-len(u.opt) < len(s) {
		u.opt = make([]vid, 0, max(len(s), min(1<<16, 4*len(u.nodes)+16)))
	}
	n := len(u.opt)
	u.opt = append(u.opt, s...)
	return u.opt[n:len(u.opt):len(u.opt)]
}

// leq reports whether a ≤ b for canonical forms a and b.
func (u *universe) leq(a, b vid) bool {
	if a == b {
		return true
	}
	na, nb := &u.nodes[a], &u.nodes[b]
	switch {
	case na.isNum && nb.isNum:
		return na.num.Cmp(nb.num) <= 0
	case na.nim >= 0 && nb.nim >= 0:
		return false // distinct nimbers are confused
	case na.nim > 0 && nb.isNum:
		return nb.num.Sign() > 0 // *n is confused with 0, below every positive number
	case na.isNum && nb.nim > 0:
		return na.num.Sign() < 0
	case na.ls.Cmp(nb.ls) > 0 || na.rs.Cmp(nb.rs) > 0:
		return false
	case na.ls.Cmp(nb.rs) < 0:
		return true
	}
	if r, ok := u.le.get(a, b); ok {
		return r
	}
	res := true
	switch {
	case na.isNum:
		// x ≤ H iff no H^R ≤ x, for H not a number (number avoidance).
		for _, hr := range u.opts(b, false) {
			if u.leq(hr, a) {
				res = false
				break
			}
		}
	case nb.isNum:
		for _, gl := range u.opts(a, true) {
			if u.leq(b, gl) {
				res = false
				break
			}
		}
	default:
		al, br := u.opts(a, true), u.opts(b, false)
		for _, gl := range al {
			if u.leq(b, gl) {
				res = false
				break
			}
		}
		if res {
			for _, hr := range br {
				if u.leq(hr, a) {
					res = false
					break
				}
			}
		}
	}
	u.le.put(a, b, res)
	return res
}

// revEntry returns canon's memo entry for x.
func (u *universe) revEntry(x vid) *revMemo {
	if int(x) >= len(u.rev) {
		u.rev = append(u.rev, make([]revMemo, len(u.nodes)-len(u.rev)+len(u.nodes)/4)...)
	}
	return &u.rev[x]
}

// leqA reports whether x ≤ G for a canonical x and G = {l | r}, a form with
// canonical options that may not itself be canonical. The answer depends
// on the value of G only, so that it is memoised for the whole of one
// canon call, whose form of G changes but not its value.
func (u *universe) leqA(x vid, l, r []vid) bool {
	if m := u.revEntry(x); m.leGen == u.revGen {
		return m.le
	}
	res := true
	for _, gr := range r {
		if u.leq(gr, x) {
			res = false
			break
		}
	}
	if res {
		for _, xl := range u.opts(x, true) {
			if u.geqA(xl, l, r) {
				res = false
				break
			}
		}
	}
	m := u.revEntry(x)
	m.leGen, m.le = u.revGen, res
	return res
}

// geqA reports whether x ≥ G = {l | r}.
func (u *universe) geqA(x vid, l, r []vid) bool {
	if m := u.revEntry(x); m.geGen == u.revGen {
		return m.ge
	}
	res := true
	for _, gl := range l {
		if u.leq(x, gl) {
			res = false
			break
		}
	}
	if res {
		for _, xr := range u.opts(x, false) {
			if u.leqA(xr, l, r) {
				res = false
				break
			}
		}
	}
	m := u.revEntry(x)
	m.geGen, m.ge = u.revGen, res
	return res
}

// stopsCmp orders forms by their Left stops, then their Right stops.
func (u *universe) stopsCmp(a, b vid) int {
	na, nb := &u.nodes[a], &u.nodes[b]
	if c := na.ls.Cmp(nb.ls); c != 0 {
		return c
	}
	return na.rs.Cmp(nb.rs)
}

// prune sorts s, removes duplicates and the options dominated for Left
// (left) or for Right, in place; what it returns is sorted by id.
//
// Left's option x is dominated when x ≤ y for another option y, which
// needs ls(x) ≤ ls(y) and rs(x) ≤ rs(y) (stops are monotone). With the
// options in decreasing order of (ls, rs), every y ≥ x comes before x or
// has the same stops, so x is tested against the undominated options
// kept so far (a dominated y ≥ x is below a kept one) and the options of
// its own stops after it: a few tests an option where testing every
// pair took n² (Right's side is the mirror image).
func (u *universe) prune(s []vid, left bool) []vid {
	slices.Sort(s)
	s = slices.Compact(s)
	if len(s) < 2 {
		return s
	}
	// Insertion sort: option lists are short.
	for i := 1; i < len(s); i++ {
		for j := i; j > 0; j-- {
			c := u.stopsCmp(s[j-1], s[j])
			if left && c >= 0 || !left && c <= 0 {
				break
			}
			s[j-1], s[j] = s[j], s[j-1]
		}
	}
	below := func(x, y vid) bool { // x is dominated by y
		if left {
			return u.leq(x, y)
		}
		return u.leq(y, x)
	}
	out := s[:0]
	for i, x := range s {
		dominated := false
		for _, y := range out {
			if below(x, y) {
				dominated = true
				break
			}
		}
		for j := i + 1; !dominated && j < len(s) && u.stopsCmp(x, s[j]) == 0; j++ {
			dominated = below(x, s[j])
		}
		if !dominated {
			out = append(out, x)
		}
	}
	slices.Sort(out)
	return out
}

// numberBounds reports whether every option is a number and, if so, whether
// they define a number: no Left option ≥ a Right option. It returns that
// number.
func (u *universe) asNumber(l, r []vid) (vid, bool) {
	var a, b Dyadic
	for i, x := range l {
		n := &u.nodes[x]
		if !n.isNum {
			return 0, false
		}
		if i == 0 || n.num.Cmp(a) > 0 {
			a = n.num
		}
	}
	for i, x := range r {
		n := &u.nodes[x]
		if !n.isNum {
			return 0, false
		}
		if i == 0 || n.num.Cmp(b) < 0 {
			b = n.num
		}
	}
	if len(l) > 0 && len(r) > 0 && a.Cmp(b) >= 0 {
		return 0, false
	}
	return u.number(simplest(a, len(l) > 0, b, len(r) > 0)), true
}

// canon returns the canonical form of {l | r}, whose options are canonical
// forms (in any order, with repeats). It may modify l and r.
func (u *universe) canon(l, r []vid) vid {
	if id, ok := u.asNumber(l, r); ok {
		return id
	}
	l, r = u.prune(l, true), u.prune(r, false)
	u.revGen++
	if u.revGen == 0 { // wrapped: forget the old generations
		clear(u.rev)
		u.revGen = 1
	}
	for {
		// Bypassing a reversible option keeps the value of G, so that an
		// option found not reversible stays so (keptL, keptR) and the
		// memo of leqA and geqA holds across rounds.
		nl, lch := u.bypass(l, l, r, true)
		nr, rch := u.bypass(r, l, r, false)
		if !lch && !rch {
			break
		}
		l, r = u.prune(nl, true), u.prune(nr, false)
	}
	if id, ok := u.asNumber(l, r); ok {
		return id
	}
	return u.intern(l, r)
}

// bypass returns the options s of G = {l | r}, Left's (left) or Right's,
// with each reversible one replaced by the options it reverses through,
// and whether any was: s itself if none.
func (u *universe) bypass(s, l, r []vid, left bool) ([]vid, bool) {
	var out []vid
	for i, a := range s {
		m := u.revEntry(a)
		if left && m.keptL == u.revGen || !left && m.keptR == u.revGen {
			if out != nil {
				out = append(out, a)
			}
			continue
		}
		var through []vid // the options a reverses through
		rev := false
		for _, b := range u.opts(a, !left) {
			if left && u.leqA(b, l, r) || !left && u.geqA(b, l, r) {
				through, rev = u.opts(b, left), true
				break
			}
		}
		if !rev {
			m := u.revEntry(a)
			if left {
				m.keptL = u.revGen
			} else {
				m.keptR = u.revGen
			}
			if out != nil {
				out = append(out, a)
			}
			continue
		}
		if out == nil {
			out = append(make([]vid, 0, len(s)+len(through)), s[:i]...)
		}
		out = append(out, through...)
	}
	if out == nil {
		return s, false
	}
	return out, true
}

// neg returns −a.
func (u *universe) neg(a vid) vid {
	n := &u.nodes[a]
	if n.isNum {
		return u.number(n.num.Neg())
	}
	if n.nim >= 0 {
		return a
	}
	if id, ok := u.negs[a]; ok {
		return id
	}
	l, r := n.l, n.r
	nl, nr := make([]vid, len(r)), make([]vid, len(l))
	for i, x := range r {
		nl[i] = u.neg(x)
	}
	for i, x := range l {
		nr[i] = u.neg(x)
	}
	slices.Sort(nl)
	slices.Sort(nr)
	id := u.intern(nl, nr)
	u.negs[a], u.negs[id] = id, a
	return id
}

// add returns a + b.
func (u *universe) add(a, b vid) vid {
	if a == 0 {
		return b
	}
	if b == 0 {
		return a
	}
	if a > b {
		a, b = b, a
	}
	na, nb := u.nodes[a], u.nodes[b]
	switch {
	case na.isNum && nb.isNum:
		return u.number(na.num.Add(nb.num))
	case na.nim > 0 && nb.nim > 0:
		return u.nimber(int(na.nim ^ nb.nim))
	}
	if id, ok := u.sums.get(a, b); ok {
		return id
	}
	if u.shared != nil {
		if id, ok := u.shared.sumGet(a, b); ok {
			u.sums.put(a, b, id)
			return id
		}
	}
	if na.isNum && nb.nim > 0 || nb.isNum && na.nim > 0 {
		// x + *n = {x + *k | x + *k} for k < n, canonical by number
		// translation (Siegel, Combinatorial Game Theory, II.3).
		x, n := a, int(nb.nim)
		if nb.isNum {
			x, n = b, int(na.nim)
		}
		opts := make([]vid, n)
		for k := range n {
			opts[k] = u.add(x, u.nimber(k))
		}
		slices.Sort(opts)
		return u.keepSum(a, b, u.intern(opts, opts))
	}
	var l, r []vid
	switch {
	case na.isNum: // number translation: x + H = {H^L + x | H^R + x}
		for _, x := range u.opts(b, true) {
			l = append(l, u.add(x, a))
		}
		for _, x := range u.opts(b, false) {
			r = append(r, u.add(x, a))
		}
	case nb.isNum:
		for _, x := range u.opts(a, true) {
			l = append(l, u.add(x, b))
		}
		for _, x := range u.opts(a, false) {
			r = append(r, u.add(x, b))
		}
	default:
		for _, x := range u.opts(a, true) {
			l = append(l, u.add(x, b))
		}
		for _, x := range u.opts(b, true) {
			l = append(l, u.add(a, x))
		}
		for _, x := range u.opts(a, false) {
			r = append(r, u.add(x, b))
		}
		for _, x := range u.opts(b, false) {
			r = append(r, u.add(a, x))
		}
	}
	return u.keepSum(a, b, u.canon(l, r))
}

// keepSum memoises a + b = id (with the other workers, in a worker of the
// parallel engine) and returns id.
func (u *universe) keepSum(a, b, id vid) vid {
	u.sums.put(a, b, id)
	if u.shared != nil {
		u.shared.sumPut(a, b, id)
	}
	return id
}

// upTo returns ↑^{→n} in CGSuite's construction: 0 for n = 0, else
// {↑^{→(n−1)} | *}.
func (u *universe) upTo(n int) vid {
	g := vid(0)
	for range n {
		g = u.canon([]vid{g}, []vid{u.nimber(1)})
	}
	return g
}

// upPow returns ↑ⁿ (n ≥ 1), the up-nth of Winning Ways: {0 | * − ↑^{→(n−1)}}
// (↑¹ = ↑ = {0|*}, ↑² = {0 | ↓*}), as CGSuite builds it (its
// CanonicalShortGameOps: pow of ↑).
func (u *universe) upPow(n int) vid {
	return u.canon([]vid{0}, []vid{u.add(u.nimber(1), u.neg(u.upTo(n-1)))})
}
