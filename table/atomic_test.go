package table_test

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/cgtgo/cgt/table"
)

// TestWriteAtomicNamesTarget checks that WriteAtomic's errors name the
// file the caller asked for, never its hidden temporary file (issue 31,
// item 19: "open /nonexistent/dir/.t.tab.tmp2380029976: no such file or
// directory"), in the three places it can fail: creating the temporary
// file, filling it (an error of fill that names the temporary file) and
// renaming it over the target. The file system's error is still there for
// errors.Is and errors.As.
func TestWriteAtomicNamesTarget(t *testing.T) {
	dir := t.TempDir()
	busy := filepath.Join(dir, "busy")
	if err := os.MkdirAll(filepath.Join(busy, "x"), 0o755); err != nil {
		t.Fatal(err)
	}
	full := func(io.Writer) error {
		// The error a write to the temporary file would give (fill writes
		// through a buffer, so it is found by its name).
		tmp, _ := filepath.Glob(filepath.Join(dir, ".t.tab.tmp*"))
		if len(tmp) != 1 {
			return fmt.Errorf("temporary files %v", tmp)
		}
		return fmt.Errorf("writing the table: %w", &fs.PathError{Op: "write", Path: tmp[0], Err: syscall.ENOSPC})
	}
	nothing := func(io.Writer) error { return nil }
	for _, c := range []struct {
		path string
		fill func(io.Writer) error
		is   error
	}{
		{filepath.Join(dir, "nodir", "t.tab"), nothing, fs.ErrNotExist},
		{filepath.Join(dir, "t.tab"), full, syscall.ENOSPC},
		{busy, nothing, nil}, // a directory that is not empty: the rename fails
	} {
		err := table.WriteAtomic(c.path, c.fill)
		if err == nil {
			t.Errorf("WriteAtomic(%s) succeeded", c.path)
			continue
		}
		if msg := err.Error(); !strings.Contains(msg, c.path) || strings.Contains(msg, ".tmp") {
			t.Errorf("WriteAtomic(%s): %q; want the target named and no temporary file", c.path, msg)
		}
		var pe *fs.PathError
		if !errors.As(err, &pe) || c.is != nil && !errors.Is(err, c.is) {
			t.Errorf("WriteAtomic(%s): %v lost the file system's error (want a *fs.PathError, %v)", c.path, err, c.is)
		}
	}
	if ents, err := os.ReadDir(dir); err != nil || len(ents) != 1 {
		t.Errorf("left in %s: %v (%v); want only busy", dir, ents, err)
	}
}
