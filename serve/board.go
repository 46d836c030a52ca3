package serve

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strconv"
	"strings"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/board"
	"github.com/cgtgo/cgt/internal/boardtext"
	"github.com/cgtgo/cgt/table"
	"github.com/cgtgo/cgt/tier"
)

// BoardOptions are the options of OpenBoard; nil takes the defaults.
type BoardOptions struct {
	// Solve says how to solve the tiers the directory lacks, in the
	// errors that name them: "cgt solve mills --tiers m5" (cgt serve's).
	// Empty: the errors name the tiers only.
	Solve string
}

// boardSource answers queries from the tier files of a board game's
// solve, finished or not: a position of a tier whose file is not there is
// refused as not solved. Safe for concurrent use.
type boardSource struct {
	dir   string
	g     board.Game
	solve string // BoardOptions.Solve
	there []bool // there[t]: tier t's file is in dir
	held  []int  // the tiers there, in increasing order
	ts    *tier.Tables[board.Pos]
}

// OpenBoard opens the tier files in dir of a solve of g (tier.Solve of g
// into tier.Dir(dir), named g.Name()), finished or not, as a Source: its
// Info describes g's board (BoardInfo, from g's Spec), so that the page
// draws it, and starts at g's start (its first Start) where its tier is
// solved, else at the first position of the highest tier solved; Query
// reads a position as g's Parse does ("start": g's start), and answers
// with its value from its tier's file and each move's, best first, named
// by g's MoveName, with the cells it changes. The files are read by
// random access, each opened on first use, never loaded whole. Errors
// name the files by their path under dir, as given; Info's File is dir.
//
// OpenBoard checks what it can without reading the files whole: dir
// must hold at least one of g's tiers; a tier below one that is there
// (one its moves lead to: a solve writes a tier after them) must be
// there; and the lowest tier there must be g's, by its file's header
// (else the error wraps table.ErrMismatch). A position of a tier dir
// lacks is answered with an error wrapping ErrUnsolved, naming the tiers
// dir holds and opt's Solve.
func OpenBoard(g board.Game, dir string, opt *BoardOptions) (Source, error) {
	b := &boardSource{dir: dir, g: g, there: make([]bool, g.Tiers())}
	if opt != nil {
		b.solve = opt.Solve
	}
	for t := range b.there {
		fi, err := os.Stat(tier.Path(dir, t))
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err == nil && fi.IsDir() {
			err = &fs.PathError{Op: "open", Path: tier.Path(dir, t), Err: errors.New("is a directory")}
		}
		if err != nil {
			return nil, err
		}
		b.there[t] = true
		b.held = append(b.held, t)
	}
	n := g.Name()
	if len(b.held) == 0 {
		return nil, fmt.Errorf("%s holds none of the tiers of %s%s", dir, n.Game, b.solving(" (want the DIR of %s)"))
	}
	for _, t := range b.held {
		for _, c := range g.ChildTiers(t) {
			if !b.there[c] {
				return nil, fmt.Errorf("%s is missing, though tier %d, solved from it, is there%s", tier.Path(dir, c), t, b.solving(": %s solves it again"))
			}
		}
	}
	if err := checkHeader(g, dir, b.held[0]); err != nil {
		return nil, err
	}
	b.ts = tier.Open[board.Pos](g, tier.Dir(dir), n)
	return b, nil
}

// checkHeader checks that the file of tier t in dir is g's.
func checkHeader(g board.Game, dir string, t int) error {
	tb, err := table.Open(tier.Path(dir, t))
	if err != nil {
		return err
	}
	h := tb.Header()
	tb.Close()
	n := g.Name()
	want := table.Header{Game: n.Game, Params: fmt.Sprintf("%s tier %d", n.Params, t), Slots: g.TierSize(t)}
	if h != want {
		return fmt.Errorf("%w: %s is %q %q with %d slots, but tier %d of %s is %q with %d", table.ErrMismatch, tier.Path(dir, t), h.Game, h.Params, h.Slots, t, n.Game, want.Params, want.Slots)
	}
	return nil
}

// solving writes format with the source's Solve, or nothing without one.
func (b *boardSource) solving(format string) string {
	if b.solve == "" {
		return ""
	}
	return fmt.Sprintf(format, b.solve)
}

func (b *boardSource) Close() error { return b.ts.Close() }

// title names the game served: its name in the tier files and their
// parameters.
func (b *boardSource) title() string {
	n := b.g.Name()
	return strings.Join(strings.Fields(n.Game+" "+n.Params), " ")
}

