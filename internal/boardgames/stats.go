package boardgames

import (
	"errors"
	"fmt"
	"runtime"
	"sync"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/board"
	"github.com/cgtgo/cgt/internal/boardtext"
	"github.com/cgtgo/cgt/table"
	"github.com/cgtgo/cgt/tier"
)

// Stats is a table of statistics of a solved game: a row for each part
// of the game, a number for each column.
type Stats struct {
	Note    string   `json:"note,omitempty"` // what the numbers count
	Columns []string `json:"columns"`
	Rows    []Row    `json:"rows"`
}

// Row is a row of Stats.
type Row struct {
	Name   string  `json:"name"`
	Values []int64 `json:"values"`
}

// shapeColumns are the columns of ShapeStats.
var shapeColumns = []string{"classes", "boards", "win", "loss", "tie", "draw", "longest"}

// ShapeStats returns a Stats function that counts, for each shape of the
// game (the pieces of each kind on the board, the counters off it, the
// player to move), its classes (tier slots), its boards (every
// arrangement: each class weighted by its orbit size, cgt.Orbits'
// OrbitSize, so that a row's boards are the multinomial count of its
// arrangements), the boards by outcome for the player to move, and the
// longest remoteness. label names a shape's row ("" leaves it out); nil
// names it by Label. The values are read from the tier files, a block at
// a time, the tiers shared among workers goroutines; each class's orbit
// costs a pass over the symmetries.
func ShapeStats(label func(g board.Game, s board.Shape) string) func(board.Game, tier.Storage, int) (*Stats, error) {
	if label == nil {
		label = Label
	}
	return func(g board.Game, st tier.Storage, workers int) (*Stats, error) {
		type job struct{ t, k int }
		var jobs []job
		var rows []Row
		for t := range g.Tiers() {
			shapes, _ := g.TierShapes(t)
			for k := range shapes {
				jobs = append(jobs, job{t, k})
				rows = append(rows, Row{Name: label(g, shapes[k]), Values: make([]int64, len(shapeColumns))})
			}
		}
		if workers < 1 {
			workers = runtime.GOMAXPROCS(0)
		}
		var (
			mu    sync.Mutex
			first error
			next  int
			wg    sync.WaitGroup
		)
		for range min(workers, len(jobs)) {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for {
					mu.Lock()
					i := next
					next++
					stop := first != nil
					mu.Unlock()
					if stop || i >= len(jobs) {
						return
					}
					if rows[i].Name == "" {
						continue
					}
					err := countShape(g, st, jobs[i].t, jobs[i].k, rows[i].Values)
					if err != nil {
						mu.Lock()
						first = firstErr(first, err)
						mu.Unlock()
					}
				}
			}()
		}
		wg.Wait()
		if first != nil {
			return nil, first
		}
		note := "each shape (pieces of each kind on the board, " + map[bool]string{true: "counters off it, ", false: ""}[g.Counters() > 0] +
			"the player to move): its classes of the board's symmetries, its boards (every arrangement, each class weighted by its size) and those boards by outcome for the player to move, and its longest remoteness"
		if sp := g.Spec(); sp.Swap != nil {
			note += fmt.Sprintf("; the game is written from the side of the player to move, and its shapes as when %c moves", sp.Players[0])
		}
		out := &Stats{Columns: shapeColumns, Note: note}
		for _, r := range rows {
			if r.Name != "" {
				out.Rows = append(out.Rows, r)
			}
		}
		return out, nil
	}
}

func firstErr(a, b error) error {
	if a != nil {
		return a
	}
	return b
}

// countShape adds up the row of shape k of tier t (shapeColumns) from the
// tier's file.
func countShape(g board.Game, st tier.Storage, t, k int, row []int64) error {
	shapes, lo := g.TierShapes(t)
	s := shapes[k]
	x, _ := g.ShapeIndex(s)
	f, err := st.Open(tier.FileName(t))
	if err != nil {
		return err
	}
	defer f.Close()
	tb, err := table.NewReader(f, f.Size())
	if err != nil {
		return fmt.Errorf("%s: %w", tier.FileName(t), err)
	}
	n := g.Name()
	if h := tb.Header(); h.Game != n.Game || h.Params != fmt.Sprintf("%s tier %d", n.Params, t) || h.Slots != g.TierSize(t) {
		return fmt.Errorf("%w: %s holds %q %q of %d positions, not tier %d of %q %q", table.ErrMismatch, tier.FileName(t), h.Game, h.Params, h.Slots, t, n.Game, n.Params)
	}
	const chunk = 1 << 14
	buf := make([]table.Entry, chunk)
	sc := x.Scan(0)
	for at := lo[k]; at < lo[k+1]; at += chunk {
		e := buf[:min(chunk, lo[k+1]-at)]
		if err := tb.ReadEntries(e, at); err != nil {
			return err
		}
		for _, v := range e {
			p := board.Pos{Sets: sc.Next(), Off: s.Off, Turn: s.Turn}
			w := int64(g.OrbitSize(p))
			o, r := cgt.Outcome(v>>13), int64(v&(1<<13-1))
			row[0]++
			row[1] += w
			switch o {
			case cgt.Win:
				row[2] += w
			case cgt.Loss:
				row[3] += w
			case cgt.Tie:
				row[4] += w
			case cgt.Draw:
				row[5] += w
			default:
				return errors.New(tier.FileName(t) + ": a position not solved")
			}
			if o != cgt.Draw {
				row[6] = max(row[6], r)
			}
		}
	}
	return nil
}

// Label names a shape by the letters of its kinds with their counts, the
// counters off the board and, for a game whose positions carry the player
// to move, that player (boardtext.Label): "W3 B4 +2,1".
func Label(g board.Game, s board.Shape) string { return boardtext.Label(g, s) }
