// Package boardtext writes the parts of a board game (package
// github.com/cgtgo/cgt/board) as the commands and the server show them:
// the counters its text writes after the player to move, and the label
// of a shape. It is internal: shared by internal/boardgames (cgt solve,
// cgt-cluster) and package serve, which must not import the registry of
// games.
package boardtext

import (
	"strconv"
	"strings"

	"github.com/cgtgo/cgt/board"
)

// Counters returns the number of counters off the board that g's
// positions keep, as its text writes them after the player to move: up to
// the last that some shape has.
func Counters(g board.Game) int {
	n := 0
	for _, s := range g.Spec().Shapes {
		for i, c := range s.Off {
			if c != 0 {
				n = max(n, i+1)
			}
		}
	}
	return n
}

// Label names a shape by the letters of its kinds with their counts, the
// counters off the board and, for a game whose positions carry the player
// to move, that player: "W3 B4 +2,1"; for a game written from the side of
// the player to move (Spec.Swap), the kinds as the first player to move
// sees them (in mills, W the mover's stones).
func Label(g board.Game, s board.Shape) string {
	sp := g.Spec()
	var parts []string
	for k := range len(sp.Kinds) {
		parts = append(parts, sp.Kinds[k:k+1]+strconv.Itoa(int(s.On[k])))
	}
	if n := Counters(g); n > 0 {
		var off []string
		for i := range n {
			off = append(off, strconv.Itoa(int(s.Off[i])))
		}
		parts = append(parts, "+"+strings.Join(off, ","))
	}
	if sp.Swap == nil {
		parts = append(parts, sp.Players[s.Turn&1:s.Turn&1+1]+" to move")
	}
	return strings.Join(parts, " ")
}
