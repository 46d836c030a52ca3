package main

import (
	"bufio"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io"
	"math"
	"path/filepath"
	"strings"

	"github.com/cgtgo/cgt"
)

const maxWythoffPlot = 4096

func plotCommand() *command {
	return &command{
		name:    "plot",
		args:    "wythoff | octal CODE | thermograph VALUE...",
		summary: "draw Wythoff's Grundy table, an octal game's nim-sequence or a thermograph as a PNG",
		help: `
cgt plot wythoff [--size N] [-o FILE]
  Wythoff's game's Grundy table for heaps 0..N−1 as an N×N image: pixel
  (x, y) is the position (a, b) = (y, x), row a from the top, column b from
  the left. Value 0 (the P-positions, on the two diagonals of slopes φ and
  1/φ) is black; other values run through bright colours from cyan (small)
  to red (large). N is 1 … 4096.

cgt plot octal CODE [--upto N] [-o FILE] [--width W] [--height H]
  A scatter plot of the nim-values g(n) of the octal game CODE against the
  heap size n = 0 … N: n across, g(n) up, one dark dot per heap (several heaps
  share a column when N ≥ W).

cgt plot thermograph VALUE... [-o FILE] [--width W] [--height H]
  The thermograph of a partizan game, given as for cgt value (an expression
  or a game and a position): value across, Left's positive values to the
  left, temperature t up from −1, labelled axes; the Left wall blue, the
  Right wall red, the mast black.

-o FILE must end in .png (any case): cgt plot writes only PNG images, and
refuses to give one another name (w.txt) before drawing anything. -o -
writes the PNG to standard output, whatever you redirect it to.

examples:
  $ cgt plot wythoff --size 512 -o wythoff.png
  wrote wythoff.png: 512×512 pixels, Grundy values 0 … 772, black = 0 (P-positions)

  $ cgt plot octal 0.16 --upto 200000 -o seq.png
  wrote seq.png: 1024×512 pixels, g(n) for n = 0 … 200000 across, values 0 … 22 up

  $ cgt plot thermograph '{2|1||0}' -o thermo.png
  wrote thermo.png: 640×480 pixels, thermograph of {2|1||0}: mean 3/4, temperature 3/4
`,
		setup: func(fs *flag.FlagSet) func(*env, []string) error {
			size := fs.Int("size", 512, "Wythoff: heaps 0..`N`−1, an N×N image")
			upto := fs.Int("upto", 10000, "octal: heaps 0 … `N`")
			out := fs.String("o", "", "write the PNG to `FILE` (default wythoff.png or octal.png)")
			force := forceFlag(fs)
			width := fs.Int("width", 1024, "octal: image width in pixels")
			height := fs.Int("height", 512, "octal: image height in pixels")
			asJSON := jsonFlag(fs)
			return func(e *env, args []string) error {
				set := map[string]bool{}
				fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
				if len(args) == 0 {
					return fmt.Errorf("say what to plot: wythoff, or octal CODE")
				}
				if *out == "-" && *asJSON {
					return fmt.Errorf("-o - and --json would both write to standard output; choose one")
				}
				if *out != "" && *out != "-" && !strings.EqualFold(filepath.Ext(*out), ".png") {
					return fmt.Errorf("-o %s: cgt plot writes a PNG image; name the file *.png (or -o - for standard output)", *out)
				}
				switch args[0] {
				case "wythoff":
					if len(args) != 1 {
						return fmt.Errorf("plot wythoff takes no arguments besides flags, got %s", cgt.QuoteInput(args[1]))
					}
					for _, f := range []string{"upto", "width", "height"} {
						if set[f] {
							return fmt.Errorf("--%s applies to plot octal, not plot wythoff", f)
						}
					}
					if *size < 1 || *size > maxWythoffPlot {
						return fmt.Errorf("--size: %d is out of range (1 … %d)", *size, maxWythoffPlot)
					}
					return plotWythoff(e, *size, output{orDefault(*out, "wythoff.png"), *force}, *asJSON)
				case "thermograph":
					if set["size"] || set["upto"] {
						return fmt.Errorf("plot thermograph has --width and --height, not --size or --upto")
					}
					if len(args) < 2 {
						return fmt.Errorf("plot thermograph wants a value, e.g. cgt plot thermograph '{2|1||0}'")
					}
					w, h := 640, 480
					if set["width"] {
						w = *width
					}
					if set["height"] {
						h = *height
					}
					if w < 160 || w > 8192 || h < 120 || h > 8192 {
						return fmt.Errorf("--width and --height must be 160 … 8192 and 120 … 8192, got %d×%d", w, h)
					}
					label, v, err := evalValue(e.ctx, e.stdin, args[1:], &cgt.Options{Limit: defaultValueLimit}, defaultFormLimit)
					if err != nil {
						return err
					}
					return plotThermograph(e, label, v, w, h, output{orDefault(*out, "thermograph.png"), *force}, *asJSON)
				case "octal":
					if set["size"] {
						return fmt.Errorf("--size applies to plot wythoff; plot octal has --upto, --width and --height")
					}
					if len(args) != 2 {
						return fmt.Errorf("plot octal wants one game code, e.g. cgt plot octal 0.16, got %d arguments", len(args)-1)
					}
					if *upto < 1 || *upto > maxUpto {
						return fmt.Errorf("--upto: %d is out of range (1 … %d)", *upto, maxUpto)
					}
					if *width < 16 || *width > 8192 || *height < 16 || *height > 8192 {
						return fmt.Errorf("--width and --height must be 16 … 8192, got %d×%d", *width, *height)
					}
					return plotOctal(e, args[1], *upto, *width, *height, output{orDefault(*out, "octal.png"), *force}, *asJSON)
				}
				return fmt.Errorf("unknown plot %s (want wythoff, octal or thermograph)", cgt.QuoteInput(args[0]))
			}
		},
	}
}

