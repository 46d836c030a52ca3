// Package boardtext holds what the commands and the server read of a
// board game (package github.com/cgtgo/cgt/board) beyond its board.Game
// methods: the label of a shape and the game's start. It is internal:
// shared by cmd/cgt, internal/boardgames (cgt solve, cgt-cluster) and
// package serve, which must not import the registry of games.
package boardtext

import (
	"strconv"
	"strings"

	"github.com/cgtgo/cgt/board"
)

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
	if n := g.Counters(); n > 0 {
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

// Start returns the start of g (its Spec's first Start), if g has one
// among its positions: a game of part of the positions (Nine Men's
// Morris's midgame) may not.
func Start(g board.Game) (board.Pos, bool) {
	st := g.Spec().Start
	if len(st) == 0 || g.Index(st[0]) < 0 {
		return board.Pos{}, false
	}
	return st[0], true
}
