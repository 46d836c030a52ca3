package morris

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"testing"

	"github.com/cgtgo/cgt"
	bidx "github.com/cgtgo/cgt/board"
	"github.com/cgtgo/cgt/games/mills"
	"github.com/cgtgo/cgt/tier"
)

// TestMoveSlots checks Whole's numbering of the placements against the
// position-level rules: on every slot of the sectors of 3 and 4 stones
// each (with CGT_LONG, 5 too and a sample of each sector of 6 … 9),
// TierPosition and TierIndex are inverse, and MoveSlots gives the slots
// that Moves, Tier and TierIndex give, move for move (as multisets), each
// in a child tier of the sector; so do the walks of the sectors
// (TierWalk), which the solver uses: slot after slot, their positions are
// TierPosition's and their slots those of MoveSlots. Under the race
// detector the sectors of 4 are sampled too, as those of 6 … 9 are: the
// test is one goroutine, where the detector finds nothing, and it made
// the test ten times slower (40 s against 4 s).
func TestMoveSlots(t *testing.T) {
	top := 4
	if os.Getenv("CGT_LONG") != "" {
		top = 9
	}
	for each := 3; each <= top; each++ {
		w := NewWhole(each)
		var moves []Position
		var want, got, walked []tier.Slot
		var wantK, gotK, walkedK []uint64
		for tr := w.Midgame().Tiers(); tr < w.Tiers(); tr++ {
			kids := w.ChildTiers(tr)
			n := w.TierSize(tr)
			step := 1
			if each > 5 || raceEnabled && each > 3 {
				step = max(1, n/2000)
			}
			wk := w.TierWalk(tr)
			wk.Seek(0)
			for i := 0; i < n; i += step {
				if step > 1 {
					wk.Seek(i)
				}
				p := w.TierPosition(tr, i)
				if w.Tier(p) != tr || w.TierIndex(p) != i {
					t.Fatalf("each %d, tier %d slot %d: %s is of tier %d slot %d", each, tr, i, Format(p, White), w.Tier(p), w.TierIndex(p))
				}
				if q := wk.Next(); q != p {
					t.Fatalf("each %d, tier %d slot %d: the walk gives %s, TierPosition %s", each, tr, i, Format(q, White), Format(p, White))
				}
				if _, ended := w.Terminal(p); ended {
					continue
				}
				moves = w.Moves(moves[:0], p)
				want = want[:0]
				for _, q := range moves {
					want = append(want, tier.Slot{Tier: w.Tier(q), Index: w.TierIndex(q)})
				}
				got = w.MoveSlots(got[:0], tr, p)
				walked = wk.MoveSlots(walked[:0], p)
				// The multisets compare as sorted keys tier<<40 | index
				// (slots in the order of tier, then index); slots that
				// make no key, and unequal ones, are sorted and compared
				// as slots.
				var okW, okG, okK bool
				wantK, okW = slotKeys(wantK, want)
				gotK, okG = slotKeys(gotK, got)
				walkedK, okK = slotKeys(walkedK, walked)
				if !okW || !okG || !okK || !slices.Equal(gotK, wantK) || !slices.Equal(walkedK, wantK) {
					slices.SortFunc(want, cmpSlots)
					slices.SortFunc(got, cmpSlots)
					slices.SortFunc(walked, cmpSlots)
					if !slices.Equal(got, want) || !slices.Equal(walked, want) {
						t.Fatalf("each %d, tier %d slot %d (%s): MoveSlots %v, the walk's %v, Moves give %v", each, tr, i, Format(p, White), got, walked, want)
					}
				}
				for _, sl := range got {
					if !slices.Contains(kids, sl.Tier) {
						t.Fatalf("each %d, tier %d slot %d: a move to tier %d, not a child tier", each, tr, i, sl.Tier)
					}
				}
			}
		}
	}
}

// cmpSlots orders slots by tier, then index.
func cmpSlots(a, b tier.Slot) int {
	if a.Tier != b.Tier {
		return a.Tier - b.Tier
	}
	return a.Index - b.Index
}

