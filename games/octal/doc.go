// Package octal solves octal and hexadecimal take-and-break games, Grundy's
// game and Treblecross.
//
// An octal game is given by its code d0.d1d2…dt (Parse): digit dj says
// whether a move that removes j tokens from a heap may leave no heap, one
// heap, two heaps or (hexadecimal digits 8–F) three heaps. Kayles is
// "0.77", Dawson's Kayles "0.07", Dawson's chess "0.137". Grundy's game
// (Grundys) splits a heap into two unequal heaps.
//
// The package offers three views of such a game:
//
//   - the nim-sequence of single heaps, G(0), G(1), …: Game.Sequence
//     computes it with the sparse-space method, Game.SequenceNaive the
//     straightforward way, and Game.Prove computes it until the Guy–Smith
//     theorem proves its period, which then gives every G(n). The files
//     fill.go and sparse.go hold the two fills, prove.go the period prover;
//   - the value of a sum of heaps and its winning moves
//     (Sequence.SumValue, Sequence.WinningMoves), by XOR of the values;
//   - the game itself as a cgt.Game over multisets of heaps (HeapSum), for
//     the generic engines and for checks on small positions.
//
// Treblecross (three X in a row on a 1×n strip) reduces to the octal game
// 0.007; Treblecross answers who wins an empty row and where to play, and
// TreblecrossBoard is the real board as a cgt.Game to check the reduction.
//
// Speed: the sparse fill is timed against ogs, the octal solver of
// Beling's impartial-games, by testdata/ogs/compare.sh (given a copy of
// its source; it checks that both find the same values). On 2²¹ heaps, one
// thread each, cgt takes 0.89× of ogs' CPU time on 0.6, 0.61× on 0.354,
// 0.40× on 0.376, 0.57× on 0.16 and 0.40× on 0.1777.
//
// Values are 16-bit: a game whose nim-values pass 65535 within the values
// asked for is an error wrapping cgt.ErrLimit. Long computations take a
// context and cgt.Options (limit, progress) like the engines of package cgt.
package octal
