package partizan

// CGSuite's notation for loopy games, printed and parsed.

import (
	"fmt"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/cgtgo/cgt"
)

// loopyNames are the named loopy values, in the order the printer tries
// them, with their definitions (Winning Ways ch. 11; CGSuite writes upon
// as ^[on]).
var loopyNames = []struct{ name, def string }{
	{"on", "{pass|}"},
	{"off", "{|pass}"},
	{"over", "{0|pass}"},
	{"under", "{pass|0}"},
	{"upon", "{pass|*}"},
	{"downon", "{*|pass}"},
	{"uponth", "{0||0|0,pass}"},
	{"downonth", "{0,pass|0||0}"},
	{"dud", "{pass|pass}"},
	{"tis", "a{{|a}|}"},
	{"tisn", "a{|{a|}}"},
}

// Aliases read by ParseLoopy.
var loopyAliases = map[string]string{
	"^[on]": "upon", "v[on]": "downon", "↑[on]": "upon", "↓[on]": "downon",
	"^<on>": "uponth", "v<on>": "downonth", "↑<on>": "uponth", "↓<on>": "downonth",
}

var loopyNamed = sync.OnceValue(func() map[string]Loopy {
	m := map[string]Loopy{}
	for _, n := range loopyNames {
		v, err := parseLoopy(n.def, m)
		if err != nil {
			panic(err)
		}
		m[n.name] = v
	}
	return m
})

// ParseLoopy parses a loopy game in CGSuite's notation: everything
// ParseValue reads, plus "pass" (a move to the game being defined, so
// on = {pass|}), labels for positions that are returned to (a{0|a}, or
// a:{0|a}, is over: the label names the braces it prefixes, and may be
// used anywhere inside them), the names on, off, over, under, upon (also
// ^[on]), downon (v[on]), uponth (^<on>, {0||0|0,pass}), downonth (v<on>),
// dud, tis and tisn, "&" for a game given by its onside and offside (over
// & v; each side may have alternating cycles, as String prints the sides
// of Bach's carousel), sums and differences, and juxtaposition as a sum
// (5over = 5 + over), and ":" for an ordinal sum of stoppers (1:off is
// over). As in CGSuite, ":" binds tighter than "&", and "&" than "+" and
// "-" (1 & 0 + 1 is tis + 1); a name before ":{" is no label (on:{0|pass}
// is an ordinal sum, a:{0|a} a labelled game). "+-G" is the switch {G |
// −G} and "+-{A,B}" the switch {A,B | −A,−B}, as ParseValue reads them.
// Options may be stopper-sided ({2&-2|1&-2} is {2|1} & {-2|-2}). A sum
// may not contain pass or a label of enclosing braces. The value of
// braces is that of their whole graph, inner braces included, so it
// depends only on the graph's shape. Errors: a syntax error naming the
// column, the errors of ParseValue for short parts, and cgt.ErrLimit past
// 4,096 positions.
func ParseLoopy(s string) (Loopy, error) {
	return parseLoopy(s, loopyNamed())
}

func parseLoopy(s string, names map[string]Loopy) (Loopy, error) {
	p := &lparser{src: s}
	if err := p.lex(); err != nil {
		return Loopy{}, err
	}
	n, err := p.sum()
	if err != nil {
		return Loopy{}, err
	}
	if p.peek().kind != ltEOF {
		return Loopy{}, p.errorf(p.peek(), "unexpected %s", cgt.QuoteInput(p.peek().text))
	}
	return evalSided(n, names, map[*lnode]Loopy{})
}

// ltKind is a loopy token's kind: the punctuation shared with ParseValue
// keeps ParseValue's kinds (see punctuation); the others follow them.
type ltKind = tokKind

const (
	ltEOF    = tokEOF
	ltLBrace = tokLBrace
	ltRBrace = tokRBrace
	ltBars   = tokBars
	ltComma  = tokComma
	ltLParen = tokLParen
	ltRParen = tokRParen
	ltPlus   = tokPlus
	ltMinus  = tokMinus
	ltPM     = tokPM
)

const (
	ltAmp   = tokBad + 1 + iota
	ltColon // an ordinal sum
	ltWord  // a name or label
	ltLabel // a label opening braces: "a{" or "a:{" (text is the label)
	ltAtom  // a short game, for ParseValue
)

type ltoken struct {
	kind ltKind
	pos  int
	text string
	n    int // bars
}

type lparser struct {
	src  string
	toks []ltoken
	i    int
}

func (p *lparser) errorf(t ltoken, format string, args ...any) error {
	return fmt.Errorf("cgt: bad loopy value %s: %s at column %d", cgt.QuoteInput(p.src), fmt.Sprintf(format, args...), utf8.RuneCountInString(p.src[:t.pos])+1)
}

func (p *lparser) peek() ltoken { return p.toks[p.i] }

func (p *lparser) take() ltoken {
	t := p.toks[p.i]
	if t.kind != ltEOF {
		p.i++
	}
	return t
}

// isAtomRune reports whether r continues a short game's text.
func isAtomRune(r rune) bool {
	return r >= '0' && r <= '9' || strings.ContainsRune("/*^v↑↓<>[]", r)
}

