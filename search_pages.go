//go:build linux

package cgt

import (
	"os"
	"syscall"
	"unsafe"
)

// adviseHugePages asks the kernel to back the memory of table with huge
// pages (madvise with MADV_HUGEPAGE). A transposition table is probed at
// random, so with 4 KiB pages nearly every probe of a large table misses
// the address-translation cache as well as the data cache; with 2 MiB
// pages the translations of a 64 MiB table fit in it (the same holds for
// SolveRetrograde's tables, about 5% faster on BenchmarkRetroRandom's 64
// MiB). Linux gives huge
// pages to a process that does not ask only when its transparent huge
// pages are set to "always"; many distributions set "madvise", which waits
// for this call. (On Connect Four the Searcher is about a tenth faster.)
// It is a hint: an error, or memory already in use, leaves the table as it
// is; with the environment variable CGT_HUGEPAGES set to "off" it asks
// nothing (to measure without huge pages). Other systems, and the
// single-file bundles, which are built for no
// system in particular, compile search_pages_other.go instead.
func adviseHugePages[T any](table []T) {
	if len(table) == 0 || os.Getenv("CGT_HUGEPAGES") == "off" {
		return
	}
	size := len(table) * int(unsafe.Sizeof(table[0]))
	_ = syscall.Madvise(unsafe.Slice((*byte)(unsafe.Pointer(&table[0])), size), syscall.MADV_HUGEPAGE)
}
