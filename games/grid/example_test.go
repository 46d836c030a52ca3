package grid_test

import (
	"context"
	"fmt"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/games/grid"
	"github.com/cgtgo/cgt/partizan"
)

// Clobber's alternating rows, solved with one table: each row reuses the
// regions the shorter rows left in it.
func ExampleClobber() {
	t := partizan.NewTable[grid.Board](grid.Clobber{}, nil)
	for n := 1; n <= 6; n++ {
		v, _ := t.Value(context.Background(), grid.Alternating(1, n))
		fmt.Printf("%v = %v\n", grid.Alternating(1, n), v)
	}
	b, _ := grid.Parse("xox|ox.")
	v, _ := t.Value(context.Background(), b)
	fmt.Println(b, "=", v)
	// Output:
	// x = 0
	// xo = *
	// xox = *
	// xoxo = {*,^|*,v}
	// xoxox = {*|v}
	// xoxoxo = 0
	// xox/ox. = {^^*|*,v}
}

// Every ruleset but Fox and Geese has a Size (Clobber's stones, the others'
// empty squares) that falls along moves, so that partizan.Canonical
// shares the work of a board between goroutines when Options.Workers
// asks for them; the value is the same.
func ExampleClobber_Size() {
	b := grid.Alternating(2, 5)
	fmt.Println(grid.Clobber{}.Size(b), "stones,", grid.Cram{}.Size(grid.Rectangle(3, 4)), "empty squares")
	one, _ := partizan.Canonical(context.Background(), grid.Clobber{}, b, nil)
	two, _ := partizan.Canonical(context.Background(), grid.Clobber{}, b, &cgt.Options{Workers: 2})
	fmt.Printf("%v: class %v, birthday %d; the same with 2 workers: %v\n", b, one.Class(), one.Birthday(), one == two)
	// Output:
	// 10 stones, 12 empty squares
	// xoxox/oxoxo: class N, birthday 9; the same with 2 workers: true
}

// Cram is impartial: its values are nimbers.
func ExampleCramTable() {
	t := grid.NewCramTable(nil)
	for _, s := range []string{"../..", ".../...", "....", ".........|##.######"} {
		b, _ := grid.Parse(s)
		n, _ := t.NimValue(context.Background(), b)
		fmt.Printf("%s: *%d\n", s, n)
	}
	// Output:
	// ../..: *0
	// .../...: *1
	// ....: *2
	// .........|##.######: *4
}

// Snort and Col on the same strips: two adjacent squares are hot in Snort
// and 0 in Col. A piece next to a square tints it.
func ExampleSnort() {
	for _, s := range []string{".", "..", "...", "x..", "...../x###x"} {
		b, _ := grid.Parse(s)
		sv, _ := partizan.Canonical(context.Background(), grid.Snort{}, b, nil)
		cv, _ := partizan.Canonical(context.Background(), grid.Col{}, b, nil)
		fmt.Printf("%-12s Snort %-10v Col %v\n", s, sv, cv)
	}
	// Output:
	// .            Snort *          Col *
	// ..           Snort +-1        Col 0
	// ...          Snort +-2        Col 0
	// x..          Snort {1|0}      Col -1/2
	// ...../x###x  Snort {4|0,+-1}  Col -1
}

// A small Amazons board, and a board split by burnt squares into two
// regions.
func ExampleAmazons() {
	for _, s := range []string{"x.", "x...|o...", "x.#o."} {
		b, _ := grid.Parse(s)
		v, _ := partizan.Canonical(context.Background(), grid.Amazons{}, b, nil)
		fmt.Println(s, "=", v)
	}
	// Output:
	// x. = 1
	// x...|o... = {3,{4|0,{1|0,*}},{4|+-1,{0,{1/2|0}|v},{1,{2|0}|-1,{0|-2}}}|-3,{0,{0,*|-1}|-4},{+-1,{^|0,{0|-1/2}},{1,{2|0}|-1,{0|-2}}|-4}}
	// x.#o. = 0
}

// Fox and Geese is loopy: four geese on row 3, the fox below them.
func ExampleFoxAndGeese() {
	g := grid.FoxAndGeese{}
	for _, fox := range [][2]int{{2, 2}, {1, 5}} {
		p, _ := g.Position([][2]int{{3, 1}, {3, 3}, {3, 5}, {3, 7}}, fox)
		v, _ := g.LoopyValue(context.Background(), p, nil)
		fmt.Printf("fox at %v: %v, %v\n", fox, v, v.Outcome())
	}
	// Output:
	// fox at [2 2]: 2over, L
	// fox at [1 5]: {4|3||2}, L
}
