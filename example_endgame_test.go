package cgt_test

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/cgtgo/cgt"
)

// endgame is king and rook (or queen) against king on 8×8, a complete
// retrograde-analysis example with a dense index. Conventions: a position
// is the squares of the white king, the white rook or queen and the black
// king, and the side to move; the squares differ, the kings are not
// adjacent, and the side not to move is not in check. Black capturing an
// undefended piece ends the game level (a Tie), and so does stalemate; a
// checkmated side has lost with remoteness 0.
type endgame struct{ queen bool }

// egPos packs a position: bits 0–5 the black king's square, 6–11 the white
// piece's, 12–17 the white king's (square = 8·rank + file, a1 = 0), bit 18
// set when Black is to move. A position after Black captured the piece has
// the piece on the black king's square and White to move.
type egPos uint32

func mkPos(wk, wp, bk int, black bool) egPos {
	p := egPos(wk<<12 | wp<<6 | bk)
	if black {
		p |= 1 << 18
	}
	return p
}

func (p egPos) wk() int        { return int(p>>12) & 63 }
func (p egPos) wp() int        { return int(p>>6) & 63 }
func (p egPos) bk() int        { return int(p) & 63 }
func (p egPos) black() bool    { return p>>18 != 0 }
func (p egPos) captured() bool { return p.wp() == p.bk() && !p.black() }

// String writes p as "Ka1 Rb2 kc3 w" (R is the rook or the queen, and w or
// b the side to move).
func (p egPos) String() string {
	sq := func(s int) string { return string(rune('a'+s%8)) + string(rune('1'+s/8)) }
	side := "w"
	if p.black() {
		side = "b"
	}
	return fmt.Sprintf("K%s R%s k%s %s", sq(p.wk()), sq(p.wp()), sq(p.bk()), side)
}

// egNear reports whether squares a and b are equal or adjacent.
func egNear(a, b int) bool {
	df, dr := a%8-b%8, a/8-b/8
	return df >= -1 && df <= 1 && dr >= -1 && dr <= 1
}

// egStep returns the square one step from s in direction d, or −1 off the board.
func egStep(s int, d [2]int) int {
	f, r := s%8+d[0], s/8+d[1]
	if f < 0 || f > 7 || r < 0 || r > 7 {
		return -1
	}
	return 8*r + f
}

var egDirs = [8][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}}

func (e endgame) dirs() [][2]int {
	if e.queen {
		return egDirs[:]
	}
	return egDirs[:4]
}

// attacks reports whether the piece on s attacks square t, its line
// blocked only by the white king on wk (the black king never shields
// itself). O(1): t must be on a line from s, and wk not strictly between.
func (e endgame) attacks(s, t, wk int) bool {
	df, dr := t%8-s%8, t/8-s/8
	if s == t || df != 0 && dr != 0 && (!e.queen || df != dr && df != -dr) {
		return false
	}
	k := max(df, -df, dr, -dr) // t = s + k·(df/k, dr/k)
	wf, wr := wk%8-s%8, wk/8-s/8
	j := max(wf, -wf, wr, -wr)
	return !(j > 0 && j < k && wf*k == df*j && wr*k == dr*j)
}

// Moves appends the legal moves; Black's capture of an undefended piece
// leads to the captured position.
func (e endgame) Moves(dst []egPos, p egPos) []egPos {
	wk, wp, bk := p.wk(), p.wp(), p.bk()
	if p.black() {
		for _, d := range egDirs {
			t := egStep(bk, d)
			switch {
			case t < 0 || egNear(t, wk):
			case t == wp:
				dst = append(dst, mkPos(wk, t, t, false))
			case !e.attacks(wp, t, wk):
				dst = append(dst, mkPos(wk, wp, t, false))
			}
		}
		return dst
	}
	for _, d := range egDirs {
		if t := egStep(wk, d); t >= 0 && t != wp && !egNear(t, bk) {
			dst = append(dst, mkPos(t, wp, bk, true))
		}
	}
	for _, d := range e.dirs() {
		for t := egStep(wp, d); t >= 0 && t != wk && t != bk; t = egStep(t, d) {
			dst = append(dst, mkPos(wk, t, bk, true))
		}
	}
	return dst
}

// Terminal: the captured position and stalemate end level, checkmate lost.
func (e endgame) Terminal(p egPos) (cgt.Outcome, bool) {
	if p.captured() {
		return cgt.Tie, true
	}
	if !p.black() || len(e.Moves(make([]egPos, 0, 8), p)) > 0 {
		return cgt.Unknown, false // White always has a move
	}
	if e.attacks(p.wp(), p.bk(), p.wk()) {
		return cgt.Loss, true
	}
	return cgt.Tie, true
}

// Predecessors appends the positions one legal move before p: the moves of
// the side that just moved, played backwards onto empty squares, keeping
// those where the earlier position was legal.
func (e endgame) Predecessors(dst []egPos, p egPos) []egPos {
	wk, wp, bk := p.wk(), p.wp(), p.bk()
	if !p.black() { // Black just moved, perhaps capturing
		for _, d := range egDirs {
			s := egStep(bk, d)
			if s >= 0 && s != wk && !egNear(s, wk) && (!p.captured() || !egNear(wp, wk)) && (p.captured() || s != wp) {
				dst = append(dst, mkPos(wk, wp, s, true))
			}
		}
		return dst
	}
	for _, d := range egDirs {
		if s := egStep(wk, d); s >= 0 && s != wp && s != bk && !egNear(s, bk) && !e.attacks(wp, bk, s) {
			dst = append(dst, mkPos(s, wp, bk, false))
		}
	}
	for _, d := range e.dirs() {
		for s := egStep(wp, d); s >= 0 && s != wk && s != bk; s = egStep(s, d) {
			if !e.attacks(s, bk, wk) {
				dst = append(dst, mkPos(wk, s, bk, false))
			}
		}
	}
	return dst
}

