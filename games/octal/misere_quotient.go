package octal

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/cgtgo/cgt"
)

// Quotient is the misère quotient of a heap game, or of its heaps up to a
// bound: the commutative monoid of sums of heaps under "same misère outcome
// in every sum" (Plambeck and Siegel 2008), with its P-portion (the
// elements whose sums are misère P-positions) and the map Φ from heaps to
// elements. Every Quotient returned has been verified (see misere.go):
// Outcome and WinningMove are exact for every sum of the heaps it covers —
// heaps up to Heaps(), or of every size when Period().Proven.
//
// Elements are numbered 0 … Order()−1, 0 the identity (the empty sum), and
// named by words in the generators a, b, c, … (Element). A Quotient is
// immutable and safe for concurrent use.
type Quotient struct {
	game   *Game
	st     *stage
	period cgt.Periodicity
	gens   []int   // the heap that introduced each generator
	words  [][]int // each element's normal form: exponents of the generators
}

// MisereQuotient computes the misère quotient of the sums of heaps 1…n,
// heap by heap, and stops early with the quotient of the whole game once
// the heap map is proven periodic (Period().Proven). The game must not be
// Grundys() (its unequal-split rule is outside the proof of periodicity).
//
// Options: Limit bounds the order of the quotient and the number of
// signatures a verification visits (ErrLimit past it: a quotient that grows
// without bound, such as the wild quotients of 0.07 and 0.77 in their
// early heaps, is reported, never looped on); Progress receives the
// signatures visited; ctx cancels. An error wrapping ErrUnverified means
// the candidate for some heap failed the exact check, and no quotient is
// returned. Every error past the start is a *QuotientError naming the heap
// reached. Cost: grows with the order of the quotient and the number of
// kinds of heap; see docs/misere.md for measurements. To answer sums of
// heaps up to m, n = m is enough: the quotient of heaps 1…m is exact for
// them, and a period is needed only for larger heaps.
func (g *Game) MisereQuotient(ctx context.Context, n int, opt *cgt.Options) (*Quotient, error) {
	if g.unequal {
		return nil, errors.New("octal: misère quotients of Grundy's game are not supported")
	}
	if n < 0 {
		return nil, fmt.Errorf("octal: misère quotient: heap bound %d < 0", n)
	}
	limit := 0
	if opt != nil {
		limit = opt.Limit
	}
	st := firstStage()
	q := &Quotient{game: g}
	var tests [][]int // test sums of the table method, kept from heap to heap
	for h := 1; h <= n; h++ {
		if err := ctx.Err(); err != nil {
			return nil, &QuotientError{Game: g, Heap: h, Done: h - 1, Err: err}
		}
		next, err := g.grow(ctx, st, limit)
		if err == nil {
			if !next.checkCommutes() {
				err = fmt.Errorf("%w: not commutative", ErrUnverified)
			} else {
				err = g.verifyUpTo(ctx, next, h, opt)
			}
		}
		if errors.Is(err, ErrUnverified) {
			next, tests, err = g.learnStage(ctx, st, opt, tests)
		}
		if err != nil {
			return nil, &QuotientError{Game: g, Heap: h, Done: h - 1, Err: err}
		}
		st = next
		if per, ok, err := g.provePeriod(ctx, st, opt); err != nil {
			return nil, &QuotientError{Game: g, Heap: h, Done: h, Err: fmt.Errorf("proving a period: %w", err)}
		} else if ok {
			q.period = per
			break
		}
	}
	q.st = st
	if !q.period.Proven {
		q.period = cgt.Periodicity{Values: st.heaps}
	}
	q.present()
	return q, nil
}

// QuotientError is an error of MisereQuotient: the quotients of heaps
// 1…Done were computed and verified, and heap Heap (Done+1, or Done when
// the proof of a period after it failed) was not. Err says why: it wraps
// cgt.ErrLimit, ErrUnverified or the context's error.
type QuotientError struct {
	Game       *Game
	Heap, Done int
	Err        error
}

func (e *QuotientError) Error() string {
	return fmt.Sprintf("octal: misère quotient of %s, heap %d: %v", e.Game, e.Heap, e.Err)
}

func (e *QuotientError) Unwrap() error { return e.Err }

// provePeriod looks for a period of the heap map of s that has been seen
// at least twice and, if there is one, verifies the quotient for heaps of
// every size under it (step 4 of misere.go). s keeps the extension only if
// the proof succeeds.
func (g *Game) provePeriod(ctx context.Context, s *stage, opt *cgt.Options) (cgt.Periodicity, bool, error) {
	n := s.heaps
	for p := 1; 2*p <= n; p++ {
		n0 := n - p + 1
		for n0 > 1 && sameCol(s.col[n0-1], s.col[n0-1+p]) || n0 > 1 && slices.Equal(s.col[n0-1], s.col[n0-1+p]) {
			n0--
		}
		if n-n0+1 < 2*p {
			continue
		}
		k := max(g.MaxParts(), 1)
		top := k*n0 + (k-1)*p + g.MaxTake() + 2*p
		s.pre, s.per = n0, p
		err := g.verifyUpTo(ctx, s, top, opt)
		if err == nil {
			return cgt.Periodicity{Preperiod: n0, Period: p, Values: n, Proven: true}, true, nil
		}
		s.pre, s.per = 0, 0
		if !errors.Is(err, ErrUnverified) {
			return cgt.Periodicity{}, false, err
		}
		return cgt.Periodicity{}, false, nil
	}
	return cgt.Periodicity{}, false, nil
}

