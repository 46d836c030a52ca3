package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"

	"github.com/cgtgo/cgt/table"
)

// The files cgt writes (solve -o, plot -o, bundle -o) are written whole to
// a temporary file in the target's own directory and renamed over the
// target, so that a failure leaves the target untouched and a finished
// file is never lost to a rename across file systems. A rename replaces
// what is there, so a target that exists and is not a regular file (a
// symbolic link, a device such as /dev/full, a pipe, a socket) is refused
// unless --force says to replace it: with --force the link or device node
// itself is replaced by the new file (a link is not followed). A directory
// is always refused.

// output is a file to write and whether --force was given.
type output struct {
	path  string
	force bool
}

// forceFlag declares --force on a command that writes a file.
func forceFlag(fs *flag.FlagSet) *bool {
	return fs.Bool("force", false, "replace the -o target even if it is a symbolic link, a device or a pipe (the link or node itself is replaced)")
}

// checkOutput returns an error (bad input: exit 2) if path may not be
// written: it exists and is a directory, or is not a regular file and force
// is not set.
func checkOutput(path string, force bool) error {
	fi, err := os.Lstat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil
	case err != nil:
		return failure(err)
	case fi.Mode().IsRegular():
		return nil
	case fi.IsDir():
		return fmt.Errorf("-o %s: is a directory; name a file", path)
	case force:
		return nil
	}
	what := "not a regular file"
	switch m := fi.Mode(); {
	case m&fs.ModeSymlink != 0:
		to, _ := os.Readlink(path)
		what = "a symbolic link to " + to + " (cgt follows no link)"
	case m&fs.ModeDevice != 0:
		what = "a device"
	case m&fs.ModeNamedPipe != 0:
		what = "a named pipe"
	case m&fs.ModeSocket != 0:
		what = "a socket"
	}
	return fmt.Errorf("-o %s: is %s; pass --force to replace it with a regular file, or name another file", path, what)
}

// writeOutput writes path through a temporary file in its directory and
// a rename (table.WriteAtomic), after checkOutput; write fills the file.
// Errors of the file system are failures (exit 1), and name path, not the
// temporary file.
func writeOutput(path string, force bool, write func(io.Writer) error) error {
	if err := checkOutput(path, force); err != nil {
		return err
	}
	if err := table.WriteAtomic(path, write); err != nil {
		return failure(err)
	}
	return nil
}
