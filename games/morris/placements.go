package morris

import (
	"fmt"
	"math/bits"
	"slices"
	"sync"

	"github.com/cgtgo/cgt"
	bidx "github.com/cgtgo/cgt/board"
	"github.com/cgtgo/cgt/tier"
)

// Whole is the whole game, the placements with the midgame, numbered for
// a strong solve one tier at a time (cgt.Tiered, package
// github.com/cgtgo/cgt/tier), with each stones for each player (9 for
// Nine Men's Morris; fewer for tests and small machines).
//
// Tiers. The first tiers are the midgame's, NewMidgameEach(each): the
// same tiers, numbers and files (for each = 9, those of NewMidgame(18)).
// Then come the placement sectors, one tier each: a sector holds the
// positions with m stones of the player to move and o of the other on
// the board and mh and oh in hand (mh = oh when White is to move, mh =
// oh+1 when Black is). Every placement takes a stone from a hand, so a
// placement leads to a sector with one stone fewer in hand or, with the
// last stone placed, to a tier of the midgame: the sectors have no move
// inside themselves (tier.Acyclic) and are solved by slices, the
// midgame's tiers by the loopy analysis (tier.Retro). The sectors are
// those the placements reach from the start by their stone counts (a
// mill needs three stones of the mover on the board and one of the other),
// numbered by the stones in hand, fewest first, then by the stones on the
// board, fewest first, then by the player to move's.
//
// Numbering. A sector numbers the arrangements of its stones with a
// board.Index of the board's 16 symmetries (one slot a class, reachable or
// not), keyed by Black's stones: those of the player not to move when
// White is to move, of the player to move when Black is. A placement
// then leaves the key as it is (White placed) or adds the placed stone to
// it (Black placed), so the child slots that the positions of one key
// class reach lie in a few blocks of the child sector, and the midgame's
// tiers, keyed by the player not to move, are Black's stones too after
// Black's last placement: a solve's reads of child values stay in the
// processor's cache.
//
// Whole is also a tier.Ranger (a sector's moves reach its child sectors
// whole and one subspace of each midgame tier). It is immutable and safe for concurrent use.
type Whole struct {
	Game
	each    int
	shape   midShape // the midgame's tiers, known without numbering them
	midOnce sync.Once
	mid     *Midgame // built on first use (midgame)
	bd      *bidx.Board
	secs    []sector
	secOf   [10][10][10][10]int16 // secOf[m][o][mh][oh]: the sector's number among secs, −1 if none
}

// sector is one placement sector. Its numbering and what its placements
// lead to are made on first use (ready), so that a query of the start
// builds two sectors' numberings, not 270.
type sector struct {
	Sector
	order []int  // the kinds of the numbering, key first
	kids  []int  // child tiers, increasing
	to    [2]int // the tier a placement leads to without a mill, and with one; −1 if none
	xOnce sync.Once
	x     *bidx.Index
	once  sync.Once
	spans []tier.Span // the child slots its moves reach
	next  [2]child    // where a placement leads without a mill, and with one
}

// child is where the placements of a sector lead: a sector, or a subspace
// of a midgame tier.
type child struct {
	tier int         // −1 for none
	x    *bidx.Index // a sector's numbering, nil for a subspace
	sp   *subspace
	lo   int // the subspace's first slot in its tier
}

// Sector is the stone counts of a placement sector: M and O stones of the
// player to move and of the other on the board, MH and OH in hand.
type Sector struct{ M, O, MH, OH int }

// String writes the sector as m-o+mh-oh, the midgame's subspace m-o with
// the stones in hand.
func (s Sector) String() string { return fmt.Sprintf("%d-%d+%d-%d", s.M, s.O, s.MH, s.OH) }

// TierName names the tier files of the game of each stones for each
// player (3 … 9) as cgt solve morris writes them, so that a program opens
// the DIR the command solved (tier.Open): "standard" for Nine Men's
// Morris — its midgame (NewMidgame, any --stones), whose tiers come
// first, and the placements after them (NewWhole(9)) — and "K stones
// each" for fewer (NewWhole(K), NewMidgameEach), numbered apart.
func TierName(each int) tier.Name {
	if each == 9 {
		return tier.Name{Game: "morris", Params: "standard"}
	}
	return tier.Name{Game: "morris", Params: fmt.Sprintf("%d stones each", each)}
}

