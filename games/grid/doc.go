// Package grid holds the partizan games played on a rectangular grid of
// up to 64 squares that combinatorial game theory papers study, each
// position the sum of independent regions: Clobber, Cram, Snort, Col,
// Amazons, and Fox and Geese (loopy). Domineering, the first of them, is
// the package games/domineering; Toppling Dominoes, a strip game, is
// games/toppling.
//
//	ruleset        CGSuite                      pieces                      regions (components)
//	Clobber        game.grid.Clobber            x, o stones                 stones connected orthogonally, both colours
//	Cram           game.grid.Cram               . empty (other: filled)      empty squares connected orthogonally, ≥ 2
//	Snort          game.graph.Snort (graphs)    x, o pieces; # blocked      open squares connected orthogonally, with the pieces next to them
//	Col            game.graph.Col (graphs)      x, o pieces; # blocked      as Snort
//	Amazons        game.grid.Amazons            x, o amazons; # burnt       unburnt squares connected with diagonals, with an amazon
//	FoxAndGeese    game.grid.FoxAndGeese        x geese, o the fox          none: a loopy game (partizan.LoopyValueOf)
//
// # Boards
//
// A [Board] is a rows×cols grid (rows·cols ≤ 64) whose squares are empty
// (.), hold Left's piece (x), Right's piece (o), or are blocked (#);
// [Parse] reads it row by row, rows separated by "/", "|" (CGSuite's
// separator) or newlines: "xox|ox." is Clobber's xox over ox. (an empty
// square at the end of the second row). Left is black (x), as in CGSuite.
//
// # Decomposition and memory
//
// Each short ruleset is a partizan.Partizan game over Boards with the
// partizan.Splitter capability: Components splits a board into its
// regions and puts each in a normal form (cropped to its bounding box, the
// other squares of the box blocked, the least of its images under the
// symmetries of the square, all eight for these games), so that equal
// regions, wherever they lie and however they are turned, are one
// position. The engine solves a board region by region: the value of a
// move is the sum of its regions' values, and only regions are stored.
//
// A partizan.Table keeps the regions it has solved across calls: solving
// many positions of one game with one table (partizan.NewTable(grid.Clobber{},
// nil)) solves each region once over all of them.
//
//	t := partizan.NewTable[grid.Board](grid.Clobber{}, nil)
//	v, err := t.Value(ctx, grid.Alternating(2, 6))
//
// # Files
//
// board.go holds the Board and its notation; regions.go the geometry
// (neighbours, connected sets) and the normal form of a region; one file
// per game: clobber.go, cram.go, colouring.go (Snort and Col), amazons.go,
// foxgeese.go.
package grid
