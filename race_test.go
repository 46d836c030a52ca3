//go:build race

package cgt

// raceEnabled lowers the sizes of the largest tests under the race detector.
const raceEnabled = true
