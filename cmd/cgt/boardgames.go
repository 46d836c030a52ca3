package main

import (
	"fmt"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/board"
	"github.com/cgtgo/cgt/internal/boardgames"
	"github.com/cgtgo/cgt/internal/boardtext"
	"github.com/cgtgo/cgt/serve"
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
	if p, ok := boardtext.Start(g); ok {
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
// finished or not (serve.OpenBoard): a position of a tier whose file is
// not there is refused as not solved, with the command that solves it, and
// a tier file that is not a file, or is missing, is named with the command
// that solves it again (tierFileError). Safe for concurrent use.
type boardTables struct {
	redo string // the command that solves the game into its directory
	src  serve.Source
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
	redo := boardSolve(e, v, dir)
	src, err := serve.OpenBoard(g, dir, &serve.BoardOptions{Solve: redo})
	if err != nil {
		return nil, tierFileError(err, redo)
	}
	return &boardTables{redo: redo, src: src}, nil
}

func (b *boardTables) Close() error     { return b.src.Close() }
func (b *boardTables) info() sourceInfo { return b.src.Info() }

// query answers for a position: its value and every move, best first,
// each with the cells it changes.
func (b *boardTables) query(pos string) (queryResult, error) {
	res, err := b.src.Query(pos)
	if err != nil {
		return res, tierFileError(err, b.redo)
	}
	return res, nil
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
	return [2]string{name, andList(who)}
}

// andList writes names as "a, b and c".
func andList(names []string) string {
	if k := len(names); k > 1 {
		names = append(names[:k-2:k-2], names[k-2]+" and "+names[k-1])
	}
	return strings.Join(names, ", ")
}

// tieredNames lists the games solved tier by tier: connect4, morris and
// every board game.
func tieredNames() []string {
	names := []string{"connect4", "morris"}
	for _, bg := range boardgames.Games() {
		names = append(names, bg.Name)
	}
	return names
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

// statsNames lists the games that take --stats: morris, the board games
// with statistics, and the games solved to a table.
func statsNames() string {
	names := []string{"morris"}
	for _, bg := range boardgames.Games() {
		if bg.Stats != nil {
			names = append(names, bg.Name)
		}
	}
	return andList(append(names, "the games solved to a table (-o FILE)"))
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
