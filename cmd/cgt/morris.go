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

// morrisEachOf returns the stones each of the morris solve whose tier
// files' header parameters are params ("standard tier 3": 9), or false.
func morrisEachOf(params string) (int, bool) {
	name, _, ok := strings.Cut(params, " tier ")
	if !ok {
		return 0, false
	}
	for each := 3; each <= 9; each++ {
		if morris.TierName(each).Params == name {
			return each, true
		}
	}
	return 0, false
}

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

// sectorJSON is the line of a placement sector in cgt solve morris
// --placements --stats: its positions by outcome for the player to move,
// the longest remoteness, and the time its tier took (to solve it, or to
// check its file when it was solved before) and its file's size.
type sectorJSON struct {
	Sector     string  `json:"sector"`  // "m-o+mh-oh": stones of the player to move and of the other on the board, then in hand
	ToMove     string  `json:"to_move"` // "W" or "B"
	Tier       int     `json:"tier"`
	Positions  int     `json:"positions"`
	Win        int     `json:"win"`
	Loss       int     `json:"loss"`
	Draw       int     `json:"draw"`
	Remoteness int     `json:"max_remoteness"`
	Seconds    float64 `json:"seconds"`
	Resumed    bool    `json:"resumed,omitempty"`
	Bytes      int64   `json:"bytes"`
}

// morrisSummary is what cgt solve morris reports.
type morrisSummary struct {
	Game       string         `json:"game"`
	Stones     int            `json:"stones"`         // the most stones on the board of the midgame solved
	Each       int            `json:"each,omitempty"` // --stones-each, or 9 with --placements
	Placements bool           `json:"placements,omitempty"`
	Dir        string         `json:"dir"`
	Tiers      int            `json:"tiers"`
	Resumed    int            `json:"resumed"`
	Positions  int            `json:"positions"`
	Largest    int            `json:"largest_tier"`
	Outcomes   map[string]int `json:"outcomes"`
	Start      *valueJSON     `json:"start,omitempty"` // with --placements
	Bytes      int64          `json:"bytes"`
	Seconds    float64        `json:"seconds"`
	Subspaces  []subspaceJSON `json:"subspaces,omitempty"`
	Sectors    []sectorJSON   `json:"sectors,omitempty"`
}

// morrisTableBytes is what morris.Midgame's tables of symmetry classes hold
// at most (the sets of every size, and the rank sets of the symmetric
// classes of every subspace), outside the jobs' budgets; placeTableBytes
// what the numberings of the placement sectors add (the board package's
// classes of the sets of each size, 10 MB, and the rank sets of the
// symmetric classes of every sector).
const (
	morrisTableBytes = 160 << 20
	placeTableBytes  = 64 << 20
)

// morrisSolve is the command that solves the morris tiers of at most
// stones stones into dir.
func morrisSolve(dir string, stones int) string {
	return fmt.Sprintf("cgt solve morris --tiers %s --stones %d", dir, stones)
}

// morrisEachSolve is the command that solves the game of each stones for
// each player into dir, its placements too if placements is set.
func morrisEachSolve(dir string, each int, placements bool) string {
	cmd := fmt.Sprintf("cgt solve morris --tiers %s", dir)
	if each != 9 {
		cmd += fmt.Sprintf(" --stones-each %d", each)
	}
	if placements {
		cmd += " --placements"
	}
	return cmd
}

// morrisGame is what cgt solve morris solves: --stones N of the midgame
// of Nine Men's Morris, or the game of --stones-each K stones each, its
// placements too with --placements.
type morrisGame struct {
	stones     int  // --stones
	stonesSet  bool // --stones was given
	each       int  // --stones-each, 0 if not given
	placements bool
}

// check refuses the flags that do not go together.
func (m morrisGame) check() error {
	switch {
	case m.each != 0 && (m.each < 3 || m.each > 9):
		return fmt.Errorf("--stones-each %d: want 3 … 9, the stones of each player", m.each)
	case m.each != 0 && m.stonesSet:
		return errors.New("--stones and --stones-each do not go together: --stones N solves the first tiers of the midgame of Nine Men's Morris, --stones-each K the game of K stones for each player")
	case m.placements && m.stonesSet:
		return errors.New("--placements solves the placements over the whole midgame, which --stones cuts short: leave --stones out (or take --stones-each K, the game of K stones each)")
	case m.stones < 6 || m.stones > 18:
		return fmt.Errorf("--stones %d: want 6 … 18, the stones on the board of the positions to solve", m.stones)
	}
	return nil
}