func orDefault(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

// valueColor maps a nim-value 1 … top to a colour from cyan to red (hue
// 180° down to 0°, full saturation and brightness, so every non-zero value
// is bright); 0 is black.
func valueColor(v, top int) color.RGBA {
	if v == 0 {
		return color.RGBA{0, 0, 0, 255}
	}
	t := float64(v) / float64(max(top, 1))
	h := 180 * (1 - t) / 60 // sector 0 … 3
	i := math.Floor(h)
	f := h - i
	q := uint8(255 * (1 - f))
	u := uint8(255 * f)
	switch int(i) {
	case 0:
		return color.RGBA{255, u, 0, 255}
	case 1:
		return color.RGBA{q, 255, 0, 255}
	case 2:
		return color.RGBA{0, 255, u, 255}
	case 3:
		return color.RGBA{0, q, 255, 255}
	default:
		return color.RGBA{u, 0, 255, 255}
	}
}

func plotWythoff(e *env, n int, out output, asJSON bool) error {
	t := cgt.WythoffGrundyTable(n, n)
	top := 0
	for _, row := range t {
		for _, v := range row {
			top = max(top, v)
		}
	}
	img := image.NewRGBA(image.Rect(0, 0, n, n))
	for a, row := range t {
		for b, v := range row {
			img.SetRGBA(b, a, valueColor(v, top))
		}
	}
	if err := writePNG(e, out, img); err != nil {
		return err
	}
	if asJSON {
		return writeJSON(e.stdout, struct {
			Plot     string `json:"plot"`
			File     string `json:"file"`
			Width    int    `json:"width"`
			Height   int    `json:"height"`
			MaxValue int    `json:"maxValue"`
		}{"wythoff", out.path, n, n, top})
	}
	if out.path == "-" {
		return nil
	}
	_, err := fmt.Fprintf(e.stdout, "wrote %s: %d×%d pixels, Grundy values 0 … %d, black = 0 (P-positions)\n", out.path, n, n, top)
	return err
}

// writePNG encodes img to out.path (see writeOutput), or to standard output
// for "-".
func writePNG(e *env, out output, img image.Image) error {
	encode := func(w io.Writer) error {
		bw := bufio.NewWriter(w)
		if err := png.Encode(bw, img); err != nil {
			return err
		}
		return bw.Flush()
	}
	if out.path == "-" {
		if err := encode(e.stdout); err != nil {
			return failure(err)
		}
		return nil
	}
	return writeOutput(out.path, out.force, encode)
}
