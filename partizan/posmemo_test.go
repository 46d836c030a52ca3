package partizan

import (
	"math/rand/v2"
	"testing"
)

// TestPosMemo checks the memo of a Table against a Go map over random
// sets, replacements and deletions, on keys few enough to collide and runs
// that wrap around the end of the slots (deletion shifts them back).
func TestPosMemo(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for round := range 50 {
		// Every other round hashes by a game's weak cgt.Hasher, whose
		// hashes of the keys collide in fours.
		var g any
		if round%2 == 1 {
			g = weakHash{}
		}
		m := newPosMemo[[2]int](g)
		if (m.hasher != nil) != (g != nil) {
			t.Fatalf("round %d: the memo's hasher is %v, the game %v", round, m.hasher, g)
		}
		want := map[[2]int]vid{}
		keys := 8 + rng.IntN(200)
		for op := range 2000 {
			k := [2]int{rng.IntN(keys), round}
			switch rng.IntN(3) {
			case 0, 1:
				id := vid(rng.IntN(1000))
				m.set(k, id)
				want[k] = id
			case 2:
				m.delete(k)
				delete(want, k)
			}
			if m.n != len(want) {
				t.Fatalf("round %d op %d: %d stored, want %d", round, op, m.n, len(want))
			}
			if op%97 == 0 || op == 1999 {
				for i := range keys {
					k := [2]int{i, round}
					id, ok := m.get(k)
					wid, wok := want[k]
					if ok != wok || id != wid {
						t.Fatalf("round %d op %d: get(%v) = %d, %v, want %d, %v", round, op, k, id, ok, wid, wok)
					}
				}
				ps := make([][2]int, keys)
				for i := range ps {
					ps[i] = [2]int{i, round}
				}
				ids := make([]vid, keys)
				m.lookup(ps, ids, nil)
				for i, p := range ps {
					wid, ok := want[p]
					if !ok {
						wid = unknown
					}
					if ids[i] != wid {
						t.Fatalf("round %d op %d: lookup(%v) = %d, want %d", round, op, p, ids[i], wid)
					}
				}
			}
		}
	}
}

// weakHash is a cgt.Hasher of [2]int keys whose hashes collide: k and
// k+4 have one hash.
type weakHash struct{}

func (weakHash) Hash(k [2]int) uint64 { return uint64(k[0] % 4) }
