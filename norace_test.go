//go:build !race

package cgt

const raceEnabled = false
