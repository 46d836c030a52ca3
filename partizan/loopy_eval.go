package partizan

// The evaluator of ParseLoopy's trees: braces become positions of a
// graph, a side at a time, and operators act on the values.

import (
	"errors"
	"fmt"

	"github.com/cgtgo/cgt"
)

// evalSided evaluates the closed tree n in both modes and returns the
// onside of the one and the offside of the other; fulls keeps the values
// of the subtrees evaluated so (see leval.full).
func evalSided(n *lnode, names map[string]Loopy, fulls map[*lnode]Loopy) (Loopy, error) {
	var sides [2]Loopy
	for m := range 2 {
		e := &leval{names: names, g: newLgraph(0), mode: m, embedded: map[Loopy]int32{}, u: newUniverse(), atoms: map[string]vid{}, fulls: fulls}
		r, err := e.eval(n, 0)
		if err == nil {
			err = e.loopy(&r)
		}
		if err != nil {
			return Loopy{}, err
		}
		sides[m] = r.val
	}
	on, _ := sides[0].sides()
	_, off := sides[1].sides()
	return sidedLoopy(on, off), nil
}

// full returns the whole value of the closed subtree n, both sides. In
// one mode, braces take the mode's side of the stopper-sided values in
// them, which is all that a sum or braces around them need, (G + H)⁺ =
// (G⁺ + H⁺)⁺; but a negative swaps the sides, (−G)⁺ = −(G⁻), so a
// negated operand is evaluated whole.
func (e *leval) full(n *lnode) (Loopy, error) {
	if x, ok := e.fulls[n]; ok {
		return x, nil
	}
	x, err := evalSided(n, e.names, e.fulls)
	if err != nil {
		return Loopy{}, err
	}
	e.fulls[n] = x
	return x, nil
}

// leval evaluates a tree in one mode: 0 takes the onsides of
// stopper-sided parts, 1 their offsides. Braces become positions of g;
// scope holds the braces being evaluated, innermost last.
type leval struct {
	names    map[string]Loopy
	g        *lgraph
	mode     int
	scope    []lscope
	embedded map[Loopy]int32
	fulls    map[*lnode]Loopy // the whole values of negated operands (full)
	u        *universe        // the short games read, as forms of one universe
	atoms    map[string]vid   // the numbers and such read, by their text
}

type lscope struct {
	label string
	v     int32
}

// lresult is a closed value, or a position of g: braces inside braces
// (node), which refer to the braces at depth minDepth of the scope if
// open. Braces inside braces are not given a value of their own: the
// value is that of the outermost braces' whole graph, which depends only
// on its shape, so that what String prints reads back to the same value.
type lresult struct {
	val      Loopy
	short    bool // a short game, form id of e.u, whose val is not made yet (see loopy)
	id       vid
	v        int32
	node     bool
	open     bool
	minDepth int
}

// loopy makes r.val of a short game: its graph and simplest form cost
// time in the size of the game, so that braces of short games (a short
// game printed at length) are read as forms of one universe, as
// ParseValue reads them, and made a loopy value only where one is needed.
func (e *leval) loopy(r *lresult) error {
	if !r.short {
		return nil
	}
	x, err := loopyOfValue(Value{e.u.encode(r.id)})
	r.val, r.short = x, false
	return err
}

var errOpenSum = errors.New("a sum or & may not contain pass or a label of enclosing braces")

func (e *leval) eval(n *lnode, depth int) (lresult, error) {
	switch n.kind {
	case ltAtom:
		id, ok := e.atoms[n.tok.text]
		if !ok {
			v, err := parseValueLimit(n.tok.text, 0)
			if err != nil {
				return lresult{}, err
			}
			id = e.u.decode(v.s)
			e.atoms[n.tok.text] = id
		}
		return lresult{short: true, id: id}, nil
	case ltWord:
		name := n.tok.text
		if a, ok := loopyAliases[name]; ok {
			name = a
		}
		if name == "pass" {
			if len(e.scope) == 0 {
				return lresult{}, fmt.Errorf("cgt: bad loopy value: pass outside braces at column %d", n.tok.pos+1)
			}
			d := len(e.scope) - 1
			return lresult{v: e.scope[d].v, node: true, open: true, minDepth: d}, nil
		}
		for d := len(e.scope) - 1; d >= 0; d-- {
			if e.scope[d].label == name {
				return lresult{v: e.scope[d].v, node: true, open: true, minDepth: d}, nil
			}
		}
		if v, ok := e.names[name]; ok {
			return lresult{val: v}, nil
		}
		return lresult{}, fmt.Errorf("cgt: bad loopy value: unknown name %s at column %d", cgt.QuoteInput(name), n.tok.pos+1)
	case ltLBrace:
		return e.braces(n, depth)
	}
	// Operators: their operands must be closed.
	if n.kind == ltPM && n.l != nil {
		var xs []Loopy
		for _, o := range n.l {
			if _, err := e.closed(o, depth); err != nil {
				return lresult{}, err
			}
			x, err := e.full(o) // the switch negates it
			if err != nil {
				return lresult{}, err
			}
			xs = append(xs, x)
		}
		x, err := switchLoopy(xs...)
		return lresult{val: x}, err
	}
	a, err := e.eval(n.a, depth)
	if err != nil {
		return lresult{}, err
	}
	var b lresult
	if n.b != nil {
		if b, err = e.eval(n.b, depth); err != nil {
			return lresult{}, err
		}
	}
	if a.open || b.open {
		return lresult{}, fmt.Errorf("cgt: bad loopy value: %w, at column %d", errOpenSum, n.tok.pos+1)
	}
	// An operand that is negated (by a minus, or a switch, which holds
	// its negative) is taken whole: its sides swap (full).
	whole := [2]bool{n.b == nil && (n.kind == ltMinus || n.kind == ltPM), n.b != nil && n.kind == ltMinus}
	for i, r := range []*lresult{&a, &b} {
		switch {
		case whole[i]:
			r.val, err = e.full([2]*lnode{n.a, n.b}[i])
		case r.node:
			r.val, err = loopyOf(e.g, int(r.v))
		default:
			err = e.loopy(r)
		}
		if err != nil {
			return lresult{}, err
		}
	}
	var x Loopy
	switch {
	case n.kind == ltAmp:
		on, _ := a.val.sides()
		_, off := b.val.sides()
		if !offLeOn(off, on) {
			return lresult{}, fmt.Errorf("cgt: bad loopy value: the onside %v is not at least the offside %v, at column %d", on, off, n.tok.pos+1)
		}
		x = sidedLoopy(on, off)
	case n.kind == ltPM:
		x, err = switchLoopy(a.val)
	case n.kind == ltColon:
		x, err = a.val.OrdinalSum(b.val)
	case n.b == nil: // unary minus
		x = a.val.Neg()
	case n.kind == ltPlus:
		x, err = a.val.Add(b.val)
	default:
		x, err = a.val.Sub(b.val)
	}
	return lresult{val: x}, err
}

