package bundle

import (
	"go/importer"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
)

// fakeModule is a cgt source tree in miniature: the two base files and a
// package of the module, pkg, that uses the root's names qualified, as
// partizan does.
func fakeModule(pkgFile string) fstest.MapFS {
	return fstest.MapFS{
		"game.go":          {Data: []byte("package cgt\n\nimport \"errors\"\n\n// Options is a stand-in.\ntype Options struct{ Limit int }\n\nvar ErrLimit = errors.New(\"limit\")\n")},
		"solution.go":      {Data: []byte("package cgt\n\ntype Solution struct{}\n")},
		"pkg/doc.go":       {Data: []byte("// Package pkg is a stand-in.\npackage pkg\n")},
		"pkg/pkg.go":       {Data: []byte(pkgFile)},
		"pkg/more.go":      {Data: []byte("package pkg\n\nfunc double(n int) int { return 2 * n }\n")},
		"pkg/pkg_test.go":  {Data: []byte("package pkg\n")},
		"pkg/sys_linux.go": {Data: []byte("package pkg\n\nfunc sys() {}\n")},
	}
}

const pkgFile = `package pkg

import (
	"fmt"

	"github.com/cgtgo/cgt"
)

// Limited returns an error past o's limit.
func Limited(o *cgt.Options, n int) error {
	if o != nil && double(n) > o.Limit {
		return fmt.Errorf("%w: %d", cgt.ErrLimit, n)
	}
	return nil
}
`

// TestPackageEngine checks that a package of the module listed in
// Packages is an engine named by its directory, whose files (not doc.go,
// the tests nor a file for one system) are pasted with the root's
// qualifier and import dropped, into a bundle that type-checks.
func TestPackageEngine(t *testing.T) {
	defer func(p []string) { packages = p }(packages)
	packages = []string{"pkg", "absent"}
	src := fakeModule(pkgFile)
	sets, err := Sets(src)
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"pkg/pkg.go", "pkg/more.go"}; !slices.Equal(sets["pkg"], want) {
		t.Errorf("pkg's set %v, want %v", sets["pkg"], want)
	}
	if _, ok := sets["absent"]; ok {
		t.Error("a package missing from the sources is an engine")
	}
	b, _, err := Bundle(Config{Sources: src, Engines: []string{"pkg"}})
	if err != nil {
		t.Fatal(err)
	}
	text := string(b)
	typecheck(t, importer.Default(), "pkg", append(b, "\nfunc main() { _ = Limited(&Options{}, 1) }\n"...))
	for _, bad := range []string{"cgt.", Module + `"`} {
		if strings.Contains(text, bad) {
			t.Errorf("the bundle has %q:\n%s", bad, text)
		}
	}
	if !strings.Contains(text, "// ---- pkg/pkg.go (from "+Module+"/pkg) ----") {
		t.Errorf("the bundle does not say where pkg/pkg.go comes from:\n%s", text)
	}
}

// TestPackageEngineErrors checks what flatten refuses: a package that
// imports another package of the module, or uses the root's import name
// for a variable (its uses could not be told from the package's).
func TestPackageEngineErrors(t *testing.T) {
	defer func(p []string) { packages = p }(packages)
	packages = []string{"pkg"}
	for _, tc := range []struct{ file, want string }{
		{strings.Replace(pkgFile, `"fmt"`, `"fmt"
	"github.com/cgtgo/cgt/table"`, 1) + "\nvar _ table.Table\n", "may import only"},
		{pkgFile + "\nfunc f() { cgt := 1; _ = cgt }\n", "for something else"},
	} {
		_, _, err := Bundle(Config{Sources: fakeModule(tc.file), Engines: []string{"pkg"}})
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Bundle = %v; want an error with %q", err, tc.want)
		}
	}
}
