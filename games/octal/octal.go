package octal

import (
	"context"
	"encoding/binary"
	"fmt"
	"math"
	"math/bits"
	"slices"
	"strconv"
	"strings"

	"github.com/cgtgo/cgt"
)

// Game is a take-and-break heap game given by its code, such as
// "0.77" (Kayles), "0.07" (Dawson's Kayles), "0.137" (Dawson's chess),
// "4.07", "0.16" or "0.1777", or Grundy's game (Grundys).
//
// In the code d0.d1d2…dt, digit dj says what a player may do after removing
// j tokens from one heap: bit 1 — remove the whole heap (j tokens exactly);
// bit 2 — leave one non-empty heap; bit 4 — leave two non-empty heaps; bit 8
// (hexadecimal digits 8–F) — leave three non-empty heaps. The leading digit
// d0 is 0 or a sum of 4 and 8: split a heap into two (4) or three (8)
// non-empty heaps without removing any token.
//
// A position of the game as a Game is a multiset of heaps (HeapSum), so the
// generic engines solve sums of heaps directly; the fast way to the values
// of single heaps is the nim-sequence engine (Sequence, Prove), and the
// value of a sum of heaps is the XOR of theirs (Sequence.SumValue). An
// Game is immutable and safe for concurrent use.
type Game struct {
	code    string
	digits  []uint8 // digits[j] for j = 0…t, trailing zeros removed
	unequal bool    // splits into two equal heaps are not allowed (Grundy's game)
	whole   []int   // j ≥ 1 with bit 1
	one     []int   // j ≥ 1 with bit 2
	two     []int   // j ≥ 0 with bit 4
	three   []int   // j ≥ 0 with bit 8
}

// Parse parses an octal (or hexadecimal) game code: an optional
// leading digit 0, 4, 8 or C, a point, and one or more hexadecimal digits
// (upper or lower case): "0.77", ".77", "0.137", "4.07", "0.C", "0.1777".
// Trailing zeros after the point are ignored. A malformed code is an error
// that names the offending character and its byte offset. Cost: linear in
// the length of the code.
func Parse(code string) (*Game, error) {
	bad := func(i int, why string) error {
		r := rune(code[i])
		if r >= 0x80 {
			r = []rune(code[i:])[0]
		}
		return fmt.Errorf("octal: code %q: bad character %q at offset %d: %s", code, r, i, why)
	}
	if code == "" {
		return nil, fmt.Errorf("octal: code %q: empty", code)
	}
	lead, i := 0, 0
	if code[0] != '.' {
		d, ok := hexDigit(code[0])
		if !ok {
			return nil, bad(0, "want a leading digit 0, 4, 8 or C, or '.'")
		}
		if d&3 != 0 {
			return nil, bad(0, "a leading digit may only split a heap (0, 4, 8 or C)")
		}
		lead, i = d, 1
		if i == len(code) {
			return nil, fmt.Errorf("octal: code %q: missing '.' after the leading digit", code)
		}
		if code[i] != '.' {
			return nil, bad(i, "want '.' after the single leading digit")
		}
	}
	i++ // the point
	if i == len(code) {
		return nil, fmt.Errorf("octal: code %q: no digits after '.'", code)
	}
	digits := []uint8{uint8(lead)}
	for ; i < len(code); i++ {
		d, ok := hexDigit(code[i])
		if !ok {
			return nil, bad(i, "want a hexadecimal digit 0-9 or A-F")
		}
		digits = append(digits, uint8(d))
	}
	for len(digits) > 1 && digits[len(digits)-1] == 0 {
		digits = digits[:len(digits)-1]
	}
	return newOctal(digits, false), nil
}

func hexDigit(c byte) (int, bool) {
	switch {
	case '0' <= c && c <= '9':
		return int(c - '0'), true
	case 'a' <= c && c <= 'f':
		return int(c-'a') + 10, true
	case 'A' <= c && c <= 'F':
		return int(c-'A') + 10, true
	}
	return 0, false
}

func newOctal(digits []uint8, unequal bool) *Game {
	g := &Game{digits: digits, unequal: unequal}
	var b strings.Builder
	b.WriteString(strings.ToUpper(strconv.FormatInt(int64(digits[0]), 16)))
	b.WriteByte('.')
	if len(digits) == 1 {
		b.WriteByte('0')
	}
	for j, d := range digits {
		if j > 0 {
			b.WriteString(strings.ToUpper(strconv.FormatInt(int64(d), 16)))
			if d&1 != 0 {
				g.whole = append(g.whole, j)
			}
			if d&2 != 0 {
				g.one = append(g.one, j)
			}
		}
		if d&4 != 0 {
			g.two = append(g.two, j)
		}
		if d&8 != 0 {
			g.three = append(g.three, j)
		}
	}
	g.code = b.String()
	if unequal {
		g.code = "Grundy's game"
	}
	return g
}

// Grundys returns Grundy's game: a move splits one heap into two
// non-empty heaps of different sizes. Its nim-sequence (OEIS A002188) is not
// known to be periodic, and the Guy–Smith theorem does not apply to it, so
// Prove never reports a proof for it.
func Grundys() *Game { return newOctal([]uint8{4}, true) }

