package partizan

// The Loopy type: the value of a loopy partizan game that is a stopper
// (its simplest form) or stopper-sided (its onside and offside), with its
// arithmetic, comparisons and outcome.

import (
	"encoding/binary"
	"errors"
	"fmt"

	"github.com/cgtgo/cgt"
)

// ErrNotStopperSided: cgt found no stoppers for the sides of a loopy game.
// Some games have none (Bach's carousel); for others the simplification
// that finds sides (sidling) may not succeed, there being no complete
// theory of it.
var ErrNotStopperSided = errors.New("cgt: no stopper found for a side of the loopy game")

// Loopy is the value of a loopy partizan game: for a stopper its simplest
// form (Siegel, CGT VI.3), unique, so that == on Loopy values is equality
// of games; for a stopper-sided game G its onside G⁺ and offside G⁻,
// both simplest forms, written "G⁺ & G⁻" ("on & off" is dud). A short game
// is a stopper whose simplest form is its canonical form. The zero Loopy
// is the game 0. Loopy values are immutable and safe for concurrent use.
//
// Operations work on the graphs of the forms, in time polynomial in their
// sizes: a comparison solves a game on pairs of positions, a sum
// simplifies the product of two graphs.
type Loopy struct{ s string }

// Kinds of encodings: a stopper, or two sides.
const (
	loopyStopper = 's'
	loopySided   = 'p'
)

// stopperLoopy returns the value of a canonical stopper graph.
func stopperLoopy(g *lgraph, root int) Loopy {
	if g.n() == 1 && len(g.l[0]) == 0 && len(g.r[0]) == 0 {
		return Loopy{}
	}
	return Loopy{string(rune(loopyStopper)) + encodeGraph(g, root)}
}

// sidedLoopy returns on & off, or on if the sides are equal.
func sidedLoopy(on, off Loopy) Loopy {
	if on == off {
		return on
	}
	b := []byte{loopySided}
	b = binary.AppendUvarint(b, uint64(len(on.s)))
	return Loopy{string(b) + on.s + off.s}
}

// sides returns the onside and offside encodings (a stopper is both).
func (x Loopy) sides() (on, off Loopy) {
	if x.s == "" || x.s[0] != loopySided {
		return x, x
	}
	d := &decoder{s: x.s[1:]}
	k := int(d.uvarint())
	rest := x.s[1+d.i:]
	return Loopy{rest[:k]}, Loopy{rest[k:]}
}

// graph returns the canonical graph and root of a stopper.
func (x Loopy) graph() (*lgraph, int) {
	if x.s == "" {
		return newLgraph(1), 0
	}
	return decodeGraph(x.s[1:])
}

// NewLoopy returns the value of the game at position root of g: the
// simplest form of a stopper, or the onside and offside of a game that is
// stopper-sided. Errors: a malformed graph, ErrNotStopperSided, or
// cgt.ErrLimit past 4,096 positions reachable from root (a comparison is
// a game on pairs of positions).
func NewLoopy(g *LoopyGraph, root int) (Loopy, error) {
	if err := g.check(); err != nil {
		return Loopy{}, err
	}
	if root < 0 || root >= g.Len() {
		return Loopy{}, fmt.Errorf("cgt: loopy graph root %d outside 0 … %d", root, g.Len()-1)
	}
	return loopyOf(lgraphOf(g), root)
}

// maxLoopyPositions bounds the graphs the engine simplifies: a comparison
// is a game on pairs of positions (4·n² states of about 6 bytes each, 400
// MB at this bound).
const maxLoopyPositions = 1 << 12

func loopyOf(g *lgraph, root int) (Loopy, error) {
	on, err := sideValue(g, root, sideOn)
	if err != nil || g.stopperFrom(root) {
		return on, err // a stopper is its own sides
	}
	off, err := sideValue(g, root, sideOff)
	if err != nil {
		return Loopy{}, err
	}
	return sidedLoopy(on, off), nil
}