// solveMorris runs cgt solve morris --tiers DIR [--stones N |
// --stones-each K] [--placements].
func solveMorris(e *env, dir string, mg morrisGame, opt tier.Options, asJSON, stats, lines bool) error {
	if err := mg.check(); err != nil {
		return err
	}
	each := mg.each
	if each == 0 {
		each = 9
	}
	var g tier.Game[morris.Position]
	var mid *morris.Midgame
	var whole *morris.Whole
	slack := int64(memSlack + morrisTableBytes)
	redo := morrisSolve(dir, mg.stones)
	switch {
	case mg.placements:
		whole = morris.NewWhole(each)
		g, mid = whole, whole.Midgame()
		slack += placeTableBytes
		redo = morrisEachSolve(dir, each, true)
	case mg.each != 0:
		mid = morris.NewMidgameEach(each)
		g = mid
		redo = morrisEachSolve(dir, each, false)
	default:
		mid = morris.NewMidgame(mg.stones)
		g = mid
	}
	name := morris.TierName(each)
	t0 := time.Now()
	all, tot, err := runTiers(e, g, dir, name, opt, lines, slack, func(t int) string {
		if t >= mid.Tiers() {
			sc, _ := whole.Sector(t)
			return fmt.Sprintf("tier %d/%d sector %v", t, g.Tiers()-1, sc)
		}
		a, b := mid.TierStones(t)
		return fmt.Sprintf("tier %d/%d {%d, %d}", t, g.Tiers()-1, a, b)
	}, redo)
	if err != nil {
		return err
	}
	sum := morrisSummary{Game: "morris", Stones: mid.Stones(), Each: mg.each, Placements: mg.placements, Dir: dir, Tiers: len(all), Resumed: tot.resumed,
		Positions: tot.positions, Largest: tot.largest, Bytes: tot.bytes, Outcomes: tot.outcomes()}
	if whole != nil {
		sum.Each = each
		ts := tier.Open(g, tier.Dir(dir), name)
		o, r, err := ts.Lookup(whole.Start())
		ts.Close()
		if err != nil {
			return failure(err)
		}
		sum.Start = &valueJSON{Position: morris.Format(whole.Start(), morris.White), Outcome: o.String(), Remoteness: r}
	}
	counts := tot.counts
	if stats {
		if sum.Subspaces, err = morrisSubspaces(mid, dir, name); err != nil {
			return err
		}
		if whole != nil {
			sum.Sectors = morrisSectors(whole, all)
		}
	}
	sum.Seconds = time.Since(t0).Seconds()
	if asJSON {
		return writeJSON(e.stdout, sum)
	}
	var b strings.Builder
	switch {
	case whole != nil:
		fmt.Fprintf(&b, "morris, %d stones each, placements and midgame: %d positions in %d tiers (largest %d) solved, %d bytes in %s\n",
			each, sum.Positions, sum.Tiers, sum.Largest, sum.Bytes, dir)
	case mg.each != 0:
		fmt.Fprintf(&b, "morris, the midgame of %d stones each: %d positions in %d tiers (largest %d) solved, %d bytes in %s\n",
			each, sum.Positions, sum.Tiers, sum.Largest, sum.Bytes, dir)
	default:
		fmt.Fprintf(&b, "morris, at most %d stones on the board: %d positions in %d tiers (largest %d) solved, %d bytes in %s\n",
			mg.stones, sum.Positions, sum.Tiers, sum.Largest, sum.Bytes, dir)
	}
	if sum.Resumed > 0 {
		fmt.Fprintf(&b, "resumed: %d tiers were already solved\n", sum.Resumed)
	}
	if sum.Start != nil {
		if sum.Start.Outcome == cgt.Draw.String() {
			fmt.Fprintf(&b, "start: %s\n", sum.Start.Outcome)
		} else {
			fmt.Fprintf(&b, "start: %s in %d %s\n", sum.Start.Outcome, sum.Start.Remoteness, plies(sum.Start.Remoteness))
		}
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
		if len(sum.Sectors) > 0 {
			fmt.Fprintf(&b, "%-11s %4s %13s %13s %13s %13s %8s %9s\n", "sector", "move", "positions", "win", "loss", "draw", "longest", "seconds")
			for _, s := range sum.Sectors {
				fmt.Fprintf(&b, "%-11s %4s %13d %13d %13d %13d %8d %9.1f\n", s.Sector, s.ToMove, s.Positions, s.Win, s.Loss, s.Draw, s.Remoteness, s.Seconds)
			}
		}
	}
	_, err = fmt.Fprint(e.stdout, b.String())
	return err
}

