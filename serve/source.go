package serve

import (
	"errors"
	"io/fs"
	"os"
	"slices"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/table"
)

// A Source answers queries about one saved solve: OpenBoard's the tier
// files of a board game, cgt serve's its tables too. Its methods are
// called from several goroutines at once.
type Source interface {
	// Info describes the source to the page and the API.
	Info() Info
	// Query answers for the position written pos ("" never: Handler
	// asks for Info's Start instead). An error is the client's (a bad
	// position, answered 400) unless it is the source's: see Failed.
	Query(pos string) (Answer, error)
	// Close releases what the source holds (its open files); Handler
	// never calls it: the program that opened the source does.
	Close() error
}

// Info describes a source (GET /api/games lists one for each).
type Info struct {
	ID     string `json:"id"`     // the name in the API's paths; Handler makes one if empty
	Game   string `json:"game"`   // the game's name ("mu-torere"; cgt serve's: ttt, connect4, …)
	Params string `json:"params"` // its variant ("5x4" for Connect Four)
	File   string `json:"file"`   // the file or directory served, as clients are told of it
	Start  string `json:"start"`  // the position the page opens on, one the source answers at once
	// Width and Height are the board of a game the page draws with code
	// of its own (Connect Four's columns and rows).
	Width  int `json:"width,omitempty"`
	Height int `json:"height,omitempty"`

	// Board describes a board game's board, which the page draws from
	// it; with it, the page needs no code of the game's own.
	Board *BoardInfo `json:"board,omitempty"`
}

// BoardInfo describes a board game's board to the page, which draws any
// board game from it: a grid of Width × Height cells (cell r·Width + c in
// row r from the top), or Points (x and y in [0, 1], y down) joined by
// Lines; the letters of its kinds and players; the cells in each row of a
// position's text and their names; and the names of the counters written
// after the player to move. OpenBoard makes it from the game's Spec and
// Layout (board.Game.Layout: a grid's rows and names filled in).
type BoardInfo struct {
	Width    int          `json:"width,omitempty"`
	Height   int          `json:"height,omitempty"`
	Points   [][2]float64 `json:"points,omitempty"`
	Lines    [][]int      `json:"lines,omitempty"`
	Rows     []int        `json:"rows"`
	Names    []string     `json:"names"`
	Kinds    string       `json:"kinds"`
	Players  string       `json:"players"`
	Counters []string     `json:"counters,omitempty"`
}

// Answer is the answer for a position (GET /api/games/ID?position=POS):
// its outcome and remoteness for the player to move (remoteness −1 for a
// Draw), whether play has ended there, and every legal move, best first
// for the mover (win fast, tie fast, draw, lose slowly: RankMoves).
type Answer struct {
	Game       string `json:"game"`
	Position   string `json:"position"` // as the source writes it
	Over       bool   `json:"over"`
	Outcome    string `json:"outcome"` // Loss, Draw, Tie or Win (cgt.Outcome's String)
	Remoteness int    `json:"remoteness"`
	Moves      []Move `json:"moves"`
}

// Move is a move of an Answer: its name, the position it leads to (to
// query next), its value for the mover, and for a board game the cells it
// changes (a click on a cell of the page picks the moves that change it).
type Move struct {
	Move       string `json:"move"`
	To         string `json:"to"`
	Outcome    string `json:"outcome"`
	Remoteness int    `json:"remoteness"`
	Cells      []int  `json:"cells,omitempty"`
}

// ErrUnsolved is matched by the error of a query for a position whose tier
// the directory served does not hold (a solve not finished, or of part of
// the game): the client's, answered 400, with the tiers the directory
// holds.
var ErrUnsolved = errors.New("not solved")

// sourceError is an error that Failed marks as the source's.
type sourceError struct{ err error }

func (e *sourceError) Error() string { return e.err.Error() }
func (e *sourceError) Unwrap() error { return e.err }

// Failed marks err, an error of a Source's Query, as the source's: a
// table that cannot answer, damaged or unreadable, which Handler answers
// with 500 (the request being sound) where it answers other errors with
// 400. Errors of the file system (fs.PathError, os.LinkError,
// os.SyscallError) and of a damaged table (table.ErrCorrupt, ErrVersion,
// ErrMismatch) are the source's without it. Failed(nil) is nil.
func Failed(err error) error {
	if err == nil {
		return nil
	}
	return &sourceError{err}
}

// sourceFault reports whether err, an error of a query, is the source's
// (see Failed).
func sourceFault(err error) bool {
	var se *sourceError
	var pe *fs.PathError
	var le *os.LinkError
	var sy *os.SyscallError
	return errors.As(err, &se) || errors.As(err, &pe) || errors.As(err, &le) || errors.As(err, &sy) ||
		errors.Is(err, table.ErrCorrupt) || errors.Is(err, table.ErrVersion) || errors.Is(err, table.ErrMismatch)
}

// RankMoves gives each of moves (the positions they lead to) its value
// for the mover, from lookup of the position it reaches (the outcome's
// Opposite, the remoteness plus one, −1 for a draw), and orders them best
// first (CompareMoves), moves of equal rank in the order given. An error
// of lookup is returned as it is. Cost: a lookup a move and a sort.
func RankMoves[P comparable](moves []P, lookup func(P) (cgt.Outcome, int, error)) ([]cgt.Ranked[P], error) {
	ranked := make([]cgt.Ranked[P], 0, len(moves))
	for _, q := range moves {
		mo, mr, err := lookup(q)
		if err != nil {
			return nil, err
		}
		rk := cgt.Ranked[P]{To: q, Outcome: mo.Opposite(), Remoteness: -1}
		if mr >= 0 {
			rk.Remoteness = mr + 1
		}
		ranked = append(ranked, rk)
	}
	slices.SortStableFunc(ranked, CompareMoves[P])
	return ranked, nil
}

// CompareMoves orders moves best first for the mover, as
// cgt.Solution.RankedMoves does: a win before a tie, a tie before a draw,
// a draw before a loss; the faster win or tie first, the slower loss
// first. It returns a negative number when a is better than b, 0 when
// they rank alike, a positive number otherwise (for slices.SortFunc).
func CompareMoves[P comparable](a, b cgt.Ranked[P]) int {
	if a.Outcome != b.Outcome {
		return int(b.Outcome) - int(a.Outcome)
	}
	if a.Outcome == cgt.Loss {
		return b.Remoteness - a.Remoteness
	}
	if a.Outcome == cgt.Draw {
		return 0
	}
	return a.Remoteness - b.Remoteness
}
