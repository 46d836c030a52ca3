package table_test

import (
	"bytes"
	"encoding/binary"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/table"
)

// smallTable returns the bytes of a table of 1,000 slots, all solved, 64
// entries a block (so 16 data blocks, no bitmap), and the offset of its
// first data block: the footer's first 8 bytes give the block index, whose
// first entry (8 bytes) is that offset (the format in table.go).
func smallTable(t *testing.T) ([]byte, int64) {
	t.Helper()
	var buf bytes.Buffer
	w, err := table.NewWriter(&buf, table.Header{Game: "names", Slots: 1000}, &table.Options{BlockEntries: 64})
	if err != nil {
		t.Fatal(err)
	}
	e := make([]table.Entry, 1000)
	for i := range e {
		e[i] = table.MakeEntry(cgt.Win, i%100+1)
	}
	if err := w.Append(e); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	b := buf.Bytes()
	ix := binary.LittleEndian.Uint64(b[len(b)-24:])
	return b, int64(binary.LittleEndian.Uint64(b[ix:]))
}

// failingFile is a named file of content b whose reads of the bytes
// [lo, hi) fail as a disk's would (EIO).
type failingFile struct {
	name   string
	b      []byte
	lo, hi int64
}

func (f failingFile) Name() string { return f.name }

func (f failingFile) ReadAt(p []byte, off int64) (int, error) {
	if off < f.hi && off+int64(len(p)) > f.lo {
		return 0, &fs.PathError{Op: "read", Path: f.name, Err: syscall.EIO}
	}
	return bytes.NewReader(f.b).ReadAt(p, off)
}

// TestErrorsNameTheFile checks that the errors of a table read from a
// named file begin with its name, in a block as in the header (issue 31,
// item 5: a damaged block said "table: corrupt or truncated file: checksum
// of the block at 72" of a file that its message did not name), and that a
// read that fails (EIO) is told from damage: ErrCorrupt wrapping the
// *fs.PathError of the read, in the header and in a block alike; a table
// read from a reader without a name is not named.
func TestErrorsNameTheFile(t *testing.T) {
	good, block := smallTable(t)
	bad := append([]byte(nil), good...)
	bad[block] ^= 0xff
	path := filepath.Join(t.TempDir(), "damaged.tab")
	if err := os.WriteFile(path, bad, 0o644); err != nil {
		t.Fatal(err)
	}
	tab, err := table.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer tab.Close()
	_, _, err = tab.Lookup(0)
	dst := make([]table.Entry, 10)
	err2 := tab.ReadEntries(dst, 0)
	for _, err := range []error{err, err2} {
		if !errors.Is(err, table.ErrCorrupt) || !strings.HasPrefix(fmtErr(err), path+": ") || !strings.Contains(fmtErr(err), "checksum of the block") {
			t.Errorf("a damaged block: %v; want ErrCorrupt beginning with %s", err, path)
		}
	}
	if _, _, err := tab.Lookup(999); err != nil {
		t.Errorf("slot 999, in a sound block: %v", err)
	}

	hdr := append([]byte(nil), good...)
	hdr[46] ^= 0xff // in the game's name, under the header's checksum
	os.WriteFile(path, hdr, 0o644)
	if _, err := table.Open(path); !errors.Is(err, table.ErrCorrupt) || !strings.HasPrefix(fmtErr(err), path+": ") {
		t.Errorf("a damaged header: %v; want ErrCorrupt beginning with %s", err, path)
	}

	anon, err := table.NewReader(bytes.NewReader(bad), int64(len(bad)))
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := anon.Lookup(0); !errors.Is(err, table.ErrCorrupt) || !strings.HasPrefix(fmtErr(err), "table: ") {
		t.Errorf("a damaged block of an unnamed reader: %v; want the table package's ErrCorrupt alone", err)
	}

	for _, f := range []failingFile{
		{"eio-header.tab", good, 0, 1},
		{"eio-block.tab", good, block, block + 1},
	} {
		tab, err := table.NewReader(f, int64(len(f.b)))
		if err == nil {
			_, _, err = tab.Lookup(0)
		}
		var pe *fs.PathError
		if !errors.Is(err, table.ErrCorrupt) || !errors.As(err, &pe) || !errors.Is(err, syscall.EIO) || !strings.HasPrefix(fmtErr(err), f.name+": ") {
			t.Errorf("%s: %v; want ErrCorrupt wrapping the read's *fs.PathError, beginning with the name", f.name, err)
		}
	}
}

// fmtErr is err's message, "" for nil.
func fmtErr(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}
