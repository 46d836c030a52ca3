package kaooa

import "github.com/cgtgo/cgt/board"

// Moves appends the positions one move leads to (board.Rules): the crows
// drop a crow while they have one in hand, else slide one; the vulture
// drops itself on its first move, then jumps over a crow, taking it, or
// slides (only where it cannot jump, with MandatoryCapture).
func (r *Rules) Moves(dst []board.Pos, p board.Pos) []board.Pos {
	c, v, hand := p.Sets[0], p.Sets[1], p.Off[0]
	free := allPoints &^ (c | v)
	if p.Turn == 0 {
		if hand > 0 {
			for f := free; f != 0; f &= f - 1 {
				dst = appendPos(dst, c|f&-f, v, hand-1, 1)
			}
			return dst
		}
		for cs := c; cs != 0; cs &= cs - 1 {
			a := cs & -cs
			for ts := r.geo.adj[lowIndex(a)] & free; ts != 0; ts &= ts - 1 {
				dst = appendPos(dst, c&^a|ts&-ts, v, 0, 1)
			}
		}
		return dst
	}
	if v == 0 {
		for f := free; f != 0; f &= f - 1 {
			dst = appendPos(dst, c, f&-f, hand, 0)
		}
		return dst
	}
	at := lowIndex(v)
	jumped := false
	for _, j := range r.geo.jumps[at] {
		if c>>j.over&1 != 0 && free>>j.to&1 != 0 {
			dst = appendPos(dst, c&^(1<<j.over), 1<<j.to, hand, 0)
			jumped = true
		}
	}
	if jumped && r.mc {
		return dst
	}
	for ts := r.geo.adj[at] & free; ts != 0; ts &= ts - 1 {
		dst = appendPos(dst, c, ts&-ts, hand, 0)
	}
	return dst
}

// Unmoves appends the positions one move leads from to p (board.Unmover):
// a crow's drop or slide taken back, or the vulture's drop, slide or jump
// (with the crow it took put back).
func (r *Rules) Unmoves(dst []board.Pos, p board.Pos) []board.Pos {
	return r.unmoves(dst, p, nil)
}

// UnmovesFrom appends the positions of Unmoves(p) of shape from
// (board.UnmoverFrom): the tier solver asks for a slide's un-moves in the
// sliding phase's tiers apart from a jump's, which come from the tier of
// one more crow.
func (r *Rules) UnmovesFrom(dst []board.Pos, p board.Pos, from board.Shape) []board.Pos {
	return r.unmoves(dst, p, &from)
}

// unmoves appends the positions of Unmoves(p), of shape from if not nil.
func (r *Rules) unmoves(dst []board.Pos, p board.Pos, from *board.Shape) []board.Pos {
	c, v, hand := p.Sets[0], p.Sets[1], int(p.Off[0])
	free := allPoints &^ (c | v)
	nc, nv := popcount(c), popcount(v)
	ok := func(c, v, hand, turn int) bool {
		if from != nil && *from != shape(c, v, hand, turn) {
			return false
		}
		return r.shapeOK(c, v, hand, turn)
	}
	if p.Turn == 1 {
		// The crows moved last, from a position where play went on: one
		// with more than three crows left (as many as now).
		if nc+hand <= 3 {
			return dst
		}
		if ok(nc-1, nv, hand+1, 0) { // a drop
			for cs := c; cs != 0; cs &= cs - 1 {
				dst = appendPos(dst, c&^(cs&-cs), v, uint8(hand+1), 0)
			}
		}
		if hand == 0 && ok(nc, nv, 0, 0) { // a slide, from b to a
			for cs := c; cs != 0; cs &= cs - 1 {
				a := cs & -cs
				for bs := r.geo.adj[lowIndex(a)] & free; bs != 0; bs &= bs - 1 {
					dst = appendPos(dst, c&^a|bs&-bs, v, 0, 0)
				}
			}
		}
		return dst
	}
	// The vulture moved last.
	if v == 0 {
		return dst
	}
	if ok(nc, 0, hand, 1) { // its drop
		dst = appendPos(dst, c, 0, uint8(hand), 1)
	}
	at := lowIndex(v)
	if ok(nc+1, 1, hand, 1) { // a jump from j.to over j.over
		for _, j := range r.geo.jumps[at] {
			if free>>j.over&1 != 0 && free>>j.to&1 != 0 {
				dst = appendPos(dst, c|1<<j.over, 1<<j.to, uint8(hand), 1)
			}
		}
	}
	if ok(nc, 1, hand, 1) { // a slide from b, where it could not jump if it must
		for bs := r.geo.adj[at] & free; bs != 0; bs &= bs - 1 {
			b := bs & -bs
			if !r.mc || !r.geo.canJump(lowIndex(b), c, free&^b|v) {
				dst = appendPos(dst, c, b, uint8(hand), 1)
			}
		}
	}
	return dst
}

// MoveName names the move from p to q (board.Namer): a drop by its point
// ("c"), a slide by its two points ("c-f"), a jump by its two points with
// an x ("axf").
func (r *Rules) MoveName(p, q board.Pos) string {
	k := int(p.Turn)
	from, to := p.Sets[k]&^q.Sets[k], q.Sets[k]&^p.Sets[k]
	switch {
	case from == 0:
		return names[lowIndex(to)]
	case k == 1 && popcount(q.Sets[0]) < popcount(p.Sets[0]):
		return names[lowIndex(from)] + "x" + names[lowIndex(to)]
	}
	return names[lowIndex(from)] + "-" + names[lowIndex(to)]
}

// appendPos appends the position with the crows c, the vulture v, hand
// crows in hand and turn to move.
func appendPos(dst []board.Pos, c, v uint64, hand uint8, turn uint8) []board.Pos {
	return append(dst, board.Pos{Sets: board.Sets{c, v}, Off: [4]uint8{hand}, Turn: turn})
}
