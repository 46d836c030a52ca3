// Command cgt answers questions about combinatorial games without writing Go:
// who wins a position, which moves win, the nim-sequence of a game and its
// proven period, tablebase statistics, and pictures of value tables; and
// "cgt bundle" prints the engines as one file of package main to paste into
// a contest judge; "cgt serve" puts saved tables behind a web page to play
// the solved games and a JSON API.
//
// Usage:
//
//	cgt COMMAND [flags] ARGS...
//
// Run "cgt -h" for the list of commands and "cgt COMMAND -h" for the help of
// one, with an example; "cgt --version" prints the version it was built
// from. Every command accepts --json for machine-readable output; "cgt
// batch" answers one query per line of standard input.
//
// Exit status, one rule for every command: 0 on success; 2 for bad input
// (an argument, flag, position or file content that is wrong, a damaged
// table whether the damage is in its header or in a block: one line on
// standard error names it); 1 for a failure of input/output (a file that
// cannot be read or written, an output that cannot be written, such as
// standard output on a full disk) or of the computation (a limit reached,
// an internal error); 130 when interrupted. A comparison (cgt value G <= H)
// answers with its status, as test(1) does: 0 true, 1 false.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/signal"
	"runtime/debug"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/cgtgo/cgt"
)

// env is what a command runs with: its streams and whether standard error
// is a terminal (for progress bars).
type env struct {
	ctx    context.Context
	stdin  io.Reader
	stdout io.Writer
	stderr io.Writer
	tty    bool // stderr is a terminal
}

// command is one subcommand.
type command struct {
	name    string
	args    string // argument synopsis after the flags
	summary string // one line for the list of commands
	help    string // description and example, printed by -h
	// flags declares the command's flags on fs and returns the function
	// that runs it with the positional arguments.
	setup func(fs *flag.FlagSet) func(e *env, args []string) error
}

// commands is the list of subcommands, in the order "cgt -h" shows them.
func commands() []*command {
	return []*command{
		nimCommand(), wythoffCommand(), subtractCommand(), octalCommand(), misereCommand(),
		fibCommand(), staircaseCommand(), hackenbushCommand(),
		treblecrossCommand(), tttCommand(), endgameCommand(), valueCommand(), plotCommand(),
		solveCommand(), queryCommand(), serveCommand(), bundleCommand(),
		batchCommand(),
	}
}

// exitError carries an exit status other than the one exitCode would
// give its error.
type exitError struct {
	code int
	err  error
}

func (e *exitError) Error() string { return e.err.Error() }
func (e *exitError) Unwrap() error { return e.err }

// failure marks err as a failure of the computation or of the output
// (exit status 1), not of the input.
func failure(err error) error { return &exitError{1, err} }

// errHelp is returned when help was printed at the user's request.
var errHelp = errors.New("help requested")

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	e := &env{ctx: ctx, stdin: os.Stdin, stdout: os.Stdout, stderr: os.Stderr}
	if fi, err := os.Stderr.Stat(); err == nil && fi.Mode()&os.ModeCharDevice != 0 {
		e.tty = true
	}
	done := make(chan int, 1)
	go func() { done <- run(e, os.Args[1:]) }()
	select {
	case code := <-done:
		os.Exit(code)
	case <-ctx.Done():
	}
	// Interrupted: long computations notice the context and return at once
	// (run reports it); a command blocked elsewhere, such as batch waiting
	// for input, is given a moment and then ended here.
	stop()
	select {
	case code := <-done:
		os.Exit(code)
	case <-time.After(time.Second):
		fmt.Fprintln(os.Stderr, "cgt: interrupted")
		os.Exit(130)
	}
}

