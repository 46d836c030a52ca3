package table_test

import (
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/cgtgo/cgt/table"
)

// flock reports whether WriteAtomic can tell a write in progress from a
// dead one here (table/lock_flock.go).
func flock() bool {
	switch runtime.GOOS {
	case "linux", "darwin", "dragonfly", "freebsd", "netbsd", "openbsd":
		return true
	}
	return false
}

// tmpNames lists the names in dir that begin with prefix.
func tmpNames(t *testing.T, dir, prefix string) []string {
	t.Helper()
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range ents {
		if strings.HasPrefix(e.Name(), prefix) {
			out = append(out, e.Name())
		}
	}
	return out
}

// TestWriteAtomicRemovesStale checks that a write removes the temporary
// file that a killed write of the same path left (issue 31, item 7: kill -9
// during cgt solve -o k.tab left .k.tab.tmp3297194682 for ever): a child
// process starts a write of t.tab and is killed in the middle of it, and
// the next write of t.tab leaves no temporary file behind. Files of other
// names are kept: another target's, and a name that only begins like a
// temporary file's.
func TestWriteAtomicRemovesStale(t *testing.T) {
	if dir := os.Getenv("CGT_STALE_HELPER"); dir != "" {
		// The child: a write that never ends, until it is killed.
		table.WriteAtomic(filepath.Join(dir, "t.tab"), func(w io.Writer) error {
			w.Write([]byte("partial"))
			select {}
		})
		return
	}
	exe, err := os.Executable()
	if err != nil {
		t.Skip(err)
	}
	dir := t.TempDir()
	child := exec.Command(exe, "-test.run=^TestWriteAtomicRemovesStale$")
	child.Env = append(os.Environ(), "CGT_STALE_HELPER="+dir)
	if err := child.Start(); err != nil {
		t.Fatal(err)
	}
	for start := time.Now(); len(tmpNames(t, dir, ".t.tab.tmp")) == 0; time.Sleep(10 * time.Millisecond) {
		if time.Since(start) > 10*time.Second {
			child.Process.Kill()
			t.Fatal("the child made no temporary file in 10 s")
		}
	}
	child.Process.Kill()
	child.Wait()
	left := tmpNames(t, dir, ".t.tab.tmp")
	if len(left) != 1 {
		t.Fatalf("the killed write left %v, want one temporary file", left)
	}
	keep := []string{".u.tab.tmp123", ".t.tab.tmpx", ".t.tab.tmp5.bak"}
	for _, n := range keep {
		if err := os.WriteFile(filepath.Join(dir, n), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := table.WriteAtomic(filepath.Join(dir, "t.tab"), func(w io.Writer) error {
		_, err := w.Write([]byte("complete"))
		return err
	}); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "t.tab")); string(b) != "complete" {
		t.Errorf("t.tab holds %q", b)
	}
	for _, n := range left {
		if _, err := os.Stat(filepath.Join(dir, n)); err == nil {
			t.Errorf("%s, the killed write's temporary file, is still there", n)
		}
	}
	for _, n := range keep {
		if _, err := os.Stat(filepath.Join(dir, n)); err != nil {
			t.Errorf("%s, not a temporary file of t.tab, was removed: %v", n, err)
		}
	}
}

// TestWriteAtomicConcurrent checks that a write does not remove the
// temporary file of a write of the same path still in progress (where the
// system has flock): two writes of one path at once both end well, and the
// file is the one renamed last.
func TestWriteAtomicConcurrent(t *testing.T) {
	if !flock() {
		t.Skip("no flock: one writer of a path at a time")
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "t.tab")
	started, finish := make(chan struct{}), make(chan struct{})
	done := make(chan error)
	go func() {
		done <- table.WriteAtomic(path, func(w io.Writer) error {
			close(started)
			<-finish
			_, err := w.Write([]byte("first"))
			return err
		})
	}()
	<-started
	if err := table.WriteAtomic(path, func(w io.Writer) error {
		_, err := w.Write([]byte("second"))
		return err
	}); err != nil {
		t.Fatal(err)
	}
	close(finish)
	if err := <-done; err != nil {
		t.Fatalf("the first write, while a second one ran: %v", err)
	}
	if b, _ := os.ReadFile(path); string(b) != "first" {
		t.Errorf("t.tab holds %q, want the write renamed last", b)
	}
	if left := tmpNames(t, dir, ".t.tab.tmp"); len(left) > 0 {
		t.Errorf("temporary files left: %v", left)
	}
}

// TestWriteAtomicKeepsMode checks that a write keeps the permissions of
// the file it replaces (issue 31, item 10: replacing a 0600 table made it
// 0644), and makes a new file 0644.
func TestWriteAtomicKeepsMode(t *testing.T) {
	if runtime.GOOS == "windows" || runtime.GOOS == "plan9" {
		t.Skip("Unix permissions")
	}
	dir := t.TempDir()
	write := func(name string) os.FileMode {
		t.Helper()
		p := filepath.Join(dir, name)
		if err := table.WriteAtomic(p, func(w io.Writer) error { return nil }); err != nil {
			t.Fatal(err)
		}
		fi, err := os.Stat(p)
		if err != nil {
			t.Fatal(err)
		}
		return fi.Mode().Perm()
	}
	if m := write("new"); m != 0o644 {
		t.Errorf("a new file: %v, want 0644", m)
	}
	for _, m := range []os.FileMode{0o600, 0o640, 0o755} {
		name := "old" + m.String()
		if err := os.WriteFile(filepath.Join(dir, name), []byte("x"), 0o600); err != nil {
			t.Fatal(err)
		}
		if err := os.Chmod(filepath.Join(dir, name), m); err != nil {
			t.Fatal(err)
		}
		if got := write(name); got != m {
			t.Errorf("replacing a file of mode %v: %v", m, got)
		}
	}
	if left := tmpNames(t, dir, "."); !slices.Equal(left, []string(nil)) {
		t.Errorf("temporary files left: %v", left)
	}
}
