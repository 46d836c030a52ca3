package cgt_test

import (
	"context"
	"fmt"

	"github.com/cgtgo/cgt"
)

// tug is a partizan game, "tug of war" on a rope with knot positions
// 0 … 6: Left pulls the knot 1 or 2 places towards 0, Right pulls it 1
// place towards 6; whoever pulls it to their own end (or beyond) wins. The
// moves depend on who is to move, so the side to move is part of the
// position: tugPos{Knot, Right}.
type tug struct{}

type tugPos struct {
	Knot  int
	Right bool // Right to move
}

func (tug) Moves(dst []tugPos, p tugPos) []tugPos {
	if p.Right {
		return append(dst, tugPos{min(p.Knot+1, 6), false})
	}
	return append(dst, tugPos{max(p.Knot-1, 0), true}, tugPos{max(p.Knot-2, 0), true})
}

// Terminal: the knot at an end means the player who pulled it there won,
// so the player to move has lost.
func (tug) Terminal(p tugPos) (cgt.Outcome, bool) {
	return cgt.Loss, p.Knot == 0 || p.Knot == 6
}

// ExampleSolveRetrograde shows the pattern for partizan and turn-dependent
// games: the side to move is part of the position, and every outcome is
// for the player to move. Here the game is solved from knot 3 with either
// side to move, the engine building the reverse graph (tug has no
// Predecessors); positions not reachable from there answer Unknown. Left
// pulls up to twice as fast as Right and wins every reachable position:
// from knot 3 Left pulls 2 (to knot 1, where Right must pull back to 2
// and Left finishes), winning in 3 plies rather than 5.
func ExampleSolveRetrograde() {
	starts := []tugPos{{3, false}, {3, true}}
	sol, err := cgt.SolveRetrograde(context.Background(), tug{}, starts, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	for knot := 1; knot <= 5; knot++ {
		l, r := tugPos{knot, false}, tugPos{knot, true}
		fmt.Printf("knot %d: Left to move %v in %d, Right to move %v in %d\n",
			knot, sol.Outcome(l), sol.Remoteness(l), sol.Outcome(r), sol.Remoteness(r))
	}
	fmt.Println(sol.Len(), "positions; best for Left at knot 3:", sol.BestMoves(tugPos{3, false}))
	// Output:
	// knot 1: Left to move Unknown in -1, Right to move Loss in 2
	// knot 2: Left to move Win in 1, Right to move Loss in 4
	// knot 3: Left to move Win in 3, Right to move Loss in 6
	// knot 4: Left to move Win in 5, Right to move Unknown in -1
	// knot 5: Left to move Unknown in -1, Right to move Unknown in -1
	// 7 positions; best for Left at knot 3: [{1 true} {2 true}]
}

// ExampleSolveRetrograde_draws solves a loopy impartial game where play can
// go on for ever: a token on a directed graph, a move follows an edge, a
// player who cannot move loses. Positions 0 → 1 → 2 → 0 form a cycle with
// an exit 2 → 3, and 3 has no moves, so 2 wins by taking the exit, 1 is
// lost and 0 won; 4 can only loop on itself or move to the won 0, so it is
// a Draw.
func ExampleSolveRetrograde_draws() {
	g := retroDigraph{0: {1}, 1: {2}, 2: {0, 3}, 3: nil, 4: {4, 0}}
	sol, err := cgt.SolveRetrograde(context.Background(), g, nil, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	for p := range len(g) {
		fmt.Println(p, sol.Outcome(p), sol.Remoteness(p))
	}
	// Output:
	// 0 Win 3
	// 1 Loss 2
	// 2 Win 1
	// 3 Loss 0
	// 4 Draw -1
}

// retroDigraph is a game on a directed graph given as adjacency lists; it is
// Dense (positions are 0 … len−1) but not Reversible.
type retroDigraph [][]int

func (g retroDigraph) Moves(dst []int, p int) []int     { return append(dst, g[p]...) }
func (g retroDigraph) Terminal(int) (cgt.Outcome, bool) { return cgt.Unknown, false }
func (g retroDigraph) Size() int                        { return len(g) }
func (g retroDigraph) Index(p int) int                  { return p }
func (g retroDigraph) Position(i int) int               { return i }

// ExampleVerify checks a game's Predecessors against its Moves before
// solving it: a token on 0 … 9 moves down by 1 or 3, but Predecessors
// forgets the step of 3.
func ExampleVerify() {
	fmt.Println(cgt.Verify(downBy{}, nil))
	// Output:
	// cgt: inconsistent game: 3 moves to 0 1 time(s), but Predecessors(0) lists 3 0 time(s)
}

type downBy struct{}

func (downBy) Moves(dst []int, p int) []int {
	for _, s := range []int{1, 3} {
		if p-s >= 0 {
			dst = append(dst, p-s)
		}
	}
	return dst
}
func (downBy) Terminal(int) (cgt.Outcome, bool) { return cgt.Unknown, false }
func (downBy) Predecessors(dst []int, p int) []int {
	if p+1 < 10 {
		dst = append(dst, p+1)
	}
	return dst
}
func (downBy) Size() int          { return 10 }
func (downBy) Index(p int) int    { return p }
func (downBy) Position(i int) int { return i }

// line is a token on the squares −4 … 4 of a line: a move takes it one or
// two squares in either direction, and whoever moves it onto an end (−4
// or 4) has won, so the player to move there has lost. The mirror x ↔ −x
// maps moves to moves: Canonical is |x|, and the class of x ≠ 0 holds two
// squares.
type line struct{}

func (line) Terminal(x int) (cgt.Outcome, bool) { return cgt.Loss, x == -4 || x == 4 }
func (line) Moves(dst []int, x int) []int {
	for _, d := range []int{-2, -1, 1, 2} {
		if y := x + d; y >= -4 && y <= 4 {
			dst = append(dst, y)
		}
	}
	return dst
}
func (g line) Predecessors(dst []int, x int) []int {
	for _, d := range []int{-2, -1, 1, 2} {
		if y := x + d; y >= -4 && y <= 4 {
			if _, ended := g.Terminal(y); !ended {
				dst = append(dst, y)
			}
		}
	}
	return dst
}
func (line) Size() int           { return 9 }
func (line) Index(x int) int     { return x + 4 }
func (line) Position(i int) int  { return i - 4 }
func (line) Canonical(x int) int { return max(x, -x) }
func (line) OrbitSize(x int) int { return min(2, max(x, -x)+1) }

// ExampleOrbits solves a game one position per class of mirror images:
// five classes instead of nine squares, and every square answers through
// its class. From −1, 0 or 1 a move to ±2 or ±3 lets the opponent move
// onto an end, so neither player leaves −1 … 1: those are draws.
func ExampleOrbits() {
	sol, err := cgt.SolveRetrograde(context.Background(), line{}, nil, nil)
	if err != nil {
		panic(err)
	}
	fmt.Println("classes solved:", sol.Len())
	for x := -4; x <= 4; x++ {
		fmt.Printf("%d: %v %d\n", x, sol.Outcome(x), sol.Remoteness(x))
	}
	// Output:
	// classes solved: 5
	// -4: Loss 0
	// -3: Win 1
	// -2: Win 1
	// -1: Draw -1
	// 0: Draw -1
	// 1: Draw -1
	// 2: Win 1
	// 3: Win 1
	// 4: Loss 0
}
