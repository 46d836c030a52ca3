package main

// Tests of issue 31, item 19: messages that misled a new user.

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime/debug"
	"strings"
	"testing"
)

// TestUnknownFlagAsTyped checks that an unknown flag is echoed as typed
// (it was shown with one dash: "--misre" as "-misre") and that the nearest
// flag is suggested when one is near (by a third of the edits, or the only
// flag that the typed name begins), and none when none is.
func TestUnknownFlagAsTyped(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"nim", "--misre", "3"}, "cgt nim: unknown flag --misre; did you mean --misere? (see -h for the flags)\n"},
		{[]string{"nim", "3", "--misre=true"}, "cgt nim: unknown flag --misre; did you mean --misere? (see -h for the flags)\n"},
		{[]string{"nim", "-jsn", "3"}, "cgt nim: unknown flag -jsn; did you mean --json? (see -h for the flags)\n"},
		{[]string{"solve", "ttt", "--prog"}, "cgt solve: unknown flag --prog; did you mean --progress? (see -h for the flags)\n"},
		{[]string{"solve", "ttt", "-O", "t.tab"}, "cgt solve: unknown flag -O; did you mean -o? (see -h for the flags)\n"},
		{[]string{"nim", "--bogus", "3"}, "cgt nim: unknown flag --bogus (see -h for the flags)\n"},
	} {
		r := runCgt(t, "", c.args...)
		if r.code != 2 || r.stderr != c.want || r.stdout != "" {
			t.Errorf("cgt %s: exit %d, stderr %q; want 2 and %q", strings.Join(c.args, " "), r.code, r.stderr, c.want)
		}
	}
}

// TestVersion checks "cgt --version" (there was none): one line, the same
// for --version, -version and version, saying the module version and the
// VCS revision that "go version -m" reads from the binary, and the Go
// release.
func TestVersion(t *testing.T) {
	r := runCgt(t, "", "--version")
	if r.code != 0 || r.stderr != "" || !regexp.MustCompile(`^cgt \S+.*, go1\.\S+\n$`).MatchString(r.stdout) {
		t.Fatalf("cgt --version: exit %d, %q %q", r.code, r.stdout, r.stderr)
	}
	for _, a := range []string{"-version", "version"} {
		if o := runCgt(t, "", a); o != r {
			t.Errorf("cgt %s: %+v, want what --version gives, %+v", a, o, r)
		}
	}
	m, err := exec.Command("go", "version", "-m", cgtBin).Output()
	if err != nil {
		t.Fatal(err)
	}
	mod := regexp.MustCompile(`(?m)^\tmod\tgithub.com/cgtgo/cgt\t(\S+)`).FindSubmatch(m)
	if mod == nil || !strings.HasPrefix(r.stdout, "cgt "+string(mod[1])+",") {
		t.Errorf("cgt --version: %q; go version -m says the module is %q", r.stdout, mod)
	}
	if rev := regexp.MustCompile(`(?m)^\tbuild\tvcs.revision=(\w{12})`).FindSubmatch(m); rev != nil && !strings.Contains(r.stdout, string(rev[1])) {
		t.Errorf("cgt --version: %q does not name the revision %s", r.stdout, rev[1])
	}
}

