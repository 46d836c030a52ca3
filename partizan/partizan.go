package partizan

// The partizan engine: the Partizan interface and Canonical, with
// Table to reuse one arena of forms over many positions. The
// values it returns, and their arithmetic, are the package's other files:
// dyadic.go (the numbers), value.go (the Value type and what it answers),
// universe.go (canonical forms: the arithmetic), encode.go (the string
// inside a Value), notation.go (CGSuite's notation, printed and parsed),
// thermo.go (thermographs) and loopy*.go (games that may repeat: outcomes
// with draws, stoppers, onsides and offsides, the Loopy value). Together
// they compile with the root's game.go and solution.go alone ("cgt bundle
// partizan"; doc.go says what they use of the root).

import (
	"context"
	"fmt"

	"github.com/cgtgo/cgt"
)

// Partizan describes a short partizan game in normal play: Left and Right
// have their own moves, the player unable to move loses, and every play
// ends. The player to move is not part of a position: a position is a
// game, in which either may move first. The loopy engine (GraphOf,
// SolveLoopy, LoopyValueOf) takes games of the same shape whose
// positions may repeat, infinite play being a draw.
type Partizan[P comparable] interface {
	// LeftMoves appends to dst the positions Left can move to from p and
	// returns the extended slice. It must not retain dst nor modify
	// dst[:len(dst)]: engines pass their live stack as dst.
	LeftMoves(dst []P, p P) []P
	// RightMoves appends the positions Right can move to from p, with the
	// same contract.
	RightMoves(dst []P, p P) []P
}

// Splitter is an optional capability of a Partizan game whose positions
// fall apart into independent parts (the regions of a Domineering board,
// the strips of Toads and Frogs): Components appends to dst positions whose
// sum has the value of p, and returns the extended slice, with the
// contract of LeftMoves. Returning p alone means p does not split; returning
// one other position q says p has the value of q, which lets a game map
// positions to a normal form (translated, reflected) so that equal parts
// are solved once. Components of the empty position may be none (value 0).
// The engine detects it by a type assertion and works on the parts, which
// can be exponentially faster.
type Splitter[P comparable] interface {
	Components(dst []P, p P) []P
}

// Negator is an optional capability of a Splitter game one of whose
// symmetries swaps the players' roles (transposing a Domineering board):
// Negative(p) returns the image q of the part p under it, in the normal
// form Components gives, whose value is the negative of p's, and false if
// q is p itself. The engines solve a part and its image once: a part
// whose image is solved (Table) or found, of the same Size (Canonical
// with workers), takes the negative of its value. A part is solved as it
// is, not turned, so that a game whose parts' images never arise pays
// only the look-up.
//
// PairKey(p) is a number that p and its image share (a hash of what the
// symmetry keeps, cheap to compute: Domineering's counts of squares and
// of vertical and horizontal pairs), so that the parallel engine hands
// both to one worker, which then finds the second to be the first one's
// image without asking the others.
type Negator[P comparable] interface {
	Negative(p P) (P, bool)
	PairKey(p P) uint64
}

// Pruner is an optional capability of a game that knows some of its moves
// to be dominated without their values (in Domineering, a domino on
// squares the opponent can never take, beside one closed at both ends):
// PrunedLeftMoves appends Left's moves of p, with the contract of
// LeftMoves, less any number of them, each left out only if a move kept
// is at least as good for Left (G^B ≤ G^A, G^B left out and G^A kept);
// PrunedRightMoves the same for Right (G^B ≥ G^A). Dominated options are
// not in a canonical form, so the value is the same with them or
// without: the engines that compute values (Table, Canonical, with
// workers or not) ask for the pruned moves, and skip the work of those
// left out (their parts, sums and comparisons). What needs every move
// (Table.SensibleOptions, the loopy engine) asks LeftMoves and RightMoves.
type Pruner[P comparable] interface {
	PrunedLeftMoves(dst []P, p P) []P
	PrunedRightMoves(dst []P, p P) []P
}

// valueMoves returns the moves by which the engines value the positions
// of g: its pruned moves if it is a Pruner, else all of them.
func valueMoves[P comparable](g Partizan[P]) (left, right func([]P, P) []P) {
	if pr, ok := g.(Pruner[P]); ok {
		return pr.PrunedLeftMoves, pr.PrunedRightMoves
	}
	return g.LeftMoves, g.RightMoves
}

// Table computes canonical forms of positions of one partizan game,
// keeping the values of the positions it has solved and its interned
// values between calls, so that positions shared by several calls are
// solved once. It is not safe for concurrent use.
type Table[P comparable] struct {
	g     Partizan[P]
	split Splitter[P]
	opt   *cgt.Options
	u     *universe
	memo  posMemo[P]
	done  int // positions solved
	stack []pframe[P]
	kids  []P
	// kidIDs[i] is the value of kids[i] once known
	kidIDs []vid
	// owner[i] is the move of an expanded frame that kids[i] is part of
	owner   []int32
	negator Negator[P]
	// left and right are the moves the table values positions by
	// (valueMoves).
	left, right func([]P, P) []P
	moveBuf     []P
	hashes      []uint64 // scratch of the memo's lookup
}

