package subtraction

import (
	"context"
	"fmt"
	"math/bits"
	"slices"

	"github.com/cgtgo/cgt"
	"golang.org/x/exp/constraints"
)

// Game is a subtraction game on one heap of 0 … N tokens: a move
// takes s tokens for some s in a finite set S. With TakeAll (the p..q games
// of NewTakeRange), a heap smaller than min(S) may instead be emptied in
// one move. Under misère play (cgt.Misere), a position without moves is a terminal Win for
// the player to move (whoever moved last lost); otherwise normal play.
//
// It is Dense (index = heap size, children-first) and Reversible, so every
// engine applies; Moves and Predecessors cost O(|S|). Build it with
// New or NewTakeRange; the zero value has no moves.
type Game struct {
	set     []int // ascending, distinct, positive
	n       int
	misere  bool
	takeAll bool
}

// New returns the subtraction game with set S on heaps 0 … n under the
// play convention play. It returns an error naming the bad element if S is
// empty or holds a number below 1, or if n < 0. S is copied, sorted and deduplicated.
func New(set []int, n int, play cgt.Play) (*Game, error) {
	s, err := subtractionSet(set)
	if err != nil {
		return nil, err
	}
	if n < 0 {
		return nil, fmt.Errorf("subtraction: negative heap bound %d", n)
	}
	if play != cgt.Normal && play != cgt.Misere {
		return nil, fmt.Errorf("subtraction: unknown play convention %v", play)
	}
	return &Game{set: s, n: n, misere: play == cgt.Misere}, nil
}

// NewTakeRange returns the game on heaps 0 … n in which a move takes
// between p and q tokens, and a heap of fewer than p tokens is taken whole.
// See TakeRangeOutcome for its closed form. It returns an error unless
// 1 ≤ p ≤ q and n ≥ 0.
func NewTakeRange(p, q, n int, play cgt.Play) (*Game, error) {
	if p < 1 || q < p {
		return nil, fmt.Errorf("subtraction: take-range game: need 1 ≤ p ≤ q, got p = %d, q = %d", p, q)
	}
	set := make([]int, 0, q-p+1)
	for s := p; s <= q; s++ {
		set = append(set, s)
	}
	g, err := New(set, n, play)
	if err != nil {
		return nil, err
	}
	g.takeAll = true
	return g, nil
}

func subtractionSet(set []int) ([]int, error) {
	if len(set) == 0 {
		return nil, fmt.Errorf("subtraction: set is empty")
	}
	for _, s := range set {
		if s < 1 {
			return nil, fmt.Errorf("subtraction: set element %d is not positive", s)
		}
	}
	s := slices.Clone(set)
	slices.Sort(s)
	return slices.Compact(s), nil
}

// Set returns a copy of the subtraction set, ascending.
func (g *Game) Set() []int { return slices.Clone(g.set) }

// Moves appends n − s for each s in S with s ≤ n (and 0 when TakeAll and
// 0 < n < min S).
func (g *Game) Moves(dst []int, n int) []int {
	for _, s := range g.set {
		if s > n {
			break
		}
		dst = append(dst, n-s)
	}
	if g.takeAll && n > 0 && len(g.set) > 0 && n < g.set[0] {
		dst = append(dst, 0)
	}
	return dst
}

// Predecessors appends n + s ≤ N for each s in S (and, for n = 0 with
// TakeAll, the heaps 1 … min S − 1).
func (g *Game) Predecessors(dst []int, n int) []int {
	for _, s := range g.set {
		if n+s > g.n {
			break
		}
		dst = append(dst, n+s)
	}
	if g.takeAll && n == 0 && len(g.set) > 0 {
		for m := 1; m < g.set[0] && m <= g.n; m++ {
			dst = append(dst, m)
		}
	}
	return dst
}

// Terminal reports, under misère play, a heap with no moves as a Win for
// the player to move.
func (g *Game) Terminal(n int) (cgt.Outcome, bool) {
	if !g.misere || len(g.set) == 0 {
		return cgt.Unknown, false
	}
	if n < g.set[0] && (n == 0 || !g.takeAll) {
		return cgt.Win, true
	}
	return cgt.Unknown, false
}

