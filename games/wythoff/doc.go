// Package wythoff holds Wythoff's game: two heaps, and a move takes any
// number of tokens from one heap or the same number from both.
//
// Its P-positions are (⌊kφ⌋, ⌊kφ²⌋) and their mirrors (Wythoff, 1907;
// OEIS A000201 and A001950). [Pair], [IsP], [Outcome] and [WinningMoves]
// compute them exactly for every uint64 pair with integer arithmetic
// (⌊kφ⌋ = (k + ⌊√(5k²)⌋)/2 with 128-bit intermediates), where formulas in
// floating point fail above about 2⁵³. [GrundyTable] gives the nim-values
// of a rectangle of positions, and [Game] is the game for the engines.
package wythoff
