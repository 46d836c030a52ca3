package dobutsu_test

import (
	"fmt"

	"github.com/cgtgo/cgt/games/dobutsu"
)

// The start position, its moves, and a position read from the notation.
func Example() {
	g := dobutsu.New()
	s := dobutsu.Start()
	fmt.Println(s, "of", g.Size(), "positions; number", g.Index(s))
	for _, q := range g.Moves(nil, s) {
		fmt.Println(dobutsu.MoveString(s, q), "→", q)
	}
	p, err := dobutsu.Parse(".l./.G./.L./... EECCg")
	fmt.Println(p, err)
	fmt.Println(g.Terminal(p)) // the Giraffe takes the Lion
	_, err = dobutsu.Parse("gle/.c./.C./ELG C")
	fmt.Println(err)
	// Output:
	// gle/.c./.C./ELG - of 1567925964 positions; number 337240047
	// CB3xB2 → gle/.../.c./ELG c
	// LB4-A3 → g.e/.cl/.C./ELG -
	// LB4-C3 → g.e/lc./.C./ELG -
	// GC4-C3 → .le/gc./.C./ELG -
	// .l./.G./.L./... EECCg <nil>
	// Win true
	// dobutsu: bad position "gle/.c./.C./ELG C": 3 Chicks and Hens in all, want 2
}
