package partizan

// Printing loopy values in CGSuite's notation.

import (
	"slices"
	"strconv"
	"strings"
)

// String returns x in CGSuite's notation, which ParseLoopy reads back: a
// short game as Value prints it; a named game by its name (on, off, over,
// under, upon, downon, uponth, downonth, dud, tis, tisn), also plus a
// number or a star (5over, upon*); any other stopper with its options in
// braces, nested games written with more bars as CGSuite does ({0||0|a} is
// {0|{0|a}}), "pass" for a move to the game it is in, and a label before
// braces that are returned to from deeper inside (a{0||||0|||a|*||*}); a
// stopper-sided game as "onside & offside", and so a game whose sides are
// not stoppers, each side the graph sidling left printed as CGSuite prints
// it, short options first (a{1|1,{1*|a||*}||0} & a{0,{1|||1*|a||*}|0} is
// Bach's carousel).
func (x Loopy) String() string {
	for _, n := range loopyNames {
		if loopyNamed()[n.name] == x {
			return n.name
		}
	}
	if x.s != "" && x.s[0] == loopySided {
		// & binds tighter than + and -: a side printed as a sum goes in
		// parentheses ((1+*2) & 0).
		on, off := x.sides()
		sides := [2]string{on.String(), off.String()}
		for i, t := range sides {
			if sumText(t) {
				sides[i] = "(" + t + ")"
			}
		}
		return sides[0] + " & " + sides[1]
	}
	g, root := x.graph()
	p := &lprinter{g: g, label: map[int32]string{}, onStack: map[int32]bool{}, stopper: g.stopperPositions()}
	s, bars := p.vertex(int32(root), -1)
	if bars > 0 {
		return "{" + s + "}"
	}
	return s
}

// MarshalText encodes x as String does.
func (x Loopy) MarshalText() ([]byte, error) { return []byte(x.String()), nil }

// UnmarshalText parses x as ParseLoopy does.
func (x *Loopy) UnmarshalText(b []byte) error {
	y, err := ParseLoopy(string(b))
	if err != nil {
		return err
	}
	*x = y
	return nil
}

type lprinter struct {
	g       *lgraph
	label   map[int32]string
	onStack map[int32]bool
	stopper []bool // the positions that are stoppers (all, in a stopper)
	labels  int
}

// named returns the named form of the stopper at v, if any.
func (p *lprinter) named(v int32) (string, bool) {
	x := stopperLoopy(canonical(p.g, int(v)))
	named := loopyNamed()
	for _, n := range loopyNames {
		if named[n.name] == x {
			return n.name, true
		}
	}
	if p.g.n() > 64 {
		return "", false
	}
	// x = q + N or q + N + * for a named stopper N and a number q found
	// among the positions of x (a pseudonumber keeps its number: 5over is
	// {5|pass}).
	qs := []Dyadic{Int(0)}
	for w := range p.g.n() {
		if p.g.acyclic(w) {
			if q, ok := valueOfGraph(p.g, w).Number(); ok && !slices.Contains(qs, q) {
				qs = append(qs, q)
			}
		}
	}
	for _, n := range loopyNames {
		y := named[n.name]
		if !y.IsStopper() {
			continue
		}
		for _, q := range qs {
			for star := range 2 {
				z, err := y.Add(LoopyOf(Number(q).Add(Nimber(star))))
				if err != nil || z != x {
					continue
				}
				s := ""
				if q != Int(0) {
					s = q.String()
				}
				s += n.name
				if star == 1 {
					s += "*"
				}
				return s, true
			}
		}
	}
	return "", false
}

// switched returns the stopper at v as CGSuite writes a game equal to its
// negative: +-over, +-(5over), +-{10over|over}, +-{a,b} for several Left
// options; not if an option returns to v.
func (p *lprinter) switched(v int32) (string, bool) {
	x := stopperLoopy(canonical(p.g, int(v)))
	if x.Neg() != x || len(p.g.l[v]) == 0 {
		return "", false
	}
	for _, w := range p.g.l[v] {
		if slices.Contains(p.g.reachable(int(w)), v) {
			return "", false
		}
	}
	var opts []string
	for _, w := range p.sorted(p.g.l[v]) {
		s, b := p.vertex(w, v)
		switch {
		case b > 0:
			s = "{" + s + "}"
		case len(p.g.l[v]) == 1 && !strings.Contains(s, "{") && strings.ContainsAny(s, "0123456789*"):
			s = "(" + s + ")" // a name with a number or a star: +-(5over)
		}
		opts = append(opts, s)
	}
	if len(opts) == 1 {
		return "+-" + opts[0], true
	}
	return "+-{" + strings.Join(opts, ",") + "}", true
}

// sorted returns the options with the short ones first, as CGSuite
// orders them.
func (p *lprinter) sorted(opts []int32) []int32 {
	opts = slices.Clone(opts)
	slices.SortStableFunc(opts, func(a, b int32) int {
		return cmpBool(!p.g.acyclic(int(a)), !p.g.acyclic(int(b)))
	})
	return opts
}

// vertex returns the text of position v and the bars at its top level,
// as the short printer does: a game whose side holds one option with bars
// is written with one bar more ({0||0|a} for {0|{0|a}}), an option with
// bars among others is wrapped in braces, a labelled game, a game with a
// side empty and a game of four bars keep their braces.
func (p *lprinter) vertex(v, parent int32) (string, int) {
	if p.onStack[v] {
		if v == parent {
			return "pass", 0
		}
		if p.label[v] == "" {
			p.label[v] = p.nextLabel()
		}
		return p.label[v], 0
	}
	if p.g.acyclic(int(v)) {
		u := newUniverse()
		val := valueOfGraph(p.g, int(v))
		return u.format(u.decode(val.s), map[vid]formatted{})
	}
	if p.stopper[v] {
		if s, ok := p.named(v); ok {
			return s, 0
		}
		if s, ok := p.switched(v); ok {
			return s, 0
		}
	}
	p.onStack[v] = true
	bars := 0
	var sides [2][]string
	for i, opts := range [2][]int32{p.g.l[v], p.g.r[v]} {
		for _, w := range p.sorted(opts) {
			s, b := p.vertex(w, v)
			if b > 0 && len(opts) > 1 {
				s, b = "{"+s+"}", 0
			}
			bars = max(bars, b)
			sides[i] = append(sides[i], s)
		}
	}
	delete(p.onStack, v)
	bars++
	s := strings.Join(sides[0], ",") + strings.Repeat("|", bars) + strings.Join(sides[1], ",")
	if l := p.label[v]; l != "" {
		return l + "{" + s + "}", 0
	}
	if len(sides[0]) == 0 || len(sides[1]) == 0 || bars == maxBars {
		// A side without options keeps its braces, as CGSuite writes
		// it ({0,a|} among bars would be read as 0 and {a|…}), and so
		// does a game of four bars.
		return "{" + s + "}", 0
	}
	return s, bars
}

// maxBars is the most bars CGSuite writes before it uses braces instead:
// {0|{0||||0,*2|||a|0||0}||0}, not 0|||||||0,*2|||a|0||0||||0.
const maxBars = 4

// cmpBool orders false before true.
func cmpBool(a, b bool) int {
	switch {
	case a == b:
		return 0
	case a:
		return 1
	}
	return -1
}

// nextLabel returns a, b, …, skipping names with another meaning.
func (p *lprinter) nextLabel() string {
	for {
		n := p.labels
		p.labels++
		s := string(rune('a' + n%26))
		if n >= 26 {
			s += strconv.Itoa(n / 26)
		}
		if s != "v" {
			return s
		}
	}
}
