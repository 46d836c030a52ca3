package partizan

// The expression grammar of ParseValue, CGSuite's where CGSuite defines
// one (its Cgsuite.g: addExpr, ordinalSumExpr, multiplyExpr, unaryExpr,
// expExpr, upstarExpr), with cgt's juxtaposition as a sum for the forms
// CGSuite prints but does not read ("1/2*", "-1^*", "2v3*2"). The lexer,
// games in braces and the printer are notation.go's.

import (
	"errors"
	"fmt"
	"math/big"
	"strings"
	"unicode/utf8"
)

// ErrUnsupported: the input is one that CGSuite reads as something cgt
// does not compute (a product of two games that are not numbers, the
// nimber of a game, a rational that is not dyadic); ParseValue's error
// wraps it and says what CGSuite reads.
var ErrUnsupported = errors.New("cgt: read by CGSuite as something cgt does not compute")

// refusef is errorf for an input that CGSuite reads in a way cgt does not
// compute: the error wraps ErrUnsupported.
func (p *parser) refusef(t token, format string, args ...any) error {
	return fmt.Errorf("cgt: bad value %q: %w at column %d", p.src, &textError{fmt.Sprintf(format, args...), ErrUnsupported}, utf8.RuneCountInString(p.src[:t.pos])+1)
}

// expr := ord {("+" | "-") ord | "+-" ord}: a +- b is a + ±b (CGSuite's
// binaryPlusMinus), so +-1+-2 is ±1 + ±2.
func (p *parser) expr() (vid, error) {
	a, err := p.ord()
	if err != nil {
		return 0, err
	}
	for {
		t := p.tok
		k := t.kind
		if k != tokPlus && k != tokMinus && k != tokPM {
			return a, nil
		}
		p.next()
		b, err := p.ord()
		if err != nil {
			return 0, err
		}
		switch k {
		case tokMinus:
			b = p.u.neg(b)
		case tokPM:
			b = p.u.canon([]vid{b}, []vid{p.u.neg(b)})
		}
		if a, err = p.sum(t, a, b); err != nil {
			return 0, err
		}
	}
}

// sum returns a + b as universe.sum does, but refuses a sum of more
// than maxUps ups or downs, the most ↑ⁿ reads.
func (p *parser) sum(t token, a, b vid) (vid, error) {
	r, ok := p.u.upStarSum(a, b)
	if !ok {
		return p.u.add(a, b), nil
	}
	return p.upStar(t, r.x, int64(r.ups), r.star)
}

// upStar returns x + n·↑ + *m, or an error at t if |n| > maxUps.
func (p *parser) upStar(t token, x Dyadic, n int64, m int) (vid, error) {
	if n > maxUps || n < -maxUps {
		return 0, p.errorf(t, "%d ups or downs, more than %d", n, maxUps)
	}
	return p.u.upStar(x, int(n), m), nil
}

// multiple returns n·a as universe.times does, but refuses more than
// maxUps ups or downs.
func (p *parser) multiple(t token, n int64, a vid) (vid, error) {
	r, ok := p.u.upStarOf(a)
	if !ok || r.ups == 0 {
		return p.u.multiple(n, a), nil
	}
	if n > maxUps || n < -maxUps {
		return 0, p.errorf(t, "%d times a multiple of ↑, more than %d ups or downs", n, maxUps)
	}
	x, ups, m := p.u.upStarTimes(n, r)
	return p.upStar(t, x, ups, m)
}

// ord := prod {":" prod}, the ordinal sum, left to right.
func (p *parser) ord() (vid, error) {
	a, err := p.prod()
	for err == nil && p.tok.kind == tokColon {
		p.next()
		var b vid
		if b, err = p.prod(); err == nil {
			a = p.u.ordinalSum(a, b)
		}
	}
	return a, err
}

// prod := unary {("*" | "/") unary}: a star between two operands is
// CGSuite's multiplication (3*5 = 15, 5*{3||2|1} five copies, (*+*)*3 =
// 0), a slash its division of numbers (3/4*6 = 9/2).
func (p *parser) prod() (vid, error) {
	a, err := p.unary()
	for err == nil {
		t := p.tok
		if t.kind != tokSlash && (t.kind != tokStar || !p.binaryStar()) {
			break
		}
		p.next()
		var b vid
		if b, err = p.unary(); err == nil {
			if t.kind == tokStar {
				a, err = p.times(t, a, b)
			} else {
				a, err = p.divide(t, a, b)
			}
		}
	}
	return a, err
}

