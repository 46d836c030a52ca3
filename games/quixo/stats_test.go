package quixo_test

import (
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/games/quixo"
	"github.com/cgtgo/cgt/tier"
)

// TestCounts checks Counts on 3×3: every row sums to its multinomial
// count 9!/(x! o! blanks!), the rows cover the 3⁹ boards, and each row's
// outcomes are those of solveBrute's boards with that many cubes and O to
// move (a plain retrograde analysis without the board package).
func TestCounts(t *testing.T) {
	g := newGame(t, 3, quixo.All)
	dir := t.TempDir()
	solveTiers(t, g, dir)
	rows, err := quixo.Counts(g, tier.Dir(dir), 2)
	if err != nil {
		t.Fatal(err)
	}
	ref := solveBrute(3)
	want := map[[2]int][cgt.Win + 1]int64{}
	for p := int32(1); p < int32(len(ref.out)); p += 2 { // O to move
		cells, _ := ref.cells(p)
		var k [2]int
		for _, v := range cells {
			if v != 0 {
				k[v-1]++
			}
		}
		w := want[k]
		w[ref.out[p]]++
		want[k] = w
	}
	for _, c := range rows {
		if w := want[[2]int{c.X, c.O}]; c.Outcomes != w {
			t.Errorf("X %d, O %d: %v, brute force %v", c.X, c.O, c.Outcomes, w)
		}
	}
	if total := checkRows(t, 3, rows); len(rows) != 55 || total != 19683 {
		t.Errorf("%d rows of %d boards, want 55 of 19,683", len(rows), total)
	}
}

// TestBlanks checks the game limited to at most K blank cubes on 3×3:
// its tiers are the first tiers of the whole game, with the same files
// (the whole game's solve into the same directory finds them complete
// and skips them), and its counts are the whole game's rows with at most
// K blanks.
func TestBlanks(t *testing.T) {
	const k = 3
	part := newGame(t, 3, k)
	whole := newGame(t, 3, quixo.All)
	if part.Name() != whole.Name() || part.Tiers() >= whole.Tiers() {
		t.Fatalf("limited game %v with %d tiers, whole game %v with %d", part.Name(), part.Tiers(), whole.Name(), whole.Tiers())
	}
	for tr := range part.Tiers() {
		ps, _ := part.TierShapes(tr)
		ws, _ := whole.TierShapes(tr)
		if len(ps) != len(ws) || ps[0] != ws[0] || part.TierSize(tr) != whole.TierSize(tr) {
			t.Fatalf("tier %d: shapes %v (%d positions), whole game %v (%d)", tr, ps, part.TierSize(tr), ws, whole.TierSize(tr))
		}
	}
	dir := t.TempDir()
	solveTiers(t, part, dir)
	for _, s := range solveTiers(t, whole, dir) {
		if s.Skipped != (s.Tier < part.Tiers()) {
			t.Errorf("tier %d: skipped %v, want %v", s.Tier, s.Skipped, !s.Skipped)
		}
	}
	prows, err := quixo.Counts(part, tier.Dir(dir), 1)
	if err != nil {
		t.Fatal(err)
	}
	wrows, err := quixo.Counts(whole, tier.Dir(dir), 1)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, w := range wrows {
		if 9-w.X-w.O > k {
			continue
		}
		if n >= len(prows) || prows[n] != w {
			t.Fatalf("row %d of the limited game: %+v, whole game %+v", n, prows[min(n, len(prows)-1)], w)
		}
		n++
	}
	if n != len(prows) {
		t.Errorf("%d rows, want %d", len(prows), n)
	}
}

// checkRows checks that each row of Counts on a board of the given side
// sums to its multinomial count, and returns the boards counted.
func checkRows(t *testing.T, side int, rows []quixo.Count) int64 {
	t.Helper()
	var total int64
	for _, c := range rows {
		if n := quixo.Boards(side, c.X, c.O); c.Total() != n {
			t.Errorf("X %d, O %d: %d boards counted, want %d", c.X, c.O, c.Total(), n)
		}
		total += c.Total()
	}
	return total
}