// String returns the canonical code: upper-case hexadecimal digits, the
// leading digit written, trailing zeros removed ("0.77", "4.07", "0.C"), or
// "Grundy's game".
func (g *Game) String() string { return g.code }

// MaxTake returns t, the largest number of tokens a move removes (the
// position of the last non-zero digit; 0 for a pure splitting game).
func (g *Game) MaxTake() int { return len(g.digits) - 1 }

// MaxParts returns the largest number of non-empty heaps one move can leave
// from one heap: 0, 1, 2 or 3. A game whose moves leave at most one heap
// "never splits".
func (g *Game) MaxParts() int {
	switch {
	case len(g.three) > 0:
		return 3
	case len(g.two) > 0:
		return 2
	case len(g.one) > 0:
		return 1
	}
	return 0
}

// heapOptions calls yield for every move from a heap of size h, with the
// number of tokens taken and the heaps left (at most three, non-empty,
// non-decreasing), until yield returns false. Cost: O(h) for a code with
// splitting digits, O(h²) with three-heap digits.
func (g *Game) heapOptions(h int, yield func(take int, parts []int) bool) bool {
	var buf [3]int
	for _, j := range g.whole {
		if h == j && !yield(j, buf[:0]) {
			return false
		}
	}
	for _, j := range g.one {
		if h > j {
			buf[0] = h - j
			if !yield(j, buf[:1]) {
				return false
			}
		}
	}
	for _, j := range g.two {
		m := h - j
		for a := 1; 2*a <= m; a++ {
			if g.unequal && 2*a == m {
				continue
			}
			buf[0], buf[1] = a, m-a
			if !yield(j, buf[:2]) {
				return false
			}
		}
	}
	for _, j := range g.three {
		m := h - j
		for a := 1; 3*a <= m; a++ {
			for b := a; a+2*b <= m; b++ {
				buf[0], buf[1], buf[2] = a, b, m-a-b
				if !yield(j, buf[:3]) {
					return false
				}
			}
		}
	}
	return true
}

// HeapSum is a position of a heap game: a multiset of non-empty heap sizes,
// kept in a canonical compact form so that equal multisets are equal
// values (it is a map key, not a display string). Make one with MakeHeapSum;
// the zero value is the empty position.
type HeapSum string

// MakeHeapSum returns the position with the given heap sizes, in any order;
// heaps of size 0 are dropped. It panics if a size is negative or above
// math.MaxUint32 (a programmer error). Cost: O(k log k) for k heaps.
func MakeHeapSum(sizes ...int) HeapSum {
	s := make([]int, 0, len(sizes))
	for _, h := range sizes {
		if h < 0 || h > math.MaxUint32 {
			panic(fmt.Sprintf("octal: MakeHeapSum: heap size %d out of range", h))
		}
		if h > 0 {
			s = append(s, h)
		}
	}
	slices.Sort(s)
	b := make([]byte, 4*len(s))
	for i, h := range s {
		binary.BigEndian.PutUint32(b[4*i:], uint32(h))
	}
	return HeapSum(b)
}

// Len returns the number of non-empty heaps.
func (p HeapSum) Len() int { return len(p) / 4 }

// Heap returns the size of the i-th heap, in non-decreasing order, for
// 0 ≤ i < Len(); it panics otherwise.
func (p HeapSum) Heap(i int) int { return int(binary.BigEndian.Uint32([]byte(p[4*i : 4*i+4]))) }

// Sizes returns the heap sizes in non-decreasing order.
func (p HeapSum) Sizes() []int {
	out := make([]int, p.Len())
	for i := range out {
		out[i] = p.Heap(i)
	}
	return out
}

// String writes the heaps as "{1 3 3}".
func (p HeapSum) String() string {
	var b strings.Builder
	b.WriteByte('{')
	for i := 0; i < p.Len(); i++ {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(strconv.Itoa(p.Heap(i)))
	}
	b.WriteByte('}')
	return b.String()
}

// Moves appends the positions reachable from p in one move: every move on
// every heap (equal heaps are moved once). Cost: O(k · h) for k heaps of
// size up to h (O(k · h²) with three-heap digits), plus an allocation per
// move; it is meant for engines on small positions and for checks — the
// nim-sequence engine is the fast path.
func (g *Game) Moves(dst []HeapSum, p HeapSum) []HeapSum {
	sizes := p.Sizes()
	for i, h := range sizes {
		if i > 0 && sizes[i-1] == h {
			continue
		}
		g.heapOptions(h, func(_ int, parts []int) bool {
			next := make([]int, 0, len(sizes)+2)
			next = append(next, sizes[:i]...)
			next = append(next, sizes[i+1:]...)
			next = append(next, parts...)
			dst = append(dst, MakeHeapSum(next...))
			return true
		})
	}
	return dst
}

// Terminal reports false: heap games are played under the normal rule (no
// move left is a loss).
func (g *Game) Terminal(HeapSum) (cgt.Outcome, bool) { return cgt.Unknown, false }

