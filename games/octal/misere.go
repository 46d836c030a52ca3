package octal

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"github.com/cgtgo/cgt"
)

// This file computes misère quotients of heap games (Plambeck 2005;
// Plambeck and Siegel, "Misère quotients for impartial games", JCTA 2008),
// heap by heap, by a method of our own that proves what it finds:
//
//  1. Stage n holds the quotient Q_n of the sums of heaps 1…n as a finite
//     automaton: one state per element of Q_n (the identity is state 0), one
//     transition column per heap (x ↦ x·Φ(heap)), the P-portion, and for
//     every state a representative sum of least total size.
//  2. Adding heap h = n+1, a candidate for Q_{n+1} is built on the pairs
//     (x, k) — an element of Q_n plus k copies of h — whose outcomes are
//     found by the misère recursion, each sum of smaller heaps standing for
//     its element through the representative (a guess: the bigger universe
//     may tell apart sums that Q_n identifies). The copies of h are assumed
//     to repeat with period 2 past the least K the outcomes allow, and the
//     candidate is minimised (Moore's partition refinement: two states are
//     one element when no sum tells them apart).
//  3. The candidate is then verified, exactly (verify.go): for every sum w,
//     w is a misère P-position iff Φ(w) is in the P-portion. The check runs
//     over the finitely many "signatures" of sums — Φ(w) and, for each kind
//     of heap in w, Φ of w without that heap — which decide w's options; a
//     breadth-first walk visits every signature a sum can have, and an
//     induction on the total size of w turns the local checks into the
//     statement for every sum. A candidate that fails is an error
//     (ErrUnverified), never a wrong answer.
//  4. Once the heap map looks periodic, the same verification is run with
//     every heap past the computed ones mapped by the period; if it passes,
//     the quotient and the map are proven for heaps of every size (the
//     option sets of heaps repeat past k·n₀ + (k−1)·p + t, for k the most
//     heaps a move leaves, n₀ the preperiod, p the period and t the most
//     tokens a move takes, so finitely many kinds of heap cover them all).

// ErrUnverified reports a candidate quotient that failed the exact
// verification: the guess of step 2 above was wrong for this game and
// bound. The result is then unknown, never silently wrong.
var ErrUnverified = errors.New("octal: misère quotient candidate failed verification")

// stage is Q_n as an automaton (see the file comment).
type stage struct {
	heaps int       // n: the heaps 1…n are letters
	col   [][]int32 // col[j][x] = x·Φ(j) for heaps j = 1…n; col[0] is nil
	p     []bool    // P-portion
	rep   [][]int   // a representative sum of least total size for each element
	size  []int     // total size of rep[x]
	// pre and per, when per > 0, extend Φ past the computed heaps by
	// periodicity: Φ(h) = Φ(pre + (h−pre) mod per) for h > heaps.
	pre, per int
}

// letter returns the computed heap whose column is heap h's.
func (s *stage) letter(h int) int {
	if h > s.heaps && s.per > 0 {
		return s.pre + (h-s.pre)%s.per
	}
	return h
}

func (s *stage) order() int { return len(s.p) }

// apply returns x·Φ(w) for a sum w of heaps ≤ s.heaps.
func (s *stage) apply(x int32, w []int) int32 {
	for _, h := range w {
		if h > 0 {
			x = s.col[s.letter(h)][x]
		}
	}
	return x
}

// options returns, for heap h, one sum per distinct element Φ(option) that
// a move from h reaches, computed by the automaton of s (which must have
// every heap < h as a letter).
func (g *Game) options(s *stage, h int) [][]int {
	seen := map[int32]bool{}
	var out [][]int
	g.heapOptions(h, func(_ int, parts []int) bool {
		e := s.apply(0, parts)
		if !seen[e] {
			seen[e] = true
			out = append(out, slices.Clone(parts))
		}
		return true
	})
	return out
}

// firstStage is Q_0: the empty sum alone, an N-position in misère play
// (the player to move cannot move, and so wins).
func firstStage() *stage {
	return &stage{col: [][]int32{nil}, p: []bool{false}, rep: [][]int{nil}, size: []int{0}}
}