// slotKeys returns the slots as keys tier<<40 | index, sorted, in dst's
// memory: the order of the keys is cmpSlots' order of the slots. It
// reports false if a slot is outside 0 ≤ tier < 2²³, 0 ≤ index < 2⁴⁰.
func slotKeys(dst []uint64, slots []tier.Slot) ([]uint64, bool) {
	dst = dst[:0]
	for _, s := range slots {
		if s.Tier < 0 || s.Tier >= 1<<23 || s.Index < 0 || uint64(s.Index) >= 1<<40 {
			return dst, false
		}
		dst = append(dst, uint64(s.Tier)<<40|uint64(s.Index))
	}
	slices.Sort(dst)
	return dst, true
}

// solveWhole solves the whole game of each stones for each player into a
// temporary directory and returns its tables.
func solveWhole(t *testing.T, each int) (*Whole, *tier.Tables[Position]) {
	t.Helper()
	w := NewWhole(each)
	dir := tier.Dir(t.TempDir())
	if _, err := tier.Solve[Position](context.Background(), w, dir, TierName(each), &tier.Options{Workers: 2}); err != nil {
		t.Fatal(err)
	}
	ts := tier.Open[Position](w, dir, TierName(each))
	t.Cleanup(func() { ts.Close() })
	return w, ts
}

// TestWholeAgainstBrute solves the whole game of 3 stones each (and 4
// with CGT_LONG: a minute), placements and midgame, as tiers and checks every slot of every tier
// against an independent solve: games/mills's rules of Nine Men's Morris
// with as many stones (its own moves, its numbering by the board package)
// solved in memory by cgt.SolveRetrograde (the root's retrograde
// analysis, not package tier): the same outcome and remoteness. Facts
// found so: with 3 stones each White wins from the start in 23 plies,
// with 4 it is a draw (as the placement search over the tables of 8
// stones found).
func TestWholeAgainstBrute(t *testing.T) {
	tops := []int{3}
	if os.Getenv("CGT_LONG") != "" {
		tops = append(tops, 4)
	}
	for _, each := range tops {
		w, ts := solveWhole(t, each)
		v := mills.Nine
		v.Name, v.Stones = fmt.Sprintf("nine-%d", each), each
		g, err := mills.New(v, mills.Options{})
		if err != nil {
			t.Fatal(err)
		}
		want, err := cgt.SolveRetrograde[bidx.Pos](context.Background(), g, nil, &cgt.Options{Workers: 2})
		if err != nil {
			t.Fatal(err)
		}
		var seen [cgt.Win + 1]int
		for tr := range w.Tiers() {
			for i := range w.TierSize(tr) {
				p := w.TierPosition(tr, i)
				mh, oh := p.InHand()
				q := bidx.Pos{Sets: bidx.Sets{uint64(p.Mover()), uint64(p.Other())}, Off: [bidx.MaxOff]uint8{uint8(mh), uint8(oh)}}
				if g.Index(q) < 0 {
					t.Fatalf("each %d: %s is not a position of mills", each, Format(p, White))
				}
				o, r, err := ts.Lookup(p)
				if err != nil {
					t.Fatal(err)
				}
				seen[o]++
				if wo, wr := want.Outcome(q), want.Remoteness(q); o != wo || r != wr {
					t.Fatalf("each %d, tier %d slot %d (%s): tiers %v %d, mills %v %d", each, tr, i, Format(p, White), o, r, wo, wr)
				}
			}
		}
		o, r, err := ts.Lookup(w.Start())
		t.Logf("each %d: start %v in %d (%v); outcomes %v", each, o, r, err, seen)
		if wantO, wantR := []cgt.Outcome{cgt.Win, cgt.Draw}[each-3], []int{23, -1}[each-3]; o != wantO || r != wantR {
			t.Errorf("each %d: the start is %v in %d, want %v in %d", each, o, r, wantO, wantR)
		}
	}
}

// TestWholeAgainstSearch checks the placement sectors' tables against the
// search the placements had before they were tabulated: Opening, the
// Searcher over the midgame's tier files, on random positions of every
// sector of the game of 4 stones each (5 with CGT_LONG): the same
// outcome and remoteness, and for every move its value.
func TestWholeAgainstSearch(t *testing.T) {
	each, per := 4, 12
	if os.Getenv("CGT_LONG") != "" {
		each, per = 5, 40
	}
	w, ts := solveWhole(t, each)
	op := NewOpening(ts)
	s := cgt.NewSearcher[Position, int32](op, &cgt.Options{TableBytes: 1 << 22})
	s.SetProbe(op.Probe())
	rng := rand.New(rand.NewPCG(44, 2))
	var seen [cgt.Win + 1]int
	for tr := w.Midgame().Tiers(); tr < w.Tiers(); tr++ {
		for k := range per {
			i := rng.IntN(w.TierSize(tr))
			if k == 0 {
				i = w.TierSize(tr) - 1 // a class with symmetries, where there are
			}
			seen[agreeWithSearch(t, ts, op, s, w.TierPosition(tr, i))]++
		}
	}
	t.Logf("outcomes %v", seen)
	for _, o := range []cgt.Outcome{cgt.Win, cgt.Loss, cgt.Draw} {
		if seen[o] == 0 {
			t.Errorf("no %v among the positions: the test misses a case", o)
		}
	}
}