// morrisSectors returns the statistics of every placement sector of w, by
// stones in hand (most first, the start's sector first), from the
// statistics of the solve.
func morrisSectors(w *morris.Whole, stats []tier.TierStats) []sectorJSON {
	var out []sectorJSON
	for _, st := range stats {
		sc, ok := w.Sector(st.Tier)
		if !ok {
			continue
		}
		move := "W"
		if sc.MH != sc.OH {
			move = "B"
		}
		out = append(out, sectorJSON{Sector: sc.String(), ToMove: move, Tier: st.Tier, Positions: st.Slots,
			Win: st.Outcomes[cgt.Win], Loss: st.Outcomes[cgt.Loss], Draw: st.Outcomes[cgt.Draw], Remoteness: st.MaxRemote,
			Seconds: st.Elapsed.Seconds(), Resumed: st.Skipped, Bytes: st.Bytes})
	}
	slices.SortFunc(out, func(a, b sectorJSON) int { return b.Tier - a.Tier })
	return out
}

// morrisSubspaces returns the statistics of every midgame subspace of g
// (not the subspaces of two stones, all lost), from the tier files in dir,
// by the stones of the player to move, then of the other.
func morrisSubspaces(g *morris.Midgame, dir string, name tier.Name) ([]subspaceJSON, error) {
	var out []subspaceJSON
	for t := range g.Tiers() {
		subs := g.Subspaces(t)
		cuts := []int{0}
		for _, s := range subs {
			cuts = append(cuts, s.Hi)
		}
		parts, err := tier.CheckParts[morris.Position](g, tier.Dir(dir), name, t, cuts)
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
// every position whose tier the directory holds from its file (with
// --placements, every position of the game), the other positions with
// stones in hand by a search of the placements over the midgame's tiers
// (morris.Opening), which needs the tiers of as many stones as the
// position has on the board and in hand (all 18 for the start). Safe for
// concurrent use: searches take turns, and the search's table is kept
// from one to the next.
type morrisTables struct {
	dir    string
	each   int           // the stones of each player of the game solved
	w      *morris.Whole // the numbering of the whole game (its midgame numbered on first use)
	there  []bool        // the tiers whose files are there
	placed bool          // every tier is there: the whole game, placements too
	stones int           // the midgame's tiers of at most this many stones are solved
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

// morrisEachIn returns the stones each of the morris solve in dir, by the
// header of its first tier file.
func morrisEachIn(dir string) (int, error) {
	ts := tierFiles(dir)
	if len(ts) == 0 {
		return 0, fmt.Errorf("%s holds no finished morris tiers (want the DIR of cgt solve morris --tiers DIR; run it to finish the solve)", dir)
	}
	t, err := table.Open(tier.Path(dir, ts[0]))
	if err != nil {
		return 0, tierFileError(err, morrisEachSolve(dir, 9, false))
	}
	defer t.Close()
	h := t.Header()
	each, ok := morrisEachOf(h.Params)
	if !ok {
		return 0, fmt.Errorf("%s: a morris tier of %s, a solve this command does not know", tier.Path(dir, ts[0]), cgt.QuoteInput(h.Params))
	}
	return each, nil
}

// openMorris opens the tier files of a morris solve in dir: the midgame's
// first tiers must be there (of Nine Men's Morris, the tiers solved are
// the first ones of the whole midgame, --stones; of a game of fewer
// stones each, the whole midgame), and the placement sectors' tiers may.
func openMorris(dir string) (*morrisTables, error) {
	each, err := morrisEachIn(dir)
	if err != nil {
		return nil, err
	}
	w := morris.NewWhole(each)
	t := &morrisTables{dir: dir, each: each, w: w}
	nm := w.MidgameTiers()
	// The tiers there: a file that cannot be read as one (a directory, a
	// link that loops) is named, not taken for a tier not solved.
	there := make([]bool, w.Tiers())
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
	redo := morrisEachSolve(dir, each, top >= nm)
	if each == 9 && top < nm {
		redo = morrisSolve(dir, stonesOf(top))
	}
	if bad != nil {
		return nil, tierFileError(bad, redo)
	}
	// A solve writes a tier after its child tiers: a child missing under
	// a tier that is there was removed (an interrupted solve leaves tiers
	// missing above those it wrote, never below).
	for tr := range there {
		for _, c := range w.ChildTiers(tr) {
			if there[tr] && !there[c] {
				return nil, fmt.Errorf("%s is missing, though tier %d, solved from it, is there: %s solves it again", tier.Path(dir, c), tr, redo)
			}
		}
	}
	have := 0
	for have < nm && there[have] {
		have++
	}
	switch {
	case each < 9 && have < nm:
		return nil, fmt.Errorf("%s holds %d of the %d tiers of the midgame of %d stones each: %s finishes the solve", dir, have, nm, each, redo)
	case each < 9:
		t.stones = 2 * each
	default:
		for n := 18; n >= 5; n-- {
			if morris.TierCount(n) <= have {
				t.stones = n
				break
			}
		}
	}
	if have == 0 || t.stones < 6 {
		return nil, fmt.Errorf("%s holds no finished morris tiers (want the DIR of cgt solve morris --tiers DIR; run it to finish the solve)", dir)
	}
	t.there = there
	t.placed = !slices.Contains(there, false)
	if !t.placed {
		// Searches read the midgame's tiers: number it now, not in the
		// first query (the whole game's queries number only the sectors
		// they read).
		w.Midgame()
	}
	t.ts = tier.Open[morris.Position](w, tier.Dir(dir), morris.TierName(each))
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
	params := fmt.Sprintf("%d stones", t.stones)
	switch {
	case t.placed:
		params = fmt.Sprintf("%d stones each, placements and midgame", t.each)
	case t.each < 9:
		params = fmt.Sprintf("the midgame of %d stones each", t.each)
	}
	return sourceInfo{Game: "morris", Params: params, File: t.dir, Start: t.start()}
}

// start returns the position the page begins with and its Restart
// button returns to: one the tier files answer at once. With every tier
// there, placements too, the start; else the first position of the
// largest solved tier that play has not ended at (a partial solve,
// --stones below 18, cannot answer the placements' start: it needs all 18
// stones' tiers; a whole midgame answers it by a search that takes about
// half an hour on 2 cores, past a request's time, so the page would open
// on an error). "start" is still answered, by cgt query and the API.
func (t *morrisTables) start() string {
	if t.placed {
		if t.each == 9 {
			return "start"
		}
		return morris.Format(t.w.Start(), morris.White)
	}
	g := t.w.Midgame()
	last := t.w.MidgameTiers() - 1
	if t.each == 9 {
		last = morris.TierCount(t.stones) - 1
	}
	first := g.TierPosition(last, 0)
	for i := range min(g.TierSize(last), 1<<12) {
		p := g.TierPosition(last, i)
		if _, over := g.Terminal(p); !over && len(g.Moves(nil, p)) > 0 {
			first = p
			break
		}
	}
	return morris.Format(first, morris.White)
}

// parse reads a position: "start" (the start of the game solved) or the
// text of morris.Parse.
func (t *morrisTables) parse(s string) (morris.Position, morris.Color, error) {
	if strings.TrimSpace(s) == "start" {
		return t.w.Start(), morris.White, nil
	}
	return morris.Parse(s)
}

// lookup returns the outcome and remoteness of p: from its tier if the
// directory holds it, or by a search of the placements.
func (t *morrisTables) lookup(p morris.Position) (cgt.Outcome, int, error) {
	mh, oh := p.InHand()
	if t.each < 9 {
		for k, n := range [2]int{bits.OnesCount32(p.Mover()) + mh, bits.OnesCount32(p.Other()) + oh} {
			if n > t.each {
				return cgt.Unknown, -1, fmt.Errorf("%w: %s holds the game of %d stones each, and the player %s has %d", errUnsolved, t.dir, t.each, []string{"to move", "not to move"}[k], n)
			}
		}
	}
	if mh == 0 && oh == 0 {
		if o, ended := t.w.Terminal(p); ended {
			return o, 0, nil
		}
		if n := bits.OnesCount32(p.Mover() | p.Other()); n > t.stones {
			return cgt.Unknown, -1, fmt.Errorf("%w: a position of %d stones: %s holds the tiers of at most %d (cgt solve morris --tiers %s --stones %d)", errUnsolved, n, t.dir, t.stones, t.dir, n)
		}
		return t.ts.Lookup(p)
	}
	if tr := t.w.Tier(p); tr >= 0 && t.there[tr] {
		return t.ts.Lookup(p) // a placement sector solved
	}
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
	if _, res.Over = t.w.Terminal(p); res.Over {
		return res, nil
	}
	moves := t.w.Moves(nil, p)
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
