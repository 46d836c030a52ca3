package hackenbush

// Blue-Red(-Green) Hackenbush: partizan Hackenbush, solved to canonical
// forms by the partizan engine of cgt.

import (
	"context"
	"fmt"
	"math/bits"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/partizan"
)

// Colour is the colour of a Hackenbush edge: Left may cut Blue edges,
// Right Red ones, either player Green ones.
type Colour int8

// The edge colours.
const (
	BlueEdge Colour = iota + 1
	RedEdge
	GreenEdge
)

// String returns "B", "R" or "G".
func (c Colour) String() string {
	switch c {
	case BlueEdge:
		return "B"
	case RedEdge:
		return "R"
	case GreenEdge:
		return "G"
	}
	return "Colour(" + strconv.Itoa(int(c)) + ")"
}

func parseColour(r byte) (Colour, bool) {
	switch r {
	case 'B', 'b', 'L', 'l':
		return BlueEdge, true
	case 'R', 'r':
		return RedEdge, true
	case 'G', 'g':
		return GreenEdge, true
	}
	return 0, false
}

// ColouredEdge is an edge of a BlueRed picture between vertices U and V
// (0 is the ground).
type ColouredEdge struct {
	U, V   int
	Colour Colour
}

// BlueRed is a Hackenbush picture with coloured edges (at most 64):
// Left cuts a Blue or Green edge, Right a Red or Green edge, and every edge
// no longer connected to the ground falls away; the player who cannot cut
// loses. With Blue and Red edges only the value is a number; Green edges
// bring nimbers, ups and more. Positions are the sets of remaining edges as
// bit masks (bit i for edge i); BlueRed is a partizan.Partizan[uint64] with the
// partizan.Splitter capability (the parts of the picture that meet only at the
// ground are a sum). A BlueRed is immutable and safe for concurrent use.
type BlueRed struct {
	edges []ColouredEdge
	blue  uint64 // edges Left may cut
	red   uint64 // edges Right may cut
}

// NewBlueRed returns the picture with the given edges (copied). It is an
// error to give more than 64 edges, a negative vertex or an unknown colour.
func NewBlueRed(edges []ColouredEdge) (*BlueRed, error) {
	if len(edges) > 64 {
		return nil, fmt.Errorf("hackenbush: %d edges, at most 64", len(edges))
	}
	h := &BlueRed{edges: append([]ColouredEdge(nil), edges...)}
	for i, e := range edges {
		if e.U < 0 || e.V < 0 {
			return nil, fmt.Errorf("hackenbush: edge %d-%d has a negative vertex", e.U, e.V)
		}
		switch e.Colour {
		case BlueEdge:
			h.blue |= 1 << i
		case RedEdge:
			h.red |= 1 << i
		case GreenEdge:
			h.blue |= 1 << i
			h.red |= 1 << i
		default:
			return nil, fmt.Errorf("hackenbush: edge %d-%d has no colour", e.U, e.V)
		}
	}
	return h, nil
}

// ParseBlueRed reads a picture in the picture notation of the package doc
// (the notation ParseGreen reads): stalks by their colours from the ground
// up ("BRRG"), edges "U-V" with a colour letter ("0-1B 1-2R 1-3G"), paths
// ("g-1-2R", or "g 1 2" on a line of its own), separated by spaces, commas
// or lines; an edge written without a colour is green. The error names the
// bad edge or letter. An empty picture is an error (a picture of no edges
// is the game 0; NewBlueRed(nil) makes it for programs that need it).
func ParseBlueRed(s string) (*BlueRed, error) {
	if strings.TrimSpace(s) == "" {
		return nil, fmt.Errorf("hackenbush: empty picture (want a stalk such as BRRG or edges such as 0-1B)")
	}
	pic, err := parsePicture(s, false)
	if err != nil {
		return nil, err
	}
	if len(pic) == 0 {
		return nil, fmt.Errorf("hackenbush: empty picture (want a stalk such as BRRG or edges such as 0-1B)")
	}
	edges := make([]ColouredEdge, len(pic))
	for i, e := range pic {
		c := e.colour
		if c == 0 {
			c = GreenEdge
		}
		edges[i] = ColouredEdge{e.u, e.v, c}
	}
	return NewBlueRed(edges)
}

// BlueRedString returns the stalk with the given colours from the ground up
// ("BRB": a Blue edge on the ground, Red on it, Blue on top).
func BlueRedString(colours string) (*BlueRed, error) {
	edges := make([]ColouredEdge, len(colours))
	for i := range colours {
		c, ok := parseColour(colours[i])
		if !ok {
			_, n := utf8.DecodeRuneInString(colours[i:])
			return nil, fmt.Errorf("hackenbush: bad colour %s in %s (want B, R or G)", cgt.QuoteInput(colours[i:i+n]), cgt.QuoteInput(colours))
		}
		edges[i] = ColouredEdge{i, i + 1, c}
	}
	return NewBlueRed(edges)
}

