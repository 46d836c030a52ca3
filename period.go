package cgt

import "math/bits"

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
// For a sequence with that property, ProvePeriod returns the least period
// p, which seq proves when it is long enough, with its least preperiod e
// and Values = e+p+window (the values that proof needs): the first window
// of window values that repeats an earlier one, at e+p, and that earlier
// one, at e. ok is false when seq is too short to prove any period. window
// must be ≥ 1 (it panics otherwise).
//
// Cost: for a sequence of an integer type, O(e+p+window) expected time and
// memory (a rolling hash of the windows, every match checked value by
// value); for other types O(len(seq)) per period tried, so O(len(seq)·p).
func ProvePeriod[T comparable](seq []T, window int) (Periodicity, bool) {
	if window < 1 {
		panic("cgt: ProvePeriod: window < 1")
	}
	if key := intKey(seq); key != nil {
		return provePeriodHashed(seq, window, key)
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

// intKey returns the value at an index of seq as a number, when the
// elements are of an integer type, else nil.
func intKey[T comparable](seq []T) func(int) uint64 {
	switch s := any(seq).(type) {
	case []int:
		return func(i int) uint64 { return uint64(s[i]) }
	case []int8:
		return func(i int) uint64 { return uint64(s[i]) }
	case []int16:
		return func(i int) uint64 { return uint64(s[i]) }
	case []int32:
		return func(i int) uint64 { return uint64(s[i]) }
	case []int64:
		return func(i int) uint64 { return uint64(s[i]) }
	case []uint:
		return func(i int) uint64 { return uint64(s[i]) }
	case []uint8:
		return func(i int) uint64 { return uint64(s[i]) }
	case []uint16:
		return func(i int) uint64 { return uint64(s[i]) }
	case []uint32:
		return func(i int) uint64 { return uint64(s[i]) }
	case []uint64:
		return func(i int) uint64 { return s[i] }
	}
	return nil
}

// provePeriodHashed finds the first window seq[j−window:j] equal to an
// earlier one seq[i−window:i]: then e = i−window and p = j−i, the least
// period and preperiod of a sequence with ProvePeriod's property (a
// shorter period or an earlier start would repeat a window before j). The
// windows are hashed by a polynomial modulo the prime 2⁶¹−1, rolled one
// value at a time; a hash seen before is confirmed value by value, and
// windows that share a hash without being equal are all kept, so the
// answer does not depend on the hash.
func provePeriodHashed[T comparable](seq []T, window int, key func(int) uint64) (Periodicity, bool) {
	const mod = 1<<61 - 1
	mul := func(a, b uint64) uint64 {
		hi, lo := bits.Mul64(a, b)
		r := hi<<3 | lo>>61 + lo&mod // ≤ 2·mod, as 2⁶¹ ≡ 1
		for r >= mod {
			r -= mod
		}
		return r
	}
	const base = 0x1F3D5B79A2C4E687 % mod
	top := uint64(1) // base^(window−1)
	for range window - 1 {
		top = mul(top, base)
	}
	same := func(i, j int) bool { // seq[i−window:i] == seq[j−window:j]
		for k := 1; k <= window; k++ {
			if seq[i-k] != seq[j-k] {
				return false
			}
		}
		return true
	}
	n := len(seq)
	first := map[uint64]int{}
	var more map[uint64][]int // other windows with a hash already taken
	var h uint64
	for j := 0; j < n; j++ {
		if j >= window { // drop seq[j−window]
			h = (h + mod - mul(key(j-window)%mod, top)) % mod
		}
		h = (mul(h, base) + key(j)%mod) % mod
		end := j + 1 // the window seq[end−window:end]
		if end < window {
			continue
		}
		i, seen := first[h]
		if !seen {
			first[h] = end
			continue
		}
		if same(i, end) {
			return periodOf(i, end, window), true
		}
		for _, i := range more[h] {
			if same(i, end) {
				return periodOf(i, end, window), true
			}
		}
		if more == nil {
			more = map[uint64][]int{}
		}
		more[h] = append(more[h], end)
	}
	return Periodicity{}, false
}

// periodOf is the proof by the windows ending at i < j.
func periodOf(i, j, window int) Periodicity {
	return Periodicity{Preperiod: i - window, Period: j - i, Values: j, Proven: true}
}
