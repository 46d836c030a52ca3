package table_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cgtgo/cgt/table"
)

// TestNotATable checks what Open says of a file that is not a table
// (issue 31, item 19: a PNG given as a table was called a "corrupt or
// truncated file"): "not a cgt table", matching ErrNotTable and, as
// before, ErrCorrupt; while a file that begins as a table and stops short
// is still truncated, not "not a table".
func TestNotATable(t *testing.T) {
	dir := t.TempDir()
	png := append([]byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"), make([]byte, 200)...)
	for _, c := range []struct {
		name    string
		content []byte
		not     bool // not a table, rather than a damaged one
	}{
		{"w.png", png, true},
		{"short.txt", []byte("hi\n"), true},
		{"cut.tab", []byte("CGTTABLE\x01\x00"), false},
		{"cut2.tab", []byte("CGT"), false},
	} {
		path := filepath.Join(dir, c.name)
		if err := os.WriteFile(path, c.content, 0o644); err != nil {
			t.Fatal(err)
		}
		_, err := table.Open(path)
		if !errors.Is(err, table.ErrCorrupt) {
			t.Errorf("%s: %v, want ErrCorrupt", c.name, err)
		}
		if errors.Is(err, table.ErrNotTable) != c.not || err != nil && strings.Contains(err.Error(), "not a cgt table") != c.not {
			t.Errorf("%s: %v; want it called not a cgt table: %v", c.name, err, c.not)
		}
	}
}
