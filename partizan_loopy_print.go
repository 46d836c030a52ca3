package cgt

// Printing loopy values in CGSuite's notation.

import (
	"slices"
	"strconv"
	"strings"
)

// String returns x in CGSuite's notation, which ParseLoopy reads back: a
// short game as Value prints it; a named game by its name (on, off, over,
// under, upon, downon, uponth, downonth, dud, tis, tisn), also plus a
// number or a star (5over, upon*); any other stopper with its options in braces, "pass" for
// a move to the braces it is in, and a label before braces that are
// returned to from deeper inside (a{0|{0|a}}); a stopper-sided game as
// "onside & offside".
func (x Loopy) String() string {
	for _, n := range loopyNames {
		if loopyNamed()[n.name] == x {
			return n.name
		}
	}
	if !x.IsStopper() {
		on, off := x.sides()
		return on.String() + " & " + off.String()
	}
	g, root := x.graph()
	p := &lprinter{g: g, label: map[int32]string{}, onStack: map[int32]bool{}}
	return p.vertex(int32(root), -1)
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
	labels  int
}

// named returns the short or named form of the stopper at v, if any.
func (p *lprinter) named(v int32) (string, bool) {
	if p.g.acyclic(int(v)) {
		return valueOfGraph(p.g, int(v)).String(), true
	}
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

func (p *lprinter) vertex(v, parent int32) string {
	if p.onStack[v] {
		if v == parent {
			return "pass"
		}
		if p.label[v] == "" {
			p.label[v] = p.nextLabel()
		}
		return p.label[v]
	}
	if s, ok := p.named(v); ok {
		return s
	}
	p.onStack[v] = true
	var b strings.Builder
	b.WriteString("{")
	for i, w := range p.g.l[v] {
		if i > 0 {
			b.WriteString(",")
		}
		b.WriteString(p.vertex(w, v))
	}
	b.WriteString("|")
	for i, w := range p.g.r[v] {
		if i > 0 {
			b.WriteString(",")
		}
		b.WriteString(p.vertex(w, v))
	}
	b.WriteString("}")
	delete(p.onStack, v)
	return p.label[v] + b.String()
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
