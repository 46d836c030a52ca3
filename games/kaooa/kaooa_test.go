package kaooa_test

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/board"
	"github.com/cgtgo/cgt/games/kaooa"
	"github.com/cgtgo/cgt/internal/testutil"
	"github.com/cgtgo/cgt/tier"
)

// variants are every variant the package plays.
func variants() []kaooa.Options {
	var out []kaooa.Options
	for n := 4; n <= 7; n++ {
		out = append(out, kaooa.Options{Crows: n}, kaooa.Options{Crows: n, MandatoryCapture: true})
	}
	return out
}

// solve solves g by tiers into a temporary directory and opens its
// tables.
func solve(t testing.TB, g board.Game) *tier.Tables[board.Pos] {
	dir := tier.Dir(t.TempDir())
	if _, err := tier.Solve[board.Pos](context.Background(), g, dir, g.Name(), &tier.Options{Workers: 2}); err != nil {
		t.Fatal(err)
	}
	ts := tier.Open[board.Pos](g, dir, g.Name())
	t.Cleanup(func() { ts.Close() })
	return ts
}

// TestVerify checks every variant's rules with cgt.Verify at every
// position of the game: moves against un-moves, the numbering, the
// symmetries and the tiers.
func TestVerify(t *testing.T) {
	for _, o := range variants() {
		g, err := kaooa.New(o)
		if err != nil {
			t.Fatal(err)
		}
		if err := cgt.Verify[board.Pos](g, nil); err != nil {
			t.Errorf("%+v: %v", o, err)
		}
	}
}

// plain is a position of Kaooa written for the brute force without the
// board package, in GamesmanOne's numbering of the points (tips 0–4
// clockwise from the top, inner point 5+k between tips k and k+1) and as
// its formal positions say it: each point '-', 'C' or 'V', the crows
// dropped, the player to move (1 the crows, 2 the vulture).
type plain struct {
	pts     [10]byte
	dropped int8
	turn    int8
}

// plainLines are the pentagram's lines in that numbering: each from a tip
// through two inner points to another tip.
var plainLines = [5][4]int{{0, 5, 6, 2}, {1, 6, 7, 3}, {2, 7, 8, 4}, {3, 8, 9, 0}, {4, 9, 5, 1}}

// g1Cell is the point of the package (a … j in reading order) of each
// point in GamesmanOne's numbering.
var g1Cell = [10]int{0, 4, 9, 8, 1, 3, 6, 7, 5, 2}

// String writes p as GamesmanOne's formal position.
func (p plain) String() string { return fmt.Sprintf("%d_%s%d", p.turn, p.pts[:], p.dropped) }

// parsePlain reads a formal position.
func parsePlain(s string) (plain, error) {
	var p plain
	if len(s) != 13 || s[1] != '_' || (s[0] != '1' && s[0] != '2') || s[12] < '0' || s[12] > '7' {
		return p, fmt.Errorf("bad position %q", s)
	}
	copy(p.pts[:], s[2:12])
	p.turn, p.dropped = int8(s[0]-'0'), int8(s[12]-'0')
	return p, nil
}

// pos is p as the package writes it, with n crows.
func (p plain) pos(n int) board.Pos {
	q := board.Pos{Off: [4]uint8{uint8(n - int(p.dropped))}, Turn: uint8(p.turn - 1)}
	for i, ch := range p.pts {
		switch ch {
		case 'C':
			q.Sets[0] |= 1 << g1Cell[i]
		case 'V':
			q.Sets[1] |= 1 << g1Cell[i]
		}
	}
	return q
}

func (p plain) count(ch byte) int { return strings.Count(string(p.pts[:]), string(ch)) }

// plainOver reports whether play has ended at p, with n crows: the crows
// to move with three left.
func plainOver(p plain, n int) bool {
	return p.turn == 1 && p.count('C')+n-int(p.dropped) <= 3
}

