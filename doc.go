// Package cgt solves two-player games of perfect information: who wins, by
// how much, in how many moves, and which move to play. This package holds
// the vocabulary and the engines; the classic games ship in family
// packages under games/ (see "Where things are").
//
// # Vocabulary
//
// A position is a value of any comparable type P that a game chooses (an
// int, a small array, a packed integer, a string); the player to move is
// part of it when that matters. A move leads from a position to another.
// The outcome of a position is the result for the player to move under best
// play by both sides: Win, Loss, Tie (play ends level) or Draw (play never
// ends). Its remoteness is the number of plies (single moves) to the end
// under best play, the winner hurrying and the loser delaying. In an
// impartial game (both players have the same moves) under normal play (who
// cannot move loses; see [Play]), each position has a nim-value (Grundy
// value): the mex, least non-negative integer missing, of its moves'
// values. A position is lost iff its value is 0, and the value of a sum of
// independent games is the XOR of the parts' values.
//
// # Games
//
// A game implements [Game]: Moves appends the positions one move away,
// Terminal says where play has ended early and how. Moves and every other
// append-style method (Predecessors, MovesAt, PredecessorsAt,
// ScoredMovesAt) follow the standard library's append contract: they must
// not retain dst nor modify dst[:len(dst)], because engines pass slices
// that already hold positions; [Verify] checks it. Optional capabilities
// are found by type assertion when an engine starts (the gonum style):
//
//   - [Dense] numbers the positions 0 … Size()−1, so that tables are
//     slices instead of maps (several times faster);
//   - [DenseMoves] and [DensePredecessors] let a Dense game speak in those
//     numbers, skipping a call of Index per move;
//   - [Reversible] lists the positions a move comes from, for the engines
//     that work backwards; [MoveCounter] counts moves without listing them;
//   - [MoveOffsets] describes moves that are the same translations
//     everywhere as data (subtraction games): the dense engines then run
//     their own loop, as fast as a hand-written one;
//   - [Scoring] adds what each move scores; [ZeroSum], [ScoringAt] and
//     [ScoringBlock] (the scored moves of a whole block of positions per
//     call) serve SolveScores; [MoveOrderer], [Bounded] (and
//     [BoundedMoves], the bounds and the moves in one call), [Hasher] and
//     [Symmetric] (one table entry for equivalent positions) the Searcher;
//   - [Orbits] (Symmetric plus the size of each class) lets
//     SolveRetrograde solve one position per class of equivalent ones;
//   - [Tiered] cuts the positions into tiers that play only leaves
//     downwards, numbered densely within each, for the tier-by-tier solver
//     of package github.com/cgtgo/cgt/tier (finished tiers on disk, memory
//     bounded by a tier and its children).
//
// # Engines, and the capabilities each uses
//
// Every engine takes a context (long solves can be cancelled) and *[Options]
// (nil for defaults: a position limit, a progress callback, workers) and
// returns a queryable result. Pick by the game:
//
//	engine                 games                                capabilities it uses
//	SolveGrundy            impartial, acyclic, normal play      Dense, MoveOffsets, DenseMoves
//	SolveTopo              acyclic, win/loss/tie                Dense, MoveOffsets, DenseMoves
//	SolveTopoOrder         acyclic, over your order             Dense, DenseMoves
//	SolvePush              acyclic, most positions won          Reversible (required), Dense, MoveOffsets, DenseMoves, DensePredecessors
//	SolveRetrograde        any, loops allowed (draws)           Reversible, Dense, MoveCounter, Orbits
//	SolveScores            scoring, acyclic, tabulated          Scoring (required), Dense, ScoringBlock, ScoringAt, ZeroSum
//	Searcher, Search       scoring, too large to tabulate       Scoring (required), MoveOrderer, Bounded, BoundedMoves, Hasher, Symmetric
//	partizan.Canonical     partizan (Left and Right), short     Splitter
//	partizan.LoopyValueOf  partizan, loops allowed (draws)      (none: the graph is kept in memory)
//
// [SolveGrundy], [SolveTopo], [SolveTopoOrder], [SolvePush] and
// [SolveRetrograde] return a [Solution] (Outcome, Remoteness, Value,
// BestMoves, RankedMoves, Stats); [SolveScores] returns [Scores], which
// ranks moves by the margin they keep. [SumValue] and [SumMoves] play sums
// of games; [Grundy] is a one-shot; [FindPeriod] and [ProvePeriod] find and
// prove periods of value sequences; [MisereOf] and [NewSum] put a game, or a
// sum of its positions, under the misère convention for any engine (brute
// force; octal games have quotients: games/octal, Game.MisereQuotient);
// [Verify] checks a game you wrote;
// [Meter] paces a long computation of a game package by the same Options.
//
// Partizan games, where Left and Right have different moves, and their
// values are the package [github.com/cgtgo/cgt/partizan]: a game
// implements partizan.Partizan instead of Game; partizan.Canonical returns
// its value, the canonical form, with the whole theory of values on one
// page (sums, comparison, numbers, nimbers, ups, thermographs, CGSuite's
// notation, loopy values). It uses this package's Options, Meter and
// errors, and pastes as an engine like the root files.
//
// No engine recurses on the goroutine stack in proportion to the depth of a
// game: a chain of ten million positions solves. Acyclic engines report
// [ErrCycle] (or [ErrOrder] when driven by an order) rather than hang.
//
// # Where things are
//
//	github.com/cgtgo/cgt              game.go (vocabulary), solution.go (results), the engines
//	                                  grundy.go, topo.go, retrograde*.go, scoring.go, search.go,
//	                                  verify.go, period.go, misere.go; Nim (nim.go) and
//	                                  Wythoff's game (wythoff.go)
//	partizan                          partizan games and their values: canonical forms, numbers,
//	                                  thermographs, CGSuite's notation, loopy values (an engine too)
//	games/staircase                   staircase Nim, the equal-piles game
//	games/subtraction                 subtraction games, Bash, take p to q, subtract-a-square
//	games/fibonacci                   Fibonacci nim, Zeckendorf representations
//	games/hackenbush                  Hackenbush: Green (colon and fusion principles), Blue-Red(-Green)
//	games/domineering                 Domineering on small boards (partizan)
//	games/cutcake                     Cutcake (partizan)
//	games/toads                       Toads and Frogs on short strips (partizan), and Backsliding (loopy)
//	games/grid                        Clobber, Cram, Snort, Col, Amazons by regions (partizan); Fox and Geese (loopy)
//	games/toppling                    Toppling Dominoes (partizan)
//	games/octal                       octal and hexadecimal games, Grundy's game, Treblecross
//	games/circle                      the circle game with two move sets (loopy)
//	games/tictactoe                   noughts and crosses
//	games/chess                       king and rook (or queen) against king
//	games/dobutsu                     Dobutsu shogi: rules, un-moves, a dense numbering for SolveRetrograde
//	games/intervals                   coins and blocks taken from the ends of a row (scoring)
//	games/primerace                   the prime-counting race (scoring)
//	games/ring                        the team counting game on a ring
//	games/smallest                    take any numbers, score the smallest taken (scoring)
//	games/connect4                    Connect Four on small boards (alpha-beta; tiered strong solve)
//	table                             a solved game saved to a checksummed file, queried without loading it
//	tier                              tier-by-tier solving to table files, resumable, splittable into jobs
//	cmd/cgt                           the cgt command ("cgt bundle" makes a file to paste)
//	cmd/cgt-cluster                   tiers as Apache Beam pipelines (its own module; docs/cluster.md)
//	examples/contest                  the seed problems as single-file programs
//
// Each game package offers closed forms where theory gives them, exact over
// the whole integer range, and a Game for the engines; its tests check one
// against the other and against published facts. Game packages use only
// this package's exported API.
//
// # Rules of the API
//
//   - Bad parameters. What a user may type (a game code, a board, a set
//     read from input) is checked and returned as an error, as
//     regexp.Compile does: octal.Parse, subtraction.New, tictactoe.Parse.
//     A parameter the program fixes (the size of a table, a heap count) is
//     checked at construction and panics when it is out of range; the
//     function's doc says so (Must-style). Engines never panic on a game's
//     answers: they return errors.
//   - Errors are values that errors.Is matches: ErrLimit for every limit
//     (positions, table sizes, value widths), ErrInconsistent for a game
//     that contradicts itself, ErrNotDense, ErrCycle, ErrOrder, ErrIndex,
//     ErrNotNormalPlay, and the context's error when it is cancelled. A
//     failed solve returns no result, never a half-filled one.
//   - Modes are named values: [Normal] and [Misere] (type [Play]), never a
//     bare bool.
//   - "Moves" means the legal moves; closed forms that return only winning
//     moves say so ([NimWinningMoves], fibonacci.WinningTakes).
//   - The zero value of every exported type is usable (an empty result, a
//     game with no moves) or its doc says it is not and names the
//     constructor.
//
// # Pasting an engine into one file
//
// An engine is a named set of root files, NAME.go and NAME_*.go (grundy.go
// alone; retrograde.go with retrograde_init.go, retrograde_table.go), or
// the package partizan, that needs only game.go, solution.go and the
// standard library, so a contestant can paste it into a single main.go
// (the partizan files lose their cgt. qualifiers there). "cgt bundle ENGINE
// [FILE.go]" prints the joined file, with your program's files if given;
// "cgt bundle --list" lists the engines and their files; the command
// carries the files it was built from ([Sources]), so it bundles from any
// directory. With --trim it drops the comments and what the program does
// not reach, about half the lines, and then most programs need only Go
// 1.21; the full files need Go
// 1.23 (iter.Seq in [MovesOf] and [Solution.All]). CI builds every engine
// alone, with no module and no network, and the README's table of lines
// and oldest Go versions is generated from that run.
//
// # Tour
//
//	type takeAway struct{ set []int }
//
//	func (g takeAway) Moves(dst []int, n int) []int {
//		for _, k := range g.set {
//			if k <= n {
//				dst = append(dst, n-k)
//			}
//		}
//		return dst
//	}
//
//	func (takeAway) Terminal(int) (cgt.Outcome, bool) { return cgt.Unknown, false }
//
//	sol, err := cgt.SolveGrundy(ctx, takeAway{[]int{1, 3, 4}}, []int{102}, nil)
//	// handle err
//	sol.Value(102)     // 2: the nim-value of a heap of 102
//	sol.Outcome(102)   // Win
//	sol.BestMoves(102) // [98]: the moves to a heap of value 0
//	sol.Outcome(100)   // Loss: every heap met on the way is solved too
//
// The command cmd/cgt answers the common questions from the shell.
// docs/house.md walks through the layers and which file to open for what.
package cgt