// run runs the command line args and returns the exit status (see the
// package doc). It never panics: a panic is reported as one line and exit
// status 1, an internal failure.
func run(e *env, args []string) (code int) {
	name := "cgt"
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(e.stderr, "%s: internal error: %s\n", name, oneLine(fmt.Sprint(r)))
			code = 1
		}
	}()
	out := &errWriter{w: e.stdout}
	e.stdout = out
	cmds := commands()
	if len(args) == 0 {
		fmt.Fprintln(e.stderr, "cgt: no command given; run cgt -h for the list")
		return 2
	}
	switch args[0] {
	case "--version", "-version", "version":
		fmt.Fprintln(e.stdout, versionLine(debug.ReadBuildInfo()))
		if out.err != nil {
			fmt.Fprintf(e.stderr, "cgt: writing the output: %s\n", oneLine(out.err.Error()))
			return 1
		}
		return 0
	case "-h", "-help", "--help", "help":
		if len(args) > 1 && args[0] == "help" {
			args = []string{args[1], "-h"}
			break
		}
		listCommands(e.stdout, cmds)
		if out.err != nil {
			fmt.Fprintf(e.stderr, "cgt: writing the output: %s\n", oneLine(out.err.Error()))
			return 1
		}
		return 0
	}
	var c *command
	for _, x := range cmds {
		if x.name == args[0] {
			c = x
		}
	}
	if c == nil {
		fmt.Fprintf(e.stderr, "cgt: unknown command %s; run cgt -h for the list\n", cgt.QuoteInput(args[0]))
		return 2
	}
	name = "cgt " + c.name
	err := runCommand(e, c, args[1:])
	if out.err != nil {
		// The answer could not be written, whatever the command made of it.
		fmt.Fprintf(e.stderr, "%s: writing the output: %s\n", name, oneLine(out.err.Error()))
		return 1
	}
	switch {
	case err == nil, errors.Is(err, errHelp):
		return 0
	case errors.Is(err, errFalse):
		return 1 // a comparison that does not hold: its answer is printed
	case e.ctx.Err() != nil && errors.Is(err, e.ctx.Err()):
		fmt.Fprintf(e.stderr, "%s: interrupted\n", name)
		return 130
	}
	// Library errors start with their package's name ("cgt: ", "octal: ");
	// the command's name says as much when it is the same.
	msg := strings.TrimPrefix(oneLine(err.Error()), "cgt: ")
	msg = strings.TrimPrefix(msg, c.name+": ")
	fmt.Fprintf(e.stderr, "%s: %s\n", name, msg)
	return exitCode(err)
}

// exitCode is the exit status of a command's error: 1 for an error of the
// file system or of a system call anywhere in it (a file that cannot be
// opened, read or written); else 2 for a damaged table (see damaged),
// whatever marks it, since the same damage is found in a header when a
// file is opened and in a block during a query or a solve; else the status
// it carries (failure, exitError); else 2: bad input.
func exitCode(err error) int {
	var pe *fs.PathError
	var le *os.LinkError
	var se *os.SyscallError
	if errors.As(err, &pe) || errors.As(err, &le) || errors.As(err, &se) {
		return 1
	}
	if damaged(err) {
		return 2
	}
	var x *exitError
	if errors.As(err, &x) {
		return x.code
	}
	return 2
}

// errWriter passes writes to w and keeps the first error, so that an
// output that could not be written is a failure even when the command
// dropped the error.
type errWriter struct {
	w   io.Writer
	err error
}

func (w *errWriter) Write(p []byte) (int, error) {
	n, err := w.w.Write(p)
	if err != nil && w.err == nil {
		w.err = err
	}
	return n, err
}

// oneLine keeps the first line of s.
func oneLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

// versionLine is what "cgt --version" prints: the module's version as the
// go command stamped it (v1.2.3 when installed at a version; "(devel)", or
// a pseudo-version from Go 1.24 on, when built from a clone), the
// revision, its time and whether the tree had uncommitted changes (when
// built from a clone with VCS stamping on, and the version does not say
// as much), and the Go release.
func versionLine(bi *debug.BuildInfo, ok bool) string {
	if !ok {
		return "cgt (unknown version: built without module information)"
	}
	v := bi.Main.Version
	if v == "" {
		v = "(devel)"
	}
	line := "cgt " + v
	vcs := map[string]string{}
	for _, s := range bi.Settings {
		vcs[s.Key] = s.Value
	}
	if rev := vcs["vcs.revision"]; rev != "" && !strings.Contains(v, rev[:min(len(rev), 12)]) {
		line += ", revision " + rev[:min(len(rev), 12)]
		if t := vcs["vcs.time"]; t != "" {
			line += " of " + t
		}
		if vcs["vcs.modified"] == "true" {
			line += ", with uncommitted changes"
		}
	}
	return line + ", " + bi.GoVersion
}

