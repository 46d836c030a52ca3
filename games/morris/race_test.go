//go:build race

package morris

// raceEnabled lowers the sizes of the slowest tests under the race detector.
const raceEnabled = true
