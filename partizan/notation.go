package partizan

// Printing and parsing values in the notation of CGSuite.

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"
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
// String back to the same Value: where CGSuite prints a number and a
// nimber or three ups or more without a sign ("3*5", "2^3"), which it
// reads as a product or a power, String writes a plus ("3+*5", "2+^3"),
// and a switch of such a sum is "+-(1+*2)".
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

// sumText reports whether s, a value printed without bars, has a plus or
// a minus outside brackets other than a leading sign ("1+*2").
func sumText(s string) bool {
	depth := 0
	for i, r := range s {
		switch r {
		case '(', '{':
			depth++
		case ')', '}':
			depth--
		case '+', '-':
			if depth == 0 && i > 0 && !strings.HasPrefix(s[:i], "+-") && s[i-1] != '+' {
				return true
			}
		}
	}
	return false
}

type formatted struct {
	s    string
	bars int
}

// atom returns the short name of a, if it is x + n·↑ + *m.
func (u *universe) atom(a vid) (string, bool) {
	r := u.nus(a)
	if !r.ok {
		return "", false
	}
	x, n, m := r.x, r.ups, r.star
	var b strings.Builder
	if x.num != 0 || n == 0 && m == 0 {
		b.WriteString(x.String())
		// CGSuite prints 3 + *5 as 3*5 and 2 + 3·↑ as 2^3, which it reads
		// as 3 × 5 and 2³: written with a plus, they read back.
		if x.num != 0 && (n >= 3 || n == 0 && m >= 2) {
			b.WriteByte('+')
		}
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
			if sumText(s) {
				s = "(" + s + ")" // ±(1+*2), not ±1 + *2
			}
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

// ParseValue parses a value expression in CGSuite's grammar: numbers
// ("3", "-1/4"; a/b is a division, so 6/4 = 3/2), "*", "*n" and "*(e)"
// (the nimber of an integer expression: *(3+5) = *8), "^" and "v" (also
// "↑", "↓") with optional counts ("^^", "v3", "^(e)") and a star after
// them ("^*", "v3*2"), "+-g" or "±g" for the switch {g | −g} ("+-1*" is
// ±(1*)), "+-{A,B}" for the switch of a set {A,B | −A,−B}, games
// "{L1,L2|R1}" whose options are expressions, with "||", "|||" … for
// nesting as CGSuite writes them ("{2|1||0}" = {{2|1}|0}), CGSuite's
// uptimals "^<n>" (↑ⁿ, the up-nth: ↑² = {0 | ↓*}) and "^[n]" (↑ + ↑² + … +
// ↑ⁿ) and their negatives "v<n>", "v[n]", "Tiny(G)" = {0 || 0 | −G} and
// "Miny(G)" = {G | 0 || 0}, and parentheses. The operators bind as in
// CGSuite, loosest first: "+", "-" and "+-" (a +- b is a + ±b, so
// "+-1+-2" is ±1 + ±2), ":" (the ordinal sum), "*" and "/" (a star between
// two operands multiplies: numbers by numbers, a game by an integer, as
// n copies: "3*5" = 15, "5*{1|0}"; "/" divides numbers), unary "+-", "-"
// and "+", "^" after a number (a power: "2^3" = 8, "1/2^3" = 1/8). cgt
// adds juxtaposition as a sum, for the forms CGSuite prints but does not
// read: "1/2*" = 1/2 + *, "-1^*" = −1 + ↑*, "2v3*2"; a leading minus
// negates the first unit ("-1^" = −1 + ↑). What CGSuite reads as a value
// cgt does not compute is refused, saying so: a product of two games that
// are not numbers (write + to add: 3 plus *5 is "3+*5"), the nimber of a
// game ("*{1|0}"), a rational that is not dyadic ("1/3"): the error wraps
// ErrUnsupported. The error names
// the bad token and its position; a number that does not fit a Dyadic,
// written or made by the expression ("{0|1/4611686018427387904}" is
// 1/2⁶³, "2^100"), gives an error wrapping ErrRange.
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

// maxUps is the largest count of ^n and vn ParseValue reads, and the most
// ups or downs its sums and multiples make at once (parser.upStar). The
// operations on a value recurse down its chain of ups, one call a form:
// ↑⁶⁵⁵³⁶ takes a second to print with all cgt value says of it, where a
// chain of a million took 20 s and 1.4 GB, and some operations on it ran
// out of stack (a crash, not an error).
const maxUps = 1 << 16

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
	if err != nil && len(s) <= 1<<12 && !errors.Is(err, ErrRange) && !errors.Is(err, cgt.ErrLimit) && !errors.Is(err, ErrUnsupported) && mayBeLoopy(s) {
		if _, lerr := ParseLoopy(s); lerr == nil {
			return Value{}, fmt.Errorf("cgt: bad value %s: a loopy game (its play may repeat), which ParseLoopy reads", cgt.QuoteInput(s))
		}
	}
	return v, err
}

// mayBeLoopy reports whether s uses the loopy notation: "&", pass, a
// named loopy value (on, over, ^[on] …) or a label ("a{", "a:{"), so that
// ParseValueLimit asks ParseLoopy about it. Text without these is not
// tried: its numbers could be large (9*5*9*5*9), and a loopy reading
// builds a graph of their followers.
func mayBeLoopy(s string) bool {
	if strings.Contains(s, "&") {
		return true
	}
	for a := range loopyAliases {
		if strings.Contains(s, a) {
			return true
		}
	}
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if !unicode.IsLetter(r) {
			i += size
			continue
		}
		j := i
		for j < len(s) && (unicode.IsLetter(rune(s[j])) || s[j] >= '0' && s[j] <= '9' || s[j] == '_') {
			j++
		}
		w := s[i:j]
		if w == "pass" || slices.ContainsFunc(loopyNames, func(n struct{ name, def string }) bool { return n.name == w }) {
			return true
		}
		k := j
		for k < len(s) && s[k] == ' ' {
			k++
		}
		if w != "Tiny" && w != "Miny" && k < len(s) && (s[k] == '{' || s[k] == ':') {
			return true // a label
		}
		i = max(j, i+size)
	}
	return false
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
	tokSlash // division, as in CGSuite: 3/4*6 = 9/2
	tokColon // the ordinal sum G:H
	tokBad
)

