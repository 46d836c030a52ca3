package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/cgtgo/cgt/internal/boardgames"
	"github.com/cgtgo/cgt/serve"
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

// sourceInfo describes a source to the web page and the API (package
// serve's Info): its Game is ttt, dobutsu, krk, kqk, connect4, morris or
// a board game's name, its Params the table's parameters ("5x4" for
// Connect Four).
type sourceInfo = serve.Info

// damaged reports whether err is that of a table file that is damaged or
// not one this command reads: truncated, a bad checksum in its header or in
// a block, not a table, of another format version, or of another game
// than its place says (table.ErrCorrupt, ErrVersion, ErrMismatch). Its
// content is bad input, exit status 2 (exitCode), and its message names
// the file (the table package names the files it opens; tier files are
// named by their path in the directory given); the server answers 500 for
// it, the client's request being sound.
func damaged(err error) bool {
	return errors.Is(err, table.ErrCorrupt) || errors.Is(err, table.ErrVersion) || errors.Is(err, table.ErrMismatch)
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
		if _, tr, ok := strings.Cut(h.Params, " tier "); ok && (h.Game == "morris" || h.Game == "connect4" || boardgames.Of(h.Game)) {
			// A file of a tiered solve: the tiers are read from their
			// directory.
			return nil, fmt.Errorf("%s is tier %s of a tiered solve of %s, read with the other tiers from their directory: give the directory, %s, instead of the file", path, tr, h.Game, filepath.Dir(path))
		}
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

// skippedSource is a table file or tier directory inside a directory
// given to cgt serve that is not served, and why: an unfinished solve, a
// damaged file, a game the command does not know. The list goes to the
// one who started the server, never to clients: it names the paths as
// they are, so that the commands it suggests work.
type skippedSource struct {
	File string `json:"file"`
	Why  string `json:"why"`
}

// openSources opens every path given: a table file, the directory of a
// tiered solve, or a directory holding such files and directories (one
// level deep). A path given that cannot be served is an error; in a
// directory that holds such files and directories, one that cannot be
// served (an unfinished solve, a damaged file) is skipped and listed with
// why, and the others are served, unless none is: then that is the error.
// Each source is shown to clients by the name the command line gave it
// (shownName) and gets an ID that a URL reaches (sourceID), made unique
// with a suffix ("ttt-2"): first the sources named by their files, in
// order, then those named by their game, so that a stray ".tab" does not
// take the ID of "ttt.tab".
func openSources(paths []string) ([]source, []skippedSource, error) {
	var out []*namedSource
	var skipped []skippedSource
	fail := func(err error) ([]source, []skippedSource, error) {
		for _, s := range out {
			s.Close()
		}
		return nil, nil, err
	}
	add := func(s source, path, shown string) {
		out = append(out, &namedSource{source: s, path: path, shown: shown})
	}
	for _, arg := range paths {
		path := filepath.Clean(arg)
		fi, err := os.Stat(path)
		if err != nil {
			return fail(failure(err))
		}
		if !fi.IsDir() || hasTiers(path) {
			s, err := openSource(path, fi.IsDir())
			if err != nil {
				return fail(err)
			}
			add(s, path, shownName(path))
			continue
		}
		// A directory of table files and tier directories; anything else
		// in it is skipped.
		ents, err := os.ReadDir(path)
		if err != nil {
			return fail(failure(err))
		}
		n, k := len(out), len(skipped)
		for _, de := range ents {
			p := filepath.Join(path, de.Name())
			if de.IsDir() && hasTiers(p) || de.Type().IsRegular() && looksLikeTable(p) {
				s, err := openSource(p, de.IsDir())
				if err != nil {
					skipped = append(skipped, skippedSource{p, oneLine(err.Error())})
					continue
				}
				add(s, p, filepath.Join(shownName(path), de.Name()))
			}
		}
		switch {
		case len(out) > n:
		case len(skipped) > k:
			return fail(fmt.Errorf("%s holds nothing to serve: %s", path, skipped[k].Why))
		default:
			return fail(fmt.Errorf("%s holds no table files and no tier directories", path))
		}
	}
	ids := map[string]bool{}
	for _, byGame := range []bool{false, true} {
		for _, s := range out {
			id, game := sourceID(s.path, s.source.info().Game)
			if game != byGame {
				continue
			}
			base := id
			for k := 2; ids[id]; k++ {
				id = fmt.Sprintf("%s-%d", base, k)
			}
			ids[id], s.id = true, id
		}
	}
	slices.SortStableFunc(out, func(a, b *namedSource) int { return strings.Compare(a.id, b.id) })
	srcs := make([]source, len(out))
	for k, s := range out {
		srcs[k] = s
	}
	return srcs, skipped, nil
}

// shownName is the name clients are shown for the file or directory at
// path, a path as the command line gave it (cleaned): the path itself if
// it is relative, and only its last element if it is absolute, so that
// the server does not tell the world where its files are (the root
// directory, which has no last element, shows as "": a file in it as its
// name alone).
func shownName(path string) string {
	if !filepath.IsAbs(path) {
		return path
	}
	b := filepath.Base(path)
	if b == string(filepath.Separator) {
		return ""
	}
	return b
}

// sourceID is the ID of the source at path, a table or tier directory of
// game, in the API's paths (/api/games/ID), and whether it is named by its
// game: the file's name without its extension ("ttt" for ttt.tab, "c4"
// for the directory c4), where that is not UTF-8 with each bad byte as
// "_" (JSON would show it as U+FFFD, the name of another ID), and the
// game's name where the file's name leaves nothing a URL can reach as a
// path segment: an empty name or dots alone (files named ".tab", "..tab",
// "...tab", ".hidden"). Every other ID is reached by its escaped form, as
// the page asks for it (encodeURIComponent).
func sourceID(path, game string) (string, bool) {
	base := filepath.Base(path)
	id := strings.ToValidUTF8(strings.TrimSuffix(base, filepath.Ext(base)), "_")
	if strings.Trim(id, ".") == "" {
		return game, true
	}
	return id, false
}

// openSource opens the tier directory or the table file at path.
func openSource(path string, dir bool) (source, error) {
	if dir {
		if tiersOf(path) == "morris" {
			return openMorris(path)
		}
		if boardgames.Of(tiersOf(path)) {
			return openBoard(path)
		}
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

// namedSource gives a source its ID and the name clients see: path is
// the file or directory as opened, shown the name the command line gave
// it (shownName). Errors of its queries name it as shown: where the two
// differ (an absolute path), path is replaced by shown in their message.
type namedSource struct {
	source
	id, path, shown string
}

func (s *namedSource) info() sourceInfo {
	in := s.source.info()
	in.ID, in.File = s.id, s.shown
	return in
}

func (s *namedSource) query(pos string) (queryResult, error) {
	res, err := s.source.query(pos)
	if err != nil && s.path != s.shown {
		err = &shownError{strings.ReplaceAll(err.Error(), s.path, s.shown), err}
	}
	return res, err
}

// shownError is err with its message reworded.
type shownError struct {
	msg string
	err error
}

func (e *shownError) Error() string { return e.msg }
func (e *shownError) Unwrap() error { return e.err }
