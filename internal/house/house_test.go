// Package house checks the shape of the repository rather than its
// behaviour: file and function sizes, and that the documentation names
// only things that exist. It has tests only; go test ./... runs them, so CI
// catches the next stale name or overgrown file.
package house

import (
	"bufio"
	"fmt"
	"go/ast"
	"go/build"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// Limits of the design card: one job per file, short functions. A file or
// function may exceed them when a comment line beginning "house: long"
// says why, inside it or just above it.
const (
	maxRootLines = 800
	maxFuncLines = 150
)

const module = "github.com/cgtgo/cgt"

// repoRoot is the module root, two directories up from this package.
func repoRoot(t *testing.T) string {
	t.Helper()
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	if b, err := os.ReadFile(filepath.Join(root, "go.mod")); err != nil || !strings.Contains(string(b), "module "+module+"\n") {
		t.Fatalf("%s is not the root of %s", root, module)
	}
	return root
}

// goFile is one parsed Go file of the repository.
type goFile struct {
	path string // relative to the root
	dir  string // relative directory, "." for the root
	fset *token.FileSet
	f    *ast.File
	src  []byte
}

// goFiles parses every Go file of the repository but generated ones
// (contest bundles) and those of other modules (cmd/cgt-cluster).
func goFiles(t *testing.T, root string) []goFile {
	t.Helper()
	var out []goFile
	err := filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if n := d.Name(); p != root && (strings.HasPrefix(n, ".") || n == "testdata") {
				return filepath.SkipDir
			}
			if _, err := os.Stat(filepath.Join(p, "go.mod")); err == nil && p != root {
				return filepath.SkipDir // another module
			}
			return nil
		}
		if !strings.HasSuffix(p, ".go") {
			return nil
		}
		src, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, p, src, parser.ParseComments)
		if err != nil {
			return err
		}
		if ast.IsGenerated(f) {
			return nil
		}
		rel, _ := filepath.Rel(root, p)
		out = append(out, goFile{rel, filepath.Dir(rel), fset, f, src})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// excused reports whether lines (of a file or a function, with the
// comment lines just above it) hold a "house: long" reason.
func excused(lines string) bool { return strings.Contains(lines, "// house: long") }

// TestSizes checks the design card's limits: root files and those of the
// package partizan (the engines a contestant pastes) under about 800
// lines, every function under about 150.
func TestSizes(t *testing.T) {
	root := repoRoot(t)
	for _, gf := range goFiles(t, root) {
		n := gf.fset.Position(gf.f.End()).Line
		if (gf.dir == "." || gf.dir == "partizan") && !strings.HasSuffix(gf.path, "_test.go") && n > maxRootLines && !excused(string(gf.src)) {
			t.Errorf("%s: %d lines, over the %d of an engine file (split it by job, or say why with a \"// house: long\" line)", gf.path, n, maxRootLines)
		}
		for _, d := range gf.f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok {
				continue
			}
			start := fd.Pos()
			if fd.Doc != nil {
				start = fd.Doc.Pos()
			}
			a, b := gf.fset.Position(fd.Pos()).Line, gf.fset.Position(fd.End()).Line
			if b-a+1 > maxFuncLines && !excused(string(gf.src[gf.fset.Position(start).Offset:gf.fset.Position(fd.End()).Offset])) {
				t.Errorf("%s:%d: %s has %d lines, over %d (split it, or say why with a \"// house: long\" line)", gf.path, a, fd.Name.Name, b-a+1, maxFuncLines)
			}
		}
	}
}

// names is what a package declares: its top-level names, and for each type
// its methods and fields ("Type.Name").
type names map[string]bool

func (n names) addFile(f *ast.File) {
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			if d.Recv == nil {
				n[d.Name.Name] = true
				continue
			}
			if recv := recvName(d.Recv.List[0].Type); recv != "" {
				n[recv+"."+d.Name.Name] = true
			}
		case *ast.GenDecl:
			for _, sp := range d.Specs {
				switch sp := sp.(type) {
				case *ast.TypeSpec:
					n[sp.Name.Name] = true
					n.addMembers(sp.Name.Name, sp.Type)
				case *ast.ValueSpec:
					for _, id := range sp.Names {
						n[id.Name] = true
					}
				}
			}
		}
	}
}

