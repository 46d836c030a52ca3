package dobutsu

import (
	"math/bits"

	"github.com/cgtgo/cgt"
)

// Terminal reports whether play has ended at p (see the conventions in the
// package doc): Win when the side to move can capture the opposing Lion or
// its own Lion already stands on the far row, Loss when the opposing Lion
// stands on the mover's home row and cannot be captured.
func (g *Game) Terminal(p Position) (cgt.Outcome, bool) {
	b := p.unpack()
	switch o, ended := g.t.terminal(&b); {
	case !ended:
		return cgt.Unknown, false
	case o > 0:
		return cgt.Win, true
	default:
		return cgt.Loss, true
	}
}

// Moves appends to dst the positions after each move from p, seen from the
// other side: board moves square by square (from A1 to C4, each piece's
// targets in the same order), then drops of a Giraffe, an Elephant and a
// Chick on each empty square in turn. Engines call it only where play goes
// on; at a position where the mover could capture the Lion that capture is
// left out (the game has ended there).
func (g *Game) Moves(dst []Position, p Position) []Position {
	b := p.unpack()
	for s := range 12 {
		c := b.c[s]
		if c == 0 || c&opp != 0 {
			continue
		}
		base := p &^ (15 << (4 * s))
		for m := g.t.steps[c][s]; m != 0; m &= m - 1 {
			to := bits.TrailingZeros16(m)
			d := b.c[to]
			if d != 0 && (d&opp == 0 || d == lion|opp) {
				continue
			}
			nc := c
			if c == chick && to < 3 {
				nc = hen
			}
			q := base&^(15<<(4*to)) | Position(nc)<<(4*to)
			if d != 0 {
				q += 1 << (48 + 2*(kindOfHand(int(d&7))-giraffe))
			}
			dst = append(dst, flip(q))
		}
	}
	for k := range 3 {
		if b.h[0][k] == 0 {
			continue
		}
		hand := p - 1<<(48+2*k)
		for s := range 12 {
			if b.c[s] == 0 {
				dst = append(dst, flip(hand|Position(k+giraffe)<<(4*s)))
			}
		}
	}
	return dst
}

// NumMoves returns len(Moves(nil, p)) without building the positions.
func (g *Game) NumMoves(p Position) int {
	b := p.unpack()
	var own, lionSq uint16
	emptySq := 0
	for s, c := range b.c {
		switch {
		case c == 0:
			emptySq++
		case c&opp == 0:
			own |= 1 << s
		case c == lion|opp:
			lionSq = 1 << s
		}
	}
	n := 0
	for s, c := range b.c {
		if c != 0 && c&opp == 0 {
			n += bits.OnesCount16(g.t.steps[c][s] &^ (own | lionSq))
		}
	}
	if b.h[0][0] != 0 {
		n += emptySq
	}
	if b.h[0][1] != 0 {
		n += emptySq
	}
	if b.h[0][2] != 0 {
		n += emptySq
	}
	return n
}

// Predecessors appends to dst the positions from which a move leads to p:
// the opponent's last move undone — a step back (restoring a captured
// piece of any kind the opponent holds, a Hen for a captured Chick too, or
// a Chick for a Hen that has just been promoted), or a piece that was
// dropped taken back into hand — keeping only the positions where play had
// not ended.
func (g *Game) Predecessors(dst []Position, p Position) []Position {
	b := p.unpack()
	ml, ol := b.lions()
	if ml < 3 {
		return dst // the mover's Lion on the far row: every predecessor was decided
	}
	t := g.t
	var others [12]uint16 // for each opponent's piece, the opponent's attacks without it
	for s, c := range b.c {
		if c == 0 || c&opp == 0 {
			continue
		}
		for s2, c2 := range b.c {
			if s2 != s && c2 != 0 && c2&opp != 0 {
				others[s] |= t.steps[c2][s2]
			}
		}
	}
	// add appends nb, the position before the opponent's move (seen from
	// p's mover) of its piece now on to, unless play had ended there (the
	// conventions of terminal, worked out from p's side): the piece stood
	// on from as src (from < 0: it was dropped).
	add := func(nb *board, from int, src uint8, to int) {
		theirs := others[to]
		if from >= 0 {
			theirs |= t.steps[src][from]
		}
		if theirs>>ml&1 != 0 {
			return // the opponent could take the Lion
		}
		lq := ol
		if src == lion|opp {
			lq = from
		}
		if lq >= 9 {
			return // the opponent's Lion had survived on its far row
		}
		qb := board{}
		for s, c := range nb.c {
			if c != 0 {
				c ^= opp
			}
			qb.c[11-s] = c
		}
		qb.h[0], qb.h[1] = nb.h[1], nb.h[0]
		dst = append(dst, qb.pack())
	}
	for to := range 12 {
		c := b.c[to]
		if c == 0 || c&opp == 0 {
			continue
		}
		k := int(c & 7)
		// A dropped piece back into the opponent's hand.
		if k == giraffe || k == elephant || k == chick {
			nb := b
			nb.c[to] = 0
			nb.h[1][k-giraffe]++
			add(&nb, -1, 0, to)
		}
		// The piece that stood on from before the move.
		var srcs [2]struct {
			from  uint16
			piece uint8
		}
		switch {
		case k == chick && to >= 9:
			// An unpromoted Chick on its far row was dropped there.
		case k == hen && to >= 9:
			srcs[0].from, srcs[0].piece = g.t.back[c][to], c
			srcs[1].from, srcs[1].piece = 1<<(to-3), chick|opp
		default:
			srcs[0].from, srcs[0].piece = g.t.back[c][to], c
		}
		for _, src := range srcs {
			for m := src.from; m != 0; m &= m - 1 {
				from := bits.TrailingZeros16(m)
				if b.c[from] != 0 {
					continue
				}
				nb := b
				nb.c[from] = src.piece
				nb.c[to] = 0
				add(&nb, from, src.piece, to)
				// Or the move captured a piece of the mover's.
				for h := range 3 {
					if b.h[1][h] == 0 {
						continue
					}
					cb := nb
					cb.h[1][h]--
					cb.c[to] = uint8(h + giraffe)
					add(&cb, from, src.piece, to)
					if h == chick-giraffe {
						cb.c[to] = hen
						add(&cb, from, src.piece, to)
					}
				}
			}
		}
	}
	return dst
}
