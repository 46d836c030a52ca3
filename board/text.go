package board

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/cgtgo/cgt"
)

// textForm is how a game's positions are written: the rows of cells, the
// names of the cells, the letters of kinds and players.
type textForm struct {
	rows    []int
	names   []string
	kinds   string
	players string
	swap    []int // nil: the positions carry the player to move
	offSwap []int
	off     int // the counters written
}

func newTextForm(sp *Spec) (textForm, error) {
	f := textForm{kinds: sp.Kinds, players: sp.Players, swap: sp.Swap, offSwap: sp.OffSwap}
	bad := func(format string, a ...any) (textForm, error) {
		return f, fmt.Errorf("board: %s: %s", sp.Name, fmt.Sprintf(format, a...))
	}
	if len(f.players) != 2 || !isASCII(f.players) || !isASCII(f.kinds) {
		return bad("players %q: want two letters (and the kinds one letter each)", f.players)
	}
	if sp.Cells < 1 || sp.Cells > MaxCells {
		return bad("%d cells: want 1 … %d", sp.Cells, MaxCells)
	}
	l := sp.Layout
	grid := len(l.Points) == 0
	switch {
	case grid && l.Width*l.Height != sp.Cells:
		return bad("a grid of %d×%d for %d cells", l.Width, l.Height, sp.Cells)
	case !grid && len(l.Points) != sp.Cells:
		return bad("%d points for %d cells", len(l.Points), sp.Cells)
	}
	f.rows = l.Rows
	if f.rows == nil && grid {
		for range l.Height {
			f.rows = append(f.rows, l.Width)
		}
	}
	sum := 0
	for _, r := range f.rows {
		sum += r
	}
	if sum != sp.Cells || len(f.rows) == 0 {
		return bad("rows %v for %d cells", f.rows, sp.Cells)
	}
	f.names = l.Names
	if f.names == nil && grid {
		for c := range sp.Cells {
			f.names = append(f.names, string(rune('a'+c%l.Width))+strconv.Itoa(l.Height-c/l.Width))
		}
	}
	if len(f.names) != sp.Cells {
		return bad("%d cell names for %d cells", len(f.names), sp.Cells)
	}
	if f.swap != nil && (!involution(f.swap, len(f.kinds)) || !involution(f.offSwap, MaxOff) && f.offSwap != nil) {
		return bad("Swap %v, OffSwap %v: want permutations of the kinds and counters that undo themselves", f.swap, f.offSwap)
	}
	for _, s := range sp.Shapes {
		for k, c := range s.Off {
			if c != 0 {
				f.off = max(f.off, k+1)
			}
		}
	}
	return f, nil
}

func isASCII(s string) bool {
	for i := range len(s) {
		if s[i] >= utf8.RuneSelf || s[i] <= ' ' {
			return false
		}
	}
	return true
}

// involution reports whether p is a permutation of 0 … n−1 (n its length
// at most) that is its own inverse.
func involution(p []int, n int) bool {
	if len(p) > n {
		return false
	}
	for i, j := range p {
		if j < 0 || j >= len(p) || p[j] != i {
			return false
		}
	}
	return true
}

// real returns the kind (counter) shown for k when player moves.
func real(k, player int, swap []int) int {
	if player == 1 && k < len(swap) {
		return swap[k]
	}
	return k
}

// Text writes p: the cells row by row, top first, a letter a piece or '.'
// for an empty cell, the rows separated by '/'; a space and the letter of
// the player to move; and a space and each counter off the board.
func (g *game) Text(p Pos, player int) string {
	f := &g.text
	if f.swap == nil {
		player = int(p.Turn)
	}
	var b strings.Builder
	c := 0
	for r, n := range f.rows {
		if r > 0 {
			b.WriteByte('/')
		}
		for range n {
			ch := byte('.')
			for k, x := range p.Sets {
				if x>>c&1 != 0 && k < len(f.kinds) {
					ch = f.kinds[real(k, player, f.swap)]
				}
			}
			b.WriteByte(ch)
			c++
		}
	}
	b.WriteByte(' ')
	b.WriteByte(f.players[player&1])
	for i := range f.off {
		b.WriteByte(' ')
		b.WriteString(strconv.Itoa(int(p.Off[real(i, player, f.offSwap)])))
	}
	return b.String()
}

