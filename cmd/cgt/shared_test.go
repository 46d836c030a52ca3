package main

// Solves that several tests read (morris of 6 stones, Connect Four 4×4,
// the placements of 4 stones each …) are run once per test binary, each
// in a directory of its own under sharedDir, and each test that asks gets
// a copy of the files in its own directory: what one test changes there
// (a tier removed, a byte flipped) no other test sees, and the files are
// the ones the command wrote, as when each test ran the solve itself.

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// sharedOut is the name a shared solve writes to (the value of its
// --tiers or -o), in its own directory.
const sharedOut = "out"

// sharedRun is one command run once for all the tests that ask for it.
type sharedRun struct {
	once sync.Once
	dir  string // where it ran
	r    result
	err  error
}

var (
	sharedMu   sync.Mutex
	sharedRuns = map[string]*sharedRun{}
)

// sharedSolve runs cgt args (whose output is named sharedOut) once per
// test binary and returns the directory it ran in and what it printed.
// The test fails unless it ran and exited 0; the directory is not the
// test's to change: solvedCopy copies it.
func sharedSolve(t *testing.T, args ...string) (string, result) {
	t.Helper()
	key := strings.Join(args, "\x00")
	sharedMu.Lock()
	s := sharedRuns[key]
	if s == nil {
		s = &sharedRun{}
		sharedRuns[key] = s
	}
	n := len(sharedRuns)
	sharedMu.Unlock()
	s.once.Do(func() {
		s.dir = filepath.Join(sharedDir, fmt.Sprint(n))
		if s.err = os.MkdirAll(s.dir, 0o755); s.err == nil {
			s.r, s.err = runIn(s.dir, "", args...)
		}
	})
	if s.err != nil || s.r.code != 0 {
		t.Fatalf("cgt %s: %v, %+v", strings.Join(args, " "), s.err, s.r)
	}
	return s.dir, s.r
}

// solvedCopy gives to (a tier directory or a table file, as args write
// sharedOut) the files of the shared solve cgt args, and returns what
// that solve printed.
func solvedCopy(t *testing.T, to string, args ...string) result {
	t.Helper()
	dir, r := sharedSolve(t, args...)
	from := filepath.Join(dir, sharedOut)
	fi, err := os.Stat(from)
	if err != nil {
		t.Fatal(err)
	}
	if fi.IsDir() {
		copyDir(t, from, to)
		return r
	}
	b, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(to, b, 0o644); err != nil {
		t.Fatal(err)
	}
	return r
}

// solvedMorris gives dir/name the morris tiers of at most stones stones
// as cgt solve morris --stones stones --tiers writes them.
func solvedMorris(t *testing.T, dir, name string, stones int) {
	t.Helper()
	solvedCopy(t, filepath.Join(dir, name), "solve", "morris", "--stones", itoa(stones), "--tiers", sharedOut)
}

// solvedConnect4 gives dir/name the tiers of Connect Four 4×4 as cgt
// solve connect4 --board 4x4 --tiers writes them.
func solvedConnect4(t *testing.T, dir, name string) {
	t.Helper()
	solvedCopy(t, filepath.Join(dir, name), "solve", "connect4", "--board", "4x4", "--tiers", sharedOut)
}