// agreeWithSearch checks the tables' outcome and remoteness of p and of
// each of its moves against the placement search over the midgame tables
// (op, s: its leaves are the positions with no stone in hand, which
// op.Probe reads from the midgame's tiers), and returns p's outcome.
func agreeWithSearch(t *testing.T, ts *tier.Tables[Position], op *Opening, s *cgt.Searcher[Position, int32], p Position) cgt.Outcome {
	t.Helper()
	o, r, err := ts.Lookup(p)
	if err != nil {
		t.Fatal(err)
	}
	so, sr, moves, err := op.Search(context.Background(), s, p)
	if err != nil {
		t.Fatal(err)
	}
	if o != so || r != sr {
		t.Fatalf("%s: table %v %d, search %v %d", Format(p, White), o, r, so, sr)
	}
	for _, mv := range moves {
		qo, qr, err := ts.Lookup(mv.To)
		if err != nil {
			t.Fatal(err)
		}
		want, wantR := before(qo, qr)
		if mv.Outcome != want || mv.Remoteness != wantR {
			t.Fatalf("%s, move %s: search %v %d, table %v %d", Format(p, White), MoveName(p, mv.To), mv.Outcome, mv.Remoteness, want, wantR)
		}
	}
	return o
}

// TestSolvedAgainstSearch checks a DIR that cgt solve morris --placements
// has solved (CGT_MORRIS_DIR; CGT_MORRIS_EACH its stones each, 9 if
// unset) against the placement search over its midgame tables: in every
// sector whose placements left number at most CGT_MORRIS_PLIES (4 if
// unset; the search's cost grows about tenfold a ply), the last slot and
// 19 random ones, their outcome and remoteness and those of each of their
// moves. Skipped without CGT_MORRIS_DIR: the nine-stone DIR is 13 GB
// and takes hours to solve (docs/morris.md).
func TestSolvedAgainstSearch(t *testing.T) {
	dir := os.Getenv("CGT_MORRIS_DIR")
	if dir == "" {
		t.Skip("CGT_MORRIS_DIR is not set")
	}
	each, plies := 9, 4
	for _, e := range []struct {
		name string
		v    *int
	}{{"CGT_MORRIS_EACH", &each}, {"CGT_MORRIS_PLIES", &plies}} {
		if s := os.Getenv(e.name); s != "" {
			if _, err := fmt.Sscan(s, e.v); err != nil {
				t.Fatalf("%s=%q: %v", e.name, s, err)
			}
		}
	}
	if each < 3 || each > 9 || plies < 1 {
		t.Fatalf("CGT_MORRIS_EACH=%d, CGT_MORRIS_PLIES=%d: want 3 … 9 stones and a ply or more", each, plies)
	}
	w := NewWhole(each)
	ts := tier.Open[Position](w, tier.Dir(dir), TierName(each))
	defer ts.Close()
	op := NewOpening(ts)
	s := cgt.NewSearcher[Position, int32](op, &cgt.Options{TableBytes: 1 << 26})
	s.SetProbe(op.Probe())
	rng := rand.New(rand.NewPCG(44, 9))
	var seen [cgt.Win + 1]int
	sectors := 0
	for tr := w.MidgameTiers(); tr < w.Tiers(); tr++ {
		if sec, _ := w.Sector(tr); sec.MH+sec.OH > plies {
			continue
		}
		sectors++
		for k := range 20 {
			i := w.TierSize(tr) - 1 // a class with symmetries, where there are
			if k > 0 {
				i = rng.IntN(w.TierSize(tr))
			}
			seen[agreeWithSearch(t, ts, op, s, w.TierPosition(tr, i))]++
		}
	}
	t.Logf("%d sectors of at most %d placements left, outcomes %v", sectors, plies, seen)
}
