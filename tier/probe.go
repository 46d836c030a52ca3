package tier

import "github.com/cgtgo/cgt"

// Probe returns a tablebase probe for cgt.Searcher.SetProbe: the positions
// p with in(p) are answered from the tier files of ts, with the margin
// margin(outcome, remoteness) gives for their outcome and remoteness (−1
// for a Draw); the others are searched. A file that cannot be read is the
// probe's error, which stops the search. An answer reads the block of the
// tier file that holds it (a table keeps the block it read last): a
// positioned read and a checksum for each probe outside that block, so a
// search that probes often wants its tier files in the operating system's
// cache.
func Probe[P comparable, S cgt.Score](ts *Tables[P], in func(P) bool, margin func(o cgt.Outcome, remoteness int) S) func(P) (S, bool, error) {
	return func(p P) (S, bool, error) {
		if !in(p) {
			return 0, false, nil
		}
		o, r, err := ts.Lookup(p)
		if err != nil {
			return 0, false, err
		}
		return margin(o, r), true, nil
	}
}
