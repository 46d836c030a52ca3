package teeko

import (
	"fmt"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/board"
	"github.com/cgtgo/cgt/tier"
)

// Counts are positions by outcome (Teeko has no ties).
type Counts struct {
	Win  int `json:"win"`
	Loss int `json:"loss"`
	Draw int `json:"draw"`
}

// Total returns the number of positions counted.
func (c Counts) Total() int { return c.Win + c.Loss + c.Draw }

func (c *Counts) add(o cgt.Outcome, n int) {
	switch o {
	case cgt.Win:
		c.Win += n
	case cgt.Loss:
		c.Loss += n
	default:
		c.Draw += n
	}
}

// ShapeStats are the solved positions of one shape: the mover has Mover
// tokens on the board and the other player Other.
type ShapeStats struct {
	Tier  int `json:"tier"`
	Mover int `json:"mover"`
	Other int `json:"other"`
	// ToMove is the player to move, "B" or "R", or "B/R" in the move
	// phase, where a position stands for a board with either to move.
	ToMove string `json:"to_move"`
	// Classes counts the positions as the tier files hold them, one a
	// class of the board's eight symmetries; Boards counts every
	// arrangement of the two players' tokens, each class weighted by its
	// size (with a given player to move), so that Boards.Total() is
	// C(cells, Mover)·C(cells−Mover, Other).
	Classes       Counts `json:"classes"`
	Boards        Counts `json:"boards"`
	MaxRemoteness int    `json:"max_remoteness"`
}

// Summary is what a strong solve of Teeko reports: the value of the
// start (the empty board, Black to move) and the counts of every shape,
// the move phase first.
type Summary struct {
	Game       string       `json:"game"`
	Params     string       `json:"params"`
	Start      string       `json:"start"`      // the start's outcome for Black: "Win", "Loss" or "Draw" (cgt.Outcome's String)
	Remoteness int          `json:"remoteness"` // the start's remoteness in plies, −1 for a draw
	Shapes     []ShapeStats `json:"shapes"`
}

// Summarize reads the tier files of g (a game of New or of board.New on
// NewRules) that tier.Solve wrote to st and returns their summary. It
// holds one tier's values at a time (2 bytes a class) and looks at each
// class and its images under the symmetries: about 3 s of CPU on the 5×5
// board, against about 30 s for its solve.
func Summarize(g board.Game, st tier.Storage) (*Summary, error) {
	s := &Summary{Game: g.Name().Game, Params: g.Name().Params}
	for t := range g.Tiers() {
		vals, err := tier.Load[board.Pos](g, st, g.Name(), t)
		if err != nil {
			return nil, err
		}
		shapes, lo := g.TierShapes(t)
		for k, sh := range shapes {
			ss := ShapeStats{Tier: t, Mover: int(sh.On[0]), Other: int(sh.On[1]), ToMove: "B/R"}
			switch {
			case ss.Mover == ss.Other && ss.Mover < Tokens:
				ss.ToMove = "B"
			case ss.Mover < ss.Other:
				ss.ToMove = "R"
			}
			x, _ := g.ShapeIndex(sh)
			sc := x.Scan(0)
			for i := lo[k]; i < lo[k+1]; i++ {
				o, r := cgt.Outcome(vals[i]>>13), int(vals[i]&(1<<13-1))
				ss.Classes.add(o, 1)
				ss.Boards.add(o, g.OrbitSize(board.Pos{Sets: sc.Next()}))
				ss.MaxRemoteness = max(ss.MaxRemoteness, r)
			}
			s.Shapes = append(s.Shapes, ss)
		}
	}
	ts := tier.Open[board.Pos](g, st, g.Name())
	defer ts.Close()
	o, r, err := ts.Lookup(g.Spec().Start[0])
	if err != nil {
		return nil, fmt.Errorf("teeko: the start: %w", err)
	}
	s.Start, s.Remoteness = o.String(), r
	return s, nil
}
