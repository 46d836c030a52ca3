// Package primerace holds the prime-counting race: the numbers 1 … N are
// taken in order, each player taking the next 1 to a numbers on a turn and
// scoring the primes among them ([Game], [New]). It is a zero-sum scoring
// game (the two scores add up to π(N)), solved by cgt.SolveScores with the
// zero-sum shortcut and by [Game.Totals] in O(N).
package primerace
