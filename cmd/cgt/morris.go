package main

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"math/bits"
	"os"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/games/morris"
	"github.com/cgtgo/cgt/table"
	"github.com/cgtgo/cgt/tier"
)

// morrisName names the tier files of cgt solve morris: the same for every
// --stones, whose tiers are the first ones of the whole solve.
var morrisName = tier.Name{Game: "morris", Params: "standard"}

// subspaceJSON is the line of a midgame subspace in cgt solve morris
// --stats: its positions (symmetry classes, reachable or not) by outcome
// for the player to move, and the longest remoteness.
type subspaceJSON struct {
	Subspace   string `json:"subspace"` // "w-b": stones of the player to move, of the other
	Positions  int    `json:"positions"`
	Win        int    `json:"win"`
	Loss       int    `json:"loss"`
	Draw       int    `json:"draw"`
	Remoteness int    `json:"max_remoteness"`
}

// morrisSummary is what cgt solve morris reports.
type morrisSummary struct {
	Game      string         `json:"game"`
	Stones    int            `json:"stones"`
	Dir       string         `json:"dir"`
	Tiers     int            `json:"tiers"`
	Resumed   int            `json:"resumed"`
	Positions int            `json:"positions"`
	Largest   int            `json:"largest_tier"`
	Outcomes  map[string]int `json:"outcomes"`
	Bytes     int64          `json:"bytes"`
	Seconds   float64        `json:"seconds"`
	Subspaces []subspaceJSON `json:"subspaces,omitempty"`
}

// morrisTableBytes is what morris.Midgame's tables of symmetry classes hold
// at most (the sets of every size, and the rank sets of the symmetric
// classes of every subspace), outside the jobs' budgets.
const morrisTableBytes = 160 << 20

// morrisSolve is the command that solves the morris tiers of at most
// stones stones into dir.
func morrisSolve(dir string, stones int) string {
	return fmt.Sprintf("cgt solve morris --tiers %s --stones %d", dir, stones)
}

// solveMorris runs cgt solve morris --tiers DIR [--stones N].
func solveMorris(e *env, dir string, stones int, opt tier.Options, asJSON, stats, lines bool) error {
	if stones < 6 || stones > 18 {
		return fmt.Errorf("--stones %d: want 6 … 18, the stones on the board of the positions to solve", stones)
	}
	g := morris.NewMidgame(stones)
	t0 := time.Now()
	all, tot, err := runTiers[morris.Position](e, g, dir, morrisName, opt, lines, memSlack+morrisTableBytes, func(t int) string {
		a, b := g.TierStones(t)
		return fmt.Sprintf("tier %d/%d {%d, %d}", t, g.Tiers()-1, a, b)
	}, morrisSolve(dir, stones))
	if err != nil {
		return err
	}
	sum := morrisSummary{Game: "morris", Stones: stones, Dir: dir, Tiers: len(all), Resumed: tot.resumed,
		Positions: tot.positions, Largest: tot.largest, Bytes: tot.bytes, Outcomes: tot.outcomes()}
	counts := tot.counts
	if stats {
		if sum.Subspaces, err = morrisSubspaces(g, dir); err != nil {
			return err
		}
	}
	sum.Seconds = time.Since(t0).Seconds()
	if asJSON {
		return writeJSON(e.stdout, sum)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "morris, at most %d stones on the board: %d positions in %d tiers (largest %d) solved, %d bytes in %s\n",
		stones, sum.Positions, sum.Tiers, sum.Largest, sum.Bytes, dir)
	if sum.Resumed > 0 {
		fmt.Fprintf(&b, "resumed: %d tiers were already solved\n", sum.Resumed)
	}
	var parts []string
	for o := cgt.Loss; o <= cgt.Win; o++ {
		if counts[o] > 0 {
			parts = append(parts, fmt.Sprintf("%s %d", o, counts[o]))
		}
	}
	fmt.Fprintln(&b, strings.Join(parts, ", "))
	if stats {
		fmt.Fprintf(&b, "%-8s %13s %13s %13s %13s %8s\n", "subspace", "positions", "win", "loss", "draw", "longest")
		for _, s := range sum.Subspaces {
			fmt.Fprintf(&b, "%-8s %13d %13d %13d %13d %8d\n", s.Subspace, s.Positions, s.Win, s.Loss, s.Draw, s.Remoteness)
		}
	}
	_, err = fmt.Fprint(e.stdout, b.String())
	return err
}

