package tier_test

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/cgtgo/cgt/tier"
)

// TestSolveLock checks that a second solve into a directory refuses at
// once while another process solves it (issue 31, item 8: two cgt solve
// --tiers into one directory made the first fail on a rename of the
// second's doing): a child process holds the directory's lock, and Solve
// fails at once (the bound, 10 s, leaves a loaded machine room) with
// ErrLocked, naming the child's process id;
// once the child is killed (kill -9: its lock file is left behind), the
// lock is recognised as stale and Solve goes on, writes the tiers and
// removes the lock file. Two Locks in one process exclude each other too.
func TestSolveLock(t *testing.T) {
	if dir := os.Getenv("CGT_LOCK_HELPER"); dir != "" {
		if _, err := tier.Dir(dir).Lock(); err != nil {
			t.Fatal(err)
		}
		os.WriteFile(filepath.Join(dir, "locked"), nil, 0o644)
		time.Sleep(time.Minute)
		return
	}
	g := strip{tiers: 3, n: 100}
	name := tier.Name{Game: "strip", Params: "lock"}
	dir := t.TempDir()
	exe, err := os.Executable()
	if err != nil {
		t.Skip(err)
	}
	child := exec.Command(exe, "-test.run=^TestSolveLock$")
	child.Env = append(os.Environ(), "CGT_LOCK_HELPER="+dir)
	if err := child.Start(); err != nil {
		t.Fatal(err)
	}
	defer child.Process.Kill()
	for start := time.Now(); ; time.Sleep(10 * time.Millisecond) {
		if _, err := os.Stat(filepath.Join(dir, "locked")); err == nil {
			break
		}
		if time.Since(start) > 10*time.Second {
			t.Fatal("the child took no lock in 10 s")
		}
	}
	os.Remove(filepath.Join(dir, "locked"))
	start := time.Now()
	_, err = tier.Solve(context.Background(), g, tier.Dir(dir), name, nil)
	if !errors.Is(err, tier.ErrLocked) || !strings.Contains(err.Error(), "process "+strconv.Itoa(child.Process.Pid)+" ") {
		t.Fatalf("Solve while another process holds the directory: %v, want ErrLocked naming process %d", err, child.Process.Pid)
	}
	if d := time.Since(start); d > 10*time.Second { // at once; room for a loaded machine
		t.Errorf("the refusal took %v", d)
	}
	if ents, _ := os.ReadDir(dir); len(ents) != 1 {
		t.Errorf("a refused Solve wrote files: %v", ents)
	}
	t.Logf("refused: %v", err)

	child.Process.Kill()
	child.Wait()
	if runtime.GOOS == "linux" || runtime.GOOS == "darwin" || runtime.GOOS == "freebsd" || runtime.GOOS == "windows" {
		if _, err := os.Stat(filepath.Join(dir, tier.LockName)); err != nil {
			t.Fatalf("the killed process left no lock file: %v", err)
		}
		stats, err := tier.Solve(context.Background(), g, tier.Dir(dir), name, nil)
		if err != nil || len(stats) != 3 {
			t.Fatalf("Solve after the holder was killed: %d tiers, %v", len(stats), err)
		}
		ents, _ := os.ReadDir(dir)
		var names []string
		for _, e := range ents {
			names = append(names, e.Name())
		}
		want := []string{tier.FileName(0), tier.FileName(1), tier.FileName(2)}
		if !slices.Equal(names, want) {
			t.Errorf("after the solve the directory holds %v, want %v (the lock file removed)", names, want)
		}
	}

	unlock, err := tier.Dir(dir).Lock()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tier.Dir(dir).Lock(); !errors.Is(err, tier.ErrLocked) || !strings.Contains(err.Error(), "process "+strconv.Itoa(os.Getpid())+" ") {
		t.Errorf("a second Lock in the same process: %v, want ErrLocked naming this process", err)
	}
	if err := unlock(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, tier.LockName)); err == nil {
		t.Errorf("the lock file is still there after unlock")
	}
}
