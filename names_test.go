package cgt_test

import (
	"go/ast"
	"go/build"
	"go/doc"
	"go/parser"
	"go/token"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// maxRootNames bounds the entries of this package's godoc index besides
// Nim's and Wythoff's. The design card draws the root as the Game[P]
// vocabulary, the engines and the two classic games; everything else has
// a package of its own (the partizan theory in partizan, each game family
// under games/), so that a reader of the root's page sees the engines and
// what they need. With the partizan theory in it the index had 62 entries
// by this count (45 after it left), and the page no longer read as that;
// a change that crosses the bound puts its names where they belong rather
// than raising it.
const maxRootNames = 60

// TestRootNames counts the root's exported names as go doc -short lists
// them (each type with its constructors and constants as one entry, each
// other function, each const or var group), but those of nim.go and
// wythoff.go, and fails over maxRootNames.
func TestRootNames(t *testing.T) {
	pkg, err := build.ImportDir(".", 0)
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	var files []*ast.File
	for _, name := range pkg.GoFiles {
		f, err := parser.ParseFile(fset, name, nil, parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	p, err := doc.NewFromFiles(fset, files, "github.com/cgtgo/cgt")
	if err != nil {
		t.Fatal(err)
	}
	classic := func(pos token.Pos) bool {
		f := filepath.Base(fset.Position(pos).Filename)
		return f == "nim.go" || f == "wythoff.go"
	}
	var names []string
	for _, ty := range p.Types {
		if !classic(ty.Decl.Pos()) {
			names = append(names, ty.Name)
		}
	}
	for _, f := range p.Funcs {
		if !classic(f.Decl.Pos()) {
			names = append(names, f.Name)
		}
	}
	for _, v := range slices.Concat(p.Consts, p.Vars) {
		if !classic(v.Decl.Pos()) {
			names = append(names, strings.Join(v.Names, ","))
		}
	}
	t.Logf("%d names: %s", len(names), strings.Join(names, " "))
	if len(names) > maxRootNames {
		t.Errorf("the root package lists %d names besides Nim's and Wythoff's, over %d: put the new ones in a package of their own (see maxRootNames)", len(names), maxRootNames)
	}
}
