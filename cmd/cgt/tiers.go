package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"runtime/debug"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/games/connect4"
	"github.com/cgtgo/cgt/table"
	"github.com/cgtgo/cgt/tier"
)

// tieredSummary is what cgt solve --tiers reports.
type tieredSummary struct {
	Game      string         `json:"game"`
	Board     string         `json:"board"`
	Dir       string         `json:"dir"`
	Tiers     int            `json:"tiers"`
	Resumed   int            `json:"resumed"` // tiers found solved already
	Positions int            `json:"positions"`
	Largest   int            `json:"largest_tier"`
	Outcomes  map[string]int `json:"outcomes"`
	Start     *valueJSON     `json:"start"`
	Bytes     int64          `json:"bytes"`
	Seconds   float64        `json:"seconds"`
	// PeakRSS is the most memory the process held, in bytes (its peak
	// resident set, VmHWM; Linux only): within --job-mem + 16 MiB.
	PeakRSS int64 `json:"peak_rss,omitempty"`
}

// parseBoard reads "WxH" for Connect Four.
func parseBoard(s string) (w, h int, err error) {
	a, b, ok := strings.Cut(strings.ToLower(s), "x")
	if ok {
		w, err = strconv.Atoi(a)
		if err == nil {
			h, err = strconv.Atoi(b)
		}
	}
	if !ok || err != nil || w < 1 || h < 1 {
		return 0, 0, fmt.Errorf("bad board %s: want WxH, as 5x4", cgt.QuoteInput(s))
	}
	if w*(h+1) > 64 || w > 9 {
		return 0, 0, fmt.Errorf("board %s too large: want W ≤ 9 and W·(H+1) ≤ 64", s)
	}
	return w, h, nil
}

// memSlack is what a tiered solve's process holds besides its job's
// budget, which holds the values, the buffers and the collector's room
// (package tier): the runtime's own memory (its metadata, the goroutines'
// stacks), about 4 to 6 MiB. The process's peak resident memory is then
// within --job-mem + 16 MiB, the code of the command included (about 10
// MiB of it is resident).
const memSlack = 6 << 20

// minJobMem is the smallest --job-mem: below it the process's own memory
// (memSlack, the code) is most of what it holds.
const minJobMem = 8 << 20

// chooseJobMem returns the budget of a solve of g whose --job-mem was not
// given, and the tier that sets it (−1 for the default):
// tier.DefaultJobMem (1 GiB), or the largest need of a tier solved whole
// (tier.JobNeed, with the workers and compression of opt), in whole MiB,
// if that is more. A need over DefaultJobMem that does not fit avail, the
// memory the machine has available (0: unknown), with slack, what the
// process holds besides, is refused at once.
func chooseJobMem[P comparable](g tier.Game[P], opt tier.Options, slack, avail int64) (int64, int, error) {
	need, top := int64(0), -1
	for t := range g.Tiers() {
		n, err := tier.JobNeed(g, t, &opt)
		if err != nil {
			return 0, -1, failure(err)
		}
		if n > need {
			need, top = n, t
		}
	}
	if need <= tier.DefaultJobMem {
		return tier.DefaultJobMem, -1, nil
	}
	need = (need + 1<<20 - 1) &^ (1<<20 - 1)
	if avail > 0 && need+slack > avail {
		return 0, -1, failure(fmt.Errorf("the solve needs a job budget (--job-mem) of %s for tier %d, which is solved whole, and the process holds %s besides; this machine has %s available: free memory, run it where there is more, or give --job-mem to try anyway",
			mib(need), top, mib(slack), mib(avail)))
	}
	return need, top, nil
}

// mib writes a number of bytes in MiB, rounded up, as --job-mem takes it.
func mib(n int64) string { return fmt.Sprintf("%dMiB", (n+1<<20-1)>>20) }

// memAvailable returns the memory the system can give a new process
// without swapping (MemAvailable in /proc/meminfo), or 0 where there is
// none to read.
func memAvailable() int64 {
	return procKB("/proc/meminfo", "MemAvailable:")
}

// tierFileError rewords err where it is that of a tier file that is not
// a file (a directory, a symbolic link that leads back to itself) or is
// missing, to say what is wrong with the file and how to mend it: redo is
// the command that then solves its tier again. Other errors are returned
// as they are. The error still wraps err (a file that cannot be read:
// exit status 1).
func tierFileError(err error, redo string) error {
	var pe *fs.PathError
	if !errors.As(err, &pe) {
		return err
	}
	fi, serr := os.Stat(pe.Path)
	switch {
	case errors.Is(err, syscall.ELOOP):
		return &shownError{fmt.Sprintf("%s is a symbolic link that leads back to itself (%v), not a tier file: remove the link, then %s solves its tier again", pe.Path, pe.Err, redo), err}
	case serr == nil && fi.IsDir():
		return &shownError{fmt.Sprintf("%s is a directory, not a tier file: move it out of the way, then %s solves its tier again", pe.Path, redo), err}
	case errors.Is(err, fs.ErrNotExist):
		return &shownError{fmt.Sprintf("%s is missing: %s solves its tier again", pe.Path, redo), err}
	}
	return err
}

