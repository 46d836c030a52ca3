package bundle

import (
	"fmt"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Rename is a package-level name of the bundled cgt files that clashed
// with the program (a name the program declares or imports under a
// different package) and the name it has in the bundle instead.
type Rename struct{ Old, New string }

// scope is what one side of a bundle puts at the top level of the file:
// its package-level names and its import names (name → import path).
type scope struct {
	decls   map[string]bool
	imports map[string]string
}

func scopeOf(fset *token.FileSet, files []*ast.File) scope {
	s := scope{decls: map[string]bool{}, imports: map[string]string{}}
	for _, f := range files {
		for _, im := range f.Imports {
			if name := importName(im); name != "_" && name != "." {
				s.imports[name], _ = strconv.Unquote(im.Path.Value)
			}
		}
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				if d.Recv == nil && d.Name.Name != "init" {
					s.decls[d.Name.Name] = true
				}
			case *ast.GenDecl:
				for _, sp := range d.Specs {
					switch sp := sp.(type) {
					case *ast.TypeSpec:
						s.decls[sp.Name.Name] = true
					case *ast.ValueSpec:
						for _, id := range sp.Names {
							if id.Name != "_" {
								s.decls[id.Name] = true
							}
						}
					}
				}
			}
		}
	}
	return s
}

// clashes returns the names of the engine side that would collide with the
// program's in one file, sorted: an engine declaration the program also
// declares or imports, an engine import the program declares, or one
// imported under the same name from another path (math/rand and
// math/rand/v2). The same import on both sides is no clash: join merges it.
func clashes(eng, prog scope) []string {
	var out []string
	for n := range eng.decls {
		if _, imp := prog.imports[n]; prog.decls[n] || imp {
			out = append(out, n)
		}
	}
	for n, path := range eng.imports {
		if p, ok := prog.imports[n]; prog.decls[n] || ok && p != path {
			out = append(out, n)
		}
	}
	slices.Sort(out)
	return out
}

// renameClashes renames, in the engine sources srcs[:nEngine], every
// package-level name and import name that clashes with the program files
// srcs[nEngine:], so that the program keeps its names and the bundle
// compiles: a name n becomes cgtN (cgtN2, … if that is taken), an import
// gets that alias. It type-checks the engine files against the standard
// library to find exactly the identifiers that refer to each name (not a
// field or a local of the same spelling), with imp for the imports (nil: a
// new importer from the standard library's sources). Without clashes it
// returns srcs unchanged and does no type-checking.
func renameClashes(srcs []source, nEngine int, imp types.Importer) ([]source, []Rename, error) {
	fset := token.NewFileSet()
	files := make([]*ast.File, len(srcs))
	for i, s := range srcs {
		f, err := parser.ParseFile(fset, s.name, s.src, parser.SkipObjectResolution)
		if err != nil {
			return nil, nil, err
		}
		files[i] = f
	}
	eng, prog := scopeOf(fset, files[:nEngine]), scopeOf(fset, files[nEngine:])
	names := clashes(eng, prog)
	if len(names) == 0 {
		return srcs, nil, nil
	}
	taken := func(n string) bool {
		_, ei := eng.imports[n]
		_, pi := prog.imports[n]
		return eng.decls[n] || prog.decls[n] || ei || pi
	}
	renames := map[string]string{}
	var list []Rename
	for _, n := range names {
		r, _ := utf8.DecodeRuneInString(n)
		base := "cgt" + string(unicode.ToUpper(r)) + n[utf8.RuneLen(r):]
		nn := base
		for k := 2; taken(nn); k++ {
			nn = base + strconv.Itoa(k)
		}
		renames[n] = nn
		list = append(list, Rename{n, nn})
	}
	info := &types.Info{Defs: map[*ast.Ident]types.Object{}, Uses: map[*ast.Ident]types.Object{}, Implicits: map[ast.Node]types.Object{}}
	if imp == nil {
		imp = importer.ForCompiler(fset, "source", nil)
	}
	conf := types.Config{Importer: imp}
	pkg, err := conf.Check("cgt", fset, files[:nEngine], info)
	if err != nil {
		return nil, nil, fmt.Errorf("the cgt files do not type-check (needed to rename %s): %w", strings.Join(names, ", "), err)
	}
	// edits[i] holds, per engine file, the byte offsets where an
	// identifier to rename starts, or where an import needs an alias.
	type edit struct {
		off      int
		old, new string // old is replaced (empty: insert new)
	}
	edits := make([][]edit, nEngine)
	fileOf := func(pos token.Pos) int {
		for i, f := range files[:nEngine] {
			if f.FileStart <= pos && pos <= f.FileEnd {
				return i
			}
		}
		return -1
	}
	add := func(id *ast.Ident, obj types.Object) {
		nn, ok := renames[obj.Name()]
		if !ok {
			return
		}
		_, isPkg := obj.(*types.PkgName)
		if !isPkg && obj.Parent() != pkg.Scope() {
			return // a local, a field or a method of the same spelling
		}
		i := fileOf(id.Pos())
		edits[i] = append(edits[i], edit{fset.Position(id.Pos()).Offset, id.Name, nn})
	}
	for id, obj := range info.Defs {
		if obj != nil {
			add(id, obj)
		}
	}
	for id, obj := range info.Uses {
		add(id, obj)
	}
	for i, f := range files[:nEngine] {
		for _, im := range f.Imports {
			if im.Name != nil {
				continue // a named import's name is among the Defs
			}
			if obj, ok := info.Implicits[im].(*types.PkgName); ok {
				if nn, ok := renames[obj.Name()]; ok {
					edits[i] = append(edits[i], edit{fset.Position(im.Path.Pos()).Offset, "", nn + " "})
				}
			}
		}
	}
	out := slices.Clone(srcs)
	for i, es := range edits {
		slices.SortFunc(es, func(a, b edit) int { return b.off - a.off })
		b := slices.Clone(srcs[i].src)
		for _, e := range es {
			b = slices.Concat(b[:e.off], []byte(e.new), b[e.off+len(e.old):])
		}
		out[i].src = b
	}
	return out, list, nil
}
