// Package connect4 holds Connect Four on boards of up to 64 cells
// with a column of headroom ([Game], [Position], [New]), scored by how
// soon a game is won so that cgt.Searcher finds the fastest win. Published
// results it reproduces: 4×4, 5×4, 5×5 and 6×5 are draws, 6×4 is a
// second-player win, and 7×6 a first-player win (opt-in test).
//
// [Tiered] ([NewTiered]) is the same game with every legal move and one
// tier per number of stones, for a strong solve tier by tier (package
// github.com/cgtgo/cgt/tier, "cgt solve connect4 --board WxH --tiers DIR"):
// the outcome and remoteness of every position, checked against the
// Searcher on random reachable positions.
package connect4
