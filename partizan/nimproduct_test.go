package partizan

import (
	"math/rand/v2"
	"testing"
)

// TestNimProductDefinition checks NimProduct against Conway's definition
// (On Numbers and Games, ch. 6), a ⊗ b = mex{a'⊗b ⊕ a⊗b' ⊕ a'⊗b' : a' < a,
// b' < b}, computed by brute force for all a, b < 64; its 16 × 16 corner
// is the table of Winning Ways ch. 14 (2 ⊗ 2 = 3, 4 ⊗ 4 = 6, 8 ⊗ 8 = 13).
func TestNimProductDefinition(t *testing.T) {
	const n = 64
	var def [n][n]uint64
	for a := range n {
		for b := range n {
			seen := map[uint64]bool{}
			for x := range a {
				for y := range b {
					seen[def[x][b]^def[a][y]^def[x][y]] = true
				}
			}
			m := uint64(0)
			for seen[m] {
				m++
			}
			def[a][b] = m
		}
	}
	for a := range n {
		for b := range n {
			if got := NimProduct(uint64(a), uint64(b)); got != def[a][b] {
				t.Fatalf("%d ⊗ %d = %d, the definition gives %d", a, b, got, def[a][b])
			}
		}
	}
	for _, c := range [][3]uint64{{2, 2, 3}, {4, 4, 6}, {8, 8, 13}, {2, 3, 1}} {
		if def[c[0]][c[1]] != c[2] {
			t.Errorf("the definition gives %d ⊗ %d = %d, the table %d", c[0], c[1], def[c[0]][c[1]], c[2])
		}
	}
}

// TestNimProductLarge: CGSuite's rows (GameTest.scala: 8 ⊗ n for n = 1 …
// 16, and n ⊗ n⁻¹ = 1 for the inverses it lists), the square of a Fermat
// 2-power, F ⊗ F = 3F/2 (ONAG ch. 6: 2³² ⊗ 2³² = 2³² + 2³¹), and the field
// laws on random 64-bit numbers: commutative, associative, distributive
// over ⊕, 1 the unit.
func TestNimProductLarge(t *testing.T) {
	row := []uint64{8, 12, 4, 11, 3, 7, 15, 13, 5, 1, 9, 6, 14, 10, 2, 128}
	inv := []uint64{1, 3, 2, 15, 12, 9, 11, 10, 6, 8, 7, 5, 14, 13, 4, 170}
	for i := range row {
		n := uint64(i + 1)
		if got := NimProduct(8, n); got != row[i] {
			t.Errorf("8 ⊗ %d = %d; CGSuite %d", n, got, row[i])
		}
		if got := NimProduct(n, inv[i]); got != 1 {
			t.Errorf("%d ⊗ %d = %d; CGSuite's inverse gives 1", n, inv[i], got)
		}
	}
	for k := uint(0); k < 6; k++ {
		f := uint64(1) << (1 << k)
		if f == 0 {
			continue
		}
		if got := NimProduct(f, f); got != f|f>>1 {
			t.Errorf("%d ⊗ %d = %d, want 3/2 of it", f, f, got)
		}
	}
	if got := NimProduct(1<<32, 1<<32); got != 1<<32|1<<31 {
		t.Errorf("2³² ⊗ 2³² = %d", got)
	}
	r := rand.New(rand.NewPCG(1, 1))
	for range 2000 {
		a, b, c := r.Uint64(), r.Uint64(), r.Uint64()
		ab := NimProduct(a, b)
		if ab != NimProduct(b, a) || NimProduct(ab, c) != NimProduct(a, NimProduct(b, c)) ||
			NimProduct(a, b^c) != ab^NimProduct(a, c) || NimProduct(a, 1) != a || a != 0 && b != 0 && ab == 0 {
			t.Fatalf("the field laws fail for %d, %d, %d", a, b, c)
		}
	}
}
