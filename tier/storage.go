package tier

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"

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

// File is a file of a Storage opened for reading.
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

// Open opens the file name in the directory.
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
	return osFile{f, fi.Size()}, nil
}

// Write writes the file name in the directory atomically. It first
// removes the temporary files a killed write of the same name left (the
// values of a tier are written as they are computed, so a solve killed
// in the middle of a tier leaves one): the directory is meant to have one
// writer per name at a time.
func (d Dir) Write(name string, fill func(io.Writer) error) error {
	path := filepath.Join(string(d), name)
	old, _ := filepath.Glob(filepath.Join(string(d), "."+globEscape(name)+".tmp*"))
	for _, f := range old {
		os.Remove(f)
	}
	return table.WriteAtomic(path, fill)
}

// globEscape escapes the pattern characters of a file name.
func globEscape(s string) string {
	var b []byte
	for i := range len(s) {
		if c := s[i]; c == '*' || c == '?' || c == '[' || c == '\\' {
			b = append(b, '\\')
		}
		b = append(b, s[i])
	}
	return string(b)
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
		return nil, nil, fmt.Errorf("%s: %w", name, err)
	}
	if got := tb.Header(); got != h {
		f.Close()
		return nil, nil, fmt.Errorf("%w: %s holds %q (%q, %d slots), want %q (%q, %d slots)",
			table.ErrMismatch, name, got.Game, got.Params, got.Slots, h.Game, h.Params, h.Slots)
	}
	return tb, f, nil
}

// ParseSize reads a memory size as the commands take it: a number of
// bytes with an optional unit, KiB, MiB, GiB, TiB (powers of 1,024) or
// K, M, G, T (KB …, powers of 1,000), as 1GiB, 512MiB, 1.5G or 800000000.
func ParseSize(s string) (int64, error) {
	units := []struct {
		suffix string
		mult   float64
	}{{"KiB", 1 << 10}, {"MiB", 1 << 20}, {"GiB", 1 << 30}, {"TiB", 1 << 40},
		{"KB", 1e3}, {"MB", 1e6}, {"GB", 1e9}, {"TB", 1e12},
		{"K", 1e3}, {"M", 1e6}, {"G", 1e9}, {"T", 1e12}, {"B", 1}}
	num, mult := strings.TrimSpace(s), 1.0
	for _, u := range units {
		if n, ok := strings.CutSuffix(num, u.suffix); ok {
			num, mult = strings.TrimSpace(n), u.mult
			break
		}
	}
	x, err := strconv.ParseFloat(num, 64)
	if err != nil || x*mult < 1 || x*mult > 1<<62 {
		return 0, fmt.Errorf("bad size %q: want bytes, or a number with KiB, MiB, GiB, TiB, K, M, G or T", s)
	}
	return int64(x * mult), nil
}