// maxCopies is the most copies of the new heap whose outcomes step 2
// examines before it gives up looking for the repetition.
const maxCopies = 8

// grow returns the candidate for Q_{n+1} (step 2), not yet verified, or
// the context's error.
func (g *Game) grow(ctx context.Context, s *stage, limit int) (*stage, error) {
	tick := cgt.NewMeter(ctx, nil)
	h := s.heaps + 1
	var hopts [][]int
	g.heapOptions(h, func(_ int, parts []int) bool {
		hopts = append(hopts, slices.Clone(parts))
		return true
	})
	n := s.order()
	byRep := make([]int, n) // states in order of representative size
	for i := range byRep {
		byRep[i] = i
	}
	slices.SortStableFunc(byRep, func(a, b int) int { return s.size[a] - s.size[b] })
	// The options of each representative, as elements of Q_n.
	repOpts := make([][]int32, n)
	for x := range n {
		if err := tick.Step(); err != nil {
			return nil, err
		}
		w := s.rep[x]
		for i, m := range w {
			if i > 0 && w[i-1] == m {
				continue
			}
			rest := append(slices.Clone(w[:i]), w[i+1:]...)
			y := s.apply(0, rest)
			g.heapOptions(m, func(_ int, parts []int) bool {
				repOpts[x] = append(repOpts[x], s.apply(y, parts))
				return true
			})
		}
	}
	out := make([][]bool, maxCopies+1)
	out[0] = s.p
	for k := 1; k <= maxCopies; k++ {
		o := make([]bool, n)
		for _, x := range byRep {
			if err := tick.Add(1 + len(hopts)); err != nil {
				return nil, err
			}
			win := false
			for _, w := range hopts {
				if out[k-1][s.apply(int32(x), w)] {
					win = true
					break
				}
			}
			for _, y := range repOpts[x] {
				if win {
					break
				}
				win = o[y]
			}
			// Every pair with k ≥ 1 has a move (to k−1 copies) unless h
			// has none; with no move at all, the mover wins.
			o[x] = !win && (len(hopts) > 0 || len(repOpts[x]) > 0)
		}
		out[k] = o
	}
	top := -1
	for k := 1; k+1 <= maxCopies; k++ {
		if slices.Equal(out[k+1], out[k-1]) {
			top = k
			break
		}
	}
	if top < 0 {
		return nil, fmt.Errorf("%w: heap %d: outcomes of up to %d copies do not repeat", cgt.ErrLimit, h, maxCopies)
	}
	// The candidate automaton on pairs (x, k), k = 0…top.
	states := n * (top + 1)
	if limit > 0 && states > 4*limit {
		return nil, fmt.Errorf("%w: heap %d: candidate of %d states", cgt.ErrLimit, h, states)
	}
	cols := make([][]int32, h+1)
	for j := 1; j < h; j++ {
		if j > 1 && sameCol(s.col[j], s.col[j-1]) {
			cols[j] = cols[j-1]
			continue
		}
		if err := tick.Add(states); err != nil {
			return nil, err
		}
		c := make([]int32, states)
		for k := 0; k <= top; k++ {
			for x := range n {
				c[k*n+x] = int32(k*n) + s.col[j][x]
			}
		}
		cols[j] = c
	}
	ch := make([]int32, states)
	for k := 0; k <= top; k++ {
		next := k + 1
		if k == top {
			next = top - 1
		}
		for x := range n {
			ch[k*n+x] = int32(next*n + x)
		}
	}
	cols[h] = ch
	p := make([]bool, states)
	for k := 0; k <= top; k++ {
		copy(p[k*n:], out[k])
	}
	return minimize(ctx, h, cols, p, limit)
}

func sameCol(a, b []int32) bool {
	return len(a) == len(b) && (len(a) == 0 || &a[0] == &b[0])
}

