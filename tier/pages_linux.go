//go:build linux

package tier

import (
	"os"
	"syscall"
	"unsafe"
)

// hugePages asks Linux to back vals, memory just allocated (every entry
// still zero), with huge pages of 2 MiB: madvise with MADV_HUGEPAGE, then
// MADV_DONTNEED, which drops the pages the allocation may have cleared
// already (the Go runtime clears memory it reuses), so that the first
// write of each 2 MiB takes a huge page. The analyses read and write the
// values at random (a loopy tier's predecessors, the child values of a
// move); with 4 KiB pages nearly every access of a tier of hundreds of MB
// misses the address-translation cache as well. Linux gives huge pages to
// memory that does not ask only when its transparent huge pages are set to
// "always"; many systems set "madvise", which waits for this call
// (docs/parallel.md has the figures). The bytes held are the same. It is a
// hint: an error leaves the memory as it was. With the environment
// variable CGT_HUGEPAGES set to "off" it does nothing (to measure without
// huge pages, or where they cost more memory than they save time). Other
// systems compile pages_other.go instead.
func hugePages(vals []uint16) {
	const size = int(unsafe.Sizeof(vals[0]))
	if len(vals)*size < 4<<20 || os.Getenv("CGT_HUGEPAGES") == "off" {
		return // less than two huge pages: nothing to gain; or not asked
	}
	// The whole pages of vals only: the first and the last page may hold
	// other memory.
	pg := os.Getpagesize()
	start := uintptr(unsafe.Pointer(&vals[0]))
	skip := int(-start & uintptr(pg-1))
	n := (len(vals)*size - skip) &^ (pg - 1)
	b := unsafe.Slice((*byte)(unsafe.Add(unsafe.Pointer(&vals[0]), skip)), n)
	_ = syscall.Madvise(b, syscall.MADV_HUGEPAGE)
	_ = syscall.Madvise(b, syscall.MADV_DONTNEED)
}
