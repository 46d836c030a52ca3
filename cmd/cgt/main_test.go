package main

// These tests run the cgt command as a user would: TestMain builds the
// binary once, and each test runs it with arguments and standard input and
// checks standard output, standard error and the exit status. Expected
// answers come from brute force written here, independently of the library,
// or from published facts named at each check.

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

var (
	cgtBin    string // path of the built command
	sharedDir string // where the solves several tests read are run once (shared_test.go)
)

func TestMain(m *testing.M) {
	os.Exit(buildAndRun(m))
}

func buildAndRun(m *testing.M) int {
	dir, err := os.MkdirTemp("", "cgt-test-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer os.RemoveAll(dir)
	cgtBin, sharedDir = filepath.Join(dir, "cgt"), filepath.Join(dir, "shared")
	out, err := exec.Command("go", "build", "-o", cgtBin, ".").CombinedOutput()
	if err != nil {
		fmt.Fprintf(os.Stderr, "go build: %v\n%s", err, out)
		return 1
	}
	return m.Run()
}

// result is what one run of the command produced.
type result struct {
	stdout, stderr string
	code           int
}

// cgt runs the command in dir (the test's temporary directory when empty)
// with stdin and args.
func cgtIn(t *testing.T, dir, stdin string, args ...string) result {
	t.Helper()
	r, err := runIn(dir, stdin, args...)
	if err != nil {
		t.Fatalf("cgt %s: %v", strings.Join(args, " "), err)
	}
	return r
}

// runIn runs the command in dir with stdin and args; the error is one
// that kept it from running or from finishing with an exit status.
func runIn(dir, stdin string, args ...string) (result, error) {
	cmd := exec.Command(cgtBin, args...)
	cmd.Stdin = strings.NewReader(stdin)
	cmd.Dir = dir
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		return result{out.String(), errb.String(), ee.ExitCode()}, nil
	}
	return result{out.String(), errb.String(), 0}, err
}

func runCgt(t *testing.T, stdin string, args ...string) result {
	t.Helper()
	return cgtIn(t, t.TempDir(), stdin, args...)
}

// ok runs the command and fails the test unless it succeeds silently on
// standard error; it returns standard output.
func ok(t *testing.T, stdin string, args ...string) string {
	t.Helper()
	r := runCgt(t, stdin, args...)
	if r.code != 0 || r.stderr != "" {
		t.Fatalf("cgt %s: exit %d, stderr %q", strings.Join(args, " "), r.code, r.stderr)
	}
	return r.stdout
}