// Size returns N+1.
func (g *Game) Size() int { return g.n + 1 }

// Index returns n itself, or −1 outside 0 … N.
func (g *Game) Index(n int) int {
	if n < 0 || n > g.n {
		return -1
	}
	return n
}

// Position returns i.
func (g *Game) Position(i int) int { return i }

// MovesAt is Moves: positions are their own numbers (DenseMoves).
func (g *Game) MovesAt(dst []int, i int) []int { return g.Moves(dst, i) }

// TerminalAt is Terminal (DenseMoves).
func (g *Game) TerminalAt(i int) (cgt.Outcome, bool) { return g.Terminal(i) }

// PredecessorsAt is Predecessors (DensePredecessors).
func (g *Game) PredecessorsAt(dst []int, i int) []int { return g.Predecessors(dst, i) }

// MoveOffsets is the cgt.MoveOffsets capability: under normal play
// without TakeAll, the moves from n are n − s for s in S, so the set itself
// describes them and the engines sweeping the whole space read it in their
// own loop. It returns ok = false under misère play (small heaps are
// terminal) and for the games of NewTakeRange (the move to 0 from a heap
// below min S is not a translation). The slice is the game's own: callers
// must not modify it.
func (g *Game) MoveOffsets() ([]int, bool) {
	if g.misere || g.takeAll {
		return nil, false
	}
	return g.set, true
}

// Values returns the normal-play nim-sequence g(0), …, g(N) of the game
// (the Misere flag is ignored: nim-values describe normal play), by a
// dedicated loop: a value is at most |S|, so each mex is a scan of one
// bitset word for sets of up to 63 elements. Cost O(N·|S|), one
// allocation. It is what SolveGrundy computes, far faster.
func (g *Game) Values() []int {
	return subtractionValues(g.set, g.takeAll, g.n+1)
}

// subtractionValues returns the first n nim-values of the subtraction
// game with ascending set set.
func subtractionValues(set []int, takeAll bool, n int) []int {
	vals := make([]int, n)
	fillValues(vals, 1, set, takeAll)
	return vals
}

// fillValues computes vals[from:] of the subtraction game with ascending
// set set, vals[:from] being known.
func fillValues[V int | int32](vals []V, from int, set []int, takeAll bool) {
	var wide []bool // values ≥ 64 (sets of 64 or more elements)
	for i := max(from, 1); i < len(vals); i++ {
		var seen uint64
		clear(wide)
		for _, s := range set {
			if s > i {
				break
			}
			v := vals[i-s]
			if v < 64 {
				seen |= 1 << v
			} else {
				if wide == nil {
					wide = make([]bool, len(set)+2)
				}
				wide[v] = true
			}
		}
		if takeAll && i < set[0] {
			seen |= 1 // the move to 0
		}
		v := V(bits.TrailingZeros64(^seen))
		if v == 64 {
			for int(v) < len(wide) && wide[v] {
				v++
			}
		}
		vals[i] = v
	}
}

// Period returns the eventual period and preperiod of the game's
// normal-play nim-sequence (over all heap sizes, whatever N), proven: a
// value g(n) with n ≥ max S depends only on the max S values before it, so
// a repetition of max S consecutive values proves the period (ProvePeriod
// with window max S). Every finite subtraction game is eventually periodic,
// since there are finitely many windows, but periods can be long (random
// sets of large elements often need more than 2²⁴ values). Period computes
// 2ᵏ·(4·max S + 64) values for k = 0, 1, … until a proof appears, and
// returns an error wrapping ErrLimit when none appears within limit values
// (0 means 2²⁴). Cost O(L·|S|) time for the L values computed, and about
// 40 bytes of memory per value (the values and the hashes of their
// windows). It is Prove without a context or progress.
func (g *Game) Period(limit int) (cgt.Periodicity, error) {
	return g.Prove(context.Background(), limit, nil)
}