// morrisSubspaces returns the statistics of every midgame subspace of g
// (not the subspaces of two stones, all lost), from the tier files in dir,
// by the stones of the player to move, then of the other.
func morrisSubspaces(g *morris.Midgame, dir string) ([]subspaceJSON, error) {
	var out []subspaceJSON
	for t := range g.Tiers() {
		subs := g.Subspaces(t)
		cuts := []int{0}
		for _, s := range subs {
			cuts = append(cuts, s.Hi)
		}
		parts, err := tier.CheckParts[morris.Position](g, tier.Dir(dir), morrisName, t, cuts)
		if err != nil {
			if damaged(err) {
				return nil, err
			}
			return nil, failure(err)
		}
		for k, s := range subs {
			if s.M < 3 {
				continue
			}
			p := parts[k]
			out = append(out, subspaceJSON{fmt.Sprintf("%d-%d", s.M, s.O), p.Slots, p.Outcomes[cgt.Win], p.Outcomes[cgt.Loss], p.Outcomes[cgt.Draw], p.MaxRemote})
		}
	}
	slices.SortFunc(out, func(a, b subspaceJSON) int { return strings.Compare(a.Subspace, b.Subspace) })
	return out, nil
}

// searchTableBytes returns the size of the transposition table of the
// placements' search for a position with inHand stones in hand (both
// players' together): 1 GiB for the start (18), half as much for each
// stone fewer, at least 1 MiB. The search stores about twice as many
// positions for each ply of placements more: from the start, 18 plies, it
// stores 7.8 million (docs/morris.md; about 850 MB resident with this
// table); a query of an empty board with 8, 9 and 10 stones in hand (the
// position and its 24 moves) 11,800, 33,400 and 61,500 (measured on the
// tiers of 10 stones), so each table holds 2–4 entries per position
// stored. A larger table does not pay for so small a search: 10 in hand
// took 0.66 s with 4 MiB (5% more positions entered) and 4.9 s with 1 GiB
// (medians of 3 runs, interleaved, on the busy 2-core machine; the large
// table's cost is its allocation).
func searchTableBytes(inHand int) int {
	return max(1<<30>>max(18-inHand, 0), 1<<20)
}

// keepSearchBytes is the largest table cgt serve keeps from one query to
// the next: a larger one is dropped after its query (the next search of
// as many stones in hand makes a new one), so that a server does not hold
// a gigabyte for a question asked once.
const keepSearchBytes = 64 << 20

// errUnsolved is the error of a position whose tiers the directory does
// not hold: bad input (exit 2), naming the --stones that would solve it.
var errUnsolved = errors.New("not solved")

// tiersOf returns the game whose tier files dir holds, by the header of
// its first tier file ("" if none can be read): morris writes its tier 0
// first, connect4 last.
func tiersOf(dir string) string {
	ts := tierFiles(dir)
	if len(ts) == 0 {
		return ""
	}
	t, err := table.Open(tier.Path(dir, ts[0]))
	if err != nil {
		return ""
	}
	defer t.Close()
	return t.Header().Game
}

// morrisTables answers queries from the tier files of cgt solve morris:
// positions without stones in hand from their tier, the others by a
// search of the placements over the tiers (morris.Opening), which needs
// the tiers of as many stones as the position has on the board and in
// hand (all 18 for the start). Safe for concurrent use: searches take
// turns, and the search's table is kept from one to the next.
type morrisTables struct {
	dir    string
	g      *morris.Midgame // the numbering of all 18 stones
	stones int             // the tiers of at most this many stones are solved
	ts     *tier.Tables[morris.Position]
	mu     sync.Mutex
	op     *morris.Opening
	probe  func(morris.Position) (int32, bool, error) // op.Probe(), made on the first search
	// search is made for the first position with stones in hand, with a
	// table sized to them (searchTableBytes), and made again, larger, for
	// a position with more; searchBytes is its table's size.
	search      *cgt.Searcher[morris.Position, int32]
	searchBytes int
}

