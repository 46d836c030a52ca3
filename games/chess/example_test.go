package chess_test

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/games/chess"
)

// Example_endgame solves king and rook against king, and king and queen
// against king, by retrograde analysis from every legal position, and
// prints the published facts: with White to move every position is won,
// with Black to move 22,244 (KRK) and 23,048 (KQK) of the 223,944 legal
// positions are drawn, and the longest mates take 16 and 10 moves (the
// facts and conventions of issue 5; the KRK distribution: 175,168
// positions with White to move, 216 checkmates, 3,056 positions lost in
// the maximum of 32 plies).
func Example_endgame() {
	for _, e := range []chess.Endgame{{Piece: chess.Rook}, {Piece: chess.Queen}} {
		sol, err := cgt.SolveRetrograde(context.Background(), e, e.Legal(), nil)
		if err != nil {
			fmt.Println(err)
			return
		}
		var white, whiteWon, black, blackDrawn, longest, mates, atMax int
		for p, o := range sol.All() {
			if p.Captured() {
				continue
			}
			r := sol.Remoteness(p)
			if !p.BlackToMove() {
				white++
				if o == cgt.Win {
					whiteWon++
					longest = max(longest, (r+1)/2)
				}
				continue
			}
			black++
			if o == cgt.Tie {
				blackDrawn++
			}
			if o == cgt.Loss && r == 0 {
				mates++
			}
			if o == cgt.Loss && r == 32 {
				atMax++
			}
		}
		name := map[chess.Piece]string{chess.Rook: "KRK", chess.Queen: "KQK"}[e.Piece]
		fmt.Printf("%s: White to move all won: %v; Black to move %d, drawn %d; longest mate %d moves\n",
			name, white == whiteWon, black, blackDrawn, longest)
		if e.Piece == chess.Rook {
			fmt.Printf("KRK: %d positions with White to move\n", white)
			fmt.Printf("KRK: %d checkmates, %d positions at %d plies\n", mates, atMax, sol.Stats().MaxRemoteness)
		}
	}
	// Output:
	// KRK: White to move all won: true; Black to move 223944, drawn 22244; longest mate 16 moves
	// KRK: 175168 positions with White to move
	// KRK: 216 checkmates, 3056 positions at 32 plies
	// KQK: White to move all won: true; Black to move 223944, drawn 23048; longest mate 10 moves
}

// endgameFwd is the endgame without Predecessors: the engine builds the
// reverse graph itself.
type endgameFwd struct{ e chess.Endgame }

func (f endgameFwd) Moves(dst []chess.Position, p chess.Position) []chess.Position {
	return f.e.Moves(dst, p)
}
func (f endgameFwd) Terminal(p chess.Position) (cgt.Outcome, bool) { return f.e.Terminal(p) }
func (endgameFwd) Size() int                                       { return 1 << 19 }
func (endgameFwd) Index(p chess.Position) int                      { return int(p) }
func (endgameFwd) Position(i int) chess.Position                   { return chess.Position(i) }

