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
		// Far ahead: numbered afresh, and the scanner set up only if the
		// next slot asked is the one after (the scattered slots of a
		// level of the loopy analysis are not stepped through).
		s.p.Sets = s.g.shapes[ti.shapes[s.k]].x.Unrank(j)
		s.sc.Seek(j + 1)
		s.next = i + 1
		return s.p
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
// them (see counter), the quiet ones counted without listing them where
// the rules can (QuietCounter).
func (g *reversible) CountMoves(n []uint16, t, lo int) {
	var moves []Pos
	var c counter
	ti := &g.tiers[t]
	for k := 0; k < len(ti.shapes); k++ {
		// The slots of n in shape k of the tier, scanned in order.
		a, z := max(lo, ti.lo[k]), min(lo+len(n), ti.lo[k+1])
		if a >= z {
			continue
		}
		si := &g.shapes[ti.shapes[k]]
		sc := si.x.Scan(a - ti.lo[k])
		p := Pos{Off: si.s.Off, Turn: si.s.Turn}
		for i := a; i < z; i++ {
			p.Sets = sc.Next()
			if _, over := g.r.Terminal(p); over {
				n[i-lo] = 0
				continue
			}
			if c.quietOK(g.game, si.x, sc.c) {
				var nq int
				nq, moves = g.quiet.CountQuiet(moves[:0], p)
				if k, ok := c.countQuiet(g.game, &p, si.x, nq, moves); ok {
					n[i-lo] = uint16(k)
					continue
				}
			}
			moves = g.r.Moves(moves[:0], p)
			n[i-lo] = uint16(c.count(g.game, &p, si.x, sc.c, moves))
		}
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
	ti := &g.tiers[t]
	for _, j := range js {
		q := sc.at(j)
		at := len(dst)
		// The predecessors are distinct slots, without looking, when the
		// rules list no position twice (UniqueMoves: nor do the
		// un-moves) and those of each shape share their key's cells, of
		// a class that no symmetry but the identity fixes: only such a
		// symmetry could take one to another (and the slots of two
		// shapes are apart).
		distinct := g.spec.UniqueMoves
		if g.from == nil {
			preds = g.u.Unmoves(preds[:0], q)
			first, key := -1, uint64(0)
			for i := range preds {
				p := &preds[i]
				si := rk.shapeOf(p)
				if si < 0 || g.shapes[si].tier != t {
					continue
				}
				dst = append(dst, rk.slot(si, p))
				if first < 0 {
					first, key = si, keyOf(g.shapes[si].x, p)
				}
				distinct = distinct && si == first && keyOf(g.shapes[si].x, p) == key && rk.plain()
			}
		} else {
			// Those of each shape of the tier in turn: no shape to find.
			for _, si := range ti.shapes {
				preds = g.from.UnmovesFrom(preds[:0], q, g.shapes[si].s)
				if len(preds) == 0 {
					continue
				}
				var apart bool
				dst, apart = rk.slots(dst, si, preds)
				distinct = distinct && apart
			}
		}
		if !distinct {
			dst = dedupe(dst, at)
		}
	}
	return dst
}

// dedupe removes the repeats from dst[at:], in any order: by comparing
// each with those kept before it when they are few, by sorting otherwise.
func dedupe(dst []int, at int) []int {
	s := dst[at:]
	if len(s) > 16 {
		slices.Sort(s)
		return dst[:at+len(slices.Compact(s))]
	}
	n := 0
	for _, v := range s {
		if !slices.Contains(s[:n], v) {
			s[n] = v
			n++
		}
	}
	return dst[:at+n]
}
