package kaooa

import "math"

// The board is a pentagram: five lines, each through two tips of the star
// and two of the five points where the lines cross (the inner points),
// ten points in all. The points are numbered in reading order (top row
// first, left to right):
//
//	        a
//	b    c     d    e
//	   f         g
//	        h
//	 i             j
//
// Tip k of the star (k = 0 … 4 clockwise from the top) is tips[k], and
// inner point k, between tips k and k+1, is inners[k]. Line k runs from
// tip k through inner points k and k+1 to tip k+2.
var (
	tips   = [5]int{0, 4, 9, 8, 1}
	inners = [5]int{3, 6, 7, 5, 2}
)

// points is the number of points of the board.
const points = 10

// allPoints is the set of every point.
const allPoints = 1<<points - 1

// jump is a vulture's jump: over a point to the point beyond it on a line.
type jump struct{ over, to int }

// geometry is the board's lines, neighbours, jumps and symmetries.
type geometry struct {
	lines  [5][4]int          // each line's points in turn
	adj    [points]uint64     // adj[c]: the points next to c on a line
	jumps  [points][2]jump    // jumps[c]: the two jumps from c
	syms   [2][]int           // a turn by a fifth and a mirror image
	coords [points][2]float64 // where each point is drawn
}

// pentagram is the board.
var pentagram = newGeometry()

func newGeometry() *geometry {
	g := &geometry{}
	for k := range 5 {
		g.lines[k] = [4]int{tips[k], inners[k], inners[(k+1)%5], tips[(k+2)%5]}
	}
	njumps := [points]int{}
	for _, l := range g.lines {
		for i := range 3 {
			g.adj[l[i]] |= 1 << l[i+1]
			g.adj[l[i+1]] |= 1 << l[i]
		}
		for i := range 2 {
			a, b, c := l[i], l[i+1], l[i+2]
			g.jumps[a][njumps[a]] = jump{b, c}
			njumps[a]++
			g.jumps[c][njumps[c]] = jump{b, a}
			njumps[c]++
		}
	}
	// A turn by a fifth takes tip k to tip k+1 and inner point k to
	// inner point k+1; the mirror image in the upright through the top
	// tip takes tip k to tip −k and inner point k (between tips k and
	// k+1) to inner point −k−1.
	rot, mir := make([]int, points), make([]int, points)
	for k := range 5 {
		rot[tips[k]], rot[inners[k]] = tips[(k+1)%5], inners[(k+1)%5]
		mir[tips[k]], mir[inners[k]] = tips[(5-k)%5], inners[(9-k)%5]
	}
	g.syms = [2][]int{rot, mir}
	// The tips on a circle of radius 0.45 about (0.5, 0.543), which
	// centres the star in the unit square; the inner points on a circle
	// (3−√5)/2 times as large, half-way between the tips' angles.
	const r, cx, cy = 0.45, 0.5, 0.543
	inner := r * (3 - math.Sqrt(5)) / 2
	for k := range 5 {
		a := (-90 + 72*float64(k)) * math.Pi / 180
		b := a + 36*math.Pi/180
		g.coords[tips[k]] = [2]float64{round(cx + r*math.Cos(a)), round(cy + r*math.Sin(a))}
		g.coords[inners[k]] = [2]float64{round(cx + inner*math.Cos(b)), round(cy + inner*math.Sin(b))}
	}
	return g
}

// round rounds x to four decimals, as the page needs them.
func round(x float64) float64 { return math.Round(x*1e4) / 1e4 }

// names names the points in moves, in reading order.
var names = []string{"a", "b", "c", "d", "e", "f", "g", "h", "i", "j"}

// rows is the number of points in each row of a position's text, top
// first.
var rows = []int{1, 4, 2, 1, 2}

// canJump reports whether a vulture at v can jump, with the crows c.
func (g *geometry) canJump(v int, c, free uint64) bool {
	for _, j := range g.jumps[v] {
		if c>>j.over&1 != 0 && free>>j.to&1 != 0 {
			return true
		}
	}
	return false
}
