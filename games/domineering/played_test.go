package domineering

import (
	"math/bits"
	"math/rand/v2"
)

// played returns a rows×cols board after random play from the empty board
// (Left's vertical and Right's horizontal dominoes in turn, each uniform
// over the legal ones) until at least filled squares are covered, or
// until the player to move cannot.
func played(r *rand.Rand, rows, cols, filled int) Board {
	b := Rectangle(rows, cols)
	var moves []Board
	for left := true; rows*cols-bits.OnesCount64(b.cells) < filled; left = !left {
		if left {
			moves = Game{}.LeftMoves(moves[:0], b)
		} else {
			moves = Game{}.RightMoves(moves[:0], b)
		}
		if len(moves) == 0 {
			break
		}
		b = moves[r.IntN(len(moves))]
	}
	return b
}

// playedBoards returns n boards of 8×8 Domineering after random play
// until 34 or more squares are filled (30 or fewer empty), from a fixed
// seed.
func playedBoards(n int) []Board {
	r := rand.New(rand.NewPCG(2, 9))
	out := make([]Board, n)
	for i := range out {
		out[i] = played(r, 8, 8, 34)
	}
	return out
}
