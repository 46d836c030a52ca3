package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/games/cutcake"
	"github.com/cgtgo/cgt/games/domineering"
	"github.com/cgtgo/cgt/games/hackenbush"
	"github.com/cgtgo/cgt/games/toads"
	"github.com/cgtgo/cgt/partizan"
)

// defaultValueLimit bounds the positions a game position may take to solve
// (a few hundred bytes each): Domineering 5×6 stores 0.4 million.
const (
	maxDomineeringSquares = 36         // 6×6: about 390 CPU seconds and 4.4 GB (docs/grid-games.md); 7×6 far more
	defaultValueLimit     = 20_000_000 // positions of a game
	defaultFormLimit      = 4_000_000  // forms and options of an expression: about 400 MB at most
)

func valueCommand() *command {
	return &command{
		name:    "value",
		args:    "EXPRESSION... | GAME POSITION",
		summary: "value of a partizan game: canonical form, outcome class, mean, temperature",
		help: `
The value of a short partizan game: its canonical form in CGSuite's
notation, its outcome class (L: Left wins whoever starts, R: Right wins, P:
the second player wins, N: the first player wins), its mean and temperature,
and its Left and Right stops.

The argument is a value expression (the arguments are joined by spaces):
numbers 3, -1/4; nimbers *, *3 (up to *1073741823: a nimber is one form,
whatever its size, and sums of nimbers add at once: *100000 + *3 = *100003);
ups and downs ^, ^^, v, v3 (up to 1048576 of them); CGSuite's up-nth ^<2>
(↑² = {0|v*}), ^[3] (↑ + ↑² + ↑³), v<2>, Tiny(2), Miny(1/2); switches +-1,
and of a set +-{1,2};
games {1|*}, {2|1||0} ({{2|1}|0}); sums and differences with + and -;
juxtaposition adds (1/2*, ^*). An expression may hold at most 4000000 forms
and options while it is evaluated (about 400 MB; --limit changes it): a
nimber *n held against a game that is not a number or a nimber counts its n
options, and 1/2 + *n has about n²/2. Or a game and a position:

  domineering RxC | ROWS   a rectangle ("4x5", R rows by C columns) or a
                           board ("..#/..." rows of . empty and # filled), at
                           most 36 empty squares (6x6: about 400 CPU seconds
                           and 4.4 GB, 5x6 6 s);
                           Left places vertical dominoes, Right horizontal
  cutcake WxH[+WxH...]     cakes W wide and H high; Left cuts vertically
  hackenbush PICTURE|FILE|-
                           Blue-Red-Green Hackenbush, at most 64 edges, in
                           the notation of cgt hackenbush, inline, from a
                           file or from standard input: a stalk from the
                           ground up ("BRRG"), edges "0-1B 1-2R 1-3G" (0 or
                           g the ground; no colour: green), paths "g-1-2R",
                           lines of vertices "g 1 2" (green)
  toads STRIP              Toads and Frogs: "TT..FF" (toads move right)
  clobber RxC | ROWS       Clobber: a board of x (Left's) and o stones
                           ("xox|ox.": rows split by | or /), or RxC full
                           of alternating stones
  cram RxC | ROWS          Cram, the impartial Domineering (. empty, # filled)
  snort RxC | ROWS         Snort on a grid: x and o pieces, # blocked squares
  col RxC | ROWS           Col on a grid, as Snort
  amazons ROWS             Amazons on a small board: x, o amazons, # burnt
  toppling ROW[ + ROW...]  Toppling Dominoes: rows of L, R and G (green)
                           dominoes, "LRG + RR"
  backsliding STRIP        Backsliding Toads and Frogs, which loops (a toad
                           may also step back left, a frog right)
  foxgeese ROWS            Fox and Geese, which loops: geese x, the fox o on
                           the squares with row+col even, counting rows from
                           1 at the bottom (8 columns in the standard game);
                           ceylonese ROWS for the fox of range 2

A loopy game, whose play may repeat (infinite play is a draw), in CGSuite's
notation: pass (a move to the braces it is in: on = {pass|}), labels for
positions returned to (a{0|a} is over), the names on, off, over, under,
upon (^[on]), downon, uponth (^<on>), downonth, dud, tis, tisn, and G & H
for the game with onside G and offside H. Its value is printed as its
simplest form if it is a stopper, else as onside & offside, with its
outcome: the winner when Left moves first and when Right does (L, R, or D
for a draw).

examples:
  $ cgt value '{1|*}' + '^'
  {1|*} + ^ = {1^|^*}
  class:        L (Left wins whoever starts)
  mean:         1/2
  temperature:  1/2
  stops:        Left 1, Right 0

  $ cgt value on + off
  on + off = dud
  stopper:      no (onside on, offside off)
  outcome:      D/D (Left first: a draw; Right first: a draw)

  $ cgt value domineering 2x2
  domineering 2x2 = +-1
  class:        N (the first player wins)
  mean:         0
  temperature:  1
  stops:        Left 1, Right -1
`,
		setup: func(fs *flag.FlagSet) func(*env, []string) error {
			asJSON := jsonFlag(fs)
			progressFlag := fs.Bool("progress", false, "print progress lines on standard error (a bar shows on a terminal)")
			limit := fs.Int("limit", defaultValueLimit, "stop after `N` positions of a game, or N forms and options of an expression (default for an expression 4000000; 0: no limit)")
			return func(e *env, args []string) error {
				if len(args) == 0 {
					return fmt.Errorf("give a value expression, e.g. cgt value '{1|*}' + '^', or a game and a position, e.g. cgt value domineering 3x4")
				}
				if *limit < 0 {
					return fmt.Errorf("--limit: %d is negative", *limit)
				}
				forms := defaultFormLimit
				fs.Visit(func(f *flag.Flag) {
					if f.Name == "limit" {
						forms = *limit
					}
				})
				if label, lv, ok, err := evalLoopy(e.ctx, args, &cgt.Options{Limit: *limit}, forms); ok {
					if err != nil {
						return err
					}
					return printLoopy(e, label, lv, *asJSON)
				}
				rep := newReporter(e, *progressFlag, 0, "positions of the game", 0)
				label, v, err := evalValue(e.ctx, e.stdin, args, &cgt.Options{Limit: *limit, Progress: rep.update, ProgressEvery: 1 << 12}, forms)
				rep.done()
				if err != nil {
					return err
				}
				return printValue(e, label, v, *asJSON)
			}
		},
	}
}

