package contest

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// measure runs bin on input on one core (GOMAXPROCS=1, and taskset -c 0
// where it exists) and returns its output, its CPU time (user + system)
// and its peak resident memory in KiB, as /usr/bin/time reports it where
// it exists (the child's own rusage would include this test's memory,
// which a vfork child shares until it execs).
func measure(t *testing.T, bin, input string) (string, time.Duration, int64) {
	t.Helper()
	args := []string{bin}
	if path, err := exec.LookPath("taskset"); err == nil {
		args = append([]string{path, "-c", "0"}, args...)
	}
	timed := false
	if _, err := os.Stat("/usr/bin/time"); err == nil {
		args = append([]string{"/usr/bin/time", "-f", "%M"}, args...)
		timed = true
	}
	cmd := exec.Command(args[0], args[1:]...)
	cmd.Env = append(os.Environ(), "GOMAXPROCS=1")
	cmd.Stdin = strings.NewReader(input)
	var out, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("%s: %v\n%s", bin, err, stderr.Bytes())
	}
	cpu := cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
	var rss int64
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		rss = int64(ru.Maxrss) // KiB on Linux
	}
	if timed {
		lines := strings.Fields(stderr.String())
		if len(lines) > 0 {
			if v, err := strconv.ParseInt(lines[len(lines)-1], 10, 64); err == nil {
				rss = v
			}
		}
	}
	return out.String(), cpu, rss
}

// TestTiming (CGT_LONG=1) runs every program and its naive twin on the
// problem's largest input, on one core, checks that they agree, and logs
// the CPU time (the least of three runs; the machine may be shared) and
// peak memory of each: run with -v to see the table.
func TestTiming(t *testing.T) {
	if os.Getenv("CGT_LONG") == "" {
		t.Skip("set CGT_LONG=1 to time the contest programs at their largest inputs")
	}
	bins := buildAll(t)
	names := make([]string, 0, len(problems))
	for name := range problems {
		names = append(names, name)
	}
	slices.Sort(names)
	var table strings.Builder
	fmt.Fprintf(&table, "%-12s %12s %10s %12s %10s %7s\n", "problem", "program cpu", "peak RSS", "naive cpu", "peak RSS", "ratio")
	for _, name := range names {
		in := problems[name].largest(rand.New(rand.NewPCG(1, 6)))
		best := func(bin string) (string, time.Duration, int64) {
			var out string
			var cpu time.Duration = 1 << 62
			var rss int64
			for range 3 {
				o, c, r := measure(t, bin, in)
				out, cpu, rss = o, min(cpu, c), max(rss, r)
			}
			return out, cpu, rss
		}
		got, pc, pm := best(bins[name].program)
		want, nc, nm := best(bins[name].naive)
		if got != want {
			t.Errorf("%s at its largest input: program and naive twin disagree", name)
		}
		fmt.Fprintf(&table, "%-12s %10.3f s %7d MB %10.3f s %7d MB %6.1f×\n", name,
			pc.Seconds(), pm>>10, nc.Seconds(), nm>>10, pc.Seconds()/max(nc.Seconds(), 1e-3))
	}
	t.Logf("one core, largest inputs:\n%s", table.String())
}
