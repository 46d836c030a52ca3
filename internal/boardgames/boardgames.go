// Package boardgames lists the board games (games written as rules on
// package github.com/cgtgo/cgt/board) that the commands know by name, so
// that a game written on the board package gets cgt solve, cgt query,
// cgt serve and cgt-cluster from one entry here, without code of its own
// in either command: the flags that choose its variant, how to build its
// board.Game from them, how to read them back from the name in its tier
// files' headers (board.Game.Name), and, optionally, the statistics that
// cgt solve --stats prints. It is internal: shared by cmd/cgt and
// cmd/cgt-cluster (a module of its own, which imports this one), not part
// of cgt's API.
package boardgames

import (
	"errors"
	"flag"
	"fmt"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/board"
	"github.com/cgtgo/cgt/tier"
)

// Flag is a flag that a board game takes to choose its variant.
type Flag struct {
	Name  string // without dashes: "variant"
	Arg   string // the placeholder of its value in the help ("NAME"); "" for a switch (--midgame)
	Usage string // what it chooses, for the help, with Arg in back quotes (as package flag reads it)
}

// Switch reports whether the flag takes no value.
func (f Flag) Switch() bool { return f.Arg == "" }

// Values are the flags given to a game, by name without dashes: the value
// as typed, "true" for a switch given.
type Values map[string]string

