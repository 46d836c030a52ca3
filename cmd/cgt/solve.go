package main

import (
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/games/chess"
	"github.com/cgtgo/cgt/games/dobutsu"
	"github.com/cgtgo/cgt/games/tictactoe"
	"github.com/cgtgo/cgt/internal/boardgames"
	"github.com/cgtgo/cgt/serve"
	"github.com/cgtgo/cgt/table"
	"github.com/cgtgo/cgt/tier"
)

// tabled is a game that cgt solve can save and cgt query can read back:
// a Dense game with its name, parameters and notation.
type tabled interface {
	header() table.Header
	// solve solves the game and writes the table to path.
	solve(e *env, path string, workers int, compress, lines bool) (summary, error)
	// query answers for a position read from s, from t.
	query(t *table.Table, s string) (queryResult, error)
	// first is a position to begin with: the start, or for a game
	// without one (an ending) an example.
	first() string
}

// summary is what cgt solve reports.
type summary struct {
	Game          string           `json:"game"`
	File          string           `json:"file"`
	Positions     int              `json:"positions"`
	Note          string           `json:"note,omitempty"` // what Positions counts, if not obvious
	Outcomes      map[string]int   `json:"outcomes"`
	Start         *valueJSON       `json:"start,omitempty"`
	Remoteness    map[string][]int `json:"remoteness"`
	Bytes         int64            `json:"bytes"`
	MaxRemoteness int              `json:"maxRemoteness"`
	Seconds       float64          `json:"seconds"`
	stats         cgt.Stats
}

type valueJSON struct {
	Position   string `json:"position"`
	Outcome    string `json:"outcome"`
	Remoteness int    `json:"remoteness"`
}

// queryResult is the answer of cgt query --json and of cgt serve's API
// for a position, and moveJSON each of its moves: package serve's.
type (
	queryResult = serve.Answer
	moveJSON    = serve.Move
)

// tgame adapts a Dense game with a notation to tabled.
type tgame[P comparable] struct {
	name, params string
	game         cgt.Game[P]
	dense        cgt.Dense[P]
	starts       func() []P
	start        *P // the start position, if the game has one
	expect       int
	parse        func(string) (P, error)
	check        func(P) error // why a parsed position cannot occur, if the game can say
	note         string        // what the count of positions solved includes, if not obvious
	show         func(P) string
	move         func(p, q P) string
	example      string // a position to begin with when the game has no start
}

func (g *tgame[P]) first() string {
	if g.start != nil {
		return g.show(*g.start)
	}
	return g.example
}

func (g *tgame[P]) header() table.Header {
	return table.Header{Game: g.name, Params: g.params, Slots: g.dense.Size()}
}

func (g *tgame[P]) solve(e *env, path string, workers int, compress, lines bool) (summary, error) {
	t0 := time.Now()
	bar := newReporter(e, lines, g.expect, "positions found", 1)
	var found atomic.Int64
	clock := &phaseClock{e: e, on: lines}
	opt := &cgt.Options{Workers: workers, ProgressEvery: 1 << 16, Progress: func(n int) {
		found.Store(int64(n))
		bar.update(n)
	}, Phase: func(name string) { clock.begin("  "+g.name, name) }}
	stop := make(chan struct{})
	ticked := make(chan struct{})
	if bar != nil {
		// After the forward search the engine reports nothing until it is
		// done: say so, with the time spent.
		go func() {
			defer close(ticked)
			tick := time.NewTicker(time.Second)
			defer tick.Stop()
			last, quiet := int64(-1), 0
			for {
				select {
				case <-stop:
					return
				case <-tick.C:
				}
				if n := found.Load(); n != last {
					last, quiet = n, 0
					continue
				}
				if quiet++; quiet >= 2 {
					bar.note(fmt.Sprintf("retrograde analysis of %d positions… %s", last, time.Since(t0).Round(time.Second)))
				}
			}
		}()
	} else {
		close(ticked)
	}
	sol, err := cgt.SolveRetrograde(e.ctx, g.game, g.starts(), opt)
	close(stop)
	<-ticked
	bar.done()
	if err != nil {
		return summary{}, failure(err)
	}
	clock.begin("  "+g.name, "writing the table")
	bar = newReporter(e, lines, sol.Len(), "positions written", 1)
	err = table.WriteSolution(path, g.header(), sol, &table.Options{Compress: compress, Progress: bar.update, Workers: workers})
	bar.done()
	clock.begin("", "")
	if err != nil {
		return summary{}, failure(err)
	}
	fi, err := os.Stat(path)
	if err != nil {
		return summary{}, failure(err)
	}
	st := sol.Stats()
	sum := summary{Game: g.name, File: path, Positions: sol.Len(), Note: g.note, Outcomes: map[string]int{},
		Bytes: fi.Size(), MaxRemoteness: st.MaxRemoteness, Seconds: time.Since(t0).Seconds(), stats: st}
	for o := cgt.Loss; o <= cgt.Win; o++ {
		if st.Outcomes[o] > 0 {
			sum.Outcomes[o.String()] = st.Outcomes[o]
		}
	}
	sum.Remoteness = map[string][]int{}
	for o := cgt.Loss; o <= cgt.Win; o++ {
		if len(st.Remoteness[o]) > 0 {
			sum.Remoteness[o.String()] = st.Remoteness[o]
		}
	}
	if g.start != nil {
		sum.Start = &valueJSON{g.show(*g.start), sol.Outcome(*g.start).String(), sol.Remoteness(*g.start)}
	}
	return sum, nil
}

