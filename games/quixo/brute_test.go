package quixo_test

import (
	"github.com/cgtgo/cgt"
)

// brute is Quixo solved by a plain retrograde analysis over every board of
// a small side and both players to move, written without the board
// package and without the package's move tables: a board is a slice of
// cells (0 blank, 1 X, 2 O), a move removes the cube taken from its row or
// column and inserts the mover's at the chosen end, and the predecessors
// are found by inverting the forward moves.
type brute struct {
	side  int
	n     int       // boards: 3^(side²)
	out   []int8    // by position 2·board + player to move (0 X, 1 O): the outcome for the mover
	rem   []int16   // remoteness
	moves [][]int32 // the positions each position's moves lead to
}

// pos numbers a board (cells in base 3, cell 0 the least digit) and the
// player to move.
func (b *brute) pos(cells []int8, mover int) int32 {
	v := 0
	for i := len(cells) - 1; i >= 0; i-- {
		v = v*3 + int(cells[i])
	}
	return int32(2*v + mover)
}

func (b *brute) cells(p int32) ([]int8, int) {
	c := make([]int8, b.side*b.side)
	v := int(p) / 2
	for i := range c {
		c[i] = int8(v % 3)
		v /= 3
	}
	return c, int(p) % 2
}

// hasLine reports whether player's cubes (1 X, 2 O) fill a row, column or
// diagonal.
func (b *brute) hasLine(c []int8, who int8) bool {
	n := b.side
	full := func(at func(i int) int) bool {
		for i := range n {
			if c[at(i)] != who {
				return false
			}
		}
		return true
	}
	for k := range n {
		if full(func(i int) int { return k*n + i }) || full(func(i int) int { return i*n + k }) {
			return true
		}
	}
	return full(func(i int) int { return i*n + i }) || full(func(i int) int { return i*n + n - 1 - i })
}

// terminal returns the outcome for the mover when play has ended.
func (b *brute) terminal(c []int8, mover int) (cgt.Outcome, bool) {
	me, you := int8(mover+1), int8(2-mover)
	switch {
	case b.hasLine(c, me):
		return cgt.Win, true
	case b.hasLine(c, you):
		return cgt.Loss, true
	}
	return 0, false
}

// next lists the positions the moves from (c, mover) lead to.
func (b *brute) next(c []int8, mover int) []int32 {
	n := b.side
	me := int8(mover + 1)
	var out []int32
	for r := range n {
		for col := range n {
			if r != 0 && r != n-1 && col != 0 && col != n-1 {
				continue
			}
			if c[r*n+col] != 0 && c[r*n+col] != me {
				continue
			}
			// The line of cells along the row, then along the column, and
			// where the cube taken is in it.
			for _, line := range [][]int{rowCells(n, r), colCells(n, col)} {
				at := r*n + col
				k := 0
				for line[k] != at {
					k++
				}
				vals := make([]int8, 0, n)
				for i, cell := range line {
					if i != k {
						vals = append(vals, c[cell])
					}
				}
				for _, front := range []bool{true, false} {
					if front && k == 0 || !front && k == n-1 {
						continue // pushed back where it was taken
					}
					var ins []int8
					if front {
						ins = append([]int8{me}, vals...)
					} else {
						ins = append(append([]int8{}, vals...), me)
					}
					d := append([]int8{}, c...)
					for i, cell := range line {
						d[cell] = ins[i]
					}
					out = append(out, b.pos(d, 1-mover))
				}
			}
		}
	}
	return out
}

func rowCells(n, r int) []int {
	var s []int
	for i := range n {
		s = append(s, r*n+i)
	}
	return s
}

func colCells(n, c int) []int {
	var s []int
	for i := range n {
		s = append(s, i*n+c)
	}
	return s
}

// solveBrute solves every position of the board of the given side by
// levels of remoteness: at level k a position wins if a move leads to a
// loss of remoteness k−1, and loses if every move leads to a win and the
// slowest of those wins has remoteness k−1; what is left when a level
// resolves nothing is a draw.
func solveBrute(side int) *brute {
	b := &brute{side: side, n: 1}
	for range side * side {
		b.n *= 3
	}
	size := 2 * b.n
	b.out, b.rem, b.moves = make([]int8, size), make([]int16, size), make([][]int32, size)
	for p := range int32(size) {
		c, mover := b.cells(p)
		if o, over := b.terminal(c, mover); over {
			b.out[p] = int8(o)
			continue
		}
		b.moves[p] = b.next(c, mover)
		if len(b.moves[p]) == 0 {
			b.out[p] = int8(cgt.Loss)
		}
	}
	for k := int16(1); ; k++ {
		var won, lost []int32
		for p := range int32(size) {
			if b.out[p] != 0 {
				continue
			}
			allWin, slowest, win := true, int16(-1), false
			for _, q := range b.moves[p] {
				switch cgt.Outcome(b.out[q]) {
				case cgt.Loss:
					win = win || b.rem[q] == k-1
				case cgt.Win:
					slowest = max(slowest, b.rem[q])
				default:
					allWin = false
				}
			}
			switch {
			case win:
				won = append(won, p)
			case allWin && slowest == k-1:
				lost = append(lost, p)
			}
		}
		if len(won)+len(lost) == 0 {
			break
		}
		for _, p := range won {
			b.out[p], b.rem[p] = int8(cgt.Win), k
		}
		for _, p := range lost {
			b.out[p], b.rem[p] = int8(cgt.Loss), k
		}
	}
	for p := range b.out {
		if b.out[p] == 0 {
			b.out[p] = int8(cgt.Draw)
		}
	}
	return b
}
