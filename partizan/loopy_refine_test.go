package partizan

import (
	"encoding/binary"
	"math/rand/v2"
	"slices"
	"sort"
	"testing"
	"time"
)

// TestCanonicalRefiner checks canonical, the refiner's linear rounds,
// against canonicalStrings, the refinement written first (signatures as
// uvarint byte strings, sorted each round): the renumbered graphs and
// roots must be the same, number for number, since every loopy value's
// encoding and printed order of options come from them. The graphs: the
// small dense ones of the brute-force tests, sparse ones of up to 900
// positions and one of 18,000 (colors past 127 and 16,383, whose
// uvarints sort out of numeric order), copies joined under one root (bisimilar positions to
// merge), and chains (a class splitting one position a round).
func TestCanonicalRefiner(t *testing.T) {
	r := rand.New(rand.NewPCG(29, 31))
	check := func(what string, g *lgraph) {
		t.Helper()
		for _, root := range []int{0, g.n() - 1} {
			h, hr := canonical(g, root)
			w, wr := canonicalStrings(g, root)
			if hr != wr || !slices.EqualFunc(h.l, w.l, slices.Equal) || !slices.EqualFunc(h.r, w.r, slices.Equal) {
				t.Fatalf("%s, root %d: refiner %v %v root %d, strings %v %v root %d", what, root, h.l, h.r, hr, w.l, w.r, wr)
			}
		}
	}
	for range lbCount(testing.Short(), 300, 60) {
		check("dense", lgraphOf(lbGraph(r, 1+r.IntN(9), lbDensity(r), lbDensity(r))))
	}
	for range lbCount(testing.Short(), 40, 10) {
		n := 1 + r.IntN(900)
		g := sparseGraph(r, n, r.IntN(4))
		check("sparse", g)
		check("copies", joinedCopies(g, 1+r.IntN(3)))
	}
	large := sparseGraph(r, 18000, 2)
	if h, _ := canonical(large, 0); h.n() <= 1<<14 {
		t.Fatalf("the large graph refines to %d positions, too few to test uvarints of 3 bytes", h.n())
	}
	check("large", large)
	chain := newLgraph(1500)
	for v := 1; v < chain.n(); v++ {
		chain.l[v] = []int32{int32(v - 1)}
		if v%3 == 0 {
			chain.r[v] = []int32{int32(v - 3)}
		}
	}
	check("chain", chain)
}

// sparseGraph has n positions, each with up to 2·deg+1 options a side,
// cycles included.
func sparseGraph(r *rand.Rand, n, deg int) *lgraph {
	g := newLgraph(n)
	for v := range n {
		for range r.IntN(2*deg + 2) {
			g.l[v] = append(g.l[v], int32(r.IntN(n)))
		}
		for range r.IntN(2*deg + 2) {
			g.r[v] = append(g.r[v], int32(r.IntN(n)))
		}
		g.l[v], g.r[v] = sortedSet(g.l[v]), sortedSet(g.r[v])
	}
	return g
}

// joinedCopies is k copies of g under a new position 0 whose Left and
// Right options are the copies' first positions.
func joinedCopies(g *lgraph, k int) *lgraph {
	n := g.n()
	h := newLgraph(1 + k*n)
	for c := range k {
		off := int32(1 + c*n)
		h.l[0] = append(h.l[0], off)
		h.r[0] = append(h.r[0], off+int32(n-1))
		for v := range n {
			for _, w := range g.l[v] {
				h.l[int(off)+v] = append(h.l[int(off)+v], off+w)
			}
			for _, w := range g.r[v] {
				h.r[int(off)+v] = append(h.r[int(off)+v], off+w)
			}
		}
	}
	return h
}

// TestCanonicalChainTime: a chain of 4,096 positions (the integer 4095, the
// largest short game a loopy value is made of) is refined in well under a
// second; the string refinement took 6 s, a round a position.
func TestCanonicalChainTime(t *testing.T) {
	g := newLgraph(maxLoopyPositions)
	for v := 1; v < g.n(); v++ {
		g.l[v] = []int32{int32(v - 1)}
	}
	start := time.Now()
	h, root := canonical(g, g.n()-1)
	if d := time.Since(start); d > 2*time.Second && !raceEnabled {
		t.Errorf("a chain of %d took %v", g.n(), d)
	}
	if h.n() != g.n() || len(h.l[root]) != 1 {
		t.Errorf("the chain refined to %d positions, root options %v", h.n(), h.l[root])
	}
}

// canonicalStrings is the refinement as it was written first, kept as
// the reference of TestCanonicalRefiner: it renumbers the graph reachable from root by color refinement:
// a position's color is its rank among the distinct (color, colors of
// Left options, colors of Right options) of the previous round, until the
// number of colors stops growing. Positions of one color are bisimilar,
// hence equal, and are merged; in a fused graph all colors differ. The
// numbering depends only on the shape of the graph, so equal simplest
// forms get equal graphs.
func canonicalStrings(g *lgraph, root int) (*lgraph, int) {
	g = g.pack(root)
	n := g.n()
	color := make([]int32, n)
	k := 1
	sig := make([]string, n)
	for {
		for v := range n {
			var b []byte
			b = binary.AppendUvarint(b, uint64(color[v]))
			for _, opts := range [2][]int32{g.l[v], g.r[v]} {
				cs := make([]int32, 0, len(opts))
				for _, w := range opts {
					cs = append(cs, color[w])
				}
				cs = sortedSet(cs)
				b = binary.AppendUvarint(b, uint64(len(cs)))
				for _, c := range cs {
					b = binary.AppendUvarint(b, uint64(c))
				}
			}
			sig[v] = string(b)
		}
		distinct := slices.Clone(sig)
		sort.Strings(distinct)
		distinct = slices.Compact(distinct)
		for v := range n {
			i, _ := slices.BinarySearch(distinct, sig[v])
			color[v] = int32(i)
		}
		if len(distinct) == k {
			break
		}
		k = len(distinct)
	}
	return merged(g, color, k), int(color[0])
}
