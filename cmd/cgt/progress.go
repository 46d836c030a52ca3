package main

import (
	"fmt"
	"io"
	"strings"
	"time"
)

// progress draws a progress bar on a terminal: "\r[#####     ]  50%  5000000/10000000 values".
// It redraws at most ten times a second and erases itself when done. A nil
// *progress draws nothing, so callers need not check whether stderr is a
// terminal.
type progress struct {
	w     io.Writer
	total int
	what  string
	last  time.Time
	drawn bool
}

// newProgress returns a bar for total units named what, or nil when
// stderr is not a terminal.
func newProgress(e *env, total int, what string) *progress {
	if !e.tty || total <= 0 {
		return nil
	}
	return &progress{w: e.stderr, total: total, what: what}
}

// update is the library's Progress callback.
func (p *progress) update(done int) {
	if p == nil {
		return
	}
	now := time.Now()
	if p.drawn && now.Sub(p.last) < 100*time.Millisecond {
		return
	}
	p.last = now
	p.drawn = true
	frac := min(float64(done)/float64(p.total), 1)
	const width = 30
	n := int(frac * width)
	fmt.Fprintf(p.w, "\r[%s%s] %3.0f%%  %d/%d %s", strings.Repeat("#", n), strings.Repeat(" ", width-n),
		100*frac, done, p.total, p.what)
}

// done erases the bar.
func (p *progress) done() {
	if p == nil || !p.drawn {
		return
	}
	fmt.Fprint(p.w, "\r\033[K")
}