// addMembers records the fields of a struct and the methods of an
// interface.
func (n names) addMembers(typ string, x ast.Expr) {
	var fields *ast.FieldList
	switch x := x.(type) {
	case *ast.StructType:
		fields = x.Fields
	case *ast.InterfaceType:
		fields = x.Methods
	default:
		return
	}
	for _, f := range fields.List {
		for _, id := range f.Names {
			n[typ+"."+id.Name] = true
		}
		if len(f.Names) == 0 { // embedded
			if e := recvName(f.Type); e != "" {
				n[typ+"."+e] = true
			}
		}
	}
}

// recvName returns the type name of a receiver or embedded field: T, *T,
// T[P], pkg.T.
func recvName(x ast.Expr) string {
	switch x := x.(type) {
	case *ast.Ident:
		return x.Name
	case *ast.StarExpr:
		return recvName(x.X)
	case *ast.IndexExpr:
		return recvName(x.X)
	case *ast.IndexListExpr:
		return recvName(x.X)
	case *ast.SelectorExpr:
		return x.Sel.Name
	}
	return ""
}

// has reports whether sym (Name, Type.Name) is declared.
func (n names) has(sym string) bool { return n[strings.TrimPrefix(sym, "*")] }

// universe is what the documentation may name: every package of the
// module by import path and by package name, and the standard library
// packages, loaded on demand.
type universe struct {
	root   string // the repository, to check the paths the documents name
	byPath map[string]names
	byName map[string]string // package name → import path, for the module's packages
	member names             // every method and field name in the module
	// imported holds the names of the packages outside the module that
	// some file of it imports (a name written pkg.Name of one of those is
	// not a stale name of ours).
	imported map[string]bool
}

func newUniverse(root string, files []goFile) *universe {
	u := &universe{root: root, byPath: map[string]names{}, byName: map[string]string{}, member: names{}, imported: map[string]bool{}}
	for _, gf := range files {
		for _, im := range gf.f.Imports {
			if p := strings.Trim(im.Path.Value, `"`); !strings.HasPrefix(p, module) {
				u.imported[p[strings.LastIndex(p, "/")+1:]] = true
			}
		}
		if strings.HasSuffix(gf.path, "_test.go") {
			continue
		}
		path := module
		if gf.dir != "." {
			path += "/" + filepath.ToSlash(gf.dir)
		}
		if u.byPath[path] == nil {
			u.byPath[path] = names{}
		}
		u.byPath[path].addFile(gf.f)
		if gf.f.Name.Name != "main" {
			u.byName[gf.f.Name.Name] = path
		}
	}
	for _, n := range u.byPath {
		for sym := range n {
			if _, m, ok := strings.Cut(sym, "."); ok {
				u.member[m] = true
			}
		}
	}
	return u
}

// std returns the names of a standard-library package, or nil if path is
// not one.
func (u *universe) std(path string) names {
	if n, ok := u.byPath[path]; ok {
		return n
	}
	u.byPath[path] = nil
	pkg, err := build.Import(path, "", 0)
	if err != nil || !pkg.Goroot {
		return nil
	}
	n := names{}
	fset := token.NewFileSet()
	for _, name := range pkg.GoFiles {
		f, err := parser.ParseFile(fset, filepath.Join(pkg.Dir, name), nil, parser.SkipObjectResolution)
		if err == nil {
			n.addFile(f)
		}
	}
	u.byPath[path] = n
	return n
}

// resolve reports whether the doc link target ref ([Name], [Name.M],
// [pkg.Name], [pkg.Name.M], [importpath]) exists, seen from the package
// at path with the given imports (name → path).
func (u *universe) resolve(path string, imports map[string]string, ref string) bool {
	ref = strings.TrimPrefix(ref, "*")
	if u.byPath[path].has(ref) {
		return true
	}
	first, rest, qualified := strings.Cut(ref, ".")
	if !qualified {
		return false
	}
	target, ok := imports[first]
	if !ok {
		target, ok = u.byName[first]
	}
	if !ok {
		target = first // a standard package named by its path: [errors.Is]
	}
	if n, ok := u.byPath[target]; ok && n != nil {
		return n.has(rest)
	}
	if n := u.std(target); n != nil {
		return n.has(rest)
	}
	return false
}

// docLink matches what go doc would take as a link: [Name], [Name.M],
// [pkg.Name], [pkg.Name.M], with punctuation or space around it. Names
// are exported ones: [flags] or [FILE.go] in a usage line is not a link.
var docLink = regexp.MustCompile(`(^|[\s(,;:"'])\[(\*?(?:[a-z][a-z0-9]*\.)?[A-Z][A-Za-z0-9_]*(?:\.[A-Z][A-Za-z0-9_]*)?)\]([\s).,;:"']|$)`)

