package serve_test

import (
	"context"
	"fmt"
	"net/url"
	"slices"
	"strings"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/board"
	"github.com/cgtgo/cgt/internal/servetest"
	"github.com/cgtgo/cgt/serve"
	"github.com/cgtgo/cgt/tier"
)

// plainPos is a position of Mu Torere written without package board: the
// cells nw n ne w c e sw s se ('X', 'O' or '.') and the player to move.
type plainPos struct {
	cells [9]byte
	mover byte
}

// plainMuTorere is Mu Torere's rules (muTorere's package doc) written
// anew over plainPos, from the board's picture rather than muTorere's
// numbering: its lines join the eight points of the ring in turn, and
// each of them to the centre.
type plainMuTorere struct{}

var (
	plainNames = []string{"nw", "n", "ne", "w", "c", "e", "sw", "s", "se"}
	plainRing  = []string{"n", "ne", "e", "se", "s", "sw", "w", "nw"}
)

func plainCell(name string) int { return slices.Index(plainNames, name) }

// ringNeighbours returns the two points next to ring point k.
func ringNeighbours(k int) [2]int {
	return [2]int{plainCell(plainRing[(k+7)%8]), plainCell(plainRing[(k+1)%8])}
}

func (plainMuTorere) Terminal(plainPos) (cgt.Outcome, bool) { return 0, false }

func (plainMuTorere) Moves(dst []plainPos, p plainPos) []plainPos {
	other := byte('X' + 'O' - p.mover)
	c := plainCell("c")
	slide := func(from, to int) {
		q := plainPos{p.cells, other}
		q.cells[from], q.cells[to] = '.', p.mover
		dst = append(dst, q)
	}
	for k, name := range plainRing {
		at := plainCell(name)
		if p.cells[c] == p.mover && p.cells[at] == '.' {
			slide(c, at) // from the centre out
		}
		if p.cells[at] != p.mover {
			continue
		}
		nb := ringNeighbours(k)
		for _, n := range nb {
			if p.cells[n] == '.' {
				slide(at, n) // along the ring
			}
		}
		if p.cells[c] == '.' && (p.cells[nb[0]] == other || p.cells[nb[1]] == other) {
			slide(at, c) // into the centre, next to an opponent's stone
		}
	}
	return dst
}

// TestMuTorereBruteForce checks the example game's rules and its solve by
// tiers against brute force: the in-memory retrograde engine on the rules
// written anew without package board (plainMuTorere), from each of the
// 1,260 positions (the 630 arrangements of four stones each, either player
// to move). Every position's outcome and remoteness in the tier files
// (tier.Open's Lookup) must be the engine's; the start must be a draw,
// and the 46 classes must hold 5 lost, 33 drawn and 8 won (the counts of
// Example_ownGame).
func TestMuTorereBruteForce(t *testing.T) {
	g, dir := solved(t, muTorere{})
	var starts []plainPos
	everyArrangement(func(text string) {
		var p plainPos
		copy(p.cells[:], text[0:3]+text[4:7]+text[8:11])
		p.mover = text[12]
		starts = append(starts, p)
	})
	sol, err := cgt.SolveRetrograde[plainPos](context.Background(), plainMuTorere{}, starts, nil)
	if err != nil {
		t.Fatal(err)
	}
	if sol.Len() != 1260 {
		t.Fatalf("%d positions, want 1260", sol.Len())
	}
	ts := tier.Open[board.Pos](g, tier.Dir(dir), g.Name())
	defer ts.Close()
	classes := map[board.Pos]cgt.Outcome{}
	for _, p := range starts {
		text := string(p.cells[0:3]) + "/" + string(p.cells[3:6]) + "/" + string(p.cells[6:9]) + " " + string(p.mover)
		q, _, err := g.Parse(text)
		if err != nil {
			t.Fatal(err)
		}
		o, r, err := ts.Lookup(q)
		if err != nil || o != sol.Outcome(p) || r != sol.Remoteness(p) {
			t.Fatalf("%s: the tiers %v %d (%v), brute force %v %d", text, o, r, err, sol.Outcome(p), sol.Remoteness(p))
		}
		classes[g.Canonical(q)] = o
	}
	counts := map[cgt.Outcome]int{}
	for _, o := range classes {
		counts[o]++
	}
	if len(classes) != 46 || counts[cgt.Loss] != 5 || counts[cgt.Draw] != 33 || counts[cgt.Win] != 8 {
		t.Errorf("%d classes, %v", len(classes), counts)
	}
	start := plainPos{[9]byte([]byte("XXXO.XOOO")), 'X'}
	if sol.Outcome(start) != cgt.Draw {
		t.Errorf("the start: %v", sol.Outcome(start))
	}
}

