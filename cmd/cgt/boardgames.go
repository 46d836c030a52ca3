package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/board"
	"github.com/cgtgo/cgt/internal/boardgames"
	"github.com/cgtgo/cgt/table"
	"github.com/cgtgo/cgt/tier"
)

// The board games (internal/boardgames: games written on package board)
// get cgt solve GAME [its flags] --tiers DIR, cgt query DIR and cgt serve
// DIR from their entry there, with no code of their own here.

// boardSummary is what cgt solve reports for a board game.
type boardSummary struct {
	Game      string            `json:"game"`   // the GAME of cgt solve ("mills")
	Flags     string            `json:"flags"`  // its flags ("--variant five")
	Name      string            `json:"name"`   // the game's name in its tier files ("mills-five")
	Params    string            `json:"params"` // and its parameters
	Dir       string            `json:"dir"`
	Tiers     int               `json:"tiers"`
	Resumed   int               `json:"resumed"` // tiers found solved already
	Positions int               `json:"positions"`
	Note      string            `json:"note"` // what Positions counts
	Largest   int               `json:"largest_tier"`
	Outcomes  map[string]int    `json:"outcomes"`
	Start     *valueJSON        `json:"start,omitempty"`
	Bytes     int64             `json:"bytes"`
	Seconds   float64           `json:"seconds"`
	PeakRSS   int64             `json:"peak_rss,omitempty"`
	Stats     *boardgames.Stats `json:"stats,omitempty"`
}

// boardSolve is the command that solves (or finishes) the board game e
// of the flags v into dir.
func boardSolve(e boardgames.Game, v boardgames.Values, dir string) string {
	return strings.Join(strings.Fields(fmt.Sprintf("cgt solve %s %s --tiers %s", e.Name, v.Args(e.Flags), dir)), " ")
}

// classesNote says what a board game's positions count.
func classesNote(g board.Game) string {
	if n := g.Board().Group().Len(); n > 1 {
		return fmt.Sprintf("classes of the board's %d symmetries, one position a class", n)
	}
	return "positions (the board has no symmetries)"
}

// tierLabel names tier t of g in progress lines: its number and its
// first shape.
func tierLabel(g board.Game, t int) string {
	shapes, _ := g.TierShapes(t)
	more := ""
	if len(shapes) > 1 {
		more = fmt.Sprintf(" and %d more shapes", len(shapes)-1)
	}
	return fmt.Sprintf("tier %d/%d {%s%s}", t, g.Tiers()-1, boardgames.Label(g, shapes[0]), more)
}

// heapHeld returns the bytes the heap holds now, after a collection: what
// a game's tables hold, measured after it is built.
func heapHeld() int64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return int64(m.HeapAlloc)
}

// solveBoard runs cgt solve GAME [its flags] --tiers DIR for the board
// game e with the flags v.
func solveBoard(env *env, e boardgames.Game, v boardgames.Values, dir string, opt tier.Options, asJSON, stats, lines bool) error {
	t0 := time.Now()
	g, err := e.New(v)
	if err != nil {
		return err
	}
	if e.OneMachine != nil {
		if err := e.OneMachine(g); err != nil {
			return failure(err)
		}
	}
	n := g.Name()
	// What the process holds besides the job's budget: the game's
	// tables (the numbering of its shapes) with the rest.
	slack := memSlack + heapHeld()
	all, tot, err := runTiers[board.Pos](env, g, dir, n, opt, lines, slack, func(t int) string { return tierLabel(g, t) }, boardSolve(e, v, dir))
	if err != nil {
		return err
	}
	sum := boardSummary{Game: e.Name, Flags: v.Args(e.Flags), Name: n.Game, Params: strings.TrimSpace(n.Params), Dir: dir,
		Tiers: len(all), Resumed: tot.resumed, Positions: tot.positions, Note: classesNote(g),
		Largest: tot.largest, Outcomes: tot.outcomes(), Bytes: tot.bytes}
	if p, ok := boardStart(g); ok {
		ts := tier.Open[board.Pos](g, tier.Dir(dir), n)
		o, r, err := ts.Lookup(p)
		ts.Close()
		if err != nil {
			return failure(err)
		}
		sum.Start = &valueJSON{g.Text(p, 0), o.String(), r}
	}
	if stats && e.Stats != nil {
		if sum.Stats, err = e.Stats(g, tier.Dir(dir), opt.Workers); err != nil {
			if damaged(err) {
				return err
			}
			return failure(err)
		}
	}
	sum.Seconds = time.Since(t0).Seconds()
	sum.PeakRSS = peakRSS()
	if asJSON {
		return writeJSON(env.stdout, sum)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %d positions (%s) in %d tiers (largest %d) solved, %d bytes in %s\n",
		strings.TrimSpace(e.Name+" "+sum.Flags), sum.Positions, sum.Note, sum.Tiers, sum.Largest, sum.Bytes, dir)
	if sum.Resumed > 0 {
		fmt.Fprintf(&b, "resumed: %d tiers were already solved\n", sum.Resumed)
	}
	if s := sum.Start; s != nil {
		fmt.Fprintf(&b, "start %s: %s\n", s.Position, describeValue(s.Outcome, s.Remoteness))
	}
	fmt.Fprintln(&b, countsLine(tot.counts[:]))
	fmt.Fprintf(&b, "%.1f s", sum.Seconds)
	if sum.PeakRSS > 0 {
		fmt.Fprintf(&b, ", peak memory %s", mib(sum.PeakRSS))
	}
	fmt.Fprintln(&b)
	if sum.Stats != nil {
		writeStats(&b, sum.Stats)
	}
	_, err = fmt.Fprint(env.stdout, b.String())
	return err
}

