package hackenbush

import (
	"context"
	"math/bits"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/google/go-cmp/cmp"
)

// The authority in these tests is bruteHackenbush: the nim-value of the
// real edge game (cut an edge, everything no longer connected to the
// ground falls away, normal play), by memoized mex over edge sets, written
// here from the rules alone and sharing no code with hackenbush.go.

// bruteGrounded returns the edges of p (bit i = edges[i]) connected to the
// ground (vertex 0), by relaxation to a fixed point.
func bruteGrounded(edges [][2]int, p uint64) uint64 {
	reached := map[int]bool{0: true}
	var in uint64
	for changed := true; changed; {
		changed = false
		for i, e := range edges {
			if p&(1<<i) == 0 || in&(1<<i) != 0 {
				continue
			}
			if reached[e[0]] || reached[e[1]] {
				reached[e[0]], reached[e[1]] = true, true
				in |= 1 << i
				changed = true
			}
		}
	}
	return in
}

// bruteHackenbush returns the Grundy value of every grounded edge set of
// the picture reachable from the whole picture, and the start set.
func bruteHackenbush(edges [][2]int) (memo map[uint64]int, start uint64) {
	memo = map[uint64]int{}
	var grundy func(p uint64) int
	grundy = func(p uint64) int { // recursion depth ≤ number of edges
		if v, ok := memo[p]; ok {
			return v
		}
		seen := map[int]bool{}
		for i := range edges {
			if p&(1<<i) != 0 {
				seen[grundy(bruteGrounded(edges, p&^(1<<i)))] = true
			}
		}
		v := 0
		for seen[v] {
			v++
		}
		memo[p] = v
		return v
	}
	start = bruteGrounded(edges, 1<<len(edges)-1)
	grundy(start)
	return memo, start
}

func bruteValue(edges [][2]int) int {
	memo, start := bruteHackenbush(edges)
	return memo[start]
}