// qualifiedName matches pkg.Name in prose and code samples of comments.
var qualifiedName = regexp.MustCompile(`(^|[^A-Za-z0-9_.])([a-z][a-z0-9]*)\.([A-Z][A-Za-z0-9_]*)(\.[A-Z][A-Za-z0-9_]*)?`)

// calledName matches an exported name used as a call or a composite
// literal in a comment: Name( or Name{ (a code sample); not after a
// hyphen (Blue-Red(-Green)) nor with an underscore (W_e(t), notation).
var calledName = regexp.MustCompile(`(^|[^A-Za-z0-9_.-])([A-Z][A-Za-z0-9]*)[({]`)

// TestDocNames checks that the comments name only what exists: every doc
// link resolves, every pkg.Name with pkg one of the module's packages (or
// an import of the file) exists there, and every exported Name( or Name{
// is declared in the file's package, in the root package or as a method or
// field somewhere in the module. It is the check that would have caught
// "TicTacToe{}" left in games/tictactoe's doc after the type became Game.
func TestDocNames(t *testing.T) {
	root := repoRoot(t)
	files := goFiles(t, root)
	u := newUniverse(root, files)
	for _, gf := range files {
		path := module
		if gf.dir != "." {
			path += "/" + filepath.ToSlash(gf.dir)
		}
		if gf.dir == filepath.Join("internal", "house") {
			continue // its comments show the forms it checks
		}
		imports := map[string]string{}
		for _, im := range gf.f.Imports {
			p := strings.Trim(im.Path.Value, `"`)
			name := p[strings.LastIndex(p, "/")+1:]
			if im.Name != nil {
				name = im.Name.Name
			}
			imports[name] = p
		}
		idents := map[string]bool{}
		ast.Inspect(gf.f, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok {
				idents[id.Name] = true
			}
			return true
		})
		for _, cg := range gf.f.Comments {
			vars := assignedNames(cg.Text(), idents)
			for _, c := range cg.List {
				line := gf.fset.Position(c.Pos()).Line
				for _, bad := range u.badNames(path, imports, vars, c.Text) {
					t.Errorf("%s:%d: %s", gf.path, line, bad)
				}
			}
		}
	}
}

// repoPath matches a path into the repository: games/octal, cmd/cgt, …
var repoPath = regexp.MustCompile(`(?:^|[^A-Za-z0-9_./-])((?:games|cmd|internal|examples|docs|table|tier)/[A-Za-z0-9_-]+(?:/[A-Za-z0-9_-]+)*(?:\.[a-z]+)?)`)

// assigned matches the variables a code sample declares: "sol, err :=".
var assigned = regexp.MustCompile(`(?:^|[^A-Za-z0-9_.])([a-z][A-Za-z0-9_]*)((?:\s*,\s*[A-Za-z_][A-Za-z0-9_]*)*)\s*:=`)

// assignedNames returns the identifiers of the code around a comment
// (the file's; nil for a document) with the variables its text declares
// added: what x.Name may refer to without being a package.
func assignedNames(text string, idents map[string]bool) map[string]bool {
	vars := map[string]bool{}
	for k := range idents {
		vars[k] = true
	}
	for _, m := range assigned.FindAllStringSubmatch(text, -1) {
		vars[m[1]] = true
		for _, v := range strings.Split(m[2], ",") {
			vars[strings.TrimSpace(v)] = true
		}
	}
	return vars
}

