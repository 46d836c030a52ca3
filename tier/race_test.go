//go:build race

package tier_test

// raceEnabled: the race detector shadows the memory a test measures.
const raceEnabled = true
