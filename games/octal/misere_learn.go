package octal

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"github.com/cgtgo/cgt"
)

// When the quick candidate of grow fails (the new heap tells apart sums
// that Q_n identifies: in 0.77, 5+5 is the identity of Q_8 but not next to
// a heap of 9), the stage is learned instead with exact outcomes, in the
// manner of Angluin's L* algorithm for the minimal automaton of a language
// — here the commutative language of misère P-positions:
//
//   - an oracle gives the exact misère outcome of any sum of heaps ≤ h, by
//     the misère recursion over the sum's options, in which every sum of
//     heaps < h is answered by the verified Q_{h−1};
//   - a table holds the outcomes of access sums S plus test sums E; rows
//     that agree are one state, and S grows until every state's successor
//     under every heap is a row already present (closed);
//   - the resulting automaton is checked for commutativity and then by the
//     exact verification; each failure yields a sum whose outcome the
//     automaton gets wrong, and one test sum from it that splits a state
//     (Rivest and Schapire's decomposition), so the table grows until the
//     automaton passes.

// oracle answers exact misère outcomes of sums of heaps ≤ s.heaps+1.
type oracle struct {
	g     *Game
	s     *stage // the verified quotient of the heaps below h
	h     int
	memo  map[string]bool
	opts  map[int][][]int
	limit int
	tick  *cgt.Meter // checks the context every few thousand sums
}

func (o *oracle) options(m int) [][]int {
	if v, ok := o.opts[m]; ok {
		return v
	}
	var out [][]int
	o.g.heapOptions(m, func(_ int, parts []int) bool {
		out = append(out, slices.Clone(parts))
		return true
	})
	o.opts[m] = out
	return out
}

// isP reports whether the sum w (sorted) is a misère P-position.
func (o *oracle) isP(w []int) (bool, error) {
	if err := o.tick.Step(); err != nil {
		return false, err
	}
	if len(w) == 0 || w[len(w)-1] < o.h {
		return o.s.p[o.s.apply(0, w)], nil
	}
	var buf [64]byte
	key := appendIntsKey(buf[:0], w) // looked up without a string made
	if v, ok := o.memo[string(key)]; ok {
		return v, nil
	}
	if o.limit > 0 && len(o.memo) >= o.limit {
		return false, fmt.Errorf("%w: the exact outcomes of heap %d need over %d sums", cgt.ErrLimit, o.h, o.limit)
	}
	moves, toP := false, false
	for i := 0; i < len(w) && !toP; i++ {
		if i > 0 && w[i-1] == w[i] {
			continue
		}
		for _, parts := range o.options(w[i]) {
			moves = true
			next := replace(w, i, parts)
			p, err := o.isP(next)
			if err != nil {
				return false, err
			}
			if p {
				toP = true
				break
			}
		}
	}
	v := moves && !toP
	o.memo[string(key)] = v
	return v, nil
}

// replace returns w with w[i] replaced by parts, sorted.
func replace(w []int, i int, parts []int) []int {
	out := make([]int, 0, len(w)+len(parts))
	out = append(out, w[:i]...)
	out = append(out, w[i+1:]...)
	out = append(out, parts...)
	slices.Sort(out)
	return out
}

func plus(a, b []int) []int {
	out := append(slices.Clone(a), b...)
	slices.Sort(out)
	return out
}

// appendIntsKey appends the key of w to b: int32sKey's bytes of w's
// values as int32.
func appendIntsKey(b []byte, w []int) []byte {
	for _, x := range w {
		v := int32(x)
		b = append(b, byte(v), byte(v>>8), byte(v>>16), byte(v>>24))
	}
	return b
}

// learner is the L* table of one stage.
type learner struct {
	or   *oracle
	h    int
	e    [][]int // test sums; e[0] is the empty sum
	rows map[string]int
}

