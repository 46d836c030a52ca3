package cgt

import (
	"encoding/binary"
	"slices"
	"sync"
)

// This file is the engine-level misère play of impartial games: an adapter
// that turns a game's normal-play rules into misère ones (MisereOf), and the
// disjunctive sum of positions of one game as a game of its own (Sum). With
// both, any engine that honours Terminal (SolveTopo, SolveRetrograde, the
// Searcher) answers the misère outcome of a sum by brute force over the
// positions of the sum. That is exact and general, and it costs the size of
// the sum's game tree: for sums of heaps of an octal game, the misère
// quotient (games/octal, Game.MisereQuotient) answers in time independent of
// the heap sizes once it is computed.

// MisereOf returns g played under the misère convention: a position with no
// move is a Win for the player to move (the player who made the last move
// loses). Positions that g itself reports as terminal keep g's outcome;
// every other position and every move is g's. The engines then solve misère
// play with no change: SolveTopo(ctx, MisereOf(g), starts, opt).
func MisereOf[P comparable](g Game[P]) Game[P] { return misere[P]{g} }

type misere[P comparable] struct{ g Game[P] }

func (m misere[P]) Moves(dst []P, p P) []P { return m.g.Moves(dst, p) }

func (m misere[P]) Terminal(p P) (Outcome, bool) {
	if o, ok := m.g.Terminal(p); ok {
		return o, true
	}
	var buf [8]P
	if len(m.g.Moves(buf[:0], p)) == 0 {
		return Win, true
	}
	return Unknown, false
}

// SumPosition is a position of a Sum: a multiset of component positions,
// stored canonically (components sorted by their number in the Sum), so
// that two orders of the same components are the same position.
type SumPosition string

// Sum is the disjunctive sum of positions of one game: a move is a move in
// exactly one component, and play ends when no component has a move. The
// components are impartial positions under normal play (their Terminal is
// not consulted: a component with no move is simply finished); who wins at
// the end is the sum's Play, given to NewSum. Sum numbers the component
// positions it meets, so a SumPosition is only meaningful to the Sum that
// made it. A Sum is safe for concurrent use.
type Sum[P comparable] struct {
	g    Game[P]
	play Play
	mu   sync.Mutex
	ids  map[P]uint32
	pos  []P
}

// NewSum returns the sum game of positions of g under the given convention.
func NewSum[P comparable](g Game[P], play Play) *Sum[P] {
	return &Sum[P]{g: g, play: play, ids: make(map[P]uint32)}
}

func (s *Sum[P]) id(p P) uint32 {
	s.mu.Lock()
	defer s.mu.Unlock()
	i, ok := s.ids[p]
	if !ok {
		i = uint32(len(s.pos))
		s.ids[p] = i
		s.pos = append(s.pos, p)
	}
	return i
}

func (s *Sum[P]) at(i uint32) P {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.pos[i]
}

func encodeSum(ids []uint32) SumPosition {
	slices.Sort(ids)
	b := make([]byte, 4*len(ids))
	for k, i := range ids {
		binary.BigEndian.PutUint32(b[4*k:], i)
	}
	return SumPosition(b)
}

func decodeSum(p SumPosition) []uint32 {
	ids := make([]uint32, len(p)/4)
	for k := range ids {
		ids[k] = binary.BigEndian.Uint32([]byte(p[4*k : 4*k+4]))
	}
	return ids
}

// Of returns the sum of the given component positions.
func (s *Sum[P]) Of(parts ...P) SumPosition {
	ids := make([]uint32, len(parts))
	for k, p := range parts {
		ids[k] = s.id(p)
	}
	return encodeSum(ids)
}

// Parts returns the components of p, in the Sum's canonical order.
func (s *Sum[P]) Parts(p SumPosition) []P {
	ids := decodeSum(p)
	out := make([]P, len(ids))
	for k, i := range ids {
		out[k] = s.at(i)
	}
	return out
}

// Moves appends every position reachable by one move in one component
// (equal components are moved once). Cost: one call of the game's Moves
// per distinct component, plus an allocation per move.
func (s *Sum[P]) Moves(dst []SumPosition, p SumPosition) []SumPosition {
	ids := decodeSum(p)
	var kids []P
	for k, i := range ids {
		if k > 0 && ids[k-1] == i {
			continue
		}
		kids = s.g.Moves(kids[:0], s.at(i))
		for _, q := range kids {
			next := slices.Clone(ids)
			next[k] = s.id(q)
			dst = append(dst, encodeSum(next))
		}
	}
	return dst
}

// Terminal reports the end of play (no component has a move): a Loss for
// the player to move under Normal play, a Win under Misere.
func (s *Sum[P]) Terminal(p SumPosition) (Outcome, bool) {
	var buf [8]P
	for _, i := range decodeSum(p) {
		if len(s.g.Moves(buf[:0], s.at(i))) > 0 {
			return Unknown, false
		}
	}
	if s.play == Misere {
		return Win, true
	}
	return Loss, true
}