func (g *tgame[P]) query(t *table.Table, s string) (queryResult, error) {
	p, err := g.parse(s)
	if err != nil {
		return queryResult{}, err
	}
	sym, _ := g.game.(cgt.Symmetric[P]) // the table holds representatives only
	lookup := func(p P) (cgt.Outcome, int, error) {
		if sym != nil {
			p = sym.Canonical(p)
		}
		i := g.dense.Index(p)
		if i < 0 || i >= g.dense.Size() {
			return cgt.Unknown, -1, nil
		}
		return t.Lookup(i)
	}
	o, r, err := lookup(p)
	if err != nil {
		return queryResult{}, failure(err)
	}
	if o == cgt.Unknown {
		if g.check != nil {
			if err := g.check(p); err != nil {
				return queryResult{}, err
			}
		}
		if g.start != nil {
			return queryResult{}, fmt.Errorf("position %s is not in the table: it cannot be reached from the start", g.show(p))
		}
		return queryResult{}, fmt.Errorf("position %s is not in the table", g.show(p))
	}
	res := queryResult{Game: g.name, Position: g.show(p), Outcome: o.String(), Remoteness: r, Moves: []moveJSON{}}
	if _, res.Over = g.game.Terminal(p); res.Over {
		return res, nil
	}
	ranked, err := rankMoves(g.game.Moves(nil, p), lookup)
	if err != nil {
		return queryResult{}, err
	}
	for _, m := range ranked {
		res.Moves = append(res.Moves, moveJSON{Move: g.move(p, m.To), To: g.show(m.To), Outcome: m.Outcome.String(), Remoteness: m.Remoteness})
	}
	return res, nil
}

// rankMoves gives each of moves (the positions they lead to) its value for
// the mover from lookup of the position reached, best first
// (serve.RankMoves); an error of lookup is a failure (exit status 1).
func rankMoves[P comparable](moves []P, lookup func(P) (cgt.Outcome, int, error)) ([]cgt.Ranked[P], error) {
	ranked, err := serve.RankMoves(moves, lookup)
	if err != nil {
		return nil, failure(err)
	}
	return ranked, nil
}

// denseTTT numbers tic-tac-toe boards by their 18 bits, so that a solved
// tic-tac-toe can be saved as a table (5,478 of the 2¹⁸ slots are solved).
type denseTTT struct{ tictactoe.Game }

func (denseTTT) Size() int                      { return 1 << 18 }
func (denseTTT) Index(b tictactoe.Board) int    { return int(b) }
func (denseTTT) Position(i int) tictactoe.Board { return tictactoe.Board(i) }

