//go:build unix

package cgt

import (
	"syscall"
	"testing"
	"time"
)

// cpuTime returns the CPU time this process has used (user + system).
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// loopCPU runs body in a b.Loop and reports the CPU time per operation as
// "cpu-ns/op" beside the wall time: on a shared, loaded machine the CPU time
// is the steadier figure for comparing an engine with its twin.
func loopCPU(b *testing.B, body func()) {
	start := cpuTime()
	for b.Loop() {
		body()
	}
	b.ReportMetric(float64(cpuTime()-start)/float64(b.N), "cpu-ns/op")
}