// Prove is Period with a context and Options: the Options' Progress
// (every ProgressEvery values, default 2²⁰) counts the values computed, and
// a cancelled ctx stops it with the context's error. Options.Limit, when
// set, bounds the values like limit does.
func (g *Game) Prove(ctx context.Context, limit int, opt *cgt.Options) (cgt.Periodicity, error) {
	if limit <= 0 {
		limit = 1 << 24
	}
	if err := ctx.Err(); err != nil {
		return cgt.Periodicity{}, err
	}
	m := cgt.NewMeter(ctx, opt)
	w := g.set[len(g.set)-1]
	var vals []int32
	for l := 4*w + 64; ; l *= 2 {
		l = min(l, limit)
		from := len(vals)
		vals = append(vals, make([]int32, l-from)...)
		const chunk = 1 << 16 // values between meter checks
		for lo := from; lo < l; lo += chunk {
			hi := min(lo+chunk, l)
			fillValues(vals[:hi], lo, g.set, g.takeAll)
			if err := m.Add(hi - lo); err != nil {
				return cgt.Periodicity{}, err
			}
		}
		if per, ok := cgt.ProvePeriod(vals, w); ok {
			return per, nil
		}
		if l == limit {
			return cgt.Periodicity{}, fmt.Errorf("%w: no period of set %v proven within %d values", cgt.ErrLimit, g.set, limit)
		}
	}
}

// BashOutcome returns the outcome of a heap of n tokens in the Bash game
// (a move takes 1 to m tokens, who takes the last wins): Loss exactly when
// n mod (m+1) = 0. Exact over the whole range of T; cost O(1). It panics if
// m < 1 or n < 0.
func BashOutcome[T constraints.Integer](n, m T) cgt.Outcome {
	return TakeRangeOutcome(n, 1, m, cgt.Normal)
}

// BashWinningTake returns the winning move of the Bash game from n, the number of
// tokens to take, n mod (m+1), or ok = false from a lost position. It panics
// if m < 1 or n < 0.
func BashWinningTake[T constraints.Integer](n, m T) (take T, ok bool) {
	lo, _, ok := TakeRangeWinningTakes(n, 1, m, cgt.Normal)
	return lo, ok
}

// TakeRangeOutcome returns the outcome, for the player to move, of a heap
// of n tokens in the game where a move takes between p and q tokens and a
// heap of fewer than p tokens is taken whole. With r = n mod (p+q):
//
//   - normal play (who takes the last token wins): Loss iff r = 0 or r > q;
//   - misère play (who takes the last token loses): Loss iff 1 ≤ r ≤ p.
//
// Proof (normal; misère is alike, with 0 a Win): from r ∈ [1, q] take r if
// r ≥ p, p if r < p and n ≥ p+q, all if n < p+q; each lands on residue 0 or
// in (q, p+q). From r = 0 or r > q, any take s ∈ [p, q] lands on residue
// (r−s) mod (p+q) ∈ [1, q]. The tests check both against the engines.
// Exact over the whole range of T (p+q may overflow T), O(1). It panics
// unless 1 ≤ p ≤ q and n ≥ 0 and play is Normal or Misere.
func TakeRangeOutcome[T constraints.Integer](n, p, q T, play cgt.Play) cgt.Outcome {
	r := takeRangeResidue(n, p, q)
	var lost bool
	if mustMisere(play) {
		lost = r >= 1 && r <= p
	} else {
		lost = r == 0 || r > q
	}
	if lost {
		return cgt.Loss
	}
	return cgt.Win
}

// mustMisere reports whether play is Misere, and panics unless it is Normal
// or Misere (a fixed parameter of the program, not user input).
func mustMisere(play cgt.Play) bool {
	if play != cgt.Normal && play != cgt.Misere {
		panic(fmt.Sprintf("subtraction: unknown play convention %v", play))
	}
	return play == cgt.Misere
}

func takeRangeResidue[T constraints.Integer](n, p, q T) T {
	if p < 1 || q < p || n < 0 {
		panic(fmt.Sprintf("subtraction: take-range game needs 1 ≤ p ≤ q and n ≥ 0, got n = %v, p = %v, q = %v", n, p, q))
	}
	m := p + q
	if m < q { // p+q overflows T: every n is below it
		return n
	}
	return n % m
}

