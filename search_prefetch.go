//go:build amd64 || arm64

package cgt

import "unsafe"

// prefetchLine asks the processor to bring the cache line at addr into its
// caches and goes on without waiting for it: a hint, which changes nothing
// the program computes (the Searcher's probes of its table, and
// SolveRetrograde's batches of probes: see queue). It is one instruction
// (search_prefetch_amd64.s, search_prefetch_arm64.s); Go has no prefetch
// of its own outside its runtime. Other processors, and the single-file bundles, which are built
// for no processor in particular, compile search_prefetch_other.go.
//
//go:noescape
func prefetchLine(addr unsafe.Pointer)
