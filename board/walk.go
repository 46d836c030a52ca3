package board

import "github.com/cgtgo/cgt/tier"

// TierAcyclic reports that tier t has no move inside itself
// (tier.Acyclic): one shape, which does not lead to itself (Loops). The
// solver then solves it by slices, numbering each position's moves
// forwards (TierWalk), where the loopy analysis would count its moves
// and list the predecessors of every position of its child tiers: the
// placements of the morris family, Teeko's drops, Kaooa's.
func (g *reversible) TierAcyclic(t int) bool { return !g.Loops(t) }

// TierWalk returns a walk of tier t for one worker (tier.Walker): the
// tier's positions in number order from a scanner of each shape, and the
// slots of their moves numbered by a ranker, which looks the key's class
// up once for the moves that share it (the stones a placement leaves in
// place).
func (g *game) TierWalk(t int) tier.Walk[Pos] {
	return &walk{g: g, t: t, sc: g.scanTier(t), rk: newRanker(g), last: -1}
}

// walk is a walk of one tier of a game (TierWalk).
type walk struct {
	g     *game
	t     int
	sc    *tierScan
	rk    ranker
	next  int // the slot Next gives
	last  int // the slot the scan gave last, −1 before the first
	moves []Pos
}

func (w *walk) Seek(i int) { w.next = i }

func (w *walk) Next() Pos {
	if w.next <= w.last {
		w.sc = w.g.scanTier(w.t) // a scan goes forwards only
	}
	p := w.sc.at(w.next)
	w.last = w.next
	w.next++
	return p
}

func (w *walk) MoveSlots(dst []tier.Slot, p Pos) []tier.Slot {
	w.moves = w.g.r.Moves(w.moves[:0], p)
	for i := range w.moves {
		q := &w.moves[i]
		si := w.rk.shapeOf(q)
		if si < 0 {
			w.g.slot(q) // panics, naming the shape
		}
		dst = append(dst, tier.Slot{Tier: w.g.shapes[si].tier, Index: w.rk.slot(si, q)})
	}
	return dst
}

var (
	_ tier.Walker[Pos] = (*game)(nil)
	_ tier.Acyclic     = (*reversible)(nil)
)
