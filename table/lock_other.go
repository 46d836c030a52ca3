//go:build !(linux || darwin || dragonfly || freebsd || netbsd || openbsd)

package table

import "os"

// tryLock reports true: this system has no flock, so WriteAtomic cannot
// tell a write in progress from a dead one (see WriteAtomic).
func tryLock(*os.File) bool { return true }

// haveFlock says that tryLock does not lock.
const haveFlock = false