func mustHackenbush(t testing.TB, edges [][2]int) *Green {
	t.Helper()
	h, err := NewGreen(edges)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// stalk returns the edges of a path of n edges from the ground.
func stalk(n int) [][2]int {
	var e [][2]int
	for i := range n {
		e = append(e, [2]int{i, i + 1})
	}
	return e
}

// cycle returns a cycle of k edges through the ground: 0–1–…–(k−1)–0.
func cycle(k int) [][2]int {
	var e [][2]int
	for i := range k {
		e = append(e, [2]int{i, (i + 1) % k})
	}
	return e
}

// TestHackenbushSmallFacts checks named small pictures. Each expected value
// is derived from the rules and confirmed by bruteHackenbush in the test
// itself (the brute force is the authority, not the number written here).
func TestHackenbushSmallFacts(t *testing.T) {
	cases := []struct {
		name  string
		edges [][2]int
		want  int
		why   string
	}{
		{"empty", nil, 0, "no move: a loss"},
		{"loop at ground", [][2]int{{0, 0}}, 1, "one move, to the empty picture"},
		{"two loops at ground", [][2]int{{0, 0}, {0, 0}}, 0, "1 XOR 1"},
		{"double edge", [][2]int{{0, 1}, {0, 1}}, 0, "a 2-cycle fuses to two loops"},
		{"triple edge", [][2]int{{0, 1}, {0, 1}, {1, 0}}, 1, "three loops"},
		{"triangle", cycle(3), 1, "cut the far edge → two stalks of 1 (0); cut a ground edge → stalk 2: mex{0,2} = 1"},
		{"square", cycle(4), 0, "every cut leaves stalks worth 3 in all: mex{3} = 0"},
		{"pentagon", cycle(5), 1, "a k-cycle at the ground is worth k mod 2"},
		{"loop on stalk 2", [][2]int{{0, 1}, {1, 2}, {2, 2}}, 3, "a loop is a stalk of 1: stalk of 3"},
		{"triangle on stalk 1", [][2]int{{0, 1}, {1, 2}, {2, 3}, {3, 1}}, 2, "fuses to a loop on a stalk of 1 with 3 loops → 1 + 1"},
		{"square on stalk 2", [][2]int{{0, 1}, {1, 2}, {2, 3}, {3, 4}, {4, 5}, {5, 2}}, 2, "4 loops are worth 0: stalk of 2"},
		{"edge between two ground points", [][2]int{{0, 1}, {1, 0}, {1, 2}}, 1, "2-cycle at ground (0) with a stalk of 1 on top: 0 XOR (0+1)"},
		{"floating edges", [][2]int{{0, 1}, {2, 3}, {3, 3}, {4, 5}, {5, 4}}, 1, "edges off the ground fall away"},
		{"tree: fork of two stalks", [][2]int{{0, 1}, {1, 2}, {1, 3}, {3, 4}}, 4, "colon: above vertex 1, stalks of 1 and 2 are worth 1 XOR 2 = 3; the edge 0–1 adds 1"},
	}
	for _, c := range cases {
		brute := bruteValue(c.edges)
		if brute != c.want {
			t.Errorf("%s: brute force %d, table says %d (%s): fix the table", c.name, brute, c.want, c.why)
		}
		if got := mustHackenbush(t, c.edges).Value(); got != brute {
			t.Errorf("%s: Value() = %d, brute force %d (%s)", c.name, got, brute, c.why)
		}
	}
}

// TestHackenbushStalksAndCycles: a stalk of n edges is a Nim heap of size n
// (Winning Ways, ch. 7), and a cycle of k edges through the ground is worth
// k mod 2 (fusion principle: k loops at the ground), for n, k up to 11 by
// brute force and to 10^6 by Value alone (no recursion: no stack overflow).
func TestHackenbushStalksAndCycles(t *testing.T) {
	for n := 0; n <= 11; n++ {
		if got, want := bruteValue(stalk(n)), n; got != want {
			t.Errorf("brute stalk(%d) = %d, want %d", n, got, want)
		}
		if got, want := mustHackenbush(t, stalk(n)).Value(), n; got != want {
			t.Errorf("Value stalk(%d) = %d, want %d", n, got, want)
		}
	}
	for k := 1; k <= 11; k++ {
		if got, want := bruteValue(cycle(k)), k%2; got != want {
			t.Errorf("brute cycle(%d) = %d, want %d", k, got, want)
		}
		if got, want := mustHackenbush(t, cycle(k)).Value(), k%2; got != want {
			t.Errorf("Value cycle(%d) = %d, want %d", k, got, want)
		}
	}
	n := 1_000_000
	if testing.Short() {
		n = 100_000
	}
	if got := mustHackenbush(t, stalk(n)).Value(); got != n {
		t.Errorf("Value stalk(%d) = %d", n, got)
	}
	if got := mustHackenbush(t, cycle(n+1)).Value(); got != (n+1)%2 {
		t.Errorf("Value cycle(%d) = %d", n+1, got)
	}
	// A long stalk with a long cycle at its top: the cycle fuses into
	// n+1 loops (worth (n+1) mod 2 = a stalk of 0 or 1 more edges).
	e := append(stalk(n), cycle(n+1)...)
	for i := n; i < len(e); i++ {
		e[i][0] += n
		e[i][1] += n
	}
	if got, want := mustHackenbush(t, e).Value(), n+(n+1)%2; got != want {
		t.Errorf("stalk(%d) topped by cycle(%d) = %d, want %d", n, n+1, got, want)
	}
}

// randomTree returns a random forest of n edges: vertex v ≥ 1 hangs from a
// random earlier vertex, and with probability 1/8 from nothing (then it
// roots a tree off the ground, which must fall away); vertex 0 is the
// ground, so several trees may stand on it.
func randomTree(r *rand.Rand, n int) [][2]int {
	var e [][2]int
	for v := 1; len(e) < n; v++ {
		if v > 1 && r.IntN(8) == 0 {
			continue // v is a root off the ground
		}
		e = append(e, [2]int{r.IntN(v), v})
	}
	r.Shuffle(len(e), func(i, j int) { e[i], e[j] = e[j], e[i] })
	for i := range e {
		if r.IntN(2) == 0 {
			e[i][0], e[i][1] = e[i][1], e[i][0]
		}
	}
	return e
}

// randomGraph returns n random edges on a few vertices: loops, multi-edges,
// cycles and parts off the ground all occur.
func randomGraph(r *rand.Rand, n int) [][2]int {
	vs := 1 + r.IntN(n+2)
	e := make([][2]int, n)
	for i := range e {
		e[i] = [2]int{r.IntN(vs), r.IntN(vs)}
	}
	return e
}

// TestHackenbushRandomBrute: on random trees and graphs of ≤ 12 edges, the
// colon/fusion value equals the brute-force Grundy value of the edge game,
// and so does GreenGame.Value at every position the brute force met;
// Moves and WinningMoves agree with the brute force too.
func TestHackenbushRandomBrute(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 7))
	trials := 300
	if testing.Short() {
		trials = 60
	}
	for trial := range trials {
		n := r.IntN(13)
		var edges [][2]int
		if trial%2 == 0 {
			edges = randomTree(r, n)
		} else {
			edges = randomGraph(r, n)
		}
		checkHackenbushBrute(t, edges)
	}
}

