package cgt

import (
	"fmt"
	"slices"
)

// Verify checks that g is consistent at the given positions and returns
// the first inconsistency found, wrapping ErrInconsistent (or ErrIndex for
// an index out of range), or nil. With positions nil and a Dense g it
// checks every position 0 … Size()−1. It checks:
//
//   - for a Dense game: Index(p) is in [0, Size()) and Position(Index(p))
//     is p (or Canonical(p), for a Symmetric game that numbers its
//     classes) for every p checked and every position it moves to or
//     comes from; with positions nil also Index(Position(i)) = i for
//     every i;
//   - for a Reversible game: every position q that p moves to lists p among
//     Predecessors(q) exactly as many times as Moves(p) lists q, and every
//     position q that Predecessors(p) lists is not terminal and moves to p
//     exactly as many times as it is listed. A terminal p has no moves to
//     check (engines never ask for them);
//   - the append contract: Moves (and Predecessors, MovesAt,
//     PredecessorsAt) called with a dst that already holds two elements
//     keeps them and appends after them exactly what it appends to an
//     empty dst (a game that starts from dst[:0] fails this);
//   - for a MoveCounter: NumMoves(p) = len(Moves(p)) where play goes on;
//   - for DenseMoves and DensePredecessors: TerminalAt, MovesAt and
//     PredecessorsAt at Index(p) agree with Terminal, Moves and
//     Predecessors at p, in the same order;
//   - for MoveOffsets (when it applies): the offsets are ascending and
//     ≥ 1, nothing is terminal, and Moves (and Predecessors) of p list
//     the positions numbered Index(p) − d (Index(p) + d) for the offsets
//     d that stay in range, in order.
//   - for a Tiered game: the tier graph (ChildTiers) has no cycle (else an
//     error wrapping ErrCycle), Tier(p) is a tier, TierIndex(p) is in
//     [0, TierSize(Tier(p))) and TierPosition(Tier(p), TierIndex(p)) is p
//     (or Canonical(p) for a Symmetric game that numbers its classes)
//     for every p checked and every position it moves to, and every move
//     stays in its tier or goes to one of ChildTiers; with positions nil
//     and a Tiered g that is not Dense, it checks every TierPosition(t, i)
//     of every tier.
//   - for a Symmetric game: Canonical(Canonical(p)) = Canonical(p), p and
//     Canonical(p) end alike and their moves, mapped by Canonical, are the
//     same multiset; for Orbits also OrbitSize(p) = OrbitSize(Canonical(p))
//     ≥ 1, and a position alone in its class is its own representative.
//
// This is what SolveRetrograde relies on. A game with neither capability
// passes trivially. Cost: for each position, one call of Moves and
// Predecessors, one call of Predecessors per move and of Moves per
// predecessor, and time quadratic in the number of moves. Verify calls the
// game from one goroutine.
func Verify[P comparable](g Game[P], positions []P) error {
	v, err := newVerifier(g)
	if err != nil {
		return err
	}
	if positions, err = v.defaultPositions(positions); err != nil {
		return err
	}
	for _, p := range positions {
		if err := v.position(p); err != nil {
			return err
		}
	}
	return nil
}

// verifier holds the capabilities of the game Verify checks, found once,
// and its scratch slices; each method checks one capability.
type verifier[P comparable] struct {
	g       Game[P]
	d       Dense[P]
	rev     Reversible[P]
	mc      MoveCounter[P]
	atMoves DenseMoves
	atPreds DensePredecessors
	sym     Symmetric[P]
	tg      Tiered[P]
	off     []int // MoveOffsets when it applies, else nil

	moves, preds, other []P
}

func newVerifier[P comparable](g Game[P]) (*verifier[P], error) {
	v := &verifier[P]{g: g}
	v.d, _ = g.(Dense[P])
	v.rev, _ = g.(Reversible[P])
	v.mc, _ = g.(MoveCounter[P])
	v.sym, _ = g.(Symmetric[P])
	v.tg, _ = g.(Tiered[P])
	if v.d != nil {
		v.atMoves, _ = g.(DenseMoves)
		v.atPreds, _ = g.(DensePredecessors)
		if mo, ok := g.(MoveOffsets); ok {
			if off, on := mo.MoveOffsets(); on {
				if !validOffsets(off) {
					return nil, fmt.Errorf("%w: MoveOffsets() = %v is not ascending with elements ≥ 1", ErrInconsistent, off)
				}
				v.off = append([]int{}, off...) // non-nil: the capability applies, maybe with no moves
			}
		}
	}
	if v.tg != nil {
		if err := verifyTierGraph(v.tg); err != nil {
			return nil, err
		}
	}
	return v, nil
}