// NewWhole returns the whole game with each stones for each player
// (3 … 9). It lists the sectors at once and numbers each (a board.Index)
// and the midgame (NewMidgameEach) on first use: for 9, about 3 seconds
// and 150 MB in all, a few milliseconds for the start and its moves. It
// panics for each outside 3 … 9.
func NewWhole(each int) *Whole {
	if each < 3 || each > 9 {
		panic(fmt.Sprintf("morris: NewWhole(%d): want 3 … 9 stones each", each))
	}
	w := &Whole{each: each, shape: shapeOf(tierListEach(each)), bd: symmetricBoard()}
	for a := range w.secOf {
		for b := range w.secOf[a] {
			for c := range w.secOf[a][b] {
				for d := range w.secOf[a][b][c] {
					w.secOf[a][b][c][d] = -1
				}
			}
		}
	}
	// The sectors the placements reach from the start.
	start := Sector{0, 0, each, each}
	all := []Sector{start}
	seen := map[Sector]bool{start: true}
	for todo := []Sector{start}; len(todo) > 0; {
		s := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		for _, c := range childSectors(s) {
			if c.MH+c.OH > 0 && !seen[c] {
				seen[c] = true
				todo = append(todo, c)
				all = append(all, c)
			}
		}
	}
	slices.SortFunc(all, func(a, b Sector) int {
		ka := [3]int{a.MH + a.OH, a.M + a.O, a.M}
		kb := [3]int{b.MH + b.OH, b.M + b.O, b.M}
		return slices.Compare(ka[:], kb[:])
	})
	w.secs = make([]sector, len(all))
	for k, s := range all {
		w.secs[k].Sector = s
		w.secOf[s.M][s.O][s.MH][s.OH] = int16(k)
	}
	nm := len(w.shape.pairs)
	for k := range w.secs {
		s := &w.secs[k]
		s.order = []int{1, 0} // White to move: keyed by the other's stones
		if s.MH != s.OH {
			s.order = []int{0, 1} // Black to move: keyed by the mover's
		}
		s.to = [2]int{-1, -1}
		for n, c := range childSectors(s.Sector) {
			u := -1
			if c.MH+c.OH > 0 {
				u = nm + int(w.secOf[c.M][c.O][c.MH][c.OH])
			} else if u = w.shape.tierOf[c.M][c.O]; u < 0 {
				panic(fmt.Sprintf("morris: sector %v leads to subspace %d-%d, not in the midgame", s.Sector, c.M, c.O))
			}
			s.to[n] = u
			s.kids = append(s.kids, u)
		}
		slices.Sort(s.kids)
		s.kids = slices.Compact(s.kids)
	}
	return w
}

// midgame returns the midgame, numbered on first use.
func (w *Whole) midgame() *Midgame {
	w.midOnce.Do(func() { w.mid = NewMidgameEach(w.each) })
	return w.mid
}

// midTiers returns the number of tiers of the midgame.
func (w *Whole) midTiers() int { return len(w.shape.pairs) }

// sector returns sector k, numbered, with where its placements lead.
func (w *Whole) sector(k int) *sector {
	s := &w.secs[k]
	s.once.Do(func() {
		w.index(k)
		w.ready(s)
	})
	return s
}

// index returns the numbering of sector k, made on first use.
func (w *Whole) index(k int) *bidx.Index {
	s := &w.secs[k]
	s.xOnce.Do(func() {
		var err error
		if s.x, err = w.bd.Index([]int{s.M, s.O}, s.order); err != nil {
			panic(fmt.Sprintf("morris: sector %v: %v", s.Sector, err))
		}
	})
	return s.x
}

// ready finds where the placements of sector s lead.
func (w *Whole) ready(s *sector) {
	nm := w.midTiers()
	s.next = [2]child{{tier: -1}, {tier: -1}}
	for n, c := range childSectors(s.Sector) {
		u := s.to[n]
		if u >= nm {
			x := w.index(u - nm)
			s.next[n] = child{tier: u, x: x}
			s.spans = append(s.spans, tier.Span{Tier: u, Lo: 0, Hi: x.Size()})
			continue
		}
		mid := w.midgame()
		for _, sp := range mid.Subspaces(u) {
			if sp.M == c.M && sp.O == c.O {
				s.spans = append(s.spans, tier.Span{Tier: u, Lo: sp.Lo, Hi: sp.Hi})
				s.next[n] = child{tier: u, sp: mid.subs[c.M][c.O], lo: sp.Lo}
			}
		}
	}
}

