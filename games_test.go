package cgt

// Shared brute-force solvers for the game tests: plain memoized recursion
// over the rules (Moves, Terminal), independent of every engine.

// bruteOutcome returns a memoized solver of g's outcomes by the definition:
// a terminal position has its outcome, a position is a Win iff some move
// reaches a Loss, and a Loss otherwise (normal play). Acyclic games only.
func bruteOutcome[P comparable](g Game[P]) func(P) Outcome {
	memo := map[P]Outcome{}
	var solve func(P) Outcome
	solve = func(p P) Outcome {
		if o, ok := memo[p]; ok {
			return o
		}
		o := Loss
		if t, ended := g.Terminal(p); ended {
			o = t
		} else {
			for _, q := range g.Moves(nil, p) {
				if solve(q) == Loss {
					o = Win
					break
				}
			}
		}
		memo[p] = o
		return o
	}
	return solve
}

// bruteGrundy returns a memoized solver of g's nim-values by the
// definition: the mex of the values of the moves. Normal play, acyclic.
func bruteGrundy[P comparable](g Game[P]) func(P) int {
	memo := map[P]int{}
	var solve func(P) int
	solve = func(p P) int {
		if v, ok := memo[p]; ok {
			return v
		}
		seen := map[int]bool{}
		for _, q := range g.Moves(nil, p) {
			seen[solve(q)] = true
		}
		v := 0
		for seen[v] {
			v++
		}
		memo[p] = v
		return v
	}
	return solve
}

// winningTargets returns the moves from p that reach a lost position.
func winningTargets[P comparable](g Game[P], solve func(P) Outcome, p P) []P {
	var out []P
	if _, ended := g.Terminal(p); ended {
		return nil
	}
	for _, q := range g.Moves(nil, p) {
		if solve(q) == Loss {
			out = append(out, q)
		}
	}
	return out
}
