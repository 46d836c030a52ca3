// Package partizan holds partizan games, in which Left and Right have
// their own moves, and their values: the canonical forms of short games
// and the values of loopy ones, with their arithmetic, thermographs and
// CGSuite's notation.
//
// It uses the root package github.com/cgtgo/cgt for what every engine
// shares, and for nothing else: cgt.Options (a position limit, a progress
// callback), cgt.NewMeter, and the errors cgt.ErrCycle and cgt.ErrLimit.
// Its files are an engine of "cgt bundle" (cgt bundle partizan pastes
// them, with the root's game.go and solution.go, into one file).
package partizan
