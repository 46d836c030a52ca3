package cgt

// The partizan engine and the values of short partizan games, in one file
// that compiles with game.go and solution.go alone (paste the three into
// one main.go): the Partizan interface and the engine (Canonical,
// PartizanTable); the exact dyadic rationals (Dyadic) and the
// canonical-form value type (Value) with its arithmetic, comparison and
// recognition of the classical values; printing and parsing in CGSuite's
// notation; thermographs, temperature, mean and cooling.

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"math/bits"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// ===========================================================================
// The engine

// Partizan describes a short partizan game in normal play: Left and Right
// have their own moves, the player unable to move loses, and every play
// ends. The player to move is not part of a position: a position is a
// game, in which either may move first.
type Partizan[P comparable] interface {
	// LeftMoves appends to dst the positions Left can move to from p and
	// returns the extended slice. It must not retain dst nor modify
	// dst[:len(dst)]: engines pass their live stack as dst.
	LeftMoves(dst []P, p P) []P
	// RightMoves appends the positions Right can move to from p, with the
	// same contract.
	RightMoves(dst []P, p P) []P
}

// Splitter is an optional capability of a Partizan game whose positions
// fall apart into independent parts (the regions of a Domineering board,
// the strips of Toads and Frogs): Components appends to dst positions whose
// sum has the value of p, and returns the extended slice, with the
// contract of LeftMoves. Returning p alone means p does not split; returning
// one other position q says p has the value of q, which lets a game map
// positions to a normal form (translated, reflected) so that equal parts
// are solved once. Components of the empty position may be none (value 0).
// The engine detects it by a type assertion and works on the parts, which
// can be exponentially faster.
type Splitter[P comparable] interface {
	Components(dst []P, p P) []P
}

// PartizanTable computes canonical forms of positions of one partizan game,
// keeping the values of the positions it has solved and its interned
// values between calls, so that positions shared by several calls are
// solved once. It is not safe for concurrent use.
type PartizanTable[P comparable] struct {
	g     Partizan[P]
	split Splitter[P]
	opt   *Options
	u     *universe
	memo  map[P]vid
	done  int // positions solved
	stack []pframe[P]
	kids  []P
	// kidIDs[i] is the value of kids[i] once known
	kidIDs []vid
	// owner[i] is the move of an expanded frame that kids[i] is part of
	owner   []int32
	moveBuf []P
}

// pframe is one position being solved: its children (moves, or parts)
// are kids[start:end], the first nl of them Left's moves.
type pframe[P comparable] struct {
	p          P
	start, end int
	nl         int
	next       int
	sum        bool
	// expanded: the children are the components of the moves, kids[i]
	// a part of move owner[i]; nl and nMoves count moves.
	expanded bool
	nMoves   int
}

const busy vid = -1

// NewPartizanTable returns an empty table for g. opt.Limit bounds the
// number of positions the table stores over all calls; Progress is called
// with the number of positions solved.
func NewPartizanTable[P comparable](g Partizan[P], opt *Options) *PartizanTable[P] {
	t := &PartizanTable[P]{g: g, opt: opt, u: newUniverse(), memo: map[P]vid{}}
	t.split, _ = g.(Splitter[P])
	return t
}

// Len returns the number of positions solved and stored.
func (t *PartizanTable[P]) Len() int { return t.done }

// Canonical returns the value (canonical form) of the position p of g. It
// is NewPartizanTable(g, opt).Value(ctx, p).
//
// Errors: ErrCycle if a position can be reached from itself (the game is
// not short), ErrLimit past opt.Limit positions, ctx.Err() when ctx is
// done.
func Canonical[P comparable](ctx context.Context, g Partizan[P], p P, opt *Options) (Value, error) {
	return NewPartizanTable(g, opt).Value(ctx, p)
}

// Value returns the canonical form of p. It solves every position reachable
// from p that the table has not solved yet, depth first with an explicit
// stack (no recursion on the depth of the game), each position once: the
// value of a position is the canonical form of {its Left moves' values |
// its Right moves' values}. For a Splitter, the value of a move is the sum
// of the values of its components, and only components (and p) are
// stored: a Domineering board is solved region by region. The cost is the number of positions times the cost of
// canonicalizing their forms, which is small for the values of real games.
//
// Errors as for Canonical; after an error the table keeps what it had
// solved before the call and may be used again.
func (t *PartizanTable[P]) Value(ctx context.Context, p P) (Value, error) {
	id, err := t.solve(ctx, p)
	if err != nil {
		return Value{}, err
	}
	return Value{t.u.encode(id)}, nil
}

func (t *PartizanTable[P]) solve(ctx context.Context, p P) (vid, error) {
	if id, ok := t.memo[p]; ok && id != busy {
		return id, nil
	}
	m := NewMeter(ctx, t.opt)
	m.done = t.done
	m.nextProg = (t.done/m.every + 1) * m.every
	m.schedule()
	if ctx != nil {
		if err := ctx.Err(); err != nil {
			return 0, err
		}
	}
	t.stack, t.kids, t.kidIDs, t.owner = t.stack[:0], t.kids[:0], t.kidIDs[:0], t.owner[:0]
	t.push(p)
	for len(t.stack) > 0 {
		f := &t.stack[len(t.stack)-1]
		pushed := false
		for f.next < f.end {
			c := t.kids[f.next]
			id, ok := t.memo[c]
			if !ok {
				t.push(c) // may move t.stack: f is reloaded below
				pushed = true
				break
			}
			if id == busy {
				err := fmt.Errorf("%w: through %v", ErrCycle, c)
				t.abort()
				return 0, err
			}
			t.kidIDs[f.next] = id
			f.next++
		}
		if pushed {
			continue
		}
		ids := t.kidIDs[f.start:f.end]
		var id vid
		switch {
		case f.sum:
			for _, x := range ids {
				id = t.u.add(id, x)
			}
		case f.expanded:
			l, r := make([]vid, f.nl), make([]vid, f.nMoves-f.nl)
			for k, x := range ids {
				if o := int(t.owner[f.start+k]); o < f.nl {
					l[o] = t.u.add(l[o], x)
				} else {
					r[o-f.nl] = t.u.add(r[o-f.nl], x)
				}
			}
			id = t.u.canon(l, r)
		default:
			l := append([]vid(nil), ids[:f.nl]...)
			r := append([]vid(nil), ids[f.nl:]...)
			id = t.u.canon(l, r)
		}
		t.memo[f.p] = id
		t.kids, t.kidIDs, t.owner = t.kids[:f.start], t.kidIDs[:f.start], t.owner[:f.start]
		t.stack = t.stack[:len(t.stack)-1]
		t.done++
		if err := m.Step(); err != nil {
			t.abort()
			return 0, err
		}
	}
	return t.memo[p], nil
}