// defaultPositions returns positions, or when it is nil every position of
// a Dense game (checking Index(Position(i)) = i) or of a Tiered one.
func (v *verifier[P]) defaultPositions(positions []P) ([]P, error) {
	switch {
	case positions != nil:
	case v.d != nil:
		n := v.d.Size()
		positions = make([]P, n)
		for i := range n {
			p := v.d.Position(i)
			if j := v.d.Index(p); j != i {
				return nil, fmt.Errorf("%w: Position(%d) = %v but Index(%v) = %d", ErrInconsistent, i, p, p, j)
			}
			positions[i] = p
		}
	case v.tg != nil:
		for t := range v.tg.Tiers() {
			for i := range v.tg.TierSize(t) {
				positions = append(positions, v.tg.TierPosition(t, i))
			}
		}
	}
	return positions, nil
}

// position checks everything Verify checks at p.
func (v *verifier[P]) position(p P) error {
	if err := v.numbered(p); err != nil {
		return err
	}
	if v.sym != nil {
		if err := verifySymmetry(v.g, v.sym, p); err != nil {
			return err
		}
	}
	o, ended := v.g.Terminal(p)
	if v.off != nil && ended {
		return fmt.Errorf("%w: the game has MoveOffsets, but Terminal(%v) = %v, true", ErrInconsistent, p, o)
	}
	if v.atMoves != nil {
		if o2, ended2 := v.atMoves.TerminalAt(v.d.Index(p)); o2 != o || ended2 != ended {
			return fmt.Errorf("%w: TerminalAt(%d) = %v, %v but Terminal(%v) = %v, %v", ErrInconsistent, v.d.Index(p), o2, ended2, p, o, ended)
		}
	}
	v.moves = v.moves[:0]
	if !ended {
		if err := v.forward(p); err != nil {
			return err
		}
	}
	if v.rev == nil {
		return nil
	}
	return v.backward(p)
}

// numbered checks the numberings of p: its dense index and its tier.
func (v *verifier[P]) numbered(p P) error {
	if err := v.index(p); err != nil {
		return err
	}
	return v.tier(p)
}

// index checks the dense index of p, for a Dense game.
func (v *verifier[P]) index(p P) error {
	if v.d != nil {
		i := v.d.Index(p)
		if i < 0 || i >= v.d.Size() {
			return fmt.Errorf("%w: Index(%v) = %d, Size() = %d", ErrIndex, p, i, v.d.Size())
		}
		if q := v.d.Position(i); !v.numbers(q, p) {
			return fmt.Errorf("%w: Index(%v) = %d but Position(%d) = %v", ErrInconsistent, p, i, i, q)
		}
	}
	return nil
}

// numbers reports whether q, the position a numbering gives for p's
// number, is p, or, for a Symmetric game that numbers its classes, p's
// representative.
func (v *verifier[P]) numbers(q, p P) bool {
	return q == p || v.sym != nil && q == v.sym.Canonical(p)
}

// tier checks the tier numbering of p, for a Tiered game.
func (v *verifier[P]) tier(p P) error {
	if v.tg != nil {
		t := v.tg.Tier(p)
		if t < 0 || t >= v.tg.Tiers() {
			return fmt.Errorf("%w: Tier(%v) = %d, Tiers() = %d", ErrIndex, p, t, v.tg.Tiers())
		}
		i := v.tg.TierIndex(p)
		if i < 0 || i >= v.tg.TierSize(t) {
			return fmt.Errorf("%w: TierIndex(%v) = %d, TierSize(%d) = %d", ErrIndex, p, i, t, v.tg.TierSize(t))
		}
		if q := v.tg.TierPosition(t, i); !v.numbers(q, p) {
			return fmt.Errorf("%w: Tier(%v) = %d, TierIndex = %d but TierPosition(%d, %d) = %v", ErrInconsistent, p, t, i, t, i, q)
		}
	}
	return nil
}

