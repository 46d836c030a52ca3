package cgt

import (
	"context"
	"errors"
	"fmt"
	"iter"
	"runtime"
	"strconv"
	"unicode/utf8"
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

// Play is a play convention: who wins when a player cannot move. Games
// that offer both conventions take a Play (subtraction.New, for one);
// closed forms with a single convention say which in their name
// (NimOutcome is normal play, MisereNimOutcome misère play).
type Play int8

const (
	// Normal play: the player who cannot move loses. This is the zero
	// value, and the default of every engine (see Game).
	Normal Play = iota
	// Misere play: the player who cannot move wins (the player who makes
	// the last move loses).
	Misere
)

// String returns "normal" or "misère".
func (m Play) String() string {
	switch m {
	case Normal:
		return "normal"
	case Misere:
		return "misère"
	}
	return "Play(" + strconv.Itoa(int(m)) + ")"
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
	// returns the extended slice, as strconv.AppendInt does: it must not
	// retain dst nor modify dst[:len(dst)] (engines may pass a slice that
	// already holds other positions; start from dst, never from
	// dst[:0]). Verify checks this. Engines call Moves only at positions
	// that are not terminal.
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
	// in one move and returns the extended slice, under the contract of
	// Moves: it must not retain dst nor modify dst[:len(dst)].
	Predecessors(dst []P, p P) []P
}

// Dense is the optional capability of a game whose positions are numbered
// 0 … Size()−1. Engines detect it with a type assertion when they start and
// then keep their tables in slices instead of maps, which is several times
// faster. Index and Position must be inverse; Verify checks it. A
// Symmetric game may number its classes instead of its positions:
// Index(p) is then the number of p's class, the same for all its members,
// and Position(i) is the class's representative, Canonical(p) (the tiers
// of a Tiered game likewise). SolveRetrograde, with Orbits, solves such a
// game one class a number.
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
// position numbers (MovesAt appends under the contract of Moves), so that engines sweeping the whole space skip a call of
// Position per position and of Index per move. It must agree with Terminal
// and Moves: TerminalAt(i) = Terminal(Position(i)), and MovesAt(dst, i)
// appends Index(q) for each q in Moves(nil, Position(i)), in that order.
// Verify checks it.
type DenseMoves interface {
	TerminalAt(i int) (Outcome, bool)
	MovesAt(dst []int, i int) []int
}

// DensePredecessors is the optional capability of a Dense, Reversible game
// to list predecessors by number: PredecessorsAt(dst, i) appends Index(q),
// under the contract of Moves,
// for each q in Predecessors(nil, Position(i)), in that order. The push
// form of the topological engine uses it to skip a call of Index per
// predecessor.
type DensePredecessors interface {
	PredecessorsAt(dst []int, i int) []int
}

// MoveOffsets is the optional capability of a Dense game whose moves are
// the same everywhere up to translation, described as data instead of
// listed per position: from position number i the moves lead to i − d for
// each offset d ≤ i, in the order of the offsets, and nothing is terminal.
// Subtraction games under normal play and subtract-a-square are of this
// form. The engines that sweep a whole space (SolveGrundy, SolveTopo and
// SolvePush with no starts or order) then run their own loop over the
// offsets, with no call into the game per position and no move list
// written and read back: the cost is that of a hand-written loop over a
// slice, O(Σ moves) for the pull forms and O(N + L·|offsets|) for the push
// form with L lost positions, one call of MoveOffsets per solve. A game
// that does not implement it is solved exactly as before.
//
// The contract, which Verify checks: when ok is true, offsets is ascending,
// its elements are ≥ 1, TerminalAt and Terminal report nothing anywhere,
// the moves of position i (Moves, MovesAt) are i − d for each offset
// d ≤ i in order, and, for a Reversible game, its predecessors are i + d
// for each offset with i + d < Size(), in order. ok = false says that this
// value of the game is not of that form (a misère subtraction game, say);
// engines then use the game's other capabilities. Engines do not modify
// nor retain offsets.
type MoveOffsets interface {
	MoveOffsets() (offsets []int, ok bool)
}

// offsetsOf returns the offsets of g if g is a MoveOffsets game whose
// offsets apply and are well formed (ascending, ≥ 1), else nil.
func offsetsOf(g any) []int {
	mo, ok := g.(MoveOffsets)
	if !ok {
		return nil
	}
	off, ok := mo.MoveOffsets()
	if !ok || !validOffsets(off) {
		return nil
	}
	return off
}

// validOffsets reports whether off is ascending with elements ≥ 1.
func validOffsets(off []int) bool {
	for j, d := range off {
		if d < 1 || j > 0 && d <= off[j-1] {
			return false
		}
	}
	return true
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

// Tiered is the optional capability of a game whose positions fall into
// tiers that play only leaves downwards (stones placed, material left): a
// move from a position of tier t stays in t or goes to one of ChildTiers(t),
// and the graph of tiers and child tiers has no cycle. Within a tier the
// positions are numbered densely. A tiered solver (package
// github.com/cgtgo/cgt/tier) solves one tier at a time from its children
// and keeps the finished tiers on disk, so that its memory follows the
// largest tier and its children instead of the whole game. Verify checks
// it.
type Tiered[P comparable] interface {
	// Tiers is the number of tiers, numbered 0 … Tiers()−1.
	Tiers() int
	// Tier returns the tier of p.
	Tier(p P) int
	// ChildTiers returns the tiers other than t that moves from positions
	// of t lead to (it may list a tier no move happens to reach; it must
	// list every tier some move reaches). The caller does not modify it.
	ChildTiers(t int) []int
	// TierSize is the number of positions of tier t.
	TierSize(t int) int
	// TierIndex returns the number of p within its tier, in
	// [0, TierSize(Tier(p))).
	TierIndex(p P) int
	// TierPosition returns the position numbered i in tier t, for
	// 0 ≤ i < TierSize(t).
	TierPosition(t, i int) P
}

// Score is the constraint on the score types of scoring games: any signed
// integer or floating-point type. Unsigned types are excluded because a
// margin (my points minus yours) is negative for the player behind.
// Engines add and subtract scores in S; a game must leave headroom so that
// sums along a line of play do not overflow.
type Score interface {
	~int | ~int8 | ~int16 | ~int32 | ~int64 | ~float32 | ~float64
}

// Scoring is a Game in which the players collect points and each wants the
// largest margin (own points minus the opponent's). It is the game the
// negamax engines (SolveScores, Searcher) take.
//
// Play has ended at p when Terminal(p) reports so or when p has no moves;
// the engines then take Payoff(p) as the margin for the player to move and
// ignore Terminal's outcome. Elsewhere the margin of p is the largest
// Gain(p, q) − margin(q) over the moves q. The outcome of a position is the
// sign of its margin: Win above zero, Tie at zero, Loss below.
type Scoring[P comparable, S Score] interface {
	Game[P]
	// Gain returns the points the player to move at p scores by moving
	// to q (negative for a penalty). Engines call it only for q among
	// Moves(p).
	Gain(p, q P) S
	// Payoff returns the final margin for the player to move at a
	// position where play has ended, usually 0.
	Payoff(p P) S
}

// ZeroSum is the optional capability of a Scoring game that knows how many
// points are still to be won from p by the two players together. The mover's
// best total is then Remaining(p) − (the opponent's best total after the
// best move), so SolveScores needs one call of Remaining per position instead
// of one call of Gain per move ("the zero-sum shortcut"; see
// BenchmarkZeroSum). Remaining must equal Gain(p, q) + Remaining(q) for every
// move, and at an ended position the mover's total is taken as
// (Remaining(p) + Payoff(p)) / 2, so for an integer S the sum must be even
// there (it is when Payoff splits the remaining points, or both are 0).
// Scores.Total answers the totals of a ZeroSum game. A game with ScoringAt
// solved over its whole space needs no shortcut: its gains come with its
// moves.
type ZeroSum[P comparable, S Score] interface {
	Scoring[P, S]
	// Remaining returns the points still to be won from p.
	Remaining(p P) S
}

// ScoredMove is a move given by position numbers, with what the mover
// scores by it (see ScoringAt).
type ScoredMove[S Score] struct {
	To   int // Index of the position the move leads to
	Gain S   // what the player to move scores by it
}

// ScoringAt is the optional capability of a Dense Scoring game that speaks
// in position numbers, as DenseMoves does for outcome games: when
// SolveScores sweeps the whole space it then makes one call per position
// instead of Position, Terminal, Moves, and Index and Gain per move — for a
// game as light as Coins, that call overhead is most of the work. It must
// agree with the game: for p = Position(i), ended is true exactly when play
// has ended at p (Terminal, or no moves), payoff is then Payoff(p), and
// otherwise moves appends, for each q of Moves(nil, p) in order,
// {Index(q), Gain(p, q)}. A game's tests should check that agreement over
// its space, as the shipped games' tests do.
type ScoringAt[S Score] interface {
	ScoredMovesAt(dst []ScoredMove[S], i int) (moves []ScoredMove[S], ended bool, payoff S)
}

// ScoringBlock is the optional capability of a ScoringAt game that lists
// the scored moves of a whole block of consecutive positions in one call
// ("moves by the block"). When SolveScores sweeps the whole space, it asks
// for blocks of a few hundred to a few thousand positions into buffers it
// reuses, so the cost of the call, and whatever the game does to find where
// a position is (Coins and Blocks take a square root to turn a number into
// a span), is paid once per block instead of once per position; the game
// walks the block incrementally. Cost model: one call per block, one
// ScoredMove written by the game and read by the engine per move (plus one
// per ended position), one int32 per position; no allocation once the
// buffers have grown to a block's size.
//
// The contract: ScoredMovesBlock appends to moves, for each position
// number i = lo, lo+1, …, hi−1 in turn, the entries ScoredMovesAt(·, i)
// appends — or, where play has ended at i (ended, or no moves), the one
// entry {To: −1, Gain: payoff} — and appends to ends the length of moves
// after position i's entries, so ends gains hi − lo elements and position
// i's entries are moves[ends[i−lo−1]:ends[i−lo]] (from len(moves) on entry
// for the first). Both slices follow the append contract of Moves. The
// engine calls it with 0 ≤ lo < hi ≤ Size(). A game's tests should check
// the blocks against ScoredMovesAt, as the shipped games' tests do.
type ScoringBlock[S Score] interface {
	ScoringAt[S]
	ScoredMovesBlock(moves []ScoredMove[S], ends []int32, lo, hi int) ([]ScoredMove[S], []int32)
}

// MoveOrderer is the optional move-ordering hook of a game searched by a
// Searcher: OrderMoves reorders moves (the result of Moves(p)) in place,
// most promising first for the player to move at p. Good ordering makes
// alpha-beta cut more; it never changes a value. The Searcher still tries
// the move its table remembers as best first. OrderMoves must be
// deterministic and must not retain moves.
type MoveOrderer[P comparable] interface {
	OrderMoves(p P, moves []P)
}

// Bounded is the optional capability of a Scoring game that knows bounds on
// a margin before searching: MarginBounds(p) returns lo ≤ hi with
// lo ≤ margin(p) ≤ hi, for a position where play goes on. The Searcher cuts
// at once when the bounds fall outside its window and narrows the window
// with them otherwise — in a game scored by how fast it is won (Connect
// Four: nobody wins before their next stone), this prunes most null-window
// tests far from the true score. Bounds that do not hold give wrong
// answers; loose bounds only cost time.
type Bounded[P comparable, S Score] interface {
	MarginBounds(p P) (lo, hi S)
}

// BoundedMoves is the optional capability of a Bounded game whose bounds
// and moves come from the same work (in Connect Four, the cells where
// either player would connect four): MovesBounds(dst, p) returns the
// bounds MarginBounds(p) returns and, unless lo == hi, the moves
// Moves(dst, p) appends (when lo == hi the moves are not used and may be
// left out). It answers ended positions too, with lo == hi == Payoff(p).
// The Searcher then makes one call per position where it would make three
// (Terminal, MarginBounds and Moves).
type BoundedMoves[P comparable, S Score] interface {
	Bounded[P, S]
	MovesBounds(dst []P, p P) (moves []P, lo, hi S)
}

// Symmetric is the optional capability of a game whose positions fall into
// classes of equivalent ones — mirror images, rotations, relabellings —
// that have the same margin (or outcome) and whose moves correspond one to
// one: Canonical(p) returns the representative of p's class, the same
// position for every member of it. The Searcher keys its transposition
// table on Canonical(p), so a position and its mirror image share one
// entry, and the search below one of them serves the other (in Connect
// Four, mirror images are common in the opening, where the trees are
// largest). The table's remembered best move is used as a hint only when
// the position probing and the one that stored the entry are both their
// class's representative or both not (exact for a class of two). Cost:
// one call of Canonical per position entered. A wrong Canonical gives wrong
// answers.
type Symmetric[P comparable] interface {
	Canonical(p P) P
}

// Orbits is the optional capability of a Symmetric game that also counts
// the members of a class: OrbitSize(p) is the number of distinct positions
// equivalent to p, p included (1 for a position equal to all its images,
// at most the number of symmetries). With it SolveRetrograde solves one
// position per class, the representative Canonical(p), which divides its
// time and memory by about the number of symmetries (two for a mirror).
//
// The engine relies on Symmetric's rules and on these: a symmetry maps
// moves to moves (so Predecessors to Predecessors) and keeps Terminal. It
// counts the moves of a representative q as NumMoves(q)·OrbitSize(q), and
// takes OrbitSize(p) off that count for each listing of a predecessor of
// p (a representative) that Canonical maps to q. Counting over the whole
// group shows that the two agree for every q and p, whether either, both
// or neither equals its own images, so q is lost exactly when all its
// moves are. Verify checks the capability at the positions it visits.
// Cost: one call of Canonical per move and per predecessor listed, and of
// OrbitSize per position.
type Orbits[P comparable] interface {
	Symmetric[P]
	OrbitSize(p P) int
}

// Hasher is the optional capability of a game that hashes its positions for
// the Searcher's transposition table and the partizan engines' memo of
// positions (which mix the hash, so that one good in some bits only does
// no harm). Without it they use hash/maphash.Comparable, tens of
// nanoseconds for a struct. Equal positions must have equal hashes; the
// tables store full positions, so collisions cost time, never correctness.
type Hasher[P comparable] interface {
	Hash(p P) uint64
}

// signOutcome is Win for a positive margin, Tie for zero, Loss for negative.
func signOutcome[S Score](m S) Outcome {
	switch {
	case m > 0:
		return Win
	case m < 0:
		return Loss
	}
	return Tie
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
	// ErrInconsistent: Verify (or an engine) found a game contradicting
	// itself or its contract.
	ErrInconsistent = errors.New("cgt: inconsistent game")
	// ErrNotDense: the call needs a Dense game (for instance to solve
	// the whole space when no start positions are given).
	ErrNotDense = errors.New("cgt: the game is not Dense")
)

// QuoteInput returns s quoted for an error message, as strconv.Quote (and
// fmt's %q) quote it, with bytes that are not UTF-8 escaped (\xff, never
// U+FFFD). A quotation longer than 80 characters is cut to its first 60,
// followed by an ellipsis and the length of s in bytes, as in
// "WWWW…"… (100000 bytes), so that an error about a long input stays one
// short line. The parsers of cgt and its games quote bad input with it.
func QuoteInput(s string) string {
	const most, keep = 80, 60 // characters of the quotation, quotes included
	chars, cut := 2, 0        // characters so far; the bytes of s kept if cut
	for i := 0; i < len(s); {
		_, n := utf8.DecodeRuneInString(s[i:])
		q := strconv.Quote(s[i : i+n]) // one rune, or one byte that is not UTF-8
		chars += utf8.RuneCountInString(q) - 2
		if chars > most {
			return strconv.Quote(s[:cut]) + "… (" + strconv.Itoa(len(s)) + " bytes)"
		}
		if i += n; chars <= keep {
			cut = i
		}
	}
	return strconv.Quote(s)
}

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
	// Phase, when not nil, is called from the solving goroutine as each
	// phase of a solve begins, with its name ("forward search", "counting
	// moves", "wins and losses", "ties", "draws"), and with "" when the
	// solve ends, so that a caller can time each phase (cgt solve
	// --progress prints the wall and CPU time of each). Engines without
	// phases (one sweep) do not call it.
	Phase func(name string)
}

// phase reports the beginning of a phase (see Options.Phase).
func (o *Options) phase(name string) {
	if o != nil && o.Phase != nil {
		o.Phase(name)
	}
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

// makeTable returns make([]T, n), a table an engine allocates before it
// solves, or ctx's error: at once when ctx is done already, and while a
// large table is made. The runtime clears what it allocates, in one call
// that looks at no context: 0.1 s for the 500 MB of a 10⁸-position table
// on an idle machine, seconds on a loaded one whose memory must be found
// (TestCancel saw 1.9 s). So a table of a million entries or more is made
// by another goroutine while this one waits for it or for ctx, and
// returns ctx's error as soon as ctx is done, leaving the table to the
// collector. A nil ctx is never done.
func makeTable[T any](ctx context.Context, n int) ([]T, error) {
	if ctx == nil {
		return make([]T, n), nil
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if n < 1<<20 || ctx.Done() == nil {
		return make([]T, n), nil
	}
	made := make(chan []T, 1)
	go func() { made <- make([]T, n) }()
	select {
	case t := <-made:
		if err := ctx.Err(); err != nil {
			return nil, err // done while it was made
		}
		return t, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

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

// Resume sets the count of positions done to n, as for a computation that
// goes on from an earlier one that stopped at n (a table of values kept
// between calls, as the partizan engine's): the limit then bounds the
// positions of all the calls together, and Progress is next called at the
// first multiple of ProgressEvery above n. Call it before the first Step.
func (m *Meter) Resume(n int) {
	m.done = n
	m.nextProg = (n/m.every + 1) * m.every
	m.schedule()
}

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

// adopt returns stack extended by got, the result of an append-style call
// (Moves, MovesAt, …) made with dst = stack[len(stack):]. When the call
// appended in place, as the contract asks, that costs nothing; when it
// allocated (not enough capacity) or returned other memory, got is copied.
// Engines keep their own stacks this way, so that a game that truncates
// dst (dst = dst[:0], against the contract of Moves) cannot overwrite
// positions the engine still holds.
func adopt[T any](stack, got []T) []T {
	n := len(stack)
	if len(got) == 0 {
		return stack
	}
	if cap(stack) > n && &got[0] == &stack[:n+1][n] {
		return stack[:n+len(got)]
	}
	return append(stack, got...)
}
