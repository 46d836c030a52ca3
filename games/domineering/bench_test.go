package domineering

import (
	"context"
	"fmt"
	"os"
	"testing"

	"github.com/cgtgo/cgt/internal/testutil"
	"github.com/cgtgo/cgt/partizan"
)

// Benchmarks: the canonical forms of Domineering rectangles by the engine
// (memo on positions, interned values, regions), beside the same engine
// without regions (plain) and the same computation with memoisation off
// (plain recursion over the game tree, canonical form of each node by
// partizan.NewValue). positions/s counts the positions solved and stored (the
// engine stores regions, normalised; plain stores whole boards) or the
// game-tree nodes visited (no memo). 4×6, 5×6 (about 3 s) and 6×6 (about
// 70 s and 3.4 GB) run only with CGT_LONG=1.
//
// BenchmarkRect30 solves the rectangles of 20 to 30 squares (CGT_LONG=1:
// the three largest take seconds each), and BenchmarkPlayed the 8×8 boards
// after random play with 30 or fewer empty squares, each in a table of its
// own (fresh) or all in one (shared: the memory across positions).
// Besides the wall time, each reports the CPU time of the process
// (cpu-ns/op), the steadier figure on a loaded machine.

var benchSizes = [][2]int{{2, 4}, {3, 3}, {3, 4}, {4, 4}, {4, 5}, {5, 5}}

func longSizes() [][2]int {
	if os.Getenv("CGT_LONG") == "" {
		return benchSizes
	}
	return append(benchSizes, [2]int{4, 6}, [2]int{5, 6}, [2]int{6, 6})
}

func benchEngine(b *testing.B, g partizan.Partizan[Board], sizes [][2]int) {
	for _, rc := range sizes {
		b.Run(fmt.Sprintf("%dx%d", rc[0], rc[1]), func(b *testing.B) {
			b.ReportAllocs()
			n := 0
			testutil.LoopCPU(b, func() {
				t := partizan.NewTable(g, nil)
				if _, err := t.Value(context.Background(), Rectangle(rc[0], rc[1])); err != nil {
					b.Fatal(err)
				}
				n += t.Len()
			})
			b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "positions/s")
			b.ReportMetric(float64(n)/float64(b.N), "positions")
		})
	}
}

func BenchmarkRectangle(b *testing.B) { benchEngine(b, Game{}, longSizes()) }

// BenchmarkRectanglePlain is the engine without the Splitter capability:
// memo on whole boards only.
func BenchmarkRectanglePlain(b *testing.B) {
	benchEngine(b, plain{}, [][2]int{{2, 4}, {3, 3}, {3, 4}, {4, 4}})
}

// noMemo computes the canonical form by the definition, recursively, with
// no memo: every node of the game tree is visited.
func noMemo(b Board, nodes *int) partizan.Value {
	*nodes++
	var l, r []partizan.Value
	for _, x := range (Game{}).LeftMoves(nil, b) {
		l = append(l, noMemo(x, nodes))
	}
	for _, x := range (Game{}).RightMoves(nil, b) {
		r = append(r, noMemo(x, nodes))
	}
	return partizan.NewValue(l, r)
}

// BenchmarkRectangleNoMemo is the twin with memoisation off.
func BenchmarkRectangleNoMemo(b *testing.B) {
	sizes := [][2]int{{2, 4}, {3, 3}, {3, 4}}
	if os.Getenv("CGT_LONG") != "" {
		sizes = append(sizes, [2]int{4, 4}) // about 15 s, 6.3 million nodes
	}
	for _, rc := range sizes {
		b.Run(fmt.Sprintf("%dx%d", rc[0], rc[1]), func(b *testing.B) {
			b.ReportAllocs()
			n := 0
			var v partizan.Value
			for b.Loop() {
				v = noMemo(Rectangle(rc[0], rc[1]), &n)
			}
			if want, _ := Value(context.Background(), Rectangle(rc[0], rc[1]), nil); v != want {
				b.Fatalf("no memo: %v, engine %v", v, want)
			}
			b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "positions/s")
			b.ReportMetric(float64(n)/float64(b.N), "positions")
		})
	}
}

// BenchmarkCapabilities is BenchmarkRectangle's engine beside the same
// game without the partizan.Pruner capability (unpruned: every move is
// valued), without cgt.Hasher (unhashed: the memo hashes each region by
// maphash), and without either; 5×6 only with CGT_LONG=1.
func BenchmarkCapabilities(b *testing.B) {
	sizes := [][2]int{{4, 5}, {5, 5}}
	if os.Getenv("CGT_LONG") != "" {
		sizes = append(sizes, [2]int{5, 6})
	}
	for _, c := range []struct {
		name string
		g    partizan.Partizan[Board]
	}{{"all", Game{}}, {"unpruned", unpruned{}}, {"unhashed", unhashed{}}, {"neither", regionsOnly{}}} {
		b.Run(c.name, func(b *testing.B) { benchEngine(b, c.g, sizes) })
	}
}

// regionsOnly is Game with its Splitter, Negator and Sizer capabilities
// but neither partizan.Pruner nor cgt.Hasher; unpruned adds the Hasher,
// unhashed the Pruner.
type regionsOnly struct{}

func (regionsOnly) LeftMoves(dst []Board, b Board) []Board  { return Game{}.LeftMoves(dst, b) }
func (regionsOnly) RightMoves(dst []Board, b Board) []Board { return Game{}.RightMoves(dst, b) }
func (regionsOnly) Components(dst []Board, b Board) []Board { return Game{}.Components(dst, b) }
func (regionsOnly) Negative(b Board) (Board, bool)          { return Game{}.Negative(b) }
func (regionsOnly) PairKey(b Board) uint64                  { return Game{}.PairKey(b) }
func (regionsOnly) Size(b Board) int                        { return Game{}.Size(b) }

type unpruned struct{ regionsOnly }

func (unpruned) Hash(b Board) uint64 { return Game{}.Hash(b) }

type unhashed struct{ regionsOnly }

func (unhashed) PrunedLeftMoves(dst []Board, b Board) []Board {
	return Game{}.PrunedLeftMoves(dst, b)
}
func (unhashed) PrunedRightMoves(dst []Board, b Board) []Board {
	return Game{}.PrunedRightMoves(dst, b)
}

func BenchmarkRect30(b *testing.B) {
	sizes := [][2]int{{1, 30}, {2, 15}, {3, 7}, {3, 8}, {4, 5}, {4, 6}}
	if os.Getenv("CGT_LONG") != "" {
		sizes = append(sizes, [2]int{3, 9}, [2]int{3, 10}, [2]int{4, 7}, [2]int{5, 5}, [2]int{5, 6})
	}
	benchEngine(b, Game{}, sizes)
}

func BenchmarkPlayed(b *testing.B) {
	boards := playedBoards(40)
	for _, shared := range []bool{false, true} {
		name := "fresh"
		if shared {
			name = "shared"
		}
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			n := 0
			testutil.LoopCPU(b, func() {
				t := partizan.NewTable[Board](Game{}, nil)
				for _, p := range boards {
					if !shared {
						n += t.Len()
						t = partizan.NewTable[Board](Game{}, nil)
					}
					if _, err := t.Value(context.Background(), p); err != nil {
						b.Fatal(err)
					}
				}
				n += t.Len()
			})
			b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "positions/s")
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(boards)), "ns/board")
		})
	}
}
