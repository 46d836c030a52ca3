package board

import (
	"fmt"
	"slices"
)

// tierScan decodes the slots of a tier in increasing order: a Scanner
// over each of its shapes in turn, stepping where the slots follow each
// other and seeking where they jump.
type tierScan struct {
	g    *game
	t    int
	k    int // the shape of the tier being scanned
	sc   *Scanner
	next int // the slot Next would decode, −1 before the first
	p    Pos
}

func (g *game) scanTier(t int) *tierScan { return &tierScan{g: g, t: t, k: -1, next: -1} }

// index returns the Index of the position at returned last.
func (s *tierScan) index() *Index { return s.sc.x }

// class returns the class of its key (with symmetries), as its Scanner
// keeps it.
func (s *tierScan) class() int { return s.sc.c }

// at returns the position at slot i of the tier; i must not be below the
// slot asked last.
func (s *tierScan) at(i int) Pos {
	ti := &s.g.tiers[s.t]
	if s.k < 0 || i >= ti.lo[s.k+1] {
		k := s.k
		if k < 0 {
			k = 0
		}
		for ti.lo[k+1] <= i {
			k++
		}
		si := &s.g.shapes[ti.shapes[k]]
		s.k, s.sc = k, si.x.Scan(i-ti.lo[k])
		s.p = Pos{Off: si.s.Off, Turn: si.s.Turn}
		s.next = i
	}
	const stepMax = 8 // a gap of more slots is sought, not stepped
	switch j := i - ti.lo[s.k]; {
	case i == s.next:
	case i > s.next && i-s.next <= stepMax:
		for range i - s.next {
			s.sc.Next()
		}
	default:
		s.sc.Seek(j)
	}
	s.p.Sets = s.sc.Next()
	s.next = i + 1
	return s.p
}

// slot returns the tier of q and its number in it; it panics for a
// position outside the game's shapes, which the rules' Moves or Unmoves
// must not give.
func (g *game) slot(q *Pos) (int, int) {
	i := g.shapeOf(q)
	if i < 0 {
		panic(fmt.Sprintf("board: %s: a move leads to %v, of shape %v, not one of the game's", g.spec.Name, *q, q.Shape()))
	}
	si := &g.shapes[i]
	return si.tier, si.lo + si.x.Rank(&q.Sets)
}

// CountMoves sets n[k], for each slot lo+k of tier t, to the number of
// distinct slots its moves lead to, 0 where play has ended (tier.Retro):
// the classes among the moves, most of them told apart without numbering
// them (see counter).
func (g *reversible) CountMoves(n []uint16, t, lo int) {
	sc := g.scanTier(t)
	var moves []Pos
	var c counter
	for k := range n {
		p := sc.at(lo + k)
		if _, over := g.r.Terminal(p); over {
			n[k] = 0
			continue
		}
		moves = g.r.Moves(moves[:0], p)
		n[k] = uint16(c.count(g.game, &p, sc.index(), sc.class(), moves))
	}
}

// PredecessorSlots appends, for each slot j of js (slots of tier u in
// increasing order), the slots of tier t from which a move leads to j,
// each once (tier.Retro): the rules' Unmoves of j's representative, in
// tier t, numbered.
func (g *reversible) PredecessorSlots(dst []int, t, u int, js []int) []int {
	sc := g.scanTier(u)
	rk := newRanker(g.game)
	var preds []Pos
	for _, j := range js {
		q := sc.at(j)
		preds = g.u.Unmoves(preds[:0], q)
		at := len(dst)
		for i := range preds {
			p := &preds[i]
			si := rk.shapeOf(p)
			if si < 0 || g.shapes[si].tier != t {
				continue
			}
			dst = append(dst, rk.slot(si, p))
		}
		s := dst[at:]
		slices.Sort(s)
		dst = dst[:at+len(slices.Compact(s))]
	}
	return dst
}