// childSectors returns the stone counts a placement of sector s leads
// to: one fewer in the mover's hand, one more on the board, a stone of
// the other removed or not (a mill needs three of the mover's and one of
// the other's). None where the player to move has lost.
func childSectors(s Sector) []Sector {
	if s.M+s.MH < 3 {
		return nil
	}
	out := []Sector{{s.O, s.M + 1, s.OH, s.MH - 1}}
	if s.M+1 >= 3 && s.O >= 1 {
		out = append(out, Sector{s.O - 1, s.M + 1, s.OH, s.MH - 1})
	}
	return out
}

// symmetricBoard returns the board package's board of the 24 points with
// the 16 symmetries.
func symmetricBoard() *bidx.Board {
	gens := make([][]int, 16)
	for s := range gens {
		gens[s] = make([]int, Points)
		for p := range Points {
			gens[s][p] = int(geo.sym[s][p])
		}
	}
	g, err := bidx.NewGroup(Points, gens...)
	if err != nil {
		panic(err)
	}
	return bidx.NewBoard(g)
}

// Each returns the stones of each player.
func (w *Whole) Each() int { return w.each }

// Start returns the position before the first move: the empty board,
// Each() stones in each hand.
func (w *Whole) Start() Position { return pos(0, 0, w.each, w.each) }

// Midgame returns the midgame, whose tiers are w's first ones (numbered
// on the first call).
func (w *Whole) Midgame() *Midgame { return w.midgame() }

// MidgameTiers returns the number of the midgame's tiers, w's first ones,
// without numbering them.
func (w *Whole) MidgameTiers() int { return w.midTiers() }

// Sector returns the stone counts of tier t, a placement sector, or false
// if t is a tier of the midgame.
func (w *Whole) Sector(t int) (Sector, bool) {
	if t < w.midTiers() {
		return Sector{}, false
	}
	return w.secs[t-w.midTiers()].Sector, true
}

// Tiers returns the number of tiers: the midgame's, then the sectors.
func (w *Whole) Tiers() int { return w.midTiers() + len(w.secs) }

// Tier returns the tier of p, or −1 if p is not a position of w.
func (w *Whole) Tier(p Position) int {
	m, o := popcount(p.Mover()), popcount(p.Other())
	if m > 9 || o > 9 {
		return -1
	}
	if p>>48 == 0 {
		return w.shape.tierOf[m][o]
	}
	mh, oh := p.InHand()
	if mh > 9 || oh > 9 {
		return -1
	}
	if k := w.secOf[m][o][mh][oh]; k >= 0 {
		return w.midTiers() + int(k)
	}
	return -1
}

// ChildTiers returns the tiers the moves of tier t lead to.
func (w *Whole) ChildTiers(t int) []int {
	if t < w.midTiers() {
		return w.shape.kids[t]
	}
	return w.secs[t-w.midTiers()].kids
}

// TierSize returns the number of positions (classes) of tier t.
func (w *Whole) TierSize(t int) int {
	if t < w.midTiers() {
		return w.midgame().TierSize(t)
	}
	return w.index(t - w.midTiers()).Size()
}

// TierIndex returns the number of p's class in its tier.
func (w *Whole) TierIndex(p Position) int {
	if p>>48 == 0 {
		return w.midgame().TierIndex(p)
	}
	a := bidx.Sets{uint64(p.Mover()), uint64(p.Other())}
	return w.index(w.Tier(p) - w.midTiers()).Rank(&a)
}

// TierPosition returns the representative of the class numbered i in
// tier t.
func (w *Whole) TierPosition(t, i int) Position {
	if t < w.midTiers() {
		return w.midgame().TierPosition(t, i)
	}
	s := w.sector(t - w.midTiers())
	a := s.x.Unrank(i)
	return pos(uint32(a[0]), uint32(a[1]), s.MH, s.OH)
}

// TierAcyclic reports that tier t is a placement sector, whose every move
// leaves it (tier.Acyclic).
func (w *Whole) TierAcyclic(t int) bool { return t >= w.midTiers() }

// CountMoves is the midgame's (tier.Retro), for its tiers only.
func (w *Whole) CountMoves(n []uint16, t, lo int) {
	w.midTier(t)
	w.midgame().CountMoves(n, t, lo)
}

// PredecessorSlots is the midgame's (tier.Retro), for its tiers only.
func (w *Whole) PredecessorSlots(dst []int, t, u int, js []int) []int {
	w.midTier(t)
	return w.midgame().PredecessorSlots(dst, t, u, js)
}