func (p *lparser) lex() error {
	s := p.src
	i := 0
	for {
		for i < len(s) && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n') {
			i++
		}
		t := ltoken{pos: i}
		if i == len(s) {
			p.toks = append(p.toks, t)
			return nil
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		end := i + size
		alias := ""
		for a := range loopyAliases {
			if strings.HasPrefix(s[i:], a) {
				alias = a
			}
		}
		switch {
		case alias != "":
			t.kind, end = ltWord, i+len(alias)
		case isPunctuation(r):
			t.kind, t.n, end = punctuation(s, end, r)
		case r == '&':
			t.kind = ltAmp
		case r == ':':
			t.kind = ltColon
		case strings.HasPrefix(s[i:], "Tiny(") || strings.HasPrefix(s[i:], "Miny("):
			depth := 0
			for end = i; end < len(s); end++ {
				if s[end] == '(' {
					depth++
				} else if s[end] == ')' {
					depth--
					if depth == 0 {
						end++
						break
					}
				}
			}
			t.kind = ltAtom
		case unicode.IsLetter(r) && r != 'v' || r == '_' || r == 'v' && end < len(s) && unicode.IsLetter(rune(s[end])) && s[end] != 'v':
			for end < len(s) {
				r2, sz := utf8.DecodeRuneInString(s[end:])
				if !unicode.IsLetter(r2) && !unicode.IsDigit(r2) && r2 != '_' {
					break
				}
				end += sz
			}
			t.kind = ltWord
			j := end
			for j < len(s) && s[j] == ' ' {
				j++
			}
			if j < len(s) && s[j] == ':' {
				j++
				for j < len(s) && s[j] == ' ' {
					j++
				}
			}
			if j < len(s) && s[j] == '{' && !isLoopyName(s[i:end]) {
				t.kind = ltLabel
				t.text = s[i:end]
				p.toks = append(p.toks, t)
				i = j
				continue
			}
		case isAtomRune(r):
			for end < len(s) {
				r2, sz := utf8.DecodeRuneInString(s[end:])
				if !isAtomRune(r2) {
					break
				}
				end += sz
			}
			t.kind = ltAtom
		default:
			return p.errorf(t, "unexpected %s", cgt.QuoteInput(s[i:end]))
		}
		t.text = s[i:end]
		p.toks = append(p.toks, t)
		i = end
	}
}

// isLoopyName reports whether w names a game (or pass), and so is no
// label: on:{0|pass} is an ordinal sum.
func isLoopyName(w string) bool {
	for _, n := range loopyNames {
		if n.name == w {
			return true
		}
	}
	return w == "pass"
}

// The syntax tree.
type lnode struct {
	kind  ltKind // ltLBrace (a game), ltWord, ltAtom, ltPlus, ltMinus (unary if b == nil), ltPM, ltAmp, ltColon
	tok   ltoken
	label string
	a, b  *lnode
	l, r  []*lnode
}

// The operators bind as in CGSuite's grammar: "+" and "-" least, then
// "&", then ":" (1 & 0 + 1 is tis + 1, 1:1 + 1 is 3).
//
// sum := sided {("+" | "-") sided}
func (p *lparser) sum() (*lnode, error) {
	a, err := p.sided()
	if err != nil {
		return nil, err
	}
	for k := p.peek().kind; k == ltPlus || k == ltMinus; k = p.peek().kind {
		t := p.take()
		b, err := p.sided()
		if err != nil {
			return nil, err
		}
		a = &lnode{kind: k, tok: t, a: a, b: b}
	}
	return a, nil
}

// sided := ordinal ["&" ordinal]
func (p *lparser) sided() (*lnode, error) {
	a, err := p.ordinal()
	if err != nil {
		return nil, err
	}
	if p.peek().kind == ltAmp {
		t := p.take()
		b, err := p.ordinal()
		if err != nil {
			return nil, err
		}
		return &lnode{kind: ltAmp, tok: t, a: a, b: b}, nil
	}
	return a, nil
}

// ordinal := term {":" term}, from the left (G:H:K is (G:H):K).
func (p *lparser) ordinal() (*lnode, error) {
	a, err := p.term()
	if err != nil {
		return nil, err
	}
	for p.peek().kind == ltColon {
		t := p.take()
		b, err := p.term()
		if err != nil {
			return nil, err
		}
		a = &lnode{kind: ltColon, tok: t, a: a, b: b}
	}
	return a, nil
}