// Sequence holds the nim-values G(0), …, G(Len()−1) of single heaps of
// an octal game, and its periodicity when one was proven. It is safe for
// concurrent reads.
type Sequence struct {
	game   *Game
	vals   []uint16
	period cgt.Periodicity
	mask   uint16
}

// Game returns the game the sequence belongs to.
func (s *Sequence) Game() *Game { return s.game }

// Len returns the number of values computed.
func (s *Sequence) Len() int { return len(s.vals) }

// Values returns the computed values; the slice shares the sequence's
// storage and must not be modified.
func (s *Sequence) Values() []uint16 { return s.vals }

// Period returns the periodicity Prove found. Proven is true when the
// values prove it by the Guy–Smith theorem (see Prove); then Preperiod e is
// the least preperiod, Period the least period, and Values the number of
// values the proof needs: s·(e'+p)+t with e' = max(e, 1), where t is the
// largest number of tokens a move takes and s the largest number of heaps it
// leaves (2 for ordinary octal games, 1 for games that never split, 3 with
// three-heap digits). When Proven is false ("unproven so far"), Period is 0,
// or a candidate that the values computed agree with, with the Values its
// proof would need. Sequence and SequenceNaive do not look for a period.
func (s *Sequence) Period() cgt.Periodicity { return s.period }

// Mask returns the bit mask the sparse-space engine used last (0 for the
// naive engine): a value v is rare when v&mask has an even number of bits.
func (s *Sequence) Mask() uint16 { return s.mask }

// Value returns G(n), the nim-value of a heap of n tokens: from the table
// for n < Len(), from the proven period beyond it, and −1 when n is
// negative or beyond the table without a proof. Cost: O(1).
func (s *Sequence) Value(n int) int {
	switch {
	case n < 0:
		return -1
	case n < len(s.vals):
		return int(s.vals[n])
	case s.period.Proven:
		e, p := s.period.Preperiod, s.period.Period
		return int(s.vals[e+(n-e)%p])
	}
	return -1
}

// SumValue returns the nim-value of a position of several heaps: the XOR
// of their values, or −1 if a heap's value is unknown (see Value).
func (s *Sequence) SumValue(heaps ...int) int { return cgt.SumValue[int](s, heaps) }

// HeapMove is a move in a sum of heaps: from heap number Heap (an index
// into the caller's slice), take Take tokens and leave the heaps Leave (0 to
// 3 non-empty heaps, non-decreasing).
type HeapMove struct {
	Heap  int
	Take  int
	Leave []int
}

// WinningMoves returns every winning move from the position with the given
// heaps (a move to a position of nim-value 0), in heap order; nil if the
// position is lost for the mover or a value is unknown. Cost: O(Σ h) for
// ordinary codes (O(Σ h²) with three-heap digits).
func (s *Sequence) WinningMoves(heaps []int) []HeapMove {
	x := s.SumValue(heaps...)
	if x <= 0 {
		return nil
	}
	var out []HeapMove
	for i, h := range heaps {
		target := s.Value(h) ^ x
		unknown := false
		s.game.heapOptions(h, func(take int, parts []int) bool {
			v := 0
			for _, q := range parts {
				w := s.Value(q)
				if w < 0 {
					unknown = true
					return false
				}
				v ^= w
			}
			if v == target {
				out = append(out, HeapMove{Heap: i, Take: take, Leave: slices.Clone(parts)})
			}
			return true
		})
		if unknown {
			return nil
		}
	}
	return out
}

// Sequence computes G(0), …, G(n−1) with the sparse-space engine (see
// Prove for the method) and does not look for a period. Options: Limit (n
// above it is ErrLimit), Progress (values done) and cancellation through
// ctx, checked every few thousand values; an error returns no sequence.
// Memory: 2 bytes per value plus O(1 MiB). Values above 65535 are an error.
func (g *Game) Sequence(ctx context.Context, n int, opt *cgt.Options) (*Sequence, error) {
	return g.run(ctx, n, opt, false, fillConfig{sparseFrom: defaultSparseFrom, autoMask: true})
}

// SequenceNaive computes G(0), …, G(n−1) the straightforward way, as the
// reference for Sequence: every option of every heap, with a bitset mex.
// Cost: O(n²) for codes with splitting digits (O(n³) with three-heap
// digits), O(n·t) otherwise. Options and errors as for Sequence.
func (g *Game) SequenceNaive(ctx context.Context, n int, opt *cgt.Options) (*Sequence, error) {
	return g.run(ctx, n, opt, false, fillConfig{sparseFrom: math.MaxInt})
}