// tabledGames lists the games cgt solve knows, by name.
func tabledGames() map[string]func() tabled {
	endgame := func(name string, queen bool) func() tabled {
		return func() tabled {
			g := chess.Endgame{}
			if queen {
				g.Piece = chess.Queen
			}
			legal := g.Legal() // listed once: on 16 cores each listing is a tenth of the solve
			return &tgame[chess.Position]{
				name: name, params: "8x8", game: g, dense: g,
				starts: func() []chess.Position { return legal }, expect: len(legal),
				parse: func(s string) (chess.Position, error) { return parseEndgame(s, queen) },
				check: g.Check,
				note: fmt.Sprintf("%d legal positions, and %d with bare kings after Black takes the %v: play ends level",
					len(legal), chess.BareKings, g.Piece),
				show:    func(p chess.Position) string { return endgameString(p, queen) },
				move:    func(p, q chess.Position) string { return endgameMove(p, q, queen) },
				example: map[bool]string{false: "Ke1 Ra1 ke8 w", true: "Ke1 Qa1 ke8 w"}[queen],
			}
		}
	}
	return map[string]func() tabled{
		"dobutsu": func() tabled {
			g := dobutsu.New()
			start := dobutsu.Start()
			return &tgame[dobutsu.Position]{
				// One position per mirror pair (dobutsu.Game.Canonical):
				// the parameter says so to any reader of the file.
				name: "dobutsu", params: "mirror", game: g, dense: g,
				starts: func() []dobutsu.Position { return []dobutsu.Position{start} },
				start:  &start, expect: 246_803_167,
				parse: func(s string) (dobutsu.Position, error) {
					if s == "start" {
						return start, nil
					}
					return dobutsu.Parse(s)
				},
				show: dobutsu.Position.String,
				move: dobutsu.MoveString,
			}
		},
		"ttt": func() tabled {
			var empty tictactoe.Board
			return &tgame[tictactoe.Board]{
				name: "ttt", game: denseTTT{}, dense: denseTTT{},
				starts: func() []tictactoe.Board { return []tictactoe.Board{0} },
				start:  &empty, expect: 5478,
				parse: tictactoe.Parse,
				show:  tictactoe.Board.String,
				move: func(p, q tictactoe.Board) string {
					return fmt.Sprint(tttCell(p, q))
				},
			}
		},
		"krk": endgame("krk", false),
		"kqk": endgame("kqk", true),
	}
}

func gameNames() string {
	var names []string
	for n := range tabledGames() {
		names = append(names, n)
	}
	slices.Sort(names)
	return strings.Join(names, ", ")
}