// unary := "+-" unary | "+" unary | term; "+-{A,B}" is the switch of a
// set, {A,B | −A,−B}, and "+-1*" is ±(1*).
func (p *parser) unary() (vid, error) {
	t := p.tok
	switch t.kind {
	case tokPlus:
		p.next()
		return p.nested(t, p.unary)
	case tokPM:
		p.next()
		u := p.u
		if p.tok.kind == tokLBrace {
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
		g, err := p.nested(t, p.unary)
		if err != nil {
			return 0, err
		}
		return u.canon([]vid{g}, []vid{u.neg(g)}), nil
	}
	return p.term()
}

// nested calls f one level deeper, within maxNesting.
func (p *parser) nested(t token, f func() (vid, error)) (vid, error) {
	if p.depth++; p.depth > maxNesting {
		return 0, p.errorf(t, "nested too deeply")
	}
	a, err := f()
	p.depth--
	return a, err
}

// term := ["-"] power {power}: juxtaposed units add up, cgt's reading of
// CGSuite's printed forms; a leading minus negates the first unit only
// ("-1^" is −1 + ↑, "-2^2" is −4).
func (p *parser) term() (vid, error) {
	neg := p.tok.kind == tokMinus
	if neg {
		p.next()
	}
	a, err := p.power()
	if err != nil {
		return 0, err
	}
	if neg {
		a = p.u.neg(a)
	}
	for p.juxtaposed() {
		t := p.tok
		b, err := p.power()
		if err != nil {
			return 0, err
		}
		if a, err = p.sum(t, a, b); err != nil {
			return 0, err
		}
	}
	return a, nil
}

// juxtaposed reports whether the token starts a unit added to the one
// before it: a star that is not a multiplication, ups and downs, a
// number, Tiny or Miny, braces or parentheses.
func (p *parser) juxtaposed() bool {
	switch p.tok.kind {
	case tokNum, tokUp, tokDown, tokUpPow, tokUpSum, tokFunc, tokLBrace, tokLParen:
		return true
	case tokStar:
		return !p.binaryStar()
	}
	return false
}

// binaryStar reports whether the star token after an operand is CGSuite's
// multiplication: it is followed by what starts an operand (3*5, 3*^,
// 1* -1, *2*3), not by the end, a bar, a comma or a closing bracket (1*,
// {1*|0}).
func (p *parser) binaryStar() bool {
	s := p.src
	i := p.tok.pos + 1
	for i < len(s) && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n') {
		i++
	}
	if i == len(s) {
		return false
	}
	return strings.ContainsRune("0123456789({^v*-+±↑↓", rune(s[i])) || strings.HasPrefix(s[i:], "±") ||
		strings.HasPrefix(s[i:], "↑") || strings.HasPrefix(s[i:], "↓") || strings.HasPrefix(s[i:], "Tiny") || strings.HasPrefix(s[i:], "Miny")
}

// power := unit ["^" exponent]: CGSuite's expExpr, a number to a whole
// power (2^3 = 8; 1/2^3 = 1/8, the power of the denominator), the
// exponent a whole number or a parenthesised expression, right to left
// (2^3^2 = 2^9).
func (p *parser) power() (vid, error) {
	t := p.tok
	a, err := p.unit()
	if err != nil || !p.exponent() {
		return a, err
	}
	e, err := p.exponentValue()
	if err != nil {
		return 0, err
	}
	x, ok := p.numberOf(a)
	if !ok {
		return 0, p.refusef(t, "CGSuite reads ^n after an operand as a power, of a number only; write + before ^ to add ups")
	}
	var base, den *big.Rat
	if num, d, frac := strings.Cut(t.text, "/"); t.kind == tokNum && frac {
		// a/b^n is a/(b^n): the power binds tighter than the division.
		base, _ = new(big.Rat).SetString(d)
		den, _ = new(big.Rat).SetString(num)
	} else {
		base = ratOf(x)
	}
	r, err := ratPow(base, e)
	if errors.Is(err, ErrRange) {
		panic(err)
	}
	if err != nil {
		return 0, p.refusef(t, "%v", err)
	}
	if den != nil {
		if r.Sign() == 0 {
			return 0, p.refusef(t, "division by zero")
		}
		r.Quo(den, r)
	}
	return p.numberRat(t, r)
}

// exponent reports whether the token, after an operand, is CGSuite's ^
// of a power: a single ASCII caret followed by a whole number or "(",
// spaces allowed ("2^3", "2 ^ (1+1)"), and not "^*", "^^" or "^" alone,
// which add ups (cgt's juxtaposition).
func (p *parser) exponent() bool {
	t := p.tok
	if t.kind != tokUp || !strings.HasPrefix(t.text, "^") || strings.HasPrefix(t.text, "^^") {
		return false
	}
	if t.digits {
		return true
	}
	s := p.src
	i := t.pos + 1
	for i < len(s) && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n') {
		i++
	}
	return i < len(s) && (s[i] >= '0' && s[i] <= '9' || s[i] == '(')
}

