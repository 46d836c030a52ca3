package cgt

import (
	"context"
	"errors"
	"fmt"
	"iter"
	"runtime"
	"strconv"
)

// Outcome is the result of a position for the player to move there, under
// best play by both sides. Outcomes are ordered from the mover's point of
// view: Loss < Draw < Tie < Win, so the better of two outcomes is max(a, b).
// The zero value, Unknown, marks a position that has not been solved.
type Outcome int8

// The outcomes, worst first. Draw means play never ends; Tie means play ends
// level.
const (
	Unknown Outcome = iota
	Loss
	Draw
	Tie
	Win
)

// String returns "Loss", "Draw", "Tie", "Win" or "Unknown".
func (o Outcome) String() string {
	switch o {
	case Loss:
		return "Loss"
	case Draw:
		return "Draw"
	case Tie:
		return "Tie"
	case Win:
		return "Win"
	case Unknown:
		return "Unknown"
	}
	return "Outcome(" + strconv.Itoa(int(o)) + ")"
}

// Opposite returns the outcome for the other player: Win and Loss swap,
// Draw, Tie and Unknown stay. The outcome of a move for the mover is the
// Opposite of the outcome at the position it leads to.
func (o Outcome) Opposite() Outcome {
	switch o {
	case Win:
		return Loss
	case Loss:
		return Win
	}
	return o
}

// Game describes a two-player game of perfect information. Positions are
// values of a comparable type P chosen by the game (an int, a small array, a
// packed integer, a string); engines key their tables on P itself, never on
// a display string. The player to move is part of the position when it
// matters (partizan and turn-dependent games).
//
// Normal play is the default: a position with no moves that is not terminal
// is a Loss for the player to move. Misère play, ties and early wins are
// expressed through Terminal.
type Game[P comparable] interface {
	// Moves appends to dst the positions reachable from p in one move and
	// returns the extended slice. It must not retain dst. Engines call
	// Moves only at positions that are not terminal.
	Moves(dst []P, p P) []P
	// Terminal reports whether play has ended at p and, if so, the outcome
	// for the player to move there.
	Terminal(p P) (Outcome, bool)
}

// Reversible is a Game that can also enumerate the positions from which a
// position is reached in one move. The push form of the topological engine
// and retrograde analysis use it.
type Reversible[P comparable] interface {
	Game[P]
	// Predecessors appends to dst the positions from which p is reachable
	// in one move and returns the extended slice. It must not retain dst.
	Predecessors(dst []P, p P) []P
}

// Dense is the optional capability of a game whose positions are numbered
// 0 … Size()−1. Engines detect it with a type assertion when they start and
// then keep their tables in slices instead of maps, which is several times
// faster. Index and Position must be inverse; Verify checks it.
type Dense[P comparable] interface {
	// Size is the number of positions.
	Size() int
	// Index returns the number of p, in [0, Size()). It may return a
	// negative number or one ≥ Size() for a value of P that is not a
	// position of the game; engines report that as an error.
	Index(p P) int
	// Position returns the position numbered i, for 0 ≤ i < Size().
	Position(i int) P
}

// DenseMoves is an optional capability of a Dense game that speaks in
// position numbers, so that engines sweeping the whole space skip a call of
// Position per position and of Index per move. It must agree with Terminal
// and Moves: TerminalAt(i) = Terminal(Position(i)), and MovesAt(dst, i)
// appends Index(q) for each q in Moves(nil, Position(i)), in that order.
// Verify checks it.
type DenseMoves interface {
	TerminalAt(i int) (Outcome, bool)
	MovesAt(dst []int, i int) []int
}

// DensePredecessors is the optional capability of a Dense, Reversible game
// to list predecessors by number: PredecessorsAt(dst, i) appends Index(q)
// for each q in Predecessors(nil, Position(i)), in that order. The push
// form of the topological engine uses it to skip a call of Index per
// predecessor.
type DensePredecessors interface {
	PredecessorsAt(dst []int, i int) []int
}

// MoveCounter is an optional capability of a game that can count the moves
// from a position without listing them. SolveRetrograde detects it by a
// type assertion and, when it solves the whole space of a Dense game that is
// also Reversible, calls NumMoves instead of Moves to set its counters, which
// matters for games with hundreds of moves per position. Verify checks it.
type MoveCounter[P comparable] interface {
	// NumMoves returns len(Moves(nil, p)) for a position p where play has
	// not ended.
	NumMoves(p P) int
}

