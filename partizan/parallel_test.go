package partizan

import (
	"context"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/cgtgo/cgt"
)

// stalks is a sum of Hackenbush stalks, written from the ground up and
// separated by "|": Left cuts a Blue (B) or Green (G) edge, Right a Red (R)
// or Green one, and a cut at height i leaves the stalk's first i edges.
// It is a Splitter (the stalks) and a Sizer (the edges standing), so that
// Canonical solves it with Options.Workers in parallel.
type stalks struct{}

func (stalks) moves(dst []string, p string, c byte) []string {
	for i := range len(p) {
		if p[i] == c || p[i] == 'G' {
			dst = append(dst, p[:i])
		}
	}
	return dst
}
func (g stalks) LeftMoves(dst []string, p string) []string  { return g.moves(dst, p, 'B') }
func (g stalks) RightMoves(dst []string, p string) []string { return g.moves(dst, p, 'R') }
func (stalks) Components(dst []string, p string) []string {
	for s := range strings.SplitSeq(p, "|") {
		if s != "" {
			dst = append(dst, s)
		}
	}
	return dst
}
func (stalks) Size(p string) int { return len(strings.ReplaceAll(p, "|", "")) }

// mirrored is stalks with the Negator capability: a stalk with Blue and
// Red exchanged is its negative (Winning Ways, ch. 1).
type mirrored struct{ stalks }

func (mirrored) Negative(p string) (string, bool) {
	q := strings.Map(func(r rune) rune {
		switch r {
		case 'B':
			return 'R'
		case 'R':
			return 'B'
		}
		return r
	}, p)
	return q, q != p
}

func (mirrored) PairKey(p string) uint64 {
	b, r := uint64(strings.Count(p, "B")), uint64(strings.Count(p, "R"))
	return uint64(len(p)) | min(b, r)<<8 | max(b, r)<<16
}

// hashed is stalks with the cgt.Hasher capability, a weak one: positions
// of one length collide, which costs time, never a wrong value.
type hashed struct{ stalks }

func (hashed) Hash(p string) uint64 { return uint64(len(p)) }

// lopsided is mirrored with a Size that a stalk's mirror image does not
// keep (a Blue edge counts twice): a part and its image are then of two
// sizes, valued at two times, and the parallel engine solves both.
type lopsided struct{ mirrored }

func (lopsided) Size(p string) int {
	return len(strings.ReplaceAll(p, "|", "")) + strings.Count(p, "B")
}

// lying is stalks with a Size that does not fall along moves, huge
// stalks with one too large for the engine's lists.
type lying struct{ stalks }

func (lying) Size(p string) int { return 7 }

type huge struct{ stalks }

func (huge) Size(p string) int { return 1 << 30 }

// randomStalks returns a sum of 1 to maxParts stalks of 1 to maxLen edges
// each drawn from colours, and its stalks.
func randomStalks(rng *rand.Rand, maxParts, maxLen int, colours string) (string, []string) {
	var parts []string
	for range 1 + rng.IntN(maxParts) {
		var b strings.Builder
		for range 1 + rng.IntN(maxLen) {
			b.WriteByte(colours[rng.IntN(len(colours))])
		}
		parts = append(parts, b.String())
	}
	return strings.Join(parts, "|"), parts
}

// TestParallelStalks: the parallel engine gives the sequential engine's
// value on random sums of stalks, whatever the number of workers, with a
// game's Hash (hashed) or without. Blue and
// Red stalks are numbers, Green ones nimbers, mixed ones other forms too
// (Blue on Green, "GB", is {0, * | 0} = ↑*), so that the
// store passes every kind of form between the workers.
func TestParallelStalks(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	ctx := context.Background()
	for range 60 {
		p, _ := randomStalks(rng, 4, 9, "BRG")
		want, err := NewTable[string](stalks{}, nil).Value(ctx, p)
		if err != nil {
			t.Fatal(err)
		}
		for _, w := range []int{2, 3, 5} {
			got, err := Canonical[string](ctx, stalks{}, p, &cgt.Options{Workers: w})
			if err != nil || got != want {
				t.Fatalf("%s with %d workers = %v, %v; sequentially %v", p, w, got, err, want)
			}
			got, err = Canonical[string](ctx, lopsided{}, p, &cgt.Options{Workers: w})
			if err != nil || got != want {
				t.Fatalf("%s with %d workers, Negative and a Size it does not keep = %v, %v; sequentially %v", p, w, got, err, want)
			}
			got, err = Canonical[string](ctx, hashed{}, p, &cgt.Options{Workers: w})
			if err != nil || got != want {
				t.Fatalf("%s with %d workers and a Hash = %v, %v; sequentially %v", p, w, got, err, want)
			}
			// A Negator: a stalk and its mirror image are solved once.
			got, err = Canonical[string](ctx, mirrored{}, p, &cgt.Options{Workers: w})
			if err != nil || got != want {
				t.Fatalf("%s with %d workers and Negative = %v, %v; sequentially %v", p, w, got, err, want)
			}
		}
		if got, err := NewTable[string](hashed{}, nil).Value(ctx, p); err != nil || got != want {
			t.Fatalf("%s with a Hash = %v, %v; without %v", p, got, err, want)
		}
		if got, err := NewTable[string](mirrored{}, nil).Value(ctx, p); err != nil || got != want {
			t.Fatalf("%s with Negative = %v, %v; without %v", p, got, err, want)
		}
	}
}

