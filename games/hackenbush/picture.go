package hackenbush

// The picture notation, one for every Hackenbush picture, in a file or
// inline: ParseGreen and ParseBlueRed read it (see the package doc).

import (
	"fmt"
	"math"
	"strings"
	"unicode"

	"github.com/cgtgo/cgt"
)

// pictureEdge is an edge as written: its ends (stalk vertices as −1, −2, …
// until they are numbered) and its colour, 0 when none is written.
type pictureEdge struct {
	u, v   int
	colour Colour
}

// parsePicture reads the picture notation. With green, a Blue or Red edge
// is an error (Green Hackenbush has neither). Errors name the line and the
// token. Stalk vertices are numbered with the least positive numbers that no
// edge names, in order.
func parsePicture(text string, green bool) ([]pictureEdge, error) {
	var edges []pictureEdge
	declared := -1 // the N of "vertices N", −1 if none
	declLine := 0
	fresh := 0 // stalk vertices so far
	stalks := false
	for ln := 1; len(text) > 0; ln++ {
		line := text
		if i := strings.IndexByte(text, '\n'); i >= 0 {
			line, text = text[:i], text[i+1:]
		} else {
			text = ""
		}
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		if f[0] == "vertices" {
			switch {
			case declared >= 0:
				return nil, fmt.Errorf("hackenbush: line %d: second \"vertices\" line (the first is line %d)", ln, declLine)
			case len(edges) > 0:
				return nil, fmt.Errorf("hackenbush: line %d: \"vertices\" must come before the first edge", ln)
			case len(f) != 2:
				return nil, fmt.Errorf("hackenbush: line %d: want \"vertices N\", got %d fields", ln, len(f))
			}
			n, ok := parseVertex(f[1])
			if !ok || f[1] == "g" || n < 1 {
				return nil, fmt.Errorf("hackenbush: line %d: vertex count %s is not a number from 1 to %d", ln, cgt.QuoteInput(f[1]), math.MaxInt32)
			}
			declared, declLine = n, ln
			continue
		}
		vertex := func(tok string) (int, error) {
			v, ok := parseVertex(tok)
			if !ok {
				return 0, fmt.Errorf("hackenbush: line %d: bad vertex %s: want g or a number from 0 to %d", ln, cgt.QuoteInput(tok), math.MaxInt32)
			}
			if declared >= 0 && v >= declared {
				return 0, fmt.Errorf("hackenbush: line %d: vertex %s does not exist (line %d declares vertices 0 to %d)", ln, cgt.QuoteInput(tok), declLine, declared-1)
			}
			return v, nil
		}
		if _, ok := parseVertex(f[0]); ok && (len(f) > 1 || f[0] != "g") {
			// A path of green edges, its vertices separated by spaces.
			if len(f) == 1 {
				return nil, fmt.Errorf("hackenbush: line %d: %s: an edge needs two vertices", ln, cgt.QuoteInput(f[0]))
			}
			prev := 0
			for j, tok := range f {
				v, err := vertex(tok)
				if err != nil {
					return nil, err
				}
				if j > 0 {
					edges = append(edges, pictureEdge{prev, v, 0})
				}
				prev = v
			}
			continue
		}
		for _, tok := range strings.FieldsFunc(line, func(r rune) bool { return r == ',' || unicode.IsSpace(r) }) {
			if !strings.Contains(tok, "-") {
				// A stalk: its colours from the ground up.
				prev := 0
				for i := range len(tok) {
					c, ok := parseColour(tok[i])
					if !ok {
						return nil, fmt.Errorf("hackenbush: line %d: bad token %s: want a stalk of colours (B, R, G), an edge such as 0-1B or a path such as g-1-2", ln, cgt.QuoteInput(tok))
					}
					if err := checkGreen(green, c, ln, tok); err != nil {
						return nil, err
					}
					fresh++
					edges = append(edges, pictureEdge{prev, -fresh, c})
					prev = -fresh
				}
				stalks = true
				continue
			}
			// An edge or a path "u-v-…", with an optional colour letter.
			parts := strings.Split(tok, "-")
			var c Colour
			last := parts[len(parts)-1]
			if _, ok := parseVertex(last); !ok && last != "" {
				if cl, okc := parseColour(last[len(last)-1]); okc {
					c, parts[len(parts)-1] = cl, last[:len(last)-1]
				}
			}
			if err := checkGreen(green, c, ln, tok); err != nil {
				return nil, err
			}
			prev := 0
			for j, p := range parts {
				v, err := vertex(p)
				if err != nil {
					if len(parts) == 2 || p == "" {
						return nil, fmt.Errorf("hackenbush: line %d: bad edge %s: want U-V and a colour, e.g. 0-1B (or a path g-1-2; no colour: green)", ln, cgt.QuoteInput(tok))
					}
					return nil, err
				}
				if j > 0 {
					edges = append(edges, pictureEdge{prev, v, c})
				}
				prev = v
			}
		}
	}
	if stalks {
		numberStalks(edges, fresh)
	}
	return edges, nil
}

func checkGreen(green bool, c Colour, ln int, tok string) error {
	if green && (c == BlueEdge || c == RedEdge) {
		return fmt.Errorf("hackenbush: line %d: %s has a %s edge: a Green Hackenbush picture has only green ones", ln, cgt.QuoteInput(tok), map[Colour]string{BlueEdge: "blue", RedEdge: "red"}[c])
	}
	return nil
}

// numberStalks gives the n stalk vertices −1 … −n the least positive
// numbers that no other edge names (the stalk vertex 0 is the ground).
func numberStalks(edges []pictureEdge, n int) {
	used := map[int]bool{}
	for _, e := range edges {
		used[e.u], used[e.v] = true, true
	}
	num := make([]int, n+1)
	next := 1
	for k := 1; k <= n; k++ {
		for used[next] {
			next++
		}
		num[k] = next
		next++
	}
	for i := range edges {
		if edges[i].u < 0 {
			edges[i].u = num[-edges[i].u]
		}
		if edges[i].v < 0 {
			edges[i].v = num[-edges[i].v]
		}
	}
}
