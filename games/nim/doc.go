// Package nim holds Nim and its close relatives, in closed form and as
// games for the engines.
//
// Nim: a move takes any number of tokens from one heap. Under normal play
// (who takes the last token wins) a position is lost iff the XOR of the
// heap sizes, its nim-sum, is 0 (Bouton, 1901): [Outcome], [Sum],
// [WinningMoves] and [AppendWinningMoves] answer in O(number of heaps) for
// any integer type. Under misère play (who takes the last token loses) the
// rule is the same except when every heap is 0 or 1: [MisereOutcome],
// [MisereWinningMoves].
//
// [Game] is Nim on a few bounded heaps as a Dense, Reversible game, and
// [Poker] adds bounded additions ("poker Nim"), whose lost positions are
// still those of Nim; the tests solve both with the engines and check the
// closed forms against them.
package nim
