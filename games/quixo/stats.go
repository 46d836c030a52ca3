package quixo

import (
	"fmt"
	"math/big"
	"sync"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/board"
	"github.com/cgtgo/cgt/tier"
)

// Count is the number of boards with X cubes of X and O cubes of O and O
// to move, by outcome for O: every arrangement of the cubes on the board
// is counted, not one a symmetry class.
type Count struct {
	X, O     int
	Outcomes [cgt.Win + 1]int64 // boards by outcome for O, the player to move
}

// Total returns the boards counted, the sum of Outcomes.
func (c Count) Total() int64 {
	var n int64
	for _, k := range c.Outcomes {
		n += k
	}
	return n
}

// Boards returns the number of boards of side × side cells with x X
// cubes, o O cubes and the others blank: the multinomial coefficient
// cells! / (x! o! blanks!).
func Boards(side, x, o int) int64 {
	n := side * side
	var b big.Int
	b.Binomial(int64(n), int64(x))
	var c big.Int
	c.Binomial(int64(n-x), int64(o))
	return b.Mul(&b, &c).Int64()
}

// Counts reads the tiers of g, a game New made, solved into st by
// tier.Solve, and returns for each count of cubes (x, o) of the game the
// boards with O to move by their outcome for O — the positions of shape
// (o, x) from the mover's side, each class of the board's symmetries
// weighted by its number of boards — in the order of the game's shapes
// (fewest blank cubes first; then by O's cubes). Each Count's Total is
// Boards(side, x, o); the colour-swapped twins, with X to move, have the
// same counts. It reads one tier at a time whole (tier.Load: 2 bytes a
// class) and walks its classes on up to workers goroutines (at least
// one). Errors are those of tier.Load (a tier not solved: fs.ErrNotExist).
func Counts(g board.Game, st tier.Storage, workers int) ([]Count, error) {
	if _, ok := g.Rules().(*Rules); !ok {
		return nil, fmt.Errorf("quixo: Counts of a game of %T, not Quixo", g.Rules())
	}
	workers = max(workers, 1)
	sym := g.Board().Group()
	var out []Count
	where := map[board.Shape]int{}
	for _, s := range g.Spec().Shapes {
		where[s] = len(out)
		out = append(out, Count{X: int(s.On[1]), O: int(s.On[0])})
	}
	for t := range g.Tiers() {
		vals, err := tier.Load(g, st, g.Name(), t)
		if err != nil {
			return nil, err
		}
		shapes, lo := g.TierShapes(t)
		for k, s := range shapes {
			x, _ := g.ShapeIndex(s)
			c := &out[where[s]]
			var mu sync.Mutex
			var wg sync.WaitGroup
			n := lo[k+1] - lo[k]
			for w := range workers {
				a, b := tier.PartRange(n, w, workers)
				wg.Add(1)
				go func() {
					defer wg.Done()
					var part [cgt.Win + 1]int64
					sc := x.Scan(a)
					for i := a; i < b; i++ {
						p := sc.Next()
						part[vals[lo[k]+i]>>13] += int64(orbit(sym, &p))
					}
					mu.Lock()
					for o, v := range part {
						c.Outcomes[o] += v
					}
					mu.Unlock()
				}()
			}
			wg.Wait()
		}
	}
	return out, nil
}

// orbit returns the number of boards of the class of a under the
// symmetries of g: their number over the number that fix a.
func orbit(g *board.Group, a *board.Sets) int {
	fixed := 1
	for s := 1; s < g.Len(); s++ {
		if g.Apply(s, a[0]) == a[0] && g.Apply(s, a[1]) == a[1] {
			fixed++
		}
	}
	return g.Len() / fixed
}
