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
	maxDomineeringSquares = 36         // 6×6: about 67 CPU seconds and 3.5 GB (docs/grid-games.md); 7×6 far more
	defaultValueLimit     = 20_000_000 // positions of a game
	defaultFormLimit      = 4_000_000  // forms and options of an expression: about 400 MB at most
)

// valueHelp is the help of cgt value.
const valueHelp = `
The value of a short partizan game: its canonical form in CGSuite's
notation, its outcome class (L: Left wins whoever starts, R: Right wins, P:
the second player wins, N: the first player wins), its mean and temperature,
its Left and Right stops, its reduced canonical form (the simplest value
infinitesimally close: 0 for an infinitesimal) and, for an all-small value
(or another atomic infinitesimal), its atomic weight; with --options, the
Left and Right options of its canonical form.

The argument is a value expression in CGSuite's grammar (the arguments are
joined by spaces): numbers 3, -1/4; nimbers *, *3 (up to *1073741823: a
nimber is one form, whatever its size, and sums of nimbers add at once:
*100000 + *3 = *100003), *(3+5) = *8; ups and downs ^, ^^, v, v3, ^*, v3*2
(up to 65536 of them); CGSuite's up-nth ^<2> (↑² = {0|v*}), ^[3] (↑ + ↑²
+ ↑³), v<2>, Tiny(2), Miny(1/2); switches +-1, and of a set +-{1,2}; games
{1|*}, {2|1||0} ({{2|1}|0}); sums and differences with + and -, and a +- b
= a + ±b (+-1+-2 is ±1 + ±2); n * G, n copies of G (5*{3||2|1}), and
numbers multiplied, divided and raised to whole powers as in CGSuite: 3*5 is
15, not 3 plus *5 (write 3+*5), 2^3 is 8 (2 plus three ups is 2+^3); G:H,
the ordinal sum (1:-1 = 1/2); juxtaposition adds (1/2*, ^*, 2v3). What
CGSuite reads as a value cgt does not compute (*2 * *3, 1/3) is refused,
saying so. An expression may hold at most 4000000 forms and options while it
is evaluated (about 400 MB; --limit changes it): a nimber *n held against a
game that is not a number or a nimber counts its n options, and 1/2 + *n has
about n²/2. Or a game and a position:

  domineering RxC | ROWS   a rectangle ("4x5", R rows by C columns) or a
                           board ("..#/..." rows of . empty and # filled), at
                           most 36 empty squares (6x6: about 67 s and 3.5 GB
                           on one core, 42 s on two; 5x6 2.5 s, 1.6 s on two,
                           0.75 s with --workers 16 on 16 cores);
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
upon (^[on]), downon, uponth (^<on>), downonth, dud, tis, tisn, G & H
for the game with onside G and offside H, and G:H for an ordinal sum
(1:off is over). Its value is printed as its simplest form if it is a
stopper, else as onside & offside (sides that may keep cycles, as in Bach's
carousel), with its outcome: the winner when Left moves first and when
Right does (L, R, or D for a draw); a stopper that is not short with its
degree of loopiness and variety (CGSuite's Degree and Variety).

Two values with a comparison between them (quote < and >): <= >= == != <
> <> (confused: neither <= nor >=), <| (less or confused) and |> (greater
or confused), as in CGSuite. The answer is printed with the relation of the
two, and is the exit status: 0 true, 1 false (2 for bad input).

examples:
  $ cgt value '{1|*}' + '^'
  {1|*} + ^ = {1^|^*}
  class:        L (Left wins whoever starts)
  mean:         1/2
  temperature:  1/2
  stops:        Left 1, Right 0
  reduced:      {1|0}

  $ cgt value '{^^^|vv}'
  {^^^|vv} = {^3|vv}
  class:        N (the first player wins)
  mean:         0
  temperature:  0
  stops:        Left 0, Right 0
  reduced:      0
  atomic:       weight {1|0}

  $ cgt value '^' '<>' '*'
  ^ <> *: true (^ <> *)

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
  reduced:      +-1
`

