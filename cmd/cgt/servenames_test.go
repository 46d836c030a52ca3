package main

import (
	"io/fs"
	"strings"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/serve"
)

// The names the tests of cgt serve use for what moved from the command
// into package serve: its limits, the page's files (read by their names
// under web/, where the command embedded them) and the order of moves.

const (
	maxPositionLen = serve.MaxPositionLen
	maxHeaderBytes = serve.MaxHeaderBytes
)

// webFiles reads the page's files, serve.Files, by their paths under
// web/.
var webFiles pageFS

type pageFS struct{}

func (pageFS) ReadFile(name string) ([]byte, error) {
	return fs.ReadFile(serve.Files(), strings.TrimPrefix(name, "web/"))
}

// compareMoves orders moves best first for the mover (serve.CompareMoves).
func compareMoves[P comparable](a, b cgt.Ranked[P]) int { return serve.CompareMoves(a, b) }
