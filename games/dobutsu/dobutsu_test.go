package dobutsu

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/google/go-cmp/cmp"
)

func mustParse(t testing.TB, s string) Position {
	t.Helper()
	p, err := Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func strs(ps []Position) []string {
	var out []string
	for _, p := range ps {
		out = append(out, p.String())
	}
	return out
}

// TestStartMoves checks the four opening moves, worked out by hand from the
// rules (the published records name them B3xB2 Chick, C4–C3 Giraffe, B4–A3
// and B4–C3 Lion); each result is written from the other side's view.
func TestStartMoves(t *testing.T) {
	g := New()
	s := Start()
	if s.String() != "gle/.c./.C./ELG -" {
		t.Errorf("Start() = %v", s)
	}
	want := []string{
		"gle/.../.c./ELG c", // Chick takes Chick: the opponent is left without its Chick
		"g.e/.cl/.C./ELG -", // Lion B4–A3: seen from the other side, its Lion is on C2
		"g.e/lc./.C./ELG -", // Lion B4–C3
		".le/gc./.C./ELG -", // Giraffe C4–C3
	}
	if diff := cmp.Diff(want, strs(g.Moves(nil, s))); diff != "" {
		t.Errorf("moves from the start (-want +got):\n%s", diff)
	}
	if g.NumMoves(s) != 4 {
		t.Errorf("NumMoves(start) = %d, want 4", g.NumMoves(s))
	}
	if o, ended := g.Terminal(s); ended {
		t.Errorf("Terminal(start) = %v, true", o)
	}
}

// TestMovesHand checks move generation on positions worked out by hand:
// promotion, drops, the capture of a Hen (back to hand as a Chick), a
// Chick dropped on the far row that cannot move.
func TestMovesHand(t *testing.T) {
	g := New()
	// B2 Chick to B1 (promoted); A4 Elephant to B3; C4 Lion to B3, C3, B4;
	// a Giraffe and an Elephant dropped on each of the 8 empty squares.
	p := mustParse(t, "l../.C./.../E.L GEgc")
	got := strs(g.Moves(nil, p))
	if want := flipString(t, "lH./.../.../E.L GEgc"); got[0] != want {
		t.Errorf("first move %q, want %q (the Chick promoted on B1)", got[0], want)
	}
	if len(got) != 1+1+3+2*8 || g.NumMoves(p) != len(got) {
		t.Errorf("%d moves (NumMoves %d), want 21: %v", len(got), g.NumMoves(p), got)
	}
	// The B3 Lion has 8 steps, one of them taking the Hen on B2 (a Chick
	// comes to hand); the Chick dropped on A1 cannot move; 2×8 drops.
	p = mustParse(t, "C.l/.h./.L./... GGEE")
	got = strs(g.Moves(nil, p))
	if want := flipString(t, "C.l/.L./.../... GGEEC"); !slices.Contains(got, want) {
		t.Errorf("Lion takes Hen: %q missing from %v", want, got)
	}
	if len(got) != 8+2*8 || g.NumMoves(p) != len(got) {
		t.Errorf("%d moves (NumMoves %d), want 24: %v", len(got), g.NumMoves(p), got)
	}
}

// flipString returns the position s after the turn passes without a move:
// the same board seen from the other side.
func flipString(t *testing.T, s string) string {
	b := mustParse(t, s).unpack()
	return b.flipped().String()
}

// TestTerminal checks the end-of-play conventions on positions worked out
// by hand.
func TestTerminal(t *testing.T) {
	g := New()
	for _, tc := range []struct {
		pos   string
		o     cgt.Outcome
		ended bool
	}{
		{"gle/.c./.C./ELG -", cgt.Unknown, false},
		{".l./.G./.L./... EECCg", cgt.Win, true},       // the Giraffe takes the Lion
		{"..g/L../.../Ele CCG", cgt.Loss, true},        // the opponent's try on B4 cannot be answered
		{"..g/.../.../ElL CCGE", cgt.Win, true},        // the try can be answered: the Lion takes the Lion
		{"L../.../.../.l. GGEECC", cgt.Win, true},      // the mover's Lion has survived on the far row
		{"..l/.../.L./... GGEECC", cgt.Unknown, false}, // the Lions stand two apart
	} {
		o, ended := g.Terminal(mustParse(t, tc.pos))
		if o != tc.o || ended != tc.ended {
			t.Errorf("Terminal(%s) = %v, %v; want %v, %v", tc.pos, o, ended, tc.o, tc.ended)
		}
	}
}

func TestParse(t *testing.T) {
	for _, s := range []string{"gle/.c./.C./ELG -", "gle/.c./.C./ELG", "  ..l/.../.L./... GGEECC ", "C.l/.h./.L./... GGEE"} {
		p, err := Parse(s)
		if err != nil {
			t.Fatalf("Parse(%q): %v", s, err)
		}
		q, err := Parse(p.String())
		if err != nil || q != p {
			t.Errorf("Parse(%q) = %v, printed %q, parsed back %v, %v", s, p, p.String(), q, err)
		}
	}
	for _, s := range []string{
		"", "gle/.c./.C.", "gle/.c./.C./ELGG -", "gle/.x./.C./ELG -", "gle/.c./.C./ELG H",
		"gle/.c./.C./ELG C", "gle/.c./.C./EGG l", "gle/.c./.C./ELG - x", "gLe/.c./.C./ELG -",
	} {
		if _, err := Parse(s); !errors.Is(err, ErrSyntax) {
			t.Errorf("Parse(%q) = %v, want ErrSyntax", s, err)
		}
	}
}

// reach returns up to n positions reachable from p, in BFS order.
func reach(g cgt.Game[Position], p Position, n int) []Position {
	seen := map[Position]bool{p: true}
	q := []Position{p}
	for i := 0; i < len(q) && len(q) < n; i++ {
		if _, ended := g.Terminal(q[i]); ended {
			continue
		}
		for _, m := range g.Moves(nil, q[i]) {
			if !seen[m] {
				seen[m] = true
				q = append(q, m)
			}
		}
	}
	return q
}

// TestVerify runs cgt.Verify (moves against un-moves, NumMoves, the
// numbering) on the first positions reachable from the start and on random
// numbers of the whole space.
func TestVerify(t *testing.T) {
	g := New()
	n := 5000
	if testing.Short() {
		n = 500
	}
	if err := cgt.Verify[Position](g, reach(g, Start(), n)); err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	var ps []Position
	for range n {
		ps = append(ps, g.Position(rng.IntN(g.Size())))
	}
	if err := cgt.Verify[Position](g, ps); err != nil {
		t.Fatal(err)
	}
}

// TestSize checks the size of the numbering against the published count of
// Dobutsu shogi positions with both Lions on the board (1,567,925,964, the
// number of positions in Tanaka's analysis), its ends, and that Index
// refuses values that are not positions.
func TestSize(t *testing.T) {
	g := New()
	if g.Size() != 1_567_925_964 {
		t.Errorf("Size() = %d, want 1,567,925,964", g.Size())
	}
	for _, i := range []int{0, 1, 131, 132, g.Size() - 1} {
		if j := g.Index(g.Position(i)); j != i {
			t.Errorf("Index(Position(%d)) = %d", i, j)
		}
	}
	p := Start()
	for _, bad := range []Position{p | 1<<62, p &^ (15 << 40), p | 6<<16, p | 1<<48} {
		if i := g.Index(bad); i != -1 {
			t.Errorf("Index(%#x) = %d, want -1", uint64(bad), i)
		}
	}
}

// noDrops is the sub-game of Dobutsu shogi without drops (captured pieces
// stay in hand), small enough from a position with few pieces on the board
// to be solved by brute force.
type noDrops struct{ g *Game }

func onBoard(p Position) int {
	n := 0
	for s := range 12 {
		if p>>(4*s)&15 != 0 {
			n++
		}
	}
	return n
}

func (d noDrops) Terminal(p Position) (cgt.Outcome, bool) { return d.g.Terminal(p) }
func (d noDrops) Moves(dst []Position, p Position) []Position {
	k := len(dst)
	dst = d.g.Moves(dst, p)
	out := dst[:k]
	for _, q := range dst[k:] {
		if onBoard(q) <= onBoard(p) { // a drop adds a piece to the board
			out = append(out, q)
		}
	}
	return out
}
func (d noDrops) Predecessors(dst []Position, p Position) []Position {
	k := len(dst)
	dst = d.g.Predecessors(dst, p)
	out := dst[:k]
	for _, q := range dst[k:] {
		if onBoard(q) >= onBoard(p) {
			out = append(out, q)
		}
	}
	return out
}
func (d noDrops) Size() int               { return d.g.Size() }
func (d noDrops) Index(p Position) int    { return d.g.Index(p) }
func (d noDrops) Position(i int) Position { return d.g.Position(i) }

// mapped is noDrops without its numbering.
type mapped struct{ d noDrops }

func (m mapped) Terminal(p Position) (cgt.Outcome, bool)     { return m.d.Terminal(p) }
func (m mapped) Moves(dst []Position, p Position) []Position { return m.d.Moves(dst, p) }
func (m mapped) Predecessors(dst []Position, p Position) []Position {
	return m.d.Predecessors(dst, p)
}

// symNoDrops and symMapped add the mirror (cgt.Orbits): solved one
// position per mirror pair.
type (
	symNoDrops struct{ noDrops }
	symMapped  struct{ mapped }
)

func (d symNoDrops) Canonical(p Position) Position { return d.g.Canonical(p) }
func (d symNoDrops) OrbitSize(p Position) int      { return d.g.OrbitSize(p) }
func (m symMapped) Canonical(p Position) Position  { return m.d.g.Canonical(p) }
func (m symMapped) OrbitSize(p Position) int       { return m.d.g.OrbitSize(p) }

type result struct {
	o cgt.Outcome
	r int
}

// bruteForce solves the positions reachable from start by value
// iteration, layer by layer, with nothing but Moves and Terminal: a
// position is won in r plies when a move leads to a position lost in r−1,
// lost in r when every move leads to a won position and the longest win
// takes r−1; what is never settled is a draw.
func bruteForce(g cgt.Game[Position], start Position) map[Position]result {
	all := reach(g, start, 1<<30)
	num := make(map[Position]int32, len(all))
	for i, p := range all {
		num[p] = int32(i)
	}
	res := make([]result, len(all)) // o == Unknown: not settled yet
	kids := make([][]int32, len(all))
	for i, p := range all {
		if o, ended := g.Terminal(p); ended {
			res[i] = result{o, 0}
			continue
		}
		for _, q := range g.Moves(nil, p) {
			kids[i] = append(kids[i], num[q])
		}
		if len(kids[i]) == 0 {
			res[i] = result{cgt.Loss, 0}
		}
	}
	for r := 1; ; r++ {
		var found []int
		var what []result
		for i := range all {
			if res[i].o != cgt.Unknown {
				continue
			}
			won, lost, longest := false, true, -1
			for _, k := range kids[i] {
				v := res[k]
				if v.o == cgt.Loss && v.r == r-1 {
					won = true
					break
				}
				if v.o != cgt.Win {
					lost = false
				} else {
					longest = max(longest, v.r)
				}
			}
			switch {
			case won:
				found, what = append(found, i), append(what, result{cgt.Win, r})
			case lost && longest == r-1:
				found, what = append(found, i), append(what, result{cgt.Loss, r})
			}
		}
		if len(found) == 0 {
			break
		}
		for k, i := range found {
			res[i] = what[k]
		}
	}
	out := make(map[Position]result, len(all))
	for i, p := range all {
		if res[i].o == cgt.Unknown {
			res[i] = result{cgt.Draw, -1}
		}
		out[p] = res[i]
	}
	return out
}

// TestSubgameBruteForce solves the no-drops sub-game from a few positions
// with SolveRetrograde (reachable scope of the dense numbering, un-moves,
// one and two workers, with and without the mirror) and by brute force,
// and compares every position.
func TestSubgameBruteForce(t *testing.T) {
	g := noDrops{New()}
	for _, start := range []string{
		"..l/.e./.C./GL. GEc",
		"g.l/.../.C./.LE GEc",
		".l./e../..C/GL. gEc",
	} {
		p := mustParse(t, start)
		want := bruteForce(g, p)
		if err := cgt.Verify[Position](g, reach(g, p, 2000)); err != nil {
			t.Fatal(err)
		}
		classes := map[Position]bool{}
		for q := range want {
			classes[g.g.Canonical(q)] = true
		}
		for _, v := range []struct {
			workers int
			mirror  bool
		}{{1, false}, {2, false}, {1, true}, {2, true}} {
			workers := v.workers
			// The dense numbering (a bitmap of the 1.6·10⁹ slots) for the
			// first start and one worker; positions keyed by a map
			// otherwise (faster for so few).
			var game cgt.Game[Position] = mapped{g}
			if start == "..l/.e./.C./GL. GEc" && workers == 1 {
				game = g
			}
			n := len(want)
			if v.mirror {
				n = len(classes)
				game = symMapped{mapped{g}}
				if start == "..l/.e./.C./GL. GEc" && workers == 1 {
					game = symNoDrops{g}
				}
			}
			sol, err := cgt.SolveRetrograde[Position](context.Background(), game, []Position{p}, &cgt.Options{Workers: workers})
			if err != nil {
				t.Fatal(err)
			}
			if sol.Len() != n {
				t.Errorf("%s, mirror %v: %d positions solved, want %d", start, v.mirror, sol.Len(), n)
			}
			bad := 0
			for q, v := range want {
				if o, r := sol.Outcome(q), sol.Remoteness(q); (o != v.o || r != v.r) && bad < 5 {
					bad++
					t.Errorf("%s, workers=%d: %v is %v %d, brute force %v %d", start, workers, q, o, r, v.o, v.r)
				}
			}
		}
		t.Logf("%s: %d positions, start %v %d", start, len(want), want[p].o, want[p].r)
	}
}

// TestRankTables checks the lookup tables of the numbering against their
// definition (rankCells over all ten cells and unrankWord: the
// lexicographic rank among the words with the same counts) on every word
// of ten cells with at most two pieces of each kind.
func TestRankTables(t *testing.T) {
	tb := New().t
	words := 0
	for w := range uint32(1 << 20) {
		var n [4]int
		for j := range 10 {
			n[w>>(2*j)&3]++
		}
		if n[1] > 2 || n[2] > 2 || n[3] > 2 {
			continue
		}
		words++
		r := int(tb.rankCells(w, 9, n))
		low := w & 1023
		if got := int(tb.rankHigh[tb.classLow[low]][w>>10] + tb.rankLow[low]); got != r {
			t.Fatalf("word %#x: rank by lookup %d, by definition %d", w, got, r)
		}
		if got := unrankWord(tb, r, n); got != w {
			t.Fatalf("unrankWord(%d, %v) = %#x, want %#x", r, n, got, w)
		}
		if got := tb.wordAt[int(tb.wordBase[9*n[1]+3*n[2]+n[3]])+r]; got != w {
			t.Fatalf("wordAt of rank %d, counts %v = %#x, want %#x", r, n, got, w)
		}
	}
	if words != len(tb.wordAt) {
		t.Errorf("%d words, wordAt has %d", words, len(tb.wordAt))
	}
}

// refIndex is Index written square by square (its first version), the
// reference for TestIndexFast.
func refIndex(g *Game, p Position) int {
	if p>>60 != 0 {
		return -1
	}
	ml, ol := -1, -1
	var word uint32
	extra, nbits := 0, 0
	var n [4]int
	j := 0
	for s := range 12 {
		c := uint8(p>>(4*s)) & 15
		k := c & 7
		var w uint32
		switch {
		case c == 0:
		case k == lion:
			if c&opp == 0 {
				if ml >= 0 {
					return -1
				}
				ml = s
			} else {
				if ol >= 0 {
					return -1
				}
				ol = s
			}
			continue
		case k == giraffe || k == elephant:
			w = uint32(k - 1)
			extra = extra<<1 | int(c>>3)
			nbits++
		case k == chick || k == hen:
			w = 3
			extra = extra<<2 | int(c>>3)<<1
			if k == hen {
				extra |= 1
			}
			nbits += 2
		default:
			return -1
		}
		if j == 10 {
			return -1
		}
		n[w]++
		word |= w << (2 * j)
		j++
	}
	if ml < 0 || ol < 0 {
		return -1
	}
	hc := 0
	for k := range 3 {
		a, b := uint8(p>>(48+2*k))&3, uint8(p>>(54+2*k))&3
		if int(a)+int(b)+n[k+1] != 2 {
			return -1
		}
		hc = hc*6 + handPair(a, b)
	}
	lc := ml*11 + ol
	if ol > ml {
		lc--
	}
	r := g.t.handBase[hc] + (int(g.t.rankCells(word, 9, n))<<nbits | extra)
	return r*lionCodes + lc
}

// TestIndexFast compares Index with refIndex on valid positions (and their
// neighbours reached by moves, and mirror images) and on random 64-bit values, most
// of them not positions (both must answer −1 for those).
func TestIndexFast(t *testing.T) {
	g := New()
	rng := rand.New(rand.NewPCG(7, 8))
	for range 200000 {
		p := g.Position(rng.IntN(g.Size()))
		for _, q := range append(g.Moves(nil, p), p, Mirror(p), p^Position(1)<<rng.IntN(64), Position(rng.Uint64()>>4)) {
			if got, want := g.Index(q), refIndex(g, q); got != want {
				t.Fatalf("Index(%#x) = %d, want %d", uint64(q), got, want)
			}
		}
	}
}

// unrankWord is the inverse of rankCells(·, 9, n), written from its
// definition: the reference for wordAt in TestRankTables.
func unrankWord(t *tables, r int, n [4]int) uint32 {
	var word uint32
	rr := uint32(r)
	for j := 9; j >= 0; j-- {
		for k := range 4 {
			if n[k] == 0 {
				continue
			}
			n[k]--
			m := t.multi[n[0]][n[1]][n[2]][n[3]]
			if rr < m {
				word |= uint32(k) << (2 * j)
				break
			}
			rr -= m
			n[k]++
		}
	}
	return word
}
