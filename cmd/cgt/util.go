package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/cgtgo/cgt"
)

// parseUint reads a whole number 0 … 2⁶⁴−1; what names the argument in the
// error.
func parseUint(what, s string) (uint64, error) {
	v, err := strconv.ParseUint(s, 10, 64)
	if err != nil {
		if ne, ok := err.(*strconv.NumError); ok && ne.Err == strconv.ErrRange {
			return 0, fmt.Errorf("%s: %s is too large (at most %d)", what, cgt.QuoteInput(s), uint64(1<<64-1))
		}
		return 0, fmt.Errorf("%s: %s is not a whole number ≥ 0", what, cgt.QuoteInput(s))
	}
	return v, nil
}

// parseInt reads a whole number lo … hi.
func parseInt(what, s string, lo, hi int) (int, error) {
	v, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		if ne, ok := err.(*strconv.NumError); ok && ne.Err == strconv.ErrRange {
			return 0, fmt.Errorf("%s: %s is out of range (%d … %d)", what, cgt.QuoteInput(s), lo, hi)
		}
		return 0, fmt.Errorf("%s: %s is not a whole number", what, cgt.QuoteInput(s))
	}
	if v < int64(lo) || v > int64(hi) {
		return 0, fmt.Errorf("%s: %d is out of range (%d … %d)", what, v, lo, hi)
	}
	return int(v), nil
}

// parseUints reads the positional arguments as numbers named what 1, what 2, ….
func parseUints(what string, args []string) ([]uint64, error) {
	out := make([]uint64, len(args))
	for i, a := range args {
		v, err := parseUint(fmt.Sprintf("%s %d", what, i+1), a)
		if err != nil {
			return nil, err
		}
		out[i] = v
	}
	return out, nil
}

// wantArgs checks the number of positional arguments.
func wantArgs(args []string, n int, synopsis string) error {
	if len(args) != n {
		return fmt.Errorf("want %d argument%s (%s), got %d", n, plural(n), synopsis, len(args))
	}
	return nil
}

// plies is "ply" or "plies".
func plies(n int) string {
	if n == 1 {
		return "ply"
	}
	return "plies"
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// writeJSON writes v as one line of JSON.
func writeJSON(w io.Writer, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return failure(err)
	}
	b = append(b, '\n')
	_, err = w.Write(b)
	return err
}

// joinUints writes numbers separated by sep.
func joinUints[T uint64 | int](xs []T, sep string) string {
	var b strings.Builder
	for i, x := range xs {
		if i > 0 {
			b.WriteString(sep)
		}
		b.WriteString(strconv.FormatUint(uint64(x), 10))
	}
	return b.String()
}

// appendUints appends a JSON array of numbers.
func appendUints(dst []byte, xs []uint64) []byte {
	dst = append(dst, '[')
	for i, x := range xs {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = strconv.AppendUint(dst, x, 10)
	}
	return append(dst, ']')
}

// forMover is "Win for the player to move" and so on.
func forMover(o cgt.Outcome) string {
	switch o {
	case cgt.Win:
		return "Win for the player to move"
	case cgt.Loss:
		return "Loss for the player to move"
	case cgt.Tie:
		return "Tie (play ends level) under best play"
	case cgt.Draw:
		return "Draw (play never ends) under best play"
	}
	return "unknown"
}

// flagsSet returns the names of the flags of fs given on the command line.
func flagsSet(fs *flag.FlagSet) map[string]bool {
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	return set
}

// inapplicable returns the error of the first flag of rules given on the
// command line (set) that does not apply to what: each rule pairs a
// flag's name with what it applies to, which the error says. A flag that
// does not apply is refused, never ignored.
func inapplicable(set map[string]bool, what string, rules ...[2]string) error {
	for _, r := range rules {
		if set[r[0]] {
			name := "--" + r[0]
			if len(r[0]) == 1 {
				name = "-" + r[0]
			}
			return fmt.Errorf("%s applies to %s, not to %s", name, r[1], what)
		}
	}
	return nil
}
