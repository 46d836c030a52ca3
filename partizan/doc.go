// Package partizan holds partizan games, in which Left and Right have
// their own moves, and their values: the canonical forms of short games
// and the values of loopy ones, with their arithmetic, thermographs and
// CGSuite's notation. Every value operation of cgt is on this page; the
// table below gives the name CGSuite uses for each (Siegel, Combinatorial
// Game Theory, AMS 2013, has the theory).
//
// # Games
//
// A game implements [Partizan]: LeftMoves and RightMoves append the
// positions each player can move to, with the append contract of the root
// package's Game (engines pass their live stack as dst). The player to
// move is not part of a position: a position is a game, either may start.
// In normal play, who cannot move loses.
//
//	engine        games                                returns
//	Canonical     short (every play ends)              the canonical form, a Value
//	Table         short, many positions of one game    Values, each position solved once over all calls
//	LoopyValueOf  positions may repeat (draws)         the Loopy value: a stopper, or onside & offside
//	SolveLoopy    positions may repeat (draws)         the outcome of every position reached
//	GraphOf       positions may repeat (draws)         the game's graph, a LoopyGraph
//
// A game whose positions fall apart into independent parts (the regions of
// a Domineering board) implements [Splitter] too, and is solved part by
// part; one that also implements [Sizer] (a size that falls along moves)
// is solved by Canonical with several goroutines when
// cgt.Options.Workers asks for them (Domineering 5×6 in 0.74 s with 16
// workers where one took 4.4 s), and one that implements [Negator] has a
// part and its negative image (a Domineering region and its
// transposition) solved once. A game that knows some of its moves to be
// dominated without their values implements [Pruner], and the engines
// leave those out (a quarter of Domineering's moves); one that
// implements cgt.Hasher has its positions hashed by it in the memo.
// CGSuite calls the canonical form of a game G.CanonicalForm and the
// value of a loopy one G.GameValue.
//
// # Values of short games
//
// A [Value] is a canonical form: immutable, comparable with ==, usable as
// a map key; the zero Value is 0. It is made by [Integer], [Number],
// [Nimber], [Ups], [Switch], [NewValue] ({left | right} from the options'
// values), [AddValues], [ParseValue], or by Canonical from a game.
//
//	operation                           partizan                        CGSuite
//	sum, difference, negative           Value.Add, Sub, Neg, AddValues  G + H, G - H, -G
//	comparison                          Le, Ge, Lt, Gt, ==, Confused    <=, >=, <, >, ==, <> (confused)
//	outcome class (P, N, L, R)          Value.Class                     G.OutcomeClass
//	options of the canonical form       Left, Right                     G.LeftOptions, G.RightOptions
//	birthday                            Birthday                        G.Birthday
//	number, nimber, x + n·↑ + *m        Number, Nimber, NumberUpStar    G.IsNumber, G.IsNimber
//	switch ±g                           Value.Switch, Switch            +-g
//	Left and Right stops                Stops                           G.LeftStop, G.RightStop
//	mean, temperature                   Mean, Temperature               G.Mean, G.Temperature
//	thermograph (walls below 0 too)     Value.Thermograph               G.Thermograph
//	cooling by t > −1, frozen value     Cool, Freeze                    G.Cool(t), G.Freeze
//	heating, overheating                Heat, Overheat                  G.Heat(t), G.Overheat(s, t)
//	Norton product G.U, n copies        NortonProduct, Times            G.NortonProduct(U), n * G
//	atomic weight                       AtomicWeight                    G.AtomicWeight, G.IsAtomic
//	all-small, infinitesimal            AllSmall, Infinitesimal         G.IsAllSmall, G.IsInfinitesimal
//	even, odd                           Even, Odd                       G.IsEven, G.IsOdd
//	even-, odd-tempered                 EvenTempered, OddTempered       G.IsEvenTempered, G.IsOddTempered
//	reduced canonical form              Reduced                         G.ReducedCanonicalForm
//	Left's, Right's incentives          LeftIncentives, RightIncentives G.LeftIncentives, G.RightIncentives
//	incentives, the best of both        Incentives                      G.Incentives
//	ordinal sum G:H                     OrdinalSum                      G : H
//	followers                           Followers, FollowerCount        G.Followers, G.FollowerCount
//	nim product of nimbers              NimProduct                      a NimProduct b, *a ConwayProduct *b
//	sensible moves of a position        Table.SensibleOptions           G.SensibleOptions(player)
//	sensible moves of a sum of values   SensibleMoves                   (the same, on a sum)
//
// Numbers are [Dyadic] values, exact num/2^exp within int64 (a result that
// does not fit panics with [ErrRange]; input that would not fit is an
// error). A [Thermograph] has two [Wall]s, exact piecewise-linear functions
// of the temperature t ≥ −1 given by their corners ([WallPoint]).
//
// # Loopy values
//
// A [Loopy] is the value of a game whose positions may repeat: the
// simplest form of a stopper (no infinite alternating play from any
// position), unique, so that == is equality of games; or, for a
// stopper-sided game, its onside and offside, written "G⁺ & G⁻". It is
// made by [NewLoopy] from a [LoopyGraph], by LoopyValueOf from a game, by
// [LoopyOf] from a short Value or by [ParseLoopy]. Some games have sides
// that are not stoppers (Bach's carousel): their sides are the graphs
// that sidling leaves, as CGSuite gives them (its SidedValue), equal to
// the game under each side but not unique, so that [Loopy.Equal], not ==,
// compares them.
//
//	operation                           partizan                          CGSuite
//	onside, offside                     Loopy.Onside, Offside, SideGraph  G.Onside, G.Offside
//	stopper, stopper-sided, short       IsStopper, IsStopperSided, Short  G.IsStopper, G.IsStopperSided, G.IsLoopfree
//	sum, difference, negative           Loopy.Add, Sub, Neg               G + H, G - H, -G
//	comparison                          Loopy.Le, Ge, Lt, Gt, Confused    <=, >=, <, >, <>
//	equality                            Loopy.Equal; == if stopper-sided  ==
//	outcome (draws included)            Loopy.Outcome, LoopyOutcome       G.OutcomeClass
//	upsum, downsum (sides of a sum)     Loopy.Upsum, Downsum              G Upsum H, G Downsum H
//	degree of loopiness                 Loopy.Degree                      G.Degree
//	variety, stability                  Variety, IsStable, UpsumVariety…  G.Variety, G.IsStable
//	idempotent (G + G = G)              Loopy.IsIdempotent                G.IsIdempotent
//	ordinal sum of stoppers             Loopy.OrdinalSum                  G:H
//	outcomes of a graph, sums of graphs LoopyGraph.Outcomes, Add, Neg
//
// docs/loopy.md tells the theory, the algorithms and what was checked
// against CGSuite.
//
// # Notation
//
// [ParseValue] and [Value.String] read and write CGSuite's notation for
// short games: 3/4, *2, ^ and v (↑, ↓), ^<n> and ^[n] (uptimals), +-g,
// {2|1||0} (more bars for nesting), Tiny(G), Miny(G), sums and juxtaposed
// sums (1/2*, ^*); every output of String reads back to the same Value.
// Expressions read as in CGSuite's grammar: a +- b is a + ±b, n * G is n
// copies of G (3*5 = 15), *(3+5) is *8, 2^3 is 8, G:H the ordinal sum; a
// number plus a nimber prints as 3+*5 (CGSuite prints 3*5, which it reads
// as 15). Input CGSuite reads as something cgt does not compute (*2 * *3,
// 1/3) is refused, saying so ([ErrUnsupported]).
// [ParseValueLimit] bounds the memory an expression may use, [MaxNimber]
// the largest *n. [ParseLoopy] and [Loopy.String] add the loopy notation:
// pass, labels (a{0|a}), on, off, over, under, upon, dud, tis, tisn, &.
// Dyadic numbers have [ParseDyadic]. Value and Loopy implement
// encoding.TextMarshaler and TextUnmarshaler in the same notation, Dyadic
// TextMarshaler.
//
// # What it uses of the root package
//
// The package imports github.com/cgtgo/cgt for what every engine shares,
// and for nothing else: cgt.Options (a position limit, a progress
// callback, workers; nil means none), cgt.NewMeter, cgt.QuoteInput (a bad
// value quoted in an error, at most about 80 characters of it), and the
// errors cgt.ErrCycle (a game given to Canonical is not short) and
// cgt.ErrLimit (past a limit), which errors.Is matches as for the root's
// engines. Its other imports are
// the standard library's, so its files are an engine of "cgt bundle": cgt
// bundle partizan pastes them with the root's game.go and solution.go into
// one file of package main, their cgt. qualifiers dropped.
//
// # Files
//
// partizan.go holds the interfaces and the engine for short games (Table,
// Canonical), posmemo.go a Table's memo of positions, parallel.go the
// engine with several workers; value.go the Value
// type and what it answers; universe.go the arithmetic of canonical forms
// (an arena of interned forms with memoised comparisons and sums), memo.go
// its memo tables, pages.go huge pages for the large ones (on Linux;
// pages_other.go elsewhere); encode.go the encoding of a form inside a
// Value; dyadic.go the numbers; notation.go CGSuite's notation; thermo.go
// thermographs, cooling, stops, mean and temperature; heat.go
// heating, overheating, Norton products and multiples; atomic.go atomic
// weights and the all-small, infinitesimal, even, odd and tempered tests;
// reduced.go the reduced canonical form; incentive.go incentives;
// ordinal.go ordinal sums and followers; nimproduct.go nim multiplication;
// sensible.go sensible moves; expr.go the expression grammar of
// ParseValue (notation.go its lexer, games in braces and printing);
// loopy.go the loopy engine and graphs; loopy_arena.go the games behind
// loopy outcomes and comparisons; loopy_degree.go upsums, degrees,
// varieties and ordinal sums; loopy_stopper.go and loopy_sides.go
// simplest forms and sides, loopy_refine.go the colour refinement that
// numbers them; loopy_value.go the Loopy type;
// loopy_notation.go and loopy_print.go its notation, loopy_eval.go the
// evaluation of what ParseLoopy reads.
package partizan
