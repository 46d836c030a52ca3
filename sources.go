package cgt

import (
	"embed"
	"io/fs"
)

// The files below are every non-test Go file of this package but doc.go
// and this one; TestSourcesEmbedded fails when a root file is missing from
// the list (add it here) or listed but gone.
//
//go:embed game.go solution.go grundy.go topo.go verify.go period.go
//go:embed retrograde.go retrograde_init.go retrograde_table.go
//go:embed scoring.go scoring_sweep.go
//go:embed search.go search_ask.go search_pages.go search_pages_other.go search_prefetch.go search_prefetch_other.go
//go:embed partizan.go partizan_dyadic.go partizan_encode.go partizan_notation.go partizan_thermo.go partizan_universe.go partizan_value.go
//go:embed partizan_loopy.go partizan_loopy_arena.go partizan_loopy_notation.go partizan_loopy_print.go partizan_loopy_sides.go partizan_loopy_stopper.go partizan_loopy_value.go
//go:embed misere.go nim.go wythoff.go
var sources embed.FS

// Sources returns the Go files of this package as this build compiled
// them (the vocabulary, the engines, Nim and Wythoff; not the tests), in
// a flat file system: what "cgt bundle" pastes into one file for a
// contest judge, so that an installed cgt bundles the engines it was
// built with, wherever it runs.
//
// A program that does not call Sources does not carry the files: the
// linker drops them with the function (measured on linux/amd64: a program
// that solves a game with this package grows by about 1 KB with this
// file, not by the files' 280 KB).
func Sources() fs.FS { return sources }
