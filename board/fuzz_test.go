package board

import (
	"testing"
)

// FuzzIndex checks Rank, RankSym and Unrank on arrangements the fuzzer
// chooses: on a 3×3 or 4×4 board with the square's symmetries or none,
// up to three kinds, the arrangement given cell by cell. The number is in
// range, the symmetry Rank gives takes the arrangement to Unrank of the
// number, and that representative numbers the same.
func FuzzIndex(f *testing.F) {
	f.Add(uint8(0), []byte{1, 2, 0, 1, 2, 0, 0, 1, 2})
	f.Add(uint8(3), []byte{3, 3, 1, 0, 2, 2, 1, 0, 0, 1, 3, 2, 0, 0, 1, 1})
	groups := map[int]*Group{}
	for _, w := range []int{3, 4} {
		g, err := NewGroup(w*w, squareGens(w)...)
		if err != nil {
			f.Fatal(err)
		}
		groups[w] = g
	}
	f.Fuzz(func(t *testing.T, shape uint8, cells []byte) {
		w := 3 + int(shape&1)
		g := groups[w]
		if shape&2 != 0 {
			g, _ = NewGroup(w * w)
		}
		var a Sets
		counts := make([]int, 3)
		for c := range w * w {
			if c < len(cells) {
				if k := int(cells[c] % 4); k > 0 {
					a[k-1] |= 1 << c
					counts[k-1]++
				}
			}
		}
		x, err := NewBoard(g).Index(counts, nil)
		if err != nil {
			t.Fatal(err)
		}
		if !x.Valid(&a) {
			t.Fatalf("Valid(%v) = false", a)
		}
		i, s := x.RankSym(&a)
		if i < 0 || i >= x.Size() {
			t.Fatalf("Rank(%v) = %d, Size %d", a, i, x.Size())
		}
		u := x.Unrank(i)
		var im Sets
		for k := range a {
			im[k] = g.Apply(s, a[k])
		}
		if im != u || x.Rank(&u) != i {
			t.Fatalf("RankSym(%v) = %d by %d, which gives %v; Unrank gives %v", a, i, s, im, u)
		}
	})
}

// squareGens returns a quarter turn and a mirror image of a w×w grid.
func squareGens(w int) [][]int {
	turn, mirror := make([]int, w*w), make([]int, w*w)
	for r := range w {
		for c := range w {
			turn[r*w+c] = c*w + (w - 1 - r)
			mirror[r*w+c] = r*w + (w - 1 - c)
		}
	}
	return [][]int{turn, mirror}
}