// boardStart returns the start of g, if g has one among its positions.
func boardStart(g board.Game) (board.Pos, bool) {
	st := g.Spec().Start
	if len(st) == 0 || g.Index(st[0]) < 0 {
		return board.Pos{}, false
	}
	return st[0], true
}

// describeValue writes an outcome for the player to move, with its
// remoteness but for a draw.
func describeValue(o string, r int) string {
	if r < 0 || o == cgt.Draw.String() {
		return o
	}
	return fmt.Sprintf("%s in %d %s", o, r, plies(r))
}

// countsLine writes counts by outcome: "Loss 3, Draw 5, Win 7".
func countsLine[N int | int64](counts []N) string {
	var parts []string
	for o := cgt.Loss; o <= cgt.Win; o++ {
		if int(o) < len(counts) && counts[o] > 0 {
			parts = append(parts, fmt.Sprintf("%s %d", o, counts[o]))
		}
	}
	return strings.Join(parts, ", ")
}

// writeStats writes the statistics of a game: the totals of the boards
// by outcome, if its columns count them, then a row each.
func writeStats(b *strings.Builder, s *boardgames.Stats) {
	col := map[string]int{}
	for i, c := range s.Columns {
		col[c] = i
	}
	if i, ok := col["boards"]; ok {
		var boards int64
		counts := make([]int64, cgt.Win+1)
		for _, r := range s.Rows {
			boards += r.Values[i]
			for o := cgt.Loss; o <= cgt.Win; o++ {
				if j, ok := col[strings.ToLower(o.String())]; ok {
					counts[o] += r.Values[j]
				}
			}
		}
		fmt.Fprintf(b, "boards (every arrangement, each class counted by its size): %d: %s\n", boards, countsLine(counts))
	}
	if s.Note != "" {
		fmt.Fprintf(b, "by %s:\n", s.Note)
	}
	width := len("shape")
	for _, r := range s.Rows {
		width = max(width, len(r.Name))
	}
	fmt.Fprintf(b, "%-*s", width, "shape")
	for _, c := range s.Columns {
		fmt.Fprintf(b, " %14s", c)
	}
	fmt.Fprintln(b)
	for _, r := range s.Rows {
		fmt.Fprintf(b, "%-*s", width, r.Name)
		for _, x := range r.Values {
			fmt.Fprintf(b, " %14d", x)
		}
		fmt.Fprintln(b)
	}
}

// boardTables answers queries from the tier files of a board game's solve,
// finished or not: a position of a tier whose file is not there is refused
// as not solved, with the command that solves it. Safe for concurrent use.
type boardTables struct {
	dir   string
	e     boardgames.Game
	v     boardgames.Values
	g     board.Game
	there []bool // there[t]: tier t's file is in dir
	held  []int  // the tiers there, in increasing order
	ts    *tier.Tables[board.Pos]
}