// Prove computes the nim-sequence until the values prove its periodicity or
// maxN values are computed, whichever comes first, and returns it with the
// period found (Sequence.Period; Proven is false — "unproven so far" —
// when maxN values are not enough).
//
// The proof is the Guy–Smith theorem: if G(n+p) = G(n) for all n with
// e ≤ n < s·e + (s−1)·p + t, then for all n ≥ e, where t is the largest
// number of tokens a move takes and s the largest number of heaps it leaves
// (s = 2 for ordinary octal games; for games that never split, s = 1 and
// e+p+t values suffice). The preperiod is clamped to e ≥ 1 in the bound, for
// which the theorem is safe. The check is exact: every value in the range is
// compared. Grundy's game (unequal splits) is outside the theorem: Prove
// computes its values but never claims a proof.
//
// Periods are found exactly for sequences up to 1024 values, and beyond by
// matching fingerprints of 32-value windows at sampled positions (the
// sample depends only on the window's values, so it repeats with the
// sequence); every candidate is then checked value by value, so a proof is
// never claimed wrongly, and a proof is found at most a few windows past the
// point where the values first allow it (Period.Values is the exact bound).
//
// The sparse-space method: values are split into rare and common by a bit
// mask (v is rare when v&mask has an even number of bits), chosen
// automatically from the value histogram (a Walsh–Hadamard transform picks
// the mask with the fewest rare positions) and re-chosen each time n
// doubles. XORs of two common values are then even: every odd option comes
// from a pair with exactly one rare heap, so odd options are enumerated
// exactly from the list of rare positions; even options below the smallest
// missing odd value are checked by scanning the pairs with an early exit as
// soon as all of them are seen. The result is exact for any mask; only the
// speed depends on it. Cost: about O(n · (r + c)) for r rare positions and a
// short scan of c pairs per heap, against O(n²) for the naive fill.
//
// Options: Limit (maxN above it is ErrLimit), Progress (values done) and
// cancellation through ctx; an error returns no sequence. Memory: 2 bytes
// per value plus a small fingerprint table.
func (g *Game) Prove(ctx context.Context, maxN int, opt *cgt.Options) (*Sequence, error) {
	return g.run(ctx, maxN, opt, true, fillConfig{sparseFrom: defaultSparseFrom, autoMask: true})
}

const (
	defaultSparseFrom = 1024
	// sparseRatio: the sparse method is used while at most one heap in
	// sparseRatio is rare (with an automatic mask).
	sparseRatio = 8
)

// fillConfig selects the fill method; the tests use it to force masks.
type fillConfig struct {
	sparseFrom  int    // heaps below it are filled naively; the mask is first chosen there
	autoMask    bool   // choose the mask from the histogram (else use mask)
	mask        uint16 // the fixed mask when !autoMask
	forceSparse bool   // keep the sparse method even without a sparse space
}

func (g *Game) run(ctx context.Context, n int, opt *cgt.Options, prove bool, cfg fillConfig) (*Sequence, error) {
	if n < 0 {
		return nil, fmt.Errorf("octal: %s: negative number of values %d", g.code, n)
	}
	if opt != nil && opt.Limit > 0 && n > opt.Limit {
		return nil, fmt.Errorf("%w: %d values > %d", cgt.ErrLimit, n, opt.Limit)
	}
	f := newFiller(g, n, cfg)
	m := cgt.NewMeter(ctx, opt)
	var pr *prover
	if prove && !g.unequal {
		pr = newProver(g, f, n)
	}
	for f.len() < n {
		if err := f.next(); err != nil {
			return nil, err
		}
		if err := m.Step(); err != nil {
			return nil, fmt.Errorf("octal: %s after %d values: %w", g.code, f.len(), err)
		}
		if pr != nil && pr.push() {
			break
		}
	}
	s := &Sequence{game: g, vals: f.g}
	if f.sparse {
		s.mask = f.mask
	}
	if pr != nil {
		s.period = pr.result()
	}
	return s, nil
}

// filler computes nim-values one heap at a time.
type filler struct {
	o      *Game
	g      []uint16
	width  int // a power of two above every value so far (XORs stay below it)
	mark   []uint64
	stamps []uint32 // naive fill with values ≥ 64: stamps[v] == n+1 marks v
	cfg    fillConfig

	// sparse-space state
	sparse     bool
	mask       uint16
	nextChoose int
	hist       []int    // hist[v] = number of heaps n ≥ 1 with G(n) = v
	rare       []int32  // heaps n ≥ 1 with a rare value, increasing
	oddClass   []uint64 // bitset over all 2^16 values: v&mask has an odd number of bits
	oddSeen    []uint64 // per heap: odd options
	evenSeen   []uint64 // per heap: even options met before the scan
	want       []uint64 // per heap: even values below u not seen yet
}

func newFiller(o *Game, n int, cfg fillConfig) *filler {
	f := &filler{o: o, g: make([]uint16, 0, n), width: 1, cfg: cfg}
	f.mark = make([]uint64, 1)
	f.hist = make([]int, 1)
	if len(o.two) == 0 {
		f.cfg.sparseFrom = math.MaxInt // nothing to gain without two-heap splits
	}
	f.nextChoose = f.cfg.sparseFrom
	return f
}

func (f *filler) len() int { return len(f.g) }