// evalValue returns the value the arguments describe and a label for it.
func evalValue(ctx context.Context, stdin io.Reader, args []string, opt *cgt.Options, forms int) (string, partizan.Value, error) {
	var v partizan.Value
	var err error
	label := strings.Join(args, " ")
	switch args[0] {
	case "domineering", "cutcake", "hackenbush", "toads", "clobber", "cram", "snort", "col", "amazons", "toppling":
		if len(args) != 2 {
			return "", v, fmt.Errorf("%s wants one position, got %d arguments (quote a position with spaces)", args[0], len(args)-1)
		}
		spec := args[1]
		if args[0] == "hackenbush" {
			if spec, err = pictureText(stdin, spec); err != nil {
				return "", v, err
			}
		}
		v, err = gameValue(ctx, args[0], spec, opt)
		if errors.Is(err, partizan.ErrRange) {
			return "", v, fmt.Errorf("the value of %s %q holds a number out of range (%s)", args[0], args[1], rangeLimits)
		}
	default:
		v, err = partizan.ParseValueLimit(label, forms)
		if errors.Is(err, cgt.ErrLimit) {
			return "", v, failure(fmt.Errorf("%w (--limit N allows more)", err))
		}
		if err != nil {
			return "", v, fmt.Errorf("%s", strings.TrimPrefix(err.Error(), "cgt: "))
		}
	}
	if err == nil {
		// The thermograph starts at t = −1, where the walls of a value
		// whose options are near the limits of a number pass them.
		if _, ok := thermograph(v); !ok {
			return "", v, fmt.Errorf("the thermograph of %s = %v holds a number out of range (%s)", label, v, rangeLimits)
		}
	}
	return label, v, err
}