// push starts solving p.
func (t *PartizanTable[P]) push(p P) {
	t.memo[p] = busy
	start := len(t.kids)
	f := pframe[P]{p: p, start: start, next: start}
	if t.split != nil {
		t.appendFrom(t.split.Components, p)
		if len(t.kids)-start == 1 && t.kids[start] == p {
			t.kids = t.kids[:start]
		} else {
			f.sum = true
		}
	}
	switch {
	case f.sum:
	case t.split == nil:
		t.appendFrom(t.g.LeftMoves, p)
		f.nl = len(t.kids) - start
		t.appendFrom(t.g.RightMoves, p)
	default:
		// The children are the parts of the moves: only parts (normal
		// forms) are stored, and each move's value is the sum of its
		// parts' values.
		f.expanded = true
		mb := t.g.LeftMoves(t.moveBuf[:0], p)
		f.nl = len(mb)
		mb = t.g.RightMoves(mb, p)
		t.moveBuf = mb
		f.nMoves = len(mb)
		for i, m := range mb {
			t.appendFrom(t.split.Components, m)
			for len(t.owner) < len(t.kids) {
				t.owner = append(t.owner, int32(i))
			}
		}
	}
	f.end = len(t.kids)
	for len(t.kidIDs) < f.end {
		t.kidIDs = append(t.kidIDs, 0)
	}
	for len(t.owner) < f.end {
		t.owner = append(t.owner, 0)
	}
	t.stack = append(t.stack, f)
}

// appendFrom appends moves(…, p) to the stack of children. The game gets
// an empty slice over the free capacity of the stack, so that a game that
// breaks the append contract (truncating dst) cannot overwrite the children
// of positions under way.
func (t *PartizanTable[P]) appendFrom(moves func([]P, P) []P, p P) {
	n := len(t.kids)
	r := moves(t.kids[n:n], p)
	if len(r) == 0 {
		return
	}
	if cap(t.kids) > n && &t.kids[:n+1][n] == &r[0] {
		t.kids = t.kids[:n+len(r)]
		return
	}
	t.kids = append(t.kids, r...)
}

// abort forgets the positions left unfinished by an error.
func (t *PartizanTable[P]) abort() {
	for _, f := range t.stack {
		delete(t.memo, f.p)
	}
	t.stack = t.stack[:0]
	t.kids, t.kidIDs, t.owner = t.kids[:0], t.kidIDs[:0], t.owner[:0]
}

// ===========================================================================
// Values

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

// Dyadic is an exact dyadic rational num/2^exp, the numbers of short games
// (and the coordinates of thermographs). The zero value is 0. Numerators are
// int64 and exponents at most 62; arithmetic whose result does not fit
// panics with ErrRange (values of real games are far from it). Dyadic values
// are comparable: == is numeric equality, as the representation is reduced.
type Dyadic struct {
	num int64 // odd unless exp == 0
	exp uint8
}

// ErrRange: a number does not fit the representation of Dyadic (numerator in
// int64, denominator at most 2^62). Dyadic and Value arithmetic panic with an
// error wrapping it; ParseValue returns it.
var ErrRange = errors.New("cgt: number out of range")

const maxExp = 62

// NewDyadic returns num/2^exp in lowest terms. It panics if exp > 62 after
// reduction.
func NewDyadic(num int64, exp uint) Dyadic {
	for exp > 0 && num&1 == 0 {
		num >>= 1
		exp--
	}
	if num == 0 {
		exp = 0
	}
	if exp > maxExp {
		panic(fmt.Errorf("%w: denominator 2^%d", ErrRange, exp))
	}
	return Dyadic{num, uint8(exp)}
}

// Int returns the integer n as a Dyadic.
func Int(n int64) Dyadic { return Dyadic{num: n} }

// Num returns the numerator in lowest terms.
func (d Dyadic) Num() int64 { return d.num }

// Exp returns the exponent of the denominator 2^exp in lowest terms.
func (d Dyadic) Exp() uint { return uint(d.exp) }

// IsInt reports whether d is an integer.
func (d Dyadic) IsInt() bool { return d.exp == 0 }

// Sign returns −1, 0 or +1.
func (d Dyadic) Sign() int {
	switch {
	case d.num < 0:
		return -1
	case d.num > 0:
		return 1
	}
	return 0
}

// Float64 returns the nearest float64.
func (d Dyadic) Float64() float64 {
	return float64(d.num) / float64(uint64(1)<<d.exp)
}

// floor returns ⌊d⌋ and the fraction d − ⌊d⌋ as a numerator over 2^exp.
func (d Dyadic) floor() (int64, int64) {
	f := d.num >> d.exp
	return f, d.num & (int64(1)<<d.exp - 1)
}

// Cmp returns −1, 0 or +1 as d <, =, > e. It never overflows.
func (d Dyadic) Cmp(e Dyadic) int {
	if d.exp == e.exp {
		switch {
		case d.num < e.num:
			return -1
		case d.num > e.num:
			return 1
		}
		return 0
	}
	fd, rd := d.floor()
	fe, re := e.floor()
	switch {
	case fd < fe:
		return -1
	case fd > fe:
		return 1
	}
	x := max(d.exp, e.exp)
	rd <<= x - d.exp
	re <<= x - e.exp
	switch {
	case rd < re:
		return -1
	case rd > re:
		return 1
	}
	return 0
}

func rangePanic(op string) {
	panic(fmt.Errorf("%w: %s", ErrRange, op))
}

// shl returns n·2^s, panicking on overflow.
func shl(n int64, s uint8) int64 {
	r := n << s
	if r>>s != n {
		rangePanic("numerator overflow")
	}
	return r
}

// Add returns d + e. It panics with ErrRange on overflow.
func (d Dyadic) Add(e Dyadic) Dyadic {
	x := max(d.exp, e.exp)
	a, b := shl(d.num, x-d.exp), shl(e.num, x-e.exp)
	s := a + b
	if (a >= 0) == (b >= 0) && (s >= 0) != (a >= 0) {
		rangePanic("numerator overflow")
	}
	return NewDyadic(s, uint(x))
}