// forward checks the moves of p, where play goes on, and leaves them in
// v.moves.
func (v *verifier[P]) forward(p P) error {
	g := v.g
	v.moves = g.Moves(v.moves[:0], p)
	for _, q := range v.moves {
		if err := v.numbered(q); err != nil {
			return fmt.Errorf("%w (a move from %v)", err, p)
		}
		if v.tg != nil {
			if t, u := v.tg.Tier(p), v.tg.Tier(q); t != u && !slices.Contains(v.tg.ChildTiers(t), u) {
				return fmt.Errorf("%w: %v in tier %d moves to %v in tier %d, not among ChildTiers(%d) = %v", ErrInconsistent, p, t, q, u, t, v.tg.ChildTiers(t))
			}
		}
	}
	if err := appends("Moves", p, p, v.moves, func(dst []P) []P { return g.Moves(dst, p) }); err != nil {
		return err
	}
	if v.atMoves != nil {
		i := v.d.Index(p)
		got := v.atMoves.MovesAt(nil, i)
		if err := v.byNumber("Moves", p, v.moves, got); err != nil {
			return err
		}
		if err := appends("MovesAt", i, -1, got, func(dst []int) []int { return v.atMoves.MovesAt(dst, i) }); err != nil {
			return err
		}
	}
	if v.off != nil {
		if err := v.byOffsets("Moves", p, v.moves, -1); err != nil {
			return err
		}
	}
	if v.mc != nil && v.mc.NumMoves(p) != len(v.moves) {
		return fmt.Errorf("%w: NumMoves(%v) = %d, but Moves lists %d", ErrInconsistent, p, v.mc.NumMoves(p), len(v.moves))
	}
	return nil
}

// backward checks that the moves of p (in v.moves) and its predecessors
// agree with each other, for a Reversible game.
func (v *verifier[P]) backward(p P) error {
	g, rev := v.g, v.rev
	for k, q := range v.moves {
		if occurrences(v.moves[:k], q) > 0 {
			continue // counted already
		}
		v.other = rev.Predecessors(v.other[:0], q)
		if m, n := occurrences(v.moves, q), occurrences(v.other, p); m != n {
			return fmt.Errorf("%w: %v moves to %v %d time(s), but Predecessors(%v) lists %v %d time(s)",
				ErrInconsistent, p, q, m, q, p, n)
		}
	}
	v.preds = rev.Predecessors(v.preds[:0], p)
	if v.off != nil {
		if err := v.byOffsets("Predecessors", p, v.preds, +1); err != nil {
			return err
		}
	}
	if err := appends("Predecessors", p, p, v.preds, func(dst []P) []P { return rev.Predecessors(dst, p) }); err != nil {
		return err
	}
	if v.atPreds != nil {
		i := v.d.Index(p)
		got := v.atPreds.PredecessorsAt(nil, i)
		if err := v.byNumber("Predecessors", p, v.preds, got); err != nil {
			return err
		}
		if err := appends("PredecessorsAt", i, -1, got, func(dst []int) []int { return v.atPreds.PredecessorsAt(dst, i) }); err != nil {
			return err
		}
	}
	for k, q := range v.preds {
		if occurrences(v.preds[:k], q) > 0 {
			continue
		}
		if err := v.index(q); err != nil {
			return fmt.Errorf("%w (a predecessor of %v)", err, p)
		}
		if _, ended := g.Terminal(q); ended {
			return fmt.Errorf("%w: Predecessors(%v) lists %v, where play has ended", ErrInconsistent, p, q)
		}
		v.other = g.Moves(v.other[:0], q)
		if m, n := occurrences(v.other, p), occurrences(v.preds, q); m != n {
			return fmt.Errorf("%w: Predecessors(%v) lists %v %d time(s), but %v moves to %v %d time(s)",
				ErrInconsistent, p, q, n, q, p, m)
		}
	}
	return nil
}

// byOffsets checks, for a MoveOffsets game, that the numbers of got
// (moves, sign −1, or predecessors, sign +1, of position p) are
// Index(p) ∓ d for the offsets d that stay in range.
func (v *verifier[P]) byOffsets(what string, p P, got []P, sign int) error {
	i, n := v.d.Index(p), v.d.Size()
	var want, nums []int
	for _, dd := range v.off {
		if j := i + sign*dd; j >= 0 && j < n {
			want = append(want, j)
		}
	}
	for _, q := range got {
		nums = append(nums, v.d.Index(q))
	}
	if !slices.Equal(want, nums) {
		return fmt.Errorf("%w: MoveOffsets() = %v gives %s %v of position number %d (%v), but %s lists the numbers %v", ErrInconsistent, v.off, what, want, i, p, what, nums)
	}
	return nil
}

