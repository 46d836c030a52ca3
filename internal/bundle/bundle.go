// Package bundle joins cgt's vocabulary and engine files, and a program's
// own files, into one Go source file of package main: what a competitive
// programmer pastes into a judge that takes a single file and has no module
// cache. The command "cgt bundle" and the contest examples' generator use it.
//
// It is internal: the command is the interface.
package bundle

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/build"
	"go/format"
	"go/parser"
	"go/token"
	"go/types"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/cgtgo/cgt"
)

// Module is the path of the module whose root holds the engine files.
const Module = "github.com/cgtgo/cgt"

// Base lists the files every bundle starts with: the vocabulary and the
// result type every engine returns.
var base = []string{"game.go", "solution.go"}

// Engines returns the names of the engines in the cgt sources src (see
// Config.Sources): grundy, topo, retrograde, partizan, ..., sorted. An
// engine is a named set of root files: NAME.go and every NAME_*.go
// (retrograde.go, retrograde_init.go, ...), the non-test Go files of the
// root package but the base files, doc.go and sources.go; or the files of
// one of the module's Packages (partizan/partizan.go, partizan/value.go,
// ...). Bundling an engine pastes its whole set, plus the files it needs
// (see withDeps).
func Engines(src fs.FS) ([]string, error) {
	sets, err := Sets(src)
	if err != nil {
		return nil, err
	}
	names := make([]string, 0, len(sets))
	for n := range sets {
		names = append(names, n)
	}
	slices.Sort(names)
	return names, nil
}

// notEngines are the root files that are in no engine's set: the package
// doc, and the file that embeds the sources (it imports embed, which a
// pasted file must not).
var notEngines = []string{"doc.go", "sources.go"}

// Sets maps each engine's name to its files, in directory order (NAME.go
// first), leaving out the files for some systems only (see portable). A
// package's files are named by their path in the module (DIR/FILE.go).
func Sets(src fs.FS) (map[string][]string, error) {
	if src == nil {
		return nil, fmt.Errorf("no cgt sources to bundle from")
	}
	ents, err := fs.ReadDir(src, ".")
	if err != nil {
		return nil, err
	}
	sets := map[string][]string{}
	for _, e := range ents {
		n := e.Name()
		if e.IsDir() || !strings.HasSuffix(n, ".go") || strings.HasSuffix(n, "_test.go") ||
			slices.Contains(notEngines, n) || slices.Contains(base, n) {
			continue
		}
		if ok, err := portableFile(src, ".", n); err != nil {
			return nil, err
		} else if !ok {
			continue // for one system: its portable twin is pasted instead
		}
		name, _, _ := strings.Cut(strings.TrimSuffix(n, ".go"), "_")
		sets[name] = append(sets[name], n)
	}
	for name, files := range sets {
		if !slices.Contains(files, name+".go") {
			return nil, fmt.Errorf("%s without %s.go: an engine's set is NAME.go and NAME_*.go; are these the cgt sources?", strings.Join(files, ", "), name)
		}
		slices.SortFunc(files, func(a, b string) int {
			if a == name+".go" {
				return -1
			}
			if b == name+".go" {
				return 1
			}
			return strings.Compare(a, b)
		})
	}
	if err := packageSets(src, sets); err != nil {
		return nil, err
	}
	return sets, nil
}

// portable is the build context of a bundle, which is built for no system
// in particular: a root file constrained to some systems (a //go:build
// line or a name such as x_linux.go) is left out, and its twin for the
// others (//go:build !linux) pasted. Search asks Linux for huge pages in
// search_pages.go, for one.
var portable = build.Context{GOOS: "bundle", GOARCH: "bundle", Compiler: "gc"}

// Config says what to bundle.
type Config struct {
	// Sources holds the files of the cgt root package, at its top, and
	// those of its Packages in their directories: the ones this build of
	// cgt embeds (cgt.Sources), or os.DirFS of a checkout or of the module
	// cache for another version.
	Sources fs.FS
	// Engines are engine names ("grundy", "topo", "retrograde",
	// "scoring", "partizan", ...); each adds its set of files (see Sets)
	// and the root files they need (see withDeps).
	Engines []string
	// Files are the program's own Go files (package main), added after
	// the engines. A build constraint line such as //go:build ignore,
	// which keeps such a file out of its own directory's build, is dropped.
	Files []string
	// Trim drops every comment and every top-level declaration that the
	// program's main and init functions cannot reach (see Trim), so the
	// file is shorter to paste. Without Files there is no main, and
	// nothing is dropped but comments.
	Trim bool
	// Command is the command line named in the generated-code header; if
	// empty the header says "cgt bundle".
	Command string

	// importer, when set, resolves the engine files' imports when names
	// clash (see renameClashes), instead of a new source importer per
	// bundle; the tests share one across bundles, so that the standard
	// library is parsed once rather than for each.
	importer types.Importer
	// names, when set, keeps what withDeps reads of each file (by its
	// name and contents), instead of reading and parsing every file for
	// each bundle; the tests share one across bundles.
	names *namesMemo
}

