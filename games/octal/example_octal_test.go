package octal_test

import (
	"context"
	"fmt"
	"slices"

	"github.com/cgtgo/cgt/games/octal"
)

// Kayles (0.77): the nim-sequence, its proven period, and the winning
// moves in a sum of heaps.
func ExampleGame_Prove() {
	kayles, err := octal.Parse("0.77")
	if err != nil {
		panic(err)
	}
	s, err := kayles.Prove(context.Background(), 1000, nil)
	if err != nil {
		panic(err)
	}
	fmt.Println(s.Values()[:12])
	p := s.Period()
	fmt.Printf("period %d from %d, proven %v with %d values\n", p.Period, p.Preperiod, p.Proven, p.Values)
	fmt.Println("G(1000000) =", s.Value(1_000_000))
	// Output:
	// [0 1 2 3 1 4 3 2 1 4 2 6]
	// period 12 from 71, proven true with 168 values
	// G(1000000) = 1
}

func ExampleParse() {
	for _, code := range []string{".137", "4.07", "0.c", "0.7x"} {
		g, err := octal.Parse(code)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println(g, "takes up to", g.MaxTake(), "and leaves up to", g.MaxParts(), "heaps")
	}
	// Output:
	// 0.137 takes up to 3 and leaves up to 2 heaps
	// 4.07 takes up to 2 and leaves up to 2 heaps
	// 0.C takes up to 1 and leaves up to 3 heaps
	// octal: code "0.7x": bad character "x" at offset 3: want a hexadecimal digit 0-9 or A-F
}

// Dawson's chess (0.137) with heaps 5, 9 and 13: the position's value and
// every winning move.
func ExampleSequence_WinningMoves() {
	g, _ := octal.Parse("0.137")
	s, _ := g.Sequence(context.Background(), 100, nil)
	heaps := []int{5, 9, 13}
	fmt.Println("value", s.SumValue(heaps...))
	for _, m := range s.WinningMoves(heaps) {
		fmt.Printf("heap %d: take %d, leaving %v\n", heaps[m.Heap], m.Take, m.After(heaps))
	}
	// Output:
	// value 4
	// heap 13: take 3, leaving [5 9 5 5]
}

// Grundy's game: split a heap into two unequal heaps. Its values are not
// known to be periodic.
func ExampleGrundys() {
	s, _ := octal.Grundys().Prove(context.Background(), 10_000, nil)
	fmt.Println(s.Values()[:20])
	fmt.Println("proven:", s.Period().Proven)
	// Output:
	// [0 0 0 1 0 2 1 0 2 1 0 2 1 3 2 1 3 2 4 3]
	// proven: false
}

// The heaps of an octal game as positions for the generic engines: the
// moves from {2 3} in Kayles.
func ExampleGame_Moves() {
	kayles, _ := octal.Parse("0.77")
	fmt.Println(kayles.Moves(nil, octal.MakeHeapSum(2, 3)))
	// Output:
	// [{3} {1 3} {2 2} {1 2} {1 1 2}]
}

// Treblecross: who wins on an empty row, and where to put the first X.
func ExampleTreblecross() {
	t, err := octal.NewTreblecross(context.Background(), 1000, nil)
	if err != nil {
		panic(err)
	}
	fmt.Println("rows up to", t.MaxN(), "cells; the second player wins", t.SecondPlayerWins(60))
	fmt.Println(t.Outcome(7), t.WinningCells(7))
	fmt.Println(t.Outcome(1000), t.WinningCells(1000)[0])
	// Output:
	// rows up to 1000 cells; the second player wins [6 12 22 30 32 44 54]
	// Win [3]
	// Win 70
}

// The real board as a Game: three in a row ends play.
func ExampleTreblecrossBoard() {
	b := octal.TreblecrossBoard{N: 5}
	fmt.Println(b.Terminal(0b00111))
	fmt.Println(b.Terminal(0b10101))
	fmt.Println(len(b.Moves(nil, 0b10001)))
	// Output:
	// Loss true
	// Unknown false
	// 3
}

// A position of several heaps: equal multisets are equal values, whatever
// the order of the sizes, and heaps of size 0 are dropped.
func ExampleMakeHeapSum() {
	p := octal.MakeHeapSum(5, 0, 2, 5)
	fmt.Println(p, p.Len(), p.Heap(0), p.Sizes())
	fmt.Println(p == octal.MakeHeapSum(2, 5, 5))
	kayles, _ := octal.Parse("0.77")
	fmt.Println(kayles.Terminal(p))
	// Output:
	// {2 5 5} 3 2 [2 5 5]
	// true
	// Unknown false
}

// The sparse-space engine agrees with the naive one; the mask says which
// values it treated as rare (v is rare when v AND mask has an even number
// of bits).
func ExampleGame_SequenceNaive() {
	g, _ := octal.Parse("0.16")
	ctx := context.Background()
	naive, _ := g.SequenceNaive(ctx, 5000, nil)
	fast, _ := g.Sequence(ctx, 5000, nil)
	fmt.Println(fast.Game(), fast.Len(), slices.Equal(naive.Values(), fast.Values()))
	fmt.Println("mask", fast.Mask(), "naive mask", naive.Mask())
	// Output:
	// 0.16 5000 true
	// mask 30 naive mask 0
}
