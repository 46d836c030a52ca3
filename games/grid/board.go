package grid

import (
	"fmt"
	"math/bits"
	"strings"
)

// Board is a position on a grid of rows×cols squares (rows·cols ≤ 64),
// square r·cols+c for row r (from the top) and column c. Each square is
// empty ('.'), holds Left's piece ('x': a black stone, a Left amazon, a
// Left piece), Right's piece ('o') or is blocked ('#': filled, burnt).
// Each game says what the pieces are. Board is a comparable value, usable
// as a map key; the zero Board has no squares (the game 0 in every ruleset).
type Board struct {
	// x and o are the squares of Left's and Right's pieces; a square in
	// both is blocked.
	x, o       uint64
	rows, cols uint8
}

// The contents of a square, as Parse reads them and At returns them.
const (
	Empty   = '.'
	Black   = 'x' // Left's piece
	White   = 'o' // Right's piece
	Blocked = '#'
)

// Rectangle returns the empty rows×cols board. It panics unless rows, cols
// ≥ 1 and rows·cols ≤ 64.
func Rectangle(rows, cols int) Board {
	checkSize(rows, cols)
	return Board{rows: uint8(rows), cols: uint8(cols)}
}

// Alternating returns the rows×cols board filled with stones of
// alternating colours, a black stone ('x') in the top left corner: the
// start of Clobber. It panics unless rows, cols ≥ 1 and rows·cols ≤ 64.
func Alternating(rows, cols int) Board {
	checkSize(rows, cols)
	b := Board{rows: uint8(rows), cols: uint8(cols)}
	for r := range rows {
		for c := range cols {
			if (r+c)%2 == 0 {
				b.x |= 1 << (r*cols + c)
			} else {
				b.o |= 1 << (r*cols + c)
			}
		}
	}
	return b
}

func checkSize(rows, cols int) {
	if rows < 1 || cols < 1 || rows*cols > 64 {
		panic(fmt.Sprintf("grid: a %d×%d board is not 1 … 64 squares", rows, cols))
	}
}

// Parse reads a board written as rows separated by "/", "|" (CGSuite's
// separator) or newlines, each square one of . (empty), x (Left's piece),
// o (Right's piece) and # (blocked), e.g. "xox|ox.". Rows must have equal
// lengths and the board at most 64 squares; the error names the bad row or
// character. An empty row is an error, not dropped.
func Parse(s string) (Board, error) {
	t := strings.TrimSpace(s)
	if t == "" {
		return Board{}, fmt.Errorf("grid: empty board")
	}
	rows := strings.Split(strings.NewReplacer("\r\n", "/", "\n", "/", "|", "/").Replace(t), "/")
	for i, row := range rows {
		if strings.TrimSpace(row) == "" {
			return Board{}, fmt.Errorf("grid: board %q: row %d is empty", quote(s), i+1)
		}
	}
	cols := len(strings.TrimSpace(rows[0]))
	if len(rows)*cols > 64 {
		return Board{}, fmt.Errorf("grid: board %q has %d×%d squares, want 1 … 64", quote(s), len(rows), cols)
	}
	b := Board{rows: uint8(len(rows)), cols: uint8(cols)}
	for r, row := range rows {
		row = strings.TrimSpace(row)
		if len(row) != cols {
			return Board{}, fmt.Errorf("grid: row %q has %d squares, the first row %d", quote(row), len(row), cols)
		}
		for c, ch := range []byte(row) {
			bit := uint64(1) << (r*cols + c)
			switch ch {
			case Empty:
			case Black, 'X':
				b.x |= bit
			case White, 'O':
				b.o |= bit
			case Blocked:
				b.x |= bit
				b.o |= bit
			default:
				return Board{}, fmt.Errorf("grid: bad square %q in row %q (want . x o or #)", rune(ch), quote(row))
			}
		}
	}
	return b, nil
}

// quote shortens s for an error message.
func quote(s string) string {
	if len(s) > 60 {
		return s[:57] + "..."
	}
	return s
}

// Rows returns the number of rows.
func (b Board) Rows() int { return int(b.rows) }

// Cols returns the number of columns.
func (b Board) Cols() int { return int(b.cols) }

// At returns the contents of the square in row r, column c: Empty, Black,
// White or Blocked. Squares off the board are Blocked.
func (b Board) At(r, c int) byte {
	if r < 0 || c < 0 || r >= int(b.rows) || c >= int(b.cols) {
		return Blocked
	}
	i := uint(r*int(b.cols) + c)
	switch x, o := b.x>>i&1, b.o>>i&1; {
	case x == 1 && o == 1:
		return Blocked
	case x == 1:
		return Black
	case o == 1:
		return White
	}
	return Empty
}

// With returns b with the square in row r, column c set to sq (Empty,
// Black, White or Blocked). It panics if the square is off the board or sq
// is none of those.
func (b Board) With(r, c int, sq byte) Board {
	if r < 0 || c < 0 || r >= int(b.rows) || c >= int(b.cols) {
		panic(fmt.Sprintf("grid: square (%d, %d) off a %d×%d board", r, c, b.rows, b.cols))
	}
	bit := uint64(1) << (r*int(b.cols) + c)
	b.x &^= bit
	b.o &^= bit
	switch sq {
	case Empty:
	case Black:
		b.x |= bit
	case White:
		b.o |= bit
	case Blocked:
		b.x |= bit
		b.o |= bit
	default:
		panic(fmt.Sprintf("grid: bad square %q", rune(sq)))
	}
	return b
}

// Count returns the number of squares holding sq (Empty, Black, White or
// Blocked).
func (b Board) Count(sq byte) int {
	switch sq {
	case Empty:
		return bits.OnesCount64(b.empty())
	case Black:
		return bits.OnesCount64(b.left())
	case White:
		return bits.OnesCount64(b.right())
	case Blocked:
		return bits.OnesCount64(b.blocked())
	}
	return 0
}

// String writes the board as Parse reads it, rows separated by "/".
func (b Board) String() string {
	var s strings.Builder
	for r := range int(b.rows) {
		if r > 0 {
			s.WriteByte('/')
		}
		for c := range int(b.cols) {
			s.WriteByte(b.At(r, c))
		}
	}
	return s.String()
}

func (b Board) left() uint64    { return b.x &^ b.o }
func (b Board) right() uint64   { return b.o &^ b.x }
func (b Board) blocked() uint64 { return b.x & b.o }
func (b Board) empty() uint64   { return b.full() &^ (b.x | b.o) }
func (b Board) full() uint64    { return fullMask(uint(b.rows) * uint(b.cols)) }

func fullMask(n uint) uint64 {
	if n >= 64 {
		return ^uint64(0)
	}
	return 1<<n - 1
}

// hash mixes the squares of b, for the rulesets' cgt.Hasher capability.
func (b Board) hash() uint64 {
	return (b.x*0x9E3779B97F4A7C15^b.o)*0xC2B2AE3D27D4EB4F ^ uint64(b.rows)<<8 ^ uint64(b.cols)
}

// Hash returns a hash of b (the cgt.Hasher capability: the partizan
// engines' memo of parts uses it instead of hashing the struct).
func (Clobber) Hash(b Board) uint64 { return b.hash() }

// Hash is Clobber's Hash.
func (Cram) Hash(b Board) uint64 { return b.hash() }

// Hash is Clobber's Hash.
func (Snort) Hash(b Board) uint64 { return b.hash() }

// Hash is Clobber's Hash.
func (Col) Hash(b Board) uint64 { return b.hash() }

// Hash is Clobber's Hash.
func (Amazons) Hash(b Board) uint64 { return b.hash() }
