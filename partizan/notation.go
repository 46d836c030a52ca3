package partizan

// Printing and parsing values in the notation of CGSuite.

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/cgtgo/cgt"
)

// String returns v in the notation of CGSuite: numbers ("0", "-3", "5/8"),
// nimbers ("*", "*3"), ups and downs with a number and a star ("^", "^^*",
// "v3" for 3·↓, "1/2v*2"), switches ("+-1", "+-{1|0}"), ↑ⁿ and ↓ⁿ
// ("^<2>", "v<3>*"), tiny and miny ("Tiny(2)", "Miny(1/2)"), and any other
// canonical form with its options, nested forms written with more bars:
// {2|1||0} is {{2|1}|0}. An option that needs bars is wrapped in braces when
// it shares its side with other options. ParseValue reads every output of
// String back to the same Value.
func (v Value) String() string {
	u := newUniverse()
	s, bars := u.format(u.decode(v.s), map[vid]formatted{})
	if bars > 0 {
		return "{" + s + "}"
	}
	return s
}

// MarshalText encodes v as String does.
func (v Value) MarshalText() ([]byte, error) { return []byte(v.String()), nil }

// UnmarshalText parses v as ParseValue does.
func (v *Value) UnmarshalText(b []byte) error {
	w, err := ParseValue(string(b))
	if err != nil {
		return err
	}
	*v = w
	return nil
}

// named returns CGSuite's short name of a when it has one: Tiny(G) for
// {0 || 0 | −G} and Miny(G) for {G | 0 || 0} (G written without bars),
// ^<n> and v<n> for ↑ⁿ and ↓ⁿ (n ≥ 2), with a trailing * for ↑ⁿ* and ↓ⁿ*.
func (u *universe) named(a vid, memo map[vid]formatted) (string, bool) {
	n := u.nodes[a]
	if n.isNum || n.nim >= 0 {
		return "", false
	}
	one := func(x []vid) (vid, bool) {
		if len(x) == 1 {
			return x[0], true
		}
		return 0, false
	}
	// Tiny(G) = {0 || 0 | −G}: Left's only option 0, Right's {0 | −G}.
	if l, ok := one(n.l); ok && l == 0 {
		if r, ok := one(n.r); ok && !u.nodes[r].isNum && u.nodes[r].nim < 0 {
			rn := u.nodes[r]
			if rl, ok := one(rn.l); ok && rl == 0 {
				if k, ok := one(rn.r); ok {
					if g, bars := u.format(u.neg(k), memo); bars == 0 {
						return "Tiny(" + g + ")", true
					}
				}
			}
		}
	}
	if r, ok := one(n.r); ok && r == 0 {
		if l, ok := one(n.l); ok && !u.nodes[l].isNum && u.nodes[l].nim < 0 {
			ln := u.nodes[l]
			if lr, ok := one(ln.r); ok && lr == 0 {
				if g, ok := one(ln.l); ok {
					if gs, bars := u.format(g, memo); bars == 0 {
						return "Miny(" + gs + ")", true
					}
				}
			}
		}
	}
	// ↑ⁿ and ↓ⁿ, and with a star: one side is {0} or {0, *}; ↑ⁿ has
	// birthday n+1, so only n below a's birthday can match.
	zeroSide := func(x []vid) bool {
		return len(x) == 1 && x[0] == 0 || len(x) == 2 && slices.Contains(x, 0) && slices.Contains(x, u.nimber(1))
	}
	if !zeroSide(n.l) && !zeroSide(n.r) {
		return "", false
	}
	b := int(min(u.birthday(a, map[vid]uint64{}), maxUptimal+2))
	if b > maxUptimal+1 {
		return "", false
	}
	for k := 2; k < b; k++ {
		p := u.upPow(k)
		for _, star := range []bool{false, true} {
			q := p
			suffix := ""
			if star {
				q, suffix = u.add(p, u.nimber(1)), "*"
			}
			switch a {
			case q:
				return "^<" + strconv.Itoa(k) + ">" + suffix, true
			case u.neg(q):
				return "v<" + strconv.Itoa(k) + ">" + suffix, true
			}
		}
	}
	return "", false
}