// byNumber checks that got lists the numbers of want, in order.
func (v *verifier[P]) byNumber(what string, p P, want []P, got []int) error {
	nums := make([]int, len(want))
	for i, q := range want {
		nums[i] = v.d.Index(q)
	}
	if !slices.Equal(nums, got) {
		return fmt.Errorf("%w: %sAt(%d) = %v, but the numbers of %s(%v) are %v", ErrInconsistent, what, v.d.Index(p), got, what, p, nums)
	}
	return nil
}

// occurrences returns how many times p occurs in s.
func occurrences[P comparable](s []P, p P) int {
	k := 0
	for _, q := range s {
		if q == p {
			k++
		}
	}
	return k
}

// verifySymmetry checks the rules of Symmetric (and Orbits) at p.
func verifySymmetry[P comparable](g Game[P], sym Symmetric[P], p P) error {
	c := sym.Canonical(p)
	if cc := sym.Canonical(c); cc != c {
		return fmt.Errorf("%w: Canonical(%v) = %v, but Canonical(%v) = %v", ErrInconsistent, p, c, c, cc)
	}
	o, ended := g.Terminal(p)
	if o2, ended2 := g.Terminal(c); o2 != o || ended2 != ended {
		return fmt.Errorf("%w: Terminal(%v) = %v, %v, but its representative %v has %v, %v", ErrInconsistent, p, o, ended, c, o2, ended2)
	}
	if orb, ok := sym.(Orbits[P]); ok {
		k, kc := orb.OrbitSize(p), orb.OrbitSize(c)
		if k < 1 || k != kc {
			return fmt.Errorf("%w: OrbitSize(%v) = %d, OrbitSize of its representative %v = %d", ErrInconsistent, p, k, c, kc)
		}
		if k == 1 && c != p {
			return fmt.Errorf("%w: OrbitSize(%v) = 1, but its representative is %v", ErrInconsistent, p, c)
		}
	}
	if ended {
		return nil
	}
	// The moves of p and of c, mapped to their classes, as a multiset.
	left := map[P]int{}
	for _, m := range g.Moves(nil, p) {
		left[sym.Canonical(m)]++
	}
	for _, m := range g.Moves(nil, c) {
		left[sym.Canonical(m)]--
	}
	for _, k := range left {
		if k != 0 {
			return fmt.Errorf("%w: the moves of %v and of its representative %v lead to different classes", ErrInconsistent, p, c)
		}
	}
	return nil
}

// appends checks the append contract of a Moves-style method at p: called
// with a dst holding two copies of fill (and room to grow in place), call
// must return them unchanged followed by want, what it gave for an empty
// dst.
func appends[T comparable](what string, p any, fill T, want []T, call func(dst []T) []T) error {
	dst := make([]T, 2, 2+len(want)+4)
	dst[0], dst[1] = fill, fill
	got := call(dst)
	if len(got) != 2+len(want) || got[0] != fill || got[1] != fill || !slices.Equal(got[2:], want) {
		return fmt.Errorf("%w: %s(%v) with two elements already in dst returned %v, want them kept and %v appended (it must not modify dst[:len(dst)]: start from dst, not dst[:0])",
			ErrInconsistent, what, p, got, want)
	}
	return nil
}