func listCommands(w io.Writer, cmds []*command) {
	fmt.Fprint(w, `cgt answers questions about combinatorial games.

usage: cgt COMMAND [flags] ARGS...

commands:
`)
	for _, c := range cmds {
		fmt.Fprintf(w, "  %-12s %s\n", c.name, c.summary)
	}
	fmt.Fprint(w, `
Every command takes --json (machine-readable output) and -h (help with an
example). Exit status: 0 done; 2 bad input (one line on standard error
says what); 1 a file or the output could not be read or written, or the
computation failed; 130 interrupted.
Run "cgt COMMAND -h" for details, "cgt --version" for the version.
`)
}

// runCommand parses the flags of c, which may come before, between or after
// the positional arguments ("--" ends the flags), and runs it.
func runCommand(e *env, c *command, args []string) error {
	fs := flag.NewFlagSet("cgt "+c.name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	do := c.setup(fs)
	fs.Usage = func() {}
	pos, err := parseInterspersed(fs, args)
	if errors.Is(err, flag.ErrHelp) {
		printHelp(e.stdout, c, fs)
		return errHelp
	}
	if err != nil {
		return err
	}
	return do(e, pos)
}

func printHelp(w io.Writer, c *command, fs *flag.FlagSet) {
	fmt.Fprintf(w, "usage: cgt %s [flags] %s\n\n%s\n", c.name, c.args, strings.TrimSpace(c.help))
	var names []string
	fs.VisitAll(func(f *flag.Flag) { names = append(names, f.Name) })
	sort.Strings(names)
	fmt.Fprintln(w, "\nflags:")
	for _, n := range names {
		f := fs.Lookup(n)
		arg, usage := flag.UnquoteUsage(f)
		head := "--" + n
		if len(n) == 1 {
			head = "-" + n
		}
		if arg != "" {
			head += " " + arg
		}
		if f.DefValue != "" && f.DefValue != "false" && f.DefValue != "0" {
			usage += " (default " + f.DefValue + ")"
		}
		fmt.Fprintf(w, "  %-18s %s\n", head, usage)
	}
	fmt.Fprintf(w, "  %-18s %s\n", "-h, --help", "this help")
}

// parseInterspersed parses flags anywhere among the arguments. Go's flag
// package stops at the first positional argument; this resumes after it.
// An argument that starts with "-" and then a digit, "v", "{", "(", "^",
// "*" or "." is a positional argument (a negative number, a value such as
// -1/2 or -{1|0}, a position), not a flag, unless it is the value of the
// flag before it (--workers -1); "--" still ends the flags.
func parseInterspersed(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos, rest []string
	for i, a := range args {
		if a == "--" {
			args, rest = args[:i], args[i+1:]
			break
		}
	}
	for len(args) > 0 {
		j := 0 // args[:j] are flags and their values
		for j < len(args) && (!valueLike(args[j]) || j > 0 && takesValue(fs, args[j-1])) {
			if !strings.HasPrefix(args[j], "-") || args[j] == "-" {
				break // a positional argument: fs.Parse stops there
			}
			j++
			if takesValue(fs, args[j-1]) && j < len(args) {
				j++
			}
		}
		if err := fs.Parse(args[:j]); err != nil {
			return nil, flagError(fs, args[:j], err)
		}
		if j < len(args) {
			pos = append(pos, args[j])
			j++
		}
		args = args[j:]
	}
	return append(pos, rest...), nil
}

// valueLike reports whether a looks like a negative number or a value
// rather than a flag (see parseInterspersed).
func valueLike(a string) bool {
	return len(a) >= 2 && a[0] == '-' && strings.ContainsRune("0123456789v{(^*.", rune(a[1]))
}

// takesValue reports whether a is a flag (-name or --name, without "=")
// that takes the next argument as its value: a flag of fs that is not
// boolean.
func takesValue(fs *flag.FlagSet, a string) bool {
	name, ok := strings.CutPrefix(a, "--")
	if !ok {
		name, ok = strings.CutPrefix(a, "-")
	}
	if !ok || name == "" || strings.Contains(name, "=") {
		return false
	}
	f := fs.Lookup(name)
	if f == nil {
		return false
	}
	b, isBool := f.Value.(interface{ IsBoolFlag() bool })
	return !isBool || !b.IsBoolFlag()
}

// flagError rewords the flag package's errors into one line that says what
// to do (negative numbers never reach it: see parseInterspersed). An
// unknown flag is named as typed among args (--misre, not the flag
// package's -misre), with the nearest flag of fs when one is near.
func flagError(fs *flag.FlagSet, args []string, err error) error {
	if errors.Is(err, flag.ErrHelp) {
		return err
	}
	msg := err.Error()
	const undef = "flag provided but not defined: -"
	name, ok := strings.CutPrefix(msg, undef)
	if !ok {
		return errors.New(shortFlagValue(msg))
	}
	typed := "-" + name
	for _, a := range args {
		if f, _, _ := strings.Cut(a, "="); f == "-"+name || f == "--"+name {
			typed = f
			break
		}
	}
	if near := nearestFlag(fs, name); near != "" {
		return fmt.Errorf("unknown flag %s; did you mean %s? (see -h for the flags)", typed, near)
	}
	return fmt.Errorf("unknown flag %s (see -h for the flags)", typed)
}

// shortFlagValue returns the flag package's message of a bad value
// ("invalid value \"…\" for flag -n: …") with the value quoted by
// cgt.QuoteInput: at most about 80 characters of it.
func shortFlagValue(msg string) string {
	for _, pre := range []string{"invalid value ", "invalid boolean value "} {
		rest, ok := strings.CutPrefix(msg, pre)
		if !ok {
			continue
		}
		if q, err := strconv.QuotedPrefix(rest); err == nil {
			if v, err := strconv.Unquote(q); err == nil {
				return pre + cgt.QuoteInput(v) + rest[len(q):]
			}
		}
	}
	return msg
}

// nearestFlag returns the flag of fs that name was most likely meant to
// be, written as the help writes it (--misere, -o), or "" if none is near:
// the only flag that name begins (3 letters at least), or else the flag
// fewest edits away (ignoring case), when they are at most a third of
// name's length.
func nearestFlag(fs *flag.FlagSet, name string) string {
	var prefixed []string
	best, bestD := "", len(name)/3+1
	fs.VisitAll(func(f *flag.Flag) {
		if len(name) >= 3 && strings.HasPrefix(f.Name, name) {
			prefixed = append(prefixed, f.Name)
		}
		if d := editDistance(strings.ToLower(name), strings.ToLower(f.Name)); d < bestD {
			best, bestD = f.Name, d
		}
	})
	if len(prefixed) == 1 {
		best = prefixed[0]
	}
	switch {
	case best == "":
		return ""
	case len(best) == 1:
		return "-" + best
	}
	return "--" + best
}

// editDistance is the Levenshtein distance of a and b, in bytes.
func editDistance(a, b string) int {
	row := make([]int, len(b)+1)
	for j := range row {
		row[j] = j
	}
	for i := 1; i <= len(a); i++ {
		diag := row[0]
		row[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			diag, row[j] = row[j], min(row[j]+1, row[j-1]+1, diag+cost)
		}
	}
	return row[len(b)]
}

// jsonFlag declares the --json flag every command has.
func jsonFlag(fs *flag.FlagSet) *bool {
	return fs.Bool("json", false, "print the answer as one JSON object")
}