// Parse reads a position as Text writes it. Each row must have its
// number of cells; the error says which does not.
func (g *game) Parse(s string) (Pos, int, error) {
	f := &g.text
	fail := func(format string, a ...any) (Pos, int, error) {
		return Pos{}, 0, fmt.Errorf("%s position %s: %s", g.spec.Name, cgt.QuoteInput(s), fmt.Sprintf(format, a...))
	}
	fields := strings.Fields(s)
	if len(fields) != 2+f.off {
		return fail("want the board, the player to move (%c or %c)%s", f.players[0], f.players[1], map[bool]string{true: fmt.Sprintf(" and %d counters", f.off)}[f.off > 0])
	}
	player := strings.IndexByte(f.players, fields[1][0])
	if len(fields[1]) != 1 || player < 0 {
		return fail("the player to move is %s, want %c or %c", cgt.QuoteInput(fields[1]), f.players[0], f.players[1])
	}
	rows := strings.Split(fields[0], "/")
	if len(rows) != len(f.rows) {
		return fail("%d rows, want %d", len(rows), len(f.rows))
	}
	var p Pos
	if f.swap == nil {
		p.Turn = uint8(player)
	}
	c := 0
	for r, row := range rows {
		if len(row) != f.rows[r] {
			return fail("row %d has %d cells, want %d", r+1, utf8.RuneCountInString(row), f.rows[r])
		}
		for i := range len(row) {
			if ch := row[i]; ch != '.' {
				k := strings.IndexByte(f.kinds, ch)
				if k < 0 {
					return fail("row %d: %s is not a piece (%s) nor '.'", r+1, cgt.QuoteInput(string(ch)), f.kinds)
				}
				p.Sets[real(k, player, f.swap)] |= 1 << c
			}
			c++
		}
	}
	for i := range f.off {
		v, err := strconv.Atoi(fields[2+i])
		if err != nil || v < 0 || v > 255 {
			return fail("counter %d is %s, want a number 0 … 255", i+1, cgt.QuoteInput(fields[2+i]))
		}
		p.Off[real(i, player, f.offSwap)] = uint8(v)
	}
	if g.shapeOf(&p) < 0 {
		return fail("no position of the game has its pieces and counters")
	}
	return p, player, nil
}

// MoveName names the move from p to q: the rules' name if they are a
// Namer; else the cells it empties, a '-', and the cells it fills or
// changes, each list joined by ',' (a drop is just its cell).
func (g *game) MoveName(p, q Pos) string {
	if g.namer != nil {
		return g.namer.MoveName(p, q)
	}
	var from, to []string
	after := g.after(q)
	for _, c := range g.Changes(p, q) {
		if kindAt(&after, c) < 0 {
			from = append(from, g.text.names[c])
		} else {
			to = append(to, g.text.names[c])
		}
	}
	if len(from) == 0 {
		return strings.Join(to, ",")
	}
	return strings.Join(from, ",") + "-" + strings.Join(to, ",")
}

// after returns q's pieces as the side to move at the position before it
// sees them (q's kinds exchanged back by Swap).
func (g *game) after(q Pos) Sets {
	var a Sets
	for k, x := range q.Sets {
		a[real(k, 1, g.text.swap)] = x
	}
	return a
}

// Changes returns the cells whose contents differ between p and q, q's
// kinds seen from p's side.
func (g *game) Changes(p, q Pos) []int {
	after := g.after(q)
	var out []int
	for c := range g.spec.Cells {
		if kindAt(&p.Sets, c) != kindAt(&after, c) {
			out = append(out, c)
		}
	}
	return out
}

// Layout returns the layout with the cells' names and the text's rows.
func (g *game) Layout() Layout {
	l := g.spec.Layout
	l.Names, l.Rows = slices.Clone(g.text.names), slices.Clone(g.text.rows)
	return l
}

// Counters returns the number of counters the text writes.
func (g *game) Counters() int { return g.text.off }

func kindAt(a *Sets, c int) int {
	for k, x := range a {
		if x>>c&1 != 0 {
			return k
		}
	}
	return -1
}
