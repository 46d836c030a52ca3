package cgt

import "fmt"

// The sweeps of SolveScores over a game's position numbers (ScoringAt,
// ScoringBlock): the whole space of a Dense game in index order, each
// position folded from the numbers and gains of its moves, with no
// position values built.

// scanAt is scan for a game with ScoringAt: one call per position, and the
// table holds margins.
func (e *negamax[P, S]) scanAt(at ScoringAt[S]) error {
	m := e.m
	vs, rs := e.t.v, e.t.r
	n := uint(len(rs))
	vs = vs[:n]
	var edges []ScoredMove[S]
	for i := range rs {
		if rs[i] != 0 {
			continue
		}
		if err := m.Step(); err != nil {
			return err
		}
		var ended bool
		var pay S
		edges, ended, pay = at.ScoredMovesAt(edges[:0], i)
		if ended || len(edges) == 0 {
			vs[i], rs[i] = pay, 1
			continue
		}
		var f fold[S]
		ok := true
		for _, ed := range edges {
			k := uint(ed.To)
			if k >= n || rs[k] <= 0 {
				ok = false
				break
			}
			f.add(ed.Gain-vs[k], rs[k])
		}
		if ok {
			e.t.set(i, f.cell())
			continue
		}
		// Not children-first here: the general walk (Gain form).
		m.done--
		if err := e.open(i, e.idx.at(i)); err != nil {
			return e.fail(err)
		}
		if err := e.walk(); err != nil {
			return err
		}
	}
	return nil
}

// scoringBlockLen is the number of positions per ScoredMovesBlock call:
// small enough that a block's moves (16 bytes each for 8-byte scores, two
// a position for Coins: 8 KiB) stay in the first-level cache between
// being written and being folded, which made Coins' solve about 6% faster
// than blocks of 1024; large enough that the call itself costs nothing.
const scoringBlockLen = 256

// scanBlock is scanAt for a game with ScoringBlock: one call per block of
// positions. A position whose entries are not all solved moves, or are
// malformed (no entries), goes through the general walk.
func (e *negamax[P, S]) scanBlock(bl ScoringBlock[S]) error {
	m := e.m
	n := len(e.t.r)
	// Room for a block of up to four moves per position: for games with
	// fewer, the buffers never grow.
	ends := make([]int32, 0, min(n, scoringBlockLen))
	edges := make([]ScoredMove[S], 0, 4*cap(ends))
	for lo := 0; lo < n; lo += scoringBlockLen {
		hi := min(lo+scoringBlockLen, n)
		edges, ends = bl.ScoredMovesBlock(edges[:0], ends[:0], lo, hi)
		if len(ends) != hi-lo {
			return fmt.Errorf("%w: ScoredMovesBlock(%d, %d) gave %d ends, want %d", ErrInconsistent, lo, hi, len(ends), hi-lo)
		}
		for j, start := 0, 0; j < len(ends); {
			var fast int
			j, start, fast = foldBlock(e.t.v, e.t.r, lo, edges, ends, j, start)
			if err := m.Add(fast); err != nil {
				return err
			}
			if j == len(ends) {
				break
			}
			if end := int(ends[j]); end < start || end > len(edges) {
				return fmt.Errorf("%w: ScoredMovesBlock(%d, %d): end %d of position %d out of order", ErrInconsistent, lo, hi, end, lo+j)
			}
			// Not children-first here: the general walk (Gain form),
			// which counts the position itself.
			if err := e.open(lo+j, e.idx.at(lo+j)); err != nil {
				return e.fail(err)
			}
			if err := e.walk(); err != nil {
				return err
			}
			start = int(ends[j])
			j++
		}
	}
	return nil
}

// foldBlock solves the positions lo+j, lo+j+1, … of a block whose moves
// are all solved, in one tight loop (the j-th position's moves start at
// edges[start]). It stops at the first position it cannot fold — malformed
// ends, no move, a move out of range or to a slot not solved — and returns
// that position's j and start (j == len(ends) when all are done) and how
// many positions it solved. A position solved already (by a walk) is
// skipped.
//
// The fold, written out: the best margin, reached as quickly as possible
// unless it is negative (then as slowly as possible). Among a few moves,
// which is best is data, not a pattern a branch predictor learns: there the
// updates are written so that the compiler selects them without branches
// (conditional moves); among many, most moves fall short of the best so
// far, and a branch is cheaper. The first and the last move are folded
// before the loop (the one move twice, when there is one): most games of
// the fast path have two moves or a few, and a loop entered for one more
// move cost Coins about a tenth of its solve.
func foldBlock[S Score](vs []S, rs []int32, lo int, edges []ScoredMove[S], ends []int32, j, start int) (int, int, int) {
	n, fast := uint(len(rs)), 0
	vs = vs[:n]
next:
	for ; j < len(ends); j++ {
		end := int(ends[j])
		if end < start || end > len(edges) {
			break
		}
		i := lo + j
		if rs[i] != 0 {
			start = end
			continue
		}
		es := edges[start:end]
		if len(es) < 2 {
			if len(es) == 1 && es[0].To < 0 { // an end of play
				vs[i], rs[i] = es[0].Gain, 1
				start = end
				fast++
				continue
			}
			if len(es) == 0 {
				break
			}
		}
		// The first two moves (the one move twice, if there is one),
		// then the rest.
		e0, e1 := es[0], es[len(es)-1]
		k0, k1 := uint(e0.To), uint(e1.To)
		if k0 >= n || k1 >= n {
			break
		}
		r0, r1 := rs[k0], rs[k1]
		if r0 <= 0 || r1 <= 0 {
			break
		}
		best, rmin, rmax := foldMove(e0.Gain-vs[k0], r0, r0, e1.Gain-vs[k1], r1)
		if len(es) > 2 {
			rest := es[1 : len(es)-1]
			if len(rest) > 2 {
				// Many moves: most do not reach the best so far, a
				// branch the predictor learns.
				f := fold[S]{best: best, rmin: rmin, rmax: rmax, seen: true}
				for _, ed := range rest {
					k := uint(ed.To)
					if k >= n || rs[k] <= 0 {
						break next
					}
					f.add(ed.Gain-vs[k], rs[k])
				}
				best, rmin, rmax = f.best, f.rmin, f.rmax
			} else {
				for _, ed := range rest {
					k := uint(ed.To)
					if k >= n || rs[k] <= 0 {
						break next
					}
					best, rmin, rmax = foldMove(best, rmin, rmax, ed.Gain-vs[k], rs[k])
				}
			}
		}
		c := fold[S]{best: best, rmin: rmin, rmax: rmax}.cell()
		vs[i], rs[i] = c.v, c.r
		start = end
		fast++
	}
	return j, start, fast
}

// foldMove is foldBlock's fold of a move of margin v reaching remoteness r
// into the best margin so far and the least and greatest remoteness of the
// moves reaching it, written so that the compiler selects without branches.
func foldMove[S Score](best S, rmin, rmax int32, v S, r int32) (S, int32, int32) {
	rlo, rhi := min(rmin, r), max(rmax, r)
	if v == best {
		rmin, rmax = rlo, rhi
	}
	if v > best {
		best, rmin, rmax = v, r, r
	}
	return best, rmin, rmax
}
