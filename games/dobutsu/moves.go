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
	// others[s]: for the opponent's piece on s, the squares the opponent's
	// other pieces attack (the OR of the attacks before and after it).
	var sq [8]int
	var att, pre [9]uint16
	n := 0
	for s, c := range b.c {
		if c != 0 && c&opp != 0 {
			sq[n], att[n] = s, t.steps[c][s]
			n++
		}
	}
	var others [12]uint16
	for k := range n {
		pre[k+1] = pre[k] | att[k]
	}
	suf := uint16(0)
	for k := n - 1; k >= 0; k-- {
		others[sq[k]] = pre[k] | suf
		suf |= att[k]
	}
	// add appends q, the position before the opponent's move (packed, seen
	// from p's mover) of its piece now on to, unless play had ended there
	// (the conventions of terminal, worked out from p's side): the piece
	// stood on from as src (from < 0: it was dropped).
	add := func(q Position, from int, src uint8, to int) {
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
		dst = append(dst, flip(q))
	}
	for to := range 12 {
		c := b.c[to]
		if c == 0 || c&opp == 0 {
			continue
		}
		k := int(c & 7)
		cleared := p &^ (15 << (4 * to))
		// A dropped piece back into the opponent's hand.
		if k == giraffe || k == elephant || k == chick {
			add(cleared+1<<(54+2*(k-giraffe)), -1, 0, to)
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
			srcs[0].from, srcs[0].piece = t.back[c][to], c
			srcs[1].from, srcs[1].piece = 1<<(to-3), chick|opp
		default:
			srcs[0].from, srcs[0].piece = t.back[c][to], c
		}
		for _, src := range srcs {
			for m := src.from; m != 0; m &= m - 1 {
				from := bits.TrailingZeros16(m)
				if b.c[from] != 0 {
					continue
				}
				q := cleared | Position(src.piece)<<(4*from)
				add(q, from, src.piece, to)
				// Or the move captured a piece of the mover's.
				for h := range 3 {
					if b.h[1][h] == 0 {
						continue
					}
					cq := q - 1<<(54+2*h)
					add(cq|Position(h+giraffe)<<(4*to), from, src.piece, to)
					if h == chick-giraffe {
						add(cq|Position(hen)<<(4*to), from, src.piece, to)
					}
				}
			}
		}
	}
	return dst
}