// tierTotals adds up the statistics of the tiers of a solve.
type tierTotals struct {
	positions, largest, resumed int
	bytes                       int64
	counts                      [cgt.Win + 1]int
}

// outcomes returns the counts by outcome, as the summaries write them.
func (t *tierTotals) outcomes() map[string]int {
	m := map[string]int{}
	for o := cgt.Loss; o <= cgt.Win; o++ {
		if t.counts[o] > 0 {
			m[o.String()] = t.counts[o]
		}
	}
	return m
}

// runTiers runs tier.Solve on g into dir with a progress bar and, when
// lines is set, a line per finished tier on standard error (label names
// a tier), under a soft memory limit of the job's budget plus slack (what
// the process holds besides: memSlack, and the game's own tables), and
// returns the statistics and their totals.
func runTiers[P comparable](e *env, g tier.Game[P], dir string, name tier.Name, opt tier.Options, lines bool, slack int64, label func(t int) string, redo string) ([]tier.TierStats, tierTotals, error) {
	var tot tierTotals
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, tot, failure(err)
	}
	var bar *progress
	last := time.Now()
	clock := &phaseClock{e: e, on: lines}
	opt.Phase = func(t int, name string) {
		if bar != nil && name != "" && lines {
			bar.done() // the phase's line goes under the bar
			bar = nil
		}
		clock.begin("  "+label(t), name)
	}
	opt.Progress = func(p tier.Progress) {
		if !p.Done {
			if bar == nil {
				bar = newProgress(e, p.Slots, "positions of "+label(p.Tier))
			}
			bar.update(p.Solved)
			return
		}
		bar.done()
		bar = nil
		what := "solved"
		if p.Skipped {
			what = "already solved, checked"
		}
		if lines {
			fmt.Fprintf(e.stderr, "%s: %d positions %s in %.1fs\n", label(p.Tier), p.Slots, what, time.Since(last).Seconds())
		}
		last = time.Now()
	}
	if opt.JobMem == 0 {
		mem, top, err := chooseJobMem(g, opt, slack, memAvailable())
		if err != nil {
			return nil, tot, err
		}
		opt.JobMem = mem
		if lines && top >= 0 {
			fmt.Fprintf(e.stderr, "job budget (--job-mem): %s, what %s needs, solved whole\n", mib(mem), label(top))
		}
	}
	// The budget bounds what a tier's solve holds; a soft memory limit at
	// it plus what the process holds besides makes the collector keep the
	// heap within it rather than let it double (GOGC). A lower GOMEMLIMIT
	// stands.
	limit := opt.JobMem + slack
	if old := debug.SetMemoryLimit(-1); old < limit {
		limit = old
	}
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(limit))
	stats, err := tier.Solve[P](e.ctx, g, tier.Dir(dir), name, &opt)
	bar.done()
	if err != nil {
		var je *tier.JobMemError
		switch {
		case errors.Is(err, tier.ErrForeign):
			// Bad input: the directory is another solve's, whose files stay.
			return nil, tot, fmt.Errorf("%w: give --tiers a directory of its own (the files there are left as they are)", err)
		case errors.As(err, &je):
			return nil, tot, failure(fmt.Errorf("%w; give --job-mem %s or more", err, mib(je.Need)))
		case errors.Is(err, table.ErrCorrupt) || errors.Is(err, table.ErrMismatch):
			return nil, tot, failure(fmt.Errorf("%w (remove the file to solve its tier again)", err))
		}
		return nil, tot, failure(tierFileError(err, redo))
	}
	for _, st := range stats {
		tot.positions += st.Slots
		tot.largest = max(tot.largest, st.Slots)
		tot.bytes += st.Bytes
		if st.Skipped {
			tot.resumed++
		}
		for o, n := range st.Outcomes {
			tot.counts[o] += n
		}
	}
	return stats, tot, nil
}

// c4Solve is the command that solves (or finishes) Connect Four on board
// into dir.
func c4Solve(board, dir string) string {
	return fmt.Sprintf("cgt solve connect4 --board %s --tiers %s", board, dir)
}

