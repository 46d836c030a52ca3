package toads

import (
	"context"
	"errors"
	"slices"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/partizan"
)

func mustParse(t testing.TB, s string) Strip {
	t.Helper()
	st, err := Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

func strs(ss []Strip) []string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = s.String()
	}
	return out
}

// TestBackslidingSmall: the exact move lists, in order, worked out by hand
// from the rules (Winning Ways ch. 11): forward slides and jumps in square
// order, then backslides in square order.
func TestBackslidingSmall(t *testing.T) {
	for _, c := range []struct {
		s           string
		left, right []string
	}{
		// Toad slides right; the frog slides left and cannot backslide off
		// the end.
		{"T.F", []string{".TF"}, []string{"TF."}},
		// A lone toad slides right or backslides left.
		{".T.", []string{"..T", "T.."}, nil},
		// The toad jumps the frog; the frog cannot jump off the strip but
		// backslides right.
		{"TF.", []string{".FT"}, []string{"T.F"}},
		// The frog slides left or backslides right.
		{"T.F.", []string{".TF."}, []string{"TF..", "T..F"}},
		// A toad at the right end can only backslide.
		{"..T", []string{".T."}, nil},
		// Forward moves of both toads come before the backslide.
		{"T.T.", []string{".TT.", "T..T", "TT.."}, nil},
		// Jumps, then backslides, for both players.
		{".TF.", []string{"..FT", "T.F."}, []string{"FT..", ".T.F"}},
		// No empty square: no moves.
		{"TF", nil, nil},
	} {
		s := mustParse(t, c.s)
		if got := strs(Backsliding{}.LeftMoves(nil, s)); !slices.Equal(got, c.left) {
			t.Errorf("%s: Left %q, want %q", c.s, got, c.left)
		}
		if got := strs(Backsliding{}.RightMoves(nil, s)); !slices.Equal(got, c.right) {
			t.Errorf("%s: Right %q, want %q", c.s, got, c.right)
		}
	}
}

// plainMoves is the rule text applied to a strip's string form, for the
// creature me heading in direction d (the other kind is them): slide one
// square forward into an empty square, jump forward over exactly one of
// them into the empty square beyond, or backslide one square back into an
// empty square. It is an independent re-implementation for the test.
func plainMoves(s string, me, them byte, d int) []string {
	var out []string
	move := func(i, j int) {
		b := []byte(s)
		b[i], b[j] = '.', me
		out = append(out, string(b))
	}
	ok := func(j int) bool { return j >= 0 && j < len(s) }
	for i := range len(s) {
		if s[i] != me {
			continue
		}
		if ok(i+d) && s[i+d] == '.' {
			move(i, i+d)
		}
		if ok(i+2*d) && s[i+d] == them && s[i+2*d] == '.' {
			move(i, i+2*d)
		}
		if ok(i-d) && s[i-d] == '.' {
			move(i, i-d)
		}
	}
	return out
}

// TestBackslidingBrute: on every strip of 1 to 7 squares the moves are those
// of plainMoves, as sets (and without repeats).
func TestBackslidingBrute(t *testing.T) {
	sameSet := func(got []Strip, want []string) bool {
		g := strs(got)
		slices.Sort(g)
		w := slices.Clone(want)
		slices.Sort(w)
		return slices.Equal(g, w)
	}
	n := 0
	for size := 1; size <= 7; size++ {
		b := make([]byte, size)
		var rec func(i int)
		rec = func(i int) {
			if i < size {
				for _, c := range []byte("TF.") {
					b[i] = c
					rec(i + 1)
				}
				return
			}
			n++
			s := mustParse(t, string(b))
			if l, want := (Backsliding{}).LeftMoves(nil, s), plainMoves(string(b), 'T', 'F', 1); !sameSet(l, want) {
				t.Errorf("%s: Left %q, want %q", b, strs(l), want)
			}
			if r, want := (Backsliding{}).RightMoves(nil, s), plainMoves(string(b), 'F', 'T', -1); !sameSet(r, want) {
				t.Errorf("%s: Right %q, want %q", b, strs(r), want)
			}
		}
		rec(0)
	}
	if n != 3+9+27+81+243+729+2187 {
		t.Errorf("checked %d strips", n)
	}
}

// TestBackslidingAppend: moves are appended to a non-empty dst, whose
// contents are kept, and a nil dst gives the same moves.
func TestBackslidingAppend(t *testing.T) {
	s := mustParse(t, ".TF.")
	pre := []Strip{mustParse(t, "TTT"), mustParse(t, "FFF")}
	for _, f := range []func([]Strip, Strip) []Strip{Backsliding{}.LeftMoves, Backsliding{}.RightMoves} {
		dst := make([]Strip, len(pre), 16)
		copy(dst, pre)
		got := f(dst, s)
		if !slices.Equal(dst, pre) || !slices.Equal(got[:len(pre)], pre) {
			t.Errorf("prefix changed: dst %v, got %v", strs(dst), strs(got))
		}
		if want := f(nil, s); !slices.Equal(got[len(pre):], want) || len(want) != 2 {
			t.Errorf("appended %v, want %v", strs(got[len(pre):]), strs(want))
		}
	}
}