// Errors returned by the engines. They are sentinel values: test for them
// with errors.Is, since engines wrap them with the position concerned.
var (
	// ErrCycle: an engine for acyclic games met a position that can be
	// reached from itself.
	ErrCycle = errors.New("cgt: the game has a cycle")
	// ErrLimit: solving would store more positions than Options.Limit.
	ErrLimit = errors.New("cgt: position limit exceeded")
	// ErrOrder: a position given in an order came before one of the
	// positions it moves to, or a move led outside the order.
	ErrOrder = errors.New("cgt: order is not topological")
	// ErrNotNormalPlay: the Grundy engine met a terminal position whose
	// outcome is not Loss; nim-values describe normal-play games only.
	ErrNotNormalPlay = errors.New("cgt: not a normal-play game")
	// ErrIndex: a Dense game's Index returned a number outside [0, Size()).
	ErrIndex = errors.New("cgt: position index out of range")
	// ErrInconsistent: Verify found a game contradicting itself.
	ErrInconsistent = errors.New("cgt: inconsistent game")
)

// Options tunes an engine. A nil *Options means the defaults.
type Options struct {
	// Limit is the largest number of positions an engine may store; past
	// it the engine stops with ErrLimit. Zero means no limit. A Dense game
	// solved over its whole space fails at once when Size() > Limit.
	Limit int
	// Progress, when not nil, is called from the solving goroutine with the
	// number of positions done so far, about every ProgressEvery positions.
	Progress func(done int)
	// ProgressEvery is the interval between Progress calls; zero means
	// 1<<20 positions.
	ProgressEvery int
	// Workers is the number of goroutines an engine that can work in
	// parallel may use; zero means one, and a negative number means
	// runtime.GOMAXPROCS(0). With more than one, the game's methods are
	// called from several goroutines at once and must be safe for that (a
	// game without mutable state is), which is why it is not the default.
	// Results never depend on it. Engines that work sequentially ignore it.
	Workers int
	// TableBytes is the size of the transposition table of searching
	// engines (alpha-beta); zero means 64 MiB.
	TableBytes int
}

// workers returns the number of goroutines o allows (see Workers).
func (o *Options) workers() int {
	switch {
	case o == nil || o.Workers == 0:
		return 1
	case o.Workers < 0:
		return runtime.GOMAXPROCS(0)
	}
	return o.Workers
}

// checkEvery is how many positions pass between context checks.
const checkEvery = 1 << 12

// Meter paces a long computation: it counts the positions done and, every
// few thousand of them, checks the context and the position limit of an
// Options and calls its Progress callback. Every engine uses one; a game
// package with a long computation of its own (an octal game's value table)
// uses one too, so that Options means the same everywhere. Step costs one
// comparison except on the slow path.
//
// A Meter is used by one goroutine. Its zero value is not usable: make one
// with NewMeter.
type Meter struct {
	ctx      context.Context
	limit    int
	every    int
	progress func(int)
	done     int
	next     int // done count at which Step takes the slow path
	nextProg int
}

// NewMeter returns a Meter for ctx and o (nil means defaults: no limit, no
// progress). A nil ctx is never cancelled.
func NewMeter(ctx context.Context, o *Options) *Meter {
	m := &Meter{ctx: ctx, every: 1 << 20}
	if o != nil {
		m.limit = o.Limit
		m.progress = o.Progress
		if o.ProgressEvery > 0 {
			m.every = o.ProgressEvery
		}
	}
	m.nextProg = m.every
	m.schedule()
	return m
}

func (m *Meter) schedule() {
	m.next = m.done + checkEvery
	if m.limit > 0 && m.limit+1 < m.next {
		m.next = m.limit + 1
	}
	if m.progress != nil && m.nextProg < m.next {
		m.next = m.nextProg
	}
}

// Step records one more position. It returns an error wrapping ErrLimit
// once more than Options.Limit positions are done, or the context's error
// once it is done; the caller stops and returns it.
func (m *Meter) Step() error {
	m.done++
	if m.done < m.next {
		return nil
	}
	return m.slow()
}

// Add records k more positions, as k calls of Step would.
func (m *Meter) Add(k int) error {
	m.done += k
	if m.done < m.next {
		return nil
	}
	return m.slow()
}

// Done returns the number of positions recorded so far.
func (m *Meter) Done() int { return m.done }

func (m *Meter) slow() error {
	if m.limit > 0 && m.done > m.limit {
		return fmt.Errorf("%w: more than %d positions", ErrLimit, m.limit)
	}
	if m.ctx != nil {
		if err := m.ctx.Err(); err != nil {
			return err
		}
	}
	if m.progress != nil && m.done >= m.nextProg {
		m.progress(m.done)
		for m.nextProg <= m.done {
			m.nextProg += m.every
		}
	}
	m.schedule()
	return nil
}

// MovesOf returns the moves from p as an iterator, for convenience off the
// hot path (it allocates; engines call Moves with a reused slice).
func MovesOf[P comparable](g Game[P], p P) iter.Seq[P] {
	return func(yield func(P) bool) {
		for _, q := range g.Moves(nil, p) {
			if !yield(q) {
				return
			}
		}
	}
}

// tableBytes returns the transposition-table size o asks for.
func (o *Options) tableBytes() int {
	if o == nil || o.TableBytes <= 0 {
		return 64 << 20
	}
	return o.TableBytes
}