// badNames returns what is wrong with the names in one comment; vars are
// the variables the comment's code sample may use (x.Name, x not a
// package).
func (u *universe) badNames(path string, imports map[string]string, vars map[string]bool, text string) []string {
	var bad []string
	for _, m := range repoPath.FindAllStringSubmatch(text, -1) {
		if _, err := os.Stat(filepath.Join(u.root, filepath.FromSlash(m[1]))); err != nil {
			bad = append(bad, fmt.Sprintf("%s: no such file or directory in the repository", m[1]))
		}
	}
	own := u.byPath[path]
	rootNames := u.byPath[module]
	for _, m := range docLink.FindAllStringSubmatch(text, -1) {
		ref := m[2]
		if len(ref) == 1 || ref == strings.ToUpper(ref) {
			continue // [P], [T]: a type parameter in prose; [N]: a count
		}
		if !u.resolve(path, imports, ref) && !rootNames.has(ref) {
			bad = append(bad, fmt.Sprintf("doc link [%s] resolves to nothing", ref))
		}
	}
	for _, m := range qualifiedName.FindAllStringSubmatch(text, -1) {
		pkg, name, member := m[2], m[3], strings.TrimPrefix(m[4], ".")
		target, ok := imports[pkg]
		if !ok {
			target, ok = u.byName[pkg]
		}
		if !ok && m[1] != "/" && !vars[pkg] && !u.imported[pkg] && pkg != "pkg" && u.std(pkg) == nil {
			// Not a package of the module, of its imports or of the
			// standard library, nor a variable of the code around, nor
			// the placeholder pkg.Name: a package that is gone
			// (nim.WinningMoves, after games/nim moved into the root
			// package).
			bad = append(bad, fmt.Sprintf("%s.%s: no package %s in %s, its imports or the standard library", pkg, name, pkg, module))
			continue
		}
		if !ok || !strings.HasPrefix(target, module) {
			continue // not one of ours: a variable, or another library
		}
		n := u.byPath[target]
		if !n.has(name) {
			bad = append(bad, fmt.Sprintf("%s.%s: package %s has no %s", pkg, name, target, name))
		} else if member != "" && n[name] && !n.has(name+"."+member) && u.isType(target, name) {
			bad = append(bad, fmt.Sprintf("%s.%s.%s: %s has no method or field %s", pkg, name, member, name, member))
		}
	}
	for _, m := range calledName.FindAllStringSubmatch(text, -1) {
		name := m[2]
		if len(name) == 1 || name == strings.ToUpper(name) || allowedCalls[name] {
			continue // O(n), XOR(…): notation, not names
		}
		if !own.has(name) && !rootNames.has(name) && !u.member[name] {
			bad = append(bad, fmt.Sprintf("%s( or %s{ names nothing in %s, in %s or as a method or field", name, name, path, module))
		}
	}
	return bad
}

// allowedCalls are exported-looking words written with parentheses in
// prose that are not Go names.
var allowedCalls = map[string]bool{
	"Tiny": true, "Miny": true, // CGSuite's notation, read by ParseValue
}

// isType reports whether name is a type of the package (so that
// pkg.Name.Member is a method or field and not, say, a sentence's end).
func (u *universe) isType(path, name string) bool {
	for sym := range u.byPath[path] {
		if strings.HasPrefix(sym, name+".") {
			return true
		}
	}
	return false
}

// TestMarkdownNames checks the same for the markdown documents: every
// pkg.Name of one of the module's packages and every repository path in
// README.md, docs/ and examples/contest/README.md exists. CHANGELOG.md is
// not checked: it names what used to exist.
func TestMarkdownNames(t *testing.T) {
	root := repoRoot(t)
	u := newUniverse(root, goFiles(t, root))
	docs, _ := filepath.Glob(filepath.Join(root, "docs", "*.md"))
	docs = append(docs, filepath.Join(root, "README.md"), filepath.Join(root, "examples", "contest", "README.md"))
	for _, p := range docs {
		f, err := os.Open(p)
		if err != nil {
			t.Fatal(err)
		}
		whole, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		vars := assignedNames(string(whole), nil)
		sc := bufio.NewScanner(f)
		for line := 1; sc.Scan(); line++ {
			text := sc.Text()
			for _, bad := range u.badNames("", map[string]string{"cgt": module}, vars, text) {
				if strings.Contains(bad, "doc link") || strings.Contains(bad, "( or ") {
					continue // markdown links and prose calls are not Go doc syntax
				}
				rel, _ := filepath.Rel(root, p)
				t.Errorf("%s:%d: %s", rel, line, bad)
			}
		}
		f.Close()
	}
}

// TestDocNamesStalePackage: a pkg.Name in prose whose package is gone is
// caught (issue 31: the package doc named nim.WinningMoves after games/nim
// moved into the root package, and the check skipped unknown packages),
// while variables of code samples, standard packages and the module's
// names pass.
func TestDocNamesStalePackage(t *testing.T) {
	root := repoRoot(t)
	u := newUniverse(root, goFiles(t, root))
	vars := assignedNames("sol, err := cgt.SolveGrundy(ctx, g, nil, nil)", map[string]bool{"h": true})
	for text, want := range map[string]int{
		"moves say so (nim.WinningMoves, fibonacci.WinningTakes).":    1,
		"moves say so ([NimWinningMoves], fibonacci.WinningTakes).":   0,
		"fmt.Println(sol.Value(7)); h.Value() as regexp.Compile does": 0,
		"see golang.org/x/exp/constraints.Integer and octal.Parse":    0,
		"wythoff.Pair and octal.Parsed":                               2,
	} {
		if got := u.badNames(module, nil, vars, text); len(got) != want {
			t.Errorf("%q: %d complaints %q, want %d", text, len(got), got, want)
		}
	}
}
