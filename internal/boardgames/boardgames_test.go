package boardgames

import (
	"context"
	"errors"
	"flag"
	"math/bits"
	"strings"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/board"
	"github.com/cgtgo/cgt/games/mills"
	"github.com/cgtgo/cgt/tier"
	"github.com/google/go-cmp/cmp"
)

// TestMillsNames checks that every variant built from its flags is found
// again from the name in its tier files (Open, as cgt query and serve
// reopen a directory): the same entry, the same flags, the same game.
func TestMillsNames(t *testing.T) {
	e, ok := Find("mills")
	if !ok {
		t.Fatal("no mills")
	}
	for _, v := range []Values{
		{"variant": "five"},
		{"variant": "five", "midgame": "true"},
		{"variant": "six", "stones": "8"},
		{"variant": "seven", "midgame": "true", "stones": "7"},
		{"variant": "nine", "midgame": "true", "stones": "7"},
	} {
		g, err := e.New(v)
		if err != nil {
			t.Fatalf("%v: %v", v, err)
		}
		e2, v2, g2, err := Open(g.Name())
		if err != nil {
			t.Fatalf("%v: Open(%v): %v", v, g.Name(), err)
		}
		if e2.Name != "mills" || !cmp.Equal(v, v2) || g2.Name() != g.Name() || g2.Size() != g.Size() {
			t.Errorf("%v: named %v, opened as %s %v, %v of %d positions (want %d)", v, g.Name(), e2.Name, v2, g2.Name(), g2.Size(), g.Size())
		}
		if !Of(g.Name().Game) {
			t.Errorf("Of(%q) is false", g.Name().Game)
		}
	}
	// --stones of every stone of the variant is the whole game.
	g, err := e.New(Values{"variant": "five", "stones": "10"})
	if err != nil || g.Name() != (tier.Name{Game: "mills-five"}) {
		t.Errorf("five with 10 stones: %v, %v; want the whole game", g.Name(), err)
	}
	for _, n := range []tier.Name{{Game: "connect4", Params: "5x4"}, {Game: "morris", Params: "standard"}} {
		if _, _, _, err := Open(n); !errors.Is(err, ErrOtherName) || Of(n.Game) {
			t.Errorf("Open(%v): %v, want ErrOtherName", n, err)
		}
	}
	// A name of the family that this build does not make: refused, named.
	for _, n := range []tier.Name{{Game: "mills-eight"}, {Game: "mills-five", Params: "sideways"}} {
		if _, _, _, err := Open(n); !errors.Is(err, ErrOtherName) || !strings.Contains(err.Error(), n.Game) {
			t.Errorf("Open(%v): %v, want ErrOtherName naming it", n, err)
		}
	}
}

// TestMillsErrors checks the refusals of mills's flags: each names the
// flag and what it wants.
func TestMillsErrors(t *testing.T) {
	e, _ := Find("mills")
	for _, c := range []struct {
		v    Values
		want string
	}{
		{Values{}, "--variant five, six, seven, nine"},
		{Values{"variant": "eight"}, `unknown --variant "eight" (want five, six, seven, nine)`},
		{Values{"variant": "five", "stones": "11"}, "--stones 11: want 5 … 10"},
		{Values{"variant": "five", "stones": "4"}, "--stones 4: want 5 … 10"},
		{Values{"variant": "six", "stones": "x"}, `--stones "x": want a number`},
	} {
		if _, err := e.New(c.v); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: %v, want %q", c.v, err, c.want)
		}
	}
}

// TestOneMachine checks that cgt solve refuses the whole of Nine Men's
// Morris, saying what it needs (2 bytes a position; the board package
// counts 26,784,333,565 classes), and takes its parts and the other
// variants.
func TestOneMachine(t *testing.T) {
	e, _ := Find("mills")
	g, err := e.New(Values{"variant": "nine"})
	if err != nil {
		t.Fatal(err)
	}
	err = e.OneMachine(g)
	if err == nil || !strings.Contains(err.Error(), "26,784,333,565 positions") || !strings.Contains(err.Error(), "53,568,667,130 bytes") || !strings.Contains(err.Error(), "--midgame") {
		t.Errorf("nine: %v", err)
	}
	for _, v := range []Values{{"variant": "nine", "stones": "8"}, {"variant": "nine", "midgame": "true", "stones": "9"}, {"variant": "five"}} {
		g, err := e.New(v)
		if err != nil {
			t.Fatal(err)
		}
		if err := e.OneMachine(g); err != nil {
			t.Errorf("%v: %v", v, err)
		}
	}
}

