package hackenbush

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/cgtgo/cgt"
)

func brValue(t testing.TB, h *BlueRed) cgt.Value {
	t.Helper()
	v, err := h.Value(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// TestStringValue checks the sign-expansion rule (Berlekamp; Winning Ways
// ch. 2) against the search on every Blue-Red stalk of up to 12 edges.
func TestStringValue(t *testing.T) {
	maxLen := 12
	if testing.Short() {
		maxLen = 9
	}
	for n := 0; n <= maxLen; n++ {
		for m := range 1 << n {
			b := make([]byte, n)
			for i := range b {
				b[i] = "BR"[m>>i&1]
			}
			s := string(b)
			want, err := StringValue(s)
			if err != nil {
				t.Fatal(err)
			}
			h, err := BlueRedString(s)
			if err != nil {
				t.Fatal(err)
			}
			got := brValue(t, h)
			if x, ok := got.Number(); !ok || x != want {
				t.Fatalf("%q: search %v, sign expansion %v", s, got, want)
			}
		}
	}
	// Worked examples of Winning Ways ch. 2: BR = 1/2, BRR = 1/4, RBB = −1/4.
	for s, want := range map[string]cgt.Dyadic{"BR": cgt.NewDyadic(1, 1), "BRR": cgt.NewDyadic(1, 2), "RBB": cgt.NewDyadic(-1, 2), "BBBR": cgt.NewDyadic(5, 1)} {
		if got, _ := StringValue(s); got != want {
			t.Errorf("%s = %v, want %v", s, got, want)
		}
	}
	if _, err := StringValue("BGR"); err == nil {
		t.Error("a Green edge in StringValue is not an error")
	}
}

// randomPicture returns a random connected-or-not picture of n edges over
// a few vertices, with cycles and multiple edges.
func randomPicture(r *rand.Rand, n int, colours string) *BlueRed {
	edges := make([]ColouredEdge, n)
	for i := range edges {
		u := r.IntN(i/2 + 2)
		v := r.IntN(i/2 + 3)
		c, _ := parseColour(colours[r.IntN(len(colours))])
		edges[i] = ColouredEdge{u, v, c}
	}
	h, err := NewBlueRed(edges)
	if err != nil {
		panic(err)
	}
	return h
}

// noSplit is a picture without the Splitter capability.
type noSplit struct{ h *BlueRed }

func (g noSplit) LeftMoves(dst []uint64, p uint64) []uint64  { return g.h.LeftMoves(dst, p) }
func (g noSplit) RightMoves(dst []uint64, p uint64) []uint64 { return g.h.RightMoves(dst, p) }

// TestPictures: every Blue-Red picture is a number (Winning Ways ch. 2),
// and the value found by splitting at the ground equals the value found by
// plain search, on random pictures with cycles; with Green edges too.
func TestPictures(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	n := 300
	if testing.Short() {
		n = 60
	}
	for k := range n {
		colours := "BR"
		if k%2 == 1 {
			colours = "BRG"
		}
		h := randomPicture(r, 1+r.IntN(9), colours)
		v := brValue(t, h)
		if _, ok := v.Number(); colours == "BR" && !ok {
			t.Fatalf("%v: value %v is not a number", h, v)
		}
		w, err := cgt.Canonical(context.Background(), noSplit{h}, h.Start(), nil)
		if err != nil {
			t.Fatal(err)
		}
		if v != w {
			t.Fatalf("%v: %v with parts, %v without", h, v, w)
		}
	}
}

// TestGreen: a Green stalk of n edges is *n (Winning Ways ch. 2, Green
// Hackenbush), a Blue edge on a Green one is {0,*|0} = ↑* (Winning Ways
// ch. 2), a Green edge on a Blue one is {0,1|1} = 1*.
func TestGreen(t *testing.T) {
	for n := range 6 {
		h, _ := BlueRedString("GGGGGG"[:n])
		if got := brValue(t, h); got != cgt.Nimber(n) {
			t.Errorf("green stalk %d = %v, want *%d", n, got, n)
		}
	}
	for s, want := range map[string]string{"GB": "{0,*|0}", "BG": "{0,1|1}"} {
		h, _ := BlueRedString(s)
		w, _ := cgt.ParseValue(want)
		if got := brValue(t, h); got != w {
			t.Errorf("%s = %v, want %v", s, got, w)
		}
	}
}

// TestParseBlueRed: pictures round-trip through String; errors name the bad
// edge.
func TestParseBlueRed(t *testing.T) {
	h, err := ParseBlueRed("0-1B 1-2R, 1-3G 3-3b")
	if err != nil {
		t.Fatal(err)
	}
	if h.String() != "0-1B 1-2R 1-3G 3-3B" {
		t.Errorf("String = %q", h)
	}
	for _, bad := range []string{"0-1X", "0-B", "a-1B", "BRX", "0-1"} {
		if _, err := ParseBlueRed(bad); err == nil {
			t.Errorf("%q parsed", bad)
		}
	}
}

// TestParseBlueRedEmpty: an empty picture is an error, not the game 0 (an
// outside check found "" answered 0 silently); NewBlueRed(nil) is still 0.
func TestParseBlueRedEmpty(t *testing.T) {
	for _, s := range []string{"", "  "} {
		if _, err := ParseBlueRed(s); err == nil {
			t.Errorf("ParseBlueRed(%q) accepted", s)
		}
	}
	h, err := NewBlueRed(nil)
	if err != nil {
		t.Fatal(err)
	}
	if v, err := h.Value(context.Background(), nil); err != nil || v != (cgt.Value{}) {
		t.Errorf("the empty picture = %v, %v; want 0", v, err)
	}
}
