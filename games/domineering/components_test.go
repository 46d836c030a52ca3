package domineering

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// bruteRegions is Components by the definition: each square's region by
// a search over its neighbours, drawn in its bounding box, and the least
// (as a Board's bits) of the region, its mirror images left–right and
// top–bottom and its turn by 180°.
func bruteRegions(b Board) []Board {
	rows, cols := int(b.rows), int(b.cols)
	seen := make([]bool, rows*cols)
	var out []Board
	for start := range rows * cols {
		if seen[start] || b.cells>>start&1 == 0 {
			continue
		}
		var sq []int
		queue := []int{start}
		seen[start] = true
		for len(queue) > 0 {
			s := queue[0]
			queue = queue[1:]
			sq = append(sq, s)
			r, c := s/cols, s%cols
			for _, d := range [][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
				nr, nc := r+d[0], c+d[1]
				if b.Empty(nr, nc) && !seen[nr*cols+nc] {
					seen[nr*cols+nc] = true
					queue = append(queue, nr*cols+nc)
				}
			}
		}
		if len(sq) < 2 {
			continue
		}
		r0, r1, c0, c1 := rows, -1, cols, -1
		for _, s := range sq {
			r0, r1 = min(r0, s/cols), max(r1, s/cols)
			c0, c1 = min(c0, s%cols), max(c1, s%cols)
		}
		h, w := r1-r0+1, c1-c0+1
		var best Board
		for k := range 4 {
			var cells uint64
			for _, s := range sq {
				r, c := s/cols-r0, s%cols-c0
				if k&1 != 0 {
					c = w - 1 - c
				}
				if k&2 != 0 {
					r = h - 1 - r
				}
				cells |= 1 << (r*w + c)
			}
			if k == 0 || cells < best.cells {
				best = Board{cells, uint8(h), uint8(w)}
			}
		}
		out = append(out, best)
	}
	return out
}

func sortBoards(s []Board) {
	slices.SortFunc(s, func(a, b Board) int {
		if a.cells != b.cells {
			if a.cells < b.cells {
				return -1
			}
			return 1
		}
		return int(a.rows) - int(b.rows)
	})
}

// TestComponentsBrute checks Components against bruteRegions on random
// boards of every shape up to 64 squares, full and after random play.
func TestComponentsBrute(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 2))
	for rows := 1; rows <= 64; rows++ {
		for cols := 1; rows*cols <= 64; cols++ {
			for range 20 {
				b := played(rng, rows, cols, rng.IntN(rows*cols+1))
				if rng.IntN(2) == 0 { // any set of squares, not only what play leaves
					b.cells &= rng.Uint64()
				}
				got := Game{}.Components(nil, b)
				want := bruteRegions(b)
				sortBoards(got)
				sortBoards(want)
				if !slices.Equal(got, want) {
					t.Fatalf("Components(%v) = %v, want %v", b, got, want)
				}
			}
		}
	}
}

// BenchmarkComponents splits the boards of every move from the regions of
// the 8×8 boards after random play, as the engine does.
func BenchmarkComponents(b *testing.B) {
	var moves []Board
	for _, p := range playedBoards(40) {
		for _, r := range (Game{}).Components(nil, p) {
			moves = Game{}.LeftMoves(moves, r)
			moves = Game{}.RightMoves(moves, r)
		}
	}
	var dst []Board
	for b.Loop() {
		for _, m := range moves {
			dst = Game{}.Components(dst[:0], m)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(moves)), "ns/board")
}