// TestShapeStats solves Five Men's Morris of at most 7 stones by tiers and
// checks mills's statistics against boards counted one by one: for each
// shape, every arrangement of its stones on the 16 points is enumerated
// (with no symmetry) and looked up in the in-memory retrograde solution of
// the same rules (cgt.SolveRetrograde, every class), and the row's boards
// by outcome must be those counts; each row's boards are then the
// multinomial count 16!/(w! b! (16−w−b)!), and its classes the shape's
// slots.
func TestShapeStats(t *testing.T) {
	ctx := context.Background()
	e, _ := Find("mills")
	g, err := e.New(Values{"variant": "five", "stones": "7"})
	if err != nil {
		t.Fatal(err)
	}
	dir := tier.Dir(t.TempDir())
	if _, err := tier.Solve[board.Pos](ctx, g, dir, g.Name(), &tier.Options{Workers: 2}); err != nil {
		t.Fatal(err)
	}
	st, err := e.Stats(g, dir, 2)
	if err != nil {
		t.Fatal(err)
	}
	sol, err := cgt.SolveRetrograde[board.Pos](ctx, g, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !cmp.Equal(st.Columns, []string{"classes", "boards", "win", "loss", "tie", "draw", "longest"}) {
		t.Fatalf("columns %v", st.Columns)
	}
	byName := map[string][]int64{}
	for _, r := range st.Rows {
		byName[r.Name] = r.Values
	}
	rows, classes := 0, int64(0)
	for tr := range g.Tiers() {
		shapes, lo := g.TierShapes(tr)
		for k, s := range shapes {
			got := byName[Label(g, s)]
			if got == nil {
				t.Fatalf("no row %q", Label(g, s))
			}
			rows++
			classes += got[0]
			want := make([]int64, 7)
			want[0] = int64(lo[k+1] - lo[k])
			longest := 0
			eachBoard(16, int(s.On[0]), int(s.On[1]), func(w, b uint64) {
				p := board.Pos{Sets: board.Sets{w, b}, Off: s.Off}
				want[1]++
				want[map[cgt.Outcome]int{cgt.Win: 2, cgt.Loss: 3, cgt.Tie: 4, cgt.Draw: 5}[sol.Outcome(p)]]++
				longest = max(longest, sol.Remoteness(p))
			})
			want[6] = int64(longest)
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("shape %s (-boards one by one +stats):\n%s", Label(g, s), diff)
			}
			if m := multinomial(16, int(s.On[0]), int(s.On[1])); got[1] != m {
				t.Errorf("shape %s: %d boards, want 16!/(w! b! e!) = %d", Label(g, s), got[1], m)
			}
		}
	}
	if rows != len(st.Rows) || classes != int64(g.Size()) || !strings.Contains(st.Note, "as when W moves") {
		t.Errorf("%d rows of %d, %d classes of %d, note %q", rows, len(st.Rows), classes, g.Size(), st.Note)
	}
}

// eachBoard calls fn with every placement of w stones and then b stones
// on the empty points of n points.
func eachBoard(n, w, b int, fn func(w, b uint64)) {
	sets := func(free uint64, k int, fn func(uint64)) {
		var rec func(x uint64, from, left int)
		rec = func(x uint64, from, left int) {
			if left == 0 {
				fn(x)
				return
			}
			for c := from; c < n; c++ {
				if free>>c&1 != 0 {
					rec(x|1<<c, c+1, left-1)
				}
			}
		}
		rec(0, 0, k)
	}
	all := uint64(1)<<n - 1
	sets(all, w, func(x uint64) {
		sets(all&^x, b, func(y uint64) {
			if bits.OnesCount64(x|y) == w+b {
				fn(x, y)
			}
		})
	})
}

