package partizan_test

import (
	"fmt"

	"github.com/cgtgo/cgt/partizan"
)

// Loopy games in CGSuite's notation: pass is a move to the game itself,
// a label names braces returned to, & joins an onside and an offside.
func ExampleParseLoopy() {
	for _, s := range []string{"{pass|}", "a{0|a}", "on + off", "{pass|*}", "over + 5", "a{{|a}|}"} {
		v, err := partizan.ParseLoopy(s)
		if err != nil {
			panic(err)
		}
		fmt.Printf("%-9s = %-6v stopper: %-5v outcome: %v\n", s, v, v.IsStopper(), v.Outcome())
	}
	// Output:
	// {pass|}   = on     stopper: true  outcome: L
	// a{0|a}    = over   stopper: true  outcome: L
	// on + off  = dud    stopper: false outcome: D/D
	// {pass|*}  = upon   stopper: true  outcome: L
	// over + 5  = 5over  stopper: true  outcome: L
	// a{{|a}|}  = tis    stopper: false outcome: D/L
}

// Comparing loopy games: on is above every short game, over above 0 and ↑
// but below every positive number, and a stopper-sided game is compared
// side by side.
func ExampleLoopy_Le() {
	on, _ := partizan.ParseLoopy("on")
	over, _ := partizan.ParseLoopy("over")
	tis, _ := partizan.ParseLoopy("tis")
	up := partizan.LoopyOf(partizan.Ups(1))
	half := partizan.LoopyOf(partizan.Number(partizan.NewDyadic(1, 1)))
	fmt.Println(up.Le(over), over.Le(half), half.Le(on))
	fmt.Println(tis.Onside(), tis.Offside(), tis.Le(partizan.LoopyOf(partizan.Integer(1))))
	// Output:
	// true true true
	// 1 0 true
}

// The outcomes of a loopy game given as a graph: position 0 is {1 | },
// position 1 is { | 0}. Whoever moves first must move, and the other must
// move back, for ever: a draw, unless the player to move has no move at
// all. It is tis = 1 & 0 (Winning Ways ch. 11).
func ExampleLoopyGraph_Outcomes() {
	g := &partizan.LoopyGraph{
		Left:  [][]int{{1}, nil},
		Right: [][]int{nil, {0}},
	}
	fmt.Println(g.Outcomes())
	v, _ := partizan.NewLoopy(g, 0)
	fmt.Println(v, "=", v.Onside(), "&", v.Offside())
	// Output:
	// [D/L R/D]
	// tis = 1 & 0
}

// Bach's carousel (Winning Ways ch. 11) has sides that are not stoppers:
// they keep alternating cycles, printed as CGSuite prints them, and the
// value adds and compares side by side all the same.
func ExampleLoopy_IsStopperSided() {
	carousel, err := partizan.ParseLoopy("a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}")
	if err != nil {
		panic(err)
	}
	fmt.Println(carousel)
	fmt.Println(carousel.IsStopper(), carousel.IsStopperSided(), carousel.Outcome())
	on, root := carousel.SideGraph(true)
	fmt.Println("onside:", on.Len(), "positions, root", root)
	plus1, _ := carousel.Add(partizan.LoopyOf(partizan.Integer(1)))
	fmt.Println(plus1, plus1.Ge(carousel))
	back, _ := partizan.ParseLoopy(carousel.String())
	fmt.Println(back == carousel, back.Equal(carousel))
	// Output:
	// a{1|1,{1*|a||*}||0} & a{0,{1|||1*|a||*}|0}
	// false false N
	// onside: 8 positions, root 5
	// a{2|2,{2*|a||1*}||1} & a{1,{2||0,{2*|a}|1*}|1} true
	// true true
}

// The degree of loopiness of a stopper is the onside of G − G, and its
// variety what it is "plus" that degree (CGSuite's Degree and Variety;
// Winning Ways ch. 11): 3/2under has degree over and variety under.
func ExampleLoopy_Degree() {
	for _, s := range []string{"on", "off", "over", "{pass|3/2}", "+-{0|pass}"} {
		g, err := partizan.ParseLoopy(s)
		if err != nil {
			panic(err)
		}
		deg, _ := g.Degree()
		v, _ := g.Variety()
		fmt.Printf("%-10s = %-8v degree %-5v variety %v\n", s, g, deg, v)
	}
	// Output:
	// on         = on       degree on    variety on
	// off        = off      degree on    variety off
	// over       = over     degree over  variety over
	// {pass|3/2} = 3/2under degree over  variety under
	// +-{0|pass} = +-over   degree over  variety +-over
}

// Ordinal sums with loopy games: in 1:off Left's move to 0 ends the game
// 1 and Right's pass in off keeps it, so it is {0 | 1:off}, over.
func ExampleLoopy_OrdinalSum() {
	one := partizan.LoopyOf(partizan.Integer(1))
	off, _ := partizan.ParseLoopy("off")
	over, _ := one.OrdinalSum(off)
	fmt.Println(over)
	v, _ := partizan.ParseLoopy("1:-1 + on:1")
	fmt.Println(v)
	// Output:
	// over
	// on
}

// The sides of a sum of stoppers are their upsum and downsum: on + off =
// dud = on & off, over + under = over & under (Winning Ways ch. 11).
func ExampleLoopy_Upsum() {
	for _, p := range [][2]string{{"on", "off"}, {"over", "under"}, {"over", "1"}} {
		g, _ := partizan.ParseLoopy(p[0])
		h, _ := partizan.ParseLoopy(p[1])
		up, _ := g.Upsum(h)
		down, _ := g.Downsum(h)
		sum, _ := g.Add(h)
		fmt.Printf("%s + %s = %v: upsum %v, downsum %v\n", p[0], p[1], sum, up, down)
	}
	// Output:
	// on + off = dud: upsum on, downsum off
	// over + under = over & under: upsum over, downsum under
	// over + 1 = 1over: upsum 1over, downsum 1over
}
