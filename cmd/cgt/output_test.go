package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// cgtEnv runs the command in dir with extra environment variables.
func cgtEnv(t *testing.T, dir string, env []string, args ...string) result {
	t.Helper()
	cmd := exec.Command(cgtBin, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	code := 0
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatalf("cgt %s: %v", strings.Join(args, " "), err)
	}
	return result{out.String(), errb.String(), code}
}

// TestSolveTmpdirElsewhere is the regression test of a finished solve lost
// at its last step: with TMPDIR on another file system (/dev/shm, a tmpfs)
// "cgt solve ttt -o t.tab" (a bare name) wrote its temporary file in
// TMPDIR, and the final rename failed with "invalid cross-device link".
func TestSolveTmpdirElsewhere(t *testing.T) {
	dir := t.TempDir()
	var a, b syscall.Stat_t
	if syscall.Stat("/dev/shm", &a) != nil || syscall.Stat(dir, &b) != nil || a.Dev == b.Dev {
		t.Skip("needs /dev/shm on another file system than the test's directory")
	}
	r := cgtEnv(t, dir, []string{"TMPDIR=/dev/shm"}, "solve", "ttt", "-o", "t.tab")
	if r.code != 0 {
		t.Fatalf("TMPDIR=/dev/shm cgt solve ttt -o t.tab: exit %d, %s", r.code, r.stderr)
	}
	if fi, err := os.Stat(filepath.Join(dir, "t.tab")); err != nil || fi.Size() == 0 {
		t.Fatalf("no table written: %v", err)
	}
	q := cgtIn(t, dir, "", "query", "t.tab", ".........")
	if q.code != 0 || !strings.Contains(q.stdout, "Tie") {
		t.Errorf("query of the table: %+v", q)
	}
}

// TestOutputTargets checks -o of every command that writes a file (solve,
// plot, bundle) on targets that are not regular files: a symbolic link
// (once replaced, the link not followed), a named pipe (standing for a
// device such as /dev/full, which a root run once turned into a plain
// file) and a directory are refused with exit 2 and left as they were;
// --force replaces the link or pipe itself with a regular file and leaves
// what the link pointed to untouched; a directory is refused even then.
func TestOutputTargets(t *testing.T) {
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	writers := [][]string{
		{"solve", "ttt"},
		{"plot", "wythoff", "--size", "8"},
		{"bundle", "--root", root, "period"},
	}
	for _, w := range writers {
		dir := t.TempDir()
		target := filepath.Join(dir, "elsewhere")
		if err := os.WriteFile(target, []byte("keep me"), 0o644); err != nil {
			t.Fatal(err)
		}
		ext := "" // plot writes only *.png (TestPlotName)
		if w[0] == "plot" {
			ext = ".png"
		}
		link, pipe, sub := filepath.Join(dir, "link"+ext), filepath.Join(dir, "pipe"+ext), filepath.Join(dir, "sub"+ext)
		if err := os.Symlink(target, link); err != nil {
			t.Fatal(err)
		}
		if err := syscall.Mkfifo(pipe, 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Mkdir(sub, 0o755); err != nil {
			t.Fatal(err)
		}
		for _, out := range []string{link, pipe, sub} {
			r := cgtIn(t, dir, "", append(w, "-o", out)...)
			if r.code != 2 || !strings.Contains(r.stderr, out) {
				t.Errorf("cgt %s -o %s: exit %d, stderr %q; want 2 and a message naming it", strings.Join(w, " "), filepath.Base(out), r.code, r.stderr)
			}
		}
		if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
			t.Errorf("%s: the link was replaced without --force", w[0])
		}
		if fi, err := os.Lstat(pipe); err != nil || fi.Mode()&os.ModeNamedPipe == 0 {
			t.Errorf("%s: the pipe was replaced without --force", w[0])
		}
		for _, out := range []string{link, pipe} {
			r := cgtIn(t, dir, "", append(w, "-o", out, "--force")...)
			if r.code != 0 {
				t.Errorf("cgt %s -o %s --force: exit %d, %s", strings.Join(w, " "), filepath.Base(out), r.code, r.stderr)
			}
			if fi, err := os.Lstat(out); err != nil || !fi.Mode().IsRegular() || fi.Size() == 0 {
				t.Errorf("%s --force: %s is not a new regular file: %v", w[0], filepath.Base(out), err)
			}
		}
		if b, _ := os.ReadFile(target); string(b) != "keep me" {
			t.Errorf("%s --force wrote through the link: the file it pointed to now holds %q", w[0], b)
		}
		if r := cgtIn(t, dir, "", append(w, "-o", sub, "--force")...); r.code != 2 {
			t.Errorf("cgt %s -o DIR --force: exit %d, want 2", strings.Join(w, " "), r.code)
		}
	}
}
