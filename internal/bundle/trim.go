package bundle

import (
	"bytes"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"path"
	"strconv"
	"strings"
)

// implicit are method names that the standard library calls through its
// own interfaces (fmt, sort, container/heap, io, errors), so a method of a
// kept type with one of these names is kept even if nothing in the file
// names it.
var implicit = map[string]bool{
	"String": true, "Error": true, "Format": true, "GoString": true,
	"Len": true, "Less": true, "Swap": true, "Push": true, "Pop": true,
	"Read": true, "Write": true, "Unwrap": true, "Is": true, "As": true,
	"Deadline": true, "Done": true, "Err": true, "Value": true,
}

// Trim returns src, a whole program of package main, without comments
// and without the top-level declarations that main and init cannot reach,
// with the imports that remain in use; the first line of src, if it is a
// "Code generated" comment, is kept.
//
// Reachability is by name, conservatively: a declaration is kept when
// its name occurs anywhere in a kept declaration (a local variable of the
// same name keeps it too), and a method is kept when its receiver type is
// kept and its name is selected somewhere in a kept declaration (x.Name,
// T.Name), or is a method of a kept interface (which the type may be
// converted to or constrained by), or is one the standard library calls by
// itself (String, Error, Len, ...). Constant and variable blocks
// are kept or dropped whole (iota). Declarations assigned to the blank
// identifier at top level are roots too. Without a main function only the
// comments are dropped.
func Trim(src []byte) ([]byte, error) {
	var header []byte
	if line, _, ok := bytes.Cut(src, []byte("\n")); ok && bytes.HasPrefix(line, []byte("// Code generated ")) {
		header = append(append(header, line...), "\n\n"...)
	}
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "bundle.go", src, parser.SkipObjectResolution)
	if err != nil {
		return nil, err
	}
	decls, hasMain := topDecls(f)
	if hasMain {
		markReachable(decls)
	} else {
		for _, x := range decls {
			x.keep = true
		}
	}
	// Rebuild: kept declarations, then the imports still in use.
	pkgs := map[string]bool{}
	var out []ast.Decl
	for _, x := range decls {
		if !x.keep {
			continue
		}
		out = append(out, x.node)
		ast.Inspect(x.node, func(n ast.Node) bool {
			if s, ok := n.(*ast.SelectorExpr); ok {
				if id, ok := s.X.(*ast.Ident); ok {
					pkgs[id.Name] = true
				}
			}
			return true
		})
	}
	var imports []ast.Spec
	for _, d := range f.Decls {
		if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.IMPORT {
			for _, s := range g.Specs {
				s := s.(*ast.ImportSpec)
				if s.Name != nil && (s.Name.Name == "_" || s.Name.Name == ".") || pkgs[importName(s)] {
					imports = append(imports, s)
				}
			}
		}
	}
	if len(imports) > 0 {
		out = append([]ast.Decl{&ast.GenDecl{Tok: token.IMPORT, Lparen: 1, Specs: imports}}, out...)
	}
	f.Decls = out
	f.Comments = nil
	var buf bytes.Buffer
	buf.Write(header)
	if err := format.Node(&buf, fset, f); err != nil {
		return nil, err
	}
	return format.Source(buf.Bytes())
}

// recvName returns the type name of a method receiver (T, *T, T[P], *T[P]).
func recvName(e ast.Expr) string {
	for {
		switch t := e.(type) {
		case *ast.StarExpr:
			e = t.X
		case *ast.IndexExpr:
			e = t.X
		case *ast.IndexListExpr:
			e = t.X
		case *ast.ParenExpr:
			e = t.X
		case *ast.Ident:
			return t.Name
		default:
			return ""
		}
	}
}

// importName is the name an import is used by: its local name, or the
// last element of its path without a major-version suffix (math/rand/v2 is
// rand), which is the package name of every standard-library package.
func importName(s *ast.ImportSpec) string {
	if s.Name != nil {
		return s.Name.Name
	}
	p, _ := strconv.Unquote(s.Path.Value)
	base := path.Base(p)
	if strings.HasPrefix(base, "v") && path.Dir(p) != "." {
		if _, err := strconv.Atoi(base[1:]); err == nil {
			base = path.Base(path.Dir(p))
		}
	}
	return base
}

// decl is one top-level declaration of the file Trim works on.
type decl struct {
	node  ast.Decl
	names []string        // the names it declares (one for a func or method)
	recv  string          // the receiver's type name, for a method
	uses  map[string]bool // every identifier in it
	meths map[string]bool // the names it selects and its interfaces' methods
	keep  bool
}

// topDecls returns the top-level declarations of f but its imports, with
// main, init and blank variables kept, and whether f has a main function.
func topDecls(f *ast.File) (decls []*decl, hasMain bool) {
	for _, d := range f.Decls {
		x := &decl{node: d, uses: map[string]bool{}, meths: map[string]bool{}}
		switch d := d.(type) {
		case *ast.FuncDecl:
			x.names = []string{d.Name.Name}
			if d.Recv != nil && len(d.Recv.List) == 1 {
				x.recv = recvName(d.Recv.List[0].Type)
			} else if d.Name.Name == "main" || d.Name.Name == "init" {
				x.keep = true
				hasMain = hasMain || d.Name.Name == "main"
			}
		case *ast.GenDecl:
			if d.Tok == token.IMPORT {
				continue
			}
			for _, s := range d.Specs {
				switch s := s.(type) {
				case *ast.TypeSpec:
					x.names = append(x.names, s.Name.Name)
				case *ast.ValueSpec:
					for _, n := range s.Names {
						x.names = append(x.names, n.Name)
						if n.Name == "_" {
							x.keep = true
						}
					}
				}
			}
		}
		ast.Inspect(d, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.Ident:
				x.uses[n.Name] = true
			case *ast.SelectorExpr:
				x.meths[n.Sel.Name] = true
			case *ast.InterfaceType:
				for _, f := range n.Methods.List {
					for _, name := range f.Names {
						x.meths[name.Name] = true
					}
				}
			}
			return true
		})
		decls = append(decls, x)
	}
	return decls, hasMain
}

// markReachable keeps every declaration that the kept ones reach, to a
// fixpoint: a name they use, or a method of a kept type that they select
// or that an interface (or the runtime, see implicit) may call.
func markReachable(decls []*decl) {
	kept := map[string]bool{}  // names of kept non-method declarations
	used := map[string]bool{}  // identifiers occurring in kept declarations
	meths := map[string]bool{} // names selected or declared in interfaces there
	for changed := true; changed; {
		changed = false
		for _, x := range decls {
			if x.keep {
				continue
			}
			if x.recv != "" {
				x.keep = kept[x.recv] && (meths[x.names[0]] || implicit[x.names[0]])
			} else {
				for _, n := range x.names {
					x.keep = x.keep || used[n]
				}
			}
			changed = changed || x.keep
		}
		for _, x := range decls {
			if !x.keep {
				continue
			}
			if x.recv == "" {
				for _, n := range x.names {
					kept[n] = true
				}
			}
			for n := range x.uses {
				if !used[n] {
					used[n] = true
					changed = true
				}
			}
			for n := range x.meths {
				if !meths[n] {
					meths[n] = true
					changed = true
				}
			}
		}
	}
}