// midTier panics unless t is a tier of the midgame: the sectors are
// solved by slices (TierAcyclic).
func (w *Whole) midTier(t int) {
	if t >= w.midTiers() {
		panic(fmt.Sprintf("morris: Whole: tier %d is a placement sector, solved without tier.Retro", t))
	}
}

// ChildRanges appends the spans of child slots that the moves of
// positions lo … hi−1 of tier t reach (tier.Ranger): the midgame's for its
// tiers; for a sector, its child sectors whole and, after the last
// placement, the subspace of each midgame tier it leads to.
func (w *Whole) ChildRanges(dst []tier.Span, t, lo, hi int) []tier.Span {
	if t < w.midTiers() {
		return w.midgame().ChildRanges(dst, t, lo, hi)
	}
	return append(dst, w.sector(t-w.midTiers()).spans...)
}

var (
	_ cgt.Tiered[Position]    = (*Whole)(nil)
	_ cgt.Symmetric[Position] = (*Whole)(nil)
	_ tier.Retro              = (*Whole)(nil)
	_ tier.Acyclic            = (*Whole)(nil)
	_ tier.Ranger             = (*Whole)(nil)
	_ tier.Walker[Position]   = (*Whole)(nil)
)

// MoveSlots appends the tier and slot of each move of p, a position of
// tier t (tier.MoveSlotter). In a sector, the placements share the class
// of the key (Black's stones) of the positions they lead to: White's
// placements leave Black's stones as they are, or less the stone a mill
// removes, and Black's lead to positions keyed by Black's stones with the
// stone placed, whatever stone of White's a mill removes. So the key is
// looked up once for several moves (bidx.Index.Key, RankKeyed): a third
// of the time of TierIndex of each move. The solver walks a sector
// instead (TierWalk), which looks the keys up once for a run of positions.
func (w *Whole) MoveSlots(dst []tier.Slot, t int, p Position) []tier.Slot {
	var m keyMemo
	return w.moveSlots(dst, t, p, &m)
}

// keyMemo holds what the placements of positions with the same key stones
// (Black's) look up of the positions they lead to, each found on first
// use: the Keys of the child sectors' numberings, or the class and
// symmetry of the key in the midgame subspace that the last placement
// reaches. A run of thousands of slots of a sector shares its key stones
// (the sector is numbered key first), so a walk (TierWalk) finds each
// once for the run.
type keyMemo struct {
	stones uint32 // the key stones the entries are for
	valid  bool
	// Where White places: the key of its child without a mill (Black's
	// stones, k0) and, by the Black stone a mill removes, with one.
	k0     bidx.Key
	haveK0 bool
	// Where Black places: by the point placed, the key of the child
	// without a mill (key0) and with one (key1), or after the last
	// placement the class and symmetry of the stones in the midgame's
	// subspace (cls, sym).
	have0, have1 uint32 // the points whose entry is found
	key0, key1   [Points]bidx.Key
	cls          [Points]int32
	sym          [Points]uint8
}

// reset empties m unless it holds the entries of the key stones k.
func (m *keyMemo) reset(k uint32) {
	if !m.valid || m.stones != k {
		m.stones, m.valid, m.haveK0, m.have0, m.have1 = k, true, false, 0, 0
	}
}