// pframe is one position being solved: its children (moves, or parts)
// are kids[start:end], the first nl of them Left's moves.
type pframe[P comparable] struct {
	p          P
	start, end int
	nl         int
	next       int
	sum        bool
	looked     bool // the memo was asked for every child (kidIDs, unknown if not there)
	// expanded: the children are the components of the moves, kids[i]
	// a part of move owner[i]; nl and nMoves count moves.
	expanded bool
	nMoves   int
}

// busy marks a position being solved in the memo, unknown a child not
// found in it.
const (
	busy    vid = -1
	unknown vid = -2
)

// NewTable returns an empty table for g. opt.Limit bounds the
// number of positions the table stores over all calls; Progress is called
// with the number of positions solved. A Table works in the calling
// goroutine and ignores opt.Workers (Canonical uses it).
func NewTable[P comparable](g Partizan[P], opt *cgt.Options) *Table[P] {
	t := &Table[P]{g: g, opt: opt, u: newUniverse(), memo: newPosMemo[P](g)}
	t.left, t.right = valueMoves(g)
	t.split, _ = g.(Splitter[P])
	if t.split != nil {
		t.negator, _ = g.(Negator[P])
	}
	return t
}

// Len returns the number of positions solved and stored.
func (t *Table[P]) Len() int { return t.done }

// Canonical returns the value (canonical form) of the position p of g. It
// is NewTable(g, opt).Value(ctx, p), but for a game that is a Splitter and
// a Sizer when opt.Workers asks for more than one goroutine: then that
// many share the work (the parallel engine: the regions found by a sweep
// from the largest size down, valued by a sweep from the smallest up, the
// regions of one size at once), the game's methods are called from several
// goroutines at once, and the value is the same. opt.Phase is then called
// with "finding regions" and "valuing regions", and Progress with the
// regions valued, after each size.
//
// Errors: cgt.ErrCycle if a position can be reached from itself (the game is
// not short), cgt.ErrLimit past opt.Limit positions, ctx.Err() when ctx is
// done, an error wrapping ErrRange if a number in a value does not fit a
// Dyadic (a Blue-Red Hackenbush stalk of 64 edges can be worth m/2⁶³).
func Canonical[P comparable](ctx context.Context, g Partizan[P], p P, opt *cgt.Options) (Value, error) {
	if n := workerCount(opt); n > 1 {
		split, ok1 := g.(Splitter[P])
		size, ok2 := g.(Sizer[P])
		if ok1 && ok2 {
			return parallelCanonical(ctx, g, split, size, p, n, opt)
		}
	}
	return NewTable(g, opt).Value(ctx, p)
}

// Value returns the canonical form of p. It solves every position reachable
// from p that the table has not solved yet, depth first with an explicit
// stack (no recursion on the depth of the game), each position once: the
// value of a position is the canonical form of {its Left moves' values |
// its Right moves' values}. For a Splitter, the value of a move is the sum
// of the values of its components, and only components (and p) are
// stored: a Domineering board is solved region by region. The cost is the number of positions times the cost of
// canonicalizing their forms, which is small for the values of real games.
//
// Errors as for Canonical; after an error the table keeps what it had
// solved before the call and may be used again.
func (t *Table[P]) Value(ctx context.Context, p P) (Value, error) {
	id, err := t.solve(ctx, p)
	if err != nil {
		return Value{}, err
	}
	return Value{t.u.encode(id)}, nil
}