// grow doubles width until it exceeds v.
func (f *filler) grow(v int) error {
	if v > math.MaxUint16 {
		return fmt.Errorf("%w: octal: %s: nim-value %d at heap %d does not fit in 16 bits", cgt.ErrLimit, f.o.code, v, len(f.g))
	}
	for f.width <= v {
		f.width *= 2
	}
	if len(f.stamps) < f.width {
		f.stamps = make([]uint32, f.width)
	}
	if words := f.width/64 + 1; len(f.mark) < words {
		f.mark = make([]uint64, words)
	}
	if len(f.hist) < f.width {
		f.hist = append(f.hist, make([]int, f.width-len(f.hist))...)
	}
	return nil
}

// next computes the value of the next heap.
func (f *filler) next() error {
	n := len(f.g)
	if n == f.nextChoose {
		f.chooseMask()
		f.nextChoose = n * 2
	}
	var v int
	if f.sparse {
		v = f.sparseValue(n)
	} else {
		v = f.naiveValue(n)
	}
	if v >= f.width {
		if err := f.grow(v); err != nil {
			return err
		}
	}
	f.g = append(f.g, uint16(v))
	if n > 0 {
		f.hist[v]++
		if f.sparse && bits.OnesCount16(uint16(v)&f.mask)&1 == 0 {
			f.rare = append(f.rare, int32(n))
		}
	}
	return nil
}

// naiveValue is the mex over every option of heap n.
func (f *filler) naiveValue(n int) int {
	o, g := f.o, f.g
	mark := f.mark[:f.width/64+1]
	clear(mark)
	set := func(v uint16) { mark[v>>6] |= 1 << (v & 63) }
	for _, j := range o.whole {
		if n == j {
			set(0)
		}
	}
	for _, j := range o.one {
		if n > j {
			set(g[n-j])
		}
	}
	for _, j := range o.two {
		m := n - j
		if f.width <= 64 {
			// Small values: collect in a register, not through memory.
			var opts uint64
			for a, b := 1, m-1; a < b; a, b = a+1, b-1 {
				opts |= 1 << ((g[a] ^ g[b]) & 63)
			}
			if m >= 2 && m%2 == 0 && !o.unequal {
				opts |= 1 // two equal heaps: value 0
			}
			mark[0] |= opts
			continue
		}
		// Larger values: independent stores of a stamp per value (a bitset
		// would chain read-modify-writes of the same few words).
		stamp, seen := uint32(n)+1, f.stamps[:f.width]
		for a, b := 1, m-1; a < b; a, b = a+1, b-1 {
			seen[g[a]^g[b]] = stamp
		}
		if m >= 2 && m%2 == 0 && !o.unequal {
			seen[0] = stamp
		}
		for v, x := range seen {
			if x == stamp {
				mark[v>>6] |= 1 << (v & 63)
			}
		}
	}
	f.three(n, set)
	for w, x := range mark {
		if x != ^uint64(0) {
			return w*64 + bits.TrailingZeros64(^x)
		}
	}
	panic("unreachable: the mark bitset has a spare word")
}

// three marks the options of the three-heap digits, naively.
func (f *filler) three(n int, set func(uint16)) {
	g := f.g
	for _, j := range f.o.three {
		m := n - j
		for a := 1; 3*a <= m; a++ {
			for b := a; a+2*b <= m; b++ {
				set(g[a] ^ g[b] ^ g[m-a-b])
			}
		}
	}
}

// chooseMask picks the mask with the fewest rare heaps (when automatic),
// switches to the sparse method and rebuilds the tables that depend on the
// mask.
func (f *filler) chooseMask() {
	mask := f.cfg.mask
	if f.cfg.autoMask {
		// rare(M) = Σ_v hist[v]·[popcount(v&M) even] = (total + W(M))/2 with
		// W the Walsh–Hadamard transform of the histogram.
		w := make([]int, f.width)
		copy(w, f.hist)
		for h := 1; h < len(w); h *= 2 {
			for i := 0; i < len(w); i += 2 * h {
				for k := i; k < i+h; k++ {
					w[k], w[k+h] = w[k]+w[k+h], w[k]-w[k+h]
				}
			}
		}
		best := 0
		for m := 1; m < len(w); m++ {
			if w[m] < w[best] {
				best = m
			}
		}
		mask = uint16(best)
	}
	if f.sparse && mask == f.mask && (len(f.rare) <= len(f.g)/sparseRatio || f.cfg.forceSparse) {
		return
	}
	f.mask = mask
	if f.oddClass == nil {
		const words = 1<<16/64 + 1
		f.oddClass = make([]uint64, words)
		f.oddSeen = make([]uint64, words)
		f.evenSeen = make([]uint64, words)
		f.want = make([]uint64, words)
	}
	clear(f.oddClass)
	for v := 0; v < 1<<16; v++ {
		if bits.OnesCount16(uint16(v)&mask)&1 == 1 {
			f.oddClass[v>>6] |= 1 << (v & 63)
		}
	}
	f.rare = f.rare[:0]
	for n := 1; n < len(f.g); n++ {
		if bits.OnesCount16(f.g[n]&mask)&1 == 0 {
			f.rare = append(f.rare, int32(n))
		}
	}
	// Without a sparse space the naive fill is faster: use it until the
	// next choice.
	f.sparse = len(f.rare) <= len(f.g)/sparseRatio || !f.cfg.autoMask || f.cfg.forceSparse
}