func (b *boardSource) Info() Info {
	n := b.g.Name()
	return Info{Game: n.Game, Params: strings.TrimSpace(n.Params), File: b.dir, Start: b.start(), Board: boardInfo(b.g)}
}

// start returns the position the page begins with: the game's start when
// its tier is solved, else the first position of the highest tier solved.
func (b *boardSource) start() string {
	if p, ok := boardtext.Start(b.g); ok && b.there[b.g.Tier(p)] {
		return b.g.Text(p, 0)
	}
	return b.g.Text(b.g.TierPosition(b.held[len(b.held)-1], 0), 0)
}

// parse reads a position: "start" or the game's text (board.Game.Parse).
func (b *boardSource) parse(s string) (board.Pos, int, error) {
	if strings.TrimSpace(s) == "start" {
		p, ok := boardtext.Start(b.g)
		if !ok {
			return p, 0, fmt.Errorf("%s has no start among its positions: give a position, as %s", b.title(), b.start())
		}
		return p, 0, nil
	}
	return b.g.Parse(s)
}

// lookup returns the value of p from its tier's file, or an error
// wrapping ErrUnsolved if the file is not there.
func (b *boardSource) lookup(p board.Pos) (cgt.Outcome, int, error) {
	if t := b.g.Tier(p); t >= 0 && !b.there[t] {
		return cgt.Unknown, -1, fmt.Errorf("%w: %s is in tier %d {%s}, which %s does not hold (it holds tiers %s of the %d)%s",
			ErrUnsolved, b.g.Text(p, 0), t, boardtext.Label(b.g, p.Shape()), b.dir, spans(b.held), b.g.Tiers(), b.solving(": %s solves it"))
	}
	return b.ts.Lookup(p)
}

// Query answers for a position: its value and every move, best first,
// each with the cells it changes.
func (b *boardSource) Query(pos string) (Answer, error) {
	p, player, err := b.parse(pos)
	if err != nil {
		return Answer{}, err
	}
	o, r, err := b.lookup(p)
	if err != nil {
		return Answer{}, err
	}
	g := b.g
	text := g.Text(p, player)
	res := Answer{Game: b.title(), Position: text, Outcome: o.String(), Remoteness: r, Moves: []Move{}}
	if _, res.Over = g.Terminal(p); res.Over {
		return res, nil
	}
	moves := g.Moves(nil, p)
	if len(moves) == 0 {
		res.Over = true // no move: lost
		return res, nil
	}
	ranked, err := RankMoves(moves, b.lookup)
	if err != nil {
		return Answer{}, Failed(err)
	}
	for _, m := range ranked {
		to := g.Text(m.To, 1-player)
		res.Moves = append(res.Moves, Move{Move: g.MoveName(p, m.To), To: to, Outcome: m.Outcome.String(), Remoteness: m.Remoteness, Cells: g.Changes(p, m.To)})
	}
	return res, nil
}

// boardInfo describes g's board as the page reads it: its layout with
// the defaults filled in (board.Game.Layout: a grid's rows and cell
// names), its kinds and players, and the names of its counters.
func boardInfo(g board.Game) *BoardInfo {
	sp, l := g.Spec(), g.Layout()
	out := &BoardInfo{Points: l.Points, Lines: l.Lines, Rows: l.Rows, Names: l.Names, Kinds: sp.Kinds, Players: sp.Players}
	if len(l.Points) == 0 {
		out.Width, out.Height = l.Width, l.Height
	}
	for i := range g.Counters() {
		// The counters a change of player exchanges are the players'.
		if len(sp.OffSwap) == 2 && sp.OffSwap[0] == 1 && i < 2 {
			out.Counters = append(out.Counters, sp.Players[i:i+1])
		} else {
			out.Counters = append(out.Counters, strconv.Itoa(i+1))
		}
	}
	return out
}

// spans writes increasing numbers as runs: "0-24, 27".
func spans(ts []int) string {
	var parts []string
	for i := 0; i < len(ts); {
		j := i
		for j+1 < len(ts) && ts[j+1] == ts[j]+1 {
			j++
		}
		if j > i {
			parts = append(parts, fmt.Sprintf("%d-%d", ts[i], ts[j]))
		} else {
			parts = append(parts, strconv.Itoa(ts[i]))
		}
		i = j + 1
	}
	return strings.Join(parts, ", ")
}
