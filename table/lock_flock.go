//go:build linux || darwin || dragonfly || freebsd || netbsd || openbsd

package table

import (
	"os"
	"syscall"
)

// tryLock takes an exclusive lock on f without waiting (flock), and
// reports whether it got it. The lock lasts until f is closed or the
// process ends.
func tryLock(f *os.File) bool {
	for {
		err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
		if err != syscall.EINTR {
			return err == nil
		}
	}
}

// haveFlock says that tryLock locks.
const haveFlock = true
