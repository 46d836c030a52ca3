package hackenbush

import (
	"context"
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/internal/testutil"
)

// benchTree returns a random tree of n edges standing on the ground: vertex
// v ≥ 1 hangs from parent[v] < v. It returns the parents too, for the
// hand-written colon-principle loop.
func benchTree(n int, seed uint64) (edges [][2]int, parent []int32) {
	r := rand.New(rand.NewPCG(seed, 1))
	parent = make([]int32, n+1)
	edges = make([][2]int, n)
	for v := 1; v <= n; v++ {
		// Mostly recent parents: deep, long paths as well as forks.
		p := v - 1 - r.IntN(min(v, 8))
		parent[v] = int32(p)
		edges[v-1] = [2]int{p, v}
	}
	return edges, parent
}

// colonLoop is the hand-written twin of Value on a tree given by parents
// numbered so that parent[v] < v: the colon principle as one backward loop.
func colonLoop(parent []int32, g []int32) int32 {
	clear(g)
	for v := len(parent) - 1; v > 0; v-- {
		g[parent[v]] ^= g[v] + 1
	}
	return g[0]
}

// colonBFS is the hand-written twin of Value on a tree given as an edge
// list with no orientation (the input Value gets): CSR adjacency, a
// breadth-first search from the ground for parents, and the colon principle
// backwards over the search order. It is only right on trees.
func colonBFS(n int, edges [][2]int32, start, adj, parent, order, g []int32) int32 {
	clear(start)
	for _, e := range edges {
		start[e[0]+1]++
		start[e[1]+1]++
	}
	for v := 0; v < n; v++ {
		start[v+1] += start[v]
	}
	copy(parent, start[:n]) // fill cursors
	for _, e := range edges {
		adj[parent[e[0]]] = e[1]
		parent[e[0]]++
		adj[parent[e[1]]] = e[0]
		parent[e[1]]++
	}
	clear(parent)
	parent[0] = -1
	order = append(order[:0], 0)
	for k := 0; k < len(order); k++ {
		v := order[k]
		for _, w := range adj[start[v]:start[v+1]] {
			if w != parent[v] {
				parent[w] = v
				order = append(order, w)
			}
		}
	}
	clear(g)
	for k := len(order) - 1; k > 0; k-- {
		v := order[k]
		g[parent[v]] ^= g[v] + 1
	}
	return g[0]
}

// Each sub-benchmark reports wall ns/op and, steadier on a shared machine,
// cpu-ns/op (see testutil.LoopCPU).

// BenchmarkHackenbushValue: the fusion value of pictures of 10^5 edges.
// On a tree, beside two hand-written colon-principle loops: colonBFS, from
// the same edge list (the ratio is the price of finding bridges and of
// accepting any graph), and colonLoop over a parent array given in
// topological order (no graph search at all: a lower bound). On a random
// multigraph with cycles, loops and parts off the ground, alone.
func BenchmarkHackenbushValue(b *testing.B) {
	const n = 100_000
	edges, parent := benchTree(n, 1)
	tree := mustHackenbush(b, edges)
	b.Run("tree/fusion", func(b *testing.B) {
		b.ReportAllocs()
		testutil.LoopCPU(b, func() {
			tree.Value()
		})
		b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "edges/s")
	})
	b.Run("tree/fusion-reused", func(b *testing.B) {
		// Value with its scratch space kept between calls, as
		// WinningMoves does.
		var f hbFusion
		b.ReportAllocs()
		testutil.LoopCPU(b, func() {
			f.value(tree.n, tree.edges, -1)
		})
		b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "edges/s")
	})
	b.Run("tree/hand-bfs", func(b *testing.B) {
		start, adj := make([]int32, n+2), make([]int32, 2*n)
		par, order, g := make([]int32, n+1), make([]int32, 0, n+1), make([]int32, n+1)
		b.ReportAllocs()
		testutil.LoopCPU(b, func() {
			colonBFS(n+1, tree.edges, start, adj, par, order, g)
		})
		b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "edges/s")
	})
	b.Run("tree/hand-parents", func(b *testing.B) {
		g := make([]int32, n+1)
		b.ReportAllocs()
		testutil.LoopCPU(b, func() {
			colonLoop(parent, g)
		})
		b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "edges/s")
	})
	want := int(colonLoop(parent, make([]int32, n+1)))
	bfs := int(colonBFS(n+1, tree.edges, make([]int32, n+2), make([]int32, 2*n),
		make([]int32, n+1), nil, make([]int32, n+1)))
	if got := tree.Value(); got != want || bfs != want {
		b.Fatalf("tree: fusion %d, colon loop %d, colon BFS %d", got, want, bfs)
	}
	r := rand.New(rand.NewPCG(2, 2))
	ge := make([][2]int, n)
	for i := range ge {
		ge[i] = [2]int{r.IntN(n / 2), r.IntN(n / 2)}
	}
	graph := mustHackenbush(b, ge)
	b.Run("graph/fusion", func(b *testing.B) {
		b.ReportAllocs()
		testutil.LoopCPU(b, func() {
			graph.Value()
		})
		b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "edges/s")
	})
}