// TestBadInput checks that bad input of every kind gets exactly one line
// on standard error that names the problem, exit status 2, nothing on
// standard output and never a panic trace.
func TestBadInput(t *testing.T) {
	hb := filepath.Join(t.TempDir(), "bad.txt")
	if err := os.WriteFile(hb, []byte("g 1\n1 x\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		stdin string
		args  []string
		want  string // a substring of the error line
	}{
		{"", nil, "no command"},
		{"", []string{"frobnicate"}, `unknown command "frobnicate"`},
		{"", []string{"nim"}, "at least one heap"},
		{"", []string{"nim", "3", "x", "5"}, `heap 2: "x" is not a whole number`},
		{"", []string{"nim", "3", "-4"}, `heap 2: "-4" is not a whole number ≥ 0`},
		{"", []string{"nim", "18446744073709551616"}, `heap 1: "18446744073709551616" is too large`},
		{"", []string{"nim", "1.5"}, `heap 1: "1.5" is not a whole number`},
		{"", []string{"nim", "--bogus", "3"}, "unknown flag --bogus (see -h"},
		{"", []string{"wythoff", "1"}, "want 2 arguments"},
		{"", []string{"wythoff", "1", "2", "3"}, "want 2 arguments"},
		{"", []string{"wythoff", "1", "0x10"}, `heap B: "0x10" is not a whole number`},
		{"", []string{"subtract", "0,2"}, "subtraction set element 1: 0 is out of range"},
		{"", []string{"subtract", "1,,3"}, "element 2 is empty"},
		{"", []string{"subtract", "1,3", "--upto", "abc"}, `invalid value "abc" for flag -upto`},
		{"", []string{"subtract", "1,3", "--upto", "-5"}, "--upto: -5 is out of range"},
		{"", []string{"subtract"}, "give the subtraction set"},
		{"", []string{"fib", "ten"}, `heap N: "ten" is not a whole number`},
		{"", []string{"fib", "5", "--max", "0"}, "--max: 0 allows no move"},
		{"", []string{"fib"}, "want 1 argument"},
		{"", []string{"staircase"}, "give the coins"},
		{"", []string{"staircase", "--piles", "2", "y"}, `pile 2: "y" is not a whole number`},
		{"", []string{"hackenbush", hb}, "line 2"},
		{"5\n", []string{"hackenbush", "-"}, "line 1"}, // "g" alone is a stalk of one green edge
		{"", []string{"ttt", "XXXX/..../."}, "XXXX"},
		{"", []string{"ttt", "XXX/OOO/..."}, "cannot occur in play"},
		{"", []string{"ttt", "X..", "O.."}, "at most one board"},
		{"", []string{"plot"}, "say what to plot"},
		{"", []string{"plot", "mandelbrot"}, `unknown plot "mandelbrot"`},
		{"", []string{"plot", "wythoff", "--size", "0"}, "--size: 0 is out of range"},
		{"", []string{"plot", "wythoff", "--upto", "5"}, "--upto applies to plot octal"},
		{"", []string{"plot", "wythoff", "-o", "-", "--json"}, "both write to standard output"},
		{"", []string{"octal", "0.7x"}, `cgt octal: code "0.7x": bad character "x"`},
		{"", []string{"octal", "1.23"}, `cgt octal: code "1.23": bad character "1"`},
		{"", []string{"octal"}, "want 1 argument (the game code"},
		{"", []string{"octal", "0.77", "--upto", "2000000000"}, "--upto: 2000000000 is out of range"},
		{"", []string{"octal", "0.77", "--heaps", "3,x"}, `--heaps: heap 2: "x" is not a whole number`},
		{"", []string{"octal", "0.6", "--prove", "--upto", "100", "--heaps", "500"}, "--heaps: a heap is beyond the 101 values"},
		{"", []string{"treblecross", "0"}, "row length N: 0 is out of range"},
		{"", []string{"treblecross", "5000000", "--losses"}, "row length N: 5000000 is out of range (1 … 500000): the cost grows as N²"},
		{"", []string{"plot", "octal", "0.9z"}, `cgt plot: octal: code "0.9z"`},
		{"", []string{"plot", "octal", "0.77", "--size", "5"}, "--size applies to plot wythoff"},
		{"", []string{"plot", "octal", "0.77", "--width", "3"}, "--width and --height must be 16"},
		{"", []string{"endgame"}, "say which ending"},
		{"", []string{"endgame", "kbk"}, `unknown ending "kbk"`},
		{"", []string{"endgame", "krk", "Kd6", "Ra1", "kd7", "b"}, "Kd6 Ra1 kd7 b: the kings are next to each other"},
		{"", []string{"endgame", "krk", "Kd6 Ra1 kd8 x"}, `side to move "x" should be w or b`},
		{"", []string{"endgame", "kqk", "Kd6", "Ra1", "kd8", "w"}, `part 2 "Ra1" should be Q`},
		{"", []string{"endgame", "krk", "Kd6", "Ri1", "kd8", "w"}, `part 2 "Ri1" should be R`},
		{"", []string{"batch", "chess"}, `unknown game "chess"`},
		{"nim 1 2\nchess 3\n", []string{"batch"}, `line 2: unknown game "chess"`},
		{"nim 1 2\n\nnim 3 q\n", []string{"batch"}, `line 3: "q" is not a whole number`},
		{"wythoff 1 2 3\n", []string{"batch"}, "line 1: wythoff wants 2 heaps, got 3"},
		{"nim\n", []string{"batch"}, "line 1: no heap sizes"},
		{"99999999999999999999\n", []string{"batch", "fib"}, `line 1: "99999999999999999999" is too large`},
		{strings.Repeat("1 ", 1<<20) + "\n", []string{"batch", "nim"}, "line 1: longer than"},
	}
	if len(cases) < 15 {
		t.Fatalf("only %d kinds of bad input", len(cases))
	}
	for _, c := range cases {
		name := strings.Join(c.args, " ")
		r := runCgt(t, c.stdin, c.args...)
		if r.code != 2 {
			t.Errorf("cgt %s: exit status %d, want 2 (stderr %q)", name, r.code, r.stderr)
		}
		if strings.Count(r.stderr, "\n") != 1 || !strings.HasSuffix(r.stderr, "\n") {
			t.Errorf("cgt %s: stderr is not one line: %q", name, r.stderr)
		}
		if strings.Contains(r.stderr, ": cgt: ") {
			t.Errorf("cgt %s: stderr repeats the program name: %q", name, r.stderr)
		}
		if !strings.Contains(r.stderr, c.want) {
			t.Errorf("cgt %s: stderr %q does not contain %q", name, r.stderr, c.want)
		}
		if strings.Contains(r.stderr, "panic") || strings.Contains(r.stderr, "goroutine") {
			t.Errorf("cgt %s: stderr has a panic trace: %q", name, r.stderr)
		}
		// Batch answers lines before the bad one; every other command
		// prints nothing on standard output.
		if c.args != nil && c.args[0] != "batch" && r.stdout != "" {
			t.Errorf("cgt %s: stdout %q, want nothing", name, r.stdout)
		}
	}
	// The answer to the good line before a bad one is still written.
	r := runCgt(t, "nim 1 2\nchess 3\n", "batch")
	if diff := cmp.Diff("W 2:1\n", r.stdout); diff != "" {
		t.Errorf("batch before a bad line (-want +got):\n%s", diff)
	}
}

// TestHelp checks that every command has -h help with an example, exit
// status 0, and that each example whose output the help shows is what the
// command prints (so the help cannot go stale).
func TestHelp(t *testing.T) {
	list := ok(t, "", "-h")
	for _, c := range commands() {
		if !strings.Contains(list, "  "+c.name+" ") {
			t.Errorf("cgt -h does not list %s", c.name)
		}
		var short string // cgt NAME -h
		for _, h := range []string{"-h", "--help"} {
			out := ok(t, "", c.name, h)
			if !strings.HasPrefix(out, "usage: cgt "+c.name) || !strings.Contains(out, "example") || !strings.Contains(out, "--json") {
				t.Errorf("cgt %s %s: help lacks usage, example or --json:\n%s", c.name, h, out)
			}
			if h == "-h" {
				short = out
			}
		}
		if got := ok(t, "", "help", c.name); got != short {
			t.Errorf("cgt help %s differs from cgt %s -h", c.name, c.name)
		}
		for _, ex := range helpExamples(c.help) {
			if len(ex.want) == 0 || slicesContain(ex.want, "...") {
				continue // no output shown, or abridged
			}
			got := strings.Split(strings.TrimSuffix(ok(t, ex.stdin, ex.args...), "\n"), "\n")
			if diff := cmp.Diff(ex.want, got); diff != "" {
				t.Errorf("help example of %s: cgt %s (-want +got):\n%s", c.name, strings.Join(ex.args, " "), diff)
			}
		}
	}
}

func slicesContain(xs []string, s string) bool {
	for _, x := range xs {
		if strings.TrimSpace(x) == s {
			return true
		}
	}
	return false
}

type example struct {
	stdin string
	args  []string
	want  []string
}

var printfRE = regexp.MustCompile(`^printf '([^']*)' \| cgt (.*)$`)

// helpExamples extracts the "$ cgt ..." lines of a help text and the
// output lines after each (indented as the command, up to a blank line).
func helpExamples(help string) []example {
	var exs []example
	lines := strings.Split(help, "\n")
	for i := 0; i < len(lines); i++ {
		cmdline, found := strings.CutPrefix(lines[i], "  $ ")
		if !found {
			continue
		}
		var ex example
		if m := printfRE.FindStringSubmatch(cmdline); m != nil {
			ex.stdin = strings.ReplaceAll(m[1], `\n`, "\n")
			cmdline = m[2]
		} else {
			cmdline = strings.TrimPrefix(cmdline, "cgt ")
		}
		ex.args = strings.Fields(cmdline)
		for i, a := range ex.args { // 'quoted' words, without spaces inside
			if len(a) >= 2 && a[0] == '\'' && a[len(a)-1] == '\'' {
				ex.args[i] = a[1 : len(a)-1]
			}
		}
		for i+1 < len(lines) && strings.HasPrefix(lines[i+1], "  ") && !strings.HasPrefix(lines[i+1], "  $ ") {
			i++
			ex.want = append(ex.want, strings.TrimPrefix(lines[i], "  "))
		}
		exs = append(exs, ex)
	}
	return exs
}

// TestExitStatus checks the exit statuses of success and of a failure.
func TestExitStatus(t *testing.T) {
	if r := runCgt(t, "", "nim", "1", "2"); r.code != 0 {
		t.Errorf("cgt nim 1 2: exit %d", r.code)
	}
	// An output file that cannot be created is a failure (1), not bad input.
	r := runCgt(t, "", "plot", "wythoff", "--size", "4", "-o", filepath.Join(t.TempDir(), "no", "such", "dir.png"))
	if r.code != 1 || strings.Count(r.stderr, "\n") != 1 {
		t.Errorf("plot to a missing directory: exit %d, stderr %q; want 1 and one line", r.code, r.stderr)
	}
}

// panicWriter panics on every write, to exercise the top-level recover.
type panicWriter struct{}

func (panicWriter) Write([]byte) (int, error) { panic("boom\nsecond line") }

// TestRecover checks in-process that a panic inside a command becomes one
// line on standard error and exit status 1 (an internal failure).
func TestRecover(t *testing.T) {
	var stderr bytes.Buffer
	e := &env{ctx: context.Background(), stdin: strings.NewReader(""), stdout: panicWriter{}, stderr: &stderr}
	code := run(e, []string{"nim", "3", "4", "5"})
	if code != 1 || stderr.String() != "cgt nim: internal error: boom\n" {
		t.Errorf("panic: exit %d, stderr %q; want 1 and one line", code, stderr.String())
	}
}

// TestInterrupt checks that Ctrl-C (SIGINT) stops a command cleanly: one
// line on standard error and exit status 130, even while the command waits
// for input.
func TestInterrupt(t *testing.T) {
	cmd := exec.Command(cgtBin, "batch")
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var errb bytes.Buffer
	cmd.Stderr = &errb
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer stdin.Close()
	if _, err := io.WriteString(stdin, "nim 1 2\n"); err != nil {
		t.Fatal(err)
	}
	// The answer comes before the signal: batch is then past its start
	// (its handler of SIGINT set), however slowly a loaded machine
	// started it. A fixed pause raced the start and the signal killed it.
	first := make(chan string, 1)
	go func() {
		line, _ := bufio.NewReader(stdout).ReadString('\n')
		first <- line
	}()
	var answer string
	select {
	case answer = <-first:
	case <-time.After(60 * time.Second):
		t.Fatal("batch answered nothing in 60 s")
	}
	if err := cmd.Process.Signal(os.Interrupt); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	err = cmd.Wait()
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != 130 {
		t.Fatalf("batch after SIGINT: %v, stderr %q; want exit status 130", err, errb.String())
	}
	if errb.String() != "cgt: interrupted\n" {
		t.Errorf("batch after SIGINT: stderr %q", errb.String())
	}
	// The answer to the query sent before was written at once, not held
	// in a buffer while batch waited for more input.
	if answer != "W 2:1\n" {
		t.Errorf("batch answered %q before SIGINT, want %q", answer, "W 2:1\n")
	}
	if d := time.Since(start); d > 20*time.Second { // a second's grace; room for a loaded machine
		t.Errorf("batch took %v to stop", d)
	}
}

// TestNegativeArguments: an argument that starts with "-" and a digit,
// "v", "{" … is a value or a position, not a flag, in every command (an
// outside check found "cgt value -1/2" refused as an unknown flag although
// the help shows -1/4 as a value, and a negative heap called "not allowed
// here"); flags keep working before, between and after, "--" too, and a
// negative flag value (--workers -1) stays the flag's.
func TestNegativeArguments(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string // the start of standard output
	}{
		{[]string{"value", "-1/2"}, "-1/2 = -1/2\n"},
		{[]string{"value", "-1/2", "--json"}, `{"input":"-1/2","value":"-1/2"`},
		{[]string{"value", "--json", "-1/2"}, `{"input":"-1/2","value":"-1/2"`},
		{[]string{"value", "-v", "+", "{1|0}"}, "-v + {1|0} = {1^|^}\n"},
		{[]string{"value", "-{1|0}"}, "-{1|0} = {0|-1}\n"},
		{[]string{"value", "--", "-1/4"}, "-1/4 = -1/4\n"},
		{[]string{"value", "3", "-", "-2"}, "3 - -2 = 5\n"},
	} {
		r := runCgt(t, "", c.args...)
		if r.code != 0 || !strings.HasPrefix(r.stdout, c.want) {
			t.Errorf("cgt %s: exit %d, stdout %q, stderr %q; want %q first", strings.Join(c.args, " "), r.code, r.stdout, r.stderr, c.want)
		}
	}
	for _, args := range [][]string{{"nim", "3", "-4"}, {"wythoff", "-1823437481924", "3"}, {"staircase", "1", "-2"}} {
		r := runCgt(t, "", args...)
		if r.code != 2 || !strings.Contains(r.stderr, "is not a whole number ≥ 0") {
			t.Errorf("cgt %s: exit %d, stderr %q; want a negative number refused as one", strings.Join(args, " "), r.code, r.stderr)
		}
	}
	if r := runCgt(t, "", "solve", "ttt", "-o", "t.tab", "--workers", "-1"); r.code != 0 {
		t.Errorf("solve --workers -1: exit %d, %s", r.code, r.stderr)
	}
}