// solveTiered runs cgt solve connect4 --board WxH --tiers DIR.
// A line per finished tier goes to standard error when lines is set (a
// terminal, or --progress).
func solveTiered(e *env, board, dir string, opt tier.Options, asJSON, lines bool) error {
	w, h, err := parseBoard(board)
	if err != nil {
		return err
	}
	c := connect4.NewTiered(w, h)
	name := tier.Name{Game: "connect4", Params: fmt.Sprintf("%dx%d", w, h)}
	t0 := time.Now()
	stats, tot, err := runTiers[connect4.Position](e, c, dir, name, opt, lines, memSlack, func(t int) string { return fmt.Sprintf("tier %d/%d", t, c.Tiers()-1) }, c4Solve(name.Params, dir))
	if err != nil {
		return err
	}
	sum := tieredSummary{Game: "connect4", Board: name.Params, Dir: dir, Tiers: len(stats), Resumed: tot.resumed,
		Positions: tot.positions, Largest: tot.largest, Bytes: tot.bytes, Outcomes: tot.outcomes()}
	counts := tot.counts
	ts := tier.Open[connect4.Position](c, tier.Dir(dir), name)
	defer ts.Close()
	o, r, err := ts.Lookup(c.Start())
	if err != nil {
		return failure(err)
	}
	sum.Start = &valueJSON{"start", o.String(), r}
	sum.Seconds = time.Since(t0).Seconds()
	sum.PeakRSS = peakRSS()
	if asJSON {
		return writeJSON(e.stdout, sum)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "connect4 %s: %d positions in %d tiers (largest %d) solved, %d bytes in %s\n",
		sum.Board, sum.Positions, sum.Tiers, sum.Largest, sum.Bytes, dir)
	if sum.Resumed > 0 {
		fmt.Fprintf(&b, "resumed: %d tiers were already solved\n", sum.Resumed)
	}
	fmt.Fprintf(&b, "start: %s in %d %s\n", o, r, plies(r))
	var parts []string
	for o := cgt.Loss; o <= cgt.Win; o++ {
		if counts[o] > 0 {
			parts = append(parts, fmt.Sprintf("%s %d", o, counts[o]))
		}
	}
	fmt.Fprintln(&b, strings.Join(parts, ", "))
	_, err = fmt.Fprint(e.stdout, b.String())
	return err
}

// hasTiers reports whether dir holds tier files of a tiered solve,
// finished or not (openC4 says which).
func hasTiers(dir string) bool {
	return len(tierFiles(dir)) > 0
}

// tierFiles lists the tiers whose files dir holds (tier.FileName), in
// increasing order.
func tierFiles(dir string) []int {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil
	}
	var ts []int
	for _, e := range ents {
		num, ok := strings.CutPrefix(e.Name(), "tier-")
		num, ok2 := strings.CutSuffix(num, ".cgt")
		if !ok || !ok2 || !e.Type().IsRegular() {
			continue
		}
		if t, err := strconv.Atoi(num); err == nil && t >= 0 && tier.FileName(t) == e.Name() {
			ts = append(ts, t)
		}
	}
	return ts // ReadDir sorts by name: by tier
}

// unfinished is the error of a directory that holds the tier files ts of a
// solve but not tier 0, which a solve writes last: which tiers it holds,
// and the command that finishes it.
func unfinished(dir string, ts []int) error {
	held := fmt.Sprintf("tier files %s", spans(ts))
	t, err := table.Open(tier.Path(dir, ts[len(ts)-1]))
	if err != nil {
		return fmt.Errorf("%s is an unfinished tiered solve: it holds %s but not tier 0, the start, which a solve writes last; finish it with cgt solve connect4 --board WxH --tiers %s", dir, held, dir)
	}
	h := t.Header()
	t.Close()
	board, _, _ := strings.Cut(h.Params, " tier ")
	w, hh, err := parseBoard(board)
	if h.Game != "connect4" || err != nil {
		return fmt.Errorf("%s is an unfinished solve of %q %q, which this command does not know: it holds %s but not tier 0", dir, h.Game, board, held)
	}
	return fmt.Errorf("%s is an unfinished solve of connect4 %s: it holds %d of its %d tiers (%s) but not tier 0, the start, which a solve writes last; finish it with: %s",
		dir, board, len(ts), connect4.NewTiered(w, hh).Tiers(), held, c4Solve(board, dir))
}

// spans writes increasing numbers as ranges: "0, 13-24".
func spans(ts []int) string {
	var b strings.Builder
	for i := 0; i < len(ts); {
		j := i
		for j+1 < len(ts) && ts[j+1] == ts[j]+1 {
			j++
		}
		if b.Len() > 0 {
			b.WriteString(", ")
		}
		if j > i {
			fmt.Fprintf(&b, "%d-%d", ts[i], ts[j])
		} else {
			fmt.Fprint(&b, ts[i])
		}
		i = j + 1
	}
	return b.String()
}

// isTierDir reports whether path is a directory of tier files.
func isTierDir(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && fi.IsDir()
}

// c4Tables answers queries from the tier files of a Connect Four solve
// (cgt solve --tiers). Positions are the columns played from the start,
// 1 … W, as "4453", or "start". Safe for concurrent use.
type c4Tables struct {
	dir   string
	board string // "WxH"
	w, h  int
	c     *connect4.Tiered
	ts    *tier.Tables[connect4.Position]
}

