// Package circle holds the circle game with two move sets (known to
// contestants as "Berzerk"): objects 1 … n sit on a circle with a black hole
// at object 1 and a monster elsewhere; the players alternate, each moving
// the monster clockwise by a step from their own set; who puts it into the
// black hole wins. Play can go on for ever, so a start is a Win, a Loss or
// a Loop (a draw). [New] builds it as a Dense, Reversible game for
// cgt.SolveRetrograde; [Game.Outcomes] answers every start for both first
// players.
package circle
