//go:build !race

package tier_test

const raceEnabled = false