// openC4 opens the tier files in dir (reading the first tier's header).
func openC4(dir string) (*c4Tables, error) {
	t0, err := table.Open(tier.Path(dir, 0))
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			if ts := tierFiles(dir); len(ts) > 0 {
				return nil, unfinished(dir, ts)
			}
			return nil, fmt.Errorf("%s holds no tier files (want the DIR of cgt solve --tiers)", dir)
		}
		if errors.Is(err, table.ErrCorrupt) || errors.Is(err, table.ErrVersion) {
			return nil, err
		}
		return nil, failure(tierFileError(err, c4Solve("WxH", dir)))
	}
	h := t0.Header()
	t0.Close()
	board, ok := strings.CutSuffix(h.Params, " tier 0")
	if h.Game != "connect4" || !ok {
		return nil, fmt.Errorf("%s holds tiers of %q %q, which this command does not know", dir, h.Game, h.Params)
	}
	w, hh, err := parseBoard(board)
	if err != nil {
		return nil, err
	}
	c := connect4.NewTiered(w, hh)
	ts := tier.Open[connect4.Position](c, tier.Dir(dir), tier.Name{Game: "connect4", Params: board})
	return &c4Tables{dir: dir, board: board, w: w, h: hh, c: c, ts: ts}, nil
}

func (t *c4Tables) Close() error { return t.ts.Close() }

// play returns the position after the columns of moves ("4453", "start"
// or "" for the start), and the columns as shown ("" for the start).
func (t *c4Tables) play(moves string) (string, connect4.Position, error) {
	seq := strings.TrimSpace(moves)
	if seq == "start" {
		seq = ""
	}
	p, err := t.c.PlayColumns(seq)
	return seq, p, err
}

// query answers for the position after the columns of moves.
func (t *c4Tables) query(moves string) (queryResult, error) {
	res, _, err := t.answer(moves)
	return res, err
}

// answer is query, and the position it answered for.
func (t *c4Tables) answer(moves string) (queryResult, connect4.Position, error) {
	seq, p, err := t.play(moves)
	if err != nil {
		return queryResult{}, p, err
	}
	c := t.c
	show := seq
	if show == "" {
		show = "start"
	}
	o, r, err := t.ts.Lookup(p)
	if err != nil {
		return queryResult{}, p, failure(tierFileError(err, c4Solve(t.board, t.dir)))
	}
	res := queryResult{Game: "connect4 " + t.board, Position: show, Outcome: o.String(), Remoteness: r, Moves: []moveJSON{}}
	if _, res.Over = c.Terminal(p); res.Over {
		return res, p, nil
	}
	ranked, err := rankMoves(c.Moves(nil, p), t.ts.Lookup)
	if err != nil {
		return queryResult{}, p, tierFileError(err, c4Solve(t.board, t.dir))
	}
	for _, m := range ranked {
		col := strconv.Itoa(c.Column(p, m.To) + 1)
		res.Moves = append(res.Moves, moveJSON{Move: col, To: seq + col, Outcome: m.Outcome.String(), Remoteness: m.Remoteness})
	}
	return res, p, nil
}

// queryTiered answers cgt query DIR MOVES from the tier files in dir.
func queryTiered(e *env, dir, moves string, asJSON bool) error {
	t, err := openC4(dir)
	if err != nil {
		return err
	}
	defer t.Close()
	res, p, err := t.answer(moves)
	if err != nil {
		return err
	}
	if asJSON {
		return writeJSON(e.stdout, res)
	}
	r := res.Remoteness
	var b strings.Builder
	b.WriteString(t.c.Format(p))
	if res.Over {
		fmt.Fprintf(&b, "%s: play has ended: %s for the player to move\n", res.Position, res.Outcome)
	} else {
		fmt.Fprintf(&b, "%s: %s for the player to move, in %d %s\n", res.Position, res.Outcome, r, plies(r))
	}
	for _, m := range res.Moves {
		fmt.Fprintf(&b, "  column %-3s %-5s in %3d\n", m.Move, m.Outcome, m.Remoteness)
	}
	_, err = fmt.Fprint(e.stdout, b.String())
	return err
}

// peakRSS returns the peak resident memory of the process in bytes
// (VmHWM in /proc/self/status), or 0 where there is none to read.
func peakRSS() int64 {
	return procKB("/proc/self/status", "VmHWM:")
}

// procKB returns the value in bytes of the line of the file path (of
// /proc) that begins with key and ends in kB, or 0 where there is none.
func procKB(path, key string) int64 {
	b, err := os.ReadFile(path)
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, key); ok {
			kb, err := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")), 10, 64)
			if err == nil {
				return kb << 10
			}
		}
	}
	return 0
}
