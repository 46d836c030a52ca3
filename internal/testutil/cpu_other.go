//go:build !unix

package testutil

import "time"

// CPUTime returns 0: this system does not report a process's CPU time.
func CPUTime() time.Duration { return 0 }
