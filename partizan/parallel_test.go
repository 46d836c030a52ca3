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

// lying is stalks with a Size that does not fall along moves, huge
// stalks with one too large for the engine's lists.
type lying struct{ stalks }

func (lying) Size(p string) int { return 7 }

type huge struct{ stalks }

func (huge) Size(p string) int { return 1 << 30 }

// TestParallelStalks: the parallel engine gives the sequential engine's
// value on random sums of stalks, whatever the number of workers. Blue and
// Red stalks are numbers, Green ones nimbers, mixed ones other forms too
// (Blue on Green, "GB", is {0, * | 0} = ↑*), so that the
// store passes every kind of form between the workers.
func TestParallelStalks(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	ctx := context.Background()
	for range 60 {
		var parts []string
		for range 1 + rng.IntN(4) {
			var b strings.Builder
			for range 1 + rng.IntN(9) {
				b.WriteByte("BRG"[rng.IntN(3)])
			}
			parts = append(parts, b.String())
		}
		p := strings.Join(parts, "|")
		want, err := NewTable[string](stalks{}, nil).Value(ctx, p)
		if err != nil {
			t.Fatal(err)
		}
		for _, w := range []int{2, 3, 5} {
			got, err := Canonical[string](ctx, stalks{}, p, &cgt.Options{Workers: w})
			if err != nil || got != want {
				t.Fatalf("%s with %d workers = %v, %v; sequentially %v", p, w, got, err, want)
			}
		}
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
