// Command c4lines solves Connect Four positions read from standard input,
// one per line as the columns played from the empty 7×6 board (1 … 7, as
// "4453"), and prints each line followed by the exact margin for the
// player to move (Pascal Pons's score convention: positive when the player
// to move wins, larger the sooner). It is the cgt side of
// games/connect4/testdata/pons/compare.sh, which times it against Pons's
// solver; one Searcher (one worker, a 64 MiB table) answers every line, as
// his solver keeps its table from line to line.
//
// With -gen N -stones A-B it instead prints N random positions of A to B
// stones (seeded by -seed) that are not over and in which the player to
// move cannot win at once (the positions Pons's solver accepts).
package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/games/connect4"
)

func main() {
	gen := flag.Int("gen", 0, "print this many random positions instead of solving")
	stones := flag.String("stones", "8-12", "the range of stones of the generated positions")
	seed := flag.Uint64("seed", 1, "the seed of the generated positions")
	flag.Parse()
	g := connect4.New(7, 6)
	if *gen > 0 {
		var lo, hi int
		if _, err := fmt.Sscanf(*stones, "%d-%d", &lo, &hi); err != nil || lo < 0 || hi < lo || hi > 41 {
			fmt.Fprintln(os.Stderr, "c4lines: -stones wants A-B")
			os.Exit(2)
		}
		generate(g, *gen, lo, hi, rand.New(rand.NewPCG(*seed, 1)))
		return
	}
	s := cgt.NewSearcher[connect4.Position, int](g, &cgt.Options{Workers: 1})
	in := bufio.NewScanner(os.Stdin)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	for l := 1; in.Scan(); l++ {
		line := strings.TrimSpace(in.Text())
		p, err := g.PlayColumns(line)
		if err != nil {
			fmt.Fprintf(os.Stderr, "c4lines: line %d: %v\n", l, err)
			os.Exit(2)
		}
		v, err := s.Solve(context.Background(), p)
		if err != nil {
			fmt.Fprintf(os.Stderr, "c4lines: line %d: %v\n", l, err)
			os.Exit(1)
		}
		fmt.Fprintf(out, "%s %d\n", line, v)
	}
}

// generate prints n random positions of lo … hi stones, not over, where
// the player to move has no winning move at once.
func generate(g *connect4.Game, n, lo, hi int, rng *rand.Rand) {
	for n > 0 {
		want := lo + rng.IntN(hi-lo+1)
		p, line := g.Start(), ""
		ok := true
		for len(line) < want && ok {
			var cols []int
			for c := range 7 {
				if q, legal := g.Play(p, c); legal {
					if _, over := g.Terminal(q); !over {
						cols = append(cols, c)
					}
				}
			}
			if len(cols) == 0 {
				ok = false
				break
			}
			c := cols[rng.IntN(len(cols))]
			p, _ = g.Play(p, c)
			line += string(rune('1' + c))
		}
		if !ok || winsAtOnce(g, p) {
			continue
		}
		fmt.Println(line)
		n--
	}
}

// winsAtOnce reports whether the player to move at p can win with one
// stone.
func winsAtOnce(g *connect4.Game, p connect4.Position) bool {
	for c := range 7 {
		if q, ok := g.Play(p, c); ok {
			if o, over := g.Terminal(q); over && o == cgt.Loss {
				return true
			}
		}
	}
	return false
}
