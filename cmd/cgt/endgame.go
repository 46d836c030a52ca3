package main

import (
	"flag"
	"fmt"
	"strings"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/games/chess"
)

func endgameCommand() *command {
	return &command{
		name:    "endgame",
		args:    "krk|kqk [POSITION]",
		summary: "king and rook (or queen) against king: tablebase statistics or one position",
		help: `
Solves the chess ending king and rook (krk) or king and queen (kqk) against
king by retrograde analysis of every legal position (about 400,000), and
prints the tablebase statistics: for each number m of White moves to mate,
how many positions with White to move are mated in m, and how many with
Black to move (m = 0: Black is checkmated). A Tie is a draw in chess terms:
stalemate, or Black takes the undefended rook or queen.

With POSITION, written like "Ke1 Ra1 ke8 w" (white king, white rook or queen
as R or Q, black king in lower case, then w or b for the side to move; the
parts may be separate arguments), prints its value and the best moves.

examples:
  $ cgt endgame krk
  KRK: 399112 legal positions (175168 with White to move, 223944 with Black to move;
    and 3612 with bare kings after Black takes the piece, play ending level,
    which the 402724 positions of cgt solve krk count too)
  White to move: 175168 won; Black to move: 201700 lost, 22244 drawn
  longest mate: 16 moves
  mate in   White to move   Black to move
     0                  0             216
     1               1512             624
     2               4676            1948
     3               3852             648
     4               1900            1584
     5               4848            3768
     6               8708            4728
     7              11320            5444
     8              17172           11448
     9              20088           13672
    10              19016           15872
    11              20476           22788
    12              21480           28732
    13              17824           33516
    14              16136           36372
    15               5244           17284
    16                916            3056

  $ cgt endgame kqk Ka1 Qb2 kc3 b
  Ka1 Qb2 kc3 b: Loss for the player to move, mate in 6 (12 plies)
  best moves: kd3 kc4
`,
		setup: func(fs *flag.FlagSet) func(*env, []string) error {
			asJSON := jsonFlag(fs)
			return func(e *env, args []string) error {
				if len(args) == 0 {
					return fmt.Errorf("say which ending: krk or kqk")
				}
				var g chess.Endgame
				switch strings.ToLower(args[0]) {
				case "krk":
				case "kqk":
					g.Piece = chess.Queen
				default:
					return fmt.Errorf("unknown ending %s (want krk or kqk)", cgt.QuoteInput(args[0]))
				}
				name := strings.ToUpper(args[0])
				var pos chess.Position
				query := len(args) > 1
				if query {
					var err error
					if pos, err = parseEndgame(strings.Join(args[1:], " "), g.Piece == chess.Queen); err != nil {
						return err
					}
				}
				sol, err := cgt.SolveRetrograde(e.ctx, g, g.Legal(), nil)
				if err != nil {
					return failure(err)
				}
				if query {
					return endgamePosition(e, g, sol, pos, *asJSON)
				}
				return endgameTable(e, name, sol, *asJSON)
			}
		},
	}
}

// parseEndgame reads "Ke1 Ra1 ke8 w".
func parseEndgame(s string, queen bool) (chess.Position, error) {
	f := strings.Fields(s)
	if len(f) != 4 {
		return 0, fmt.Errorf("position %s: want four parts like Ke1 Ra1 ke8 w", cgt.QuoteInput(s))
	}
	piece := byte('R')
	if queen {
		piece = 'Q'
	}
	var sq [3]int
	for i, want := range []byte{'K', piece, 'k'} {
		p := f[i]
		if len(p) != 3 || p[0] != want || p[1] < 'a' || p[1] > 'h' || p[2] < '1' || p[2] > '8' {
			return 0, fmt.Errorf("position %s: part %d %s should be %c and a square a1 … h8", cgt.QuoteInput(s), i+1, cgt.QuoteInput(p), want)
		}
		sq[i] = int(p[2]-'1')*8 + int(p[1]-'a')
	}
	if f[3] != "w" && f[3] != "b" {
		return 0, fmt.Errorf("position %s: side to move %s should be w or b", cgt.QuoteInput(s), cgt.QuoteInput(f[3]))
	}
	return chess.NewPosition(sq[0], sq[1], sq[2], f[3] == "b")
}

