package table_test

import (
	"os"
	"syscall"
)

const canDropCache = true

// dropCache asks the kernel to drop f's pages from the page cache
// (posix_fadvise POSIX_FADV_DONTNEED).
func dropCache(f *os.File) {
	const dontNeed = 4
	syscall.Syscall6(syscall.SYS_FADVISE64, f.Fd(), 0, 0, dontNeed, 0, 0)
}
