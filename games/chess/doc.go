// Package chess holds chess endgames as retrograde-analysis games: king
// and rook against king (KRK) and king and queen against king (KQK) on the
// 8×8 board ([Endgame], [Position]).
//
// Solved over their whole space with cgt.SolveRetrograde, they reproduce
// the published tablebase figures: KRK is mate in at most 16 moves, KQK in
// at most 10, with 216 checkmates and 22,244 draws (Black to move) in KRK.
// [Classes] solves them one position per class of the board's 8
// symmetries (cgt.Orbits), about eight times smaller.
package chess
