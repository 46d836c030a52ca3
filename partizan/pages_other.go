//go:build !linux

package partizan

// askHugePages does nothing here: see pages.go, which asks Linux for
// huge pages.
func askHugePages[T any](table []T) {}
