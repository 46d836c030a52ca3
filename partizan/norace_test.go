//go:build !race

package partizan

const raceEnabled = false
