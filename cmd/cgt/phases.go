package main

import (
	"fmt"
	"os"
	"runtime/pprof"
	"time"
)

// phaseClock times the phases of a solve (cgt.Options.Phase,
// tier.Options.Phase): the wall time and the CPU time of the process
// (processCPU; where the system does not say, the wall time alone), and
// prints a line for each phase that ends, on standard error, when on.
type phaseClock struct {
	e     *env
	on    bool
	label string // what the phase belongs to: "krk", "tier 12 {4, 6}"
	name  string // the phase running, "" for none
	wall  time.Time
	cpu   time.Duration
}

// begin ends the phase running, printing its line, and starts phase name
// of label ("" starts none).
func (c *phaseClock) begin(label, name string) {
	now, cpu := time.Now(), processCPU()
	if c.on && c.name != "" {
		wall := now.Sub(c.wall)
		line := fmt.Sprintf("%s: %s in %s", c.label, c.name, seconds(wall))
		if cpu >= 0 && c.cpu >= 0 {
			used := cpu - c.cpu
			line += fmt.Sprintf(", %s of CPU", seconds(used))
			if wall > 10*time.Millisecond {
				line += fmt.Sprintf(" (%.1f cores)", used.Seconds()/wall.Seconds())
			}
		}
		fmt.Fprintln(c.e.stderr, line)
	}
	c.label, c.name, c.wall, c.cpu = label, name, now, cpu
}

// startProfile starts a CPU profile written to file (cgt solve
// --cpuprofile) and returns the function that ends it.
func startProfile(file string) (func(), error) {
	f, err := os.Create(file)
	if err != nil {
		return nil, err
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return nil, err
	}
	return func() {
		pprof.StopCPUProfile()
		f.Close()
	}, nil
}

// seconds writes d in seconds, with milliseconds below a second (the
// phases of a small solve) and tenths above.
func seconds(d time.Duration) string {
	if d < time.Second {
		return fmt.Sprintf("%.3fs", d.Seconds())
	}
	return fmt.Sprintf("%.1fs", d.Seconds())
}