// sparseValue computes G(n) by the sparse-space method (see Prove). The
// option sets are bitsets over the values below width, one word per 64
// values, cleared per heap.
func (f *filler) sparseValue(n int) int {
	if f.width <= 64 && len(f.o.three) == 0 {
		return f.sparseValue64(n)
	}
	o, g := f.o, f.g
	words := f.width/64 + 1
	odd, even, want := f.oddSeen[:words], f.evenSeen[:words], f.want[:words]
	clear(odd)
	clear(even)
	cls := f.oddClass[:words]
	add := func(v uint16) {
		k, bit := v>>6, uint64(1)<<(v&63)
		if cls[k]&bit != 0 {
			odd[k] |= bit
		} else {
			even[k] |= bit
		}
	}
	for _, j := range o.whole {
		if n == j {
			add(0)
		}
	}
	for _, j := range o.one {
		if n > j {
			add(g[n-j])
		}
	}
	// Pairs with a rare heap: all odd options, and the rare–rare even ones,
	// collected in want and split by class below.
	opts := f.want[:words]
	clear(opts)
	for _, j := range o.two {
		m := n - j
		for _, r := range f.rare {
			a := int(r)
			if a >= m {
				break
			}
			if o.unequal && 2*a == m {
				continue
			}
			v := g[a] ^ g[m-a]
			opts[v>>6] |= 1 << (v & 63)
		}
	}
	for k, x := range opts {
		odd[k] |= x & cls[k]
		even[k] |= x &^ cls[k]
	}
	f.three(n, add)
	// u: the smallest odd value that is not an option (or width, which
	// every option is below).
	u := f.width
	for k := range words {
		if x := cls[k] &^ odd[k]; x != 0 {
			u = min(u, k*64+bits.TrailingZeros64(x))
			break
		}
	}
	// want: the even values below u not seen yet.
	need := 0
	top := (u + 63) / 64
	for k := range top {
		w := ^cls[k] &^ even[k]
		if k == top-1 && u%64 != 0 {
			w &= 1<<(u%64) - 1
		}
		want[k] = w
		need += bits.OnesCount64(w)
	}
	if need > 0 {
		want = want[:top]
		if top == 1 {
			// One word: the common case of small values.
			w := want[0]
			for _, j := range o.two {
				m := n - j
				for a, b := 1, m-1; a <= b; a, b = a+1, b-1 {
					v := g[a] ^ g[b]
					if w>>(v&63)&1 != 0 && v < 64 && !(a == b && o.unequal) {
						if w &^= 1 << v; w == 0 {
							return u
						}
					}
				}
			}
			return bits.TrailingZeros64(w)
		}
		for _, j := range o.two {
			m := n - j
			for a, b := 1, m-1; a <= b; a, b = a+1, b-1 {
				v := g[a] ^ g[b]
				k := int(v >> 6)
				if k < top && want[k]>>(v&63)&1 != 0 && !(a == b && o.unequal) {
					want[k] &^= 1 << (v & 63)
					if need--; need == 0 {
						return u
					}
				}
			}
		}
		for k, w := range want {
			if w != 0 {
				return k*64 + bits.TrailingZeros64(w)
			}
		}
	}
	return u
}

// sparseValue64 is sparseValue for values below 64, with each bitset in one
// machine word and no branch per option.
func (f *filler) sparseValue64(n int) int {
	o, g := f.o, f.g
	cls := f.oddClass[0]
	var odd, even uint64
	for _, j := range o.whole {
		if n == j {
			odd |= cls & 1
			even |= 1 &^ cls
		}
	}
	for _, j := range o.one {
		if n > j {
			bit := uint64(1) << (g[n-j] & 63)
			odd |= bit & cls
			even |= bit &^ cls
		}
	}
	// Pairs with a rare heap: all odd options, and the rare–rare even ones.
	var opts uint64
	if o.unequal {
		for _, r := range f.rare {
			a := int(r)
			if 2*a >= n {
				break
			}
			opts |= 1 << ((g[a] ^ g[n-a]) & 63)
		}
		for _, r := range f.rare {
			if a := int(r); 2*a > n && a < n {
				opts |= 1 << ((g[a] ^ g[n-a]) & 63)
			}
		}
	} else {
		// Fused over the digits while every digit allows the pair.
		two := o.two
		rare := f.rare
		i := 0
		for lim := n - two[len(two)-1]; i < len(rare) && int(rare[i]) < lim; i++ {
		}
		opts = fusedOptions(g, n, two, rare[:i], 0)
		for _, r := range rare[i:] {
			a := int(r)
			for _, j := range two {
				if m := n - j; a < m {
					opts |= 1 << ((g[a] ^ g[m-a]) & 63)
				}
			}
		}
	}
	odd |= opts & cls
	even |= opts &^ cls
	// u: the smallest odd value that is not an option (or width).
	u := f.width
	if x := cls &^ odd; x != 0 {
		u = min(u, bits.TrailingZeros64(x))
	}
	// want: the even values below u not seen yet.
	want := ^cls &^ even
	if u < 64 {
		want &= 1<<u - 1
	}
	if want == 0 {
		return u
	}
	if o.unequal { // Grundy's game: two = [0], unequal parts
		for a, b := 1, n-1; a < b; a, b = a+1, b-1 {
			if want &^= 1 << ((g[a] ^ g[b]) & 63); want == 0 {
				return u
			}
		}
		return bits.TrailingZeros64(want)
	}
	// Fused over the digits while every digit has the pair, then the rest.
	two := o.two
	a := 1
	if lim := (n - two[len(two)-1]) / 2; lim >= 1 {
		if want = fusedScan(g, n, two, lim, want); want == 0 {
			return u
		}
		a = lim + 1
	}
	for _, j := range two {
		m := n - j
		for b := a; 2*b <= m; b++ {
			if want &^= 1 << ((g[b] ^ g[m-b]) & 63); want == 0 {
				return u
			}
		}
	}
	return bits.TrailingZeros64(want)
}

