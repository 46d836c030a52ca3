package mills

import (
	"math/bits"
	"strconv"
)

// geometry is a board of the morris family: its points, the lines that
// join them, the mills (lines of three) and its symmetries.
type geometry struct {
	n       int        // points, numbered in reading order
	grid    int        // the points lie on a grid×grid grid
	rc      [][2]int   // rc[p]: the row and column of point p
	adj     [64]uint64 // adj[p]: the points joined to p
	mills   []uint64   // every line of three
	millsAt [][]uint64 // millsAt[p]: the mills through p
	syms    [][]int    // generators of the symmetries
	lines   [][]int    // the lines drawn: the sides of the squares and the joins
	rows    []int      // points a row, top first
	names   []string   // a7, d7, … as chess names squares
	// two[p]: the first two mills through p, a mask no set of points
	// holds where there are fewer; more: the points on more than two
	// (Seven's middle point, on six), whose others inMill reads from
	// millsAt.
	two  [64][2]uint64
	more uint64
}

// A board is given by its points on a grid (row, column), its lines
// (each a run of points joined in turn; a run of three is a mill when
// mill is set) and whether exchanging the inner and outer squares is a
// symmetry.
type line struct {
	pts  [][2]int
	mill bool
}

func newGeometry(grid int, lines []line, ringSwap bool) *geometry {
	g := &geometry{grid: grid}
	at := map[[2]int]int{}
	// The points in reading order.
	var pts [][2]int
	for _, l := range lines {
		for _, p := range l.pts {
			if _, ok := at[p]; !ok {
				at[p] = -1
				pts = append(pts, p)
			}
		}
	}
	sortRC(pts)
	for i, p := range pts {
		at[p] = i
	}
	g.n, g.rc = len(pts), pts
	g.millsAt = make([][]uint64, g.n)
	for _, l := range lines {
		var idx []int
		for _, p := range l.pts {
			idx = append(idx, at[p])
		}
		g.lines = append(g.lines, idx)
		for k := 1; k < len(idx); k++ {
			g.adj[idx[k-1]] |= 1 << idx[k]
			g.adj[idx[k]] |= 1 << idx[k-1]
		}
		if l.mill {
			var m uint64
			for _, i := range idx {
				m |= 1 << i
			}
			g.mills = append(g.mills, m)
			for _, i := range idx {
				g.millsAt[i] = append(g.millsAt[i], m)
			}
		}
	}
	for p, ms := range g.millsAt {
		g.two[p] = [2]uint64{noMill, noMill}
		copy(g.two[p][:], ms)
		if len(ms) > 2 {
			g.more |= 1 << p
		}
	}
	for i, p := range pts {
		if i == 0 || p[0] != pts[i-1][0] {
			g.rows = append(g.rows, 0)
		}
		g.rows[len(g.rows)-1]++
		g.names = append(g.names, string(rune('a'+p[1]))+strconv.Itoa(grid-p[0]))
	}
	// The symmetries: a quarter turn and a mirror image of the grid, and
	// the exchange of the inner and outer squares.
	mid := grid / 2
	perm := func(f func(r, c int) (int, int)) []int {
		s := make([]int, g.n)
		for i, p := range pts {
			s[i] = at[func() [2]int { r, c := f(p[0], p[1]); return [2]int{r, c} }()]
		}
		return s
	}
	g.syms = [][]int{
		perm(func(r, c int) (int, int) { return c, grid - 1 - r }),
		perm(func(r, c int) (int, int) { return r, grid - 1 - c }),
	}
	if ringSwap {
		dmin, dmax := grid, 0
		for _, p := range pts {
			d := ring(p, mid)
			dmin, dmax = min(dmin, d), max(dmax, d)
		}
		g.syms = append(g.syms, perm(func(r, c int) (int, int) {
			d := ring([2]int{r, c}, mid)
			e := dmin + dmax - d
			return mid + (r-mid)/d*e, mid + (c-mid)/d*e
		}))
	}
	return g
}

// ring returns the distance of p from the middle of the grid: its square.
func ring(p [2]int, mid int) int { return max(abs(p[0]-mid), abs(p[1]-mid)) }

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func sortRC(pts [][2]int) {
	for i := 1; i < len(pts); i++ {
		for j := i; j > 0 && (pts[j][0] < pts[j-1][0] || pts[j][0] == pts[j-1][0] && pts[j][1] < pts[j-1][1]); j-- {
			pts[j], pts[j-1] = pts[j-1], pts[j]
		}
	}
}

// squares returns the lines of concentric squares at the given distances
// from the middle of a grid: the sides of each (mills), and the joins of
// the middles of their sides from each square to the next (a mill when
// it passes three squares, as in Nine Men's Morris).
func squares(grid int, ds ...int) []line {
	mid := grid / 2
	var out []line
	for _, d := range ds {
		lo, hi := mid-d, mid+d
		out = append(out,
			line{[][2]int{{lo, lo}, {lo, mid}, {lo, hi}}, true},
			line{[][2]int{{lo, hi}, {mid, hi}, {hi, hi}}, true},
			line{[][2]int{{hi, lo}, {hi, mid}, {hi, hi}}, true},
			line{[][2]int{{lo, lo}, {mid, lo}, {hi, lo}}, true})
	}
	for _, dir := range [4][2]int{{-1, 0}, {0, 1}, {1, 0}, {0, -1}} {
		var pts [][2]int
		for _, d := range ds {
			pts = append(pts, [2]int{mid + dir[0]*d, mid + dir[1]*d})
		}
		out = append(out, line{pts, len(pts) == 3})
	}
	return out
}

var (
	// board16 is the board of Five and Six Men's Morris: two squares.
	board16 = newGeometry(5, squares(5, 2, 1), true)
	// board17 adds a point in the middle, joined to the inner square's
	// sides: the middle row and column of five points each hold three
	// mills.
	board17 = newGeometry(5, append(squares(5, 2, 1),
		line{[][2]int{{1, 2}, {2, 2}, {3, 2}}, true},
		line{[][2]int{{2, 1}, {2, 2}, {2, 3}}, true},
		line{[][2]int{{0, 2}, {1, 2}, {2, 2}}, true},
		line{[][2]int{{2, 2}, {3, 2}, {4, 2}}, true},
		line{[][2]int{{2, 0}, {2, 1}, {2, 2}}, true},
		line{[][2]int{{2, 2}, {2, 3}, {2, 4}}, true}), false)
	// board24 is Nine Men's Morris's: three squares.
	board24 = newGeometry(7, squares(7, 3, 2, 1), true)
)

// noMill is a mask that no set of points holds (a board has at most 25).
const noMill = 1 << 63

// inMill reports whether point p of the set x lies on a mill of x: it
// looks at the mills through p only, two on every point but Seven's
// middle one, without a loop.
func (g *geometry) inMill(x uint64, p int) bool {
	m := &g.two[p&63]
	if x&m[0] == m[0] || x&m[1] == m[1] {
		return true
	}
	if g.more>>(p&63)&1 == 0 {
		return false
	}
	for _, m := range g.millsAt[p][2:] {
		if x&m == m {
			return true
		}
	}
	return false
}

// removable returns the stones of x that a mill may remove: those on no
// mill of x, or all of them if every one is on one.
func (g *geometry) removable(x uint64) uint64 {
	var milled uint64
	for _, m := range g.mills {
		if x&m == m {
			milled |= m
		}
	}
	if r := x &^ milled; r != 0 {
		return r
	}
	return x
}

func popcount(x uint64) int { return bits.OnesCount64(x) }
