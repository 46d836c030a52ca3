package tier_test

import (
	"context"
	"errors"
	"io"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/cgtgo/cgt/internal/testutil"
	"github.com/cgtgo/cgt/table"
	"github.com/cgtgo/cgt/tier"
)

// unlisted is a Dir without its List: Prepare then looks for the game's
// own tiers only.
type unlisted struct{ d tier.Dir }

func (u unlisted) Open(name string) (tier.File, error) { return u.d.Open(name) }
func (u unlisted) Remove(name string) error            { return u.d.Remove(name) }
func (u unlisted) Write(name string, fill func(w io.Writer) error) error {
	return u.d.Write(name, fill)
}

// TestForeignStorage checks that a solve into a storage that holds another
// solve's tiers is refused at once, writing nothing and leaving every file
// as it was (issue 43, item 1: cgt solve connect4 into a directory of
// morris tiers wrote Connect Four tiers 7–16 there before it refused tier
// 6, and morris into a half-finished Connect Four directory wrote morris
// tiers 0, 2 and 4): another game, the same game with other parameters
// (another board), another solve whose tiers have numbers this game does
// not have (found by listing the directory), and without a listing one
// whose tiers overlap this game's. The advice never says to remove a file.
// A damaged file of the solve itself is refused before any tier is
// written too, and the original solve still resumes in its directory.
func TestForeignStorage(t *testing.T) {
	rng := rand.New(rand.NewPCG(43, 1))
	small := newRandTiered(rng, 3, false) // tiers 0-2
	big := newRandTiered(rng, 7, false)   // tiers 0-6
	ctx := context.Background()
	solve := func(g *randTiered, st tier.Storage, n tier.Name) error {
		_, err := tier.Solve[int](ctx, g, st, n, nil)
		return err
	}
	a := tier.Name{Game: "a", Params: "1"}
	dir := t.TempDir()
	if err := solve(big, tier.Dir(dir), a); err != nil {
		t.Fatal(err)
	}
	refused := func(what string, g *randTiered, st tier.Storage, n tier.Name, d string) {
		t.Helper()
		before := testutil.DirFiles(t, d)
		err := solve(g, st, n)
		if !errors.Is(err, tier.ErrForeign) || strings.Contains(err.Error(), "remove") || !strings.Contains(err.Error(), `holds "a" ("1 tier `) {
			t.Errorf("%s: %v; want ErrForeign naming what the files hold, without advice to remove them", what, err)
		}
		testutil.Unchanged(t, what, d, before)
	}
	refused("another game", small, tier.Dir(dir), tier.Name{Game: "b", Params: "1"}, dir)
	refused("other parameters", big, tier.Dir(dir), tier.Name{Game: "a", Params: "2"}, dir)
	refused("another game, without a listing", big, unlisted{tier.Dir(dir)}, tier.Name{Game: "b", Params: "1"}, dir)
	// A half-finished solve holds its upper tiers only (tiers 3-6 here):
	// a smaller game's tiers 0-2 do not overlap them.
	half := t.TempDir()
	if err := solve(big, tier.Dir(half), a); err != nil {
		t.Fatal(err)
	}
	for tr := range 3 {
		os.Remove(tier.Path(half, tr))
	}
	refused("a half-finished solve of another game", small, tier.Dir(half), tier.Name{Game: "b", Params: "1"}, half)
	if err := solve(big, tier.Dir(half), a); err != nil {
		t.Errorf("the half-finished solve, resumed after the refusals: %v", err)
	}
	// Its own damaged file, in a tier solved last: refused before the
	// tiers missing below it are written again.
	levels, _ := tier.Levels[int](big)
	last := slices.Max(levels[len(levels)-1])
	b, _ := os.ReadFile(tier.Path(half, last))
	b[len(b)/2] ^= 0x55
	os.WriteFile(tier.Path(half, last), b, 0o644)
	os.Remove(tier.Path(half, 0))
	before := testutil.DirFiles(t, half)
	if err := solve(big, tier.Dir(half), a); !errors.Is(err, table.ErrCorrupt) {
		t.Errorf("a damaged tier file: %v, want table.ErrCorrupt", err)
	}
	testutil.Unchanged(t, "a damaged tier file", half, before)
}