// fusedOptions returns the bits 1<<(G(a) ^ G(n−j−a)) over a in as and j in
// two (every such pair must exist), unrolled for up to three digits.
func fusedOptions(g []uint16, n int, two []int, as []int32, opts uint64) uint64 {
	switch len(two) {
	case 1:
		j0 := two[0]
		for _, r := range as {
			a := int(r)
			opts |= 1 << ((g[a] ^ g[n-j0-a]) & 63)
		}
	case 2:
		j0, j1 := two[0], two[1]
		for _, r := range as {
			a := int(r)
			ga, b := g[a], n-a
			opts |= 1<<((ga^g[b-j0])&63) | 1<<((ga^g[b-j1])&63)
		}
	case 3:
		j0, j1, j2 := two[0], two[1], two[2]
		for _, r := range as {
			a := int(r)
			ga, b := g[a], n-a
			opts |= 1<<((ga^g[b-j0])&63) | 1<<((ga^g[b-j1])&63) | 1<<((ga^g[b-j2])&63)
		}
	default:
		for _, r := range as {
			a := int(r)
			ga, b := g[a], n-a
			for _, j := range two {
				opts |= 1 << ((ga ^ g[b-j]) & 63)
			}
		}
	}
	return opts
}

// fusedScan clears from want the bits 1<<(G(a) ^ G(n−j−a)) for 1 ≤ a ≤ lim
// and j in two, stopping early when want is empty; every pair must exist.
func fusedScan(g []uint16, n int, two []int, lim int, want uint64) uint64 {
	switch len(two) {
	case 1:
		m := n - two[0]
		for a := 1; a <= lim; a++ {
			if want &^= 1 << ((g[a] ^ g[m-a]) & 63); want == 0 {
				return 0
			}
		}
	case 2:
		j0, j1 := two[0], two[1]
		for a := 1; a <= lim; a++ {
			ga, b := g[a], n-a
			if want &^= 1<<((ga^g[b-j0])&63) | 1<<((ga^g[b-j1])&63); want == 0 {
				return 0
			}
		}
	case 3:
		j0, j1, j2 := two[0], two[1], two[2]
		for a := 1; a <= lim; a++ {
			ga, b := g[a], n-a
			if want &^= 1<<((ga^g[b-j0])&63) | 1<<((ga^g[b-j1])&63) | 1<<((ga^g[b-j2])&63); want == 0 {
				return 0
			}
		}
	default:
		for a := 1; a <= lim; a++ {
			ga, b := g[a], n-a
			var hit uint64
			for _, j := range two {
				hit |= 1 << ((ga ^ g[b-j]) & 63)
			}
			if want &^= hit; want == 0 {
				return 0
			}
		}
	}
	return want
}

// prover looks for a period while the values are computed and checks it by
// the Guy–Smith theorem.
type prover struct {
	f     *filler
	s, t  int // parts a move leaves, tokens it takes
	maxN  int
	small []int // small[p] = last i with G(i) ≠ G(i+p), −1 if none, for n ≤ smallN
	// fingerprints
	hash  uint64
	powW  uint64
	bitsD int
	seen  map[uint64]int32
	live  []candidate
	done  bool
	found cgt.Periodicity
}

type candidate struct {
	p, e, need int
}

const (
	smallN      = 1024
	windowW     = 32
	hashBase    = 0x100000001b3
	sampleFloor = 16 // positions below 2^sampleFloor values keep every window
	maxLive     = 32 // candidates checked at once
)

func newProver(o *Game, f *filler, maxN int) *prover {
	s := max(o.MaxParts(), 1)
	pr := &prover{f: f, s: s, t: o.MaxTake(), maxN: maxN, seen: make(map[uint64]int32)}
	pr.small = make([]int, smallN+1)
	for i := range pr.small {
		pr.small[i] = -1
	}
	pr.powW = 1
	for range windowW {
		pr.powW *= hashBase
	}
	return pr
}

