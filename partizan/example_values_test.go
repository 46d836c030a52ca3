package partizan_test

import (
	"context"
	"fmt"

	"github.com/cgtgo/cgt/partizan"
)

func value(s string) partizan.Value {
	v, err := partizan.ParseValue(s)
	if err != nil {
		panic(err)
	}
	return v
}

// The atomic weight of all-small values, and the tests around it.
func ExampleValue_AtomicWeight() {
	for _, s := range []string{"^", "^^*", "{^^^|vv}", "{0||0|-1}", "+-1"} {
		v := value(s)
		w, ok := v.AtomicWeight()
		fmt.Println(v, "weight", w, ok, "all-small", v.AllSmall(), "infinitesimal", v.Infinitesimal())
	}
	fmt.Println(value("*").OddTempered(), value("1/2*").OddTempered(), value("^").EvenTempered(), value("5").Odd())
	// Output:
	// ^ weight 1 true all-small true infinitesimal true
	// ^^* weight 2 true all-small true infinitesimal true
	// {^3|vv} weight {1|0} true all-small true infinitesimal true
	// Tiny(1) weight 0 true all-small false infinitesimal true
	// +-1 weight 0 false all-small false infinitesimal false
	// true true false true
}

// The reduced canonical form forgets infinitesimals.
func ExampleValue_Reduced() {
	for _, s := range []string{"{3||2*|1*}", "1/2^", "{^^^|vv}"} {
		fmt.Println(value(s), "->", value(s).Reduced())
	}
	// Output:
	// {3||2*|1*} -> {3||2|1}
	// 1/2^ -> 1/2
	// {^3|vv} -> 0
}

// Heating, overheating, Norton products and integer multiples; cooling by a
// negative temperature heats.
func ExampleValue_Heat() {
	g := value("{3||2*|1*}")
	fmt.Println(g.Heat(partizan.Integer(1)), g.Heat(value("*")))
	fmt.Println(g.Cool(partizan.NewDyadic(-1, 1)), g.Cool(partizan.NewDyadic(1, 1)), g.Freeze())
	fmt.Println(value("7/16").Overheat(partizan.Value{}, partizan.Value{}) == value("^[3]"))
	fmt.Println(value("1/2").NortonProduct(value("^")), value("{1|0}").Times(3))
	// Output:
	// {4|||3|1||0|-2} {3*||2|1}
	// {7/2|||5/2|3/2||+-1/2} {5/2|2*} 9/4*
	// true
	// {^^*|v*} {2|1}
}

// Incentives: what a move is worth to its player.
func ExampleValue_Incentives() {
	up := value("^")
	fmt.Println(up.LeftIncentives(), up.RightIncentives(), up.Incentives())
	fmt.Println(value("25/16").Incentives())
	// Output:
	// [v] [^*] [^*]
	// [-1/16]
}

// The ordinal sum: a Blue-Red Hackenbush stalk, edge by edge.
func ExampleValue_OrdinalSum() {
	one, minus := partizan.Integer(1), partizan.Integer(-1)
	fmt.Println(one.OrdinalSum(minus), one.OrdinalSum(minus).OrdinalSum(one), value("*3").OrdinalSum(value("*4")))
	// Output:
	// 1/2 3/4 *7
}

// Nim multiplication: *2·*2 = *3, and the field of order 2⁶⁴.
func ExampleNimProduct() {
	fmt.Println(partizan.NimProduct(2, 2), partizan.NimProduct(4, 4), partizan.NimProduct(8, 8))
	fmt.Println(partizan.NimProduct(1<<32, 1<<32) == 1<<32|1<<31)
	// Output:
	// 3 6 13
	// true
}

// The followers of a value.
func ExampleValue_Followers() {
	v := value("^")
	fmt.Println(v.FollowerCount(), len(v.Followers()), partizan.Integer(1000).FollowerCount())
	// Output:
	// 3 3 1001
}

// The sensible moves of a sum of switches: Left moves in the hotter one.
func ExampleSensibleMoves() {
	for _, m := range partizan.SensibleMoves(true, value("+-1"), value("+-2")) {
		fmt.Println("part", m.Part, "to", m.To)
	}
	// Output:
	// part 1 to 2
}

// The sensible moves of a position: in the Blue-Red Hackenbush stalk BRRB
// (the stalk type of the example of Canonical), Left may cut either blue
// edge; cutting the top one leaves 1/4, cutting the bottom one 0, and only
// the first is as good as the move of the canonical form 3/8 = {1/4|1/2}.
func ExampleTable_SensibleOptions() {
	s := stalk("BRRB")
	tab := partizan.NewTable[int](s, nil)
	left, _ := tab.SensibleOptions(context.Background(), len(s), true)
	for _, p := range left {
		v, _ := tab.Value(context.Background(), p)
		fmt.Println("cut to", p, "edges:", v)
	}
	// Output:
	// cut to 3 edges: 1/4
}