// solveHelp is the help of cgt solve.
const solveHelp = `
Solves GAME (dobutsu, ttt, krk or kqk) by retrograde analysis, every position
reachable from the start (or every legal position of an ending), and saves
the outcome and remoteness of each to FILE, a table that "cgt query" reads
without loading it. The file is written under a temporary name in FILE's
directory (.FILE.tmp and digits) and renamed when complete: an interrupted
solve leaves no FILE behind, and the temporary file that a killed solve
leaves (kill -9) is removed by the next write of FILE. A FILE that is
replaced keeps its permissions. FILE's directory must exist, and a FILE
that exists and is not a regular file (a symbolic link, a device) is
refused before the solve starts, unless --force says to replace it (the
link itself, not what it points to). Dobutsu shogi
has 493,573,042 positions reachable from the start, 246,803,167 up to the
left-right mirror (the published count): the solve and the table hold one
position per mirror pair (the table's parameter says "mirror"), and a query
looks a position up by its representative.

examples:
  $ cgt solve ttt -o ttt.tab
  ttt: 5478 positions solved, 4974 bytes in ttt.tab
  start: Tie in 9 plies
  Loss 1574, Tie 1068, Win 2836

  $ cgt solve dobutsu -o dobutsu.tab

Tiered: "cgt solve connect4 --board WxH --tiers DIR" solves Connect Four on
a W×H board one tier (number of stones) at a time, from the full board
down, writing DIR/tier-00016.cgt … tier-00000.cgt, one checksummed table per
tier. On a terminal, or with --progress anywhere, it prints a line per
finished tier on standard error; otherwise only the summary. Run again after an
interruption, it checks the finished tiers and goes on from there. Before
it writes anything it checks DIR: a directory that holds the tiers of
another game or board is refused at once and left as it is (give each
solve a directory of its own), and so is a damaged tier file (remove it:
its tier is solved again). While
it runs it holds DIR/.tier.lock, which names its process: a second solve
into DIR refuses at once; the lock ends with the process, however it ends
(one killed leaves the file, which the next solve takes over). Only a
tier and the tier below it are in memory at once, within --job-mem with
the buffers: a larger tier is solved a slice at a time, reading only the
ranges of the tier below that the slice's moves reach (see docs/cluster.md).
The process peaks within --job-mem + 16 MiB (--json's peak_rss says how
much it held, on Linux).

  $ cgt solve connect4 --board 4x4 --tiers c4-4x4
  connect4 4x4: 201755 positions in 17 tiers (largest 34320) solved, 52914 bytes in c4-4x4
  start: Tie in 16 plies
  Loss 47947, Tie 96871, Win 56937

"cgt solve morris --tiers DIR [--stones N | --stones-each K]
[--placements]" solves the midgame and endgame of Nine Men's Morris
(every position without stones in hand) in tiers of equal stone counts
whose slides stay inside them, fewest stones first,
writing DIR/tier-00000.cgt on; --stones N solves the positions of at most N
stones on the board (6 … 18, the whole midgame by default), the first tiers
of the whole solve, so a later run with more stones goes on from them. Each
tier is solved whole, in 2 bytes a position of it and of the child
positions it reads, and 12 MiB of lists a worker, which must fit --job-mem:
every tier's need is computed before the first is solved, and a --job-mem
too small is refused at once with the --job-mem that fits. Without
--job-mem the budget is that need when it is over 1GiB (the whole
midgame: 4,443 MiB with 2 workers), refused at once if the machine has
not that much memory available (MemAvailable). With --stats
it prints each subspace w-b (w stones of the player to move, b of the
other) by outcome, over every arrangement of the stones, one per class of
the 16 symmetries, and its longest remoteness.

"cgt solve morris --tiers DIR --placements" solves the whole game: the
midgame, then the placements (every position with stones in hand, in 270
sectors of its stone counts on the board and in hand), whose every move
leaves its sector, solved by slices within --job-mem over the midgame's
tables; it prints the start's outcome and remoteness, and with --stats
each sector's counts. cgt query and cgt serve then answer every position
from the tables, the start too; without the placements they search them
over the midgame (the start: about half an hour). The placements are not
the default: they need the whole midgame (--stones cuts it short), and
for Nine Men's Morris they add 1.8·10¹⁰ positions, twice the midgame's:
2.9 hours of CPU on top of its 1 h 47 min, about 1 h 31 min of wall time
on 2 cores (docs/morris.md), so a DIR of the midgame alone stays a run of its own,
which --placements later resumes. --stones-each K (3 … 9) solves the game
of K stones for each player, its midgame and with --placements its
placements (4 each: a few seconds; for tests and small machines). See
docs/morris.md.

  $ cgt solve morris --tiers m --stones 6 --stats
  morris, at most 6 stones on the board: 196724 positions in 2 tiers (largest 169626) solved, 62743 bytes in m
  Loss 55834, Draw 269, Win 140621
  subspace     positions           win          loss          draw  longest
  3-3             169626        140621         28736           269       26
`

