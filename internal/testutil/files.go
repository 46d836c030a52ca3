package testutil

import (
	"os"
	"path/filepath"
	"testing"
)

// DirFiles returns the files of dir and their bytes, by name.
func DirFiles(t testing.TB, dir string) map[string]string {
	t.Helper()
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	m := map[string]string{}
	for _, e := range ents {
		b, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		m[e.Name()] = string(b)
	}
	return m
}

// Unchanged fails the test unless dir holds the files of before (as
// DirFiles returned them), each with the same bytes, and no other; what
// names the step in the failures.
func Unchanged(t testing.TB, what, dir string, before map[string]string) {
	t.Helper()
	after := DirFiles(t, dir)
	for name, b := range after {
		if old, ok := before[name]; !ok {
			t.Errorf("%s: %s was written", what, name)
		} else if old != b {
			t.Errorf("%s: %s was changed", what, name)
		}
	}
	for name := range before {
		if _, ok := after[name]; !ok {
			t.Errorf("%s: %s was removed", what, name)
		}
	}
}