// openMorris opens the tier files of a morris solve in dir: its first
// tier must exist, and the tiers solved are the first ones of the whole
// solve (--stones).
func openMorris(dir string) (*morrisTables, error) {
	g := morris.NewMidgame(18)
	t := &morrisTables{dir: dir, g: g}
	// The tiers there: a file that cannot be read as one (a directory, a
	// link that loops) is named, not taken for a tier not solved.
	there := make([]bool, g.Tiers())
	top := -1
	var bad error
	for tr := range there {
		fi, err := os.Stat(tier.Path(dir, tr))
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err == nil && fi.IsDir() {
			err = &fs.PathError{Op: "open", Path: tier.Path(dir, tr), Err: errors.New("is a directory")}
		}
		if err != nil && bad == nil {
			bad = err
		}
		there[tr], top = err == nil, tr
	}
	if bad != nil {
		return nil, tierFileError(bad, morrisSolve(dir, stonesOf(top)))
	}
	// A solve writes a tier after its child tiers: a child missing under
	// a tier that is there was removed (an interrupted solve leaves tiers
	// missing above those it wrote, never below).
	for tr := range there {
		for _, c := range g.ChildTiers(tr) {
			if there[tr] && !there[c] {
				return nil, fmt.Errorf("%s is missing, though tier %d, solved from it, is there: %s solves it again", tier.Path(dir, c), tr, morrisSolve(dir, stonesOf(top)))
			}
		}
	}
	have := 0
	for have < len(there) && there[have] {
		have++
	}
	for n := 18; n >= 5; n-- {
		if morris.TierCount(n) <= have {
			t.stones = n
			break
		}
	}
	if have == 0 || t.stones < 6 {
		return nil, fmt.Errorf("%s holds no finished morris tiers (want the DIR of cgt solve morris --tiers DIR; run it to finish the solve)", dir)
	}
	t.ts = tier.Open[morris.Position](g, tier.Dir(dir), morrisName)
	t.op = morris.NewOpening(t.ts)
	return t, nil
}

// stonesOf returns the --stones whose solve holds tier tr of the whole
// midgame: the fewest stones whose tiers include it.
func stonesOf(tr int) int {
	for n := 6; n < 18; n++ {
		if tr < morris.TierCount(n) {
			return n
		}
	}
	return 18
}

func (t *morrisTables) Close() error { return t.ts.Close() }

func (t *morrisTables) info() sourceInfo {
	return sourceInfo{Game: "morris", Params: fmt.Sprintf("%d stones", t.stones), File: t.dir, Start: t.start()}
}

// start returns the position the page begins with and its Restart
// button returns to: one the tier files answer at once, the first position
// of the largest solved tier that play has not ended at (a partial solve,
// --stones below 18, cannot answer the placements' start: it needs all 18
// stones' tiers; a whole solve answers it by a search that takes about
// half an hour on 2 cores, past a request's time, so the page would open
// on an error). "start" is still answered, by cgt query and the API.
func (t *morrisTables) start() string {
	last := morris.TierCount(t.stones) - 1
	first := t.g.TierPosition(last, 0)
	for i := range min(t.g.TierSize(last), 1<<12) {
		p := t.g.TierPosition(last, i)
		if _, over := t.g.Terminal(p); !over && len(t.g.Moves(nil, p)) > 0 {
			first = p
			break
		}
	}
	return morris.Format(first, morris.White)
}

// parse reads a position: "start" or the text of morris.Parse.
func (t *morrisTables) parse(s string) (morris.Position, morris.Color, error) {
	if strings.TrimSpace(s) == "start" {
		return morris.Start(), morris.White, nil
	}
	return morris.Parse(s)
}

