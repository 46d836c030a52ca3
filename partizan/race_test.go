//go:build race

package partizan

// raceEnabled lowers the sizes of the largest tests under the race detector.
const raceEnabled = true