func endgamePosition(e *env, g chess.Endgame, sol *cgt.Solution[chess.Position], p chess.Position, asJSON bool) error {
	queen := g.Piece == chess.Queen
	o := sol.Outcome(p)
	if o == cgt.Unknown {
		if err := g.Check(p); err != nil {
			return err
		}
		return fmt.Errorf("position %s is not in the solve", endgameString(p, queen))
	}
	r := sol.Remoteness(p)
	// The best moves keep the outcome and the distance: a win one ply
	// shorter, a loss held one ply shorter (BestMoves also lists slower
	// wins).
	var best []chess.Position
	for _, q := range sol.BestMoves(p) {
		if o == cgt.Tie || sol.Remoteness(q) == r-1 {
			best = append(best, q)
		}
	}
	if asJSON {
		type move struct {
			Move     string `json:"move"`
			Position string `json:"position"`
		}
		moves := []move{}
		for _, q := range best {
			moves = append(moves, move{endgameMove(p, q, queen), endgameString(q, queen)})
		}
		return writeJSON(e.stdout, struct {
			Game       string `json:"game"`
			Position   string `json:"position"`
			Outcome    string `json:"outcome"`
			Remoteness int    `json:"remoteness"`
			BestMoves  []move `json:"bestMoves"`
		}{"endgame", endgameString(p, queen), o.String(), r, moves})
	}
	var w strings.Builder
	fmt.Fprintf(&w, "%s: %s", endgameString(p, queen), forMover(o))
	switch {
	case o == cgt.Win || o == cgt.Loss && r > 0:
		fmt.Fprintf(&w, ", mate in %d (%d %s)\n", (r+1)/2, r, plies(r))
	case o == cgt.Loss:
		w.WriteString(" (checkmated)\n")
	default:
		w.WriteString(" (a draw in chess terms)\n")
	}
	if len(best) > 0 {
		w.WriteString("best moves:")
		for _, q := range best {
			w.WriteString(" " + endgameMove(p, q, queen))
		}
		w.WriteString("\n")
	}
	_, err := e.stdout.Write([]byte(w.String()))
	return err
}

func endgameTable(e *env, name string, sol *cgt.Solution[chess.Position], asJSON bool) error {
	var white, black struct {
		positions, won, lost, drawn int
		mateIn                      []int // by White moves to mate
	}
	for p, o := range sol.All() {
		if p.Captured() {
			continue // play has ended: not a position of the ending
		}
		side := &white
		if p.BlackToMove() {
			side = &black
		}
		side.positions++
		switch o {
		case cgt.Win:
			side.won++
		case cgt.Loss:
			side.lost++
		default:
			side.drawn++
		}
		if o == cgt.Win || o == cgt.Loss {
			m := (sol.Remoteness(p) + 1) / 2 // White moves to mate
			for len(side.mateIn) <= m {
				side.mateIn = append(side.mateIn, 0)
			}
			side.mateIn[m]++
		}
	}
	rows := max(len(white.mateIn), len(black.mateIn))
	for len(white.mateIn) < rows {
		white.mateIn = append(white.mateIn, 0)
	}
	for len(black.mateIn) < rows {
		black.mateIn = append(black.mateIn, 0)
	}
	if asJSON {
		type side struct {
			Positions int   `json:"positions"`
			Won       int   `json:"won"`
			Lost      int   `json:"lost"`
			Drawn     int   `json:"drawn"`
			MateIn    []int `json:"mateIn"`
		}
		return writeJSON(e.stdout, struct {
			Game        string `json:"game"`
			Ending      string `json:"ending"`
			Positions   int    `json:"positions"`
			LongestMate int    `json:"longestMate"`
			White       side   `json:"whiteToMove"`
			Black       side   `json:"blackToMove"`
		}{"endgame", name, white.positions + black.positions, rows - 1,
			side{white.positions, white.won, white.lost, white.drawn, white.mateIn},
			side{black.positions, black.won, black.lost, black.drawn, black.mateIn}})
	}
	var w strings.Builder
	fmt.Fprintf(&w, "%s: %d legal positions (%d with White to move, %d with Black to move;\n",
		name, white.positions+black.positions, white.positions, black.positions)
	fmt.Fprintf(&w, "  and %d with bare kings after Black takes the piece, play ending level,\n  which the %d positions of cgt solve %s count too)\n",
		chess.BareKings, white.positions+black.positions+chess.BareKings, strings.ToLower(name))
	fmt.Fprintf(&w, "White to move: %d won", white.won)
	if white.drawn+white.lost > 0 {
		fmt.Fprintf(&w, ", %d drawn, %d lost", white.drawn, white.lost)
	}
	fmt.Fprintf(&w, "; Black to move: %d lost, %d drawn\n", black.lost, black.drawn)
	fmt.Fprintf(&w, "longest mate: %d moves\n", rows-1)
	w.WriteString("mate in   White to move   Black to move\n")
	for m := range rows {
		fmt.Fprintf(&w, "%4d   %16d %15d\n", m, white.mateIn[m], black.mateIn[m])
	}
	_, err := e.stdout.Write([]byte(w.String()))
	return err
}

// endgameMove names the move from p to q: the piece (K, R or Q for White,
// k for the black king), an x for a capture, and the square it goes to.
func endgameMove(p, q chess.Position, queen bool) string {
	wk, wp, _ := p.Squares()
	qk, qp, qb := q.Squares()
	sq := func(s int) string { return string(rune('a'+s%8)) + string(rune('1'+s/8)) }
	piece := "R"
	if queen {
		piece = "Q"
	}
	switch {
	case qk != wk:
		return "K" + sq(qk)
	case qp != wp:
		return piece + sq(qp)
	case q.Captured():
		return "kx" + sq(qb)
	default:
		return "k" + sq(qb)
	}
}

// endgameString writes p as "Ke1 Ra1 ke8 w", with Q for a queen.
func endgameString(p chess.Position, queen bool) string {
	s := p.String()
	if queen {
		s = strings.Replace(s, " R", " Q", 1)
	}
	return s
}
