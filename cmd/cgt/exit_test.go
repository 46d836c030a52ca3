package main

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestExitRule checks the one rule of exit statuses across the commands
// (the package doc): an answer that cannot be written (standard output on
// /dev/full, a full disk) is a failure, 1, for every command that prints
// one; a file that cannot be read is a failure, 1; bad input is 2
// (TestBadInput checks that for every command). An outside check found
// nim giving 2 and batch 1 for the same write error, and query 1 and
// hackenbush 2 for the same missing file.
func TestExitRule(t *testing.T) {
	full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if err != nil {
		t.Skip("no /dev/full")
	}
	defer full.Close()
	dir := t.TempDir()
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	if r := cgtIn(t, dir, "", "solve", "ttt", "-o", "t.tab"); r.code != 0 {
		t.Fatalf("solve ttt: %+v", r)
	}
	if err := os.WriteFile(filepath.Join(dir, "h.txt"), []byte("g 1 2\ng 3\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	printers := []struct {
		stdin string
		args  []string
	}{
		{"", []string{"nim", "3", "4", "5"}},
		{"", []string{"nim", "3", "4", "5", "--json"}},
		{"", []string{"wythoff", "3", "5"}},
		{"", []string{"subtract", "1,3,4"}},
		{"", []string{"octal", "0.77"}},
		{"", []string{"fib", "10"}},
		{"", []string{"staircase", "1", "2", "3"}},
		{"", []string{"hackenbush", "h.txt"}},
		{"", []string{"treblecross", "5"}},
		{"", []string{"ttt", "........."}},
		{"", []string{"endgame", "krk"}},
		{"", []string{"value", "1"}},
		{"", []string{"plot", "wythoff", "--size", "4", "-o", "-"}},
		{"", []string{"query", "t.tab", "........."}},
		{"", []string{"solve", "ttt", "-o", "t2.tab"}},
		{"", []string{"bundle", "--root", root, "period"}},
		{"nim 1 2\nwythoff 3 5\n", []string{"batch"}},
		{"", []string{"-h"}},
		{"", []string{"nim", "-h"}},
	}
	for _, p := range printers {
		cmd := exec.Command(cgtBin, p.args...)
		cmd.Dir = dir
		cmd.Stdin = strings.NewReader(p.stdin)
		cmd.Stdout = full
		var errb strings.Builder
		cmd.Stderr = &errb
		err := cmd.Run()
		var ee *exec.ExitError
		if !errors.As(err, &ee) || ee.ExitCode() != 1 || strings.Count(errb.String(), "\n") != 1 {
			t.Errorf("cgt %s > /dev/full: %v, stderr %q; want exit 1 and one line", strings.Join(p.args, " "), err, errb.String())
		}
	}
	for _, args := range [][]string{
		{"query", "missing.tab", "........."},
		{"hackenbush", "missing.txt"},
	} {
		r := cgtIn(t, dir, "", args...)
		if r.code != 1 || strings.Count(r.stderr, "\n") != 1 || !strings.Contains(r.stderr, "missing") {
			t.Errorf("cgt %s: exit %d, stderr %q; want 1 and one line naming the file", strings.Join(args, " "), r.code, r.stderr)
		}
	}
}