// TakeRangeWinningTakes returns the winning moves of the take-range game (see
// TakeRangeOutcome) from a heap of n tokens: they are the takes lo … hi, an
// interval; ok is false when the position is lost, and for the misère
// empty heap, a Win with no move to make. Normal play: from n < p
// take n; otherwise, with r = n mod (p+q), every take in
// [max(r, p), min(r+p−1, q, n)]. Misère play, with r taken as p+q when it
// is 0: every take in [max(p, r−p), min(q, r−1)]. Exact over the whole range
// of T, O(1). It panics unless 1 ≤ p ≤ q and n ≥ 0 and play is Normal or Misere.
func TakeRangeWinningTakes[T constraints.Integer](n, p, q T, play cgt.Play) (lo, hi T, ok bool) {
	if TakeRangeOutcome(n, p, q, play) == cgt.Loss {
		return 0, 0, false
	}
	r := takeRangeResidue(n, p, q)
	if play == cgt.Normal {
		if n < p {
			return n, n, true
		}
		lo, hi = max(r, p), min(q, n)
		if hi-r > p-1 {
			hi = r + (p - 1)
		}
		return lo, hi, true
	}
	if r == 0 {
		// n ≥ p+q > 0 here (n = 0 is a misère Win without moves, handled
		// below): the only winning take is q, reaching residue p.
		if n == 0 {
			return 0, 0, false
		}
		return q, q, true
	}
	// r > p: the takes s with (r − s) mod (p+q) ∈ [1, p].
	lo, hi = p, min(q, r-1)
	if r-p > p {
		lo = r - p
	}
	return lo, hi, true
}

// Squares is subtract-a-square on heaps 0 … N: a move takes a positive
// square number of tokens, who takes the last wins. Its losing positions
// are OEIS A030193 (0, 2, 5, 7, 10, 12, 15, 17, 20, 22, 34, …; 13,952 of
// them up to 10⁶). It is Dense (children-first) and Reversible, so the push
// form of the topological engine (SolvePush) solves it to 10⁷: it reads
// moves and predecessors only at the few losing positions, O(N + L·√N) for
// L losses, where the pull form reads every move, O(N^1.5). Moves and
// Predecessors cost O(√N).
type Squares struct {
	N int // largest heap, ≥ 0
}

// Moves appends n − k² for k = 1, 2, … while k² ≤ n.
func (g Squares) Moves(dst []int, n int) []int {
	for k := 1; k*k <= n; k++ {
		dst = append(dst, n-k*k)
	}
	return dst
}

// Predecessors appends n + k² for k = 1, 2, … while n + k² ≤ N.
func (g Squares) Predecessors(dst []int, n int) []int {
	for k := 1; n+k*k <= g.N; k++ {
		dst = append(dst, n+k*k)
	}
	return dst
}

// Terminal reports nothing terminal: normal play.
func (g Squares) Terminal(int) (cgt.Outcome, bool) { return cgt.Unknown, false }

// Size returns N+1.
func (g Squares) Size() int { return g.N + 1 }

// Index returns n, or −1 outside 0 … N.
func (g Squares) Index(n int) int {
	if n < 0 || n > g.N {
		return -1
	}
	return n
}

// Position returns i.
func (g Squares) Position(i int) int { return i }

// MovesAt is Moves: positions are their own numbers (DenseMoves).
func (g Squares) MovesAt(dst []int, i int) []int { return g.Moves(dst, i) }

// TerminalAt is Terminal (DenseMoves).
func (g Squares) TerminalAt(i int) (cgt.Outcome, bool) { return g.Terminal(i) }

// PredecessorsAt is Predecessors (DensePredecessors).
func (g Squares) PredecessorsAt(dst []int, i int) []int { return g.Predecessors(dst, i) }

// MoveOffsets is the cgt.MoveOffsets capability: the squares 1, 4, 9, …
// up to N, so that the engines sweeping the whole space read them in their
// own loop. It allocates the √N offsets on each call, in one allocation.
func (g Squares) MoveOffsets() ([]int, bool) {
	k := 0
	for (k+1)*(k+1) <= g.N {
		k++
	}
	off := make([]int, 0, k)
	for k := 1; k*k <= g.N; k++ {
		off = append(off, k*k)
	}
	return off, true
}
