// Package subtraction holds the subtraction games: one heap, and a move
// takes s tokens for some s in a fixed set.
//
// [New] builds the game for any finite set under normal or misère play
// ([cgt.Normal], [cgt.Misere]) as a Dense, Reversible game for every
// engine, with its nim-sequence ([Game.Values]) and its proven period
// ([Game.Period]). Closed forms: the Bash game, take 1 to m
// ([BashOutcome], [BashWinningTake]), and take p to q with a heap smaller
// than p taken whole ([NewTakeRange], [TakeRangeOutcome],
// [TakeRangeWinningTakes]), exact for every integer type.
// Subtract-a-square ([Squares]) has no known closed form; the push form of
// the topological engine solves it to 10⁷ (13,952 losing positions up to
// 10⁶, OEIS A030193).
package subtraction
