package morris

import (
	"math/bits"
	"testing"
)

// TestBoard checks the geometry against the picture in the package doc:
// 24 points, 32 lines between neighbours, 16 mills, every point on
// exactly two mills, and the points with 2, 3 and 4 neighbours (the 12
// corners, the 8 middles of the outer and inner sides, the 4 middles of
// the middle square's sides).
func TestBoard(t *testing.T) {
	edges := 0
	deg := map[int]int{}
	for p := range Points {
		n := bits.OnesCount32(geo.adj[p])
		edges += n
		deg[n]++
		if geo.adj[p]>>p&1 != 0 {
			t.Errorf("point %s is its own neighbour", pointNames[p])
		}
	}
	if edges/2 != 32 {
		t.Errorf("%d lines between neighbours, want 32", edges/2)
	}
	if deg[2] != 12 || deg[3] != 8 || deg[4] != 4 {
		t.Errorf("neighbour counts %v, want 12 points with 2, 8 with 3, 4 with 4", deg)
	}
	on := [Points]int{}
	for _, m := range geo.mills {
		if bits.OnesCount32(m) != 3 {
			t.Errorf("mill %024b has %d points", m, bits.OnesCount32(m))
		}
		for p := range Points {
			if m>>p&1 != 0 {
				on[p]++
			}
		}
		// The three points of a mill are a path: two lines join them.
		inner := 0
		for p := range Points {
			if m>>p&1 != 0 {
				inner += bits.OnesCount32(geo.adj[p] & m)
			}
		}
		if inner != 4 {
			t.Errorf("mill %024b is not a line of three neighbours", m)
		}
	}
	for p, n := range on {
		if n != 2 {
			t.Errorf("point %s is on %d mills, want 2", pointNames[p], n)
		}
	}
	// Spot checks against the picture.
	for _, c := range []struct {
		a, b string
		want bool
	}{{"a7", "d7", true}, {"d7", "d6", true}, {"a4", "b4", true}, {"c4", "e4", false}, {"a7", "b6", false}, {"d5", "d3", false}, {"g4", "g1", true}} {
		if got := geo.adj[point(t, c.a)]>>point(t, c.b)&1 != 0; got != c.want {
			t.Errorf("%s-%s joined: %v, want %v", c.a, c.b, got, c.want)
		}
	}
}

func point(t *testing.T, name string) int {
	for i, n := range pointNames {
		if n == name {
			return i
		}
	}
	t.Fatalf("no point %q", name)
	return -1
}

// TestSymmetries checks that the 16 permutations are distinct
// automorphisms of the board (neighbours to neighbours, mills to mills)
// and form a group (closed under composition, with the identity first).
func TestSymmetries(t *testing.T) {
	seen := map[[Points]int8]int{}
	for s := range 16 {
		perm := geo.sym[s]
		if prev, ok := seen[perm]; ok {
			t.Fatalf("symmetries %d and %d are the same permutation", prev, s)
		}
		seen[perm] = s
		for p := range Points {
			if geo.apply(s, geo.adj[p]) != geo.adj[perm[p]] {
				t.Errorf("symmetry %d does not map the neighbours of %s to those of its image", s, pointNames[p])
			}
		}
		for _, m := range geo.mills {
			img := geo.apply(s, m)
			found := false
			for _, m2 := range geo.mills {
				found = found || m2 == img
			}
			if !found {
				t.Errorf("symmetry %d maps a mill to %024b, not a mill", s, img)
			}
		}
	}
	for p := range Points {
		if geo.sym[0][p] != int8(p) {
			t.Fatal("symmetry 0 is not the identity")
		}
	}
	for a := range 16 {
		for b := range 16 {
			var comp [Points]int8
			for p := range Points {
				comp[p] = geo.sym[a][geo.sym[b][p]]
			}
			if _, ok := seen[comp]; !ok {
				t.Fatalf("symmetry %d after %d is not one of the 16", a, b)
			}
		}
	}
}