// tierName returns the name in the headers of the tier files in dir, read
// from the first one.
func tierName(dir string) (tier.Name, error) {
	ts := tierFiles(dir)
	if len(ts) == 0 {
		return tier.Name{}, fmt.Errorf("%s holds no tier files (want the DIR of cgt solve --tiers)", dir)
	}
	t, err := table.Open(tier.Path(dir, ts[0]))
	if err != nil {
		if damaged(err) {
			return tier.Name{}, err
		}
		return tier.Name{}, failure(err)
	}
	h := t.Header()
	t.Close()
	params, ok := strings.CutSuffix(h.Params, " tier "+strconv.Itoa(ts[0]))
	if !ok {
		return tier.Name{}, fmt.Errorf("%w: %s: its header says %q, not tier %d", table.ErrMismatch, tier.Path(dir, ts[0]), h.Params, ts[0])
	}
	return tier.Name{Game: h.Game, Params: params}, nil
}

// openBoard opens the tier files of a board game's solve in dir.
func openBoard(dir string) (*boardTables, error) {
	n, err := tierName(dir)
	if err != nil {
		return nil, err
	}
	e, v, g, err := boardgames.Open(n)
	if err != nil {
		return nil, fmt.Errorf("%s holds tiers of %q %q, which this command does not build: %w", dir, n.Game, n.Params, err)
	}
	return newBoardTables(dir, e, v, g)
}

// newBoardTables opens the tier files in dir of g, the game of entry e
// with the flags v.
func newBoardTables(dir string, e boardgames.Game, v boardgames.Values, g board.Game) (*boardTables, error) {
	n := g.Name()
	b := &boardTables{dir: dir, e: e, v: v, g: g, there: make([]bool, g.Tiers())}
	redo := boardSolve(e, v, dir)
	for t := range b.there {
		fi, err := os.Stat(tier.Path(dir, t))
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err == nil && fi.IsDir() {
			err = &fs.PathError{Op: "open", Path: tier.Path(dir, t), Err: errors.New("is a directory")}
		}
		if err != nil {
			return nil, tierFileError(err, redo)
		}
		b.there[t] = true
		b.held = append(b.held, t)
	}
	// A solve writes a tier after its child tiers: a child missing under
	// a tier that is there was removed.
	for _, t := range b.held {
		for _, c := range g.ChildTiers(t) {
			if !b.there[c] {
				return nil, fmt.Errorf("%s is missing, though tier %d, solved from it, is there: %s solves it again", tier.Path(dir, c), t, redo)
			}
		}
	}
	if len(b.held) == 0 {
		return nil, fmt.Errorf("%s holds none of the tiers of %s (want the DIR of %s)", dir, n.Game, redo)
	}
	b.ts = tier.Open[board.Pos](g, tier.Dir(dir), n)
	return b, nil
}

func (b *boardTables) Close() error { return b.ts.Close() }

// title names the game served: its name in the tier files and their
// parameters.
func (b *boardTables) title() string {
	n := b.g.Name()
	return strings.Join(strings.Fields(n.Game+" "+n.Params), " ")
}

func (b *boardTables) info() sourceInfo {
	n := b.g.Name()
	return sourceInfo{Game: n.Game, Params: strings.TrimSpace(n.Params), File: b.dir, Start: b.start(), Board: boardLayout(b.g)}
}

// start returns the position the page begins with: the game's start when
// its tier is solved, else the first position of the highest tier solved.
func (b *boardTables) start() string {
	if p, ok := boardStart(b.g); ok && b.there[b.g.Tier(p)] {
		return b.g.Text(p, 0)
	}
	return b.g.Text(b.g.TierPosition(b.held[len(b.held)-1], 0), 0)
}

// parse reads a position: "start" or the game's text (board.Game.Parse).
func (b *boardTables) parse(s string) (board.Pos, int, error) {
	if strings.TrimSpace(s) == "start" {
		p, ok := boardStart(b.g)
		if !ok {
			return p, 0, fmt.Errorf("%s has no start among its positions: give a position, as %s", b.title(), b.start())
		}
		return p, 0, nil
	}
	return b.g.Parse(s)
}

