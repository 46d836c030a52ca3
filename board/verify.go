package board

import (
	"fmt"
	"slices"

	"github.com/cgtgo/cgt"
)

// Verify checks a game written as rules at the positions given (every
// position of the game when positions is nil): what cgt.Verify checks (moves
// against un-moves, the numbering, the symmetries, the tiers), and what the
// board package relies on besides: the text of each position reads back as
// the position; Moves lists no position twice where Spec.UniqueMoves says
// so; UnmovesFrom (UnmoverFrom) lists the un-moves of each shape that
// Unmoves lists, in the same order. It returns the first inconsistency,
// wrapping cgt.ErrInconsistent. Cost: cgt.Verify's, and a call of Unmoves
// and of UnmovesFrom for each shape among its results, a position.
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
