package board_test

import (
	"math/bits"
	"slices"
	"strings"
	"testing"

	"github.com/cgtgo/cgt/board"
	"github.com/cgtgo/cgt/games/mills"
)

// TestCounter checks the counting of a position's distinct move classes
// (told apart without numbering where it can) against numbering every
// move, at every position of tic-tac-toe, of Six Men's Morris of at most 7
// stones and of Nine Men's Morris's midgame of at most 6: games with
// captures, flying and symmetric positions.
func TestCounter(t *testing.T) {
	for _, g := range smallGames(t, 7) {
		board.CheckCounter(t, g)
	}
}

// TestVerifyQuiet checks that Verify catches rules whose CountQuiet
// disagrees with their Moves: Six Men's Morris's, off by one.
func TestVerifyQuiet(t *testing.T) {
	six, err := mills.New(mills.Six, mills.Options{MaxStones: 6})
	if err != nil {
		t.Fatal(err)
	}
	if err := board.Verify(six, nil); err != nil {
		t.Fatalf("Six Men's Morris: %v", err)
	}
	bad, err := board.New(offByOne{six.Rules().(*mills.Rules)})
	if err != nil {
		t.Fatal(err)
	}
	if err := board.Verify(bad, nil); err == nil || !strings.Contains(err.Error(), "CountQuiet counts") {
		t.Errorf("Verify of a CountQuiet off by one: %v", err)
	}
}

// offByOne is a game's rules whose CountQuiet counts a quiet move too many.
type offByOne struct{ *mills.Rules }

func (r offByOne) CountQuiet(dst []board.Pos, p board.Pos) (int, []board.Pos) {
	n, dst := r.Rules.CountQuiet(dst, p)
	return n + 1, dst
}

// smallGames returns tic-tac-toe, Six Men's Morris of at most the given
// number of stones and Nine Men's Morris's midgame of at most 6.
func smallGames(t *testing.T, six int) []board.Game {
	g, err := board.New(ttt{})
	if err != nil {
		t.Fatal(err)
	}
	out := []board.Game{g}
	for _, c := range []struct {
		v mills.Variant
		o mills.Options
	}{{mills.Six, mills.Options{MaxStones: six}}, {mills.Nine, mills.Options{Midgame: true, MaxStones: 6}}} {
		g, err := mills.New(c.v, c.o)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, g)
	}
	return out
}

// TestPredecessorSlots checks the predecessors' slots the tier solver
// asks for (numbered, without repeats, looked for only where two could
// share a slot: see PredecessorSlots) against numbering every un-move,
// at every slot of tic-tac-toe (un-moves without UnmovesFrom), of Six
// Men's Morris of at most 6 stones and of Nine Men's Morris's midgame of
// at most 6.
func TestPredecessorSlots(t *testing.T) {
	for _, g := range smallGames(t, 6) {
		board.CheckPreds(t, g)
	}
}

// TestOrbitSize checks OrbitSize, which takes a shortcut where a
// position's key is of a class without symmetry, against the number of
// distinct images of the position under the board's symmetries, at every
// position of tic-tac-toe and of Six Men's Morris of at most 6 stones.
func TestOrbitSize(t *testing.T) {
	ttt, err := board.New(ttt{})
	if err != nil {
		t.Fatal(err)
	}
	six, err := mills.New(mills.Six, mills.Options{MaxStones: 6})
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range []board.Game{ttt, six} {
		grp := g.Board().Group()
		for i := range g.Size() {
			p := g.Position(i)
			images := map[board.Pos]bool{}
			for s := range grp.Len() {
				q := p
				for k, x := range p.Sets {
					q.Sets[k] = grp.Apply(s, x)
				}
				images[q] = true
			}
			if got := g.OrbitSize(p); got != len(images) {
				t.Fatalf("%s: OrbitSize %d, %d distinct images", g.Text(p, 0), got, len(images))
			}
		}
	}
}