// fileNames is what withDeps reads of a file: the package-level names it
// declares, in order, and the names it leaves unresolved.
type fileNames struct{ declared, uses []string }

// namesMemo holds fileNames by a file's name and raw contents.
type namesMemo struct {
	mu sync.Mutex
	m  map[[2]string]fileNames
}

// source is one input file.
type source struct {
	name string // as shown in the output
	src  []byte
}

// Bundle returns the single file: a "Code generated" header, package main,
// one merged import block, and the declarations of game.go, solution.go,
// the engines and the files in that order, formatted by gofmt. Errors name
// an unknown engine, an unreadable or unparsable file, or a file that is
// not in package main (the engine files are in package cgt, those of a
// package flattened into it, and are the only ones renamed). When a package-level name of the cgt files clashes
// with one the program declares or imports, the cgt side is renamed (see
// renameClashes) and the renames are returned and listed in the header.
func Bundle(c Config) ([]byte, []Rename, error) {
	var srcs []source
	sets, err := Sets(c.Sources)
	if err != nil {
		return nil, nil, err
	}
	names := slices.Clone(base)
	for _, e := range c.Engines {
		e = strings.TrimSuffix(e, ".go")
		files, ok := sets[e]
		if !ok {
			known, _ := Engines(c.Sources)
			return nil, nil, fmt.Errorf("unknown engine %s (engines: %s)", cgt.QuoteInput(e), strings.Join(known, ", "))
		}
		for _, f := range files {
			if !slices.Contains(names, f) {
				names = append(names, f) // each file once, in the order named
			}
		}
	}
	names, err = withDeps(c.Sources, names, c.names)
	if err != nil {
		return nil, nil, err
	}
	for _, n := range names {
		b, err := readSource(c.Sources, n)
		if err != nil {
			return nil, nil, err
		}
		srcs = append(srcs, source{n, b})
	}
	nEngine := len(srcs)
	for _, f := range c.Files {
		b, err := os.ReadFile(f)
		if err != nil {
			return nil, nil, err
		}
		srcs = append(srcs, source{filepath.Base(f), b})
	}
	srcs, renamed, err := renameClashes(srcs, nEngine, c.importer)
	if err != nil {
		return nil, nil, err
	}
	out, err := join(srcs, nEngine, c, renamed)
	if err != nil {
		return nil, nil, err
	}
	if c.Trim {
		out, err = Trim(out)
	}
	return out, renamed, err
}

// withDeps returns names (files of the engines) followed by every other
// file they need, transitively: a file needs another when it uses a
// package-level name that the other declares (retrograde.go needs
// retrograde_init.go, for one; a package's files, flattened, the root
// files they use). Uses are the identifiers the parser leaves unresolved
// in a file (not declared in it, not local), so the files added are the
// ones the compiler would ask for, or a few more when a struct literal's
// field key happens to be spelled like a package-level name.
func withDeps(src fs.FS, names []string, memo *namesMemo) ([]string, error) {
	sets, err := Sets(src)
	if err != nil {
		return nil, err
	}
	all := slices.Clone(base)
	for _, files := range sets {
		all = append(all, files...)
	}
	fset := token.NewFileSet()
	declaredIn := map[string]string{} // package-level name → its file
	uses := map[string][]string{}     // file → the names it leaves unresolved
	for _, n := range all {
		fn, err := namesOf(src, fset, n, memo)
		if err != nil {
			return nil, err
		}
		for _, d := range fn.declared {
			declaredIn[d] = n
		}
		if len(fn.uses) > 0 {
			uses[n] = fn.uses
		}
	}
	out := slices.Clone(names)
	for i := 0; i < len(out); i++ {
		for _, u := range uses[out[i]] {
			if d, ok := declaredIn[u]; ok && d != out[i] && !slices.Contains(out, d) {
				out = append(out, d)
			}
		}
	}
	return out, nil
}