// Order returns the number of elements.
func (q *Quotient) Order() int { return q.st.order() }

// Heaps returns the largest heap the quotient was computed for; with a
// proven period it covers heaps of every size.
func (q *Quotient) Heaps() int { return q.st.heaps }

// Period returns the period of the heap map: Proven when the quotient is
// that of the whole game (heaps of every size), else Values = Heaps().
func (q *Quotient) Period() cgt.Periodicity { return q.period }

// Game returns the game.
func (q *Quotient) Game() *Game { return q.game }

// IsP reports whether element x is in the P-portion.
func (q *Quotient) IsP(x int) bool { return q.st.p[x] }

// PPortion returns the elements of the P-portion, in increasing order.
func (q *Quotient) PPortion() []int {
	var out []int
	for x, p := range q.st.p {
		if p {
			out = append(out, x)
		}
	}
	return out
}

// covers reports whether heap h is within the quotient's reach.
func (q *Quotient) covers(h int) bool {
	return h >= 0 && (h <= q.st.heaps || q.period.Proven)
}

// Heap returns Φ(h), the element of a heap of size h (0 for h = 0), or −1
// when h is beyond the heaps the quotient covers.
func (q *Quotient) Heap(h int) int {
	if !q.covers(h) {
		return -1
	}
	return int(q.st.apply(0, []int{h}))
}

// Of returns Φ of the sum of the given heaps, or an error naming a heap the
// quotient does not cover. Cost: one table look-up per heap.
func (q *Quotient) Of(heaps ...int) (int, error) {
	for _, h := range heaps {
		if !q.covers(h) {
			return -1, fmt.Errorf("octal: heap %d is beyond the misère quotient (heaps ≤ %d, no proven period)", h, q.st.heaps)
		}
	}
	return int(q.st.apply(0, heaps)), nil
}

// Mul returns the product x·y of two elements.
func (q *Quotient) Mul(x, y int) int { return int(q.st.apply(int32(x), q.st.rep[y])) }

// Outcome returns the misère outcome of the sum of the given heaps for the
// player to move: Loss for a P-position, Win otherwise. Cost: one look-up
// per heap, whatever their sizes.
func (q *Quotient) Outcome(heaps ...int) (cgt.Outcome, error) {
	x, err := q.Of(heaps...)
	if err != nil {
		return cgt.Unknown, err
	}
	if q.st.p[x] {
		return cgt.Loss, nil
	}
	return cgt.Win, nil
}

// WinningMove returns a move from the sum of the given heaps to a misère
// P-position, and false when there is none: the sum is lost for the mover,
// or it has no move at all (a misère win for the mover, who cannot move). Heap indexes the caller's slice. Cost: the options of one heap
// per heap tried; a heap past the computed ones is played through a heap
// of the same residue in the periodic range, so the cost does not grow
// with the heap sizes.
func (q *Quotient) WinningMove(heaps ...int) (HeapMove, bool, error) {
	if _, err := q.Of(heaps...); err != nil {
		return HeapMove{}, false, err
	}
	for i, h := range heaps {
		if i > 0 && heaps[i-1] == h {
			continue
		}
		rest := append(slices.Clone(heaps[:i]), heaps[i+1:]...)
		y := q.st.apply(0, rest)
		small, lift := q.smallTwin(h)
		var mv HeapMove
		found := false
		q.game.heapOptions(small, func(take int, parts []int) bool {
			if !q.st.p[q.st.apply(y, parts)] {
				return true
			}
			leave := slices.Clone(parts)
			if lift > 0 {
				leave[len(leave)-1] += lift // the largest part, past the preperiod
			}
			mv, found = HeapMove{Heap: i, Take: take, Leave: leave}, true
			return false
		})
		if found {
			return mv, true, nil
		}
	}
	return HeapMove{}, false, nil
}

// smallTwin returns a heap of the same residue as h below the periodic
// bound, and how much bigger h is; heaps within reach are their own twin.
func (q *Quotient) smallTwin(h int) (int, int) {
	pre, per := q.period.Preperiod, q.period.Period
	if !q.period.Proven || h <= q.st.heaps {
		return h, 0
	}
	k := max(q.game.MaxParts(), 1)
	lo := k*pre + (k-1)*per + q.game.MaxTake() // options' largest parts ≥ pre
	if h < lo+per {
		return h, 0
	}
	small := lo + (h-lo)%per
	return small, h - small
}

// String returns a summary: order, P-portion, generators and the heap map.
func (q *Quotient) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "misère quotient of %s", q.game)
	if q.period.Proven {
		fmt.Fprintf(&b, " (all heaps: heap map periodic from %d with period %d)", q.period.Preperiod, q.period.Period)
	} else {
		fmt.Fprintf(&b, " (heaps ≤ %d)", q.st.heaps)
	}
	fmt.Fprintf(&b, "\norder %d\n", q.Order())
	var ps []string
	for _, x := range q.PPortion() {
		ps = append(ps, q.Element(x))
	}
	fmt.Fprintf(&b, "P-portion {%s}\n", strings.Join(ps, ", "))
	fmt.Fprintf(&b, "generators %s\n", strings.Join(q.Generators(), ", "))
	fmt.Fprintf(&b, "relations %s\n", strings.Join(q.Relations(), ", "))
	return b.String()
}