// lookup returns the value of p from its tier's file, or an error
// wrapping errUnsolved if the file is not there.
func (b *boardTables) lookup(p board.Pos) (cgt.Outcome, int, error) {
	if t := b.g.Tier(p); t >= 0 && !b.there[t] {
		return cgt.Unknown, -1, fmt.Errorf("%w: %s is in tier %d {%s}, which %s does not hold (it holds tiers %s of the %d): %s solves it",
			errUnsolved, b.g.Text(p, 0), t, boardgames.Label(b.g, p.Shape()), b.dir, spans(b.held), b.g.Tiers(), boardSolve(b.e, b.v, b.dir))
	}
	o, r, err := b.ts.Lookup(p)
	if err != nil {
		return o, r, tierFileError(err, boardSolve(b.e, b.v, b.dir))
	}
	return o, r, nil
}

// query answers for a position: its value and every move, best first,
// each with the cells it changes.
func (b *boardTables) query(pos string) (queryResult, error) {
	p, player, err := b.parse(pos)
	if err != nil {
		return queryResult{}, err
	}
	o, r, err := b.lookup(p)
	if err != nil {
		return queryResult{}, err
	}
	g := b.g
	text := g.Text(p, player)
	res := queryResult{Game: b.title(), Position: text, Outcome: o.String(), Remoteness: r, Moves: []moveJSON{}}
	if _, res.Over = g.Terminal(p); res.Over {
		return res, nil
	}
	moves := g.Moves(nil, p)
	if len(moves) == 0 {
		res.Over = true // no move: lost
		return res, nil
	}
	ranked, err := rankMoves(moves, b.lookup)
	if err != nil {
		return queryResult{}, err
	}
	for _, m := range ranked {
		to := g.Text(m.To, 1-player)
		res.Moves = append(res.Moves, moveJSON{Move: g.MoveName(p, m.To), To: to, Outcome: m.Outcome.String(), Remoteness: m.Remoteness, Cells: changedCells(text, to)})
	}
	return res, nil
}

// changedCells returns the cells whose contents differ between two
// positions' texts (board.Game.Text: the cells in order, rows separated
// by '/', then a space): the cells a move changes, colours as shown.
func changedCells(a, b string) []int {
	a, _, _ = strings.Cut(a, " ")
	b, _, _ = strings.Cut(b, " ")
	a, b = strings.ReplaceAll(a, "/", ""), strings.ReplaceAll(b, "/", "")
	var out []int
	for c := range min(len(a), len(b)) {
		if a[c] != b[c] {
			out = append(out, c)
		}
	}
	return out
}

// queryBoard answers cgt query DIR POSITION from the tier files of a
// board game.
func queryBoard(env *env, dir, pos string, asJSON bool) error {
	b, err := openBoard(dir)
	if err != nil {
		return err
	}
	defer b.Close()
	res, err := b.query(pos)
	if err != nil {
		return err
	}
	if asJSON {
		return writeJSON(env.stdout, res)
	}
	var w strings.Builder
	if res.Over {
		fmt.Fprintf(&w, "%s: play has ended: %s for the player to move\n", res.Position, res.Outcome)
	} else {
		fmt.Fprintf(&w, "%s: %s for the player to move\n", res.Position, describeValue(res.Outcome, res.Remoteness))
	}
	for _, m := range res.Moves {
		fmt.Fprintf(&w, "  %-12s %-16s %s\n", m.Move, describeValue(m.Outcome, m.Remoteness), m.To)
	}
	_, err = fmt.Fprint(env.stdout, w.String())
	return err
}

// boardJSON describes a board game's board to the page (GET /api/games),
// so that it draws any board game from it: a grid of Width × Height cells
// (cell r·Width + c in row r from the top), or Points (x and y in [0, 1],
// y down) joined by Lines; the letters of its kinds and players; the
// cells in each row of a position's text and their names; and the names
// of the counters written after the player to move.
type boardJSON struct {
	Width    int          `json:"width,omitempty"`
	Height   int          `json:"height,omitempty"`
	Points   [][2]float64 `json:"points,omitempty"`
	Lines    [][]int      `json:"lines,omitempty"`
	Rows     []int        `json:"rows"`
	Names    []string     `json:"names"`
	Kinds    string       `json:"kinds"`
	Players  string       `json:"players"`
	Counters []string     `json:"counters,omitempty"`
}