func valueCommand() *command {
	return &command{
		name:    "value",
		args:    "EXPRESSION... | GAME POSITION | LEFT OP RIGHT",
		summary: "value of a partizan game: canonical form, outcome class, mean, temperature, atomic weight; comparisons",
		help:    valueHelp,
		setup: func(fs *flag.FlagSet) func(*env, []string) error {
			asJSON := jsonFlag(fs)
			progressFlag := fs.Bool("progress", false, "print progress lines on standard error (a bar shows on a terminal)")
			limit := fs.Int("limit", defaultValueLimit, "stop after `N` positions of a game, or N forms and options of an expression (default for an expression 4000000; 0: no limit)")
			options := fs.Bool("options", false, "print the Left and Right options of the canonical form")
			workers := fs.Int("workers", -1, "goroutines that solve a game's regions (negative: one per CPU; domineering, clobber, col, snort, cram and amazons use them; more memory, the same value)")
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
				if l, r, op, ok, err := splitComparison(args); ok {
					if err != nil {
						return err
					}
					return compareCommand(e, l, r, op, &cgt.Options{Limit: *limit}, forms, *asJSON)
				}
				if label, lv, ok, err := evalLoopy(e.ctx, args, &cgt.Options{Limit: *limit}, forms); ok {
					if err != nil {
						return err
					}
					return printLoopy(e, label, lv, *asJSON)
				}
				rep := newReporter(e, *progressFlag, 0, "positions of the game", 0)
				label, v, err := evalValue(e.ctx, e.stdin, args, &cgt.Options{Limit: *limit, Progress: rep.update, ProgressEvery: 1 << 12, Workers: *workers}, forms)
				rep.done()
				if err != nil {
					return err
				}
				return printValue(e, label, v, *asJSON, *options)
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
			return "", v, fmt.Errorf("the value of %s %s holds a number out of range (%s)", args[0], cgt.QuoteInput(args[1]), rangeLimits)
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
	if _, err := partizan.ParseValueLimit(label, forms); err == nil || errors.Is(err, cgt.ErrLimit) || errors.Is(err, partizan.ErrRange) || errors.Is(err, partizan.ErrUnsupported) {
		return "", partizan.Loopy{}, false, nil
	}
	v, err := partizan.ParseLoopy(label)
	switch {
	case err == nil:
		return label, v, true, nil
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
	on, off := v.Onside().String(), v.Offside().String()
	if !v.IsStopperSided() {
		// Sides that are not stoppers print only within the value.
		on, off, _ = strings.Cut(v.String(), " & ")
	}
	deg, variety := loopyDegree(v)
	if asJSON {
		return writeJSON(e.stdout, struct {
			Input        string `json:"input"`
			Value        string `json:"value"`
			Stopper      bool   `json:"stopper"`
			StopperSided bool   `json:"stopperSided"`
			Onside       string `json:"onside"`
			Offside      string `json:"offside"`
			Outcome      string `json:"outcome"`
			LeftFirst    string `json:"leftFirst"`
			RightFirst   string `json:"rightFirst"`
			Degree       string `json:"degree,omitempty"`
			Variety      string `json:"variety,omitempty"`
		}{label, v.String(), v.IsStopper(), v.IsStopperSided(), on, off, o.String(), o.LeftFirst.String(), o.RightFirst.String(), deg, variety})
	}
	stopper := "yes"
	switch {
	case !v.IsStopperSided():
		stopper = fmt.Sprintf("no, nor stopper-sided (onside %v, offside %v)", on, off)
	case !v.IsStopper():
		stopper = fmt.Sprintf("no (onside %v, offside %v)", on, off)
	}
	_, err := fmt.Fprintf(e.stdout, "%s = %v\nstopper:      %s\noutcome:      %v (Left first: %s; Right first: %s)\n",
		label, v, stopper, o, winnerText[o.LeftFirst], winnerText[o.RightFirst])
	if err == nil && deg != "" {
		_, err = fmt.Fprintf(e.stdout, "degree:       %s\nvariety:      %s\n", deg, variety)
	}
	return err
}

// loopyDegree returns the degree of loopiness and the variety of a
// stopper that is not short, as text (CGSuite's Degree and Variety; what
// keeps one from being given, in words), or "" for other values.
func loopyDegree(v partizan.Loopy) (deg, variety string) {
	if _, short := v.Short(); short || !v.IsStopper() {
		return "", ""
	}
	d, err := v.Degree()
	if err != nil {
		return "not computed: " + strings.TrimPrefix(err.Error(), "cgt: "), ""
	}
	switch w, err := v.Variety(); {
	case errors.Is(err, partizan.ErrNotIdempotent):
		return d.String(), "none: the degree is not an idempotent"
	case errors.Is(err, partizan.ErrNotStable):
		return d.String(), "none: the game is not stable"
	case err != nil:
		return d.String(), "not computed: " + strings.TrimPrefix(err.Error(), "cgt: ")
	default:
		return d.String(), w.String()
	}
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
			return v, fmt.Errorf("domineering: %d empty squares, more than the %d this command solves (6×6 takes about 67 s and 3.5 GB on one core, and each square more multiplies that)", empty, maxDomineeringSquares)
		}
		v, err = domineering.Value(ctx, b, opt)
	case "cutcake":
		var cakes []cutcake.Position
		for _, part := range strings.Split(spec, "+") {
			w, h, ok := parseRect(strings.TrimSpace(part))
			if !ok || w < 1 || h < 1 || w > 255 || h > 255 {
				return v, fmt.Errorf("cutcake: bad cake %s (want WxH, 1 … 255 each way)", cgt.QuoteInput(part))
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

func printValue(e *env, label string, v partizan.Value, asJSON, options bool) error {
	th := v.Thermograph()
	ls, rs := v.Stops()
	reduced := v.Reduced()
	var weight *string
	if w, ok := v.AtomicWeight(); ok {
		s := w.String()
		weight = &s
	}
	var left, right *[]string
	if options {
		l, r := texts(v.Left()), texts(v.Right())
		left, right = &l, &r
	}
	if asJSON {
		wall := func(w partizan.Wall) [][2]string {
			var out [][2]string
			for _, p := range w.Points() {
				out = append(out, [2]string{p.T.String(), p.V.String()})
			}
			return out
		}
		return writeJSON(e.stdout, struct {
			Input        string      `json:"input"`
			Value        string      `json:"value"`
			Class        string      `json:"class"`
			Mean         string      `json:"mean"`
			Temperature  string      `json:"temperature"`
			LeftStop     string      `json:"leftStop"`
			RightStop    string      `json:"rightStop"`
			LeftWall     [][2]string `json:"leftWall"`
			RightWall    [][2]string `json:"rightWall"`
			Reduced      string      `json:"reducedCanonicalForm"`
			AtomicWeight *string     `json:"atomicWeight,omitempty"`
			LeftOptions  *[]string   `json:"leftOptions,omitempty"`
			RightOptions *[]string   `json:"rightOptions,omitempty"`
		}{label, v.String(), v.Class().String(), th.Mean.String(), th.Temperature.String(),
			ls.String(), rs.String(), wall(th.Left), wall(th.Right), reduced.String(), weight, left, right})
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s = %v\nclass:        %v (%s)\nmean:         %v\ntemperature:  %v\nstops:        Left %v, Right %v\nreduced:      %v\n",
		label, v, v.Class(), classText[v.Class()], th.Mean, th.Temperature, ls, rs, reduced)
	if weight != nil {
		fmt.Fprintf(&b, "atomic:       weight %s\n", *weight)
	}
	if options {
		fmt.Fprintf(&b, "options:      Left %s; Right %s\n", optionList(*left), optionList(*right))
	}
	_, err := io.WriteString(e.stdout, b.String())
	return err
}

// texts returns the values printed.
func texts(vs []partizan.Value) []string {
	out := []string{}
	for _, v := range vs {
		out = append(out, v.String())
	}
	return out
}

// optionList prints options as "[a, b]", "[]" for none.
func optionList(s []string) string { return "[" + strings.Join(s, ", ") + "]" }
