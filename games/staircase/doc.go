// Package staircase holds staircase Nim and the equal-piles game.
//
// Staircase Nim: coins lie on the steps of a staircase and a move brings
// any number of coins from one step down to the next (from step 1 to the
// ground). It is Nim on the odd steps: lost iff the XOR of the odd steps is
// 0 ([Outcome], [WinningMoves]); [Game] is the same game for the engines.
//
// The equal-piles game: a move removes one stone from each of K ≥ 1 piles
// of equal size. It is staircase Nim on the number of piles of each size,
// lost iff the XOR over odd sizes s of the number of piles of size s is 0
// ([EqualPilesOutcome], [EqualPilesWinningMoves], [EqualPiles]). A folk rule
// that keeps the even sizes instead is false: a single pile of 2 is lost.
package staircase
