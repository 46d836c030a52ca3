// Package quixo is Quixo, Thierry Chapeau's game of cubes, for two
// players on a board of 3 × 3, 4 × 4 or 5 × 5 cubes, written as rules
// over a board (package board: [Rules], [New]), so that the engines and
// the tier solver take it without a line of numbering in this package.
//
// Rules, as Tanaka, Bonnet, Tixeuil and Tamura solved them ("Quixo is
// solved", 2020, arXiv:2007.15895) and as GamesmanOne's quixo game plays
// them. Each cube shows a blank face, an X or an O; play starts with
// every cube blank and X to move. A move takes a cube of the outer ring
// that is blank or shows the mover's symbol (never one of the other
// player's), turns it to the mover's symbol and pushes it back in at an
// end of its row or of its column, but not where it was taken: the cubes
// between shift one cell to fill the gap. A corner cube has 2 such ends,
// another cube of the ring 3 (44 moves at most on 5 × 5). The player to
// move wins if a row, column or diagonal of the board is all theirs, even
// if one is all the other player's too (so a move that completes a line
// for the opponent loses); else they lose if one is all the other
// player's. A player with no move loses (it never happens before a line:
// a ring of the other player's cubes holds four lines). Play that never
// ends is a draw.
//
// Positions are written from the side of the player to move (Sets[0] the
// mover's cubes, Sets[1] the other's), one number for a board and its
// colour-swapped twin; their text shows the real colours ("XO./.X./..O
// X", rows from the top, then the player to move). A move is named by the
// cube taken and the end it is pushed in at, cells named as chess names
// squares: "a1>e1" takes the cube at a1 and pushes it in at e1. The
// shapes of the game are the counts (m, o) of the mover's cubes and the
// other's; a move takes a blank, (m, o) → (o, m+1), or one of the mover's
// cubes, (m, o) → (o, m), so the blanks never grow back: the positions
// with at most K blank cubes are a game of their own (New's blanks), whose
// tiers are the first tiers of the whole game. [Counts] gives the number
// of boards of each count of cubes by outcome, for `cgt solve quixo
// --stats` to print.
//
// Results (docs/quixo.md): 3 × 3 is a win for X in 7 plies and 4 × 4 a
// win for X in 21, as GamesmanOne finds too, at every position reachable
// from the start; the paper finds 5 × 5 a draw.
package quixo