// need returns the number of values the Guy–Smith proof of (e, p) needs.
func (pr *prover) need(e, p int) int { return pr.s*(max(e, 1)+p) + pr.t }

// push takes the newest value into account and reports whether a proof
// now holds.
func (pr *prover) push() bool {
	g := pr.f.g
	n := len(g) - 1
	v := g[n]
	if n < smallN {
		// Exact: every period p ≤ n, checked at every n.
		for p := 1; p <= n; p++ {
			if g[n-p] != v {
				pr.small[p] = n - p
			}
		}
		for p := 1; p <= n; p++ {
			if e := pr.small[p] + 1; pr.need(e, p) <= n+1 {
				return pr.prove(candidate{p: p, e: e, need: pr.need(e, p)}, n+1)
			}
		}
	}
	// Live candidates must keep agreeing.
	live := pr.live[:0]
	for _, c := range pr.live {
		if g[n-c.p] != v {
			continue
		}
		if c.need <= n+1 {
			return pr.prove(c, n+1)
		}
		live = append(live, c)
	}
	pr.live = live
	// Rolling fingerprint of the last windowW values.
	pr.hash = pr.hash*hashBase + uint64(v) + 1
	if n >= windowW {
		pr.hash -= (uint64(g[n-windowW]) + 1) * pr.powW
	}
	if n+1 < windowW || n < smallN-2*windowW {
		return false
	}
	if d := bits.Len(uint(n)) - sampleFloor; d > pr.bitsD {
		pr.bitsD = d
		for h := range pr.seen {
			if !pr.sampled(h) {
				delete(pr.seen, h)
			}
		}
	}
	if !pr.sampled(pr.hash) {
		return false
	}
	if q, ok := pr.seen[pr.hash]; ok {
		if c, ok := pr.candidate(n - int(q)); ok {
			if c.need <= n+1 {
				return pr.prove(c, n+1)
			}
			if len(pr.live) < maxLive {
				pr.live = append(pr.live, c)
			}
		}
	}
	pr.seen[pr.hash] = int32(n)
	return false
}

// sampled reports whether a window with fingerprint h is kept: the top
// bitsD bits of a mix of h are zero.
func (pr *prover) sampled(h uint64) bool {
	if pr.bitsD <= 0 {
		return true
	}
	h ^= h >> 29
	h *= 0xbf58476d1ce4e5b9
	h ^= h >> 32
	return h>>(64-pr.bitsD) == 0
}

// candidate checks period p backwards from the newest value and returns it
// with the preperiod the values show, unless a live candidate has it.
func (pr *prover) candidate(p int) (candidate, bool) {
	for _, c := range pr.live {
		if c.p == p {
			return candidate{}, false
		}
	}
	g := pr.f.g
	i := len(g) - 1 - p
	for i >= 0 && g[i] == g[i+p] {
		i--
	}
	e := i + 1
	return candidate{p: p, e: e, need: pr.need(e, p)}, true
}

// prove records the proof of c with have values, reduced to the smallest
// period (a divisor of c.p: the preperiod is the same for every period).
func (pr *prover) prove(c candidate, have int) bool {
	g := pr.f.g[:have]
	at := func(x int) uint16 { // G(x), through the proven period past the table
		if x < have {
			return g[x]
		}
		return g[c.e+(x-c.e)%c.p]
	}
	p := c.p
	for _, d := range divisors(c.p) {
		if d == c.p {
			break
		}
		ok := true
		for i := c.e; i < c.e+c.p; i++ {
			if g[i] != at(i+d) {
				ok = false
				break
			}
		}
		if ok {
			p = d
			break
		}
	}
	pr.done = true
	pr.found = cgt.Periodicity{Preperiod: c.e, Period: p, Values: pr.need(c.e, p), Proven: true}
	return true
}

func (pr *prover) result() cgt.Periodicity {
	if pr.done {
		return pr.found
	}
	// The live candidate with the smallest proof, if any, as "unproven so far".
	var best cgt.Periodicity
	for _, c := range pr.live {
		if best.Period == 0 || c.need < best.Values {
			best = cgt.Periodicity{Preperiod: c.e, Period: c.p, Values: c.need}
		}
	}
	if best.Period == 0 && len(pr.f.g) <= smallN {
		for p := 1; 2*p <= len(pr.f.g); p++ {
			e := pr.small[p] + 1
			if c := (cgt.Periodicity{Preperiod: e, Period: p, Values: pr.need(e, p)}); e+2*p <= len(pr.f.g) &&
				(best.Period == 0 || c.Values < best.Values) {
				best = c
			}
		}
	}
	return best
}

// divisors returns the divisors of n in increasing order.
func divisors(n int) []int {
	var lo, hi []int
	for d := 1; d*d <= n; d++ {
		if n%d == 0 {
			lo = append(lo, d)
			if d*d != n {
				hi = append(hi, n/d)
			}
		}
	}
	slices.Reverse(hi)
	return append(lo, hi...)
}
