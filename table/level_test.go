package table_test

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/cgtgo/cgt/table"
)

// TestLevels writes tic-tac-toe and KRK at DEFLATE levels 1, 6 (the
// default) and 9: every level reads back slot for slot as the solution in
// memory (the source of truth), each file says codec 1 in its header
// (byte 33, the format of version 1: the level is the writer's choice
// only), and a higher level is never larger here. A level outside 1 … 9
// is refused before anything is written.
func TestLevels(t *testing.T) {
	dir := t.TempDir()
	for _, g := range games(t, "ttt", "krk") {
		size := map[int]int64{}
		for _, level := range []int{1, 0, 9} {
			path := filepath.Join(dir, g.name)
			if err := g.write(path, &table.Options{Compress: true, Level: level}); err != nil {
				t.Fatal(err)
			}
			raw, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if raw[33] != 1 {
				t.Errorf("%s level %d: codec byte %d, want 1 (DEFLATE)", g.name, level, raw[33])
			}
			size[level] = int64(len(raw))
			tab, err := table.OpenFor(path, g.h)
			if err != nil {
				t.Fatal(err)
			}
			g.check(t, tab, fmt.Sprintf("level %d", level))
			tab.Close()
		}
		t.Logf("%s: level 1 %d bytes, default (6) %d, 9 %d", g.name, size[1], size[0], size[9])
		if size[0] > size[1] || size[9] > size[0] {
			t.Errorf("%s: sizes by level 1, 6, 9 = %d, %d, %d: not decreasing", g.name, size[1], size[0], size[9])
		}
	}
	for _, level := range []int{-1, 10} {
		path := filepath.Join(dir, "bad")
		if err := games(t, "ttt")[0].write(path, &table.Options{Compress: true, Level: level}); err == nil {
			t.Errorf("level %d accepted", level)
		}
		if _, err := os.Stat(path); !os.IsNotExist(err) {
			t.Errorf("level %d: a file was left at %s", level, path)
		}
	}
}

// TestReadsOlderFiles opens testdata/ttt-deflate1.tab, a tic-tac-toe table
// written by the package before the default level changed (DEFLATE level
// 1, format version 1, 6,147 bytes), and checks every slot against a
// fresh solve: files written by earlier versions stay readable.
func TestReadsOlderFiles(t *testing.T) {
	g := games(t, "ttt")[0]
	tab, err := table.OpenFor(filepath.Join("testdata", "ttt-deflate1.tab"), g.h)
	if err != nil {
		t.Fatal(err)
	}
	defer tab.Close()
	if tab.Len() != 5478 { // tic-tac-toe's 5,478 positions (DESIGN.md §4)
		t.Errorf("Len() = %d, want 5478", tab.Len())
	}
	g.check(t, tab, "written by the earlier writer")
}