func solveCommand() *command {
	return &command{
		name:    "solve",
		args:    "GAME -o FILE | connect4 --board WxH --tiers DIR | morris --tiers DIR [--stones N | --stones-each K] [--placements] | BOARDGAME [its flags] --tiers DIR",
		summary: "solve a game by retrograde analysis and save the solution to a table file",
		help:    solveHelp + boardSolveHelp(),
		setup: func(fs *flag.FlagSet) func(*env, []string) error {
			asJSON := jsonFlag(fs)
			out := fs.String("o", "", "the table `FILE` to write")
			force := forceFlag(fs)
			workers := fs.Int("workers", -1, "goroutines (negative: one per CPU)")
			compress := fs.Bool("compress", true, "compress the blocks of the table (DEFLATE level 6; docs/tables.md)")
			stats := fs.Bool("stats", false, "also print the counts of positions by outcome and remoteness")
			tiers := fs.String("tiers", "", "solve tier by tier into the `DIR` of tier files (connect4, morris, "+boardgames.Names()+"; resumable)")
			board := fs.String("board", "", "the board `WxH` of connect4, as 5x4 (or of a board game that takes --board)")
			lines := fs.Bool("progress", false, "print progress lines on standard error even when it is not a terminal (for scripts and logs): a line per finished tier, or every few seconds")
			stones := fs.Int("stones", 18, "morris: solve the positions with at most `N` stones on the board (6 … 18; 18 is the whole midgame); mills: at most N stones on the board and in hand")
			placements := fs.Bool("placements", false, "morris: solve the placements too (every position with stones in hand), as tiers over the whole midgame: the whole game, every position answered from the tables (not the default: for Nine Men's Morris they add twice the midgame's positions and 2.5–5 times its CPU)")
			each := fs.Int("stones-each", 0, "morris: solve the game of `K` stones for each player (3 … 9; 9 is Nine Men's Morris): its midgame, and with --placements its placements")
			profile := fs.String("cpuprofile", "", "write a CPU profile of the solve to `FILE` (go tool pprof reads it)")
			boardgames.Define(fs)
			jobMem := fs.String("job-mem", "", "with --tiers: the memory `SIZE` of the job that solves a tier, for its values, those of its children and its buffers (as 512MiB, 2GiB; at least 8MiB for the process to stay within SIZE + 16 MiB); a larger tier is solved a slice at a time, a tier solved whole (morris) must fit. Default: 1GiB, or the need of the tier solved whole that needs the most if that is more (the whole morris midgame: 4,443 MiB with 2 workers, 12 MiB more for each further one), when the machine has that much memory available")
			return func(e *env, args []string) error {
				if err := wantArgs(args, 1, "GAME"); err != nil {
					return err
				}
				if err := solveFlags(flagsSet(fs), args[0]); err != nil {
					return err
				}
				if *profile != "" {
					stop, err := startProfile(*profile)
					if err != nil {
						return err
					}
					defer stop()
				}
				// tierOpts checks the flags of a tiered solve and returns its
				// options.
				tierOpts := func() (tier.Options, error) {
					if *out != "" {
						return tier.Options{}, errors.New("-o does not go with --tiers: a tiered solve writes a file per tier into the --tiers DIR")
					}
					opt := tier.Options{Workers: *workers, Compress: *compress}
					if *jobMem == "" {
						return opt, nil // chosen by runTiers, from the tiers' needs
					}
					mem, err := tier.ParseSize(*jobMem)
					if err != nil {
						return opt, fmt.Errorf("--job-mem: %w", err)
					}
					if mem < minJobMem {
						return opt, fmt.Errorf("--job-mem %s: want at least 8MiB (the process holds about 16 MiB besides the job's budget)", *jobMem)
					}
					opt.JobMem = mem
					return opt, nil
				}
				if bg, ok := boardgames.Find(args[0]); ok {
					if *tiers == "" {
						return fmt.Errorf("%s is solved tier by tier: say --tiers DIR", args[0])
					}
					opt, err := tierOpts()
					if err != nil {
						return err
					}
					return solveBoard(e, bg, bg.Given(fs, flagsSet(fs)), *tiers, opt, *asJSON, *stats, *lines || e.tty)
				}
				if args[0] == "morris" {
					if *tiers == "" {
						return errors.New("morris is solved tier by tier: say --tiers DIR")
					}
					opt, err := tierOpts()
					if err != nil {
						return err
					}
					mg := morrisGame{stones: *stones, stonesSet: flagsSet(fs)["stones"], each: *each, placements: *placements}
					return solveMorris(e, *tiers, mg, opt, *asJSON, *stats, *lines || e.tty)
				}
				if args[0] == "connect4" {
					if *tiers == "" || *board == "" {
						return errors.New("connect4 is solved tier by tier: say --board WxH --tiers DIR")
					}
					opt, err := tierOpts()
					if err != nil {
						return err
					}
					return solveTiered(e, *board, *tiers, opt, *asJSON, *lines || e.tty)
				}
				mk, ok := tabledGames()[args[0]]
				if !ok {
					return fmt.Errorf("unknown game %s (want one of %s; or connect4, morris, %s with --tiers DIR)", cgt.QuoteInput(args[0]), gameNames(), boardgames.Names())
				}
				if *out == "" {
					return errors.New("say where to write the table: -o FILE")
				}
				// Before the solve, not after it: a refused target costs nothing.
				if err := checkOutputDir(*out); err != nil {
					return err
				}
				if err := checkOutput(*out, *force); err != nil {
					return err
				}
				sum, err := mk().solve(e, *out, *workers, *compress, *lines)
				if err != nil {
					return err
				}
				if *asJSON {
					return writeJSON(e.stdout, sum)
				}
				var w strings.Builder
				fmt.Fprintf(&w, "%s: %d positions solved, %d bytes in %s\n", sum.Game, sum.Positions, sum.Bytes, sum.File)
				if sum.Note != "" {
					fmt.Fprintf(&w, "(%s)\n", sum.Note)
				}
				if sum.Start != nil {
					fmt.Fprintf(&w, "start: %s in %d %s\n", sum.Start.Outcome, sum.Start.Remoteness, plies(sum.Start.Remoteness))
				}
				var parts []string
				for o := cgt.Loss; o <= cgt.Win; o++ {
					if n := sum.stats.Outcomes[o]; n > 0 {
						parts = append(parts, fmt.Sprintf("%s %d", o, n))
					}
				}
				fmt.Fprintln(&w, strings.Join(parts, ", "))
				if *stats {
					if err := sum.stats.WriteTable(&w); err != nil {
						return err
					}
				}
				_, err = fmt.Fprint(e.stdout, w.String())
				return err
			}
		},
	}
}