// minimize returns the minimal automaton of (cols, p) restricted to the
// states reachable from state 0, with representatives of least total size,
// or the context's error.
func minimize(ctx context.Context, heaps int, cols [][]int32, p []bool, limit int) (*stage, error) {
	tick := cgt.NewMeter(ctx, nil)
	letters := distinctLetters(cols)
	n := len(p)
	block := make([]int32, n)
	for x := range n {
		if p[x] {
			block[x] = 1
		}
	}
	nblocks := 0
	key := make([]int32, len(letters)+1)
	for {
		ids := make(map[string]int32, nblocks+1)
		next := make([]int32, n)
		for x := range n {
			if err := tick.Add(len(key)); err != nil {
				return nil, err
			}
			key[0] = block[x]
			for i, j := range letters {
				key[i+1] = block[cols[j][x]]
			}
			k := int32sKey(key)
			id, ok := ids[k]
			if !ok {
				id = int32(len(ids))
				ids[k] = id
			}
			next[x] = id
		}
		block = next
		if len(ids) == nblocks {
			break
		}
		nblocks = len(ids)
	}
	// Number the blocks reachable from state 0 in order of least total
	// size (Dijkstra with letter j costing j), keeping a representative.
	const none = -1
	num := make([]int32, nblocks)
	for i := range num {
		num[i] = none
	}
	type item struct {
		x    int32
		size int
		rep  []int
	}
	dist := map[int32]int{block[0]: 0}
	buckets := map[int][]item{0: {{x: 0}}}
	st := &stage{heaps: heaps}
	var order []int32 // a state of each new element
	for d := 0; len(buckets) > 0; d++ {
		items := buckets[d]
		delete(buckets, d)
		for _, it := range items {
			if err := tick.Add(len(letters)); err != nil {
				return nil, err
			}
			b := block[it.x]
			if num[b] != none || dist[b] != d {
				continue
			}
			num[b] = int32(len(order))
			order = append(order, it.x)
			rep := slices.Clone(it.rep)
			slices.Sort(rep)
			st.rep = append(st.rep, rep)
			st.size = append(st.size, d)
			st.p = append(st.p, p[it.x])
			if limit > 0 && len(order) > limit {
				return nil, fmt.Errorf("%w: quotient of heaps 1…%d has over %d elements", cgt.ErrLimit, heaps, limit)
			}
			for _, j := range letters {
				y := cols[j][it.x]
				by := block[y]
				if old, ok := dist[by]; num[by] != none || ok && old <= d+j {
					continue
				}
				dist[by] = d + j
				rep := append(slices.Clone(it.rep), j)
				buckets[d+j] = append(buckets[d+j], item{x: y, size: d + j, rep: rep})
			}
		}
	}
	st.col = make([][]int32, heaps+1)
	for j := 1; j <= heaps; j++ {
		if j > 1 && sameCol(cols[j], cols[j-1]) {
			st.col[j] = st.col[j-1]
			continue
		}
		if err := tick.Add(len(order)); err != nil {
			return nil, err
		}
		c := make([]int32, len(order))
		for e, x := range order {
			c[e] = num[block[cols[j][x]]]
		}
		st.col[j] = c
	}
	return st, nil
}

// distinctLetters returns one heap per distinct transition column.
func distinctLetters(cols [][]int32) []int {
	var out []int
	for j := 1; j < len(cols); j++ {
		if j > 1 && sameCol(cols[j], cols[j-1]) {
			continue
		}
		dup := false
		for _, i := range out {
			if slices.Equal(cols[i], cols[j]) {
				dup = true
				break
			}
		}
		if !dup {
			out = append(out, j)
		}
	}
	return out
}

func int32sKey(v []int32) string {
	b := make([]byte, 4*len(v))
	for i, x := range v {
		b[4*i], b[4*i+1], b[4*i+2], b[4*i+3] = byte(x), byte(x>>8), byte(x>>16), byte(x>>24)
	}
	return string(b)
}

// checkCommutes reports whether the transitions of s commute, which makes
// Φ(w) independent of the order of w's heaps (the automaton is then a
// commutative monoid acting on itself).
func (s *stage) checkCommutes() bool {
	letters := distinctLetters(s.col)
	for _, a := range letters {
		for _, b := range letters {
			if b <= a {
				continue
			}
			for x := range s.order() {
				if s.col[b][s.col[a][x]] != s.col[a][s.col[b][x]] {
					return false
				}
			}
		}
	}
	return true
}