// everyArrangement calls f with the text of every arrangement of Mu
// Torere's four stones each (630, as 9!/(4!·4!·1!)), for each player to
// move: every position, whatever its class.
func everyArrangement(f func(text string)) {
	for x := range 1 << 9 {
		for o := range 1 << 9 {
			if x&o != 0 || popcount(x) != 4 || popcount(o) != 4 {
				continue
			}
			cells := []byte(".........")
			for c := range 9 {
				switch {
				case x>>c&1 != 0:
					cells[c] = 'X'
				case o>>c&1 != 0:
					cells[c] = 'O'
				}
			}
			for _, who := range []string{"X", "O"} {
				f(fmt.Sprintf("%s/%s/%s %s", cells[0:3], cells[3:6], cells[6:9], who))
			}
		}
	}
}

func popcount(x int) int {
	n := 0
	for ; x != 0; x &= x - 1 {
		n++
	}
	return n
}

// TestServedLikeLookup serves the example game, Mu Torere (solved by
// tiers), through OpenBoard and Handler and checks the API against the
// tier files read directly (tier.Open's Lookup): at every position (each
// of the 630 arrangements of the stones, either player to move), the
// outcome and remoteness, and each move's value for the mover (the
// opposite of its target's, one ply more), the moves best first
// (CompareMoves) and named by the game (MoveName), each changing the two
// cells of its slide. It also checks the listing: the game's name as its
// ID, its start, its board.
func TestServedLikeLookup(t *testing.T) {
	g, dir := solved(t, muTorere{})
	src, err := serve.OpenBoard(g, dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	base := served(t, src)
	ts := tier.Open[board.Pos](g, tier.Dir(dir), g.Name())
	defer ts.Close()
	var list struct{ Games []serve.Info }
	if code := servetest.Get(t, base, "/api/games", &list); code != 200 || len(list.Games) != 1 {
		t.Fatalf("games: %d %+v", code, list)
	}
	in := list.Games[0]
	if bd := in.Board; in.ID != "mu-torere" || in.Game != "mu-torere" || in.Start != "XXX/O.X/OOO X" || in.File != dir ||
		bd == nil || len(bd.Points) != 9 || len(bd.Lines) != 5 || !slices.Equal(bd.Rows, []int{3, 3, 3}) || bd.Kinds != "XO" || bd.Players != "XO" {
		t.Errorf("listed %+v, board %+v", in, in.Board)
	}
	lookup := func(text string) (cgt.Outcome, int) {
		p, _, err := g.Parse(text)
		if err != nil {
			t.Fatal(err)
		}
		o, r, err := ts.Lookup(p)
		if err != nil {
			t.Fatal(err)
		}
		return o, r
	}
	n, moves := 0, 0
	everyArrangement(func(text string) {
		var a serve.Answer
		if code := servetest.Get(t, base, "/api/games/mu-torere?position="+url.QueryEscape(text), &a); code != 200 {
			t.Fatalf("%s: %d %+v", text, code, a)
		}
		o, r := lookup(text)
		if a.Position != text || a.Outcome != o.String() || a.Remoteness != r || a.Over != (len(a.Moves) == 0) {
			t.Fatalf("%s: the API %+v, Lookup %v %d", text, a, o, r)
		}
		p, _, _ := g.Parse(text)
		if len(a.Moves) != len(g.Moves(nil, p)) {
			t.Errorf("%s: %d moves, the rules %d", text, len(a.Moves), len(g.Moves(nil, p)))
		}
		for k, m := range a.Moves {
			mo, mr := lookup(m.To)
			want := cgt.Ranked[string]{To: m.To, Outcome: mo.Opposite(), Remoteness: -1}
			if mr >= 0 {
				want.Remoteness = mr + 1
			}
			if m.Outcome != want.Outcome.String() || m.Remoteness != want.Remoteness || len(m.Cells) != 2 || !strings.Contains(m.Move, "-") {
				t.Errorf("%s: move %+v, Lookup of its target %v %d", text, m, mo, mr)
			}
			if k > 0 && serve.CompareMoves(ranked(a.Moves[k-1]), want) > 0 {
				t.Errorf("%s: %s ranked after %s", text, m.Move, a.Moves[k-1].Move)
			}
			moves++
		}
		n++
	})
	if n != 1260 {
		t.Errorf("%d positions asked, want 2·630", n)
	}
	t.Logf("%d positions and %d moves: the API's values are Lookup's", n, moves)
}

// ranked is a move of the API as CompareMoves compares it.
func ranked(m serve.Move) cgt.Ranked[string] {
	o := map[string]cgt.Outcome{"Loss": cgt.Loss, "Draw": cgt.Draw, "Tie": cgt.Tie, "Win": cgt.Win}[m.Outcome]
	return cgt.Ranked[string]{To: m.To, Outcome: o, Remoteness: m.Remoteness}
}