type token struct {
	kind tokKind
	pos  int    // byte offset in the source
	text string // as written
	n    int    // count of ups, downs or bars
	// digits: the count of ups or downs is written after them ("^3"), not
	// by repeating them ("^^^")
	digits bool
	num    Dyadic
	err    error
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
		d, err := parseLiteral(s[i:end])
		if err != nil {
			t.kind, t.err = tokBad, err
			if e, ok := strings.CutPrefix(err.Error(), "cgt: "); ok {
				t.err = &textError{e, err} // still wrapping ErrRange
			}
		}
		t.num = d
	case r == '*':
		t.kind, t.n = tokStar, 1 // its count, "*3" or "*(3+5)", is read by the parser
	case r == '/':
		t.kind = tokSlash
	case r == ':':
		t.kind = tokColon
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
		} else if n == 1 && digits(s, end) > 0 {
			n, t.digits = count(1, maxUps), true
		}
		t.n = n
	case isPunctuation(r):
		t.kind, t.n, end = punctuation(s, end, r)
	case strings.HasPrefix(s[i:], "Tiny") || strings.HasPrefix(s[i:], "Miny"):
		t.kind, end = tokFunc, i+4
	default:
		t.kind = tokBad
		for end < len(s) && !strings.ContainsRune(" \t\n+-,|{}()*^/:", rune(s[end])) {
			_, sz := utf8.DecodeRuneInString(s[end:])
			end += sz
		}
	}
	t.text = s[i:end]
	p.pos = end
	p.tok = t
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