// TestDescription checks what a page or a command reads of a game: the
// layout's defaults (a grid's cells named as chess names squares, its
// rows), the counters, which tiers loop, and the cells a move changes
// (one for a mark of tic-tac-toe; two for a slide of Six Men's Morris,
// three when it closes a mill and removes a stone, as many as the
// counters show).
func TestDescription(t *testing.T) {
	ttt, err := board.New(ttt{})
	if err != nil {
		t.Fatal(err)
	}
	l := ttt.Layout()
	if !slices.Equal(l.Names, []string{"a3", "b3", "c3", "a2", "b2", "c2", "a1", "b1", "c1"}) || !slices.Equal(l.Rows, []int{3, 3, 3}) || ttt.Counters() != 0 {
		t.Errorf("tic-tac-toe: names %v, rows %v, %d counters", l.Names, l.Rows, ttt.Counters())
	}
	for tr := range ttt.Tiers() {
		if ttt.Loops(tr) {
			t.Errorf("tic-tac-toe's tier %d loops", tr)
		}
	}
	start := ttt.Spec().Start[0]
	for _, q := range ttt.Moves(nil, start) {
		if c := ttt.Changes(start, q); len(c) != 1 || ttt.MoveName(start, q) != l.Names[c[0]] {
			t.Errorf("%s: changes %v, named %s", ttt.Text(q, 1), c, ttt.MoveName(start, q))
		}
	}
	six, err := mills.New(mills.Six, mills.Options{Midgame: true, MaxStones: 8})
	if err != nil {
		t.Fatal(err)
	}
	if six.Counters() != 0 {
		t.Errorf("the midgame of Six Men's Morris writes %d counters", six.Counters())
	}
	loops := 0
	for tr := range six.Tiers() {
		if six.Loops(tr) {
			loops++
		}
	}
	if loops == 0 {
		t.Error("no tier of Six Men's Morris's midgame loops")
	}
	// White's e3-e5 closes the mill a5-c5-e5 and removes one of Black's
	// three stones.
	p, _, err := six.Parse("WW./.B./...W/.B./.B. W")
	if err != nil {
		t.Fatal(err)
	}
	mills := 0
	for _, q := range six.Moves(nil, p) {
		n := len(six.Changes(p, q))
		mill := popcount(q.Sets[0]) < popcount(p.Sets[1])
		if mill {
			mills++
		}
		if mill && n != 3 || !mill && n != 2 {
			t.Errorf("%s → %s: %d cells change", six.Text(p, 0), six.Text(q, 1), n)
		}
	}
	if mills != 3 {
		t.Errorf("%s: %d moves remove a stone, want 3", six.Text(p, 0), mills)
	}
}

func popcount(x uint64) int { return bits.OnesCount64(x) }

// FuzzParse checks a board game's text: Parse never panics and refuses
// what is not a position with an error, and a position it reads is
// written back (Text) as text that reads as the same position, on
// tic-tac-toe and on Six Men's Morris (counters off the board, points).
func FuzzParse(f *testing.F) {
	ttt, err := board.New(ttt{})
	if err != nil {
		f.Fatal(err)
	}
	six, err := mills.New(mills.Six, mills.Options{})
	if err != nil {
		f.Fatal(err)
	}
	for _, s := range []string{"X../.O./... X", ".../.../... O", "WW./.B./...W/.B./.B. W", ".../.../..../.../... W 6 6", "X../.O./.. X", "\xff"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, g := range []board.Game{ttt, six} {
			p, player, err := g.Parse(s)
			if err != nil {
				if len(err.Error()) > 300 {
					t.Fatalf("%s: an error of %d bytes", g.Name().Game, len(err.Error()))
				}
				continue
			}
			text := g.Text(p, player)
			q, player2, err := g.Parse(text)
			if err != nil || q != p || player2 != player {
				t.Fatalf("%q reads as %v (player %d), written %q, which reads as %v (player %d, %v)", s, p, player, text, q, player2, err)
			}
		}
	})
}
