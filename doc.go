// Package cgt solves two-player games of perfect information: who wins, by
// how much, in how many moves, and which move to play.
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
// cannot move loses), each position has a nim-value (Grundy value): the mex,
// least non-negative integer missing, of its moves' values. A position is
// lost iff its value is 0, and the value of a sum of independent games is
// the XOR of the parts' values.
//
// # Games
//
// A game implements [Game]: Moves appends the positions one move away,
// Terminal says where play has ended early and how. Optional capabilities
// are found by type assertion when an engine starts: [Dense] numbers the
// positions so that tables are slices instead of maps (several times
// faster), [DenseMoves] lets a Dense game speak in those numbers,
// [MoveOffsets] describes moves that are the same translations everywhere
// as data (subtraction games: the dense engines then run their own loop, as
// fast as a hand-written one), [ScoringBlock] hands over the scored moves
// of a whole block of positions per call, [Symmetric] lets the Searcher
// share one table entry between equivalent positions, and [Reversible]
// lists the positions a move comes from, for the engines that work
// backwards.
//
// # Engines
//
// Every engine takes a context (long solves can be cancelled) and *[Options]
// (nil for defaults: a position limit, a progress callback, workers) and
// returns a [Solution] that answers Outcome, Remoteness, Value, BestMoves,
// RankedMoves and statistics. Pick by the game:
//
//   - impartial, acyclic, normal play, sums of games: [SolveGrundy] (nim-values),
//     [SumValue] and [SumMoves] for sums, [Grundy] one-shot;
//   - acyclic with wins, losses and ties: [SolveTopo] (pull, with its own
//     depth-first order), [SolveTopoOrder] (pull over your order), and
//     [SolvePush] (push; much faster where most positions are won and have
//     many moves);
//   - any game, loops allowed (draws), whole spaces or what start positions
//     reach, in parallel: [SolveRetrograde]; check a game with [Verify];
//   - scoring games (the mover maximises a margin, see [Scoring]):
//     [SolveScores] tabulates them, [Search] and [Searcher] run alpha-beta
//     with a transposition table on trees too large to tabulate;
//   - eventually periodic value sequences: [FindPeriod] and [ProvePeriod].
//
// # Games that ship
//
// Each comes as closed forms where theory gives them, exact over the whole
// integer range, and as a Game for the engines; the tests check one against
// the other and against published facts.
//
//   - Nim: [nim.Outcome], [nim.WinningMoves], [nim.MisereWinningMoves]; [Nim]
//     and [nim.Poker] (bounded additions) as games.
//   - Subtraction games: [Subtraction] with its proven period, the Bash and
//     take-p-to-q games ([BashOutcome], [TakeRangeOutcome]), subtract-a-square
//     ([subtraction.Squares]).
//   - Wythoff: [wythoff.IsP], [wythoff.WinningMoves], [wythoff.GrundyTable], [Wythoff].
//   - Fibonacci nim: [fibonacci.WinningTake] from the Zeckendorf representation.
//   - Staircase Nim and the equal-piles game: [staircase.WinningMoves],
//     [staircase.EqualPilesWinningMoves].
//   - Green Hackenbush on any picture: [hackenbush.ParseGreen], by the colon and
//     fusion principles.
//   - Octal and take-and-break games: [octal.Parse], nim-sequences by the
//     sparse-space method, periodicity proofs (Guy–Smith); [octal.Grundys];
//     [Treblecross].
//   - Loopy games and endgames: [Circle], [TicTacToe], [Endgame] (KRK, KQK).
//   - Scoring: [Coins] and [Blocks] from the ends, [PrimeRace], [ConnectFour].
//
// No engine recurses on the goroutine stack in proportion to the depth of a
// game: a chain of ten million positions solves. Acyclic engines report
// [ErrCycle] (or [ErrOrder] when driven by an order) rather than hang.
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
//	sol, err := cgt.SolveGrundy[int](ctx, takeAway{[]int{1, 3, 4}}, []int{102}, nil)
//	// handle err
//	sol.Value(102)     // 2: the nim-value of a heap of 102
//	sol.Outcome(102)   // Win
//	sol.BestMoves(102) // [98]: the moves to a heap of value 0
//	sol.Outcome(100)   // Loss: every heap met on the way is solved too
//
// The engine files (game.go and solution.go with one of grundy.go,
// topo.go, retrograde.go or scoring.go) need only the standard library
// (and golang.org/x/exp/constraints for scoring.go), so they can be copied
// into a single program. The command cmd/cgt answers the common questions
// from the shell.
package cgt
