package main

import (
	"bytes"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// hackBrute computes the nim-value of a Green Hackenbush picture by
// exhaustive search over the sets of grounded edges.
func hackBrute(edges [][2]int) (value int, winning []int) {
	grounded := func(mask uint64) uint64 {
		reach := map[int]bool{0: true}
		for changed := true; changed; {
			changed = false
			for i, e := range edges {
				if mask&(1<<i) != 0 && reach[e[0]] != reach[e[1]] {
					reach[e[0]], reach[e[1]] = true, true
					changed = true
				}
			}
		}
		var g uint64
		for i, e := range edges {
			if mask&(1<<i) != 0 && reach[e[0]] {
				g |= 1 << i
			}
		}
		return g
	}
	memo := map[uint64]int{}
	var val func(m uint64) int
	val = func(m uint64) int {
		if v, ok := memo[m]; ok {
			return v
		}
		seen := map[int]bool{}
		for i := range edges {
			if m&(1<<i) != 0 {
				seen[val(grounded(m&^(1<<i)))] = true
			}
		}
		v := 0
		for seen[v] {
			v++
		}
		memo[m] = v
		return v
	}
	start := grounded(1<<len(edges) - 1)
	for i := range edges {
		if start&(1<<i) != 0 && val(grounded(start&^(1<<i))) == 0 {
			winning = append(winning, i)
		}
	}
	return val(start), winning
}

// TestHackenbush checks nim-values and winning cuts of small pictures,
// trees and graphs with cycles, loops and multi-edges, against exhaustive
// search, reading the picture from a file and from standard input.
func TestHackenbush(t *testing.T) {
	pictures := []string{
		"g 1 2\ng 3\n3 4\n3 5\n",       // a stalk and a tree: 2 XOR 1
		"g 1 2 g\n",                    // a triangle on the ground
		"0 1\n1 2\n2 3\n3 1\n3 3\n",    // a stalk carrying a triangle with a loop
		"g 1\ng 1\n1 2\n2 2\n7 8\n",    // a multi-edge, a loop, a floating edge
		"g 1 2 3 4 g\n2 5\n5 6\n6 2\n", // a pentagon with a triangle hanging on it
		"",                             // the empty picture
	}
	for _, pic := range pictures {
		var edges [][2]int
		for _, line := range strings.Split(pic, "\n") {
			f := strings.Fields(strings.ReplaceAll(line, "g", "0"))
			for i := 0; i+1 < len(f); i++ {
				u, _ := strconv.Atoi(f[i])
				v, _ := strconv.Atoi(f[i+1])
				edges = append(edges, [2]int{u, v})
			}
		}
		value, winning := hackBrute(edges)
		type cut struct {
			Edge int
			Ends [2]int
		}
		wantCuts := []cut{}
		for _, e := range winning {
			wantCuts = append(wantCuts, cut{e, edges[e]})
		}
		type ans struct {
			Edges, NimValue int
			Outcome         string
			Cuts            []cut
		}
		want := ans{len(edges), value, map[bool]string{true: "Win", false: "Loss"}[value != 0], wantCuts}
		file := filepath.Join(t.TempDir(), "pic.txt")
		if err := os.WriteFile(file, []byte("# test picture\n"+pic), 0o644); err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(want, decode[ans](t, ok(t, "", "hackenbush", "--json", file))); diff != "" {
			t.Errorf("hackenbush %q from a file (-want +got):\n%s", pic, diff)
		}
		if diff := cmp.Diff(want, decode[ans](t, ok(t, pic, "hackenbush", "-", "--json"))); diff != "" {
			t.Errorf("hackenbush %q from stdin (-want +got):\n%s", pic, diff)
		}
	}
}

// TestTicTacToe checks the analysis table against the published counts:
// 5,478 positions reachable from the empty board, 2,836 won, 1,068 tied
// (drawn, in players' words) and 1,574 lost for the player to move
// (DESIGN.md §4; OEIS A008907 gives 5,478 as the total), and the empty
// board a tie in 9 plies. It also checks single boards.
func TestTicTacToe(t *testing.T) {
	type ans struct {
		Positions       int
		Outcomes        map[string]int
		Start           string
		StartRemoteness int
	}
	want := ans{5478, map[string]int{"Win": 2836, "Tie": 1068, "Loss": 1574}, "Tie", 9}
	if diff := cmp.Diff(want, decode[ans](t, ok(t, "", "ttt", "--json"))); diff != "" {
		t.Errorf("ttt (-want +got):\n%s", diff)
	}
	out := ok(t, "", "ttt")
	if !strings.Contains(out, "\nall                1574         1068         2836         5478\n") {
		t.Errorf("ttt table lacks the totals row:\n%s", out)
	}
	// X to move on XX./OO./... wins at once at cell 3 (and only there: at
	// cell 6 O would complete its row next).
	if got := ok(t, "", "ttt", "XX./OO./..."); got != "board XX./OO./..., X to move: Win in 1 ply\nwinning moves (fastest first): 3 (cells 1-9 row by row)\n" {
		t.Errorf("ttt XX./OO./...:\n%s", got)
	}
	if got := ok(t, "", "ttt", "XXX/OO./..."); !strings.Contains(got, "play has ended, a Loss for O") {
		t.Errorf("ttt XXX/OO./...:\n%s", got)
	}
}

// TestPlotWythoff decodes the Wythoff picture and checks its size, that
// the P-positions (1,2), (3,5), (4,7) (OEIS A000201/A001950), their
// mirrors and (0,0) are black, that the black pixels of the corner are
// exactly the P-positions, and that a non-zero cell is coloured.
func TestPlotWythoff(t *testing.T) {
	dir := t.TempDir()
	r := cgtIn(t, dir, "", "plot", "wythoff", "--size", "64", "-o", "w.png")
	if r.code != 0 || !strings.HasPrefix(r.stdout, "wrote w.png: 64×64 pixels") {
		t.Fatalf("plot wythoff: exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
	}
	checkWythoffImage(t, readPNG(t, filepath.Join(dir, "w.png")), 64)

	// The same picture on standard output, at the size.
	out := ok(t, "", "plot", "wythoff", "--size", "512", "-o", "-")
	img, err := png.Decode(bytes.NewReader([]byte(out)))
	if err != nil {
		t.Fatal(err)
	}
	checkWythoffImage(t, img, 512)
}

// readPNG decodes the PNG file at path.
func readPNG(t *testing.T, path string) image.Image {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return img
}

func checkWythoffImage(t *testing.T, img image.Image, n int) {
	t.Helper()
	if b := img.Bounds(); b.Dx() != n || b.Dy() != n {
		t.Fatalf("image is %v, want %d×%d", b, n, n)
	}
	black := func(x, y int) bool {
		r, g, b, _ := img.At(x, y).RGBA()
		return r == 0 && g == 0 && b == 0
	}
	for _, p := range [][2]int{{0, 0}, {1, 2}, {3, 5}, {4, 7}} {
		if !black(p[0], p[1]) || !black(p[1], p[0]) {
			t.Errorf("P-position %v or its mirror is not black", p)
		}
	}
	for _, p := range [][2]int{{1, 1}, {2, 2}, {1, 3}, {0, 5}} {
		if black(p[0], p[1]) {
			t.Errorf("non-zero cell %v is black", p)
		}
	}
	g := wythoffBrute(40)
	for a := range 40 {
		for b := range 40 {
			if black(b, a) != (g[a][b] == 0) {
				t.Errorf("pixel (%d,%d): black %v, brute-force value %d", b, a, black(b, a), g[a][b])
			}
		}
	}
}

// TestBatch checks batch mode: mixed games, a fixed game, comments and
// blank lines, CRLF line ends, commas, a last line without newline, and
// that --json answers equal the single commands' --json output.
func TestBatch(t *testing.T) {
	in := "# comment\nnim 3 4 5\r\n\n  wythoff 3,5\nmisere 1 1\nfib 21\nfib 20 1\nwythoff 18446744073709551615 0\nnim 0"
	want := "W 1:1\nL\nW 1:0 2:0\nL\nL\nW 0,0\nL\n"
	if diff := cmp.Diff(want, ok(t, in, "batch")); diff != "" {
		t.Errorf("batch (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff("L\nW 3,5 7,4\n", ok(t, "4 7\n7\t9\n", "batch", "wythoff")); diff != "" {
		t.Errorf("batch wythoff (-want +got):\n%s", diff)
	}
	queries := [][]string{
		{"nim", "3", "4", "5"}, {"nim", "1", "1"}, {"misere", "2", "2", "1"},
		{"fib", "20"}, {"fib", "21"}, {"wythoff", "5000", "7"},
	}
	var lines strings.Builder
	var single strings.Builder
	for _, q := range queries {
		lines.WriteString(strings.Join(q, " ") + "\n")
		args := append([]string{q[0], "--json"}, q[1:]...)
		if q[0] == "misere" {
			args = append([]string{"nim", "--misere", "--json"}, q[1:]...)
		}
		single.WriteString(ok(t, "", args...))
	}
	if diff := cmp.Diff(single.String(), ok(t, lines.String(), "batch", "--json")); diff != "" {
		t.Errorf("batch --json vs single commands (-want +got):\n%s", diff)
	}
}

// TestEndgame checks the tablebase statistics of KRK and KQK against the
// published facts (issue 5, with its conventions): longest mates 16 and 10
// moves; with White to move all 175,168 legal KRK positions are won; with
// Black to move 223,944 legal positions, 22,244 (KRK) and 23,048 (KQK)
// drawn; 216 KRK checkmates and 3,056 positions at the maximum of 32 plies.
// Single positions are checked against chess knowledge: Ra8 is the only
// mate in one from Kd6 Ra1 kd8, Kb6 Qb7 ka8 is checkmate and Kb6 Qc7 ka8
// with Black to move is stalemate.
func TestEndgame(t *testing.T) {
	type side struct {
		Positions, Won, Lost, Drawn int
		MateIn                      []int
	}
	type ans struct {
		Ending      string
		LongestMate int
		WhiteToMove side
		BlackToMove side
	}
	for _, c := range []struct {
		ending         string
		longest, drawn int
	}{{"krk", 16, 22244}, {"kqk", 10, 23048}} {
		a := decode[ans](t, ok(t, "", "endgame", c.ending, "--json"))
		w, b := a.WhiteToMove, a.BlackToMove
		if a.LongestMate != c.longest || b.Positions != 223944 || b.Drawn != c.drawn || w.Won != w.Positions || b.Won != 0 {
			t.Errorf("endgame %s: %+v", c.ending, a)
		}
		sum := func(xs []int) (n int) {
			for _, x := range xs {
				n += x
			}
			return n
		}
		if sum(w.MateIn) != w.Won || sum(b.MateIn) != b.Lost || len(w.MateIn) != c.longest+1 {
			t.Errorf("endgame %s: mate-in counts do not add up: %+v", c.ending, a)
		}
		if c.ending == "krk" && (w.Positions != 175168 || b.MateIn[0] != 216 || b.MateIn[16] != 3056) {
			t.Errorf("endgame krk: %d White positions, %d mates, %d at 32 plies; want 175168, 216, 3056",
				w.Positions, b.MateIn[0], b.MateIn[16])
		}
	}
	for _, c := range []struct{ args, want string }{
		{"krk Kd6 Ra1 kd8 w", "Kd6 Ra1 kd8 w: Win for the player to move, mate in 1 (1 ply)\nbest moves: Ra8\n"},
		{"kqk Kb6 Qb7 ka8 b", "Kb6 Qb7 ka8 b: Loss for the player to move (checkmated)\n"},
		{"kqk Kb6 Qc7 ka8 b", "Kb6 Qc7 ka8 b: Tie (play ends level) under best play (a draw in chess terms)\n"},
	} {
		if diff := cmp.Diff(c.want, ok(t, "", append([]string{"endgame"}, strings.Fields(c.args)...)...)); diff != "" {
			t.Errorf("endgame %s (-want +got):\n%s", c.args, diff)
		}
	}
}