// sideValue returns the side s of the game at root of g (its simplest
// form if it is a stopper), or cgt.ErrLimit past maxLoopyPositions
// positions, or ErrNotStopperSided.
func sideValue(g *lgraph, root int, s side) (Loopy, error) {
	if n := len(g.reachable(root)); n > maxLoopyPositions {
		return Loopy{}, fmt.Errorf("%w: a loopy game of %d positions (at most %d are simplified)", cgt.ErrLimit, n, maxLoopyPositions)
	}
	h, r, ok := sideStopper(g, root, s)
	if !ok {
		name := "onside"
		if s == sideOff {
			name = "offside"
		}
		return Loopy{}, fmt.Errorf("%w (its %s)", ErrNotStopperSided, name)
	}
	return stopperLoopy(h, r), nil
}

// LoopyOf returns the short game v as a loopy value.
// Its graph has a position per subposition of v's canonical form and an
// edge per option: *n has n options and the integer n a chain of n
// positions, so LoopyOf(Nimber(1 << 20)) would hold about 2³⁹ edges; past
// 65,536 options in all it panics with an error wrapping cgt.ErrLimit
// (ParseLoopy returns that error instead).
func LoopyOf(v Value) Loopy {
	x, err := loopyOfValue(v)
	if err != nil {
		panic(err)
	}
	return x
}

// loopyOfValue is LoopyOf with its error returned.
func loopyOfValue(v Value) (Loopy, error) {
	g, root, err := graphOfValue(v)
	if err != nil {
		return Loopy{}, err
	}
	return stopperLoopy(canonical(g, root)), nil
}

// maxLoopyOptions bounds the options of a short game made a loopy one.
const maxLoopyOptions = 1 << 16

// IsStopper reports whether x is a stopper (its sides are equal).
func (x Loopy) IsStopper() bool { return x.s == "" || x.s[0] == loopyStopper }

// Onside returns the onside x⁺ of x (x itself for a stopper).
func (x Loopy) Onside() Loopy { on, _ := x.sides(); return on }

// Offside returns the offside x⁻ of x (x itself for a stopper).
func (x Loopy) Offside() Loopy { _, off := x.sides(); return off }

// Short returns x as a short game, and whether it is one (a stopper whose
// simplest form has no cycle).
func (x Loopy) Short() (Value, bool) {
	if !x.IsStopper() {
		return Value{}, false
	}
	g, root := x.graph()
	if !g.acyclic(root) {
		return Value{}, false
	}
	return valueOfGraph(g, root), true
}

// Graph returns the simplest form of a stopper as a graph and its root
// position; ok is false if x is not a stopper.
func (x Loopy) Graph() (g *LoopyGraph, root int, ok bool) {
	if !x.IsStopper() {
		return nil, 0, false
	}
	h, r := x.graph()
	return h.loopyGraph(), r, true
}

// loopyGraph returns g as a LoopyGraph.
func (g *lgraph) loopyGraph() *LoopyGraph {
	out := &LoopyGraph{Left: make([][]int, g.n()), Right: make([][]int, g.n())}
	for v := range g.n() {
		for _, w := range g.l[v] {
			out.Left[v] = append(out.Left[v], int(w))
		}
		for _, w := range g.r[v] {
			out.Right[v] = append(out.Right[v], int(w))
		}
	}
	return out
}

// Neg returns −x.
func (x Loopy) Neg() Loopy {
	on, off := x.sides()
	neg := func(y Loopy) Loopy {
		g, r := y.graph()
		g.l, g.r = g.r, g.l
		return stopperLoopy(canonical(g, r))
	}
	// −(G⁺ & G⁻) = (−G⁻) & (−G⁺).
	return sidedLoopy(neg(off), neg(on))
}