// plainMoves returns the positions one move from p leads to, straight
// from the rules: drops, steps along a line, and the vulture's jumps.
func plainMoves(p plain, n int, mandatory bool) []plain {
	var out []plain
	put := func(changes ...any) {
		q := p
		q.turn = 3 - p.turn
		for i := 0; i < len(changes); i += 2 {
			q.pts[changes[i].(int)] = changes[i+1].(byte)
		}
		if p.turn == 1 && int(p.dropped) < n {
			q.dropped++
		}
		out = append(out, q)
	}
	piece := byte("CV"[p.turn-1])
	if p.turn == 1 && int(p.dropped) < n || p.turn == 2 && p.count('V') == 0 {
		for i, ch := range p.pts {
			if ch == '-' {
				put(i, piece)
			}
		}
		return out
	}
	var steps [][2]int // from, to
	var jumps [][3]int // from, over, to
	for _, l := range plainLines {
		for i := range 3 {
			steps = append(steps, [2]int{l[i], l[i+1]}, [2]int{l[i+1], l[i]})
		}
		for i := range 2 {
			jumps = append(jumps, [3]int{l[i], l[i+1], l[i+2]}, [3]int{l[i+2], l[i+1], l[i]})
		}
	}
	if p.turn == 2 {
		for _, j := range jumps {
			if p.pts[j[0]] == 'V' && p.pts[j[1]] == 'C' && p.pts[j[2]] == '-' {
				put(j[0], byte('-'), j[1], byte('-'), j[2], byte('V'))
			}
		}
		if mandatory && len(out) > 0 {
			return out
		}
	}
	for _, s := range steps {
		if p.pts[s[0]] == piece && p.pts[s[1]] == '-' {
			put(s[0], byte('-'), s[1], piece)
		}
	}
	return out
}

// bruteForce returns the positions play reaches from seeds with n crows,
// the seeds first, and their outcomes and remoteness by
// testutil.NaiveRetrograde (rounds of value iteration straight from the
// definitions).
func bruteForce(n int, mandatory bool, seeds []plain) ([]plain, []cgt.Outcome, []int) {
	index := map[plain]int32{}
	var all []plain
	for _, p := range seeds {
		index[p] = int32(len(all))
		all = append(all, p)
	}
	var moves [][]int32
	var term []cgt.Outcome
	for i := 0; i < len(all); i++ {
		p := all[i]
		var ms []int32
		t := cgt.Unknown
		if plainOver(p, n) {
			t = cgt.Loss
		} else {
			for _, q := range plainMoves(p, n, mandatory) {
				j, ok := index[q]
				if !ok {
					j = int32(len(all))
					index[q] = j
					all = append(all, q)
				}
				ms = append(ms, j)
			}
		}
		moves, term = append(moves, ms), append(term, t)
	}
	out, rem := testutil.NaiveRetrograde(moves, term)
	return all, out, rem
}

// plainStart is the start: no piece on the board, the crows to move.
var plainStart = plain{pts: [10]byte([]byte("----------")), turn: 1}

// everyArrangement returns every plain position of g's shapes, with n
// crows: each shape's crows and vulture put on the ten points in every
// way (3¹⁰ fillings of the points, each kept for the shapes of its
// counts), without the board package's numbering.
func everyArrangement(g board.Game, n int) []plain {
	var out []plain
	shapes := g.Spec().Shapes
	for code := range 59049 {
		var p plain
		for i, x := 0, code; i < 10; i, x = i+1, x/3 {
			p.pts[i] = "-CV"[x%3]
		}
		for _, s := range shapes {
			if p.count('C') == int(s.On[0]) && p.count('V') == int(s.On[1]) {
				p.dropped, p.turn = int8(n-int(s.Off[0])), int8(s.Turn+1)
				out = append(out, p)
			}
		}
	}
	return out
}

