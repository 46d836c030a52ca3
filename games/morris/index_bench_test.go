package morris

import (
	"fmt"
	"github.com/cgtgo/cgt/internal/testutil"
	"math/rand/v2"
	"testing"

	bidx "github.com/cgtgo/cgt/board"
)

// BenchmarkIndexVsBoard times this package's hand-written numbering of a
// subspace (index: a position's class number; position: the number's
// representative; a walker stepping through the numbers in order) beside
// the board package's Index of the same sets (the 24 points, the 16
// symmetries, keyed by the stones of the player not to move): the issue's
// measure of the general index against the hand-made one. Both number the
// same classes; each ranks the same 1,024 random positions in turn.
func BenchmarkIndexVsBoard(b *testing.B) {
	gens := make([][]int, 16)
	for s := range gens {
		gens[s] = make([]int, Points)
		for p := range Points {
			gens[s][p] = int(geo.sym[s][p])
		}
	}
	grp, err := bidx.NewGroup(Points, gens...)
	if err != nil {
		b.Fatal(err)
	}
	bd := bidx.NewBoard(grp)
	for _, mo := range [][2]int{{9, 9}, {6, 8}, {3, 9}} {
		m, o := mo[0], mo[1]
		key := newClasses(o)
		key.splitClasses(newClasses(o - 1))
		sp := newSubspace(m, o, key)
		sp.symmetric()
		x, err := bd.Index([]int{m, o}, []int{1, 0})
		if err != nil {
			b.Fatal(err)
		}
		if x.Size() != sp.size() {
			b.Fatalf("%d-%d: board %d classes, morris %d", m, o, x.Size(), sp.size())
		}
		rng := rand.New(rand.NewPCG(5, 6))
		type pos struct{ x, y uint32 }
		ps := make([]pos, 1024)
		sets := make([]bidx.Sets, len(ps))
		is := make([]int, len(ps))
		for k := range ps {
			is[k] = rng.IntN(sp.size())
			px, py := sp.position(is[k])
			s := rng.IntN(16)
			ps[k] = pos{geo.apply(s, px), geo.apply(s, py)}
			sets[k] = bidx.Sets{uint64(ps[k].x), uint64(ps[k].y)}
		}
		x.Unrank(x.Size() - 1) // builds the symmetric classes' tables before the timing
		name := fmt.Sprintf("%d-%d", m, o)
		b.Run("rank/morris/"+name, func(b *testing.B) {
			k, sum := 0, 0
			testutil.LoopCPU(b, func() {
				p := &ps[k&1023]
				sum += sp.index(p.x, p.y)
				k++
			})
			_ = sum
		})
		b.Run("rank/board/"+name, func(b *testing.B) {
			k, sum := 0, 0
			testutil.LoopCPU(b, func() {
				sum += x.Rank(&sets[k&1023])
				k++
			})
			_ = sum
		})
		b.Run("unrank/morris/"+name, func(b *testing.B) {
			k := 0
			var sum uint32
			testutil.LoopCPU(b, func() {
				px, _ := sp.position(is[k&1023])
				sum += px
				k++
			})
			_ = sum
		})
		b.Run("unrank/board/"+name, func(b *testing.B) {
			k := 0
			var sum uint64
			testutil.LoopCPU(b, func() {
				a := x.Unrank(is[k&1023])
				sum += a[0]
				k++
			})
			_ = sum
		})
		b.Run("scan/morris/"+name, func(b *testing.B) {
			var w walker
			i := 0
			var sum uint32
			testutil.LoopCPU(b, func() {
				px, _, _ := w.at(sp, i)
				sum += px
				if i++; i == sp.size() {
					i = 0
				}
			})
			_ = sum
		})
		b.Run("scan/board/"+name, func(b *testing.B) {
			sc := x.Scan(0)
			var sum uint64
			testutil.LoopCPU(b, func() {
				if sc.Index() == x.Size()-1 {
					sc.Seek(0)
				}
				a := sc.Next()
				sum += a[0]
			})
			_ = sum
		})
	}
}
