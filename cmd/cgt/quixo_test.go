package main

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cgtgo/cgt/games/quixo"
)

// TestQuixo solves 3×3 Quixo with cgt solve quixo --board 3x3 --tiers DIR
// --stats --json: the start, the blank board with X to move, is a win in
// 7 plies (games/quixo's plain retrograde analysis and GamesmanOne agree),
// each --stats row "X x, O o, O to move" holds the multinomial count of
// its boards and they make 3⁹ boards in all; a solve of at most 2 blank
// cubes writes the first tiers of the same game and has no start; cgt
// query answers the start from the directory; bad boards are refused.
func TestQuixo(t *testing.T) {
	work := t.TempDir()
	dir := filepath.Join(work, "q3")
	sum := solveSummary(t, work, "solve", "quixo", "--board", "3x3", "--tiers", dir, "--stats", "--json")
	if sum.Game != "quixo" || sum.Params != "3x3" || sum.Start == nil || *sum.Start != (valueJSON{Position: ".../.../... X", Outcome: "Win", Remoteness: 7}) {
		t.Errorf("summary %+v, start %+v", sum, sum.Start)
	}
	var all int64
	for _, row := range sum.Stats.Rows {
		var x, o int
		if _, err := fmt.Sscanf(row.Name, "X %d, O %d, O to move", &x, &o); err != nil {
			t.Fatalf("row %q: %v", row.Name, err)
		}
		if row.Values[1] != quixo.Boards(3, x, o) {
			t.Errorf("row %q: %d boards, want %d", row.Name, row.Values[1], quixo.Boards(3, x, o))
		}
		all += row.Values[1]
	}
	if all != 19683 {
		t.Errorf("%d boards in all, want 3⁹ = 19683", all)
	}
	r := cgtIn(t, work, "", "solve", "quixo", "--board", "3x3", "--blanks", "2", "--tiers", filepath.Join(work, "q3b2"))
	if r.code != 0 || strings.Contains(r.stdout, "start") {
		t.Errorf("--blanks 2: exit %d, %q %q", r.code, r.stdout, r.stderr)
	}
	if r = cgtIn(t, work, "", "query", dir, ".../.../... X"); r.code != 0 || !strings.Contains(r.stdout, "Win in 7") {
		t.Errorf("query: exit %d, %q %q", r.code, r.stdout, r.stderr)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"solve", "quixo", "--tiers", dir}, "--board 3x3, 4x4 or 5x5"},
		{[]string{"solve", "quixo", "--board", "6x6", "--tiers", dir}, `--board "6x6": want 3x3, 4x4 or 5x5`},
		{[]string{"solve", "quixo", "--board", "3x3", "--blanks", "10", "--tiers", dir}, "--blanks 10: want 0 … 9"},
		{[]string{"solve", "quixo", "--board", "4x4", "--tiers", dir}, "give --tiers a directory of its own"},
	} {
		if r := cgtIn(t, work, "", c.args...); r.code != 2 || strings.Count(r.stderr, "\n") != 1 || !strings.Contains(r.stderr, c.want) {
			t.Errorf("cgt %s: exit %d, %q; want exit 2 and %q", strings.Join(c.args, " "), r.code, r.stderr, c.want)
		}
	}
}
