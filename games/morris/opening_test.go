package morris

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/tier"
)

// midgameTiers reads the solved midgame's tier files for bruteOpening: each
// tier whole, by tier.Load (checksums and header checked), the first time
// a leaf falls in it. A look-up of a leaf by tier.Tables read and checked
// a block of the file for each of the thousands of leaves.
type midgameTiers struct {
	g    *Midgame
	dir  tier.Dir
	name tier.Name
	vals [][]uint16 // by tier, nil until read
}

// lookup returns the outcome and remoteness (−1 for a draw) of the
// position p with no stone in hand, from the entry of its slot:
// outcome<<13 | remoteness (tier.Load).
func (m *midgameTiers) lookup(t *testing.T, p Position) (cgt.Outcome, int) {
	tr := m.g.Tier(p)
	if tr < 0 || tr >= m.g.Tiers() {
		t.Fatalf("%s: Tier %d, outside the midgame's %d tiers", Format(p, White), tr, m.g.Tiers())
	}
	vals := m.vals[tr]
	if vals == nil {
		var err error
		if vals, err = tier.Load[Position](m.g, m.dir, m.name, tr); err != nil {
			t.Fatal(err)
		}
		m.vals[tr] = vals
	}
	v := vals[m.g.TierIndex(p)]
	o, r := cgt.Outcome(v>>13), int(v&(1<<13-1))
	if o == cgt.Draw {
		r = -1
	}
	return o, r
}

// bruteOpening is the plain minimax of a position with stones in hand over
// the solved midgame: outcome and remoteness by the rules of retrograde
// analysis (the fastest win, the slowest loss), memoized by position.
func bruteOpening(t *testing.T, ts *midgameTiers, p Position, memo map[Position][2]int) (cgt.Outcome, int) {
	key := (Game{}).Canonical(p)
	if v, ok := memo[key]; ok {
		return cgt.Outcome(v[0]), v[1]
	}
	var o cgt.Outcome
	var r int
	switch mh, oh := p.InHand(); {
	case mh == 0 && oh == 0:
		o, r = ts.lookup(t, p)
	default:
		if oc, ended := (Game{}).Terminal(p); ended {
			o, r = oc, 0
			break
		}
		o, r = cgt.Loss, 0
		for _, q := range (Game{}).Moves(nil, p) {
			qo, qr := bruteOpening(t, ts, q, memo)
			switch mo := qo.Opposite(); {
			case mo == cgt.Win && (o != cgt.Win || qr+1 < r):
				o, r = cgt.Win, qr+1
			case o == cgt.Win:
			case mo == cgt.Draw:
				o, r = cgt.Draw, -1
			case mo == cgt.Loss && o == cgt.Loss && qr+1 > r:
				r = qr + 1
			}
		}
	}
	memo[key] = [2]int{int(o), r}
	return o, r
}

// TestOpeningAgainstBrute checks Opening's search (the Searcher over the
// placements, probing the midgame's tier files at its leaves) against the
// plain minimax of the same positions: outcome, remoteness and the value
// of every move, on random positions with stones in hand whose leaves lie
// in the tiers of at most 7 stones.
func TestOpeningAgainstBrute(t *testing.T) {
	sol := solvedMidgame(t, 7) // shared with TestTiersAgainstRetrograde
	ts := tier.Open[Position](sol.g, sol.dir, sol.name)
	defer ts.Close()
	op := NewOpening(ts)
	s := cgt.NewSearcher[Position, int32](op, &cgt.Options{TableBytes: 1 << 20})
	s.SetProbe(op.Probe())
	memo := map[Position][2]int{}
	mid := &midgameTiers{g: sol.g, dir: sol.dir, name: sol.name, vals: make([][]uint16, sol.g.Tiers())}
	rng := rand.New(rand.NewPCG(3, 4))
	var seen [cgt.Win + 1]int
	n := 150
	if testing.Short() || raceEnabled {
		n = 40
	}
	for range n {
		// Up to 4 stones of each colour in all, at least 3, one or two of
		// the player to move's in hand, up to two of the other's.
		var x, y uint32
		mt, ot := 3+rng.IntN(2), 3+rng.IntN(2)
		mh, oh := 1+rng.IntN(2), rng.IntN(3)
		if mt+ot > 7 {
			ot = 3
			oh = min(oh, ot)
		}
		perm := rng.Perm(Points)
		for _, p := range perm[:mt-mh] {
			x |= 1 << p
		}
		for _, p := range perm[mt-mh : mt-mh+ot-oh] {
			y |= 1 << p
		}
		p := pos(x, y, mh, oh)
		wo, wr := bruteOpening(t, mid, p, memo)
		o, r, moves, err := op.Search(context.Background(), s, p)
		if err != nil {
			t.Fatal(err)
		}
		seen[o]++
		if o != wo || r != wr {
			t.Fatalf("%s: searched %v %d, minimax %v %d", Format(p, White), o, r, wo, wr)
		}
		for _, mv := range moves {
			qo, qr := bruteOpening(t, mid, mv.To, memo)
			want, wantR := before(qo, qr)
			if mv.Outcome != want || mv.Remoteness != wantR {
				t.Fatalf("%s, move %s: searched %v %d, minimax %v %d", Format(p, White), MoveName(p, mv.To), mv.Outcome, mv.Remoteness, want, wantR)
			}
		}
	}
	t.Logf("outcomes %v", seen)
	for _, o := range []cgt.Outcome{cgt.Win, cgt.Loss, cgt.Draw} {
		if seen[o] == 0 {
			t.Errorf("no %v among the positions: the test misses a case", o)
		}
	}
}

// before returns the value of a move, for the player who makes it, that
// leads to a position of outcome o in r plies for the player to move
// there: the opposite outcome, one ply more (−1 for a draw).
func before(o cgt.Outcome, r int) (cgt.Outcome, int) {
	if o == cgt.Draw {
		return o, -1
	}
	return o.Opposite(), r + 1
}
