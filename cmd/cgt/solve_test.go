package main

import (
	"context"
	"encoding/binary"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/games/chess"
)

// TestSolveQuery solves tic-tac-toe and KQK to table files with cgt solve
// and checks cgt query against the facts: tic-tac-toe is a tie (a draw in
// players' words) in 9 plies from the empty board (5,478 positions, the
// known count); the KQK position of the endgame command's help is mated in
// 6 moves, and the values of its moves are the ones the engine gives in
// memory.
func TestSolveQuery(t *testing.T) {
	dir := t.TempDir()
	out := cgtIn(t, dir, "", "solve", "ttt", "-o", "ttt.tab")
	if out.code != 0 || !strings.Contains(out.stdout, "ttt: 5478 positions solved") || !strings.Contains(out.stdout, "start: Tie in 9 plies") {
		t.Fatalf("cgt solve ttt: %+v", out)
	}
	q := decode[queryResult](t, cgtIn(t, dir, "", "query", "ttt.tab", ".........", "--json").stdout)
	if q.Outcome != "Tie" || q.Remoteness != 9 || len(q.Moves) != 9 {
		t.Errorf("empty board: %+v, want a Tie in 9 with 9 moves", q)
	}
	for _, m := range q.Moves {
		if m.Outcome != "Tie" && m.Outcome != "Loss" {
			t.Errorf("first move %s: %s, a first move never wins tic-tac-toe", m.Move, m.Outcome)
		}
	}
	if q.Moves[0].Outcome != "Tie" {
		t.Errorf("best first move %+v, want a tie first", q.Moves[0])
	}

	kqk := cgtIn(t, dir, "", "solve", "kqk", "-o", "kqk.tab")
	if kqk.code != 0 {
		t.Fatalf("cgt solve kqk: %+v", kqk)
	}
	q = decode[queryResult](t, cgtIn(t, dir, "", "query", "kqk.tab", "Ka1 Qb2 kc3 b", "--json").stdout)
	if q.Outcome != "Loss" || q.Remoteness != 12 {
		t.Errorf("Ka1 Qb2 kc3 b: %s in %d, want Loss in 12 plies (mate in 6)", q.Outcome, q.Remoteness)
	}
	// An illegal position is called illegal, with the reason, not
	// "unreachable" (an outside check's finding); the summary says what
	// the count of positions includes.
	if r := cgtIn(t, dir, "", "query", "kqk.tab", "Ke1", "Qa8", "ke8", "w"); r.code != 2 || !strings.Contains(r.stderr, "the black king is in check with White to move") {
		t.Errorf("query of an illegal position: %+v", r)
	}
	if r := cgtIn(t, dir, "", "query", "ttt.tab", "XXX/OOO/X.."); r.code != 2 || !strings.Contains(r.stderr, "cannot be reached from the start") {
		t.Errorf("query of an unreachable tic-tac-toe board: %+v", r)
	}
	if !strings.Contains(kqk.stdout, "kqk: 372064 positions solved") || !strings.Contains(kqk.stdout, "368452 legal positions, and 3612 with bare kings") {
		t.Errorf("solve kqk summary: %q", kqk.stdout)
	}
	g := chess.Endgame{Piece: chess.Queen}
	sol, err := cgt.SolveRetrograde(context.Background(), g, g.Legal(), nil)
	if err != nil {
		t.Fatal(err)
	}
	p, _ := parseEndgame("Ka1 Qb2 kc3 b", true)
	want := sol.RankedMoves(p)
	if len(want) != len(q.Moves) {
		t.Fatalf("%d moves, the engine has %d", len(q.Moves), len(want))
	}
	for k, m := range want {
		got := q.Moves[k]
		if got.Outcome != m.Outcome.String() || got.Remoteness != m.Remoteness {
			t.Errorf("move %d: %+v, the engine says %v in %d", k, got, m.Outcome, m.Remoteness)
		}
	}
	// The text form lists the same moves, best first.
	text := cgtIn(t, dir, "", "query", "kqk.tab", "Ka1", "Qb2", "kc3", "b").stdout
	if !strings.HasPrefix(text, "Ka1 Qb2 kc3 b: Loss for the player to move, in 12 plies\n") || strings.Count(text, "\n") != 1+len(want) {
		t.Errorf("text query:\n%s", text)
	}
}

// TestQueryErrors checks that bad positions, damaged files and tables of
// the wrong kind get one line on standard error and exit status 2.
func TestQueryErrors(t *testing.T) {
	dir := t.TempDir()
	if r := cgtIn(t, dir, "", "solve", "ttt", "-o", "ttt.tab"); r.code != 0 {
		t.Fatalf("cgt solve ttt: %+v", r)
	}
	good, err := os.ReadFile(filepath.Join(dir, "ttt.tab"))
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(dir, "short.tab"), good[:len(good)-10], 0o644)
	// Damage the first byte of the first data block, which holds the empty
	// board: the footer gives the offset of the block index, whose entries
	// for the 4 bitmap blocks (2¹⁸ slots, 24 bytes each) come first.
	bad := append([]byte(nil), good...)
	ix := binary.LittleEndian.Uint64(good[len(good)-24:])
	bad[binary.LittleEndian.Uint64(good[ix+4*24:])] ^= 1
	os.WriteFile(filepath.Join(dir, "bad.tab"), bad, 0o644)
	os.WriteFile(filepath.Join(dir, "junk.tab"), []byte("hello"), 0o644)
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"query", "ttt.tab", "XXX/OOO/..."}, "not in the table"}, // both have a line: play stopped before
		{[]string{"query", "ttt.tab", "zz"}, "bad character"},
		{[]string{"query", "short.tab", "..."}, "truncated"},
		{[]string{"query", "bad.tab", "........."}, "corrupt"},
		{[]string{"query", "junk.tab", "..."}, "not a cgt table"}, // "hello": no table at all
		{[]string{"query", "missing.tab", "..."}, "no such file"},
		{[]string{"solve", "chess", "-o", "x.tab"}, "unknown game"},
		{[]string{"solve", "ttt"}, "-o FILE"},
	} {
		r := cgtIn(t, dir, "", tc.args...)
		if r.code == 0 || strings.Count(r.stderr, "\n") != 1 || !strings.Contains(r.stderr, tc.want) {
			t.Errorf("cgt %s: exit %d, stderr %q; want an error with %q", strings.Join(tc.args, " "), r.code, r.stderr, tc.want)
		}
	}
}

// TestSolveInterrupt checks that Ctrl-C during a long solve (Dobutsu
// shogi) exits with status 130 and leaves no file, complete-looking or
// temporary.
func TestSolveInterrupt(t *testing.T) {
	dir := t.TempDir()
	cmd := exec.Command(cgtBin, "solve", "dobutsu", "-o", "d.tab")
	cmd.Dir = dir
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	time.Sleep(500 * time.Millisecond)
	if err := cmd.Process.Signal(os.Interrupt); err != nil {
		t.Fatal(err)
	}
	err := cmd.Wait()
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != 130 {
		t.Fatalf("solve after SIGINT: %v; want exit status 130", err)
	}
	if ents, _ := os.ReadDir(dir); len(ents) != 0 {
		t.Errorf("files left after the interrupted solve: %v", ents)
	}
}