func (l *learner) row(w []int) (string, error) {
	b := make([]byte, len(l.e))
	for i, e := range l.e {
		p, err := l.or.isP(plus(w, e))
		if err != nil {
			return "", err
		}
		if p {
			b[i] = 1
		}
	}
	return string(b), nil
}

// hypothesis closes the table and returns its automaton, and the access
// sum of each state.
func (l *learner) hypothesis(limit int) (*stage, [][]int, error) {
	l.rows = map[string]int{}
	var access [][]int
	var keys []string
	add := func(w []int) (int, error) {
		r, err := l.row(w)
		if err != nil {
			return 0, err
		}
		if id, ok := l.rows[r]; ok {
			return id, nil
		}
		if limit > 0 && len(access) >= limit {
			return 0, fmt.Errorf("%w: quotient of heaps 1…%d has over %d elements", cgt.ErrLimit, l.h, limit)
		}
		id := len(access)
		l.rows[r] = id
		access = append(access, w)
		keys = append(keys, r)
		return id, nil
	}
	if _, err := add(nil); err != nil {
		return nil, nil, err
	}
	// The successors access(x)+j are examined in order of total size, so
	// that each new state's access sum is one of least total size: the
	// oracle's cost grows fast with the sums it is asked about.
	type edge struct{ x, j int }
	var next [][]int32 // next[x][j] = state of access(x)+j
	buckets := map[int][]edge{}
	push := func(x int) {
		next = append(next, make([]int32, l.h+1))
		size := 0
		for _, m := range access[x] {
			size += m
		}
		for j := 1; j <= l.h; j++ {
			buckets[size+j] = append(buckets[size+j], edge{x, j})
		}
	}
	push(0)
	for d := 1; len(buckets) > 0; d++ {
		for len(buckets[d]) > 0 {
			e := buckets[d][0]
			buckets[d] = buckets[d][1:]
			n := len(access)
			y, err := add(plus(access[e.x], []int{e.j}))
			if err != nil {
				return nil, nil, err
			}
			if y == n {
				push(y)
			}
			next[e.x][e.j] = int32(y)
		}
		delete(buckets, d)
	}
	cols := make([][]int32, l.h+1)
	for j := 1; j <= l.h; j++ {
		cols[j] = make([]int32, len(access))
		for x := range access {
			cols[j][x] = next[x][j]
		}
	}
	st := &stage{heaps: l.h, col: cols, p: make([]bool, len(access)), rep: access, size: make([]int, len(access))}
	for x, k := range keys {
		st.p[x] = k[0] == 1
	}
	return st, access, nil
}

// learnStage computes Q_h from the verified Q_{h−1} = s by the table
// method, when grow's candidate failed.
func (g *Game) learnStage(ctx context.Context, s *stage, opt *cgt.Options, tests [][]int) (*stage, [][]int, error) {
	limit := 0
	if opt != nil {
		limit = opt.Limit
	}
	h := s.heaps + 1
	memo := 1 << 20 // about 100 MB of exact outcomes
	if limit > 0 {
		memo = min(16*limit, 1<<22)
	}
	or := &oracle{g: g, s: s, h: h, memo: map[string]bool{}, opts: map[int][][]int{}, limit: memo, tick: cgt.NewMeter(ctx, nil)}
	l := &learner{or: or, h: h, e: [][]int{nil}}
	l.e = append(l.e, tests...)
	for round := 0; ; round++ {
		if err := ctx.Err(); err != nil {
			return nil, nil, err
		}
		st, _, err := l.hypothesis(limit)
		if err != nil {
			return nil, nil, err
		}
		var t []int
		if a, b, x, ok := st.nonCommuting(); ok {
			t, err = l.commuteSplitter(st, a, b, x)
		} else {
			err = g.verifyUpTo(ctx, st, h, opt)
			if err == nil {
				min, err := minimize(ctx, h, st.col, st.p, limit)
				return min, l.e, err
			}
			var ve *verifyError
			if !errors.As(err, &ve) {
				return nil, nil, err
			}
			var w []int
			if w, err = l.wrongSum(st, ve.sum); err == nil {
				t, err = l.splitter(st, w)
			}
		}
		if err != nil {
			return nil, nil, err
		}
		l.e = append(l.e, t)
	}
}