// solveFlags refuses the flags given (set) that do not apply to game:
// the flags of a tiered solve (--board, --stones, --job-mem, --tiers) for
// the games solved to a table, those of a table (--force; --stats, which
// connect4's summary has no table for) for a tiered solve, and each
// tiered game's flags for the other.
func solveFlags(set map[string]bool, game string) error {
	board := flagRule("board")
	stones := flagRule("stones")
	force := [2]string{"force", "-o FILE, which a tiered solve does not write"}
	stats := [2]string{"stats", statsNames()}
	morrisOnly := [][2]string{{"placements", "morris"}, {"stones-each", "morris"}}
	if bg, ok := boardgames.Find(game); ok {
		return inapplicable(set, game, append(boardRules(bg, force, stats), morrisOnly...)...)
	}
	others := append(boardRules(boardgames.Game{}), morrisOnly...)
	switch game {
	case "morris":
		return inapplicable(set, "morris", append([][2]string{board, force}, boardRules(boardgames.Game{})...)...)
	case "connect4":
		return inapplicable(set, "connect4", append([][2]string{stones, force, stats}, others...)...)
	}
	if _, ok := tabledGames()[game]; !ok {
		return nil // an unknown game: said below
	}
	return inapplicable(set, game+", which is solved whole to a table (-o FILE)", append([][2]string{board, stones,
		{"tiers", andList(tieredNames()) + ", solved tier by tier"},
		{"job-mem", "a tiered solve (" + strings.Join(tieredNames(), ", ") + ")"}}, others...)...)
}

// checkOutputDir returns an error if no file can be written in the
// directory of path, before a solve rather than after it: the directory is
// missing or not a directory (bad input: exit 2), or creating a file in it
// fails (exit 1; the file it tries is a temporary file of path, removed at
// once).
func checkOutputDir(path string) error {
	dir := filepath.Dir(path)
	fi, err := os.Stat(dir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return fmt.Errorf("-o %s: the directory %s does not exist", path, dir)
	case errors.Is(err, syscall.ENOTDIR) || err == nil && !fi.IsDir():
		return fmt.Errorf("-o %s: %s is not a directory", path, dir)
	case err != nil:
		return failure(err)
	}
	f, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp*")
	if err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return failure(fmt.Errorf("-o %s: cannot create a file in %s: %w", path, dir, err))
	}
	f.Close()
	// Another write of path may have taken it for a dead write's and
	// removed it already.
	if err := os.Remove(f.Name()); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return failure(err)
	}
	return nil
}