// compareBrute checks each of the brute force's positions against the
// tier files ts: the same outcome and remoteness. It returns the
// positions by outcome (all, won, lost, drawn for the player to move).
func compareBrute(t *testing.T, g board.Game, ts *tier.Tables[board.Pos], n int, all []plain, out []cgt.Outcome, rem []int) [4]int {
	t.Helper()
	var counts [4]int
	for i, p := range all {
		if out[i] == cgt.Draw {
			rem[i] = -1
		}
		o2, r2, err := ts.Lookup(p.pos(n))
		if err != nil {
			t.Fatal(err)
		}
		if o2 != out[i] || r2 != rem[i] {
			t.Fatalf("%s %v (%s): %v in %d by tiers, brute force %v in %d", g.Name(), p, g.Text(p.pos(n), 0), o2, r2, out[i], rem[i])
		}
		counts[0]++
		counts[map[cgt.Outcome]int{cgt.Win: 1, cgt.Loss: 2, cgt.Draw: 3}[out[i]]]++
	}
	return counts
}

// TestBruteForce solves every variant by tiers through the board package
// and checks it against a brute force written without it (plain
// positions in GamesmanOne's numbering, their moves straight from the
// rules, solved by value iteration): the same outcome and remoteness at
// every position play reaches from the start, and at every arrangement
// of every shape (reached or not: each shape's boards, 10!/(c! v!
// (10−c−v)!), 32,981 of seven crows, which the moves never leave). For
// the variants GamesmanOne solves, the positions reached and their
// outcomes are counted as its analyze command counts them (every
// position, no symmetry): kaooa 30,896 (6,396 won, 4,425 lost, 20,075
// drawn for the player to move), mkaooa (six crows) 21,696 (2,195, 1,420,
// 18,081), kaooa with mandatory_capture set 27,576 (4,781, 4,115, 18,680).
func TestBruteForce(t *testing.T) {
	published := map[kaooa.Options][4]int{
		{Crows: 7}:                         {30896, 6396, 4425, 20075},
		{Crows: 6}:                         {21696, 2195, 1420, 18081},
		{Crows: 7, MandatoryCapture: true}: {27576, 4781, 4115, 18680},
	}
	for _, o := range variants() {
		g, err := kaooa.New(o)
		if err != nil {
			t.Fatal(err)
		}
		ts := solve(t, g)
		all, out, rem := bruteForce(o.Crows, o.MandatoryCapture, []plain{plainStart})
		counts := compareBrute(t, g, ts, o.Crows, all, out, rem)
		if want, ok := published[o]; ok && counts != want {
			t.Errorf("%+v: %v positions reached (all, won, lost, drawn), GamesmanOne %v", o, counts, want)
		}
		seeds := everyArrangement(g, o.Crows)
		all, out, rem = bruteForce(o.Crows, o.MandatoryCapture, seeds)
		if len(all) != len(seeds) || o.Crows == 7 && len(seeds) != 32981 {
			t.Errorf("%+v: %d arrangements of its shapes, %d with the positions they lead to; want 32,981 of seven crows", o, len(seeds), len(all))
		}
		compareBrute(t, g, ts, o.Crows, all, out, rem)
	}
}