func checkHackenbushBrute(t *testing.T, edges [][2]int) {
	t.Helper()
	memo, start := bruteHackenbush(edges)
	h := mustHackenbush(t, edges)
	if got, want := h.Value(), memo[start]; got != want {
		t.Fatalf("%v: Value() = %d, brute force %d", edges, got, want)
	}
	// A position with k grounded edges has k moves, so its mex is ≤ k.
	if v, k := memo[start], bits.OnesCount64(start); v > k {
		t.Fatalf("%v: value %d above its %d grounded edges", edges, v, k)
	}
	g, err := h.Game()
	if err != nil {
		t.Fatal(err)
	}
	if got := g.Start(); got != start {
		t.Fatalf("%v: Start() = %b, brute force %b", edges, got, start)
	}
	// The Grundy engine on GreenGame (a second, independent solve of
	// the edge game) agrees with the brute force on every position.
	sol, err := cgt.SolveGrundy(context.Background(), cgt.Game[uint64](g), []uint64{start}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if sol.Len() != len(memo) {
		t.Fatalf("%v: SolveGrundy solved %d positions, brute force %d", edges, sol.Len(), len(memo))
	}
	for p, want := range memo {
		if got := sol.Value(p); got != want {
			t.Fatalf("%v: SolveGrundy Value(%b) = %d, brute force %d", edges, p, got, want)
		}
		if got := g.Value(p); got != want {
			t.Fatalf("%v: Value(%b) = %d, brute force %d", edges, p, got, want)
		}
		var wantMoves []uint64
		var wantWin []int
		for i := range edges {
			if p&(1<<i) != 0 {
				q := bruteGrounded(edges, p&^(1<<i))
				wantMoves = append(wantMoves, q)
				if memo[q] == 0 {
					wantWin = append(wantWin, i)
				}
			}
		}
		if d := cmp.Diff(wantMoves, g.Moves(nil, p)); d != "" {
			t.Fatalf("%v: Moves(%b) (-brute +got):\n%s", edges, p, d)
		}
		if d := cmp.Diff(wantWin, g.WinningMoves(p)); d != "" {
			t.Fatalf("%v: WinningMoves(%b) (-brute +got):\n%s", edges, p, d)
		}
		if want == 0 && len(wantWin) != 0 || want != 0 && len(wantWin) == 0 {
			t.Fatalf("%v: value %d but %d winning moves", edges, want, len(wantWin))
		}
	}
	var wantWin []int
	for r := start; r != 0; r &= r - 1 {
		i := lowBit(r)
		if memo[bruteGrounded(edges, start&^(1<<i))] == 0 {
			wantWin = append(wantWin, i)
		}
	}
	if d := cmp.Diff(wantWin, h.WinningMoves()); d != "" {
		t.Fatalf("%v: Hackenbush.WinningMoves (-brute +got):\n%s", edges, d)
	}
}

func lowBit(x uint64) int { return bits.TrailingZeros64(x) }

// TestHackenbushRelabel: the value does not depend on vertex names (other
// than the ground's) nor on edge order or direction; large names take the
// renumbering path of NewGreen.
func TestHackenbushRelabel(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 13))
	for range 200 {
		edges := randomGraph(r, 1+r.IntN(40))
		want := mustHackenbush(t, edges).Value()
		perm := r.Perm(100)
		name := func(v int) int {
			if v == 0 {
				return 0
			}
			return 1_000_000_000 + perm[v]*7919
		}
		e2 := make([][2]int, len(edges))
		for i, e := range edges {
			e2[i] = [2]int{name(e[1]), name(e[0])}
		}
		r.Shuffle(len(e2), func(i, j int) { e2[i], e2[j] = e2[j], e2[i] })
		if got := mustHackenbush(t, e2).Value(); got != want {
			t.Fatalf("%v relabelled to %v: %d, want %d", edges, e2, got, want)
		}
	}
}