// term := ["-" | "+-"] unit {unit}  (juxtaposition is a sum). A minus
// before a short game's text is read with that text, as ParseValue reads
// it: -5over is −5 + over, as CGSuite prints it.
func (p *lparser) term() (*lnode, error) {
	var a *lnode
	if k := p.peek().kind; k == ltMinus && p.toks[p.i+1].kind == ltAtom {
		t := p.take()
		u := p.take()
		u.pos, u.text = t.pos, "-"+u.text
		a = &lnode{kind: ltAtom, tok: u}
	} else if k == ltPM && p.toks[p.i+1].kind == ltLBrace && p.isSet(p.i+1) {
		return p.switchSet(p.take())
	} else if k == ltMinus || k == ltPM {
		t := p.take()
		a, err := p.term()
		if err != nil {
			return nil, err
		}
		return &lnode{kind: k, tok: t, a: a}, nil
	} else {
		u, err := p.unit()
		if err != nil {
			return nil, err
		}
		a = u
	}
	for {
		switch p.peek().kind {
		case ltLBrace, ltWord, ltLabel, ltAtom, ltLParen:
			t := p.peek()
			b, err := p.unit()
			if err != nil {
				return nil, err
			}
			a = &lnode{kind: ltPlus, tok: t, a: a, b: b}
			continue
		}
		return a, nil
	}
}

// isSet reports whether the braces opened at token i hold no bars at their
// own level: +-{A,B} is the switch {A,B | −A,−B}, as ParseValue reads it.
func (p *lparser) isSet(i int) bool {
	depth := 0
	for ; i < len(p.toks); i++ {
		switch p.toks[i].kind {
		case ltLBrace:
			depth++
		case ltRBrace:
			depth--
			if depth == 0 {
				return true
			}
		case ltBars:
			if depth == 1 {
				return false
			}
		case ltEOF:
			return false
		}
	}
	return false
}

// switchSet reads the set of +-{A,B} after its +-.
func (p *lparser) switchSet(pm ltoken) (*lnode, error) {
	p.take() // {
	n := &lnode{kind: ltPM, tok: pm}
	for {
		a, err := p.sum()
		if err != nil {
			return nil, err
		}
		n.l = append(n.l, a)
		switch t := p.take(); t.kind {
		case ltComma:
			continue
		case ltRBrace:
			return n, nil
		default:
			return nil, p.errorf(t, "unexpected %q", t.text)
		}
	}
}

func (p *lparser) unit() (*lnode, error) {
	t := p.take()
	switch t.kind {
	case ltWord, ltAtom:
		return &lnode{kind: t.kind, tok: t}, nil
	case ltLParen:
		a, err := p.sum()
		if err != nil {
			return nil, err
		}
		if p.peek().kind != ltRParen {
			return nil, p.errorf(p.peek(), "want ) for the ( at column %d", utf8.RuneCountInString(p.src[:t.pos])+1)
		}
		p.take()
		return a, nil
	case ltLabel:
		if p.peek().kind != ltLBrace {
			return nil, p.errorf(p.peek(), "want { after label %s", cgt.QuoteInput(t.text))
		}
		b, err := p.braces(p.take())
		if err != nil {
			return nil, err
		}
		b.label = t.text
		return b, nil
	case ltLBrace:
		return p.braces(t)
	case ltEOF:
		return nil, p.errorf(t, "unexpected end")
	}
	return nil, p.errorf(t, "unexpected %s", cgt.QuoteInput(t.text))
}

// braces reads a game after its "{": options separated by commas and by
// bars, the most bars splitting Left from Right ({0||0|a} is {0|{0|a}}).
func (p *lparser) braces(open ltoken) (*lnode, error) {
	var slots []*lnode // nil: empty
	var seps []ltoken
	for {
		t := p.peek()
		if t.kind == ltComma || t.kind == ltBars || t.kind == ltRBrace {
			slots = append(slots, nil)
		} else {
			a, err := p.sum()
			if err != nil {
				return nil, err
			}
			slots = append(slots, a)
		}
		switch p.peek().kind {
		case ltComma, ltBars:
			seps = append(seps, p.take())
			continue
		case ltRBrace:
			p.take()
			return p.build(open, slots, seps)
		}
		return nil, p.errorf(p.peek(), "unexpected %s", cgt.QuoteInput(p.peek().text))
	}
}

func (p *lparser) build(open ltoken, slots []*lnode, seps []ltoken) (*lnode, error) {
	k, at := 0, -1
	for i, s := range seps {
		if s.kind != ltBars {
			continue
		}
		switch {
		case s.n > k:
			k, at = s.n, i
		case s.n == k:
			return nil, p.errorf(s, "a second %s in the same game, here", cgt.QuoteInput(s.text))
		}
	}
	if at < 0 {
		return nil, p.errorf(open, "no | in the game {…} opened here")
	}
	g := &lnode{kind: ltLBrace, tok: open}
	var err error
	if g.l, err = p.side(open, slots[:at+1], seps[:at]); err != nil {
		return nil, err
	}
	if g.r, err = p.side(open, slots[at+1:], seps[at+1:]); err != nil {
		return nil, err
	}
	return g, nil
}

func (p *lparser) side(open ltoken, slots []*lnode, seps []ltoken) ([]*lnode, error) {
	for _, s := range seps {
		if s.kind == ltBars {
			g, err := p.build(open, slots, seps)
			if err != nil {
				return nil, err
			}
			return []*lnode{g}, nil
		}
	}
	if len(slots) == 1 && slots[0] == nil {
		return nil, nil
	}
	for i, s := range slots {
		if s == nil {
			at := open
			if i < len(seps) {
				at = seps[i]
			}
			return nil, p.errorf(at, "missing option")
		}
	}
	return slots, nil
}