type formatted struct {
	s    string
	bars int
}

// atom returns the short name of a, if it is x + n·↑ + *m.
func (u *universe) atom(a vid) (string, bool) {
	x, n, m, ok := u.numberUpStar(a)
	if !ok {
		return "", false
	}
	var b strings.Builder
	if x.num != 0 || n == 0 && m == 0 {
		b.WriteString(x.String())
	}
	if n != 0 {
		c := "^"
		if n < 0 {
			c, n = "v", -n
		}
		switch n {
		case 1:
			b.WriteString(c)
		case 2:
			b.WriteString(c + c)
		default:
			b.WriteString(c + strconv.Itoa(n))
		}
	}
	if m > 0 {
		b.WriteByte('*')
		if m > 1 {
			b.WriteString(strconv.Itoa(m))
		}
	}
	return b.String(), true
}

// format returns the text of a and the number of bars at its top level (0
// for a name that needs no braces).
func (u *universe) format(a vid, memo map[vid]formatted) (string, int) {
	if f, ok := memo[a]; ok {
		return f.s, f.bars
	}
	if s, ok := u.atom(a); ok {
		memo[a] = formatted{s, 0}
		return s, 0
	}
	if s, ok := u.named(a, memo); ok {
		memo[a] = formatted{s, 0}
		return s, 0
	}
	n := u.nodes[a]
	if len(n.l) == 1 && len(n.r) == 1 && u.neg(n.l[0]) == n.r[0] && u.leq(0, n.l[0]) {
		if s, bars := u.format(n.l[0], memo); bars == 0 {
			s = "+-" + s
			memo[a] = formatted{s, 0}
			return s, 0
		}
	}
	bars := 0
	var sides [2][]string
	for i, opts := range [2][]vid{n.l, n.r} {
		for _, x := range opts {
			s, b := u.format(x, memo)
			if b > 0 && len(opts) > 1 {
				s, b = "{"+s+"}", 0
			}
			bars = max(bars, b)
			sides[i] = append(sides[i], s)
		}
	}
	bars++
	s := strings.Join(sides[0], ",") + strings.Repeat("|", bars) + strings.Join(sides[1], ",")
	memo[a] = formatted{s, bars}
	return s, bars
}

// ---------------------------------------------------------------------------
// Parsing.

// ParseValue parses a value expression: numbers ("3", "-1/4"), "*" and "*n",
// "^" and "v" (also "↑", "↓") with optional counts ("^^", "v3"), "+-g" or
// "±g" for the switch {g | −g} (g is the rest of the term: "+-1*" is
// ±(1*)), "+-{A,B}" for the switch of a set {A,B | −A,−B}, games
// "{L1,L2|R1}" whose options are expressions, with "||", "|||" … for
// nesting as CGSuite writes them ("{2|1||0}" = {{2|1}|0}), CGSuite's
// uptimals "^<n>" (↑ⁿ, the up-nth: ↑² = {0 | ↓*}) and "^[n]" (↑ + ↑² + … +
// ↑ⁿ) and their negatives "v<n>", "v[n]", "Tiny(G)" = {0 || 0 | −G} and
// "Miny(G)" = {G | 0 || 0}, sums and differences with "+" and "-",
// parentheses, and juxtaposition as a sum ("1/2*" = 1/2 + *, "^*" = ↑ + *,
// "2+-1" = 2 ± 1). The error names the bad token and its position; a
// number that does not fit a Dyadic, written or made by the expression
// ("{0|1/4611686018427387904}" is 1/2⁶³), gives an error wrapping ErrRange.
//
// Counts are bounded: *n up to MaxNimber, ^n and vn up to 2²⁰ (n·↑ is a
// form of about n options on n levels).
func ParseValue(s string) (Value, error) {
	return ParseValueLimit(s, 0)
}

// MaxNimber is the largest nimber *n that ParseValue reads and Nimber
// makes: nimbers are atoms (one form each, their n options made only when an
// operation needs them), so the bound is where those n options, about a
// hundred bytes each, would no longer fit in memory.
const MaxNimber = 1<<30 - 1

