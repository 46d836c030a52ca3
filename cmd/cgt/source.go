package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/cgtgo/cgt/table"
)

// A source answers queries about one saved solve: a table file written by
// cgt solve, or a directory of tier files written by cgt solve --tiers.
// Its methods are safe for concurrent use (the table package's are).
type source interface {
	info() sourceInfo
	query(pos string) (queryResult, error)
	Close() error
}

// sourceInfo describes a source to the web page and the API.
type sourceInfo struct {
	ID     string `json:"id"`     // the name in the API's paths
	Game   string `json:"game"`   // ttt, dobutsu, krk, kqk or connect4
	Params string `json:"params"` // the table's parameters ("5x4" for Connect Four)
	File   string `json:"file"`   // the file or directory served
	Start  string `json:"start"`  // a position to begin with
	Width  int    `json:"width,omitempty"`
	Height int    `json:"height,omitempty"`
}

// tableSource is a table file of one of the tabledGames.
type tableSource struct {
	path string
	g    tabled
	t    *table.Table
}

// openTable opens a table written by cgt solve and checks that it is a
// table of a game this command knows, numbered as it numbers it.
func openTable(path string) (*tableSource, error) {
	t, err := table.Open(path)
	if err != nil {
		if errors.Is(err, table.ErrCorrupt) || errors.Is(err, table.ErrVersion) {
			return nil, err
		}
		return nil, failure(err)
	}
	h := t.Header()
	mk, ok := tabledGames()[h.Game]
	if !ok {
		t.Close()
		return nil, fmt.Errorf("%s is a table of %q, a game this command does not know", path, h.Game)
	}
	g := mk()
	if g.header() != h {
		t.Close()
		return nil, fmt.Errorf("%w: %s: %q with %d slots, but this command numbers %d", table.ErrMismatch, path, h.Game, h.Slots, g.header().Slots)
	}
	return &tableSource{path: path, g: g, t: t}, nil
}

func (s *tableSource) query(pos string) (queryResult, error) { return s.g.query(s.t, pos) }
func (s *tableSource) Close() error                          { return s.t.Close() }

func (s *tableSource) info() sourceInfo {
	h := s.t.Header()
	return sourceInfo{Game: h.Game, Params: h.Params, File: s.path, Start: s.g.first()}
}

func (t *c4Tables) info() sourceInfo {
	return sourceInfo{Game: "connect4", Params: t.board, File: t.dir, Start: "start", Width: t.w, Height: t.h}
}

// openSources opens every path given: a table file, the directory of a
// tiered solve, or a directory holding such files and directories (one
// level deep). Each source gets an ID from its file name, made unique
// with a suffix. Nothing is served from a path that holds nothing
// servable: that is an error.
func openSources(paths []string) ([]source, error) {
	var out []source
	fail := func(err error) ([]source, error) {
		for _, s := range out {
			s.Close()
		}
		return nil, err
	}
	ids := map[string]bool{}
	add := func(s source, path string) {
		id := strings.TrimSuffix(filepath.Base(filepath.Clean(path)), filepath.Ext(path))
		base := id
		for k := 2; ids[id]; k++ {
			id = fmt.Sprintf("%s-%d", base, k)
		}
		ids[id] = true
		out = append(out, &namedSource{s, id})
	}
	for _, path := range paths {
		fi, err := os.Stat(path)
		if err != nil {
			return fail(failure(err))
		}
		if !fi.IsDir() || hasTiers(path) {
			s, err := openSource(path, fi.IsDir())
			if err != nil {
				return fail(err)
			}
			add(s, path)
			continue
		}
		// A directory of table files and tier directories; anything else
		// in it is skipped.
		ents, err := os.ReadDir(path)
		if err != nil {
			return fail(failure(err))
		}
		n := len(out)
		for _, de := range ents {
			p := filepath.Join(path, de.Name())
			if de.IsDir() && hasTiers(p) || de.Type().IsRegular() && looksLikeTable(p) {
				s, err := openSource(p, de.IsDir())
				if err != nil {
					return fail(err)
				}
				add(s, p)
			}
		}
		if len(out) == n {
			return fail(fmt.Errorf("%s holds no table files and no tier directories", path))
		}
	}
	slices.SortStableFunc(out, func(a, b source) int { return strings.Compare(a.info().ID, b.info().ID) })
	return out, nil
}

// openSource opens the tier directory or the table file at path.
func openSource(path string, dir bool) (source, error) {
	if dir {
		return openC4(path)
	}
	return openTable(path)
}

// looksLikeTable reports whether the file at path starts with a table's
// magic number, so that other files in a directory are skipped rather
// than refused.
func looksLikeTable(path string) bool {
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	b := make([]byte, 8)
	_, err = io.ReadFull(f, b)
	return err == nil && string(b) == "CGTTABLE"
}

// namedSource gives a source its ID.
type namedSource struct {
	source
	id string
}

func (s *namedSource) info() sourceInfo {
	in := s.source.info()
	in.ID = s.id
	return in
}
