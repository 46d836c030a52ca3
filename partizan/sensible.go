package partizan

// Sensible moves: the moves of a position, or of a sum of values, that
// are as good as a move of its canonical form.

import "context"

// SensibleOptions returns the moves of Left (left true) or Right from p
// that are sensible, in the order of LeftMoves or RightMoves (CGSuite's
// G.SensibleOptions(player), as its documentation defines it): a Left move
// to q is sensible when the value of q is at least one Left option K^L of
// the canonical form K of p, so that q is as good for Left as a move of K
// and a player who keeps to sensible moves loses nothing; a Right move
// when its value is at most a Right option K^R. Every canonical option is
// matched by at least one sensible move. (CGSuite's SensibleOptions lists
// one move for each K^L, the first it finds; this lists every one.)
//
// It solves p and its moves as Value does, with the same errors.
func (t *Table[P]) SensibleOptions(ctx context.Context, p P, left bool) ([]P, error) {
	id, err := t.solve(ctx, p)
	if err != nil {
		return nil, err
	}
	var moves []P
	if left {
		moves = t.g.LeftMoves(nil, p)
	} else {
		moves = t.g.RightMoves(nil, p)
	}
	var out []P
	for _, m := range moves {
		mid, err := t.solve(ctx, m)
		if err != nil {
			return nil, err
		}
		if t.u.sensible(id, mid, left) {
			out = append(out, m)
		}
	}
	return out, nil
}

// sensible reports whether a move of Left (left) or Right from the form
// k to the value x is sensible: x ≥ some k^L, or x ≤ some k^R.
func (u *universe) sensible(k, x vid, left bool) bool {
	for _, o := range u.opts(k, left) {
		if left && u.leq(o, x) || !left && u.leq(x, o) {
			return true
		}
	}
	return false
}

// A Move is a move in a sum of values (SensibleMoves): the part of index
// Part moves to To, one of its options.
type Move struct {
	Part int
	To   Value
}

// SensibleMoves returns the sensible moves of Left (left true) or Right in
// the sum of parts, as SensibleOptions defines them: the moves of one part
// to an option of its canonical form after which the sum is at least (for
// Left; at most for Right) an option of the canonical form of the sum.
// Every Left option of the canonical form of the sum is matched by a
// sensible move at least as good for Left (as in SensibleOptions). In ±1 + ±2 = {{3|1}|{−1|−3}}, Left's
// only sensible move is in ±2 (to 2 ± 1 = {3|1}; the move in ±1 gives 1 ±
// 2 = {3|−1}, which is not ≥ {3|1}). The moves are ordered by part, then
// as the part's options.
func SensibleMoves(left bool, parts ...Value) []Move {
	u := newUniverse()
	ids := make([]vid, len(parts))
	sum := vid(0)
	for i, v := range parts {
		ids[i] = u.decode(v.s)
		sum = u.add(sum, ids[i])
	}
	var out []Move
	for i, a := range ids {
		rest := vid(0)
		for j, b := range ids {
			if j != i {
				rest = u.add(rest, b)
			}
		}
		for _, o := range u.opts(a, left) {
			if u.sensible(sum, u.add(rest, o), left) {
				out = append(out, Move{i, Value{u.encode(o)}})
			}
		}
	}
	return out
}