// maxUps is the largest count of ^n and vn ParseValue reads.
const maxUps = 1 << 20

// maxUptimal is the largest n of ^<n> and ^[n] ParseValue reads (↑ⁿ has
// birthday n+1 and a form of about n² options).
const maxUptimal = 1 << 10

// ParseValueLimit is ParseValue with a budget: the evaluation of the
// expression (its sums, negations and canonical forms) may hold at most
// limit forms and options in all (0: no limit; a form costs about a
// hundred bytes, an option four), and stops with an error wrapping
// cgt.ErrLimit past it. Nimbers are single forms whatever their size
// (*1000000 is one) until an operation needs their options: comparing *n
// with a game that is not a number or a nimber, or adding it to one,
// holds its n options and n forms more, and x + *n for a number x that is
// not an integer has a canonical form of about n²/2 options.
func ParseValueLimit(s string, limit int) (Value, error) {
	v, err := parseValueLimit(s, limit)
	if err != nil && len(s) <= 1<<12 && !errors.Is(err, ErrRange) && !errors.Is(err, cgt.ErrLimit) {
		if _, lerr := ParseLoopy(s); lerr == nil {
			return Value{}, fmt.Errorf("cgt: bad value %s: a loopy game (its play may repeat), which ParseLoopy reads", cgt.QuoteInput(s))
		}
	}
	return v, err
}

// parseValueLimit is ParseValueLimit without the check for loopy text.
func parseValueLimit(s string, limit int) (v Value, err error) {
	p := &parser{src: s, u: newUniverse()}
	p.u.max = limit
	defer func() {
		if r := recover(); r != nil {
			if e, ok := asRange(r); ok {
				v, err = Value{}, rangeIn(e, cgt.QuoteInput(s))
				return
			}
			b, ok := r.(errBudget)
			if !ok {
				panic(r)
			}
			v, err = Value{}, fmt.Errorf("%w: %s needs more than %d forms and options", cgt.ErrLimit, cgt.QuoteInput(s), b.max)
		}
	}()
	p.next()
	id, err := p.expr()
	if err == nil && p.tok.kind != tokEOF {
		err = p.unexpected()
	}
	if err != nil {
		return Value{}, err
	}
	return Value{p.u.encode(id)}, nil
}

type tokKind int8

const (
	tokEOF tokKind = iota
	tokNum
	tokStar
	tokUp    // n ups, n in val
	tokDown  // n downs
	tokUpPow // ^<n> (vn: n < 0): ↑ⁿ, CGSuite's up-nth
	tokUpSum // ^[n] (v[n]: n < 0): ↑ + ↑² + … + ↑ⁿ
	tokFunc  // Tiny or Miny, then "(" G ")"
	tokPM
	tokPlus
	tokMinus
	tokComma
	tokBars
	tokLBrace
	tokRBrace
	tokLParen
	tokRParen
	tokBad
)

type token struct {
	kind tokKind
	pos  int    // byte offset in the source
	text string // as written
	n    int    // count of a star, ups, downs or bars
	num  Dyadic
	err  error
}

type parser struct {
	src   string
	pos   int
	tok   token
	u     *universe
	depth int
}

const maxNesting = 10000

func (p *parser) errorf(t token, format string, args ...any) error {
	return fmt.Errorf("cgt: bad value %s: %s at column %d", cgt.QuoteInput(p.src), fmt.Sprintf(format, args...), utf8.RuneCountInString(p.src[:t.pos])+1)
}

func (p *parser) unexpected() error {
	t := p.tok
	switch t.kind {
	case tokEOF:
		return p.errorf(t, "unexpected end")
	case tokBad:
		if t.err != nil {
			return fmt.Errorf("cgt: bad value %s: %w at column %d", cgt.QuoteInput(p.src), t.err, utf8.RuneCountInString(p.src[:t.pos])+1)
		}
	}
	return p.errorf(t, "unexpected %s", cgt.QuoteInput(t.text))
}

// digits returns the length of the run of decimal digits at s[i:].
func digits(s string, i int) int {
	j := i
	for j < len(s) && s[j] >= '0' && s[j] <= '9' {
		j++
	}
	return j - i
}

