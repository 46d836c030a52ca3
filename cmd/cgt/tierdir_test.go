package main

import (
	"bufio"
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/cgtgo/cgt/tier"
)

// TestSolveTieredTwice starts a second cgt solve --tiers into the
// directory of one that is running (issue 31, item 8: started 0.5 s apart,
// the first failed with "rename D/.tier-00024.cgt.tmp… D/tier-00024.cgt: no
// such file or directory"): the second refuses at once, exit 1, with one
// line naming the first one's process, and writes nothing; the first is
// then interrupted, and its lock file is gone with it.
func TestSolveTieredTwice(t *testing.T) {
	work := t.TempDir()
	dir := filepath.Join(work, "c4")
	// 4x6 takes seconds: the first solve is still running when the
	// second starts.
	first := exec.Command(cgtBin, "solve", "connect4", "--board", "4x6", "--tiers", dir, "--progress", "--workers", "1")
	stderr, err := first.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := first.Start(); err != nil {
		t.Fatal(err)
	}
	defer first.Process.Kill()
	lines := bufio.NewScanner(stderr)
	if !lines.Scan() || !strings.HasPrefix(strings.TrimSpace(lines.Text()), "tier ") {
		t.Fatalf("the first solve printed %q, want a line per tier", lines.Text())
	}
	go func() {
		for lines.Scan() {
		}
	}()
	files := func() []string {
		ents, _ := os.ReadDir(dir)
		var names []string
		for _, e := range ents {
			names = append(names, e.Name())
		}
		return names
	}
	before := files()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	second := exec.CommandContext(ctx, cgtBin, "solve", "connect4", "--board", "4x6", "--tiers", dir)
	start := time.Now()
	out, _ := second.CombinedOutput()
	took := time.Since(start)
	pid := strconv.Itoa(first.Process.Pid)
	if code := second.ProcessState.ExitCode(); code != 1 || !strings.Contains(string(out), "is being solved by process "+pid+" ") || strings.Count(string(out), "\n") != 1 {
		t.Errorf("second solve into the directory of a running one: exit %d after %v, output %q; want exit 1 and one line naming process %s", code, took.Round(time.Millisecond), out, pid)
	}
	if took > 20*time.Second { // at once: had it waited for the lock, the first would have ended
		t.Errorf("the second solve took %v to refuse", took)
	}
	if first.ProcessState != nil {
		t.Fatal("the first solve ended before the second started")
	}
	// The second wrote nothing: the first's files only grew in number.
	for _, n := range before {
		if strings.HasPrefix(n, ".") && n != tier.LockName {
			continue // the first's temporary file of the tier it writes
		}
		if _, err := os.Stat(filepath.Join(dir, n)); err != nil {
			t.Errorf("%s is gone after the second solve: %v", n, err)
		}
	}
	if err := first.Process.Signal(os.Interrupt); err != nil {
		t.Fatal(err)
	}
	var ee *exec.ExitError
	if err := first.Wait(); !errors.As(err, &ee) || ee.ExitCode() != 130 {
		t.Errorf("the first solve, interrupted: %v, want exit 130", err)
	}
	if _, err := os.Stat(filepath.Join(dir, tier.LockName)); err == nil {
		t.Errorf("the interrupted solve left its lock file %s", tier.LockName)
	}
}

// TestUnfinishedTierDir checks what cgt query and cgt serve say of the
// directory of an unfinished solve, which holds the tiers solved first
// (the fuller boards) but not tier 0 (issue 31, item 12: query said the
// directory "holds no tier files", serve that tier-00016.cgt "is a table
// of "connect4", a game this command does not know"): both refuse it,
// exit 2, saying that the solve is unfinished, which tiers it holds and the
// command that finishes it; that command finishes it.
func TestUnfinishedTierDir(t *testing.T) {
	work := t.TempDir()
	dir := filepath.Join(work, "c4")
	solvedConnect4(t, work, "c4") // the shared solve, copied
	for tr := range 10 {
		if err := os.Remove(tier.Path(dir, tr)); err != nil {
			t.Fatal(err)
		}
	}
	finish := "cgt solve connect4 --board 4x4 --tiers " + dir
	for _, args := range [][]string{
		{"query", dir, "start"},
		{"serve", dir, "--addr", "127.0.0.1:0"},
		{"serve", work, "--addr", "127.0.0.1:0"}, // a directory of solves
	} {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		cmd := exec.CommandContext(ctx, cgtBin, args...)
		out, _ := cmd.CombinedOutput()
		cancel()
		msg := string(out)
		if code := cmd.ProcessState.ExitCode(); code != 2 || strings.Count(msg, "\n") != 1 ||
			!strings.Contains(msg, dir+" is an unfinished solve of connect4 4x4: it holds 7 of its 17 tiers (tier files 10-16) but not tier 0") ||
			!strings.Contains(msg, finish) {
			t.Errorf("cgt %s: exit %d, %q; want exit 2 and one line saying the solve is unfinished, its tiers and %q", strings.Join(args, " "), code, msg, finish)
		}
	}
	r := cgtIn(t, work, "", strings.Fields(finish)[1:]...)
	if r.code != 0 || !strings.Contains(r.stdout, "resumed: 7 tiers") {
		t.Errorf("%s: %+v", finish, r)
	}
	if r := cgtIn(t, work, "", "query", dir, "start"); r.code != 0 || !strings.Contains(r.stdout, "start: Tie for the player to move, in 16 plies") {
		t.Errorf("query after the finishing solve: %+v", r)
	}
}