// wrongSum returns a sum, at most as big as w, whose outcome st gets wrong:
// w itself or, going down its options, one of them (the verification's
// failure at w means w or one of its options is wrong).
func (l *learner) wrongSum(st *stage, w []int) ([]int, error) {
	for {
		p, err := l.or.isP(w)
		if err != nil {
			return nil, err
		}
		if p != st.p[st.apply(0, w)] {
			return w, nil
		}
		var next []int
		for i := 0; i < len(w) && next == nil; i++ {
			for _, parts := range l.or.options(w[i]) {
				v := replace(w, i, parts)
				p, err := l.or.isP(v)
				if err != nil {
					return nil, err
				}
				if p != st.p[st.apply(0, v)] {
					next = v
					break
				}
			}
		}
		if next == nil {
			// Impossible for a commutative automaton that failed the
			// verification at w: the options' outcomes decide w's.
			return nil, fmt.Errorf("%w: no wrong sum under %v", ErrUnverified, w)
		}
		w = next
	}
}

// splitter returns a test sum that tells apart two sums the hypothesis
// identifies, from a sum w whose outcome it gets wrong (Rivest and
// Schapire): with x_i the state after the first i heaps of w and f(i) the
// outcome of access(x_i) plus the other heaps, f(0) is the truth and f(len)
// the hypothesis, so some step changes f, and the heaps after it are the
// test.
func (l *learner) splitter(st *stage, w []int) ([]int, error) {
	x := int32(0)
	prev, err := l.or.isP(w)
	if err != nil {
		return nil, err
	}
	for i, m := range w {
		x = st.col[m][x]
		cur, err := l.or.isP(plus(st.rep[x], w[i+1:]))
		if err != nil {
			return nil, err
		}
		if cur != prev {
			return slices.Clone(w[i+1:]), nil
		}
		prev = cur
	}
	return nil, fmt.Errorf("%w: no test splits the hypothesis at %v", ErrUnverified, w)
}

// commuteSplitter returns a test sum for an automaton where x·a·b ≠ x·b·a:
// the two states' rows differ at some test e, and then either b+e tells
// access(x)+a from access(x·a), or a+e tells access(x)+b from access(x·b).
func (l *learner) commuteSplitter(st *stage, a, b, x int) ([]int, error) {
	xa, xb := st.col[a][x], st.col[b][x]
	u, v := st.col[b][xa], st.col[a][xb]
	for _, e := range l.e {
		pu, err := l.or.isP(plus(st.rep[u], e))
		if err != nil {
			return nil, err
		}
		pv, err := l.or.isP(plus(st.rep[v], e))
		if err != nil {
			return nil, err
		}
		if pu == pv {
			continue
		}
		truth, err := l.or.isP(plus(st.rep[x], append([]int{a, b}, e...)))
		if err != nil {
			return nil, err
		}
		if truth != pu {
			return plus([]int{b}, e), nil
		}
		return plus([]int{a}, e), nil
	}
	return nil, fmt.Errorf("%w: a non-commuting hypothesis with equal rows", ErrUnverified)
}

// nonCommuting returns heaps a, b and an element x with x·a·b ≠ x·b·a.
func (s *stage) nonCommuting() (int, int, int, bool) {
	letters := distinctLetters(s.col)
	for _, a := range letters {
		for _, b := range letters {
			if b <= a {
				continue
			}
			for x := range s.order() {
				if s.col[b][s.col[a][x]] != s.col[a][s.col[b][x]] {
					return a, b, x, true
				}
			}
		}
	}
	return 0, 0, 0, false
}
