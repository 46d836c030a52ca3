package board

import (
	"slices"
	"testing"
)

// countByRank counts the classes among qs by numbering each.
func countByRank(g *game, qs []Pos) int {
	var keys []uint64
	for i := range qs {
		u, j := g.slot(&qs[i])
		keys = append(keys, uint64(u)<<40|uint64(j))
	}
	slices.Sort(keys)
	return len(slices.Compact(keys))
}

// checkCounter checks counter.count against countByRank at every position
// of g, and counter.countQuiet where the rules count their quiet moves.
func checkCounter(tt *testing.T, gm Game) {
	g := gm.(*reversible).game
	var c counter
	var moves []Pos
	quiet := 0 // the positions counted from their quiet moves
	for si := range g.shapes {
		info := &g.shapes[si]
		sc := info.x.Scan(0)
		for range info.x.Size() {
			p := Pos{Sets: sc.Next(), Off: info.s.Off, Turn: info.s.Turn}
			if _, over := g.r.Terminal(p); over {
				continue
			}
			moves = g.r.Moves(moves[:0], p)
			want := countByRank(g, moves)
			if got := c.count(g, &p, info.x, sc.c, moves); got != want {
				tt.Fatalf("%v: counter %d classes among its %d moves, numbering them %d", p, got, len(moves), want)
			}
			if !c.quietOK(g, info.x, sc.c) {
				continue
			}
			nq, rest := g.quiet.CountQuiet(nil, p)
			if got, ok := c.countQuiet(g, &p, info.x, nq, rest); ok {
				if got != want {
					tt.Fatalf("%v: counter %d classes among its %d quiet moves and %d others, numbering them %d", p, got, nq, len(rest), want)
				}
				quiet++
			}
		}
	}
	if g.quiet != nil && quiet == 0 {
		tt.Errorf("%s counts its quiet moves, but no position was counted from them", g.spec.Name)
	}
}