func (p *parser) next() {
	s := p.src
	for p.pos < len(s) && (s[p.pos] == ' ' || s[p.pos] == '\t' || s[p.pos] == '\n') {
		p.pos++
	}
	t := token{pos: p.pos}
	if p.pos == len(s) {
		p.tok = t
		return
	}
	i := p.pos
	r, size := utf8.DecodeRuneInString(s[i:])
	end := i + size
	// count reads an optional number after a symbol, "*3", "^3", of at
	// most max.
	count := func(def, max int) int {
		if d := digits(s, end); d > 0 {
			n, err := strconv.Atoi(s[end : end+d])
			end += d
			if err != nil || n > max {
				t.kind, t.err = tokBad, fmt.Errorf("count too large (at most %d)", max)
			}
			return n
		}
		return def
	}
	switch {
	case r >= '0' && r <= '9':
		end = i + digits(s, i)
		if end < len(s) && s[end] == '/' && digits(s, end+1) > 0 {
			end += 1 + digits(s, end+1)
		}
		t.kind = tokNum
		d, err := ParseDyadic(s[i:end])
		if err != nil {
			t.kind, t.err = tokBad, err
			if e, ok := strings.CutPrefix(err.Error(), "cgt: "); ok {
				t.err = &textError{e, err} // still wrapping ErrRange
			}
		}
		t.num = d
	case r == '*':
		t.kind = tokStar
		t.n = count(1, MaxNimber) // after the kind: count marks an oversized count bad
	case r == '^' || r == '↑' || r == 'v' || r == '↓':
		t.kind = tokUp
		if r == 'v' || r == '↓' {
			t.kind = tokDown
		}
		n := 1
		for end < len(s) {
			r2, sz := utf8.DecodeRuneInString(s[end:])
			if r2 != r {
				break
			}
			n++
			end += sz
		}
		if n == 1 && end < len(s) && (s[end] == '<' || s[end] == '[') {
			// CGSuite's uptimals: ^<n> the unit ↑ⁿ, ^[n] the sum ↑ + … + ↑ⁿ.
			closer := byte('>')
			kind := tokUpPow
			if s[end] == '[' {
				closer, kind = ']', tokUpSum
			}
			d := digits(s, end+1)
			if d == 0 || end+1+d >= len(s) || s[end+1+d] != closer {
				t.kind, t.err = tokBad, fmt.Errorf("want %c<n> or %c[n] with a whole number n", r, r)
				end++
				break
			}
			m, err := strconv.Atoi(s[end+1 : end+1+d])
			if err != nil || m < 1 || m > maxUptimal {
				t.kind, t.err = tokBad, fmt.Errorf("uptimal order out of range (1 … %d)", maxUptimal)
			} else if t.kind == tokDown {
				t.kind, n = kind, -m
			} else {
				t.kind, n = kind, m
			}
			end += d + 2
		} else if n == 1 {
			n = count(1, maxUps)
		}
		t.n = n
	case isPunctuation(r):
		t.kind, t.n, end = punctuation(s, end, r)
	case strings.HasPrefix(s[i:], "Tiny") || strings.HasPrefix(s[i:], "Miny"):
		t.kind, end = tokFunc, i+4
	default:
		t.kind = tokBad
		for end < len(s) && !strings.ContainsRune(" \t\n+-,|{}()*^", rune(s[end])) {
			_, sz := utf8.DecodeRuneInString(s[end:])
			end += sz
		}
	}
	t.text = s[i:end]
	p.pos = end
	p.tok = t
}

// expr := term {("+" | "-") term}
func (p *parser) expr() (vid, error) {
	a, err := p.term()
	if err != nil {
		return 0, err
	}
	for p.tok.kind == tokPlus || p.tok.kind == tokMinus {
		minus := p.tok.kind == tokMinus
		p.next()
		b, err := p.term()
		if err != nil {
			return 0, err
		}
		if minus {
			b = p.u.neg(b)
		}
		a = p.u.add(a, b)
	}
	return a, nil
}

// isPunctuation reports whether r is punctuation that ParseValue and
// ParseLoopy share (punctuation reads it).
func isPunctuation(r rune) bool {
	k, _, _ := punctuation("", 0, r)
	return k != tokBad
}