// TestHackenbushBigValueMatchesGameValue: on random pictures of up to 64
// edges (too many for brute force), Green.Value equals
// GreenGame.Value at the start, and every winning move found by
// GreenGame.WinningMoves leads to value 0 while every other grounded
// cut does not.
func TestHackenbushBig(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 5))
	for range 100 {
		var edges [][2]int
		if r.IntN(2) == 0 {
			edges = randomTree(r, 1+r.IntN(64))
		} else {
			edges = randomGraph(r, 1+r.IntN(64))
		}
		h := mustHackenbush(t, edges)
		g, err := h.Game()
		if err != nil {
			t.Fatal(err)
		}
		s := g.Start()
		if got, want := g.Value(s), h.Value(); got != want {
			t.Fatalf("%v: game value %d, picture value %d", edges, got, want)
		}
		win := g.WinningMoves(s)
		if d := cmp.Diff(win, h.WinningMoves()); d != "" {
			t.Fatalf("%v: WinningMoves (-game +picture):\n%s", edges, d)
		}
		for q := s; q != 0; q &= q - 1 {
			i := lowBit(q)
			if v := g.Value(g.Cut(s, i)); (v == 0) != slices.Contains(win, i) {
				t.Fatalf("%v: cut %d gives value %d, winning moves %v", edges, i, v, win)
			}
		}
	}
}

func TestHackenbushGameTooBig(t *testing.T) {
	h := mustHackenbush(t, stalk(65))
	if _, err := h.Game(); err == nil || !strings.Contains(err.Error(), "65 edges") {
		t.Errorf("Game() of 65 edges: err = %v, want an error naming 65 edges", err)
	}
	if _, err := mustHackenbush(t, stalk(64)).Game(); err != nil {
		t.Errorf("Game() of 64 edges: %v", err)
	}
	if _, err := NewGreen([][2]int{{0, 1}, {1, -3}}); err == nil || !strings.Contains(err.Error(), "edge 1") || !strings.Contains(err.Error(), "-3") {
		t.Errorf("NewHackenbush with a negative vertex: err = %v, want one naming edge 1 and -3", err)
	}
}

// TestHackenbush64 checks the full 64-edge word (shift edge cases): a stalk
// of 64 edges is worth 64 and cutting edge i leaves a stalk of i.
func TestHackenbush64(t *testing.T) {
	g, err := mustHackenbush(t, stalk(64)).Game()
	if err != nil {
		t.Fatal(err)
	}
	s := g.Start()
	if s != ^uint64(0) {
		t.Fatalf("Start() = %x", s)
	}
	if v := g.Value(s); v != 64 {
		t.Errorf("Value = %d, want 64", v)
	}
	moves := g.Moves(nil, s)
	for i, q := range moves {
		if want := uint64(1)<<i - 1; q != want {
			t.Errorf("cut %d: %x, want %x", i, q, want)
		}
	}
	if d := cmp.Diff([]int{0}, g.WinningMoves(s)); d != "" {
		t.Errorf("WinningMoves (-want +got):\n%s", d)
	}
}

func TestParseHackenbush(t *testing.T) {
	// The example from the ParseGreen doc comment.
	text := "# a stalk of two edges, a triangle on the ground with a loop, a multi-edge\r\n" +
		"vertices 8    # optional: the vertices are 0 … 7\n" +
		"g 1 2         # a path: the edges g–1 and 1–2\n" +
		"0 3 4 0       # the triangle 0–3, 3–4, 4–0\n" +
		"\n   \t\n" +
		"4 4           # a loop at vertex 4\n" +
		"g 5\n" +
		"g\t5           # a second edge g–5\n" +
		"6 7           # not connected to the ground: it falls away"
	h, err := ParseGreen(text)
	if err != nil {
		t.Fatal(err)
	}
	want := [][2]int{{0, 1}, {1, 2}, {0, 3}, {3, 4}, {4, 0}, {4, 4}, {0, 5}, {0, 5}, {6, 7}}
	if d := cmp.Diff(want, h.Edges()); d != "" {
		t.Fatalf("edges (-want +got):\n%s", d)
	}
	if got, want := h.Value(), bruteValue(want); got != want {
		t.Errorf("Value = %d, brute force %d", got, want)
	}
	// String round-trips.
	h2, err := ParseGreen(h.String())
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(want, h2.Edges()); d != "" {
		t.Errorf("round trip (-want +got):\n%s", d)
	}
	for _, empty := range []string{"", "\n\n", "# nothing\n", "vertices 3\n"} {
		h, err := ParseGreen(empty)
		if err != nil || h.NumEdges() != 0 || h.Value() != 0 {
			t.Errorf("%q: %v, %v", empty, h, err)
		}
	}
}

