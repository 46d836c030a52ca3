package cgt_test

import (
	"bytes"
	"io/fs"
	"os"
	"path"
	"slices"
	"strings"
	"testing"

	"github.com/cgtgo/cgt"
)

// TestSourcesEmbedded checks that Sources holds exactly the non-test Go
// files of this directory but doc.go and sources.go, and those of
// partizan/ but its doc.go, byte for byte: what an installed "cgt bundle"
// pastes is the code it was built from, and a new file left out of
// sources.go's go:embed lines fails here (an installed cgt would not find
// it).
func TestSourcesEmbedded(t *testing.T) {
	src := cgt.Sources()
	for _, dir := range []string{".", "partizan"} {
		ents, err := os.ReadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		var want []string
		for _, e := range ents {
			n := e.Name()
			if !e.IsDir() && strings.HasSuffix(n, ".go") && !strings.HasSuffix(n, "_test.go") && n != "doc.go" && (dir != "." || n != "sources.go") {
				want = append(want, path.Join(dir, n))
			}
		}
		emb, err := fs.ReadDir(src, dir)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, e := range emb {
			if !e.IsDir() {
				got = append(got, path.Join(dir, e.Name()))
			}
		}
		for _, n := range want {
			if !slices.Contains(got, n) {
				t.Errorf("%s is not embedded: add it to the go:embed lines of sources.go", n)
				continue
			}
			disk, err := os.ReadFile(n)
			if err != nil {
				t.Fatal(err)
			}
			if b, err := fs.ReadFile(src, n); err != nil || !bytes.Equal(b, disk) {
				t.Errorf("the embedded %s differs from the file (%v)", n, err)
			}
		}
		for _, n := range got {
			if !slices.Contains(want, n) {
				t.Errorf("sources.go embeds %s, which is not a non-test file of %s", n, dir)
			}
		}
	}
}