// namesOf returns what withDeps reads of the file n: from memo when it
// holds the file's name and contents, else parsed (and kept in memo).
func namesOf(src fs.FS, fset *token.FileSet, n string, memo *namesMemo) (fileNames, error) {
	var key [2]string
	if memo != nil {
		raw, err := fs.ReadFile(src, n)
		if err != nil {
			return fileNames{}, err
		}
		key = [2]string{n, string(raw)}
		memo.mu.Lock()
		fn, ok := memo.m[key]
		memo.mu.Unlock()
		if ok {
			return fn, nil
		}
	}
	b, err := readSource(src, n)
	if err != nil {
		return fileNames{}, err
	}
	f, err := parser.ParseFile(fset, n, b, 0)
	if err != nil {
		return fileNames{}, err
	}
	var fn fileNames
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			if d.Recv == nil {
				fn.declared = append(fn.declared, d.Name.Name)
			}
		case *ast.GenDecl:
			for _, sp := range d.Specs {
				switch sp := sp.(type) {
				case *ast.TypeSpec:
					fn.declared = append(fn.declared, sp.Name.Name)
				case *ast.ValueSpec:
					for _, id := range sp.Names {
						fn.declared = append(fn.declared, id.Name)
					}
				}
			}
		}
	}
	for _, id := range f.Unresolved {
		fn.uses = append(fn.uses, id.Name)
	}
	if memo != nil {
		memo.mu.Lock()
		if memo.m == nil {
			memo.m = map[[2]string]fileNames{}
		}
		memo.m[key] = fn
		memo.mu.Unlock()
	}
	return fn, nil
}

// join merges the files: imports into one block, the rest verbatim.
func join(srcs []source, nEngine int, c Config, renamed []Rename) ([]byte, error) {
	fset := token.NewFileSet()
	type imp struct{ name, path string }
	var imports []imp
	have := map[imp]bool{}
	var body bytes.Buffer
	for i, s := range srcs {
		f, err := parser.ParseFile(fset, s.name, s.src, parser.ParseComments|parser.SkipObjectResolution)
		if err != nil {
			return nil, err
		}
		if i < nEngine && f.Name.Name != "cgt" {
			return nil, fmt.Errorf("%s: package %s, want the cgt engine files", s.name, f.Name.Name)
		}
		if i >= nEngine && f.Name.Name != "main" {
			return nil, fmt.Errorf("%s: package %s; a bundled program's files must be package main", s.name, f.Name.Name)
		}
		for _, spec := range f.Imports {
			path, _ := strconv.Unquote(spec.Path.Value)
			if path == Module || strings.HasPrefix(path, Module+"/") {
				return nil, fmt.Errorf("%s imports %s; a bundled file uses the engines by their bare names", s.name, path)
			}
			im := imp{path: path}
			if spec.Name != nil {
				im.name = spec.Name.Name
			}
			if !have[im] {
				have[im] = true
				imports = append(imports, im)
			}
		}
		// The text after the package clause and the imports.
		end := f.Name.End()
		for _, d := range f.Decls {
			if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.IMPORT {
				end = g.End()
			}
		}
		rest := s.src[fset.Position(end).Offset:]
		what := "from " + Module
		if dir := path.Dir(s.name); dir != "." && i < nEngine {
			what += "/" + dir
		}
		if i >= nEngine {
			what = "the program"
		}
		fmt.Fprintf(&body, "\n// ---- %s (%s) ----\n", s.name, what)
		body.Write(bytes.TrimLeft(rest, "\n"))
	}
	sort.Slice(imports, func(a, b int) bool {
		if imports[a].path != imports[b].path {
			return imports[a].path < imports[b].path
		}
		return imports[a].name < imports[b].name
	})
	var out bytes.Buffer
	cmd := c.Command
	if cmd == "" {
		cmd = "cgt bundle"
	}
	fmt.Fprintf(&out, "// Code generated by %s; DO NOT EDIT.\n\n", cmd)
	var files []string
	for _, s := range srcs {
		files = append(files, s.name)
	}
	fmt.Fprintf(&out, "// This single file joins %s.\n", strings.Join(files, ", "))
	fmt.Fprintf(&out, "// The first %d come from %s; see its documentation.\n", nEngine, Module)
	if len(renamed) > 0 {
		var rs []string
		for _, r := range renamed {
			rs = append(rs, r.Old+" → "+r.New)
		}
		fmt.Fprintf(&out, "// Renamed there, as the program declares the same names: %s.\n", strings.Join(rs, ", "))
	}
	out.WriteString("\n")
	out.WriteString("package main\n\n")
	if len(imports) > 0 {
		out.WriteString("import (\n")
		for _, im := range imports {
			if im.name != "" {
				out.WriteString(im.name + " ")
			}
			out.WriteString(strconv.Quote(im.path) + "\n")
		}
		out.WriteString(")\n")
	}
	out.Write(body.Bytes())
	b, err := format.Source(out.Bytes())
	if err != nil {
		return nil, fmt.Errorf("the joined file does not parse: %w", err)
	}
	return b, nil
}