// TestParseHackenbushErrors: each malformed input gives an error naming its
// line and the offending token.
func TestParseHackenbushErrors(t *testing.T) {
	cases := []struct {
		text string
		want []string // substrings of the error
	}{
		{"0 1\n5\n", []string{"line 2", `"5"`, "two vertices"}},
		{"0 1\n1 x\n", []string{"line 2", `"x"`}},
		{"0 -1\n", []string{"line 1", `"-1"`}},
		{"0 +1\n", []string{"line 1", `"+1"`}},
		{"0 1.5\n", []string{"line 1", `"1.5"`}},
		{"# big\n0 99999999999999999999\n", []string{"line 2", `"99999999999999999999"`}},
		{"0 2147483648\n", []string{"line 1", `"2147483648"`}},
		{"0 G\n", []string{"line 1", `"G"`}},
		{"vertices 3\n0 1 2\n2 3\n", []string{"line 3", `"3"`, "does not exist", "line 1"}},
		{"vertices 3\n0 1\nvertices 4\n", []string{"line 3", "vertices"}},
		{"0 1\nvertices 4\n", []string{"line 2", "before the first edge"}},
		{"vertices\n", []string{"line 1", "vertices N"}},
		{"vertices 3 4\n", []string{"line 1", "vertices N"}},
		{"vertices 0\n", []string{"line 1", `"0"`}},
		{"vertices g\n", []string{"line 1", `"g"`}},
		{"vertices many\n", []string{"line 1", `"many"`}},
		{"0 1\n\n\n1 2 3 ,\n", []string{"line 4", `","`}},
		{"0 1 # fine\n1 \x00\n", []string{"line 2", `"\x00"`}},
	}
	for _, c := range cases {
		h, err := ParseGreen(c.text)
		if err == nil {
			t.Errorf("%q: no error, got %v", c.text, h)
			continue
		}
		for _, w := range c.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%q: error %q does not mention %s", c.text, err, w)
			}
		}
	}
}

// FuzzHackenbush: a random edge list of ≤ 12 edges on ≤ 8 vertices (two
// bytes per edge) — fusion value == brute-force value of the edge game.
func FuzzHackenbush(f *testing.F) {
	f.Add([]byte{0, 1, 1, 2, 2, 0})
	f.Add([]byte{0, 0, 1, 1, 0, 1, 0, 1, 2, 3})
	f.Add([]byte{0, 1, 1, 2, 2, 3, 3, 1, 3, 4, 4, 5, 5, 3})
	f.Fuzz(func(t *testing.T, data []byte) {
		var edges [][2]int
		for i := 0; i+1 < len(data) && len(edges) < 12; i += 2 {
			edges = append(edges, [2]int{int(data[i] % 8), int(data[i+1] % 8)})
		}
		h := mustHackenbush(t, edges)
		if got, want := h.Value(), bruteValue(edges); got != want {
			t.Fatalf("%v: Value() = %d, brute force %d", edges, got, want)
		}
	})
}

// FuzzParseHackenbush: ParseGreen never panics, and what it accepts
// prints back (String) to text that parses to the same edges.
func FuzzParseHackenbush(f *testing.F) {
	f.Add("vertices 4\ng 1 2\n2 3 # c\n3 3\n")
	f.Add("0 1\n1 x\n")
	f.Fuzz(func(t *testing.T, text string) {
		h, err := ParseGreen(text)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "hackenbush: line ") {
				t.Fatalf("%q: error %q does not name a line", text, err)
			}
			return
		}
		h2, err := ParseGreen(h.String())
		if err != nil {
			t.Fatalf("%q printed as %q: %v", text, h.String(), err)
		}
		if d := cmp.Diff(h.Edges(), h2.Edges()); d != "" {
			t.Fatalf("%q: round trip (-first +second):\n%s", text, d)
		}
		if h.NumEdges() <= 2000 {
			_ = h.Value()
		}
	})
}
