// Package board numbers the positions of board games and solves games
// written as rules over a board, so that a game of one's own needs no
// numbering code to be solved strongly, saved and queried at 10⁹–10¹⁰
// positions.
//
// # The index
//
// A board has up to 64 cells and a group of symmetries, permutations of
// its cells (Group, generated from a few of them: a quarter turn and a
// mirror image of a square give its eight). An Index numbers the
// arrangements of up to MaxKinds kinds of pieces on the cells, with a
// given count of each kind, densely, 0 … Size()−1, one number for each
// class of arrangements the symmetries map to each other: Rank gives the
// number of any arrangement (and RankSym the symmetry that takes it to its
// class's representative), Unrank the representative of a number, and a
// Scanner walks a range in number order in constant time a position on
// average. Numbering keys on one kind: its sets fall into classes by a
// table (4 bytes for each set of its size), and the others are numbered as
// digits of a mixed radix on the cells it leaves; the classes with
// symmetry keep a bit for each of their arrangements (see Index). On the
// 24 points of Nine Men's Morris with its 16 symmetries, Rank takes about
// as long as games/morris's hand-written numbering of the same classes,
// and Unrank a sixth to a half of its time
// (games/morris BenchmarkIndexVsBoard).
//
// # Games written as rules
//
// A game is written as Rules over a board: a Spec (the cells, the kinds of
// pieces and their letters, the symmetries, the shapes, the start, the
// layout for drawing), Moves and Terminal (as cgt.Game's), Next (the
// shapes a move leads to), and, optionally, Unmoves (the positions a
// position is reached from, Unmover), UnmovesFrom (those of one shape,
// UnmoverFrom), a count of the moves that capture nothing
// (QuietCounter) and move names (Namer). Positions are Pos values: the cells
// of each kind, counters off the board (stones in hand, pieces taken) and
// the player to move. A Shape is what a position's numbering depends on:
// the count of each kind on the board, the counters and the player to
// move; the positions of a shape are numbered by an Index.
//
// New makes a Game of the rules: the tiers are the groups of shapes that
// lead to each other (the strongly connected components of Next), ordered
// children first; a tier's positions are its shapes' Index numbers one
// after the other. The Game is cgt.Dense, cgt.Tiered and cgt.Orbits, so
// that cgt.SolveRetrograde solves a small game in memory, one position a
// class, and package github.com/cgtgo/cgt/tier solves a large one tier by
// tier into checksummed table files, in bounded memory, on several cores
// or (cmd/cgt-cluster) machines; with Unmoves it is also cgt.Reversible
// and tier.Retro, so that tiers whose moves stay inside them (a slide, a
// king step, a push) are solved by the lean retrograde analysis in 2
// bytes a position. cgt solve, cgt query and cgt serve take the games the
// command registers.
//
// Writing a game from the side of the player to move (Sets[0] the mover's
// pieces, Sets[1] the other's, Spec.Swap saying how a change of turn
// exchanges the kinds) makes one number serve a board and its
// colour-swapped twin, and the text still shows the real colours.
//
// A game of tic-tac-toe written this way, solved in memory, is the
// package's example; games/mills (the morris family, docs/mills.md) is
// written on it.
//
// # Costs
//
// Numbering costs a step a piece; the key's class tables are shared by the
// Indexes of a Board. The solver's two questions of a loopy tier are
// answered from the rules: how many distinct slots a position's moves reach
// (told apart without numbering where the moves leave the pieces of a
// kind alone and the symmetries allow it, else each numbered) and which
// slots lead to a slot (the un-moves, numbered, sorted only where two
// could share a slot). Against games/morris's hand-written answers on
// Nine Men's Morris, which count without listing, they take 1.4 and 2.1
// times the CPU (games/mills BenchmarkRetroNine), and a solve of the
// midgame of 9 stones 1.5 – 2.0 times (docs/mills.md).
package board
