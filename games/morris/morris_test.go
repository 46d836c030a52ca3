package morris

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/cgtgo/cgt"
)

// mustParse parses a position written as Format writes it.
func mustParse(t *testing.T, s string) Position {
	t.Helper()
	p, _, err := Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// moveNames returns the names of the moves from p, sorted.
func moveNames(p Position) []string {
	var out []string
	for _, q := range (Game{}).Moves(nil, p) {
		out = append(out, MoveName(p, q))
	}
	slices.Sort(out)
	return out
}

// TestRules checks the moves of hand-made positions against the rules as
// Gasser states them (Games of No Chance, 1996, p. 103).
func TestRules(t *testing.T) {
	for _, c := range []struct {
		name, pos string
		want      []string // the moves, sorted, or nil for none
		with      string   // a move that must be among them
		without   string   // a move that must not
		count     int      // the number of moves when want is nil
	}{
		{
			// g4-g7 closes a7 d7 g7 and removes a black stone not in a
			// mill: b6, not one of a1 d1 g1.
			name: "a mill removes a stone not in a mill",
			pos:  "WW./B../.../.....W/.../.../BBB W",
			with: "g4-g7xb6", without: "g4-g7xa1",
		},
		{
			// Black's three stones are all in a mill: any may go.
			name: "all in mills: any stone",
			pos:  "WW./.../.../.....W/.../.../BBB W",
			with: "g4-g7xa1", without: "g4-g7",
		},
		{
			// Three white stones fly: each to any of the 18 empty points,
			// 54 moves (no two of a7 g4 c3 are on a line, so none closes
			// a mill).
			name:  "three stones fly",
			pos:   "W../.../.../.....W/W../.../BBB W",
			count: 3 * 18, with: "a7-e3", without: "",
		},
		{
			// White's four stones a7 d7 g7 d6 are walled in by Black's
			// a4 b6 f6 d5 g4: no move.
			name: "a blocked player has no move",
			pos:  "WWW/BWB/.B./B....B/.../.../... W",
			want: nil,
		},
		{
			// Placing d7 closes a7 d7 g7 and d7 d6 d5 at once: one stone is
			// removed, so there are as many moves at d7 as black stones
			// outside mills (a1 and c3).
			name: "two mills at once remove one stone",
			pos:  "W.W/.W./.W./....../B../.../B.. W 4 7",
			with: "d7xa1", without: "d7",
		},
	} {
		p := mustParse(t, c.pos)
		got := moveNames(p)
		switch {
		case c.count > 0 && len(got) != c.count:
			t.Errorf("%s: %d moves, want %d: %v", c.name, len(got), c.count, got)
		case c.count == 0 && c.with == "" && !slices.Equal(got, c.want):
			t.Errorf("%s: moves %v, want %v", c.name, got, c.want)
		}
		if c.with != "" && !slices.Contains(got, c.with) {
			t.Errorf("%s: %s not among the moves %v", c.name, c.with, got)
		}
		if c.without != "" && slices.Contains(got, c.without) {
			t.Errorf("%s: %s among the moves %v", c.name, c.without, got)
		}
	}
	// The double mill: exactly one move per removable stone at d7.
	p := mustParse(t, "W.W/.W./.W./....../B../.../B.. W 4 7")
	n := 0
	for _, m := range moveNames(p) {
		if strings.HasPrefix(m, "d7") {
			n++
		}
	}
	if n != 2 {
		t.Errorf("placing d7 into two mills gives %d moves, want 2 (remove a1 or c3)", n)
	}
	// Fewer than three stones: play has ended, a loss.
	if o, ended := (Game{}).Terminal(mustParse(t, "WW./.../.../....../.../.../BBB W")); !ended || o != cgt.Loss {
		t.Errorf("two white stones to move: Terminal %v %v, want Loss", o, ended)
	}
	// A blocked player has not ended play (Terminal), has no move, and its
	// slot counts none (tier.Retro), so the solver takes it as lost.
	blocked := mustParse(t, "WWW/BWB/.B./B....B/.../.../... W")
	if _, ended := (Game{}).Terminal(blocked); ended {
		t.Error("blocked: Terminal says play has ended")
	}
	g := NewMidgame(9)
	var cnt [1]uint16
	g.CountMoves(cnt[:], g.Tier(blocked), g.TierIndex(blocked))
	if cnt[0] != 0 {
		t.Errorf("blocked: CountMoves %d, want 0", cnt[0])
	}
}

// TestPlacement checks the placement phase: 24 first moves, a stone less
// in hand after each, and colours that alternate.
func TestPlacement(t *testing.T) {
	s := Start()
	ms := (Game{}).Moves(nil, s)
	if len(ms) != 24 {
		t.Fatalf("%d first moves, want 24", len(ms))
	}
	for _, q := range ms {
		mh, oh := q.InHand()
		if mh != 9 || oh != 8 || popcount(q.Other()) != 1 || q.Mover() != 0 {
			t.Fatalf("after a first placement: %s", Format(q, Black))
		}
	}
	if got := Format(s, White); got != ".../.../.../....../.../.../... W 9 9" {
		t.Errorf("Format(Start()) = %q", got)
	}
}

// TestText checks that Parse and Format are inverse, with either colour to
// move, that MoveName and ParseMove agree, and that bad text is refused
// with ErrSyntax.
func TestText(t *testing.T) {
	for _, s := range []string{
		".../.../.../....../.../.../... W 9 9",
		"WW./.../.../B....B/.../.../B.W W",
		"WW./.../.../B....B/.../.../B.W B",
		"W.W/.W./.W./....../B../.../B.. B 4 7",
	} {
		p, c, err := Parse(s)
		if err != nil {
			t.Fatal(err)
		}
		if got := Format(p, c); got != s {
			t.Errorf("Format(Parse(%q)) = %q", s, got)
		}
		if q, _, _ := Parse(strings.ReplaceAll(s, "/", "")); q != p {
			t.Errorf("%q without slashes reads as another position", s)
		}
		for _, q := range (Game{}).Moves(nil, p) {
			if r, err := ParseMove(p, MoveName(p, q)); err != nil || r != q {
				t.Errorf("%s: ParseMove(MoveName) = %v, %v", s, r, err)
			}
		}
	}
	for _, bad := range []string{
		"", "WW. W", ".../.../.../....../.../.../..X W", ".../.../.../....../.../.../... X",
		".../.../.../....../.../.../... W 10 9", "WWW/WWW/WWW/W...../.../.../... W 0 3",
		"WW./.../.../B....B/.../.../... W", // Black, not to move, has two stones
		".../.../.../....../.../.../... W 9",
	} {
		if _, _, err := Parse(bad); !errors.Is(err, ErrSyntax) {
			t.Errorf("Parse(%q): %v, want ErrSyntax", bad, err)
		}
	}
	if _, err := ParseMove(Start(), "a1-d1"); !errors.Is(err, ErrSyntax) {
		t.Errorf("a slide while stones are in hand: %v, want ErrSyntax", err)
	}
}

// TestTextRanks: slashes must split the board into the seven ranks of the
// package doc's picture (3, 3, 3, 6, 3, 3, 3 points, rank 7 first); a
// slash one point off read as another board (the issue's
// "B.../.B/W../…", ranks of 4 and 2, was read as "B../..B/…").
func TestTextRanks(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"B.../.B/.../....../.../.../..W W 8 7", "rank 7 of the board"},
		{".../.../..../...../.../.../... W 9 9", "rank 5 of the board"},
		{".../.../.../....../.../.../..../.. W 9 9", "has 8 ranks"},
		{".../.../.../....../.../...... W 9 9", "has 6 ranks"},
		{".../.../.../......./.../.../.. W 9 9", "rank 4 of the board"},
		{"/.../.../.../....../.../.../... W 9 9", "has 8 ranks"},
	} {
		_, _, err := Parse(c.in)
		if !errors.Is(err, ErrSyntax) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Parse(%q) = %v, want ErrSyntax naming %q", c.in, err, c.want)
		}
	}
}

