package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestInapplicableFlags checks that a flag given to a command or a game it
// does not apply to is refused, exit 2, with one line naming the flag and
// what it applies to, and that nothing is written (issue 43, item 11:
// --board with morris, --stones with ttt and the others below were
// ignored without a word). Every flag of every command was checked
// against each game or mode: these are the ones a game or mode ignored.
func TestInapplicableFlags(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"solve", "morris", "--tiers", "D", "--board", "4x4"}, "--board applies to " + flagRule("board")[1] + ", not to morris"},
		{[]string{"solve", "morris", "--tiers", "D", "--force"}, "--force applies to -o FILE, which a tiered solve does not write, not to morris"},
		{[]string{"solve", "connect4", "--board", "4x4", "--tiers", "D", "--stones", "8"}, "--stones applies to " + flagRule("stones")[1] + ", not to connect4"},
		{[]string{"solve", "connect4", "--board", "4x4", "--tiers", "D", "--stats"}, "--stats applies to " + statsNames() + ", not to connect4"},
		{[]string{"solve", "connect4", "--board", "4x4", "--tiers", "D", "--force"}, "--force applies to -o FILE"},
		{[]string{"solve", "ttt", "-o", "t.tab", "--stones", "8"}, "--stones applies to " + flagRule("stones")[1] + ", not to ttt"},
		{[]string{"solve", "ttt", "-o", "t.tab", "--board", "3x3"}, "--board applies to " + flagRule("board")[1] + ", not to ttt"},
		{[]string{"solve", "krk", "-o", "t.tab", "--job-mem", "1GiB"}, "--job-mem applies to a tiered solve (" + strings.Join(tieredNames(), ", ") + "), not to krk"},
		{[]string{"solve", "ttt", "--tiers", "D"}, "--tiers applies to " + andList(tieredNames()) + ", solved tier by tier, not to ttt"},
		{[]string{"octal", "3", "--census", "--heaps", "1,2"}, "--heaps applies to one code, whose sum of heaps it solves, not to --census"},
		{[]string{"octal", "2", "--census", "--json"}, "--json applies to one code's answer, not to --census"},
		{[]string{"bundle", "--list", "-o", "x.go"}, "-o applies to the bundled file, not to --list"},
		{[]string{"bundle", "--list", "--trim"}, "--trim applies to the bundled file, not to --list"},
		{[]string{"bundle", "--list", "--json"}, "--json applies to -o FILE, not to --list"},
		{[]string{"bundle", "grundy", "--force"}, "--force applies to -o FILE, a file it replaces, not to standard output"},
	} {
		dir := t.TempDir()
		r := cgtIn(t, dir, "", c.args...)
		if r.code != 2 || strings.Count(r.stderr, "\n") != 1 || !strings.Contains(r.stderr, c.want) || r.stdout != "" {
			t.Errorf("cgt %s: exit %d, %q, %q; want exit 2 and %q", strings.Join(c.args, " "), r.code, r.stderr, r.stdout, c.want)
		}
		if ents, _ := os.ReadDir(dir); len(ents) > 0 {
			t.Errorf("cgt %s wrote %s", strings.Join(c.args, " "), ents[0].Name())
		}
	}
	// The same flags where they apply are taken.
	dir := t.TempDir()
	for _, args := range [][]string{
		{"solve", "connect4", "--board", "3x3", "--tiers", filepath.Join(dir, "c"), "--job-mem", "8MiB"},
		{"solve", "ttt", "-o", filepath.Join(dir, "t.tab"), "--stats", "--force"},
		{"octal", "0.07", "--heaps", "3,4", "--json"},
	} {
		if r := cgtIn(t, dir, "", args...); r.code != 0 {
			t.Errorf("cgt %s: exit %d, %q", strings.Join(args, " "), r.code, r.stderr)
		}
	}
}
