package main

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// TestSolveOutput checks what cgt solve -o does with the place it writes
// (issue 31, items 7, 9, 10 and 11):
//   - a temporary file that a killed solve of the same FILE left
//     (.t.tab.tmp and digits) is removed by the next solve -o t.tab, and
//     the help says so (it stayed for ever);
//   - a FILE that is replaced keeps its permissions (a 0600 table became
//     0644);
//   - -o into a missing directory is refused at once, exit 2, naming the
//     directory (it failed only after the whole solve), and so is a
//     directory that is a file;
//   - -o with --tiers is refused as bad input, exit 2 (-o was ignored).
func TestSolveOutput(t *testing.T) {
	dir := t.TempDir()
	stale := filepath.Join(dir, ".t.tab.tmp3297194682")
	if err := os.WriteFile(stale, []byte("what a killed solve wrote"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "t.tab"), []byte("an old table"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(filepath.Join(dir, "t.tab"), 0o600); err != nil {
		t.Fatal(err)
	}
	if r := cgtIn(t, dir, "", "solve", "ttt", "-o", "t.tab"); r.code != 0 || !strings.Contains(r.stdout, "5478 positions solved") {
		t.Fatalf("solve ttt -o t.tab: %+v", r)
	}
	if _, err := os.Stat(stale); err == nil {
		t.Errorf("%s, a killed solve's temporary file, is still there", filepath.Base(stale))
	}
	if ents, _ := os.ReadDir(dir); len(ents) != 1 {
		t.Errorf("files after the solve: %v, want t.tab alone", ents)
	}
	if fi, err := os.Stat(filepath.Join(dir, "t.tab")); err != nil || runtime.GOOS != "windows" && fi.Mode().Perm() != 0o600 {
		t.Errorf("t.tab replaced: %v (%v), want its mode 0600 kept", fi.Mode(), err)
	}
	if r := cgtIn(t, dir, "", "help", "solve"); !strings.Contains(r.stdout+r.stderr, "removed by the next write of FILE") || !strings.Contains(r.stdout+r.stderr, "keeps its permissions") {
		t.Errorf("cgt help solve does not say what becomes of a killed solve's temporary file and of the permissions:\n%s", r.stdout+r.stderr)
	}

	if err := os.WriteFile(filepath.Join(dir, "plain"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		// krk takes seconds to solve: refused before that.
		{[]string{"solve", "krk", "-o", "nodir/x.tab"}, "the directory nodir does not exist"},
		{[]string{"solve", "krk", "-o", "plain/x.tab"}, "plain is not a directory"},
		{[]string{"solve", "connect4", "--board", "4x4", "--tiers", "c4", "-o", "c4.tab"}, "-o does not go with --tiers"},
	} {
		r := cgtIn(t, dir, "", c.args...)
		if r.code != 2 || !strings.Contains(r.stderr, c.want) || strings.Count(r.stderr, "\n") != 1 {
			t.Errorf("cgt %s: exit %d, stderr %q; want exit 2 and one line saying %q", strings.Join(c.args, " "), r.code, r.stderr, c.want)
		}
	}
	for _, n := range []string{"nodir", "c4", "c4.tab"} {
		if _, err := os.Stat(filepath.Join(dir, n)); err == nil {
			t.Errorf("a refused solve made %s", n)
		}
	}
}
