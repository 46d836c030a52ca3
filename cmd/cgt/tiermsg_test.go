package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/cgtgo/cgt/tier"
)

// fixCommand returns the cgt command a message suggests ("… then cgt
// solve … solves …", "…: cgt solve … solves …"), as arguments.
func fixCommand(t *testing.T, msg string) []string {
	t.Helper()
	m := regexp.MustCompile(`(cgt solve .*?) solves`).FindStringSubmatch(msg)
	if m == nil {
		t.Fatalf("%q suggests no command", msg)
	}
	return strings.Fields(m[1])[1:]
}

// TestTierFileMessages checks what cgt says of a tier directory whose
// files are not what they should be (issue 43, item 9): each message names
// what is wrong with the file, never "not solved" or "truncated" for what
// is not, and the fix it gives works: done as told, the query answers.
// Morris of at most 6 stones: tier 0 ({2, 3}) and tier 1 ({3, 3}, solved
// from tier 0); Connect Four 4x4 for a tier deleted from the middle.
func TestTierFileMessages(t *testing.T) {
	work := t.TempDir()
	const pos = "WWW/.../.../....../.../.../BBB B" // 6 stones: tier 1
	// fresh gives work/name the tiers of the shared solve, copied.
	fresh := func(name string) string {
		solvedMorris(t, work, name, 6)
		return filepath.Join(work, name)
	}
	// check runs the query, wants a message with want and none of the
	// words of a wrong diagnosis, applies fix as the message says, runs
	// the command it suggests, and wants the query to answer then.
	check := func(what, dir string, code int, want string, fix func()) {
		t.Helper()
		r := cgtIn(t, work, "", "query", dir, pos)
		if r.code != code || strings.Count(r.stderr, "\n") != 1 || !strings.Contains(r.stderr, want) ||
			strings.Contains(r.stderr, "not solved") || strings.Contains(r.stderr, "truncated") {
			t.Errorf("%s: query: exit %d, %q; want exit %d and %q", what, r.code, r.stderr, code, want)
			return
		}
		fix()
		if s := cgtIn(t, work, "", fixCommand(t, r.stderr)...); s.code != 0 {
			t.Errorf("%s: the fix %q: exit %d, %q", what, fixCommand(t, r.stderr), s.code, s.stderr)
		}
		if q := cgtIn(t, work, "", "query", dir, pos); q.code != 0 {
			t.Errorf("%s: the query after the fix: exit %d, %q", what, q.code, q.stderr)
		}
	}

	// A symbolic link that loops, in place of tier 1: it said "not
	// solved" and suggested a solve that failed with "too many levels of
	// symbolic links".
	loop := fresh("loop")
	os.Remove(tier.Path(loop, 1))
	if err := os.Symlink(tier.FileName(1), tier.Path(loop, 1)); err != nil {
		t.Fatal(err)
	}
	if r := cgtIn(t, work, "", "solve", "morris", "--stones", "6", "--tiers", loop); r.code != 1 || !strings.Contains(r.stderr, "is a symbolic link that leads back to itself") {
		t.Errorf("solve over a looping link: exit %d, %q", r.code, r.stderr)
	}
	check("a looping link", loop, 1, tier.Path(loop, 1)+" is a symbolic link that leads back to itself", func() { os.Remove(tier.Path(loop, 1)) })

	// Tier 0 removed under tier 1: it said "not solved".
	gap := fresh("gap")
	os.Remove(tier.Path(gap, 0))
	check("a tier deleted from the middle", gap, 2, tier.Path(gap, 0)+" is missing, though tier 1, solved from it, is there", func() {})

	// The last byte flipped: it said "no end marker: the file is
	// truncated" of a file of full length.
	flip := fresh("flip")
	b, _ := os.ReadFile(tier.Path(flip, 1))
	b[len(b)-1] ^= 1
	os.WriteFile(tier.Path(flip, 1), b, 0o644)
	r := cgtIn(t, work, "", "query", flip, pos)
	if r.code != 2 || !strings.Contains(r.stderr, "the end marker is damaged: the file has its full length") || strings.Contains(r.stderr, "the file is truncated") {
		t.Errorf("a flipped last byte: exit %d, %q; want the end marker damaged", r.code, r.stderr)
	}
	if r := cgtIn(t, work, "", "solve", "morris", "--stones", "6", "--tiers", flip); r.code != 2 || !strings.Contains(r.stderr, "the end marker is damaged") || !strings.Contains(r.stderr, "remove the file to solve its tier again") {
		t.Errorf("solve over a flipped last byte: exit %d, %q", r.code, r.stderr)
	}

	// A directory in place of tier 1: it said "corrupt or truncated
	// file … is a directory".
	dir := fresh("dir")
	os.Remove(tier.Path(dir, 1))
	os.Mkdir(tier.Path(dir, 1), 0o755)
	if r := cgtIn(t, work, "", "solve", "morris", "--stones", "6", "--tiers", dir); r.code != 1 || !strings.Contains(r.stderr, "is a directory, not a tier file") || strings.Contains(r.stderr, "corrupt") {
		t.Errorf("solve over a directory: exit %d, %q", r.code, r.stderr)
	}
	check("a directory", dir, 1, tier.Path(dir, 1)+" is a directory, not a tier file: move it out of the way", func() { os.Remove(tier.Path(dir, 1)) })

	// A tier file where its directory is wanted: it said "is a table of
	// "morris", a game this command does not know".
	file := tier.Path(loop, 0)
	want := file + " is tier 0 of a tiered solve of morris, read with the other tiers from their directory: give the directory, " + loop + ", instead of the file"
	for _, args := range [][]string{{"query", file, pos}, {"serve", file, "--addr", "127.0.0.1:0"}} {
		if r := cgtIn(t, work, "", args...); r.code != 2 || !strings.Contains(r.stderr, want) {
			t.Errorf("cgt %s: exit %d, %q; want %q", args[0], r.code, r.stderr, want)
		}
	}

	// Connect Four: a tier deleted from the middle is missing, and the
	// solve the message gives writes it again.
	c4 := filepath.Join(work, "c4")
	solvedConnect4(t, work, "c4")
	os.Remove(tier.Path(c4, 5))
	r = cgtIn(t, work, "", "query", c4, "1122")
	if r.code != 1 || !strings.Contains(r.stderr, tier.Path(c4, 5)+" is missing: cgt solve connect4 --board 4x4 --tiers "+c4+" solves its tier again") {
		t.Errorf("connect4 without tier 5: exit %d, %q", r.code, r.stderr)
	} else if s := cgtIn(t, work, "", fixCommand(t, r.stderr)...); s.code != 0 || cgtIn(t, work, "", "query", c4, "1122").code != 0 {
		t.Errorf("the fix %q: %+v", fixCommand(t, r.stderr), s)
	}
}
