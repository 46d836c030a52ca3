package partizan

// The Loopy type: the value of a loopy partizan game that is a stopper
// (its simplest form), stopper-sided (its onside and offside) or neither
// (sides with alternating cycles), with its arithmetic, comparisons and
// outcome.

import (
	"encoding/binary"
	"fmt"

	"github.com/cgtgo/cgt"
)

// Loopy is the value of a loopy partizan game: for a stopper its simplest
// form (Siegel, CGT VI.3), unique, so that == on Loopy values is equality
// of games; for a stopper-sided game G its onside G⁺ and offside G⁻,
// both simplest forms, written "G⁺ & G⁻" ("on & off" is dud). A short game
// is a stopper whose simplest form is its canonical form. The zero Loopy
// is the game 0. Loopy values are immutable and safe for concurrent use.
//
// Some games have sides that are not stoppers (Bach's carousel, Winning
// Ways ch. 11): their sides are the graphs that sidling leaves, with
// alternating cycles, as CGSuite gives them (its SidedValue), each equal
// to the game under its side. No theorem makes such forms unique, so for
// these values (IsStopperSided false) == may fail between equal games:
// Equal compares them.
//
// Operations work on the graphs of the forms, in time polynomial in their
// sizes: a comparison solves a game on pairs of positions, a sum
// simplifies the product of two graphs.
type Loopy struct{ s string }

// Kinds of encodings: a stopper, two sides, or (only as a side inside
// two) a side that is not a stopper.
const (
	loopyStopper = 's'
	loopySided   = 'p'
	loopyRest    = 'n'
)

// stopperLoopy returns the value of a canonical stopper graph.
func stopperLoopy(g *lgraph, root int) Loopy {
	if g.n() == 1 && len(g.l[0]) == 0 && len(g.r[0]) == 0 {
		return Loopy{}
	}
	return Loopy{string(rune(loopyStopper)) + encodeGraph(g, root)}
}

// sidedLoopy returns on & off, or on if the sides are equal stoppers.
func sidedLoopy(on, off Loopy) Loopy {
	if on == off && on.IsStopper() {
		return on
	}
	b := []byte{loopySided}
	b = binary.AppendUvarint(b, uint64(len(on.s)))
	return Loopy{string(b) + on.s + off.s}
}

// sides returns the onside and offside encodings (a stopper is both); a
// side that is not a stopper is of kind loopyRest.
func (x Loopy) sides() (on, off Loopy) {
	if x.s == "" || x.s[0] != loopySided {
		return x, x
	}
	d := &decoder{s: x.s[1:]}
	k := int(d.uvarint())
	rest := x.s[1+d.i:]
	return Loopy{rest[:k]}, Loopy{rest[k:]}
}

// graph returns the canonical graph and root of a stopper or of a side.
func (x Loopy) graph() (*lgraph, int) {
	if x.s == "" {
		return newLgraph(1), 0
	}
	return decodeGraph(x.s[1:])
}

// NewLoopy returns the value of the game at position root of g: the
// simplest form of a stopper, or the onside and offside of a game that is
// not one (stoppers where sidling finds them). Errors: a malformed graph,
// or cgt.ErrLimit past 4,096 positions reachable from root (a comparison
// is a game on pairs of positions).
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

// sideValue returns the side s of the game at root of g: its simplest
// form if it is a stopper, else a side of kind loopyRest; or cgt.ErrLimit
// past maxLoopyPositions positions.
func sideValue(g *lgraph, root int, s side) (Loopy, error) {
	if n := len(g.reachable(root)); n > maxLoopyPositions {
		return Loopy{}, fmt.Errorf("%w: a loopy game of %d positions (at most %d are simplified)", cgt.ErrLimit, n, maxLoopyPositions)
	}
	h, r, stopper := sideForm(g, root, s)
	if !stopper {
		return Loopy{string(rune(loopyRest)) + encodeGraph(h, r)}, nil
	}
	return stopperLoopy(h, r), nil
}

// LoopyOf returns the short game v as a loopy value.
// Its graph has a position per subposition of v's canonical form and an
// edge per option: *n has n options and the integer n a chain of n
// positions, so LoopyOf(Nimber(1 << 20)) would hold about 2³⁹ edges; past
// 65,536 options or 4,096 positions in all it panics with an error wrapping
// cgt.ErrLimit (ParseLoopy returns that error instead).
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

// IsStopperSided reports whether the sides of x are stoppers (CGSuite's
// IsStopperSided): true for every stopper and stopper-sided game, false
// for a game such as Bach's carousel.
func (x Loopy) IsStopperSided() bool {
	on, off := x.sides()
	return on.IsStopper() && off.IsStopper()
}