// StringValue returns the value of a Blue-Red stalk, colours from the
// ground up, by the sign-expansion rule (Berlekamp; Winning Ways ch. 2): a
// first run of n edges of one colour is worth n, each later edge half as
// much as the one before, + for Blue and − for Red. "BRB" = 1 − 1/2 + 1/4 =
// 3/4. Time O(len). Green edges and stalks longer than 62 edges after the
// first run are errors.
func StringValue(colours string) (partizan.Dyadic, error) {
	var v partizan.Dyadic
	run := 0
	for run < len(colours) && colours[run] == colours[0] {
		run++
	}
	if len(colours)-run > 62 {
		return v, fmt.Errorf("hackenbush: stalk %s too long for an exact number", cgt.QuoteInput(colours))
	}
	for i := range colours {
		c, ok := parseColour(colours[i])
		if !ok || c == GreenEdge {
			_, n := utf8.DecodeRuneInString(colours[i:])
			return partizan.Dyadic{}, fmt.Errorf("hackenbush: bad colour %s in %s (want B or R)", cgt.QuoteInput(colours[i:i+n]), cgt.QuoteInput(colours))
		}
		step := partizan.Int(1)
		if i >= run {
			step = partizan.NewDyadic(1, uint(i-run+1))
		}
		if c == RedEdge {
			step = step.Neg()
		}
		v = v.Add(step)
	}
	return v, nil
}

// Edges returns the edges (a new slice).
func (h *BlueRed) Edges() []ColouredEdge { return append([]ColouredEdge(nil), h.edges...) }

// String writes the picture as ParseBlueRed reads it, as edges.
func (h *BlueRed) String() string {
	var b strings.Builder
	for i, e := range h.edges {
		if i > 0 {
			b.WriteByte(' ')
		}
		fmt.Fprintf(&b, "%d-%d%v", e.U, e.V, e.Colour)
	}
	return b.String()
}

// Start returns the position of the whole picture: the edges connected to
// the ground.
func (h *BlueRed) Start() uint64 {
	all := ^uint64(0)
	if len(h.edges) < 64 {
		all = 1<<len(h.edges) - 1
	}
	return h.Grounded(all)
}

// Grounded returns the edges of p connected to the ground by edges of p.
// Time O(E²) at worst.
func (h *BlueRed) Grounded(p uint64) uint64 {
	var out uint64
	reached := map[int]bool{0: true}
	for changed := true; changed; {
		changed = false
		for m := p &^ out; m != 0; m &= m - 1 {
			i := bits.TrailingZeros64(m)
			e := h.edges[i]
			if reached[e.U] || reached[e.V] {
				reached[e.U], reached[e.V] = true, true
				out |= 1 << i
				changed = true
			}
		}
	}
	return out
}

func (h *BlueRed) cuts(dst []uint64, p, may uint64) []uint64 {
	for m := p & may; m != 0; m &= m - 1 {
		dst = append(dst, h.Grounded(p&^(m&-m)))
	}
	return dst
}

// LeftMoves appends the positions after Left cuts a Blue or Green edge.
func (h *BlueRed) LeftMoves(dst []uint64, p uint64) []uint64 { return h.cuts(dst, p, h.blue) }

// RightMoves appends the positions after Right cuts a Red or Green edge.
func (h *BlueRed) RightMoves(dst []uint64, p uint64) []uint64 { return h.cuts(dst, p, h.red) }

// Components appends the parts of p that meet only at the ground: edges
// joined through vertices other than the ground are in the same part.
func (h *BlueRed) Components(dst []uint64, p uint64) []uint64 {
	start := len(dst)
	for left := p; left != 0; {
		part := left & -left
		verts := map[int]bool{}
		add := func(i int) {
			e := h.edges[i]
			if e.U != 0 {
				verts[e.U] = true
			}
			if e.V != 0 {
				verts[e.V] = true
			}
		}
		add(bits.TrailingZeros64(part))
		for changed := true; changed; {
			changed = false
			for m := left &^ part; m != 0; m &= m - 1 {
				i := bits.TrailingZeros64(m)
				if e := h.edges[i]; e.U != 0 && verts[e.U] || e.V != 0 && verts[e.V] {
					part |= 1 << i
					add(i)
					changed = true
				}
			}
		}
		left &^= part
		dst = append(dst, part)
	}
	if len(dst)-start == 1 {
		dst[start] = p
	}
	return dst
}

// Value returns the canonical form of the whole picture. opt as for
// partizan.Canonical.
func (h *BlueRed) Value(ctx context.Context, opt *cgt.Options) (partizan.Value, error) {
	return partizan.Canonical(ctx, h, h.Start(), opt)
}
