package cgt

// Periodicity describes a sequence that is eventually periodic:
// seq[n+Period] = seq[n] for every n ≥ Preperiod.
type Periodicity struct {
	// Preperiod is the first index of the periodic part (the least one for
	// this period).
	Preperiod int
	// Period is the least period found, ≥ 1.
	Period int
	// Values is how many values of the sequence the finding rests on: the
	// whole sequence for FindPeriod, the values a proof needs for
	// ProvePeriod.
	Values int
	// Proven is true when the periodicity holds for the infinite sequence,
	// not only for the values examined.
	Proven bool
}

// FindPeriod returns the least period p of the tail of seq and the least
// preperiod e for it, among periods whose periodic part seq[e:] holds at
// least two full periods; ok is false when there is none. It is evidence,
// not proof: Proven is false, and a longer sequence may break the pattern
// (use ProvePeriod when the sequence comes from a recurrence of bounded
// depth). Cost: O(len(seq)) per period tried, O(len(seq)²) at worst.
func FindPeriod[T comparable](seq []T) (Periodicity, bool) {
	n := len(seq)
	for p := 1; 2*p <= n; p++ {
		// The least e with seq[i] = seq[i+p] for all e ≤ i < n−p.
		e := n - p
		for e > 0 && seq[e-1] == seq[e-1+p] {
			e--
		}
		if n-e >= 2*p {
			return Periodicity{Preperiod: e, Period: p, Values: n}, true
		}
	}
	return Periodicity{}, false
}

// ProvePeriod proves that seq is eventually periodic, for a sequence whose
// every value at an index n ≥ window is a function of the window values
// before it alone (the same function for every such n) — the nim-sequence
// of a subtraction game with largest subtraction window, for example.
//
// If seq[n+p] = seq[n] for window consecutive indices e ≤ n < e+window, then
// by induction it holds for every n ≥ e: the proof needs e+p+window values.
// ProvePeriod returns the least period p that seq proves, which is the
// least period of the sequence when seq is long enough, with its least
// preperiod e and Values = e+p+window (the values that proof needs). ok is
// false when seq is too short to prove any period. window must be ≥ 1 (it
// panics otherwise). Cost: O(len(seq)) per period tried.
func ProvePeriod[T comparable](seq []T, window int) (Periodicity, bool) {
	if window < 1 {
		panic("cgt: ProvePeriod: window < 1")
	}
	n := len(seq)
	for p := 1; p+window <= n; p++ {
		run := 0
		for i := 0; i+p < n; i++ {
			if seq[i] != seq[i+p] {
				run = 0
				continue
			}
			if run++; run == window {
				// The first run of window matches starts at the least
				// preperiod, and a smaller period would have been proved
				// with fewer values, so p is the least period.
				e := i - window + 1
				return Periodicity{Preperiod: e, Period: p, Values: e + p + window, Proven: true}, true
			}
		}
	}
	return Periodicity{}, false
}
