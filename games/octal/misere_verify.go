package octal

import (
	"context"
	"fmt"
	"slices"

	"github.com/cgtgo/cgt"
)

// heapKind is a class of heaps that the verification cannot tell apart:
// the same transition column and the same set of option elements.
type heapKind struct {
	heap int     // the least heap of the kind
	col  []int32 // its column
	opts [][]int // one option sum per distinct element Φ(option)
	key  string  // column and option elements, for grouping
	elts []int32 // Φ of each of opts
}

// kinds groups the heaps 1…top by (column, option elements) under the
// automaton of s (with its periodic extension for heaps past s.heaps), or
// returns the context's error.
func (g *Game) kinds(ctx context.Context, s *stage, top int) ([]heapKind, error) {
	tick := cgt.NewMeter(ctx, nil)
	var out []heapKind
	index := map[string]int{}
	colID := map[*int32]int{}
	for h := 1; h <= top; h++ {
		if err := tick.Add(h); err != nil { // a heap has O(h) options
			return nil, err
		}
		col := s.col[s.letter(h)]
		id, ok := colID[&col[0]]
		if !ok {
			id = len(colID)
			colID[&col[0]] = id
		}
		opts := g.options(s, h)
		elts := make([]int32, len(opts))
		for i, w := range opts {
			elts[i] = s.apply(0, w)
		}
		sorted := slices.Clone(elts)
		slices.Sort(sorted)
		key := fmt.Sprint(id, sorted)
		if _, ok := index[key]; ok {
			continue
		}
		index[key] = len(out)
		out = append(out, heapKind{heap: h, col: col, opts: opts, key: key, elts: sorted})
	}
	return out, nil
}

// signature is what decides the outcomes of a sum w and of every sum
// w + z: Φ(w), whether w has a move, and the set H(w) of elements z such
// that some option of w, plus any sum of element z, is a P-position —
// H(w) = {z : Φ(w − m)·z·Φ(o) ∈ P for a heap m of w and an option o of m}.
// Then w is a P-position iff it has a move and 1 ∉ H(w), and adding a heap
// m gives H(w+m) = {z : z·Φ(m) ∈ H(w)} ∪ {z : Φ(w)·z·Φ(o) ∈ P, o an option
// of m}: the signatures of all sums are reached from that of the empty sum.
type signature struct {
	nf    int32
	moves bool
	h     []uint64 // the set H as a bitset over the elements
	from  int      // the signature this one was reached from (−1 for the root)
	kind  int      // the kind of heap added to reach it
}

// verify checks that for every sum w of heaps of the given kinds, w is a
// misère P-position iff Φ(w) is in the P-portion of s: by induction on the
// total size of w, that holds if it holds at every signature reachable
// from the empty sum's, given that w's options decide its outcome. It
// returns a *verifyError (wrapping ErrUnverified) with a sum that
// contradicts s, or ErrLimit past opt.Limit signatures.
func verify(ctx context.Context, s *stage, kinds []heapKind, opt *cgt.Options) error {
	m := cgt.NewMeter(ctx, opt)
	tick := cgt.NewMeter(ctx, nil) // the context alone, in the tables' loops
	n := s.order()
	words := (n + 63) / 64
	mul, err := s.table(tick)
	if err != nil {
		return err
	}
	// hits[k][x] = {z : x·z·Φ(o) ∈ P for an option o of kind k}.
	hits := make([][][]uint64, len(kinds))
	for k, kd := range kinds {
		hits[k] = make([][]uint64, n)
		for x := range n {
			if err := tick.Add(n * len(kd.elts)); err != nil {
				return err
			}
			b := make([]uint64, words)
			for z := range n {
				xz := mul[x*n+z]
				for _, t := range kd.elts {
					if s.p[mul[int(xz)*n+int(t)]] {
						b[z/64] |= 1 << (z % 64)
						break
					}
				}
			}
			hits[k][x] = b
		}
	}
	seen := map[string]bool{}
	root := signature{from: -1, h: make([]uint64, words)}
	all := []signature{root}
	seen[sigKey(root)] = true
	for i := 0; i < len(all); i++ {
		sg := all[i]
		if want := sg.moves && sg.h[0]&1 == 0; want != s.p[sg.nf] {
			return &verifyError{sum: witness(all, kinds, i),
				why: fmt.Sprintf("the options say P = %v, the quotient says P = %v", want, s.p[sg.nf])}
		}
		for c, k := range kinds {
			h := make([]uint64, words)
			for z := range n {
				if y := k.col[z]; sg.h[y/64]>>(y%64)&1 != 0 {
					h[z/64] |= 1 << (z % 64)
				}
			}
			for w, b := range hits[c][sg.nf] {
				h[w] |= b
			}
			next := signature{nf: k.col[sg.nf], moves: sg.moves || len(k.opts) > 0, h: h, from: i, kind: c}
			key := sigKey(next)
			if seen[key] {
				continue
			}
			if err := m.Step(); err != nil {
				return fmt.Errorf("verifying the misère quotient: %w", err)
			}
			seen[key] = true
			all = append(all, next)
		}
	}
	return nil
}

// verifyUpTo runs verify over the kinds of the heaps 1…top.
func (g *Game) verifyUpTo(ctx context.Context, s *stage, top int, opt *cgt.Options) error {
	kinds, err := g.kinds(ctx, s, top)
	if err != nil {
		return err
	}
	return verify(ctx, s, kinds, opt)
}

// table returns the multiplication table of s: mul[x·n+y] = x·y, or the
// context's error that tick reports.
func (s *stage) table(tick *cgt.Meter) ([]int32, error) {
	n := s.order()
	mul := make([]int32, n*n)
	for x := range n {
		if err := tick.Add(n); err != nil {
			return nil, err
		}
		for y := range n {
			mul[x*n+y] = s.apply(int32(x), s.rep[y])
		}
	}
	return mul, nil
}

func sigKey(sg signature) string {
	b := make([]byte, 5+8*len(sg.h))
	b[0], b[1], b[2], b[3] = byte(sg.nf), byte(sg.nf>>8), byte(sg.nf>>16), byte(sg.nf>>24)
	if sg.moves {
		b[4] = 1
	}
	for i, w := range sg.h {
		for j := range 8 {
			b[5+8*i+j] = byte(w >> (8 * j))
		}
	}
	return string(b)
}

// verifyError is a failed verification: a sum whose signature fails.
type verifyError struct {
	sum []int
	why string
}

func (e *verifyError) Error() string {
	return fmt.Sprintf("%v: sum %v: %s", ErrUnverified, e.sum, e.why)
}

func (e *verifyError) Unwrap() error { return ErrUnverified }

// witness rebuilds a sum (heap sizes, sorted) that has signature all[i].
func witness(all []signature, kinds []heapKind, i int) []int {
	var heaps []int
	for ; all[i].from >= 0; i = all[i].from {
		heaps = append(heaps, kinds[all[i].kind].heap)
	}
	slices.Sort(heaps)
	return heaps
}