// VerifyScoring is Verify for a Scoring game, plus the numbered scoring
// capabilities of a Dense one: at each position checked (every position
// when positions is nil), ScoredMovesAt agrees with Terminal, Moves, Index,
// Gain and Payoff (see ScoringAt), and ScoredMovesBlock agrees with
// ScoredMovesAt on blocks of one position and on runs of consecutive
// positions, keeping what moves and ends held before the call (the append
// contract). It returns the first inconsistency, wrapping ErrInconsistent
// (or ErrIndex), or nil. Cost: Verify's, plus one call of each capability
// per position and a few blocks per position.
func VerifyScoring[P comparable, S Score](g Scoring[P, S], positions []P) error {
	if err := Verify[P](g, positions); err != nil {
		return err
	}
	d, _ := g.(Dense[P])
	at, _ := g.(ScoringAt[S])
	if d == nil || at == nil {
		return nil
	}
	bl, _ := g.(ScoringBlock[S])
	var nums []int
	if positions == nil {
		nums = make([]int, d.Size())
		for i := range nums {
			nums[i] = i
		}
	} else {
		for _, p := range positions {
			nums = append(nums, d.Index(p))
		}
	}
	// want returns the entries position i must have in a block.
	want := func(i int) ([]ScoredMove[S], error) {
		p := d.Position(i)
		_, term := g.Terminal(p)
		var moves []P
		if !term {
			moves = g.Moves(nil, p)
		}
		got, ended, pay := at.ScoredMovesAt(nil, i)
		if ended != (term || len(moves) == 0) || ended && pay != g.Payoff(p) {
			return nil, fmt.Errorf("%w: ScoredMovesAt(%d) = ended %v, payoff %v, but at %v play has ended: %v (payoff %v)",
				ErrInconsistent, i, ended, pay, p, term || len(moves) == 0, g.Payoff(p))
		}
		if ended {
			return []ScoredMove[S]{{To: -1, Gain: pay}}, nil
		}
		var w []ScoredMove[S]
		for _, q := range moves {
			w = append(w, ScoredMove[S]{To: d.Index(q), Gain: g.Gain(p, q)})
		}
		if !slices.Equal(w, got) {
			return nil, fmt.Errorf("%w: ScoredMovesAt(%d) = %v, but the moves of %v are %v", ErrInconsistent, i, got, p, w)
		}
		if err := appends("ScoredMovesAt", i, ScoredMove[S]{To: -7}, got, func(dst []ScoredMove[S]) []ScoredMove[S] {
			out, _, _ := at.ScoredMovesAt(dst, i)
			return out
		}); err != nil {
			return nil, err
		}
		return w, nil
	}
	block := func(lo, hi int) error {
		var all []ScoredMove[S]
		ends := []int32{2}
		for i := lo; i < hi; i++ {
			w, err := want(i)
			if err != nil {
				return err
			}
			all = append(all, w...)
			ends = append(ends, int32(2+len(all)))
		}
		fill := ScoredMove[S]{To: -7}
		moves, gotEnds := bl.ScoredMovesBlock([]ScoredMove[S]{fill, fill}, []int32{2}, lo, hi)
		if len(moves) < 2 || moves[0] != fill || moves[1] != fill || !slices.Equal(moves[2:], all) || !slices.Equal(gotEnds, ends) {
			return fmt.Errorf("%w: ScoredMovesBlock(%d, %d) after two moves and one end = %v, ends %v; want them kept, then %v, ends %v",
				ErrInconsistent, lo, hi, moves, gotEnds, all, ends)
		}
		return nil
	}
	for _, i := range nums {
		if i < 0 || i >= d.Size() {
			return fmt.Errorf("%w: index %d, Size() = %d", ErrIndex, i, d.Size())
		}
		if _, err := want(i); err != nil {
			return err
		}
		if bl == nil {
			continue
		}
		if err := block(i, i+1); err != nil {
			return err
		}
		if err := block(i, min(i+5, d.Size())); err != nil {
			return err
		}
	}
	return nil
}

// verifyTierGraph checks that the child tiers of g are tiers and form no
// cycle (a tier listing itself is allowed: moves may stay in a tier). It
// walks the graph with an explicit stack.
func verifyTierGraph[P comparable](g Tiered[P]) error {
	n := g.Tiers()
	state := make([]uint8, n) // 0 new, 1 on the stack, 2 done
	type frame struct{ t, k int }
	var stack []frame
	for root := range n {
		if state[root] != 0 {
			continue
		}
		state[root] = 1
		stack = append(stack[:0], frame{root, 0})
		for len(stack) > 0 {
			f := &stack[len(stack)-1]
			ch := g.ChildTiers(f.t)
			if f.k == len(ch) {
				state[f.t] = 2
				stack = stack[:len(stack)-1]
				continue
			}
			u := ch[f.k]
			f.k++
			switch {
			case u < 0 || u >= n:
				return fmt.Errorf("%w: ChildTiers(%d) lists %d, Tiers() = %d", ErrIndex, f.t, u, n)
			case u == f.t || state[u] == 2:
			case state[u] == 1:
				return fmt.Errorf("%w: tier %d is its own descendant through ChildTiers", ErrCycle, u)
			default:
				state[u] = 1
				stack = append(stack, frame{u, 0})
			}
		}
	}
	return nil
}
