package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	iofs "io/fs"
	"os"
	"slices"
	"strings"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/internal/bundle"
)

func bundleCommand() *command {
	return &command{
		name:    "bundle",
		args:    "ENGINE... [FILE.go...]",
		summary: "one pasteable main.go: game.go + solution.go + engines (+ your files)",
		help: `
Prints one Go source file of package main for a judge that takes a single
file without modules: cgt's game.go and solution.go, the engine files
named (grundy, topo, retrograde, scoring, search, verify, period,
partizan: the files of the package partizan), and your own files of
package main, with the imports merged and formatted by gofmt. In your
files, call the engines by their bare names (SolveGrundy, not
cgt.SolveGrundy; Canonical, not partizan.Canonical). A //go:build line in
your file (such as //go:build ignore, to keep it out of its directory's
build) is dropped.

--trim drops the comments and every top-level declaration your main cannot
reach (by name, conservatively), which makes the file about half as long.
The engines are the ones this cgt was built with, kept in the command, so
it bundles from any directory, with or without a go.mod. --root DIR reads
them from another copy of the cgt module instead: a checkout, or the
version your module requires,
  --root "$(go list -m -f '{{.Dir}}' github.com/cgtgo/cgt)"
With -o FILE, --json prints what was written (the file, its lines and
bytes) as one JSON object.

example:
  $ cgt bundle grundy > main.go
  $ cgt bundle --trim -o main.go scoring solve.go
`,
		setup: func(fs *flag.FlagSet) func(*env, []string) error {
			root := fs.String("root", "", "read the engines from the cgt module in `DIR` (default: the ones this cgt was built with)")
			out := fs.String("o", "", "write the file to `FILE` instead of standard output")
			trim := fs.Bool("trim", false, "drop comments and what main cannot reach")
			list := fs.Bool("list", false, "list the engines and their files, and exit")
			force := forceFlag(fs)
			asJSON := jsonFlag(fs)
			return func(e *env, args []string) error {
				set := flagsSet(fs)
				if *list {
					file := "the bundled file"
					if err := inapplicable(set, "--list, which lists the engines on standard output",
						[2]string{"o", file}, [2]string{"trim", file}, [2]string{"force", "-o FILE"}, [2]string{"json", "-o FILE"}); err != nil {
						return err
					}
				}
				if *out == "" {
					if err := inapplicable(set, "standard output", [2]string{"force", "-o FILE, a file it replaces"}); err != nil {
						return err
					}
				}
				var c bundle.Config
				c.Sources = cgt.Sources()
				if *root != "" {
					if fi, err := os.Stat(*root); err != nil {
						return err
					} else if !fi.IsDir() {
						return fmt.Errorf("--root %s is not a directory", *root)
					}
					c.Sources = os.DirFS(*root)
					if _, err := iofs.Stat(c.Sources, "game.go"); err != nil {
						return fmt.Errorf("--root %s holds no cgt sources (no game.go)", *root)
					}
				}
				if *list {
					return listEngines(e, c.Sources)
				}
				for _, a := range args {
					if strings.HasSuffix(a, ".go") && (strings.Contains(a, "/") || !isEngineName(c.Sources, a)) {
						c.Files = append(c.Files, a)
					} else {
						c.Engines = append(c.Engines, a)
					}
				}
				if len(c.Engines) == 0 {
					return fmt.Errorf("name at least one engine (grundy, topo, retrograde, scoring, ...)")
				}
				if *asJSON && *out == "" {
					return fmt.Errorf("--json needs -o FILE: the JSON describes the file written")
				}
				c.Trim = *trim
				c.Command = "cgt bundle " + strings.Join(bundleArgs(*trim, args), " ")
				src, renamed, err := bundle.Bundle(c)
				if err != nil {
					return err
				}
				for _, r := range renamed {
					fmt.Fprintf(e.stderr, "cgt bundle: your program declares %s too; the bundled %s is renamed %s\n", r.Old, r.Old, r.New)
				}
				if *out == "" {
					_, err := e.stdout.Write(src)
					return err
				}
				if err := writeOutput(*out, *force, func(w io.Writer) error {
					_, err := w.Write(src)
					return err
				}); err != nil {
					return err
				}
				if *asJSON {
					return writeJSON(e.stdout, struct {
						File    string   `json:"file"`
						Engines []string `json:"engines"`
						Files   []string `json:"files"`
						Trim    bool     `json:"trim"`
						Lines   int      `json:"lines"`
						Bytes   int      `json:"bytes"`
					}{*out, c.Engines, c.Files, c.Trim, bytes.Count(src, []byte("\n")), len(src)})
				}
				return nil
			}
		},
	}
}

// isEngineName reports whether a names an engine such as "grundy.go"
// (taken as the engine; write ./grundy.go for a program file of that name).
func isEngineName(src iofs.FS, a string) bool {
	known, err := bundle.Engines(src)
	return err == nil && slices.Contains(known, strings.TrimSuffix(a, ".go"))
}

// listEngines prints a line per engine: its name and its files.
func listEngines(e *env, src iofs.FS) error {
	sets, err := bundle.Sets(src)
	if err != nil {
		return failure(err)
	}
	names, _ := bundle.Engines(src)
	for _, n := range names {
		if _, err := fmt.Fprintf(e.stdout, "%s: %s\n", n, strings.Join(sets[n], " ")); err != nil {
			return failure(err)
		}
	}
	return nil
}

// bundleArgs is the command line recorded in the generated file's header:
// the flags that change its content and the positional arguments.
func bundleArgs(trim bool, args []string) []string {
	if trim {
		return append([]string{"--trim"}, args...)
	}
	return args
}