// TestVersionLine checks versionLine on the build information of the
// three ways cgt is built: installed at a version, from a clone with VCS
// stamping (Go 1.24 makes a pseudo-version holding the revision, not
// repeated), and from a clone without it ("(devel)" and the revision).
func TestVersionLine(t *testing.T) {
	bi := func(v string, kv ...string) *debug.BuildInfo {
		b := &debug.BuildInfo{GoVersion: "go1.26.0", Main: debug.Module{Path: "github.com/cgtgo/cgt", Version: v}}
		for i := 0; i < len(kv); i += 2 {
			b.Settings = append(b.Settings, debug.BuildSetting{Key: kv[i], Value: kv[i+1]})
		}
		return b
	}
	const rev = "d46b01c8c6ed72f8d75285daa3cafb0c88a10964"
	for _, c := range []struct {
		b    *debug.BuildInfo
		want string
	}{
		{bi("v1.2.3"), "cgt v1.2.3, go1.26.0"},
		{bi("(devel)", "vcs.revision", rev, "vcs.time", "2026-11-26T06:19:05Z", "vcs.modified", "true"),
			"cgt (devel), revision d46b01c8c6ed of 2026-11-26T06:19:05Z, with uncommitted changes, go1.26.0"},
		{bi("", "vcs.revision", rev), "cgt (devel), revision d46b01c8c6ed, go1.26.0"},
		{bi("v0.0.0-20261126061905-d46b01c8c6ed+dirty", "vcs.revision", rev, "vcs.modified", "true"),
			"cgt v0.0.0-20261126061905-d46b01c8c6ed+dirty, go1.26.0"},
	} {
		if got := versionLine(c.b, true); got != c.want {
			t.Errorf("versionLine(%s) = %q, want %q", c.b.Main.Version, got, c.want)
		}
	}
	if got := versionLine(nil, false); !strings.Contains(got, "unknown version") {
		t.Errorf("versionLine without build information = %q", got)
	}
}

// TestOutputNamesTarget checks that a file that cannot be written is named
// as the user named it, not by the temporary file cgt writes first (it
// said "open /nonexistent/dir/.t.tab.tmp2380029976: …"), for solve -o,
// plot -o and bundle -o.
func TestOutputNamesTarget(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "nodir")
	for _, args := range [][]string{
		{"solve", "ttt", "-o", filepath.Join(dir, "t.tab")},
		{"plot", "wythoff", "--size", "8", "-o", filepath.Join(dir, "w.png")},
		{"bundle", "grundy", "-o", filepath.Join(dir, "main.go")},
	} {
		r := runCgt(t, "", args...)
		target := args[len(args)-1]
		if r.code == 0 || !strings.Contains(r.stderr, target) || strings.Contains(r.stderr, ".tmp") {
			t.Errorf("cgt %s: exit %d, %q; want a failure naming the target, no temporary file", strings.Join(args, " "), r.code, r.stderr)
		}
	}
}

// TestPlotName checks that cgt plot refuses to write its PNG under a name
// that is not *.png (it wrote a PNG to w.txt without a word) before
// drawing, as bad input, and writes nothing; W.PNG is a PNG's name.
func TestPlotName(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"w.txt", "w", "w.png.txt"} {
		r := cgtIn(t, dir, "", "plot", "wythoff", "--size", "8", "-o", name)
		if r.code != 2 || !strings.Contains(r.stderr, "-o "+name+": cgt plot writes a PNG image; name the file *.png") {
			t.Errorf("cgt plot -o %s: exit %d, %q; want 2 and a message asking for *.png", name, r.code, r.stderr)
		}
	}
	if ents, _ := os.ReadDir(dir); len(ents) != 0 {
		t.Errorf("refused plots left %v", ents)
	}
	if r := cgtIn(t, dir, "", "plot", "wythoff", "--size", "8", "-o", "W.PNG"); r.code != 0 {
		t.Errorf("cgt plot -o W.PNG: exit %d, %s", r.code, r.stderr)
	}
}

// TestQueryNotATable checks what cgt query says of a file that is not a
// table, a PNG here (it said "corrupt or truncated file"): not a cgt
// table, bad input (exit 2).
func TestQueryNotATable(t *testing.T) {
	dir := t.TempDir()
	png := append([]byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"), make([]byte, 500)...)
	if err := os.WriteFile(filepath.Join(dir, "w.png"), png, 0o644); err != nil {
		t.Fatal(err)
	}
	r := cgtIn(t, dir, "", "query", "w.png", ".........")
	if r.code != 2 || !strings.Contains(r.stderr, "not a cgt table") || strings.Contains(r.stderr, "corrupt") {
		t.Errorf("cgt query w.png: exit %d, %q; want 2 and not a cgt table", r.code, r.stderr)
	}
}