// punctuation reads the punctuation r at the text before end in s:
// braces, a run of n bars, a comma, parentheses, ± (also written +-), +
// and −. It returns the token's kind (tokBad for any other rune), its
// count of bars and where the text after it begins.
func punctuation(s string, end int, r rune) (k tokKind, n, next int) {
	switch r {
	case '{':
		return tokLBrace, 0, end
	case '}':
		return tokRBrace, 0, end
	case '|':
		n = 1
		for end < len(s) && s[end] == '|' {
			end, n = end+1, n+1
		}
		return tokBars, n, end
	case ',':
		return tokComma, 0, end
	case '(':
		return tokLParen, 0, end
	case ')':
		return tokRParen, 0, end
	case '±':
		return tokPM, 0, end
	case '+':
		if end < len(s) && s[end] == '-' {
			return tokPM, 0, end + 1
		}
		return tokPlus, 0, end
	case '-':
		return tokMinus, 0, end
	}
	return tokBad, 0, end
}

func startsUnit(k tokKind) bool {
	switch k {
	case tokNum, tokStar, tokUp, tokDown, tokUpPow, tokUpSum, tokFunc, tokPM, tokLBrace, tokLParen:
		return true
	}
	return false
}

// term := ["-"] unit {unit}, juxtaposed units adding up; a leading minus
// negates the first unit only, as in "-1*" = −1 + *.
func (p *parser) term() (vid, error) {
	neg := false
	if p.tok.kind == tokMinus {
		neg = true
		p.next()
	}
	a, err := p.unit()
	if err != nil {
		return 0, err
	}
	if neg {
		a = p.u.neg(a)
	}
	for startsUnit(p.tok.kind) {
		b, err := p.unit()
		if err != nil {
			return 0, err
		}
		a = p.u.add(a, b)
	}
	return a, nil
}

func (p *parser) unit() (vid, error) {
	t := p.tok
	u := p.u
	switch t.kind {
	case tokNum:
		p.next()
		return u.number(t.num), nil
	case tokStar:
		p.next()
		return u.nimber(t.n), nil
	case tokUp, tokDown:
		p.next()
		up := u.intern([]vid{0}, []vid{u.nimber(1)})
		if t.kind == tokDown {
			up = u.neg(up)
		}
		s := vid(0)
		for range t.n {
			s = u.add(s, up)
		}
		return s, nil
	case tokUpPow, tokUpSum:
		p.next()
		n := t.n
		if n < 0 {
			n = -n
		}
		g := u.upPow(n)
		if t.kind == tokUpSum {
			g = 0
			for k := 1; k <= n; k++ {
				g = u.add(g, u.upPow(k))
			}
		}
		if t.n < 0 {
			g = u.neg(g)
		}
		return g, nil
	case tokFunc: // Tiny(G) = {0 || 0 | −G}, Miny(G) = −Tiny(G)
		p.next()
		if p.tok.kind != tokLParen {
			return 0, p.errorf(p.tok, "want ( after %s, here", t.text)
		}
		g, err := p.unit()
		if err != nil {
			return 0, err
		}
		g = u.canon([]vid{0}, []vid{u.canon([]vid{0}, []vid{u.neg(g)})})
		if t.text == "Miny" {
			g = u.neg(g)
		}
		return g, nil
	case tokPM:
		p.next()
		if p.tok.kind == tokLBrace {
			// "+-{A,B}" is the switch of a set, {A,B | −A,−B}; "+-{A|B}"
			// the switch of a game.
			if opts, ok, err := p.set(); ok || err != nil {
				if err != nil {
					return 0, err
				}
				negs := make([]vid, len(opts))
				for i, x := range opts {
					negs[i] = u.neg(x)
				}
				return u.canon(opts, negs), nil
			}
		}
		g, err := p.term() // "+-1*" is ±(1*)
		if err != nil {
			return 0, err
		}
		return u.canon([]vid{g}, []vid{u.neg(g)}), nil
	case tokLParen:
		p.next()
		if p.depth++; p.depth > maxNesting {
			return 0, p.errorf(t, "nested too deeply")
		}
		a, err := p.expr()
		if err != nil {
			return 0, err
		}
		if p.tok.kind != tokRParen {
			return 0, p.unexpected()
		}
		p.depth--
		p.next()
		return a, nil
	case tokLBrace:
		p.next()
		if p.depth++; p.depth > maxNesting {
			return 0, p.errorf(t, "nested too deeply")
		}
		a, err := p.braces(t)
		if err != nil {
			return 0, err
		}
		p.depth--
		return a, nil
	}
	return 0, p.unexpected()
}

