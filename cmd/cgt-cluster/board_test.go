package main

import (
	"context"
	"testing"
	"time"

	"github.com/cgtgo/cgt/board"
	"github.com/cgtgo/cgt/games/mills"
	"github.com/cgtgo/cgt/internal/boardgames"
	"github.com/cgtgo/cgt/tier"
)

// TestClusterBoardGame solves a board game that cgt solve knows by name
// (internal/boardgames: Five Men's Morris of at most 7 stones, as cgt
// solve mills --variant five --stones 7 --tiers) as Beam pipelines on the
// Prism runner, each job padded to half a second so that the tiers of a
// level run on several local workers at once, and checks that every tier
// file is byte for byte the file of the single-process solve (tier.Solve,
// what cgt solve runs), and that a game's flags are refused as cgt solve
// refuses them.
func TestClusterBoardGame(t *testing.T) {
	v := boardgames.Values{"variant": "five", "stones": "7"}
	spec := "mills " + v.Encode()
	p, err := problemOf(spec)
	if err != nil {
		t.Fatal(err)
	}
	g, err := mills.New(mills.Five, mills.Options{MaxStones: 7})
	if err != nil {
		t.Fatal(err)
	}
	if p.name() != g.Name() {
		t.Fatalf("%q names its tiers %v, cgt solve %v", spec, p.name(), g.Name())
	}
	single, dist := t.TempDir(), t.TempDir()
	if _, err := tier.Solve[board.Pos](context.Background(), g, tier.Dir(single), g.Name(), &tier.Options{Compress: true, Workers: 2}); err != nil {
		t.Fatal(err)
	}
	c := config{Game: spec, Dir: dist, Parts: 4, Workers: 1, JobMem: 64 << 20, Compress: true, MinJob: time.Second / 2}
	peak, err := run(context.Background(), c, prismRun, t.Logf)
	if err != nil {
		t.Fatal(err)
	}
	if peak < 2 {
		t.Errorf("at most %d jobs ran at once, want several workers", peak)
	}
	sameTiers(t, g.Tiers(), single, dist)
	for _, bad := range []string{"mills variant=eight", "mills stones=7", "mills variant=five&stones=11", "mills %zz"} {
		if _, err := problemOf(bad); err == nil {
			t.Errorf("%s: no error", bad)
		}
	}
}

// noUnmoves hides the un-moves of rules: a board game without
// tier.Retro.
type noUnmoves struct{ board.Rules }

// TestBoardProblemWhole checks which tiers of a board game the cluster
// solves whole, by one job: every tier of a game with un-moves
// (tier.Retro, solved by its lean retrograde analysis); without them,
// exactly the tiers with moves that stay inside them (board.Game's Loops,
// checked against every move of every position by internal/boardgames's
// TestLoops), which tier.SolvePart refuses to split, and not the others.
func TestBoardProblemWhole(t *testing.T) {
	g, err := mills.New(mills.Five, mills.Options{MaxStones: 7})
	if err != nil {
		t.Fatal(err)
	}
	plain, err := board.New(noUnmoves{g.Rules()})
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := plain.(tier.Retro); ok {
		t.Fatal("noUnmoves has un-moves")
	}
	retro, loose := boardProblem(g), boardProblem(plain)
	split := 0
	for tr := range g.Tiers() {
		if !retro.whole(tr) {
			t.Errorf("tier %d of a game with un-moves: not solved whole", tr)
		}
		if loose.whole(tr) != plain.Loops(tr) {
			t.Errorf("tier %d: solved whole %v, loops %v", tr, loose.whole(tr), plain.Loops(tr))
		}
		if !loose.whole(tr) {
			split++
		}
	}
	if split == 0 || split == g.Tiers() {
		t.Errorf("%d of %d tiers can be split: want some of each kind", split, g.Tiers())
	}
}
