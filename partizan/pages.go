//go:build linux

package partizan

import (
	"os"
	"syscall"
	"unsafe"
)

// askHugePages asks Linux to back the memory of table with huge pages
// (madvise with MADV_HUGEPAGE): the memo tables of a large solve are probed
// at random, so that with 4 KiB pages nearly every probe misses the
// address-translation cache as well as the data cache. Linux gives huge
// pages to a process that does not ask only when its transparent huge
// pages are set to "always"; many systems set "madvise", which waits for
// this call. It is a hint: an error, or memory already in use, leaves the
// table as it is. Other systems, and the single-file bundle, compile
// pages_other.go. With the environment variable CGT_HUGEPAGES set to
// "off" it does nothing, as the root's and package tier's advice (to
// measure without). (The root package's adviseHugePages does the same for
// its tables; the names differ because cgt bundle joins both packages in
// one.)
func askHugePages[T any](table []T) {
	if len(table) == 0 || os.Getenv("CGT_HUGEPAGES") == "off" {
		return
	}
	size := len(table) * int(unsafe.Sizeof(table[0]))
	_ = syscall.Madvise(unsafe.Slice((*byte)(unsafe.Pointer(&table[0])), size), syscall.MADV_HUGEPAGE)
}
