package dobutsu

import (
	"os"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// TestReachableCount counts the positions reachable from the start by a
// forward search (opt-in: CGT_LONG=1), both as this package sees them
// (from the side to move) and up to the left–right Mirror, and checks the
// published 246,803,167 against them. Measured: 493,573,042 positions
// (294,616,135 decided), 246,803,167 up to the mirror: the published count
// identifies mirror images.
func TestReachableCount(t *testing.T) {
	if os.Getenv("CGT_LONG") == "" {
		t.Skip("opt-in: CGT_LONG=1")
	}
	g := New()
	seen := make([]uint64, (g.Size()+63)/64)
	mark := func(i int) bool {
		m := uint64(1) << (i & 63)
		if atomic.LoadUint64(&seen[i>>6])&m != 0 {
			return false
		}
		return atomic.OrUint64(&seen[i>>6], m)&m == 0
	}
	t0 := time.Now()
	s := Start()
	mark(g.Index(s))
	layer := []int32{int32(g.Index(s))}
	var total, orbits, decided atomic.Int64
	count := func(i int, p Position) {
		total.Add(1)
		if g.Index(Mirror(p)) >= i {
			orbits.Add(1)
		}
	}
	count(int(layer[0]), s)
	for depth := 0; len(layer) > 0; depth++ {
		var mu sync.Mutex
		var next []int32
		var wg sync.WaitGroup
		const workers = 2
		for w := range workers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				var local []int32
				var moves []Position
				for k := w; k < len(layer); k += workers {
					p := g.Position(int(layer[k]))
					if _, ended := g.Terminal(p); ended {
						decided.Add(1)
						continue
					}
					moves = g.Moves(moves[:0], p)
					for _, q := range moves {
						j := g.Index(q)
						if mark(j) {
							count(j, q)
							local = append(local, int32(j))
						}
					}
				}
				mu.Lock()
				next = append(next, local...)
				mu.Unlock()
			}()
		}
		wg.Wait()
		t.Logf("%v: ply %d done, %d positions, %d up to mirror, %d decided", time.Since(t0).Round(time.Second), depth, total.Load(), orbits.Load(), decided.Load())
		layer = next
	}
	n, o := total.Load(), orbits.Load()
	t.Logf("reachable: %d positions (%d decided: catch or try), %d up to the left-right mirror", n, decided.Load(), o)
	if n != 246_803_167 && o != 246_803_167 {
		t.Errorf("reachable: %d, %d up to mirror; the published count is 246,803,167", n, o)
	}
}
