package main

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
)

// TestSolveTiered solves Connect Four 4x4 with cgt solve --tiers, checks
// the published result (a draw: a Tie at the full board, 16 plies), one line
// per tier on standard error, that a second run resumes every tier, and
// cgt query on the directory: after 12121 (the first player has three
// stones in column 1) the second player must block in column 1, and every
// other move loses in 2 plies (the rules), and the best move listed first
// carries the position's own value.
func TestSolveTiered(t *testing.T) {
	work := t.TempDir()
	dir := filepath.Join(work, "c4")
	r := cgtIn(t, work, "", "solve", "connect4", "--board", "4x4", "--tiers", dir, "--progress")
	if r.code != 0 || !strings.Contains(r.stdout, "start: Tie in 16 plies") {
		t.Fatalf("solve: exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
	}
	if n := strings.Count(r.stderr, "positions solved"); n != 17 {
		t.Errorf("%d tier lines on stderr, want 17:\n%s", n, r.stderr)
	}
	r = cgtIn(t, work, "", "solve", "connect4", "--board", "4x4", "--tiers", dir)
	if r.code != 0 || !strings.Contains(r.stdout, "resumed: 17 tiers") {
		t.Errorf("second solve: exit %d, stdout %q", r.code, r.stdout)
	}
	var q struct {
		Outcome    string
		Remoteness int
		Moves      []struct {
			Move, Outcome string
			Remoteness    int
		}
	}
	r = cgtIn(t, work, "", "query", dir, "12121", "--json")
	if err := json.Unmarshal([]byte(r.stdout), &q); err != nil || r.code != 0 {
		t.Fatalf("query: %v, exit %d, %q %q", err, r.code, r.stdout, r.stderr)
	}
	for _, m := range q.Moves {
		if m.Move != "1" && (m.Outcome != "Loss" || m.Remoteness != 2) {
			t.Errorf("after 12121, column %s: %s in %d, want Loss in 2 (X connects four in column 1)", m.Move, m.Outcome, m.Remoteness)
		}
	}
	if len(q.Moves) != 4 || q.Moves[0].Move != "1" || q.Moves[0].Outcome != q.Outcome || q.Moves[0].Remoteness != q.Remoteness {
		t.Errorf("after 12121: %+v, want column 1 first with the position's value", q)
	}
	for _, bad := range [][]string{{"query", dir, "5"}, {"solve", "connect4", "--board", "9x9", "--tiers", dir}, {"solve", "connect4", "--tiers", dir}} {
		if r := cgtIn(t, work, "", bad...); r.code != 2 || strings.Count(r.stderr, "\n") != 1 {
			t.Errorf("cgt %s: exit %d, stderr %q, want one line and exit 2", strings.Join(bad, " "), r.code, r.stderr)
		}
	}
}
