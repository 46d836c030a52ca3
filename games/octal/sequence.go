package octal

import (
	"context"
	"fmt"
	"math"
	"math/bits"
	"slices"

	"github.com/cgtgo/cgt"
)

// Sequence holds the nim-values G(0), …, G(Len()−1) of single heaps of
// an octal game, and its periodicity when one was proven. It is safe for
// concurrent reads.
type Sequence struct {
	game   *Game
	vals   []uint16
	period cgt.Periodicity
	mask   uint16
	parity bool
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

// Parity reports whether the sparse-space split the engine used last also
// depends on the parity of the heap (Flammenkamp's second kind of sparse
// space): then heap n is rare when the number of bits of G(n)&Mask(), plus
// the parity of n − j, is even, where j is the number of tokens a split
// into two heaps removes (every such j must have the same parity). The
// engine picks it when it gives fewer rare heaps: for 0.127 (j = 3), mask 1
// with parity leaves 693 rare heaps of the first 93,167, against 2,804 for
// the best plain mask.
func (s *Sequence) Parity() bool { return s.parity }

// Rare reports whether heap n (0 ≤ n < Len()) is rare under the split the
// engine used last (Mask, Parity); false for the naive engine. It panics
// if n is out of range.
func (s *Sequence) Rare(n int) bool {
	if s.mask == 0 && !s.parity {
		return false
	}
	p := 0
	if s.parity {
		p = (n - s.game.two[0]) & 1
	}
	return (bits.OnesCount16(s.vals[n]&s.mask)+p)&1 == 0
}

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
// 3 non-empty heaps, non-decreasing) in its place; After gives the whole
// position.
type HeapMove struct {
	Heap  int
	Take  int
	Leave []int
}

// After returns the heaps of the whole position after m is played in
// heaps: heaps with heaps[m.Heap] replaced by m.Leave (a new slice).
func (m HeapMove) After(heaps []int) []int {
	out := make([]int, 0, len(heaps)+len(m.Leave)-1)
	out = append(out, heaps[:m.Heap]...)
	out = append(out, m.Leave...)
	return append(out, heaps[m.Heap+1:]...)
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
// above it is ErrLimit, and no sequence), Progress (values done) and
// cancellation through ctx, checked every few thousand values: then the
// context's error (wrapped) is returned with the values computed so far,
// a shorter sequence than asked for, so that a caller can report what is
// known. Memory: 2 bytes per value plus O(1 MiB). Values above 65535 are
// an error wrapping cgt.ErrLimit, with no sequence.
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
// Every period is looked for, exactly: below 1,024 values every period is
// checked at every value; beyond, a scan every n/8 to n/4 values tries
// every period whose proof fits in maxN values (about 6 comparisons per
// value amortized, no extra memory) and admits those whose last 32
// values agree; admitted candidates are then checked value by value, so a
// proof is never claimed wrongly. For games that split, a proof is found at
// the first value that allows it (Len() == Period().Values); for games that
// never split, at most n/4 values later.
//
// The sparse-space method: heaps are split into rare and common by a bit
// mask (heap n is rare when G(n)&mask has an even number of bits), and, for
// games whose two-heap splits all remove a number of tokens of the same
// parity, optionally by the heap's parity too (then the parity of n − j is
// added to the count: Flammenkamp's second kind of sparse space, see
// Sequence.Parity). The split is chosen automatically from the value
// histograms of the two heap classes (Walsh–Hadamard transforms give the
// number of rare heaps of every mask at once) and re-chosen each time n
// doubles. XORs of two common values then fall in one class of values (the
// "even" one, or for the parity split with n − j odd, the other): every
// option of the other class comes from a pair with a rare heap, so those
// are enumerated exactly from the list of rare heaps; the options of the
// first class below the smallest missing one of the other are checked by
// scanning the pairs with an early exit as soon as all of them are seen.
// The result is exact for any split; only the speed depends on it. Cost:
// about O(n · (r + c)) for r rare heaps and a short scan of c pairs per
// heap, against O(n²) for the naive fill.
//
// Options and errors as for Sequence: on cancellation the values computed
// so far are returned with the error, their Period unproven (a candidate
// or 0). Memory: 2 bytes per value plus a bitset of maxN/2 bits while
// candidates are live.
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
	parity      bool   // with the fixed mask: split by heap parity too (if the digits allow it)
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
		pr = newProver(max(g.MaxParts(), 1), g.MaxTake(), n)
	}
	var err error
	for f.len() < n {
		if err = f.next(); err != nil {
			return nil, err
		}
		if pr != nil && pr.push(f.g) {
			break
		}
		if err = m.Step(); err != nil {
			err = fmt.Errorf("octal: %s after %d values: %w", g.code, f.len(), err)
			break
		}
	}
	s := &Sequence{game: g, vals: f.g}
	if f.sparse {
		s.mask, s.parity = f.mask, f.parity != 0
	}
	if pr != nil {
		s.period = pr.result(len(f.g))
	}
	return s, err
}