// exponentValue reads the exponent after the caret token (a whole number,
// or an expression in parentheses, then perhaps its own exponent).
func (p *parser) exponentValue() (int64, error) {
	t := p.tok
	p.pos = t.pos + 1 // read again after the caret
	p.next()
	var e int64
	switch p.tok.kind {
	case tokNum:
		x := p.tok.num
		if !x.IsInt() {
			return 0, p.refusef(p.tok, "the exponent %s is not a whole number", p.tok.text)
		}
		e = x.num
		p.next()
	case tokLParen:
		a, err := p.unit()
		if err != nil {
			return 0, err
		}
		x, ok := p.numberOf(a)
		if !ok || !x.IsInt() {
			return 0, p.refusef(t, "the exponent is not a whole number")
		}
		e = x.num
	default:
		return 0, p.unexpected()
	}
	if p.exponent() {
		f, err := p.exponentValue()
		if err != nil {
			return 0, err
		}
		r, err := ratPow(big.NewRat(e, 1), f)
		if err != nil || !r.IsInt() || !r.Num().IsInt64() {
			return 0, p.refusef(t, "the exponent is out of range")
		}
		e = r.Num().Int64()
	}
	return e, nil
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
		n, err := p.starCount()
		if err != nil {
			return 0, err
		}
		return u.nimber(n), nil
	case tokUp, tokDown:
		return p.ups()
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
	case tokLParen:
		p.next()
		a, err := p.nested(t, p.expr)
		if err != nil {
			return 0, err
		}
		if p.tok.kind != tokRParen {
			return 0, p.unexpected()
		}
		p.next()
		return a, nil
	case tokLBrace:
		p.next()
		return p.nested(t, func() (vid, error) { return p.braces(t) })
	}
	return 0, p.unexpected()
}

// ups reads ups or downs: "^", "^^", "^3", "^ 3", "^(1+2)" (CGSuite's
// upstarExpr: ^ and v take a count), then an optional star part, "^*",
// "v3*2", which CGSuite reads as a nimber added on.
func (p *parser) ups() (vid, error) {
	t := p.tok
	u := p.u
	p.next()
	n := t.n
	if n == 1 && !t.digits {
		switch p.tok.kind {
		case tokNum, tokLParen:
			c, err := p.count(p.tok, maxUps, "ups or downs")
			if err != nil {
				return 0, err
			}
			n = c
		case tokLBrace:
			return 0, p.refusef(p.tok, "CGSuite reads %s{…} as %s times a game, which it refuses; write %s + {…} to add them", t.text, t.text, t.text)
		}
	}
	if t.kind == tokDown {
		n = -n
	}
	m := 0
	if p.tok.kind == tokStar {
		p.next()
		var err error
		if m, err = p.starCount(); err != nil {
			return 0, err
		}
	}
	return u.upStar(Dyadic{}, n, m), nil
}

// starCount reads what follows a star: a whole number ("*3", "* 3"),
// CGSuite's nimber of an expression ("*(3+5)" = *8), or nothing (*1).
func (p *parser) starCount() (int, error) {
	switch p.tok.kind {
	case tokNum, tokLParen:
		return p.count(p.tok, MaxNimber, "a nimber")
	case tokLBrace:
		return 0, p.refusef(p.tok, "CGSuite reads *{…} as the nimber of a game, which it refuses; write * + {…} to add a star")
	case tokBad:
		if e := p.tok.err; e != nil && strings.Contains(e.Error(), "range") && digits(p.src, p.tok.pos) > 0 {
			return 0, p.errorf(p.tok, "count too large (at most %d)", MaxNimber)
		}
	}
	return 1, nil
}

// count reads a count, a whole number from 0 to max: a number, or an
// expression in parentheses.
func (p *parser) count(t token, max int, what string) (int, error) {
	var x Dyadic
	if t.kind == tokNum {
		x = t.num
		p.next()
	} else {
		a, err := p.unit()
		if err != nil {
			return 0, err
		}
		var ok bool
		if x, ok = p.numberOf(a); !ok {
			return 0, p.refusef(t, "the count of %s is not a whole number", what)
		}
	}
	switch {
	case !x.IsInt() || x.num < 0:
		return 0, p.refusef(t, "the count of %s is not a whole number", what)
	case x.num > int64(max):
		return 0, p.errorf(t, "count too large (at most %d)", max)
	}
	return int(x.num), nil
}

// numberOf returns the number a is, if it is one.
func (p *parser) numberOf(a vid) (Dyadic, bool) {
	n := &p.u.nodes[a]
	return n.num, n.isNum
}

