package main

// Comparisons of values: cgt value G <= H, answered by the exit status.

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/partizan"
)

// errFalse is the answer of a comparison that does not hold: exit status
// 1, and no message (the answer is printed).
var errFalse = errors.New("the comparison does not hold")

// relations are CGSuite's comparison operators, the longer before those
// they begin with: <= less or equal, >= greater or equal, == equal, !=
// not equal, <> confused (incomparable), <| less or confused, |> greater
// or confused, < less, > greater.
var relations = []string{"<=", ">=", "==", "!=", "<>", "<|", "|>", "<", ">"}

// findRelation returns the first comparison operator of s outside braces,
// brackets and parentheses, and where it starts (−1 if there is none).
// The angle brackets of CGSuite's uptimals (^<3>, v<on>) are not
// operators.
func findRelation(s string) (int, string) {
	depth := 0
	for i := 0; i < len(s); i++ {
		for _, p := range []string{"^<", "v<", "↑<", "↓<"} {
			if strings.HasPrefix(s[i:], p) {
				if j := strings.IndexByte(s[i:], '>'); j > 0 {
					i += j
				}
			}
		}
		switch s[i] {
		case '{', '(', '[':
			depth++
		case '}', ')', ']':
			depth--
		}
		if depth != 0 {
			continue
		}
		for _, op := range relations {
			if strings.HasPrefix(s[i:], op) {
				return i, op
			}
		}
	}
	return -1, ""
}

// splitComparison finds a comparison in the arguments: an argument that is
// an operator (cgt value '^' '<=' 1), or an operator inside the text
// (cgt value '^ <= 1'). It returns the two sides as arguments (a game and
// its position may be a side) and the operator; ok is false when there is
// no comparison.
func splitComparison(args []string) (left, right []string, op string, ok bool, err error) {
	for i, a := range args {
		for _, r := range relations {
			if a == r {
				left, right, op, ok = args[:i], args[i+1:], r, true
			}
		}
		if ok {
			break
		}
	}
	if !ok {
		s := strings.Join(args, " ")
		i, r := findRelation(s)
		if i < 0 {
			return nil, nil, "", false, nil
		}
		left, right, op, ok = []string{strings.TrimSpace(s[:i])}, []string{strings.TrimSpace(s[i+len(r):])}, r, true
	}
	l, r := strings.Join(left, " "), strings.Join(right, " ")
	switch {
	case strings.TrimSpace(l) == "" || strings.TrimSpace(r) == "":
		return nil, nil, "", true, fmt.Errorf("the comparison %s wants a value on each side", op)
	case func() bool { i, _ := findRelation(r); return i >= 0 }():
		return nil, nil, "", true, fmt.Errorf("one comparison at a time: %s", clip(l+" "+op+" "+r))
	}
	return left, right, op, true, nil
}

// clip returns s, or its first 80 bytes and "…".
func clip(s string) string {
	if len(s) <= 80 {
		return s
	}
	return s[:80] + "…"
}

// side is one side of a comparison: a short value, or a loopy one.
type side struct {
	label string
	short partizan.Value
	loopy *partizan.Loopy
}

func (s side) String() string {
	if s.loopy != nil {
		return s.loopy.String()
	}
	return s.short.String()
}

// evalSide evaluates a side of a comparison as cgt value does its
// arguments.
func evalSide(ctx context.Context, stdin io.Reader, args []string, opt *cgt.Options, forms int) (side, error) {
	if label, lv, ok, err := evalLoopy(ctx, args, opt, forms); ok {
		return side{label: label, loopy: &lv}, err
	}
	label, v, err := evalValue(ctx, stdin, args, opt, forms)
	return side{label: label, short: v}, err
}

// loopyOf returns the side as a loopy value.
func (s side) loopyOf() (l partizan.Loopy, err error) {
	if s.loopy != nil {
		return *s.loopy, nil
	}
	defer func() {
		if r := recover(); r != nil {
			err = failure(fmt.Errorf("%s = %v is too large to compare with a loopy game", clip(s.label), s.short))
		}
	}()
	return partizan.LoopyOf(s.short), nil
}

// compareSides returns whether a ≤ b and b ≤ a.
func compareSides(a, b side) (le, ge bool, err error) {
	if a.loopy == nil && b.loopy == nil {
		return a.short.Le(b.short), b.short.Le(a.short), nil
	}
	x, err := a.loopyOf()
	if err != nil {
		return false, false, err
	}
	y, err := b.loopyOf()
	if err != nil {
		return false, false, err
	}
	return x.Le(y), y.Le(x), nil
}

// holds returns the answer of the comparison op, given a ≤ b (le) and
// b ≤ a (ge), with CGSuite's meanings: <| is "less or confused" (not
// greater or equal), |> "greater or confused".
func holds(op string, le, ge bool) bool {
	switch op {
	case "<=":
		return le
	case ">=":
		return ge
	case "==":
		return le && ge
	case "!=":
		return !le || !ge
	case "<":
		return le && !ge
	case ">":
		return ge && !le
	case "<>":
		return !le && !ge
	case "<|":
		return !ge
	case "|>":
		return !le
	}
	panic("cgt: unknown comparison " + op)
}

// order names the relation of a to b: <, >, = or <> (confused).
func order(le, ge bool) string {
	switch {
	case le && ge:
		return "="
	case le:
		return "<"
	case ge:
		return ">"
	}
	return "<>"
}

// compareCommand answers cgt value LEFT OP RIGHT: prints the answer and
// the relation, and returns errFalse when it does not hold.
func compareCommand(e *env, left, right []string, op string, opt *cgt.Options, forms int, asJSON bool) error {
	a, err := evalSide(e.ctx, e.stdin, left, opt, forms)
	if err != nil {
		return err
	}
	b, err := evalSide(e.ctx, e.stdin, right, opt, forms)
	if err != nil {
		return err
	}
	le, ge, err := compareSides(a, b)
	if err != nil {
		return err
	}
	ok := holds(op, le, ge)
	if asJSON {
		err = writeJSON(e.stdout, struct {
			Input    string `json:"input"`
			Left     string `json:"left"`
			Relation string `json:"relation"`
			Right    string `json:"right"`
			Result   bool   `json:"result"`
			Order    string `json:"order"`
		}{a.label + " " + op + " " + b.label, a.String(), op, b.String(), ok, order(le, ge)})
	} else {
		_, err = fmt.Fprintf(e.stdout, "%s %s %s: %v (%v %s %v)\n", a.label, op, b.label, ok, a, order(le, ge), b)
	}
	if err != nil || ok {
		return err
	}
	return errFalse
}
