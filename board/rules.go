package board

import "github.com/cgtgo/cgt"

// MaxOff is the most counters a position keeps off the board.
const MaxOff = 4

// Pos is a position of a board game: the pieces on the board, counters
// off it (pieces in hand, pieces taken: whatever the rules keep), and the
// player to move, for games whose positions say it (see Spec.Swap). It
// is comparable, and the engines key their tables on it.
type Pos struct {
	Sets Sets          // the cells of the pieces of each kind
	Off  [MaxOff]uint8 // the counters off the board
	Turn uint8         // the player to move, 0 or 1 (0 in games written from the mover's side)
}

// Shape is what a position's numbering depends on: the number of pieces
// of each kind on the board, the counters off it and the player to move.
// The positions of one shape are the arrangements of its pieces on the
// cells, numbered by an Index; a game's tiers are sets of shapes.
type Shape struct {
	On   [MaxKinds]uint8
	Off  [MaxOff]uint8
	Turn uint8
}

// Shape returns the shape of p.
func (p Pos) Shape() Shape {
	s := Shape{Off: p.Off, Turn: p.Turn}
	for k, x := range p.Sets {
		s.On[k] = uint8(popcount(x))
	}
	return s
}

// key packs the shape in 64 bits: 7 bits a count on the board, 8 a
// counter, 1 the turn (shapeKey for a position).
func (s Shape) key() uint64 {
	return packShape(uint64(s.On[0]), uint64(s.On[1]), uint64(s.On[2]), uint64(s.On[3]), &s.Off, s.Turn)
}

func packShape(a, b, c, d uint64, off *[MaxOff]uint8, turn uint8) uint64 {
	o := uint64(off[0]) | uint64(off[1])<<8 | uint64(off[2])<<16 | uint64(off[3])<<24
	return a | b<<7 | c<<14 | d<<21 | o<<28 | uint64(turn&1)<<60
}

// Rules is a board game written as rules: what its board is (Spec), the
// moves of a position as the positions they lead to, and the end of the
// game. New turns it into a game the engines and the tier solver take,
// numbered by the board's Index: the rules hold no numbering.
//
// Moves and Terminal follow cgt.Game's contract (Moves appends to dst
// and neither keeps nor changes dst[:len(dst)]; the engines call Moves
// only where play has not ended; a position with no move that is not
// terminal is lost). They are called from several goroutines at once.
type Rules interface {
	// Spec describes the game; New calls it once.
	Spec() Spec
	// Moves appends the positions one move from p leads to.
	Moves(dst []Pos, p Pos) []Pos
	// Terminal reports whether play has ended at p and, if so, the
	// outcome for the player to move there.
	Terminal(p Pos) (cgt.Outcome, bool)
	// Next returns the shapes that the moves of a position of shape s
	// lead to, s itself included if a move keeps it. It may list a shape
	// no move reaches; it must list every shape some move reaches. The
	// game's tiers are the groups of shapes that lead to each other
	// (New finds them).
	Next(s Shape) []Shape
}

// Unmover is the optional capability of Rules that list the positions a
// position is reached from: Unmoves appends every position q with p among
// Moves(q), as many times as Moves(q) lists p (once, for rules whose Spec
// says UniqueMoves; cgt.Verify checks it), under the contract of Moves; it
// may list positions outside the game's shapes, which are left out. With it, tiers whose moves stay inside
// them are solved by the tier solver's lean retrograde analysis, in 2
// bytes a position (tier.Retro), and the game is cgt.Reversible. Without
// it such a tier is solved by the general pass that keeps the tier's
// reverse graph, about 84 bytes a position with moves inside the tier and
// 8 bytes such a move (package tier, Memory), and the in-memory retrograde
// engine builds the reverse graph of the positions it reaches.
type Unmover interface {
	Unmoves(dst []Pos, p Pos) []Pos
}

// UnmoverFrom is the optional capability of an Unmover that lists the
// predecessors of one shape only: UnmovesFrom(dst, p, from) appends the
// positions of Unmoves(p) whose shape is from. The tier solver asks for
// the predecessors in one tier at a time (those of p's own tier, or of
// the tier above from which a capture led to p); without it the board
// package lists them all and keeps that tier's, and rules that can tell
// from a shape which un-moves lead to it save listing the others.
type UnmoverFrom interface {
	UnmovesFrom(dst []Pos, p Pos, from Shape) []Pos
}