// boardLayout describes g's board (its Spec) as the page reads it. The
// rows and names a grid leaves out are a grid's, as board.Game.Text and
// MoveName make them.
func boardLayout(g board.Game) *boardJSON {
	sp := g.Spec()
	l := sp.Layout
	out := &boardJSON{Points: l.Points, Lines: l.Lines, Rows: l.Rows, Names: l.Names, Kinds: sp.Kinds, Players: sp.Players}
	grid := len(l.Points) == 0
	if grid {
		out.Width, out.Height = l.Width, l.Height
	}
	if out.Rows == nil && grid {
		for range l.Height {
			out.Rows = append(out.Rows, l.Width)
		}
	}
	if out.Names == nil && grid {
		for c := range sp.Cells {
			out.Names = append(out.Names, string(rune('a'+c%l.Width))+strconv.Itoa(l.Height-c/l.Width))
		}
	}
	for i := range boardgames.Counters(g) {
		// The counters a change of player exchanges are the players'.
		if len(sp.OffSwap) == 2 && sp.OffSwap[0] == 1 && i < 2 {
			out.Counters = append(out.Counters, sp.Players[i:i+1])
		} else {
			out.Counters = append(out.Counters, strconv.Itoa(i+1))
		}
	}
	return out
}

// flagRule pairs the flag name with what it applies to, for inapplicable:
// the board games that take it, and connect4 for --board and morris for
// --stones.
func flagRule(name string) [2]string {
	who := boardgames.Takers(name)
	switch name {
	case "board":
		who = append([]string{"connect4 (its board WxH)"}, who...)
	case "stones":
		who = append([]string{"morris (the stones on the board)"}, who...)
	}
	if k := len(who); k > 1 {
		who = append(who[:k-2:k-2], who[k-2]+" and "+who[k-1])
	}
	return [2]string{name, strings.Join(who, ", ")}
}

// boardRules returns the rules of inapplicable for the flags of board
// games (and --board, --stones) that bg does not take (none for the zero
// Game: every board game's flags but --board and --stones, which the
// other games' rules name), then more; and --stats where bg has no
// statistics.
func boardRules(bg boardgames.Game, more ...[2]string) [][2]string {
	var rules [][2]string
	names := boardgames.FlagNames()
	if bg.Name != "" {
		names = append([]string{"board", "stones"}, names...)
	}
	seen := map[string]bool{}
	for _, name := range names {
		if seen[name] || bg.Takes(name) || bg.Name == "" && (name == "board" || name == "stones") {
			continue
		}
		seen[name] = true
		rules = append(rules, flagRule(name))
	}
	for _, r := range more {
		if r[0] != "stats" || bg.Stats == nil {
			rules = append(rules, r)
		}
	}
	return rules
}

// boardStatsNames lists the board games with statistics (--stats).
func boardStatsNames() string {
	var names []string
	for _, bg := range boardgames.Games() {
		if bg.Stats != nil {
			names = append(names, bg.Name)
		}
	}
	return strings.Join(names, ", ")
}

// boardSolveHelp is the part of cgt solve's help on the board games,
// written from their entries.
func boardSolveHelp() string {
	var b strings.Builder
	b.WriteString(`
Board games, written as rules on package board: "cgt solve GAME [its
flags] --tiers DIR" solves every position of GAME tier by tier, as connect4
and morris are (resumable, --job-mem, --workers and --progress as above;
tiers whose moves stay inside them by retrograde analysis with draws). DIR
must be its own: the tier files name the game and its flags, and cgt query
DIR and cgt serve DIR read them back from there. It prints the positions
solved, which are classes of the board's symmetries (one position a class),
by outcome, the start's value, the bytes, the time and the peak memory;
--stats adds, for each shape (the pieces of each kind on the board, the
counters off it), its classes, its boards (every arrangement, each class
counted by its size) by outcome and its longest remoteness; --json carries
it all. The games and their flags:
`)
	for _, bg := range boardgames.Games() {
		fmt.Fprintf(&b, "\n  %s\n      %s\n", bg.Synopsis(), bg.About)
		for _, f := range bg.Flags {
			arg := ""
			if !f.Switch() {
				arg = " " + f.Arg
			}
			fmt.Fprintf(&b, "      --%s%s: %s\n", f.Name, arg, strings.ReplaceAll(f.Usage, "`", ""))
		}
	}
	b.WriteString(`
  $ cgt solve mills --variant five --stones 7 --tiers m5 --stats
  mills --variant five --stones 7: 101962 positions (classes of the board's 16 symmetries, one position a class) in 31 tiers (largest 50380) solved, 43812 bytes in m5
  Loss 45633, Draw 5318, Win 51011
  ...
`)
	return b.String()
}
