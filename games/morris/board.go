package morris

import "math/bits"

// Points is the number of points of the board.
const Points = 24

// The points, numbered in reading order (top row first, left to right),
// named by the usual coordinates (files a–g, ranks 1–7):
//
//	a7 ----------- d7 ----------- g7        0 ----------- 1 ----------- 2
//	|              |              |         |             |             |
//	|    b6 ------ d6 ------ f6   |         |   3 ------- 4 ------- 5   |
//	|    |         |         |    |         |   |         |         |   |
//	|    |    c5 - d5 - e5   |    |         |   |   6 --- 7 --- 8   |   |
//	|    |    |         |    |    |         |   |   |           |   |   |
//	a4 - b4 - c4        e4 - f4 - g4        9 - 10 - 11        12 - 13 - 14
//	|    |    |         |    |    |         |   |   |           |   |   |
//	|    |    c3 - d3 - e3   |    |         |   |  15 --- 16 --- 17 |   |
//	|    |         |         |    |         |   |         |         |   |
//	|    b2 ------ d2 ------ f2   |         |  18 ------ 19 ------ 20   |
//	|              |              |         |             |             |
//	a1 ----------- d1 ----------- g1       21 ---------- 22 ---------- 23
var pointNames = [Points]string{
	"a7", "d7", "g7", "b6", "d6", "f6", "c5", "d5", "e5",
	"a4", "b4", "c4", "e4", "f4", "g4",
	"c3", "d3", "e3", "b2", "d2", "f2", "a1", "d1", "g1",
}

// rings lists the points of each square, outer first, clockwise from its
// top-left corner: position k of a ring is a corner for even k and the
// middle of a side for odd k, where the squares are joined.
var rings = [3][8]int{
	{0, 1, 2, 14, 23, 22, 21, 9},
	{3, 4, 5, 13, 20, 19, 18, 10},
	{6, 7, 8, 12, 17, 16, 15, 11},
}

// board holds the tables derived from the geometry.
type board struct {
	adj     [Points]uint32    // the points joined to each point
	mills   [16]uint32        // the 16 lines of three
	millsAt [Points][2]uint32 // the two lines through each point
	sym     [16][Points]int8  // the 16 symmetries as permutations of the points
	symByte [16][3][256]uint32
}

var geo = newBoard()

func newBoard() *board {
	b := &board{}
	link := func(p, q int) {
		b.adj[p] |= 1 << q
		b.adj[q] |= 1 << p
	}
	nm := 0
	line := func(p, q, r int) {
		m := uint32(1)<<p | uint32(1)<<q | uint32(1)<<r
		b.mills[nm] = m
		nm++
		for _, x := range [3]int{p, q, r} {
			if b.millsAt[x][0] == 0 {
				b.millsAt[x][0] = m
			} else {
				b.millsAt[x][1] = m
			}
		}
	}
	for r := range 3 {
		for k := range 8 {
			link(rings[r][k], rings[r][(k+1)%8])
		}
		for k := 0; k < 8; k += 2 {
			line(rings[r][k], rings[r][k+1], rings[r][(k+2)%8])
		}
	}
	for k := 1; k < 8; k += 2 {
		link(rings[0][k], rings[1][k])
		link(rings[1][k], rings[2][k])
		line(rings[0][k], rings[1][k], rings[2][k])
	}
	// The symmetries: a quarter turn j times, after a mirror image or not,
	// with the inner and outer squares exchanged or not (a symmetry of the
	// board's lines, if not of its picture). Symmetry 0 is the identity.
	s := 0
	for swap := range 2 {
		for mirror := range 2 {
			for j := range 4 {
				for r := range 3 {
					for k := range 8 {
						k2 := k
						if mirror == 1 {
							k2 = (8 - k) % 8
						}
						k2 = (k2 + 2*j) % 8
						r2 := r
						if swap == 1 {
							r2 = 2 - r
						}
						b.sym[s][rings[r][k]] = int8(rings[r2][k2])
					}
				}
				s++
			}
		}
	}
	for s := range 16 {
		for by := range 3 {
			for v := range 256 {
				var out uint32
				for i := range 8 {
					if v>>i&1 != 0 {
						out |= 1 << b.sym[s][8*by+i]
					}
				}
				b.symByte[s][by][v] = out
			}
		}
	}
	return b
}

// apply returns the image of the set of points x under symmetry s.
func (b *board) apply(s int, x uint32) uint32 {
	t := &b.symByte[s]
	return t[0][x&255] | t[1][x>>8&255] | t[2][x>>16]
}

// inMill reports whether point p of the set x lies on a line of three of x.
func (b *board) inMill(x uint32, p int) bool {
	m := &b.millsAt[p]
	return x&m[0] == m[0] || x&m[1] == m[1]
}

// milled returns the points of x that lie on a line of three of x.
func (b *board) milled(x uint32) uint32 {
	var out uint32
	for _, m := range &b.mills {
		if x&m == m {
			out |= m
		}
	}
	return out
}

// removable returns the stones of x that a mill may remove: those not in a
// line of three of x, or all of them if every one is.
func (b *board) removable(x uint32) uint32 {
	if r := x &^ b.milled(x); r != 0 {
		return r
	}
	return x
}

// targets returns the points a stone of x at p may go to with the empty
// points free: the empty neighbours, or every empty point for a player
// who flies.
func (b *board) targets(p int, free uint32, fly bool) uint32 {
	if fly {
		return free
	}
	return b.adj[p] & free
}

const full = 1<<Points - 1

func popcount(x uint32) int { return bits.OnesCount32(x) }