// braces evaluates braces: a short game if every option is one, else a
// position of g (the value of the graph if outermost).
func (e *leval) braces(n *lnode, depth int) (lresult, error) {
	v := int32(e.g.n())
	e.g.l, e.g.r = append(e.g.l, nil), append(e.g.r, nil)
	d := len(e.scope)
	e.scope = append(e.scope, lscope{n.label, v})
	minDepth := d
	var res [2][]lresult
	var short [2][]vid // the options while all are short games
	isShort := true
	for side, list := range [2][]*lnode{n.l, n.r} {
		for _, o := range list {
			r, err := e.eval(o, depth+1)
			if err != nil {
				return lresult{}, err
			}
			if r.open {
				minDepth = min(minDepth, r.minDepth)
			}
			res[side] = append(res[side], r)
			if isShort = isShort && !r.node; isShort {
				id := r.id
				if !r.short {
					var v Value
					v, isShort = r.val.Short()
					id = e.u.decode(v.s)
				}
				short[side] = append(short[side], id)
			}
		}
	}
	e.scope = e.scope[:d]
	if isShort {
		// A short game, whose value the short engine finds at once:
		// its text, as String prints it, repeats equal followers,
		// which would each be a position of the graph (v:*9 reads
		// back as 6,566).
		return lresult{short: true, id: e.u.canon(short[0], short[1])}, nil
	}
	var opts [2][]int32
	for side, rs := range res {
		for _, r := range rs {
			if r.node {
				opts[side] = append(opts[side], r.v)
			} else if err := e.loopy(&r); err != nil {
				return lresult{}, err
			} else {
				opts[side] = append(opts[side], e.embed(r.val))
			}
		}
	}
	e.g.l[v], e.g.r[v] = opts[0], opts[1]
	if d > 0 {
		return lresult{v: v, node: true, open: minDepth < d, minDepth: minDepth}, nil
	}
	val, err := loopyOf(e.g, int(v))
	if err != nil {
		return lresult{}, err
	}
	return lresult{val: val}, nil
}

// closed evaluates an operand, which must not refer to enclosing braces.
func (e *leval) closed(n *lnode, depth int) (Loopy, error) {
	r, err := e.eval(n, depth)
	switch {
	case err != nil:
		return Loopy{}, err
	case r.open:
		return Loopy{}, fmt.Errorf("cgt: bad loopy value: %w, at column %d", errOpenSum, n.tok.pos+1)
	case r.node:
		return loopyOf(e.g, int(r.v))
	}
	err = e.loopy(&r)
	return r.val, err
}

// embed adds the graph of the side of x of the evaluation's mode to g and
// returns its root.
func (e *leval) embed(x Loopy) int32 {
	y, off := x.sides()
	if e.mode == 1 {
		y = off
	}
	if v, ok := e.embedded[y]; ok {
		return v
	}
	h, root := y.graph()
	base := e.g.appendGraph(h)
	e.embedded[y] = base + int32(root)
	return base + int32(root)
}

// switchLoopy returns ±{x, y, …} = {x, y, … | −x, −y, …}, each side made
// of the options' same sides.
func switchLoopy(xs ...Loopy) (Loopy, error) {
	var sides [2]Loopy
	for m := range 2 {
		e := &leval{g: newLgraph(1), mode: m, embedded: map[Loopy]int32{}}
		var l, r []int32
		for _, x := range xs {
			l, r = append(l, e.embed(x)), append(r, e.embed(x.Neg()))
		}
		e.g.l[0], e.g.r[0] = l, r
		v, err := loopyOf(e.g, 0)
		if err != nil {
			return Loopy{}, err
		}
		sides[m] = v
	}
	on, _ := sides[0].sides()
	_, off := sides[1].sides()
	return sidedLoopy(on, off), nil
}

// offLeOn reports whether the offside off is at most the onside on, as
// G⁻ ≤ G⁺ holds for every game: Left, moving second, survives on − off,
// where every infinite play is hers (on's by the onside, −off's because
// off's are Right's).
func offLeOn(off, on Loopy) bool {
	ga, ra := off.graph()
	gb, rb := on.graph()
	return leAt(ga, ra, gb, rb, sideNone)
}