// times returns a·b as CGSuite's * does: numbers multiply, and an
// integer n times a game (either way round) is n copies of it; anything
// else is refused.
func (p *parser) times(t token, a, b vid) (vid, error) {
	x, xn := p.numberOf(a)
	y, yn := p.numberOf(b)
	switch {
	case xn && yn:
		return p.numberRat(t, new(big.Rat).Mul(ratOf(x), ratOf(y)))
	case xn && x.IsInt():
		return p.multiple(t, x.num, b)
	case yn && y.IsInt():
		return p.multiple(t, y.num, a)
	}
	return 0, p.refusef(t, "CGSuite multiplies numbers, or a game by a whole number (n * G), and refuses other products; write + to add (3 plus *5 is 3+*5); nimbers multiply with partizan.NimProduct")
}

// divide returns a/b for numbers (CGSuite's /), when it is a dyadic
// rational.
func (p *parser) divide(t token, a, b vid) (vid, error) {
	x, xn := p.numberOf(a)
	y, yn := p.numberOf(b)
	switch {
	case !xn || !yn:
		return 0, p.refusef(t, "CGSuite divides numbers only")
	case y.Sign() == 0:
		return 0, p.refusef(t, "division by zero")
	}
	return p.numberRat(t, new(big.Rat).Quo(ratOf(x), ratOf(y)))
}

// numberRat returns the number r, or an error if it is not a dyadic
// rational within the range of Dyadic.
func (p *parser) numberRat(t token, r *big.Rat) (vid, error) {
	d, err := dyadicOf(r)
	if errors.Is(err, ErrRange) {
		panic(err) // parseValueLimit says where, as for a sum out of range
	}
	if err != nil {
		return 0, p.refusef(t, "%v", err)
	}
	return p.u.number(d), nil
}

// parseLiteral reads a number as written: an integer, or a/b, which
// CGSuite reads as a division (6/4 = 3/2, 6/3 = 2); an error if that is
// not a dyadic rational within the range of Dyadic.
func parseLiteral(s string) (Dyadic, error) {
	d, err := ParseDyadic(s)
	if err == nil {
		return d, nil
	}
	if num, den, ok := strings.Cut(s, "/"); ok && strings.Trim(den, "0") == "" && num != "" {
		return Dyadic{}, &textError{"division by zero", ErrUnsupported}
	}
	r, ok := new(big.Rat).SetString(s)
	if !ok {
		return Dyadic{}, err
	}
	d, err = dyadicOf(r)
	if err != nil && !errors.Is(err, ErrRange) {
		err = &textError{err.Error(), ErrUnsupported}
	}
	return d, err
}

// ratOf returns d as a big.Rat.
func ratOf(d Dyadic) *big.Rat {
	return new(big.Rat).SetFrac(big.NewInt(d.num), new(big.Int).Lsh(big.NewInt(1), uint(d.exp)))
}

// dyadicOf returns r as a Dyadic, or an error: r is not dyadic (its
// denominator is not a power of two), or out of range.
func dyadicOf(r *big.Rat) (Dyadic, error) {
	den := r.Denom()
	k := den.BitLen() - 1
	if new(big.Int).Lsh(big.NewInt(1), uint(k)).Cmp(den) != 0 {
		return Dyadic{}, fmt.Errorf("%s is not a dyadic rational (numbers are n/2^k)", r.RatString())
	}
	if !r.Num().IsInt64() || k > maxExp || r.Num().Int64() == -1<<63 {
		return Dyadic{}, fmt.Errorf("%w: %s (%s)", ErrRange, clip(r.RatString()), rangeText)
	}
	return NewDyadic(r.Num().Int64(), uint(k)), nil
}

// ratPow returns x^e, refusing results too large to be a Dyadic.
func ratPow(x *big.Rat, e int64) (*big.Rat, error) {
	if e < 0 {
		if x.Sign() == 0 {
			return nil, fmt.Errorf("division by zero")
		}
		x, e = new(big.Rat).Inv(x), -e
	}
	a, b := new(big.Int).Abs(x.Num()), x.Denom()
	if e > 0 && (a.BitLen() > 1 || b.BitLen() > 1) && e > 128 {
		return nil, fmt.Errorf("%w: a power (%s)", ErrRange, rangeText)
	}
	num := new(big.Int).Exp(x.Num(), big.NewInt(e), nil)
	den := new(big.Int).Exp(b, big.NewInt(e), nil)
	return new(big.Rat).SetFrac(num, den), nil
}

// clip returns s, or its first 80 bytes and "…" when it is longer.
func clip(s string) string {
	if len(s) <= 80 {
		return s
	}
	return s[:80] + "…"
}