// QuietCounter is the optional capability of Rules that count a
// position's quiet moves without listing them: those that leave the
// pieces of the key's kind (Spec.Order's first kind, kind 0 without an
// Order) as they were, the cells of that kind in p being the cells of its
// image under Spec.Swap (of itself, without Swap) in the position the
// move leads to. Keyed by the pieces of the player not to move, these are
// the moves that take nothing: every slide and placement of the morris
// family but a mill, every move of Teeko. CountQuiet(dst, p) returns the
// number of p's quiet moves and appends the others (the captures) in the
// order Moves lists them, under the contract of Moves (Verify checks
// both against Moves).
//
// The retrograde analysis (tier.Retro's CountMoves) counts the distinct
// classes among a position's moves. Where the class of p's key has no
// symmetry but the identity and the rules say UniqueMoves, its quiet moves
// are distinct classes, so it asks for their number alone (Nine Men's
// Morris, 8 moves a position of which one in ten is a mill: the lists
// of positions shrink to the mills). Without it, or elsewhere, it lists
// every move.
type QuietCounter interface {
	CountQuiet(dst []Pos, p Pos) (int, []Pos)
}

// quietKinds returns the kind of the key that quiet moves leave alone
// (Spec.Order's first, 0 without an Order) and the kind its pieces are
// after a move (its image under Spec.Swap, itself without Swap).
func quietKinds(sp *Spec) (key, z int) {
	if len(sp.Order) > 0 {
		key = sp.Order[0]
	}
	z = key
	if key < len(sp.Swap) {
		z = sp.Swap[key]
	}
	return key, z
}

// Namer is the optional capability of Rules that name their moves. Without
// it, a move is named by the cells it changes (see Game.MoveName).
type Namer interface {
	MoveName(p, q Pos) string
}

// Spec describes a board game to New: its board, its pieces, how its
// positions are written and drawn, and its shapes.
type Spec struct {
	// Name and Params name the game and its variant ("quixo", "4x4"),
	// in the headers of its tier files.
	Name, Params string
	// Cells is the number of cells of the board (1 … 64).
	Cells int
	// Kinds has a letter for each kind of piece (at most MaxKinds), as
	// positions are written; '.' is an empty cell.
	Kinds string
	// Order is the order in which the kinds are numbered, the key first
	// (see Index); nil takes 0, 1, … . With symmetries, a key with many
	// pieces keeps the tables small.
	Order []int
	// Symmetries generates the board's symmetries: permutations of the
	// cells that map positions to positions of the same value (sym[c] is
	// the image of cell c). Each class of positions gets one number.
	Symmetries [][]int
	// Shapes lists every shape of the game's positions. The tiers are
	// numbered children first and, among those ready, by the first of
	// their shapes in this list: list the shapes with the least play left
	// first, and the tiers of a part of the game (fewer shapes, closed
	// under Next) are the first ones of the whole.
	Shapes []Shape
	// Start lists the positions play starts from (none for a game of
	// endings).
	Start []Pos
	// Players has a letter for each player, the first player's first
	// ("XO"), written after the board to say who moves.
	Players string
	// Swap, for a game written from the side of the player to move
	// (Sets[0] the mover's pieces, say), is the permutation of the kinds
	// that a change of the player to move makes (kind k becomes Swap[k]),
	// and OffSwap that of the counters; the positions' Turn is then 0 and
	// their text shows the real colours. Nil for a game whose positions
	// carry the player to move in Turn.
	Swap, OffSwap []int
	// Layout says how the board is drawn and written.
	Layout Layout
	// UniqueMoves promises that Moves never lists a position twice, so
	// that counting a position's moves need not look for repeats (a
	// hash a move), and so that Unmoves (Unmover) lists none twice
	// either: the predecessors of a position need not be looked for
	// repeats where they cannot share a slot (a sort a position). Verify
	// checks it.
	UniqueMoves bool
}

// Layout places the cells of a board for drawing and writing: a grid of
// Width × Height cells (cell r·Width + c in row r from the top, column c
// from the left), or points at Points (x and y in [0, 1], y down) joined
// by Lines.
type Layout struct {
	Width, Height int
	Points        [][2]float64
	// Lines lists the lines drawn between the cells, each a list of cells
	// joined in turn (a grid draws its own).
	Lines [][]int
	// Names names the cells in moves; nil names a grid's cells as chess
	// does (files a, b, … from the left, ranks 1, 2, … from the bottom).
	Names []string
	// Rows is the number of cells in each row of a position's text, top
	// first; nil: the grid's rows.
	Rows []int
}
