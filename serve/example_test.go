package serve_test

import (
	"context"
	"fmt"
	"math/bits"
	"os"
	"slices"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/board"
	"github.com/cgtgo/cgt/serve"
	"github.com/cgtgo/cgt/tier"
)

// muTorere is Mu Torere, a Maori game, written as rules over a board.
// Eight points (kewai) make a ring around a centre (putahi); each player
// has four stones, first on four kewai in a row, the centre empty. A move
// slides a stone of one's own to an empty point joined to it: along the
// ring; from the centre out; or into the centre, only from a kewai next
// to an opponent's stone. A player who cannot move loses; X moves first.
// The cells are numbered as the board is written, row by row (nw n ne /
// w c e / sw s se), and the rules are written from the mover's side:
// Sets[0] holds the mover's stones, Sets[1] the other's.
type muTorere struct{}

var ring = [8]int{1, 2, 5, 8, 7, 6, 3, 0} // the kewai in turn, from the north
const centre = 4

func (muTorere) Spec() board.Spec {
	return board.Spec{
		Name: "mu-torere", Cells: 9, Kinds: "XO", Players: "XO", Swap: []int{1, 0},
		// A turn of the ring by one point and a mirror image: 16 symmetries.
		Symmetries: [][]int{{1, 2, 5, 0, 4, 8, 3, 6, 7}, {2, 1, 0, 5, 4, 3, 8, 7, 6}},
		Shapes:     []board.Shape{{On: [4]uint8{4, 4}}},
		Start:      []board.Pos{{Sets: board.Sets{0b000100111, 0b111001000}}},
		Layout: board.Layout{
			Points: [][2]float64{{.22, .22}, {.5, .1}, {.78, .22}, {.1, .5}, {.5, .5}, {.9, .5}, {.22, .78}, {.5, .9}, {.78, .78}},
			Lines:  [][]int{{1, 2, 5, 8, 7, 6, 3, 0, 1}, {0, 4, 8}, {1, 4, 7}, {2, 4, 6}, {3, 4, 5}},
			Rows:   []int{3, 3, 3},
			Names:  []string{"nw", "n", "ne", "w", "c", "e", "sw", "s", "se"},
		},
	}
}

// Next: every move keeps four stones each; Terminal: play ends only when
// the mover has no move, a loss.
func (muTorere) Next(s board.Shape) []board.Shape       { return []board.Shape{s} }
func (muTorere) Terminal(board.Pos) (cgt.Outcome, bool) { return 0, false }

func (muTorere) Moves(dst []board.Pos, p board.Pos) []board.Pos {
	mine, theirs := p.Sets[0], p.Sets[1]
	empty := 0x1ff &^ (mine | theirs)
	slide := func(from, to int) { // and the other player moves next
		dst = append(dst, board.Pos{Sets: board.Sets{theirs, mine&^(1<<from) | 1<<to}})
	}
	if mine>>centre&1 != 0 {
		slide(centre, bits.TrailingZeros64(empty))
	}
	for i, c := range ring {
		left, right := ring[(i+7)%8], ring[(i+1)%8]
		if mine>>c&1 == 0 {
			continue
		}
		for _, n := range []int{left, right} {
			if empty>>n&1 != 0 {
				slide(c, n)
			}
		}
		if empty>>centre&1 != 0 && (theirs>>left|theirs>>right)&1 != 0 {
			slide(c, centre)
		}
	}
	return dst
}

// Unmoves undoes each slide the last mover (Sets[1]) could have made and
// keeps those that Moves makes.
func (g muTorere) Unmoves(dst []board.Pos, p board.Pos) []board.Pos {
	moved, other := p.Sets[1], p.Sets[0]
	for to := range 9 {
		for from := range 9 {
			if moved>>to&1 == 0 || (moved|other)>>from&1 != 0 {
				continue
			}
			q := board.Pos{Sets: board.Sets{moved&^(1<<to) | 1<<from, other}}
			if slices.Contains(g.Moves(nil, q), p) {
				dst = append(dst, q)
			}
		}
	}
	return dst
}

// A game of one's own, from rules to answers: Mu Torere written as rules
// (muTorere, above) is checked by cgt.Verify, solved by tiers into a
// directory (tier.Solve: its one tier, whose moves stay inside it, by
// retrograde analysis from the un-moves) and queried from its files
// (tier.Open), the moves ranked best first by serve.RankMoves. Its 630
// arrangements of stones fall into 46 classes of the board's 16
// symmetries, and the start is a draw: with best play neither side wins.
func Example_ownGame() {
	g, err := board.New(muTorere{})
	if err != nil {
		panic(err)
	}
	if err := cgt.Verify[board.Pos](g, nil); err != nil {
		panic(err)
	}
	dir, err := os.MkdirTemp("", "mu-torere")
	if err != nil {
		panic(err)
	}
	defer os.RemoveAll(dir)
	stats, err := tier.Solve[board.Pos](context.Background(), g, tier.Dir(dir), g.Name(), nil)
	if err != nil {
		panic(err)
	}
	fmt.Println(len(stats), "tier,", stats[0].Slots, "classes:", stats[0].Outcomes[cgt.Loss], "lost,", stats[0].Outcomes[cgt.Draw], "drawn,", stats[0].Outcomes[cgt.Win], "won")
	ts := tier.Open[board.Pos](g, tier.Dir(dir), g.Name())
	defer ts.Close()
	for _, pos := range []string{"XXX/O.X/OOO X", "XX./XOX/OOO X"} {
		p, _, err := g.Parse(pos)
		if err != nil {
			panic(err)
		}
		o, r, err := ts.Lookup(p)
		if err != nil {
			panic(err)
		}
		fmt.Printf("%s: %v, remoteness %d\n", pos, o, r) // −1: a draw's
		ranked, err := serve.RankMoves(g.Moves(nil, p), ts.Lookup)
		if err != nil {
			panic(err)
		}
		for _, m := range ranked {
			fmt.Printf("  %-5s %v %d\n", g.MoveName(p, m.To), m.Outcome, m.Remoteness)
		}
	}
	// Output:
	// 1 tier, 46 classes: 5 lost, 33 drawn, 8 won
	// XXX/O.X/OOO X: Draw, remoteness -1
	//   e-c   Draw -1
	//   nw-c  Draw -1
	// XX./XOX/OOO X: Win, remoteness 5
	//   n-ne  Win 5
	//   e-ne  Loss 2
}
