package grid

// Regions: the geometry of a board as bit masks (neighbours, connected
// sets) and the normal form of a region, the least of its images under the
// symmetries of the board that keep a game's rules.

import "math/bits"

// geom is the shape of a board: its width and the masks that keep shifts
// by one column inside their rows.
type geom struct {
	w                       uint
	full, notFirst, notLast uint64
}

func geomOf(b Board) geom {
	w := uint(b.cols)
	g := geom{w: w, full: b.full()}
	row := fullMask(w)
	for r := range uint(b.rows) {
		g.notLast |= (row >> 1) << (r * w)
		g.notFirst |= (row &^ 1) << (r * w)
	}
	return g
}

// adj4 returns the squares orthogonally adjacent to a square of m (and
// perhaps m's own).
func (g geom) adj4(m uint64) uint64 {
	return (m<<g.w | m>>g.w | (m<<1)&g.notFirst | (m>>1)&g.notLast) & g.full
}

// adj8 returns m and the squares adjacent to it, diagonals included.
func (g geom) adj8(m uint64) uint64 {
	h := m | (m<<1)&g.notFirst | (m>>1)&g.notLast
	return (h | h<<g.w | h>>g.w) & g.full
}

// flood returns the set of squares of within connected to seed (a square
// of within) through within, orthogonally, or with diagonals too (diag).
func (g geom) flood(seed, within uint64, diag bool) uint64 {
	region := seed
	for {
		var grow uint64
		if diag {
			grow = g.adj8(region) & within
		} else {
			grow = (g.adj4(region) | region) & within
		}
		if grow == region {
			return region
		}
		region = grow
	}
}

// The symmetries a ruleset keeps: the reflections of the board (left–right,
// top–bottom and both: the rotation by 180°), or all eight symmetries of
// the square (transpositions and rotations by 90° too).
const (
	reflections = 0x0f
	dihedral    = 0xff
)

// normal returns the part of b inside keep in normal form: cropped to the
// bounding box of keep, the squares of the box outside keep blocked, and
// the least (by rows, cols, x, o) of its images under the symmetries syms
// (a set of the eight images below: bits 0–3 the reflections, 4–7 the
// transposed ones). Time O(squares of the box).
func normal(b Board, keep uint64, g geom, syms uint8) Board {
	w := g.w
	r0 := uint(bits.TrailingZeros64(keep)) / w
	r1 := uint(63-bits.LeadingZeros64(keep)) / w
	row := fullMask(w)
	var cols uint64
	for r := r0; r <= r1; r++ {
		cols |= keep >> (r * w) & row
	}
	c0 := uint(bits.TrailingZeros64(cols))
	nw := uint(64-bits.LeadingZeros64(cols)) - c0
	h := r1 - r0 + 1
	box := fullMask(nw)
	var x, o uint64
	for i := range h {
		k := keep >> ((r0+i)*w + c0) & box
		out := box &^ k // blocked
		x |= (b.x>>((r0+i)*w+c0)&k | out) << (i * nw)
		o |= (b.o>>((r0+i)*w+c0)&k | out) << (i * nw)
	}
	var xs, os [8]uint64
	images(x, h, nw, &xs)
	images(o, h, nw, &os)
	best := Board{x: xs[0], o: os[0], rows: uint8(h), cols: uint8(nw)}
	for k := 1; k < 8; k++ {
		if syms>>k&1 == 0 {
			continue
		}
		c := Board{x: xs[k], o: os[k], rows: uint8(h), cols: uint8(nw)}
		if k >= 4 {
			c.rows, c.cols = uint8(nw), uint8(h)
		}
		if less(c, best) {
			best = c
		}
	}
	return best
}

func less(a, b Board) bool {
	switch {
	case a.rows != b.rows:
		return a.rows < b.rows
	case a.cols != b.cols:
		return a.cols < b.cols
	case a.x != b.x:
		return a.x < b.x
	}
	return a.o < b.o
}

// images sets imgs to the eight images of the plane p of an h×w box: 0 p,
// 1 reflected left–right, 2 top–bottom, 3 both (rotated by 180°), 4
// transposed (w×h), 5–7 transposed and reflected.
func images(p uint64, h, w uint, imgs *[8]uint64) {
	for m := p; m != 0; m &= m - 1 {
		i := uint(bits.TrailingZeros64(m))
		r, c := i/w, i%w
		rr, cc := h-1-r, w-1-c
		imgs[0] |= 1 << (r*w + c)
		imgs[1] |= 1 << (r*w + cc)
		imgs[2] |= 1 << (rr*w + c)
		imgs[3] |= 1 << (rr*w + cc)
		imgs[4] |= 1 << (c*h + r)
		imgs[5] |= 1 << (c*h + rr)
		imgs[6] |= 1 << (cc*h + r)
		imgs[7] |= 1 << (cc*h + rr)
	}
}

// appendParts appends to dst the normal forms of the parts of b, under
// the symmetries syms: each connected set of the squares within
// (orthogonally connected, or with diagonals too when diag) gives the part
// of b on the squares keep(set) (nothing if that is 0), the other squares
// of its bounding box blocked. A board that is one part already in normal
// form comes back as itself: the engine's sign that it does not split.
func appendParts(dst []Board, b Board, within uint64, diag bool, syms uint8, keep func(set uint64) uint64) []Board {
	g := geomOf(b)
	for left := within; left != 0; {
		set := g.flood(left&-left, within, diag)
		left &^= set
		if k := keep(set); k != 0 {
			dst = append(dst, normal(b, k, g, syms))
		}
	}
	return dst
}