// evalLoopy returns the value of a loopy game when the arguments describe
// one (ok): Backsliding Toads and Frogs, or an expression that is not a
// short game's but reads as a loopy one. A short game's expression is not
// one (ok false), nor is text that neither reads, whose error the short
// parser gives.
func evalLoopy(ctx context.Context, args []string, opt *cgt.Options, forms int) (string, partizan.Loopy, bool, error) {
	label := strings.Join(args, " ")
	if args[0] == "foxgeese" || args[0] == "ceylonese" {
		if len(args) != 2 {
			return "", partizan.Loopy{}, true, fmt.Errorf("%s wants one picture, got %d arguments", args[0], len(args)-1)
		}
		v, err := foxGeeseValue(ctx, args[0], args[1], opt)
		return label, v, true, err
	}
	if args[0] == "backsliding" {
		if len(args) != 2 {
			return "", partizan.Loopy{}, true, fmt.Errorf("backsliding wants one strip, got %d arguments", len(args)-1)
		}
		s, err := toads.Parse(args[1])
		if err != nil {
			return "", partizan.Loopy{}, true, err
		}
		v, err := toads.LoopyValue(ctx, s, opt)
		if err != nil && ctx.Err() == nil {
			err = failure(err)
		}
		return label, v, true, err
	}
	if _, err := partizan.ParseValueLimit(label, forms); err == nil || errors.Is(err, cgt.ErrLimit) || errors.Is(err, partizan.ErrRange) {
		return "", partizan.Loopy{}, false, nil
	}
	v, err := partizan.ParseLoopy(label)
	switch {
	case err == nil:
		return label, v, true, nil
	case errors.Is(err, partizan.ErrNotStopperSided):
		return "", v, true, failure(err)
	case looksLoopy(label):
		return "", v, true, fmt.Errorf("%s", strings.TrimPrefix(err.Error(), "cgt: "))
	}
	return "", v, false, nil
}

// looksLoopy reports whether an expression uses the loopy notation, so
// that its syntax errors are the loopy parser's.
func looksLoopy(s string) bool {
	if strings.ContainsAny(s, "&") || strings.Contains(s, "[on]") || strings.Contains(s, "<on>") {
		return true
	}
	for _, w := range strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) }) {
		switch w {
		case "pass", "on", "off", "over", "under", "upon", "downon", "uponth", "downonth", "dud", "tis", "tisn":
			return true
		}
	}
	return false
}

var winnerText = map[partizan.Winner]string{partizan.LeftWins: "Left wins", partizan.RightWins: "Right wins", partizan.Drawn: "a draw"}

func printLoopy(e *env, label string, v partizan.Loopy, asJSON bool) error {
	o := v.Outcome()
	if asJSON {
		return writeJSON(e.stdout, struct {
			Input      string `json:"input"`
			Value      string `json:"value"`
			Stopper    bool   `json:"stopper"`
			Onside     string `json:"onside"`
			Offside    string `json:"offside"`
			Outcome    string `json:"outcome"`
			LeftFirst  string `json:"leftFirst"`
			RightFirst string `json:"rightFirst"`
		}{label, v.String(), v.IsStopper(), v.Onside().String(), v.Offside().String(), o.String(), o.LeftFirst.String(), o.RightFirst.String()})
	}
	stopper := "yes"
	if !v.IsStopper() {
		stopper = fmt.Sprintf("no (onside %v, offside %v)", v.Onside(), v.Offside())
	}
	_, err := fmt.Fprintf(e.stdout, "%s = %v\nstopper:      %s\noutcome:      %v (Left first: %s; Right first: %s)\n",
		label, v, stopper, o, winnerText[o.LeftFirst], winnerText[o.RightFirst])
	return err
}

// rangeLimits says which numbers the values of this command hold.
const rangeLimits = "numbers are n/2^k with |n| < 2^63 and k ≤ 62"

// thermograph returns the thermograph of v, or false if a number in it
// does not fit a partizan.Dyadic (the library panics with partizan.ErrRange).
func thermograph(v partizan.Value) (th partizan.Thermograph, ok bool) {
	defer func() {
		if r := recover(); r != nil {
			if e, isErr := r.(error); !isErr || !errors.Is(e, partizan.ErrRange) {
				panic(r)
			}
			ok = false
		}
	}()
	return v.Thermograph(), true
}