// Int returns the value of flag name as a number, def when it is not
// given.
func (v Values) Int(name string, def int) (int, error) {
	s, ok := v[name]
	if !ok {
		return def, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil {
		return 0, fmt.Errorf("--%s %s: want a number", name, cgt.QuoteInput(s))
	}
	return n, nil
}

// Bool reports whether the switch name is given (and not --name=false).
func (v Values) Bool(name string) bool {
	b, _ := strconv.ParseBool(v[name])
	return b
}

// Args writes the values as command-line flags, in the order of flags:
// "--variant five --midgame".
func (v Values) Args(flags []Flag) string {
	var parts []string
	for _, f := range flags {
		s, ok := v[f.Name]
		switch {
		case !ok:
		case f.Switch():
			if v.Bool(f.Name) {
				parts = append(parts, "--"+f.Name)
			}
		default:
			parts = append(parts, "--"+f.Name+" "+s)
		}
	}
	return strings.Join(parts, " ")
}

// Encode writes the values as one word (the query-string encoding, names
// sorted), and Decode reads it back: how cmd/cgt-cluster passes a game to
// its workers.
func (v Values) Encode() string {
	u := url.Values{}
	for k, s := range v {
		u.Set(k, s)
	}
	return u.Encode()
}

// Decode reads values written by Encode.
func Decode(s string) (Values, error) {
	u, err := url.ParseQuery(s)
	if err != nil {
		return nil, fmt.Errorf("bad flags %s: %w", cgt.QuoteInput(s), err)
	}
	v := Values{}
	for k, ss := range u {
		v[k] = ss[len(ss)-1]
	}
	return v, nil
}

// Game is a board game the commands know: one entry of Games.
type Game struct {
	// Name is the GAME of cgt solve ("mills"); About says in a line what
	// it is, for the help.
	Name, About string
	// Flags are the flags it takes, each defined once for all games
	// (Define): two games that take --board take the same flag.
	Flags []Flag
	// New builds the game of the flags given (only those of Flags):
	// an error names a bad or missing flag.
	New func(v Values) (board.Game, error)
	// Parse reports whether n.Game, the name in the headers of tier
	// files (board.Game.Name), is one of this game's, and if so reads
	// its flags back from n as well as it can: New of them builds the
	// game of that name (New refuses what is not one).
	Parse func(n tier.Name) (Values, bool)
	// OneMachine, if not nil, refuses (with what it needs) a game that
	// cgt solve should not try on one machine; cgt-cluster still solves
	// it.
	OneMachine func(g board.Game) error
	// Stats, if not nil, gives the statistics of a solved directory that
	// cgt solve --stats prints and carries in --json (ShapeStats: the
	// counts of every shape, of classes and of boards).
	Stats func(g board.Game, st tier.Storage, workers int) (*Stats, error)
}

// Games lists the board games the commands know, by name.
func Games() []Game {
	return []Game{millsGame(), kaooaGame(), quixoGame()}
}

// Find returns the game named name.
func Find(name string) (Game, bool) {
	i := slices.IndexFunc(Games(), func(g Game) bool { return g.Name == name })
	if i < 0 {
		return Game{}, false
	}
	return Games()[i], true
}

// Names lists the games' names, as "mills, quixo".
func Names() string {
	var names []string
	for _, g := range Games() {
		names = append(names, g.Name)
	}
	return strings.Join(names, ", ")
}

// ErrOtherName is matched by the error of Open for the name of tier files
// that no entry's New builds back.
var ErrOtherName = errors.New("not a board game this command knows")

// Open returns the game whose tier files carry the name n, and the flags
// that build it: the entry whose Parse takes n, and New of its flags,
// which must carry n itself (else the files are of a variant this build
// numbers otherwise, and the error matches ErrOtherName).
func Open(n tier.Name) (Game, Values, board.Game, error) {
	for _, e := range Games() {
		v, ok := e.Parse(n)
		if !ok {
			continue
		}
		g, err := e.New(v)
		if err != nil {
			return e, v, nil, fmt.Errorf("%w: %q %q: %w", ErrOtherName, n.Game, n.Params, err)
		}
		if g.Name() != n {
			return e, v, nil, fmt.Errorf("%w: %q %q: its flags %s build %q %q", ErrOtherName, n.Game, n.Params, v.Args(e.Flags), g.Name().Game, g.Name().Params)
		}
		return e, v, g, nil
	}
	return Game{}, nil, nil, fmt.Errorf("%w: %q %q", ErrOtherName, n.Game, n.Params)
}

// Of reports whether tier files of the game name (the Game of a tier
// header) are a board game's.
func Of(name string) bool {
	for _, e := range Games() {
		if _, ok := e.Parse(tier.Name{Game: name}); ok {
			return true
		}
	}
	return false
}

// Define defines on fs each flag of every game that fs does not define
// yet: a string flag, or a bool flag for a switch. The usage of a flag
// says which games take it.
func Define(fs *flag.FlagSet) {
	for _, e := range Games() {
		for _, f := range e.Flags {
			if fs.Lookup(f.Name) != nil {
				continue
			}
			usage := fmt.Sprintf("%s: %s", strings.Join(Takers(f.Name), ", "), f.Usage)
			if f.Switch() {
				fs.Bool(f.Name, false, usage)
			} else {
				fs.String(f.Name, "", usage)
			}
		}
	}
}

// Takers lists the games that take the flag name.
func Takers(name string) []string {
	var out []string
	for _, e := range Games() {
		if slices.ContainsFunc(e.Flags, func(f Flag) bool { return f.Name == name }) {
			out = append(out, e.Name)
		}
	}
	return out
}

// FlagNames lists the names of every game's flags, each once.
func FlagNames() []string {
	var out []string
	for _, e := range Games() {
		for _, f := range e.Flags {
			if !slices.Contains(out, f.Name) {
				out = append(out, f.Name)
			}
		}
	}
	return out
}

// Given returns the values of e's flags that were given on fs (set:
// fs.Visit's flags), as typed.
func (e Game) Given(fs *flag.FlagSet, set map[string]bool) Values {
	v := Values{}
	for _, f := range e.Flags {
		if set[f.Name] {
			v[f.Name] = fs.Lookup(f.Name).Value.String()
		}
	}
	return v
}

// Takes reports whether e takes the flag name.
func (e Game) Takes(name string) bool {
	return slices.ContainsFunc(e.Flags, func(f Flag) bool { return f.Name == name })
}

// Synopsis writes the game's flags for a usage line: "mills --variant
// NAME [--midgame] [--stones N]" (a flag whose usage starts with
// "required" is shown without brackets).
func (e Game) Synopsis() string {
	parts := []string{e.Name}
	for _, f := range e.Flags {
		s := "--" + f.Name
		if !f.Switch() {
			s += " " + f.Arg
		}
		if !strings.HasPrefix(f.Usage, "required") {
			s = "[" + s + "]"
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, " ")
}

// TooLarge is the error of OneMachine for a game too large to solve on one
// machine: what its values and its largest tier need.
func TooLarge(g board.Game, what, instead string) error {
	big, top := 0, 0
	for t := range g.Tiers() {
		if n := g.TierSize(t); n > big {
			big, top = n, t
		}
	}
	need, _ := tier.JobNeed[board.Pos](g, top, nil)
	msg := fmt.Sprintf("%s is %s positions (classes of its symmetries) in %d tiers: %s bytes of values before compression (2 a position), and its largest tier, %d, of %s positions",
		what, thousands(int64(g.Size())), g.Tiers(), thousands(2*int64(g.Size())), top, thousands(int64(big)))
	if need > 0 {
		msg += fmt.Sprintf(", needs a job budget of %s MiB", thousands((need+1<<20-1)>>20))
	}
	return fmt.Errorf("%s: too large to solve on one machine (cgt-cluster solves it on many); %s", msg, instead)
}

// thousands writes n with commas: 1,039,697.
func thousands(n int64) string {
	s := strconv.FormatInt(n, 10)
	for i := len(s) - 3; i > 0 && s[i-1] != '-'; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
