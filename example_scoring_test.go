package cgt_test

import (
	"context"
	"fmt"
	"strings"

	"github.com/cgtgo/cgt"
)

// Take a coin from either end of a row: the first player's best total and
// margin, and the optimal first moves.
func ExampleCoins() {
	g := cgt.NewCoins([]int{3, 9, 1, 2})
	s, err := cgt.SolveScores(context.Background(), g, nil, nil)
	if err != nil {
		panic(err)
	}
	start := g.Start()
	total, _ := s.Total(start)
	fmt.Println("first player's total:", total, "margin:", s.Score(start), s.Outcome(start))
	for _, q := range s.BestMoves(start) {
		fmt.Println("take the coin leaving", q)
	}

	g = cgt.NewCoins([]int{20, 30, 2, 2, 2, 10})
	s, _ = cgt.SolveScores(context.Background(), g, nil, nil)
	total, _ = s.Total(g.Start())
	fmt.Println("first player's total:", total, "margin:", s.Score(g.Start()))
	// Output:
	// first player's total: 11 margin: 7 Win
	// take the coin leaving {0 3}
	// first player's total: 42 margin: 18
}

// Take a block of any length from either end; values may be negative. Here
// the first player takes 5, −2 from the end (3 points), and the opponent's
// best reply is to take everything left (4 − 10 + 3 = −3): a margin of 6.
func ExampleBlocks() {
	g := cgt.NewBlocks([]int{4, -10, 3, 5, -2})
	s, err := cgt.SolveScores(context.Background(), g, nil, nil)
	if err != nil {
		panic(err)
	}
	fmt.Println("margin:", s.Score(g.Start()))
	for _, q := range s.PV(g.Start()) {
		fmt.Println("then", q)
	}
	// Output:
	// margin: 6
	// then {0 3}
	// then {3 3}
}

// The prime race: 1 … N in order, take the next 1 … A numbers, score the
// primes taken. Totals solves a million numbers at once; SolveScores agrees
// on small races.
func ExamplePrimeRace() {
	g := cgt.NewPrimeRace(1_000_000, 3)
	first, second := g.Totals()
	fmt.Println("N=10^6, A=3:", first, second)

	small := cgt.NewPrimeRace(30, 3)
	s, _ := cgt.SolveScores(context.Background(), small, nil, nil)
	total, _ := s.Total(small.Start())
	f, sec := small.Totals()
	fmt.Println("N=30, A=3:", total, f, sec)
	fmt.Println("first move: take up to", s.BestMoves(0))
	// Output:
	// N=10^6, A=3: 39323 39175
	// N=30, A=3: 6 6 4
	// first move: take up to [3]
}

// SolveScores tabulates every position reachable from the starts; its
// result answers margins, optimal moves and principal variations. On this
// row of odd length the first player loses by 3 (totals 6 and 9).
func ExampleSolveScores() {
	g := cgt.NewCoins([]int{1, 5, 2, 4, 3})
	s, err := cgt.SolveScores(context.Background(), g, []cgt.Span{g.Start()}, nil)
	if err != nil {
		panic(err)
	}
	fmt.Println(s.Len(), "positions; margin", s.Score(g.Start()), "in", s.Remoteness(g.Start()), "moves")
	fmt.Println("PV:", s.PV(g.Start()))
	// Output:
	// 21 positions; margin -3 in 5 moves
	// PV: [{1 5} {2 5} {3 5} {4 5} {5 5}]
}

// Connect Four on small boards with the alpha-beta Searcher: the outcome of
// the empty board (Tromp's table: 4×4 and 5×4 draws, 6×4 a second-player
// win) and the exact margin.
func ExampleSearcher() {
	ctx := context.Background()
	for _, wh := range [][2]int{{4, 4}, {5, 4}, {6, 4}} {
		g := cgt.NewConnectFour(wh[0], wh[1])
		s := cgt.NewSearcher(g, &cgt.Options{TableBytes: 1 << 22})
		o, err := s.Outcome(ctx, g.Start())
		if err != nil {
			panic(err)
		}
		v, _ := s.Solve(ctx, g.Start())
		fmt.Printf("%dx%d: %v for the first player, margin %d\n", wh[0], wh[1], o, v)
	}
	// Output:
	// 4x4: Tie for the first player, margin 0
	// 5x4: Tie for the first player, margin 0
	// 6x4: Loss for the first player, margin -1
}

// A Connect Four position solved with Search: X to move wins with the 7th
// stone (margin (W·H + 2 − 7)/2 = 9 on 6×4), and the principal variation
// shows how.
func ExampleConnectFour() {
	g := cgt.NewConnectFour(6, 4)
	p := g.Start()
	for _, col := range []int{2, 2, 3, 3} { // X, O, X, O
		p, _ = g.Play(p, col)
	}
	fmt.Print(g.Format(p))
	r, err := cgt.Search(context.Background(), g, p, &cgt.Options{TableBytes: 1 << 20})
	if err != nil {
		panic(err)
	}
	cols := []string{}
	prev := p
	for _, q := range r.PV {
		cols = append(cols, fmt.Sprint(g.Column(prev, q)))
		prev = q
	}
	fmt.Println(r.Outcome, r.Score, "columns", strings.Join(cols, " "))
	fmt.Print(g.Format(prev))
	// Output:
	// ......
	// ......
	// ..OO..
	// ..XX..
	// Win 9 columns 4 1 5
	// ......
	// ......
	// ..OO..
	// .OXXXX
}