// Neg returns −d.
func (d Dyadic) Neg() Dyadic {
	if d.num == -1<<63 {
		rangePanic("numerator overflow")
	}
	return Dyadic{-d.num, d.exp}
}

// Sub returns d − e.
func (d Dyadic) Sub(e Dyadic) Dyadic { return d.Add(e.Neg()) }

// Half returns d/2.
func (d Dyadic) Half() Dyadic {
	if d.num == 0 {
		return d
	}
	if d.exp == 0 && d.num&1 == 0 {
		return Dyadic{d.num / 2, 0}
	}
	if d.exp >= maxExp {
		rangePanic("denominator 2^63")
	}
	return Dyadic{d.num, d.exp + 1}
}

// String returns d as an integer or a fraction "num/den", e.g. "-3/4".
func (d Dyadic) String() string { return string(d.AppendText(nil)) }

// AppendText appends d as String does.
func (d Dyadic) AppendText(b []byte) []byte {
	b = strconv.AppendInt(b, d.num, 10)
	if d.exp > 0 {
		b = append(b, '/')
		b = strconv.AppendUint(b, uint64(1)<<d.exp, 10)
	}
	return b
}

// MarshalText encodes d as String does.
func (d Dyadic) MarshalText() ([]byte, error) { return d.AppendText(nil), nil }

// ParseDyadic parses an integer or a fraction "a/b" whose denominator is a
// power of two ("3", "-7/8").
func ParseDyadic(s string) (Dyadic, error) {
	num, den, frac := strings.Cut(s, "/")
	n, err := strconv.ParseInt(num, 10, 64)
	if err != nil {
		if errors.Is(err, strconv.ErrRange) {
			return Dyadic{}, fmt.Errorf("%w: %q", ErrRange, s)
		}
		return Dyadic{}, fmt.Errorf("cgt: bad number %q", s)
	}
	if !frac {
		return Int(n), nil
	}
	m, err := strconv.ParseUint(den, 10, 64)
	if err != nil || m == 0 || m&(m-1) != 0 {
		return Dyadic{}, fmt.Errorf("cgt: bad number %q: the denominator must be a power of two", s)
	}
	e := uint(bits.TrailingZeros64(m))
	if e > maxExp {
		return Dyadic{}, fmt.Errorf("%w: %q", ErrRange, s)
	}
	return NewDyadic(n, e), nil
}

// simplest returns the simplest number x with a < x < b, where a missing
// bound (hasA or hasB false) is −∞ or +∞. It needs a < b.
func simplest(a Dyadic, hasA bool, b Dyadic, hasB bool) Dyadic {
	switch {
	case (!hasA || a.num < 0) && (!hasB || b.num > 0):
		return Dyadic{}
	case !hasA || (hasB && b.num <= 0):
		return simplest(b.Neg(), hasB, a.Neg(), hasA).Neg()
	case !hasB:
		f, _ := a.floor()
		return Int(f + 1)
	}
	// 0 ≤ a < b.
	f, _ := a.floor()
	if Int(f+1).Cmp(b) < 0 {
		return Int(f + 1)
	}
	// a and b lie in [f, f+1]; look for the least denominator.
	ra, rb := a.Sub(Int(f)), b.Sub(Int(f))
	for k := uint8(1); k <= maxExp; k++ {
		var c int64
		if k >= ra.exp {
			c = ra.num<<(k-ra.exp) + 1
		} else {
			c = ra.num>>(ra.exp-k) + 1
		}
		x := NewDyadic(c, uint(k))
		if x.Cmp(rb) < 0 {
			return x.Add(Int(f))
		}
	}
	rangePanic("no simplest number")
	return Dyadic{}
}

// ---------------------------------------------------------------------------
// The universe: interned canonical forms.

type vid = int32

// vnode is one canonical form. Numbers keep their value and get their
// (at most one Left and one Right) canonical options only on demand; other
// forms keep their canonical options, sorted by number.
type vnode struct {
	l, r    []vid
	num     Dyadic
	isNum   bool
	hasOpts bool  // l and r are filled (always, for non-numbers)
	nim     int32 // n for the nimber *n (0 for the game 0), −1 otherwise
	// ls and rs are the Left and Right stops, kept for quick comparisons:
	// G ≤ H implies ls(G) ≤ ls(H) and rs(G) ≤ rs(H), and ls(G) < rs(H)
	// implies G < H.
	ls, rs Dyadic
}

// universe is an arena of canonical forms with memo tables. It belongs to
// one computation and is not safe for concurrent use.
type universe struct {
	nodes  []vnode
	nums   map[Dyadic]vid
	gens   map[string]vid
	nims   []vid
	le     []leEntry // a direct-mapped cache in front of leMap
	leBits uint
	leMap  map[uint64]bool // every comparison made
	sums   map[uint64]vid
	negs   map[vid]vid
	key    []byte
	// scratch memo of leqA/geqA for the form being canonicalized
	leqMemo, geqMemo map[vid]bool
	enc              map[vid]string
	dec              map[string]vid
}

func newUniverse() *universe {
	u := &universe{
		nums:    map[Dyadic]vid{},
		gens:    map[string]vid{},
		sums:    map[uint64]vid{},
		leMap:   map[uint64]bool{},
		negs:    map[vid]vid{},
		leqMemo: map[vid]bool{},
		geqMemo: map[vid]bool{},
	}
	u.number(Dyadic{}) // id 0 is the game 0
	return u
}

// leEntry is a slot of the comparison cache (which only speeds up leMap:
// a lossy cache alone would make the comparison of large forms exponential): the pair of ids, leValid
// (so that an empty slot, key 0, matches no pair) and leTrue for the answer.
type leEntry struct{ key uint64 }

const (
	leValid = 1 << 63
	leTrue  = 1 << 62
)

// growLe makes the comparison cache larger (dropping what it holds): about
// four slots per form, at least 2^10 and at most 2^24.
func (u *universe) growLe() {
	b := max(u.leBits, 10)
	for 1<<b < 4*len(u.nodes) && b < 24 {
		b++
	}
	if b == u.leBits && u.le != nil {
		return
	}
	u.leBits = b
	u.le = make([]leEntry, 1<<b)
}

func pairKey(a, b vid) uint64 { return uint64(uint32(a))<<32 | uint64(uint32(b)) }

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
	u.nodes = append(u.nodes, vnode{num: d, isNum: true, nim: nim, ls: d, rs: d})
	u.nums[d] = id
	return id
}

