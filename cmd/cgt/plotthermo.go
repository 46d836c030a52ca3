package main

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"strings"

	"github.com/cgtgo/cgt/partizan"
)

// glyphs is a 3×5 pixel font for the labels of plots: each glyph is five
// rows of three pixels, '#' on.
var glyphs = map[rune][5]string{
	'0': {"###", "#.#", "#.#", "#.#", "###"}, '1': {".#.", "##.", ".#.", ".#.", "###"},
	'2': {"###", "..#", "###", "#..", "###"}, '3': {"###", "..#", "###", "..#", "###"},
	'4': {"#.#", "#.#", "###", "..#", "..#"}, '5': {"###", "#..", "###", "..#", "###"},
	'6': {"###", "#..", "###", "#.#", "###"}, '7': {"###", "..#", "..#", ".#.", ".#."},
	'8': {"###", "#.#", "###", "#.#", "###"}, '9': {"###", "#.#", "###", "..#", "###"},
	'-': {"...", "...", "###", "...", "..."}, '/': {"..#", "..#", ".#.", "#..", "#.."},
	'+': {"...", ".#.", "###", ".#.", "..."}, '*': {"#.#", ".#.", "#.#", "...", "..."},
	'^': {".#.", "#.#", "...", "...", "..."}, '|': {".#.", ".#.", ".#.", ".#.", ".#."},
	'{': {".##", ".#.", "##.", ".#.", ".##"}, '}': {"##.", ".#.", ".##", ".#.", "##."},
	',': {"...", "...", "...", ".#.", "#.."}, '.': {"...", "...", "...", "...", ".#."},
	'=': {"...", "###", "...", "###", "..."}, ' ': {"...", "...", "...", "...", "..."},
	'?': {"###", "..#", ".##", "...", ".#."}, '(': {"..#", ".#.", ".#.", ".#.", "..#"},
	')': {"#..", ".#.", ".#.", ".#.", "#.."},
	'a': {"...", ".##", "#.#", "#.#", ".##"}, 'e': {"###", "#.#", "###", "#..", "###"},
	'l': {"##.", ".#.", ".#.", ".#.", "###"}, 'u': {"...", "#.#", "#.#", "#.#", "###"},
	'v': {"...", "#.#", "#.#", "#.#", ".#."}, 't': {".#.", "###", ".#.", ".#.", ".##"},
	'm': {"...", "###", "###", "#.#", "#.#"}, 'p': {"###", "#.#", "###", "#..", "#.."},
	'r': {"...", "###", "#..", "#..", "#.."}, 'L': {"#..", "#..", "#..", "#..", "###"},
	'R': {"##.", "#.#", "##.", "#.#", "#.#"}, 'G': {"###", "#..", "#.#", "#.#", "###"},
}

// textWidth is the width in pixels of s drawn at scale k.
func textWidth(s string, k int) int { return len([]rune(s)) * 4 * k }

// drawText draws s with its top left corner at (x, y), each font pixel k×k.
func drawText(img *image.RGBA, x, y int, s string, k int, c color.RGBA) {
	for _, r := range s {
		g, ok := glyphs[r]
		if !ok {
			g = glyphs['?']
		}
		for row, line := range g {
			for col, ch := range line {
				if ch != '#' {
					continue
				}
				for dy := range k {
					for dx := range k {
						if p := image.Pt(x+col*k+dx, y+row*k+dy); p.In(img.Rect) {
							img.SetRGBA(p.X, p.Y, c)
						}
					}
				}
			}
		}
		x += 4 * k
	}
}

// drawLine draws a line of the given width from (x0, y0) to (x1, y1).
func drawLine(img *image.RGBA, x0, y0, x1, y1 float64, w int, c color.RGBA) {
	n := int(math.Max(math.Abs(x1-x0), math.Abs(y1-y0))*2) + 1
	for i := 0; i <= n; i++ {
		f := float64(i) / float64(n)
		x, y := int(math.Round(x0+(x1-x0)*f)), int(math.Round(y0+(y1-y0)*f))
		for dy := -(w - 1) / 2; dy <= w/2; dy++ {
			for dx := -(w - 1) / 2; dx <= w/2; dx++ {
				if p := image.Pt(x+dx, y+dy); p.In(img.Rect) {
					img.SetRGBA(p.X, p.Y, c)
				}
			}
		}
	}
}

// tickStep returns a power of two 2^e (e may be negative) giving about 4 to
// 10 ticks over span.
func tickStep(span float64) int {
	e := 0
	for span/math.Ldexp(1, e) > 10 {
		e++
	}
	for e > -8 && span/math.Ldexp(1, e) < 4 {
		e--
	}
	return e
}

// tickLabel names k·2^e exactly.
func tickLabel(k int64, e int) string {
	if e >= 0 {
		return fmt.Sprint(k << e)
	}
	return partizan.NewDyadic(k, uint(-e)).String()
}