// TestTextLongInput: an error quotes at most about 80 characters of the
// text (issue 43: a 100,000-character position gave a 100,068-byte error)
// and shows a byte that is not UTF-8 as \xff, not U+FFFD.
func TestTextLongInput(t *testing.T) {
	long := strings.Repeat("W", 100_000)
	for _, s := range []string{long, long + " W", ".../.../.../....../.../.../... " + long, ".../.../.../....../.../.../... W " + long + " 9"} {
		if _, _, err := Parse(s); err == nil || len(err.Error()) > 300 {
			t.Errorf("Parse of %d bytes: %d bytes of error", len(s), len(err.Error()))
		}
	}
	_, _, err := Parse(".../.../.../....../.../.../..\xff W")
	if err == nil || !strings.Contains(err.Error(), `"\xff" in the board`) {
		t.Errorf("a byte 0xff in the board: %v", err)
	}
}

// FuzzParse: whatever Parse accepts, Format writes back so that Parse
// reads the same position and colour, and a board written with slashes
// is, up to case, the one Format writes (no slash in the wrong place
// reads as another board).
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		".../.../.../....../.../.../... W 9 9", "WW./.../.../B....B/.../.../B.W W",
		"W.W/.W./.W./....../B../.../B.. B 4 7", "WW.......B....B.....B.W B",
		"B.../.B/.../....../.../.../..W W 8 7",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, c, err := Parse(s)
		if err != nil {
			return
		}
		out := Format(p, c)
		q, d, err := Parse(out)
		if err != nil || q != p || d != c {
			t.Fatalf("Parse(Format(Parse(%q))) = %v, %v, %v; want %v, %v", s, q, d, err, p, c)
		}
		board := strings.Fields(s)[0]
		if strings.Contains(board, "/") && strings.ToUpper(board) != strings.Fields(out)[0] {
			t.Fatalf("Parse(%q) reads the board %q", s, strings.Fields(out)[0])
		}
	})
}

// TestThreeThree reproduces Gasser's figures for the endgame of three
// stones against three (Games of No Chance, 1996): the side to move wins
// about 83% of the positions, and the longest loss lasts 26 plies. The
// tier 3-3 is read from the solve of the midgame of 7 stones that other
// tests share: its positions move only to 3-3 and to the ended 3-2, so
// it is the same tier as in a solve of 6 stones.
func TestThreeThree(t *testing.T) {
	sol := solvedMidgame(t, 7)
	g, st := sol.g, sol.stats
	for _, s := range st {
		if a, b := g.TierStones(s.Tier); a != 3 || b != 3 {
			continue
		}
		win := float64(s.Outcomes[cgt.Win]) / float64(s.Slots)
		if win < 0.825 || win >= 0.835 {
			t.Errorf("3-3: the side to move wins %.2f%% of %d positions, want about 83%%", 100*win, s.Slots)
		}
		if s.MaxRemote != 26 {
			t.Errorf("3-3: longest remoteness %d, want 26 plies", s.MaxRemote)
		}
		t.Logf("3-3: %d classes, %v (win, loss, draw: %d %d %d), longest %d", s.Slots, s.Outcomes, s.Outcomes[cgt.Win], s.Outcomes[cgt.Loss], s.Outcomes[cgt.Draw], s.MaxRemote)
		return
	}
	t.Fatal("no tier 3-3")
}