func (t *Table[P]) solve(ctx context.Context, p P) (_ vid, err error) {
	if id, ok := t.memo.get(p); ok && id != busy {
		return id, nil
	}
	// A value whose numbers do not fit a Dyadic stops the solve with the
	// position being solved; the arena memoises only finished results, so
	// the table stays usable.
	defer func() {
		if r := recover(); r != nil {
			e, ok := asRange(r)
			if !ok || len(t.stack) == 0 {
				panic(r)
			}
			where := fmt.Sprintf("the value of %v", t.stack[len(t.stack)-1].p)
			t.abort()
			err = rangeIn(e, where)
		}
	}()
	m := cgt.NewMeter(ctx, t.opt)
	m.Resume(t.done)
	if ctx != nil {
		if err := ctx.Err(); err != nil {
			return 0, err
		}
	}
	t.stack, t.kids, t.kidIDs, t.owner = t.stack[:0], t.kids[:0], t.kidIDs[:0], t.owner[:0]
	t.push(p)
	for len(t.stack) > 0 {
		f := &t.stack[len(t.stack)-1]
		pushed := false
		if !f.looked {
			t.hashes = t.memo.lookup(t.kids[f.start:f.end], t.kidIDs[f.start:f.end], t.hashes)
			f.looked = true
		}
		for f.next < f.end {
			c := t.kids[f.next]
			id := t.kidIDs[f.next]
			if id == unknown {
				var ok bool
				if id, ok = t.memo.get(c); !ok {
					if id, ok = t.negative(c); !ok {
						t.push(c) // may move t.stack: f is reloaded below
						pushed = true
						break
					}
				}
			}
			if id == busy {
				err := fmt.Errorf("%w: through %v", cgt.ErrCycle, c)
				t.abort()
				return 0, err
			}
			t.kidIDs[f.next] = id
			f.next++
		}
		if pushed {
			continue
		}
		ids := t.kidIDs[f.start:f.end]
		var id vid
		switch {
		case f.sum:
			for _, x := range ids {
				id = t.u.add(id, x)
			}
		case f.expanded:
			l, r := make([]vid, f.nl), make([]vid, f.nMoves-f.nl)
			for k, x := range ids {
				if o := int(t.owner[f.start+k]); o < f.nl {
					l[o] = t.u.add(l[o], x)
				} else {
					r[o-f.nl] = t.u.add(r[o-f.nl], x)
				}
			}
			id = t.u.canon(l, r)
		default:
			l := append([]vid(nil), ids[:f.nl]...)
			r := append([]vid(nil), ids[f.nl:]...)
			id = t.u.canon(l, r)
		}
		t.memo.set(f.p, id)
		t.kids, t.kidIDs, t.owner = t.kids[:f.start], t.kidIDs[:f.start], t.owner[:f.start]
		t.stack = t.stack[:len(t.stack)-1]
		t.done++
		if err := m.Step(); err != nil {
			t.abort()
			return 0, err
		}
	}
	id, _ := t.memo.get(p)
	return id, nil
}

// negative returns the value of the part c from its Negative's, if the
// game is a Negator and that is solved, and stores it for c.
func (t *Table[P]) negative(c P) (vid, bool) {
	if t.negator == nil {
		return 0, false
	}
	q, ok := t.negator.Negative(c)
	if !ok {
		return 0, false
	}
	id, ok := t.memo.get(q)
	if !ok || id == busy {
		return 0, false
	}
	id = t.u.neg(id)
	t.memo.set(c, id)
	return id, true
}

// push starts solving p.
func (t *Table[P]) push(p P) {
	t.memo.set(p, busy)
	start := len(t.kids)
	f := pframe[P]{p: p, start: start, next: start}
	if t.split != nil {
		t.appendFrom(t.split.Components, p)
		if len(t.kids)-start == 1 && t.kids[start] == p {
			t.kids = t.kids[:start]
		} else {
			f.sum = true
		}
	}
	switch {
	case f.sum:
	case t.split == nil:
		t.appendFrom(t.left, p)
		f.nl = len(t.kids) - start
		t.appendFrom(t.right, p)
	default:
		// The children are the parts of the moves: only parts (normal
		// forms) are stored, and each move's value is the sum of its
		// parts' values.
		f.expanded = true
		mb := t.left(t.moveBuf[:0], p)
		f.nl = len(mb)
		mb = t.right(mb, p)
		t.moveBuf = mb
		f.nMoves = len(mb)
		for i, m := range mb {
			t.appendFrom(t.split.Components, m)
			for len(t.owner) < len(t.kids) {
				t.owner = append(t.owner, int32(i))
			}
		}
	}
	f.end = len(t.kids)
	for len(t.kidIDs) < f.end {
		t.kidIDs = append(t.kidIDs, 0)
	}
	for len(t.owner) < f.end {
		t.owner = append(t.owner, 0)
	}
	t.stack = append(t.stack, f)
}

// appendFrom appends moves(…, p) to the stack of children. The game gets
// an empty slice over the free capacity of the stack, so that a game that
// breaks the append contract (truncating dst) cannot overwrite the children
// of positions under way.
func (t *Table[P]) appendFrom(moves func([]P, P) []P, p P) {
	n := len(t.kids)
	r := moves(t.kids[n:n], p)
	if len(r) == 0 {
		return
	}
	if cap(t.kids) > n && &t.kids[:n+1][n] == &r[0] {
		t.kids = t.kids[:n+len(r)]
		return
	}
	t.kids = append(t.kids, r...)
}

// abort forgets the positions left unfinished by an error.
func (t *Table[P]) abort() {
	for _, f := range t.stack {
		t.memo.delete(f.p)
	}
	t.stack = t.stack[:0]
	t.kids, t.kidIDs, t.owner = t.kids[:0], t.kidIDs[:0], t.owner[:0]
}