// plotThermograph draws the thermograph of v as CGSuite and Winning Ways
// do: value across with positive values (Left's) to the left, temperature t
// up from −1; the Left wall in blue, the Right wall in red, the mast above
// the temperature in black.
func plotThermograph(e *env, label string, v partizan.Value, width, height int, out output, asJSON bool) error {
	th := v.Thermograph()
	lo, hi := th.Mean.Float64(), th.Mean.Float64()
	for _, w := range []partizan.Wall{th.Left, th.Right} {
		for _, p := range w.Points() {
			lo, hi = math.Min(lo, p.V.Float64()), math.Max(hi, p.V.Float64())
		}
	}
	pad := math.Max((hi-lo)*0.1, 0.5)
	lo, hi = lo-pad, hi+pad
	tTop := math.Max(th.Temperature.Float64(), 0) + math.Max(1, (th.Temperature.Float64()+1)/2)
	const ml, mr, mt, mb, k = 60, 30, 40, 50, 2
	img := image.NewRGBA(image.Rect(0, 0, width, height))
	for i := range img.Pix {
		img.Pix[i] = 255
	}
	pw, ph := float64(width-ml-mr), float64(height-mt-mb)
	X := func(x float64) float64 { return ml + (hi-x)/(hi-lo)*pw } // positive to the left
	Y := func(t float64) float64 { return mt + (tTop-t)/(tTop+1)*ph }
	black := color.RGBA{0, 0, 0, 255}
	grey := color.RGBA{200, 200, 200, 255}
	// Axes: t = 0 across, value 0 up (when in range), frame around.
	drawLine(img, ml, float64(height-mb), float64(width-mr), float64(height-mb), 1, black)
	drawLine(img, ml, mt, ml, float64(height-mb), 1, black)
	drawLine(img, ml, Y(0), float64(width-mr), Y(0), 1, grey)
	if lo < 0 && hi > 0 {
		drawLine(img, X(0), mt, X(0), float64(height-mb), 1, grey)
	}
	ve := tickStep(hi - lo)
	for i := int64(math.Ceil(math.Ldexp(lo, -ve))); float64(i) <= math.Ldexp(hi, -ve); i++ {
		x := X(math.Ldexp(float64(i), ve))
		drawLine(img, x, float64(height-mb), x, float64(height-mb+5), 1, black)
		s := tickLabel(i, ve)
		drawText(img, int(x)-textWidth(s, k)/2, height-mb+8, s, k, black)
	}
	te := tickStep(tTop + 1)
	for i := int64(math.Ceil(math.Ldexp(-1, -te))); float64(i) <= math.Ldexp(tTop, -te); i++ {
		y := Y(math.Ldexp(float64(i), te))
		drawLine(img, ml-5, y, ml, y, 1, black)
		s := tickLabel(i, te)
		drawText(img, ml-8-textWidth(s, k), int(y)-5, s, k, black)
	}
	drawText(img, (width-textWidth("value", k))/2, height-mb+26, "value", k, black)
	drawText(img, 8, mt-20, "t", k, black)
	title := strings.ToLower(label)
	if len(title) > 60 {
		title = title[:57] + "..."
	}
	if vs := v.String(); title != strings.ToLower(vs) {
		title += " = " + vs
	}
	drawText(img, ml, 10, title, k, black)
	// Walls and mast.
	for _, w := range []struct {
		wall partizan.Wall
		c    color.RGBA
	}{{th.Left, color.RGBA{20, 60, 200, 255}}, {th.Right, color.RGBA{200, 30, 30, 255}}} {
		pts := w.wall.Points()
		for i := 1; i < len(pts); i++ {
			drawLine(img, X(pts[i-1].V.Float64()), Y(pts[i-1].T.Float64()), X(pts[i].V.Float64()), Y(pts[i].T.Float64()), 3, w.c)
		}
		last := pts[len(pts)-1]
		if last.T.Cmp(th.Temperature) < 0 { // a number: the wall is the mast
			last.T = th.Temperature
		}
		drawLine(img, X(last.V.Float64()), Y(pts[len(pts)-1].T.Float64()), X(last.V.Float64()), Y(th.Temperature.Float64()), 3, w.c)
	}
	drawLine(img, X(th.Mean.Float64()), Y(th.Temperature.Float64()), X(th.Mean.Float64()), mt, 3, black)
	if err := writePNG(e, out, img); err != nil {
		return err
	}
	if asJSON {
		return writeJSON(e.stdout, struct {
			Plot        string `json:"plot"`
			Value       string `json:"value"`
			File        string `json:"file"`
			Width       int    `json:"width"`
			Height      int    `json:"height"`
			Mean        string `json:"mean"`
			Temperature string `json:"temperature"`
		}{"thermograph", v.String(), out.path, width, height, th.Mean.String(), th.Temperature.String()})
	}
	if out.path == "-" {
		return nil
	}
	_, err := fmt.Fprintf(e.stdout, "wrote %s: %d×%d pixels, thermograph of %v: mean %v, temperature %v\n", out.path, width, height, v, th.Mean, th.Temperature)
	return err
}
