package toppling

import (
	"context"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/cgtgo/cgt/partizan"
)

func value(t testing.TB, s string) partizan.Value {
	t.Helper()
	rows, err := ParseSum(s)
	if err != nil {
		t.Fatal(err)
	}
	v, err := Value(context.Background(), rows, nil)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// TestPublished: CGSuite's own tests of its Toppling Dominoes
// (GameStripTest: the strip lrrlrrl is Tiny(1/2), lere is {1|0,{0|-1}};
// CGSuite's l, r and e are L, R and G); a row of n dominoes
// of one player's is n for that player (Fink, Nowakowski, Siegel and
// Wolfe, "Toppling Conjectures": each topple leaves 0 … n−1 of them); LR
// = {−1, 0 | 0, 1} = * worked by hand; a green domino is *.
func TestPublished(t *testing.T) {
	for _, c := range []struct{ row, want string }{
		{"lrrlrrl", "Tiny(1/2)"},
		{"lere", "{1|0,{0|-1}}"},
		{"LLLL", "4"},
		{"RRRRRRR", "-7"},
		{"LR", "*"},
		{"G", "*"},
		{"GG", "*2"},
		{"LL + RR", "0"},
	} {
		want, err := partizan.ParseValue(c.want)
		if err != nil {
			t.Fatal(err)
		}
		if got := value(t, c.row); got != want {
			t.Errorf("%s = %v, want %v", c.row, got, want)
		}
	}
}

// plain is the game without its Splitter (no reversal).
type plain struct{}

func (plain) LeftMoves(dst []Row, r Row) []Row  { return Game{}.LeftMoves(dst, r) }
func (plain) RightMoves(dst []Row, r Row) []Row { return Game{}.RightMoves(dst, r) }

// TestBrute: on random rows the value with a row and its reversal one
// position equals the plain engine's; reversing a row keeps its value and
// exchanging the colours negates it (Winning Ways ch. 1); green-only rows
// are nimbers (impartial), rows of n green dominoes *n (a topple leaves a
// row of any length below n).
func TestBrute(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	tab := partizan.NewTable[Row](Game{}, nil)
	for range 300 {
		n := 1 + r.IntN(14)
		var s strings.Builder
		for range n {
			s.WriteByte("LRG"[r.IntN(3)])
		}
		row, err := Parse(s.String())
		if err != nil {
			t.Fatal(err)
		}
		v, _ := tab.Value(context.Background(), row)
		if w, _ := partizan.Canonical(context.Background(), plain{}, row, nil); w != v {
			t.Errorf("%v: %v, plain %v", row, v, w)
		}
		if w, _ := tab.Value(context.Background(), row.reverse()); w != v {
			t.Errorf("%v reversed: %v, want %v", row, w, v)
		}
		sw := Row{row.r, row.l, row.n}
		if w, _ := tab.Value(context.Background(), sw); w != v.Neg() {
			t.Errorf("%v colours exchanged: %v, want %v", row, w, v.Neg())
		}
	}
	for n := 1; n <= 20; n++ {
		if v := value(t, strings.Repeat("G", n)); v != partizan.Nimber(n) {
			t.Errorf("%d green: %v, want *%d", n, v, n)
		}
	}
}

// TestParse: the notation round-trips; CGSuite's gaps are refused with the
// sum suggested.
func TestParse(t *testing.T) {
	if r, err := Parse("lreG"); err != nil || r.String() != "LRGG" {
		t.Errorf("Parse(lreG) = %v, %v", r, err)
	}
	for _, c := range []struct{ in, want string }{
		{"", "empty row"},
		{"LR.RL", `"LR + RL"`},
		{"LXR", "bad domino 'X'"},
		{strings.Repeat("L", 65), "longer than 64"},
	} {
		if _, err := Parse(c.in); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Parse(%q) = %v, want an error with %s", c.in, err, c.want)
		}
	}
	if v := value(t, strings.Repeat("L", 64)); v != partizan.Integer(64) {
		t.Errorf("64 blue: %v", v)
	}
}