// Onside returns the onside x⁺ of x, a stopper (x itself for a stopper).
// For x not stopper-sided, whose onside is no stopper, it returns x
// (CGSuite has no Onside there); SideGraph gives the side's graph.
func (x Loopy) Onside() Loopy {
	on, _ := x.sides()
	if !on.IsStopper() {
		return x
	}
	return on
}

// Offside returns the offside x⁻ of x, as Onside does the onside.
func (x Loopy) Offside() Loopy {
	_, off := x.sides()
	if !off.IsStopper() {
		return x
	}
	return off
}

// SideGraph returns the graph of the onside of x (onside true) or of its
// offside, and its root: the simplest form of a side that is a stopper,
// else the form sidling left, with alternating cycles, played with
// infinite play a win for Left in the onside and for Right in the
// offside.
func (x Loopy) SideGraph(onside bool) (g *LoopyGraph, root int) {
	y, off := x.sides()
	if !onside {
		y = off
	}
	h, r := y.graph()
	return h.loopyGraph(), r
}

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
		if !y.IsStopper() {
			h, r := canonical(g, r)
			return Loopy{string(rune(loopyRest)) + encodeGraph(h, r)}
		}
		return stopperLoopy(canonical(g, r))
	}
	// −(G⁺ & G⁻) = (−G⁻) & (−G⁺).
	return sidedLoopy(neg(off), neg(on))
}

// Add returns x + y. The sides of a sum are the sides of the sums of the
// sides, (x + y)⁺ = (x⁺ + y⁺)⁺ and (x + y)⁻ = (x⁻ + y⁻)⁻, each found on the
// product of the two graphs (two short games add as short games). Errors:
// cgt.ErrLimit past 4,096 positions in the product.
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

// Le reports whether x ≤ y (Siegel, CGT VI.2 and VI.4; CGSuite's <=):
// for stoppers, Left moving second survives y − x; for other games, x⁺ ≤
// y⁺ and x⁻ ≤ y⁻, each side compared as a stopper where both are, else in
// the game y⁺ − x⁺ whose infinite plays Left wins when infinitely many of
// its moves are in y⁺ (and y⁻ − x⁻, Left's when infinitely many are in
// −x⁻). Each comparison solves a game on pairs of positions, in time
// about the product of the two graphs' sizes.
func (x Loopy) Le(y Loopy) bool {
	xon, xoff := x.sides()
	yon, yoff := y.sides()
	return sideLe(xon, yon, sideOn) && (x.IsStopper() && y.IsStopper() || sideLe(xoff, yoff, sideOff))
}

// sideLe compares two sides under s: as stoppers where both are.
func sideLe(a, b Loopy, s side) bool {
	ga, ra := a.graph()
	gb, rb := b.graph()
	if a.IsStopper() && b.IsStopper() {
		s = sideNone
	}
	return leAt(ga, ra, gb, rb, s)
}

// Equal reports whether x = y, x ≤ y and y ≤ x: x == y for values that
// are stopper-sided, a comparison for the others, whose forms are not
// unique.
func (x Loopy) Equal(y Loopy) bool {
	if x == y {
		return true
	}
	if x.IsStopperSided() && y.IsStopperSided() {
		return false
	}
	return x.Le(y) && y.Le(x)
}

// Ge reports whether x ≥ y.
func (x Loopy) Ge(y Loopy) bool { return y.Le(x) }

// Confused reports whether x and y are incomparable.
func (x Loopy) Confused(y Loopy) bool { return !x.Le(y) && !y.Le(x) }

// Outcome returns who wins x with each player moving first: Left wins
// x (moving first) if she wins x⁻ with infinite play Right's, survives
// it (a draw) if she wins x⁺ with infinite play hers; Right likewise with
// the sides swapped.
func (x Loopy) Outcome() LoopyOutcome {
	on, off := x.sides()
	// survives reports whether Left survives the side y with the player
	// given first, infinite play hers in the onside and Right's in the
	// offside: the side played against 0 (the moves that count are in y
	// for the onside, in 0, never, for the offside).
	survives := func(y Loopy, s side, leftFirst bool) bool {
		g, r := y.graph()
		ar := newArena(zeroGraph(), g, s)
		return ar.survivesFrom(ar.state(0, r, leftFirst, 0))
	}
	pick := func(leftFirst bool) Winner {
		switch {
		case survives(off, sideOff, leftFirst):
			return LeftWins
		case !survives(on, sideOn, leftFirst):
			return RightWins
		}
		return Drawn
	}
	return LoopyOutcome{pick(true), pick(false)}
}

// Lt reports whether x < y.
func (x Loopy) Lt(y Loopy) bool {
	if x.IsStopperSided() && y.IsStopperSided() {
		return x != y && x.Le(y)
	}
	return x.Le(y) && !y.Le(x)
}

// Gt reports whether x > y.
func (x Loopy) Gt(y Loopy) bool { return y.Lt(x) }