// gameValue solves the position spec of the game name.
func gameValue(ctx context.Context, name, spec string, opt *cgt.Options) (partizan.Value, error) {
	var v partizan.Value
	var err error
	switch name {
	case "domineering":
		var b domineering.Board
		if r, c, ok := parseRect(spec); ok {
			if r < 1 || c < 1 || r*c > 64 {
				return v, fmt.Errorf("domineering: a %d×%d board is not 1 … 64 squares", r, c)
			}
			b = domineering.Rectangle(r, c)
		} else if b, err = domineering.Parse(spec); err != nil {
			return v, err
		}
		empty := 0
		for r := range b.Rows() {
			for c := range b.Cols() {
				if b.Empty(r, c) {
					empty++
				}
			}
		}
		if empty > maxDomineeringSquares {
			return v, fmt.Errorf("domineering: %d empty squares, more than the %d this command solves (6×6 takes about 400 CPU seconds and 4.4 GB, and each square more multiplies that)", empty, maxDomineeringSquares)
		}
		v, err = domineering.Value(ctx, b, opt)
	case "cutcake":
		var cakes []cutcake.Position
		for _, part := range strings.Split(spec, "+") {
			w, h, ok := parseRect(strings.TrimSpace(part))
			if !ok || w < 1 || h < 1 || w > 255 || h > 255 {
				return v, fmt.Errorf("cutcake: bad cake %q (want WxH, 1 … 255 each way)", part)
			}
			cakes = append(cakes, cutcake.Cake(w, h))
		}
		v, err = cutcake.Search(ctx, cutcake.Sum(cakes...), opt)
	case "hackenbush":
		var h *hackenbush.BlueRed
		if h, err = hackenbush.ParseBlueRed(spec); err != nil {
			return v, err
		}
		v, err = h.Value(ctx, opt)
	case "toads":
		var s toads.Strip
		if s, err = toads.Parse(spec); err != nil {
			return v, err
		}
		v, err = toads.Value(ctx, s, opt)
	default:
		return moreGameValue(ctx, name, spec, opt)
	}
	if err != nil && ctx.Err() == nil && !errors.Is(err, partizan.ErrRange) {
		err = failure(err)
	}
	return v, err
}

// parseRect reads "AxB" (or "A×B").
func parseRect(s string) (int, int, bool) {
	a, b, ok := strings.Cut(strings.Replace(s, "×", "x", 1), "x")
	if !ok {
		return 0, 0, false
	}
	x, err1 := strconv.Atoi(a)
	y, err2 := strconv.Atoi(b)
	return x, y, err1 == nil && err2 == nil && x < 1<<16 && y < 1<<16
}

var classText = map[partizan.Class]string{
	partizan.ClassL: "Left wins whoever starts",
	partizan.ClassR: "Right wins whoever starts",
	partizan.ClassP: "the second player wins",
	partizan.ClassN: "the first player wins",
}

func printValue(e *env, label string, v partizan.Value, asJSON bool) error {
	th := v.Thermograph()
	ls, rs := v.Stops()
	if asJSON {
		wall := func(w partizan.Wall) [][2]string {
			var out [][2]string
			for _, p := range w.Points() {
				out = append(out, [2]string{p.T.String(), p.V.String()})
			}
			return out
		}
		return writeJSON(e.stdout, struct {
			Input       string      `json:"input"`
			Value       string      `json:"value"`
			Class       string      `json:"class"`
			Mean        string      `json:"mean"`
			Temperature string      `json:"temperature"`
			LeftStop    string      `json:"leftStop"`
			RightStop   string      `json:"rightStop"`
			LeftWall    [][2]string `json:"leftWall"`
			RightWall   [][2]string `json:"rightWall"`
		}{label, v.String(), v.Class().String(), th.Mean.String(), th.Temperature.String(),
			ls.String(), rs.String(), wall(th.Left), wall(th.Right)})
	}
	_, err := fmt.Fprintf(e.stdout, "%s = %v\nclass:        %v (%s)\nmean:         %v\ntemperature:  %v\nstops:        Left %v, Right %v\n",
		label, v, v.Class(), classText[v.Class()], th.Mean, th.Temperature, ls, rs)
	return err
}
