package tictactoe

import (
	"context"
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/google/go-cmp/cmp"
)

// tttMinimax solves tic-tac-toe by plain recursive minimax over the game
// tree (depth ≤ 9), memoized, as an independent check: outcome for the
// player to move and remoteness.
func tttMinimax(b Board, memo map[Board][2]int) (cgt.Outcome, int) {
	if v, ok := memo[b]; ok {
		return cgt.Outcome(v[0]), v[1]
	}
	g := Game{}
	o, r := cgt.Unknown, 0
	if t, ended := g.Terminal(b); ended {
		o = t
	} else {
		bestRank, bestR := -1, 0
		for _, q := range g.Moves(nil, b) {
			qo, qr := tttMinimax(q, memo)
			mo := qo.Opposite()
			// Rank: win fast, tie fast, lose slow.
			rank := map[cgt.Outcome]int{cgt.Loss: 0, cgt.Tie: 1, cgt.Win: 2}[mo]
			better := rank > bestRank ||
				rank == bestRank && (mo == cgt.Loss && qr+1 > bestR || mo != cgt.Loss && qr+1 < bestR)
			if better {
				bestRank, bestR, o = rank, qr+1, mo
			}
		}
		r = bestR
	}
	memo[b] = [2]int{int(o), r}
	return o, r
}

// TestTicTacToe checks the published counts quoted in issue 5 and DESIGN.md
// §4: 5,478 positions reachable from the empty board; by outcome for the
// side to move 2,836 won, 1,068 drawn (Tie here: play ends level), 1,574
// lost; the empty board drawn. Each position's outcome and remoteness are
// also checked against plain minimax (tttMinimax) and SolveTopo, on both reachable
// paths (the game's Predecessors, and the reverse graph the engine builds).
func TestTicTacToe(t *testing.T) {
	memo := map[Board][2]int{}
	tttMinimax(0, memo)
	for _, game := range []cgt.Game[Board]{Game{}, tttForward{}} {
		for _, workers := range []int{1, 2} {
			s, err := cgt.SolveRetrograde(context.Background(), game, []Board{0}, &cgt.Options{Workers: workers})
			if err != nil {
				t.Fatal(err)
			}
			st := s.Stats()
			got := map[string]int{"positions": st.Positions, "win": st.Outcomes[cgt.Win], "tie": st.Outcomes[cgt.Tie], "loss": st.Outcomes[cgt.Loss], "draw": st.Outcomes[cgt.Draw]}
			want := map[string]int{"positions": 5478, "win": 2836, "tie": 1068, "loss": 1574, "draw": 0}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("%T: counts (-want +got):\n%s", game, diff)
			}
			if o, r := s.Outcome(0), s.Remoteness(0); o != cgt.Tie || r != 9 {
				t.Errorf("empty board: %v %d, want Tie 9", o, r)
			}
			if len(memo) != 5478 {
				t.Fatalf("minimax met %d positions", len(memo))
			}
			topo, err := cgt.SolveTopo(context.Background(), game, []Board{0}, nil)
			if err != nil {
				t.Fatal(err)
			}
			for b, v := range memo {
				if o, r := s.Outcome(b), s.Remoteness(b); o != cgt.Outcome(v[0]) || r != v[1] {
					t.Fatalf("%v: %v %d, minimax %v %d", b, o, r, cgt.Outcome(v[0]), v[1])
				}
				if o, r := topo.Outcome(b), topo.Remoteness(b); o != cgt.Outcome(v[0]) || r != v[1] {
					t.Fatalf("%v: SolveTopo %v %d, minimax %v %d", b, o, r, cgt.Outcome(v[0]), v[1])
				}
			}
		}
	}
	if err := cgt.Verify[Board](Game{}, slices.Collect(maps.Keys(memo))); err != nil {
		t.Error(err)
	}
}

// tttForward is tic-tac-toe without Predecessors.
type tttForward struct{}

func (tttForward) Moves(dst []Board, b Board) []Board {
	return Game{}.Moves(dst, b)
}

func (tttForward) Terminal(b Board) (cgt.Outcome, bool) { return Game{}.Terminal(b) }

func TestParseTicTacToe(t *testing.T) {
	b, err := Parse("XO./.X./..O")
	if err != nil || b.String() != "XO./.X./..O" || !b.XToMove() {
		t.Errorf("ParseTicTacToe: %v %v", b, err)
	}
	for _, bad := range []string{"XO./.X./..", "XOZ/.X./..O", "XXX/.../...", "XO./.X./..O/X", "OOX/.../..."} {
		if _, err := Parse(bad); err == nil {
			t.Errorf("ParseTicTacToe(%q): no error", bad)
		}
	}
	// The counts of marks are said as they are (an outside check found
	// "-2 more Xs than Os" for two Os and no X).
	if _, err := Parse("OO......."); err == nil || !strings.Contains(err.Error(), "0 Xs and 2 Os") {
		t.Errorf(`Parse("OO......."): %v, want it to say 0 Xs and 2 Os`, err)
	}
}