// lookup returns the outcome and remoteness of p: from its tier, or by a
// search of the placements.
func (t *morrisTables) lookup(p morris.Position) (cgt.Outcome, int, error) {
	if mh, oh := p.InHand(); mh == 0 && oh == 0 {
		if o, ended := t.g.Terminal(p); ended {
			return o, 0, nil
		}
		if n := bits.OnesCount32(p.Mover() | p.Other()); n > t.stones {
			return cgt.Unknown, -1, fmt.Errorf("%w: a position of %d stones: %s holds the tiers of at most %d (cgt solve morris --tiers %s --stones %d)", errUnsolved, n, t.dir, t.stones, t.dir, n)
		}
		return t.ts.Lookup(p)
	}
	mh, oh := p.InHand()
	if n := bits.OnesCount32(p.Mover()|p.Other()) + mh + oh; n > t.stones {
		return cgt.Unknown, -1, fmt.Errorf("%w: a position of %d stones on the board and in hand is searched over the tiers of as many stones: %s holds those of at most %d (cgt solve morris --tiers %s --stones %d)", errUnsolved, n, t.dir, t.stones, t.dir, n)
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if need := searchTableBytes(mh + oh); t.search == nil || t.searchBytes < need {
		t.search = nil // the old table can go before the new one is made
		if t.probe == nil {
			t.probe = t.op.Probe()
		}
		t.search = cgt.NewSearcher[morris.Position, int32](t.op, &cgt.Options{TableBytes: need})
		t.search.SetProbe(t.probe)
		t.searchBytes = need
	}
	m, err := t.search.Solve(context.Background(), p)
	if err != nil {
		return cgt.Unknown, -1, err
	}
	o, r := morris.Value(p, m)
	return o, r, nil
}

// query answers for a position: its outcome and remoteness and every move,
// best first.
func (t *morrisTables) query(pos string) (queryResult, error) {
	defer t.dropLargeSearch()
	p, c, err := t.parse(pos)
	if err != nil {
		return queryResult{}, err
	}
	o, r, err := t.lookup(p)
	if err != nil {
		return queryResult{}, err
	}
	res := queryResult{Game: "morris", Position: morris.Format(p, c), Outcome: o.String(), Remoteness: r, Moves: []moveJSON{}}
	if _, res.Over = t.g.Terminal(p); res.Over {
		return res, nil
	}
	moves := t.g.Moves(nil, p)
	if len(moves) == 0 {
		res.Over = true // blocked: lost
		return res, nil
	}
	ranked, err := rankMoves(moves, t.lookup)
	if err != nil {
		return queryResult{}, err
	}
	for _, m := range ranked {
		res.Moves = append(res.Moves, moveJSON{Move: morris.MoveName(p, m.To), To: morris.Format(m.To, c.Opponent()), Outcome: m.Outcome.String(), Remoteness: m.Remoteness})
	}
	return res, nil
}

// dropLargeSearch lets the search's table go if it is larger than
// keepSearchBytes.
func (t *morrisTables) dropLargeSearch() {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.searchBytes > keepSearchBytes {
		t.search, t.searchBytes = nil, 0
	}
}

// queryMorris answers cgt query DIR POSITION from the tier files of a
// morris solve.
func queryMorris(e *env, dir, pos string, asJSON bool) error {
	t, err := openMorris(dir)
	if err != nil {
		return err
	}
	defer t.Close()
	res, err := t.query(pos)
	if err != nil {
		if errors.Is(err, morris.ErrSyntax) || errors.Is(err, errUnsolved) {
			return err
		}
		if errors.Is(err, fs.ErrNotExist) || errors.Is(err, table.ErrCorrupt) {
			return err
		}
		return failure(err)
	}
	if asJSON {
		return writeJSON(e.stdout, res)
	}
	var b strings.Builder
	r := res.Remoteness
	switch {
	case res.Over:
		fmt.Fprintf(&b, "%s: play has ended: %s for the player to move\n", res.Position, res.Outcome)
	case res.Outcome == cgt.Draw.String():
		fmt.Fprintf(&b, "%s: %s for the player to move\n", res.Position, res.Outcome)
	default:
		fmt.Fprintf(&b, "%s: %s for the player to move, in %d %s\n", res.Position, res.Outcome, r, plies(r))
	}
	for _, m := range res.Moves {
		if m.Outcome == cgt.Draw.String() {
			fmt.Fprintf(&b, "  %-9s %-5s\n", m.Move, m.Outcome)
			continue
		}
		fmt.Fprintf(&b, "  %-9s %-5s in %3d\n", m.Move, m.Outcome, m.Remoteness)
	}
	_, err = fmt.Fprint(e.stdout, b.String())
	return err
}
