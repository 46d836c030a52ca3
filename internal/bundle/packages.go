package bundle

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io"
	"io/fs"
	"path"
	"slices"
	"strconv"
	"strings"
)

// Packages are the packages of the module, besides the root, that are
// engines too: the directory is the engine's name ("cgt bundle partizan")
// and its files (but doc.go and the tests) are its set. Such a package
// imports the standard library and the root package only, and its files
// are pasted as root files would be: the import of the root dropped, and
// with it the qualifier (cgt.Options becomes Options), so that the bundle
// is one package main as before the package had a directory of its own.
var packages = []string{"partizan"}

// packageSets adds to sets the engines of src's Packages present in src
// (an older cgt has none), each file named DIR/FILE.go, DIR/DIR.go first.
func packageSets(src fs.FS, sets map[string][]string) error {
	for _, dir := range packages {
		ents, err := fs.ReadDir(src, dir)
		if err != nil {
			continue // not in this version of cgt
		}
		var files []string
		for _, e := range ents {
			n := e.Name()
			if e.IsDir() || !strings.HasSuffix(n, ".go") || strings.HasSuffix(n, "_test.go") || n == "doc.go" {
				continue
			}
			if ok, err := portableFile(src, dir, n); err != nil {
				return err
			} else if !ok {
				continue
			}
			files = append(files, path.Join(dir, n))
		}
		if len(files) == 0 {
			continue
		}
		if _, ok := sets[dir]; ok {
			return fmt.Errorf("engine %s is both root files and the directory %s/", dir, dir)
		}
		first := path.Join(dir, dir+".go")
		slices.SortFunc(files, func(a, b string) int {
			switch {
			case a == first:
				return -1
			case b == first:
				return 1
			}
			return strings.Compare(a, b)
		})
		sets[dir] = files
	}
	return nil
}

// readSource returns the file name of the cgt sources src as a root file:
// a file of one of the Packages flattened (see flatten), a root file as
// it is.
func readSource(src fs.FS, name string) ([]byte, error) {
	b, err := fs.ReadFile(src, name)
	if err != nil || !strings.Contains(name, "/") {
		return b, err
	}
	return flatten(name, b)
}

// flatten rewrites a file of one of the Packages as a file of the root
// package: its package clause says cgt, its import of the root is gone,
// and so is the qualifier of every use of the root's names (cgt.ErrLimit
// becomes ErrLimit). The file must not import other packages of the
// module, nor use the root's import name for anything else (a local
// variable cgt would be mistaken for the package): either is an error.
func flatten(name string, src []byte) ([]byte, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, name, src, parser.SkipObjectResolution)
	if err != nil {
		return nil, err
	}
	type cut struct {
		from, to int // src[from:to] is replaced
		repl     string
	}
	var cuts []cut
	at := func(p token.Pos) int { return fset.Position(p).Offset }
	local := ""
	for _, d := range f.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != token.IMPORT {
			continue
		}
		for _, sp := range g.Specs {
			im := sp.(*ast.ImportSpec)
			p, _ := strconv.Unquote(im.Path.Value)
			switch {
			case p == Module:
				local = importName(im)
				if g.Lparen.IsValid() {
					cuts = append(cuts, cut{at(im.Pos()), at(im.End()), ""})
				} else {
					cuts = append(cuts, cut{at(g.Pos()), at(g.End()), ""})
				}
			case strings.HasPrefix(p, Module+"/"):
				return nil, fmt.Errorf("%s imports %s; a package pasted as an engine may import only the standard library and %s", name, p, Module)
			}
		}
	}
	if local == "_" || local == "." {
		return nil, fmt.Errorf("%s imports %s as %s; a package pasted as an engine names it", name, Module, local)
	}
	var bad error
	if local != "" {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.ImportSpec:
				return false
			case *ast.SelectorExpr:
				if x, ok := n.X.(*ast.Ident); ok && x.Name == local {
					cuts = append(cuts, cut{at(x.Pos()), at(n.Sel.Pos()), ""})
					return false
				}
			case *ast.Ident:
				if n.Name == local && bad == nil {
					bad = fmt.Errorf("%s: %s uses the name %s, which is its import of %s, for something else", fset.Position(n.Pos()), name, local, Module)
				}
			}
			return true
		})
	}
	if bad != nil {
		return nil, bad
	}
	cuts = append(cuts, cut{at(f.Name.Pos()), at(f.Name.End()), "cgt"})
	slices.SortFunc(cuts, func(a, b cut) int { return b.from - a.from })
	out := slices.Clone(src)
	for _, c := range cuts {
		out = slices.Concat(out[:c.from], []byte(c.repl), out[c.to:])
	}
	return out, nil
}

// portableFile reports whether dir/name is part of a portable bundle (see
// portable).
func portableFile(src fs.FS, dir, name string) (bool, error) {
	ctxt := portable
	ctxt.JoinPath = path.Join
	ctxt.OpenFile = func(name string) (io.ReadCloser, error) { return src.Open(name) }
	return ctxt.MatchFile(dir, name)
}
