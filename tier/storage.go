package tier

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/cgtgo/cgt/table"
)

// Storage holds the files of a tiered solve: one table file per tier, and
// the part files of a distributed one. Every read and write of the package
// goes through it, so that a cluster needs no shared POSIX mount: Dir is a
// local directory, and the module cmd/cgt-cluster implements Storage over
// the file systems of its distributed engine (object stores included).
//
// Files are read with positioned reads (a table's header, block index and
// the blocks a job needs) and written once, whole, in order.
type Storage interface {
	// Open opens the named file for positioned reads. A missing file is
	// an error matching fs.ErrNotExist.
	Open(name string) (File, error)
	// Write creates the named file with the bytes fill writes. It is
	// atomic: the file appears under name, complete, only when fill and
	// the write succeed; otherwise name is left as it was.
	Write(name string, fill func(io.Writer) error) error
	// Remove removes the named file; a missing file is not an error.
	Remove(name string) error
}

// File is a file of a Storage opened for reading. A File that also has a
// method Name() string (an *os.File, so Dir's) is named by it in errors,
// others by their name in the Storage.
type File interface {
	io.ReaderAt
	io.Closer
	// Size is the length of the file in bytes.
	Size() int64
}

// Dir is the Storage of a local directory, which must exist. Files are
// written to a temporary name in the directory, synced and renamed
// (table.WriteAtomic).
type Dir string

// Open opens the file name in the directory. A directory of that name is
// an *fs.PathError saying so.
func (d Dir) Open(name string) (File, error) {
	f, err := os.Open(filepath.Join(string(d), name))
	if err != nil {
		return nil, err
	}
	fi, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, err
	}
	if fi.IsDir() {
		f.Close()
		return nil, &fs.PathError{Op: "open", Path: f.Name(), Err: errors.New("is a directory, not a tier file")}
	}
	return osFile{f, fi.Size()}, nil
}

// Write writes the file name in the directory atomically
// (table.WriteAtomic). It first removes the temporary files that a killed
// write of the same name left (the values of a tier are written as they
// are computed, so a solve killed in the middle of a tier leaves one), but
// not that of a write in progress (where the system has flock; see
// table.WriteAtomic).
func (d Dir) Write(name string, fill func(io.Writer) error) error {
	return table.WriteAtomic(filepath.Join(string(d), name), fill)
}

// Remove removes the file name from the directory.
func (d Dir) Remove(name string) error {
	err := os.Remove(filepath.Join(string(d), name))
	if err != nil && !os.IsNotExist(err) {
		return err
	}
	return nil
}

type osFile struct {
	*os.File
	size int64
}

func (f osFile) Size() int64 { return f.size }

// FileName is the name of the file of tier t in a Storage: tier-00007.cgt
// for t = 7.
func FileName(t int) string { return fmt.Sprintf("tier-%05d.cgt", t) }

// Path returns the file of tier t in the directory dir: the FileName of t
// in Dir(dir).
func Path(dir string, t int) string { return filepath.Join(dir, FileName(t)) }

func partName(t, part, parts int) string {
	return fmt.Sprintf("tier-%05d.part-%04d-of-%04d.cgt", t, part, parts)
}

// openTable opens the table file name of st and checks that it is a table
// of h, as table.OpenFor does for a path. Closing the file it returns
// closes the table.
func openTable(st Storage, name string, h table.Header) (*table.Table, File, error) {
	f, err := st.Open(name)
	if err != nil {
		return nil, nil, err
	}
	tb, err := table.NewReader(f, f.Size())
	if err != nil {
		f.Close()
		return nil, nil, named(f, name, err)
	}
	if got := tb.Header(); got != h {
		f.Close()
		return nil, nil, fmt.Errorf("%w: %s holds %q (%q, %d slots), want %q (%q, %d slots)",
			table.ErrMismatch, label(f, name), got.Game, got.Params, got.Slots, h.Game, h.Params, h.Slots)
	}
	return tb, f, nil
}

// label is how errors name the file name of a Storage, opened as f: by its
// Name where it has one (Dir's files: their path in the directory as
// given), else by name.
func label(f File, name string) string {
	if n, ok := f.(interface{ Name() string }); ok {
		return n.Name()
	}
	return name
}

// named is err, of the table read from f, the file name of a Storage,
// beginning with the file's name once: the table package names the errors
// of a file with a Name method itself (table.NewReader), this those of
// the others.
func named(f File, name string, err error) error {
	if _, ok := f.(interface{ Name() string }); ok {
		return err
	}
	return fmt.Errorf("%s: %w", name, err)
}