func queryCommand() *command {
	return &command{
		name:    "query",
		args:    "FILE|DIR POSITION",
		summary: "look a position up in a table written by cgt solve: outcome, remoteness, every move",
		help: `
Reads the table FILE written by "cgt solve" and prints the outcome and
remoteness of POSITION for the player to move, then every move with its
value for the mover, best first (win fast, tie fast, draw, lose slowly).
Only the blocks of the file that hold the answers are read.

Positions: dobutsu as "gle/.c./.C./ELG -" (rows from the far row to the
mover's home row, capitals for the side to move, then the hands) or
"start"; ttt as "X.O/.X./..." ; krk and kqk as "Ke1 Ra1 ke8 w" (Q for the
queen). The parts may be separate arguments. Given the DIR of a tiered
Connect Four solve, POSITION is the columns played from the start, 1 … W
("4453"), or "start". Given the DIR of a morris solve, POSITION is written
as morris.Format writes it: the points rank 7 to rank 1 (W, B or .), the
colour to move and, while stones are in hand, White's and Black's
("WW./.../.../B....B/.../.../B.W W", ".../.../.../....../.../.../... W 9 9"
or "start"). When DIR holds the placements (cgt solve morris --placements),
every position is answered from the tables, the start in milliseconds.
Else a position with stones in hand is answered by a search of the
placements over the tiers, with a table sized to the stones in hand:
1 MiB up to 8, twice as much for each stone more, 1 GiB (about 850 MB
resident) for the start's 18. The start needs the tiers of all 18 stones
and takes about half an hour on 2 cores (a search of the start and of
each of its 24 placements) unless DIR holds the placements; a
position with fewer stones in hand takes much less (10 in hand: about a
second).
Given the DIR of a board game's solve (cgt solve GAME [its flags] --tiers
DIR: mills, …), POSITION is written as the game writes it: its cells row
by row (a letter a piece, '.' an empty cell, rows separated by '/'), the
player to move and the counters off the board, as ".../.../..../.../...
W 5 5" for the start of Five Men's Morris, or "start"; a move is named by
the game, or by the cells it empties, '-', and the cells it fills. A
position of a tier the directory does not hold (a solve not finished) is
refused as not solved, with the command that solves it.

example:
  $ cgt query dobutsu.tab start
`,
		setup: func(fs *flag.FlagSet) func(*env, []string) error {
			asJSON := jsonFlag(fs)
			return func(e *env, args []string) error {
				if len(args) < 2 {
					return fmt.Errorf("want a table FILE and a POSITION")
				}
				if isTierDir(args[0]) {
					if boardgames.Of(tiersOf(args[0])) {
						return queryBoard(e, args[0], strings.Join(args[1:], " "), *asJSON)
					}
					if tiersOf(args[0]) == "morris" {
						return queryMorris(e, args[0], strings.Join(args[1:], " "), *asJSON)
					}
					return queryTiered(e, args[0], strings.Join(args[1:], ""), *asJSON)
				}
				t, err := openTable(args[0])
				if err != nil {
					return err
				}
				defer t.Close()
				res, err := t.query(strings.Join(args[1:], " "))
				if err != nil {
					return err
				}
				if *asJSON {
					return writeJSON(e.stdout, res)
				}
				var w strings.Builder
				if res.Over {
					fmt.Fprintf(&w, "%s: play has ended: %s for the player to move\n", res.Position, res.Outcome)
				} else if res.Remoteness >= 0 {
					fmt.Fprintf(&w, "%s: %s for the player to move, in %d %s\n", res.Position, res.Outcome, res.Remoteness, plies(res.Remoteness))
				} else {
					fmt.Fprintf(&w, "%s: %s for the player to move\n", res.Position, res.Outcome)
				}
				for _, m := range res.Moves {
					if m.Remoteness >= 0 {
						fmt.Fprintf(&w, "  %-10s %-5s in %3d   %s\n", m.Move, m.Outcome, m.Remoteness, m.To)
					} else {
						fmt.Fprintf(&w, "  %-10s %-5s          %s\n", m.Move, m.Outcome, m.To)
					}
				}
				_, err = fmt.Fprint(e.stdout, w.String())
				return err
			}
		},
	}
}