// TestNegator: with the Negator capability a stalk and its mirror image
// are solved once: BRB and RBR (worth 3/4 and −3/4 by the sign
// expansion: Winning Ways, ch. 2) sum to 0 with fewer positions solved.
func TestNegator(t *testing.T) {
	ctx := context.Background()
	plain, mirror := NewTable[string](stalks{}, nil), NewTable[string](mirrored{}, nil)
	for _, tab := range []*Table[string]{plain, mirror} {
		if v, err := tab.Value(ctx, "BRB|RBR"); err != nil || v != Integer(0) {
			t.Fatalf("BRB + RBR = %v, %v; want 0", v, err)
		}
		if v, err := tab.Value(ctx, "RBR"); err != nil || v != Number(NewDyadic(-3, 2)) {
			t.Fatalf("RBR = %v, %v; want -3/4", v, err)
		}
	}
	if plain.Len() <= mirror.Len() {
		t.Errorf("positions solved: %d without Negative, %d with; want fewer with", plain.Len(), mirror.Len())
	}
}

// TestParallelErrors: the parallel engine's errors are the sequential
// engine's: ErrRange for a number too fine (the stalk of TestCanonicalRange),
// ErrLimit past Options.Limit, the context's error, and an error naming
// the Sizer's contract when Size does not fall along moves.
func TestParallelErrors(t *testing.T) {
	ctx := context.Background()
	long := "BR" + strings.Repeat("B", 62)
	if _, err := Canonical[string](ctx, stalks{}, long, &cgt.Options{Workers: 2}); !errors.Is(err, ErrRange) {
		t.Errorf("stalk worth 1/2 + … + 1/2⁶³: %v; want ErrRange", err)
	}
	if _, err := Canonical[string](ctx, stalks{}, "BRBRBRBRGG|RGB", &cgt.Options{Workers: 2, Limit: 5}); !errors.Is(err, cgt.ErrLimit) {
		t.Errorf("limit 5: %v; want ErrLimit", err)
	}
	done, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := Canonical[string](done, stalks{}, "BRG", &cgt.Options{Workers: 2}); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v; want context.Canceled", err)
	}
	if _, err := Canonical[string](ctx, lying{}, "BRG|GG", &cgt.Options{Workers: 2}); err == nil || !strings.Contains(err.Error(), "Sizer") {
		t.Errorf("a Size that does not fall: %v; want an error naming Sizer's contract", err)
	}
	if _, err := Canonical[string](ctx, huge{}, "BRG", &cgt.Options{Workers: 2}); err == nil || !strings.Contains(err.Error(), "Sizer") {
		t.Errorf("a Size of 2³⁰: %v; want an error naming Sizer's contract", err)
	}
	if v, err := Canonical[string](ctx, stalks{}, "GB", &cgt.Options{Workers: 2}); err != nil || v != Ups(1).Add(Nimber(1)) {
		t.Errorf("Blue on Green = %v, %v; want ↑* (Winning Ways, ch. 2)", v, err)
	}
	// Workers below 2, or a game without Size, go the sequential way.
	for _, opt := range []*cgt.Options{nil, {Workers: 1}} {
		if v, err := Canonical[string](ctx, stalks{}, "BR", opt); err != nil || v != Number(NewDyadic(1, 1)) {
			t.Errorf("BR with %+v = %v, %v; want 1/2", opt, v, err)
		}
	}
}
