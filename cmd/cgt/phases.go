package main

import (
	"fmt"
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
		line := fmt.Sprintf("%s: %s in %.1fs", c.label, c.name, wall.Seconds())
		if cpu >= 0 && c.cpu >= 0 {
			used := cpu - c.cpu
			line += fmt.Sprintf(", %.1fs of CPU", used.Seconds())
			if wall > 10*time.Millisecond {
				line += fmt.Sprintf(" (%.1f cores)", used.Seconds()/wall.Seconds())
			}
		}
		fmt.Fprintln(c.e.stderr, line)
	}
	c.label, c.name, c.wall, c.cpu = label, name, now, cpu
}
