package main

import (
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// TestMorrisSearchMemory: a query with stones in hand gets a search table
// sized to them (issue 43, item 12: every such query allocated 1 GiB,
// about 850 MB resident, and cgt serve kept it). The sizes: 1 GiB for the
// start, 18 stones in hand (the table of the documented run, whose search
// stored 7.8 million positions: docs/morris.md), 1 MiB from 8 stones in
// hand down (about 12,000 positions stored, measured on the tiers of 8
// stones). A query of 4 stones in hand (2 on the board: its search
// reaches no position of more than 6 stones) over the tiers of 6 stones
// (the shared solve; it was run over those of 7, which the search does
// not read) grows the heap by less than 64 MiB (the table 1 MiB, the
// probe's cache 16 MiB; it was 1 GiB), and its table is not kept past
// the query only when it is larger than keepSearchBytes.
func TestMorrisSearchMemory(t *testing.T) {
	for k, want := range map[int]int{18: 1 << 30, 17: 1 << 29, 9: 2 << 20, 8: 1 << 20, 2: 1 << 20} {
		if got := searchTableBytes(k); got != want {
			t.Errorf("searchTableBytes(%d) = %d, want %d", k, got, want)
		}
	}
	dir := t.TempDir()
	solvedMorris(t, dir, "m6", 6)
	mt, err := openMorris(filepath.Join(dir, "m6"))
	if err != nil {
		t.Fatal(err)
	}
	defer mt.Close()
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	res, err := mt.query("W../.../.../....../.../.../B.. W 2 2")
	if err != nil || len(res.Moves) == 0 {
		t.Fatalf("query: %+v, %v", res, err)
	}
	runtime.ReadMemStats(&after)
	if grew := int64(after.HeapSys) - int64(before.HeapSys); grew > 64<<20 {
		t.Errorf("a search of 4 stones in hand grew the heap by %d bytes", grew)
	}
	if mt.search == nil || mt.searchBytes != 1<<20 {
		t.Errorf("the search kept: table of %d bytes, want 1 MiB kept", mt.searchBytes)
	}
}

// TestQueryHelpSaysTime: cgt query's help says what the start of morris
// costs (issue 43, item 13: it said only "and time"): about half an hour
// on 2 cores (docs/morris.md: the start and its 24 placements, 26
// searches, 29 min 39 s) unless DIR holds the placements (issue 44), and
// the memory of the search.
func TestQueryHelpSaysTime(t *testing.T) {
	help := strings.Join(strings.Fields(ok(t, "", "query", "-h")), " ")
	for _, want := range []string{"about half an hour on 2 cores", "unless DIR holds the placements", "1 GiB"} {
		if !strings.Contains(help, want) {
			t.Errorf("cgt query -h does not say %q", want)
		}
	}
}
