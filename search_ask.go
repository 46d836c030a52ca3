package cgt

import (
	"context"
	"fmt"
)

// The questions a Searcher answers — a window, a threshold, the exact
// margin, the outcome, the best moves, a principal variation — each one
// or more searches (search.go) from a fresh meter.

// Window returns the fail-soft alpha-beta value of p within the open window
// (alpha, beta), alpha < beta: the exact margin if it lies strictly inside,
// a value ≤ alpha that bounds it from above if it is ≤ alpha, a value ≥ beta
// that bounds it from below if it is ≥ beta. Cost: exponential in the depth
// of the game in the worst case; ctx is checked every few thousand nodes,
// and Options.Limit bounds the nodes of this call (ErrLimit). It panics
// unless alpha < beta (a programmer error).
func (s *Searcher[P, S]) Window(ctx context.Context, p P, alpha, beta S) (S, error) {
	if !(alpha < beta) {
		panic(fmt.Sprintf("cgt: Searcher.Window needs alpha < beta, got (%v, %v)", alpha, beta))
	}
	s.start(ctx)
	return s.search(p, window[S]{lo: alpha, hi: beta})
}

// AtLeast reports whether the margin of p for the player to move is ≥ t,
// by one null-window search.
func (s *Searcher[P, S]) AtLeast(ctx context.Context, p P, t S) (bool, error) {
	s.start(ctx)
	v, err := s.search(p, window[S]{lo: nextDown(t), hi: t})
	return v >= t, err
}

// Solve returns the exact margin of p for the player to move, by MTD(f):
// null-window searches that move a lower and an upper bound until they
// meet, each starting where the last one ended, all sharing the table. The
// first guess is the table's value for p if it has one, else 0.
func (s *Searcher[P, S]) Solve(ctx context.Context, p P) (S, error) {
	s.start(ctx)
	return s.mtdf(p)
}

func (s *Searcher[P, S]) mtdf(p P) (S, error) {
	var g S
	key := s.key(p)
	b, _ := s.bucket(key)
	for i := range b {
		if b[i].kind != ttEmpty && b[i].key == key {
			g = b[i].val
			break
		}
	}
	var lo, hi S
	loInf, hiInf := true, true
	for loInf || hiInf || lo < hi {
		beta := g
		if !loInf && g == lo {
			beta = nextUp(g)
		}
		v, err := s.search(p, window[S]{lo: nextDown(beta), hi: beta})
		if err != nil {
			return 0, err
		}
		if v < beta {
			hi, hiInf = v, false
		} else {
			lo, loInf = v, false
		}
		g = v
	}
	return lo, nil
}

// Outcome returns whether the player to move at p wins (margin > 0), ties
// (0) or loses, by at most two null-window searches around 0 — usually much
// cheaper than Solve.
func (s *Searcher[P, S]) Outcome(ctx context.Context, p P) (Outcome, error) {
	s.start(ctx)
	v, err := s.search(p, window[S]{lo: 0, hi: nextUp(S(0))})
	if err != nil {
		return Unknown, err
	}
	if v > 0 {
		return Win, nil
	}
	v, err = s.search(p, window[S]{lo: nextDown(S(0)), hi: 0})
	if err != nil {
		return Unknown, err
	}
	if v >= 0 {
		return Tie, nil
	}
	return Loss, nil
}

// BestMoves returns the exact margin of p and the moves that keep it (in
// the game's order after OrderMoves), one null-window search per move. It
// returns no moves when play has ended at p.
func (s *Searcher[P, S]) BestMoves(ctx context.Context, p P) ([]P, S, error) {
	s.start(ctx)
	v, err := s.mtdf(p)
	if err != nil {
		return nil, 0, err
	}
	best, err := s.keeping(p, v, false)
	return best, v, err
}

// keeping returns the moves of p whose value for the mover is v (the
// first only, if one).
func (s *Searcher[P, S]) keeping(p P, v S, one bool) ([]P, error) {
	if _, ended := s.g.Terminal(p); ended {
		return nil, nil
	}
	if s.probe != nil {
		if _, leaf, err := s.probe(p); err != nil || leaf {
			return nil, err
		}
	}
	moves := s.g.Moves(nil, p)
	if s.order != nil {
		s.order.OrderMoves(p, moves)
	}
	var out []P
	for _, q := range moves {
		g := s.g.Gain(p, q)
		var ok bool
		if S(1)/2 == 0 {
			// g − v(q) ≥ v ⇔ v(q) ≤ g − v: one null-window test.
			t := g - v
			r, err := s.search(q, window[S]{lo: t, hi: t + 1})
			if err != nil {
				return nil, err
			}
			ok = r <= t
		} else {
			// Floats round g − v(q): compare exact values.
			r, err := s.mtdf(q)
			if err != nil {
				return nil, err
			}
			ok = g-r == v
		}
		if ok {
			out = append(out, q)
			if one {
				break
			}
		}
	}
	return out, nil
}

// PV returns the exact margin of p and a principal variation: the
// positions after each move of a line of optimal play to the end (the first
// margin-keeping move at each step, after OrderMoves).
func (s *Searcher[P, S]) PV(ctx context.Context, p P) ([]P, S, error) {
	s.start(ctx)
	v, err := s.mtdf(p)
	if err != nil {
		return nil, 0, err
	}
	var pv []P
	cur, cv := p, v
	for {
		next, err := s.keeping(cur, cv, true)
		if err != nil {
			return pv, v, err
		}
		if len(next) == 0 {
			return pv, v, nil
		}
		if S(1)/2 == 0 {
			cv = s.g.Gain(cur, next[0]) - cv
		} else if cv, err = s.mtdf(next[0]); err != nil {
			// Rounding: a float margin does not determine the next one.
			return pv, v, err
		}
		cur = next[0]
		pv = append(pv, cur)
	}
}

// SearchResult is what Search returns.
type SearchResult[P comparable, S Score] struct {
	Score   S       // the margin for the player to move at the start
	Outcome Outcome // the sign of Score: Win, Tie or Loss
	PV      []P     // a principal variation (see Searcher.PV)
	Stats   SearchStats
}

// Search solves one position of a Scoring game by alpha-beta with a
// transposition table (see Searcher): the exact margin by MTD(f), then a
// principal variation. It is NewSearcher(g, opt).PV(ctx, start) with the
// statistics; use a Searcher to keep the table between questions.
func Search[P comparable, S Score](ctx context.Context, g Scoring[P, S], start P, opt *Options) (*SearchResult[P, S], error) {
	s := NewSearcher(g, opt)
	pv, v, err := s.PV(ctx, start)
	if err != nil {
		return nil, err
	}
	return &SearchResult[P, S]{Score: v, Outcome: signOutcome(v), PV: pv, Stats: s.Stats()}, nil
}
