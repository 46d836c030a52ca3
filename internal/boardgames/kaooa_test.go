package boardgames

import (
	"context"
	"strings"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/board"
	"github.com/cgtgo/cgt/tier"
	"github.com/google/go-cmp/cmp"
)

// TestKaooaNames checks that every variant of kaooa built from its flags
// is found again from the name in its tier files (Open, as cgt query and
// serve reopen a directory): the same entry, the same flags, the same
// game; and that the flags' refusals name the flag.
func TestKaooaNames(t *testing.T) {
	e, ok := Find("kaooa")
	if !ok {
		t.Fatal("no kaooa")
	}
	for _, c := range []struct {
		v      Values
		params string
	}{
		{Values{}, ""},
		{Values{"crows": "6"}, "6 crows"},
		{Values{"mandatory-capture": "true"}, "mandatory capture"},
		{Values{"crows": "4", "mandatory-capture": "true"}, "4 crows, mandatory capture"},
	} {
		g, err := e.New(c.v)
		if err != nil {
			t.Fatalf("%v: %v", c.v, err)
		}
		if g.Name() != (tier.Name{Game: "kaooa", Params: c.params}) {
			t.Errorf("%v: named %v, want params %q", c.v, g.Name(), c.params)
		}
		e2, v2, g2, err := Open(g.Name())
		if err != nil {
			t.Fatalf("%v: Open(%v): %v", c.v, g.Name(), err)
		}
		if e2.Name != "kaooa" || !cmp.Equal(c.v, v2) || g2.Name() != g.Name() || g2.Size() != g.Size() {
			t.Errorf("%v: opened as %s %v, %v of %d positions (want %d)", c.v, e2.Name, v2, g2.Name(), g2.Size(), g.Size())
		}
	}
	// --crows 7, the default, names the traditional game.
	if g, err := e.New(Values{"crows": "7"}); err != nil || g.Name() != (tier.Name{Game: "kaooa"}) {
		t.Errorf("--crows 7: %v, %v", g.Name(), err)
	}
	for _, c := range []struct {
		v    Values
		want string
	}{
		{Values{"crows": "8"}, "--crows 8: want 4 … 7"},
		{Values{"crows": "3"}, "--crows 3: want 4 … 7"},
		{Values{"crows": "x"}, `--crows "x": want a number`},
	} {
		if _, err := e.New(c.v); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: %v, want %q", c.v, err, c.want)
		}
	}
	if got := e.Synopsis(); got != "kaooa [--crows N] [--mandatory-capture]" {
		t.Errorf("Synopsis: %q", got)
	}
}

// TestKaooaStats solves Kaooa by tiers as cgt solve kaooa does and checks
// its statistics: a row for each shape, whose boards are the arrangements
// of its crows and vulture on the ten points (10!/(c! v! (10−c−v)!)),
// whose classes are the shape's slots, and whose boards by outcome add up
// to the whole game's counted one by one through the in-memory
// retrograde solution of the same rules (cgt.SolveRetrograde, every
// class, each weighted by its orbit).
func TestKaooaStats(t *testing.T) {
	ctx := context.Background()
	e, _ := Find("kaooa")
	g, err := e.New(Values{})
	if err != nil {
		t.Fatal(err)
	}
	dir := tier.Dir(t.TempDir())
	if _, err := tier.Solve[board.Pos](ctx, g, dir, g.Name(), &tier.Options{Workers: 2}); err != nil {
		t.Fatal(err)
	}
	st, err := e.Stats(g, dir, 2)
	if err != nil {
		t.Fatal(err)
	}
	sol, err := cgt.SolveRetrograde[board.Pos](ctx, g, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	var want, got [4]int64 // boards, won, lost, drawn
	for i := range g.Size() {
		p := g.Position(i)
		w := int64(g.OrbitSize(p))
		want[0] += w
		want[map[cgt.Outcome]int{cgt.Win: 1, cgt.Loss: 2, cgt.Draw: 3}[sol.Outcome(p)]] += w
	}
	rows := 0
	for tr := range g.Tiers() {
		shapes, lo := g.TierShapes(tr)
		for k, s := range shapes {
			i := rows
			rows++
			if i >= len(st.Rows) || st.Rows[i].Name != Label(g, s) {
				t.Fatalf("row %d is not %q", i, Label(g, s))
			}
			r := st.Rows[i].Values
			if m := multinomial(10, int(s.On[0]), int(s.On[1])); r[0] != int64(lo[k+1]-lo[k]) || r[1] != m {
				t.Errorf("shape %s: %d classes, %d boards; want %d, %d", Label(g, s), r[0], r[1], lo[k+1]-lo[k], m)
			}
			got[0], got[1], got[2], got[3] = got[0]+r[1], got[1]+r[2], got[2]+r[3], got[3]+r[5]
			if r[4] != 0 {
				t.Errorf("shape %s: %d ties", Label(g, s), r[4])
			}
		}
	}
	if rows != len(st.Rows) || want != got || want[0] != 32981 {
		t.Errorf("%d rows of %d; boards (all, won, lost, drawn) %v, one by one %v, want 32,981 in all", rows, len(st.Rows), got, want)
	}
}
