package main

import (
	"fmt"
	"io"
	"math"
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
	start time.Time
	last  time.Time
	drawn bool
}

// newProgress returns a bar for total units named what, or nil when
// stderr is not a terminal.
// A total ≤ 0 means unknown: the bar then shows the count and the time.
func newProgress(e *env, total int, what string) *progress {
	if !e.tty {
		return nil
	}
	return &progress{w: e.stderr, total: total, what: what, start: time.Now()}
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
	if p.total <= 0 {
		fmt.Fprintf(p.w, "\r\033[K%d %s, %s", done, p.what, now.Sub(p.start).Round(time.Second))
		return
	}
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

// reporter shows the progress of a long computation on standard error: the
// terminal's progress bar, or with --progress one line every few seconds
// (for logs) with an estimate of the time left. A nil *reporter does
// nothing.
type reporter struct {
	bar   *progress
	w     io.Writer
	what  string
	total int
	exp   float64 // cost ∝ done^exp when known (2 for a quadratic fill), else 0: estimated
	start time.Time
	last  time.Time
	// the previous line, for the estimated exponent
	prevDone int
	prevTime time.Duration
}

// reporterEvery is the interval between progress lines.
const reporterEvery = 2 * time.Second

func newReporter(e *env, lines bool, total int, what string, exp float64) *reporter {
	if lines {
		return &reporter{w: e.stderr, what: what, total: total, exp: exp, start: time.Now()}
	}
	if bar := newProgress(e, total, what); bar != nil {
		return &reporter{bar: bar}
	}
	return nil
}

// update is the library's Progress callback.
func (r *reporter) update(done int) {
	switch {
	case r == nil:
		return
	case r.bar != nil:
		r.bar.update(done)
		return
	}
	now := time.Now()
	if !r.last.IsZero() && now.Sub(r.last) < reporterEvery {
		return
	}
	r.last = now
	el := now.Sub(r.start)
	if r.total <= 0 { // unknown total: the count and the time
		fmt.Fprintf(r.w, "%s: %d, %s elapsed\n", r.what, done, el.Round(100*time.Millisecond))
		return
	}
	line := fmt.Sprintf("%s: %d/%d (%.0f%%), %s elapsed", r.what, done, r.total,
		100*float64(done)/float64(r.total), el.Round(100*time.Millisecond))
	if left, ok := r.left(done, el); ok {
		line += fmt.Sprintf(", about %s left", left.Round(time.Second))
	}
	fmt.Fprintln(r.w, line)
	r.prevDone, r.prevTime = done, el
}

// left estimates the time to reach total from done after el: cost grows as
// done^exp, with exp given or measured between the last two lines (kept
// between 1 and 2.5).
func (r *reporter) left(done int, el time.Duration) (time.Duration, bool) {
	if done <= 0 || done >= r.total || el <= 0 {
		return 0, false
	}
	a := r.exp
	if a == 0 {
		if r.prevDone <= 0 || float64(done) < 1.1*float64(r.prevDone) || r.prevTime <= 0 {
			return 0, false
		}
		a = math.Log(float64(el)/float64(r.prevTime)) / math.Log(float64(done)/float64(r.prevDone))
		a = min(max(a, 1), 2.5)
	}
	return time.Duration(float64(el) * (math.Pow(float64(r.total)/float64(done), a) - 1)), true
}

// note says what is going on when the count stands still (a phase that
// reports no progress): on the bar's line, or as a line at most every
// reporterEvery.
func (r *reporter) note(msg string) {
	switch {
	case r == nil:
	case r.bar != nil:
		fmt.Fprintf(r.bar.w, "\r\033[K%s", msg)
		r.bar.drawn = true
	default:
		now := time.Now()
		if !r.last.IsZero() && now.Sub(r.last) < reporterEvery {
			return
		}
		r.last = now
		fmt.Fprintln(r.w, msg)
	}
}

// done erases the bar.
func (r *reporter) done() {
	if r != nil && r.bar != nil {
		r.bar.done()
	}
}
