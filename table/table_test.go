package table_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/games/chess"
	"github.com/cgtgo/cgt/games/circle"
	"github.com/cgtgo/cgt/games/tictactoe"
	"github.com/cgtgo/cgt/table"
)

// denseTTT numbers tic-tac-toe boards by their bits (2¹⁸ slots, most of
// them unreachable), so that a solve from the empty board is a reachable
// scope of a Dense game.
type denseTTT struct{ tictactoe.Game }

func (denseTTT) Size() int                      { return 1 << 18 }
func (denseTTT) Index(b tictactoe.Board) int    { return int(b) }
func (denseTTT) Position(i int) tictactoe.Board { return tictactoe.Board(i) }

type solved struct {
	name string
	h    table.Header
	sol  interface {
		At(int) (cgt.Outcome, int)
		Len() int
	}
	write func(path string, opt *table.Options) error
}

// check compares every slot of tab with the solution in memory (the
// source of truth: the engine's own answers); what names the file in a
// failure.
func (g solved) check(t *testing.T, tab *table.Table, what string) {
	t.Helper()
	for i := range g.h.Slots {
		o, r, err := tab.Lookup(i)
		wo, wr := g.sol.At(i)
		if err != nil || o != wo || r != wr {
			t.Fatalf("%s %s: slot %d: %v %d %v, want %v %d", g.name, what, i, o, r, err, wo, wr)
		}
	}
}

// games solves the shipped retrograde games: tic-tac-toe (5,478 positions
// of 2¹⁸ slots), the circle game (whole space, with draws), KRK and KQK
// (all legal positions of 2¹⁹ slots).
func games(t testing.TB, only ...string) []solved {
	all, err := solvedGames()
	if err != nil {
		t.Fatal(err)
	}
	var out []solved
	for _, g := range all {
		if len(only) == 0 || slices.Contains(only, g.name) {
			out = append(out, g)
		}
	}
	return out
}

// solvedGames solves the games once for all the tests of the package.
var solvedGames = sync.OnceValues(func() ([]solved, error) {
	var out []solved
	{
		ttt, err := cgt.SolveRetrograde[tictactoe.Board](context.Background(), denseTTT{}, []tictactoe.Board{0}, nil)
		if err != nil {
			return nil, err
		}
		h := table.Header{Game: "ttt", Slots: 1 << 18}
		out = append(out, solved{"ttt", h, ttt, func(path string, opt *table.Options) error {
			return table.WriteSolution(path, h, ttt, opt)
		}})
	}
	{
		// The circle game solved over its whole space: no bitmap, and
		// draws (loops) among the outcomes.
		g, err := circle.New(5000, []int{2, 3, 7}, []int{1, 4, 6})
		if err != nil {
			return nil, err
		}
		sol, err := cgt.SolveRetrograde[circle.Position](context.Background(), g, nil, nil)
		if err != nil {
			return nil, err
		}
		h := table.Header{Game: "circle", Params: "5000 2,3,7 1,4,6", Slots: g.Size()}
		out = append(out, solved{"circle", h, sol, func(path string, opt *table.Options) error {
			return table.WriteSolution(path, h, sol, opt)
		}})
	}
	for _, q := range []bool{false, true} {
		name := map[bool]string{false: "krk", true: "kqk"}[q]
		g := chess.Endgame{}
		if q {
			g.Piece = chess.Queen
		}
		sol, err := cgt.SolveRetrograde(context.Background(), g, g.Legal(), &cgt.Options{Workers: 2})
		if err != nil {
			return nil, err
		}
		h := table.Header{Game: name, Params: "8x8", Slots: g.Size()}
		out = append(out, solved{name, h, sol, func(path string, opt *table.Options) error {
			return table.WriteSolution(path, h, sol, opt)
		}})
	}
	return out, nil
})

// TestRoundTrip writes each shipped retrograde game's solution, raw and
// compressed, reads it back and checks every slot of the space against
// the solution in memory (the source of truth: the engine's own answers).
func TestRoundTrip(t *testing.T) {
	dir := t.TempDir()
	for _, g := range games(t) {
		for _, compress := range []bool{false, true} {
			path := filepath.Join(dir, g.name)
			if err := g.write(path, &table.Options{Compress: compress, BlockEntries: 1024}); err != nil {
				t.Fatal(err)
			}
			tab, err := table.OpenFor(path, g.h)
			if err != nil {
				t.Fatal(err)
			}
			if tab.Len() != g.sol.Len() {
				t.Errorf("%s: Len() = %d, want %d", g.name, tab.Len(), g.sol.Len())
			}
			g.check(t, tab, fmt.Sprintf("compress=%v", compress))
			tab.Close()
			fi, _ := os.Stat(path)
			t.Logf("%s compress=%v: %d positions, %d bytes", g.name, compress, g.sol.Len(), fi.Size())
		}
	}
	// Nothing but the finished files in the directory: the temporary
	// files were renamed.
	ents, _ := os.ReadDir(dir)
	if len(ents) != 4 {
		t.Errorf("%d files in the directory, want 4", len(ents))
	}
}

// TestDamaged checks that a truncated or damaged file, or one of another
// game, is refused with ErrCorrupt or ErrMismatch and never answers
// wrongly: for every damaged byte tried, either Open fails or every
// lookup gives the right answer or an error.
func TestDamaged(t *testing.T) {
	dir := t.TempDir()
	g := games(t, "krk")[0] // bitmap blocks and data blocks
	for _, compress := range []bool{false, true} {
		path := filepath.Join(dir, "krk")
		if err := g.write(path, &table.Options{Compress: compress, BlockEntries: 1 << 12}); err != nil {
			t.Fatal(err)
		}
		good, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := table.OpenFor(path, table.Header{Game: "kqk", Params: "8x8", Slots: g.h.Slots}); !errors.Is(err, table.ErrMismatch) {
			t.Errorf("OpenFor another game: %v, want ErrMismatch", err)
		}
		// Truncated anywhere.
		for _, n := range []int{0, 10, 100, len(good) / 2, len(good) - 25, len(good) - 1} {
			os.WriteFile(path, good[:n], 0o644)
			if _, err := table.Open(path); !errors.Is(err, table.ErrCorrupt) {
				t.Errorf("truncated to %d bytes: %v, want ErrCorrupt", n, err)
			}
		}
		// One byte changed, at offsets spread over the whole file.
		step := len(good)/120 + 1
		for off := 0; off < len(good); off += step {
			bad := append([]byte(nil), good...)
			bad[off] ^= 0x5a
			os.WriteFile(path, bad, 0o644)
			tab, err := table.Open(path)
			if err != nil {
				if !errors.Is(err, table.ErrCorrupt) && !errors.Is(err, table.ErrVersion) {
					t.Errorf("byte %d changed: %v, want ErrCorrupt", off, err)
				}
				continue
			}
			refused := false
			for i := 0; i < g.h.Slots; i += 13 {
				o, r, err := tab.Lookup(i)
				if err != nil {
					if !errors.Is(err, table.ErrCorrupt) {
						t.Fatalf("byte %d changed: slot %d: %v, want ErrCorrupt", off, i, err)
					}
					refused = true
					continue
				}
				if wo, wr := g.sol.At(i); o != wo || r != wr {
					t.Fatalf("byte %d changed: slot %d answers %v %d, want %v %d", off, i, o, r, wo, wr)
				}
			}
			if !refused {
				t.Errorf("byte %d changed: no lookup noticed", off)
			}
			tab.Close()
		}
	}
}