// set parses "{A,B,…}" (at the "{") when it holds no bar, and reports
// ok; when it holds a bar it parses nothing and reports false, leaving the
// braces to be read as a game.
func (p *parser) set() (opts []vid, ok bool, err error) {
	// Look ahead for a bar at this depth without consuming anything.
	depth := 0
	for i := p.pos; i < len(p.src); i++ {
		switch p.src[i] {
		case '{', '(':
			depth++
		case '}', ')':
			if depth == 0 {
				goto scan
			}
			depth--
		case '|':
			if depth == 0 {
				return nil, false, nil
			}
		}
	}
scan:
	open := p.tok
	p.next()
	for {
		a, err := p.expr()
		if err != nil {
			return nil, true, err
		}
		opts = append(opts, a)
		switch p.tok.kind {
		case tokComma:
			p.next()
			continue
		case tokRBrace:
			p.next()
			return opts, true, nil
		}
		if p.tok.kind == tokEOF {
			return nil, true, p.errorf(open, "no } for the set { opened here")
		}
		return nil, true, p.unexpected()
	}
}

// slot is one option position between separators in braces: empty, or an
// expression.
type slot struct {
	id    vid
	empty bool
	tok   token // the first token, for errors
}

// braces parses the inside of {…} after the "{" token open, and the "}".
func (p *parser) braces(open token) (vid, error) {
	var slots []slot
	var seps []token
	for {
		t := p.tok
		if t.kind == tokComma || t.kind == tokBars || t.kind == tokRBrace {
			slots = append(slots, slot{empty: true, tok: t})
		} else {
			a, err := p.expr()
			if err != nil {
				return 0, err
			}
			slots = append(slots, slot{id: a, tok: t})
		}
		switch p.tok.kind {
		case tokComma, tokBars:
			seps = append(seps, p.tok)
			p.next()
			continue
		case tokRBrace:
			p.next()
			return p.build(open, slots, seps)
		}
		return 0, p.unexpected()
	}
}

// build makes the game of slots separated by seps: the separator with the
// most bars splits Left from Right.
func (p *parser) build(open token, slots []slot, seps []token) (vid, error) {
	k, at := 0, -1
	for i, s := range seps {
		if s.kind != tokBars {
			continue
		}
		switch {
		case s.n > k:
			k, at = s.n, i
		case s.n == k:
			return 0, p.errorf(s, "a second %s in the same game (write {a|b}|c or a|{b|c}), here", cgt.QuoteInput(s.text))
		}
	}
	if at < 0 {
		return 0, p.errorf(open, "no | in the game {…} opened here")
	}
	l, err := p.side(open, slots[:at+1], seps[:at])
	if err != nil {
		return 0, err
	}
	r, err := p.side(open, slots[at+1:], seps[at+1:])
	if err != nil {
		return 0, err
	}
	return p.u.canon(l, r), nil
}

// side returns the options of one side: a comma-separated list, or one game
// written with fewer bars.
func (p *parser) side(open token, slots []slot, seps []token) ([]vid, error) {
	for _, s := range seps {
		if s.kind == tokBars {
			a, err := p.build(open, slots, seps)
			if err != nil {
				return nil, err
			}
			return []vid{a}, nil
		}
	}
	if len(slots) == 1 && slots[0].empty {
		return nil, nil
	}
	var out []vid
	for _, s := range slots {
		if s.empty {
			return nil, p.errorf(s.tok, "missing option before %s", cgt.QuoteInput(s.tok.text))
		}
		out = append(out, s.id)
	}
	return out, nil
}