// moveSlots is MoveSlots with the key lookups kept in m.
func (w *Whole) moveSlots(dst []tier.Slot, t int, p Position, m *keyMemo) []tier.Slot {
	nm := w.midTiers()
	x, y := p.Mover(), p.Other()
	if t < nm || y == 0 {
		// A midgame tier (solved by the loopy analysis, not by slices),
		// or the start, whose key is the mover's.
		for _, q := range w.Moves(nil, p) {
			dst = append(dst, tier.Slot{Tier: w.Tier(q), Index: w.TierIndex(q)})
		}
		return dst
	}
	s := w.sector(t - nm)
	if s.MH == 0 {
		return dst
	}
	free := full &^ (x | y)
	c0, c1 := &s.next[0], &s.next[1]
	var rem uint32
	if s.MH == s.OH {
		// White places: the positions after it are keyed by y, or by y
		// less the stone a mill removes.
		m.reset(y)
		if !m.haveK0 {
			m.k0, m.haveK0 = c0.x.Key(uint64(y)), true
		}
		for f := free; f != 0; f &= f - 1 {
			b := bits.TrailingZeros32(f)
			x2 := x | 1<<b
			if !geo.inMill(x2, b) {
				a := bidx.Sets{uint64(y), uint64(x2)}
				dst = append(dst, tier.Slot{Tier: c0.tier, Index: c0.x.RankKeyed(&a, m.k0)})
				continue
			}
			if rem == 0 {
				rem = geo.removable(y)
			}
			for rs := rem; rs != 0; rs &= rs - 1 {
				r := bits.TrailingZeros32(rs)
				a := bidx.Sets{uint64(y &^ (1 << r)), uint64(x2)}
				j := 0
				if popcount(y) > 1 {
					if m.have1&(1<<r) == 0 {
						m.key1[r] = c1.x.Key(uint64(y &^ (1 << r)))
						m.have1 |= 1 << r
					}
					j = c1.x.RankKeyed(&a, m.key1[r])
				} else {
					j = c1.x.Rank(&a) // no Black stone left: keyed by White's
				}
				dst = append(dst, tier.Slot{Tier: c1.tier, Index: j})
			}
		}
		return dst
	}
	// Black places: the positions after it are keyed by x2, the stones
	// of the player who placed.
	m.reset(x)
	for f := free; f != 0; f &= f - 1 {
		b := bits.TrailingZeros32(f)
		x2 := x | 1<<b
		mill := geo.inMill(x2, b)
		if mill && rem == 0 {
			rem = geo.removable(y)
		}
		if c0.x == nil {
			// The last placement: a subspace of the midgame, keyed by
			// the player not to move (x2), as the sectors are.
			if m.have0&(1<<b) == 0 {
				cl, sym := c0.sp.key.find(x2)
				m.cls[b], m.sym[b] = int32(cl), uint8(sym)
				m.have0 |= 1 << b
			}
			cl, sym := int(m.cls[b]), int(m.sym[b])
			if !mill {
				dst = append(dst, tier.Slot{Tier: c0.tier, Index: c0.lo + c0.sp.indexIn(cl, geo.apply(sym, y))})
				continue
			}
			yy := geo.apply(sym, y)
			for rs := rem; rs != 0; rs &= rs - 1 {
				r := geo.apply(sym, rs&-rs)
				dst = append(dst, tier.Slot{Tier: c1.tier, Index: c1.lo + c1.sp.indexIn(cl, yy&^r)})
			}
			continue
		}
		if !mill {
			if m.have0&(1<<b) == 0 {
				m.key0[b] = c0.x.Key(uint64(x2))
				m.have0 |= 1 << b
			}
			a := bidx.Sets{uint64(y), uint64(x2)}
			dst = append(dst, tier.Slot{Tier: c0.tier, Index: c0.x.RankKeyed(&a, m.key0[b])})
			continue
		}
		if m.have1&(1<<b) == 0 {
			m.key1[b] = c1.x.Key(uint64(x2))
			m.have1 |= 1 << b
		}
		for rs := rem; rs != 0; rs &= rs - 1 {
			a := bidx.Sets{uint64(y &^ (rs & -rs)), uint64(x2)}
			dst = append(dst, tier.Slot{Tier: c1.tier, Index: c1.x.RankKeyed(&a, m.key1[b])})
		}
	}
	return dst
}

// TierWalk returns a walk of tier t for one worker (tier.Walker): a
// sector's positions in number order from a board.Scanner, and their
// placements numbered with the key lookups kept for the run of positions
// that share the key stones (keyMemo). A midgame tier's walk numbers each
// position afresh (those tiers are solved by the loopy analysis, not by
// walks).
func (w *Whole) TierWalk(t int) tier.Walk[Position] {
	wk := &wholeWalk{w: w, t: t}
	if t >= w.midTiers() {
		wk.s = w.sector(t - w.midTiers())
		wk.sc = wk.s.x.Scan(0)
	}
	return wk
}

// wholeWalk is a walk of one tier of Whole (TierWalk).
type wholeWalk struct {
	w    *Whole
	t    int
	s    *sector       // nil for a midgame tier
	sc   *bidx.Scanner // the sector's scanner
	next int           // the slot Next gives, for a midgame tier
	memo keyMemo
}

func (wk *wholeWalk) Seek(i int) {
	if wk.s != nil {
		wk.sc.Seek(i)
	}
	wk.next = i
}

func (wk *wholeWalk) Next() Position {
	if wk.s == nil {
		wk.next++
		return wk.w.TierPosition(wk.t, wk.next-1)
	}
	a := wk.sc.Next()
	return pos(uint32(a[0]), uint32(a[1]), wk.s.MH, wk.s.OH)
}

func (wk *wholeWalk) MoveSlots(dst []tier.Slot, p Position) []tier.Slot {
	return wk.w.moveSlots(dst, wk.t, p, &wk.memo)
}