// TestEndgame checks the endgame's un-move generator with Verify (on a
// sample of the legal positions and on captured positions), that one and
// two workers and the engine's own reverse graph all give the same table,
// and that following BestMoves from a longest KRK position mates in
// exactly 16 moves (31 plies), as the remoteness promises.
func TestEndgame(t *testing.T) {
	e := chess.Endgame{}
	legal := e.Legal()
	for _, g := range []chess.Endgame{e, {Piece: chess.Queen}} {
		var sample []chess.Position
		for i, l := 0, g.Legal(); i < len(l); i += 97 {
			sample = append(sample, l[i])
		}
		sample = append(sample, mustEndgame(t, 0, 20, 20, false), mustEndgame(t, 63, 9, 9, false))
		if err := cgt.Verify(g, sample); err != nil {
			t.Fatal(err)
		}
	}
	type cell struct {
		o cgt.Outcome
		r int
	}
	var ref []cell
	for k, g := range []cgt.Game[chess.Position]{e, e, endgameFwd{e}} {
		sol, err := cgt.SolveRetrograde(context.Background(), g, legal, &cgt.Options{Workers: 1 + k%2})
		if err != nil {
			t.Fatal(err)
		}
		var got []cell
		for p, o := range sol.All() {
			got = append(got, cell{o, sol.Remoteness(p)})
		}
		if ref == nil {
			ref = got
			// Play out a longest win for White.
			var start chess.Position
			for _, p := range sol.Longest(10) {
				if !p.BlackToMove() {
					start = p
				}
			}
			if start == 0 {
				start = sol.Longest(1)[0] // a Black position lost in 32
				start = sol.BestMoves(start)[0]
			}
			p, plies := start, 0
			for {
				moves := sol.BestMoves(p)
				if len(moves) == 0 {
					break
				}
				p = moves[0]
				plies++
			}
			if o, ended := e.Terminal(p); plies != 31 || !ended || o != cgt.Loss {
				t.Errorf("from %v: %d plies to %v (%v, %v), want mate in 31", start, plies, p, o, ended)
			}
			continue
		}
		if !slices.Equal(ref, got) {
			t.Errorf("variant %d: table differs from one worker's", k)
		}
	}
}

func mustEndgame(t *testing.T, wk, wp, bk int, black bool) chess.Position {
	t.Helper()
	p, err := chess.NewPosition(wk, wp, bk, black)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestClasses solves KRK and KQK by classes of the board's 8 symmetries
// (Classes, cgt.Orbits: orbits of 8, 4, 2 and 1 positions) and checks
// every position the plain solve found — outcome and remoteness — against
// it, with one and two workers; the classes' OrbitSize must add up to the
// plain solve's positions. Verify checks the capability on a sample.
func TestClasses(t *testing.T) {
	for _, e := range []chess.Endgame{{}, {Piece: chess.Queen}} {
		legal := e.Legal()
		var sample []chess.Position
		for i := 0; i < len(legal); i += 101 {
			sample = append(sample, legal[i])
		}
		if err := cgt.Verify[chess.Position](chess.Classes{Endgame: e}, sample); err != nil {
			t.Fatal(err)
		}
		want, err := cgt.SolveRetrograde(context.Background(), e, legal, nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, workers := range []int{1, 2} {
			c := chess.Classes{Endgame: e}
			got, err := cgt.SolveRetrograde[chess.Position](context.Background(), c, legal, &cgt.Options{Workers: workers})
			if err != nil {
				t.Fatal(err)
			}
			total := 0
			for p := range got.All() {
				total += c.OrbitSize(p)
			}
			if total != want.Len() {
				t.Errorf("%v: %d classes stand for %d positions, want %d", e.Piece, got.Len(), total, want.Len())
			}
			bad := 0
			for p, o := range want.All() {
				if o2, r2 := got.Outcome(p), got.Remoteness(p); (o2 != o || r2 != want.Remoteness(p)) && bad < 5 {
					bad++
					t.Errorf("%v %v: by classes %v %d, plain %v %d", e.Piece, p, o2, r2, o, want.Remoteness(p))
				}
			}
			t.Logf("%v: %d classes for %d positions", e.Piece, got.Len(), want.Len())
		}
	}
}

// ExampleClasses solves KRK one position per class of the board's 8
// symmetries and asks about a longest position (Black to move, mated in
// 32 plies) and its mirror image, which share a class and its answer.
func ExampleClasses() {
	g := chess.Classes{}
	sol, err := cgt.SolveRetrograde[chess.Position](context.Background(), g, g.Legal(), nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	p := sol.Longest(1)[0]
	wk, wp, bk := p.Squares()
	flip := func(s int) int { return s ^ 7 } // the file mirrored
	q, _ := chess.NewPosition(flip(wk), flip(wp), flip(bk), p.BlackToMove())
	fmt.Println(sol.Len(), "classes")
	fmt.Println(sol.Outcome(p), sol.Remoteness(p), sol.Outcome(q), sol.Remoteness(q), g.Canonical(p) == g.Canonical(q))
	// Output:
	// 50477 classes
	// Loss 32 Loss 32 true
}
