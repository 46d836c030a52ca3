package partizan_test

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/partizan"
)

// stalk is Blue-Red Hackenbush on one stalk: a position is the number of
// edges left, colours from the ground up; cutting edge i removes it and
// all above it.
type stalk string

func (s stalk) moves(dst []int, p int, c byte) []int {
	for i := range p {
		if s[i] == c {
			dst = append(dst, i)
		}
	}
	return dst
}

func (s stalk) LeftMoves(dst []int, p int) []int  { return s.moves(dst, p, 'B') }
func (s stalk) RightMoves(dst []int, p int) []int { return s.moves(dst, p, 'R') }

// Canonical solves a partizan game given by its Left and Right moves.
func ExampleCanonical() {
	s := stalk("BRRB")
	v, err := partizan.Canonical(context.Background(), s, len(s), nil)
	if err != nil {
		panic(err)
	}
	x, _ := v.Number()
	fmt.Println(v, x.Float64(), v.Class())
	// Output:
	// 3/8 0.375 L
}

// nimHeaps is Nim, a position the sizes of its heaps as digits ("356"):
// a Splitter (each heap a part) and a Sizer (the counters left, which
// every move takes some of).
type nimHeaps struct{}

func (nimHeaps) moves(dst []string, p string) []string {
	var h []int
	for _, c := range p {
		h = append(h, int(c-'0'))
	}
	for i, n := range h {
		for k := range n {
			q := slices.Clone(h)
			q[i] = k
			var b strings.Builder
			for _, m := range q {
				b.WriteByte(byte('0' + m))
			}
			dst = append(dst, b.String())
		}
	}
	return dst
}
func (g nimHeaps) LeftMoves(dst []string, p string) []string  { return g.moves(dst, p) }
func (g nimHeaps) RightMoves(dst []string, p string) []string { return g.moves(dst, p) }
func (nimHeaps) Components(dst []string, p string) []string {
	for _, c := range p {
		if c != '0' {
			dst = append(dst, string(c))
		}
	}
	return dst
}
func (nimHeaps) Size(p string) int {
	n := 0
	for _, c := range p {
		n += int(c - '0')
	}
	return n
}

// A game that is a Splitter and a Sizer is solved by several goroutines
// when Options.Workers asks for them; the value is the same. Nim heaps of
// 3, 5 and 6 are *3 + *5 + *6 = *0 (Bouton).
func ExampleSizer() {
	for _, workers := range []int{1, 4} {
		v, err := partizan.Canonical[string](context.Background(), nimHeaps{}, "356", &cgt.Options{Workers: workers})
		if err != nil {
			panic(err)
		}
		fmt.Printf("Workers %d: %v\n", workers, v)
	}
	// Output:
	// Workers 1: 0
	// Workers 4: 0
}

// Values parse and print in CGSuite's notation, add up and compare.
func ExampleParseValue() {
	up, _ := partizan.ParseValue("{0|*}")
	star := partizan.Nimber(1)
	fmt.Println(up, up.Add(star), up.Add(star).Class(), up.Add(up).Add(star).Class())
	g, _ := partizan.ParseValue("{2|1||0}")
	fmt.Println(g, g.Left(), g.Right(), g.Neg())
	fmt.Println(star.Add(star) == partizan.Value{}, up.Lt(partizan.Number(partizan.NewDyadic(1, 20))))
	_, err := partizan.ParseValue("{1|x}")
	fmt.Println(err)
	// Output:
	// ^ ^* N L
	// {2|1||0} [{2|1}] [0] {0||-1|-2}
	// true true
	// cgt: bad value "{1|x}": unexpected "x" at column 4
}

// The thermograph of a hot game: its walls, mean and temperature, and the
// game cooled by 1/2.
func ExampleValue_Thermograph() {
	g, _ := partizan.ParseValue("{2|1||0}")
	th := g.Thermograph()
	fmt.Println("mean", th.Mean, "temperature", th.Temperature)
	fmt.Println("left wall", th.Left)
	fmt.Println("right wall", th.Right)
	fmt.Println("cooled by 1/2:", g.Cool(partizan.NewDyadic(1, 1)))
	// Output:
	// mean 3/4 temperature 3/4
	// left wall (-1,1) (1/2,1) (3/4,3/4)
	// right wall (-1,-1) (3/4,3/4)
	// cooled by 1/2: {1*|1/2}
}
