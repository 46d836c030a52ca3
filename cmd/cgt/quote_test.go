package main

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// TestLongInputShortError: an error quotes at most about 80 characters of a
// bad input (issue 43, item 10: a 100,000-character position gave a
// 100,068-byte error line), and shows a byte that is not UTF-8 escaped as
// \xff, never as U+FFFD. Each command gets the long input where it reads
// a position, a number, a name or a flag's value.
func TestLongInputShortError(t *testing.T) {
	long := strings.Repeat("x", 100_000)
	longX := strings.Repeat("X", 100_000)
	digits := strings.Repeat("1", 100_000)
	for _, args := range [][]string{
		{long},
		{"nim", long},
		{"wythoff", "1", long},
		{"subtract", long},
		{"octal", long},
		{"misere", long},
		{"value", long},
		{"value", "{" + long},
		{"value", "toads", long},
		{"value", "domineering", long},
		{"value", "hackenbush", long},
		{"value", "cutcake", long},
		{"ttt", longX},
		{"endgame", "krk", long},
		{"plot", long},
		{"bundle", long},
		{"nim", digits},
		{"fib", digits},
		{"staircase", digits},
		{"nim", "3", "--misere=" + long},
		{"octal", "0.7", "--upto", digits},
		{"solve", long},
		{"solve", "connect4", "--board", long, "--tiers", "d"},
		{"solve", "connect4", "--board", "5x4", "--tiers", "d", "--job-mem", long},
	} {
		r := runCgt(t, "", args...)
		if r.code != 2 || len(r.stderr) > 300 || strings.Count(r.stderr, "\n") != 1 || !strings.Contains(r.stderr, "(100000 bytes)") && !strings.Contains(r.stderr, "(100001 bytes)") {
			t.Errorf("cgt %.30s…: exit %d, %d bytes on stderr: %.300q", strings.Join(args, " "), r.code, len(r.stderr), r.stderr)
		}
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"ttt", "X\xff......."}, `bad character "\xff"`},
		{[]string{"octal", "0.\xff"}, `bad character "\xff" at offset 2`},
		{[]string{"value", "toads", "T\xffF"}, `bad square "\xff" in "T\xffF"`},
		{[]string{"value", "domineering", ".\xff"}, `bad square "\xff"`},
		{[]string{"value", "{\xff|}"}, `unexpected "\xff" at column 2`},
		{[]string{"nim", "\xff"}, `"\xff" is not a whole number`},
	} {
		r := runCgt(t, "", c.args...)
		if r.code != 2 || !strings.Contains(r.stderr, c.want) || strings.ContainsRune(r.stderr, utf8.RuneError) {
			t.Errorf("cgt %q: exit %d, %q; want %s", c.args, r.code, r.stderr, c.want)
		}
	}
}
