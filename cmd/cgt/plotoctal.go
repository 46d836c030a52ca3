package main

import (
	"fmt"
	"image"
	"image/color"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/games/octal"
)

// plotOctal draws the nim-values g(0..upto) of an octal game as a scatter
// plot: white background, a faint line at every value level when there is
// room, one dark dot per heap.
func plotOctal(e *env, code string, upto, width, height int, out output, asJSON bool) error {
	g, err := octal.Parse(code)
	if err != nil {
		return err
	}
	bar := newProgress(e, upto+1, "values")
	opt := &cgt.Options{}
	if bar != nil {
		opt.Progress = bar.update
		opt.ProgressEvery = 1 << 8
	}
	seq, err := g.Sequence(e.ctx, upto+1, opt)
	bar.done()
	if err != nil {
		return failure(err)
	}
	vals := seq.Values()
	top := 0
	for _, v := range vals {
		top = max(top, int(v))
	}
	img := image.NewRGBA(image.Rect(0, 0, width, height))
	grid := color.RGBA{225, 225, 225, 255}
	dot := color.RGBA{20, 40, 140, 255}
	for i := range img.Pix {
		img.Pix[i] = 255
	}
	const margin = 2
	yOf := func(v int) int { // value 0 at the bottom, top at the top
		if top == 0 {
			return height - 1 - margin
		}
		return height - 1 - margin - v*(height-1-2*margin)/top
	}
	if (top+1)*4 <= height {
		for v := 0; v <= top; v++ {
			y := yOf(v)
			for x := range width {
				img.SetRGBA(x, y, grid)
			}
		}
	}
	// Dots of 3×3 pixels, so that a value met only a few times shows.
	for n, v := range vals {
		x, y := int(int64(n)*int64(width)/int64(len(vals))), yOf(int(v))
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				if image.Pt(x+dx, y+dy).In(img.Rect) {
					img.SetRGBA(x+dx, y+dy, dot)
				}
			}
		}
	}
	if err := writePNG(e, out, img); err != nil {
		return err
	}
	if asJSON {
		return writeJSON(e.stdout, struct {
			Plot     string `json:"plot"`
			Code     string `json:"code"`
			File     string `json:"file"`
			Width    int    `json:"width"`
			Height   int    `json:"height"`
			Values   int    `json:"values"`
			MaxValue int    `json:"maxValue"`
		}{"octal", g.String(), out.path, width, height, len(vals), top})
	}
	if out.path == "-" {
		return nil
	}
	_, err = fmt.Fprintf(e.stdout, "wrote %s: %d×%d pixels, g(n) for n = 0 … %d across, values 0 … %d up\n", out.path, width, height, len(vals)-1, top)
	return err
}