// TestBackslidingLoops: T. → .T (slide) → T. (backslide) is a cycle of
// Left's moves, and likewise .F → F. → .F of Right's; so the short-game
// engine refuses the game with ErrCycle.
func TestBackslidingLoops(t *testing.T) {
	for _, c := range []struct {
		a, b string
		f    func([]Strip, Strip) []Strip
	}{{"T.", ".T", Backsliding{}.LeftMoves}, {".F", "F.", Backsliding{}.RightMoves}} {
		a, b := mustParse(t, c.a), mustParse(t, c.b)
		if !slices.Contains(c.f(nil, a), b) || !slices.Contains(c.f(nil, b), a) {
			t.Errorf("no cycle %s ↔ %s", c.a, c.b)
		}
		if _, err := partizan.Canonical(context.Background(), Backsliding{}, a, nil); !errors.Is(err, cgt.ErrCycle) {
			t.Errorf("Canonical(%s): %v, want ErrCycle", c.a, err)
		}
	}
	// The plain game has no such cycle: T. is 1.
	if v, err := Value(context.Background(), mustParse(t, "T."), nil); err != nil || v.String() != "1" {
		t.Errorf("Toads and Frogs T. = %v, %v", v, err)
	}
}

// TestBackslidingValues checks published values of Backsliding Toads and
// Frogs: "TTT..FFF" = {on||0|-1/2} & {1/2|0||off} is CGSuite's own test of
// its BackslidingToadsAndFrogs ruleset (GameStripTest, "ttt..fff"), which
// this reproduces through the loopy engine's sidling; the others are
// checked by hand: in "TT.F" Left can always move (a toad backslides and
// slides back) while Right, after his one jump, cannot — on; "T..F"
// is * (whoever moves first to the middle wins the race); "TF" is 0.
func TestBackslidingValues(t *testing.T) {
	for _, c := range []struct{ strip, want string }{
		{"TTT..FFF", "{on||0|-1/2} & {1/2|0||off}"},
		{"TT.F", "on"},
		{"T..F", "*"},
		{"TF", "0"},
	} {
		s, err := Parse(c.strip)
		if err != nil {
			t.Fatal(err)
		}
		v, err := LoopyValue(context.Background(), s, nil)
		if err != nil {
			t.Fatalf("%s: %v", c.strip, err)
		}
		want, err := partizan.ParseLoopy(c.want)
		if err != nil {
			t.Fatal(err)
		}
		if v != want || v.String() != c.want {
			t.Errorf("%s = %v, want %v (printed as CGSuite prints it)", c.strip, v, c.want)
		}
	}
	// The same value with braces for the bars reads the same.
	braces, err := partizan.ParseLoopy("{on|{0|-1/2}} & {{1/2|0}|off}")
	if err != nil {
		t.Fatal(err)
	}
	if braces.String() != "{on||0|-1/2} & {1/2|0||off}" {
		t.Errorf("{on|{0|-1/2}} & {{1/2|0}|off} printed %q", braces)
	}
}

// TestBackslidingOutcomes checks the outcomes of the loopy engine against
// a plain search of the game: a strip with a draw is one where neither
// player can force the other out of moves.
func TestBackslidingOutcomes(t *testing.T) {
	s, _ := Parse("TT..F")
	out, err := partizan.SolveLoopy(context.Background(), Backsliding{}, []Strip{s}, nil)
	if err != nil {
		t.Fatal(err)
	}
	// The value's outcome agrees with the outcome of every strip solved
	// on the game's own graph.
	for p, o := range out {
		v, err := LoopyValue(context.Background(), p, nil)
		if err != nil {
			t.Fatalf("%v: %v", p, err)
		}
		if v.Outcome() != o {
			t.Errorf("%v: value %v has outcome %v, the game graph %v", p, v, v.Outcome(), o)
		}
	}
	if len(out) < 10 {
		t.Errorf("only %d strips reached from %v", len(out), s)
	}
}

// BenchmarkBackslidingValue is the loopy value of TTT..FFF (onside and
// offside, each simplified by the comparisons of the loopy arena), the
// largest strip the examples and the command's tests solve.
func BenchmarkBackslidingValue(b *testing.B) {
	s, err := Parse("TTT..FFF")
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := LoopyValue(context.Background(), s, nil); err != nil {
			b.Fatal(err)
		}
	}
}