// Add returns x + y. The sides of a sum are the sides of the sums of the
// sides, (x + y)⁺ = (x⁺ + y⁺)⁺ and (x + y)⁻ = (x⁻ + y⁻)⁻, each found on the
// product of the two graphs (two short games add as short games). Errors:
// ErrNotStopperSided if a side of the sum is not found, cgt.ErrLimit past
// 4,096 positions in the product.
func (x Loopy) Add(y Loopy) (Loopy, error) {
	if a, ok := x.Short(); ok {
		if b, ok := y.Short(); ok {
			// Short games add in their own arithmetic, without the
			// product of their graphs (and its comparisons of pairs).
			return loopyOfValue(a.Add(b))
		}
	}
	xon, xoff := x.sides()
	yon, yoff := y.sides()
	side := func(a, b Loopy, s side) (Loopy, error) {
		ga, ra := a.graph()
		gb, rb := b.graph()
		return sideValue(productGraph(ga, gb), ra*gb.n()+rb, s)
	}
	on, err := side(xon, yon, sideOn)
	var off Loopy
	if err == nil {
		off, err = side(xoff, yoff, sideOff)
	}
	if err != nil {
		return Loopy{}, fmt.Errorf("%w, in %v + %v", err, x, y)
	}
	return sidedLoopy(on, off), nil
}

// Sub returns x − y, with the errors of Add.
func (x Loopy) Sub(y Loopy) (Loopy, error) { return x.Add(y.Neg()) }

// productGraph returns the graph of the sum: position i·b.n()+j is i + j.
func productGraph(a, b *lgraph) *lgraph {
	n, m := a.n(), b.n()
	s := newLgraph(n * m)
	for i := range n {
		for j := range m {
			v := i*m + j
			for _, x := range a.l[i] {
				s.l[v] = append(s.l[v], int32(x)*int32(m)+int32(j))
			}
			for _, y := range b.l[j] {
				s.l[v] = append(s.l[v], int32(i*m)+y)
			}
			for _, x := range a.r[i] {
				s.r[v] = append(s.r[v], int32(x)*int32(m)+int32(j))
			}
			for _, y := range b.r[j] {
				s.r[v] = append(s.r[v], int32(i*m)+y)
			}
		}
	}
	return s
}

// Le reports whether x ≤ y: for stoppers, Left moving second survives
// y − x; for stopper-sided games, x⁺ ≤ y⁺ and x⁻ ≤ y⁻.
func (x Loopy) Le(y Loopy) bool {
	xon, xoff := x.sides()
	yon, yoff := y.sides()
	le := func(a, b Loopy) bool {
		ga, ra := a.graph()
		gb, rb := b.graph()
		return leAt(ga, ra, gb, rb, sideNone)
	}
	return le(xon, yon) && (xoff == xon && yoff == yon || le(xoff, yoff))
}

// Ge reports whether x ≥ y.
func (x Loopy) Ge(y Loopy) bool { return y.Le(x) }

// Confused reports whether x and y are incomparable.
func (x Loopy) Confused(y Loopy) bool { return !x.Le(y) && !y.Le(x) }

// Outcome returns who wins x with each player moving first: Left wins
// x (moving first) if she wins x⁻, survives it (a draw) if she wins x⁺;
// Right likewise with the sides swapped.
func (x Loopy) Outcome() LoopyOutcome {
	on, off := x.sides()
	first := func(y Loopy) LoopyOutcome {
		g, r := y.graph()
		return g.outcomes()[r]
	}
	o, f := first(on), first(off)
	pick := func(wOn, wOff Winner) Winner {
		switch {
		case wOff == LeftWins:
			return LeftWins
		case wOn == RightWins:
			return RightWins
		}
		return Drawn
	}
	return LoopyOutcome{pick(o.LeftFirst, f.LeftFirst), pick(o.RightFirst, f.RightFirst)}
}

// Lt reports whether x < y.
func (x Loopy) Lt(y Loopy) bool { return x != y && x.Le(y) }

// Gt reports whether x > y.
func (x Loopy) Gt(y Loopy) bool { return y.Lt(x) }