// multinomial returns n!/(a! b! (n−a−b)!).
func multinomial(n, a, b int) int64 {
	c := func(n, k int) int64 {
		r := int64(1)
		for i := 1; i <= k; i++ {
			r = r * int64(n-k+i) / int64(i)
		}
		return r
	}
	return c(n, a) * c(n-a, b)
}

// noUnmoves hides the un-moves of rules: a board game whose tiers with
// moves inside them are solved by the general pass.
type noUnmoves struct{ board.Rules }

// TestLoops checks board.Game's Loops, which tells cgt-cluster the tiers
// it must not split, against every move of every position of Five Men's
// Morris of at most 7 stones: a tier loops exactly when some position of
// it not ended has a move that stays in it.
func TestLoops(t *testing.T) {
	g, err := mills.New(mills.Five, mills.Options{MaxStones: 7})
	if err != nil {
		t.Fatal(err)
	}
	plain, err := board.New(noUnmoves{g.Rules()})
	if err != nil {
		t.Fatal(err)
	}
	loops := 0
	for tr := range plain.Tiers() {
		inside := false
		for i := range plain.TierSize(tr) {
			p := plain.TierPosition(tr, i)
			if _, over := plain.Terminal(p); over {
				continue
			}
			for _, q := range plain.Moves(nil, p) {
				inside = inside || plain.Tier(q) == tr
			}
		}
		if plain.Loops(tr) != inside {
			t.Errorf("tier %d: Loops %v, a move inside it %v", tr, plain.Loops(tr), inside)
		}
		if inside {
			loops++
		}
	}
	if loops == 0 || loops == plain.Tiers() {
		t.Errorf("%d of %d tiers loop: want some of each", loops, plain.Tiers())
	}
}

// TestValues checks the flags' forms: as typed on a command line (Args,
// in the order of the game's flags) and as one word for cgt-cluster's
// workers (Encode, Decode).
func TestValues(t *testing.T) {
	e, _ := Find("mills")
	v := Values{"stones": "8", "midgame": "true", "variant": "six"}
	if got := v.Args(e.Flags); got != "--variant six --midgame --stones 8" {
		t.Errorf("Args: %q", got)
	}
	if got := (Values{"midgame": "false", "variant": "six"}).Args(e.Flags); got != "--variant six" {
		t.Errorf("Args without the switch: %q", got)
	}
	back, err := Decode(v.Encode())
	if err != nil || !cmp.Equal(back, v) {
		t.Errorf("Decode(Encode(%v)) = %v, %v", v, back, err)
	}
	if _, err := Decode("%zz"); err == nil {
		t.Error("Decode(%zz): no error")
	}
	if n, err := v.Int("stones", 0); n != 8 || err != nil {
		t.Errorf("Int: %d, %v", n, err)
	}
	if !v.Bool("midgame") || v.Bool("variant") {
		t.Error("Bool")
	}
}

// TestDefine checks that every flag of the games is defined once on a
// command's flags, a switch as a bool flag, a flag the command defines
// already (as cgt solve's --stones) left as it is, and that Given reads
// back only the flags given that the game takes.
func TestDefine(t *testing.T) {
	fs := flag.NewFlagSet("solve", flag.ContinueOnError)
	fs.Int("stones", 18, "morris's")
	Define(fs)
	for _, name := range FlagNames() {
		if fs.Lookup(name) == nil {
			t.Errorf("--%s not defined", name)
		}
	}
	if fs.Lookup("stones").Usage != "morris's" {
		t.Error("--stones redefined")
	}
	if err := fs.Parse([]string{"--variant", "five", "--midgame", "--stones", "7"}); err != nil {
		t.Fatal(err)
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	e, _ := Find("mills")
	if got := e.Given(fs, set); !cmp.Equal(got, Values{"variant": "five", "midgame": "true", "stones": "7"}) {
		t.Errorf("Given: %v", got)
	}
	if got := e.Synopsis(); got != "mills --variant NAME [--midgame] [--stones N]" {
		t.Errorf("Synopsis: %q", got)
	}
	if got := strings.Join(Takers("stones"), ","); got != "mills" {
		t.Errorf("Takers(stones) = %s", got)
	}
}
