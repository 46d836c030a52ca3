// Package intervals holds scoring games on a row of numbers whose
// positions are the intervals still on the table ([Span]): take a coin
// from either end ([Coins]; the mover scores its value) and take a block
// from either end ([Blocks]; the mover scores the block's sum). Both are
// Dense, ZeroSum and speak in numbers (cgt.ScoringAt), so
// cgt.SolveScores solves rows of thousands of numbers.
package intervals
