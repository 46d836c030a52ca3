// Package fibonacci holds Fibonacci nim and Zeckendorf representations.
//
// Fibonacci nim: one heap of n tokens; the first player takes any number
// but not all, and afterwards each player takes at least one and at most
// twice what the opponent just took. The first player loses iff n is a
// Fibonacci number, and a winning take is the smallest term of the
// Zeckendorf representation of what is left ([Zeckendorf],
// [Outcome], [WinningTake], [WinningTakes]). [Game] is the game for the
// engines, on positions (tokens left, most that may be taken).
package fibonacci
