//go:build !race

package testutil

// RaceEnabled lowers the sizes of the largest tests under the race detector.
const RaceEnabled = false