// The dense index: every packed value below 2¹⁹ (illegal ones are never
// reached from the legal starts, and the solver ignores them).
func (endgame) Size() int            { return 1 << 19 }
func (endgame) Index(p egPos) int    { return int(p) }
func (endgame) Position(i int) egPos { return egPos(i) }

// legal returns every legal position (both sides to move) in index order.
func (e endgame) legal() []egPos {
	var out []egPos
	for i := range 1 << 19 {
		p := egPos(i)
		wk, wp, bk := p.wk(), p.wp(), p.bk()
		if wk != wp && wp != bk && !egNear(wk, bk) && (p.black() || !e.attacks(wp, bk, wk)) {
			out = append(out, p)
		}
	}
	return out
}

// Example_endgame solves king and rook against king, and king and queen
// against king, by retrograde analysis from every legal position, and
// prints the published facts: with White to move every position is won,
// with Black to move 22,244 (KRK) and 23,048 (KQK) of the 223,944 legal
// positions are drawn, and the longest mates take 16 and 10 moves (the
// facts and conventions of issue 5; the KRK distribution: 175,168
// positions with White to move, 216 checkmates, 3,056 positions lost in
// the maximum of 32 plies).
func Example_endgame() {
	for _, e := range []endgame{{queen: false}, {queen: true}} {
		sol, err := cgt.SolveRetrograde(context.Background(), e, e.legal(), nil)
		if err != nil {
			fmt.Println(err)
			return
		}
		var white, whiteWon, black, blackDrawn, longest, mates, atMax int
		for p, o := range sol.All() {
			if p.captured() {
				continue
			}
			r := sol.Remoteness(p)
			if !p.black() {
				white++
				if o == cgt.Win {
					whiteWon++
					longest = max(longest, (r+1)/2)
				}
				continue
			}
			black++
			if o == cgt.Tie {
				blackDrawn++
			}
			if o == cgt.Loss && r == 0 {
				mates++
			}
			if o == cgt.Loss && r == 32 {
				atMax++
			}
		}
		name := map[bool]string{false: "KRK", true: "KQK"}[e.queen]
		fmt.Printf("%s: White to move all won: %v; Black to move %d, drawn %d; longest mate %d moves\n",
			name, white == whiteWon, black, blackDrawn, longest)
		if !e.queen {
			fmt.Printf("KRK: %d positions with White to move\n", white)
			fmt.Printf("KRK: %d checkmates, %d positions at %d plies\n", mates, atMax, sol.Stats().MaxRemoteness)
		}
	}
	// Output:
	// KRK: White to move all won: true; Black to move 223944, drawn 22244; longest mate 16 moves
	// KRK: 175168 positions with White to move
	// KRK: 216 checkmates, 3056 positions at 32 plies
	// KQK: White to move all won: true; Black to move 223944, drawn 23048; longest mate 10 moves
}

// endgameFwd is the endgame without Predecessors: the engine builds the
// reverse graph itself.
type endgameFwd struct{ e endgame }

func (f endgameFwd) Moves(dst []egPos, p egPos) []egPos   { return f.e.Moves(dst, p) }
func (f endgameFwd) Terminal(p egPos) (cgt.Outcome, bool) { return f.e.Terminal(p) }
func (endgameFwd) Size() int                              { return 1 << 19 }
func (endgameFwd) Index(p egPos) int                      { return int(p) }
func (endgameFwd) Position(i int) egPos                   { return egPos(i) }

// TestEndgame checks the endgame's un-move generator with Verify (on a
// sample of the legal positions and on captured positions), that one and
// two workers and the engine's own reverse graph all give the same table,
// and that following BestMoves from a longest KRK position mates in
// exactly 16 moves (31 plies), as the remoteness promises.
func TestEndgame(t *testing.T) {
	e := endgame{}
	legal := e.legal()
	for _, g := range []endgame{e, {queen: true}} {
		var sample []egPos
		for i, l := 0, g.legal(); i < len(l); i += 97 {
			sample = append(sample, l[i])
		}
		sample = append(sample, mkPos(0, 20, 20, false), mkPos(63, 9, 9, false))
		if err := cgt.Verify(g, sample); err != nil {
			t.Fatal(err)
		}
	}
	type cell struct {
		o cgt.Outcome
		r int
	}
	var ref []cell
	for k, g := range []cgt.Game[egPos]{e, e, endgameFwd{e}} {
		sol, err := cgt.SolveRetrograde(context.Background(), g, legal, &cgt.Options{Workers: 1 + k%2})
		if err != nil {
			t.Fatal(err)
		}
		var got []cell
		for p, o := range sol.All() {
			got = append(got, cell{o, sol.Remoteness(p)})
		}
		if ref == nil {
			ref = got
			// Play out a longest win for White.
			var start egPos
			for _, p := range sol.Longest(10) {
				if !p.black() {
					start = p
				}
			}
			if start == 0 {
				start = sol.Longest(1)[0] // a Black position lost in 32
				start = sol.BestMoves(start)[0]
			}
			p, plies := start, 0
			for {
				moves := sol.BestMoves(p)
				if len(moves) == 0 {
					break
				}
				p = moves[0]
				plies++
			}
			if o, ended := e.Terminal(p); plies != 31 || !ended || o != cgt.Loss {
				t.Errorf("from %v: %d plies to %v (%v, %v), want mate in 31", start, plies, p, o, ended)
			}
			continue
		}
		if !slices.Equal(ref, got) {
			t.Errorf("variant %d: table differs from one worker's", k)
		}
	}
}