// opts returns the canonical Left (left true) or Right options of id.
func (u *universe) opts(id vid, left bool) []vid {
	n := &u.nodes[id]
	if !n.hasOpts {
		d := n.num
		var l, r []vid
		switch {
		case d.exp > 0:
			l = []vid{u.number(NewDyadic(d.num-1, uint(d.exp)))}
			r = []vid{u.number(NewDyadic(d.num+1, uint(d.exp)))}
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

// nimber returns the id of *n.
func (u *universe) nimber(n int) vid {
	if len(u.nims) == 0 {
		u.nims = append(u.nims, 0)
	}
	for len(u.nims) <= n {
		opts := slices.Clone(u.nims)
		u.nims = append(u.nims, u.intern(opts, opts))
	}
	return u.nims[n]
}

// intern returns the id of the canonical form {l | r}, whose options must be
// canonical, sorted, free of duplicates and of dominated and reversible
// options, and not a number. It keeps l and r.
func (u *universe) intern(l, r []vid) vid {
	k := u.key[:0]
	k = binary.AppendUvarint(k, uint64(len(l)))
	for _, x := range l {
		k = binary.AppendUvarint(k, uint64(x))
	}
	for _, x := range r {
		k = binary.AppendUvarint(k, uint64(x))
	}
	u.key = k
	if id, ok := u.gens[string(k)]; ok {
		return id
	}
	id := vid(len(u.nodes))
	nim := int32(-1)
	if slices.Equal(l, r) {
		// l holds distinct ids, so distinct nimbers: *n iff all of them
		// are nimbers below n.
		ok := true
		for _, x := range l {
			if m := u.nodes[x].nim; m < 0 || int(m) >= len(l) {
				ok = false
				break
			}
		}
		if ok {
			nim = int32(len(l))
		}
	}
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
	u.nodes = append(u.nodes, vnode{l: l, r: r, hasOpts: true, nim: nim, ls: ls, rs: rs})
	u.gens[string(k)] = id
	return id
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
	case na.ls.Cmp(nb.ls) > 0 || na.rs.Cmp(nb.rs) > 0:
		return false
	case na.ls.Cmp(nb.rs) < 0:
		return true
	}
	key := pairKey(a, b) | leValid
	if len(u.le) < 4*len(u.nodes) && u.leBits < 24 || u.le == nil {
		u.growLe()
	}
	slot := &u.le[(key*0x9E3779B97F4A7C15)>>(64-u.leBits)]
	if slot.key&^leTrue == key {
		return slot.key&leTrue != 0
	}
	if r, ok := u.leMap[key]; ok {
		e := leEntry{key}
		if r {
			e.key |= leTrue
		}
		*slot = e
		return r
	}
	res := true
	switch {
	case na.isNum:
		// x ≤ H iff no H^R ≤ x, for H not a number (number avoidance).
		for _, hr := range nb.r {
			if u.leq(hr, a) {
				res = false
				break
			}
		}
	case nb.isNum:
		for _, gl := range na.l {
			if u.leq(b, gl) {
				res = false
				break
			}
		}
	default:
		al, br := na.l, nb.r
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
	e := leEntry{key}
	if res {
		e.key |= leTrue
	}
	u.le[(key*0x9E3779B97F4A7C15)>>(64-u.leBits)] = e
	u.leMap[key] = res
	return res
}

// leqA reports whether x ≤ G for a canonical x and G = {l | r}, a form with
// canonical options that may not itself be canonical.
func (u *universe) leqA(x vid, l, r []vid) bool {
	if res, ok := u.leqMemo[x]; ok {
		return res
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
	u.leqMemo[x] = res
	return res
}

// geqA reports whether x ≥ G = {l | r}.
func (u *universe) geqA(x vid, l, r []vid) bool {
	if res, ok := u.geqMemo[x]; ok {
		return res
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
	u.geqMemo[x] = res
	return res
}

// prune sorts s, removes duplicates and the options dominated for Left
// (left) or for Right, in place.
func (u *universe) prune(s []vid, left bool) []vid {
	slices.Sort(s)
	s = slices.Compact(s)
	if len(s) < 2 {
		return s
	}
	out := s[:0]
	for i, x := range s {
		dominated := false
		for j, y := range s {
			if i == j {
				continue
			}
			if left && u.leq(x, y) || !left && u.leq(y, x) {
				dominated = true
				break
			}
		}
		if !dominated {
			out = append(out, x)
		}
	}
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
	for {
		clear(u.leqMemo)
		clear(u.geqMemo)
		changed := false
		var nl, nr []vid
		for _, a := range l {
			rev := false
			for _, ar := range u.opts(a, false) {
				if u.leqA(ar, l, r) {
					nl = append(nl, u.opts(ar, true)...)
					rev = true
					break
				}
			}
			if rev {
				changed = true
			} else {
				nl = append(nl, a)
			}
		}
		for _, b := range r {
			rev := false
			for _, bl := range u.opts(b, true) {
				if u.geqA(bl, l, r) {
					nr = append(nr, u.opts(bl, false)...)
					rev = true
					break
				}
			}
			if rev {
				changed = true
			} else {
				nr = append(nr, b)
			}
		}
		if !changed {
			break
		}
		l, r = u.prune(nl, true), u.prune(nr, false)
	}
	if id, ok := u.asNumber(l, r); ok {
		return id
	}
	return u.intern(slices.Clip(l), slices.Clip(r))
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
	key := pairKey(a, b)
	if id, ok := u.sums[key]; ok {
		return id
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
		id := u.intern(opts, opts)
		u.sums[key] = id
		return id
	}
	var l, r []vid
	switch {
	case na.isNum: // number translation: x + H = {H^L + x | H^R + x}
		for _, x := range nb.l {
			l = append(l, u.add(x, a))
		}
		for _, x := range nb.r {
			r = append(r, u.add(x, a))
		}
	case nb.isNum:
		for _, x := range na.l {
			l = append(l, u.add(x, b))
		}
		for _, x := range na.r {
			r = append(r, u.add(x, b))
		}
	default:
		for _, x := range na.l {
			l = append(l, u.add(x, b))
		}
		for _, x := range nb.l {
			l = append(l, u.add(a, x))
		}
		for _, x := range na.r {
			r = append(r, u.add(x, b))
		}
		for _, x := range nb.r {
			r = append(r, u.add(a, x))
		}
	}
	id := u.canon(l, r)
	u.sums[key] = id
	return id
}

// ---------------------------------------------------------------------------
// Encoding: the string inside a Value.
//
// The encoding of 0 is empty. A nonzero number is 'n', its numerator as a
// varint and its exponent as a byte; a nimber *n (n ≥ 1) is '*' and n as a
// uvarint. Any other form is 'd' and the directed acyclic graph of the
// forms it reaches (numbers and nimbers are leaves): their count, then each
// form once — a number as 'n', a nimber as '*', another form as 'g' with
// the counts and positions in the list of its Left and then its Right
// options — in a canonical order: by birthday, then by kind, then by
// value (numbers), or by options (other forms, compared by the positions
// of their options, which come earlier). The root, the only form of
// greatest birthday, comes last. Canonical forms are unique and so is the
// order, so encodings are unique; sharing keeps them small (x + *n has n
// options that share theirs: a tree would be exponential).

// encKey is what orders the forms of one birthday in an encoding.
type encKey struct {
	id   vid
	kind byte // 'n' < '*' < 'g'
	num  Dyadic
	nim  int32
	l, r []int // positions of the options, sorted
}

func cmpInts(a, b []int) int {
	if c := len(a) - len(b); c != 0 {
		return c
	}
	for i := range a {
		if c := a[i] - b[i]; c != 0 {
			return c
		}
	}
	return 0
}

func (u *universe) encode(id vid) string {
	n := &u.nodes[id]
	switch {
	case n.isNum:
		if n.num.num == 0 {
			return ""
		}
		b := binary.AppendVarint([]byte{'n'}, n.num.num)
		return string(append(b, n.num.exp))
	case n.nim > 0:
		return string(binary.AppendUvarint([]byte{'*'}, uint64(n.nim)))
	}
	if u.enc == nil {
		u.enc = map[vid]string{}
	}
	if s, ok := u.enc[id]; ok {
		return s
	}
	// The forms reachable from id, by birthday.
	bday := map[vid]int{}
	levels := map[int][]vid{}
	seen := map[vid]bool{id: true}
	stack := []vid{id}
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		b := u.birthday(x, bday)
		levels[b] = append(levels[b], x)
		xn := &u.nodes[x]
		if xn.isNum || xn.nim >= 0 {
			continue
		}
		for _, side := range [2][]vid{xn.l, xn.r} {
			for _, y := range side {
				if !seen[y] {
					seen[y] = true
					stack = append(stack, y)
				}
			}
		}
	}
	bs := make([]int, 0, len(levels))
	for b := range levels {
		bs = append(bs, b)
	}
	slices.Sort(bs)
	pos := make(map[vid]int, len(seen))
	out := binary.AppendUvarint([]byte{'d'}, uint64(len(seen)))
	for _, b := range bs {
		keys := make([]encKey, len(levels[b]))
		for i, x := range levels[b] {
			xn := &u.nodes[x]
			k := encKey{id: x}
			switch {
			case xn.isNum:
				k.kind, k.num = 'n', xn.num
			case xn.nim >= 0:
				k.kind, k.nim = '*', xn.nim
			default:
				k.kind = 'g'
				for _, y := range xn.l {
					k.l = append(k.l, pos[y])
				}
				for _, y := range xn.r {
					k.r = append(k.r, pos[y])
				}
				slices.Sort(k.l)
				slices.Sort(k.r)
			}
			keys[i] = k
		}
		slices.SortFunc(keys, func(a, b encKey) int {
			switch {
			case a.kind != b.kind:
				return int(a.kind) - int(b.kind)
			case a.kind == 'n':
				return a.num.Cmp(b.num)
			case a.kind == '*':
				return int(a.nim - b.nim)
			}
			if c := cmpInts(a.l, b.l); c != 0 {
				return c
			}
			return cmpInts(a.r, b.r)
		})
		for _, k := range keys {
			pos[k.id] = len(pos)
			out = append(out, k.kind)
			switch k.kind {
			case 'n':
				out = binary.AppendVarint(out, k.num.num)
				out = append(out, k.num.exp)
			case '*':
				out = binary.AppendUvarint(out, uint64(k.nim))
			default:
				for _, side := range [2][]int{k.l, k.r} {
					out = binary.AppendUvarint(out, uint64(len(side)))
					for _, p := range side {
						out = binary.AppendUvarint(out, uint64(p))
					}
				}
			}
		}
	}
	s := string(out)
	u.enc[id] = s
	return s
}

// decoder reads an encoding.
type decoder struct {
	s string
	i int
}

func (d *decoder) uvarint() uint64 {
	x, k := binary.Uvarint([]byte(d.s[d.i:min(len(d.s), d.i+10)]))
	d.i += k
	return x
}

func (d *decoder) varint() int64 {
	x, k := binary.Varint([]byte(d.s[d.i:min(len(d.s), d.i+10)]))
	d.i += k
	return x
}

// decode returns the id of the canonical form encoded in s (by encode, in
// any universe).
func (u *universe) decode(s string) vid {
	if s == "" {
		return 0
	}
	if u.dec == nil {
		u.dec = map[string]vid{}
	}
	if id, ok := u.dec[s]; ok {
		return id
	}
	d := &decoder{s: s, i: 1}
	var id vid
	switch s[0] {
	case 'n':
		num := d.varint()
		id = u.number(Dyadic{num, s[d.i]})
	case '*':
		id = u.nimber(int(d.uvarint()))
	default:
		ids := make([]vid, d.uvarint())
		for j := range ids {
			kind := s[d.i]
			d.i++
			switch kind {
			case 'n':
				num := d.varint()
				ids[j] = u.number(Dyadic{num, s[d.i]})
				d.i++
			case '*':
				ids[j] = u.nimber(int(d.uvarint()))
			default:
				var sides [2][]vid
				for k := range sides {
					side := make([]vid, d.uvarint())
					for m := range side {
						side[m] = ids[d.uvarint()]
					}
					slices.Sort(side)
					sides[k] = side
				}
				ids[j] = u.intern(sides[0], sides[1])
			}
		}
		id = ids[len(ids)-1]
	}
	u.dec[s] = id
	return id
}

// ---------------------------------------------------------------------------
// Value.

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
	if n < 0 {
		panic("cgt: Nimber of a negative number")
	}
	u := newUniverse()
	return Value{u.encode(u.nimber(n))}
}

// Ups returns n·↑ (n ≥ 0) or |n|·↓ (n < 0), where ↑ = {0 | *}.
func Ups(n int) Value {
	u := newUniverse()
	up := u.intern([]vid{0}, []vid{u.nimber(1)})
	if n < 0 {
		up, n = u.neg(up), -n
	}
	s := vid(0)
	for range n {
		s = u.add(s, up)
	}
	return Value{u.encode(s)}
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

// Add returns v + w, the disjunctive sum. It panics with ErrRange if a
// number in the result does not fit a Dyadic.
func (v Value) Add(w Value) Value {
	u := newUniverse()
	return Value{u.encode(u.add(u.decode(v.s), u.decode(w.s)))}
}

// Sub returns v − w.
func (v Value) Sub(w Value) Value {
	u := newUniverse()
	return Value{u.encode(u.add(u.decode(v.s), u.neg(u.decode(w.s))))}
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
		s = u.add(s, u.decode(v.s))
	}
	return Value{u.encode(s)}
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
// (0 for 0, n for the integer ±n and for *n).
func (v Value) Birthday() int {
	u := newUniverse()
	return u.birthday(u.decode(v.s), map[vid]int{})
}

func (u *universe) birthday(a vid, memo map[vid]int) int {
	n := &u.nodes[a]
	if n.isNum {
		d := n.num
		if d.num < 0 {
			d = d.Neg()
		}
		f, _ := d.floor()
		if d.exp == 0 {
			return int(f)
		}
		return int(f) + 1 + int(d.exp) // m/2^k: integer part, then k halvings
	}
	if b, ok := memo[a]; ok {
		return b
	}
	b := 0
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
	return u.numberUpStar(u.decode(v.s))
}

// stops returns the Left and Right stops of a.
func (u *universe) stops(a vid, memo map[vid][2]Dyadic) (Dyadic, Dyadic) {
	n := &u.nodes[a]
	if n.isNum {
		return n.num, n.num
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

// upCount returns n ≥ 1 if a = n·↑ (star false) or a = n·↑ + * (star
// true), from the canonical forms ↑ = {0|*}, ↑* = {0,*|0},
// n·↑ = {0 | (n−1)·↑*} and n·↑* = {0 | (n−1)·↑} for n ≥ 2.
func (u *universe) upCount(a vid, star bool) int {
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

func (u *universe) numberUpStar(a vid) (x Dyadic, ups, star int, ok bool) {
	n := &u.nodes[a]
	if n.isNum {
		return n.num, 0, 0, true
	}
	if n.nim > 0 {
		return Dyadic{}, 0, int(n.nim), true
	}
	ls, rs := u.stops(a, map[vid][2]Dyadic{})
	if ls != rs {
		return Dyadic{}, 0, 0, false
	}
	d := u.add(a, u.number(ls.Neg()))
	// The nimber part is at most the number of options of d, roughly; try
	// each candidate *m until d + *m is a multiple of ↑ or ↓.
	limit := 2
	for b := u.birthday(d, map[vid]int{}); limit <= b && limit < 1<<10; {
		limit *= 2
	}
	for m := 0; m <= limit; m++ {
		e := u.add(d, u.nimber(m))
		if e == 0 {
			return ls, 0, m, true
		}
		if k := u.upCount(e, false); k > 0 {
			return ls, k, m, true
		}
		if k := u.upCount(e, true); k > 0 {
			return ls, k, m ^ 1, true
		}
		ne := u.neg(e)
		if k := u.upCount(ne, false); k > 0 {
			return ls, -k, m, true
		}
		if k := u.upCount(ne, true); k > 0 {
			return ls, -k, m ^ 1, true
		}
	}
	return Dyadic{}, 0, 0, false
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

// ===========================================================================
// Printing and parsing

// String returns v in the notation of CGSuite: numbers ("0", "-3", "5/8"),
// nimbers ("*", "*3"), ups and downs with a number and a star ("^", "^^*",
// "v3" for 3·↓, "1/2v*2"), switches ("+-1", "+-{1|0}") and any other
// canonical form with its options, nested forms written with more bars:
// {2|1||0} is {{2|1}|0}. An option that needs bars is wrapped in braces when
// it shares its side with other options. ParseValue reads every output of
// String back to the same Value.
func (v Value) String() string {
	u := newUniverse()
	s, bars := u.format(u.decode(v.s), map[vid]formatted{})
	if bars > 0 {
		return "{" + s + "}"
	}
	return s
}

// MarshalText encodes v as String does.
func (v Value) MarshalText() ([]byte, error) { return []byte(v.String()), nil }

// UnmarshalText parses v as ParseValue does.
func (v *Value) UnmarshalText(b []byte) error {
	w, err := ParseValue(string(b))
	if err != nil {
		return err
	}
	*v = w
	return nil
}

type formatted struct {
	s    string
	bars int
}

// atom returns the short name of a, if it is x + n·↑ + *m.
func (u *universe) atom(a vid) (string, bool) {
	x, n, m, ok := u.numberUpStar(a)
	if !ok {
		return "", false
	}
	var b strings.Builder
	if x.num != 0 || n == 0 && m == 0 {
		b.WriteString(x.String())
	}
	if n != 0 {
		c := "^"
		if n < 0 {
			c, n = "v", -n
		}
		switch n {
		case 1:
			b.WriteString(c)
		case 2:
			b.WriteString(c + c)
		default:
			b.WriteString(c + strconv.Itoa(n))
		}
	}
	if m > 0 {
		b.WriteByte('*')
		if m > 1 {
			b.WriteString(strconv.Itoa(m))
		}
	}
	return b.String(), true
}

// format returns the text of a and the number of bars at its top level (0
// for a name that needs no braces).
func (u *universe) format(a vid, memo map[vid]formatted) (string, int) {
	if f, ok := memo[a]; ok {
		return f.s, f.bars
	}
	if s, ok := u.atom(a); ok {
		memo[a] = formatted{s, 0}
		return s, 0
	}
	n := u.nodes[a]
	if len(n.l) == 1 && len(n.r) == 1 && u.neg(n.l[0]) == n.r[0] && u.leq(0, n.l[0]) {
		if s, bars := u.format(n.l[0], memo); bars == 0 {
			s = "+-" + s
			memo[a] = formatted{s, 0}
			return s, 0
		}
	}
	bars := 0
	var sides [2][]string
	for i, opts := range [2][]vid{n.l, n.r} {
		for _, x := range opts {
			s, b := u.format(x, memo)
			if b > 0 && len(opts) > 1 {
				s, b = "{"+s+"}", 0
			}
			bars = max(bars, b)
			sides[i] = append(sides[i], s)
		}
	}
	bars++
	s := strings.Join(sides[0], ",") + strings.Repeat("|", bars) + strings.Join(sides[1], ",")
	memo[a] = formatted{s, bars}
	return s, bars
}

// ---------------------------------------------------------------------------
// Parsing.

// ParseValue parses a value expression: numbers ("3", "-1/4"), "*" and "*n",
// "^" and "v" (also "↑", "↓") with optional counts ("^^", "v3"), "+-g" or
// "±g" for the switch {g | −g} (g is the rest of the term: "+-1*" is ±(1*)), games "{L1,L2|R1}" whose options are
// expressions, with "||", "|||" … for nesting as CGSuite writes them
// ("{2|1||0}" = {{2|1}|0}), sums and differences with "+" and "-",
// parentheses, and juxtaposition as a sum ("1/2*" = 1/2 + *, "^*" = ↑ + *,
// "2+-1" = 2 ± 1). The error names the bad token and its position.
func ParseValue(s string) (Value, error) {
	p := &parser{src: s, u: newUniverse()}
	p.next()
	id, err := p.expr()
	if err == nil && p.tok.kind != tokEOF {
		err = p.unexpected()
	}
	if err != nil {
		return Value{}, err
	}
	return Value{p.u.encode(id)}, nil
}

type tokKind int8

const (
	tokEOF tokKind = iota
	tokNum
	tokStar
	tokUp   // n ups, n in val
	tokDown // n downs
	tokPM
	tokPlus
	tokMinus
	tokComma
	tokBars
	tokLBrace
	tokRBrace
	tokLParen
	tokRParen
	tokBad
)

type token struct {
	kind tokKind
	pos  int    // byte offset in the source
	text string // as written
	n    int    // count of a star, ups, downs or bars
	num  Dyadic
	err  error
}

type parser struct {
	src   string
	pos   int
	tok   token
	u     *universe
	depth int
}

const maxNesting = 10000

func (p *parser) errorf(t token, format string, args ...any) error {
	return fmt.Errorf("cgt: bad value %q: %s at column %d", p.src, fmt.Sprintf(format, args...), utf8.RuneCountInString(p.src[:t.pos])+1)
}

func (p *parser) unexpected() error {
	t := p.tok
	switch t.kind {
	case tokEOF:
		return p.errorf(t, "unexpected end")
	case tokBad:
		if t.err != nil {
			return p.errorf(t, "%v", t.err)
		}
	}
	return p.errorf(t, "unexpected %q", t.text)
}

// digits returns the length of the run of decimal digits at s[i:].
func digits(s string, i int) int {
	j := i
	for j < len(s) && s[j] >= '0' && s[j] <= '9' {
		j++
	}
	return j - i
}

func (p *parser) next() {
	s := p.src
	for p.pos < len(s) && (s[p.pos] == ' ' || s[p.pos] == '\t' || s[p.pos] == '\n') {
		p.pos++
	}
	t := token{pos: p.pos}
	if p.pos == len(s) {
		p.tok = t
		return
	}
	i := p.pos
	r, size := utf8.DecodeRuneInString(s[i:])
	end := i + size
	// count reads an optional number after a symbol: "*3", "^3".
	count := func(def int) int {
		if d := digits(s, end); d > 0 {
			n, err := strconv.Atoi(s[end : end+d])
			end += d
			if err != nil || n > 1<<20 {
				t.kind, t.err = tokBad, fmt.Errorf("count too large")
			}
			return n
		}
		return def
	}
	switch {
	case r >= '0' && r <= '9':
		end = i + digits(s, i)
		if end < len(s) && s[end] == '/' && digits(s, end+1) > 0 {
			end += 1 + digits(s, end+1)
		}
		t.kind = tokNum
		d, err := ParseDyadic(s[i:end])
		if err != nil {
			t.kind, t.err = tokBad, err
			if e, ok := strings.CutPrefix(err.Error(), "cgt: "); ok {
				t.err = fmt.Errorf("%s", e)
			}
		}
		t.num = d
	case r == '*':
		t.kind, t.n = tokStar, count(1)
	case r == '^' || r == '↑' || r == 'v' || r == '↓':
		t.kind = tokUp
		if r == 'v' || r == '↓' {
			t.kind = tokDown
		}
		n := 1
		for end < len(s) {
			r2, sz := utf8.DecodeRuneInString(s[end:])
			if r2 != r {
				break
			}
			n++
			end += sz
		}
		if n == 1 {
			n = count(1)
		}
		t.n = n
	case r == '±':
		t.kind = tokPM
	case r == '+':
		t.kind = tokPlus
		if end < len(s) && s[end] == '-' {
			t.kind, end = tokPM, end+1
		}
	case r == '-':
		t.kind = tokMinus
	case r == ',':
		t.kind = tokComma
	case r == '|':
		for end < len(s) && s[end] == '|' {
			end++
		}
		t.kind, t.n = tokBars, end-i
	case r == '{':
		t.kind = tokLBrace
	case r == '}':
		t.kind = tokRBrace
	case r == '(':
		t.kind = tokLParen
	case r == ')':
		t.kind = tokRParen
	default:
		t.kind = tokBad
		for end < len(s) && !strings.ContainsRune(" \t\n+-,|{}()*^", rune(s[end])) {
			_, sz := utf8.DecodeRuneInString(s[end:])
			end += sz
		}
	}
	t.text = s[i:end]
	p.pos = end
	p.tok = t
}

// expr := term {("+" | "-") term}
func (p *parser) expr() (vid, error) {
	a, err := p.term()
	if err != nil {
		return 0, err
	}
	for p.tok.kind == tokPlus || p.tok.kind == tokMinus {
		minus := p.tok.kind == tokMinus
		p.next()
		b, err := p.term()
		if err != nil {
			return 0, err
		}
		if minus {
			b = p.u.neg(b)
		}
		a = p.u.add(a, b)
	}
	return a, nil
}

func startsUnit(k tokKind) bool {
	switch k {
	case tokNum, tokStar, tokUp, tokDown, tokPM, tokLBrace, tokLParen:
		return true
	}
	return false
}

// term := ["-"] unit {unit}, juxtaposed units adding up; a leading minus
// negates the first unit only, as in "-1*" = −1 + *.
func (p *parser) term() (vid, error) {
	neg := false
	if p.tok.kind == tokMinus {
		neg = true
		p.next()
	}
	a, err := p.unit()
	if err != nil {
		return 0, err
	}
	if neg {
		a = p.u.neg(a)
	}
	for startsUnit(p.tok.kind) {
		b, err := p.unit()
		if err != nil {
			return 0, err
		}
		a = p.u.add(a, b)
	}
	return a, nil
}

func (p *parser) unit() (vid, error) {
	t := p.tok
	u := p.u
	switch t.kind {
	case tokNum:
		p.next()
		return u.number(t.num), nil
	case tokStar:
		p.next()
		return u.nimber(t.n), nil
	case tokUp, tokDown:
		p.next()
		up := u.intern([]vid{0}, []vid{u.nimber(1)})
		if t.kind == tokDown {
			up = u.neg(up)
		}
		s := vid(0)
		for range t.n {
			s = u.add(s, up)
		}
		return s, nil
	case tokPM:
		p.next()
		g, err := p.term() // "+-1*" is ±(1*)
		if err != nil {
			return 0, err
		}
		return u.canon([]vid{g}, []vid{u.neg(g)}), nil
	case tokLParen:
		p.next()
		if p.depth++; p.depth > maxNesting {
			return 0, p.errorf(t, "nested too deeply")
		}
		a, err := p.expr()
		if err != nil {
			return 0, err
		}
		if p.tok.kind != tokRParen {
			return 0, p.unexpected()
		}
		p.depth--
		p.next()
		return a, nil
	case tokLBrace:
		p.next()
		if p.depth++; p.depth > maxNesting {
			return 0, p.errorf(t, "nested too deeply")
		}
		a, err := p.braces(t)
		if err != nil {
			return 0, err
		}
		p.depth--
		return a, nil
	}
	return 0, p.unexpected()
}

// slot is one option position between separators in braces: empty, or an
// expression.
type slot struct {
	id    vid
	empty bool
	tok   token // the first token, for errors
}

// braces parses the inside of {…} after the "{" token open, and the "}".
func (p *parser) braces(open token) (vid, error) {
	var slots []slot
	var seps []token
	for {
		t := p.tok
		if t.kind == tokComma || t.kind == tokBars || t.kind == tokRBrace {
			slots = append(slots, slot{empty: true, tok: t})
		} else {
			a, err := p.expr()
			if err != nil {
				return 0, err
			}
			slots = append(slots, slot{id: a, tok: t})
		}
		switch p.tok.kind {
		case tokComma, tokBars:
			seps = append(seps, p.tok)
			p.next()
			continue
		case tokRBrace:
			p.next()
			return p.build(open, slots, seps)
		}
		return 0, p.unexpected()
	}
}

// build makes the game of slots separated by seps: the separator with the
// most bars splits Left from Right.
func (p *parser) build(open token, slots []slot, seps []token) (vid, error) {
	k, at := 0, -1
	for i, s := range seps {
		if s.kind != tokBars {
			continue
		}
		switch {
		case s.n > k:
			k, at = s.n, i
		case s.n == k:
			return 0, p.errorf(s, "a second %q in the same game (write {a|b}|c or a|{b|c}), here", s.text)
		}
	}
	if at < 0 {
		return 0, p.errorf(open, "no | in the game {…} opened here")
	}
	l, err := p.side(open, slots[:at+1], seps[:at])
	if err != nil {
		return 0, err
	}
	r, err := p.side(open, slots[at+1:], seps[at+1:])
	if err != nil {
		return 0, err
	}
	return p.u.canon(l, r), nil
}

// side returns the options of one side: a comma-separated list, or one game
// written with fewer bars.
func (p *parser) side(open token, slots []slot, seps []token) ([]vid, error) {
	for _, s := range seps {
		if s.kind == tokBars {
			a, err := p.build(open, slots, seps)
			if err != nil {
				return nil, err
			}
			return []vid{a}, nil
		}
	}
	if len(slots) == 1 && slots[0].empty {
		return nil, nil
	}
	var out []vid
	for _, s := range slots {
		if s.empty {
			return nil, p.errorf(s.tok, "missing option before %q", s.tok.text)
		}
		out = append(out, s.id)
	}
	return out, nil
}

// ===========================================================================
// Thermographs

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
// Temperature the walls meet in a vertical mast at the Mean. For a number x
// both walls are x, the mean is x and the temperature is −1 for an integer
// and −1/2^k for m/2^k (m odd, k ≥ 1).
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
		x := first.v.Sub(second.v).div(second.s - first.s)
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
	var th *thermo
	if n.isNum {
		x := n.num
		temp := Int(-1)
		if x.exp > 0 {
			temp = NewDyadic(-1, uint(x.exp))
		}
		w := pwl{{Int(-1), x, 0}}
		th = &thermo{w, w, x, temp}
	} else {
		l, r := n.l, n.r
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
		// A canonical form that is not a number has options on both sides.
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
	diff := func(t Dyadic) Dyadic { return ls.at(t).Sub(rs.at(t)) }
	if diff(ts[0]).Sign() <= 0 {
		return ts[0]
	}
	for i, a := range ts {
		// On [a, next) the difference is linear with slope sl.
		da := diff(a)
		if da.Sign() <= 0 {
			return a
		}
		sl := slopeAt(ls, a) - slopeAt(rs, a)
		if sl >= 0 {
			continue
		}
		c := a.Add(da.div(-sl))
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

// Cool returns v cooled by t ≥ 0: v_t = {v^L_t − t | v^R_t + t}, except that
// it is the mean of v once t is above the temperature of v (numbers do not
// cool). Cooling by the temperature leaves a value infinitesimally close to
// the mean. It panics if t < 0.
func (v Value) Cool(t Dyadic) Value {
	if t.Sign() < 0 {
		panic("cgt: Cool by a negative temperature")
	}
	u := newUniverse()
	return Value{u.encode(u.cool(u.decode(v.s), t, map[vid]*thermo{}, map[vid]vid{}))}
}

func (u *universe) cool(a vid, t Dyadic, th map[vid]*thermo, memo map[vid]vid) vid {
	if u.nodes[a].isNum {
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
		n := u.nodes[a]
		mt, pt := u.number(t.Neg()), u.number(t)
		var l, r []vid
		for _, x := range n.l {
			l = append(l, u.add(u.cool(x, t, th, memo), mt))
		}
		for _, x := range n.r {
			r = append(r, u.add(u.cool(x, t, th, memo), pt))
		}
		id = u.canon(l, r)
	}
	memo[a] = id
	return id
}