// handHackenbush is the hand-written twin of SolveGrundy on GreenGame:
// memoized mex over grounded edge sets in a plain map, the pruning inlined.
type handHackenbush struct {
	inc  []uint64
	end  [][2]int32
	memo map[uint64]int32
}

func (h *handHackenbush) grounded(p uint64) uint64 {
	reached := p & h.inc[0]
	todo := reached
	for todo != 0 {
		e := bits.TrailingZeros64(todo)
		todo &= todo - 1
		nw := p & (h.inc[h.end[e][0]] | h.inc[h.end[e][1]]) &^ reached
		reached |= nw
		todo |= nw
	}
	return reached
}

func (h *handHackenbush) grundy(p uint64) int32 { // depth ≤ 64
	if v, ok := h.memo[p]; ok {
		return v
	}
	// A position with k edges has at most k moves, so its value is at
	// most k; an option has fewer than 64 edges, so a word holds the set.
	var seen uint64
	for r := p; r != 0; r &= r - 1 {
		seen |= 1 << h.grundy(h.grounded(p&^(r&-r)))
	}
	v := int32(bits.TrailingZeros64(^seen))
	h.memo[p] = v
	return v
}

// BenchmarkHackenbushGame: the Grundy engine on the real edge game of a
// random 22-edge tree (every grounded edge set reachable from the start),
// beside the hand-written memoized mex over edge sets.
func BenchmarkHackenbushGame(b *testing.B) {
	edges, _ := benchTree(22, 5)
	h := mustHackenbush(b, edges)
	g, err := h.Game()
	if err != nil {
		b.Fatal(err)
	}
	start := g.Start()
	sol, err := cgt.SolveGrundy(context.Background(), cgt.Game[uint64](g), []uint64{start}, nil)
	if err != nil {
		b.Fatal(err)
	}
	positions := sol.Len()
	b.Run("engine", func(b *testing.B) {
		b.ReportAllocs()
		testutil.LoopCPU(b, func() {
			if _, err := cgt.SolveGrundy(context.Background(), cgt.Game[uint64](g), []uint64{start}, nil); err != nil {
				b.Fatal(err)
			}
		})
		b.ReportMetric(float64(positions)*float64(b.N)/b.Elapsed().Seconds(), "positions/s")
	})
	b.Run("hand", func(b *testing.B) {
		b.ReportAllocs()
		testutil.LoopCPU(b, func() {
			hh := &handHackenbush{inc: g.inc, end: g.end, memo: map[uint64]int32{}}
			if v := hh.grundy(start); int(v) != h.Value() {
				b.Fatalf("hand %d, fusion %d", v, h.Value())
			}
		})
		b.ReportMetric(float64(positions)*float64(b.N)/b.Elapsed().Seconds(), "positions/s")
	})
}