// TestGamesmanOne checks the tier solve against GamesmanOne's values of a
// sample of positions of each variant it solves (testdata/gamesmanone.txt,
// from its query command; the start among them): seven crows, a win for
// the crows in 15 plies; six crows, a draw; seven with compulsory
// capture, a win in 15.
func TestGamesmanOne(t *testing.T) {
	games := map[string]kaooa.Options{"kaooa": {Crows: 7}, "mkaooa": {Crows: 6}, "kaooa-mandatory": {Crows: 7, MandatoryCapture: true}}
	tables := map[string]*tier.Tables[board.Pos]{}
	f, err := os.Open("testdata/gamesmanone.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	starts := map[string]string{}
	n := 0
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") || line == "" {
			continue
		}
		var name, pos, value string
		var r int
		if _, err := fmt.Sscan(line, &name, &pos, &value, &r); err != nil {
			t.Fatalf("%q: %v", line, err)
		}
		o := games[name]
		if tables[name] == nil {
			g, err := kaooa.New(o)
			if err != nil {
				t.Fatal(err)
			}
			tables[name] = solve(t, g)
		}
		p, err := parsePlain(pos)
		if err != nil {
			t.Fatal(err)
		}
		want := map[string]cgt.Outcome{"win": cgt.Win, "lose": cgt.Loss, "draw": cgt.Draw}[value]
		if want == cgt.Draw {
			r = -1
		}
		got, gr, err := tables[name].Lookup(p.pos(o.Crows))
		if err != nil || got != want || gr != r {
			t.Errorf("%s %s: %v in %d (%v), GamesmanOne %s in %d", name, pos, got, gr, err, value, r)
		}
		if p.dropped == 0 {
			starts[name] = fmt.Sprintf("%v %d", got, gr)
		}
		n++
	}
	if n != 300 {
		t.Errorf("%d positions, want 300", n)
	}
	if want := map[string]string{"kaooa": "Win 15", "mkaooa": "Draw -1", "kaooa-mandatory": "Win 15"}; !maps(starts, want) {
		t.Errorf("starts %v, want %v", starts, want)
	}
}

func maps(a, b map[string]string) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

// TestUnmovesFrom checks UnmovesFrom against Unmoves at every position of
// every variant: for each shape of the game, the un-moves of that shape,
// in the same order.
func TestUnmovesFrom(t *testing.T) {
	for _, o := range variants() {
		g, err := kaooa.New(o)
		if err != nil {
			t.Fatal(err)
		}
		r := g.Rules().(*kaooa.Rules)
		shapes := g.Spec().Shapes
		for i := range g.Size() {
			p := g.Position(i)
			all := r.Unmoves(nil, p)
			for _, s := range shapes {
				var want []board.Pos
				for _, q := range all {
					if q.Shape() == s {
						want = append(want, q)
					}
				}
				if got := r.UnmovesFrom(nil, p, s); !slices.Equal(got, want) {
					t.Fatalf("%+v %s: UnmovesFrom(%v) = %v, Unmoves of that shape %v", o, g.Text(p, 0), s, got, want)
				}
			}
		}
	}
}

// TestMandatoryCapture compares each variant with its twin where the
// vulture must jump, class by class (both number the same positions):
// the same outcome everywhere, for four to seven crows, and with seven
// crows 21 classes won or lost in another number of plies, the figures
// docs/kaooa.md quotes (each side's values are the brute force's,
// TestBruteForce, and at the start GamesmanOne's: a win in 15 for both).
func TestMandatoryCapture(t *testing.T) {
	for n := 4; n <= 7; n++ {
		free, err := kaooa.New(kaooa.Options{Crows: n})
		if err != nil {
			t.Fatal(err)
		}
		must, err := kaooa.New(kaooa.Options{Crows: n, MandatoryCapture: true})
		if err != nil {
			t.Fatal(err)
		}
		a, b := solve(t, free), solve(t, must)
		changed := 0
		for i := range free.Size() {
			p := free.Position(i)
			if q := must.Position(i); q != p {
				t.Fatalf("%d crows: slot %d is %s, %s with compulsory capture", n, i, free.Text(p, 0), must.Text(q, 0))
			}
			o1, r1, err1 := a.Lookup(p)
			o2, r2, err2 := b.Lookup(p)
			if err1 != nil || err2 != nil || o1 != o2 {
				t.Fatalf("%d crows, %s: %v in %d (%v), with compulsory capture %v in %d (%v)", n, free.Text(p, 0), o1, r1, err1, o2, r2, err2)
			}
			if r1 != r2 {
				changed++
			}
		}
		if n == 7 && changed != 21 {
			t.Errorf("seven crows: %d classes of another remoteness with compulsory capture, want 21", changed)
		}
	}
}
