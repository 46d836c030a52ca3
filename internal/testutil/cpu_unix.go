//go:build unix

package testutil

import (
	"syscall"
	"time"
)

// CPUTime returns the CPU time this process has used (user + system), or 0
// where the system does not say.
func CPUTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
