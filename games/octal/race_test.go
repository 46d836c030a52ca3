//go:build race

package octal

// raceEnabled lowers the sizes of the largest tests under the race detector.
const raceEnabled = true
