package main

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
)

// TestSolveMorris solves the morris tiers of at most 6 stones with cgt
// solve morris --tiers (the shared solve, copied: solvedMorris), then
// again with --stats --json, and checks: that
// the second run resumes the 3 tiers ({2,3}, {3,3} and {2,4}), the subspace
// 3-3 with the published figures (Gasser, 1996: the side to move wins
// about 83%, the longest game is 26 plies), and cgt query: a position where a flight closes a mill
// and leaves Black two stones is a Win in 1, with the three removals
// first, and a position with stones in hand is answered by a search over
// the tiers (checked against the value of its best move). Bad input gets
// one line and exit 2.
func TestSolveMorris(t *testing.T) {
	work := t.TempDir()
	dir := filepath.Join(work, "m")
	solvedMorris(t, work, "m", 6)
	r := cgtIn(t, work, "", "solve", "morris", "--stones", "6", "--tiers", dir, "--stats", "--json")
	var sum morrisSummary
	if err := json.Unmarshal([]byte(r.stdout), &sum); err != nil || r.code != 0 {
		t.Fatalf("solve --stones 6 again: %v, exit %d, %q %q", err, r.code, r.stdout, r.stderr)
	}
	if sum.Resumed != 2 || sum.Tiers != 2 {
		t.Errorf("--stones 6 again: %d tiers, %d resumed; want the 2 tiers of 6 stones ({2,3}, {3,3}) resumed", sum.Tiers, sum.Resumed)
	}
	total := 0
	for _, s := range sum.Subspaces {
		total += s.Positions
		if s.Win+s.Loss+s.Draw != s.Positions {
			t.Errorf("%s: %d + %d + %d ≠ %d positions", s.Subspace, s.Win, s.Loss, s.Draw, s.Positions)
		}
		if s.Subspace == "3-3" {
			if pct := 100 * float64(s.Win) / float64(s.Positions); pct < 82.5 || pct >= 83.5 || s.Remoteness != 26 {
				t.Errorf("3-3: %.1f%% won, longest %d; Gasser: about 83%%, 26 plies", pct, s.Remoteness)
			}
		}
	}
	if len(sum.Subspaces) != 1 || sum.Subspaces[0].Subspace != "3-3" || total != 169626 {
		t.Errorf("subspaces %+v, want 3-3 alone, of 169,626 classes", sum.Subspaces)
	}
	var q queryResult
	r = cgtIn(t, work, "", "query", dir, "W.W/.../.../B....W/.../.../B.B", "W", "--json")
	if err := json.Unmarshal([]byte(r.stdout), &q); err != nil || r.code != 0 {
		t.Fatalf("query: %v, exit %d, %q %q", err, r.code, r.stdout, r.stderr)
	}
	if q.Outcome != "Win" || q.Remoteness != 1 || len(q.Moves) < 3 {
		t.Fatalf("query: %+v, want a win in 1", q)
	}
	for _, m := range q.Moves[:3] {
		if !strings.HasPrefix(m.Move, "g4-d7x") || m.Outcome != "Win" || m.Remoteness != 1 {
			t.Errorf("move %+v: want g4-d7 with a removal, a win in 1", m)
		}
	}
	r = cgtIn(t, work, "", "query", dir, "W../.../.../....../.../.../B.. W 2 2", "--json")
	if err := json.Unmarshal([]byte(r.stdout), &q); err != nil || r.code != 0 {
		t.Fatalf("query with stones in hand: %v, exit %d, %q %q", err, r.code, r.stdout, r.stderr)
	}
	if len(q.Moves) != 22 || q.Moves[0].Outcome != q.Outcome || q.Moves[0].Remoteness != q.Remoteness {
		t.Errorf("with stones in hand: %s in %d, %d moves, best %+v: want 22 placements, the best with the position's value", q.Outcome, q.Remoteness, len(q.Moves), q.Moves[0])
	}
	// A loopy tier over the budget is refused at once, before the first
	// tier, with what it needs: within 8 MiB, tier {3,3} (169,626
	// positions, reading 27,098 of {2,3}, and 12 MiB for its worker's
	// lists; {2,3} would fit).
	if r := cgtIn(t, work, "", "solve", "morris", "--stones", "6", "--tiers", filepath.Join(work, "small"), "--job-mem", "8MiB", "--workers", "1"); r.code != 1 || !strings.Contains(r.stderr, "needs 12976360 bytes") || !strings.Contains(r.stderr, "169626 positions") {
		t.Errorf("3-3 within 8 MiB: exit %d, %q; want exit 1 naming the bytes it needs", r.code, r.stderr)
	}
	if r := cgtIn(t, work, "", "query", dir, "WWW/.../.../....../.../.../BBB B"); r.code != 0 {
		t.Errorf("a position of 6 stones: exit %d, %q", r.code, r.stderr)
	}
	for _, bad := range [][]string{
		{"solve", "morris", "--stones", "19", "--tiers", dir},
		{"solve", "morris", "--tiers", dir, "-o", "x.tab"},
		{"solve", "morris"},
		{"query", dir, "WWX/.../.../....../.../.../... W"},
		{"query", dir, "WWW/W../.../....../.../.../BBB B"},     // 7 stones: not solved
		{"query", dir, "W../.../.../....../.../.../B.. W 5 5"}, // 12 stones with those in hand
	} {
		if r := cgtIn(t, work, "", bad...); r.code != 2 || strings.Count(r.stderr, "\n") != 1 {
			t.Errorf("cgt %s: exit %d, stderr %q, want one line and exit 2", strings.Join(bad, " "), r.code, r.stderr)
		}
	}
}
