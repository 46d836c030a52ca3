package teeko_test

import (
	"fmt"
	"math/bits"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/table"
)

// plain is Teeko solved by brute force, independently of package board,
// of the rules in teeko.go and of the engines: every arrangement of the
// mover's tokens A and the other's B on a side × side board (no
// symmetries) has a slot rank(A)·C(cells, |B|) + rank(B) in the table of
// its shape (colexicographic ranks; slots where A and B meet are unused),
// the move phase is solved by a retrograde pass with a counter of moves
// a position, and the drop phase by taking the best move, shape by shape
// down to the empty board. Goals are found by a predicate on the cells'
// rows and columns, not from a list.
type plain struct {
	side, cells int
	advanced    bool
	binom       [65][Tokens + 1]int
	subsets     [Tokens + 1][]uint64 // by size, in colexicographic order
	adj         []uint64
	isGoal      []bool                   // by the rank of a set of four cells
	vals        map[[2]int][]table.Entry // by shape (mover's tokens, other's)
}

// Tokens is each player's number of tokens.
const Tokens = 4

// unused marks a slot whose two sets meet, or one not yet solved.
const unused = table.Entry(0xffff)

func newPlain(side int, advanced bool) *plain {
	p := &plain{side: side, cells: side * side, advanced: advanced, vals: map[[2]int][]table.Entry{}}
	for n := range p.binom {
		p.binom[n][0] = 1
		for k := 1; k <= Tokens && n > 0; k++ {
			p.binom[n][k] = p.binom[n-1][k-1] + p.binom[n-1][k]
		}
	}
	for k := range p.subsets {
		if k == 0 {
			p.subsets[0] = []uint64{0}
			continue
		}
		for x := uint64(1)<<k - 1; x < 1<<p.cells; {
			p.subsets[k] = append(p.subsets[k], x)
			c := x & -x // Gosper's hack: the next set of k bits
			r := x + c
			x = (r^x)>>2/c | r
		}
	}
	p.adj = make([]uint64, p.cells)
	for c := range p.adj {
		for d := range p.cells {
			dr, dc := c/side-d/side, c%side-d%side
			if d != c && dr >= -1 && dr <= 1 && dc >= -1 && dc <= 1 {
				p.adj[c] |= 1 << d
			}
		}
	}
	for _, x := range p.subsets[Tokens] {
		p.isGoal = append(p.isGoal, p.goalCells(x))
	}
	return p
}

// goal reports whether the cells x are a goal.
func (p *plain) goal(x uint64) bool { return bits.OnesCount64(x) == Tokens && p.isGoal[p.rank(x)] }

func (p *plain) rank(x uint64) int {
	r := 0
	for i := 1; x != 0; i++ {
		r += p.binom[bits.TrailingZeros64(x)][i]
		x &= x - 1
	}
	return r
}

// goalCells reports whether the four cells x are a goal: four cells in one row
// (or column, or diagonal) with no gap, or the corners of a square (of
// side 2 in the standard game).
func (p *plain) goalCells(x uint64) bool {
	var rows, cols, diag, anti []int
	for y := x; y != 0; y &= y - 1 {
		c := bits.TrailingZeros64(y)
		r, k := c/p.side, c%p.side
		rows, cols, diag, anti = append(rows, r), append(cols, k), append(diag, r-k), append(anti, r+k)
	}
	same := func(v []int) bool { return v[0] == v[1] && v[1] == v[2] && v[2] == v[3] }
	spread := func(v []int) (lo, hi, distinct int) {
		lo, hi = v[0], v[0]
		seen := map[int]bool{}
		for _, a := range v {
			lo, hi = min(lo, a), max(hi, a)
			seen[a] = true
		}
		return lo, hi, len(seen)
	}
	r0, r1, nr := spread(rows)
	c0, c1, nc := spread(cols)
	switch {
	case same(rows):
		return c1-c0 == 3
	case same(cols), same(diag), same(anti):
		return r1-r0 == 3
	case nr == 2 && nc == 2 && r1-r0 == c1-c0:
		return r1-r0 == 1 || p.advanced
	}
	return false
}

// slot returns the slot of (a, b) in the table of its shape.
func (p *plain) slot(a, b uint64) int {
	return p.rank(a)*p.binom[p.cells][bits.OnesCount64(b)] + p.rank(b)
}

