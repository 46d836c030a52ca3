package circle

import (
	"context"
	"fmt"

	"github.com/cgtgo/cgt"
)

// Game is the circle game with two move sets ("Berzerk", Codeforces
// 786A): a monster sits on one of N objects arranged in a circle, numbered
// 1 … N clockwise; object 1 is a black hole. The players move in turn, each
// with their own set of steps: the player to move picks a step s from
// their set and moves the monster s objects clockwise. Whoever moves the
// monster into the black hole wins. The game is partizan (the sets differ)
// and loopy (the monster can circle for ever, a Draw, called Loop in the
// problem statement); the player to move is part of the position.
//
// Game is Dense (2N positions) and Reversible, so SolveRetrograde solves
// it over its whole space in time proportional to N times the sizes of the
// sets. Build one with New; a Game must not be changed while it is
// being solved.
type Game struct {
	n     int
	steps [2][]int
}

// Position is a position of the circle game: the monster on object
// Object (1 … N; 1 is the black hole) with player Player (0 or 1) to move.
type Position struct {
	Object int
	Player int
}

// New returns the circle game on n ≥ 2 objects where player 0 moves
// by a step from first and player 1 by a step from second. Steps must be
// distinct and in 1 … n−1, and each set non-empty; otherwise New
// returns an error naming the bad step. The sets are copied.
func New(n int, first, second []int) (*Game, error) {
	if n < 2 {
		return nil, fmt.Errorf("circle: n = %d, want at least 2", n)
	}
	c := &Game{n: n}
	for k, set := range [2][]int{first, second} {
		if len(set) == 0 {
			return nil, fmt.Errorf("circle: player %d has no steps", k)
		}
		seen := make(map[int]bool, len(set))
		for _, s := range set {
			if s < 1 || s >= n {
				return nil, fmt.Errorf("circle: player %d step %d not in 1…%d", k, s, n-1)
			}
			if seen[s] {
				return nil, fmt.Errorf("circle: player %d step %d given twice", k, s)
			}
			seen[s] = true
		}
		c.steps[k] = append([]int(nil), set...)
	}
	return c, nil
}

// Moves appends the positions the player to move can reach: one per step.
func (c *Game) Moves(dst []Position, p Position) []Position {
	for _, s := range c.steps[p.Player] {
		o := p.Object + s // steps are in 1 … n−1: no division needed
		if o > c.n {
			o -= c.n
		}
		dst = append(dst, Position{o, 1 - p.Player})
	}
	return dst
}

// NumMoves returns the number of steps of the player to move (Circle is a
// MoveCounter, so SolveRetrograde need not list the moves to count them).
func (c *Game) NumMoves(p Position) int { return len(c.steps[p.Player]) }

// Terminal reports that play has ended when the monster is in the black
// hole: the player to move there has lost (the other one moved it in).
func (c *Game) Terminal(p Position) (cgt.Outcome, bool) {
	return cgt.Loss, p.Object == 1
}

// Predecessors appends the positions from which p is reached in one move:
// the other player stepping to p from a position outside the black hole.
func (c *Game) Predecessors(dst []Position, p Position) []Position {
	q := 1 - p.Player
	for _, s := range c.steps[q] {
		o := p.Object - s
		if o < 1 {
			o += c.n
		}
		if o != 1 {
			dst = append(dst, Position{o, q})
		}
	}
	return dst
}

// Size returns 2N, the number of positions.
func (c *Game) Size() int { return 2 * c.n }

// Index numbers p as 2(Object−1) + Player; it returns −1 for a value that
// is not a position.
func (c *Game) Index(p Position) int {
	if p.Object < 1 || p.Object > c.n || p.Player&^1 != 0 {
		return -1
	}
	return 2*(p.Object-1) + p.Player
}

// Position returns the position numbered i.
func (c *Game) Position(i int) Position { return Position{i/2 + 1, i & 1} }

// Outcomes solves the game and returns, for each player k going first,
// the outcome for that player of each start with the monster on object
// 2 … N (element i is object i+2): Win, Loss, or Draw when the game loops
// for ever. It calls SolveRetrograde over the whole space; cost O(N·(|first|
// + |second|)) time and about 4 bytes per position. The error is the
// context's, if it is cancelled.
func (c *Game) Outcomes(ctx context.Context, opt *cgt.Options) ([2][]cgt.Outcome, error) {
	var out [2][]cgt.Outcome
	s, err := cgt.SolveRetrograde[Position](ctx, c, nil, opt)
	if err != nil {
		return out, err
	}
	for k := range out {
		out[k] = make([]cgt.Outcome, c.n-1)
		for i := range out[k] {
			out[k][i] = s.Outcome(Position{i + 2, k})
		}
	}
	return out, nil
}
