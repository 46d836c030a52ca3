package hackenbush

import (
	"context"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/cgtgo/cgt/partizan"
)

func brValue(t testing.TB, h *BlueRed) partizan.Value {
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
	for s, want := range map[string]partizan.Dyadic{"BR": partizan.NewDyadic(1, 1), "BRR": partizan.NewDyadic(1, 2), "RBB": partizan.NewDyadic(-1, 2), "BBBR": partizan.NewDyadic(5, 1)} {
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
		w, err := partizan.Canonical(context.Background(), noSplit{h}, h.Start(), nil)
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
		if got := brValue(t, h); got != partizan.Nimber(n) {
			t.Errorf("green stalk %d = %v, want *%d", n, got, n)
		}
	}
	for s, want := range map[string]string{"GB": "{0,*|0}", "BG": "{0,1|1}"} {
		h, _ := BlueRedString(s)
		w, _ := partizan.ParseValue(want)
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
	for _, bad := range []string{"0-1X", "0-B", "a-1B", "BRX", "0-1-", "0--1B", "g 1 x"} {
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
	if v, err := h.Value(context.Background(), nil); err != nil || v != (partizan.Value{}) {
		t.Errorf("the empty picture = %v, %v; want 0", v, err)
	}
}

// TestPictureNotation: one notation for every picture (an outside check
// found "cgt value hackenbush" and "cgt hackenbush" wanting two): the same
// text read by ParseGreen and by ParseBlueRed gives the same edges, and the
// canonical form of a green picture is the nimber of its nim-value (Green
// Hackenbush is impartial: Winning Ways ch. 7), so the engine and the
// fusion principle agree on each picture.
func TestPictureNotation(t *testing.T) {
	for _, c := range []struct {
		text  string
		edges [][2]int
	}{
		{"g 1 2\n0 3 4 0\n4 4", [][2]int{{0, 1}, {1, 2}, {0, 3}, {3, 4}, {4, 0}, {4, 4}}},
		{"g-1-2, 0-3-4-0 4-4G", [][2]int{{0, 1}, {1, 2}, {0, 3}, {3, 4}, {4, 0}, {4, 4}}},
		{"GGG", [][2]int{{0, 1}, {1, 2}, {2, 3}}},
		{"g", [][2]int{{0, 1}}},
		{"# a stalk beside a path\nvertices 3\ng 1 2\ngg 0-2", [][2]int{{0, 1}, {1, 2}, {0, 3}, {3, 4}, {0, 2}}},
		{"0-1g 1-gG, GG", [][2]int{{0, 1}, {1, 0}, {0, 2}, {2, 3}}},
	} {
		g, err := ParseGreen(c.text)
		if err != nil {
			t.Errorf("ParseGreen(%q): %v", c.text, err)
			continue
		}
		if d := cmp.Diff(c.edges, g.Edges()); d != "" {
			t.Errorf("ParseGreen(%q) edges (-want +got):\n%s", c.text, d)
		}
		br, err := ParseBlueRed(c.text)
		if err != nil {
			t.Errorf("ParseBlueRed(%q): %v", c.text, err)
			continue
		}
		var got [][2]int
		for _, e := range br.Edges() {
			if e.Colour != GreenEdge {
				t.Errorf("ParseBlueRed(%q): edge %v is not green", c.text, e)
			}
			got = append(got, [2]int{e.U, e.V})
		}
		if d := cmp.Diff(c.edges, got); d != "" {
			t.Errorf("ParseBlueRed(%q) edges (-want +got):\n%s", c.text, d)
		}
		v, err := br.Value(context.Background(), nil)
		if err != nil || v != partizan.Nimber(g.Value()) {
			t.Errorf("%q: canonical form %v (%v), fusion nim-value %d", c.text, v, err, g.Value())
		}
	}
	// Colours: a stalk, its edges, and a path with one colour are one
	// picture; BRB = 1 − 1/2 + 1/4 = 3/4 (sign expansion, Winning Ways
	// ch. 2), and a Green picture refuses Blue and Red edges.
	for _, s := range []string{"BRB", "0-1B 1-2R 2-3B", "g-1b\n1-2r # red\n2-3L"} {
		br, err := ParseBlueRed(s)
		if err != nil {
			t.Fatalf("ParseBlueRed(%q): %v", s, err)
		}
		if v, err := br.Value(context.Background(), nil); err != nil || v != partizan.Number(partizan.NewDyadic(3, 2)) {
			t.Errorf("%q = %v, %v; want 3/4", s, v, err)
		}
	}
	for _, s := range []string{"BRB", "g 1\n0-2R"} {
		if _, err := ParseGreen(s); err == nil || !strings.Contains(err.Error(), "only green") {
			t.Errorf("ParseGreen(%q): %v; want an error naming the colour", s, err)
		}
	}
}