func (p *plain) table(m, o int) []table.Entry {
	t := make([]table.Entry, len(p.subsets[m])*len(p.subsets[o]))
	for i := range t {
		t[i] = unused
	}
	p.vals[[2]int{m, o}] = t
	return t
}

// solve fills the tables of every shape.
func (p *plain) solve() {
	p.movePhase()
	for placed := 2*Tokens - 1; placed >= 0; placed-- {
		o := (placed + 1) / 2
		p.dropShape(placed-o, o)
	}
}

// movePhase solves the shape (4, 4) by retrograde analysis.
func (p *plain) movePhase() {
	t := p.table(Tokens, Tokens)
	full := uint64(1)<<p.cells - 1
	left := make([]uint8, len(t)) // moves not yet known to lose
	var queue []int32
	steps := func(a, b uint64, fn func(a2 uint64)) {
		empty := full &^ (a | b)
		for y := a; y != 0; y &= y - 1 {
			c := bits.TrailingZeros64(y)
			for e := p.adj[c] & empty; e != 0; e &= e - 1 {
				fn(a&^(1<<c) | e&-e)
			}
		}
	}
	sub := p.subsets[Tokens]
	for _, a := range sub {
		for _, b := range sub {
			if a&b != 0 {
				continue
			}
			i := p.slot(a, b)
			n := 0
			if !p.goal(a) && !p.goal(b) {
				steps(a, b, func(uint64) { n++ })
			}
			if n == 0 { // over, or no move: lost
				t[i] = table.MakeEntry(cgt.Loss, 0)
				queue = append(queue, int32(i))
			}
			left[i] = uint8(n)
		}
	}
	k := len(sub)
	for head := 0; head < len(queue); head++ {
		j := int(queue[head])
		a, b := sub[j/k], sub[j%k] // the position reached: b moved last
		if p.goal(a) {
			continue // every predecessor is over
		}
		o, r := cgt.Outcome(t[j]>>13), int(t[j]&(1<<13-1))
		// Its predecessors: b's last step taken back.
		steps(b, a, func(b0 uint64) {
			if p.goal(b0) {
				return
			}
			i := p.slot(b0, a)
			switch {
			case t[i] != unused:
			case o == cgt.Loss:
				t[i] = table.MakeEntry(cgt.Win, r+1)
				queue = append(queue, int32(i))
			default:
				if left[i]--; left[i] == 0 {
					t[i] = table.MakeEntry(cgt.Loss, r+1)
					queue = append(queue, int32(i))
				}
			}
		})
	}
	for _, a := range sub {
		for _, b := range sub {
			if i := p.slot(a, b); a&b == 0 && t[i] == unused {
				t[i] = table.MakeEntry(cgt.Draw, 0)
			}
		}
	}
}

// dropShape solves the shape (m, o) of the drop phase from the shape its
// drops lead to, (o, m+1).
func (p *plain) dropShape(m, o int) {
	t := p.table(m, o)
	next := p.vals[[2]int{o, m + 1}]
	full := uint64(1)<<p.cells - 1
	for _, a := range p.subsets[m] {
		for _, b := range p.subsets[o] {
			if a&b != 0 {
				continue
			}
			i := p.slot(a, b)
			if p.goal(b) {
				t[i] = table.MakeEntry(cgt.Loss, 0)
				continue
			}
			best, rem := cgt.Loss, 0
			for e := full &^ (a | b); e != 0; e &= e - 1 {
				c := next[p.slot(b, a|e&-e)]
				co, cr := cgt.Outcome(c>>13), int(c&(1<<13-1))
				switch {
				case co == cgt.Loss && (best != cgt.Win || cr+1 < rem):
					best, rem = cgt.Win, cr+1
				case co == cgt.Draw && best == cgt.Loss:
					best, rem = cgt.Draw, 0
				case co == cgt.Win && best == cgt.Loss:
					rem = max(rem, cr+1)
				}
			}
			t[i] = table.MakeEntry(best, rem)
		}
	}
}

// each calls fn for every position of shape (m, o) with its entry.
func (p *plain) each(m, o int, fn func(a, b uint64, e table.Entry) error) error {
	t := p.vals[[2]int{m, o}]
	for _, a := range p.subsets[m] {
		for _, b := range p.subsets[o] {
			if a&b == 0 {
				if err := fn(a, b, t[p.slot(a, b)]); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

func (p *plain) String() string {
	return fmt.Sprintf("plain %dx%d advanced=%v", p.side, p.side, p.advanced)
}
