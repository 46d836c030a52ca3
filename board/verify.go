package board

import (
	"fmt"
	"slices"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/tier"
)

// Verify checks a game written as rules at the positions given (every
// position of the game when positions is nil): what cgt.Verify checks (moves
// against un-moves, the numbering, the symmetries, the tiers), and what the
// board package relies on besides: the text of each position reads back as
// the position; Moves lists no position twice where Spec.UniqueMoves says
// so; CountQuiet (QuietCounter) counts the quiet moves among Moves and
// lists the others in their order; UnmovesFrom (UnmoverFrom) lists the
// un-moves of each shape that Unmoves lists, in the same order; and, for
// a game with un-moves, the retrograde analysis's counts (tier.Retro)
// agree with the moves and un-moves numbered one by one: CountMoves gives
// the number of distinct slots among the moves of the class of each
// position, PredecessorSlots the distinct slots of its un-moves in each
// tier. It returns the first
// inconsistency, wrapping cgt.ErrInconsistent. Cost: cgt.Verify's, and a
// call of Unmoves and of UnmovesFrom for each shape among its results, a
// position.
func Verify(g Game, positions []Pos) error {
	if err := cgt.Verify[Pos](g, positions); err != nil {
		return err
	}
	if positions == nil {
		for i := range g.Size() {
			positions = append(positions, g.Position(i))
		}
	}
	sp := g.Spec()
	r := g.Rules()
	u, _ := r.(Unmover)
	from, _ := r.(UnmoverFrom)
	bad := func(format string, a ...any) error {
		return fmt.Errorf("%w: %s: %s", cgt.ErrInconsistent, sp.Name, fmt.Sprintf(format, a...))
	}
	for _, p := range positions {
		players := []int{0}
		if sp.Swap != nil {
			players = []int{0, 1}
		}
		for _, pl := range players {
			text := g.Text(p, pl)
			q, pl2, err := g.Parse(text)
			if err != nil || q != p || sp.Swap != nil && pl2 != pl {
				return bad("%v written %q reads back as %v, player %d (%v)", p, text, q, pl2, err)
			}
		}
		if _, over := g.Terminal(p); !over && sp.UniqueMoves {
			moves := g.Moves(nil, p)
			slices.SortFunc(moves, func(a, b Pos) int { return comparePos(&a, &b) })
			for i := 1; i < len(moves); i++ {
				if moves[i] == moves[i-1] {
					return bad("%s lists the move to %s twice, though Spec.UniqueMoves says it never repeats one", g.Text(p, 0), g.Text(moves[i], 1))
				}
			}
		}
		if err := verifyQuiet(g, p); err != nil {
			return bad("%s: %v", g.Text(p, 0), err)
		}
		if rt, ok := g.(tier.Retro); ok {
			if err := verifyRetro(g, rt, p); err != nil {
				return bad("%s: %v", g.Text(p, 0), err)
			}
		}
		if u == nil || from == nil {
			continue
		}
		all := u.Unmoves(nil, p)
		var shapes []Shape
		for _, q := range all {
			if s := q.Shape(); !slices.Contains(shapes, s) {
				shapes = append(shapes, s)
			}
		}
		for _, s := range shapes {
			var want []Pos
			for _, q := range all {
				if q.Shape() == s {
					want = append(want, q)
				}
			}
			if got := from.UnmovesFrom(nil, p, s); !slices.Equal(got, want) {
				return bad("%s: UnmovesFrom(%v) lists %v, Unmoves of that shape %v", g.Text(p, 0), s, got, want)
			}
		}
	}
	return nil
}

// verifyQuiet checks the rules' CountQuiet (QuietCounter) at p against
// their Moves: the number of quiet moves, and the others listed in the
// same order.
func verifyQuiet(g Game, p Pos) error {
	qc, ok := g.Rules().(QuietCounter)
	if _, over := g.Terminal(p); !ok || over {
		return nil
	}
	sp := g.Spec()
	key, z := quietKinds(&sp)
	var others []Pos
	quiet := 0
	for _, q := range g.Moves(nil, p) {
		if q.Sets[z] == p.Sets[key] {
			quiet++
		} else {
			others = append(others, q)
		}
	}
	n, got := qc.CountQuiet(nil, p)
	if n != quiet || !slices.Equal(got, others) {
		return fmt.Errorf("CountQuiet counts %d quiet moves and lists %v; Moves has %d quiet ones and the others %v", n, got, quiet, others)
	}
	return nil
}

// verifyRetro checks rt's CountMoves and PredecessorSlots at the class of
// p against its representative's moves and un-moves, numbered one by one.
func verifyRetro(g Game, rt tier.Retro, p Pos) error {
	t, i := g.Tier(p), g.TierIndex(p)
	q := g.TierPosition(t, i)
	type slot struct{ t, i int }
	distinct := func(ps []Pos, in int) []slot {
		var out []slot
		for _, m := range ps {
			if s := (slot{g.Tier(m), g.TierIndex(m)}); (in < 0 || s.t == in) && !slices.Contains(out, s) {
				out = append(out, s)
			}
		}
		return out
	}
	var moves []Pos
	if _, over := g.Terminal(q); !over {
		moves = g.Moves(nil, q)
	}
	n := []uint16{0}
	rt.CountMoves(n, t, i)
	if want := len(distinct(moves, -1)); int(n[0]) != want {
		return fmt.Errorf("CountMoves counts %d distinct classes among its moves, numbering each gives %d", n[0], want)
	}
	rev, ok := g.(cgt.Reversible[Pos])
	if !ok {
		return nil
	}
	preds := rev.Predecessors(nil, q)
	for u := range g.Tiers() {
		if u != t && !slices.Contains(g.ChildTiers(u), t) {
			continue
		}
		var want []int
		for _, s := range distinct(preds, u) {
			want = append(want, s.i)
		}
		got := rt.PredecessorSlots(nil, u, t, []int{i})
		slices.Sort(want)
		slices.Sort(got)
		if !slices.Equal(got, want) {
			return fmt.Errorf("PredecessorSlots in tier %d gives %v, its un-moves numbered one by one %v", u, got, want)
		}
	}
	return nil
}
